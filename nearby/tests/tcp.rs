//! Nearby play over TCP on loopback: a host and clients as tokio tasks
//! go through the lobby (the host starts by itself once every remote seat is filled)
//! and play whole games with random legal actions chosen at the clients; every client
//! ends with the host's views and a verified deal, and a client whose connection is cut
//! mid-game resumes with its token. A probe learns the game before joining. Run with
//! `cargo test -p spieleabend-nearby --test tcp`.

mod common;
use common::table;

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::{elfer_raus, seventy_seven};
use spieleabend_core::nearby::{
    ByeReason, ClientConfig, ClientEvent, ClientState, EndReason, HostConfig, HostEvent,
    RejectReason, TableSetup,
};
use spieleabend_core::table::Pending;
use spieleabend_core::{Game, ToAct};
use spieleabend_nearby::{ClientHandle, HostHandle, JoinEvent, NearbyTimings};

/// What a run went through.
#[derive(Default, Debug)]
struct Run {
    actions: usize,
    round_trips: Vec<Duration>,
    host_events: Vec<HostEvent>,
    client_events: Vec<Vec<JoinEvent>>,
}

/// Hosts `table` on loopback, joins one single-seat client per remote seat, and plays
/// to the end with random legal actions; cuts client `cut.0`'s connection after each
/// of the action counts in `cut.1`. Returns the host and clients still running.
async fn play<G: TableGame>(
    table: TableSetup<G>,
    seed: u64,
    cut: (usize, &[usize]),
) -> (Run, HostHandle<G>, Vec<ClientHandle<G>>) {
    let remote = table
        .seats
        .iter()
        .filter(|s| s.kind == spieleabend_core::table::SeatKind::Remote)
        .count();
    let config = HostConfig {
        seed,
        entropy: spieleabend_nearby::os_entropy().unwrap(),
        ..HostConfig::default()
    };
    let mut host = spieleabend_nearby::host(table, config, "127.0.0.1:0", NearbyTimings::default())
        .await
        .unwrap();
    host.set_autostart(true);
    let code = host.join_code();
    let mut clients = Vec::new();
    for i in 0..remote {
        let config = ClientConfig {
            name: format!("device {i}"),
            app_version: "test".into(),
            device_key: seed * 100 + i as u64 + 1,
            entropy: spieleabend_nearby::os_entropy().unwrap(),
            ..ClientConfig::default()
        };
        let client = spieleabend_nearby::join::<G, _>(
            host.local_addr(),
            config,
            code.clone(),
            1,
            NearbyTimings::default(),
        )
        .await
        .unwrap();
        clients.push(client);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut run = Run {
        client_events: vec![Vec::new(); remote],
        ..Run::default()
    };
    let mut sent_at: Vec<Option<Instant>> = vec![None; remote];
    let mut cuts = cut.1.iter().copied().peekable();
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(Instant::now() < deadline, "not finished in time: {run:?}");
        while let Ok(event) = host.events.try_recv() {
            run.host_events.push(event);
        }
        for (i, client) in clients.iter_mut().enumerate() {
            while let Ok(event) = client.events.try_recv() {
                run.client_events[i].push(event);
            }
            let choice = client.with_client(|c| {
                if c.action_in_flight() {
                    return None;
                }
                if let Some(at) = sent_at[i].take() {
                    run.round_trips.push(at.elapsed());
                }
                match (c.state(), c.to_act()) {
                    (ClientState::Connected, ToAct::Seat(seat))
                        if c.seats().contains(&seat) && !c.legal_actions().is_empty() =>
                    {
                        let legal = c.legal_actions();
                        Some((seat, legal[rng.random_range(0..legal.len())]))
                    }
                    _ => None,
                }
            });
            if let Some((seat, action)) = choice
                && client.act(seat, action).is_ok()
            {
                sent_at[i] = Some(Instant::now());
                run.actions += 1;
                if cuts.peek() == Some(&run.actions) {
                    cuts.next();
                    clients_cut(&clients, cut.0);
                    break;
                }
            }
        }
        if settled(&host, &clients) {
            return (run, host, clients);
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

fn clients_cut<G: Game>(clients: &[ClientHandle<G>], i: usize) {
    clients[i].cut_connection();
}

/// The host's game is over and every client has the host's final view of its seat
/// and a verified deal.
fn settled<G: TableGame>(host: &HostHandle<G>, clients: &[ClientHandle<G>]) -> bool {
    host.with_host(|h| {
        let Some(table) = h.table() else {
            return false;
        };
        table.pending() == Pending::Finished
            && clients.iter().all(|client| {
                client.with_client(|c| {
                    c.to_act() == ToAct::Finished
                        && c.fairness(table.game_number())
                            .is_some_and(|v| v.as_ref().is_ok_and(|r| r.contributed))
                        && !c.seats().is_empty()
                        && c.seats().iter().all(|&s| {
                            c.view(s).is_some() && table.view(s).ok().as_ref() == c.view(s)
                        })
                })
            })
    })
}

/// Closes the table and checks every client is told.
async fn close<G: TableGame>(host: HostHandle<G>, mut clients: Vec<ClientHandle<G>>) {
    host.shutdown().await;
    for client in &mut clients {
        let ended = tokio::time::timeout(Duration::from_secs(5), async {
            while let Some(event) = client.events.recv().await {
                if let JoinEvent::Client(ClientEvent::Ended(reason)) = event {
                    return Some(reason);
                }
            }
            None
        })
        .await
        .unwrap();
        assert_eq!(ended, Some(EndReason::Bye(ByeReason::HostLeft)));
    }
}

fn report(name: &str, run: &Run) {
    let mut trips = run.round_trips.clone();
    trips.sort();
    if trips.is_empty() {
        return;
    }
    let mean = trips.iter().sum::<Duration>() / trips.len() as u32;
    eprintln!(
        "{name}: {} client actions; action round trip on loopback: median {:?}, mean {mean:?}, max {:?}",
        run.actions,
        trips[trips.len() / 2],
        trips[trips.len() - 1]
    );
}

#[tokio::test(flavor = "current_thread")]
async fn three_clients_play_elfer_raus_to_the_end_over_loopback() {
    let options = elfer_raus::Options {
        players: 4,
        ..Default::default()
    };
    for seed in 1..=2 {
        let table = table::<elfer_raus::ElferRaus>(options.clone(), 1, seed);
        let (run, host, clients) = play(table, seed, (0, &[])).await;
        report("elfer raus, 3 clients + 1 host bot", &run);
        assert!(run.actions > 10, "{run:?}");
        let joined = run
            .host_events
            .iter()
            .filter(|e| matches!(e, HostEvent::Joined { seats, .. } if seats.len() == 1))
            .count();
        assert_eq!(joined, 3, "{:?}", run.host_events);
        close(host, clients).await;
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_client_cut_mid_game_resumes_with_its_token() {
    let options = seventy_seven::Options {
        players: 3,
        ..Default::default()
    };
    let table = table::<seventy_seven::SeventySeven>(options, 1, 7);
    let (run, host, clients) = play(table, 7, (0, &[6, 20])).await;
    report("77, 2 clients + 1 host bot, 2 cuts", &run);
    let resumed = run
        .host_events
        .iter()
        .filter(|e| matches!(e, HostEvent::Resumed { .. }))
        .count();
    assert_eq!(resumed, 2, "{:?}", run.host_events);
    assert!(
        !run.host_events
            .iter()
            .any(|e| matches!(e, HostEvent::TakenOver { .. })),
        "{:?}",
        run.host_events
    );
    let reconnects = run.client_events[0]
        .iter()
        .filter(|e| **e == JoinEvent::Reconnected)
        .count();
    assert_eq!(reconnects, 2, "{:?}", run.client_events[0]);
    assert!(
        run.client_events[1]
            .iter()
            .all(|e| *e != JoinEvent::Reconnected)
    );
    close(host, clients).await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_probe_learns_the_game_and_a_wrong_code_is_refused() {
    let options = elfer_raus::Options {
        players: 3,
        ..Default::default()
    };
    let config = HostConfig {
        seed: 5,
        join_code: Some("4321".into()),
        ..HostConfig::default()
    };
    let host = spieleabend_nearby::host(
        table::<elfer_raus::ElferRaus>(options, 1, 5),
        config,
        "127.0.0.1:0",
        NearbyTimings::default(),
    )
    .await
    .unwrap();
    assert_eq!(host.join_code(), "4321");
    let info = spieleabend_nearby::probe(host.local_addr(), "4321", &NearbyTimings::default())
        .await
        .unwrap();
    assert_eq!(info.game, "elfer_raus");
    assert_eq!(info.free_seats, 2);
    assert!(!info.started);
    let options: elfer_raus::Options = serde_json::from_str(&info.options).unwrap();
    assert_eq!(options.players, 3);
    let refused =
        spieleabend_nearby::probe(host.local_addr(), "1111", &NearbyTimings::default()).await;
    assert!(
        matches!(
            refused,
            Err(spieleabend_nearby::ProbeError::Refused(
                RejectReason::WrongJoinCode { .. }
            ))
        ),
        "{refused:?}"
    );
    // A code that is not 4-6 digits is refused before anything listens.
    let bad = spieleabend_nearby::host(
        table::<elfer_raus::ElferRaus>(Default::default(), 0, 5),
        HostConfig {
            join_code: Some("12a4".into()),
            ..HostConfig::default()
        },
        "127.0.0.1:0",
        NearbyTimings::default(),
    )
    .await;
    assert!(matches!(bad, Err(spieleabend_nearby::DriverError::Host(_))));
    host.shutdown().await;
}
