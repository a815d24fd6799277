//! The client: a device at someone else's table. It opens the sealed channel (with the
//! join code, or its resume ticket once admitted), sends its hello and actions, applies
//! the host's updates in order, asks for a snapshot when it notices a gap, and keeps the
//! connection alive. It exposes views, events and legal actions like a local table.
//! Sans-IO: bytes, the time and its seeded randomness come in, frames and events go out
//! through [`Client::take_outputs`].

use std::collections::BTreeMap;

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

use super::channel::{
    Channel, ClientFrame, GuestPake, HostFrame, OpenError, Purpose, ResumeTicket, normalize_code,
    resume_keys,
};
use super::fairness::{self, Seen, Verdict};
use super::frame::{self, FrameDecoder};
use super::limits::{MAX_NAME_CHARS, MAX_OPENING_PARTS};
use super::msg::{
    ActionReject, Auth, ByeReason, ClientMsg, DealRecord, HostMsg, LobbyInfo, LobbyStatus, Opening,
    PROTOCOL_VERSION, RejectReason, TableStatus, Value,
};
use super::names::{clean_text, takes_name};
use super::update_bytes::UpdateBytes;
use crate::engine::{Game, Seat, ToAct};
use crate::table::Logged;

/// The client's timings (ms) and identity.
#[derive(Clone, Debug)]
pub struct ClientConfig {
    /// The player's name shown at the table.
    pub name: String,
    /// The app's version, for the host's diagnostics.
    pub app_version: String,
    /// How often to ping the host.
    pub ping_interval_ms: u64,
    /// Silence from the host after which the connection counts as lost.
    pub timeout_ms: u64,
    /// How long to wait before sending an unanswered hello, action or snapshot request
    /// again.
    pub resend_ms: u64,
    /// This device's random key (see [`Auth::Join`]); draw it from OS randomness once.
    pub device_key: u64,
    /// Seed of this device's secrets: its fairness values (one per game) and the random
    /// scalars and nonces of its exchanges (two ChaCha20 streams, kept apart). Must be
    /// OS randomness in the apps: whoever knows it can predict the device's values.
    pub entropy: [u8; 32],
}

impl Default for ClientConfig {
    fn default() -> Self {
        ClientConfig {
            name: String::new(),
            app_version: String::new(),
            ping_interval_ms: 1_000,
            timeout_ms: 5_000,
            resend_ms: 700,
            device_key: 0,
            entropy: [0; 32],
        }
    }
}

/// Where the client stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientState {
    /// No connection: call [`Client::connect`] on a new one (it resumes if it can).
    Disconnected,
    /// Hello sent, waiting to be admitted.
    Joining,
    /// At the table.
    Connected,
    /// The table is over for this device; do not reconnect.
    Ended(EndReason),
}

/// Why the table ended for this device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// The host refused or cut off the device for good.
    Rejected(RejectReason),
    /// The host closed the table.
    Bye(ByeReason),
    /// The device left.
    Left,
    /// The host plays another game than this client was built for.
    WrongGame { game: String },
}

/// Something the client's UI may want to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientEvent {
    /// Admitted with these seats (empty: spectator).
    Welcomed { seats: Vec<Seat> },
    /// The lobby changed (see [`Client::lobby`]).
    Lobby,
    /// The host started game `game_number`; this device's value was revealed to the
    /// host if `listed`.
    Started { game_number: u32, listed: bool },
    /// New events or views arrived.
    Updated,
    /// An action of this device was applied by the host.
    ActionAccepted { cseq: u32 },
    /// The check of game `game_number`'s deal (see `nearby::fairness`).
    Fairness { game_number: u32, verdict: Verdict },
    /// An action of this device was refused; nothing changed.
    ActionRejected { cseq: u32, reason: ActionReject },
    /// An action sent before a reconnect never reached the host; decide again on the
    /// fresh snapshot.
    ActionDropped { cseq: u32 },
    /// The host refused the hello or cut off the connection.
    Rejected(RejectReason),
    /// Nothing heard from the host for too long, or it sent garbage: reconnect.
    ConnectionLost,
    /// The table is over for this device.
    Ended(EndReason),
}

/// What the driver must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientOutput {
    /// Send these bytes (one whole frame) to the host.
    Send(Vec<u8>),
    /// Close the connection.
    Close,
    /// Tell the UI.
    Event(ClientEvent),
}

/// Why [`Client::act`] did not send an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClientError {
    /// Not connected to a table.
    #[error("not connected")]
    NotConnected,
    /// The seat is not this device's.
    #[error("not this device's seat")]
    NotYourSeat,
    /// The last action is not answered yet.
    #[error("an action is on its way")]
    ActionInFlight,
    /// The action is not among the legal actions.
    #[error("not a legal action now")]
    NotLegal,
}

#[derive(Clone, Debug)]
struct SeatLog<G: Game> {
    events: Vec<Logged<G>>,
    view: G::View,
}

#[derive(Clone, Debug)]
struct PendingAction<G: Game> {
    cseq: u32,
    seat: Seat,
    action: G::Action,
    sent_at: u64,
}

/// Where the client's channel on the current connection stands.
#[derive(Debug)]
enum Stage {
    /// No exchange under way (before the first connection, or after a wrong code).
    Idle,
    /// The clear hello is sent; waiting for the host's challenge.
    Greeting { hello: Vec<u8>, pending: Pending },
    /// Sealed: every frame is a sealed message.
    Sealed(Channel),
}

/// An exchange under way.
#[derive(Debug)]
enum Pending {
    Code(GuestPake),
    Resume { secret: [u8; 32], nonce: [u8; 32] },
}

/// Sealed frames from the host that may fail to open on one connection before it
/// counts as lost.
const MAX_FORGED: u8 = 8;

/// The client state machine. See the module docs.
#[derive(Debug)]
pub struct Client<G: Game> {
    config: ClientConfig,
    /// The join code, as typed (compared by its digits).
    code: String,
    join: Auth,
    ticket: Option<ResumeTicket>,
    state: ClientState,
    decoder: FrameDecoder,
    stage: Stage,
    /// The stream of this device's exchange secrets.
    secrets: ChaCha20Rng,
    /// Sealed frames on this connection that did not open.
    forged: u8,
    seats: Vec<Seat>,
    names: Vec<String>,
    logs: BTreeMap<Seat, SeatLog<G>>,
    status: Option<TableStatus>,
    legal: Vec<G::Action>,
    /// The encodings of the status, views and legal actions last received on this
    /// connection, which the next update patches.
    held: UpdateBytes,
    hseq: u64,
    next_cseq: u32,
    pending: Option<PendingAction<G>>,
    snapshot_asked: Option<u64>,
    last_heard: u64,
    last_ping: u64,
    hello_at: u64,
    /// The code was wrong: wait for [`Client::retry_code`] instead of repeating it.
    awaiting_code: bool,
    outputs: Vec<ClientOutput>,
    /// This device's id at the table, once welcomed.
    device: Option<u32>,
    /// What is played (from the welcome) and the parsed options.
    info: Option<LobbyInfo>,
    options: Option<G::Options>,
    lobby: Option<LobbyStatus>,
    values: ChaCha20Rng,
    /// This device's value and the game it is for.
    value: Option<(u32, Value)>,
    commit_at: Option<u64>,
    /// The fairness record of the game started or in play.
    deal: Option<DealRecord>,
    /// A reveal to repeat until the game is dealt.
    reveal: Option<(u32, Value, u64)>,
    /// An opening waiting for the end of the game's updates.
    opening: Option<Opening<G>>,
    verdicts: BTreeMap<u32, Verdict>,
    /// The last update applied has more parts to come.
    partial: bool,
    /// Snapshots asked for because an opening came without its deal record.
    record_asks: u32,
    /// The parts of an opening gathered so far, and the game it opens.
    opening_parts: Option<(u32, Vec<Option<Vec<u8>>>)>,
}

/// The longest rule error code a client keeps from an `Illegal` answer (the host sends
/// at most 40 characters).
const MAX_RULE_CODE_CHARS: usize = 64;

/// How often a client asks again for a missing deal record before its verdict is
/// [`super::FairnessFailure::NoDealRecord`].
const RECORD_ASKS: u32 = 10;

/// How long after the host was last heard a client asks for a deal record or opening
/// it still lacks ([`Client::poll_timeout`]): at most ten requests a second.
const RECORD_RETRY_MS: u64 = 100;

impl<G: Game> Client<G> {
    /// A client that will join with `code`, asking for `seats` seats (0: spectator).
    pub fn new(config: ClientConfig, code: impl Into<String>, seats: u8) -> Client<G> {
        let values = ChaCha20Rng::from_seed(config.entropy);
        let secrets = ChaCha20Rng::from_seed(
            Sha256::new()
                .chain_update(b"spieleabend/nearby/device-secrets")
                .chain_update(config.entropy)
                .finalize()
                .into(),
        );
        Client {
            code: normalize_code(&code.into()),
            join: Auth::Join {
                seats,
                key: config.device_key,
            },
            config,
            ticket: None,
            state: ClientState::Disconnected,
            decoder: FrameDecoder::new(),
            stage: Stage::Idle,
            secrets,
            forged: 0,
            seats: Vec::new(),
            names: Vec::new(),
            logs: BTreeMap::new(),
            status: None,
            legal: Vec::new(),
            held: UpdateBytes::default(),
            hseq: 0,
            next_cseq: 1,
            pending: None,
            snapshot_asked: None,
            last_heard: 0,
            last_ping: 0,
            hello_at: 0,
            awaiting_code: false,
            outputs: Vec::new(),
            device: None,
            info: None,
            options: None,
            lobby: None,
            values,
            value: None,
            commit_at: None,
            deal: None,
            reveal: None,
            opening: None,
            verdicts: BTreeMap::new(),
            partial: false,
            record_asks: 0,
            opening_parts: None,
        }
    }

    /// A new connection to the host is open: open the sealed channel (with the resume
    /// ticket if admitted before, else with the join code), then say hello in it.
    pub fn connect(&mut self, now: u64) {
        if matches!(self.state, ClientState::Ended(_)) {
            return;
        }
        self.decoder = FrameDecoder::new();
        self.state = ClientState::Joining;
        self.hseq = 0;
        self.held.clear();
        self.snapshot_asked = None;
        self.last_heard = now;
        self.last_ping = now;
        self.hello_at = now;
        self.awaiting_code = false;
        self.forged = 0;
        self.open_exchange();
    }

    /// Tries another join code after [`RejectReason::WrongJoinCode`] with attempts left:
    /// a new exchange on the same connection.
    pub fn retry_code(&mut self, code: impl Into<String>) {
        self.code = normalize_code(&code.into());
        self.awaiting_code = false;
        if self.state == ClientState::Joining {
            self.open_exchange();
        }
    }

    /// The transport lost the connection.
    pub fn disconnected(&mut self) {
        if !matches!(self.state, ClientState::Ended(_)) {
            self.state = ClientState::Disconnected;
        }
    }

    /// Leaves the table for good.
    pub fn leave(&mut self) {
        if self.state == ClientState::Connected {
            self.send(&ClientMsg::Bye);
            self.outputs.push(ClientOutput::Close);
        }
        self.end(EndReason::Left);
    }

    /// Bytes received from the host, in any chunking.
    pub fn receive(&mut self, bytes: &[u8], now: u64) {
        if !matches!(self.state, ClientState::Joining | ClientState::Connected) {
            return;
        }
        self.decoder.push(bytes);
        loop {
            match self.decoder.next_frame() {
                Ok(None) => return,
                Ok(Some(payload)) => match frame::decode::<HostFrame>(&payload) {
                    Ok(frame) => {
                        self.on_frame(frame, now);
                        if !matches!(self.state, ClientState::Joining | ClientState::Connected) {
                            return;
                        }
                    }
                    Err(_) => return self.lose(),
                },
                Err(_) => return self.lose(),
            }
        }
    }

    /// Time passes: pings, resends, and noticing a silent host.
    pub fn tick(&mut self, now: u64) {
        if !matches!(self.state, ClientState::Joining | ClientState::Connected) {
            return;
        }
        if now.saturating_sub(self.last_heard) > self.config.timeout_ms {
            return self.lose();
        }
        // Pings only after the welcome: before it the host accepts nothing but hello.
        if self.state == ClientState::Connected
            && now.saturating_sub(self.last_ping) >= self.config.ping_interval_ms
        {
            self.last_ping = now;
            self.send(&ClientMsg::Ping { time: now });
        }
        if self.state == ClientState::Joining {
            if !self.awaiting_code && now.saturating_sub(self.hello_at) >= self.config.resend_ms {
                self.hello_at = now;
                match &self.stage {
                    Stage::Greeting { hello, .. } => {
                        let hello = hello.clone();
                        self.outputs.push(ClientOutput::Send(hello));
                    }
                    Stage::Sealed(_) => self.send_hello(),
                    Stage::Idle => self.open_exchange(),
                }
            }
            return;
        }
        if let Some(p) = &self.pending
            && now.saturating_sub(p.sent_at) >= self.config.resend_ms
        {
            let message = ClientMsg::Action {
                cseq: p.cseq,
                seat: p.seat,
                action: p.action,
            };
            self.pending.as_mut().expect("pending").sent_at = now;
            self.send(&message);
        }
        if let Some(at) = self.snapshot_asked
            && now.saturating_sub(at) >= self.config.resend_ms
        {
            self.snapshot_asked = None;
            self.ask_snapshot(now);
        }
        // A lost deal record or opening: the snapshot's answer repeats them.
        if let Some(status) = &self.status
            && (self
                .deal
                .as_ref()
                .is_none_or(|d| d.game_number != status.game_number)
                || (status.to_act == ToAct::Finished
                    && self.opening.is_none()
                    && !self.verdicts.contains_key(&status.game_number)))
        {
            self.ask_snapshot(now);
        }
        if self
            .commit_at
            .is_some_and(|at| now.saturating_sub(at) >= self.config.resend_ms)
        {
            self.commit(now);
        }
        if let Some((game_number, value, at)) = self.reveal
            && now.saturating_sub(at) >= self.config.resend_ms
        {
            self.reveal = Some((game_number, value, now));
            self.send(&ClientMsg::Reveal { game_number, value });
        }
    }

    /// Sends `action` for `seat`; returns its number. Answered by an update (applied)
    /// or [`ClientEvent::ActionRejected`].
    pub fn act(&mut self, seat: Seat, action: G::Action, now: u64) -> Result<u32, ClientError> {
        if self.state != ClientState::Connected {
            return Err(ClientError::NotConnected);
        }
        if !self.seats.contains(&seat) {
            return Err(ClientError::NotYourSeat);
        }
        if self.pending.is_some() {
            return Err(ClientError::ActionInFlight);
        }
        if self.to_act() != ToAct::Seat(seat) || !self.legal.contains(&action) {
            return Err(ClientError::NotLegal);
        }
        let cseq = self.next_cseq;
        // Saturating: a hostile host can claim `u32::MAX` as answered (no debug panic).
        self.next_cseq = self.next_cseq.saturating_add(1);
        self.pending = Some(PendingAction {
            cseq,
            seat,
            action,
            sent_at: now,
        });
        self.send(&ClientMsg::Action { cseq, seat, action });
        Ok(cseq)
    }

    /// What to send, close and show since the last call.
    pub fn take_outputs(&mut self) -> Vec<ClientOutput> {
        std::mem::take(&mut self.outputs)
    }

    /// Where the client stands.
    pub fn state(&self) -> &ClientState {
        &self.state
    }

    /// This device's seats (empty for a spectator or before the welcome).
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Every seat's name.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The seat names of a status: each cleaned, and taken where it passes for no
    /// other seat's name (a device joining during play is known by its name).
    fn take_names(&mut self, names: &[String]) {
        for (index, name) in names.iter().enumerate().take(self.names.len()) {
            let name = clean_text(name, MAX_NAME_CHARS);
            if name != self.names[index]
                && takes_name(
                    self.names.iter().map(String::as_str),
                    Seat(index as u8),
                    &name,
                )
            {
                self.names[index] = name;
            }
        }
    }

    /// What this device resumes with after a drop, once admitted.
    pub fn resume_ticket(&self) -> Option<ResumeTicket> {
        self.ticket
    }

    /// The table's public status, once the first update arrived.
    pub fn status(&self) -> Option<&TableStatus> {
        self.status.as_ref()
    }

    /// Whose decision it is, as last heard.
    pub fn to_act(&self) -> ToAct {
        self.status.as_ref().map_or(ToAct::Finished, |s| s.to_act)
    }

    /// The legal actions when one of this device's seats is to act.
    pub fn legal_actions(&self) -> &[G::Action] {
        &self.legal
    }

    /// Whether an action is waiting for its answer.
    pub fn action_in_flight(&self) -> bool {
        self.pending.is_some()
    }

    /// Whether a log split over several updates is still arriving: the views are then
    /// ahead of the events.
    pub fn partial(&self) -> bool {
        self.partial
    }

    /// The view of one of this device's seats.
    pub fn view(&self, seat: Seat) -> Option<&G::View> {
        self.logs.get(&seat).map(|l| &l.view)
    }

    /// The events of one of this device's seats with sequence number `from` or later.
    pub fn events(&self, seat: Seat, from: u32) -> Vec<Logged<G>> {
        self.logs.get(&seat).map_or_else(Vec::new, |l| {
            l.events.iter().filter(|e| e.seq >= from).cloned().collect()
        })
    }

    /// The number of the last update applied on this connection.
    pub fn hseq(&self) -> u64 {
        self.hseq
    }

    /// What is played at the table (from the welcome).
    pub fn info(&self) -> Option<&LobbyInfo> {
        self.info.as_ref()
    }

    /// The lobby before a game starts (`None` once it started).
    pub fn lobby(&self) -> Option<&LobbyStatus> {
        self.lobby.as_ref()
    }

    /// This device's id at the table, once welcomed.
    pub fn device(&self) -> Option<u32> {
        self.device
    }

    /// The fairness record of the game started or in play.
    pub fn deal_record(&self) -> Option<&DealRecord> {
        self.deal.as_ref()
    }

    /// The verdict of the fairness check of game `game_number`, once made.
    pub fn fairness(&self, game_number: u32) -> Option<&Verdict> {
        self.verdicts.get(&game_number)
    }

    /// Every verdict so far, by game number.
    pub fn verdicts(&self) -> &BTreeMap<u32, Verdict> {
        &self.verdicts
    }

    // ---- internals ----

    /// Starts an exchange on the current connection: with the resume ticket once
    /// admitted, else with the join code.
    fn open_exchange(&mut self) {
        let (purpose, pending) = match self.ticket {
            Some(ticket) => {
                let mut nonce = [0u8; 32];
                self.secrets.fill_bytes(&mut nonce);
                (
                    Purpose::Resume {
                        id: ticket.id,
                        nonce,
                    },
                    Pending::Resume {
                        secret: ticket.secret,
                        nonce,
                    },
                )
            }
            None => {
                let (pake, message) = GuestPake::start(&self.code, &mut self.secrets);
                (Purpose::Code { pake: message }, Pending::Code(pake))
            }
        };
        let hello = frame::encode(&ClientFrame::Hello {
            protocol: PROTOCOL_VERSION,
            purpose,
        })
        .expect("a hello fits a frame");
        self.stage = Stage::Greeting {
            hello: hello.clone(),
            pending,
        };
        self.outputs.push(ClientOutput::Send(hello));
    }

    fn on_frame(&mut self, frame: HostFrame, now: u64) {
        match frame {
            HostFrame::Challenge { bytes } => {
                let Stage::Greeting { pending, .. } =
                    std::mem::replace(&mut self.stage, Stage::Idle)
                else {
                    return; // a copy of a challenge already answered
                };
                self.last_heard = now;
                let keys = match pending {
                    Pending::Code(pake) => pake.finish(&bytes),
                    Pending::Resume { secret, nonce } => <[u8; 32]>::try_from(bytes.as_slice())
                        .ok()
                        .map(|host| resume_keys(&secret, &nonce, &host)),
                };
                let Some(keys) = keys else {
                    return self.lose();
                };
                self.stage = Stage::Sealed(Channel::client(keys));
                self.hello_at = now;
                self.send_hello();
            }
            // In clear only before the welcome (a wrong code has no key to seal with):
            // one injected afterwards is not the host's.
            HostFrame::Reject { reason } => {
                if self.state == ClientState::Joining {
                    self.last_heard = now;
                    self.on_message(HostMsg::Reject { reason }, now);
                }
            }
            HostFrame::Sealed { seq, bytes } => {
                let Stage::Sealed(channel) = &mut self.stage else {
                    return;
                };
                match channel.open(seq, &bytes) {
                    Ok(payload) => match frame::decode::<HostMsg<G>>(&payload) {
                        Ok(message) => {
                            self.last_heard = now;
                            self.on_message(message, now);
                        }
                        Err(_) => self.lose(),
                    },
                    Err(OpenError::Repeated) => {}
                    Err(OpenError::Forged) => {
                        self.forged = self.forged.saturating_add(1);
                        if self.forged > MAX_FORGED {
                            self.lose();
                        }
                    }
                }
            }
        }
    }

    fn on_message(&mut self, message: HostMsg<G>, now: u64) {
        match message {
            HostMsg::Welcome(welcome) => {
                if welcome.protocol != PROTOCOL_VERSION {
                    return self.lose();
                }
                if self.state == ClientState::Connected {
                    return; // a late copy, or a repeated welcome: the snapshot follows
                }
                let options = serde_json::from_str::<G::Options>(&welcome.info.options);
                let (true, Ok(options)) = (welcome.info.game == G::ID, options) else {
                    self.outputs.push(ClientOutput::Close);
                    return self.end(EndReason::WrongGame {
                        game: welcome.info.cleaned().game,
                    });
                };
                let info = welcome.info.cleaned();
                let (seats, last_cseq) = (welcome.seats, welcome.last_cseq);
                let last_applied = welcome.last_applied;
                self.state = ClientState::Connected;
                self.ticket = Some(welcome.resume);
                self.device = Some(welcome.device);
                self.seats = seats.clone();
                self.names = info.names.clone();
                self.options = Some(options);
                self.info = Some(info);
                // The action in flight was applied, or it never will be (the host
                // gave its number up when this device resumed).
                if let Some(p) = self.pending.take() {
                    let event = if p.cseq == last_applied {
                        ClientEvent::ActionAccepted { cseq: p.cseq }
                    } else {
                        ClientEvent::ActionDropped { cseq: p.cseq }
                    };
                    self.outputs.push(ClientOutput::Event(event));
                }
                self.next_cseq = self.next_cseq.max(last_cseq.saturating_add(1));
                self.hseq = 0;
                self.outputs
                    .push(ClientOutput::Event(ClientEvent::Welcomed { seats }));
            }
            HostMsg::Reject { reason } => {
                self.outputs
                    .push(ClientOutput::Event(ClientEvent::Rejected(reason.clone())));
                match reason {
                    RejectReason::WrongJoinCode { attempts_left, .. } if attempts_left > 0 => {
                        self.awaiting_code = true;
                        self.stage = Stage::Idle;
                    }
                    // A spectator the host forgot after its grace period joins afresh
                    // on a new connection (it holds nothing a new device would not get).
                    RejectReason::UnknownToken
                        if self.ticket.is_some()
                            && self.seats.is_empty()
                            && matches!(self.join, Auth::Join { seats: 0, .. }) =>
                    {
                        self.ticket = None;
                        self.device = None;
                        self.state = ClientState::Disconnected;
                        self.outputs.push(ClientOutput::Close);
                    }
                    // The connection is cut but the seat is kept: resume on a new one.
                    RejectReason::Timeout
                    | RejectReason::Malformed
                    | RejectReason::ProtocolViolation => {
                        self.state = ClientState::Disconnected;
                        self.outputs.push(ClientOutput::Close);
                    }
                    reason => {
                        self.outputs.push(ClientOutput::Close);
                        self.end(EndReason::Rejected(reason));
                    }
                }
            }
            HostMsg::ActionRejected { cseq, reason } => {
                let reason = match reason {
                    ActionReject::Illegal { code } => ActionReject::Illegal {
                        code: clean_text(&code, MAX_RULE_CODE_CHARS),
                    },
                    reason => reason,
                };
                if self.pending.as_ref().is_some_and(|p| p.cseq == cseq) {
                    self.pending = None;
                }
                self.outputs
                    .push(ClientOutput::Event(ClientEvent::ActionRejected {
                        cseq,
                        reason,
                    }));
            }
            HostMsg::Update {
                hseq,
                snapshot,
                more,
                last_cseq,
                last_applied,
                status,
                seats,
                legal,
            } => {
                if self.state != ClientState::Connected || hseq <= self.hseq {
                    return; // before the welcome, or a duplicate / late copy
                }
                if !snapshot && hseq != self.hseq + 1 {
                    return self.ask_snapshot(now);
                }
                if snapshot {
                    self.held.clear();
                }
                // Only this device's seats are kept (a host naming others is ignored).
                let mut seats = seats;
                seats.retain(|update| self.seats.contains(&update.seat));
                // Patches that do not fit what this device holds: only a snapshot
                // helps (updates after this one count as a gap until then).
                let Some(patched) = self.held.apply::<G>(&status, &legal, &seats) else {
                    return self.ask_snapshot(now);
                };
                let status = patched.status;
                let same_game = self
                    .status
                    .as_ref()
                    .is_some_and(|s| s.game_number == status.game_number);
                if !snapshot && !same_game {
                    return self.ask_snapshot(now);
                }
                if snapshot {
                    self.logs.clear();
                    self.snapshot_asked = None;
                }
                for (update, (seat, view)) in seats.into_iter().zip(patched.views) {
                    let log = self.logs.entry(seat).or_insert_with(|| SeatLog {
                        events: Vec::new(),
                        view: view.clone(),
                    });
                    let next = log.events.last().map_or(0, |e| e.seq + 1);
                    log.events
                        .extend(update.events.into_iter().filter(|e| e.seq >= next));
                    log.view = view;
                }
                self.hseq = hseq;
                self.partial = more;
                if self.reveal.is_some_and(|(g, _, _)| g == status.game_number) {
                    self.reveal = None; // dealt
                }
                self.take_names(&status.names);
                self.status = Some(status);
                self.legal = patched.legal;
                if let Some(p) = &self.pending
                    && p.cseq <= last_cseq
                {
                    if p.cseq == last_applied {
                        self.outputs
                            .push(ClientOutput::Event(ClientEvent::ActionAccepted {
                                cseq: p.cseq,
                            }));
                    }
                    self.pending = None;
                }
                self.outputs.push(ClientOutput::Event(ClientEvent::Updated));
                self.try_verify(now);
            }
            HostMsg::Ack { cseq, hseq } => {
                if let Some(p) = &self.pending
                    && p.cseq <= cseq
                {
                    if p.cseq == cseq {
                        self.outputs
                            .push(ClientOutput::Event(ClientEvent::ActionAccepted { cseq }));
                    }
                    self.pending = None;
                }
                if hseq > self.hseq {
                    self.ask_snapshot(now);
                }
            }
            HostMsg::Pong { hseq, .. } => {
                if self.state == ClientState::Connected && hseq > self.hseq {
                    self.ask_snapshot(now);
                }
            }
            HostMsg::Bye { reason } => {
                self.outputs.push(ClientOutput::Close);
                self.end(EndReason::Bye(reason));
            }
            // Only sent on info connections, which a client does not open.
            HostMsg::Info(_) => {}
            HostMsg::Lobby(mut lobby) => {
                if self.state != ClientState::Connected {
                    return;
                }
                for player in &mut lobby.players {
                    player.name = clean_text(&player.name, MAX_NAME_CHARS);
                    // A device's first seat is called by the name it joined with, by
                    // the host's rule (the lobby lists devices in the order they joined).
                    if let Some(&first) = player.seats.first()
                        && first.index() < self.names.len()
                        && takes_name(self.names.iter().map(String::as_str), first, &player.name)
                    {
                        self.names[first.index()].clone_from(&player.name);
                    }
                }
                let committed = lobby.committed;
                self.lobby = Some(lobby);
                if committed {
                    self.commit_at = None;
                } else {
                    self.commit(now);
                }
                self.outputs.push(ClientOutput::Event(ClientEvent::Lobby));
            }
            HostMsg::Deal(record) => self.on_deal(record, now),
            HostMsg::Opening(opening) => {
                if self.state != ClientState::Connected
                    || self.verdicts.contains_key(&opening.game_number)
                {
                    return;
                }
                self.opening = Some(opening);
                self.try_verify(now);
            }
            HostMsg::OpeningPart {
                game_number,
                part,
                parts,
                bytes,
            } => self.on_opening_part(game_number, part, parts, bytes, now),
        }
    }

    /// Gathers the parts of an opening too long for one frame; once every part is in,
    /// decodes the opening and handles it like a whole one. Parts of another game or
    /// count start the gathering anew; more than [`MAX_OPENING_PARTS`] are refused.
    fn on_opening_part(
        &mut self,
        game_number: u32,
        part: u16,
        parts: u16,
        bytes: Vec<u8>,
        now: u64,
    ) {
        if self.state != ClientState::Connected
            || self.verdicts.contains_key(&game_number)
            || parts == 0
            || parts > MAX_OPENING_PARTS
            || part >= parts
        {
            return;
        }
        let gathering = self
            .opening_parts
            .as_ref()
            .is_some_and(|(g, got)| *g == game_number && got.len() == usize::from(parts));
        if !gathering {
            self.opening_parts = Some((game_number, vec![None; usize::from(parts)]));
        }
        let Some((_, got)) = &mut self.opening_parts else {
            return;
        };
        got[usize::from(part)] = Some(bytes);
        if got.iter().any(Option::is_none) {
            return;
        }
        let encoded: Vec<u8> = got.iter().flatten().flatten().copied().collect();
        self.opening_parts = None;
        match frame::decode::<Opening<G>>(&encoded) {
            Ok(opening) if opening.game_number == game_number => {
                self.on_message(HostMsg::Opening(opening), now)
            }
            // Parts that do not join into this game's opening: ask again.
            _ => self.ask_snapshot(now),
        }
    }

    /// Commits to this device's value for the lobby's game (a fresh value per game).
    fn commit(&mut self, now: u64) {
        let Some(lobby) = &self.lobby else {
            self.commit_at = None;
            return;
        };
        let game_number = lobby.game_number;
        let value = match self.value {
            Some((g, value)) if g == game_number => value,
            _ => {
                let mut value = [0; 32];
                self.values.fill_bytes(&mut value);
                self.value = Some((game_number, value));
                value
            }
        };
        self.commit_at = Some(now);
        self.send(&ClientMsg::Commit {
            game_number,
            commitment: fairness::commitment(game_number, &value),
        });
    }

    /// The host started a game: reveal this device's value if its commitment is listed
    /// unchanged (to the host only; repeated until the game is dealt).
    fn on_deal(&mut self, record: DealRecord, now: u64) {
        if self.state != ClientState::Connected {
            return;
        }
        let game_number = record.game_number;
        let listed = match (self.value, self.device) {
            (Some((g, value)), Some(device)) if g == game_number => record
                .entries
                .iter()
                .any(|e| e.device == device && e.commitment == fairness::commitment(g, &value))
                .then_some(value),
            _ => None,
        };
        let dealt = self
            .status
            .as_ref()
            .is_some_and(|s| s.game_number == game_number);
        // The first record of a game is the one checked: a host that sends another
        // one later changed the list after the start (the opening cannot match both).
        if self
            .deal
            .as_ref()
            .is_some_and(|d| d.game_number == game_number)
        {
            return;
        }
        self.outputs.push(ClientOutput::Event(ClientEvent::Started {
            game_number,
            listed: listed.is_some(),
        }));
        self.deal = Some(record);
        self.lobby = None;
        self.commit_at = None;
        if let Some(value) = listed
            && !dealt
        {
            self.reveal = Some((game_number, value, now));
            self.send(&ClientMsg::Reveal { game_number, value });
        }
    }

    /// Checks a waiting opening once this device has every update of its game and the
    /// game's deal record (asked for again a few times if it is missing: frames may
    /// arrive out of order; then the verdict is `NoDealRecord`).
    fn try_verify(&mut self, now: u64) {
        let (Some(opening), Some(status), Some(options)) =
            (&self.opening, &self.status, &self.options)
        else {
            return;
        };
        if status.game_number != opening.game_number
            || status.to_act != ToAct::Finished
            || self.snapshot_asked.is_some()
            || self.partial
        {
            return;
        }
        let seats: BTreeMap<Seat, (Vec<Logged<G>>, G::View)> = self
            .logs
            .iter()
            .map(|(&seat, log)| (seat, (log.events.clone(), log.view.clone())))
            .collect();
        let record = self
            .deal
            .as_ref()
            .filter(|r| r.game_number == opening.game_number);
        if record.is_none() && self.record_asks < RECORD_ASKS {
            self.record_asks += 1;
            self.ask_snapshot(now);
            return;
        }
        let own = match (self.device, self.value) {
            (Some(device), Some((g, value))) if g == opening.game_number => Some((device, value)),
            _ => None,
        };
        let verdict = fairness::verify(
            opening,
            &Seen {
                options,
                record,
                own,
                seats: &seats,
                outcome: status.outcome.as_ref(),
            },
        );
        let game_number = opening.game_number;
        self.opening = None;
        self.record_asks = 0;
        self.verdicts.insert(game_number, verdict.clone());
        self.outputs
            .push(ClientOutput::Event(ClientEvent::Fairness {
                game_number,
                verdict,
            }));
    }

    fn ask_snapshot(&mut self, now: u64) {
        if self.snapshot_asked.is_none() {
            self.snapshot_asked = Some(now);
            self.send(&ClientMsg::SnapshotRequest { have: self.hseq });
        }
    }

    /// The sealed hello: resuming once admitted (the exchange proved the ticket), else
    /// joining.
    fn send_hello(&mut self) {
        let auth = match self.ticket {
            Some(_) => Auth::Resume {
                next_cseq: self.next_cseq,
            },
            None => self.join.clone(),
        };
        self.send(&ClientMsg::Hello {
            app_version: self.config.app_version.chars().take(32).collect(),
            name: self.config.name.chars().take(64).collect(),
            auth,
        });
    }

    fn lose(&mut self) {
        self.state = ClientState::Disconnected;
        self.outputs.push(ClientOutput::Close);
        self.outputs
            .push(ClientOutput::Event(ClientEvent::ConnectionLost));
    }

    fn end(&mut self, reason: EndReason) {
        self.state = ClientState::Ended(reason.clone());
        self.outputs
            .push(ClientOutput::Event(ClientEvent::Ended(reason)));
    }

    /// `message` sealed on the current connection as this device would send it (tests
    /// send what a real client never would; the apps never need it); `None` before the
    /// channel is sealed.
    pub fn seal_raw(&mut self, message: &ClientMsg<G>) -> Option<Vec<u8>> {
        let Stage::Sealed(channel) = &mut self.stage else {
            return None;
        };
        let payload = frame::payload(message).ok()?;
        channel
            .seal(&payload, |seq, bytes| ClientFrame::Sealed { seq, bytes })
            .ok()
    }

    /// Seals `message` on the current connection (nothing is sent before the channel
    /// is sealed).
    fn send(&mut self, message: &ClientMsg<G>) {
        let Stage::Sealed(channel) = &mut self.stage else {
            return;
        };
        let sealed = frame::payload(message).and_then(|payload| {
            channel.seal(&payload, |seq, bytes| ClientFrame::Sealed { seq, bytes })
        });
        if let Ok(bytes) = sealed {
            self.outputs.push(ClientOutput::Send(bytes));
        }
    }

    /// The earliest `now` (the clock of [`Client::tick`]) at which `tick` has work:
    /// the host's silence timeout, the next ping, resending an unanswered hello,
    /// action, snapshot request, commitment or reveal, or asking for a missing deal
    /// record or opening ([`RECORD_RETRY_MS`] after the host was last heard, so a
    /// record still missing after an answer is not asked for in a tight loop). `None`
    /// while not connected. A driver sleeps until then (or until input) instead of ticking at
    /// a fixed rate; asked again after every call into the machine.
    pub fn poll_timeout(&self) -> Option<u64> {
        if !matches!(self.state, ClientState::Joining | ClientState::Connected) {
            return None;
        }
        let resend = |at: u64| at.saturating_add(self.config.resend_ms);
        let silence = self
            .last_heard
            .saturating_add(self.config.timeout_ms)
            .saturating_add(1);
        if self.state == ClientState::Joining {
            let hello = (!self.awaiting_code).then(|| resend(self.hello_at));
            return Some(hello.map_or(silence, |h| h.min(silence)));
        }
        let record_missing = self.snapshot_asked.is_none()
            && self.status.as_ref().is_some_and(|status| {
                self.deal
                    .as_ref()
                    .is_none_or(|d| d.game_number != status.game_number)
                    || (status.to_act == ToAct::Finished
                        && self.opening.is_none()
                        && !self.verdicts.contains_key(&status.game_number))
            });
        [
            Some(silence),
            Some(self.last_ping.saturating_add(self.config.ping_interval_ms)),
            self.pending.as_ref().map(|p| resend(p.sent_at)),
            self.snapshot_asked.map(resend),
            record_missing.then(|| self.last_heard.saturating_add(RECORD_RETRY_MS)),
            self.commit_at.map(resend),
            self.reveal.map(|(_, _, at)| resend(at)),
        ]
        .into_iter()
        .flatten()
        .min()
    }
}
