//! Nearby play over links: the transport-agnostic entry of the host and
//! client drivers, tested with an in-memory link (what a phone's Bluetooth stack does
//! natively). A host with link clients (and one TCP client on loopback) plays whole
//! games with random legal actions chosen at the clients; a link closed mid-game and a
//! new one attached resumes the seat. Run with
//! `cargo test -p spieleabend-nearby --test link`.

mod common;
use common::table;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::{elfer_raus, seventy_seven};
use spieleabend_core::nearby::{
    ByeReason, ClientConfig, ClientEvent, ClientState, EndReason, HostConfig, HostEvent,
    RejectReason,
};
use spieleabend_core::table::{Pending, SeatKind};
use spieleabend_core::{Game, ToAct};
use spieleabend_nearby::{
    AttachError, ClientHandle, HostHandle, JoinEvent, Link, LinkFailed, LinkInput, NearbyTimings,
};

/// Where one end of an in-memory link delivers: the other end's input, once attached.
type Slot = Arc<Mutex<Option<LinkInput>>>;

/// One direction of an in-memory link: `send` hands the bytes to the other end's input,
/// `close` tells the other end the link is gone.
struct MemoryLink {
    peer: Slot,
}

impl Link for MemoryLink {
    fn send(&mut self, bytes: Vec<u8>) -> Result<(), LinkFailed> {
        match &*self.peer.lock().unwrap() {
            Some(peer) => {
                peer.received(&bytes);
                Ok(())
            }
            None => Err(LinkFailed("the other end is gone".into())),
        }
    }

    fn close(&mut self) {
        if let Some(peer) = self.peer.lock().unwrap().take() {
            peer.closed();
        }
    }
}

/// Both ends of a connected in-memory link, to cut it as a lost radio link would.
struct Wire {
    to_host: Slot,
    to_client: Slot,
}

impl Wire {
    /// The transport loses the link: both ends report it closed.
    fn cut(&self) {
        for slot in [&self.to_host, &self.to_client] {
            if let Some(input) = slot.lock().unwrap().take() {
                input.closed();
            }
        }
    }
}

/// Connects `client` to `host` with a new in-memory link.
fn wire<G: TableGame>(host: &HostHandle<G>, client: &ClientHandle<G>) -> Wire {
    let to_host: Slot = Arc::new(Mutex::new(None));
    let to_client: Slot = Arc::new(Mutex::new(None));
    let host_input = host.attach(Box::new(MemoryLink {
        peer: to_client.clone(),
    }));
    *to_host.lock().unwrap() = Some(host_input);
    // Held while attaching, so the host's first answer waits for the client's input.
    let mut client_slot = to_client.lock().unwrap();
    let client_input = client
        .attach(Box::new(MemoryLink {
            peer: to_host.clone(),
        }))
        .unwrap();
    *client_slot = Some(client_input);
    drop(client_slot);
    Wire { to_host, to_client }
}

fn client_config(seed: u64, i: usize) -> ClientConfig {
    ClientConfig {
        name: format!("device {i}"),
        app_version: "test".into(),
        device_key: seed * 100 + i as u64 + 1,
        entropy: [i as u8 + 1; 32],
        ..ClientConfig::default()
    }
}

/// What a run went through.
#[derive(Default, Debug)]
struct Run {
    actions: usize,
    /// Per client action: from `act` to the answer applied at the client.
    round_trips: Vec<Duration>,
    host_events: Vec<HostEvent>,
    client_events: Vec<Vec<JoinEvent>>,
}

/// Plays to the end with random legal actions chosen at the clients. After each of the
/// action counts in `cuts`, `on_cut` runs (it cuts and re-attaches a link).
async fn play<G: TableGame>(
    host: &mut HostHandle<G>,
    clients: &mut [ClientHandle<G>],
    seed: u64,
    cuts: &[usize],
    mut on_cut: impl FnMut(&HostHandle<G>, &[ClientHandle<G>]),
) -> Run {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut run = Run {
        client_events: vec![Vec::new(); clients.len()],
        ..Run::default()
    };
    let mut cuts = cuts.iter().copied().peekable();
    let mut sent_at: Vec<Option<Instant>> = vec![None; clients.len()];
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(Instant::now() < deadline, "not finished in time: {run:?}");
        while let Ok(event) = host.events.try_recv() {
            run.host_events.push(event);
        }
        for i in 0..clients.len() {
            while let Ok(event) = clients[i].events.try_recv() {
                run.client_events[i].push(event);
            }
            if let Some(at) = sent_at[i]
                && !clients[i].with_client(|c| c.action_in_flight())
            {
                run.round_trips.push(at.elapsed());
                sent_at[i] = None;
            }
            let choice = clients[i].with_client(|c| match (c.state(), c.to_act()) {
                (ClientState::Connected, ToAct::Seat(seat))
                    if !c.action_in_flight()
                        && c.seats().contains(&seat)
                        && !c.legal_actions().is_empty() =>
                {
                    let legal = c.legal_actions();
                    Some((seat, legal[rng.random_range(0..legal.len())]))
                }
                _ => None,
            });
            if let Some((seat, action)) = choice
                && clients[i].act(seat, action).is_ok()
            {
                run.actions += 1;
                sent_at[i] = Some(Instant::now());
                if cuts.peek() == Some(&run.actions) {
                    cuts.next();
                    on_cut(host, clients);
                }
            }
        }
        if settled(host, clients) {
            return run;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// The host's game is over and every client has the host's final view of its seat.
fn settled<G: TableGame>(host: &HostHandle<G>, clients: &[ClientHandle<G>]) -> bool {
    host.with_host(|h| {
        let Some(table) = h.table() else {
            return false;
        };
        table.pending() == Pending::Finished
            && clients.iter().all(|client| {
                client.with_client(|c| {
                    c.to_act() == ToAct::Finished
                        && !c.seats().is_empty()
                        && c.seats().iter().all(|&s| {
                            c.view(s).is_some() && table.view(s).ok().as_ref() == c.view(s)
                        })
                })
            })
    })
}

/// Prints the action round trips (all clients; measured with the 2 ms polling of
/// `play`, so upper bounds).
fn report(name: &str, run: &Run) {
    let mut trips = run.round_trips.clone();
    trips.sort();
    if let (Some(first), Some(last)) = (trips.first(), trips.last()) {
        eprintln!(
            "{name}: {} actions; round trip min {first:?}, median {:?}, max {last:?}",
            trips.len(),
            trips[trips.len() / 2]
        );
    }
}

/// Waits for the client's next event matching `wanted`.
async fn next_event<G: Game>(
    client: &mut ClientHandle<G>,
    wanted: impl Fn(&JoinEvent) -> bool,
) -> JoinEvent {
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let event = client.events.recv().await.expect("driver running");
            if wanted(&event) {
                return event;
            }
        }
    })
    .await
    .expect("event in time")
}

/// Closes the table and checks every client is told.
async fn close<G: TableGame>(host: HostHandle<G>, clients: &mut [ClientHandle<G>]) {
    host.shutdown().await;
    for client in clients {
        let event = next_event(client, |e| {
            matches!(e, JoinEvent::Client(ClientEvent::Ended(_)))
        })
        .await;
        assert_eq!(
            event,
            JoinEvent::Client(ClientEvent::Ended(EndReason::Bye(ByeReason::HostLeft)))
        );
    }
}

#[tokio::test(flavor = "current_thread")]
async fn link_clients_and_a_tcp_client_play_elfer_raus_to_the_end() {
    let seed = 3;
    let options = elfer_raus::Options {
        players: 4,
        ..Default::default()
    };
    let config = HostConfig {
        seed,
        ..HostConfig::default()
    };
    let table = table::<elfer_raus::ElferRaus>(options, 1, seed);
    let timings = NearbyTimings::default();
    let mut host = spieleabend_nearby::host(table, config, "127.0.0.1:0", timings.clone())
        .await
        .unwrap();
    host.set_autostart(true);
    let code = host.join_code();
    let mut clients = Vec::new();
    let mut wires = Vec::new();
    for i in 0..2 {
        let client = spieleabend_nearby::join_link(client_config(seed, i), code.clone(), 1);
        wires.push(wire(&host, &client));
        clients.push(client);
    }
    let tcp = spieleabend_nearby::join::<elfer_raus::ElferRaus, _>(
        host.local_addr(),
        client_config(seed, 2),
        code.clone(),
        1,
        timings.clone(),
    )
    .await
    .unwrap();
    // A TCP client takes no links.
    let refused = tcp
        .attach(Box::new(MemoryLink {
            peer: Arc::new(Mutex::new(None)),
        }))
        .unwrap_err();
    assert_eq!(refused, AttachError::OverTcp);
    clients.push(tcp);

    let run = play(&mut host, &mut clients, seed, &[], |_, _| {}).await;
    assert!(run.actions > 10, "{run:?}");
    report(
        "elfer raus, 2 link clients + 1 TCP client + 1 host bot",
        &run,
    );
    let joined = run
        .host_events
        .iter()
        .filter(|e| matches!(e, HostEvent::Joined { seats, .. } if seats.len() == 1))
        .count();
    assert_eq!(joined, 3, "{:?}", run.host_events);
    close(host, &mut clients).await;
    // The host closed its ends of the links, and the clients theirs after the bye
    // (on the links' threads, so allow them a moment).
    let deadline = Instant::now() + Duration::from_secs(5);
    while wires
        .iter()
        .any(|w| w.to_host.lock().unwrap().is_some() || w.to_client.lock().unwrap().is_some())
    {
        assert!(Instant::now() < deadline, "links still open after the bye");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_link_closed_mid_game_and_a_new_one_attached_resumes_the_seat() {
    let seed = 7;
    let options = seventy_seven::Options {
        players: 3,
        ..Default::default()
    };
    let config = HostConfig {
        seed,
        ..HostConfig::default()
    };
    let table = table::<seventy_seven::SeventySeven>(options, 1, seed);
    let timings = NearbyTimings::default();
    let mut host = spieleabend_nearby::host_links(table, config, timings.clone()).unwrap();
    host.set_autostart(true);
    let code = host.join_code();
    let mut clients = Vec::new();
    let mut wires = Vec::new();
    for i in 0..2 {
        let client = spieleabend_nearby::join_link(client_config(seed, i), code.clone(), 1);
        wires.push(wire(&host, &client));
        clients.push(client);
    }
    let wires = Mutex::new(wires);
    let run = play(&mut host, &mut clients, seed, &[6, 20], |host, clients| {
        let mut wires = wires.lock().unwrap();
        wires[0].cut();
        wires[0] = wire(host, &clients[0]);
    })
    .await;
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
    let lost = run.client_events[0]
        .iter()
        .filter(|e| **e == JoinEvent::Client(ClientEvent::ConnectionLost))
        .count();
    assert_eq!(lost, 2, "{:?}", run.client_events[0]);
    assert!(!run.client_events[1].contains(&JoinEvent::Client(ClientEvent::ConnectionLost)));
    close(host, &mut clients).await;
}

#[tokio::test(flavor = "current_thread")]
async fn a_wrong_code_over_a_link_is_refused_and_a_left_seat_is_taken_over() {
    let seed = 11;
    let options = seventy_seven::Options {
        players: 2,
        ..Default::default()
    };
    let config = HostConfig {
        seed,
        ..HostConfig::default()
    };
    let table = table::<seventy_seven::SeventySeven>(options, 1, seed);
    let timings = NearbyTimings::default();
    let mut host = spieleabend_nearby::host_links(table, config, timings.clone()).unwrap();
    host.set_autostart(true);
    let wrong = if host.join_code() == "000000" {
        "111111"
    } else {
        "000000"
    };
    let mut client = spieleabend_nearby::join_link::<seventy_seven::SeventySeven>(
        client_config(seed, 0),
        wrong,
        1,
    );
    let _wire = wire(&host, &client);
    let refused = next_event(&mut client, |e| {
        matches!(e, JoinEvent::Client(ClientEvent::Rejected(_)))
    })
    .await;
    assert!(
        matches!(
            refused,
            JoinEvent::Client(ClientEvent::Rejected(RejectReason::WrongJoinCode { .. }))
        ),
        "{refused:?}"
    );
    // The right code on the same link admits the device.
    let code = host.join_code();
    client.with_client(|c| c.retry_code(code));
    next_event(&mut client, |e| {
        matches!(e, JoinEvent::Client(ClientEvent::Welcomed { .. }))
    })
    .await;
    // The seat was the only remote one: the game starts (a bot takes over only a seat
    // of a started game).
    next_event(&mut client, |e| {
        matches!(e, JoinEvent::Client(ClientEvent::Started { .. }))
    })
    .await;
    // Leaving says bye over the link: a bot takes the seat at once.
    client.leave().await;
    let taken = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(event) = host.events.recv().await {
            if let HostEvent::Left { seats, .. } = event {
                return seats;
            }
        }
        Vec::new()
    })
    .await
    .unwrap();
    assert_eq!(taken.len(), 1);
    let kind = host
        .with_host(|h| h.table().expect("the game started").seats()[usize::from(taken[0].0)].kind);
    assert!(matches!(kind, SeatKind::Bot(_)), "{kind:?}");
    host.shutdown().await;
}

/// A link whose every send fails, as a broken radio would.
struct BrokenLink {
    closed: Arc<Mutex<bool>>,
}

impl Link for BrokenLink {
    fn send(&mut self, _bytes: Vec<u8>) -> Result<(), LinkFailed> {
        Err(LinkFailed("radio off".into()))
    }

    fn close(&mut self) {
        *self.closed.lock().unwrap() = true;
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_failed_send_ends_the_link_like_a_close() {
    let seed = 13;
    let options = seventy_seven::Options {
        players: 2,
        ..Default::default()
    };
    let config = HostConfig {
        seed,
        ..HostConfig::default()
    };
    let table = table::<seventy_seven::SeventySeven>(options, 1, seed);
    let mut host = spieleabend_nearby::host_links(table, config, NearbyTimings::default()).unwrap();
    let client = spieleabend_nearby::join_link::<seventy_seven::SeventySeven>(
        client_config(seed, 0),
        host.join_code(),
        1,
    );
    // The host's sends fail: its answer to the exchange cannot go out, so the host
    // closes its end and admits nobody.
    let closed = Arc::new(Mutex::new(false));
    let to_host: Slot = Arc::new(Mutex::new(None));
    *to_host.lock().unwrap() = Some(host.attach(Box::new(BrokenLink {
        closed: closed.clone(),
    })));
    let _client_input = client
        .attach(Box::new(MemoryLink {
            peer: to_host.clone(),
        }))
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while !*closed.lock().unwrap() {
        assert!(Instant::now() < deadline, "the failed link was not closed");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    while let Ok(event) = host.events.try_recv() {
        assert!(!matches!(event, HostEvent::Joined { .. }), "{event:?}");
    }
    host.shutdown().await;
}
