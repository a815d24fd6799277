//! The hostile-client catalogue: a test device speaking the sealed wire itself
//! (`common/wire.rs`) attacks a real host (the tokio driver) on loopback, from other
//! loopback addresses as other phones on the network would. One attack per test, each
//! bounded in count and time; after each, a player with the code is still admitted and
//! the host machine still answers. Covered: a device that never reads, connection
//! floods, oversize prefixes, firehoses behind a valid prefix before and after
//! admission, random and mutated frames, repeated hellos and snapshot requests (bytes
//! out per byte in), wrong codes from many addresses (the code grows, nobody is locked
//! out), random resume tickets (a real device still resumes), what a listener on the
//! wire sees (no card, no secret), a replayed resume, names, and a device of protocol
//! version 4. Run with `cargo test -p spieleabend-nearby --test hostile`; the figures
//! (peak memory, amplification, admission and resume times under each attack) with
//! `cargo test --release -p spieleabend-nearby --test hostile -- --ignored --nocapture`.

#[path = "common/wire.rs"]
mod wire;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::elfer_raus::{ElferRaus, Options};
use spieleabend_core::nearby::channel::{ClientFrame, HostFrame, Purpose, ResumeTicket};
use spieleabend_core::nearby::limits::DEVICE_WELCOME_GRANT;
use spieleabend_core::nearby::{
    Auth, ClientConfig, ClientEvent, ClientMsg, HostConfig, HostEvent, HostMsg, PROTOCOL_VERSION,
    Phase, RejectReason, TableSetup, frame,
};
use spieleabend_core::table::{BotLevel, Pending, SeatConfig, TableSettings};
use spieleabend_nearby::{ClientHandle, HostHandle, JoinEvent, MAX_CONNECTIONS, NearbyTimings};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use wire::{Heard, Wire, hello};

type Msg = ClientMsg<ElferRaus>;

/// Elfer raus for four: two remote seats and two quick bots.
fn table() -> TableSetup<ElferRaus> {
    with_seats(vec![
        SeatConfig::remote("P0"),
        SeatConfig::remote("P1"),
        SeatConfig::bot("B2", BotLevel::Easy),
        SeatConfig::bot("B3", BotLevel::Easy),
    ])
}

fn with_seats(seats: Vec<SeatConfig>) -> TableSetup<ElferRaus> {
    TableSetup {
        options: Options {
            players: 4,
            ..Default::default()
        },
        seats,
        settings: TableSettings {
            bot_delay_ms: 0,
            ..TableSettings::default()
        },
        seed: 3,
    }
}

fn host_config() -> HostConfig {
    HostConfig {
        seed: 11,
        entropy: [11; 32],
        ..HostConfig::default()
    }
}

async fn start_host(timings: NearbyTimings) -> HostHandle<ElferRaus> {
    start_host_with(table(), timings).await
}

async fn start_host_with(
    table: TableSetup<ElferRaus>,
    timings: NearbyTimings,
) -> HostHandle<ElferRaus> {
    spieleabend_nearby::host(table, host_config(), "127.0.0.1:0", timings)
        .await
        .unwrap()
}

/// How long a legitimate player may take to be admitted during or after an attack.
const JOIN_BOUND: Duration = Duration::from_secs(5);
/// Every other wait is bounded by this.
const BOUND: Duration = Duration::from_secs(30);

/// The loopback address of attacking device `n` (the players use `127.0.0.1`).
fn attacker_ip(n: u8) -> Option<IpAddr> {
    Some(IpAddr::V4(Ipv4Addr::new(127, 0, 1, n)))
}

/// A raw connection from attacking device `n`.
async fn attacker(host: SocketAddr, n: u8) -> Wire {
    Wire::connect(host, attacker_ip(n)).await.unwrap()
}

/// A code that is not `right` (of the same length).
fn wrong_code(right: &str) -> String {
    if right.starts_with('0') {
        "1".repeat(right.len())
    } else {
        "0".repeat(right.len())
    }
}

/// A real player's client joining with the host's current code (not waited for).
async fn player(host: &HostHandle<ElferRaus>, key: u64, seats: u8) -> ClientHandle<ElferRaus> {
    let config = ClientConfig {
        name: "Legit".into(),
        app_version: "test".into(),
        device_key: key,
        entropy: [key as u8; 32],
        ..ClientConfig::default()
    };
    spieleabend_nearby::join::<ElferRaus, _>(
        host.local_addr(),
        config,
        host.join_code(),
        seats,
        NearbyTimings::default(),
    )
    .await
    .expect("the host accepts a connection")
}

/// Waits for `client`'s next welcome; panics on a refusal or after `bound`.
async fn welcomed(client: &mut ClientHandle<ElferRaus>, bound: Duration) {
    let welcomed = tokio::time::timeout(bound, async {
        while let Some(event) = client.events.recv().await {
            match event {
                JoinEvent::Client(ClientEvent::Welcomed { .. }) => return Ok(()),
                JoinEvent::Client(ClientEvent::Rejected(reason)) => return Err(reason),
                _ => {}
            }
        }
        panic!("the client stopped");
    })
    .await;
    assert!(
        matches!(welcomed, Ok(Ok(()))),
        "a player was not admitted within {bound:?}: {welcomed:?}"
    );
}

/// A legitimate player joins with the host's current code; asserts the welcome comes
/// within [`JOIN_BOUND`] and returns how long it took.
async fn legit_join(host: &HostHandle<ElferRaus>, key: u64) -> Duration {
    legit_join_with(host, key, 1).await
}

/// As [`legit_join`], asking for `seats` seats (0: spectator).
async fn legit_join_with(host: &HostHandle<ElferRaus>, key: u64, seats: u8) -> Duration {
    let started = Instant::now();
    let mut client = player(host, key, seats).await;
    // A code that moved on while the player typed the old one: the player reads the
    // new one off the host's screen and tries again, within the same bound.
    let first = tokio::time::timeout(JOIN_BOUND, async {
        while let Some(event) = client.events.recv().await {
            match event {
                JoinEvent::Client(ClientEvent::Welcomed { .. }) => return Ok(()),
                JoinEvent::Client(ClientEvent::Rejected(reason)) => return Err(reason),
                _ => {}
            }
        }
        panic!("the client stopped");
    })
    .await;
    match first {
        Ok(Ok(())) => {}
        Ok(Err(RejectReason::WrongJoinCode { digits, .. }))
            if usize::from(digits) == host.join_code().len() =>
        {
            client.leave().await;
            client = player(host, key, seats).await;
            welcomed(&mut client, JOIN_BOUND.saturating_sub(started.elapsed())).await;
        }
        other => panic!("a player was not admitted within {JOIN_BOUND:?}: {other:?}"),
    }
    let took = started.elapsed();
    client.leave().await;
    took
}

/// The host machine still answers (a panicking driver would poison it).
fn host_answers(host: &HostHandle<ElferRaus>) {
    assert_eq!(host.with_host(|h| h.info().names.len()), 4);
}

/// The host's events so far.
fn drain(host: &mut HostHandle<ElferRaus>, into: &mut Vec<HostEvent>) {
    while let Ok(event) = host.events.try_recv() {
        into.push(event);
    }
}

/// Writes up to `limit` bytes of `chunk` repeated, as fast as the socket takes them;
/// returns how many were written before the host closed the connection.
async fn firehose(wire: &mut Wire, chunk: &[u8], limit: usize) -> usize {
    let mut written = 0;
    while written < limit {
        let Ok(Ok(())) =
            tokio::time::timeout(Duration::from_secs(2), wire.stream.write_all(chunk)).await
        else {
            break;
        };
        written += chunk.len();
    }
    written
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_that_never_reads_is_cut_when_its_queue_is_full() {
    // Writes may block for a minute: the cut must come from the bounded queue, not
    // from a write timing out.
    let timings = NearbyTimings {
        send_buffer_bytes: Some(4 * 1024),
        write_timeout_ms: 60_000,
        queue_bytes: 32 * 1024,
        ..NearbyTimings::default()
    };
    // Bots in every seat: they play game after game at once.
    let bots = (0..4)
        .map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Easy))
        .collect();
    let mut host = start_host_with(with_seats(bots), timings).await;
    // A spectator that says hello, pings, and never reads a byte after the exchange.
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4 * 1024).unwrap();
    let mut slow = Wire::over(socket.connect(host.local_addr()).await.unwrap());
    slow.join::<ElferRaus>(&host.join_code(), "slow", 0, 99)
        .await
        .unwrap();
    let pinger = tokio::spawn(async move {
        for time in 1.. {
            tokio::time::sleep(Duration::from_millis(300)).await;
            if slow.send(&Msg::Ping { time }).await.is_err() {
                return;
            }
        }
    });
    let mut events = Vec::new();
    let started = Instant::now();
    let slow_device = loop {
        drain(&mut host, &mut events);
        let admitted = events.iter().find_map(|e| match e {
            HostEvent::Joined { device, name, .. } if name == "slow" => Some(*device),
            _ => None,
        });
        if let Some(device) = admitted {
            break device;
        }
        assert!(started.elapsed() < BOUND, "not admitted: {events:?}");
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    // The bots play game after game; every update goes to the spectator too, until its
    // queue is over the bound.
    let cut = loop {
        drain(&mut host, &mut events);
        if events.contains(&HostEvent::Away {
            device: slow_device,
        }) {
            break started.elapsed();
        }
        host.with_host(|h| match h.phase() {
            Phase::Lobby => {
                let _ = h.start();
            }
            Phase::Playing if h.table().is_some_and(|t| t.pending() == Pending::Finished) => {
                let _ = h.rematch();
            }
            _ => {}
        });
        assert!(
            started.elapsed() < BOUND,
            "the device that never reads was not cut off within {BOUND:?}"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    pinger.abort();
    println!("a device that never reads was cut after {cut:?}");
    legit_join_with(&host, 1, 0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_flood_is_capped_and_a_player_still_joins() {
    let host = start_host(NearbyTimings::default()).await;
    let flood = MAX_CONNECTIONS + 72;
    let mut wires = Vec::new();
    for i in 0..flood {
        wires.push(attacker(host.local_addr(), (i % 200) as u8 + 1).await);
    }
    // The player joins in the middle of the flood.
    let took = legit_join(&host, 1).await;
    // The oldest connections without a hello were closed for the newer ones: the
    // host holds at most its cap (the player's connection is one of them).
    let mut closed = 0;
    for wire in &mut wires {
        if wire.closed_within(Duration::from_millis(20)).await {
            closed += 1;
        }
    }
    assert!(
        closed >= flood - MAX_CONNECTIONS,
        "{closed} of {flood} idle connections closed"
    );
    println!("flood of {flood}: {closed} closed, a player joined in {took:?}");
    host_answers(&host);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversize_length_prefix_closes_the_connection_at_once() {
    let host = start_host(NearbyTimings::default()).await;
    let mut wire = attacker(host.local_addr(), 1).await;
    wire.write(&u32::MAX.to_le_bytes()).await.unwrap();
    assert!(wire.closed_within(JOIN_BOUND).await);
    // A prefix within the wire's cap but over what a device ever sends.
    let mut wire = attacker(host.local_addr(), 1).await;
    let prefix = (frame::MAX_CLIENT_FRAME as u32 + 1).to_le_bytes();
    wire.write(&prefix).await.unwrap();
    assert!(wire.closed_within(JOIN_BOUND).await);
    legit_join(&host, 1).await;
    host_answers(&host);
}

/// Bytes a firehose may get into the host before it is cut off: what the kernel's
/// buffers on both ends take (megabytes on loopback), far below what it sends.
const FIREHOSE: usize = 20 * 1024 * 1024;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn firehoses_behind_a_valid_prefix_are_cut_at_the_frame_cap_before_and_after_admission() {
    let host = start_host(NearbyTimings::default()).await;
    let addr = host.local_addr();
    // Eight strangers: a length prefix a device may send, then bytes without pause.
    let mut hoses = Vec::new();
    for n in 0..8u8 {
        hoses.push(tokio::spawn(async move {
            let mut wire = attacker(addr, n + 1).await;
            let mut chunk = (frame::MAX_CLIENT_FRAME as u32).to_le_bytes().to_vec();
            chunk.resize(64 * 1024, 0x5a);
            firehose(&mut wire, &chunk, FIREHOSE).await
        }));
    }
    // An admitted spectator that streams sealed pings without pause.
    let code = host.join_code();
    hoses.push(tokio::spawn(async move {
        let mut wire = attacker(addr, 20).await;
        wire.join::<ElferRaus>(&code, "hose", 0, 5).await.unwrap();
        assert!(wire.welcome::<ElferRaus>(BOUND).await.is_ok());
        let mut chunk = Vec::new();
        for time in 0..512 {
            chunk.extend(wire.sealed(&Msg::Ping { time }));
        }
        firehose(&mut wire, &chunk, FIREHOSE).await
    }));
    let took = legit_join(&host, 1).await;
    for hose in hoses {
        let written = tokio::time::timeout(BOUND, hose).await.unwrap().unwrap();
        assert!(
            written < FIREHOSE / 2,
            "a firehose got {written} bytes in before it was cut off"
        );
    }
    println!("9 firehoses cut; a player joined in {took:?}");
    legit_join(&host, 2).await;
    host_answers(&host);
}

/// Random bytes, clear hellos with flipped or cut bytes, and random payloads behind a
/// valid length prefix.
fn junk(rng: &mut ChaCha8Rng, code: &str) -> Vec<u8> {
    let (_, valid) = wire_hello(code, rng.next_u32() as u8);
    match rng.random_range(0..3) {
        0 => {
            let mut bytes = vec![0u8; rng.random_range(1..600)];
            rng.fill_bytes(&mut bytes);
            bytes
        }
        1 => {
            let mut bytes = valid;
            for _ in 0..rng.random_range(1..6) {
                let i = rng.random_range(frame::HEADER..bytes.len());
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
            bytes
        }
        _ => {
            let len = rng.random_range(1..300usize);
            let mut bytes = (len as u32).to_le_bytes().to_vec();
            let mut payload = vec![0u8; len];
            rng.fill_bytes(&mut payload);
            bytes.extend(payload);
            bytes
        }
    }
}

/// The clear hello of an exchange with `code`.
fn wire_hello(code: &str, seed: u8) -> (spieleabend_core::nearby::channel::GuestPake, Vec<u8>) {
    use rand_chacha::ChaCha20Rng;
    let mut rng = ChaCha20Rng::from_seed([seed; 32]);
    let (pake, message) = spieleabend_core::nearby::channel::GuestPake::start(code, &mut rng);
    let hello = ClientFrame::Hello {
        protocol: PROTOCOL_VERSION,
        purpose: Purpose::Code { pake: message },
    };
    (pake, frame::encode(&hello).unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_and_mutated_frames_do_not_hurt_the_host() {
    let host = start_host(NearbyTimings::default()).await;
    let addr = host.local_addr();
    let code = host.join_code();
    let mut rng = ChaCha8Rng::seed_from_u64(27);
    let mut attackers = Vec::new();
    for n in 0..8u8 {
        let payloads: Vec<Vec<u8>> = (0..40).map(|_| junk(&mut rng, &code)).collect();
        attackers.push(tokio::spawn(async move {
            for bytes in payloads {
                let mut wire = attacker(addr, n + 1).await;
                let _ = wire.write(&bytes).await;
                let _ = wire.closed_within(Duration::from_millis(50)).await;
            }
        }));
    }
    legit_join(&host, 1).await;
    for attacker in attackers {
        tokio::time::timeout(BOUND, attacker)
            .await
            .unwrap()
            .unwrap();
    }
    legit_join(&host, 2).await;
    host_answers(&host);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn repeated_hellos_and_snapshot_requests_get_at_most_ten_bytes_per_byte() {
    // One remote seat: the raw device plays it, so the game waits for it.
    let host = start_host_with(
        with_seats(vec![
            SeatConfig::remote("P0"),
            SeatConfig::bot("B1", BotLevel::Easy),
            SeatConfig::bot("B2", BotLevel::Easy),
            SeatConfig::bot("B3", BotLevel::Easy),
        ]),
        NearbyTimings::default(),
    )
    .await;
    host.set_autostart(false);
    let mut wire = attacker(host.local_addr(), 1).await;
    wire.join::<ElferRaus>(&host.join_code(), "Greedy", 1, 7)
        .await
        .unwrap();
    wire.welcome::<ElferRaus>(BOUND).await.unwrap();
    host.start().unwrap();
    // Everything up to the first snapshot of the game.
    loop {
        match wire.next::<ElferRaus>(BOUND).await {
            Heard::Message(HostMsg::Update { snapshot: true, .. }) => break,
            Heard::Message(_) => {}
            other => panic!("{other:?}"),
        }
    }
    let _ = wire.closed_within(Duration::from_millis(300)).await;
    // Snapshot requests, 50 a second (under the message limit), for four seconds,
    // then the join hello again and again (as if the welcome had been lost).
    let (sent, received) = (wire.sent, wire.received);
    for _ in 0..200 {
        wire.send(&Msg::SnapshotRequest { have: 0 }).await.unwrap();
        let _ = wire.closed_within(Duration::from_millis(20)).await;
    }
    let _ = wire.closed_within(Duration::from_millis(300)).await;
    let (asked, answered) = (wire.sent - sent, wire.received - received);
    println!("snapshot requests: {asked} bytes in, {answered} bytes out");
    for _ in 0..200 {
        let again = hello::<ElferRaus>("Greedy", Auth::Join { seats: 1, key: 7 });
        wire.send(&again).await.unwrap();
        let _ = wire.closed_within(Duration::from_millis(20)).await;
    }
    let _ = wire.closed_within(Duration::from_millis(300)).await;
    let (into, out) = (wire.sent - sent, wire.received - received);
    println!(
        "repeated hellos: {} bytes in, {} bytes out",
        into - asked,
        out - answered
    );
    // Beyond the ratio: what was left of the device's welcome grant, and one answer
    // on credit.
    assert!(
        out <= 10 * into + DEVICE_WELCOME_GRANT as usize + 2048,
        "{out} bytes answered {into} bytes of requests and hellos"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_from_many_addresses_grow_the_code_once_and_lock_nobody_out() {
    let mut host = start_host(NearbyTimings::default()).await;
    let addr = host.local_addr();
    let short = host.join_code();
    assert_eq!(short.len(), 7);
    // 60 addresses guess for three seconds, each on fresh connections as fast as it is
    // answered.
    let until = Instant::now() + Duration::from_secs(3);
    let mut guessers = Vec::new();
    for n in 0..60u8 {
        let wrong = wrong_code(&short);
        guessers.push(tokio::spawn(async move {
            let mut refusals = Vec::new();
            let mut key = u64::from(n) << 16;
            while Instant::now() < until {
                key += 1;
                let mut wire = attacker(addr, n + 1).await;
                let reason = match wire.join::<ElferRaus>(&wrong, "guess", 1, key).await {
                    Err(reason) => reason,
                    Ok(()) => wire.welcome::<ElferRaus>(BOUND).await.err().flatten(),
                };
                refusals.push(reason);
                if matches!(refusals.last(), Some(Some(RejectReason::TryLater { .. }))) {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
            refusals
        }));
    }
    // The code grows as soon as the guessing starts; a player with the code the host
    // shows now joins amid the guessing.
    let started = Instant::now();
    while host.join_code().len() == 7 {
        assert!(started.elapsed() < BOUND, "the code did not grow");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let took = legit_join(&host, 1).await;
    let mut refusals = Vec::new();
    for guesser in guessers {
        refusals.extend(tokio::time::timeout(BOUND, guesser).await.unwrap().unwrap());
    }
    // Every guess was refused: a wrong code, or the address has to wait.
    assert!(
        refusals.iter().all(|r| matches!(
            r,
            Some(RejectReason::WrongJoinCode { .. } | RejectReason::TryLater { .. })
        )),
        "{refusals:?}"
    );
    let mut events = Vec::new();
    drain(&mut host, &mut events);
    let grown: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            HostEvent::CodeLengthened { code } => Some(code.clone()),
            _ => None,
        })
        .collect();
    // Told once, in one event, never once per wrong code.
    assert_eq!(grown.len(), 1, "{events:?}");
    assert_eq!(grown[0].len(), 12);
    assert_eq!(host.join_code(), grown[0]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, HostEvent::Refused { .. })),
        "refusals before admission reported one by one: {events:?}"
    );
    println!(
        "{} guesses from 60 addresses: the code grew once; a player joined with it in {took:?}",
        refusals.len()
    );
    host_answers(&host);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_device_resumes_amid_a_flood_of_random_resume_tickets() {
    let host = start_host(NearbyTimings::default()).await;
    let addr = host.local_addr();
    let mut client = player(&host, 1, 1).await;
    welcomed(&mut client, JOIN_BOUND).await;
    // Four addresses send random tickets as fast as they are answered.
    let stop = Arc::new(Mutex::new(false));
    let mut flooders = Vec::new();
    for n in 0..4u8 {
        let stop = stop.clone();
        flooders.push(tokio::spawn(async move {
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(n));
            let mut refused = 0u32;
            while !*stop.lock().unwrap() && refused < 5_000 {
                let mut ticket = ResumeTicket {
                    id: [0; 16],
                    secret: [0; 32],
                };
                rng.fill_bytes(&mut ticket.id);
                let mut wire = attacker(addr, n + 1).await;
                if let Err(Some(RejectReason::UnknownToken)) =
                    wire.exchange_resume(&ticket, n).await
                {
                    refused += 1;
                }
            }
            refused
        }));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let cut = Instant::now();
    client.cut_connection();
    welcomed(&mut client, BOUND).await;
    let back = cut.elapsed();
    *stop.lock().unwrap() = true;
    let mut refused = 0;
    for flooder in flooders {
        refused += tokio::time::timeout(BOUND, flooder).await.unwrap().unwrap();
    }
    println!("resumed {back:?} after the cut amid {refused} random tickets");
    assert!(refused > 0, "the random tickets were not refused");
    assert!(
        client.with_client(|c| c.seats().len()) == 1,
        "the device came back without its seat"
    );
    client.leave().await;
}

/// A relay between a device and the host that keeps every byte in both directions,
/// as a listener on the network would see them.
async fn tap(host: SocketAddr) -> (SocketAddr, Arc<Mutex<(Vec<u8>, Vec<u8>)>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let seen = Arc::new(Mutex::new((Vec::new(), Vec::new())));
    let taps = seen.clone();
    tokio::spawn(async move {
        while let Ok((device, _)) = listener.accept().await {
            let Ok(upstream) = TcpStream::connect(host).await else {
                continue;
            };
            let (mut device_read, mut device_write) = device.into_split();
            let (mut host_read, mut host_write) = upstream.into_split();
            let up = taps.clone();
            tokio::spawn(async move {
                let mut buf = [0u8; 4096];
                while let Ok(n @ 1..) = device_read.read(&mut buf).await {
                    up.lock().unwrap().0.extend_from_slice(&buf[..n]);
                    if host_write.write_all(&buf[..n]).await.is_err() {
                        return;
                    }
                }
            });
            let down = taps.clone();
            tokio::spawn(async move {
                let mut buf = [0u8; 4096];
                while let Ok(n @ 1..) = host_read.read(&mut buf).await {
                    down.lock().unwrap().1.extend_from_slice(&buf[..n]);
                    if device_write.write_all(&buf[..n]).await.is_err() {
                        return;
                    }
                }
            });
        }
    });
    (addr, seen)
}

/// The frame payloads in a captured byte stream.
fn payloads(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut decoder = frame::FrameDecoder::with_cap(frame::MAX_WIRE_FRAME);
    decoder.push(bytes);
    let mut out = Vec::new();
    while let Ok(Some(payload)) = decoder.next_frame() {
        out.push(payload);
    }
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listener_on_the_wire_reads_no_card_and_no_secret_and_cannot_take_the_seat() {
    let host = start_host_with(
        with_seats(vec![
            SeatConfig::remote("P0"),
            SeatConfig::bot("B1", BotLevel::Easy),
            SeatConfig::bot("B2", BotLevel::Easy),
            SeatConfig::bot("B3", BotLevel::Easy),
        ]),
        NearbyTimings::default(),
    )
    .await;
    host.set_autostart(true);
    let (relay, seen) = tap(host.local_addr()).await;
    let config = ClientConfig {
        name: "Anna".into(),
        app_version: "test".into(),
        device_key: 3,
        entropy: [3; 32],
        ..ClientConfig::default()
    };
    let mut client = spieleabend_nearby::join::<ElferRaus, _>(
        relay,
        config,
        host.join_code(),
        1,
        NearbyTimings::default(),
    )
    .await
    .unwrap();
    welcomed(&mut client, JOIN_BOUND).await;
    // The device commits, the game is dealt, the device sees its hand.
    let started = Instant::now();
    let (hand, view) = loop {
        let seen = client.with_client(|c| {
            let seat = *c.seats().first()?;
            let view = c.view(seat)?.clone();
            Some((view.hand.clone(), frame::payload(&view).unwrap()))
        });
        if let Some(seen) = seen {
            break seen;
        }
        assert!(started.elapsed() < BOUND, "no hand dealt");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    // A drop and a resume through the relay as well.
    client.cut_connection();
    welcomed(&mut client, BOUND).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let ticket = client.with_client(|c| c.resume_ticket()).unwrap();
    let (up, down) = seen.lock().unwrap().clone();
    // Every frame either way is the clear exchange or sealed.
    let up_frames: Vec<ClientFrame> = payloads(&up)
        .iter()
        .map(|p| frame::decode(p).expect("every frame is one of the channel's"))
        .collect();
    let down_frames: Vec<HostFrame> = payloads(&down)
        .iter()
        .map(|p| frame::decode(p).expect("every frame is one of the channel's"))
        .collect();
    assert!(
        up_frames
            .iter()
            .any(|f| matches!(f, ClientFrame::Sealed { .. }))
    );
    assert!(
        down_frames
            .iter()
            .any(|f| matches!(f, HostFrame::Sealed { .. }))
    );
    // The hand, the device's view and the resume secret appear nowhere.
    let hand_bytes = frame::payload(&hand).unwrap();
    assert!(hand.len() >= 10 && hand_bytes.len() >= 10);
    for stream in [&up, &down] {
        assert!(!contains(stream, &hand_bytes), "the hand crossed in clear");
        assert!(!contains(stream, &view), "the view crossed in clear");
        assert!(
            !contains(stream, &ticket.secret),
            "the resume secret crossed in clear"
        );
    }
    // The listener replays the device's resume, frame by frame, from another address:
    // the host's fresh nonce makes the old sealed hello worthless.
    let resume_hello = up_frames
        .iter()
        .rev()
        .find(|f| {
            matches!(
                f,
                ClientFrame::Hello {
                    purpose: Purpose::Resume { .. },
                    ..
                }
            )
        })
        .expect("the device resumed")
        .clone();
    let mut replay = attacker(host.local_addr(), 9).await;
    replay
        .write(&frame::encode(&resume_hello).unwrap())
        .await
        .unwrap();
    let challenge = replay.next_frame(BOUND).await;
    assert!(matches!(challenge, Some(HostFrame::Challenge { .. })));
    let sealed_hello = up_frames
        .iter()
        .skip_while(|f| **f != resume_hello)
        .find(|f| matches!(f, ClientFrame::Sealed { .. }))
        .unwrap();
    replay
        .write(&frame::encode(sealed_hello).unwrap())
        .await
        .unwrap();
    assert!(matches!(
        replay.next::<ElferRaus>(BOUND).await,
        Heard::Refused(RejectReason::UnknownToken) | Heard::Closed
    ));
    // The device still holds its seat and plays on.
    assert_eq!(client.with_client(|c| c.seats().len()), 1);
    client.leave().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_are_cleaned_and_look_alikes_told_apart() {
    let mut host = start_host_with(
        with_seats(vec![
            SeatConfig::remote("P0"),
            SeatConfig::remote("P1"),
            SeatConfig::remote("P2"),
            SeatConfig::remote("P3"),
        ]),
        NearbyTimings::default(),
    )
    .await;
    let names = [
        "Anna",
        "Anna\u{200b}",
        "\u{410}nna",
        "Bob\r\nAlice joined (seat 9).",
        "\u{1b}[2J\u{2028}Eve\u{feff}",
    ];
    let mut wires = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let mut wire = attacker(host.local_addr(), i as u8 + 1).await;
        let seats = u8::from(i < 4);
        wire.join::<ElferRaus>(&host.join_code(), name, seats, 40 + i as u64)
            .await
            .unwrap();
        wire.welcome::<ElferRaus>(BOUND).await.unwrap();
        wires.push(wire);
    }
    let mut events = Vec::new();
    let started = Instant::now();
    while events
        .iter()
        .filter(|e| matches!(e, HostEvent::Joined { .. }))
        .count()
        < 5
    {
        drain(&mut host, &mut events);
        assert!(started.elapsed() < BOUND);
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let joined: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            HostEvent::Joined { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(joined[0], "Anna");
    assert_ne!(joined[1], "Anna", "a zero-width space made a second Anna");
    assert_ne!(joined[2], "Anna", "a Cyrillic A made a second Anna");
    for name in &joined {
        assert!(
            name.chars()
                .all(|c| c.is_alphanumeric() || " ().'-".contains(c)),
            "{name:?}"
        );
        assert!(!name.contains('.'), "{name:?} ends a sentence");
    }
    let seats = host.with_host(|h| h.info().names);
    assert_eq!(seats.len(), 4);
    let unique: std::collections::BTreeSet<_> = seats.iter().collect();
    assert_eq!(unique.len(), 4, "{seats:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_version_4_device_is_refused_with_both_versions() {
    let mut host = start_host(NearbyTimings::default()).await;
    let mut wire = attacker(host.local_addr(), 1).await;
    // Version 4's hello: kind 0, then the protocol, then fields this version does not
    // read.
    let payload = [
        0u8, 4, 4, b't', b'e', b's', b't', 1, b'A', 0, 4, b'1', b'2', b'3', b'4',
    ];
    let mut bytes = (payload.len() as u32).to_le_bytes().to_vec();
    bytes.extend(payload);
    wire.write(&bytes).await.unwrap();
    assert!(matches!(
        wire.next::<ElferRaus>(BOUND).await,
        Heard::Refused(RejectReason::UnsupportedVersion {
            host: PROTOCOL_VERSION,
            client: 4
        })
    ));
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut events = Vec::new();
    drain(&mut host, &mut events);
    assert!(
        events.contains(&HostEvent::OtherVersion { protocol: 4 }),
        "{events:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guests_attempts_left_count_down_from_try_to_try() {
    let host = start_host(NearbyTimings::default()).await;
    let right = host.join_code();
    let wrong = wrong_code(&right);
    let mut prober = spieleabend_nearby::Prober::open(host.local_addr(), &NearbyTimings::default())
        .await
        .unwrap();
    let mut left = Vec::new();
    for _ in 0..2 {
        match prober.ask(&wrong).await {
            Err(spieleabend_nearby::ProbeError::Refused(RejectReason::WrongJoinCode {
                attempts_left,
                ..
            })) => left.push(attempts_left),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(left, [2, 1]);
    // The right code on the same connection: the host says what it plays.
    let info = prober.ask(&right).await.unwrap();
    assert_eq!(info.game, "elfer_raus");
    legit_join(&host, 1).await;
}

/// This process's resident memory now and at its peak since the last reset, in KiB.
fn memory_kib() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// Starts a new peak (Linux: `clear_refs` 5 resets the high-water mark).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// Room for 1,000 attacking sockets and the host's ends of them.
fn raise_descriptor_limit() {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: plain calls with a valid pointer to a local struct.
    unsafe {
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
        limit.rlim_cur = limit.rlim_max.min(8192);
        libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
    }
}

/// One attacking connection of the measurement: what it does, given its index.
#[derive(Clone, Copy, Debug)]
enum Attack {
    /// Connects and says nothing.
    Idle,
    /// A valid length prefix, then 128 KiB without pause.
    Firehose,
    /// An exchange with a wrong code and a sealed hello.
    WrongCode,
    /// A resume with a random ticket.
    RandomTicket,
    /// Random and mutated frames.
    Junk,
}

/// 1,000 connections of `attack` at once from 250 addresses, a player joining among
/// them: prints the peak and settled memory of this process (host and attackers
/// together), the bytes out per byte in, and the admission time.
async fn measure(attack: Attack) {
    let host = start_host(NearbyTimings::default()).await;
    let addr = host.local_addr();
    let code = host.join_code();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (before, _) = memory_kib();
    reset_peak();
    let started = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..1_000u32 {
        let code = code.clone();
        tasks.push(tokio::spawn(async move {
            let Ok(mut wire) = Wire::connect(addr, attacker_ip((i % 250) as u8 + 1)).await else {
                return (0, 0);
            };
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(i));
            match attack {
                Attack::Idle => {}
                Attack::Firehose => {
                    let mut chunk = (frame::MAX_CLIENT_FRAME as u32).to_le_bytes().to_vec();
                    chunk.resize(16 * 1024, 0x5a);
                    // Written past the counting wire: counted here.
                    wire.sent += firehose(&mut wire, &chunk, 128 * 1024).await;
                }
                Attack::WrongCode => {
                    let _ = wire
                        .join::<ElferRaus>(&wrong_code(&code), "guess", 1, u64::from(i))
                        .await;
                }
                Attack::RandomTicket => {
                    let mut ticket = ResumeTicket {
                        id: [0; 16],
                        secret: [0; 32],
                    };
                    rng.fill_bytes(&mut ticket.id);
                    let _ = wire.exchange_resume(&ticket, i as u8).await;
                }
                Attack::Junk => {
                    let _ = wire.write(&junk(&mut rng, &code)).await;
                }
            }
            let _ = wire.closed_within(Duration::from_secs(3)).await;
            (wire.sent, wire.received)
        }));
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let took = legit_join(&host, 1).await;
    let (mut into, mut out) = (0, 0);
    for task in tasks {
        let (sent, received) = task.await.unwrap();
        into += sent;
        out += received;
    }
    let (_, peak) = memory_kib();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let (after, _) = memory_kib();
    println!(
        "{attack:?}: 1,000 connections in {:?}; peak {:.1} MiB, {:.1} MiB before, {:.1} MiB after; {into} bytes in, {out} out (×{:.2}); a player joined in {took:?}",
        started.elapsed(),
        peak as f64 / 1024.0,
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        out as f64 / into.max(1) as f64,
    );
    assert!(peak < 64 * 1024, "peak {peak} KiB under {attack:?}");
    assert!(out <= 10 * into.max(1), "{out} bytes answered {into}");
    host_answers(&host);
}

/// The figures of `docs/protocol.md`, "Under attack": each attack with 1,000
/// connections, then a device resuming amid random tickets.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run with --release --ignored --nocapture"]
async fn figures_under_each_attack_with_a_thousand_connections() {
    raise_descriptor_limit();
    for attack in [
        Attack::Idle,
        Attack::Firehose,
        Attack::WrongCode,
        Attack::RandomTicket,
        Attack::Junk,
    ] {
        measure(attack).await;
    }
    // A real device's resume amid a flood of random tickets.
    let host = start_host(NearbyTimings::default()).await;
    let addr = host.local_addr();
    let mut client = player(&host, 1, 1).await;
    welcomed(&mut client, JOIN_BOUND).await;
    let stop = Arc::new(Mutex::new(false));
    let mut flooders = Vec::new();
    for n in 0..8u8 {
        let stop = stop.clone();
        flooders.push(tokio::spawn(async move {
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(n));
            let mut sent = 0u32;
            while !*stop.lock().unwrap() {
                let mut ticket = ResumeTicket {
                    id: [0; 16],
                    secret: [0; 32],
                };
                rng.fill_bytes(&mut ticket.id);
                let mut wire = attacker(addr, n + 1).await;
                let _ = wire.exchange_resume(&ticket, n).await;
                sent += 1;
            }
            sent
        }));
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let cut = Instant::now();
    client.cut_connection();
    welcomed(&mut client, BOUND).await;
    let back = cut.elapsed();
    *stop.lock().unwrap() = true;
    let mut tickets = 0;
    for flooder in flooders {
        tickets += flooder.await.unwrap();
    }
    println!(
        "RandomTicket flood from 8 addresses ({tickets} tickets): a real device resumed in {back:?}"
    );
    assert!(back < Duration::from_secs(2), "resumed after {back:?}");
    client.leave().await;
}
