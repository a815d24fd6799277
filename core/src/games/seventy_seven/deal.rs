//! Dealing a round: a shuffled deal from the game's RNG, or a stacked deal given in full.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Cards};
use super::options::HAND_SIZE;

/// One round's deal given in full: a hand for every player still in, in seat order, and
/// the draw pile, top card first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Five cards for each player still in, in seat order (seats that are out get none).
    pub hands: Vec<Vec<Card>>,
    /// The draw pile, top (next drawn) card first.
    pub pile: Vec<Card>,
}

impl Deal {
    /// Checks that the deal uses the 55 cards exactly and gives 2 to `players` hands
    /// of five. Which seats are still in is only known when the round is dealt.
    pub fn check(&self, players: u8) -> Result<(), String> {
        crate::multiset::check_deal(
            &self.hands,
            &self.pile,
            2..=usize::from(players),
            HAND_SIZE,
            &Cards::deck(),
        )
    }

    /// A fresh shuffle of the whole deck dealt to `hands` players.
    pub fn shuffled(hands: usize, rng: &mut impl rand::Rng) -> Deal {
        let (hands, pile) = crate::multiset::shuffled_deal(&Cards::deck(), hands, HAND_SIZE, rng);
        Deal { hands, pile }
    }
}
