//! A deterministic byte fuzzer for the wire format: feeds frames — random bytes,
//! valid frames with flipped bits, valid frames cut short, random payloads behind a
//! valid length prefix, oversize prefixes — into the host machine's and the client
//! machine's decoders (and the message decoders alone) and counts panics, which must
//! be 0.
//!
//! `cargo run --release -p spieleabend-core --example fuzz_frames -- --frames 1000000`
//! (`--seed N` for another stream). A bounded run of it is part of the test suite
//! (`core/tests/fuzz_frames.rs`).

use std::panic::{AssertUnwindSafe, catch_unwind};

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::elfer_raus::{ElferRaus, Options};
use spieleabend_core::nearby::{
    Auth, Client, ClientConfig, ClientMsg, ClientOutput, ClientState, Host, HostConfig, HostMsg,
    HostOutput, PROTOCOL_VERSION, TableSetup, frame,
};
use spieleabend_core::table::{BotLevel, SeatConfig, TableSettings};

type G = ElferRaus;

/// What a run saw.
#[derive(Debug, Default)]
pub struct Stats {
    /// Frames fed into the host machine.
    pub host_frames: u64,
    /// Frames fed into the client machine.
    pub client_frames: u64,
    /// Payloads the message decoders took as a valid message.
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
        join_code: Some("123456".into()),
        attempts_total: u32::MAX,
        max_messages_per_second: u32::MAX,
        ..HostConfig::default()
    };
    Host::new(setup(), config).expect("a valid setup")
}

fn new_client() -> Client<G> {
    let config = ClientConfig {
        name: "fuzz".into(),
        device_key: 7,
        entropy: [7; 32],
        ..ClientConfig::default()
    };
    let mut client = Client::new(config, "123456", 1);
    client.connect(0);
    let _ = client.take_outputs();
    client
}

/// Valid frames of both directions: the client's by hand, the host's from a real
/// exchange (welcome, lobby, update).
fn corpus() -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
    let hello = ClientMsg::<G>::Hello {
        protocol: PROTOCOL_VERSION,
        app_version: "fuzz".into(),
        name: "fuzz".into(),
        auth: Auth::Join {
            code: "123456".into(),
            seats: 1,
            key: 9,
        },
    };
    let client_frames: Vec<Vec<u8>> = [
        hello,
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
    .map(|m| frame::encode(m).expect("small"))
    .collect();
    let mut host = new_host();
    let conn = host.connect(0);
    host.receive(conn, &client_frames[0], 1);
    let mut host_frames: Vec<Vec<u8>> = host
        .take_outputs()
        .into_iter()
        .filter_map(|o| match o {
            HostOutput::Send { bytes, .. } => Some(bytes),
            _ => None,
        })
        .collect();
    host_frames.push(frame::encode(&HostMsg::<G>::Pong { time: 5, hseq: 1 }).expect("small"));
    (client_frames, host_frames)
}

/// One fuzzed frame from the valid `corpus`.
fn fuzzed(rng: &mut ChaCha8Rng, corpus: &[Vec<u8>]) -> Vec<u8> {
    let valid = &corpus[rng.random_range(0..corpus.len())];
    match rng.random_range(0..5) {
        // Random bytes.
        0 => {
            let mut bytes = vec![0u8; rng.random_range(0..200)];
            rng.fill_bytes(&mut bytes);
            bytes
        }
        // A valid frame with a few bits flipped (the prefix too, now and then).
        1 => {
            let mut bytes = valid.clone();
            let from = if rng.random_bool(0.1) {
                0
            } else {
                frame::HEADER
            };
            for _ in 0..rng.random_range(1..8) {
                if from < bytes.len() {
                    let i = rng.random_range(from..bytes.len());
                    bytes[i] ^= 1 << rng.random_range(0..8);
                }
            }
            bytes
        }
        // A valid frame cut short.
        2 => valid[..rng.random_range(0..valid.len())].to_vec(),
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
        _ => {
            let len = rng.random_range(frame::MAX_FRAME as u32 + 1..=u32::MAX);
            let mut bytes = len.to_le_bytes().to_vec();
            bytes.extend_from_slice(&valid[frame::HEADER.min(valid.len())..]);
            bytes
        }
    }
}

/// Feeds `frames` fuzzed frames, alternating between the host and the client side.
pub fn run(frames: u64, seed: u64) -> Stats {
    let (client_corpus, host_corpus) = corpus();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut stats = Stats::default();
    let mut host = new_host();
    let mut conn = host.connect(0);
    let mut client = new_client();
    for i in 0..frames {
        let now = i;
        if i % 2 == 0 {
            let bytes = fuzzed(&mut rng, &client_corpus);
            // Half the connections say a valid hello first, to reach the admitted paths.
            let fed = catch_unwind(AssertUnwindSafe(|| {
                if rng.random_bool(0.02) {
                    host.receive(conn, &client_corpus[0], now);
                }
                host.receive(conn, &bytes, now);
                if let Some(payload) = bytes.get(frame::HEADER..) {
                    u64::from(frame::decode::<ClientMsg<G>>(payload).is_ok())
                } else {
                    0
                }
            }));
            stats.host_frames += 1;
            match fed {
                Ok(decoded) => stats.decoded += decoded,
                Err(_) => {
                    stats.panics += 1;
                    host = new_host();
                    conn = host.connect(now);
                    continue;
                }
            }
            let outputs = host.take_outputs();
            let cut = outputs
                .iter()
                .any(|o| matches!(o, HostOutput::Close { conn: c } if *c == conn));
            if cut {
                stats.host_cuts += 1;
                host.disconnected(conn, now);
                conn = host.connect(now);
            }
            // A fresh host now and then keeps the lobby from filling for good.
            if i % 20_000 == 0 {
                host = new_host();
                conn = host.connect(now);
            }
        } else {
            let bytes = fuzzed(&mut rng, &host_corpus);
            let fed = catch_unwind(AssertUnwindSafe(|| {
                client.receive(&bytes, now);
                if let Some(payload) = bytes.get(frame::HEADER..) {
                    u64::from(frame::decode::<HostMsg<G>>(payload).is_ok())
                } else {
                    0
                }
            }));
            stats.client_frames += 1;
            match fed {
                Ok(decoded) => stats.decoded += decoded,
                Err(_) => {
                    stats.panics += 1;
                    client = new_client();
                    continue;
                }
            }
            let outputs = client.take_outputs();
            let lost = outputs.iter().any(|o| matches!(o, ClientOutput::Close));
            if lost
                || !matches!(
                    client.state(),
                    ClientState::Joining | ClientState::Connected
                )
            {
                client = new_client();
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
        "{frames} frames (host {}, client {}) in {:.1} s: {} decoded as messages, {} host cuts, {} panics",
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
