//! Options of a game of 77 and their validation.

use serde::{Deserialize, Serialize};

use crate::engine::{Seat, SetupError};

/// Fewest players.
pub const MIN_PLAYERS: u8 = 2;
/// Most players (S-R1).
pub const MAX_PLAYERS: u8 = 8;
/// Chips each player starts with.
pub const CHIPS: u8 = 3;
/// Cards dealt to each player still in at the start of a round.
pub const HAND_SIZE: usize = 5;

/// What is chosen before the first round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// 2–8 (S-R1).
    pub players: u8,
    /// Who starts the first round; chosen at random (from the game's seed) if `None`.
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
}
