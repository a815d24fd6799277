//! Dealing a round: a shuffled deal from the game's RNG, or a stacked deal given in full.

use rand::seq::SliceRandom;
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
        if !(2..=players as usize).contains(&self.hands.len()) {
            return Err(format!(
                "{} hands; a round has one per player still in (2 to {players})",
                self.hands.len()
            ));
        }
        if let Some((i, hand)) = self
            .hands
            .iter()
            .enumerate()
            .find(|(_, h)| h.len() != HAND_SIZE)
        {
            return Err(format!(
                "hand {i} has {} cards, each needs {HAND_SIZE}",
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
        let deck = Cards::deck();
        if all != deck {
            let extra = all.minus(&deck);
            let missing = deck.minus(&all);
            return Err(format!(
                "not the 55-card deck: extra {extra:?}, missing {missing:?}"
            ));
        }
        Ok(())
    }

    /// A fresh shuffle of the whole deck dealt to `hands` players.
    pub fn shuffled(hands: usize, rng: &mut impl rand::Rng) -> Deal {
        let mut cards: Vec<Card> = Cards::deck().iter().collect();
        cards.shuffle(rng);
        let pile = cards.split_off(hands * HAND_SIZE);
        Deal {
            hands: cards.chunks(HAND_SIZE).map(<[Card]>::to_vec).collect(),
            pile,
        }
    }
}
