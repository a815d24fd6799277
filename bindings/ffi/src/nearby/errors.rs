//! The one error type of the nearby API (Kotlin `NearbyException.…`, Swift
//! `NearbyError.…`). Fields are never named `message` (Kotlin's `Throwable.message`);
//! texts are in `detail`.

use spieleabend_core::nearby::ClientError;
use spieleabend_nearby::AttachError;
use spieleabend_nearby::discovery::{DiscoveryError, TxtError};

use super::records::{NearbyEnd, NearbyRefusal};
use crate::table::TableError;

/// Why a nearby request failed. Nothing changes at the table when one is thrown.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum NearbyError {
    /// The config names no game the core knows.
    #[error("unknown game {name:?}")]
    UnknownGame { name: String },
    /// The table could not be set up (variant, options, seats).
    #[error("cannot set up the table: {detail}")]
    Setup { detail: String },
    /// Not an address like "192.168.1.20:7077" or "0.0.0.0:0".
    #[error("bad address {address:?}: {detail}")]
    BadAddress { address: String, detail: String },
    /// The host could not listen on its TCP address (e.g. the port is taken).
    #[error("cannot listen: {detail}")]
    Listen { detail: String },
    /// The host could not be reached over TCP.
    #[error("cannot connect: {detail}")]
    Connect { detail: String },
    /// The host refused the join code; `attempts_left` more on this connection (then
    /// it is closed). Call `retry_code` with the right one.
    #[error("wrong join code ({attempts_left} attempts left)")]
    WrongJoinCode { attempts_left: u8 },
    /// The host refused the device or cut it off.
    #[error("refused by the host: {reason:?}")]
    Refused { reason: NearbyRefusal },
    /// The table is over for this device.
    #[error("the table is over for this device: {reason:?}")]
    Ended { reason: NearbyEnd },
    /// The client's reconnect attempts over TCP all failed.
    #[error("the host could not be reached again")]
    GaveUp,
    /// No answer from the host in the time given.
    #[error("no answer from the host in time")]
    Timeout,
    /// Not admitted to a table now (joining, or the link is lost).
    #[error("not connected to the table")]
    NotConnected,
    /// There is no such seat.
    #[error("there is no seat {seat}")]
    NoSuchSeat { seat: u8 },
    /// The seat is not played from here (a remote player's, a bot's, another
    /// device's).
    #[error("seat {seat} is not played from this device")]
    NotYourSeat { seat: u8 },
    /// Another seat decides now.
    #[error("seat {seat} is not to act")]
    NotToAct { seat: u8 },
    /// The action is not among the legal actions now.
    #[error("not a legal action now")]
    NotLegal,
    /// This device's last action is not answered yet.
    #[error("an action is on its way")]
    ActionInFlight,
    /// The game's rules refuse the action; `code` is the rule error's code.
    #[error("illegal action: {detail}")]
    Illegal { code: String, detail: String },
    /// The action's `code` is not JSON of an action of this game.
    #[error("not an action of this game: {detail}")]
    BadAction { detail: String },
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The game is not over yet (for a rematch).
    #[error("the game is not over yet")]
    GameNotOver,
    /// Another refusal of the table.
    #[error("the table refused: {detail}")]
    Table { detail: String },
    /// Links are attached only to a client made with `NearbyClient.overLinks`.
    #[error("this client runs over TCP, not over links")]
    OverTcp,
    /// The host was shut down or the client left.
    #[error("the nearby table is closed")]
    Closed,
    /// The game has not been dealt yet (the lobby, or the devices revealing): call
    /// `start()` on the host.
    #[error("the game has not started")]
    NotStarted,
    /// `start()` outside the lobby.
    #[error("the game has already started")]
    AlreadyStarted,
    /// `seat`, a human on this device, must be handed the device first (another
    /// human holds it): show "pass the device to …", then call `handOver(seat)`.
    #[error("hand the device to seat {seat} first")]
    HandOverFirst { seat: u8 },
    /// A client over links must name the game (it cannot ask the host first).
    #[error("name the game to join over links")]
    GameRequired,
    /// Local-network discovery is not available (mDNS could not start: no network,
    /// multicast blocked) or the advertisement was refused (`detail` says why).
    #[error("discovery: {detail}")]
    Discovery { detail: String },
    /// A found service's TXT record lacks `key`: not a Spieleabend table.
    #[error("TXT key {key:?} is missing")]
    TxtMissing { key: String },
    /// A found service's TXT value of `key` does not parse.
    #[error("TXT key {key:?} has a bad value")]
    TxtBad { key: String },
    /// A TXT record's bytes (read from a Bluetooth characteristic) end inside an entry.
    #[error("the TXT record's bytes end inside an entry")]
    TxtTruncated,
    /// An earlier call panicked while holding the table; it can no longer be used.
    #[error("the nearby table is broken by an earlier failure")]
    Poisoned,
}

impl From<spieleabend_core::nearby::HostError> for NearbyError {
    fn from(error: spieleabend_core::nearby::HostError) -> Self {
        use spieleabend_core::nearby::HostError;
        match error {
            HostError::NotStarted => NearbyError::NotStarted,
            HostError::AlreadyStarted => NearbyError::AlreadyStarted,
            e @ HostError::BadJoinCode(_) => NearbyError::Setup {
                detail: e.to_string(),
            },
            HostError::Table(e) => TableError::from(e).into(),
        }
    }
}

impl From<TableError> for NearbyError {
    fn from(error: TableError) -> Self {
        match error {
            TableError::UnknownGame { name } => NearbyError::UnknownGame { name },
            TableError::Setup { detail } => NearbyError::Setup { detail },
            e @ TableError::SeatCount { .. } => NearbyError::Setup {
                detail: e.to_string(),
            },
            TableError::NoSuchSeat { seat } => NearbyError::NoSuchSeat { seat },
            TableError::GameOver => NearbyError::GameOver,
            TableError::GameNotOver => NearbyError::GameNotOver,
            TableError::NotToAct { seat } => NearbyError::NotToAct { seat },
            TableError::WrongSeatKind { seat, .. } => NearbyError::NotYourSeat { seat },
            TableError::HandOverFirst { seat } => NearbyError::HandOverFirst { seat },
            TableError::Illegal { code, detail } => NearbyError::Illegal { code, detail },
            TableError::BadAction { detail } => NearbyError::BadAction { detail },
            TableError::Poisoned => NearbyError::Poisoned,
            other => NearbyError::Table {
                detail: other.to_string(),
            },
        }
    }
}

impl NearbyError {
    /// A refusal of the client machine's `act` for `seat`.
    pub(crate) fn from_client(error: ClientError, seat: u8) -> Self {
        match error {
            ClientError::NotConnected => NearbyError::NotConnected,
            ClientError::NotYourSeat => NearbyError::NotYourSeat { seat },
            ClientError::ActionInFlight => NearbyError::ActionInFlight,
            ClientError::NotLegal => NearbyError::NotLegal,
        }
    }
}

impl From<DiscoveryError> for NearbyError {
    fn from(error: DiscoveryError) -> Self {
        NearbyError::Discovery {
            detail: error.to_string(),
        }
    }
}

impl From<TxtError> for NearbyError {
    fn from(error: TxtError) -> Self {
        match error {
            TxtError::Missing(key) => NearbyError::TxtMissing { key: key.into() },
            TxtError::Bad(key) => NearbyError::TxtBad { key: key.into() },
            TxtError::Truncated => NearbyError::TxtTruncated,
        }
    }
}

impl From<AttachError> for NearbyError {
    fn from(error: AttachError) -> Self {
        match error {
            AttachError::OverTcp => NearbyError::OverTcp,
            AttachError::Stopped => NearbyError::Closed,
        }
    }
}
