//! Dealing: a shuffled deal from the game's RNG, or a stacked deal given in full.

use rand::seq::SliceRandom;
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
        if self.hands.len() != players as usize {
            return Err(format!("{} hands for {players} players", self.hands.len()));
        }
        if let Some((seat, hand)) = self
            .hands
            .iter()
            .enumerate()
            .find(|(_, h)| h.len() != hand_size)
        {
            return Err(format!(
                "seat {seat} has {} cards, each hand needs {hand_size}",
                hand.len()
            ));
        }
        let all: Cards = self
            .hands
            .iter()
            .flatten()
            .chain(&self.pile)
            .copied()
            .collect();
        if all != Cards::deck() {
            return Err(format!(
                "not the 90-card deck: extra {:?}, missing {:?}",
                all.minus(&Cards::deck()),
                Cards::deck().minus(&all)
            ));
        }
        Ok(())
    }

    /// A fresh shuffle dealt to `players` hands of `hand_size`.
    pub fn shuffled(players: usize, hand_size: usize, rng: &mut impl rand::Rng) -> Deal {
        let mut cards: Vec<Card> = Cards::deck().iter().collect();
        cards.shuffle(rng);
        let pile = cards.split_off(players * hand_size);
        Deal {
            hands: cards.chunks(hand_size).map(<[Card]>::to_vec).collect(),
            pile,
        }
    }
}
