//! The 90 cards of Rauswurf (values 2..=20 in different numbers) and multisets of them.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Lowest value.
pub const MIN_VALUE: u8 = 2;
/// Highest value.
pub const MAX_VALUE: u8 = 20;
const FACES: usize = (MAX_VALUE - MIN_VALUE + 1) as usize;
/// How many cards of each value 2..=20 the deck holds (90 in all).
const COPIES: [u8; FACES] = [16, 12, 9, 8, 6, 6, 5, 4, 4, 4, 3, 3, 3, 2, 1, 1, 1, 1, 1];

/// One card: its value 2..=20. Written as the number in files.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Card(u8);

impl Card {
    /// The card of `value`, if the deck has such cards.
    pub fn new(value: u8) -> Option<Card> {
        (MIN_VALUE..=MAX_VALUE)
            .contains(&value)
            .then_some(Card(value))
    }

    /// Its face value.
    pub fn value(self) -> u8 {
        self.0
    }

    fn index(self) -> usize {
        (self.0 - MIN_VALUE) as usize
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::str::FromStr for Card {
    type Err = String;

    fn from_str(text: &str) -> Result<Card, String> {
        text.trim()
            .parse::<u8>()
            .ok()
            .and_then(Card::new)
            .ok_or_else(|| format!("not a Rauswurf card: {text:?} (write a number 2-20)"))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        /// Checks the value inside the deserializer, so errors carry the position.
        struct Value;
        impl serde::de::Visitor<'_> for Value {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a Rauswurf card: a number 2-20")
            }
            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Card, E> {
                u8::try_from(value)
                    .ok()
                    .and_then(Card::new)
                    .ok_or_else(|| E::custom(format!("{value} is not a Rauswurf card (2-20)")))
            }
            fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Card, E> {
                Err(E::custom(format!("{value} is not a Rauswurf card (2-20)")))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Card, E> {
                text.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_any(Value)
    }
}

/// A multiset of cards: how many of each value. Copy, no allocation.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Cards([u8; FACES]);

impl Cards {
    /// No cards.
    pub const EMPTY: Cards = Cards([0; FACES]);

    /// The whole deck: 90 cards.
    pub fn deck() -> Cards {
        Cards(COPIES)
    }

    /// How many cards of `card`'s value.
    pub fn count(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    /// Whether there is at least one.
    pub fn contains(&self, card: Card) -> bool {
        self.count(card) > 0
    }

    /// Adds one card.
    pub fn add(&mut self, card: Card) {
        self.0[card.index()] = self.0[card.index()].saturating_add(1);
    }

    /// Removes one card; false (and no change) if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let slot = &mut self.0[card.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.0.iter().map(|&n| n as usize).sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    /// The different values present, lowest first.
    pub fn values(&self) -> impl Iterator<Item = Card> + '_ {
        (MIN_VALUE..=MAX_VALUE)
            .map(Card)
            .filter(|c| self.contains(*c))
    }

    /// Every card, lowest first, values repeated by their count.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        (MIN_VALUE..=MAX_VALUE)
            .map(Card)
            .flat_map(|c| std::iter::repeat_n(c, self.count(c) as usize))
    }

    /// Both together.
    pub fn plus(&self, other: &Cards) -> Cards {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a = a.saturating_add(b);
        }
        out
    }

    /// `self` without `other`'s cards (never below zero).
    pub fn minus(&self, other: &Cards) -> Cards {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a = a.saturating_sub(b);
        }
        out
    }

    /// The cards in both (smaller count per value).
    pub fn common(&self, other: &Cards) -> Cards {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a = (*a).min(b);
        }
        out
    }

    /// Whether every card of `self` is in `other`.
    pub fn is_within(&self, other: &Cards) -> bool {
        self.0.iter().zip(other.0).all(|(a, b)| *a <= b)
    }
}

impl FromIterator<Card> for Cards {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Cards {
        let mut cards = Cards::EMPTY;
        for card in iter {
            cards.add(card);
        }
        cards
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Cards, D::Error> {
        Ok(Vec::<Card>::deserialize(deserializer)?
            .into_iter()
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_90_cards_as_in_the_table() {
        let deck = Cards::deck();
        assert_eq!(deck.len(), 90);
        assert_eq!(deck.count(Card::new(2).unwrap()), 16);
        assert_eq!(deck.count(Card::new(15).unwrap()), 2);
        assert_eq!(deck.count(Card::new(20).unwrap()), 1);
    }

    #[test]
    fn notation_is_the_number() {
        let card: Card = serde_json::from_str("7").unwrap();
        assert_eq!(card.value(), 7);
        assert_eq!(serde_json::to_string(&card).unwrap(), "7");
        for bad in ["1", "21", "0", "-3", "\"x\""] {
            assert!(serde_json::from_str::<Card>(bad).is_err(), "{bad}");
        }
    }
}
