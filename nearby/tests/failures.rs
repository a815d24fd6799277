//! Failure modes of the nearby-play driver over loopback: a refused connection,
//! a host that vanishes, a client that vanishes, a half-open connection (a proxy that
//! stops forwarding without closing), a host that accepts but never answers, and a
//! device that stops reading. Each must end in a clear typed state within a bounded
//! time, and never stall the other devices. Run with
//! `cargo test -p spieleabend-nearby --test failures`.

#[path = "common/wire.rs"]
mod wire;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::ToAct;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::elfer_raus::{ElferRaus, Options};
use spieleabend_core::nearby::{
    ClientConfig, ClientEvent, ClientMsg, ClientState, HostConfig, HostEvent, Phase, TableSetup,
};
use spieleabend_core::table::{BotLevel, Pending, SeatConfig, TableSettings};
use spieleabend_nearby::{ClientHandle, HostHandle, JoinEvent, NearbyTimings};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use wire::Wire;

/// Every wait in these tests is bounded by this.
const BOUND: Duration = Duration::from_secs(40);

/// Elfer raus for four: three remote seats and a medium bot.
fn table(seed: u64) -> TableSetup<ElferRaus> {
    let seats = vec![
        SeatConfig::remote("P0"),
        SeatConfig::remote("P1"),
        SeatConfig::remote("P2"),
        SeatConfig::bot("Bot", BotLevel::Medium),
    ];
    let settings = TableSettings {
        bot_delay_ms: 0,
        ..TableSettings::default()
    };
    let options = Options {
        players: 4,
        ..Default::default()
    };
    TableSetup {
        options,
        seats,
        settings,
        seed,
    }
}

/// A host that notices silence after 1.5 s and lets bots take over after 1 s.
fn quick_host(seed: u64) -> HostConfig {
    HostConfig {
        seed,
        entropy: [seed as u8; 32],
        timeout_ms: 1_500,
        grace_ms: 1_000,
        ..HostConfig::default()
    }
}

/// A client that pings every 300 ms and notices silence after 1.2 s.
fn quick_client(i: usize) -> ClientConfig {
    ClientConfig {
        name: format!("device {i}"),
        app_version: "test".into(),
        device_key: 1_000 + i as u64,
        ping_interval_ms: 300,
        timeout_ms: 1_200,
        resend_ms: 300,
        entropy: [100 + i as u8; 32],
    }
}

/// Few, quick reconnect attempts.
fn quick_timings() -> NearbyTimings {
    NearbyTimings {
        reconnect_attempts: 3,
        reconnect_backoff_ms: 50,
        ..NearbyTimings::default()
    }
}

/// A host and its clients, with everything they reported.
struct Net<G: TableGame> {
    host: Option<HostHandle<G>>,
    clients: Vec<Option<ClientHandle<G>>>,
    host_events: Vec<HostEvent>,
    client_events: Vec<Vec<JoinEvent>>,
    actions: usize,
    rng: ChaCha8Rng,
}

impl<G: TableGame> Net<G> {
    /// Hosts `table` on loopback and joins one client per address in `via` (the
    /// host's own address where `None`); the game starts once every remote seat is
    /// filled.
    async fn start(
        table: TableSetup<G>,
        host_config: HostConfig,
        timings: NearbyTimings,
        via: &[Option<SocketAddr>],
    ) -> Net<G> {
        let host = spieleabend_nearby::host(table, host_config, "127.0.0.1:0", timings.clone())
            .await
            .unwrap();
        host.set_autostart(true);
        let mut clients = Vec::new();
        for (i, addr) in via.iter().enumerate() {
            let addr = addr.unwrap_or(host.local_addr());
            let client = spieleabend_nearby::join::<G, _>(
                addr,
                quick_client(i),
                host.join_code(),
                1,
                timings.clone(),
            )
            .await
            .unwrap();
            clients.push(Some(client));
        }
        Net {
            host: Some(host),
            client_events: vec![Vec::new(); clients.len()],
            clients,
            host_events: Vec::new(),
            actions: 0,
            rng: ChaCha8Rng::seed_from_u64(7),
        }
    }

    fn host(&self) -> &HostHandle<G> {
        self.host.as_ref().expect("the host runs")
    }

    /// Collects events and lets every client on turn make a random legal move.
    fn step(&mut self) {
        if let Some(host) = &mut self.host {
            while let Ok(event) = host.events.try_recv() {
                self.host_events.push(event);
            }
        }
        for (i, client) in self.clients.iter_mut().enumerate() {
            let Some(client) = client else { continue };
            while let Ok(event) = client.events.try_recv() {
                self.client_events[i].push(event);
            }
            let rng = &mut self.rng;
            let choice = client.with_client(|c| match (c.state(), c.to_act()) {
                (ClientState::Connected, ToAct::Seat(seat))
                    if c.seats().contains(&seat)
                        && !c.action_in_flight()
                        && !c.legal_actions().is_empty() =>
                {
                    let legal = c.legal_actions();
                    Some((seat, legal[rng.random_range(0..legal.len())]))
                }
                _ => None,
            });
            if let Some((seat, action)) = choice
                && client.act(seat, action).is_ok()
            {
                self.actions += 1;
            }
        }
    }

    /// Plays on until `done`; panics with everything seen after [`BOUND`].
    async fn run_until(&mut self, what: &str, mut done: impl FnMut(&Self) -> bool) -> Duration {
        let start = Instant::now();
        loop {
            self.step();
            if done(self) {
                return start.elapsed();
            }
            assert!(
                start.elapsed() < BOUND,
                "not {what} within {BOUND:?}: host {:?}\nclients {:?}",
                self.host_events,
                self.client_events
            );
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }

    fn host_finished(&self) -> bool {
        self.host().with_host(|h| {
            h.phase() == Phase::Playing
                && h.table().is_some_and(|t| t.pending() == Pending::Finished)
        })
    }

    fn client_saw(&self, i: usize, event: &JoinEvent) -> bool {
        self.client_events[i].contains(event)
    }
}

/// The device id the host gave the device named `name`.
fn device_named(events: &[HostEvent], name: &str) -> Option<u32> {
    events.iter().find_map(|e| match e {
        HostEvent::Joined {
            device, name: n, ..
        } if n == name => Some(*device),
        _ => None,
    })
}

#[tokio::test(flavor = "current_thread")]
async fn a_refused_connection_is_an_io_error_at_once() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr: SocketAddr = ([127, 0, 0, 1], port).into();
    let started = Instant::now();
    let result = spieleabend_nearby::join::<ElferRaus, _>(
        addr,
        quick_client(0),
        "000000",
        1,
        NearbyTimings::default(),
    )
    .await;
    let error = result.err().expect("nobody listens there");
    assert_eq!(error.kind(), std::io::ErrorKind::ConnectionRefused);
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test(flavor = "current_thread")]
async fn when_the_host_vanishes_every_client_gives_up() {
    let mut net = Net::start(
        table(1),
        quick_host(1),
        quick_timings(),
        &[None, None, None],
    )
    .await;
    net.run_until("ten moves in", |n| n.actions >= 10).await;
    // The host's process dies: its tasks and sockets are gone, nothing said.
    drop(net.host.take());
    net.run_until("given up by every client", |n| {
        (0..3).all(|i| n.client_saw(i, &JoinEvent::GaveUp))
    })
    .await;
    for (i, client) in net.clients.iter().enumerate() {
        let client = client.as_ref().unwrap();
        assert_eq!(
            client.with_client(|c| c.state().clone()),
            ClientState::Disconnected
        );
        assert!(net.client_saw(i, &JoinEvent::Reconnecting { attempt: 3 }));
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_vanished_client_is_replaced_by_a_bot_and_the_game_ends() {
    let mut net = Net::start(
        table(2),
        quick_host(2),
        quick_timings(),
        &[None, None, None],
    )
    .await;
    net.run_until("ten moves in", |n| n.actions >= 10).await;
    // Client 1's process dies.
    drop(net.clients[1].take());
    let gone = device_named(&net.host_events, "device 1").expect("joined");
    net.run_until("taken over by a bot", |n| {
        n.host_events
            .iter()
            .any(|e| matches!(e, HostEvent::TakenOver { device, .. } if *device == gone))
    })
    .await;
    let away = net
        .host_events
        .iter()
        .position(|e| *e == HostEvent::Away { device: gone });
    assert!(away.is_some(), "{:?}", net.host_events);
    net.run_until("finished", |n| {
        n.host_finished()
            && [0, 2].iter().all(|&i| {
                n.clients[i]
                    .as_ref()
                    .unwrap()
                    .with_client(|c| c.to_act() == ToAct::Finished)
            })
    })
    .await;
}

/// A TCP proxy on loopback whose connections can be frozen: they stop forwarding in
/// both directions without closing (no FIN, no RST), as when a Wi-Fi path dies.
struct Proxy {
    addr: SocketAddr,
    /// Connections accepted so far.
    accepted: Arc<AtomicU64>,
    /// Connections numbered below this are frozen (0: none).
    frozen_below: Arc<AtomicU64>,
}

impl Proxy {
    async fn start(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let accepted = Arc::new(AtomicU64::new(0));
        let frozen_below = Arc::new(AtomicU64::new(0));
        let (count, below) = (accepted.clone(), frozen_below.clone());
        tokio::spawn(async move {
            while let Ok((inbound, _)) = listener.accept().await {
                let number = count.fetch_add(1, Ordering::SeqCst);
                let Ok(outbound) = TcpStream::connect(target).await else {
                    continue;
                };
                let (in_read, in_write) = inbound.into_split();
                let (out_read, out_write) = outbound.into_split();
                let frozen = {
                    let below = below.clone();
                    move || number < below.load(Ordering::SeqCst)
                };
                tokio::spawn(pump(in_read, out_write, frozen.clone()));
                tokio::spawn(pump(out_read, in_write, frozen));
            }
        });
        Proxy {
            addr,
            accepted,
            frozen_below,
        }
    }

    /// Freezes every connection, open now or opened later.
    fn freeze_everything(&self) {
        self.frozen_below.store(u64::MAX, Ordering::SeqCst);
    }

    /// Keeps the connections open now frozen; new ones forward again.
    fn thaw_new_connections(&self) {
        let accepted = self.accepted.load(Ordering::SeqCst);
        self.frozen_below.store(accepted, Ordering::SeqCst);
    }
}

/// Forwards bytes until frozen, then holds both ends open for ever without a byte.
async fn pump(mut from: OwnedReadHalf, mut to: OwnedWriteHalf, frozen: impl Fn() -> bool) {
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(n) if n > 0 => n,
            _ => return,
        };
        if frozen() {
            let _keep_open = (from, to);
            std::future::pending::<()>().await;
            return;
        }
        if to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_half_open_connection_is_noticed_and_the_client_resumes() {
    let host_config = HostConfig {
        grace_ms: 30_000,
        ..quick_host(3)
    };
    // Enough attempts to outlast the frozen stretch.
    let timings = NearbyTimings {
        reconnect_attempts: 20,
        ..quick_timings()
    };
    // Client 0 talks to the host through the proxy; the proxy is started once the host
    // listens, so the host goes first.
    let host = spieleabend_nearby::host(table(3), host_config, "127.0.0.1:0", timings.clone())
        .await
        .unwrap();
    host.set_autostart(true);
    let proxy = Proxy::start(host.local_addr()).await;
    let mut clients = Vec::new();
    for (i, addr) in [proxy.addr, host.local_addr(), host.local_addr()]
        .into_iter()
        .enumerate()
    {
        let client = spieleabend_nearby::join::<ElferRaus, _>(
            addr,
            quick_client(i),
            host.join_code(),
            1,
            quick_timings(),
        )
        .await
        .unwrap();
        clients.push(Some(client));
    }
    let mut net = Net {
        host: Some(host),
        client_events: vec![Vec::new(); 3],
        clients,
        host_events: Vec::new(),
        actions: 0,
        rng: ChaCha8Rng::seed_from_u64(3),
    };
    net.run_until("ten moves in", |n| n.actions >= 10).await;
    let device = device_named(&net.host_events, "device 0").expect("joined");
    // The path dies: nothing gets through, nothing is closed.
    proxy.freeze_everything();
    net.run_until("noticed at the host and at the client", |n| {
        n.host_events.contains(&HostEvent::Away { device })
            && n.client_saw(0, &JoinEvent::Client(ClientEvent::ConnectionLost))
    })
    .await;
    // The path comes back for new connections; the client's next attempt resumes.
    proxy.thaw_new_connections();
    net.run_until("resumed", |n| {
        n.host_events.contains(&HostEvent::Resumed { device })
            && n.client_saw(0, &JoinEvent::Reconnected)
    })
    .await;
    net.run_until("finished", |n| {
        n.host_finished()
            && n.clients.iter().all(|c| {
                c.as_ref()
                    .unwrap()
                    .with_client(|c| c.to_act() == ToAct::Finished)
            })
    })
    .await;
    assert!(
        !net.host_events
            .iter()
            .any(|e| matches!(e, HostEvent::TakenOver { .. })),
        "{:?}",
        net.host_events
    );
}

#[tokio::test(flavor = "current_thread")]
async fn a_host_that_accepts_but_never_answers_is_given_up() {
    let host = spieleabend_nearby::host(table(4), quick_host(4), "127.0.0.1:0", quick_timings())
        .await
        .unwrap();
    let proxy = Proxy::start(host.local_addr()).await;
    proxy.freeze_everything();
    // The machine's default silence timeout (5 s) is longer than the 3 s a connection
    // must last to count as working: only a welcome may reset the attempts.
    let config = ClientConfig {
        name: "device 0".into(),
        device_key: 5,
        ..ClientConfig::default()
    };
    let mut client = spieleabend_nearby::join::<ElferRaus, _>(
        proxy.addr,
        config,
        host.join_code(),
        1,
        quick_timings(),
    )
    .await
    .unwrap();
    let mut seen = Vec::new();
    let gave_up = tokio::time::timeout(BOUND, async {
        while let Some(event) = client.events.recv().await {
            seen.push(event.clone());
            if event == JoinEvent::GaveUp {
                return true;
            }
        }
        false
    })
    .await;
    assert_eq!(gave_up, Ok(true), "{seen:?}");
    assert!(
        !seen
            .iter()
            .any(|e| matches!(e, JoinEvent::Client(ClientEvent::Welcomed { .. })))
    );
    assert_eq!(
        client.with_client(|c| c.state().clone()),
        ClientState::Disconnected
    );
}

#[tokio::test(flavor = "current_thread")]
async fn a_device_that_stops_reading_is_cut_off_without_stalling_the_others() {
    // Small kernel buffers at the host, so the slow device's backlog fills them soon.
    let timings = NearbyTimings {
        send_buffer_bytes: Some(4 * 1024),
        write_timeout_ms: 1_000,
        ..quick_timings()
    };
    // The random players act far faster than people: allow it (the flood guard
    // would cut them off), and let bots take over quickly should one drop.
    let host_config = HostConfig {
        max_messages_per_second: 10_000,
        ..quick_host(5)
    };
    let mut net = Net::start(table(5), host_config, timings, &[None, None, None]).await;
    // The first game starts before the spectator comes (it never commits: with it in
    // the lobby, the game would not start by itself).
    net.run_until("the first game started", |n| {
        n.host().with_host(|h| h.phase() != Phase::Lobby)
    })
    .await;
    net.host().set_autostart(false);
    // A spectator that says hello, keeps pinging, and never reads a byte.
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4 * 1024).unwrap();
    let slow = socket.connect(net.host().local_addr()).await.unwrap();
    let mut slow = Wire::over(slow);
    slow.join::<ElferRaus>(&net.host().join_code(), "slow", 0, 99)
        .await
        .unwrap();
    let pinger = tokio::spawn(async move {
        for time in 1.. {
            tokio::time::sleep(Duration::from_millis(300)).await;
            if slow
                .send(&ClientMsg::<ElferRaus>::Ping { time })
                .await
                .is_err()
            {
                return;
            }
        }
    });
    net.run_until("the slow spectator admitted", |n| {
        device_named(&n.host_events, "slow").is_some()
    })
    .await;
    let slow_device = device_named(&net.host_events, "slow").unwrap();
    // The others play game after game meanwhile; the host cuts the slow one off.
    let mut games = 0;
    net.run_until("the slow device cut off", |n| {
        if n.host_finished() {
            games += 1;
            n.host().with_host(|h| h.rematch()).unwrap();
        } else if n.host().with_host(|h| h.phase() == Phase::Lobby) {
            // The next game starts without the spectator's commitment (see above).
            n.host().start().unwrap();
        }
        n.host_events.contains(&HostEvent::Away {
            device: slow_device,
        })
    })
    .await;
    pinger.abort();
    assert!(
        games >= 1,
        "no game finished while the slow device held data back"
    );
    // The three others still play on to the end of a game (the slow device is gone:
    // the lobby is ready without it).
    net.host().set_autostart(true);
    net.run_until("the next game finished", |n| n.host_finished())
        .await;
    assert!(net.clients.iter().all(|c| {
        c.as_ref()
            .unwrap()
            .with_client(|c| c.state() == &ClientState::Connected)
    }));
}

#[tokio::test(flavor = "current_thread")]
async fn an_idle_host_sleeps_instead_of_ticking() {
    // One device in the lobby, pinging each second: nothing is due at the host until
    // a silence or grace deadline, so its driver does not wake on a fixed tick.
    let mut net = Net::start(table(9), quick_host(9), quick_timings(), &[None]).await;
    net.run_until("the device admitted", |n| {
        n.client_events[0]
            .iter()
            .any(|e| matches!(e, JoinEvent::Client(ClientEvent::Welcomed { .. })))
    })
    .await;
    let before = net.host().ticks();
    tokio::time::sleep(Duration::from_secs(3)).await;
    let ticks = net.host().ticks() - before;
    println!("{ticks} host ticks in 3 s of an idle lobby");
    // A 100 ms tick would be 30; the pings keep every deadline over a second ahead.
    assert!(ticks <= 3, "{ticks} ticks in 3 s of an idle lobby");
    assert!(
        net.clients[0]
            .as_ref()
            .unwrap()
            .with_client(|c| c.state() == &ClientState::Connected)
    );
}
