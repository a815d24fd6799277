//! The nearby-play driver over loopback TCP: the action → update round trip (one client holding
//! every seat of an Elfer raus table acts as soon as it may; the time from `act` to the
//! update that answers it, p50 / p99 over many actions), and the update frames per
//! second one host sustains for 7 clients (77 for 8: seven single-seat clients playing
//! random legal actions as fast as they can, a medium bot on the host). Host and
//! clients run in this one process on a 2-worker tokio runtime. Not criterion: it
//! prints figures. Run with
//! `cargo bench -p spieleabend-nearby --bench tcp`
//! (`NEARBY_BENCH_SECS=N` for longer runs; default 10 s per figure).

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::ToAct;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::{elfer_raus, seventy_seven};
use spieleabend_core::nearby::{ClientConfig, ClientEvent, HostConfig, Phase, TableSetup};
use spieleabend_core::table::{BotLevel, Pending, SeatConfig, TableSettings};
use spieleabend_nearby::{ClientHandle, HostHandle, JoinEvent, NearbyTimings};

fn host_config() -> HostConfig {
    HostConfig {
        seed: 1,
        // The clients here act far faster than people; the flood guard would cut them.
        max_messages_per_second: 1_000_000,
        ..HostConfig::default()
    }
}

fn client_config(i: usize) -> ClientConfig {
    ClientConfig {
        name: format!("bench {i}"),
        app_version: "bench".into(),
        device_key: 100 + i as u64,
        entropy: [i as u8 + 1; 32],
        ..ClientConfig::default()
    }
}

/// Starts a rematch whenever the host's game is over.
fn rematch_when_over<G: TableGame>(host: &HostHandle<G>) {
    host.with_host(|h| {
        if h.phase() == Phase::Playing
            && h.table().is_some_and(|t| t.pending() == Pending::Finished)
        {
            let _ = h.rematch();
        }
    });
}

/// A random legal action for one of this client's seats, if it may act now.
fn choice<G: TableGame>(
    client: &ClientHandle<G>,
    rng: &mut ChaCha8Rng,
) -> Option<(spieleabend_core::Seat, G::Action)> {
    client.with_client(|c| match c.to_act() {
        ToAct::Seat(seat)
            if c.seats().contains(&seat)
                && !c.action_in_flight()
                && !c.legal_actions().is_empty() =>
        {
            let legal = c.legal_actions();
            Some((seat, legal[rng.random_range(0..legal.len())]))
        }
        _ => None,
    })
}

async fn round_trips(duration: Duration) -> Vec<Duration> {
    let options = elfer_raus::Options {
        players: 4,
        ..Default::default()
    };
    let seats = (0..4)
        .map(|i| SeatConfig::remote(format!("P{i}")))
        .collect();
    let table = TableSetup::<elfer_raus::ElferRaus> {
        options,
        seats,
        settings: TableSettings::default(),
        seed: 1,
    };
    let host = spieleabend_nearby::host(
        table,
        host_config(),
        "127.0.0.1:0",
        NearbyTimings::default(),
    )
    .await
    .unwrap();
    host.set_autostart(true);
    let mut client = spieleabend_nearby::join::<elfer_raus::ElferRaus, _>(
        host.local_addr(),
        client_config(0),
        host.join_code(),
        4,
        NearbyTimings::default(),
    )
    .await
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut trips = Vec::new();
    let start = Instant::now();
    while start.elapsed() < duration {
        rematch_when_over(&host);
        let Some((seat, action)) = choice(&client, &mut rng) else {
            // Not our turn yet (the welcome, or a rematch on its way): wait for news.
            let _ = tokio::time::timeout(Duration::from_millis(20), client.events.recv()).await;
            continue;
        };
        let sent = Instant::now();
        client.act(seat, action).unwrap();
        while client.with_client(|c| c.action_in_flight()) {
            if client.events.recv().await.is_none() {
                panic!("the client stopped");
            }
        }
        trips.push(sent.elapsed());
    }
    host.shutdown().await;
    trips
}

/// Update frames received by 7 clients per second, and actions per second.
async fn seven_clients(duration: Duration) -> (f64, f64) {
    let options = seventy_seven::Options {
        players: 8,
        ..Default::default()
    };
    let mut seats: Vec<SeatConfig> = (0..7)
        .map(|i| SeatConfig::remote(format!("P{i}")))
        .collect();
    seats.push(SeatConfig::bot("Bot", BotLevel::Medium));
    let settings = TableSettings {
        bot_delay_ms: 0,
        ..TableSettings::default()
    };
    let table = TableSetup::<seventy_seven::SeventySeven> {
        options,
        seats,
        settings,
        seed: 1,
    };
    let host = spieleabend_nearby::host(
        table,
        host_config(),
        "127.0.0.1:0",
        NearbyTimings::default(),
    )
    .await
    .unwrap();
    host.set_autostart(true);
    let mut tasks = Vec::new();
    let deadline = Instant::now() + duration;
    for i in 0..7 {
        let mut client = spieleabend_nearby::join::<seventy_seven::SeventySeven, _>(
            host.local_addr(),
            client_config(i),
            host.join_code(),
            1,
            NearbyTimings::default(),
        )
        .await
        .unwrap();
        tasks.push(tokio::spawn(async move {
            let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
            let (mut updates, mut actions) = (0u64, 0u64);
            let mut counting = false;
            while Instant::now() < deadline {
                if let Some((seat, action)) = choice(&client, &mut rng)
                    && client.act(seat, action).is_ok()
                {
                    actions += counting as u64;
                }
                let next = tokio::time::timeout(Duration::from_millis(20), client.events.recv());
                if let Ok(Some(JoinEvent::Client(ClientEvent::Updated))) = next.await {
                    // Count from the first update on (every client is admitted by then).
                    counting = true;
                    updates += 1;
                }
            }
            (updates, actions)
        }));
    }
    let started = Instant::now();
    let watcher = async {
        while Instant::now() < deadline {
            rematch_when_over(&host);
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    };
    watcher.await;
    let mut updates = 0;
    let mut actions = 0;
    for task in tasks {
        let (u, a) = task.await.unwrap();
        updates += u;
        actions += a;
    }
    let secs = started.elapsed().as_secs_f64();
    host.shutdown().await;
    (updates as f64 / secs, actions as f64 / secs)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing and only
    // wants to see that it runs: keep that short.
    let benching = std::env::args().any(|a| a == "--bench");
    let secs = std::env::var("NEARBY_BENCH_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if benching { 10 } else { 1 });
    let duration = Duration::from_secs(secs);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let mut trips = rt.block_on(round_trips(duration));
    trips.sort();
    println!(
        "nearby/round_trip (Elfer raus, 1 client with 4 seats, loopback): {} actions, p50 {:?}, p99 {:?}, max {:?}",
        trips.len(),
        percentile(&trips, 0.5),
        percentile(&trips, 0.99),
        trips[trips.len() - 1],
    );
    let (frames, actions) = rt.block_on(seven_clients(duration));
    println!(
        "nearby/seven_clients (77 for 8, 7 clients + host bot, loopback): {frames:.0} update frames/s received, {actions:.0} client actions/s"
    );
}
