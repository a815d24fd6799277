//! The shared row: at most six cards, strictly ascending, numbers 1..=11. Where number
//! cards, Jokers and Switches may go reads like the rules' section "A turn".

use serde::{Deserialize, Serialize};

use super::cards::{Card, MAX_NUMBER};

/// Cards in a full row; the card that makes it full clears it.
pub const ROW_LENGTH: usize = 6;

/// A card in the row: a number card or a Joker, with the value it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// The card (a number or `joker`).
    pub card: Card,
    /// Its value: a number's face, a Joker's fixed value (H-R2).
    pub value: u8,
}

/// The row, first card first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Row {
    cards: [Option<Placed>; ROW_LENGTH],
    len: u8,
}

impl Row {
    /// The cards, first first.
    pub fn cards(&self) -> impl Iterator<Item = Placed> + '_ {
        self.cards[..self.len as usize].iter().flatten().copied()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the row is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn value_at(&self, index: usize) -> Option<u8> {
        self.cards.get(index).copied().flatten().map(|p| p.value)
    }

    /// The value of the last card, if any.
    pub fn last_value(&self) -> Option<u8> {
        self.len
            .checked_sub(1)
            .and_then(|i| self.value_at(i as usize))
    }

    /// Whether number card `value` may be laid at the end: higher than the last card, or
    /// anything on an empty row.
    pub fn may_lay(&self, value: u8) -> bool {
        self.last_value().is_none_or(|last| value > last)
    }

    /// The value a Joker inserted before position `at` (0..=len) would take: one higher
    /// than the card before it, 1 at the front — if it fits there (≤ 11 and lower than the
    /// card after it).
    pub fn joker_value(&self, at: usize) -> Option<u8> {
        if at > self.len() {
            return None;
        }
        let value = match at {
            0 => 1,
            _ => self.value_at(at - 1)? + 1,
        };
        let below_next = self.value_at(at).is_none_or(|next| value < next);
        (value <= MAX_NUMBER && below_next).then_some(value)
    }

    /// Every position where a Joker may go.
    pub fn joker_positions(&self) -> impl Iterator<Item = usize> + '_ {
        (0..=self.len()).filter(|&at| self.joker_value(at).is_some())
    }

    /// Whether number `value` may replace the card at `index` with the row staying
    /// strictly ascending.
    pub fn may_switch(&self, index: usize, value: u8) -> bool {
        if index >= self.len() {
            return false;
        }
        let above_before = index == 0 || self.value_at(index - 1).is_some_and(|b| value > b);
        let below_after = self.value_at(index + 1).is_none_or(|a| value < a);
        above_before && below_after
    }

    /// Lays a number card at the end (the caller checked it fits).
    pub fn push(&mut self, card: Card, value: u8) {
        if self.len() < ROW_LENGTH {
            self.cards[self.len()] = Some(Placed { card, value });
            self.len += 1;
        }
    }

    /// Inserts a Joker before `at` with its value (the caller checked it fits).
    pub fn insert_joker(&mut self, at: usize, value: u8) {
        if self.len() >= ROW_LENGTH || at > self.len() {
            return;
        }
        for i in (at..self.len()).rev() {
            self.cards[i + 1] = self.cards[i];
        }
        self.cards[at] = Some(Placed {
            card: Card::JOKER,
            value,
        });
        self.len += 1;
    }

    /// Replaces the card at `index`; returns the card taken out.
    pub fn replace(&mut self, index: usize, card: Card, value: u8) -> Option<Placed> {
        let slot = self.cards.get_mut(index)?;
        let old = slot.take();
        *slot = Some(Placed { card, value });
        old
    }

    /// Removes the last card.
    pub fn pop(&mut self) -> Option<Placed> {
        let last = self.len.checked_sub(1)?;
        self.len = last;
        self.cards[last as usize].take()
    }

    /// Whether the row is full (six cards).
    pub fn is_full(&self) -> bool {
        self.len() == ROW_LENGTH
    }

    /// Empties the row; returns its cards, first to last.
    pub fn clear(&mut self) -> impl Iterator<Item = Placed> + use<> {
        let cleared = std::mem::take(self);
        cleared
            .cards
            .into_iter()
            .take(cleared.len as usize)
            .flatten()
    }
}

impl Serialize for Row {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Collected first: compact formats (postcard) need the length up front.
        serializer.collect_seq(self.cards().collect::<Vec<_>>())
    }
}

impl<'de> Deserialize<'de> for Row {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Row, D::Error> {
        let cards = Vec::<Placed>::deserialize(deserializer)?;
        if cards.len() > ROW_LENGTH {
            return Err(serde::de::Error::custom("a row holds at most six cards"));
        }
        let mut row = Row::default();
        for placed in cards {
            row.push(placed.card, placed.value);
        }
        Ok(row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(values: &[u8]) -> Row {
        let mut row = Row::default();
        for &v in values {
            row.push(Card::number(v).unwrap(), v);
        }
        row
    }

    #[test]
    fn numbers_go_at_the_end_and_must_be_higher() {
        let r = row(&[3, 5]);
        assert!(r.may_lay(6));
        assert!(!r.may_lay(5));
        assert!(!r.may_lay(4));
        assert!(Row::default().may_lay(11));
    }

    /// Rulebook: a Joker between 5 and 8 becomes 6; before the 3 it is a 1; after the 8
    /// a 9. Never between consecutive numbers, never above 11.
    #[test]
    fn joker_places_and_values() {
        let r = row(&[3, 5, 8]);
        assert_eq!(r.joker_value(2), Some(6));
        assert_eq!(r.joker_value(0), Some(1));
        assert_eq!(r.joker_value(3), Some(9));
        assert_eq!(r.joker_value(1), Some(4));
        assert_eq!(
            row(&[5, 6]).joker_value(1),
            None,
            "between consecutive numbers"
        );
        assert_eq!(
            row(&[1, 4]).joker_value(0),
            None,
            "before a 1 there is no room"
        );
        assert_eq!(row(&[10, 11]).joker_value(2), None, "after 11");
        assert_eq!(Row::default().joker_value(0), Some(1));
    }

    #[test]
    fn switch_keeps_the_row_ascending() {
        let r = row(&[3, 5, 8]);
        assert!(r.may_switch(1, 7));
        assert!(r.may_switch(1, 4));
        assert!(!r.may_switch(1, 8));
        assert!(!r.may_switch(1, 3));
        assert!(r.may_switch(2, 11));
        assert!(r.may_switch(0, 1));
        assert!(!Row::default().may_switch(0, 5));
    }

    #[test]
    fn joker_insertion_shifts_the_rest() {
        let mut r = row(&[3, 5, 8]);
        r.insert_joker(2, 6);
        let values: Vec<u8> = r.cards().map(|p| p.value).collect();
        assert_eq!(values, [3, 5, 6, 8]);
    }
}
