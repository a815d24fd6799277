//! Dealing: a shuffled deal from the game's RNG, or a stacked deal given in full.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Cards};

/// The deal given in full: every hand and the draw pile, top card first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// One hand per seat.
    pub hands: Vec<Vec<Card>>,
    /// The draw pile, top (next drawn) card first.
    pub pile: Vec<Card>,
}

impl Deal {
    /// Checks that the deal is the 90-card deck with `players` hands of `hand_size`.
    pub fn check(&self, players: u8, hand_size: usize) -> Result<(), String> {
        let players = usize::from(players);
        crate::multiset::check_deal(
            &self.hands,
            &self.pile,
            players..=players,
            hand_size,
            &Cards::deck(),
        )
    }

    /// A fresh shuffle dealt to `players` hands of `hand_size`.
    pub fn shuffled(players: usize, hand_size: usize, rng: &mut impl rand::Rng) -> Deal {
        let (hands, pile) = crate::multiset::shuffled_deal(&Cards::deck(), players, hand_size, rng);
        Deal { hands, pile }
    }
}
