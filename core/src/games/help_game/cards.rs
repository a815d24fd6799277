//! The 105 cards of Help!: numbers 1..=11 and four special cards; multisets of them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Number of different faces.
pub const FACES: usize = 15;
/// The highest number.
pub const MAX_NUMBER: u8 = 11;
/// How many cards of each face: 1..=11, Joker, Switch, Zap, No! (105 in all).
const COPIES: [u8; FACES] = [5, 5, 7, 7, 7, 7, 7, 8, 8, 8, 8, 7, 7, 7, 7];

/// One card face.
///
/// Written in files as the number (`1` … `11`) or `"joker"`, `"switch"`, `"zap"`, `"no"`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// Stands for one number, one higher than the card before it.
    pub const JOKER: Card = Card(11);
    /// Swaps a card of the row for a number card from the hand.
    pub const SWITCH: Card = Card(12);
    /// Removes the last card of the row.
    pub const ZAP: Card = Card(13);
    /// Laid in front: skip the next turn, nobody can ask for help meanwhile.
    pub const NO: Card = Card(14);

    /// The number card `value` (1..=11).
    pub fn number(value: u8) -> Option<Card> {
        (1..=MAX_NUMBER).contains(&value).then(|| Card(value - 1))
    }

    /// The value of a number card.
    pub fn value(self) -> Option<u8> {
        (self.0 < MAX_NUMBER).then_some(self.0 + 1)
    }

    /// Every face: the numbers, then Joker, Switch, Zap, No!.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..FACES as u8).map(Card)
    }

    /// The face as a bit, for sets of faces.
    pub fn bit(self) -> u16 {
        1 << self.0
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.value(), *self) {
            (Some(value), _) => write!(f, "{value}"),
            (None, Card::JOKER) => f.write_str("joker"),
            (None, Card::SWITCH) => f.write_str("switch"),
            (None, Card::ZAP) => f.write_str("zap"),
            _ => f.write_str("no"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl FromStr for Card {
    type Err = String;

    fn from_str(text: &str) -> Result<Card, String> {
        let word = text.trim().to_lowercase();
        let card = match word.as_str() {
            "joker" | "j" => Some(Card::JOKER),
            "switch" | "s" => Some(Card::SWITCH),
            "zap" | "z" => Some(Card::ZAP),
            "no" | "no!" | "n" => Some(Card::NO),
            number => number.parse::<u8>().ok().and_then(Card::number),
        };
        card.ok_or_else(|| {
            format!("not a Help! card: {text:?} (write 1-11, joker, switch, zap or no)")
        })
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Compact formats (the nearby-play wire) carry the card's index, one byte.
        if !serializer.is_human_readable() {
            return serializer.serialize_u8(self.0);
        }
        match self.value() {
            Some(value) => serializer.serialize_u8(value),
            None => serializer.collect_str(self),
        }
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        if !deserializer.is_human_readable() {
            return crate::cardset::read_card_index(deserializer, FACES).map(Card);
        }
        /// Parses inside the deserializer, so errors carry the position.
        struct Face;
        impl serde::de::Visitor<'_> for Face {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a Help! card: 1-11, \"joker\", \"switch\", \"zap\" or \"no\"")
            }
            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Card, E> {
                u8::try_from(value)
                    .ok()
                    .and_then(Card::number)
                    .ok_or_else(|| E::custom(format!("{value} is not a Help! number (1-11)")))
            }
            fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Card, E> {
                Err(E::custom(format!("{value} is not a Help! number (1-11)")))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Card, E> {
                text.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_any(Face)
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
    /// The whole deck: 105 cards.
    pub fn deck() -> Cards {
        Cards::from_counts(&COPIES)
    }

    /// The faces present, as a bit set.
    pub fn face_bits(&self) -> u16 {
        self.faces().fold(0, |bits, c| bits | c.bit())
    }

    /// The lowest number card, if any.
    pub fn lowest_number(&self) -> Option<u8> {
        let numbers = self.present() & ((1 << MAX_NUMBER) - 1);
        (numbers != 0).then(|| numbers.trailing_zeros() as u8 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_105_cards_as_listed() {
        let deck = Cards::deck();
        assert_eq!(deck.len(), 105);
        assert_eq!(deck.count(Card::number(1).unwrap()), 5);
        assert_eq!(deck.count(Card::number(7).unwrap()), 7);
        assert_eq!(deck.count(Card::number(11).unwrap()), 8);
        for special in [Card::JOKER, Card::SWITCH, Card::ZAP, Card::NO] {
            assert_eq!(deck.count(special), 7);
        }
    }

    #[test]
    fn notation_round_trips() {
        for card in Card::all() {
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
        }
        assert_eq!("No!".parse::<Card>(), Ok(Card::NO));
        assert!("12".parse::<Card>().is_err());
        assert!(serde_json::from_str::<Card>("0").is_err());
    }
}
