//! A deterministic byte fuzzer for the wire format: over connections whose sealed
//! channel is open, feeds frames — random bytes, valid sealed frames with flipped bits,
//! valid frames cut short, random payloads behind a valid length prefix, oversize
//! prefixes, and fuzzed messages sealed validly (to reach the message decoders behind
//! the seal) — into the host machine and the client machine, and counts panics, which
//! must be 0.
//!
//! `cargo run --release -p spieleabend-core --example fuzz_frames -- --frames 1000000`
//! (`--seed N` for another stream). A bounded run of it is part of the test suite
//! (`core/tests/fuzz_frames.rs`).

use std::panic::{AssertUnwindSafe, catch_unwind};

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::{ChaCha8Rng, ChaCha20Rng};
use spieleabend_core::games::elfer_raus::{ElferRaus, Options};
use spieleabend_core::nearby::channel::{Channel, ClientFrame, GuestPake, HostFrame, host_pake};
use spieleabend_core::nearby::{
    Auth, Client, ClientConfig, ClientMsg, ClientOutput, ClientState, ConnId, Host, HostConfig,
    HostMsg, HostOutput, PROTOCOL_VERSION, Purpose, TableSetup, frame,
};
use spieleabend_core::table::{BotLevel, SeatConfig, TableSettings};

type G = ElferRaus;

/// The join code of the fuzzed table.
const CODE: &str = "1234567";

/// What a run saw.
#[derive(Debug, Default)]
pub struct Stats {
    /// Frames fed into the host machine.
    pub host_frames: u64,
    /// Frames fed into the client machine.
    pub client_frames: u64,
    /// Sealed payloads the message decoders took as a valid message.
    pub decoded: u64,
    /// Connections the host closed (malformed, oversize, refused …).
    pub host_cuts: u64,
    /// Panics caught: must be 0.
    pub panics: u64,
}

fn setup() -> TableSetup<G> {
    TableSetup {
        options: Options {
            players: 3,
            ..Default::default()
        },
        seats: vec![
            SeatConfig::remote("P0"),
            SeatConfig::remote("P1"),
            SeatConfig::bot("B", BotLevel::Easy),
        ],
        settings: TableSettings::default(),
        seed: 1,
    }
}

fn new_host() -> Host<G> {
    let config = HostConfig {
        seed: 1,
        entropy: [1; 32],
        join_code: Some(CODE.into()),
        max_messages_per_second: u32::MAX,
        ..HostConfig::default()
    };
    Host::new(setup(), config).expect("a valid setup")
}

/// The frames `outputs` send.
fn sent(outputs: Vec<HostOutput>) -> Vec<Vec<u8>> {
    outputs
        .into_iter()
        .filter_map(|o| match o {
            HostOutput::Send { bytes, .. } => Some(bytes),
            _ => None,
        })
        .collect()
}

/// A new connection to `host`, admitted as a spectator through a real exchange: the
/// connection and the guest's side of its channel. Also the payloads the host sealed.
fn admitted(
    host: &mut Host<G>,
    rng: &mut ChaCha20Rng,
    now: u64,
) -> (ConnId, Channel, Vec<Vec<u8>>) {
    let conn = host.connect(now);
    let (pake, message) = GuestPake::start(CODE, rng);
    let hello = ClientFrame::Hello {
        protocol: PROTOCOL_VERSION,
        purpose: Purpose::Code { pake: message },
    };
    host.receive(conn, &frame::encode(&hello).expect("small"), now);
    let challenge = sent(host.take_outputs()).pop().expect("a challenge");
    let Ok(HostFrame::Challenge { bytes }) = frame::decode(&challenge[frame::HEADER..]) else {
        panic!("a challenge");
    };
    let mut channel = Channel::client(pake.finish(&bytes).expect("keys"));
    let hello = frame::payload(&ClientMsg::<G>::Hello {
        app_version: "fuzz".into(),
        name: "fuzz".into(),
        auth: Auth::Join {
            seats: 0,
            key: rng.next_u64(),
        },
    })
    .expect("small");
    host.receive(conn, &seal(&mut channel, &hello), now);
    let mut opened = Vec::new();
    for bytes in sent(host.take_outputs()) {
        if let Ok(HostFrame::Sealed { seq, bytes }) = frame::decode(&bytes[frame::HEADER..])
            && let Ok(payload) = channel.open(seq, &bytes)
        {
            opened.push(payload);
        }
    }
    (conn, channel, opened)
}

fn seal(channel: &mut Channel, payload: &[u8]) -> Vec<u8> {
    channel
        .seal(payload, |seq, bytes| ClientFrame::Sealed { seq, bytes })
        .expect("small")
}

/// A client whose channel is open to a fake host, and the fake host's side of it.
fn new_client(rng: &mut ChaCha20Rng) -> (Client<G>, Channel) {
    let config = ClientConfig {
        name: "fuzz".into(),
        device_key: 7,
        entropy: [7; 32],
        ..ClientConfig::default()
    };
    let mut client = Client::new(config, CODE, 1);
    client.connect(0);
    let Some(ClientOutput::Send(hello)) = client.take_outputs().pop() else {
        panic!("a hello");
    };
    let Ok(ClientFrame::Hello {
        purpose: Purpose::Code { pake },
        ..
    }) = frame::decode(&hello[frame::HEADER..])
    else {
        panic!("a code hello");
    };
    let (answer, keys) = host_pake(CODE, &pake, rng).expect("a message");
    let challenge = frame::encode(&HostFrame::Challenge { bytes: answer }).expect("small");
    client.receive(&challenge, 0);
    let _ = client.take_outputs();
    (client, Channel::host(keys))
}

/// Valid message payloads of both directions: the client's by hand, the host's from a
/// real exchange (welcome, lobby) and a pong.
fn corpus() -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
    let client: Vec<Vec<u8>> = [
        ClientMsg::<G>::Hello {
            app_version: "fuzz".into(),
            name: "fuzz".into(),
            auth: Auth::Join { seats: 1, key: 9 },
        },
        ClientMsg::Ping { time: 5 },
        ClientMsg::SnapshotRequest { have: 3 },
        ClientMsg::Commit {
            game_number: 0,
            commitment: [4; 32],
        },
        ClientMsg::Reveal {
            game_number: 0,
            value: [5; 32],
        },
        ClientMsg::Bye,
    ]
    .iter()
    .map(|m| frame::payload(m).expect("small"))
    .collect();
    let mut host = new_host();
    let mut rng = ChaCha20Rng::from_seed([2; 32]);
    let (_, _, mut opened) = admitted(&mut host, &mut rng, 0);
    opened.push(frame::payload(&HostMsg::<G>::Pong { time: 5, hseq: 1 }).expect("small"));
    (client, opened)
}

/// `valid` with a few bits flipped, from `from` on.
fn flipped(rng: &mut ChaCha8Rng, valid: &[u8], from: usize) -> Vec<u8> {
    let mut bytes = valid.to_vec();
    for _ in 0..rng.random_range(1..8) {
        if from < bytes.len() {
            let i = rng.random_range(from..bytes.len());
            bytes[i] ^= 1 << rng.random_range(0..8);
        }
    }
    bytes
}

/// One fuzzed frame: from the valid sealed `frame` of a corpus payload, or a fuzzed
/// payload sealed validly with `channel`'s sealing `seal` (to reach the message
/// decoders behind the seal).
fn fuzzed(
    rng: &mut ChaCha8Rng,
    payload: &[u8],
    frame: &[u8],
    seal: &mut dyn FnMut(&[u8]) -> Vec<u8>,
) -> Vec<u8> {
    match rng.random_range(0..6) {
        // Random bytes.
        0 => {
            let mut bytes = vec![0u8; rng.random_range(0..200)];
            rng.fill_bytes(&mut bytes);
            bytes
        }
        // A valid frame with a few bits flipped (the prefix too, now and then).
        1 => {
            let from = if rng.random_bool(0.1) {
                0
            } else {
                frame::HEADER
            };
            flipped(rng, frame, from)
        }
        // A valid frame cut short.
        2 => frame[..rng.random_range(0..frame.len())].to_vec(),
        // A random payload behind a valid prefix.
        3 => {
            let len = rng.random_range(1..300usize);
            let mut bytes = (len as u32).to_le_bytes().to_vec();
            let mut payload = vec![0u8; len];
            rng.fill_bytes(&mut payload);
            bytes.extend(payload);
            bytes
        }
        // An oversize or huge length prefix with a little behind it.
        4 => {
            let len = rng.random_range(frame::MAX_WIRE_FRAME as u32 + 1..=u32::MAX);
            let mut bytes = len.to_le_bytes().to_vec();
            bytes.extend_from_slice(&frame[frame::HEADER.min(frame.len())..]);
            bytes
        }
        // A fuzzed message sealed validly: flipped bits, cut short, or random.
        _ => {
            let inner = match rng.random_range(0..3) {
                0 => flipped(rng, payload, 0),
                1 => payload[..rng.random_range(0..payload.len())].to_vec(),
                _ => {
                    let mut bytes = vec![0u8; rng.random_range(1..120)];
                    rng.fill_bytes(&mut bytes);
                    bytes
                }
            };
            seal(&inner)
        }
    }
}

/// Feeds `frames` fuzzed frames, alternating between the host and the client side.
pub fn run(frames: u64, seed: u64) -> Stats {
    let (client_corpus, host_corpus) = corpus();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut secrets = ChaCha20Rng::seed_from_u64(seed);
    let mut stats = Stats::default();
    let mut host = new_host();
    let (mut conn, mut guest, _) = admitted(&mut host, &mut secrets, 0);
    let (mut client, mut fake_host) = new_client(&mut secrets);
    for i in 0..frames {
        let now = i;
        if i % 2 == 0 {
            let payload = &client_corpus[rng.random_range(0..client_corpus.len())];
            let frame = seal(&mut guest, payload);
            let bytes = fuzzed(&mut rng, payload, &frame, &mut |p| seal(&mut guest, p));
            let fed = catch_unwind(AssertUnwindSafe(|| host.receive(conn, &bytes, now)));
            stats.host_frames += 1;
            if fed.is_err() {
                stats.panics += 1;
                host = new_host();
                (conn, guest, _) = admitted(&mut host, &mut secrets, now);
                continue;
            }
            let outputs = host.take_outputs();
            let cut = outputs
                .iter()
                .any(|o| matches!(o, HostOutput::Close { conn: c } if *c == conn));
            if cut {
                stats.host_cuts += 1;
                host.disconnected(conn, now);
                (conn, guest, _) = admitted(&mut host, &mut secrets, now);
            }
            // A fresh host now and then keeps the spectators' places from filling.
            if i % 2_000 == 0 {
                host = new_host();
                (conn, guest, _) = admitted(&mut host, &mut secrets, now);
            }
        } else {
            let payload = &host_corpus[rng.random_range(0..host_corpus.len())];
            let wrap = |seq, bytes| HostFrame::Sealed { seq, bytes };
            let frame = fake_host.seal(payload, wrap).expect("small");
            let mut sealed = |p: &[u8]| fake_host.seal(p, wrap).expect("small");
            let bytes = fuzzed(&mut rng, payload, &frame, &mut sealed);
            let fed = catch_unwind(AssertUnwindSafe(|| client.receive(&bytes, now)));
            stats.client_frames += 1;
            if fed.is_err() {
                stats.panics += 1;
                (client, fake_host) = new_client(&mut secrets);
                continue;
            }
            let outputs = client.take_outputs();
            stats.decoded += outputs
                .iter()
                .filter(|o| matches!(o, ClientOutput::Event(_)))
                .count() as u64;
            let lost = outputs.iter().any(|o| matches!(o, ClientOutput::Close));
            if lost
                || !matches!(
                    client.state(),
                    ClientState::Joining | ClientState::Connected
                )
            {
                (client, fake_host) = new_client(&mut secrets);
            }
        }
    }
    stats
}

fn main() {
    let mut frames = 1_000_000u64;
    let mut seed = 27u64;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).and_then(|v| v.parse().ok());
        match (args[i].as_str(), value) {
            ("--frames", Some(v)) => frames = v,
            ("--seed", Some(v)) => seed = v,
            _ => {
                eprintln!("usage: fuzz_frames [--frames N] [--seed N]");
                std::process::exit(2);
            }
        }
        i += 2;
    }
    // Panics are counted, not printed a million times.
    std::panic::set_hook(Box::new(|_| {}));
    let started = std::time::Instant::now();
    let stats = run(frames, seed);
    println!(
        "{frames} frames (host {}, client {}) in {:.1} s: {} client events, {} host cuts, {} panics",
        stats.host_frames,
        stats.client_frames,
        started.elapsed().as_secs_f64(),
        stats.decoded,
        stats.host_cuts,
        stats.panics
    );
    if stats.panics > 0 {
        std::process::exit(1);
    }
}
