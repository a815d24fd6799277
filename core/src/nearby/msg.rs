//! The messages of the protocol and every type they carry. Both directions are
//! postcard-encoded enums sealed into [frames](super::channel) of the channel; see
//! `docs/protocol.md` for the list with sequence diagrams. Variant order is part of the
//! wire format: new kinds go at the end.

use rand::RngCore;
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};

use super::patch::Patch;
use crate::engine::{Game, Outcome, Seat, ToAct};
use crate::table::{Logged, SeatKind};

/// The protocol version this build speaks. The clear hello that opens every connection
/// carries it first of all fields, as every version's first message does, so a host can
/// refuse other versions even when it cannot decode the rest. Version 2 added the
/// lobby, the fairness commit-reveal and the game id in the welcome; version 3 the
/// opening split into parts ([`HostMsg::OpeningPart`]); version 4 compact game data
/// (typed postcard instead of JSON) and updates that carry only what changed
/// ([`super::patch`]); version 5 the sealed channel ([`super::channel`]): a key
/// exchange from the join code or a resume secret, then every message sealed.
pub const PROTOCOL_VERSION: u16 = 5;

/// A device's id at the table.
pub type DeviceId = u32;

/// A random value (drawn from OS randomness by the driver; 256 bits, so no separate
/// nonce is needed to hide it).
pub type Value = [u8; 32];

/// A SHA-256 digest.
pub type Hash = [u8; 32];

/// What a device needs to come back without the code: sealed into its welcome, never
/// sent in clear except the id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResumeTicket {
    /// Names the ticket at the host (sent in clear when resuming).
    pub id: [u8; 16],
    /// Only the host and the device know it.
    pub secret: [u8; 32],
}

impl ResumeTicket {
    /// A fresh ticket from `rng`.
    pub fn draw(rng: &mut ChaCha20Rng) -> ResumeTicket {
        let mut ticket = ResumeTicket {
            id: [0; 16],
            secret: [0; 32],
        };
        rng.fill_bytes(&mut ticket.id);
        rng.fill_bytes(&mut ticket.secret);
        ticket
    }
}

/// What a device asks for in its sealed hello, once the exchange opened the channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Auth {
    /// Joining (the exchange proved the join code); `seats` is how many seats the device
    /// wants to play (0: spectator). `key` is the device's own random number: a join
    /// repeated with the same key (the welcome was lost with the connection) gets the
    /// same device and seats back instead of new ones.
    Join { seats: u8, key: u64 },
    /// Coming back after a drop (the exchange proved the resume secret of the welcome's
    /// ticket). `next_cseq` is the number the device's next action will get: the host
    /// treats every lower number it has not answered as given up (a frame of such an
    /// action arriving later is `Replayed`, never applied), so an action the device
    /// reports as dropped can never be applied after all.
    Resume { next_cseq: u32 },
    /// Only asking what is played at this table (the exchange proved the join code;
    /// answered with [`HostMsg::Info`], then the connection closes): lets a client learn
    /// the game before it builds its typed [`super::Client`].
    Info,
}

/// Client → host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum ClientMsg<G: Game> {
    /// The first sealed message of every connection.
    Hello {
        app_version: String,
        name: String,
        auth: Auth,
    },
    /// An action for one of the device's seats. `cseq` is 1, 2, 3 … per device, kept
    /// across reconnects; a retransmission repeats the number.
    Action {
        cseq: u32,
        seat: Seat,
        action: G::Action,
    },
    /// The device missed updates (a gap in `hseq`): send a full snapshot.
    SnapshotRequest { have: u64 },
    /// Liveness probe; the host answers with [`HostMsg::Pong`].
    Ping { time: u64 },
    /// The device leaves for good: its seats go to bots at once.
    Bye,
    /// The device's commitment to its random value for game `game_number` (sent in
    /// the lobby, repeated until [`LobbyStatus::committed`] says it arrived).
    Commit { game_number: u32, commitment: Hash },
    /// The device's value for game `game_number`, sent to the host only, once the
    /// [`HostMsg::Deal`] record lists the device's commitment.
    Reveal { game_number: u32, value: Value },
}

/// Why a connection is refused or ended by the host. The host closes the connection
/// after sending it, except after a wrong join code with attempts left. Its `Display`
/// says what happened and what to do, in English (for logs and tools; the apps have
/// their own words in every language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum RejectReason {
    /// The hello's protocol version is not spoken here. First in every version.
    #[error(
        "the host's app speaks protocol {host}, this one {client}: both need the same app version"
    )]
    UnsupportedVersion { host: u16, client: u16 },
    /// Wrong join code; `attempts_left` on this connection before it closes or this
    /// device's address has to wait. `digits`: how long the host's code is now (longer
    /// than the one typed when the host moved to a longer code because someone was
    /// guessing).
    #[error(
        "wrong join code ({attempts_left} attempts left; the host's code has {digits} digits now)"
    )]
    WrongJoinCode { attempts_left: u8, digits: u8 },
    /// This device's address tried too many wrong codes: its next attempt is taken
    /// in `seconds`. Every other device keeps joining.
    #[error("too many wrong codes from this device: try again in {seconds} s")]
    TryLater { seconds: u16 },
    /// The resume ticket is not known (or its secret did not open the channel).
    #[error("the host no longer knows this device: join again with the code")]
    UnknownToken,
    /// Not enough free seats for the request.
    #[error("the table is full")]
    TableFull,
    /// A frame was oversize, empty, truncated or not a message of this protocol.
    #[error("a message was not understood")]
    Malformed,
    /// A message that makes no sense now (an action before hello, a second hello).
    #[error("a message came at the wrong time")]
    ProtocolViolation,
    /// Too many messages in too short a time.
    #[error("too many messages")]
    Flood,
    /// Nothing heard for longer than the timeout.
    #[error("nothing heard for too long")]
    Timeout,
}

/// Why an action was not applied. Nothing changed at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionReject {
    /// The seat is not one of this device's.
    NotYourSeat,
    /// Another seat decides now.
    NotToAct,
    /// The game is over.
    GameOver,
    /// The game's rules refuse it; `code` is the rule error's code.
    Illegal { code: String },
    /// `cseq` is older than the last action already answered (a replay).
    Replayed,
    /// `cseq` skips numbers: actions must come one after the other.
    OutOfSequence { expected: u32 },
}

/// Why the table ended for a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByeReason {
    /// The host closed the table.
    HostLeft,
}

/// One device's place in a game's deal: its id and its commitment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The device.
    pub device: DeviceId,
    /// Its commitment for this game.
    pub commitment: Hash,
}

/// What the host fixed when it started a game, before any device revealed its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRecord {
    /// The table's game number (0 for the first game, 1 for the first rematch …).
    pub game_number: u32,
    /// The host's commitment to its own value for this game.
    pub host_commitment: Hash,
    /// The devices whose values go into the seed, in device order.
    pub entries: Vec<Entry>,
}

/// What the host reveals at the end of a game so that any device can check the deal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Opening<G: Game> {
    /// The game it opens.
    pub game_number: u32,
    /// The host's value (opens [`DealRecord::host_commitment`]).
    pub host_value: Value,
    /// The entries again (they must be the ones of the [`DealRecord`]).
    pub entries: Vec<Entry>,
    /// Per entry its value, `None` where the device did not reveal in time (taken over
    /// by a bot, left, or revealed a value that does not open its commitment).
    pub values: Vec<Option<Value>>,
    /// The seed the host says it dealt from.
    pub seed: u64,
    /// Every decision of the game in order, to replay it.
    pub steps: Vec<(Seat, G::Action)>,
}

/// The table as anyone at it may know it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableStatus {
    /// 0 for the first game, 1 after the first rematch …
    pub game_number: u32,
    /// Whose decision it is.
    pub to_act: ToAct,
    /// Who plays each seat now (a dropped device's seat may be a bot's for a while).
    pub kinds: Vec<SeatKind>,
    /// Every seat's name now (a device that takes a seat during play names it).
    pub names: Vec<String>,
    /// The result once the game is over.
    pub outcome: Option<Outcome>,
}

/// One of the device's seats in an update.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SeatUpdate<G: Game> {
    /// The seat.
    pub seat: Seat,
    /// Its new events (redacted for it), in order.
    pub events: Vec<Logged<G>>,
    /// The edits from the postcard encoding of its view last sent to its view now.
    pub view: Patch,
}

/// What is played at a table, readable without knowing the game: sent in the welcome
/// and as the answer to [`Auth::Info`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyInfo {
    /// The game's id ([`crate::games::GameId`]'s code, e.g. `elfer_raus`).
    pub game: String,
    /// The game's options as JSON.
    pub options: String,
    /// Every seat's name.
    pub names: Vec<String>,
    /// Who plays each seat (remote seats are the devices').
    pub kinds: Vec<SeatKind>,
    /// Remote seats not yet given to a device.
    pub free_seats: u8,
    /// The game number of the lobby or the game in play.
    pub game_number: u32,
    /// Whether that game has started (a device joining now contributes nothing to it).
    pub started: bool,
}

/// The admission of a device (not generic, so it can be read before the game is known).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    pub protocol: u16,
    /// The device's id at this table.
    pub device: u32,
    /// The seats this device plays (empty: spectator).
    pub seats: Vec<Seat>,
    /// What the device resumes with after a drop, without the code. Keep it secret.
    pub resume: ResumeTicket,
    /// The last action number the host answered for this device (numbers given up at
    /// a resume count as answered).
    pub last_cseq: u32,
    /// The last action number the host applied for this device (0: none).
    pub last_applied: u32,
    /// What is played.
    pub info: LobbyInfo,
}

/// One device in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyPlayer {
    /// The device.
    pub device: u32,
    /// Its name.
    pub name: String,
    /// Its seats.
    pub seats: Vec<Seat>,
    /// Whether it is connected now.
    pub connected: bool,
}

/// The lobby before game `game_number` starts, as one device sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyStatus {
    /// The game that starts next.
    pub game_number: u32,
    /// The devices at the table.
    pub players: Vec<LobbyPlayer>,
    /// Whether this device's commitment for the game has arrived.
    pub committed: bool,
}

/// Host → client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum HostMsg<G: Game> {
    /// Admitted. In the lobby a [`HostMsg::Lobby`] follows; once a game was dealt an
    /// [`HostMsg::Update`] with `snapshot` set.
    Welcome(Welcome),
    /// Refused or disconnected; the host closes the connection.
    Reject { reason: RejectReason },
    /// The action numbered `cseq` was not applied.
    ActionRejected { cseq: u32, reason: ActionReject },
    /// What changed, numbered `hseq` = 1, 2, 3 … per device (one stream per device,
    /// restarted on each connection by the snapshot that follows the welcome). The
    /// status, views and legal actions come as [patches](super::patch) of their
    /// postcard encodings last sent on this connection. With `snapshot`, the patches
    /// start from nothing (they carry the whole encodings), `seats` carry every event
    /// of the game so far and the receiver replaces what it had.
    Update {
        hseq: u64,
        snapshot: bool,
        /// More updates of this change follow at once (a log too long for one frame).
        more: bool,
        /// The last action number of this device the host has answered.
        last_cseq: u32,
        /// The last action number of this device the host has applied (0: none).
        last_applied: u32,
        /// The [`TableStatus`].
        status: Patch,
        seats: Vec<SeatUpdate<G>>,
        /// The legal actions (a list of `G::Action`) when one of the device's seats is
        /// to act, else an empty list.
        legal: Patch,
    },
    /// A retransmitted action was already applied; `hseq` is the last update sent.
    Ack { cseq: u32, hseq: u64 },
    /// Answer to a ping, with the last update sent (to notice a lost last update).
    Pong { time: u64, hseq: u64 },
    /// The table is over for this device.
    Bye { reason: ByeReason },
    /// The answer to [`Auth::Info`]; the connection closes after it.
    Info(LobbyInfo),
    /// The lobby changed (devices came or went, the device's commitment arrived).
    Lobby(LobbyStatus),
    /// The host started game `game_number`: the commitments fixed before any value is
    /// revealed. A listed device answers with [`ClientMsg::Reveal`].
    Deal(DealRecord),
    /// The end of a game: everything a device needs to check the deal.
    Opening(Opening<G>),
    /// One part of an opening too long for one frame: the postcard encoding of the
    /// [`Opening`] cut into `parts` pieces (at most [`super::limits::MAX_OPENING_PARTS`]),
    /// numbered `part` = 0, 1, … The receiver joins them once it has every part.
    OpeningPart {
        game_number: u32,
        part: u16,
        parts: u16,
        bytes: Vec<u8>,
    },
}

/// The protocol version of a device's first frame, read without decoding the rest: the
/// variant index (0, the hello in every version) then the version as a postcard varint.
pub fn peek_protocol(payload: &[u8]) -> Option<u16> {
    let (&kind, rest) = payload.split_first()?;
    if kind != 0 {
        return None;
    }
    postcard::take_from_bytes::<u16>(rest).ok().map(|(v, _)| v)
}

/// Variant index of [`HostMsg::Welcome`], [`HostMsg::Reject`] and [`HostMsg::Info`] in a
/// message.
const WELCOME_KIND: u8 = 0;
const REJECT_KIND: u8 = 1;
const INFO_KIND: u8 = 7;

/// The welcome's or the info's [`LobbyInfo`] in an opened host message, read without
/// knowing the game; its texts are cleaned.
pub fn peek_info(payload: &[u8]) -> Option<LobbyInfo> {
    let (&kind, rest) = payload.split_first()?;
    let info = match kind {
        WELCOME_KIND => postcard::from_bytes::<Welcome>(rest).ok().map(|w| w.info),
        INFO_KIND => postcard::from_bytes::<LobbyInfo>(rest).ok(),
        _ => None,
    };
    info.map(LobbyInfo::cleaned)
}

/// The reason of a [`HostMsg::Reject`] in an opened host message, read without knowing
/// the game.
pub fn peek_reject(payload: &[u8]) -> Option<RejectReason> {
    let (&kind, rest) = payload.split_first()?;
    (kind == REJECT_KIND)
        .then(|| postcard::from_bytes::<RejectReason>(rest).ok())
        .flatten()
}

/// A sealed hello's payload made without knowing the game (the same bytes as
/// [`ClientMsg::Hello`] of any game), with no name.
pub fn encode_hello(app_version: &str, auth: &Auth) -> Vec<u8> {
    #[derive(Serialize)]
    enum HelloOnly<'a> {
        Hello {
            app_version: &'a str,
            name: &'a str,
            auth: &'a Auth,
        },
    }
    postcard::to_stdvec(&HelloOnly::Hello {
        app_version,
        name: "",
        auth,
    })
    .expect("a hello always encodes")
}
