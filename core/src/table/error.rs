//! What can go wrong at a table.

use serde::Serialize;

use crate::engine::{Seat, SetupError};
use crate::games::registry::OptionError;

/// Why a table refused a request. Nothing changes at the table when one is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TableError {
    /// The game could not be set up.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The options given by key do not fit the game's schema.
    #[error(transparent)]
    Options(#[from] OptionError),
    /// The seats do not fit the game.
    #[error("the table has {seats} seats but the game has {players} players")]
    SeatCount { seats: usize, players: u8 },
    /// There is no such seat.
    #[error("there is no seat {0}")]
    NoSuchSeat(Seat),
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The game is not over yet (for a rematch).
    #[error("the game is not over yet")]
    GameNotOver,
    /// Another seat decides now.
    #[error("seat {seat} is not to act")]
    NotToAct { seat: Seat },
    /// The seat is not played that way (e.g. a human action for a bot's seat).
    #[error("seat {seat} is not a {expected} seat")]
    WrongSeatKind { seat: Seat, expected: &'static str },
    /// Another human on this device holds it; hand it over first.
    #[error("hand the device to seat {seat} first")]
    HandOverFirst { seat: Seat },
    /// The game's rules refuse the action; `code` is the rule error's code.
    #[error("illegal action: {message}")]
    Illegal { code: String, message: String },
    /// A bot's move was computed for a position that has moved on.
    #[error("the bot's move is stale")]
    StaleBotMove,
    /// Undo is not possible now; `reason` says why.
    #[error("cannot undo: {0:?}")]
    CannotUndo(UndoBlocked),
}

/// Why undo is not possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UndoBlocked {
    /// A seat is played from another device.
    RemoteSeats,
    /// No human has decided anything yet in this game.
    NothingToUndo,
    /// A step since that decision showed a human cards they had not seen.
    WouldHideSeenCards,
}

impl TableError {
    /// A rule error of any game as a table error, keeping its code (the serialised
    /// variant name, e.g. `not_your_turn`) and its message.
    pub fn illegal<E: std::error::Error + Serialize>(error: &E) -> TableError {
        let code = match serde_json::to_value(error) {
            Ok(serde_json::Value::String(code)) => code,
            Ok(serde_json::Value::Object(map)) => map.keys().next().cloned().unwrap_or_default(),
            _ => String::new(),
        };
        TableError::Illegal {
            code,
            message: error.to_string(),
        }
    }
}
