//! The host: the table's owner. It admits devices, gives them seats, validates and
//! applies their actions, and sends each device its own redacted events and views.
//! Sans-IO: bytes and the time come in, frames and events go out through
//! [`Host::take_outputs`].

use std::collections::BTreeMap;

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::{ChaCha8Rng, ChaCha20Rng};

use super::fairness::{self, DealRecord, Entry, Hash, Opening, Value};
use super::frame::{self, FrameDecoder, FrameError};
use super::msg::{
    ActionReject, Auth, ByeReason, ClientMsg, HostMsg, LobbyInfo, LobbyPlayer, LobbyStatus,
    PROTOCOL_VERSION, RejectReason, SeatUpdate, TableStatus, Welcome, peek_hello_version,
};
use crate::bots::MediumPolicy;
use crate::engine::{Game, Seat};
use crate::table::{
    BotJob, BotLevel, BotMove, SeatConfig, SeatKind, Table, TableError, TableSettings,
};

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
    /// Seed of the host's fairness values, one per game (a ChaCha20 stream). Must be
    /// OS randomness in the apps: whoever knows it can predict the host's values.
    pub entropy: [u8; 32],
    /// The join code to show instead of a random one (4 to 6 digits; see
    /// [`check_join_code`]).
    pub join_code: Option<String>,
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
            entropy: [0; 32],
            join_code: None,
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
    /// A device's action was applied (its number `cseq`, for `seat`).
    ActionAccepted {
        device: DeviceId,
        cseq: u32,
        seat: Seat,
    },
    /// The lobby for game `game_number` is open (at first, and after each game).
    LobbyOpened { game_number: u32 },
    /// The host started game `game_number`: the listed devices reveal now.
    Started { game_number: u32, entries: usize },
    /// Game `game_number` was dealt; `left_out` listed devices did not reveal in time.
    Dealt { game_number: u32, left_out: usize },
}

/// How the host's table is set up before its first game is dealt.
#[derive(Clone, Debug)]
pub struct TableSetup<G: Game> {
    /// The game's options.
    pub options: G::Options,
    /// One seat per player; [`SeatKind::Remote`] seats go to devices as they join.
    pub seats: Vec<SeatConfig>,
    /// The table's settings.
    pub settings: TableSettings,
    /// The table's seed for the bots' randomness (the deals come from the fairness
    /// values).
    pub seed: u64,
}

/// Where the table is between games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Devices join and commit; [`Host::start`] starts the game.
    Lobby,
    /// Started: waiting for the listed devices to reveal their values.
    Revealing,
    /// The game is dealt (and maybe over: then [`Host::rematch`] opens the next lobby).
    Playing,
}

/// Why the host refused a request of its own app.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HostError {
    /// No game has been dealt yet (the table is in the lobby or waiting for reveals).
    #[error("the game has not started")]
    NotStarted,
    /// Only possible in the lobby.
    #[error("the game has already started")]
    AlreadyStarted,
    /// A join code must have 4 to 6 digits.
    #[error("a join code has 4 to 6 digits, not {0:?}")]
    BadJoinCode(String),
    /// The table refused it.
    #[error(transparent)]
    Table(#[from] TableError),
}

/// Checks a join code chosen by hand: 4 to 6 ASCII digits.
pub fn check_join_code(code: &str) -> Result<(), HostError> {
    if (4..=6).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(HostError::BadJoinCode(code.chars().take(12).collect()))
    }
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
    /// The last action number that was applied.
    last_applied: u32,
    last_answer: Option<Answer>,
    hseq: u64,
    cursor: u32,
    /// The game of the last update sent on this connection (`None`: none yet).
    game_number: Option<u32>,
    last_sent: Option<(TableStatus, Vec<G::Action>, u32, u32)>,
    /// The device's commitment and the game it is for.
    commitment: Option<(u32, Hash)>,
}

/// A started game's fairness record and the values revealed so far.
#[derive(Clone, Debug)]
struct Deal {
    record: DealRecord,
    values: Vec<Option<Value>>,
    /// Per entry: revealed, or left out for good.
    settled: Vec<bool>,
}

/// The host state machine. See the module docs.
#[derive(Debug)]
pub struct Host<G: MediumPolicy> {
    setup: TableSetup<G>,
    /// The table, once the first game is dealt.
    table: Option<Table<G>>,
    /// The seats set up as [`SeatKind::Remote`]: the devices' seats, whoever plays
    /// them now (a bot plays a seat whose device left until another device takes it).
    remote_seats: Vec<Seat>,
    phase: Phase,
    /// The game of the lobby, or the one started or in play.
    game_number: u32,
    /// The current game's fairness record (from the start on).
    deal: Option<Deal>,
    /// The host's value for `game_number`.
    host_value: Value,
    values: ChaCha20Rng,
    /// The opening of the last finished game.
    opening: Option<Opening<G>>,
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
    /// A host with its lobby open for the first game; the setup's
    /// [`SeatKind::Remote`] seats are given to devices as they join. Refused when the
    /// seats do not fit the game's options or the chosen join code is not 4–6 digits.
    pub fn new(setup: TableSetup<G>, config: HostConfig) -> Result<Host<G>, HostError> {
        let (game, _) = G::new(&setup.options, 0).map_err(TableError::from)?;
        if setup.seats.len() != game.players() as usize {
            return Err(TableError::SeatCount {
                seats: setup.seats.len(),
                players: game.players(),
            }
            .into());
        }
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let join_code = match &config.join_code {
            Some(code) => {
                check_join_code(code)?;
                code.clone()
            }
            None => make_code(&mut rng, config.code_digits),
        };
        let mut values = ChaCha20Rng::from_seed(config.entropy);
        let mut host_value = [0; 32];
        values.fill_bytes(&mut host_value);
        let remote_seats = (0..setup.seats.len() as u8)
            .map(Seat)
            .filter(|s| setup.seats[s.index()].kind == SeatKind::Remote)
            .collect();
        let mut host = Host {
            setup,
            table: None,
            remote_seats,
            phase: Phase::Lobby,
            game_number: 0,
            deal: None,
            host_value,
            values,
            opening: None,
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
        };
        host.outputs
            .push(HostOutput::Event(HostEvent::LobbyOpened { game_number: 0 }));
        Ok(host)
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

    /// The table, once the first game was dealt.
    pub fn table(&self) -> Option<&Table<G>> {
        self.table.as_ref()
    }

    /// The seats as they are now (a dropped device's seat may be a bot's for a while).
    pub fn seats(&self) -> &[SeatConfig] {
        match &self.table {
            Some(table) => table.seats(),
            None => &self.setup.seats,
        }
    }

    /// The game's options.
    pub fn options(&self) -> &G::Options {
        &self.setup.options
    }

    /// Lobby, revealing or playing.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The game of the lobby, or the one started or in play.
    pub fn game_number(&self) -> u32 {
        self.game_number
    }

    /// The fairness record of the game started or in play.
    pub fn deal_record(&self) -> Option<&DealRecord> {
        self.deal.as_ref().map(|d| &d.record)
    }

    /// The opening of the last finished game.
    pub fn opening(&self) -> Option<&Opening<G>> {
        self.opening.as_ref()
    }

    /// What is played here, as devices are told.
    pub fn info(&self) -> LobbyInfo {
        LobbyInfo {
            game: G::ID.to_string(),
            options: serde_json::to_string(&self.setup.options).unwrap_or_default(),
            names: self.seats().iter().map(|s| s.name.clone()).collect(),
            kinds: self.seats().iter().map(|s| s.kind).collect(),
            free_seats: self.free_seats().len() as u8,
            game_number: self.game_number,
            started: self.phase != Phase::Lobby,
        }
    }

    /// The devices at the table (not those that left).
    pub fn players(&self) -> Vec<LobbyPlayer> {
        self.devices
            .iter()
            .filter(|(_, d)| !d.left)
            .map(|(&id, d)| LobbyPlayer {
                device: id,
                name: d.name.clone(),
                seats: d.seats.clone(),
                connected: d.conn.is_some(),
            })
            .collect()
    }

    /// How many remote seats have no device.
    pub fn free_seat_count(&self) -> u8 {
        self.free_seats().len() as u8
    }

    /// Whether every remote seat has a device.
    pub fn remote_seats_filled(&self) -> bool {
        self.free_seats().is_empty()
    }

    /// Whether the lobby is ready: every remote seat has a device and every connected
    /// device has committed for the next game.
    pub fn ready_to_start(&self) -> bool {
        self.phase == Phase::Lobby
            && self.remote_seats_filled()
            && self.devices.values().all(|d| {
                d.left
                    || d.conn.is_none()
                    || d.commitment.is_some_and(|(g, _)| g == self.game_number)
            })
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
    pub fn act_local(&mut self, seat: Seat, action: G::Action) -> Result<(), HostError> {
        self.table
            .as_mut()
            .ok_or(HostError::NotStarted)?
            .act(seat, action)?;
        self.flush_all();
        Ok(())
    }

    /// Marks `seat`, a human on the host device, as holding the device now (several
    /// humans share the host device: pass-and-play, see [`Table::hand_over`]); their
    /// views and actions are refused with `HandOverFirst` until then.
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), HostError> {
        self.table
            .as_mut()
            .ok_or(HostError::NotStarted)?
            .hand_over(seat)?;
        Ok(())
    }

    /// The job of the bot to act (a table bot or one playing a dropped device's seat).
    pub fn bot_job(&self) -> Option<BotJob<G>> {
        self.table.as_ref()?.bot_job()
    }

    /// Applies a bot's computed move and tells the devices.
    pub fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> Result<(), HostError> {
        self.table
            .as_mut()
            .ok_or(HostError::NotStarted)?
            .apply_bot_move(bot_move)?;
        self.flush_all();
        Ok(())
    }

    /// Runs the bots on this thread until someone else must decide (tests and tools).
    pub fn run_bots(&mut self) -> usize {
        let moves = self.table.as_mut().map_or(0, |t| t.run_bots());
        if moves > 0 {
            self.flush_all();
        }
        moves
    }

    /// Starts the game of the lobby: fixes the fairness record (the host's commitment
    /// and the commitments of the devices that made one, in device order) and asks the
    /// listed devices to reveal. The game is dealt once every listed device revealed or
    /// was left out (its seats taken over by a bot, or it left). Devices that join
    /// later contribute nothing to this game.
    pub fn start(&mut self) -> Result<(), HostError> {
        if self.phase != Phase::Lobby {
            return Err(HostError::AlreadyStarted);
        }
        let game_number = self.game_number;
        let entries: Vec<Entry> = self
            .devices
            .iter()
            .filter(|(_, d)| !d.left && !d.taken_over)
            .filter_map(|(&device, d)| match d.commitment {
                Some((g, commitment)) if g == game_number => Some(Entry { device, commitment }),
                _ => None,
            })
            .collect();
        let n = entries.len();
        self.deal = Some(Deal {
            record: DealRecord {
                game_number,
                host_commitment: fairness::commitment(game_number, &self.host_value),
                entries,
            },
            values: vec![None; n],
            settled: vec![false; n],
        });
        self.phase = Phase::Revealing;
        self.outputs.push(HostOutput::Event(HostEvent::Started {
            game_number,
            entries: n,
        }));
        let ids: Vec<DeviceId> = self.connected_devices();
        for id in ids {
            self.send_deal_record(id);
        }
        self.try_deal()
    }

    /// Opens the lobby for the next game once this one is over (with a fresh host
    /// value); [`Host::start`] deals it. Devices commit anew for every game.
    pub fn rematch(&mut self) -> Result<(), HostError> {
        let table = self.table.as_ref().ok_or(HostError::NotStarted)?;
        if self.phase != Phase::Playing || table.outcome().is_none() {
            return Err(TableError::GameNotOver.into());
        }
        self.game_number += 1;
        self.phase = Phase::Lobby;
        self.deal = None;
        self.values.fill_bytes(&mut self.host_value);
        self.outputs.push(HostOutput::Event(HostEvent::LobbyOpened {
            game_number: self.game_number,
        }));
        self.broadcast_lobby();
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
                    Auth::Resume { token, .. } => *token == self.devices[&d].token,
                    Auth::Join { code, key, .. } => {
                        *code == self.join_code && *key == self.devices[&d].key
                    }
                    Auth::Info { .. } => false,
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
            (Some(d), ClientMsg::SnapshotRequest { .. }) => {
                self.send_update(d, true);
                if self.phase != Phase::Lobby {
                    self.send_deal_record(d);
                }
            }
            (Some(d), ClientMsg::Ping { time }) => {
                let hseq = self.devices[&d].hseq;
                self.send(conn, &HostMsg::Pong { time, hseq });
                // A listed device that has not revealed may have missed the record.
                if self.phase == Phase::Revealing
                    && self.deal.as_ref().is_some_and(|deal| {
                        deal.record
                            .entries
                            .iter()
                            .zip(&deal.settled)
                            .any(|(e, &settled)| e.device == d && !settled)
                    })
                {
                    self.send_deal_record(d);
                }
            }
            (
                Some(d),
                ClientMsg::Commit {
                    game_number,
                    commitment,
                },
            ) => self.commit(d, game_number, commitment),
            (Some(d), ClientMsg::Reveal { game_number, value }) => {
                self.reveal(d, game_number, value)
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
            Auth::Info { code } => {
                if self.join_locked {
                    self.cut(conn, RejectReason::JoinLocked, now);
                } else if code != self.join_code {
                    self.wrong_attempt(conn, now, false);
                } else {
                    self.send(conn, &HostMsg::Info(self.info()));
                    self.conns.remove(&conn);
                    self.outputs.push(HostOutput::Close { conn });
                }
            }
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
                    self.resume(conn, id, 0);
                    return;
                }
                let free = self.free_seats();
                if seats as usize > free.len() {
                    self.cut(conn, RejectReason::TableFull, now);
                    return;
                }
                let seats = free[..seats as usize].to_vec();
                // A seat freed by a device that left is a bot's meanwhile: the new
                // device plays it from now on.
                for &seat in &seats {
                    if self.seats()[seat.index()].kind != SeatKind::Remote {
                        self.set_kind(seat, SeatKind::Remote);
                    }
                }
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
                        last_applied: 0,
                        last_answer: None,
                        hseq: 0,
                        cursor: 0,
                        game_number: None,
                        last_sent: None,
                        commitment: None,
                    },
                );
                self.conns.get_mut(&conn).expect("open").device = Some(id);
                self.outputs.push(HostOutput::Event(HostEvent::Joined {
                    device: id,
                    name,
                    seats,
                }));
                self.welcome(id);
                self.broadcast_lobby();
            }
            Auth::Resume { token, next_cseq } => {
                let Some((&id, _)) = self
                    .devices
                    .iter()
                    .find(|(_, d)| d.token == token && !d.left)
                else {
                    self.wrong_attempt(conn, now, true);
                    return;
                };
                self.resume(conn, id, next_cseq);
            }
        }
    }

    /// Gives device `id` back its seats on `conn`.
    /// Gives device `id` back its seats on `conn`; action numbers below `next_cseq`
    /// not answered yet are given up.
    fn resume(&mut self, conn: ConnId, id: DeviceId, next_cseq: u32) {
        // A resumed device supersedes its old connection, if still open.
        if let Some(old) = self.devices[&id].conn
            && old != conn
        {
            self.conns.remove(&old);
            self.outputs.push(HostOutput::Close { conn: old });
        }
        self.conns.get_mut(&conn).expect("open").device = Some(id);
        let dev = self.devices.get_mut(&id).expect("found");
        if next_cseq > dev.last_cseq + 1 {
            dev.last_cseq = next_cseq - 1;
            dev.last_answer = None;
        }
        dev.conn = Some(conn);
        dev.away_since = None;
        dev.hseq = 0;
        dev.last_sent = None;
        dev.game_number = None;
        self.outputs
            .push(HostOutput::Event(HostEvent::Resumed { device: id }));
        if dev.taken_over {
            dev.taken_over = false;
            let seats = dev.seats.clone();
            for &seat in &seats {
                self.set_kind(seat, SeatKind::Remote);
            }
            self.outputs.push(HostOutput::Event(HostEvent::HandedBack {
                device: id,
                seats,
            }));
        }
        self.welcome(id);
        self.flush_all();
        self.broadcast_lobby();
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

    /// Admits device `id` on its connection: the welcome, then where the table is —
    /// the lobby, or the fairness record and a snapshot of the game (and the opening of
    /// the last finished game).
    fn welcome(&mut self, id: DeviceId) {
        let dev = &self.devices[&id];
        let conn = dev.conn.expect("welcomed devices are connected");
        let message = HostMsg::Welcome(Welcome {
            protocol: PROTOCOL_VERSION,
            device: id,
            seats: dev.seats.clone(),
            resume_token: dev.token,
            last_cseq: dev.last_cseq,
            last_applied: dev.last_applied,
            info: self.info(),
        });
        self.send(conn, &message);
        self.send_update(id, true);
        if self.phase == Phase::Lobby {
            self.send_lobby(id);
        } else {
            self.send_deal_record(id);
        }
    }

    /// Remote seats without a device: never taken, or freed by a device that left
    /// (said bye; a bot plays them until a new device joins). A device away or taken
    /// over by a bot keeps its seats: it may come back with its token.
    fn free_seats(&self) -> Vec<Seat> {
        let taken: Vec<Seat> = self
            .devices
            .values()
            .filter(|d| !d.left)
            .flat_map(|d| d.seats.iter().copied())
            .collect();
        self.remote_seats
            .iter()
            .copied()
            .filter(|s| !taken.contains(s))
            .collect()
    }

    fn connected_devices(&self) -> Vec<DeviceId> {
        self.devices
            .iter()
            .filter(|(_, d)| d.conn.is_some())
            .map(|(&id, _)| id)
            .collect()
    }

    /// Who plays `seat`, at the table once dealt and in the setup before.
    fn set_kind(&mut self, seat: Seat, kind: SeatKind) {
        if let Some(config) = self.setup.seats.get_mut(seat.index()) {
            config.kind = kind;
        }
        if let Some(table) = &mut self.table {
            let _ = table.set_seat_kind(seat, kind);
        }
    }

    fn send_lobby(&mut self, id: DeviceId) {
        let dev = &self.devices[&id];
        let Some(conn) = dev.conn else {
            return;
        };
        let status = LobbyStatus {
            game_number: self.game_number,
            players: self.players(),
            committed: dev.commitment.is_some_and(|(g, _)| g == self.game_number),
        };
        // The last game's opening first, in case the device missed it.
        if let Some(opening) = self.opening.clone() {
            self.send(conn, &HostMsg::Opening(opening));
        }
        self.send(conn, &HostMsg::Lobby(status));
    }

    fn broadcast_lobby(&mut self) {
        if self.phase == Phase::Lobby {
            for id in self.connected_devices() {
                self.send_lobby(id);
            }
        }
    }

    fn send_deal_record(&mut self, id: DeviceId) {
        let (Some(conn), Some(deal)) = (self.devices[&id].conn, &self.deal) else {
            return;
        };
        let record = deal.record.clone();
        self.send(conn, &HostMsg::Deal(record));
        if let Some(opening) = &self.opening
            && opening.game_number == self.game_number
        {
            let opening = opening.clone();
            self.send(conn, &HostMsg::Opening(opening));
        }
    }

    fn commit(&mut self, id: DeviceId, game_number: u32, commitment: Hash) {
        if self.phase != Phase::Lobby || game_number != self.game_number {
            return; // late or early: the device commits again when it sees the lobby
        }
        self.devices.get_mut(&id).expect("device").commitment = Some((game_number, commitment));
        self.send_lobby(id);
    }

    fn reveal(&mut self, id: DeviceId, game_number: u32, value: Value) {
        if self.phase != Phase::Revealing {
            return;
        }
        let Some(deal) = &mut self.deal else {
            return;
        };
        if deal.record.game_number != game_number {
            return;
        }
        let Some(i) = deal.record.entries.iter().position(|e| e.device == id) else {
            return;
        };
        if deal.settled[i] {
            return;
        }
        deal.settled[i] = true;
        if fairness::commitment(game_number, &value) == deal.record.entries[i].commitment {
            deal.values[i] = Some(value);
        }
        let _ = self.try_deal();
    }

    /// Deals once every listed device revealed or was left out.
    fn try_deal(&mut self) -> Result<(), HostError> {
        if self.phase != Phase::Revealing {
            return Ok(());
        }
        let Some(deal) = &mut self.deal else {
            return Ok(());
        };
        for (i, entry) in deal.record.entries.iter().enumerate() {
            let dev = &self.devices[&entry.device];
            if dev.left || dev.taken_over {
                deal.settled[i] = true;
            }
        }
        if !deal.settled.iter().all(|&s| s) {
            return Ok(());
        }
        let seed = fairness::derive_seed(&deal.record, &self.host_value, &deal.values);
        let left_out = deal.values.iter().filter(|v| v.is_none()).count();
        match &mut self.table {
            Some(table) => table.rematch_with_game_seed(seed)?,
            None => {
                self.table = Some(Table::with_game_seed(
                    self.setup.options.clone(),
                    self.setup.seats.clone(),
                    self.setup.settings.clone(),
                    self.setup.seed,
                    seed,
                )?)
            }
        }
        self.phase = Phase::Playing;
        self.outputs.push(HostOutput::Event(HostEvent::Dealt {
            game_number: self.game_number,
            left_out,
        }));
        self.flush_all();
        Ok(())
    }

    /// Once the game in play is over: the opening of its deal, to every device.
    fn open_if_over(&mut self) {
        let (Some(table), Some(deal)) = (&self.table, &self.deal) else {
            return;
        };
        if self.phase != Phase::Playing
            || table.outcome().is_none()
            || self
                .opening
                .as_ref()
                .is_some_and(|o| o.game_number == deal.record.game_number)
        {
            return;
        }
        let opening = Opening {
            game_number: deal.record.game_number,
            host_value: self.host_value,
            entries: deal.record.entries.clone(),
            values: deal.values.clone(),
            seed: table.game_seed(),
            steps: table.steps().iter().map(|s| (s.seat, s.action)).collect(),
        };
        self.opening = Some(opening.clone());
        for id in self.connected_devices() {
            let conn = self.devices[&id].conn.expect("connected");
            self.send(conn, &HostMsg::Opening(opening.clone()));
        }
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
        let result = if !dev.seats.contains(&seat) {
            Err(ActionReject::NotYourSeat)
        } else if let Some(table) = &mut self.table {
            table.act_remote(seat, action).map_err(|e| match e {
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
            Err(ActionReject::NotToAct)
        };
        match result {
            Ok(()) => {
                let dev = self.devices.get_mut(&id).expect("device");
                dev.last_answer = Some(Answer::Applied);
                dev.last_applied = cseq;
                self.outputs
                    .push(HostOutput::Event(HostEvent::ActionAccepted {
                        device: id,
                        cseq,
                        seat,
                    }));
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

    fn status(table: &Table<G>) -> TableStatus {
        TableStatus {
            game_number: table.game_number(),
            to_act: Self::table_to_act(table),
            kinds: table.seats().iter().map(|s| s.kind).collect(),
            outcome: table.outcome(),
        }
    }

    fn table_to_act(table: &Table<G>) -> crate::engine::ToAct {
        use crate::table::Pending;
        match table.pending() {
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
        self.open_if_over();
    }

    /// Sends device `id` what changed at the table (nothing before the first deal).
    fn send_update(&mut self, id: DeviceId, force_snapshot: bool) {
        let Some(table) = &self.table else {
            return;
        };
        let status = Self::status(table);
        let dev = &self.devices[&id];
        let Some(conn) = dev.conn else {
            return;
        };
        let legal = match status.to_act.seat() {
            Some(seat) if dev.seats.contains(&seat) => {
                table.legal_actions(seat).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let snapshot = force_snapshot || dev.game_number != Some(table.game_number());
        let next = table.next_seq();
        let fingerprint = (
            status.clone(),
            legal.clone(),
            dev.last_cseq,
            dev.last_applied,
        );
        if !snapshot && dev.cursor == next && dev.last_sent.as_ref() == Some(&fingerprint) {
            return;
        }
        let from = if snapshot { 0 } else { dev.cursor };
        // Events `lo..hi` of each of the device's seats, with its view.
        let seat_updates = |lo: u32, hi: u32| -> Vec<SeatUpdate<G>> {
            dev.seats
                .iter()
                .filter_map(|&seat| {
                    let mut events = table.events(seat, lo).ok()?;
                    events.retain(|e| e.seq < hi);
                    Some(SeatUpdate {
                        seat,
                        events,
                        view: table.view(seat).ok()?,
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
                    more: hi < next,
                    last_cseq: dev.last_cseq,
                    last_applied: dev.last_applied,
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
        let game_number = table.game_number();
        let dev = self.devices.get_mut(&id).expect("device");
        dev.hseq += frames.len() as u64;
        dev.cursor = next;
        dev.game_number = Some(game_number);
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
            self.broadcast_lobby();
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
            self.set_kind(seat, SeatKind::Bot(level));
        }
        self.outputs.push(HostOutput::Event(HostEvent::TakenOver {
            device: id,
            seats,
        }));
        let _ = self.try_deal();
        self.flush_all();
        self.broadcast_lobby();
    }

    /// The earliest `now` (the clock of [`Host::tick`]) at which `tick` has work: a
    /// connection's silence or hello timeout, or a dropped device's grace period
    /// running out. `None`: nothing is due until input arrives. A driver sleeps until
    /// then (or until input) instead of ticking at a fixed rate; asked again after
    /// every call into the machine, as input moves the deadlines.
    pub fn poll_timeout(&self) -> Option<u64> {
        if self.ended {
            return None;
        }
        let silences = self.conns.values().map(|c| {
            let silent = c
                .last_heard
                .saturating_add(self.config.timeout_ms)
                .saturating_add(1);
            match c.device {
                Some(_) => silent,
                None => silent.min(
                    c.opened
                        .saturating_add(self.config.hello_timeout_ms)
                        .saturating_add(1),
                ),
            }
        });
        let graces = self
            .devices
            .values()
            .filter(|d| !d.taken_over)
            .filter_map(|d| d.away_since)
            .map(|t| t.saturating_add(self.config.grace_ms));
        silences.chain(graces).min()
    }
}

fn make_code(rng: &mut ChaCha8Rng, digits: u8) -> String {
    let digits = digits.clamp(4, 6) as u32;
    let n = rng.random_range(0..10u32.pow(digits));
    format!("{n:0width$}", width = digits as usize)
}
