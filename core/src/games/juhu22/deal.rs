//! Dealing a hand: a shuffled deal from the game's RNG, or a stacked deal given in full.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

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
        let shuffled = ShuffledDeck::new(rng);
        Deal {
            hands: shuffled
                .hands(hands, hand_size)
                .map(<[Card]>::to_vec)
                .collect(),
            stack: shuffled.stack(hands, hand_size).to_vec(),
        }
    }
}

/// The deck shuffled in place, held inline: the game's own deal, without allocating.
/// The first `hand_size` cards go to the first hand, the next to the second, and so on;
/// the rest is the stack, top card first.
pub(super) struct ShuffledDeck {
    cards: SmallVec<[Card; 38]>,
}

impl ShuffledDeck {
    /// The deck in card order, shuffled with `rng`.
    pub(super) fn new(rng: &mut impl rand::Rng) -> ShuffledDeck {
        let mut cards: SmallVec<[Card; 38]> = CardSet::DECK.iter().collect();
        cards.shuffle(rng);
        ShuffledDeck { cards }
    }

    fn dealt(&self, hands: usize, hand_size: usize) -> &[Card] {
        &self.cards[..(hands * hand_size).min(self.cards.len())]
    }

    /// The hands, `hand_size` cards each.
    pub(super) fn hands(&self, hands: usize, hand_size: usize) -> std::slice::Chunks<'_, Card> {
        self.dealt(hands, hand_size).chunks(hand_size.max(1))
    }

    /// The stack left after the hands, top card first.
    pub(super) fn stack(&self, hands: usize, hand_size: usize) -> &[Card] {
        &self.cards[self.dealt(hands, hand_size).len()..]
    }
}
