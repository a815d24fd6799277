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

/// The four rows, indexed by colour, and the cards that fit next to them (kept up to
/// date as cards are laid: every step of the game asks for them). Serialized as
/// `{"red": {"low": 9, "high": 12}, "yellow": null, ...}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "RowsByColour", into = "RowsByColour")]
pub struct Rows {
    /// Red, yellow, green, blue.
    rows: [Option<Row>; 4],
    /// Every card that fits now, derived from `rows`.
    fitting: CardSet,
}

/// The rows as they are written in files and views.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowsByColour {
    pub red: Option<Row>,
    pub yellow: Option<Row>,
    pub green: Option<Row>,
    pub blue: Option<Row>,
}

impl From<RowsByColour> for Rows {
    fn from(rows: RowsByColour) -> Rows {
        Rows::from_rows([rows.red, rows.yellow, rows.green, rows.blue])
    }
}

impl From<Rows> for RowsByColour {
    fn from(rows: Rows) -> RowsByColour {
        let [red, yellow, green, blue] = rows.rows;
        RowsByColour {
            red,
            yellow,
            green,
            blue,
        }
    }
}

impl Default for Rows {
    fn default() -> Self {
        Rows::from_rows([None; 4])
    }
}

impl Rows {
    /// The rows of red, yellow, green and blue as given (`None`: not opened yet).
    pub fn from_rows(rows: [Option<Row>; 4]) -> Rows {
        Rows {
            rows,
            fitting: Self::fitting_of(&rows),
        }
    }

    /// The row of `colour`, if opened.
    pub fn row(&self, colour: Colour) -> Option<Row> {
        self.rows[colour as usize]
    }

    /// Where `card` would go now, or `None` if it does not fit anywhere. Each card has
    /// at most one place: its colour's 11 opens the row, every other card goes one
    /// below the low end or one above the high end of its own colour's row.
    pub fn place_for(&self, card: Card) -> Option<Place> {
        self.fits(card).then(|| Self::place_of_fitting(card))
    }

    /// Where a card that fits goes: every card below 11 to a low end, above to a high end.
    fn place_of_fitting(card: Card) -> Place {
        match card.value().cmp(&ELEVEN) {
            std::cmp::Ordering::Equal => Place::Opens,
            std::cmp::Ordering::Less => Place::Low,
            std::cmp::Ordering::Greater => Place::High,
        }
    }

    /// Whether `card` may be laid now.
    pub fn fits(&self, card: Card) -> bool {
        self.fitting.contains(card)
    }

    /// Every card that fits now (at most two per colour).
    pub fn fitting(&self) -> CardSet {
        self.fitting
    }

    /// The cards that fit next to `rows`, built from the rows' ends by bit arithmetic
    /// (ends out of range, from a corrupt file, fit nothing).
    fn fitting_of(rows: &[Option<Row>; 4]) -> CardSet {
        let values = rows.map(|row| match row {
            None => 1 << (ELEVEN - 1),
            // Bit v - 1 stands for value v of the colour; the ends beyond 1 and 20 are
            // masked off below.
            Some(row) => {
                (1u32.checked_shl(row.low.into()).unwrap_or(0) >> 2)
                    | 1u32.checked_shl(row.high.into()).unwrap_or(0)
            }
        });
        CardSet::from_colour_values(values.map(|v| v & ((1 << MAX_VALUE) - 1)))
    }

    /// Lays `card` where it fits and says where; `None` (and no change) if it does not.
    pub fn lay(&mut self, card: Card) -> Option<Place> {
        if !self.fits(card) {
            return None;
        }
        let value = card.value();
        let row = self.rows[card.colour() as usize].get_or_insert(Row {
            low: value,
            high: value,
        });
        // A fitting card extends its row by one at the end it fits (or opens it).
        row.low = row.low.min(value);
        row.high = row.high.max(value);
        self.fitting.remove(card);
        if (MIN_VALUE + 1..=ELEVEN).contains(&value) {
            self.fitting.insert(card.below());
        }
        if (ELEVEN..MAX_VALUE).contains(&value) {
            self.fitting.insert(card.above());
        }
        Some(Self::place_of_fitting(card))
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

    /// The rule in words: an 11 opens its row, other cards go next to an end.
    fn next_to_an_end(rows: &Rows, card: Card) -> bool {
        let value = card.value();
        match rows.row(card.colour()) {
            None => value == ELEVEN,
            Some(row) => value + 1 == row.low || value == row.high + 1,
        }
    }

    /// Laying cards keeps the fitting cards as the rule says, and the rows read back the
    /// same from their written form.
    #[test]
    fn laying_keeps_the_fitting_cards_up_to_date() {
        let deck = CardSet::deck(false);
        let mut rows = Rows::default();
        for round in 0..25 {
            let next = rows.fitting().nth(round * 7 % rows.fitting().len().max(1));
            let Some(card) = next else { break };
            assert!(rows.lay(card).is_some());
            let expected: CardSet = deck.iter().filter(|c| next_to_an_end(&rows, *c)).collect();
            assert_eq!(rows.fitting(), expected);
            let json = serde_json::to_string(&rows).unwrap();
            assert_eq!(serde_json::from_str::<Rows>(&json).unwrap(), rows);
        }
        assert!(
            serde_json::to_string(&Rows::default())
                .unwrap()
                .starts_with("{\"red\":null")
        );
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

    /// `fitting_of` builds its set by bit arithmetic; it must be exactly the cards next to
    /// the ends, at every stage of every row.
    #[test]
    fn fitting_is_every_card_that_fits() {
        let deck = CardSet::deck(false);
        for low in 1..=11u8 {
            for high in 11..=20u8 {
                let rows = Rows::from_rows([
                    Some(Row { low, high }),
                    None,
                    Some(Row {
                        low: 12 - low.min(11),
                        high: 31 - high,
                    }),
                    None,
                ]);
                let fitting = rows.fitting();
                let expected: CardSet = deck.iter().filter(|c| next_to_an_end(&rows, *c)).collect();
                assert_eq!(fitting, expected, "red {low}..{high}");
            }
        }
    }
}
