//! The rows in the middle of the table: one per colour, opened by its 11, growing down
//! to 1 and up to 20 one card at a time.

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet, Colour, ELEVEN, MAX_VALUE, MIN_VALUE};

/// One colour's row: its current low and high end. An unopened row has no ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// The lowest value laid (11 down to 1).
    pub low: u8,
    /// The highest value laid (11 up to 20).
    pub high: u8,
}

/// Where on the table a laid card went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// An 11 that started its colour's row.
    Opens,
    /// One below the row's low end.
    Low,
    /// One above the row's high end.
    High,
}

/// The four rows, indexed by colour. Serialized as `{"red": {"low": 9, "high": 12},
/// "yellow": null, ...}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rows {
    pub red: Option<Row>,
    pub yellow: Option<Row>,
    pub green: Option<Row>,
    pub blue: Option<Row>,
}

impl Rows {
    /// The row of `colour`, if opened.
    pub fn row(&self, colour: Colour) -> Option<Row> {
        match colour {
            Colour::Red => self.red,
            Colour::Yellow => self.yellow,
            Colour::Green => self.green,
            Colour::Blue => self.blue,
        }
    }

    fn row_mut(&mut self, colour: Colour) -> &mut Option<Row> {
        match colour {
            Colour::Red => &mut self.red,
            Colour::Yellow => &mut self.yellow,
            Colour::Green => &mut self.green,
            Colour::Blue => &mut self.blue,
        }
    }

    /// Where `card` would go now, or `None` if it does not fit anywhere. Each card has
    /// at most one place: its colour's 11 opens the row, every other card goes one
    /// below the low end or one above the high end of its own colour's row.
    pub fn place_for(&self, card: Card) -> Option<Place> {
        let value = card.value();
        match self.row(card.colour()) {
            None => (value == ELEVEN).then_some(Place::Opens),
            Some(row) if row.low > MIN_VALUE && value == row.low - 1 => Some(Place::Low),
            Some(row) if row.high < MAX_VALUE && value == row.high + 1 => Some(Place::High),
            Some(_) => None,
        }
    }

    /// Whether `card` may be laid now.
    pub fn fits(&self, card: Card) -> bool {
        self.place_for(card).is_some()
    }

    /// Every card that fits now (at most two per colour). Runs at every step of the game,
    /// so it builds the set from values without checking each card.
    pub fn fitting(&self) -> CardSet {
        let mut values = [0u32; 4];
        for (colour, values) in [self.red, self.yellow, self.green, self.blue]
            .iter()
            .zip(&mut values)
        {
            // Bit v - 1 stands for value v of the colour; the ends beyond 1 and 20 are
            // masked off below.
            *values = match colour {
                None => 1 << (ELEVEN - 1),
                Some(row) => (1u32 << row.low >> 2) | (1 << row.high),
            };
        }
        CardSet::from_colour_values(values.map(|v| v & ((1 << MAX_VALUE) - 1)))
    }

    /// Lays `card` where it fits and says where; `None` (and no change) if it does not.
    pub fn lay(&mut self, card: Card) -> Option<Place> {
        let place = self.place_for(card)?;
        let value = card.value();
        let row = self.row_mut(card.colour());
        match (place, row.as_mut()) {
            (Place::Opens, _) => {
                *row = Some(Row {
                    low: value,
                    high: value,
                })
            }
            (Place::Low, Some(row)) => row.low = value,
            (Place::High, Some(row)) => row.high = value,
            (_, None) => return None,
        }
        Some(place)
    }

    /// Every card lying on the table.
    pub fn laid(&self) -> CardSet {
        let mut set = CardSet::EMPTY;
        for colour in Colour::ALL {
            if let Some(row) = self.row(colour) {
                for value in row.low..=row.high {
                    if let Some(card) = Card::new(colour, value) {
                        set.insert(card);
                    }
                }
            }
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// The rulebook's worked example: next to blue 11 only blue 10 and blue 12 may be
    /// laid; yellow 9 never next to blue 10; blue 15 not before blue 13.
    #[test]
    fn worked_example_from_the_rulebook() {
        let mut rows = Rows::default();
        assert_eq!(rows.lay(card("blue 11")), Some(Place::Opens));
        assert!(rows.fits(card("blue 10")));
        assert!(rows.fits(card("blue 12")));
        assert_eq!(rows.lay(card("blue 10")), Some(Place::Low));
        assert!(!rows.fits(card("yellow 9")), "wrong colour");
        assert_eq!(rows.lay(card("blue 12")), Some(Place::High));
        assert!(!rows.fits(card("blue 15")), "13 must come first");
        assert_eq!(rows.lay(card("blue 15")), None);
    }

    #[test]
    fn only_an_eleven_opens_a_row() {
        let rows = Rows::default();
        assert!(!rows.fits(card("red 10")));
        assert!(!rows.fits(card("red 12")));
        assert!(rows.fits(card("red 11")));
        assert_eq!(rows.fitting().len(), 4);
    }

    #[test]
    fn a_finished_row_takes_no_more_cards() {
        let mut rows = Rows::default();
        rows.lay(card("green 11"));
        for v in (1..=10).rev().chain(12..=20) {
            assert!(rows.lay(Card::new(Colour::Green, v).unwrap()).is_some());
        }
        assert_eq!(rows.laid().and(CardSet::colour(Colour::Green)).len(), 20);
        assert!(
            rows.fitting()
                .and(CardSet::colour(Colour::Green))
                .is_empty()
        );
    }

    /// `fitting` builds its set by bit arithmetic; it must be exactly the cards `fits` says
    /// yes to, at every stage of every row.
    #[test]
    fn fitting_is_every_card_that_fits() {
        let deck = CardSet::deck(false);
        for low in 1..=11u8 {
            for high in 11..=20u8 {
                let rows = Rows {
                    red: Some(Row { low, high }),
                    green: Some(Row {
                        low: 12 - low.min(11),
                        high: 31 - high,
                    }),
                    ..Rows::default()
                };
                let fitting = rows.fitting();
                let expected: CardSet = deck.iter().filter(|c| rows.fits(*c)).collect();
                assert_eq!(fitting, expected, "red {low}..{high}");
            }
        }
    }
}
