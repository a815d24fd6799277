//! The host: the table's owner. It admits devices, gives them seats, validates and
//! applies their actions, and sends each device its own redacted events and views.
//! Sans-IO: bytes and the time come in, frames and events go out through
//! [`Host::take_outputs`].
//!
//! This module holds the types, the transport side (connections, frames, time) and the
//! dispatch of client messages; the rest is split by concern: `channel` (each
//! connection's exchange and seal, what it may send and what it is answered), `admission`
//! (joining, resuming, the join code and guessing, the welcome), `lobby`, `deal`
//! (fairness, start, opening, rematch), `play` (actions, bots, take-over) and `updates`
//! (what each device is sent).

mod admission;
mod channel;
mod deal;
mod lobby;
mod play;
mod updates;

use std::collections::BTreeMap;
use std::net::IpAddr;

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::{ChaCha8Rng, ChaCha20Rng};
use sha2::{Digest, Sha256};

use super::channel::{Channel, ResumeTicket, SessionKeys};
use super::fairness;
use super::frame::{self, FrameDecoder, FrameError, MAX_CLIENT_FRAME, MAX_FRAME};
use super::limits::{
    Budget, Credit, LOBBY_INTERVAL_MS, MAX_OPENING_PARTS, MAX_SPECTATORS, REVEAL_TIMEOUT_MS,
    SHORT_CODE_DIGITS,
};
use super::msg::{
    ActionReject, Auth, ByeReason, ClientMsg, DealRecord, DeviceId, Entry, Hash, HostMsg,
    LobbyInfo, LobbyPlayer, LobbyStatus, Opening, PROTOCOL_VERSION, RejectReason, SeatUpdate,
    TableStatus, Value, Welcome,
};
use super::update_bytes::UpdateBytes;
use crate::bots::TableGame;
use crate::engine::{Game, Seat};
use crate::table::{
    BotJob, BotLevel, BotMove, SeatConfig, SeatKind, Table, TableError, TableSettings,
};

/// A transport connection at the host, numbered by [`Host::connect`].
pub type ConnId = u64;

/// The host's limits and timings (all times in ms).
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// Seed of the join code. Use OS randomness in the apps; tests pass a fixed one.
    pub seed: u64,
    /// Seed of the host's secrets: its fairness values (one per game), the resume
    /// tickets, the random scalars and nonces of every exchange, the longer codes (two
    /// ChaCha20 streams, kept apart). Must be OS randomness in the apps: whoever knows
    /// it can predict the host's values and forge its side of an exchange.
    pub entropy: [u8; 32],
    /// The join code to show instead of a random one (4 to 12 digits; see
    /// [`check_join_code`]).
    pub join_code: Option<String>,
    /// Digits of the join code, 4 to 12 (default 7; see
    /// [`super::limits::wrong_codes_allowed`] for why).
    pub code_digits: u8,
    /// Silence after which a connection counts as dropped.
    pub timeout_ms: u64,
    /// Time a new connection has to send its hello.
    pub hello_timeout_ms: u64,
    /// How long a dropped device keeps its seats before a bot takes over.
    pub grace_ms: u64,
    /// The level of the bot that takes a dropped device's seats over.
    pub takeover_level: BotLevel,
    /// Wrong join codes allowed per connection; then it is closed (an unknown resume
    /// ticket closes it at once). Each source also has its own budget
    /// ([`super::limits::WRONG_CODE_BURST`]); the table as a whole moves to a longer
    /// code instead of closing.
    pub attempts_per_connection: u8,
    /// Messages one connection may send per second before it is cut off.
    pub max_messages_per_second: u32,
    /// Keeps each sealed frame's plaintext for [`Host::take_plaintexts`], so tests can
    /// check what every frame says; off in the apps (it would only cost memory).
    pub keep_plaintexts: bool,
}

impl Default for HostConfig {
    fn default() -> Self {
        HostConfig {
            seed: 0,
            entropy: [0; 32],
            join_code: None,
            code_digits: SHORT_CODE_DIGITS,
            timeout_ms: 6_000,
            hello_timeout_ms: 5_000,
            grace_ms: 60_000,
            takeover_level: BotLevel::Medium,
            attempts_per_connection: super::limits::WRONG_CODE_BURST as u8,
            max_messages_per_second: 100,
            keep_plaintexts: false,
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
    /// The grace period ran out: bots play these seats now, until the device is back.
    TakenOver { device: DeviceId, seats: Vec<Seat> },
    /// The device is back and plays its seats again.
    HandedBack { device: DeviceId, seats: Vec<Seat> },
    /// A device left the table for good (it said bye): bots play its seats now, and
    /// the next device that joins takes them over.
    Left {
        device: DeviceId,
        name: String,
        seats: Vec<Seat>,
    },
    /// An admitted device's connection was cut off (it flooded, fell silent, sent what
    /// is not a message). Connections refused before admission (wrong codes, strangers)
    /// are not reported one by one: see [`HostEvent::CodeLengthened`].
    Refused { conn: ConnId, reason: RejectReason },
    /// Someone was guessing the join code: the table moved to this longer code, which
    /// the players still to come type (admitted devices keep their seats). Once per
    /// move, never per wrong code.
    CodeLengthened { code: String },
    /// A device of another protocol version tried to join (told once per address).
    OtherVersion { protocol: u16 },
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

/// How far a connection got, least first: the order in which a driver with too many
/// connections closes them (see [`Host::standing`]). Only a device with the code or a
/// resume secret gets past [`Standing::Proving`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Standing {
    /// No exchange under way: waiting for a hello, or refused.
    Greeting,
    /// The challenge sent; the device's proof not yet seen.
    Proving,
    /// The channel sealed (the code or a resume secret proven), not yet admitted.
    Sealed,
    /// An admitted spectator.
    Spectator,
    /// An admitted device holding seats.
    Seated,
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
    /// A join code must have 4 to 12 digits.
    #[error("a join code has 4 to 12 digits, not {0:?}")]
    BadJoinCode(String),
    /// The table refused it.
    #[error(transparent)]
    Table(#[from] TableError),
}

/// Checks a join code chosen by hand: 4 to 12 ASCII digits.
pub fn check_join_code(code: &str) -> Result<(), HostError> {
    if (4..=12).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_digit()) {
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
    /// Where the connection comes from, for the per-source limits.
    source: Option<IpAddr>,
    device: Option<DeviceId>,
    opened: u64,
    last_heard: u64,
    wrong_attempts: u8,
    window_start: u64,
    window_count: u32,
    /// Where its exchange stands.
    stage: Stage,
    /// Bytes it may still send: [`super::limits::HANDSHAKE_BYTES`] in all before it is
    /// admitted, then a rate.
    bytes_in: Budget,
    /// Credit for answers before it is admitted (then the device's counts).
    credit: Credit,
    /// Sealed frames that did not open.
    forged: u8,
}

/// Where a connection's exchange stands.
#[derive(Debug)]
enum Stage {
    /// Waiting for a clear hello. After a wrong code, the refusal to repeat should the
    /// device repeat its proof (the refusal was lost).
    Greeting { refused: Option<RejectReason> },
    /// Challenge sent: the device's first sealed frame opens with `keys` only if it
    /// used the same code (or holds the resume secret).
    Proving {
        /// The hello's bytes: the same hello again gets the same challenge.
        hello: Vec<u8>,
        challenge: Vec<u8>,
        keys: SessionKeys,
        purpose: Proving,
    },
    /// Sealed: every frame is a sealed message.
    Sealed { channel: Channel, proved: Proving },
}

/// What an exchange under way proves.
#[derive(Clone, Copy, Debug)]
enum Proving {
    /// The join code of this epoch (see `Host::code_epoch`).
    Code { epoch: u32 },
    /// The resume secret of this device.
    Resume(DeviceId),
}

/// Where connections come from, for the limits per source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum SourceKey {
    /// An IP address (TCP).
    Address(IpAddr),
    /// A connection without an address (a link): its own source.
    Link(ConnId),
}

/// What the host keeps per source.
#[derive(Clone, Debug)]
struct Source {
    /// Code exchanges it may start.
    codes: Budget,
    /// What is left of its grant for its new devices' first welcomes.
    grant: i64,
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
    ticket: ResumeTicket,
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
    /// The encodings last sent on this connection, which the next update patches.
    sent: UpdateBytes,
    /// The device's commitment and the game it is for.
    commitment: Option<(u32, Hash)>,
    /// Credit for answers (see [`Credit`]).
    credit: Credit,
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
pub struct Host<G: TableGame> {
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
    /// The stream of the host's secrets: resume tickets, exchanges, longer codes.
    secrets: ChaCha20Rng,
    join_code: String,
    /// Counts every change of the join code: exchanges begun with an older code are
    /// refused unchecked.
    code_epoch: u32,
    /// Wrong codes against codes of the current length, all together.
    wrong_at_length: u64,
    /// Per source.
    sources: BTreeMap<SourceKey, Source>,
    /// Sources told that they speak another protocol version (a few).
    told_version: Vec<Option<IpAddr>>,
    conns: BTreeMap<ConnId, Conn>,
    next_conn: ConnId,
    devices: BTreeMap<DeviceId, Device<G>>,
    /// The id the next device gets (ids are never reused, even after a device is gone).
    next_device: DeviceId,
    /// The latest time the host was given.
    now: u64,
    /// When the reveals of the started game are given up on.
    reveal_deadline: Option<u64>,
    /// The lobby changed since the last list sent to every device.
    lobby_dirty: bool,
    /// When the lobby list last went to every device.
    lobby_sent_at: Option<u64>,
    /// The frames of the last finished game's opening (one, or its parts).
    opening_frames: Vec<Vec<u8>>,
    outputs: Vec<HostOutput>,
    ended: bool,
    /// Each sealed frame sent and its plaintext, kept only when the config asks.
    plaintexts: Option<Vec<(Vec<u8>, Vec<u8>)>>,
}

impl<G: TableGame> Host<G> {
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
        let plaintexts = config.keep_plaintexts.then(Vec::new);
        let join_code = match &config.join_code {
            Some(code) => {
                check_join_code(code)?;
                code.clone()
            }
            None => make_code(
                &mut ChaCha8Rng::seed_from_u64(config.seed),
                config.code_digits,
            ),
        };
        let mut values = ChaCha20Rng::from_seed(config.entropy);
        let secrets = ChaCha20Rng::from_seed(
            Sha256::new()
                .chain_update(b"spieleabend/nearby/host-secrets")
                .chain_update(config.entropy)
                .finalize()
                .into(),
        );
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
            secrets,
            join_code,
            code_epoch: 0,
            wrong_at_length: 0,
            sources: BTreeMap::new(),
            told_version: Vec::new(),
            config,
            conns: BTreeMap::new(),
            next_conn: 1,
            devices: BTreeMap::new(),
            next_device: 1,
            now: 0,
            reveal_deadline: None,
            lobby_dirty: false,
            lobby_sent_at: None,
            opening_frames: Vec::new(),
            outputs: Vec::new(),
            ended: false,
            plaintexts,
        };
        host.outputs
            .push(HostOutput::Event(HostEvent::LobbyOpened { game_number: 0 }));
        Ok(host)
    }

    /// The code to show on the host's screen.
    pub fn join_code(&self) -> &str {
        &self.join_code
    }

    /// Shows a new join code (from `seed`) as long as the one now: the old one no
    /// longer admits anyone (exchanges begun with it are refused). Admitted devices keep
    /// their seats. Wrong codes counted against this length stay counted.
    pub fn new_join_code(&mut self, seed: u64) {
        let digits = self.join_code.len() as u8;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        self.join_code = make_code(&mut rng, digits);
        self.code_epoch += 1;
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
    /// device with seats has committed for the next game (spectators may commit, but
    /// one that does not cannot hold the game).
    pub fn ready_to_start(&self) -> bool {
        self.phase == Phase::Lobby
            && self.remote_seats_filled()
            && self.devices.values().all(|d| {
                d.left
                    || d.conn.is_none()
                    || d.seats.is_empty()
                    || d.commitment.is_some_and(|(g, _)| g == self.game_number)
            })
    }

    /// The devices the host keeps (connected, away within their grace, or holding
    /// seats); devices that left and spectators past their grace are forgotten.
    pub fn device_count(&self) -> usize {
        self.devices.len()
    }

    /// The seats of the device on `conn`, if it was admitted.
    pub fn seats_of(&self, conn: ConnId) -> Option<&[Seat]> {
        let device = self.conns.get(&conn)?.device?;
        Some(&self.devices[&device].seats)
    }

    /// How far `conn` got (`None`: no such connection).
    pub fn standing(&self, conn: ConnId) -> Option<Standing> {
        let c = self.conns.get(&conn)?;
        Some(match (&c.stage, c.device) {
            (_, Some(device)) if self.devices[&device].seats.is_empty() => Standing::Spectator,
            (_, Some(_)) => Standing::Seated,
            (Stage::Greeting { .. }, None) => Standing::Greeting,
            (Stage::Proving { .. }, None) => Standing::Proving,
            (Stage::Sealed { .. }, None) => Standing::Sealed,
        })
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
        self.connect_from(None, now)
    }

    /// A new connection from `source` (its IP address, when the transport has one):
    /// code exchanges and first welcomes are limited per source, so one device guessing
    /// does not keep the others out.
    pub fn connect_from(&mut self, source: Option<IpAddr>, now: u64) -> ConnId {
        self.now = self.now.max(now);
        let id = self.next_conn;
        self.next_conn += 1;
        self.conns.insert(
            id,
            Conn {
                decoder: FrameDecoder::with_cap(MAX_CLIENT_FRAME),
                source,
                device: None,
                opened: now,
                last_heard: now,
                wrong_attempts: 0,
                window_start: now,
                window_count: 0,
                stage: Stage::Greeting { refused: None },
                bytes_in: Budget::once(super::limits::HANDSHAKE_BYTES, now),
                credit: Credit::default(),
                forged: 0,
            },
        );
        id
    }

    /// Bytes received on `conn`, in any chunking. A connection that sends more than
    /// its budget, a frame over [`MAX_CLIENT_FRAME`] or more than
    /// [`HostConfig::max_messages_per_second`] messages is cut off.
    pub fn receive(&mut self, conn: ConnId, bytes: &[u8], now: u64) {
        if self.ended {
            return;
        }
        self.now = self.now.max(now);
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        if !c.bytes_in.take_n(bytes.len() as u64, now) {
            self.cut(conn, RejectReason::Flood, now);
            return;
        }
        match c.device {
            Some(device) => {
                if let Some(dev) = self.devices.get_mut(&device) {
                    dev.credit.earn(bytes.len());
                }
            }
            None => c.credit.earn(bytes.len()),
        }
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
                    self.on_frame(conn, &payload, now);
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
        self.now = self.now.max(now);
        if let Some(c) = self.conns.remove(&conn) {
            self.detach(conn, c.device, now);
        }
    }

    /// Time passes: silent connections are cut, dropped devices past the grace period
    /// lose their seats to bots (spectators past it are forgotten), reveals not in by
    /// their deadline are given up on, and a gathered lobby change goes out.
    pub fn tick(&mut self, now: u64) {
        if self.ended {
            return;
        }
        self.now = self.now.max(now);
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
            if self.devices[&device].seats.is_empty() {
                self.forget(device);
            } else {
                self.take_over(device);
            }
        }
        if self.phase == Phase::Revealing && self.reveal_deadline.is_some_and(|t| now >= t) {
            self.give_up_reveals();
        }
        if self.lobby_dirty {
            self.broadcast_lobby();
        }
    }

    /// The earliest `now` (the clock of [`Host::tick`]) at which `tick` has work: a
    /// connection's silence or hello timeout, a dropped device's grace period running
    /// out (its seats are taken over, a spectator is forgotten), the deal's reveal
    /// deadline, or a gathered lobby list falling due. `None`: nothing is due until
    /// input arrives. A driver sleeps until then (or until input) instead of ticking at
    /// a fixed rate, and asks again after every call into the machine, as input moves
    /// the deadlines.
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
        let reveal = self
            .reveal_deadline
            .filter(|_| self.phase == Phase::Revealing);
        let lobby = self
            .lobby_sent_at
            .filter(|_| self.lobby_dirty)
            .map(|t| t.saturating_add(LOBBY_INTERVAL_MS));
        silences.chain(graces).chain(reveal).chain(lobby).min()
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

    /// A sealed message from `conn`, opened.
    fn on_message(&mut self, conn: ConnId, payload: &[u8], now: u64) {
        let device = self.conns[&conn].device;
        let Ok(message) = frame::decode::<ClientMsg<G>>(payload) else {
            self.cut(conn, RejectReason::Malformed, now);
            return;
        };
        match (device, message) {
            (None, ClientMsg::Hello { name, auth, .. }) => self.hello(conn, name, auth, now),
            // A repeated hello (the welcome was lost): welcome again, as its credit
            // allows (the device repeats its hello until then).
            (Some(d), ClientMsg::Hello { auth, .. })
                if matches!(
                    (&auth, self.proved(conn)),
                    (Auth::Resume { .. }, Some(Proving::Resume(r))) if r == d
                ) || matches!(
                    (&auth, self.proved(conn)),
                    (Auth::Join { key, .. }, Some(Proving::Code { .. })) if *key == self.devices[&d].key
                ) =>
            {
                if self.devices[&d].credit.allows() {
                    self.answered(conn, |host| host.welcome(d));
                }
            }
            (None, _) | (Some(_), ClientMsg::Hello { .. }) => {
                self.cut(conn, RejectReason::ProtocolViolation, now)
            }
            (Some(d), ClientMsg::Action { cseq, seat, action }) => {
                self.action(conn, d, cseq, seat, action)
            }
            (Some(d), ClientMsg::SnapshotRequest { .. }) => {
                // Paid from the device's credit: a few bytes of request must not buy
                // an unbounded stream of snapshots. The client asks again when it gets
                // none, and its asking earns credit.
                if !self.devices[&d].credit.allows() {
                    return;
                }
                self.answered(conn, |host| {
                    host.send_update(d, true);
                    if host.phase != Phase::Lobby {
                        host.send_deal_record(d);
                    } else {
                        host.send_opening(conn);
                    }
                });
            }
            (Some(d), ClientMsg::Ping { time }) => {
                let hseq = self.devices[&d].hseq;
                // A listed device that has not revealed may have missed the record.
                let missed = self.phase == Phase::Revealing
                    && self.deal.as_ref().is_some_and(|deal| {
                        deal.record
                            .entries
                            .iter()
                            .zip(&deal.settled)
                            .any(|(e, &settled)| e.device == d && !settled)
                    });
                let record = missed && self.devices[&d].credit.allows();
                self.answered(conn, |host| {
                    host.send(conn, &HostMsg::Pong { time, hseq });
                    if record {
                        host.send_deal_record(d);
                    }
                });
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
                let (name, seats) = (dev.name.clone(), dev.seats.clone());
                self.outputs.push(HostOutput::Event(HostEvent::Left {
                    device: d,
                    name,
                    seats,
                }));
                self.take_over_quietly(d);
                self.forget(d);
            }
        }
    }

    fn connected_devices(&self) -> Vec<DeviceId> {
        self.devices
            .iter()
            .filter(|(_, d)| d.conn.is_some())
            .map(|(&id, _)| id)
            .collect()
    }

    /// Calls `seat` by `name` in the setup and at the table.
    fn set_name(&mut self, seat: Seat, name: &str) {
        if let Some(config) = self.setup.seats.get_mut(seat.index()) {
            config.name = name.to_owned();
        }
        if let Some(table) = &mut self.table {
            let _ = table.rename_seat(seat, name);
        }
    }

    fn set_kind(&mut self, seat: Seat, kind: SeatKind) {
        if let Some(config) = self.setup.seats.get_mut(seat.index()) {
            config.kind = kind;
        }
        if let Some(table) = &mut self.table {
            let _ = table.set_seat_kind(seat, kind);
        }
    }

    /// Sends one message. Updates and openings are split to fit a frame before they get
    /// here, and the other messages are bounded by the limits (a test encodes the
    /// largest ones); should one still not encode, the connection is closed and the
    /// host told (`Refused { Malformed }`) rather than the message dropped unseen: the
    /// device resumes on a new connection and gets a fresh snapshot.
    fn send(&mut self, conn: ConnId, message: &HostMsg<G>) {
        match frame::payload(message) {
            Ok(payload) => self.push_sealed(conn, payload),
            Err(_) => {
                self.outputs.push(HostOutput::Close { conn });
                self.outputs.push(HostOutput::Event(HostEvent::Refused {
                    conn,
                    reason: RejectReason::Malformed,
                }));
                if let Some(c) = self.conns.remove(&conn) {
                    self.detach(conn, c.device, self.now);
                }
            }
        }
    }

    /// Refuses or cuts off `conn` with `reason` and closes it: sealed once the channel
    /// is, in clear before. Only an admitted device's cut is reported to the host's UI.
    fn cut(&mut self, conn: ConnId, reason: RejectReason, now: u64) {
        self.refuse(conn, reason.clone());
        self.outputs.push(HostOutput::Close { conn });
        if let Some(c) = self.conns.remove(&conn) {
            if c.device.is_some() {
                self.outputs
                    .push(HostOutput::Event(HostEvent::Refused { conn, reason }));
            }
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
}

/// A random code of `digits` digits (4 to 16).
fn make_code(rng: &mut impl RngCore, digits: u8) -> String {
    let digits = digits.clamp(4, 16) as u32;
    let n = rng.random_range(0..10u64.pow(digits));
    format!("{n:0width$}", width = digits as usize)
}
