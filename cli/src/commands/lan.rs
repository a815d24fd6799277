//! `spieleabend host GAME` and `spieleabend join ADDR`: nearby play over TCP in the
//! terminal. The host runs the table (its bots and its one human seat); each joining
//! terminal plays its seat with the same text as `play`.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Duration;

use spieleabend_core::bots::MediumPolicy;
use spieleabend_core::lan::{self, ClientHandle, HostHandle, JoinEvent, LanTimings};
use spieleabend_core::sync::{ClientConfig, ClientEvent, HostConfig, HostEvent};
use spieleabend_core::table::{Pending, SeatKind};
use spieleabend_core::{Game, Seat, ToAct};

use super::discover::{self, Target};
use super::play::{PlayOptions, ask, names, new_table, parse_level, read_line, show_new_events};
use super::seat_bot::SeatBot;
use super::{CommandError, GameSetup, device_key, game_id};
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

/// Hosts a table on `port` (0: any free port) in this terminal.
pub fn host(
    game: &str,
    setup: &GameSetup,
    options: &PlayOptions,
    port: u16,
    advertise: Option<&str>,
) -> Result<ExitCode, CommandError> {
    let id = game_id(game)?;
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
        let config = HostConfig { seed: entropy(), ..HostConfig::default() };
        let handle = rt
            .block_on(lan::host(table, config, ("0.0.0.0", port), LanTimings::default()))
            .map_err(|e| CommandError::Lan(format!("cannot listen on port {port}: {e}")))?;
        let code = handle.join_code();
        let addr = std::net::SocketAddr::new(lan_address(), handle.local_addr().port());
        let game = id.id().replace('_', "-");
        writeln!(out, "Hosting {game} on {addr}. Join code: {code}")?;
        writeln!(out, "Others join with: spieleabend join {addr} --game {game} --code {code}")?;
        let advertisement = match advertise {
            Some(name) => {
                let ad = lan::discovery::TableAd {
                    name: name.to_string(),
                    game: id.id().to_string(),
                    free_seats: remote as u8,
                    players: handle.with_host(|h| h.table().seats().len() as u8),
                    port: handle.local_addr().port(),
                };
                discover::advertise(&ad, &mut out)?
            }
            None => None,
        };
        let result = host_loop(&rt, handle, remote, advertisement, &mut input, &mut out);
        drop(rt);
        result
    })
}

fn host_loop<G: TerminalGame + MediumPolicy>(
    rt: &tokio::runtime::Runtime,
    mut handle: HostHandle<G>,
    remote: usize,
    mut advertisement: Option<lan::discovery::Advertisement>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    writeln!(out, "Waiting for {remote} remote seat(s) to be filled …")?;
    let mut filled = 0;
    while filled < remote {
        match rt.block_on(handle.events.recv()) {
            Some(event) => {
                if let HostEvent::Joined { seats, .. } = &event {
                    filled += seats.len();
                    if let Some(ad) = advertisement.as_mut() {
                        // Best effort: a stale count only misleads a browser briefly.
                        let _ = ad.update(remote.saturating_sub(filled) as u8);
                    }
                }
                say_host_event(&handle, &event, out)?;
            }
            None => return Err(CommandError::Lan("the host stopped".into())),
        }
    }
    writeln!(out, "Everyone is here. Type help for help.")?;
    let mut shown = vec![0u32; handle.with_host(|h| h.table().seats().len())];
    loop {
        while let Ok(event) = handle.events.try_recv() {
            say_host_event(&handle, &event, out)?;
        }
        let pending = handle.with_host(|h| h.table().pending());
        let viewer = handle.with_host(|h| h.table().active_viewer());
        if let Some(viewer) = viewer {
            handle.with_host(|h| show_new_events(h.table(), viewer, &mut shown, out))?;
        }
        match pending {
            Pending::Finished => {
                let text = handle.with_host(|h| {
                    let outcome = h.table().outcome().expect("a finished game has an outcome");
                    G::describe_outcome(&outcome, &names(h.table(), None))
                });
                writeln!(out, "{text}")?;
                write!(out, "Play again? [y/N] ")?;
                out.flush()?;
                match read_line(input)? {
                    Some(answer) if answer.eq_ignore_ascii_case("y") => {
                        handle.with_host(|h| h.rematch())?;
                        shown.iter_mut().for_each(|s| *s = 0);
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
    if let Some(ad) = advertisement {
        let _ = ad.stop();
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
        HostEvent::ActionRejected { .. } => {}
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
        let table = h.table();
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

/// How `join` finds its table and plays.
#[derive(Clone, Debug, Default)]
pub struct JoinOptions {
    /// `ADDR:PORT`, or `None` to pick a table found on the network.
    pub addr: Option<String>,
    /// The game; taken from the advertisement when picked from the network.
    pub game: Option<String>,
    /// The join code; asked for when not given.
    pub code: Option<String>,
    /// The name shown at the table.
    pub name: String,
    /// A bot level to play this device's seat with (`None`: the person at the terminal).
    pub bot: Option<String>,
    /// Hard bot iterations for `bot`.
    pub iterations: Option<u32>,
    /// Where the device key is kept, so a restarted join gets its seat back.
    pub resume_file: Option<std::path::PathBuf>,
    /// How long to look for tables.
    pub browse_ms: u64,
}

/// Joins a table (at `options.addr`, or one picked from those found on the network)
/// and plays this device's seat in the terminal, or lets a bot play it.
pub fn join(options: &JoinOptions) -> Result<ExitCode, CommandError> {
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
                    .unwrap_or(spieleabend_core::bots::Ismcts::default().iterations),
                seed: entropy(),
            })
        })
        .transpose()?;
    let target = match options.addr.as_deref() {
        Some(addr) if addr != "auto" => {
            let Some(game) = options.game.as_deref() else {
                return Err(CommandError::Lan(
                    "name the host's game with --game (or join auto to find tables)".into(),
                ));
            };
            Target {
                addrs: vec![addr.to_string()],
                game: game_id(game)?,
            }
        }
        _ => {
            let game = options.game.as_deref().map(game_id).transpose()?;
            let wait = Duration::from_millis(options.browse_ms);
            discover::pick_table(&rt, wait, game, &mut input, &mut out)?
        }
    };
    let code = match &options.code {
        Some(code) => code.clone(),
        None => {
            write!(out, "Join code (the host shows it): ")?;
            out.flush()?;
            read_line(&mut input)?.ok_or_else(|| CommandError::Lan("no join code".into()))?
        }
    };
    let key = device_key::device_key(options.resume_file.as_deref(), entropy())?;
    let id = target.game;
    spieleabend_core::with_game!(id, G => {
        let config = ClientConfig {
            name: options.name.clone(),
            app_version: env!("CARGO_PKG_VERSION").into(),
            device_key: key,
            ..ClientConfig::default()
        };
        let mut joined = None;
        let mut failures = Vec::new();
        for addr in &target.addrs {
            match rt.block_on(lan::join::<G, _>(
                addr.clone(),
                config.clone(),
                code.clone(),
                1,
                LanTimings::default(),
            )) {
                Ok(handle) => {
                    joined = Some((addr, handle));
                    break;
                }
                Err(e) => failures.push(format!("{addr}: {e}")),
            }
        }
        let Some((addr, handle)) = joined else {
            return Err(CommandError::Lan(format!("cannot reach the host ({})", failures.join("; "))));
        };
        writeln!(out, "Connected to {addr}; waiting to be admitted …")?;
        let result = join_loop(&rt, handle, bot, &mut input, &mut out);
        drop(rt);
        result
    })
}

fn join_loop<G: TerminalGame + MediumPolicy>(
    rt: &tokio::runtime::Runtime,
    mut handle: ClientHandle<G>,
    bot: Option<SeatBot>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    // Per own seat, the first event number not shown yet; and the game it counts in.
    let mut shown: Vec<(Seat, u32)> = Vec::new();
    let mut game_number = None;
    let mut told_outcome = false;
    // An event that arrived while waiting, handled first in the next round.
    let mut waited: Option<JoinEvent> = None;
    let mut ended = None;
    loop {
        while let Some(event) = waited.take().or_else(|| handle.events.try_recv().ok()) {
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
                JoinEvent::Client(ClientEvent::ActionRejected { reason, .. }) => {
                    writeln!(out, "The host did not take that move: {reason:?}.")?;
                }
                JoinEvent::Client(ClientEvent::Ended(reason)) => {
                    // Said after what the last update brought (it may come in the same
                    // read as the bye).
                    ended = Some(reason);
                    break;
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
        if let Some(reason) = ended {
            writeln!(out, "The table is over: {reason:?}. Bye.")?;
            return Ok(ExitCode::SUCCESS);
        }
        // Nothing to do now: wait for news before looking again.
        let mut idle = false;
        match (decision.1, bot) {
            (Some((seat, ..)), Some(bot)) => {
                let chosen = handle.with_client(|c| bot.choose(c, seat));
                let sent = chosen.map(|action| {
                    let line = format!("Your bot plays {}.", G::describe_action(&action));
                    (line, handle.act(seat, action))
                });
                match sent {
                    Some((line, Ok(_))) => writeln!(out, "{line}")?,
                    // The table moved on meanwhile (e.g. the connection dropped): decide
                    // again on the next update rather than at once.
                    Some((_, Err(error))) => {
                        writeln!(out, "Not sent: {error}")?;
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
                        .map_err(|e| e.to_string())
                })?;
                if !go_on {
                    rt.block_on(handle.leave());
                    writeln!(out, "Left the table. Bye.")?;
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
