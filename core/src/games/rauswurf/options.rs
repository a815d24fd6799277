//! Options of a game of Rauswurf.

use serde::{Deserialize, Serialize};

use crate::engine::{Seat, SetupError};

/// Fewest players.
pub const MIN_PLAYERS: u8 = 2;
/// Most players (R-R1).
pub const MAX_PLAYERS: u8 = 8;
/// A game that reaches this many turns ends without a winner (R-R6).
pub const TURN_LIMIT: u32 = 5_000;

/// What is chosen before the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// 2–8 (R-R1).
    pub players: u8,
    /// Who starts; drawn from the seed if `None`.
    pub start_seat: Option<Seat>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            start_seat: None,
        }
    }
}

impl Options {
    /// Refuses player counts out of range and a start seat not at the table.
    pub fn validate(&self) -> Result<(), SetupError> {
        SetupError::check_players(super::ID, MIN_PLAYERS, MAX_PLAYERS, self.players)?;
        SetupError::check_seat("start_seat", self.start_seat, self.players)?;
        Ok(())
    }

    /// Cards dealt to each player: 6, or 7 with 7 or 8 players.
    pub fn hand_size(&self) -> usize {
        if self.players >= 7 { 7 } else { 6 }
    }
}
