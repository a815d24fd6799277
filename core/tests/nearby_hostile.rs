//! Nearby play against a hostile network, at the level of the state machines: devices
//! that speak the sealed wire themselves and join as many spectators as they can, guess
//! codes and resume tickets, forge names, repeat hellos and snapshot requests, never
//! commit or never reveal, wrap their action numbers; hosts that send junk; and the
//! longest game the options allow, whose opening must still reach every device. Each
//! test states the limit it checks (`spieleabend_core::nearby::limits`).

mod wire;

use std::net::{IpAddr, Ipv4Addr};

use spieleabend_core::Seat;
use spieleabend_core::games::elfer_raus;
use spieleabend_core::nearby::limits::{
    ANSWER_RATIO, DEVICE_WELCOME_GRANT, LOBBY_INTERVAL_MS, LONG_CODE_DIGITS, MAX_NAME_CHARS,
    MAX_OPENING_PARTS, MAX_SPECTATORS, REVEAL_TIMEOUT_MS, SHORT_CODE_DIGITS, WRONG_CODE_BURST,
    WRONG_CODE_REFILL_MS, wrong_codes_allowed,
};
use spieleabend_core::nearby::{
    ActionReject, Auth, Client, ClientConfig, ClientEvent, ClientMsg, ClientOutput, ClientState,
    ConnId, Host, HostConfig, HostEvent, HostMsg, HostOutput, LobbyPlayer, LobbyStatus,
    PROTOCOL_VERSION, Phase, RejectReason, ResumeTicket, TableSetup, frame,
};
use spieleabend_core::table::{BotLevel, Pending, SeatConfig, TableSettings};
use wire::{FakeHost, RawDevice};

type Er = elfer_raus::ElferRaus;

fn host_config(seed: u64) -> HostConfig {
    let mut entropy = [0xA5u8; 32];
    entropy[..8].copy_from_slice(&seed.to_le_bytes());
    HostConfig {
        seed,
        entropy,
        grace_ms: 2_500,
        takeover_level: BotLevel::Easy,
        keep_plaintexts: true,
        ..HostConfig::default()
    }
}

/// An Elfer raus host whose seats are all remote, with its lobby open.
fn er_host_with(options: elfer_raus::Options, config: HostConfig) -> Host<Er> {
    let seats = (0..options.players)
        .map(|i| SeatConfig::remote(format!("P{i}")))
        .collect();
    let setup = TableSetup {
        options,
        seats,
        settings: TableSettings::default(),
        seed: 7,
    };
    Host::new(setup, config).unwrap()
}

fn er_host(players: u8) -> Host<Er> {
    er_host_with(
        elfer_raus::Options {
            players,
            ..Default::default()
        },
        host_config(1),
    )
}

fn client(code: &str, seats: u8, key: u64) -> Client<Er> {
    named(code, seats, key, &format!("Player {key}"))
}

fn named(code: &str, seats: u8, key: u64, name: &str) -> Client<Er> {
    let mut entropy = [0x5Au8; 32];
    entropy[..8].copy_from_slice(&key.to_le_bytes());
    Client::new(
        ClientConfig {
            name: name.into(),
            device_key: key,
            entropy,
            ..ClientConfig::default()
        },
        code,
        seats,
    )
}

/// Delivers every output between the host and the clients (client `i` on `conns[i]`)
/// until nothing moves; returns the host's messages per connection.
fn pump(
    host: &mut Host<Er>,
    clients: &mut [Client<Er>],
    conns: &[ConnId],
    now: u64,
) -> Vec<(ConnId, HostMsg<Er>)> {
    let mut seen = Vec::new();
    loop {
        let mut moved = false;
        let outputs = host.take_outputs();
        seen.extend(wire::opened(host, &outputs));
        for output in outputs {
            moved = true;
            match output {
                HostOutput::Send { conn, bytes } => {
                    if let Some(i) = conns.iter().position(|&c| c == conn) {
                        clients[i].receive(&bytes, now);
                    }
                }
                HostOutput::Close { conn } => {
                    if let Some(i) = conns.iter().position(|&c| c == conn) {
                        clients[i].disconnected();
                    }
                }
                HostOutput::Event(_) => {}
            }
        }
        for (i, client) in clients.iter_mut().enumerate() {
            for output in client.take_outputs() {
                moved = true;
                if let ClientOutput::Send(bytes) = output {
                    host.receive(conns[i], &bytes, now);
                }
            }
        }
        if !moved {
            return seen;
        }
    }
}

/// Clients joined to `host` at time 0 (client `i` asks for `seats[i]` seats).
fn join(host: &mut Host<Er>, seats: &[u8]) -> (Vec<Client<Er>>, Vec<ConnId>) {
    let code = host.join_code().to_string();
    let mut clients: Vec<Client<Er>> = seats
        .iter()
        .enumerate()
        .map(|(i, &n)| client(&code, n, 100 + i as u64))
        .collect();
    let conns: Vec<ConnId> = clients.iter().map(|_| host.connect(0)).collect();
    for c in &mut clients {
        c.connect(0);
    }
    pump(host, &mut clients, &conns, 0);
    (clients, conns)
}

/// Plays the game out: every remote seat's client plays its first legal action.
fn play_out(host: &mut Host<Er>, clients: &mut [Client<Er>], conns: &[ConnId], now: &mut u64) {
    loop {
        pump(host, clients, conns, *now);
        let Pending::Remote { seat } = host.table().unwrap().pending() else {
            return;
        };
        *now += 20; // well under the flood limit
        let i = clients
            .iter()
            .position(|c| c.seats().contains(&seat))
            .unwrap();
        let action = clients[i].legal_actions()[0];
        clients[i].act(seat, action, *now).unwrap();
    }
}

/// The sealed hello of a device named `name` asking with `auth`.
fn hello(device: &mut RawDevice, name: &str, auth: Auth) -> Vec<u8> {
    device.seal(&ClientMsg::<Er>::Hello {
        app_version: String::new(),
        name: name.into(),
        auth,
    })
}

/// A device on `conn` runs the exchange with `code` and, when the host answers it,
/// says hello named `name` asking for `seats` seats under `key`. Returns the device
/// (if the exchange got a challenge) and every host output of both steps.
fn join_raw(
    host: &mut Host<Er>,
    conn: ConnId,
    code: &str,
    name: &str,
    seats: u8,
    key: u64,
    now: u64,
) -> (Option<RawDevice>, Vec<HostOutput>) {
    let (device, mut out) = RawDevice::open(host, conn, code, now);
    let Some(mut device) = device else {
        return (None, out);
    };
    let bytes = hello(&mut device, name, Auth::Join { seats, key });
    host.receive(conn, &bytes, now);
    out.extend(host.take_outputs());
    (Some(device), out)
}

/// The host's messages to `conn` among `outputs` (just taken from `host`).
fn sent_to(host: &mut Host<Er>, outputs: &[HostOutput], conn: ConnId) -> Vec<HostMsg<Er>> {
    wire::opened(host, outputs)
        .into_iter()
        .filter(|(c, _)| *c == conn)
        .map(|(_, m)| m)
        .collect()
}

fn rejects(host: &mut Host<Er>, outputs: &[HostOutput], conn: ConnId) -> Vec<RejectReason> {
    sent_to(host, outputs, conn)
        .into_iter()
        .filter_map(|m| match m {
            HostMsg::Reject { reason } => Some(reason),
            _ => None,
        })
        .collect()
}

/// Bytes `outputs` send on `conn`.
fn bytes_to(outputs: &[HostOutput], conn: ConnId) -> usize {
    outputs
        .iter()
        .map(|o| match o {
            HostOutput::Send { conn: c, bytes } if *c == conn => bytes.len(),
            _ => 0,
        })
        .sum()
}

/// A code that is not `host`'s (as long as its).
fn wrong_code(host: &Host<Er>) -> String {
    let code = host.join_code();
    let flipped = if code.starts_with('0') { '1' } else { '0' };
    format!("{flipped}{}", &code[1..])
}

/// A connection from the IP address `127.0.a.b` for `n = 256 a + b`.
fn from(host: &mut Host<Er>, n: u16, now: u64) -> ConnId {
    let [a, b] = n.to_be_bytes();
    host.connect_from(Some(IpAddr::V4(Ipv4Addr::new(127, 0, a, b))), now)
}

/// Whether `name` holds anything a name must not: a control, bidi, zero-width or
/// separator character, or a sentence's punctuation.
fn unfit_for_a_name(name: &str) -> bool {
    name.chars().any(|c| {
        c.is_control()
            || spieleabend_core::nearby::names::is_invisible(c)
            || matches!(
                c,
                '\u{2028}' | '\u{2029}' | '.' | '(' | ')' | ':' | '!' | '?'
            )
    })
}

// ---- devices: spectators capped and forgotten, the lobby list gathered ----

#[test]
fn spectators_are_capped_and_forgotten_after_their_grace_and_leavers_at_once() {
    let mut host = er_host(2);
    let code = host.join_code().to_string();
    let mut spectators = Vec::new();
    for key in 0..(MAX_SPECTATORS as u16 + 10) {
        let conn = from(&mut host, 100 + key, 0);
        let (device, out) = join_raw(
            &mut host,
            conn,
            &code,
            "Watcher",
            0,
            1_000 + u64::from(key),
            0,
        );
        if key as usize >= MAX_SPECTATORS {
            assert_eq!(
                rejects(&mut host, &out, conn),
                vec![RejectReason::TableFull]
            );
        }
        spectators.push((conn, device.unwrap()));
    }
    let admitted = spectators
        .iter()
        .filter(|(c, _)| host.device_of(*c).is_some())
        .count();
    assert_eq!(admitted, MAX_SPECTATORS);
    // Players still get their seats.
    let player = from(&mut host, 1, 0);
    let (player_device, _) = join_raw(&mut host, player, &code, "Anna", 2, 1, 0);
    let mut player_device = player_device.unwrap();
    assert_eq!(host.seats_of(player).map(<[Seat]>::len), Some(2));
    assert_eq!(host.device_count(), MAX_SPECTATORS + 1);
    // A spectator that says bye is forgotten at once; dropped ones after the grace.
    let (conn, device) = &mut spectators[0];
    let bye = device.seal(&ClientMsg::<Er>::Bye);
    host.receive(*conn, &bye, 10);
    assert_eq!(host.device_count(), MAX_SPECTATORS);
    for (conn, _) in &spectators[1..5] {
        host.disconnected(*conn, 10);
    }
    host.tick(100);
    assert_eq!(host.device_count(), MAX_SPECTATORS, "within the grace");
    // The player keeps pinging; the other spectators too.
    for (conn, device) in &mut spectators[5..MAX_SPECTATORS] {
        let ping = device.seal(&ClientMsg::<Er>::Ping { time: 1 });
        host.receive(*conn, &ping, 2_000);
    }
    let ping = player_device.seal(&ClientMsg::<Er>::Ping { time: 1 });
    host.receive(player, &ping, 2_000);
    host.tick(2_600);
    assert_eq!(host.device_count(), MAX_SPECTATORS - 4);
    // Room again for new spectators.
    let late = from(&mut host, 2, 2_600);
    join_raw(&mut host, late, &code, "Late", 0, 5_000, 2_600);
    assert!(host.device_of(late).is_some());
}

#[test]
fn lobby_lists_are_gathered_instead_of_sent_to_everyone_on_every_join() {
    let mut host = er_host(2);
    let code = host.join_code().to_string();
    let n = MAX_SPECTATORS;
    let mut out = Vec::new();
    let conns: Vec<ConnId> = (0..n)
        .map(|key| {
            let conn = from(&mut host, 10 + key as u16, 0);
            out.extend(join_raw(&mut host, conn, &code, "W", 0, 2_000 + key as u64, 0).1);
            conn
        })
        .collect();
    let opened = wire::opened(&mut host, &out);
    let lobbies = |opened: &[(ConnId, HostMsg<Er>)]| {
        opened
            .iter()
            .filter(|(c, m)| conns.contains(c) && matches!(m, HostMsg::Lobby(_)))
            .count()
    };
    // Each device's own lobby with its welcome, plus one list to everyone for the
    // first join: linear in the devices, not quadratic.
    assert!(
        lobbies(&opened) <= 2 * n,
        "{} lobby messages",
        lobbies(&opened)
    );
    // The gathered joins go out once the interval has passed, to every device.
    host.tick(LOBBY_INTERVAL_MS);
    let out = host.take_outputs();
    let opened = wire::opened(&mut host, &out);
    assert_eq!(lobbies(&opened), n);
    for &conn in &conns {
        let last = opened
            .iter()
            .rev()
            .find_map(|(c, m)| match m {
                HostMsg::Lobby(status) if *c == conn => Some(status),
                _ => None,
            })
            .unwrap();
        assert_eq!(last.players.len(), n, "every join is in the list");
    }
    host.tick(2 * LOBBY_INTERVAL_MS);
    assert!(host.take_outputs().is_empty(), "nothing new, nothing sent");
}

// ---- the frame cap: nothing dropped, the longest opening sent and verified ----

#[test]
fn the_opening_of_a_100_game_match_reaches_every_device_and_verifies() {
    for players in [2, elfer_raus::options::MAX_PLAYERS] {
        let options = elfer_raus::Options {
            players,
            match_games: elfer_raus::options::MAX_MATCH_GAMES,
            ..Default::default()
        };
        let mut host = er_host_with(options, host_config(5));
        let (mut clients, conns) = join(&mut host, &vec![1; usize::from(players)]);
        host.start().unwrap();
        let mut now = 0;
        play_out(&mut host, &mut clients, &conns, &mut now);
        let opening = host.opening().expect("the match is over");
        let bytes = postcard::to_stdvec(opening).unwrap().len();
        let parts = bytes.div_ceil(spieleabend_core::nearby::MAX_FRAME - 64);
        eprintln!(
            "{players} players: opening of {} steps, {bytes} bytes, {parts} parts",
            opening.steps.len()
        );
        // One frame with the compact encoding, far from the part limit (cutting into
        // parts: the host's unit tests).
        assert!(parts <= usize::from(MAX_OPENING_PARTS) / 4, "{parts} parts");
        for client in &clients {
            let report = client.fairness(0).expect("a verdict").as_ref().unwrap();
            assert!(report.contributed);
        }
    }
}

#[test]
fn a_table_full_of_spectators_with_long_names_still_commits_and_deals_every_device() {
    let mut host = er_host(elfer_raus::options::MAX_PLAYERS);
    let code = host.join_code().to_string();
    let long = "ä".repeat(200);
    // Every seat's device and three honest spectators, all with the longest names.
    let mut clients: Vec<Client<Er>> = (0..elfer_raus::options::MAX_PLAYERS + 3)
        .map(|i| {
            named(
                &code,
                u8::from(i < elfer_raus::options::MAX_PLAYERS),
                10 + u64::from(i),
                &long,
            )
        })
        .collect();
    let conns: Vec<ConnId> = clients.iter().map(|_| host.connect(0)).collect();
    for c in &mut clients {
        c.connect(0);
    }
    pump(&mut host, &mut clients, &conns, 0);
    // Hundreds of spectators with the longest names try to join, from many addresses.
    let mut out = Vec::new();
    for key in 0..700u16 {
        let conn = from(&mut host, 1_000 + key % 250, 1);
        out.extend(join_raw(&mut host, conn, &code, &long, 0, 50_000 + u64::from(key), 1).1);
    }
    assert!(
        !out.iter().any(|o| matches!(
            o,
            HostOutput::Event(HostEvent::Refused {
                reason: RejectReason::Malformed,
                ..
            })
        )),
        "every message fits a frame"
    );
    host.tick(2 + LOBBY_INTERVAL_MS);
    pump(&mut host, &mut clients, &conns, 2 + LOBBY_INTERVAL_MS);
    assert!(host.ready_to_start());
    host.start().unwrap();
    let seen = pump(&mut host, &mut clients, &conns, 3 + LOBBY_INTERVAL_MS);
    let record = host.deal_record().unwrap().clone();
    for (i, client) in clients.iter().enumerate() {
        assert!(
            seen.iter()
                .any(|(c, m)| *c == conns[i] && matches!(m, HostMsg::Deal(_))),
            "device {i} got the deal record"
        );
        let device = client.device().unwrap();
        assert!(
            record.entries.iter().any(|e| e.device == device),
            "device {i}'s commitment is in the record"
        );
    }
    assert_eq!(host.phase(), Phase::Playing);
    // The largest lobby list still fits one frame.
    let players: Vec<LobbyPlayer> = (0..(usize::from(elfer_raus::options::MAX_PLAYERS)
        + MAX_SPECTATORS))
        .map(|i| LobbyPlayer {
            device: u32::MAX - i as u32,
            name: "\u{10FFFD}".repeat(MAX_NAME_CHARS),
            seats: vec![Seat(0)],
            connected: true,
        })
        .collect();
    let lobby: HostMsg<Er> = HostMsg::Lobby(LobbyStatus {
        game_number: u32::MAX,
        players,
        committed: true,
    });
    assert!(frame::encode(&lobby).is_ok());
}

// ---- wrong codes: per connection and source in time; guessing lengthens the code ----

#[test]
fn wrong_codes_count_down_per_source_back_off_and_keep_nobody_else_out() {
    let mut host = er_host(4);
    let wrong = wrong_code(&host);
    // A guest that tries each code on a new connection sees the count go down.
    let mut counts = Vec::new();
    for key in 0..WRONG_CODE_BURST {
        let conn = from(&mut host, 2, 0);
        let (_, out) = join_raw(&mut host, conn, &wrong, "G", 0, u64::from(key), 0);
        counts.extend(rejects(&mut host, &out, conn));
        // Refusals before admission are not reported one by one.
        assert!(
            !out.iter()
                .any(|o| matches!(o, HostOutput::Event(HostEvent::Refused { .. })))
        );
    }
    // The third wrong code of the table lengthened the code: the last answer says so.
    let digits: Vec<u8> = counts
        .iter()
        .map(|r| match r {
            RejectReason::WrongJoinCode { digits, .. } => *digits,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        digits,
        [SHORT_CODE_DIGITS, SHORT_CODE_DIGITS, LONG_CODE_DIGITS]
    );
    let left: Vec<u8> = counts
        .iter()
        .map(|r| match r {
            RejectReason::WrongJoinCode { attempts_left, .. } => *attempts_left,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(left, [2, 1, 0]);
    // That source waits now, even with the right code: told for how long, unchecked.
    let code = host.join_code().to_string();
    assert_ne!(code.len(), usize::from(SHORT_CODE_DIGITS));
    let conn = from(&mut host, 2, 10);
    let (device, out) = join_raw(&mut host, conn, &code, "G", 0, 99, 10);
    assert!(device.is_none());
    assert_eq!(
        rejects(&mut host, &out, conn),
        vec![RejectReason::TryLater { seconds: 5 }]
    );
    // Another device joins meanwhile: one guesser keeps nobody else out.
    let conn = from(&mut host, 1, 10);
    join_raw(&mut host, conn, &code, "Anna", 0, 100, 10);
    assert!(host.seats_of(conn).is_some());
    // After the back-off, the guessing source gets one more try.
    let conn = from(&mut host, 2, WRONG_CODE_REFILL_MS);
    join_raw(&mut host, conn, &code, "G", 0, 99, WRONG_CODE_REFILL_MS);
    assert!(host.seats_of(conn).is_some());
}

#[test]
fn guessing_from_many_sources_lengthens_the_code_once_and_never_locks_the_right_player_out() {
    let mut host = er_host(4);
    let short = host.join_code().to_string();
    assert_eq!(short.len(), usize::from(SHORT_CODE_DIGITS));
    // Exchanges opened with the short code by a crowd of guessers, before any fails.
    let opened: Vec<(ConnId, RawDevice)> = (0..200u16)
        .map(|n| {
            let conn = from(&mut host, 10 + n, 5);
            let guess = format!("{:07}", 1_000 + u32::from(n));
            let (device, _) = RawDevice::open(&mut host, conn, &guess, 5);
            (conn, device.unwrap())
        })
        .collect();
    let mut out = Vec::new();
    let mut checked = 0;
    for (conn, mut device) in opened {
        let bytes = hello(
            &mut device,
            "G",
            Auth::Join {
                seats: 0,
                key: conn,
            },
        );
        host.receive(conn, &bytes, 6);
        let taken = host.take_outputs();
        if rejects(&mut host, &taken, conn).iter().any(|r| {
            matches!(r, RejectReason::WrongJoinCode { digits, .. } if usize::from(*digits) == short.len())
        }) {
            checked += 1;
        }
        out.extend(taken);
    }
    // Only as many wrong codes reached the short code as it may take; the open
    // exchanges after it were refused unchecked.
    assert_eq!(checked as u64, wrong_codes_allowed(SHORT_CODE_DIGITS) - 1);
    let told: Vec<&HostEvent> = out
        .iter()
        .filter_map(|o| match o {
            HostOutput::Event(event @ HostEvent::CodeLengthened { .. }) => Some(event),
            _ => None,
        })
        .collect();
    let long = host.join_code().to_string();
    assert_eq!(long.len(), usize::from(LONG_CODE_DIGITS));
    assert_eq!(
        told,
        [&HostEvent::CodeLengthened { code: long.clone() }],
        "told once"
    );
    assert!(
        !out.iter()
            .any(|o| matches!(o, HostOutput::Event(HostEvent::Refused { .. }))),
        "no line per refusal"
    );
    // The short code admits nobody now; the long one does, from any address.
    let conn = from(&mut host, 1, 7);
    let (_, out) = join_raw(&mut host, conn, &short, "Anna", 1, 300, 7);
    assert!(host.seats_of(conn).is_none());
    assert!(matches!(
        rejects(&mut host, &out, conn)[..],
        [RejectReason::WrongJoinCode {
            digits: LONG_CODE_DIGITS,
            ..
        }]
    ));
    for n in [3, 10] {
        let conn = from(&mut host, n, 8);
        join_raw(&mut host, conn, &long, "Ben", 0, 400 + u64::from(n), 8);
        assert!(host.seats_of(conn).is_some(), "127.0.0.{n}");
    }
}

#[test]
fn a_connection_gets_a_few_codes_and_the_count_is_its_own() {
    let mut host = er_host_with(
        elfer_raus::Options {
            players: 2,
            ..Default::default()
        },
        HostConfig {
            attempts_per_connection: 2,
            join_code: Some("12345678".into()),
            ..host_config(3)
        },
    );
    let conn = host.connect(0);
    let mut answers = Vec::new();
    for _ in 0..2 {
        let (_, out) = join_raw(&mut host, conn, "87654321", "G", 1, 1, 0);
        answers.extend(rejects(&mut host, &out, conn));
        if out.contains(&HostOutput::Close { conn }) {
            break;
        }
    }
    assert_eq!(
        answers,
        vec![
            RejectReason::WrongJoinCode {
                attempts_left: 1,
                digits: 8
            },
            RejectReason::WrongJoinCode {
                attempts_left: 0,
                digits: 8
            },
        ]
    );
}

// ---- resume tickets: known ones first, unknown ones refused at once ----

#[test]
fn unknown_resume_tickets_are_refused_at_once_and_a_known_one_resumes_amid_them() {
    let mut host = er_host(2);
    let guess = |host: &mut Host<Er>, n: u16, id: [u8; 16]| {
        let conn = from(host, n, 0);
        let ticket = ResumeTicket {
            id,
            secret: [9; 32],
        };
        let refused = RawDevice::resume(host, conn, &ticket, 0).is_none();
        (conn, refused)
    };
    let (clients, _conns) = join(&mut host, &[2]);
    let ticket = clients[0].resume_ticket().unwrap();
    // A flood of random ids: each closed at once, with nothing kept.
    for n in 0..1_000u16 {
        let mut id = [0u8; 16];
        id[..2].copy_from_slice(&n.to_le_bytes());
        let (conn, refused) = guess(&mut host, 10 + n % 200, id);
        assert!(refused);
        assert!(host.device_of(conn).is_none());
    }
    // The known id with a wrong secret: one exchange, refused, nothing changes.
    let conn = from(&mut host, 7, 1);
    let forged = ResumeTicket {
        id: ticket.id,
        secret: [0; 32],
    };
    let (mut device, _) = RawDevice::resume(&mut host, conn, &forged, 1).unwrap();
    let bytes = hello(&mut device, "M", Auth::Resume { next_cseq: 1 });
    host.receive(conn, &bytes, 1);
    let out = host.take_outputs();
    assert_eq!(
        rejects(&mut host, &out, conn),
        vec![RejectReason::UnknownToken]
    );
    assert!(host.device_of(conn).is_none());
    // The device itself resumes at once, right after the flood.
    let conn = from(&mut host, 3, 2);
    let (mut device, _) = RawDevice::resume(&mut host, conn, &ticket, 2).unwrap();
    let bytes = hello(&mut device, "Anna", Auth::Resume { next_cseq: 1 });
    host.receive(conn, &bytes, 2);
    assert_eq!(host.device_of(conn), clients[0].device());
}

// ---- texts from peers ----

#[test]
fn forged_names_lose_everything_but_letters_digits_and_spaces_everywhere_they_arrive() {
    let mut host = er_host(3);
    let code = host.join_code().to_string();
    let (mut clients, mut conns) = join(&mut host, &[1]);
    let forged = "\u{1b}]0;owned\u{7}\u{1b}[2J\r\nBob joined (seat 1).\u{0}\u{7f}\u{9b}\u{202E}kcilc\u{2066}x\u{2069}\u{200B}\u{2028}\u{FEFF}\u{3164}";
    let conn = host.connect(1);
    let (_, out) = join_raw(&mut host, conn, &code, forged, 1, 666, 1);
    conns.push(conn);
    let joined = out
        .iter()
        .find_map(|o| match o {
            HostOutput::Event(HostEvent::Joined { name, .. }) => Some(name.clone()),
            _ => None,
        })
        .unwrap();
    assert!(!unfit_for_a_name(&joined), "{joined:?}");
    assert!(
        !joined.contains("joined (seat"),
        "no sentence of ours: {joined:?}"
    );
    let stored = host.device_name(host.device_of(conn).unwrap()).unwrap();
    assert_eq!(stored, joined);
    // Every lobby list carries the cleaned name.
    host.tick(LOBBY_INTERVAL_MS);
    pump(&mut host, &mut clients, &conns[..1], LOBBY_INTERVAL_MS);
    let names: Vec<String> = clients[0]
        .lobby()
        .unwrap()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert!(names.contains(&joined), "{names:?}");
    assert!(joined.chars().count() <= MAX_NAME_CHARS);

    // A hostile host's texts are cleaned by the client too, of everything that could
    // move or hide text (the names a host makes may hold a number in brackets).
    let mut guest = client("1234567", 1, 7);
    guest.connect(0);
    let mut fake = FakeHost::accept(&mut guest, "1234567", 0);
    let mut info = host.info();
    info.names = vec![forged.into(); 3];
    let welcome = HostMsg::<Er>::Welcome(spieleabend_core::nearby::Welcome {
        protocol: PROTOCOL_VERSION,
        device: 9,
        seats: vec![Seat(0)],
        resume: ResumeTicket {
            id: [1; 16],
            secret: [2; 32],
        },
        last_cseq: 0,
        last_applied: 0,
        info,
    });
    guest.receive(&fake.seal(&welcome), 0);
    let lobby = HostMsg::<Er>::Lobby(LobbyStatus {
        game_number: 0,
        players: vec![LobbyPlayer {
            device: 1,
            name: forged.into(),
            seats: vec![],
            connected: true,
        }],
        committed: true,
    });
    guest.receive(&fake.seal(&lobby), 0);
    let rejected = HostMsg::<Er>::ActionRejected {
        cseq: 1,
        reason: ActionReject::Illegal {
            code: forged.into(),
        },
    };
    guest.receive(&fake.seal(&rejected), 0);
    assert_eq!(guest.state(), &ClientState::Connected);
    let moves_or_hides = |text: &str| {
        text.chars().any(|c| {
            c.is_control()
                || spieleabend_core::nearby::names::is_invisible(c)
                || matches!(c, '\u{2028}' | '\u{2029}')
        })
    };
    assert!(guest.names().iter().all(|n| !moves_or_hides(n)));
    assert!(
        guest
            .info()
            .unwrap()
            .names
            .iter()
            .all(|n| !moves_or_hides(n))
    );
    assert!(!moves_or_hides(&guest.lobby().unwrap().players[0].name));
    let illegal = guest
        .take_outputs()
        .into_iter()
        .find_map(|o| match o {
            ClientOutput::Event(ClientEvent::ActionRejected {
                reason: ActionReject::Illegal { code },
                ..
            }) => Some(code),
            _ => None,
        })
        .unwrap();
    assert!(!moves_or_hides(&illegal), "{illegal:?}");
}

#[test]
fn look_alike_and_repeated_names_are_told_apart() {
    let mut host = er_host_with(
        elfer_raus::Options {
            players: 4,
            ..Default::default()
        },
        host_config(2),
    );
    let code = host.join_code().to_string();
    let mut names = Vec::new();
    // A seat that passes for another's name: "Anna" with a zero-width space, a Greek
    // capital Alpha, a Cyrillic "о" in "P0" (the host's own seat name).
    for (n, name) in ["Anna", "Anna\u{200B}", "\u{0391}nna", "P\u{041E}"]
        .iter()
        .enumerate()
    {
        let conn = from(&mut host, 20 + n as u16, 0);
        let (_, out) = join_raw(&mut host, conn, &code, name, 1, 700 + n as u64, 0);
        names.extend(out.iter().filter_map(|o| match o {
            HostOutput::Event(HostEvent::Joined { name, .. }) => Some(name.clone()),
            _ => None,
        }));
    }
    assert_eq!(names, ["Anna", "Anna (2)", "\u{0391}nna (3)", "P\u{041E}"]);
    // Five spectators named alike are listed apart.
    let mut watchers = Vec::new();
    for n in 0..5u16 {
        let conn = from(&mut host, 40 + n, 0);
        let (_, out) = join_raw(&mut host, conn, &code, "Watcher", 0, 800 + u64::from(n), 0);
        watchers.extend(out.iter().filter_map(|o| match o {
            HostOutput::Event(HostEvent::Joined { name, .. }) => Some(name.clone()),
            _ => None,
        }));
    }
    assert_eq!(
        watchers,
        [
            "Watcher",
            "Watcher (2)",
            "Watcher (3)",
            "Watcher (4)",
            "Watcher (5)"
        ]
    );
    let seats: Vec<String> = host.seats().iter().map(|s| s.name.clone()).collect();
    assert_eq!(seats[..3], ["Anna", "Anna (2)", "\u{0391}nna (3)"]);
}

// ---- another version ----

#[test]
fn a_version_4_device_is_refused_with_both_versions_and_the_host_is_told_once() {
    let mut host = er_host(2);
    // A version-4 hello: kind 0, protocol 4, then its fields (app version, name, a
    // join with the code in clear).
    let mut v4 = vec![0u8, 4, 4];
    v4.extend_from_slice(b"test");
    v4.push(3);
    v4.extend_from_slice(b"Old");
    v4.extend_from_slice(&[0, 6]);
    v4.extend_from_slice(b"123456");
    v4.extend_from_slice(&[1, 9]);
    let mut framed = (v4.len() as u32).to_le_bytes().to_vec();
    framed.extend(v4);
    let mut out = Vec::new();
    for _ in 0..3 {
        let conn = from(&mut host, 5, 0);
        host.receive(conn, &framed, 0);
        let taken = host.take_outputs();
        assert_eq!(
            rejects(&mut host, &taken, conn),
            vec![RejectReason::UnsupportedVersion {
                host: PROTOCOL_VERSION,
                client: 4
            }]
        );
        // In the form a version-4 device reads: its Reject, variant 1, first reason.
        let bytes = taken
            .iter()
            .find_map(|o| match o {
                HostOutput::Send { bytes, .. } => Some(bytes.clone()),
                _ => None,
            })
            .unwrap();
        assert_eq!(&bytes[4..], &[1, 0, PROTOCOL_VERSION as u8, 4]);
        out.extend(taken);
    }
    let told = out
        .iter()
        .filter(|o| {
            matches!(
                o,
                HostOutput::Event(HostEvent::OtherVersion { protocol: 4 })
            )
        })
        .count();
    assert_eq!(told, 1, "once per address");
}

// ---- stalls: spectators cannot hold a game; reveals have a deadline ----

#[test]
fn a_spectator_that_never_commits_does_not_hold_the_start() {
    let mut host = er_host(2);
    let code = host.join_code().to_string();
    let (mut clients, conns) = join(&mut host, &[2]);
    let lurker = from(&mut host, 9, 0);
    join_raw(&mut host, lurker, &code, "Lurker", 0, 4_242, 0);
    assert!(host.device_of(lurker).is_some());
    pump(&mut host, &mut clients, &conns, 0);
    assert!(host.ready_to_start(), "only the seats' devices must commit");
}

#[test]
fn a_device_that_never_reveals_holds_the_deal_only_until_the_reveal_deadline() {
    let mut host = er_host(3);
    let code = host.join_code().to_string();
    let (mut clients, conns) = join(&mut host, &[2]);
    // A device that commits and then never reveals, but keeps pinging.
    let silent = from(&mut host, 9, 0);
    let (device, _) = join_raw(&mut host, silent, &code, "Silent", 1, 4_343, 0);
    let mut device = device.unwrap();
    let commit = device.seal(&ClientMsg::<Er>::Commit {
        game_number: 0,
        commitment: [7; 32],
    });
    host.receive(silent, &commit, 0);
    pump(&mut host, &mut clients, &conns, 0);
    host.tick(100);
    host.start().unwrap();
    pump(&mut host, &mut clients, &conns, 100);
    assert_eq!(host.phase(), Phase::Revealing);
    let mut now = 100;
    while now < 100 + REVEAL_TIMEOUT_MS - 500 {
        now += 500;
        let ping = device.seal(&ClientMsg::<Er>::Ping { time: now });
        host.receive(silent, &ping, now);
        host.tick(now);
        clients[0].tick(now);
        pump(&mut host, &mut clients, &conns, now);
        assert_eq!(host.phase(), Phase::Revealing, "at {now}");
    }
    now = 100 + REVEAL_TIMEOUT_MS;
    clients[0].tick(now);
    pump(&mut host, &mut clients, &conns, now);
    assert_eq!(host.phase(), Phase::Revealing);
    let ping = device.seal(&ClientMsg::<Er>::Ping { time: now });
    host.receive(silent, &ping, now);
    host.tick(now);
    let out = host.take_outputs();
    assert!(out.contains(&HostOutput::Event(HostEvent::Dealt {
        game_number: 0,
        left_out: 1,
    })));
    assert_eq!(host.phase(), Phase::Playing);
    // The silent device leaves; a bot plays its seat.
    let bye = device.seal(&ClientMsg::<Er>::Bye);
    host.receive(silent, &bye, now);
    host.tick(now + 1);
    let mut clients_now = now + 1;
    play_out(&mut host, &mut clients, &conns, &mut clients_now);
    while host.table().unwrap().pending() != Pending::Finished {
        host.run_bots();
        play_out(&mut host, &mut clients, &conns, &mut clients_now);
    }
    let report = clients[0].fairness(0).unwrap().as_ref().unwrap();
    assert_eq!(report.left_out, 1, "the verdict names the value left out");
    assert!(report.contributed);
}

#[test]
fn a_device_that_leaves_is_named_when_a_bot_takes_its_seat() {
    let mut host = er_host(2);
    let code = host.join_code().to_string();
    let (mut clients, conns) = join(&mut host, &[1]);
    let ben = from(&mut host, 9, 0);
    let (device, _) = join_raw(&mut host, ben, &code, "Ben", 1, 77, 0);
    pump(&mut host, &mut clients, &conns, 0);
    let bye = device.unwrap().seal(&ClientMsg::<Er>::Bye);
    host.receive(ben, &bye, 5);
    let out = host.take_outputs();
    let left: Vec<&HostEvent> = out
        .iter()
        .filter_map(|o| match o {
            HostOutput::Event(e @ (HostEvent::Left { .. } | HostEvent::TakenOver { .. })) => {
                Some(e)
            }
            _ => None,
        })
        .collect();
    assert!(
        matches!(left[..], [HostEvent::Left { name, seats, .. }] if name == "Ben" && seats == &[Seat(1)]),
        "{left:?}"
    );
}

// ---- action numbers ----

#[test]
fn an_action_number_is_never_accepted_twice_across_the_u32_wrap() {
    let mut host = er_host(2);
    let (mut clients, conns) = join(&mut host, &[2]);
    host.start().unwrap();
    pump(&mut host, &mut clients, &conns, 0);
    let ticket = clients[0].resume_ticket().unwrap();
    let seat = host.table().unwrap().pending();
    let Pending::Remote { seat } = seat else {
        panic!("a remote seat is to act")
    };
    let action = host.table().unwrap().legal_actions(seat).unwrap()[0];
    let conn = host.connect(1);
    let (mut device, _) = RawDevice::resume(&mut host, conn, &ticket, 1).unwrap();
    let resume = hello(
        &mut device,
        "Anna",
        Auth::Resume {
            next_cseq: u32::MAX,
        },
    );
    host.receive(conn, &resume, 1);
    let act = device.seal(&ClientMsg::<Er>::Action {
        cseq: u32::MAX,
        seat,
        action,
    });
    host.receive(conn, &act, 1);
    let steps = host.table().unwrap().steps().len();
    assert_eq!(steps, 1, "the action numbered u32::MAX was applied");
    host.take_outputs();
    let conn = host.connect(2);
    let (mut device, _) = RawDevice::resume(&mut host, conn, &ticket, 2).unwrap();
    let resume = hello(&mut device, "Anna", Auth::Resume { next_cseq: 5 });
    host.receive(conn, &resume, 2);
    let seat = match host.table().unwrap().pending() {
        Pending::Remote { seat } => seat,
        other => panic!("{other:?}"),
    };
    let action = host.table().unwrap().legal_actions(seat).unwrap()[0];
    let act = device.seal(&ClientMsg::<Er>::Action {
        cseq: 5,
        seat,
        action,
    });
    host.receive(conn, &act, 2);
    assert_eq!(host.table().unwrap().steps().len(), steps, "5 is not new");
    let out = host.take_outputs();
    let answers = sent_to(&mut host, &out, conn);
    assert!(answers.contains(&HostMsg::ActionRejected {
        cseq: 5,
        reason: ActionReject::Replayed,
    }));
}

// ---- amplification: every answer paid from what the device sent ----

/// A device repeating `message` `times` times a second for `seconds` seconds on `conn`
/// (admitted): bytes in, bytes out on the connection, and the most out for one message.
fn repeat(
    host: &mut Host<Er>,
    device: &mut RawDevice,
    conn: ConnId,
    message: &ClientMsg<Er>,
    times: u64,
    seconds: u64,
    start: u64,
) -> (usize, usize, usize) {
    let (mut sent, mut answered, mut largest) = (0, 0, 0);
    for k in 0..times * seconds {
        let now = start + k * 1_000 / times;
        let bytes = device.seal(message);
        sent += bytes.len();
        host.receive(conn, &bytes, now);
        host.tick(now);
        let out = bytes_to(&host.take_outputs(), conn);
        largest = largest.max(out);
        answered += out;
    }
    (sent, answered, largest)
}

/// Hellos, snapshot requests, commitments and pings repeated by a device of its own
/// (it holds the code), after a 40-game match and in the lobby after it, when a
/// welcome carries the longest log and opening: everything the host answers it is
/// paid at [`ANSWER_RATIO`] bytes per byte it sent, beyond the grant of its first
/// welcome and one answer ahead.
#[test]
fn repeated_hellos_snapshots_commits_and_pings_get_at_most_ten_bytes_per_byte() {
    let options = elfer_raus::Options {
        players: 2,
        match_games: 40,
        ..Default::default()
    };
    let mut host = er_host_with(options, host_config(6));
    let (mut clients, conns) = join(&mut host, &[1, 1]);
    host.start().unwrap();
    let mut now = 0;
    play_out(&mut host, &mut clients, &conns, &mut now);
    let code = host.join_code().to_string();
    let (mut total_in, mut total_out, mut largest) = (0, 0, 0);
    for phase in ["after the match", "in the lobby"] {
        if phase == "in the lobby" {
            host.rematch().unwrap();
            host.take_outputs();
        }
        let conn = from(&mut host, 50, now);
        let (device, out) = join_raw(&mut host, conn, &code, "Mallory", 0, 9_999, now);
        let mut device = device.unwrap();
        // The exchange and the hello: about 120 bytes in.
        total_in += 120;
        total_out += bytes_to(&out, conn);
        let messages: [(&str, ClientMsg<Er>); 4] = [
            (
                "hello",
                ClientMsg::Hello {
                    app_version: String::new(),
                    name: "Mallory".into(),
                    auth: Auth::Join {
                        seats: 0,
                        key: 9_999,
                    },
                },
            ),
            ("snapshot request", ClientMsg::SnapshotRequest { have: 0 }),
            (
                "commit",
                ClientMsg::Commit {
                    game_number: host.game_number(),
                    commitment: [1; 32],
                },
            ),
            ("ping", ClientMsg::Ping { time: 1 }),
        ];
        for (what, message) in messages {
            let (sent, answered, most) =
                repeat(&mut host, &mut device, conn, &message, 50, 10, now);
            now += 10_000;
            eprintln!(
                "{phase}, {what}: {sent} bytes in, {answered} out, ×{:.2}",
                answered as f64 / sent as f64
            );
            total_in += sent;
            total_out += answered;
            largest = largest.max(most);
        }
    }
    let allowed = total_in * ANSWER_RATIO as usize + DEVICE_WELCOME_GRANT as usize + largest;
    eprintln!("in all: {total_in} bytes in, {total_out} out (allowed {allowed})");
    assert!(
        total_out <= allowed,
        "{total_out} bytes out, {allowed} allowed"
    );
}

#[test]
fn opening_parts_from_a_hostile_host_are_bounded_and_junk_is_asked_again() {
    let host = er_host(2);
    let mut guest = client("1234567", 1, 8);
    guest.connect(0);
    let mut fake = FakeHost::accept(&mut guest, "1234567", 0);
    let welcome = HostMsg::<Er>::Welcome(spieleabend_core::nearby::Welcome {
        protocol: PROTOCOL_VERSION,
        device: 1,
        seats: vec![Seat(0)],
        resume: ResumeTicket {
            id: [1; 16],
            secret: [2; 32],
        },
        last_cseq: 0,
        last_applied: 0,
        info: host.info(),
    });
    guest.receive(&fake.seal(&welcome), 0);
    guest.take_outputs();
    let mut part = |part: u16, parts: u16, bytes: Vec<u8>| {
        fake.seal(&HostMsg::<Er>::OpeningPart {
            game_number: 0,
            part,
            parts,
            bytes,
        })
    };
    // What the client sends is sealed: count its frames instead of reading them.
    let sent = |outputs: Vec<ClientOutput>| {
        outputs
            .iter()
            .filter(|o| matches!(o, ClientOutput::Send(_)))
            .count()
    };
    // More parts than allowed, or a part number past the count: ignored.
    let frames = [
        part(0, MAX_OPENING_PARTS + 1, vec![1; 1_000]),
        part(3, 3, vec![1; 1_000]),
        part(0, 0, vec![1; 1_000]),
    ];
    for bytes in &frames {
        guest.receive(bytes, 0);
    }
    assert_eq!(sent(guest.take_outputs()), 0);
    // Parts that join into no opening: the client asks again, and stays connected.
    let first = part(0, 2, vec![0xFF; 1_000]);
    guest.receive(&first, 0);
    assert_eq!(sent(guest.take_outputs()), 0, "one part still missing");
    let second = part(1, 2, vec![0xFF; 1_000]);
    guest.receive(&second, 0);
    assert_eq!(sent(guest.take_outputs()), 1, "a snapshot request");
    assert_eq!(guest.state(), &ClientState::Connected);
    assert!(guest.fairness(0).is_none());
}

#[test]
fn a_spectator_forgotten_after_its_grace_joins_afresh_when_it_comes_back() {
    let mut host = er_host(2);
    let (mut clients, mut conns) = join(&mut host, &[2, 0]);
    let first = clients[1].device().unwrap();
    host.disconnected(conns[1], 10);
    clients[1].disconnected();
    clients[0].tick(2_000);
    pump(&mut host, &mut clients, &conns[..1], 2_000);
    host.tick(2_600);
    assert_eq!(host.device_count(), 1, "the spectator is forgotten");
    // It resumes, is told its ticket is unknown, and joins with the code instead.
    conns[1] = host.connect(2_600);
    clients[1].connect(2_600);
    pump(&mut host, &mut clients, &conns, 2_600);
    assert_eq!(clients[1].state(), &ClientState::Disconnected);
    conns[1] = host.connect(2_700);
    clients[1].connect(2_700);
    pump(&mut host, &mut clients, &conns, 2_700);
    assert_eq!(clients[1].state(), &ClientState::Connected);
    let again = clients[1].device().unwrap();
    assert_ne!(again, first, "a new device; ids are never reused");
    assert_eq!(host.device_count(), 2);
}
