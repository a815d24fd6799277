//! The face-down draw pile: an ordered stack held inline (no allocation when a state is
//! cloned, which bots do a lot).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::cards::Card;

const CAPACITY: usize = 80;

/// The draw pile. Serialized as a list, top card first.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Pile {
    /// Bottom card at index 0, top card at `len - 1`.
    cards: [Option<Card>; CAPACITY],
    len: u8,
}

impl Default for Pile {
    fn default() -> Self {
        Pile {
            cards: [None; CAPACITY],
            len: 0,
        }
    }
}

impl Pile {
    /// A pile from a list given top card first.
    pub fn from_top_first(cards: &[Card]) -> Pile {
        let mut pile = Pile::default();
        for card in cards.iter().rev().take(CAPACITY) {
            pile.cards[pile.len as usize] = Some(*card);
            pile.len += 1;
        }
        pile
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        self.cards[self.len as usize].take()
    }

    /// Cards left.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the pile is used up.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards, top first.
    pub fn top_first(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards[..self.len as usize]
            .iter()
            .rev()
            .flatten()
            .copied()
    }
}

impl std::fmt::Debug for Pile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.top_first()).finish()
    }
}

impl Serialize for Pile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.top_first())
    }
}

impl<'de> Deserialize<'de> for Pile {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Pile, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        if cards.len() > CAPACITY {
            return Err(serde::de::Error::custom(format!(
                "a pile of {} cards (at most {CAPACITY})",
                cards.len()
            )));
        }
        Ok(Pile::from_top_first(&cards))
    }
}
