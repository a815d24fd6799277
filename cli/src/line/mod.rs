//! The line client: a table played by typing, for screen readers, scripts and pipes
//! (`play --plain`, or when stdin or stdout is not a terminal). The same commands as the
//! full-screen client: moves as the hand writes them, `hint`, `undo`, `save`, `help`,
//! `quit`; pass-and-play asks for the device before a hand is shown.

use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use spieleabend_app::texts::EventReader;
use spieleabend_core::Seat;
use spieleabend_core::bots::TableGame;
use spieleabend_core::table::{Pending, Table, TableError, UndoBlocked};

use crate::error::CommandError;
use crate::i18n::Lang;
use crate::notation::{Names, Refusal, TerminalGame, words};

/// The play loop, over any input and output so it can be tested, written in `lang`.
/// Returns when the players quit (the table is then saved to `save`) or stop after a
/// finished game.
pub fn play<G: TerminalGame + TableGame>(
    mut table: Table<G>,
    save: Option<&Path>,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    let humans = table.seats().iter().filter(|s| s.is_human()).count();
    writeln!(
        out,
        "{}",
        lang.texts().get(
            words::WELCOME,
            &[
                ("game", G::info().name.into()),
                ("players", table.seats().len().into()),
                ("shared", if humans > 1 { "yes" } else { "no" }.into()),
            ]
        )
    )?;
    // Per seat, the first event it has not been shown yet.
    let mut shown = vec![Shown::default(); table.seats().len()];
    loop {
        match table.pending() {
            Pending::Finished => {
                if let Some(viewer) = table.active_viewer() {
                    show_new_events(&table, viewer, lang, &mut shown, out)?;
                }
                let outcome = table.outcome().expect("a finished game has an outcome");
                let names = names(&table, None, lang);
                writeln!(out, "{}", G::describe_outcome(&outcome, &names))?;
                if table.game_number() > 0 {
                    let totals = table.match_totals();
                    let won: Vec<String> = totals
                        .iter()
                        .enumerate()
                        .map(|(s, t)| {
                            let name = names.of(Seat(s as u8));
                            let args = [("name", name.into()), ("wins", t.wins.into())];
                            lang.texts().get(words::WINS, &args)
                        })
                        .collect();
                    let games = totals[0].games;
                    let args = [("games", games.into()), ("list", won.join(", ").into())];
                    writeln!(out, "{}", lang.texts().get(words::AFTER_GAMES, &args))?;
                }
                write!(out, "{}", lang.texts().get(words::PLAY_AGAIN, &[]))?;
                out.flush()?;
                let answer = if before_reading(&table, save, lang) {
                    read_line(input)?
                } else {
                    None
                };
                crate::signals::input_arrived();
                match answer {
                    Some(answer) if is_yes(&answer) => {
                        table.rematch()?;
                        shown.iter_mut().for_each(|s| *s = Shown::default());
                    }
                    _ => {
                        writeln!(out, "{}", words::plain(lang, words::BYE))?;
                        return Ok(ExitCode::SUCCESS);
                    }
                }
            }
            Pending::Bot { .. } => {
                if crate::signals::requested().is_some() {
                    return quit(&table, save, lang, out);
                }
                let job = table.bot_job().expect("a bot is to act");
                let started = Instant::now();
                // The bot thinks on its own thread, as in the apps.
                let bot_move = std::thread::scope(|scope| {
                    scope
                        .spawn(|| job.run())
                        .join()
                        .expect("a bot never panics")
                });
                let pause = Duration::from_millis(table.settings().bot_delay_ms as u64);
                std::thread::sleep(pause.saturating_sub(started.elapsed()));
                table.apply_bot_move(bot_move)?;
                if let Some(viewer) = table.active_viewer() {
                    show_new_events(&table, viewer, lang, &mut shown, out)?;
                }
            }
            Pending::Remote { seat } => {
                let args = [("seat", seat.0.into())];
                writeln!(out, "{}", lang.texts().get(words::REMOTE_SEAT, &args))?;
                return Ok(ExitCode::FAILURE);
            }
            Pending::Human { seat, hand_over } => {
                if hand_over {
                    let name = &table.seats()[seat.index()].name;
                    let confirmed = before_reading(&table, save, lang)
                        && confirm_hand_over(name, lang, input, out)?;
                    crate::signals::input_arrived();
                    if !confirmed {
                        return quit(&table, save, lang, out);
                    }
                    table.hand_over(seat)?;
                }
                if humans > 1 {
                    let name = &table.seats()[seat.index()].name;
                    writeln!(out, "{}", words::with_name(lang, words::TURN_OF, name))?;
                }
                show_new_events(&table, seat, lang, &mut shown, out)?;
                if !turn(&mut table, seat, save, lang, input, out)? {
                    return quit(&table, save, lang, out);
                }
            }
        }
    }
}

/// Asks for the device to be passed to `name` and waits for them: an empty line (or
/// `ok`, `y`, `ja` …) confirms; `quit` (or the end of input) is false, to save and leave
/// without showing a hand; anything else asks again. The last hand is scrolled out of
/// sight first.
pub(crate) fn confirm_hand_over(
    name: &str,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<bool, CommandError> {
    writeln!(out, "{}", "\n".repeat(40))?;
    write!(out, "{}", words::with_name(lang, words::PASS_DEVICE, name))?;
    loop {
        out.flush()?;
        let Some(typed) = read_line(input)? else {
            writeln!(out)?;
            return Ok(false);
        };
        let typed = command_alias(&typed).to_lowercase();
        if typed.is_empty() || typed == "ok" || is_yes(&typed) {
            writeln!(out)?;
            return Ok(true);
        }
        if matches!(typed.as_str(), "quit" | "q" | "exit") {
            return Ok(false);
        }
        write!(
            out,
            "{}",
            words::with_name(lang, words::HAND_OVER_AGAIN, name)
        )?;
    }
}

/// One human decision, with the table commands in between. False when they quit.
fn turn<G: TerminalGame + TableGame>(
    table: &mut Table<G>,
    seat: Seat,
    save: Option<&Path>,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<bool, CommandError> {
    let view = table.view(seat)?;
    let legal = table.legal_actions(seat)?;
    writeln!(
        out,
        "\n{}",
        G::show_table(&view, &names(table, Some(seat), lang))
    )?;
    loop {
        if !before_reading(table, save, lang) {
            return Ok(false);
        }
        let typed = ask::<G>(&view, &legal, lang, input, out)?;
        crate::signals::input_arrived();
        let Some(typed) = typed else {
            return Ok(false);
        };
        match command_alias(&typed).as_str() {
            "quit" | "q" | "exit" => return Ok(false),
            "help" | "h" | "?" => writeln!(out, "{}\n{}", G::help(lang), lang.line().table_help)?,
            "hint" => {
                let hint = table.hint(seat)?;
                let steps = G::describe_action(&hint);
                let said = lang.texts().get(words::HINT, &[("steps", steps.into())]);
                writeln!(out, "{said}")?;
            }
            "undo" => match table.undo() {
                Ok(()) => {
                    writeln!(out, "{}", lang.texts().get(words::UNDONE, &[]))?;
                    return Ok(true);
                }
                Err(error) => {
                    let finished = table.outcome().is_some();
                    let why = undo_refusal(table.can_undo(), finished, &error, lang);
                    writeln!(out, "{why}")?
                }
            },
            "save" => match save {
                Some(path) => {
                    write_save(table, path)?;
                    writeln!(out, "{}", words::with_path(lang, words::SAVED, path))?;
                }
                None => writeln!(out, "{}", words::plain(lang, words::NO_SAVE_FILE))?,
            },
            "" => {}
            typed => match G::parse_action(typed, &legal, lang) {
                Ok(action) => {
                    table.act(seat, action)?;
                    return Ok(true);
                }
                Err(Refusal::NotUnderstood(message)) => writeln!(out, "{message}")?,
                Err(Refusal::NotNow { action, fallback }) => match table.act(seat, action) {
                    // The rules say why, in the words of the app's catalogue.
                    Err(TableError::Illegal { code, .. }) => {
                        let why = lang.texts().rule_error_code(G::info().id, &code);
                        writeln!(out, "{}", why.unwrap_or(fallback))?
                    }
                    Err(error) => return Err(error.into()),
                    Ok(()) => return Ok(true),
                },
            },
        }
    }
}

/// Prompts list the legal moves when there are at most this many.
const MAX_LISTED_CHOICES: usize = 12;

/// Why `undo` did nothing, in the words of the app core (`finished`: the game is over).
fn undo_refusal(
    why: Result<(), UndoBlocked>,
    finished: bool,
    error: &TableError,
    lang: Lang,
) -> String {
    let key = match why {
        Err(UndoBlocked::NothingToUndo) => "nothing_to_undo",
        Err(UndoBlocked::WouldHideSeenCards) => "would_hide_seen_cards",
        Err(UndoBlocked::RemoteSeats) => "remote_seats",
        Ok(()) if finished => "game_over",
        Ok(()) => {
            return lang
                .texts()
                .get("line-cannot-undo", &[("why", error.to_string().into())]);
        }
    };
    lang.texts()
        .get(words::UNDO_BLOCKED, &[("why", key.into())])
}

/// Before waiting for a line: hands the table's save (none for a finished game) to the
/// signal watch, which writes it if SIGHUP or SIGTERM comes during the wait. False when
/// a signal came already: then quit instead of reading.
fn before_reading<G: TableGame>(table: &Table<G>, save: Option<&Path>, lang: Lang) -> bool {
    if !crate::signals::watching() {
        return true;
    }
    let save = save
        .filter(|_| table.outcome().is_none())
        .map(|path| (path.to_path_buf(), table.save()));
    crate::signals::waiting_for_input(save, lang)
}

/// Whether an answer to a yes/no question is yes (`y`, `yes`, `j`, `ja`).
pub(crate) fn is_yes(answer: &str) -> bool {
    matches!(answer.to_lowercase().as_str(), "y" | "yes" | "j" | "ja")
}

/// Saves (if there is a file) and says goodbye.
fn quit<G: TerminalGame + TableGame>(
    table: &Table<G>,
    save: Option<&Path>,
    lang: Lang,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    if let Some(path) = save {
        write_save(table, path)?;
        writeln!(out, "{}", words::with_path(lang, words::RESUME_WITH, path))?;
    }
    writeln!(out, "{}", words::plain(lang, words::BYE))?;
    Ok(ExitCode::SUCCESS)
}

fn write_save<G: TableGame>(table: &Table<G>, path: &Path) -> Result<(), CommandError> {
    crate::signals::write_save(path, &table.save())
        .map_err(|e| CommandError::File(path.display().to_string(), e))
}

/// Names as `viewer` reads them ("You" for themselves), for lines in `lang`.
pub(crate) fn names<G: TableGame>(table: &Table<G>, viewer: Option<Seat>, lang: Lang) -> Names {
    let viewer = viewer.or(table.active_viewer());
    Names::in_lang(
        table.seats().iter().map(|s| s.name.clone()).collect(),
        viewer,
        lang,
    )
}

/// What one seat was shown of the game so far: the number of the next event, and the
/// reader that followed the events before it.
#[derive(Clone, Debug, Default)]
pub(crate) struct Shown {
    next: u32,
    reader: EventReader,
}

/// Prints the events `viewer`, a human holding the device, has not seen yet.
pub(crate) fn show_new_events<G: TerminalGame + TableGame>(
    table: &Table<G>,
    viewer: Seat,
    lang: Lang,
    shown: &mut [Shown],
    out: &mut impl Write,
) -> Result<(), CommandError> {
    let names = names(table, Some(viewer), lang);
    let seen = &mut shown[viewer.index()];
    for logged in table.events(viewer, seen.next)? {
        if let Some(line) = G::read_event(&mut seen.reader, &logged.event, viewer, &names) {
            writeln!(out, "{line}")?;
        }
    }
    seen.next = table.next_seq();
    Ok(())
}

/// Prompts for a decision, listing the legal moves when there are few (long lists, e.g.
/// every way to swap cards, are left to the help text), and reads the answer: a trimmed
/// line, or `None` at the end of input.
pub(crate) fn ask<G: TerminalGame>(
    view: &G::View,
    legal: &[G::Action],
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<Option<String>, CommandError> {
    let choices = if legal.len() <= MAX_LISTED_CHOICES {
        let listed: Vec<String> = legal.iter().map(G::describe_action).collect();
        format!(" [{}]", listed.join(" | "))
    } else {
        String::new()
    };
    write!(out, "{}{choices}> ", G::prompt(view, lang))?;
    out.flush()?;
    let line = read_line(input)?;
    if line.is_none() {
        writeln!(out)?;
    }
    Ok(line)
}

/// A trimmed line, or `None` at the end of input.
pub(crate) fn read_line(input: &mut impl BufRead) -> Result<Option<String>, CommandError> {
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(line.trim().to_string()))
}

/// What was typed, with a German command word replaced by the command it stands for
/// (`ende` → `end`, `tipp` → `hint`, `zurück` → `undo`, `tauschen 7` → `swap 7` …), in
/// either language; anything else as typed. The commands themselves are the same in
/// every language.
pub fn command_alias(typed: &str) -> String {
    const ALIASES: [(&str, &str); 12] = [
        ("hilfe", "help"),
        ("tipp", "hint"),
        ("zurück", "undo"),
        ("zurueck", "undo"),
        ("speichern", "save"),
        ("beenden", "quit"),
        ("ende", "end"),
        ("mitspielen", "join"),
        ("aussetzen", "sit"),
        ("behalten", "keep"),
        ("tauschen", "swap"),
        ("ja", "y"),
    ];
    let trimmed = typed.trim();
    let (word, rest) = match trimmed.split_once(' ') {
        Some((word, rest)) => (word, Some(rest)),
        None => (trimmed, None),
    };
    let lower = word.to_lowercase();
    match ALIASES.iter().find(|(alias, _)| *alias == lower) {
        Some((_, command)) => match rest {
            Some(rest) => format!("{command} {rest}"),
            None => (*command).to_string(),
        },
        None => trimmed.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{GameSetup, PlayOptions, new_table};
    use spieleabend_core::games::elfer_raus::{self, ElferRaus};
    use spieleabend_core::games::help_game::Help;
    use spieleabend_core::games::juhu22::Juhu22;
    use spieleabend_core::games::rauswurf::Rauswurf;
    use spieleabend_core::games::seventy_seven::SeventySeven;
    use spieleabend_core::table::AnyTable;

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

    /// Plays whole games through the text interface and returns the output.
    fn typed_games<G: TerminalGame + TableGame>(seats: &str) -> Vec<String> {
        (0..3)
            .map(|seed| {
                let table = new_table::<G>(&setup(seed), &options(seats)).unwrap();
                let answers = scripted_answers(table.clone());
                let mut out = Vec::new();
                let code = play(table, None, Lang::En, &mut answers.as_bytes(), &mut out).unwrap();
                assert_eq!(code, ExitCode::SUCCESS);
                String::from_utf8(out).unwrap()
            })
            .collect()
    }

    const SOLO: &str = "human,easy,medium,easy";

    #[test]
    fn a_full_game_of_elfer_raus_can_be_played_by_typing() {
        for text in typed_games::<ElferRaus>(SOLO) {
            assert!(text.contains("Winner:"), "{text}");
            assert!(text.contains("is not a card or command"));
            assert!(text.contains("Bye!"));
        }
    }

    #[test]
    fn a_full_game_of_22juhu_can_be_played_by_typing() {
        for text in typed_games::<Juhu22>(SOLO) {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card or command"));
        }
    }

    #[test]
    fn a_full_game_of_rauswurf_can_be_played_by_typing() {
        for text in typed_games::<Rauswurf>(SOLO) {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card"));
        }
    }

    #[test]
    fn a_full_game_of_help_can_be_played_by_typing() {
        for text in typed_games::<Help>(SOLO) {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card or move"));
        }
    }

    #[test]
    fn a_full_game_of_77_can_be_played_by_typing() {
        for text in typed_games::<SeventySeven>(SOLO) {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card"));
        }
    }

    #[test]
    fn pass_and_play_asks_for_the_device_before_each_other_human() {
        for text in typed_games::<ElferRaus>("Anna=human,Ben=human,medium,Cleo=human") {
            assert!(text.contains("pass and play"));
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
        let dir = std::env::temp_dir().join(format!("spieleabend-hand-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("table.json");
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
            let mut out = Vec::new();
            play(table, Some(&path), lang, &mut typed.as_bytes(), &mut out).unwrap();
            let text = String::from_utf8(out).unwrap();
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
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn quitting_saves_and_the_table_resumes_where_it_was() {
        let dir = std::env::temp_dir().join(format!("spieleabend-play-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("table.json");
        let table = new_table::<SeventySeven>(&setup(3), &options(SOLO)).unwrap();
        let answers = scripted_answers(table.clone());
        // Play the first three moves, then quit.
        let first: Vec<&str> = answers.lines().take(6).collect();
        let typed = format!("{}\nquit\n", first.join("\n"));
        let mut out = Vec::new();
        play(
            table,
            Some(&path),
            Lang::En,
            &mut typed.as_bytes(),
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
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
        let mut out = Vec::new();
        play(
            resumed,
            Some(&path),
            Lang::En,
            &mut typed.as_bytes(),
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Final ranking: 1."), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
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
            let mut out = Vec::new();
            let answers = format!("{typed}\nquit\n");
            play(table, None, Lang::En, &mut answers.as_bytes(), &mut out).unwrap();
            let text = String::from_utf8(out).unwrap();
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
        let mut out = Vec::new();
        play(table, None, Lang::En, &mut typed.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
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
        let mut out = Vec::new();
        let code = play(table, None, Lang::En, &mut "".as_bytes(), &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(String::from_utf8(out).unwrap().contains("Bye!"));
    }
}
