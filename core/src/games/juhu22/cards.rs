//! The 38 cards of 22Juhu: 16 zero cards (four colours × 1–4 rings), the numbers 1–21
//! and the special card 22Juhu (a number card of value 22, J-R1); and sets of them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The colours of the zero cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Blue,
    Red,
    Green,
    Yellow,
}

impl Colour {
    /// All four.
    pub const ALL: [Colour; 4] = [Colour::Blue, Colour::Red, Colour::Green, Colour::Yellow];

    /// The English name used in card notation.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
        }
    }
}

/// Value of the special card 22Juhu.
pub const JUHU_VALUE: u8 = 22;
const ZEROS: u8 = 16;

/// One card. Index 0..16 are the zero cards (colour × rings), 16..38 the numbers 1..=22
/// (22 being 22Juhu).
///
/// Written in files as the number (`7`, `21`), `22` or `"22juhu"` for 22Juhu, and zero
/// cards as `"<colour> zero <rings>"`, e.g. `"blue zero 4"` (also `"b0-4"`, `"blue 0/4"`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

/// What kind of card it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A zero card with 1–4 rings (more rings are stronger within a colour).
    Zero { colour: Colour, rings: u8 },
    /// A number card 1..=22 (22 is 22Juhu, J-R1).
    Number(u8),
}

impl Card {
    /// 22Juhu, the strongest card.
    pub const JUHU: Card = Card(ZEROS + JUHU_VALUE - 1);

    /// The zero card of `colour` with `rings` (1..=4).
    pub fn zero(colour: Colour, rings: u8) -> Option<Card> {
        (1..=4)
            .contains(&rings)
            .then(|| Card(colour as u8 * 4 + rings - 1))
    }

    /// The number card `value` (1..=21, or 22 for 22Juhu).
    pub fn number(value: u8) -> Option<Card> {
        (1..=JUHU_VALUE)
            .contains(&value)
            .then(|| Card(ZEROS + value - 1))
    }

    /// Zero card or number card.
    pub fn kind(self) -> Kind {
        if self.0 < ZEROS {
            Kind::Zero {
                colour: Colour::ALL[(self.0 / 4) as usize],
                rings: self.0 % 4 + 1,
            }
        } else {
            Kind::Number(self.0 - ZEROS + 1)
        }
    }

    /// The value of a number card (22 for 22Juhu), `None` for a zero card.
    pub fn number_value(self) -> Option<u8> {
        match self.kind() {
            Kind::Number(value) => Some(value),
            Kind::Zero { .. } => None,
        }
    }

    /// The colour of a zero card.
    pub fn zero_colour(self) -> Option<Colour> {
        match self.kind() {
            Kind::Zero { colour, .. } => Some(colour),
            Kind::Number(_) => None,
        }
    }

    /// Whether this is 22Juhu.
    pub fn is_juhu(self) -> bool {
        self == Card::JUHU
    }
}

/// The index 0..38: the zero cards (colour × rings), then the numbers 1..=22.
impl crate::multiset::Face for Card {
    const FACES: usize = (ZEROS + JUHU_VALUE) as usize;
    fn index(self) -> usize {
        self.0 as usize
    }
    fn from_index(index: usize) -> Card {
        Card(index as u8)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            Kind::Zero { colour, rings } => write!(f, "{} zero {rings}", colour.name()),
            Kind::Number(JUHU_VALUE) => f.write_str("22juhu"),
            Kind::Number(value) => write!(f, "{value}"),
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
    "not a 22Juhu card: {0:?} (write a number 1-21, 22juhu, or a zero card such as \"blue zero 4\" or \"b0-4\")"
)]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let error = || ParseCardError(text.to_string());
        let lower = text.trim().to_lowercase();
        if matches!(lower.as_str(), "22juhu" | "juhu" | "22 juhu" | "22") {
            return Ok(Card::JUHU);
        }
        if let Ok(value) = lower.parse::<u8>() {
            return Card::number(value)
                .filter(|c| !c.is_juhu())
                .ok_or_else(error);
        }
        // A zero card: colour (word or first letter), "zero" or "0", then the rings.
        let colour_end = lower
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(lower.len());
        let (mut colour_word, rest) = lower.split_at(colour_end);
        let mut rest = rest.trim_start();
        if let Some(word) = colour_word.strip_suffix("zero") {
            colour_word = word;
            rest = rest.trim_start();
        } else if let Some(after) = rest.strip_prefix("zero") {
            rest = after;
        } else if let Some(after) = rest.strip_prefix('0') {
            rest = after;
        } else {
            return Err(error());
        }
        let colour = Colour::ALL
            .into_iter()
            .find(|c| {
                c.name() == colour_word.trim()
                    || (colour_word.trim().len() == 1 && c.name().starts_with(colour_word.trim()))
            })
            .ok_or_else(error)?;
        let rings = rest
            .trim_start_matches([' ', '-', '/', ':', 'x'])
            .trim()
            .parse::<u8>()
            .map_err(|_| error())?;
        Card::zero(colour, rings).ok_or_else(error)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Compact formats (the nearby-play wire) carry the card's index, one byte.
        if !serializer.is_human_readable() {
            return serializer.serialize_u8(self.0);
        }
        match self.kind() {
            Kind::Number(value) if value != JUHU_VALUE => serializer.serialize_u8(value),
            _ => serializer.collect_str(self),
        }
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        if !deserializer.is_human_readable() {
            return crate::cardset::read_card_index(deserializer, usize::from(ZEROS + JUHU_VALUE))
                .map(Card);
        }
        /// Parses inside the deserializer, so errors carry the card's position.
        struct Notation;
        impl serde::de::Visitor<'_> for Notation {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a 22Juhu card: 1-21, 22juhu, or a zero card such as \"blue zero 4\"")
            }
            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Card, E> {
                u8::try_from(value)
                    .ok()
                    .and_then(Card::number)
                    .ok_or_else(|| E::custom(ParseCardError(value.to_string())))
            }
            fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Card, E> {
                Err(E::custom(ParseCardError(value.to_string())))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Card, E> {
                text.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_any(Notation)
    }
}

/// A set of 22Juhu cards. Its [`iter`](CardSet::iter) lists the zero cards (blue, red,
/// green, yellow; 1 to 4 rings), then the numbers 1..=22.
pub type CardSet = crate::cardset::CardSet<Card, u64>;

/// Bits of the 38 cards.
const DECK_BITS: u64 = (1 << (ZEROS + JUHU_VALUE)) - 1;
/// Bits of the 16 zero cards.
const ZERO_BITS: u64 = (1 << ZEROS) - 1;

impl CardSet {
    /// All 38 cards.
    pub const DECK: CardSet = CardSet::from_bits(DECK_BITS);
    /// The 16 zero cards.
    pub const ZEROS: CardSet = CardSet::from_bits(ZERO_BITS);
    /// The number cards 1..=21 and 22Juhu.
    pub const NUMBERS: CardSet = CardSet::from_bits(DECK_BITS & !ZERO_BITS);

    /// The zero cards of `colour`.
    pub fn zeros_of(colour: Colour) -> CardSet {
        CardSet::from_bits(0b1111 << (colour as u8 * 4))
    }

    /// Number cards higher than `value`.
    pub fn numbers_above(value: u8) -> CardSet {
        let below = (1u64 << (ZEROS + value.min(JUHU_VALUE))) - 1;
        CardSet::from_bits(DECK_BITS & !below)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_16_zeros_21_numbers_and_22juhu() {
        assert_eq!(CardSet::DECK.len(), 38);
        assert_eq!(CardSet::ZEROS.len(), 16);
        assert_eq!(CardSet::NUMBERS.len(), 22);
        assert!(
            CardSet::NUMBERS.contains(Card::JUHU),
            "J-R1: 22Juhu is a number card"
        );
        assert_eq!(Card::JUHU.number_value(), Some(22));
    }

    #[test]
    fn notation_round_trips() {
        for card in CardSet::DECK.iter() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card, "{json}");
        }
        let blue4 = Card::zero(Colour::Blue, 4).unwrap();
        for text in [
            "blue zero 4",
            "b0-4",
            "blue 0/4",
            "B0 4",
            "bluezero4",
            "b04",
        ] {
            assert_eq!(text.parse::<Card>(), Ok(blue4), "{text}");
        }
        assert_eq!(serde_json::from_str::<Card>("22").unwrap(), Card::JUHU);
        assert_eq!(serde_json::to_string(&Card::JUHU).unwrap(), "\"22juhu\"");
    }

    #[test]
    fn bad_notation_is_refused() {
        for bad in [
            "0",
            "23",
            "blue",
            "blue zero 5",
            "purple zero 1",
            "zero 3",
            "-1",
            "",
        ] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<Card>("-3").is_err());
        assert!(serde_json::from_str::<Card>("300").is_err());
    }

    #[test]
    fn numbers_above_and_subsets() {
        assert_eq!(CardSet::numbers_above(20).len(), 2);
        assert_eq!(CardSet::numbers_above(0).len(), 22);
        assert!(CardSet::numbers_above(22).is_empty());
        let hand: CardSet = [
            Card::JUHU,
            Card::number(3).unwrap(),
            Card::number(9).unwrap(),
        ]
        .into_iter()
        .collect();
        let subsets: Vec<CardSet> = hand.subsets().collect();
        assert_eq!(subsets.len(), 8);
        assert!(subsets.iter().all(|s| s.is_within(hand)));
        assert_eq!(subsets[0], CardSet::EMPTY);
    }
}
