//! Dealing: a shuffled deal from the game's RNG, or a stacked deal given in full.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, CardSet};
use super::options::Options;

/// One deal given in full: every hand and the draw pile, top card first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// One hand per seat, in seat order.
    pub hands: Vec<Vec<Card>>,
    /// The draw pile, top (next drawn) card first.
    pub pile: Vec<Card>,
}

impl Deal {
    /// Checks that the deal uses every card of the deck exactly once and gives each
    /// seat the right number of cards. Returns the problem in words.
    pub fn check(&self, options: &Options) -> Result<(), String> {
        if self.hands.len() != options.players as usize {
            return Err(format!(
                "{} hands for {} players",
                self.hands.len(),
                options.players
            ));
        }
        let deck = options.deck();
        let mut seen = CardSet::EMPTY;
        for card in self.hands.iter().flatten().chain(&self.pile) {
            if seen.contains(*card) {
                return Err(format!("{card} is dealt twice"));
            }
            if !deck.contains(*card) {
                return Err(format!("{card} is not in this game's deck"));
            }
            seen.insert(*card);
        }
        if let Some(missing) = deck.minus(seen).iter().next() {
            return Err(format!(
                "{missing} is missing ({} cards not dealt)",
                deck.minus(seen).len()
            ));
        }
        let size = options.hand_size();
        if let Some((seat, hand)) = self.hands.iter().enumerate().find(|(_, h)| h.len() != size) {
            return Err(format!(
                "seat {seat} has {} cards, each hand needs {size}",
                hand.len()
            ));
        }
        Ok(())
    }

    /// A fresh shuffle of the deck dealt out.
    pub fn shuffled(options: &Options, rng: &mut impl rand::Rng) -> Deal {
        let mut cards: Vec<Card> = options.deck().iter().collect();
        cards.shuffle(rng);
        let size = options.hand_size();
        let hands = (0..options.players as usize)
            .map(|seat| cards[seat * size..(seat + 1) * size].to_vec())
            .collect();
        let pile = cards[options.players as usize * size..].to_vec();
        Deal { hands, pile }
    }

    /// The hands as sets and the pile ready to draw from.
    pub(super) fn into_parts(self) -> (Vec<CardSet>, Pile) {
        let hands = self
            .hands
            .iter()
            .map(|hand| hand.iter().copied().collect())
            .collect();
        (hands, Pile::from_top_first(&self.pile))
    }
}
