//! Nearby play in the terminal: `spieleabend host GAME` and `spieleabend join ADDR`
//! over TCP. The host opens a lobby (shows the join code and who comes and goes, starts
//! on Enter or with `--autostart`), then runs the table (its bots and its human seats,
//! passing the keyboard when several share it); each joining terminal learns the game
//! from the host, plays its seat and reports each game's fairness check.
//!
//! This module holds the line clients of both; full-screen, both open the app core's
//! nearby screens in `crate::tui` instead (the host's screen with the table set up
//! from the command line, the join screen with the address and code typed in).
//! [`discover`] finds and advertises tables on the local network for the line client;
//! [`device_key`] keeps a joining device's key; [`seat_bot`] plays a joined seat with a
//! bot.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use spieleabend_core::bots::TableGame;
use spieleabend_core::nearby::{
    ClientConfig, ClientEvent, HostConfig, HostEvent, Phase, TableSetup, check_join_code,
};
use spieleabend_core::table::{Pending, SeatKind, Table};
use spieleabend_core::{Game, Seat, ToAct};
use spieleabend_nearby::{self as driver, ClientHandle, HostHandle, JoinEvent, NearbyTimings};

pub mod device_key;
pub mod discover;
pub mod seat_bot;

use crate::error::CommandError;
use crate::i18n::Lang;
use crate::line::{
    Shown, ask, command_alias, confirm_hand_over, is_yes, names, read_line, show_new_events,
};
use crate::notation::{Names, Refusal, TerminalGame, game_name, words};
use crate::setup::{GameSetup, PlayOptions, game_id, game_options, new_table, parse_level};
use discover::Target;
use seat_bot::SeatBot;
use spieleabend_app::texts::{EventReader, NearbyNotice as Notice, NearbyText};

/// A text of the nearby screens, from the app core's catalogue in `lang`.
pub(crate) fn said(lang: Lang, text: NearbyText) -> String {
    lang.texts().nearby_text(&text)
}

/// A line naming seats (`id` with `name`, `count` and `seats`: "seat 2", "seats 2, 3").
fn seats_line(lang: Lang, id: &str, name: &str, seats: &[Seat]) -> String {
    let list: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    let args = [
        ("name", name.into()),
        ("count", seats.len().into()),
        ("seats", list.join(", ").into()),
    ];
    lang.texts().get(id, &args)
}

/// The host's new join code.
fn new_code(lang: Lang, code: &str) -> String {
    lang.texts()
        .get(words::NEARBY_NEW_CODE, &[("code", code.into())])
}

/// A move was not sent, and why.
fn not_sent(lang: Lang, reason: String) -> String {
    lang.texts()
        .get(words::NEARBY_NOT_SENT, &[("reason", reason.into())])
}

/// Whether stdin is a terminal (the full-screen client needs it, and stdout).
fn input_is_terminal() -> bool {
    std::io::stdin().is_terminal()
}

/// How often the terminal looks at the table while others decide.
const POLL: Duration = Duration::from_millis(50);
/// The least time between two moves of a joined seat's bot: faster than any person, and
/// far below the host's flood limit (100 messages a second per device), which a bot
/// deciding in microseconds would otherwise reach in a long game such as 22Juhu.
const BOT_PACE: Duration = Duration::from_millis(25);

fn runtime() -> Result<tokio::runtime::Runtime, CommandError> {
    Ok(tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?)
}

/// A seed from the OS's randomness: for the join code and resume tokens, a device key,
/// a seat bot (never from the clock: those are secrets).
fn entropy() -> Result<u64, CommandError> {
    driver::secret::u64().map_err(|e| CommandError::Lan(format!("no OS randomness: {e}")))
}

/// This machine's address on the local network, as others would reach it (the address
/// of the route to a documentation address; no packet is sent).
fn nearby_address() -> std::net::IpAddr {
    std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| {
            s.connect("192.0.2.1:9")?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .unwrap_or(std::net::IpAddr::from([127, 0, 0, 1]))
}

/// How the host's lobby behaves.
#[derive(Clone, Debug, Default)]
pub struct LobbyOptions {
    /// Start as soon as every remote seat is filled (and each later game as soon as
    /// every device committed) instead of waiting for Enter.
    pub autostart: bool,
    /// The join code to show instead of a random one.
    pub code: Option<String>,
    /// Whether the table is announced on the local network (mDNS).
    pub advertise: bool,
    /// The name it is announced under; `None`: the client's own (the line client:
    /// [`discover::default_table_name`]; full-screen: the app core's).
    pub table: Option<String>,
}

/// OS randomness for the fairness values.
fn os_entropy() -> Result<[u8; 32], CommandError> {
    driver::os_entropy().map_err(|e| CommandError::Lan(format!("no OS randomness: {e}")))
}

/// The setup of a table like `table` (built by `play`'s seat and option parsing): the
/// host deals its games itself, from the fairness values, when they start.
pub(crate) fn setup_of<G: TableGame>(table: &Table<G>, seed: u64) -> TableSetup<G> {
    TableSetup {
        options: table.options().clone(),
        seats: table.seats().to_vec(),
        settings: table.settings().clone(),
        seed,
    }
}

/// Hosts a table listening on `listen` (port 0: any free port; the unspecified address:
/// every interface) in this terminal.
/// Full-screen on a terminal (the app core's host screen, then its table) unless
/// `options.plain`; the line client otherwise.
pub fn host(
    game: &str,
    setup: &GameSetup,
    options: &PlayOptions,
    listen: std::net::SocketAddr,
    lobby: &LobbyOptions,
) -> Result<ExitCode, CommandError> {
    let id = game_id(game)?;
    let lang = options.lang();
    let full_screen = options.full_screen();
    if let Some(code) = &lobby.code {
        check_join_code(code).map_err(|e| CommandError::Lan(e.to_string()))?;
    }
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    spieleabend_core::with_game!(id, G => {
        let mut options = options.clone();
        if options.seats.is_none() {
            // You and remote players in every other seat.
            let game_options = game_options::<G>(setup)?;
            let players = <G as Game>::new(&game_options, 0)?.0.players();
            let mut seats = vec!["human"];
            seats.resize(players as usize, "remote");
            options.seats = Some(seats.join(","));
        }
        let table = new_table::<G>(setup, &options)?;
        let remote = table.seats().iter().filter(|s| s.kind == SeatKind::Remote).count();
        if remote == 0 {
            return Err(CommandError::Lan(
                "no remote seats: list them in --seats, e.g. human,remote,hard".into(),
            ));
        }
        if full_screen {
            drop(input);
            let players = table.seats().len();
            let setup = setup.with_seats(players)?;
            let draft = host_setup(id, &setup, table.seats(), lang)?;
            let opening = crate::tui::HostOpening {
                setup: draft,
                nearby: spieleabend_app::runtime::NearbyOptions {
                    bind: listen.to_string(),
                    bot_pace_ms: Some(options.delay_ms),
                    join_code: lobby.code.clone(),
                    autostart: lobby.autostart,
                },
                announce: lobby.advertise,
                table_name: lobby.table.clone(),
            };
            crate::tui::menu(lang, crate::tui::Opening::Host(opening), None)?;
            return Ok(ExitCode::SUCCESS);
        }
        let rt = runtime()?;
        let config = HostConfig {
            seed: entropy()?,
            entropy: os_entropy()?,
            join_code: lobby.code.clone(),
            ..HostConfig::default()
        };
        // The bots' seed (the deals come from the fairness values): the one given, else
        // from the OS like every other number the host draws.
        let bot_seed = match setup.seed {
            Some(seed) => seed,
            None => entropy()?,
        };
        let table_setup = setup_of(&table, bot_seed);
        let handle = rt
            .block_on(driver::host(table_setup, config, listen, NearbyTimings::default()))
            .map_err(|e| CommandError::Lan(format!("cannot host on {listen}: {e}")))?;
        let code = handle.join_code();
        // Where others reach the table: this machine's network address when listening
        // on every interface, else the one address listened on.
        let ip = if listen.ip().is_unspecified() { nearby_address() } else { listen.ip() };
        let addr = std::net::SocketAddr::new(ip, handle.local_addr().port());
        let game = id.name();
        let (addr, code) = (addr.to_string(), code.to_string());
        let args = [
            ("game", game.into()),
            ("address", addr.into()),
            ("code", code.into()),
        ];
        writeln!(out, "{}", lang.texts().get(words::NEARBY_HOSTING, &args))?;
        writeln!(out, "{}", lang.texts().get(words::NEARBY_OTHERS_JOIN, &args))?;
        let advertisement = if lobby.advertise {
            let name = lobby
                .table
                .clone()
                .unwrap_or_else(|| discover::default_table_name(lang));
            // Kept at the host's free seats by the core as devices come and go.
            discover::advertise(rt.block_on(handle.advertise(&name)), lang, &mut out)?
        } else {
            None
        };
        let lobby_display = LobbyDisplay { remote, autostart: lobby.autostart, lang };
        let result = host_loop(&rt, handle, &lobby_display, advertisement, &mut input, &mut out);
        drop(rt);
        result
    })
}

/// How the host's lobby is shown and ends.
struct LobbyDisplay {
    /// How many remote seats the table has.
    remote: usize,
    /// Start as soon as the lobby is ready instead of on Enter.
    autostart: bool,
    lang: Lang,
}

/// The lobby: shows who comes and goes until the host presses Enter (or, with
/// `autostart`, until every remote seat is filled), then starts the game.
fn lobby<G: TableGame>(
    rt: &tokio::runtime::Runtime,
    handle: &mut HostHandle<G>,
    display: &LobbyDisplay,
    input: &mut impl BufRead,
    out: &mut (impl Write + Send),
) -> Result<(), CommandError> {
    let (lang, remote) = (display.lang, display.remote as u32);
    if display.autostart {
        writeln!(
            out,
            "{}",
            words::count(lang, words::NEARBY_WAITING_REMOTE, remote.into())
        )?;
        handle.set_autostart(true);
        loop {
            let event =
                rt.block_on(async { tokio::time::timeout(POLL, handle.events.recv()).await });
            match event {
                Ok(Some(event)) => {
                    say_host_event(handle, &event, lang, out)?;
                    if matches!(event, HostEvent::Started { .. }) {
                        writeln!(out, "{}", words::plain(lang, words::NEARBY_EVERYONE_HERE))?;
                        return Ok(());
                    }
                }
                Ok(None) => return Err(CommandError::Lan("the host stopped".into())),
                Err(_) => {}
            }
        }
    }
    writeln!(
        out,
        "{}",
        words::count(lang, words::NEARBY_WAITING_ENTER, remote.into())
    )?;
    // The events are shown from another thread while this one waits for Enter.
    let (dummy_tx, dummy_rx) = tokio::sync::mpsc::unbounded_channel();
    drop(dummy_tx);
    let mut events = std::mem::replace(&mut handle.events, dummy_rx);
    let stop = AtomicBool::new(false);
    // `n` and Enter asks for a new join code (e.g. after too many wrong codes locked
    // joining); the printer makes and shows it.
    let renew = AtomicBool::new(false);
    let shared: &HostHandle<G> = handle;
    let (typed, shown) = std::thread::scope(|scope| {
        let printer = scope.spawn(|| -> Result<(), CommandError> {
            let mut locked = false;
            while !stop.load(Ordering::Relaxed) {
                while let Ok(event) = events.try_recv() {
                    say_host_event(shared, &event, lang, out)?;
                }
                if renew.swap(false, Ordering::Relaxed) {
                    let code = shared
                        .new_join_code()
                        .map_err(|e| CommandError::Lan(format!("no OS randomness: {e}")))?;
                    writeln!(out, "{}", new_code(lang, &code))?;
                }
                let now_locked = shared.with_host(|h| h.join_locked());
                if now_locked && !locked {
                    writeln!(out, "{}", words::plain(lang, words::NEARBY_JOIN_LOCKED))?;
                }
                locked = now_locked;
                std::thread::sleep(POLL);
            }
            Ok(())
        });
        let typed = loop {
            match read_line(input) {
                Ok(Some(typed)) if typed.trim() == "n" => renew.store(true, Ordering::Relaxed),
                other => break other,
            }
        };
        stop.store(true, Ordering::Relaxed);
        (typed, printer.join())
    });
    handle.events = events;
    shown.map_err(|_| CommandError::Lan("the lobby display stopped".into()))??;
    // A new code asked for just before the input ended.
    if renew.load(Ordering::Relaxed) {
        let code = handle
            .new_join_code()
            .map_err(|e| CommandError::Lan(format!("no OS randomness: {e}")))?;
        writeln!(out, "{}", new_code(lang, &code))?;
    }
    if typed?.is_none() {
        return Err(CommandError::Lan(
            "no input: use --autostart to start without Enter".into(),
        ));
    }
    let free = handle.with_host(|h| h.free_seat_count());
    if free > 0 {
        let free = words::count(lang, words::NEARBY_SEATS_STILL_FREE, free.into());
        writeln!(out, "{free}")?;
    } else {
        writeln!(out, "{}", words::plain(lang, words::NEARBY_EVERYONE_HERE))?;
    }
    handle
        .start()
        .map_err(|e| CommandError::Lan(e.to_string()))?;
    // Later games start as soon as every device committed anew (after "Play again").
    handle.set_autostart(true);
    Ok(())
}

fn host_loop<G: TerminalGame + TableGame>(
    rt: &tokio::runtime::Runtime,
    mut handle: HostHandle<G>,
    display: &LobbyDisplay,
    advertisement: Option<driver::HostAdvertisement>,
    input: &mut impl BufRead,
    out: &mut (impl Write + Send),
) -> Result<ExitCode, CommandError> {
    let lang = display.lang;
    lobby(rt, &mut handle, display, input, out)?;
    let seats = handle.with_host(|h| h.seats().len());
    let humans = handle.with_host(|h| h.seats().iter().filter(|s| s.is_human()).count());
    let mut shown = vec![Shown::default(); seats];
    let mut game_number = 0;
    loop {
        while let Ok(event) = handle.events.try_recv() {
            say_host_event(&handle, &event, lang, out)?;
        }
        // Between the start and the deal (and between games) there is nothing to show.
        let state = handle.with_host(|h| match (h.phase(), h.table()) {
            (Phase::Playing, Some(table)) => {
                Some((table.pending(), table.active_viewer(), table.game_number()))
            }
            _ => None,
        });
        let Some((pending, viewer, number)) = state else {
            std::thread::sleep(POLL);
            continue;
        };
        if number != game_number {
            game_number = number;
            shown.iter_mut().for_each(|s| *s = Shown::default());
        }
        if let Some(viewer) = viewer {
            handle.with_host(|h| match h.table() {
                Some(table) => show_new_events(table, viewer, lang, &mut shown, out),
                None => Ok(()),
            })?;
        }
        match pending {
            Pending::Finished => {
                let text = handle.with_host(|h| {
                    let table = h.table().expect("a dealt table");
                    let outcome = table.outcome().expect("a finished game has an outcome");
                    G::describe_outcome(&outcome, &names(table, None, lang))
                });
                writeln!(out, "{text}")?;
                write!(out, "{}", lang.texts().get(words::PLAY_AGAIN, &[]))?;
                out.flush()?;
                match read_line(input)? {
                    Some(answer) if is_yes(&answer) => {
                        handle
                            .with_host(|h| h.rematch())
                            .map_err(|e| CommandError::Lan(e.to_string()))?;
                        writeln!(out, "{}", words::plain(lang, words::NEARBY_WAITING_COMMITS))?;
                    }
                    _ => break,
                }
            }
            Pending::Human { seat, hand_over } => {
                // Several people share this terminal: as in pass-and-play, the next
                // one confirms before their hand is shown.
                if hand_over {
                    let name = seat_name(&handle, seat);
                    if !confirm_hand_over(&name, lang, input, out)? {
                        break;
                    }
                    handle
                        .with_host(|h| h.hand_over(seat))
                        .map_err(|e| CommandError::Lan(e.to_string()))?;
                }
                if humans > 1 {
                    let name = seat_name(&handle, seat);
                    writeln!(out, "{}", words::with_name(lang, words::TURN_OF, &name))?;
                }
                handle.with_host(|h| match h.table() {
                    Some(table) => show_new_events(table, seat, lang, &mut shown, out),
                    None => Ok(()),
                })?;
                if !host_turn(&handle, seat, lang, input, out)? {
                    break;
                }
            }
            Pending::Bot { .. } | Pending::Remote { .. } => std::thread::sleep(POLL),
        }
    }
    if let Some(advertisement) = advertisement {
        let _ = advertisement.stop();
    }
    rt.block_on(handle.shutdown());
    writeln!(out, "{}", words::plain(lang, words::NEARBY_TABLE_CLOSED))?;
    Ok(ExitCode::SUCCESS)
}

fn say_host_event<G: TableGame>(
    handle: &HostHandle<G>,
    event: &HostEvent,
    lang: Lang,
    out: &mut impl Write,
) -> Result<(), CommandError> {
    let name = |device| {
        handle.with_host(|h: &mut spieleabend_core::nearby::Host<G>| {
            h.device_name(device).unwrap_or("?").to_string()
        })
    };
    let notice = |news: Notice| lang.texts().nearby_notice(&news);
    match event {
        HostEvent::Joined { name, seats, .. } => {
            writeln!(
                out,
                "{}",
                seats_line(lang, words::NEARBY_JOINED, name, seats)
            )?;
        }
        HostEvent::Resumed { device } => writeln!(out, "{}", notice(Notice::Back(name(*device))))?,
        HostEvent::Away { device } => writeln!(out, "{}", notice(Notice::Away(name(*device))))?,
        HostEvent::TakenOver { device, .. } => {
            writeln!(out, "{}", notice(Notice::TakenOver(name(*device))))?
        }
        HostEvent::HandedBack { device, .. } => {
            writeln!(out, "{}", notice(Notice::HandedBack(name(*device))))?
        }
        HostEvent::Refused { reason, .. } => {
            writeln!(out, "{}", notice(Notice::Refused(reason.clone())))?
        }
        HostEvent::Started {
            game_number,
            entries,
        } => writeln!(
            out,
            "{}",
            lang.texts().get(
                words::NEARBY_GAME_STARTS,
                &[
                    ("game", (game_number + 1).into()),
                    ("devices", (*entries).into())
                ]
            )
        )?,
        HostEvent::Dealt { left_out, .. } if *left_out > 0 => {
            let left_out = words::count(lang, words::NEARBY_DEALT_LEFT_OUT, *left_out as i64);
            writeln!(out, "{left_out}")?
        }
        HostEvent::Dealt { .. }
        | HostEvent::LobbyOpened { .. }
        | HostEvent::ActionRejected { .. }
        | HostEvent::ActionAccepted { .. } => {}
    }
    Ok(())
}

/// The name of `seat` at the hosted table.
fn seat_name<G: TableGame>(handle: &HostHandle<G>, seat: Seat) -> String {
    handle.with_host(|h| {
        h.seats()
            .get(seat.index())
            .map(|s| s.name.clone())
            .unwrap_or_default()
    })
}

/// The host's human decides. False when they quit.
fn host_turn<G: TerminalGame + TableGame>(
    handle: &HostHandle<G>,
    seat: Seat,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<bool, CommandError> {
    let (view, legal, names) = handle.with_host(|h| {
        let table = h
            .table()
            .ok_or(CommandError::Lan("the game is not dealt".into()))?;
        Ok::<_, CommandError>((
            table.view(seat)?,
            table.legal_actions(seat)?,
            names(table, Some(seat), lang),
        ))
    })?;
    decide::<G>(&view, &legal, &names, input, out, |action| {
        handle.act_local(seat, action).map_err(|e| e.to_string())
    })
}

/// Shows the table, reads a move and hands it to `act`. False when the player quits.
fn decide<G: TerminalGame>(
    view: &G::View,
    legal: &[G::Action],
    names: &Names,
    input: &mut impl BufRead,
    out: &mut impl Write,
    act: impl Fn(G::Action) -> Result<(), String>,
) -> Result<bool, CommandError> {
    let lang = names.lang();
    writeln!(out, "\n{}", G::show_table(view, names))?;
    loop {
        let Some(typed) = ask::<G>(view, legal, lang, input, out)? else {
            return Ok(false);
        };
        match command_alias(&typed).as_str() {
            "quit" | "q" | "exit" => return Ok(false),
            "help" | "h" | "?" => writeln!(out, "{}\n{}", G::help(lang), lang.line().nearby_help)?,
            "" => {}
            typed => match G::parse_action(typed, legal, lang) {
                Ok(action) => match act(action) {
                    Ok(()) => return Ok(true),
                    Err(reason) => {
                        writeln!(out, "{}", not_sent(lang, reason))?;
                        return Ok(true);
                    }
                },
                Err(
                    Refusal::NotUnderstood(message)
                    | Refusal::NotNow {
                        fallback: message, ..
                    },
                ) => writeln!(out, "{message}")?,
            },
        }
    }
}

/// How `join` finds its table and plays.
#[derive(Clone, Debug, Default)]
pub struct JoinOptions {
    /// `ADDR:PORT`, or `None` to pick a table found on the network.
    pub addr: Option<String>,
    /// The game expected (refused if the host plays another); also filters the tables
    /// found on the network. The game itself is asked from the host.
    pub game: Option<String>,
    /// The join code; asked for when not given.
    pub code: Option<String>,
    /// The name shown at the table; `None`: [`default_join_name`].
    pub name: Option<String>,
    /// A bot level to play this device's seat with (`None`: the person at the terminal).
    pub bot: Option<String>,
    /// Hard bot iterations for `bot`.
    pub iterations: Option<u32>,
    /// Where the device key is kept, so a restarted join gets its seat back.
    pub resume_file: Option<std::path::PathBuf>,
    /// How long to look for tables.
    pub browse_ms: u64,
    /// The language of the lines; from the environment if `None`.
    pub lang: Option<Lang>,
    /// The line client even on a terminal.
    pub plain: bool,
}

/// The name a joining device goes by when none is given: the login name (`USER`,
/// `LOGNAME`), else the catalogue's first player name ("Player 1"/"Spieler 1").
pub fn default_join_name(lang: Lang) -> String {
    default_join_name_from(lang, |name| std::env::var(name).ok())
}

/// [`default_join_name`] over any variable source (for tests).
fn default_join_name_from(lang: Lang, var: impl Fn(&str) -> Option<String>) -> String {
    ["USER", "LOGNAME"]
        .iter()
        .filter_map(|name| var(name))
        .map(|name| name.trim().to_string())
        .find(|name| !name.is_empty())
        .unwrap_or_else(|| {
            let first = lang.texts().default_seat_names(&[SeatKind::Remote]);
            first.into_iter().next().unwrap_or_default()
        })
}

/// Joins a table (at `options.addr`, or one picked from those found on the network)
/// and plays this device's seat in the terminal, or lets a bot play it. The game is
/// asked from the host first; `options.game`, if given, must be it.
pub fn join(options: &JoinOptions) -> Result<ExitCode, CommandError> {
    let lang = options.lang.unwrap_or_else(Lang::from_env);
    let expected = options.game.as_deref().map(game_id).transpose()?;
    let full_screen = !options.plain
        && options.bot.is_none()
        && input_is_terminal()
        && std::io::stdout().is_terminal();
    if full_screen {
        let address = options.addr.clone().filter(|a| a != "auto");
        let opening = crate::tui::JoinOpening {
            draft: spieleabend_app::screens::nearby::JoinDraft {
                address: address.unwrap_or_default(),
                code: options.code.clone().unwrap_or_default(),
            },
            name: options.name.clone(),
            game: expected,
        };
        crate::tui::menu(lang, crate::tui::Opening::Join(opening), None)?;
        return Ok(ExitCode::SUCCESS);
    }
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    let rt = runtime()?;
    let bot = options
        .bot
        .as_deref()
        .map(|level| {
            Ok::<_, CommandError>(SeatBot {
                level: parse_level(level)?,
                iterations: options
                    .iterations
                    .unwrap_or(spieleabend_core::bots::HardBot::default().iterations),
                seed: entropy()?,
            })
        })
        .transpose()?;
    let target = match options.addr.as_deref() {
        Some(addr) if addr != "auto" => Target {
            addrs: vec![addr.to_string()],
            game: None,
        },
        _ => {
            let wait = Duration::from_millis(options.browse_ms);
            discover::pick_table(&rt, wait, expected, lang, &mut input, &mut out)?
        }
    };
    let code = match &options.code {
        Some(code) => code.clone(),
        None => {
            write!(out, "{}", words::plain(lang, words::NEARBY_CODE_PROMPT))?;
            out.flush()?;
            read_line(&mut input)?.ok_or_else(|| CommandError::Lan("no join code".into()))?
        }
    };
    let key = device_key::device_key(options.resume_file.as_deref(), entropy()?)?;
    // The host says what it plays; the first address that answers is the one joined.
    let mut failures = Vec::new();
    let mut probed = None;
    for addr in &target.addrs {
        match rt.block_on(driver::probe(
            addr.clone(),
            &code,
            &NearbyTimings::default(),
        )) {
            Ok(info) => {
                probed = Some((addr.clone(), info));
                break;
            }
            Err(e) => failures.push(format!("{addr}: {e}")),
        }
    }
    let Some((addr, info)) = probed else {
        return Err(CommandError::Lan(format!(
            "cannot reach the host ({})",
            failures.join("; ")
        )));
    };
    let id = game_id(&info.game)?;
    if let Some(expected) = expected.or(target.game)
        && expected != id
    {
        return Err(CommandError::Lan(format!(
            "the host plays {}, not {}",
            game_name(&info.game),
            expected.name()
        )));
    }
    writeln!(
        out,
        "{}",
        lang.texts().get(
            words::NEARBY_HOST_PLAYS,
            &[
                ("address", addr.clone().into()),
                ("game", game_name(&info.game).into()),
                ("free", info.free_seats.into()),
                ("started", if info.started { "yes" } else { "no" }.into()),
            ]
        )
    )?;
    spieleabend_core::with_game!(id, G => {
        let config = ClientConfig {
            name: options.name.clone().unwrap_or_else(|| default_join_name(lang)),
            app_version: env!("CARGO_PKG_VERSION").into(),
            device_key: key,
            entropy: os_entropy()?,
            ..ClientConfig::default()
        };
        let handle = rt
            .block_on(driver::join::<G, _>(
                addr.clone(),
                config,
                code.clone(),
                1,
                NearbyTimings::default(),
            ))
            .map_err(|e| CommandError::Lan(format!("cannot reach the host ({addr}: {e})")))?;
        let connected = [("address", addr.clone().into())];
        writeln!(out, "{}", lang.texts().get(words::NEARBY_CONNECTED, &connected))?;
        let result = join_loop(&rt, handle, bot, lang, &mut input, &mut out);
        drop(rt);
        result
    })
}

fn join_loop<G: TerminalGame + TableGame>(
    rt: &tokio::runtime::Runtime,
    mut handle: ClientHandle<G>,
    bot: Option<SeatBot>,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    // Per own seat, the first event number not shown yet; and the game it counts in.
    let mut shown: Vec<(Seat, u32, EventReader)> = Vec::new();
    let mut game_number = None;
    let mut told_outcome = false;
    // An event that arrived while waiting, handled first in the next round.
    let mut waited: Option<JoinEvent> = None;
    let mut ended = None;
    loop {
        while let Some(event) = waited.take().or_else(|| handle.events.try_recv().ok()) {
            match event {
                JoinEvent::Client(ClientEvent::Welcomed { seats }) => {
                    if shown.iter().map(|(s, _, _)| *s).eq(seats.iter().copied()) {
                        // Resumed: the snapshot repeats events already shown.
                        writeln!(out, "{}", words::plain(lang, words::NEARBY_BACK_AT_TABLE))?;
                    } else {
                        let admitted = seats_line(lang, words::NEARBY_ADMITTED, "", &seats);
                        writeln!(out, "{admitted}")?;
                        shown = seats.iter().map(|&s| (s, 0, EventReader::new())).collect();
                    }
                }
                JoinEvent::Client(ClientEvent::Rejected(reason)) => {
                    let refused = spieleabend_core::nearby::EndReason::Rejected(reason);
                    writeln!(out, "{}", lang.texts().end_reason(&refused))?;
                }
                JoinEvent::Client(ClientEvent::Lobby) => {
                    let players = handle.with_client(|c| {
                        c.lobby()
                            .map(|l| l.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
                    });
                    if let Some(players) = players {
                        let at_the_table = NearbyText::AtTheTable(players.join(", "));
                        writeln!(out, "{}", said(lang, at_the_table))?;
                    }
                }
                JoinEvent::Client(ClientEvent::Started { game_number, .. }) => {
                    let starts = Notice::GameStarts(game_number + 1);
                    writeln!(out, "{}", lang.texts().nearby_notice(&starts))?;
                }
                JoinEvent::Client(ClientEvent::Fairness { verdict, .. }) => {
                    writeln!(out, "{}", lang.texts().verdict_line(&verdict).0)?
                }
                JoinEvent::Client(ClientEvent::ActionRejected { reason, .. }) => {
                    let refused = Notice::MoveRefused(reason, G::info().id);
                    writeln!(out, "{}", lang.texts().nearby_notice(&refused))?;
                }
                JoinEvent::Client(ClientEvent::Ended(reason)) => {
                    // Said after what the last update brought (it may come in the same
                    // read as the bye).
                    ended = Some(reason);
                    break;
                }
                JoinEvent::Reconnecting { attempt } => {
                    let again = Notice::Reconnecting(attempt);
                    writeln!(out, "{}", lang.texts().nearby_notice(&again))?;
                }
                JoinEvent::Reconnected => {
                    writeln!(out, "{}", lang.texts().nearby_notice(&Notice::Reconnected))?
                }
                JoinEvent::GaveUp => {
                    writeln!(out, "{}", words::plain(lang, words::NEARBY_UNREACHABLE))?;
                    return Ok(ExitCode::FAILURE);
                }
                JoinEvent::Client(_) => {}
            }
        }
        let decision = handle.with_client(|c| {
            let number = c.status().map(|s| s.game_number);
            if number != game_number {
                game_number = number;
                told_outcome = false;
                shown.iter_mut().for_each(|(_, from, reader)| {
                    *from = 0;
                    *reader = EventReader::new();
                });
            }
            let all = c.names().to_vec();
            let mut text = Vec::new();
            for (seat, from, reader) in shown.iter_mut() {
                let names = Names::in_lang(all.clone(), Some(*seat), lang);
                for logged in c.events(*seat, *from) {
                    if let Some(line) = G::read_event(reader, &logged.event, *seat, &names) {
                        text.push(line);
                    }
                    *from = logged.seq + 1;
                }
            }
            if let Some(outcome) = c.status().and_then(|s| s.outcome.clone())
                && !told_outcome
            {
                told_outcome = true;
                let names = Names::in_lang(all.clone(), c.seats().first().copied(), lang);
                text.push(G::describe_outcome(&outcome, &names));
                text.push(said(lang, NearbyText::HostDecidesRematch));
            }
            let turn = match c.to_act() {
                ToAct::Seat(seat) if c.seats().contains(&seat) && !c.action_in_flight() => c
                    .view(seat)
                    .filter(|_| !c.legal_actions().is_empty())
                    .map(|view| {
                        (
                            seat,
                            view.clone(),
                            c.legal_actions().to_vec(),
                            Names::in_lang(all.clone(), Some(seat), lang),
                        )
                    }),
                _ => None,
            };
            (text, turn)
        });
        for text in decision.0 {
            writeln!(out, "{text}")?;
        }
        if let Some(reason) = ended {
            let reason = lang.texts().end_reason(&reason);
            let over = lang
                .texts()
                .get(words::NEARBY_TABLE_OVER, &[("reason", reason.into())]);
            writeln!(out, "{over}")?;
            return Ok(ExitCode::SUCCESS);
        }
        // Nothing to do now: wait for news before looking again.
        let mut idle = false;
        match (decision.1, bot) {
            (Some((seat, ..)), Some(bot)) => {
                let chosen = handle.with_client(|c| bot.choose(c, seat));
                let sent = chosen.map(|action| {
                    let action_typed = [("action", G::describe_action(&action).into())];
                    let said = lang
                        .texts()
                        .get(words::NEARBY_YOUR_BOT_PLAYS, &action_typed);
                    (said, handle.act(seat, action))
                });
                match sent {
                    Some((said, Ok(_))) => {
                        writeln!(out, "{said}")?;
                        std::thread::sleep(BOT_PACE);
                    }
                    // The table moved on meanwhile (e.g. the connection dropped): decide
                    // again on the next update rather than at once.
                    Some((_, Err(error))) => {
                        writeln!(out, "{}", not_sent(lang, lang.texts().client_error(&error)))?;
                        idle = true;
                    }
                    None => idle = true,
                }
            }
            (Some((seat, view, legal, names)), None) => {
                let go_on = decide::<G>(&view, &legal, &names, input, out, |action| {
                    handle
                        .act(seat, action)
                        .map(|_| ())
                        .map_err(|e| lang.texts().client_error(&e))
                })?;
                if !go_on {
                    rt.block_on(handle.leave());
                    writeln!(out, "{}", words::plain(lang, words::NEARBY_LEFT))?;
                    return Ok(ExitCode::SUCCESS);
                }
            }
            (None, _) => idle = true,
        }
        if idle {
            // Wakes at the next event (an update), or after a while to look again.
            let next =
                rt.block_on(async { tokio::time::timeout(POLL, handle.events.recv()).await });
            if let Ok(Some(event)) = next {
                waited = Some(event);
            }
        }
    }
}

/// The app core's setup of the table a full-screen host offers: the seats of `seats`
/// (the host's own seat and the remote ones become people's seats, the first of them
/// the host's), names the command line gave (the others take the app's defaults), the
/// game's variant and options from `setup`. Refused when the host's seat is not the
/// first person's or several people share the host's terminal (the line client takes
/// those).
fn host_setup(
    id: spieleabend_core::games::GameId,
    setup: &GameSetup,
    seats: &[spieleabend_core::table::SeatConfig],
    lang: Lang,
) -> Result<spieleabend_app::screens::setup::SetupDraft, CommandError> {
    use spieleabend_app::screens::setup::{SeatDraft, SeatPlayer, SetupDraft};
    let people: Vec<SeatKind> = seats
        .iter()
        .map(|s| s.kind)
        .filter(|k| matches!(k, SeatKind::Human | SeatKind::Remote))
        .collect();
    if people.first() != Some(&SeatKind::Human) || people[1..].contains(&SeatKind::Human) {
        return Err(CommandError::Lan(
            "full-screen, the host plays one seat, listed before every remote one \
             (e.g. --seats human,remote,hard); several people at the host's terminal \
             play with --plain"
                .into(),
        ));
    }
    let kinds: Vec<SeatKind> = seats.iter().map(|s| s.kind).collect();
    let defaults = lang.texts().default_seat_names(&kinds);
    let seats = seats
        .iter()
        .zip(defaults)
        .map(|(seat, default)| SeatDraft {
            // A name the command line did not give is the app's to choose.
            name: if seat.name == default {
                String::new()
            } else {
                seat.name.clone()
            },
            player: match seat.kind {
                SeatKind::Bot(level) => SeatPlayer::Bot(level),
                SeatKind::Human | SeatKind::Remote => SeatPlayer::Person,
            },
        })
        .collect();
    let (variant, options) = crate::setup::option_values(id.info(), setup);
    Ok(SetupDraft {
        game: id,
        variant: variant.map(str::to_string),
        seats,
        options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_clients_nearby_lines_are_the_catalogue_s_in_both_languages() {
        let (one, two) = ([Seat(1)], [Seat(1), Seat(2)]);
        assert_eq!(
            seats_line(Lang::En, words::NEARBY_JOINED, "Anna", &one),
            "Anna joined (seat 1)."
        );
        assert_eq!(
            seats_line(Lang::De, words::NEARBY_JOINED, "Anna", &two),
            "Anna hat sich dazugesetzt (Plätze 1, 2)."
        );
        assert_eq!(
            seats_line(Lang::De, words::NEARBY_ADMITTED, "", &two),
            "Eingelassen: Du spielst die Plätze 1, 2. Hilfe mit help."
        );
        assert_eq!(
            seats_line(Lang::En, words::NEARBY_ADMITTED, "", &one),
            "Admitted: you play seat 1. Type help for help."
        );
        let advertised = |lang: Lang| {
            lang.texts()
                .get(words::NEARBY_ADVERTISED, &[("name", "Anna".into())])
        };
        assert_eq!(
            advertised(Lang::En),
            "Found on the local network as “Anna”. Others find it with: spieleabend join auto."
        );
        assert!(advertised(Lang::De).starts_with("Im lokalen Netz zu finden als „Anna“. "));
        let over = Lang::De.texts().get(
            words::NEARBY_TABLE_OVER,
            &[("reason", "Der Gastgeber hat den Tisch geschlossen.".into())],
        );
        assert_eq!(
            over,
            "Der Tisch ist aufgelöst. Der Gastgeber hat den Tisch geschlossen. Tschüss!"
        );
        let refused = not_sent(
            Lang::De,
            Lang::De
                .texts()
                .client_error(&spieleabend_core::nearby::ClientError::NotConnected),
        );
        assert!(refused.starts_with("Nicht gesendet. "), "{refused}");
        assert!(!refused.contains("connected"), "{refused}");
        for lang in [Lang::En, Lang::De] {
            for prompt in [words::NEARBY_CODE_PROMPT, words::NEARBY_PICK_TABLE] {
                let asked = words::plain(lang, prompt);
                assert!(
                    asked.ends_with(": "),
                    "the prompt keeps its space: {asked:?}"
                );
            }
            for id in [
                words::NEARBY_LEFT,
                words::NEARBY_UNREACHABLE,
                words::NEARBY_TABLE_CLOSED,
            ] {
                let said = words::plain(lang, id);
                assert!(said.ends_with(&words::plain(lang, words::BYE)), "{said}");
                assert!(!said.contains('{') && !said.contains('['), "{said}");
            }
        }
    }

    #[test]
    fn a_joining_device_goes_by_its_login_name_or_the_catalogues_player_name() {
        let none = |_: &str| None;
        assert_eq!(default_join_name_from(Lang::En, none), "Player 1");
        assert_eq!(default_join_name_from(Lang::De, none), "Spieler 1");
        let login = |name: &str| (name == "LOGNAME").then(|| "anna".to_string());
        assert_eq!(default_join_name_from(Lang::De, login), "anna");
        let blank = |_: &str| Some("  ".to_string());
        assert_eq!(default_join_name_from(Lang::En, blank), "Player 1");
    }

    fn seats(list: &str) -> Vec<spieleabend_core::table::SeatConfig> {
        let options = PlayOptions {
            seats: Some(list.into()),
            lang: Some(Lang::En),
            ..PlayOptions::default()
        };
        let setup = GameSetup::default();
        new_table::<spieleabend_core::games::rauswurf::Rauswurf>(&setup, &options)
            .expect("a table")
            .seats()
            .to_vec()
    }

    #[test]
    fn a_full_screen_host_offers_the_remote_seats_as_people_and_keeps_the_names_given() {
        use spieleabend_app::screens::setup::SeatPlayer;
        use spieleabend_core::games::GameId;
        use spieleabend_core::table::BotLevel;
        let setup = GameSetup {
            players: Some(3),
            ..GameSetup::default()
        };
        let draft = host_setup(
            GameId::Rauswurf,
            &setup,
            &seats("Anna=human,remote,hard"),
            Lang::En,
        )
        .expect("a setup");
        assert_eq!(draft.game, GameId::Rauswurf);
        let players: Vec<SeatPlayer> = draft.seats.iter().map(|s| s.player).collect();
        assert_eq!(
            players,
            [
                SeatPlayer::Person,
                SeatPlayer::Person,
                SeatPlayer::Bot(BotLevel::Hard)
            ]
        );
        let names: Vec<&str> = draft.seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            ["Anna", "", ""],
            "unnamed seats take the app's names"
        );
    }

    #[test]
    fn a_full_screen_host_refuses_a_remote_seat_first_and_two_people_at_its_terminal() {
        use spieleabend_core::games::GameId;
        let setup = GameSetup::default();
        for list in ["remote,human", "human,human,remote"] {
            let refused = host_setup(GameId::Rauswurf, &setup, &seats(list), Lang::En);
            assert!(
                matches!(&refused, Err(CommandError::Lan(why)) if why.contains("--plain")),
                "{list}: {refused:?}"
            );
        }
    }

    #[test]
    fn a_full_screen_host_takes_the_variant_and_the_options_of_the_command_line() {
        use spieleabend_core::games::GameId;
        use spieleabend_core::games::registry::OptionValue;
        let setup = GameSetup {
            players: Some(3),
            variant: "pro".into(),
            start_chips: 500,
            ..GameSetup::default()
        };
        let options = PlayOptions {
            seats: Some("human,remote,easy".into()),
            lang: Some(Lang::En),
            ..PlayOptions::default()
        };
        let table = new_table::<spieleabend_core::games::juhu22::Juhu22>(&setup, &options)
            .expect("a table");
        let draft = host_setup(GameId::Juhu22, &setup, table.seats(), Lang::En).expect("a setup");
        assert_eq!(draft.variant.as_deref(), Some("pro"));
        assert!(
            draft
                .options
                .contains(&("start_chips".to_string(), OptionValue::Int(500))),
            "{:?}",
            draft.options
        );
        assert_eq!(draft.seats.len(), 3);
    }
}
