//! A deterministic simulated network for the protocol tests: one host and its clients
//! over in-memory links that drop, duplicate, delay (and so reorder) frames, deliver
//! bytes in random chunks, replay old client frames and cut connections, all from one
//! seed. Clients play random legal actions from their own legal-action lists; the host
//! runs the table's bots (and the bots that take over dropped seats) and starts each
//! game from the lobby once it is ready (see [`Sim::autostart`]).
//!
//! Every frame the host sends is checked at the moment it is sent against the table's
//! true per-seat redaction (see [`Sim::leaks`]); every action the host accepted and
//! every action a client was told was accepted is checked against the table's steps
//! (see [`Sim::mismatches`]).

use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use spieleabend_core::bots::TableGame;
use spieleabend_core::engine::{Seat, ToAct};
use spieleabend_core::nearby::client::{
    Client, ClientConfig, ClientEvent, ClientOutput, ClientState,
};
use spieleabend_core::nearby::frame;
use spieleabend_core::nearby::host::TableSetup;
use spieleabend_core::nearby::host::{
    ConnId, Host, HostConfig, HostError, HostEvent, HostOutput, Phase,
};
use spieleabend_core::nearby::msg::{DeviceId, HostMsg};
use spieleabend_core::nearby::update_bytes::UpdateBytes;
use spieleabend_core::table::DecidedBy;

/// What the links do wrong, per frame or per step.
#[derive(Clone, Debug)]
pub struct Faults {
    /// Chance a frame is lost.
    pub drop: f64,
    /// Chance a frame arrives twice.
    pub duplicate: f64,
    /// Frames take 0..=this many ms (different delays reorder them).
    pub max_delay_ms: u64,
    /// Chance per step that a connected link is cut.
    pub disconnect: f64,
    /// How long a cut device stays away: up to this many ms (may exceed the grace).
    pub max_away_ms: u64,
    /// Chance per step that a client's old frame is sent again (a replay).
    pub replay: f64,
}

impl Faults {
    /// A perfect network.
    pub fn none() -> Faults {
        Faults {
            drop: 0.0,
            duplicate: 0.0,
            max_delay_ms: 0,
            disconnect: 0.0,
            max_away_ms: 0,
            replay: 0.0,
        }
    }

    /// A bad one.
    pub fn rough() -> Faults {
        Faults {
            drop: 0.05,
            duplicate: 0.05,
            max_delay_ms: 120,
            disconnect: 0.003,
            max_away_ms: 4_000,
            replay: 0.01,
        }
    }
}

struct Link {
    conn: Option<ConnId>,
    reconnect_at: Option<u64>,
    to_host: Vec<(u64, u64, Vec<u8>)>,
    to_client: Vec<(u64, u64, Vec<u8>)>,
    sent: Vec<Vec<u8>>,
}

/// One simulated table: a host, its clients and the links between them.
pub struct Sim<G: TableGame> {
    /// The host.
    pub host: Host<G>,
    /// The clients, one per link.
    pub clients: Vec<Client<G>>,
    links: Vec<Link>,
    rng: ChaCha8Rng,
    faults: Faults,
    /// Simulated time, ms.
    pub now: u64,
    order: u64,
    /// Problems found in frames the host sent (should stay empty).
    pub leaks: Vec<String>,
    /// Host frames checked by the leak check.
    pub frames_checked: usize,
    /// Per connection, the encodings the host's updates on it patch (as its client
    /// holds them when every frame arrives).
    sent: BTreeMap<ConnId, UpdateBytes>,
    /// Devices whose seats bots took over so far.
    pub takeovers: usize,
    /// Seats handed back to their devices so far.
    pub handbacks: usize,
    /// Print every host and client event (not updates) to stderr.
    pub trace: bool,
    /// Per client, the (seat, action) pairs it sent, in order.
    pub issued: Vec<Vec<(Seat, G::Action)>>,
    /// Per client, the action it sent last under each number (a number is used again
    /// after a reconnect for an action that never reached the host).
    by_cseq: Vec<BTreeMap<u32, (Seat, G::Action)>>,
    /// Actions the host accepted: (game number, device, number, seat), in order.
    pub accepted: Vec<(u32, DeviceId, u32, Seat)>,
    /// Per client, the numbers of the actions it was told were accepted, with the game.
    pub told_accepted: Vec<Vec<(u32, u32)>>,
    /// Start the game as soon as the lobby is ready ([`Host::ready_to_start`]).
    pub autostart: bool,
}

/// Ms of simulated time per step.
pub const STEP_MS: u64 = 50;

impl<G: TableGame> Sim<G> {
    /// A host over `table` and one client per entry of `seats_per_client` (how many
    /// seats it asks for; 0 = spectator). Clients connect at once.
    pub fn new(
        setup: TableSetup<G>,
        host_config: HostConfig,
        seats_per_client: &[u8],
        faults: Faults,
        seed: u64,
    ) -> Result<Sim<G>, HostError> {
        let host = Host::new(
            setup,
            HostConfig {
                keep_plaintexts: true,
                ..host_config
            },
        )?;
        let code = host.join_code().to_string();
        let clients = seats_per_client
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                let key = seed.wrapping_mul(1000).wrapping_add(i as u64 + 1);
                let mut entropy = [0u8; 32];
                entropy[..8].copy_from_slice(&key.to_le_bytes());
                entropy[8] = 0xC1;
                Client::new(
                    ClientConfig {
                        name: format!("device {i}"),
                        app_version: "sim".into(),
                        device_key: key,
                        entropy,
                        ..ClientConfig::default()
                    },
                    code.clone(),
                    n,
                )
            })
            .collect::<Vec<_>>();
        let links = clients
            .iter()
            .map(|_| Link {
                conn: None,
                reconnect_at: Some(0),
                to_host: Vec::new(),
                to_client: Vec::new(),
                sent: Vec::new(),
            })
            .collect();
        Ok(Sim {
            host,
            issued: vec![Vec::new(); clients.len()],
            by_cseq: vec![BTreeMap::new(); clients.len()],
            accepted: Vec::new(),
            told_accepted: vec![Vec::new(); clients.len()],
            autostart: true,
            clients,
            links,
            rng: ChaCha8Rng::seed_from_u64(seed),
            faults,
            now: 0,
            order: 0,
            leaks: Vec::new(),
            trace: false,
            frames_checked: 0,
            sent: BTreeMap::new(),
            takeovers: 0,
            handbacks: 0,
        })
    }

    /// Client `i` connects first at `at` ms (a late joiner) instead of at once.
    pub fn join_at(&mut self, i: usize, at: u64) {
        self.links[i].reconnect_at = Some(at);
    }

    /// Whether the game in play is over (false in the lobby and before the deal).
    pub fn game_over(&self) -> bool {
        self.host.phase() == Phase::Playing
            && self
                .host
                .table()
                .is_some_and(|t| t.pending() == spieleabend_core::table::Pending::Finished)
    }

    /// Changes the faults (e.g. [`Faults::none`] to let the table settle at the end).
    pub fn set_faults(&mut self, faults: Faults) {
        self.faults = faults;
    }

    /// One step of `STEP_MS` ms.
    pub fn step(&mut self) {
        self.now += STEP_MS;
        let now = self.now;
        // Reconnects and cuts.
        for i in 0..self.links.len() {
            if self.links[i].conn.is_none() {
                if self.links[i].reconnect_at.is_some_and(|t| t <= now)
                    && matches!(self.clients[i].state(), ClientState::Disconnected)
                {
                    self.links[i].reconnect_at = None;
                    let conn = self.host.connect(now);
                    self.links[i].conn = Some(conn);
                    self.clients[i].connect(now);
                }
            } else if self.rng.random_bool(self.faults.disconnect) {
                let conn = self.links[i].conn.expect("up");
                self.host.disconnected(conn, now);
                self.cut(i);
            }
        }
        // Deliveries.
        for i in 0..self.links.len() {
            let Some(conn) = self.links[i].conn else {
                continue;
            };
            for bytes in take_due(&mut self.links[i].to_host, now) {
                for chunk in chunks(&mut self.rng, &bytes) {
                    self.host.receive(conn, chunk, now);
                    // Route at once, so frames are checked against the table they
                    // were made from.
                    self.route();
                }
            }
            if self.links[i].conn != Some(conn) {
                continue;
            }
            for bytes in take_due(&mut self.links[i].to_client, now) {
                for chunk in chunks(&mut self.rng, &bytes) {
                    self.clients[i].receive(chunk, now);
                }
            }
            if self.rng.random_bool(self.faults.replay)
                && !self.links[i].sent.is_empty()
                && self.host.device_of(conn).is_some()
            {
                let k = self.rng.random_range(0..self.links[i].sent.len());
                let old = self.links[i].sent[k].clone();
                self.host.receive(conn, &old, now);
                self.route();
            }
        }
        self.route();
        // Time.
        self.host.tick(now);
        for client in &mut self.clients {
            client.tick(now);
        }
        self.route();
        // Players.
        for i in 0..self.clients.len() {
            let client = &self.clients[i];
            if client.state() != &ClientState::Connected || client.action_in_flight() {
                continue;
            }
            let ToAct::Seat(seat) = client.to_act() else {
                continue;
            };
            let legal = client.legal_actions();
            if !client.seats().contains(&seat) || legal.is_empty() {
                continue;
            }
            let action = legal[self.rng.random_range(0..legal.len())];
            if let Ok(cseq) = self.clients[i].act(seat, action, now) {
                self.issued[i].push((seat, action));
                self.by_cseq[i].insert(cseq, (seat, action));
            }
        }
        self.route();
        if self.autostart && self.host.phase() == Phase::Lobby && self.host.ready_to_start() {
            let _ = self.host.start();
            self.route();
        }
        self.host.run_bots();
        self.route();
    }

    /// Whether the game is over and every client shows the host's final state and has
    /// checked the game's deal.
    pub fn settled(&self) -> bool {
        if !self.game_over() {
            return false;
        }
        let Some(table) = self.host.table() else {
            return false;
        };
        let game_number = table.game_number();
        self.clients.iter().zip(&self.links).all(|(client, link)| {
            let Some(conn) = link.conn else {
                return false;
            };
            client.state() == &ClientState::Connected
                && self.host.device_of(conn).and_then(|d| self.host.hseq_of(d))
                    == Some(client.hseq())
                && client.to_act() == ToAct::Finished
                && client.fairness(game_number).is_some()
                && client.seats().iter().all(|&s| {
                    client.view(s).is_some() && table.view(s).ok().as_ref() == client.view(s)
                })
        })
    }

    /// Differences between what the clients show and the host's table, if any.
    pub fn mismatches(&self) -> Vec<String> {
        let mut out = Vec::new();
        let Some(table) = self.host.table() else {
            return vec!["no game was dealt".into()];
        };
        let game_number = table.game_number();
        // Every action the host accepted in this game is one remote step of the table,
        // in order, and is the action its device sent under that number.
        let remote_steps: Vec<(Seat, G::Action)> = table
            .steps()
            .iter()
            .filter(|s| s.by == DecidedBy::Remote)
            .map(|s| (s.seat, s.action))
            .collect();
        let accepted: Vec<Option<(Seat, G::Action)>> = self
            .accepted
            .iter()
            .filter(|a| a.0 == game_number)
            .map(|&(_, device, cseq, seat)| {
                let i = self
                    .clients
                    .iter()
                    .position(|c| c.device() == Some(device))?;
                self.by_cseq[i].get(&cseq).filter(|a| a.0 == seat).copied()
            })
            .collect();
        if accepted.iter().any(Option::is_none) {
            out.push("the host accepted an action no client sent under that number".into());
        }
        let accepted: Vec<(Seat, G::Action)> = accepted.into_iter().flatten().collect();
        if accepted != remote_steps {
            out.push(format!(
                "{} actions accepted by the host, {} remote steps at the table",
                accepted.len(),
                remote_steps.len()
            ));
        }
        for (i, client) in self.clients.iter().enumerate() {
            // Every action the client was told was accepted, the host accepted once.
            let told: Vec<u32> = self.told_accepted[i]
                .iter()
                .filter(|t| t.0 == game_number)
                .map(|t| t.1)
                .collect();
            for cseq in &told {
                let times = self
                    .accepted
                    .iter()
                    .filter(|a| a.0 == game_number && Some(a.1) == client.device() && a.2 == *cseq)
                    .count();
                if times != 1 || told.iter().filter(|c| *c == cseq).count() != 1 {
                    out.push(format!(
                        "client {i}: told action {cseq} was accepted, the host accepted it {times} times"
                    ));
                }
            }
            match client.fairness(game_number) {
                Some(Ok(_)) => {}
                Some(Err(failure)) => {
                    out.push(format!("client {i}: game {game_number}: {failure:?}"))
                }
                None => out.push(format!("client {i}: game {game_number} not verified")),
            }
            let conn = self.links[i].conn;
            let device = conn.and_then(|c| self.host.device_of(c));
            if client.state() != &ClientState::Connected
                || device.and_then(|d| self.host.hseq_of(d)) != Some(client.hseq())
            {
                out.push(format!(
                    "client {i}: {:?}, conn {conn:?}, device {device:?}, hseq {} (host {:?})",
                    client.state(),
                    client.hseq(),
                    device.and_then(|d| self.host.hseq_of(d))
                ));
            }
            for &seat in client.seats() {
                match table.view(seat) {
                    Ok(view) if client.view(seat) == Some(&view) => {}
                    Ok(view) => out.push(format!(
                        "client {i} seat {seat}: view {:?} but host has {view:?}",
                        client.view(seat)
                    )),
                    Err(e) => out.push(format!("client {i} seat {seat}: host refuses view: {e}")),
                }
                let theirs = client.events(seat, 0);
                let ours = table.events(seat, 0).unwrap_or_default();
                if !same_events(&theirs, &ours) {
                    out.push(format!(
                        "client {i} seat {seat}: {} events, host has {}",
                        theirs.len(),
                        ours.len()
                    ));
                }
            }
            // Every remote step of this client's seats was an action it issued, in order
            // (none applied twice, none invented).
            let applied: Vec<(Seat, G::Action)> = table
                .steps()
                .iter()
                .filter(|s| s.by == DecidedBy::Remote && client.seats().contains(&s.seat))
                .map(|s| (s.seat, s.action))
                .collect();
            let mut issued = self.issued[i].iter();
            if !applied.iter().all(|a| issued.any(|b| b == a)) {
                out.push(format!(
                    "client {i}: applied actions are not a subsequence of issued ones"
                ));
            }
        }
        out
    }

    fn cut(&mut self, i: usize) {
        let link = &mut self.links[i];
        link.conn = None;
        link.to_host.clear();
        link.to_client.clear();
        let away = if self.faults.max_away_ms == 0 {
            STEP_MS
        } else {
            self.rng.random_range(STEP_MS..=self.faults.max_away_ms)
        };
        link.reconnect_at = Some(self.now + away);
        self.clients[i].disconnected();
    }

    fn delay(&mut self) -> u64 {
        self.rng.random_range(0..=self.faults.max_delay_ms)
    }

    /// Moves every output of the host and clients onto the links.
    fn route(&mut self) {
        let now = self.now;
        let outputs = self.host.take_outputs();
        let plaintexts: BTreeMap<Vec<u8>, Vec<u8>> =
            self.host.take_plaintexts().into_iter().collect();
        for output in outputs {
            match output {
                HostOutput::Send { conn, bytes } => {
                    if let Some(payload) = plaintexts.get(&bytes) {
                        self.check_frame(conn, payload);
                    }
                    if let Some(i) = self.links.iter().position(|l| l.conn == Some(conn)) {
                        self.enqueue(i, false, bytes, now);
                    }
                }
                HostOutput::Close { conn } => {
                    if let Some(i) = self.links.iter().position(|l| l.conn == Some(conn)) {
                        // The reject before the close still arrives.
                        let queued = std::mem::take(&mut self.links[i].to_client);
                        for (_, _, bytes) in queued {
                            self.clients[i].receive(&bytes, now);
                        }
                        self.cut(i);
                    }
                }
                HostOutput::Event(event) => {
                    match &event {
                        HostEvent::TakenOver { .. } => self.takeovers += 1,
                        HostEvent::HandedBack { .. } => self.handbacks += 1,
                        &HostEvent::ActionAccepted { device, cseq, seat } => {
                            self.accepted
                                .push((self.host.game_number(), device, cseq, seat))
                        }
                        _ => {}
                    }
                    if self.trace {
                        eprintln!("{} host {event:?}", self.now);
                    }
                }
            }
        }
        for i in 0..self.clients.len() {
            for output in self.clients[i].take_outputs() {
                match output {
                    ClientOutput::Send(bytes) => {
                        if self.links[i].conn.is_some() {
                            self.links[i].sent.push(bytes.clone());
                            self.enqueue(i, true, bytes, now);
                        }
                    }
                    ClientOutput::Close => {
                        if let Some(conn) = self.links[i].conn {
                            self.host.disconnected(conn, now);
                            self.cut(i);
                        }
                    }
                    ClientOutput::Event(event) => {
                        if let ClientEvent::ActionAccepted { cseq } = event {
                            self.told_accepted[i].push((self.host.game_number(), cseq));
                        }
                        if self.trace && !matches!(event, ClientEvent::Updated) {
                            eprintln!("{} client {i} {event:?}", self.now);
                        }
                    }
                }
            }
        }
    }

    fn enqueue(&mut self, i: usize, to_host: bool, bytes: Vec<u8>, now: u64) {
        if self.rng.random_bool(self.faults.drop) {
            return;
        }
        let copies = if self.rng.random_bool(self.faults.duplicate) {
            2
        } else {
            1
        };
        for _ in 0..copies {
            let at = now + self.delay();
            self.order += 1;
            let item = (at, self.order, bytes.clone());
            if to_host {
                self.links[i].to_host.push(item);
            } else {
                self.links[i].to_client.push(item);
            }
        }
    }

    /// Checks a message the host seals for `conn` (its plaintext) against the table as
    /// it is now: events and views only for the device's seats, each exactly the
    /// table's redaction.
    fn check_frame(&mut self, conn: ConnId, payload: &[u8]) {
        self.frames_checked += 1;
        let Ok(message) = frame::decode::<HostMsg<G>>(payload) else {
            return self.leaks.push("undecodable frame".into());
        };
        let HostMsg::Update {
            seats,
            legal,
            status,
            snapshot,
            ..
        } = message
        else {
            return;
        };
        let sent = self.sent.entry(conn).or_default();
        if snapshot {
            sent.clear();
        }
        let Some(patched) = sent.apply::<G>(&status, &legal, &seats) else {
            return self
                .leaks
                .push(format!("conn {conn}: an update whose patches do not apply"));
        };
        let (status, legal) = (patched.status, patched.legal);
        let owned = self.host.seats_of(conn).unwrap_or(&[]).to_vec();
        let Some(table) = self.host.table() else {
            return self
                .leaks
                .push(format!("conn {conn}: an update before the deal"));
        };
        // An update of the game before a rematch routed only after the new deal: its
        // patches were applied above, but its views and events are of a table gone.
        let current = status.game_number == table.game_number();
        for (update, (_, view)) in seats.into_iter().zip(patched.views) {
            if !owned.contains(&update.seat) {
                self.leaks
                    .push(format!("conn {conn}: seat {} is not its own", update.seat));
                continue;
            }
            if !current {
                continue;
            }
            if table.view(update.seat).ok() != Some(view) {
                self.leaks
                    .push(format!("conn {conn}: view of seat {} differs", update.seat));
            }
            let from = update.events.first().map_or(0, |e| e.seq);
            let truth = table.events(update.seat, from).unwrap_or_default();
            for event in update.events {
                let found = truth
                    .binary_search_by_key(&event.seq, |t| t.seq)
                    .ok()
                    .map(|k| &truth[k]);
                if !found.is_some_and(|t| t.event == event.event) {
                    self.leaks.push(format!(
                        "conn {conn}: event {} of seat {} is not its redaction",
                        event.seq, update.seat
                    ));
                }
            }
        }
        if !legal.is_empty() && !status.to_act.seat().is_some_and(|s| owned.contains(&s)) {
            self.leaks
                .push(format!("conn {conn}: legal actions of another seat"));
        }
    }
}

fn take_due(queue: &mut Vec<(u64, u64, Vec<u8>)>, now: u64) -> Vec<Vec<u8>> {
    let mut due: Vec<(u64, u64, Vec<u8>)> = Vec::new();
    let mut i = 0;
    while i < queue.len() {
        if queue[i].0 <= now {
            due.push(queue.swap_remove(i));
        } else {
            i += 1;
        }
    }
    due.sort_by_key(|(at, order, _)| (*at, *order));
    due.into_iter().map(|(_, _, b)| b).collect()
}

/// `bytes` cut into 1 to 4 random pieces.
fn chunks<'a>(rng: &mut ChaCha8Rng, bytes: &'a [u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    let mut rest = bytes;
    for _ in 0..3 {
        if rest.len() < 2 || rng.random_bool(0.5) {
            break;
        }
        let at = rng.random_range(1..rest.len());
        let (head, tail) = rest.split_at(at);
        out.push(head);
        rest = tail;
    }
    out.push(rest);
    out
}

fn same_events<G: spieleabend_core::Game>(
    a: &[spieleabend_core::table::Logged<G>],
    b: &[spieleabend_core::table::Logged<G>],
) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.seq == y.seq && x.event == y.event)
}
