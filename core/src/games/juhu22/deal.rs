//! Dealing a hand: a shuffled deal from the game's RNG, or a stacked deal given in full.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet};

/// One deal given in full: a hand for every player still in, in seat order, and the
/// stack, top card first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// One hand per player still in the game, in seat order.
    pub hands: Vec<Vec<Card>>,
    /// The stack, top (next drawn) card first.
    pub stack: Vec<Card>,
}

impl Deal {
    /// Checks that the deal is the 38-card deck with hands of `hand_size`.
    pub fn check(&self, hand_size: usize, max_hands: usize) -> Result<(), String> {
        if !(1..=max_hands).contains(&self.hands.len()) {
            return Err(format!(
                "{} hands; one per player still in (at most {max_hands})",
                self.hands.len()
            ));
        }
        if let Some((i, hand)) = self
            .hands
            .iter()
            .enumerate()
            .find(|(_, h)| h.len() != hand_size)
        {
            return Err(format!(
                "hand {i} has {} cards, each needs {hand_size}",
                hand.len()
            ));
        }
        let mut seen = CardSet::EMPTY;
        for card in self.hands.iter().flatten().chain(&self.stack) {
            if seen.contains(*card) {
                return Err(format!("{card} is dealt twice"));
            }
            seen.insert(*card);
        }
        if seen != CardSet::DECK {
            return Err(format!(
                "not the 38-card deck: missing {:?}",
                CardSet::DECK.minus(seen)
            ));
        }
        Ok(())
    }

    /// A fresh shuffle dealt to `hands` players.
    pub fn shuffled(hands: usize, hand_size: usize, rng: &mut impl rand::Rng) -> Deal {
        let mut cards: Vec<Card> = CardSet::DECK.iter().collect();
        cards.shuffle(rng);
        let stack = cards.split_off(hands * hand_size);
        Deal {
            hands: cards.chunks(hand_size).map(<[Card]>::to_vec).collect(),
            stack,
        }
    }
}
