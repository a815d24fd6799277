//! The messages of the protocol. Both directions are postcard-encoded enums inside
//! [frames](super::frame); see `docs/protocol.md` for the list with sequence diagrams.
//! Variant order is part of the wire format: new kinds go at the end.

use serde::{Deserialize, Serialize};

use crate::engine::{Game, Outcome, Seat, ToAct};
use crate::table::{Logged, SeatKind};

/// The protocol version this build speaks. Hello carries it first of all fields, so a
/// host can refuse other versions even when it cannot decode the rest.
pub const PROTOCOL_VERSION: u16 = 1;

/// How a device asks to be admitted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Auth {
    /// First join with the code shown on the host; `seats` is how many seats the device
    /// wants to play (0: spectator). `key` is the device's own random number: a join
    /// repeated with the same key (the welcome was lost with the connection) gets the
    /// same device and seats back instead of new ones.
    Join { code: String, seats: u8, key: u64 },
    /// Coming back after a drop with the token from [`HostMsg::Welcome`].
    Resume { token: u64 },
}

/// Client → host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum ClientMsg<G: Game> {
    /// The first message of every connection.
    Hello {
        protocol: u16,
        app_version: String,
        name: String,
        auth: Auth,
    },
    /// An action for one of the device's seats. `cseq` is 1, 2, 3 … per device, kept
    /// across reconnects; a retransmission repeats the number.
    Action {
        cseq: u32,
        seat: Seat,
        #[serde(with = "game_json")]
        action: G::Action,
    },
    /// The device missed updates (a gap in `hseq`): send a full snapshot.
    SnapshotRequest { have: u64 },
    /// Liveness probe; the host answers with [`HostMsg::Pong`].
    Ping { time: u64 },
    /// The device leaves for good: its seats go to bots at once.
    Bye,
}

/// Why a connection is refused or ended by the host. The host closes the connection
/// after sending it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RejectReason {
    /// The hello's protocol version is not spoken here.
    UnsupportedVersion { host: u16, client: u16 },
    /// Wrong join code; `attempts_left` on this connection.
    WrongJoinCode { attempts_left: u8 },
    /// Too many wrong codes at this table: joining by code is closed until the host
    /// shows a new code. Resume tokens still work.
    JoinLocked,
    /// The resume token is not known (or its device is connected elsewhere).
    UnknownToken,
    /// Not enough free seats for the request.
    TableFull,
    /// A frame was oversize, empty, truncated or not a message of this protocol.
    Malformed,
    /// A message that makes no sense now (an action before hello, a second hello).
    ProtocolViolation,
    /// Too many messages in too short a time.
    Flood,
    /// Nothing heard for longer than the timeout.
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

/// The table as anyone at it may know it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableStatus {
    /// 0 for the first game, 1 after the first rematch …
    pub game_number: u32,
    /// Whose decision it is.
    pub to_act: ToAct,
    /// Who plays each seat now (a dropped device's seat may be a bot's for a while).
    pub kinds: Vec<SeatKind>,
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
    #[serde(with = "game_json")]
    pub events: Vec<Logged<G>>,
    /// Its view now.
    #[serde(with = "game_json")]
    pub view: G::View,
}

/// Host → client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum HostMsg<G: Game> {
    /// Admitted. A [`HostMsg::Update`] with `snapshot` set follows at once.
    Welcome {
        protocol: u16,
        /// The device's id at this table.
        device: u32,
        /// The seats this device plays (empty: spectator).
        seats: Vec<Seat>,
        /// The token to resume with after a drop. Keep it secret.
        resume_token: u64,
        /// The last action number the host answered for this device.
        last_cseq: u32,
        /// Every seat's name.
        names: Vec<String>,
    },
    /// Refused or disconnected; the host closes the connection.
    Reject { reason: RejectReason },
    /// The action numbered `cseq` was not applied.
    ActionRejected { cseq: u32, reason: ActionReject },
    /// What changed, numbered `hseq` = 1, 2, 3 … per device (one stream per device,
    /// restarted on each connection by the snapshot that follows the welcome). With
    /// `snapshot`, `seats` carry every event of the game so far and the receiver
    /// replaces what it had.
    Update {
        hseq: u64,
        snapshot: bool,
        /// The last action number of this device the host has answered.
        last_cseq: u32,
        status: TableStatus,
        seats: Vec<SeatUpdate<G>>,
        /// The legal actions when one of the device's seats is to act, else empty.
        #[serde(with = "game_json")]
        legal: Vec<G::Action>,
    },
    /// A retransmitted action was already applied; `hseq` is the last update sent.
    Ack { cseq: u32, hseq: u64 },
    /// Answer to a ping, with the last update sent (to notice a lost last update).
    Pong { time: u64, hseq: u64 },
    /// The table is over for this device.
    Bye { reason: ByeReason },
}

/// The protocol version of a hello payload, read without decoding the rest: the
/// variant index (0 = hello) then the version as a postcard varint.
pub fn peek_hello_version(payload: &[u8]) -> Option<u16> {
    let (&kind, rest) = payload.split_first()?;
    if kind != 0 {
        return None;
    }
    postcard::take_from_bytes::<u16>(rest).ok().map(|(v, _)| v)
}

/// Game payloads (actions, views, events) travel as JSON bytes inside the postcard
/// message: the games' card types serialise as readable notation ("red 11", 7 or
/// "joker") and some read it back with `deserialize_any`, which a non-self-describing
/// format such as postcard cannot offer. A compact card encoding for non-human-readable
/// formats would make these payloads several times smaller (a later protocol version).
mod game_json {
    use std::fmt;

    use serde::de::{DeserializeOwned, Error as _, Visitor};
    use serde::ser::Error as _;
    use serde::{Deserializer, Serialize, Serializer};

    pub fn serialize<T: Serialize, S: Serializer>(
        value: &T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let bytes = serde_json::to_vec(value).map_err(S::Error::custom)?;
        serializer.serialize_bytes(&bytes)
    }

    pub fn deserialize<'de, T: DeserializeOwned, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        struct Bytes;
        impl<'de> Visitor<'de> for Bytes {
            type Value = Vec<u8>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("bytes")
            }
            fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Vec<u8>, E> {
                Ok(v.to_vec())
            }
            fn visit_byte_buf<E: serde::de::Error>(self, v: Vec<u8>) -> Result<Vec<u8>, E> {
                Ok(v)
            }
        }
        let bytes = deserializer.deserialize_bytes(Bytes)?;
        serde_json::from_slice(&bytes).map_err(D::Error::custom)
    }
}
