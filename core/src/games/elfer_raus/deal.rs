//! Dealing: a shuffled deal from the game's RNG, or a stacked deal given in full.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, CardSet};
use super::events::Hands;
use super::options::Options;

/// The deck shuffled in place, on the stack: the game's own deal, without allocating.
/// Seat 0 gets the first `hand_size` cards, seat 1 the next, and so on; the rest is the
/// pile, top card first.
pub(super) struct ShuffledDeck {
    cards: [Card; 80],
    len: usize,
}

impl ShuffledDeck {
    /// The deck of `options` in deck order, shuffled with `rng`.
    pub(super) fn new(options: &Options, rng: &mut impl rand::Rng) -> ShuffledDeck {
        let mut cards = [Card::FIRST; 80];
        let mut len = 0;
        for (slot, card) in cards.iter_mut().zip(options.deck().iter()) {
            *slot = card;
            len += 1;
        }
        cards[..len].shuffle(rng);
        ShuffledDeck { cards, len }
    }

    /// The cards of `seat`, in the order dealt.
    pub(super) fn hand(&self, seat: usize, hand_size: usize) -> &[Card] {
        &self.cards[(seat * hand_size).min(self.len)..((seat + 1) * hand_size).min(self.len)]
    }

    /// Every hand's cards of a table of `players`, seat 0's first.
    pub(super) fn hands(&self, players: usize, hand_size: usize) -> &[Card] {
        &self.cards[..(players * hand_size).min(self.len)]
    }

    /// The pile left after the hands of a table of `players`, top card first.
    pub(super) fn pile(&self, players: usize, hand_size: usize) -> &[Card] {
        &self.cards[(players * hand_size).min(self.len)..self.len]
    }
}

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
        let shuffled = ShuffledDeck::new(options, rng);
        let size = options.hand_size();
        let hands = (0..options.players as usize)
            .map(|seat| shuffled.hand(seat, size).to_vec())
            .collect();
        let pile = shuffled.pile(options.players as usize, size).to_vec();
        Deal { hands, pile }
    }

    /// The hands as the `Dealt` event shows them.
    pub(super) fn dealt_hands(&self) -> Hands {
        self.hands.iter().cloned().map(Some).collect()
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
