//! `spieleabend play GAME`: a table in the terminal. Seats can be humans (several share
//! the terminal: pass-and-play, with a hand-over prompt before a hand is shown) and
//! bots; the table is saved on quit and resumed with `--resume FILE`; `undo` and `hint`
//! work as in the apps.
//!
//! On a terminal this opens the full-screen client (`crate::tui`; without a game, its
//! start menu). With `--plain`, or when stdin or stdout is not a terminal (scripts,
//! pipes, screen readers), it is the line client below: the same commands, typed.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use spieleabend_core::Seat;
use spieleabend_core::bots::MediumPolicy;
use spieleabend_core::table::{
    AnyTable, BotLevel, Pending, SeatConfig, Table, TableSettings, UndoBlocked,
};

use spieleabend_core::Game;
use spieleabend_core::games::GameId;

use super::{CommandError, GameSetup, game_id};
use crate::games::{Names, TerminalGame, command_alias};
use crate::i18n::Lang;

/// How `play` sets up its table.
#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// Seats as typed, comma-separated: `human`, `easy`, `medium`, `hard` (and
    /// `remote` for `host`), each optionally named (`Anna=human`). `None`: you and bots of `bot` level.
    pub seats: Option<String>,
    /// The level of the bots when `seats` is not given.
    pub bot: String,
    /// Pause after each bot move, in ms.
    pub delay_ms: u32,
    /// Apply a human's only legal action by itself.
    pub auto: bool,
    /// Hard bot (and hint) iterations; the core's default if `None`.
    pub iterations: Option<u32>,
    /// Where to save on quit.
    pub save: Option<PathBuf>,
    /// A saved table to resume instead of starting one.
    pub resume: Option<PathBuf>,
    /// The line client even on a terminal.
    pub plain: bool,
    /// The language of both clients; from the environment if `None`.
    pub lang: Option<Lang>,
}

impl PlayOptions {
    /// Whether to run the full-screen client: not asked for plain, and both stdin and
    /// stdout are terminals.
    pub fn full_screen(&self) -> bool {
        !self.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
    }

    /// The language asked for, or the environment's.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(Lang::from_env)
    }
}

/// Plays in the terminal on stdin/stdout.
pub fn run(
    game: Option<&str>,
    setup: &GameSetup,
    options: &PlayOptions,
) -> Result<ExitCode, CommandError> {
    // SIGHUP and SIGTERM save the table as quitting does.
    crate::signals::watch();
    let full_screen = options.full_screen();
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut output = std::io::stdout();
    if let Some(path) = &options.resume {
        let text = crate::files::read_text(path)?;
        let table = AnyTable::load(&text)?;
        let save = options.save.clone().unwrap_or_else(|| path.clone());
        if full_screen {
            return spieleabend_core::with_table!(table, t => crate::tui::play(t, Some(save), options.lang()));
        }
        return spieleabend_core::with_table!(table, t => play(t, Some(&save), options.lang(), &mut input, &mut output));
    }
    let Some(game) = game else {
        if full_screen {
            drop(input);
            return menu(options);
        }
        return Err(CommandError::NoGame);
    };
    let id = game_id(game)?;
    let save = options
        .save
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("spieleabend-{}.json", id.id())));
    spieleabend_core::with_game!(id, G => {
        let table = new_table::<G>(setup, options)?;
        if full_screen {
            crate::tui::play(table, Some(save), options.lang())
        } else {
            play(table, Some(&save), options.lang(), &mut input, &mut output)
        }
    })
}

/// The start menu, then what was chosen in it.
fn menu(options: &PlayOptions) -> Result<ExitCode, CommandError> {
    use crate::tui::screens::menu::MenuChoice;
    match crate::tui::menu(options.lang())? {
        MenuChoice::Start {
            game,
            setup,
            seats,
            delay_ms,
        } => {
            let options = PlayOptions {
                seats: Some(seats),
                delay_ms,
                ..options.clone()
            };
            run(Some(game.id()), &setup, &options)
        }
        MenuChoice::Resume(path) => {
            let options = PlayOptions {
                resume: Some(path),
                ..options.clone()
            };
            run(None, &GameSetup::default(), &options)
        }
        MenuChoice::Host { game, setup, seats } => {
            let options = PlayOptions {
                seats: Some(seats),
                ..options.clone()
            };
            let table = super::discover::default_table_name();
            let lobby = super::lan::LobbyOptions::default();
            super::lan::host(
                game.id(),
                &setup,
                &options,
                std::net::SocketAddr::from(([0, 0, 0, 0], 7077)),
                Some(&table),
                &lobby,
            )
        }
        MenuChoice::Join { addr, code, name } => super::lan::join(&super::lan::JoinOptions {
            // The game comes from the host; an empty address opens the table picker.
            addr: Some(addr).filter(|a| !a.trim().is_empty()),
            game: None,
            code: Some(code).filter(|c| !c.trim().is_empty()),
            name,
            browse_ms: 3_000,
            lang: Some(options.lang()),
            ..super::lan::JoinOptions::default()
        }),
        MenuChoice::Quit => Ok(ExitCode::SUCCESS),
    }
}

/// Refuses options that do not set up `game` (e.g. a player count it is not played by).
pub fn check_setup(game: GameId, setup: &GameSetup) -> Result<(), CommandError> {
    spieleabend_core::with_game!(game, G => {
        let options = <G as TerminalGame>::options(setup)?;
        G::new(&options, 0)?;
        Ok(())
    })
}

/// The table `play` starts: the game's options from the command line and the seats.
pub fn new_table<G: TerminalGame + MediumPolicy>(
    setup: &GameSetup,
    options: &PlayOptions,
) -> Result<Table<G>, CommandError> {
    let (game_options, seats) = match &options.seats {
        // The list sets the number of players.
        Some(list) => {
            let seats = parse_seats(list)?;
            (G::options(&setup.with_seats(seats.len())?)?, seats)
        }
        None => {
            let game_options = G::options(setup)?;
            let players = G::new(&game_options, 0)?.0.players();
            let level = parse_level(&options.bot)?;
            let mut seats = vec![SeatConfig::human("You")];
            seats.extend((1..players).map(|s| SeatConfig::bot(format!("Bot {s}"), level)));
            (game_options, seats)
        }
    };
    let mut settings = TableSettings {
        auto_single_choice: options.auto,
        bot_delay_ms: options.delay_ms,
        ..TableSettings::default()
    };
    if let Some(iterations) = options.iterations {
        settings.hard_iterations = iterations;
    }
    Ok(Table::new(game_options, seats, settings, setup.seed())?)
}

/// Seats from `Anna=human,hard,Ben=human,easy`.
fn parse_seats(list: &str) -> Result<Vec<SeatConfig>, CommandError> {
    let mut humans = 0;
    list.split(',')
        .enumerate()
        .map(|(i, item)| {
            let (name, kind) = match item.split_once('=') {
                Some((name, kind)) => (Some(name.trim().to_string()), kind.trim()),
                None => (None, item.trim()),
            };
            if kind.eq_ignore_ascii_case("remote") {
                Ok(SeatConfig::remote(
                    name.unwrap_or_else(|| format!("Guest {}", i + 1)),
                ))
            } else if kind.eq_ignore_ascii_case("human") {
                humans += 1;
                let name = name.unwrap_or_else(|| format!("Player {humans}"));
                Ok(SeatConfig::human(name))
            } else {
                let level = parse_level(kind)?;
                Ok(SeatConfig::bot(
                    name.unwrap_or_else(|| format!("Bot {i}")),
                    level,
                ))
            }
        })
        .collect()
}

pub(crate) fn parse_level(name: &str) -> Result<BotLevel, CommandError> {
    let name = name.trim().to_lowercase();
    BotLevel::parse(&name).ok_or(CommandError::UnknownBot(name))
}

/// The play loop, over any input and output so it can be tested, written in `lang`.
/// Returns when the players quit (the table is then saved to `save`) or stop after a
/// finished game.
pub fn play<G: TerminalGame + MediumPolicy>(
    mut table: Table<G>,
    save: Option<&Path>,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    let line = lang.line();
    let text = lang.text();
    let humans = table.seats().iter().filter(|s| s.is_human()).count();
    writeln!(
        out,
        "{}",
        (line.welcome)(G::ID, table.seats().len() as u32, humans > 1)
    )?;
    // Per seat, the first event it has not been shown yet.
    let mut shown = vec![0u32; table.seats().len()];
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
                        .map(|(s, t)| (line.won)(&names.of(Seat(s as u8)), t.wins))
                        .collect();
                    let games = totals[0].games;
                    writeln!(out, "{}", (line.after_games)(games, &won.join(", ")))?;
                }
                write!(out, "{}", line.play_again)?;
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
                        shown.iter_mut().for_each(|s| *s = 0);
                    }
                    _ => {
                        writeln!(out, "{}", text.bye)?;
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
                writeln!(out, "{}", (line.remote_seat)(seat.0.into()))?;
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
                    writeln!(out, "{}", (line.turn_of)(&table.seats()[seat.index()].name))?;
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
    let line = lang.line();
    writeln!(out, "{}", "\n".repeat(40))?;
    write!(out, "{}", (line.pass_device)(name))?;
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
        write!(out, "{}", (line.hand_over_again)(name))?;
    }
}

/// One human decision, with the table commands in between. False when they quit.
fn turn<G: TerminalGame + MediumPolicy>(
    table: &mut Table<G>,
    seat: Seat,
    save: Option<&Path>,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<bool, CommandError> {
    let text = lang.text();
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
                writeln!(out, "{}", (text.hint)(&G::describe_action(&hint)))?;
            }
            "undo" => match table.undo() {
                Ok(()) => {
                    writeln!(out, "{}", text.undone)?;
                    return Ok(true);
                }
                Err(error) => writeln!(out, "{}", undo_refusal(table.can_undo(), &error, lang))?,
            },
            "save" => match save {
                Some(path) => {
                    write_save(table, path)?;
                    writeln!(out, "{}", (text.saved)(&path.display().to_string()))?;
                }
                None => writeln!(out, "{}", text.no_save_file)?,
            },
            "" => {}
            typed => match G::parse_action(typed, &legal, lang) {
                Ok(action) => {
                    table.act(seat, action)?;
                    return Ok(true);
                }
                Err(message) => writeln!(out, "{message}")?,
            },
        }
    }
}

/// Prompts list the legal moves when there are at most this many.
const MAX_LISTED_CHOICES: usize = 12;

fn undo_refusal(
    why: Result<(), UndoBlocked>,
    error: &spieleabend_core::table::TableError,
    lang: Lang,
) -> String {
    let text = lang.text();
    match why {
        Err(UndoBlocked::NothingToUndo) => text.nothing_to_undo.into(),
        Err(UndoBlocked::WouldHideSeenCards) => text.undo_seen_cards.into(),
        Err(UndoBlocked::RemoteSeats) => text.undo_remote.into(),
        Ok(()) => (lang.line().cannot_undo)(&error.to_string()),
    }
}

/// Before waiting for a line: hands the table's save (none for a finished game) to the
/// signal watch, which writes it if SIGHUP or SIGTERM comes during the wait. False when
/// a signal came already: then quit instead of reading.
fn before_reading<G: MediumPolicy>(table: &Table<G>, save: Option<&Path>, lang: Lang) -> bool {
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
fn quit<G: TerminalGame + MediumPolicy>(
    table: &Table<G>,
    save: Option<&Path>,
    lang: Lang,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    let text = lang.text();
    if let Some(path) = save {
        write_save(table, path)?;
        writeln!(out, "{}", (text.resume_with)(&path.display().to_string()))?;
    }
    writeln!(out, "{}", text.bye)?;
    Ok(ExitCode::SUCCESS)
}

fn write_save<G: MediumPolicy>(table: &Table<G>, path: &Path) -> Result<(), CommandError> {
    crate::signals::write_save(path, &table.save())
        .map_err(|e| CommandError::File(path.display().to_string(), e))
}

/// Names as `viewer` reads them ("You" for themselves), for lines in `lang`.
pub(crate) fn names<G: MediumPolicy>(table: &Table<G>, viewer: Option<Seat>, lang: Lang) -> Names {
    let viewer = viewer.or(table.active_viewer());
    Names::in_lang(
        table.seats().iter().map(|s| s.name.clone()).collect(),
        viewer,
        lang,
    )
}

/// Prints the events `viewer`, a human holding the device, has not seen yet.
pub(crate) fn show_new_events<G: TerminalGame + MediumPolicy>(
    table: &Table<G>,
    viewer: Seat,
    lang: Lang,
    shown: &mut [u32],
    out: &mut impl Write,
) -> Result<(), CommandError> {
    let names = names(table, Some(viewer), lang);
    for logged in table.events(viewer, shown[viewer.index()])? {
        if let Some(line) = G::describe_event(&logged.event, viewer, &names) {
            writeln!(out, "{line}")?;
        }
    }
    shown[viewer.index()] = table.next_seq();
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

#[cfg(test)]
mod tests {
    use super::*;
    use spieleabend_core::games::elfer_raus::ElferRaus;
    use spieleabend_core::games::help::Help;
    use spieleabend_core::games::juhu22::Juhu22;
    use spieleabend_core::games::rauswurf::Rauswurf;
    use spieleabend_core::games::seventy_seven::SeventySeven;

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
    fn scripted_answers<G: TerminalGame + MediumPolicy>(mut table: Table<G>) -> String {
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
    fn typed_games<G: TerminalGame + MediumPolicy>(seats: &str) -> Vec<String> {
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
            assert!(text.contains("Bye."));
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
    fn answers_until_second_hand_over<G: TerminalGame + MediumPolicy>(
        mut table: Table<G>,
    ) -> String {
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
    fn hint_and_undo_work_from_the_prompt() {
        let table = new_table::<ElferRaus>(&setup(5), &options(SOLO)).unwrap();
        let answers = scripted_answers(table.clone());
        let first: Vec<&str> = answers.lines().take(2).collect();
        let typed = format!("undo\nhint\n{}\nundo\nquit\n", first.join("\n"));
        let mut out = Vec::new();
        play(table, None, Lang::En, &mut typed.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Nothing to undo yet."), "{text}");
        assert!(text.contains("Hint: "), "{text}");
        assert!(
            text.contains("Undone.") || text.contains("Cannot undo"),
            "{text}"
        );
    }

    #[test]
    fn end_of_input_leaves_quietly() {
        let table = new_table::<ElferRaus>(&setup(1), &options(SOLO)).unwrap();
        let mut out = Vec::new();
        let code = play(table, None, Lang::En, &mut "".as_bytes(), &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(String::from_utf8(out).unwrap().contains("Bye."));
    }

    #[test]
    fn remote_seats_are_parsed_for_hosting() {
        let table =
            new_table::<ElferRaus>(&setup(1), &options("human,remote,Ben=remote,easy")).unwrap();
        let kinds: Vec<_> = table.seats().iter().map(|s| s.kind).collect();
        use spieleabend_core::table::SeatKind;
        assert_eq!(
            kinds,
            [
                SeatKind::Human,
                SeatKind::Remote,
                SeatKind::Remote,
                SeatKind::Bot(BotLevel::Easy)
            ]
        );
        assert_eq!(table.seats()[2].name, "Ben");
    }

    #[test]
    fn bad_seat_lists_are_refused() {
        assert!(matches!(
            new_table::<ElferRaus>(&setup(1), &options("human,wizard,easy,easy")),
            Err(CommandError::UnknownBot(_))
        ));
        // Elfer raus is not played by one.
        assert!(matches!(
            new_table::<ElferRaus>(&GameSetup::default(), &options("human")),
            Err(CommandError::Options(_))
        ));
    }

    #[test]
    fn the_seat_list_sets_the_number_of_players() {
        let table = new_table::<SeventySeven>(
            &GameSetup::default(),
            &options("Anna=human,Ben=human,medium"),
        )
        .unwrap();
        assert_eq!(table.seats().len(), 3);
        assert_eq!(table.options().players, 3);
        let table = new_table::<ElferRaus>(
            &GameSetup {
                players: Some(2),
                ..GameSetup::default()
            },
            &options("human,easy"),
        )
        .unwrap();
        assert_eq!(table.seats().len(), 2);
    }

    #[test]
    fn a_player_count_other_than_the_seat_list_is_refused_with_both_numbers() {
        let error = new_table::<SeventySeven>(&setup(1), &options("human,medium,hard"))
            .map(|_| ())
            .expect_err("4 players against 3 seats");
        assert!(
            matches!(
                error,
                CommandError::SeatCount {
                    seats: 3,
                    players: 4
                }
            ),
            "{error:?}"
        );
        let message = error.to_string();
        assert!(
            message.contains('3') && message.contains("--players says 4"),
            "{message}"
        );
    }
}
