//! The host: the table's owner. It admits devices, gives them seats, validates and
//! applies their actions, and sends each device its own redacted events and views.
//! Sans-IO: bytes and the time come in, frames and events go out through
//! [`Host::take_outputs`].

use std::collections::BTreeMap;

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::frame::{self, FrameDecoder, FrameError};
use super::msg::{
    ActionReject, Auth, ByeReason, ClientMsg, HostMsg, PROTOCOL_VERSION, RejectReason, SeatUpdate,
    TableStatus, peek_hello_version,
};
use crate::bots::MediumPolicy;
use crate::engine::{Game, Seat};
use crate::table::{BotJob, BotLevel, BotMove, SeatKind, Table, TableError};

/// A transport connection at the host, numbered by [`Host::connect`].
pub type ConnId = u64;

/// A device's id at the table.
pub type DeviceId = u32;

/// The host's limits and timings (all times in ms).
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// Seed of the join code and resume tokens. Use OS randomness in the apps; tests
    /// pass a fixed one.
    pub seed: u64,
    /// Digits of the join code, 4 to 6.
    pub code_digits: u8,
    /// Silence after which a connection counts as dropped.
    pub timeout_ms: u64,
    /// Time a new connection has to send its hello.
    pub hello_timeout_ms: u64,
    /// How long a dropped device keeps its seats before a bot takes over.
    pub grace_ms: u64,
    /// The level of the bot that takes a dropped device's seats over.
    pub takeover_level: BotLevel,
    /// Wrong join codes (or unknown tokens) allowed per connection.
    pub attempts_per_connection: u8,
    /// Wrong join codes allowed at the table before joining by code closes.
    pub attempts_total: u32,
    /// Messages one connection may send per second before it is cut off.
    pub max_messages_per_second: u32,
}

impl Default for HostConfig {
    fn default() -> Self {
        HostConfig {
            seed: 0,
            code_digits: 6,
            timeout_ms: 6_000,
            hello_timeout_ms: 5_000,
            grace_ms: 60_000,
            takeover_level: BotLevel::Medium,
            attempts_per_connection: 3,
            attempts_total: 20,
            max_messages_per_second: 100,
        }
    }
}

/// Something the host app may want to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostEvent {
    /// A device was admitted with these seats (empty: spectator).
    Joined {
        device: DeviceId,
        name: String,
        seats: Vec<Seat>,
    },
    /// A dropped device is back with its resume token.
    Resumed { device: DeviceId },
    /// A device's connection dropped; its seats wait for the grace period.
    Away { device: DeviceId },
    /// The grace period ran out (or the device said bye): bots play these seats now.
    TakenOver { device: DeviceId, seats: Vec<Seat> },
    /// The device is back and plays its seats again.
    HandedBack { device: DeviceId, seats: Vec<Seat> },
    /// A connection was refused or cut off.
    Refused { conn: ConnId, reason: RejectReason },
    /// A device's action was not applied.
    ActionRejected {
        device: DeviceId,
        reason: ActionReject,
    },
}

/// What the driver must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostOutput {
    /// Send these bytes (one whole frame) on the connection.
    Send { conn: ConnId, bytes: Vec<u8> },
    /// Close the connection (after sending what was queued for it).
    Close { conn: ConnId },
    /// Tell the host's UI.
    Event(HostEvent),
}

#[derive(Debug)]
struct Conn {
    decoder: FrameDecoder,
    device: Option<DeviceId>,
    opened: u64,
    last_heard: u64,
    wrong_attempts: u8,
    window_start: u64,
    window_count: u32,
}

#[derive(Clone, Debug, PartialEq)]
enum Answer {
    Applied,
    Rejected(ActionReject),
}

#[derive(Debug)]
struct Device<G: Game> {
    name: String,
    key: u64,
    seats: Vec<Seat>,
    token: u64,
    conn: Option<ConnId>,
    away_since: Option<u64>,
    taken_over: bool,
    left: bool,
    last_cseq: u32,
    last_answer: Option<Answer>,
    hseq: u64,
    cursor: u32,
    game_number: u32,
    last_sent: Option<(TableStatus, Vec<G::Action>, u32)>,
}

/// The host state machine. See the module docs.
#[derive(Debug)]
pub struct Host<G: MediumPolicy> {
    table: Table<G>,
    config: HostConfig,
    rng: ChaCha8Rng,
    join_code: String,
    join_locked: bool,
    wrong_total: u32,
    conns: BTreeMap<ConnId, Conn>,
    next_conn: ConnId,
    devices: BTreeMap<DeviceId, Device<G>>,
    outputs: Vec<HostOutput>,
    ended: bool,
}

impl<G: MediumPolicy> Host<G> {
    /// Hosts `table`; its [`SeatKind::Remote`] seats are given to devices as they join.
    pub fn new(table: Table<G>, config: HostConfig) -> Host<G> {
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let join_code = make_code(&mut rng, config.code_digits);
        Host {
            table,
            config,
            rng,
            join_code,
            join_locked: false,
            wrong_total: 0,
            conns: BTreeMap::new(),
            next_conn: 1,
            devices: BTreeMap::new(),
            outputs: Vec::new(),
            ended: false,
        }
    }

    /// The code to show on the host's screen.
    pub fn join_code(&self) -> &str {
        &self.join_code
    }

    /// Shows a new join code (from `seed`) and opens joining again after a lock.
    pub fn new_join_code(&mut self, seed: u64) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        self.join_code = make_code(&mut rng, self.config.code_digits);
        self.join_locked = false;
        self.wrong_total = 0;
    }

    /// Whether joining by code is closed after too many wrong codes.
    pub fn join_locked(&self) -> bool {
        self.join_locked
    }

    /// The table.
    pub fn table(&self) -> &Table<G> {
        &self.table
    }

    /// The seats of the device on `conn`, if it was admitted.
    pub fn seats_of(&self, conn: ConnId) -> Option<&[Seat]> {
        let device = self.conns.get(&conn)?.device?;
        Some(&self.devices[&device].seats)
    }

    /// The device on `conn`, if it was admitted.
    pub fn device_of(&self, conn: ConnId) -> Option<DeviceId> {
        self.conns.get(&conn)?.device
    }

    /// The name a device gave in its hello.
    pub fn device_name(&self, device: DeviceId) -> Option<&str> {
        self.devices.get(&device).map(|d| d.name.as_str())
    }

    /// The number of the last update sent to `device` on its current connection.
    pub fn hseq_of(&self, device: DeviceId) -> Option<u64> {
        self.devices.get(&device).map(|d| d.hseq)
    }

    /// Whether the table was closed with [`Host::shutdown`].
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// What to send, close and show since the last call.
    pub fn take_outputs(&mut self) -> Vec<HostOutput> {
        std::mem::take(&mut self.outputs)
    }

    /// A new transport connection was opened by a device.
    pub fn connect(&mut self, now: u64) -> ConnId {
        let id = self.next_conn;
        self.next_conn += 1;
        self.conns.insert(
            id,
            Conn {
                decoder: FrameDecoder::new(),
                device: None,
                opened: now,
                last_heard: now,
                wrong_attempts: 0,
                window_start: now,
                window_count: 0,
            },
        );
        id
    }

    /// Bytes received on `conn`, in any chunking.
    pub fn receive(&mut self, conn: ConnId, bytes: &[u8], now: u64) {
        if self.ended {
            return;
        }
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        c.decoder.push(bytes);
        loop {
            let Some(c) = self.conns.get_mut(&conn) else {
                return;
            };
            match c.decoder.next_frame() {
                Ok(None) => return,
                Ok(Some(payload)) => {
                    c.last_heard = now;
                    if now.saturating_sub(c.window_start) >= 1000 {
                        c.window_start = now;
                        c.window_count = 0;
                    }
                    c.window_count += 1;
                    if c.window_count > self.config.max_messages_per_second {
                        self.cut(conn, RejectReason::Flood, now);
                        return;
                    }
                    self.on_payload(conn, &payload, now);
                }
                Err(_) => {
                    self.cut(conn, RejectReason::Malformed, now);
                    return;
                }
            }
        }
    }

    /// The transport lost `conn` (or the driver closed it).
    pub fn disconnected(&mut self, conn: ConnId, now: u64) {
        if let Some(c) = self.conns.remove(&conn) {
            self.detach(conn, c.device, now);
        }
    }

    /// Time passes: silent connections are cut, dropped devices past the grace period
    /// lose their seats to bots.
    pub fn tick(&mut self, now: u64) {
        if self.ended {
            return;
        }
        let silent: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, c)| {
                now.saturating_sub(c.last_heard) > self.config.timeout_ms
                    || (c.device.is_none()
                        && now.saturating_sub(c.opened) > self.config.hello_timeout_ms)
            })
            .map(|(&id, _)| id)
            .collect();
        for conn in silent {
            self.cut(conn, RejectReason::Timeout, now);
        }
        let expired: Vec<DeviceId> = self
            .devices
            .iter()
            .filter(|(_, d)| {
                !d.taken_over
                    && d.away_since
                        .is_some_and(|t| now.saturating_sub(t) >= self.config.grace_ms)
            })
            .map(|(&id, _)| id)
            .collect();
        for device in expired {
            self.take_over(device);
        }
    }

    /// A decision of a human on the host device.
    pub fn act_local(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        self.table.act(seat, action)?;
        self.flush_all();
        Ok(())
    }

    /// The job of the bot to act (a table bot or one playing a dropped device's seat).
    pub fn bot_job(&self) -> Option<BotJob<G>> {
        self.table.bot_job()
    }

    /// Applies a bot's computed move and tells the devices.
    pub fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> Result<(), TableError> {
        self.table.apply_bot_move(bot_move)?;
        self.flush_all();
        Ok(())
    }

    /// Runs the bots on this thread until someone else must decide (tests and tools).
    pub fn run_bots(&mut self) -> usize {
        let moves = self.table.run_bots();
        if moves > 0 {
            self.flush_all();
        }
        moves
    }

    /// Starts the next game once this one is over; every device gets a snapshot.
    pub fn rematch(&mut self) -> Result<(), TableError> {
        self.table.rematch()?;
        self.flush_all();
        Ok(())
    }

    /// Closes the table: every device is told the host left.
    pub fn shutdown(&mut self) {
        let conns: Vec<ConnId> = self.conns.keys().copied().collect();
        for conn in conns {
            self.send(
                conn,
                &HostMsg::Bye {
                    reason: ByeReason::HostLeft,
                },
            );
            self.outputs.push(HostOutput::Close { conn });
        }
        self.conns.clear();
        self.ended = true;
    }

    // ---- internals ----

    fn on_payload(&mut self, conn: ConnId, payload: &[u8], now: u64) {
        let device = self.conns[&conn].device;
        let message = match frame::decode::<ClientMsg<G>>(payload) {
            Ok(message) => message,
            Err(_) => {
                let reason = match peek_hello_version(payload) {
                    Some(v) if device.is_none() && v != PROTOCOL_VERSION => {
                        RejectReason::UnsupportedVersion {
                            host: PROTOCOL_VERSION,
                            client: v,
                        }
                    }
                    _ => RejectReason::Malformed,
                };
                self.cut(conn, reason, now);
                return;
            }
        };
        match (device, message) {
            (
                None,
                ClientMsg::Hello {
                    protocol,
                    name,
                    auth,
                    ..
                },
            ) => {
                if protocol != PROTOCOL_VERSION {
                    let reason = RejectReason::UnsupportedVersion {
                        host: PROTOCOL_VERSION,
                        client: protocol,
                    };
                    self.cut(conn, reason, now);
                } else {
                    self.hello(conn, name, auth, now);
                }
            }
            // A repeated hello (the welcome was lost): welcome again.
            (Some(d), ClientMsg::Hello { auth, .. })
                if match &auth {
                    Auth::Resume { token } => *token == self.devices[&d].token,
                    Auth::Join { code, key, .. } => {
                        *code == self.join_code && *key == self.devices[&d].key
                    }
                } =>
            {
                self.welcome(d)
            }
            (None, _) | (Some(_), ClientMsg::Hello { .. }) => {
                self.cut(conn, RejectReason::ProtocolViolation, now)
            }
            (Some(d), ClientMsg::Action { cseq, seat, action }) => {
                self.action(conn, d, cseq, seat, action)
            }
            (Some(d), ClientMsg::SnapshotRequest { .. }) => self.send_update(d, true),
            (Some(d), ClientMsg::Ping { time }) => {
                let hseq = self.devices[&d].hseq;
                self.send(conn, &HostMsg::Pong { time, hseq });
            }
            (Some(d), ClientMsg::Bye) => {
                self.conns.remove(&conn);
                self.outputs.push(HostOutput::Close { conn });
                let dev = self.devices.get_mut(&d).expect("device of a connection");
                dev.conn = None;
                dev.left = true;
                dev.away_since = Some(now);
                self.take_over(d);
            }
        }
    }

    fn hello(&mut self, conn: ConnId, name: String, auth: Auth, now: u64) {
        let name: String = name.chars().take(32).collect();
        match auth {
            Auth::Join { code, seats, key } => {
                if self.join_locked {
                    self.cut(conn, RejectReason::JoinLocked, now);
                    return;
                }
                if code != self.join_code {
                    self.wrong_attempt(conn, now, false);
                    return;
                }
                if let Some((&id, _)) = self.devices.iter().find(|(_, d)| d.key == key && !d.left) {
                    self.resume(conn, id);
                    return;
                }
                let taken: Vec<Seat> = self
                    .devices
                    .values()
                    .filter(|d| !d.left)
                    .flat_map(|d| d.seats.iter().copied())
                    .collect();
                let free: Vec<Seat> = (0..self.table.seats().len() as u8)
                    .map(Seat)
                    .filter(|s| {
                        self.table.seats()[s.index()].kind == SeatKind::Remote && !taken.contains(s)
                    })
                    .collect();
                if seats as usize > free.len() {
                    self.cut(conn, RejectReason::TableFull, now);
                    return;
                }
                let seats = free[..seats as usize].to_vec();
                let id = self.devices.keys().next_back().map_or(1, |d| d + 1);
                let token = self.rng.next_u64();
                self.devices.insert(
                    id,
                    Device {
                        name: name.clone(),
                        key,
                        seats: seats.clone(),
                        token,
                        conn: Some(conn),
                        away_since: None,
                        taken_over: false,
                        left: false,
                        last_cseq: 0,
                        last_answer: None,
                        hseq: 0,
                        cursor: 0,
                        game_number: 0,
                        last_sent: None,
                    },
                );
                self.conns.get_mut(&conn).expect("open").device = Some(id);
                self.outputs.push(HostOutput::Event(HostEvent::Joined {
                    device: id,
                    name,
                    seats,
                }));
                self.welcome(id);
            }
            Auth::Resume { token } => {
                let Some((&id, _)) = self
                    .devices
                    .iter()
                    .find(|(_, d)| d.token == token && !d.left)
                else {
                    self.wrong_attempt(conn, now, true);
                    return;
                };
                self.resume(conn, id);
            }
        }
    }

    /// Gives device `id` back its seats on `conn`.
    fn resume(&mut self, conn: ConnId, id: DeviceId) {
        // A resumed device supersedes its old connection, if still open.
        if let Some(old) = self.devices[&id].conn
            && old != conn
        {
            self.conns.remove(&old);
            self.outputs.push(HostOutput::Close { conn: old });
        }
        self.conns.get_mut(&conn).expect("open").device = Some(id);
        let dev = self.devices.get_mut(&id).expect("found");
        dev.conn = Some(conn);
        dev.away_since = None;
        dev.hseq = 0;
        dev.last_sent = None;
        self.outputs
            .push(HostOutput::Event(HostEvent::Resumed { device: id }));
        if dev.taken_over {
            dev.taken_over = false;
            let seats = dev.seats.clone();
            for &seat in &seats {
                let _ = self.table.set_seat_kind(seat, SeatKind::Remote);
            }
            self.outputs.push(HostOutput::Event(HostEvent::HandedBack {
                device: id,
                seats,
            }));
        }
        self.welcome(id);
        self.flush_all();
    }

    fn wrong_attempt(&mut self, conn: ConnId, now: u64, token: bool) {
        self.wrong_total += 1;
        if self.wrong_total >= self.config.attempts_total {
            self.join_locked = true;
        }
        let c = self.conns.get_mut(&conn).expect("open");
        c.wrong_attempts += 1;
        let left = self
            .config
            .attempts_per_connection
            .saturating_sub(c.wrong_attempts);
        if token {
            self.cut(conn, RejectReason::UnknownToken, now);
        } else if left == 0 {
            self.cut(conn, RejectReason::WrongJoinCode { attempts_left: 0 }, now);
        } else {
            let reason = RejectReason::WrongJoinCode {
                attempts_left: left,
            };
            self.send(
                conn,
                &HostMsg::Reject {
                    reason: reason.clone(),
                },
            );
            self.outputs
                .push(HostOutput::Event(HostEvent::Refused { conn, reason }));
        }
    }

    fn welcome(&mut self, id: DeviceId) {
        let dev = &self.devices[&id];
        let conn = dev.conn.expect("welcomed devices are connected");
        let message = HostMsg::Welcome {
            protocol: PROTOCOL_VERSION,
            device: id,
            seats: dev.seats.clone(),
            resume_token: dev.token,
            last_cseq: dev.last_cseq,
            names: self.table.seats().iter().map(|s| s.name.clone()).collect(),
        };
        self.send(conn, &message);
        self.send_update(id, true);
    }

    fn action(&mut self, conn: ConnId, id: DeviceId, cseq: u32, seat: Seat, action: G::Action) {
        let dev = self.devices.get_mut(&id).expect("device of a connection");
        if cseq <= dev.last_cseq {
            let reply = match (&dev.last_answer, cseq == dev.last_cseq) {
                (Some(Answer::Applied), true) => HostMsg::Ack {
                    cseq,
                    hseq: dev.hseq,
                },
                (Some(Answer::Rejected(reason)), true) => HostMsg::ActionRejected {
                    cseq,
                    reason: reason.clone(),
                },
                _ => HostMsg::ActionRejected {
                    cseq,
                    reason: ActionReject::Replayed,
                },
            };
            self.send(conn, &reply);
            return;
        }
        if cseq != dev.last_cseq + 1 {
            let expected = dev.last_cseq + 1;
            self.reject_action(conn, id, cseq, ActionReject::OutOfSequence { expected });
            return;
        }
        dev.last_cseq = cseq;
        let result = if dev.seats.contains(&seat) {
            self.table.act_remote(seat, action).map_err(|e| match e {
                TableError::NotToAct { .. } => ActionReject::NotToAct,
                TableError::GameOver => ActionReject::GameOver,
                TableError::Illegal { code, .. } => ActionReject::Illegal { code },
                TableError::WrongSeatKind { .. } | TableError::NoSuchSeat(_) => {
                    ActionReject::NotYourSeat
                }
                other => ActionReject::Illegal {
                    code: format!("{other:?}").chars().take(40).collect(),
                },
            })
        } else {
            Err(ActionReject::NotYourSeat)
        };
        match result {
            Ok(()) => {
                self.devices.get_mut(&id).expect("device").last_answer = Some(Answer::Applied);
                self.flush_all();
            }
            Err(reason) => {
                self.devices.get_mut(&id).expect("device").last_answer =
                    Some(Answer::Rejected(reason.clone()));
                self.reject_action(conn, id, cseq, reason);
            }
        }
    }

    fn reject_action(&mut self, conn: ConnId, device: DeviceId, cseq: u32, reason: ActionReject) {
        self.send(
            conn,
            &HostMsg::ActionRejected {
                cseq,
                reason: reason.clone(),
            },
        );
        self.outputs
            .push(HostOutput::Event(HostEvent::ActionRejected {
                device,
                reason,
            }));
    }

    fn status(&self) -> TableStatus {
        TableStatus {
            game_number: self.table.game_number(),
            to_act: self.table_to_act(),
            kinds: self.table.seats().iter().map(|s| s.kind).collect(),
            outcome: self.table.outcome(),
        }
    }

    fn table_to_act(&self) -> crate::engine::ToAct {
        use crate::table::Pending;
        match self.table.pending() {
            Pending::Human { seat, .. } | Pending::Bot { seat, .. } | Pending::Remote { seat } => {
                crate::engine::ToAct::Seat(seat)
            }
            Pending::Finished => crate::engine::ToAct::Finished,
        }
    }

    /// Sends every connected device what changed for it.
    fn flush_all(&mut self) {
        let ids: Vec<DeviceId> = self
            .devices
            .iter()
            .filter(|(_, d)| d.conn.is_some())
            .map(|(&id, _)| id)
            .collect();
        for id in ids {
            self.send_update(id, false);
        }
    }

    fn send_update(&mut self, id: DeviceId, force_snapshot: bool) {
        let status = self.status();
        let dev = &self.devices[&id];
        let Some(conn) = dev.conn else {
            return;
        };
        let legal = match status.to_act.seat() {
            Some(seat) if dev.seats.contains(&seat) => {
                self.table.legal_actions(seat).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let snapshot = force_snapshot || dev.game_number != self.table.game_number();
        let next = self.table.next_seq();
        let fingerprint = (status.clone(), legal.clone(), dev.last_cseq);
        if !snapshot && dev.cursor == next && dev.last_sent.as_ref() == Some(&fingerprint) {
            return;
        }
        let from = if snapshot { 0 } else { dev.cursor };
        // Events `lo..hi` of each of the device's seats, with its view.
        let seat_updates = |lo: u32, hi: u32| -> Vec<SeatUpdate<G>> {
            dev.seats
                .iter()
                .filter_map(|&seat| {
                    let mut events = self.table.events(seat, lo).ok()?;
                    events.retain(|e| e.seq < hi);
                    Some(SeatUpdate {
                        seat,
                        events,
                        view: self.table.view(seat).ok()?,
                    })
                })
                .collect()
        };
        // A long log may not fit one frame: split it into consecutive updates, the
        // first of which (for a snapshot) resets the client.
        let mut frames = Vec::new();
        let mut lo = from;
        loop {
            let mut hi = next;
            let bytes = loop {
                let message = HostMsg::Update {
                    hseq: dev.hseq + 1 + frames.len() as u64,
                    snapshot: snapshot && frames.is_empty(),
                    last_cseq: dev.last_cseq,
                    status: status.clone(),
                    seats: seat_updates(lo, hi),
                    legal: legal.clone(),
                };
                match frame::encode(&message) {
                    Ok(bytes) => break Some(bytes),
                    Err(FrameError::Oversize(_)) if hi > lo + 1 => hi = lo + (hi - lo) / 2,
                    Err(_) => break None,
                }
            };
            let Some(bytes) = bytes else {
                return; // a single event over the cap: nothing sensible to send
            };
            frames.push(bytes);
            lo = hi;
            if lo >= next {
                break;
            }
        }
        let game_number = self.table.game_number();
        let dev = self.devices.get_mut(&id).expect("device");
        dev.hseq += frames.len() as u64;
        dev.cursor = next;
        dev.game_number = game_number;
        dev.last_sent = Some(fingerprint);
        for bytes in frames {
            self.outputs.push(HostOutput::Send { conn, bytes });
        }
    }

    fn send(&mut self, conn: ConnId, message: &HostMsg<G>) {
        if let Ok(bytes) = frame::encode(message) {
            self.outputs.push(HostOutput::Send { conn, bytes });
        }
    }

    /// Refuses or cuts off `conn` with `reason` and closes it.
    fn cut(&mut self, conn: ConnId, reason: RejectReason, now: u64) {
        self.send(
            conn,
            &HostMsg::Reject {
                reason: reason.clone(),
            },
        );
        self.outputs.push(HostOutput::Close { conn });
        self.outputs
            .push(HostOutput::Event(HostEvent::Refused { conn, reason }));
        if let Some(c) = self.conns.remove(&conn) {
            self.detach(conn, c.device, now);
        }
    }

    fn detach(&mut self, conn: ConnId, device: Option<DeviceId>, now: u64) {
        let Some(id) = device else {
            return;
        };
        let dev = self.devices.get_mut(&id).expect("device of a connection");
        if dev.conn == Some(conn) {
            dev.conn = None;
            dev.away_since = Some(now);
            self.outputs
                .push(HostOutput::Event(HostEvent::Away { device: id }));
        }
    }

    fn take_over(&mut self, id: DeviceId) {
        let level = self.config.takeover_level;
        let dev = self.devices.get_mut(&id).expect("device");
        if dev.taken_over {
            return;
        }
        dev.taken_over = true;
        let seats = dev.seats.clone();
        for &seat in &seats {
            let _ = self.table.set_seat_kind(seat, SeatKind::Bot(level));
        }
        self.outputs.push(HostOutput::Event(HostEvent::TakenOver {
            device: id,
            seats,
        }));
        self.flush_all();
    }
}

fn make_code(rng: &mut ChaCha8Rng, digits: u8) -> String {
    let digits = digits.clamp(4, 6) as u32;
    let n = rng.random_range(0..10u32.pow(digits));
    format!("{n:0width$}", width = digits as usize)
}
