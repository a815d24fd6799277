//! The one error type of the table API (Kotlin `TableException.…`, Swift
//! `TableError.…`). Fields are never named `message` (Kotlin's `Throwable.message`);
//! texts are in `detail`.

use spieleabend_core::table::{LoadError, TableError as CoreError};

use super::records::UndoState;

/// Why the table refused a request. Nothing changes at the table when one is thrown.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum TableError {
    /// The config names no game the core knows.
    #[error("unknown game {name:?}")]
    UnknownGame { name: String },
    /// The game could not be set up (unknown variant, bad options).
    #[error("cannot set up the game: {detail}")]
    Setup { detail: String },
    /// The seats do not fit the game.
    #[error("the table has {seats} seats but the game has {players} players")]
    SeatCount { seats: u32, players: u8 },
    /// There is no such seat.
    #[error("there is no seat {seat}")]
    NoSuchSeat { seat: u8 },
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The game is not over yet (for a rematch).
    #[error("the game is not over yet")]
    GameNotOver,
    /// Another seat decides now.
    #[error("seat {seat} is not to act")]
    NotToAct { seat: u8 },
    /// The seat is not played that way (a human action for a bot's seat, a bot's view).
    #[error("seat {seat} is not a {expected} seat")]
    WrongSeatKind { seat: u8, expected: String },
    /// Another human on this device holds it: show the hand-over screen and call
    /// `hand_over(seat)` first.
    #[error("hand the device to seat {seat} first")]
    HandOverFirst { seat: u8 },
    /// The game's rules refuse the action; `code` is the rule error's code (e.g.
    /// "does_not_fit").
    #[error("illegal action: {detail}")]
    Illegal { code: String, detail: String },
    /// The action's `code` is not JSON of an action of this game.
    #[error("not an action of this game: {detail}")]
    BadAction { detail: String },
    /// A bot's move was computed for a position that has moved on (undo, another call).
    #[error("the bot's move is stale")]
    StaleBotMove,
    /// Undo is not possible now.
    #[error("cannot undo: {reason:?}")]
    CannotUndo { reason: UndoState },
    /// A saved document is not JSON or not shaped like a table document.
    #[error("not a readable table document: {detail}")]
    Unreadable { detail: String },
    /// JSON, but not a Spieleabend table.
    #[error("not a Spieleabend table document")]
    NotATable,
    /// Saved by a newer app.
    #[error("the document has version {found}, this app reads up to {supported}")]
    TooNew { found: u32, supported: u32 },
    /// Saved by an old app this one no longer reads.
    #[error("the document has version {found}, this app reads {supported}")]
    TooOld { found: u32, supported: u32 },
    /// The saved decisions do not replay (damaged document).
    #[error("the saved game does not replay: {detail}")]
    Replay { detail: String },
    /// The saved position does not follow from the saved moves (damaged document).
    #[error("the saved position does not follow from the saved moves")]
    Inconsistent,
    /// An earlier call panicked while holding the table; it can no longer be used.
    #[error("the table is broken by an earlier failure")]
    Poisoned,
}

impl From<CoreError> for TableError {
    fn from(error: CoreError) -> Self {
        match error {
            CoreError::Setup(setup) => TableError::Setup {
                detail: setup.to_string(),
            },
            CoreError::Options(options) => TableError::Setup {
                detail: options.to_string(),
            },
            CoreError::SeatCount { seats, players } => TableError::SeatCount {
                seats: u32::try_from(seats).unwrap_or(u32::MAX),
                players,
            },
            CoreError::NoSuchSeat(seat) => TableError::NoSuchSeat { seat: seat.0 },
            CoreError::GameOver => TableError::GameOver,
            CoreError::GameNotOver => TableError::GameNotOver,
            CoreError::NotToAct { seat } => TableError::NotToAct { seat: seat.0 },
            CoreError::WrongSeatKind { seat, expected } => TableError::WrongSeatKind {
                seat: seat.0,
                expected: expected.to_string(),
            },
            CoreError::HandOverFirst { seat } => TableError::HandOverFirst { seat: seat.0 },
            CoreError::Illegal { code, message } => TableError::Illegal {
                code,
                detail: message,
            },
            CoreError::StaleBotMove => TableError::StaleBotMove,
            CoreError::CannotUndo(blocked) => TableError::CannotUndo {
                reason: blocked.into(),
            },
        }
    }
}

impl From<LoadError> for TableError {
    fn from(error: LoadError) -> Self {
        match error {
            LoadError::Unreadable(detail) => TableError::Unreadable { detail },
            LoadError::NotATable => TableError::NotATable,
            LoadError::TooNew { found, supported } => TableError::TooNew { found, supported },
            LoadError::TooOld { found, supported } => TableError::TooOld { found, supported },
            LoadError::UnknownGame(name) => TableError::UnknownGame { name },
            // `Table::resume` reads any game, so this cannot happen; kept readable.
            LoadError::WrongGame { found, expected } => TableError::Unreadable {
                detail: format!("the document is for {found}, not {expected}"),
            },
            LoadError::Replay(error) => TableError::Replay {
                detail: error.to_string(),
            },
            LoadError::Inconsistent => TableError::Inconsistent,
        }
    }
}
