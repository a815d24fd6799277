//! The line client over a real app core, driven by typed lines: whole games of every
//! game by typing, pass-and-play's hand-over, quitting and resuming, a refused move
//! explained, hints and undo, the end of the input.

use std::io::Write;
use std::sync::{Arc, Mutex};

use spieleabend_core::bots::TableGame;
use spieleabend_core::games::elfer_raus::{self, ElferRaus};
use spieleabend_core::games::help_game::Help;
use spieleabend_core::games::juhu22::Juhu22;
use spieleabend_core::games::rauswurf::Rauswurf;
use spieleabend_core::games::seventy_seven::SeventySeven;
use spieleabend_core::table::{AnyTable, Pending, Table};

use super::*;
use crate::notation::TerminalGame;
use crate::setup::{GameSetup, PlayOptions, new_table};

/// What the client wrote, shared with the test.
#[derive(Clone, Default)]
struct Screen(Arc<Mutex<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl IsTerminalOutput for Screen {
    fn is_terminal_output(&self) -> bool {
        false
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

/// Plays `table` in the line client with `typed` as the whole input, in `lang`; the
/// exit code and everything written.
fn play_typed(
    table: impl Into<AnyTable>,
    save: Option<PathBuf>,
    lang: Lang,
    typed: &str,
) -> (ExitCode, String) {
    let screen = Screen::default();
    let input = std::io::Cursor::new(typed.as_bytes().to_vec());
    let client = Client::start(lang, Role::Local, input, screen.clone()).unwrap();
    let code = play_on(client, table.into(), save, 0, false).unwrap();
    (code, screen.text())
}

fn setup(seed: u64) -> GameSetup {
    GameSetup {
        players: Some(4),
        seed: Some(seed),
        ..GameSetup::default()
    }
}

fn options(seats: &str) -> PlayOptions {
    PlayOptions {
        seats: Some(seats.into()),
        iterations: Some(20),
        ..PlayOptions::default()
    }
}

/// A folder of the test's own, removed at the end.
struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let dir = std::env::temp_dir().join(format!(
            "spieleabend-line-test-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Dir(dir)
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What the humans type for a whole game in which each always types the first legal
/// move (after one line of nonsense), found by playing a copy of the table.
fn scripted_answers<G: TerminalGame + TableGame>(mut table: Table<G>) -> String {
    let mut answers = String::new();
    loop {
        match table.pending() {
            Pending::Finished => break,
            Pending::Bot { .. } => {
                let job = table.bot_job().unwrap();
                table.apply_bot_move(job.run()).unwrap();
            }
            Pending::Human { seat, hand_over } => {
                if hand_over {
                    answers.push('\n');
                    table.hand_over(seat).unwrap();
                }
                let legal = table.legal_actions(seat).unwrap();
                answers.push_str("nonsense\n");
                answers.push_str(&G::describe_action(&legal[0]));
                answers.push('\n');
                table.act(seat, legal[0]).unwrap();
            }
            Pending::Remote { .. } => unreachable!(),
        }
    }
    answers.push_str("n\n");
    answers
}

/// Plays whole games through the line client and returns what it wrote.
fn typed_games<G: TerminalGame + TableGame>(seats: &str) -> Vec<String>
where
    AnyTable: From<Table<G>>,
{
    (0..3)
        .map(|seed| {
            let table = new_table::<G>(&setup(seed), &options(seats)).unwrap();
            let answers = scripted_answers(table.clone());
            let (code, text) = play_typed(table, None, Lang::En, &answers);
            assert_eq!(code, ExitCode::SUCCESS);
            text
        })
        .collect()
}

const SOLO: &str = "human,easy,medium,easy";

/// A whole game ended with the app core's game-over box and the goodbye, and the
/// nonsense typed was answered with `refused`.
fn assert_whole_game(text: &str, refused: &str) {
    assert!(text.contains("Game over"), "{text}");
    assert!(text.contains("  1st "), "{text}");
    assert!(text.contains(refused), "{text}");
    assert!(text.contains("Bye!"), "{text}");
}

#[test]
fn a_full_game_of_elfer_raus_can_be_played_by_typing() {
    for text in typed_games::<ElferRaus>(SOLO) {
        assert_whole_game(&text, "is not a card or command");
    }
}

#[test]
fn a_full_game_of_22juhu_can_be_played_by_typing() {
    for text in typed_games::<Juhu22>(SOLO) {
        assert_whole_game(&text, "is not a card or command");
    }
}

#[test]
fn a_full_game_of_rauswurf_can_be_played_by_typing() {
    for text in typed_games::<Rauswurf>(SOLO) {
        assert_whole_game(&text, "is not a card");
    }
}

#[test]
fn a_full_game_of_help_can_be_played_by_typing() {
    for text in typed_games::<Help>(SOLO) {
        assert_whole_game(&text, "is not a card or move");
    }
}

#[test]
fn a_full_game_of_77_can_be_played_by_typing() {
    for text in typed_games::<SeventySeven>(SOLO) {
        assert_whole_game(&text, "is not a card");
    }
}

#[test]
fn pass_and_play_asks_for_the_device_before_each_other_human() {
    for text in typed_games::<ElferRaus>("Anna=human,Ben=human,medium,Cleo=human") {
        assert!(text.contains("pass and play"), "{text}");
        for name in ["Anna", "Ben", "Cleo"] {
            assert!(
                text.contains(&format!("Pass the device to {name}.")),
                "{name}"
            );
        }
        // A hand is only shown to the human who was last handed the device.
        let mut holder = None;
        let mut turns = 0;
        for line in text.lines() {
            if let Some(rest) = line.split("Pass the device to ").nth(1) {
                holder = rest.split('.').next();
            }
            if let Some(name) = line
                .strip_prefix("— ")
                .and_then(|l| l.strip_suffix("'s turn —"))
            {
                assert_eq!(
                    Some(name),
                    holder,
                    "{name}'s hand shown while {holder:?} holds the device"
                );
                turns += 1;
            }
        }
        assert!(turns > 10);
    }
}

/// What is typed up to the hand-over to the second human of `table` (two humans
/// passing the device): the first human confirms and plays the first legal move.
fn answers_until_second_hand_over<G: TerminalGame + TableGame>(mut table: Table<G>) -> String {
    let mut answers = String::new();
    let mut hand_overs = 0;
    loop {
        match table.pending() {
            Pending::Bot { .. } => {
                let job = table.bot_job().unwrap();
                table.apply_bot_move(job.run()).unwrap();
            }
            Pending::Human { seat, hand_over } => {
                if hand_over {
                    hand_overs += 1;
                    if hand_overs == 2 {
                        return answers;
                    }
                    answers.push('\n');
                    table.hand_over(seat).unwrap();
                }
                let legal = table.legal_actions(seat).unwrap();
                answers.push_str(&G::describe_action(&legal[0]));
                answers.push('\n');
                table.act(seat, legal[0]).unwrap();
            }
            other => panic!("no second hand-over before {other:?}"),
        }
    }
}

#[test]
fn at_the_hand_over_only_enter_or_ok_shows_the_next_hand_and_quit_saves() {
    let dir = Dir::new("hand-over");
    let path = dir.0.join("table.json");
    let seats = "Anna=human,Ben=human,easy,easy";
    // What is typed at the hand-over, whether Ben's hand is then shown, and whether
    // the hand-over is asked again.
    for (lang, after, shown, asked_again) in [
        (Lang::En, "quit\n", false, false),
        (Lang::En, "hand\nquit\n", false, true),
        (Lang::En, "nonsense\nok\nquit\n", true, true),
        (Lang::De, "weiter\nbeenden\n", false, true),
        (Lang::De, "ja\nbeenden\n", true, false),
        (Lang::En, "\nquit\n", true, false),
    ] {
        let _ = std::fs::remove_file(&path);
        let table = new_table::<SeventySeven>(&setup(4), &options(seats)).unwrap();
        let typed = answers_until_second_hand_over(table.clone()) + after;
        let (_, text) = play_typed(table, Some(path.clone()), lang, &typed);
        let (pass, turn) = match lang {
            Lang::En => ("Pass the device to Ben.", "— Ben's turn —"),
            Lang::De => ("Gib das Gerät an Ben weiter.", "— Ben ist dran —"),
        };
        assert!(text.contains(pass), "{text}");
        assert_eq!(text.contains(turn), shown, "after {after:?}:\n{text}");
        let again = match lang {
            Lang::En => "Only Ben goes on from here",
            Lang::De => "Hier geht es nur mit Ben weiter",
        };
        assert_eq!(
            text.contains(again),
            asked_again,
            "after {after:?}:\n{text}"
        );
        // Quitting saved the table either way.
        assert!(path.exists(), "after {after:?}: not saved");
    }
}

#[test]
fn quitting_saves_and_the_table_resumes_where_it_was() {
    let dir = Dir::new("resume");
    let path = dir.0.join("table.json");
    let table = new_table::<SeventySeven>(&setup(3), &options(SOLO)).unwrap();
    let answers = scripted_answers(table.clone());
    // Play the first three moves, then quit.
    let first: Vec<&str> = answers.lines().take(6).collect();
    let typed = format!("{}\nquit\n", first.join("\n"));
    let (_, text) = play_typed(table, Some(path.clone()), Lang::En, &typed);
    assert!(text.contains("Saved to"), "{text}");
    // Resume and finish with the rest of the answers.
    let saved = std::fs::read_to_string(&path).unwrap();
    let AnyTable::SeventySeven(resumed) = AnyTable::load(&saved).unwrap() else {
        panic!("not 77")
    };
    assert_eq!(
        resumed.steps().len(),
        3 + resumed
            .steps()
            .iter()
            .filter(|s| s.by != spieleabend_core::table::DecidedBy::Human)
            .count()
    );
    let rest: Vec<&str> = answers.lines().skip(6).collect();
    let typed = format!("{}\n", rest.join("\n"));
    let (_, text) = play_typed(resumed, Some(path), Lang::En, &typed);
    assert!(text.contains("Game over"), "{text}");
}

#[test]
fn an_illegal_pick_says_what_the_rules_require() {
    // Elfer raus: seat 0 types a card of its hand that the rules do not let it lay
    // now; the line says the rule, not just that it cannot be laid.
    for seed in 0..20 {
        let table = new_table::<ElferRaus>(&setup(seed), &options(SOLO)).unwrap();
        let mut probe = table.clone();
        while let Pending::Bot { .. } = probe.pending() {
            let job = probe.bot_job().unwrap();
            probe.apply_bot_move(job.run()).unwrap();
        }
        let Pending::Human { seat, .. } = probe.pending() else {
            continue;
        };
        let legal = probe.legal_actions(seat).unwrap();
        let view = probe.view(seat).unwrap();
        let Some(card) = view
            .hand
            .iter()
            .find(|c| !legal.contains(&elfer_raus::Action::Lay(**c)))
        else {
            continue;
        };
        let typed = ElferRaus::describe_action(&elfer_raus::Action::Lay(*card));
        let (_, text) = play_typed(table, None, Lang::En, &format!("{typed}\nquit\n"));
        let why = Lang::En
            .texts()
            .rule_error(&elfer_raus::RuleError::DoesNotFit);
        assert!(text.contains(&why), "{text}");
        assert!(!text.contains("cannot be laid now"), "{text}");
        return;
    }
    panic!("no deal in 20 gave seat 0 a card that does not fit");
}

#[test]
fn hint_and_undo_work_from_the_prompt() {
    let table = new_table::<ElferRaus>(&setup(5), &options(SOLO)).unwrap();
    let answers = scripted_answers(table.clone());
    let first: Vec<&str> = answers.lines().take(2).collect();
    let typed = format!("undo\nhint\n{}\nundo\nquit\n", first.join("\n"));
    let (_, text) = play_typed(table, None, Lang::En, &typed);
    assert!(
        text.contains("There is no move of yours to take back."),
        "{text}"
    );
    assert!(text.contains("Hint: "), "{text}");
    assert!(
        text.contains("Your last move was taken back.")
            || text.contains("You have seen new cards since"),
        "{text}"
    );
}

#[test]
fn end_of_input_leaves_quietly() {
    let table = new_table::<ElferRaus>(&setup(1), &options(SOLO)).unwrap();
    let (code, text) = play_typed(table, None, Lang::En, "");
    assert_eq!(code, ExitCode::SUCCESS);
    assert!(text.contains("Bye!"), "{text}");
}
