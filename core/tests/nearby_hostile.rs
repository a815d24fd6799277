//! Nearby play against a hostile network, at the level of the state machines: raw
//! frames from devices that join as many spectators as they can, guess codes and
//! tokens, forge names, never commit or never reveal, wrap their action numbers or ask
//! for snapshot after snapshot; and the longest game the options allow, whose opening
//! must still reach every device. Each test states the limit it checks
//! (`spieleabend_core::nearby::limits`).

use std::net::{IpAddr, Ipv4Addr};

use spieleabend_core::Seat;
use spieleabend_core::games::elfer_raus;
use spieleabend_core::nearby::limits::{
    LOBBY_INTERVAL_MS, MAX_NAME_CHARS, MAX_OPENING_PARTS, MAX_SPECTATORS, REVEAL_TIMEOUT_MS,
    SNAPSHOT_BURST, SNAPSHOT_REFILL_MS, TABLE_WRONG_CODE_BURST, WRONG_CODE_BURST,
    WRONG_CODE_REFILL_MS, WRONG_TOKEN_BURST, WRONG_TOKEN_REFILL_MS,
};
use spieleabend_core::nearby::{
    ActionReject, Auth, Client, ClientConfig, ClientEvent, ClientMsg, ClientOutput, ClientState,
    ConnId, Host, HostConfig, HostEvent, HostMsg, HostOutput, LobbyPlayer, LobbyStatus,
    PROTOCOL_VERSION, Phase, RejectReason, TableSetup, frame,
};
use spieleabend_core::table::{BotLevel, Pending, SeatConfig, TableSettings};

type Er = elfer_raus::ElferRaus;

fn host_config(seed: u64) -> HostConfig {
    let mut entropy = [0xA5u8; 32];
    entropy[..8].copy_from_slice(&seed.to_le_bytes());
    HostConfig {
        seed,
        entropy,
        grace_ms: 2_500,
        takeover_level: BotLevel::Easy,
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
    let mut entropy = [0x5Au8; 32];
    entropy[..8].copy_from_slice(&key.to_le_bytes());
    Client::new(
        ClientConfig {
            name: format!("Player {key}"),
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
        for output in host.take_outputs() {
            moved = true;
            match output {
                HostOutput::Send { conn, bytes } => {
                    seen.push((conn, frame::decode(&bytes[4..]).unwrap()));
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

fn frame_of(message: &ClientMsg<Er>) -> Vec<u8> {
    frame::encode(message).unwrap()
}

fn hello(name: &str, auth: Auth) -> Vec<u8> {
    frame_of(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        app_version: String::new(),
        name: name.into(),
        auth,
    })
}

fn join_hello(code: &str, seats: u8, key: u64) -> Vec<u8> {
    hello(
        "Mallory",
        Auth::Join {
            code: code.into(),
            seats,
            key,
        },
    )
}

/// The host's messages to `conn` among `outputs`.
fn sent_to(outputs: &[HostOutput], conn: ConnId) -> Vec<HostMsg<Er>> {
    outputs
        .iter()
        .filter_map(|o| match o {
            HostOutput::Send { conn: c, bytes } if *c == conn => {
                Some(frame::decode(&bytes[4..]).unwrap())
            }
            _ => None,
        })
        .collect()
}

fn rejects(outputs: &[HostOutput], conn: ConnId) -> Vec<RejectReason> {
    sent_to(outputs, conn)
        .into_iter()
        .filter_map(|m| match m {
            HostMsg::Reject { reason } => Some(reason),
            _ => None,
        })
        .collect()
}

fn wrong_code(host: &Host<Er>) -> &'static str {
    if host.join_code() == "000000" {
        "111111"
    } else {
        "000000"
    }
}

fn has_control_or_bidi(text: &str) -> bool {
    text.chars().any(|c| {
        c.is_control()
            || ('\u{202A}'..='\u{202E}').contains(&c)
            || ('\u{2066}'..='\u{2069}').contains(&c)
    })
}

// ---- devices: spectators capped and forgotten, the lobby list gathered ----

#[test]
fn spectators_are_capped_and_forgotten_after_their_grace_and_leavers_at_once() {
    let mut host = er_host(2);
    let code = host.join_code().to_string();
    let mut spectators = Vec::new();
    for key in 0..(MAX_SPECTATORS as u64 + 10) {
        let conn = host.connect(0);
        host.receive(conn, &join_hello(&code, 0, 1_000 + key), 0);
        spectators.push(conn);
    }
    let out = host.take_outputs();
    let admitted = spectators
        .iter()
        .filter(|&&c| host.device_of(c).is_some())
        .count();
    assert_eq!(admitted, MAX_SPECTATORS);
    for &conn in &spectators[MAX_SPECTATORS..] {
        assert_eq!(rejects(&out, conn), vec![RejectReason::TableFull]);
    }
    // Players still get their seats.
    let player = host.connect(0);
    host.receive(player, &join_hello(&code, 2, 1), 0);
    assert_eq!(host.seats_of(player).map(<[Seat]>::len), Some(2));
    assert_eq!(host.device_count(), MAX_SPECTATORS + 1);
    // A spectator that says bye is forgotten at once; dropped ones after the grace.
    host.receive(spectators[0], &frame_of(&ClientMsg::Bye), 10);
    assert_eq!(host.device_count(), MAX_SPECTATORS);
    for &conn in &spectators[1..5] {
        host.disconnected(conn, 10);
    }
    host.tick(100);
    assert_eq!(host.device_count(), MAX_SPECTATORS, "within the grace");
    // The player keeps pinging; the other spectators too.
    for &conn in spectators[5..MAX_SPECTATORS].iter().chain([&player]) {
        host.receive(conn, &frame_of(&ClientMsg::Ping { time: 1 }), 2_000);
    }
    host.tick(2_600);
    assert_eq!(host.device_count(), MAX_SPECTATORS - 4);
    // Room again for new spectators.
    let late = host.connect(2_600);
    host.receive(late, &join_hello(&code, 0, 5_000), 2_600);
    assert!(host.device_of(late).is_some());
}

#[test]
fn lobby_lists_are_gathered_instead_of_sent_to_everyone_on_every_join() {
    let mut host = er_host(2);
    let code = host.join_code().to_string();
    let n = MAX_SPECTATORS;
    let conns: Vec<ConnId> = (0..n)
        .map(|key| {
            let conn = host.connect(0);
            host.receive(conn, &join_hello(&code, 0, 2_000 + key as u64), 0);
            conn
        })
        .collect();
    let lobbies = |out: &[HostOutput]| {
        conns
            .iter()
            .map(|&c| {
                sent_to(out, c)
                    .iter()
                    .filter(|m| matches!(m, HostMsg::Lobby(_)))
                    .count()
            })
            .sum::<usize>()
    };
    let out = host.take_outputs();
    // Each device's own lobby with its welcome, plus one list to everyone for the
    // first join: linear in the devices, not quadratic.
    assert!(lobbies(&out) <= 2 * n, "{} lobby messages", lobbies(&out));
    // The gathered joins go out once the interval has passed, to every device.
    host.tick(LOBBY_INTERVAL_MS);
    let out = host.take_outputs();
    assert_eq!(lobbies(&out), n);
    for &conn in &conns {
        let last = sent_to(&out, conn)
            .into_iter()
            .rev()
            .find_map(|m| match m {
                HostMsg::Lobby(status) => Some(status),
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
    let long = "𝄞".repeat(200);
    // Every seat's device and three honest spectators, all with the longest names.
    let mut clients: Vec<Client<Er>> = (0..elfer_raus::options::MAX_PLAYERS + 3)
        .map(|i| {
            Client::new(
                ClientConfig {
                    name: long.clone(),
                    device_key: 10 + u64::from(i),
                    entropy: [i; 32],
                    ..ClientConfig::default()
                },
                code.clone(),
                u8::from(i < elfer_raus::options::MAX_PLAYERS),
            )
        })
        .collect();
    let conns: Vec<ConnId> = clients.iter().map(|_| host.connect(0)).collect();
    for c in &mut clients {
        c.connect(0);
    }
    pump(&mut host, &mut clients, &conns, 0);
    // Hundreds of spectators with the longest names try to join.
    for key in 0..700u64 {
        let conn = host.connect(1);
        host.receive(
            conn,
            &hello(
                &long,
                Auth::Join {
                    code: code.clone(),
                    seats: 0,
                    key: 50_000 + key,
                },
            ),
            1,
        );
    }
    let out = host.take_outputs();
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
            name: "𝄞".repeat(MAX_NAME_CHARS),
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

// ---- wrong codes and unknown tokens: limited per connection and in time ----

/// A connection from the IP address `127.0.0.n`.
fn from(host: &mut Host<Er>, n: u8, now: u64) -> ConnId {
    host.connect_from(Some(IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))), now)
}

#[test]
fn wrong_codes_count_down_per_source_back_off_and_keep_nobody_else_out() {
    let mut host = er_host(4);
    let wrong = wrong_code(&host);
    let code = host.join_code().to_string();
    // A guest that tries each code on a new connection sees the count go down.
    let mut counts = Vec::new();
    for key in 0..WRONG_CODE_BURST {
        let conn = from(&mut host, 2, 0);
        host.receive(conn, &join_hello(wrong, 0, u64::from(key)), 0);
        counts.extend(rejects(&host.take_outputs(), conn));
    }
    let expected: Vec<RejectReason> = (0..WRONG_CODE_BURST)
        .rev()
        .map(|left| RejectReason::WrongJoinCode {
            attempts_left: left as u8,
        })
        .collect();
    assert_eq!(counts, expected);
    // That source waits now, even with the right code: nothing can be learnt.
    let conn = from(&mut host, 2, 10);
    host.receive(conn, &join_hello(&code, 0, 99), 10);
    assert_eq!(
        rejects(&host.take_outputs(), conn),
        vec![RejectReason::JoinLocked]
    );
    // Another device joins meanwhile: one guesser keeps nobody else out.
    assert!(!host.join_locked());
    let conn = from(&mut host, 1, 10);
    host.receive(conn, &join_hello(&code, 0, 100), 10);
    assert!(host.seats_of(conn).is_some());
    // After the back-off, the guessing source gets one more try.
    let conn = from(&mut host, 2, WRONG_CODE_REFILL_MS);
    host.receive(conn, &join_hello(&code, 0, 99), WRONG_CODE_REFILL_MS);
    assert!(host.seats_of(conn).is_some());
}

#[test]
fn guessing_from_many_sources_pauses_the_table_the_host_is_told_and_a_new_code_opens_it() {
    let mut host = er_host(4);
    let wrong = wrong_code(&host);
    let now = 10;
    let mut out = Vec::new();
    let sources = TABLE_WRONG_CODE_BURST.div_ceil(WRONG_CODE_BURST) as u8;
    for n in 0..sources {
        for key in 0..WRONG_CODE_BURST {
            let conn = from(&mut host, 10 + n, now);
            host.receive(conn, &join_hello(wrong, 0, u64::from(key)), now);
            out.extend(host.take_outputs());
        }
    }
    assert!(out.iter().any(|o| matches!(
        o,
        HostOutput::Event(HostEvent::Refused {
            reason: RejectReason::JoinLocked,
            ..
        })
    )));
    assert!(host.join_locked());
    let code = host.join_code().to_string();
    let conn = from(&mut host, 1, now);
    host.receive(conn, &join_hello(&code, 0, 300), now);
    assert_eq!(
        rejects(&host.take_outputs(), conn),
        vec![RejectReason::JoinLocked]
    );
    // Not for good: a new code opens joining at once, for every source.
    host.new_join_code(42);
    assert!(!host.join_locked());
    let code = host.join_code().to_string();
    for n in [1, 10] {
        let conn = from(&mut host, n, now + 1);
        host.receive(conn, &join_hello(&code, 0, 400 + u64::from(n)), now + 1);
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
            ..host_config(3)
        },
    );
    let wrong = wrong_code(&host);
    let conn = host.connect(0);
    host.receive(conn, &join_hello(wrong, 1, 1), 0);
    host.receive(conn, &join_hello(wrong, 1, 1), 0);
    let out = host.take_outputs();
    assert_eq!(
        rejects(&out, conn),
        vec![
            RejectReason::WrongJoinCode { attempts_left: 1 },
            RejectReason::WrongJoinCode { attempts_left: 0 },
        ]
    );
    assert!(out.contains(&HostOutput::Close { conn }));
    assert!(!host.join_locked(), "the table's budget is not used up");
}

#[test]
fn resume_tokens_are_limited_in_time_and_refused_with_nobody_to_resume() {
    let mut host = er_host(2);
    let guess = |token| {
        hello(
            "Mallory",
            Auth::Resume {
                token,
                next_cseq: 1,
            },
        )
    };
    // Nobody joined yet: nothing to resume.
    let conn = host.connect(0);
    host.receive(conn, &guess(1), 0);
    assert_eq!(
        rejects(&host.take_outputs(), conn),
        vec![RejectReason::UnknownToken]
    );
    let (clients, _conns) = join(&mut host, &[2]);
    let token = clients[0].resume_token().unwrap();
    // Each unknown token closes its connection and uses the table's budget.
    for t in 0..u64::from(WRONG_TOKEN_BURST) {
        let conn = host.connect(0);
        host.receive(conn, &guess(token ^ (t + 1)), 0);
        let out = host.take_outputs();
        assert_eq!(rejects(&out, conn), vec![RejectReason::UnknownToken]);
        assert!(out.contains(&HostOutput::Close { conn }));
    }
    // Then tokens are not checked at all for a while, not even the right one.
    let conn = host.connect(10);
    host.receive(conn, &guess(token ^ 99), 10);
    host.receive(conn, &guess(token), 10);
    assert!(host.take_outputs().is_empty(), "held unanswered");
    assert!(host.device_of(conn).is_none());
    // The device repeats its hello; after the back-off it is checked and resumes.
    host.receive(conn, &guess(token), WRONG_TOKEN_REFILL_MS + 10);
    assert_eq!(host.device_of(conn), clients[0].device());
}

// ---- texts from peers ----

#[test]
fn forged_names_lose_control_and_bidi_characters_everywhere_they_arrive() {
    let mut host = er_host(3);
    let code = host.join_code().to_string();
    let (mut clients, mut conns) = join(&mut host, &[1]);
    let forged = "\u{1b}]0;owned\u{7}\u{1b}[2J\r\nBob joined (seat 1).\u{0}\u{7f}\u{9b}\u{202E}kcilc\u{2066}x\u{2069}";
    let conn = host.connect(1);
    host.receive(
        conn,
        &hello(
            forged,
            Auth::Join {
                code: code.clone(),
                seats: 1,
                key: 666,
            },
        ),
        1,
    );
    conns.push(conn);
    let out = host.take_outputs();
    let joined = out
        .iter()
        .find_map(|o| match o {
            HostOutput::Event(HostEvent::Joined { name, .. }) => Some(name.clone()),
            _ => None,
        })
        .unwrap();
    assert!(!has_control_or_bidi(&joined), "{joined:?}");
    assert!(joined.contains("Bob joined (seat 1)."));
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
    // A long forged name is cut after cleaning.
    assert!(joined.chars().count() <= MAX_NAME_CHARS);

    // A hostile host's texts are cleaned by the client too.
    let mut guest = client("123456", 1, 7);
    guest.connect(0);
    guest.take_outputs();
    let mut info = host.info();
    info.names = vec![forged.into(); 3];
    let welcome = HostMsg::<Er>::Welcome(spieleabend_core::nearby::Welcome {
        protocol: PROTOCOL_VERSION,
        device: 9,
        seats: vec![Seat(0)],
        resume_token: 1,
        last_cseq: 0,
        last_applied: 0,
        info,
    });
    guest.receive(&frame::encode(&welcome).unwrap(), 0);
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
    guest.receive(&frame::encode(&lobby).unwrap(), 0);
    let rejected = HostMsg::<Er>::ActionRejected {
        cseq: 1,
        reason: ActionReject::Illegal {
            code: forged.into(),
        },
    };
    guest.receive(&frame::encode(&rejected).unwrap(), 0);
    assert_eq!(guest.state(), &ClientState::Connected);
    assert!(guest.names().iter().all(|n| !has_control_or_bidi(n)));
    assert!(
        guest
            .info()
            .unwrap()
            .names
            .iter()
            .all(|n| !has_control_or_bidi(n))
    );
    assert!(!has_control_or_bidi(
        &guest.lobby().unwrap().players[0].name
    ));
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
    assert!(!has_control_or_bidi(&illegal), "{illegal:?}");
    // The info read before the game is known is cleaned as well.
    let payload = &frame::encode(&welcome).unwrap()[4..];
    let peeked = spieleabend_core::nearby::peek_lobby_info(payload).unwrap();
    assert!(peeked.names.iter().all(|n| !has_control_or_bidi(n)));
}

// ---- stalls: spectators cannot hold a game; reveals have a deadline ----

#[test]
fn a_spectator_that_never_commits_does_not_hold_the_start() {
    let mut host = er_host(2);
    let code = host.join_code().to_string();
    let (mut clients, conns) = join(&mut host, &[2]);
    let lurker = host.connect(0);
    host.receive(lurker, &join_hello(&code, 0, 4_242), 0);
    assert!(host.device_of(lurker).is_some());
    pump(&mut host, &mut clients, &conns, 0);
    assert!(host.ready_to_start(), "only the seats' devices must commit");
}

#[test]
fn a_device_that_never_reveals_holds_the_deal_only_until_the_reveal_deadline() {
    let mut host = er_host(3);
    let code = host.join_code().to_string();
    let (mut clients, conns) = join(&mut host, &[2]);
    // A spectator that commits and then never reveals, but keeps pinging.
    let silent = host.connect(0);
    host.receive(silent, &join_hello(&code, 1, 4_343), 0);
    host.receive(
        silent,
        &frame_of(&ClientMsg::Commit {
            game_number: 0,
            commitment: [7; 32],
        }),
        0,
    );
    pump(&mut host, &mut clients, &conns, 0);
    host.tick(100);
    host.start().unwrap();
    pump(&mut host, &mut clients, &conns, 100);
    assert_eq!(host.phase(), Phase::Revealing);
    let mut now = 100;
    while now < 100 + REVEAL_TIMEOUT_MS - 500 {
        now += 500;
        host.receive(silent, &frame_of(&ClientMsg::Ping { time: now }), now);
        host.tick(now);
        clients[0].tick(now);
        pump(&mut host, &mut clients, &conns, now);
        assert_eq!(host.phase(), Phase::Revealing, "at {now}");
    }
    now = 100 + REVEAL_TIMEOUT_MS;
    clients[0].tick(now);
    pump(&mut host, &mut clients, &conns, now);
    assert_eq!(host.phase(), Phase::Revealing);
    host.receive(silent, &frame_of(&ClientMsg::Ping { time: now }), now);
    host.tick(now);
    let out = host.take_outputs();
    assert!(out.contains(&HostOutput::Event(HostEvent::Dealt {
        game_number: 0,
        left_out: 1,
    })));
    assert_eq!(host.phase(), Phase::Playing);
    // The seat of the silent device is played by nobody here: hand it to a client.
    let _ = out;
    host.receive(silent, &frame_of(&ClientMsg::Bye), now);
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

// ---- action numbers ----

#[test]
fn an_action_number_is_never_accepted_twice_across_the_u32_wrap() {
    let mut host = er_host(2);
    let (mut clients, conns) = join(&mut host, &[2]);
    host.start().unwrap();
    pump(&mut host, &mut clients, &conns, 0);
    let token = clients[0].resume_token().unwrap();
    let resume = |next_cseq| hello("Anna", Auth::Resume { token, next_cseq });
    let seat = host.table().unwrap().pending();
    let Pending::Remote { seat } = seat else {
        panic!("a remote seat is to act")
    };
    let action = host.table().unwrap().legal_actions(seat).unwrap()[0];
    let conn = host.connect(1);
    host.receive(conn, &resume(u32::MAX), 1);
    host.receive(
        conn,
        &frame_of(&ClientMsg::Action {
            cseq: u32::MAX,
            seat,
            action,
        }),
        1,
    );
    let steps = host.table().unwrap().steps().len();
    assert_eq!(steps, 1, "the action numbered u32::MAX was applied");
    host.take_outputs();
    let conn = host.connect(2);
    host.receive(conn, &resume(5), 2);
    let seat = match host.table().unwrap().pending() {
        Pending::Remote { seat } => seat,
        other => panic!("{other:?}"),
    };
    let action = host.table().unwrap().legal_actions(seat).unwrap()[0];
    host.receive(
        conn,
        &frame_of(&ClientMsg::Action {
            cseq: 5,
            seat,
            action,
        }),
        2,
    );
    assert_eq!(host.table().unwrap().steps().len(), steps, "5 is not new");
    let answers = sent_to(&host.take_outputs(), conn);
    assert!(answers.contains(&HostMsg::ActionRejected {
        cseq: 5,
        reason: ActionReject::Replayed,
    }));
}

// ---- amplification ----

#[test]
fn snapshot_requests_are_answered_a_few_times_per_device_and_second() {
    let mut host = er_host(2);
    let (mut clients, conns) = join(&mut host, &[2]);
    host.start().unwrap();
    pump(&mut host, &mut clients, &conns, 0);
    let snapshots = |host: &mut Host<Er>, now: u64, asks: usize| {
        for _ in 0..asks {
            host.receive(
                conns[0],
                &frame_of(&ClientMsg::SnapshotRequest { have: 0 }),
                now,
            );
        }
        let out = host.take_outputs();
        let bytes: usize = out
            .iter()
            .map(|o| match o {
                HostOutput::Send { bytes, .. } => bytes.len(),
                _ => 0,
            })
            .sum();
        let count = sent_to(&out, conns[0])
            .iter()
            .filter(|m| matches!(m, HostMsg::Update { snapshot: true, .. }))
            .count();
        (count, bytes)
    };
    let (count, bytes) = snapshots(&mut host, 1_000, 90);
    assert_eq!(count, SNAPSHOT_BURST as usize);
    assert!(bytes < 90 * 1_000, "{bytes} bytes for 90 requests");
    let (count, _) = snapshots(&mut host, 1_000 + SNAPSHOT_REFILL_MS, 50);
    assert_eq!(count, 1, "one more per interval");
}

#[test]
fn opening_parts_from_a_hostile_host_are_bounded_and_junk_is_asked_again() {
    let host = er_host(2);
    let mut guest = client("123456", 1, 8);
    guest.connect(0);
    let welcome = HostMsg::<Er>::Welcome(spieleabend_core::nearby::Welcome {
        protocol: PROTOCOL_VERSION,
        device: 1,
        seats: vec![Seat(0)],
        resume_token: 1,
        last_cseq: 0,
        last_applied: 0,
        info: host.info(),
    });
    guest.receive(&frame::encode(&welcome).unwrap(), 0);
    guest.take_outputs();
    let part = |part: u16, parts: u16, bytes: Vec<u8>| {
        frame::encode(&HostMsg::<Er>::OpeningPart {
            game_number: 0,
            part,
            parts,
            bytes,
        })
        .unwrap()
    };
    let snapshot_asked = |outputs: Vec<ClientOutput>| {
        outputs.iter().any(|o| match o {
            ClientOutput::Send(bytes) => matches!(
                frame::decode::<ClientMsg<Er>>(&bytes[4..]),
                Ok(ClientMsg::SnapshotRequest { .. })
            ),
            _ => false,
        })
    };
    // More parts than allowed, or a part number past the count: ignored.
    guest.receive(&part(0, MAX_OPENING_PARTS + 1, vec![1; 1_000]), 0);
    guest.receive(&part(3, 3, vec![1; 1_000]), 0);
    guest.receive(&part(0, 0, vec![1; 1_000]), 0);
    assert!(!snapshot_asked(guest.take_outputs()));
    // Parts that join into no opening: the client asks again, and stays connected.
    guest.receive(&part(0, 2, vec![0xFF; 1_000]), 0);
    assert!(
        !snapshot_asked(guest.take_outputs()),
        "one part still missing"
    );
    guest.receive(&part(1, 2, vec![0xFF; 1_000]), 0);
    assert!(snapshot_asked(guest.take_outputs()));
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
    host.receive(conns[0], &frame_of(&ClientMsg::Ping { time: 2_000 }), 2_000);
    host.tick(2_600);
    assert_eq!(host.device_count(), 1, "the spectator is forgotten");
    // It resumes, is told its token is unknown, and joins with the code instead.
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
