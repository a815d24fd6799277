//! Options of an Elfer raus game or match, and their validation.

use serde::{Deserialize, Serialize};

use super::cards::CardSet;
use crate::engine::SetupError;

/// Fewest players.
pub const MIN_PLAYERS: u8 = 2;
/// Most players.
pub const MAX_PLAYERS: u8 = 6;
/// Longest match allowed (a guard against absurd input, not a rule).
pub const MAX_MATCH_GAMES: u16 = 100;

/// What is chosen before the first deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// 2–6.
    pub players: u8,
    /// With exactly two players, play without blue (60 cards).
    pub two_player_three_colours: bool,
    /// Games in the match; the fewest total penalty points wins (ER-R4).
    pub match_games: u16,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            two_player_three_colours: false,
            match_games: 1,
        }
    }
}

impl Options {
    /// Refuses player counts out of range and options that do not go together.
    pub fn validate(&self) -> Result<(), SetupError> {
        SetupError::check_players(super::ID, MIN_PLAYERS, MAX_PLAYERS, self.players)?;
        if self.two_player_three_colours && self.players != 2 {
            return Err(SetupError::InvalidOption(format!(
                "two_player_three_colours needs exactly 2 players, not {}",
                self.players
            )));
        }
        if !(1..=MAX_MATCH_GAMES).contains(&self.match_games) {
            return Err(SetupError::InvalidOption(format!(
                "match_games must be 1 to {MAX_MATCH_GAMES}, not {}",
                self.match_games
            )));
        }
        Ok(())
    }

    /// Cards dealt to each hand: 2 or 3 players → 20, 4 → 15, 5 → 12, 6 → 10.
    pub fn hand_size(&self) -> usize {
        match self.players {
            2 | 3 => 20,
            4 => 15,
            5 => 12,
            _ => 10,
        }
    }

    /// The cards in play.
    pub fn deck(&self) -> CardSet {
        CardSet::deck(self.two_player_three_colours)
    }
}
