//! The 90 cards of Rauswurf (values 2..=20 in different numbers) and multisets of them.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize};

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
        // Compact formats (the nearby-play wire) carry the value as one byte.
        if !deserializer.is_human_readable() {
            let value = u8::deserialize(deserializer)?;
            return Card::new(value).ok_or_else(|| {
                serde::de::Error::custom(format!("{value} is not a Rauswurf card (2-20)"))
            });
        }
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

impl crate::multiset::Face for Card {
    const FACES: usize = FACES;
    fn index(self) -> usize {
        (self.0 - MIN_VALUE) as usize
    }
    fn from_index(index: usize) -> Card {
        Card(index as u8 + MIN_VALUE)
    }
}

/// A multiset of cards: how many of each value.
pub type Cards = crate::multiset::Counts<Card>;

impl Cards {
    /// The whole deck: 90 cards.
    pub fn deck() -> Cards {
        Cards::from_counts(&COPIES)
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
