//! Setting up a game of Help!: the number of players and stacked deals.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Cards};

/// Fewest players.
pub const MIN_PLAYERS: u8 = 3;
/// Most players.
pub const MAX_PLAYERS: u8 = 5;
/// Cards in a full hand.
pub const HAND_SIZE: usize = 4;

/// Options: only the number of players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// 3–5.
    pub players: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options { players: 4 }
    }
}

/// One round's deal given in full: four cards per seat and the pile, top first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub hands: Vec<Vec<Card>>,
    pub pile: Vec<Card>,
}

impl Deal {
    pub(super) fn check(&self, players: u8) -> Result<(), String> {
        let players = usize::from(players);
        crate::multiset::check_deal(
            &self.hands,
            &self.pile,
            players..=players,
            HAND_SIZE,
            &Cards::deck(),
        )
    }
}
