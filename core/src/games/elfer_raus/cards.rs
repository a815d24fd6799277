//! The 80 cards of Elfer raus: four colours × values 1..=20, and compact sets of them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The four card colours, in the order that decides the opener (red 11 first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Blue,
}

impl Colour {
    /// All colours in opening order.
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Green, Colour::Blue];

    /// The colour's English name as used in card notation.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
        }
    }

    fn from_name(name: &str) -> Option<Colour> {
        let name = name.to_ascii_lowercase();
        Colour::ALL
            .into_iter()
            .find(|c| c.name() == name || (name.len() == 1 && c.name().starts_with(&name)))
    }
}

/// Lowest card value.
pub const MIN_VALUE: u8 = 1;
/// Highest card value.
pub const MAX_VALUE: u8 = 20;
/// The value that opens a row.
pub const ELEVEN: u8 = 11;

/// One card. Written `"red 11"` in files (also accepted: `"r11"`, `"Red 11"`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// Red 1, the first card in deck order (a filler for card arrays).
    pub(super) const FIRST: Card = Card(0);

    /// The card of `colour` and `value` (1..=20), or `None` for a value out of range.
    pub fn new(colour: Colour, value: u8) -> Option<Card> {
        (MIN_VALUE..=MAX_VALUE)
            .contains(&value)
            .then(|| Card(colour as u8 * MAX_VALUE + value - 1))
    }

    /// The card's colour.
    pub fn colour(self) -> Colour {
        Colour::ALL[(self.0 / MAX_VALUE) as usize]
    }

    /// The card's value, 1..=20.
    pub fn value(self) -> u8 {
        self.0 % MAX_VALUE + 1
    }

    /// The card of the same colour one value lower (the value must be above 1).
    pub(super) fn below(self) -> Card {
        Card(self.0 - 1)
    }

    /// The card of the same colour one value higher (the value must be below 20).
    pub(super) fn above(self) -> Card {
        Card(self.0 + 1)
    }
}

/// The deck index 0..80: red 1–20, yellow, green, blue.
impl crate::multiset::Face for Card {
    const FACES: usize = 4 * MAX_VALUE as usize;
    fn index(self) -> usize {
        self.0 as usize
    }
    fn from_index(index: usize) -> Card {
        Card(index as u8)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.colour().name(), self.value())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// Why a card could not be read from text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not an Elfer raus card: {0:?} (write e.g. \"red 11\", \"blue 3\" or \"g20\")")]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let error = || ParseCardError(text.to_string());
        let trimmed = text.trim();
        let split = trimmed
            .find(|c: char| c.is_ascii_digit())
            .ok_or_else(error)?;
        let (colour, value) = trimmed.split_at(split);
        let colour = Colour::from_name(colour.trim()).ok_or_else(error)?;
        let value: u8 = value.trim().parse().map_err(|_| error())?;
        Card::new(colour, value).ok_or_else(error)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Compact formats (the nearby-play wire) carry the card's index, one byte.
        if !serializer.is_human_readable() {
            return serializer.serialize_u8(self.0);
        }
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        if !deserializer.is_human_readable() {
            return crate::cardset::read_card_index(
                deserializer,
                usize::from(Colour::ALL.len() as u8 * MAX_VALUE),
            )
            .map(Card);
        }
        /// Parses inside the deserializer, so errors carry the card's position.
        struct CardText;
        impl serde::de::Visitor<'_> for CardText {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card such as \"red 11\"")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Card, E> {
                text.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_str(CardText)
    }
}

/// A set of Elfer raus cards (bit `i` for the card of deck index `i`: red 1–20, yellow,
/// green, blue). Its [`iter`](CardSet::iter) lists cards by colour, then value.
pub type CardSet = crate::cardset::CardSet<Card, u128>;

/// Bits of the 20 values of one colour.
const COLOUR_MASK: u128 = (1u128 << MAX_VALUE) - 1;

impl CardSet {
    /// All 20 cards of `colour`.
    pub fn colour(colour: Colour) -> CardSet {
        CardSet::from_bits(COLOUR_MASK << colour_shift(colour))
    }

    /// The deck for a game: all four colours, or without blue for the two-player
    /// three-colour option.
    pub fn deck(three_colours: bool) -> CardSet {
        if three_colours {
            CardSet::all().minus(CardSet::colour(Colour::Blue))
        } else {
            CardSet::all()
        }
    }

    /// The set of the values of each colour (red, yellow, green, blue), given as bits:
    /// bit `v - 1` of `values[c]` for value `v` of colour `c` (bits from 20 up are ignored).
    pub fn from_colour_values(values: [u32; 4]) -> CardSet {
        let mut bits = 0u128;
        for (colour, v) in Colour::ALL.into_iter().zip(values) {
            bits |= (v as u128 & COLOUR_MASK) << colour_shift(colour);
        }
        CardSet::from_bits(bits)
    }

    /// The values of `colour` in the set, as bits: bit `v - 1` for value `v` (the inverse
    /// of [`CardSet::from_colour_values`]).
    pub fn colour_values(self, colour: Colour) -> u32 {
        ((self.bits() >> colour_shift(colour)) & COLOUR_MASK) as u32
    }

    /// The sum of the card values (penalty points).
    pub fn value_sum(self) -> u32 {
        self.iter().map(|c| c.value() as u32).sum()
    }
}

/// Where `colour`'s 20 bits start.
fn colour_shift(colour: Colour) -> u32 {
    colour as u32 * MAX_VALUE as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Yellow 1, 11 and 20 read back as bits 0, 10 and 19 of yellow; red holds none.
    #[test]
    fn colour_values_are_the_values_of_one_colour() {
        let set: CardSet = [
            (Colour::Yellow, 1),
            (Colour::Yellow, 11),
            (Colour::Yellow, 20),
        ]
        .into_iter()
        .map(|(colour, value)| Card::new(colour, value).unwrap())
        .chain([Card::new(Colour::Blue, 5).unwrap()])
        .collect();
        assert_eq!(set.colour_values(Colour::Yellow), 1 | 1 << 10 | 1 << 19);
        assert_eq!(set.colour_values(Colour::Red), 0);
        assert_eq!(set.colour_values(Colour::Blue), 1 << 4);
    }

    #[test]
    fn notation_round_trips_for_every_card() {
        for card in CardSet::deck(false).iter() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(CardSet::deck(false).len(), 80);
        assert_eq!(CardSet::deck(true).len(), 60);
    }

    #[test]
    fn short_and_mixed_case_notation_is_accepted() {
        let blue12 = Card::new(Colour::Blue, 12).unwrap();
        assert_eq!("b12".parse::<Card>(), Ok(blue12));
        assert_eq!("Blue 12".parse::<Card>(), Ok(blue12));
        assert_eq!(" BLUE12 ".parse::<Card>(), Ok(blue12));
    }

    #[test]
    fn bad_notation_is_a_typed_error() {
        for bad in [
            "",
            "red",
            "red 0",
            "red 21",
            "purple 3",
            "12",
            "red twelve",
            "r 300",
        ] {
            assert!(bad.parse::<Card>().is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn a_set_lists_cards_by_colour_then_value() {
        let set: CardSet = ["blue 1", "red 20", "red 3"]
            .iter()
            .map(|t| t.parse::<Card>().unwrap())
            .collect();
        let listed: Vec<String> = set.iter().map(|c| c.to_string()).collect();
        assert_eq!(listed, ["red 3", "red 20", "blue 1"]);
        assert_eq!(set.value_sum(), 24);
    }
}
