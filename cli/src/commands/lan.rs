//! `spieleabend host GAME` and `spieleabend join ADDR`: nearby play over TCP in the
//! terminal. The host opens a lobby (shows the join code and who comes and goes, starts
//! on Enter or with `--autostart`), then runs the table (its bots and its one human
//! seat); each joining terminal learns the game from the host and plays its seat with
//! the same text as `play`, and reports each game's fairness check.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use spieleabend_core::bots::MediumPolicy;
use spieleabend_core::lan::{self, ClientHandle, HostHandle, JoinEvent, LanTimings};
use spieleabend_core::sync::{
    ClientConfig, ClientEvent, HostConfig, HostEvent, Phase, TableSetup, check_join_code,
};
use spieleabend_core::table::{Pending, SeatKind, Table};
use spieleabend_core::{Game, Seat, ToAct};

use super::play::{PlayOptions, ask, names, new_table, read_line, show_new_events};
use super::{CommandError, GameSetup, game_id};
use crate::games::{Names, TerminalGame};

/// How often the terminal looks at the table while others decide.
const POLL: Duration = Duration::from_millis(50);

fn runtime() -> Result<tokio::runtime::Runtime, CommandError> {
    Ok(tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?)
}

/// Some randomness for the join code and the device key (not for the game's seed).
fn entropy() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    nanos ^ (u64::from(std::process::id()) << 32) ^ 0x9E37_79B9_7F4A_7C15
}

/// This machine's address on the local network, as others would reach it (the address
/// of the route to a documentation address; no packet is sent).
fn lan_address() -> std::net::IpAddr {
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
}

/// OS randomness for the fairness values.
fn os_entropy() -> Result<[u8; 32], CommandError> {
    lan::os_entropy().map_err(|e| CommandError::Lan(format!("no OS randomness: {e}")))
}

/// The setup of a table like `table` (built by `play`'s seat and option parsing): the
/// host deals its games itself, from the fairness values, when they start.
fn setup_of<G: MediumPolicy>(table: &Table<G>, seed: u64) -> TableSetup<G> {
    TableSetup {
        options: table.options().clone(),
        seats: table.seats().to_vec(),
        settings: table.settings().clone(),
        seed,
    }
}

/// Hosts a table on `port` (0: any free port) in this terminal.
pub fn host(
    game: &str,
    setup: &GameSetup,
    options: &PlayOptions,
    port: u16,
    lobby: &LobbyOptions,
) -> Result<ExitCode, CommandError> {
    let id = game_id(game)?;
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
            let game_options = <G as TerminalGame>::options(setup)?;
            let players = <G as Game>::new(&game_options, 0)?.0.players();
            let mut seats = vec!["human"];
            seats.resize(players as usize, "remote");
            options.seats = Some(seats.join(","));
        }
        let table = new_table::<G>(setup, &options)?;
        let humans = table.seats().iter().filter(|s| s.is_human()).count();
        let remote = table.seats().iter().filter(|s| s.kind == SeatKind::Remote).count();
        if remote == 0 {
            return Err(CommandError::Lan(
                "no remote seats: list them in --seats, e.g. human,remote,hard".into(),
            ));
        }
        if humans > 1 {
            return Err(CommandError::Lan(
                "a host plays at most one human seat in its terminal".into(),
            ));
        }
        let rt = runtime()?;
        let config = HostConfig {
            seed: entropy(),
            entropy: os_entropy()?,
            join_code: lobby.code.clone(),
            ..HostConfig::default()
        };
        let table_setup = setup_of(&table, setup.seed());
        let handle = rt
            .block_on(lan::host(table_setup, config, ("0.0.0.0", port), LanTimings::default()))
            .map_err(|e| CommandError::Lan(format!("cannot host on port {port}: {e}")))?;
        let code = handle.join_code();
        let addr = std::net::SocketAddr::new(lan_address(), handle.local_addr().port());
        let game = id.id().replace('_', "-");
        writeln!(out, "Hosting {game} on {addr}. Join code: {code}")?;
        writeln!(out, "Others join with: spieleabend join {addr} --code {code}")?;
        let result = host_loop(&rt, handle, remote, lobby.autostart, &mut input, &mut out);
        drop(rt);
        result
    })
}

/// The lobby: shows who comes and goes until the host presses Enter (or, with
/// `autostart`, until every remote seat is filled), then starts the game.
fn lobby<G: MediumPolicy>(
    rt: &tokio::runtime::Runtime,
    handle: &mut HostHandle<G>,
    remote: usize,
    autostart: bool,
    input: &mut impl BufRead,
    out: &mut (impl Write + Send),
) -> Result<(), CommandError> {
    if autostart {
        writeln!(
            out,
            "Waiting for {remote} remote seat(s) to be filled; the game starts then."
        )?;
        handle.set_autostart(true);
        loop {
            match rt.block_on(handle.events.recv()) {
                Some(event) => {
                    say_host_event(handle, &event, out)?;
                    if matches!(event, HostEvent::Started { .. }) {
                        return Ok(());
                    }
                }
                None => return Err(CommandError::Lan("the host stopped".into())),
            }
        }
    }
    writeln!(
        out,
        "Waiting for {remote} remote seat(s). Press Enter to start."
    )?;
    // The events are shown from another thread while this one waits for Enter.
    let (dummy_tx, dummy_rx) = tokio::sync::mpsc::unbounded_channel();
    drop(dummy_tx);
    let mut events = std::mem::replace(&mut handle.events, dummy_rx);
    let stop = AtomicBool::new(false);
    let shared: &HostHandle<G> = handle;
    let (line, shown) = std::thread::scope(|scope| {
        let printer = scope.spawn(|| -> Result<(), CommandError> {
            while !stop.load(Ordering::Relaxed) {
                while let Ok(event) = events.try_recv() {
                    say_host_event(shared, &event, out)?;
                }
                std::thread::sleep(POLL);
            }
            Ok(())
        });
        let line = read_line(input);
        stop.store(true, Ordering::Relaxed);
        (line, printer.join())
    });
    handle.events = events;
    shown.map_err(|_| CommandError::Lan("the lobby display stopped".into()))??;
    if line?.is_none() {
        return Err(CommandError::Lan(
            "no input: use --autostart to start without Enter".into(),
        ));
    }
    let free = handle.with_host(|h| h.info().free_seats);
    if free > 0 {
        writeln!(
            out,
            "{free} remote seat(s) still free: players who join now take them."
        )?;
    }
    handle
        .start()
        .map_err(|e| CommandError::Lan(e.to_string()))?;
    // Later games start as soon as every device committed anew (after "Play again").
    handle.set_autostart(true);
    Ok(())
}

fn host_loop<G: TerminalGame + MediumPolicy>(
    rt: &tokio::runtime::Runtime,
    mut handle: HostHandle<G>,
    remote: usize,
    autostart: bool,
    input: &mut impl BufRead,
    out: &mut (impl Write + Send),
) -> Result<ExitCode, CommandError> {
    lobby(rt, &mut handle, remote, autostart, input, out)?;
    writeln!(out, "Type help for help.")?;
    let seats = handle.with_host(|h| h.seats().len());
    let mut shown = vec![0u32; seats];
    let mut game_number = 0;
    loop {
        while let Ok(event) = handle.events.try_recv() {
            say_host_event(&handle, &event, out)?;
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
            shown.iter_mut().for_each(|s| *s = 0);
        }
        if let Some(viewer) = viewer {
            handle.with_host(|h| match h.table() {
                Some(table) => show_new_events(table, viewer, &mut shown, out),
                None => Ok(()),
            })?;
        }
        match pending {
            Pending::Finished => {
                let text = handle.with_host(|h| {
                    let table = h.table().expect("a dealt table");
                    let outcome = table.outcome().expect("a finished game has an outcome");
                    G::describe_outcome(&outcome, &names(table, None))
                });
                writeln!(out, "{text}")?;
                write!(out, "Play again? [y/N] ")?;
                out.flush()?;
                match read_line(input)? {
                    Some(answer) if answer.eq_ignore_ascii_case("y") => {
                        handle
                            .with_host(|h| h.rematch())
                            .map_err(|e| CommandError::Lan(e.to_string()))?;
                        writeln!(out, "Waiting for every device to commit to the next deal …")?;
                    }
                    _ => break,
                }
            }
            Pending::Human { seat, .. } => {
                if !host_turn(&handle, seat, input, out)? {
                    break;
                }
            }
            Pending::Bot { .. } | Pending::Remote { .. } => std::thread::sleep(POLL),
        }
    }
    rt.block_on(handle.shutdown());
    writeln!(out, "Table closed. Bye.")?;
    Ok(ExitCode::SUCCESS)
}

fn say_host_event<G: MediumPolicy>(
    handle: &HostHandle<G>,
    event: &HostEvent,
    out: &mut impl Write,
) -> Result<(), CommandError> {
    let name = |device| {
        handle.with_host(|h: &mut spieleabend_core::sync::Host<G>| {
            h.device_name(device).unwrap_or("?").to_string()
        })
    };
    match event {
        HostEvent::Joined { name, seats, .. } => {
            let seats: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
            writeln!(out, "{name} joined (seat {}).", seats.join(", "))?;
        }
        HostEvent::Resumed { device } => writeln!(out, "{} is back.", name(*device))?,
        HostEvent::Away { device } => writeln!(out, "{} lost the connection.", name(*device))?,
        HostEvent::TakenOver { device, .. } => {
            writeln!(out, "A bot plays for {} now.", name(*device))?
        }
        HostEvent::HandedBack { device, .. } => writeln!(out, "{} plays again.", name(*device))?,
        HostEvent::Refused { reason, .. } => writeln!(out, "A device was refused: {reason:?}.")?,
        HostEvent::Started {
            game_number,
            entries,
        } => writeln!(
            out,
            "Game {} starts: {entries} device(s) reveal their random values …",
            game_number + 1
        )?,
        HostEvent::Dealt { left_out, .. } if *left_out > 0 => writeln!(
            out,
            "Dealt ({left_out} device(s) did not reveal in time and were left out)."
        )?,
        HostEvent::Dealt { .. }
        | HostEvent::LobbyOpened { .. }
        | HostEvent::ActionRejected { .. }
        | HostEvent::ActionAccepted { .. } => {}
    }
    Ok(())
}

/// The host's human decides. False when they quit.
fn host_turn<G: TerminalGame + MediumPolicy>(
    handle: &HostHandle<G>,
    seat: Seat,
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
            names(table, Some(seat)),
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
    writeln!(out, "\n{}", G::show_table(view, names))?;
    loop {
        let Some(line) = ask::<G>(view, legal, input, out)? else {
            return Ok(false);
        };
        match line.as_str() {
            "quit" | "q" | "exit" => return Ok(false),
            "help" | "h" | "?" => writeln!(out, "{}\nAlso: quit.", G::help())?,
            "" => {}
            typed => match G::parse_action(typed, legal) {
                Ok(action) => match act(action) {
                    Ok(()) => return Ok(true),
                    Err(message) => {
                        writeln!(out, "Not sent: {message}")?;
                        return Ok(true);
                    }
                },
                Err(message) => writeln!(out, "{message}")?,
            },
        }
    }
}

/// Joins the table at `addr` and plays this device's seat in the terminal. The game
/// is asked from the host first; `expected`, if given, must be it.
pub fn join(
    expected: Option<&str>,
    addr: &str,
    code: &str,
    name: &str,
) -> Result<ExitCode, CommandError> {
    let expected = expected.map(game_id).transpose()?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    let rt = runtime()?;
    let info = rt
        .block_on(lan::probe(addr.to_string(), code, &LanTimings::default()))
        .map_err(|e| CommandError::Lan(format!("{addr}: {e}")))?;
    let id = game_id(&info.game)?;
    if expected.is_some_and(|e| e != id) {
        return Err(CommandError::Lan(format!(
            "the host plays {}, not {}",
            info.game.replace('_', "-"),
            expected
                .map(|e| e.id())
                .unwrap_or_default()
                .replace('_', "-")
        )));
    }
    writeln!(
        out,
        "{addr} plays {} ({} seat(s) free{}).",
        info.game.replace('_', "-"),
        info.free_seats,
        if info.started {
            ", already started"
        } else {
            ""
        }
    )?;
    spieleabend_core::with_game!(id, G => {
        let config = ClientConfig {
            name: name.to_string(),
            app_version: env!("CARGO_PKG_VERSION").into(),
            device_key: entropy(),
            entropy: os_entropy()?,
            ..ClientConfig::default()
        };
        let handle = rt
            .block_on(lan::join::<G, _>(addr.to_string(), config, code, 1, LanTimings::default()))
            .map_err(|e| CommandError::Lan(format!("cannot reach {addr}: {e}")))?;
        writeln!(out, "Connected to {addr}; waiting to be admitted …")?;
        let result = join_loop(&rt, handle, &mut input, &mut out);
        drop(rt);
        result
    })
}

fn join_loop<G: TerminalGame + MediumPolicy>(
    rt: &tokio::runtime::Runtime,
    mut handle: ClientHandle<G>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    // Per own seat, the first event number not shown yet; and the game it counts in.
    let mut shown: Vec<(Seat, u32)> = Vec::new();
    let mut game_number = None;
    let mut told_outcome = false;
    loop {
        while let Ok(event) = handle.events.try_recv() {
            match event {
                JoinEvent::Client(ClientEvent::Welcomed { seats }) => {
                    if shown.iter().map(|&(s, _)| s).eq(seats.iter().copied()) {
                        // Resumed: the snapshot repeats events already shown.
                        writeln!(out, "Back at the table.")?;
                    } else {
                        let list: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
                        writeln!(
                            out,
                            "Admitted: you play seat {}. Type help for help.",
                            list.join(", ")
                        )?;
                        shown = seats.iter().map(|&s| (s, 0)).collect();
                    }
                }
                JoinEvent::Client(ClientEvent::Rejected(reason)) => {
                    writeln!(out, "The host refused: {reason:?}.")?;
                }
                JoinEvent::Client(ClientEvent::Lobby) => {
                    let players = handle.with_client(|c| {
                        c.lobby()
                            .map(|l| l.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
                    });
                    if let Some(players) = players {
                        writeln!(out, "In the lobby: {}.", players.join(", "))?;
                    }
                }
                JoinEvent::Client(ClientEvent::Started { game_number, .. }) => {
                    writeln!(out, "Game {} starts.", game_number + 1)?;
                }
                JoinEvent::Client(ClientEvent::Fairness {
                    game_number,
                    verdict,
                }) => match verdict {
                    Ok(report) => writeln!(
                        out,
                        "Deal of game {} checked: it follows from everyone's random values{}.",
                        game_number + 1,
                        if report.contributed {
                            ", yours included"
                        } else {
                            " (yours was not among them)"
                        }
                    )?,
                    Err(failure) => writeln!(
                        out,
                        "WARNING: the deal of game {} does not check out: {failure}.",
                        game_number + 1
                    )?,
                },
                JoinEvent::Client(ClientEvent::ActionRejected { reason, .. }) => {
                    writeln!(out, "The host did not take that move: {reason:?}.")?;
                }
                JoinEvent::Client(ClientEvent::Ended(reason)) => {
                    writeln!(out, "The table is over: {reason:?}. Bye.")?;
                    return Ok(ExitCode::SUCCESS);
                }
                JoinEvent::Reconnecting { attempt } => {
                    writeln!(out, "Connection lost; reconnecting (attempt {attempt}) …")?;
                }
                JoinEvent::Reconnected => writeln!(out, "Reconnected.")?,
                JoinEvent::GaveUp => {
                    writeln!(out, "Could not reach the host again. Bye.")?;
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
                shown.iter_mut().for_each(|(_, from)| *from = 0);
            }
            let all = c.names().to_vec();
            let mut text = Vec::new();
            for (seat, from) in shown.iter_mut() {
                let names = Names::for_table(all.clone(), Some(*seat));
                for logged in c.events(*seat, *from) {
                    if let Some(line) = G::describe_event(&logged.event, *seat, &names) {
                        text.push(line);
                    }
                    *from = logged.seq + 1;
                }
            }
            if let Some(outcome) = c.status().and_then(|s| s.outcome.clone())
                && !told_outcome
            {
                told_outcome = true;
                let names = Names::for_table(all.clone(), c.seats().first().copied());
                text.push(G::describe_outcome(&outcome, &names));
                text.push("Waiting for the host: a rematch or the end.".into());
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
                            Names::for_table(all.clone(), Some(seat)),
                        )
                    }),
                _ => None,
            };
            (text, turn)
        });
        for line in decision.0 {
            writeln!(out, "{line}")?;
        }
        match decision.1 {
            Some((seat, view, legal, names)) => {
                let go_on = decide::<G>(&view, &legal, &names, input, out, |action| {
                    handle
                        .act(seat, action)
                        .map(|_| ())
                        .map_err(|e| e.to_string())
                })?;
                if !go_on {
                    rt.block_on(handle.leave());
                    writeln!(out, "Left the table. Bye.")?;
                    return Ok(ExitCode::SUCCESS);
                }
            }
            None => std::thread::sleep(POLL),
        }
    }
}
