//! The 55 cards of 77 and multisets of them.
//!
//! Cards with the same face are interchangeable, so a card is just its face and a hand
//! is a count per face.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Number of different faces.
pub const FACES: usize = 20;

/// Number cards' values by face index 0..18; faces 18 and 19 are ×2 and ⇄.
const VALUES: [i8; 18] = [
    -10, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 22, 33, 44, 55, 66, 76,
];

/// How many of each face the deck holds (55 in all).
const COPIES: [u8; FACES] = [4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 8, 1, 1, 1, 1, 1, 1, 1, 4, 4];

/// One card: a number card, ×2 ("double") or ⇄ ("reverse").
///
/// Written in files as the number (`5`, `-10`, `0`, `76`) or `"x2"` / `"reverse"`
/// (also accepted: `"×2"`, `"double"`, `"⇄"`, `"rev"`, and numbers as strings).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// ×2: the next player must play two cards.
    pub const DOUBLE: Card = Card(18);
    /// ⇄: the direction of play flips.
    pub const REVERSE: Card = Card(19);

    /// The number card of this value, if the deck has one.
    pub fn number(value: i32) -> Option<Card> {
        VALUES
            .iter()
            .position(|&v| v as i32 == value)
            .map(|i| Card(i as u8))
    }

    /// The value added to the total, or `None` for ×2 and ⇄.
    pub fn value(self) -> Option<i32> {
        VALUES.get(self.0 as usize).map(|&v| v as i32)
    }

    /// Whether this is ×2.
    pub fn is_double(self) -> bool {
        self == Card::DOUBLE
    }

    /// Whether this is ⇄.
    pub fn is_reverse(self) -> bool {
        self == Card::REVERSE
    }

    /// Every face, lowest number first, then ×2 and ⇄.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..FACES as u8).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value() {
            Some(value) => write!(f, "{value}"),
            None if self.is_double() => f.write_str("x2"),
            None => f.write_str("reverse"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// Why a card could not be read from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "not a 77 card: {0:?} (write a number such as 5, -10, 0, 11, 76, or \"x2\" or \"reverse\")"
)]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let word = text.trim().to_lowercase();
        match word.as_str() {
            "x2" | "×2" | "double" | "*2" => return Ok(Card::DOUBLE),
            "reverse" | "rev" | "⇄" | "r" => return Ok(Card::REVERSE),
            _ => {}
        }
        word.parse::<i32>()
            .ok()
            .and_then(Card::number)
            .ok_or_else(|| ParseCardError(text.to_string()))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Compact formats (the nearby-play wire) carry the card's index, one byte.
        if !serializer.is_human_readable() {
            return serializer.serialize_u8(self.0);
        }
        match self.value() {
            Some(value) => serializer.serialize_i32(value),
            None => serializer.collect_str(self),
        }
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        if !deserializer.is_human_readable() {
            return crate::cardset::read_card_index(deserializer, FACES).map(Card);
        }
        /// Parses inside the deserializer, so errors carry the card's position.
        struct CardNotation;
        impl serde::de::Visitor<'_> for CardNotation {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a 77 card: a number such as 5 or -10, or \"x2\" or \"reverse\"")
            }
            fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Card, E> {
                i32::try_from(value)
                    .ok()
                    .and_then(Card::number)
                    .ok_or_else(|| E::custom(ParseCardError(value.to_string())))
            }
            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Card, E> {
                self.visit_i64(i64::try_from(value).unwrap_or(i64::MAX))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Card, E> {
                text.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_any(CardNotation)
    }
}

impl crate::multiset::Face for Card {
    const FACES: usize = FACES;
    fn index(self) -> usize {
        self.0 as usize
    }
    fn from_index(index: usize) -> Card {
        Card(index as u8)
    }
}

/// A multiset of cards: how many of each face.
pub type Cards = crate::multiset::Counts<Card>;

impl Cards {
    /// The whole deck: 55 cards.
    pub fn deck() -> Cards {
        Cards::from_counts(&COPIES)
    }
}

/// Whether announcing `total` costs a chip as a Schnapszahl: 11, 22, …, 77 (positive
/// only, S-R6). Totals of 77 and more cost a chip anyway (and end the round).
pub fn is_schnapszahl(total: i32) -> bool {
    (11..=77).contains(&total) && total % 11 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_55_cards_as_listed() {
        let deck = Cards::deck();
        assert_eq!(deck.len(), 55);
        let count = |t: &str| deck.count(t.parse().unwrap());
        for once in ["76", "11", "22", "33", "44", "55", "66"] {
            assert_eq!(count(once), 1, "{once}");
        }
        for four in ["0", "-10", "x2", "reverse"] {
            assert_eq!(count(four), 4, "{four}");
        }
        for three in 2..=9 {
            assert_eq!(count(&three.to_string()), 3);
        }
        assert_eq!(count("10"), 8);
    }

    #[test]
    fn notation_round_trips_through_json() {
        for card in Card::all() {
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(serde_json::to_string(&Card::DOUBLE).unwrap(), "\"x2\"");
        assert_eq!(
            serde_json::from_str::<Card>("-10").unwrap().value(),
            Some(-10)
        );
        assert_eq!(
            serde_json::from_str::<Card>("\"⇄\"").unwrap(),
            Card::REVERSE
        );
    }

    #[test]
    fn cards_not_in_the_deck_are_refused() {
        for bad in ["1", "12", "77", "-11", "x3", "", "ten"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<Card>("1").is_err());
        assert!(serde_json::from_str::<Card>("99999999999").is_err());
        assert!(serde_json::from_str::<Card>("1.5").is_err());
    }

    /// S-R6: only positive multiples of 11 up to 77 are Schnapszahlen.
    #[test]
    fn s_r6_schnapszahlen_are_positive() {
        for total in [11, 22, 33, 44, 55, 66, 77] {
            assert!(is_schnapszahl(total));
        }
        for total in [0, -11, -22, 10, 12, 88, 99] {
            assert!(!is_schnapszahl(total), "{total}");
        }
    }
}
