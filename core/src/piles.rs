//! An ordered pile of cards held inline: no allocation when a state is cloned, which
//! bots do a lot. Every game's draw and discard piles use it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A pile of at most `N` cards. Serialized as a list, top card first.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Pile<C: Copy, const N: usize> {
    /// Bottom card at index 0, top card at `len - 1`.
    cards: [Option<C>; N],
    len: u8,
}

impl<C: Copy, const N: usize> Default for Pile<C, N> {
    fn default() -> Self {
        Pile {
            cards: [None; N],
            len: 0,
        }
    }
}

impl<C: Copy, const N: usize> Pile<C, N> {
    /// A pile from a list given top card first (cards beyond `N` are dropped).
    pub fn from_top_first(cards: &[C]) -> Self {
        let mut pile = Pile::default();
        pile.set_top_first(cards);
        pile
    }

    /// Makes this the pile of `cards`, given top card first (cards beyond `N` are
    /// dropped), in place: the same as `*self = Pile::from_top_first(cards)`.
    pub fn set_top_first(&mut self, cards: &[C]) {
        let len = cards.len().min(N);
        let (used, rest) = self.cards.split_at_mut(len);
        // The bottom card is the last one given.
        for (slot, card) in used.iter_mut().zip(cards[..len].iter().rev()) {
            *slot = Some(*card);
        }
        // Slots above the top stay empty, as `draw` leaves them.
        let old_len = (self.len as usize).max(len);
        for slot in &mut rest[..old_len - len] {
            *slot = None;
        }
        self.len = len as u8;
    }

    /// Puts `card` on top; a full pile stays as it is.
    pub fn push(&mut self, card: C) {
        if (self.len as usize) < N {
            self.cards[self.len as usize] = Some(card);
            self.len += 1;
        }
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<C> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        self.cards[self.len as usize].take()
    }

    /// The top card.
    pub fn top(&self) -> Option<C> {
        self.len.checked_sub(1).and_then(|i| self.cards[i as usize])
    }

    /// Cards in the pile.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the pile is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards, top first.
    pub fn top_first(&self) -> impl Iterator<Item = C> + '_ {
        self.cards[..self.len as usize]
            .iter()
            .rev()
            .flatten()
            .copied()
    }

    /// The cards, bottom first (the order they were put down).
    pub fn bottom_first(&self) -> impl Iterator<Item = C> + '_ {
        self.cards[..self.len as usize].iter().flatten().copied()
    }
}

impl<C: Copy + std::fmt::Debug, const N: usize> std::fmt::Debug for Pile<C, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.top_first()).finish()
    }
}

impl<C: Copy + Serialize, const N: usize> Serialize for Pile<C, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Collected first: compact formats (postcard) need the length up front.
        serializer.collect_seq(self.top_first().collect::<Vec<_>>())
    }
}

impl<'de, C: Copy + Deserialize<'de>, const N: usize> Deserialize<'de> for Pile<C, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<C>::deserialize(deserializer)?;
        if cards.len() > N {
            return Err(serde::de::Error::custom(format!(
                "a pile of {} cards (at most {N})",
                cards.len()
            )));
        }
        Ok(Pile::from_top_first(&cards))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_from_the_top_in_the_order_given() {
        let mut pile: Pile<u8, 4> = Pile::from_top_first(&[1, 2, 3]);
        assert_eq!(pile.top(), Some(1));
        assert_eq!(pile.draw(), Some(1));
        pile.push(9);
        assert_eq!(pile.top_first().collect::<Vec<_>>(), [9, 2, 3]);
        assert_eq!(pile.bottom_first().collect::<Vec<_>>(), [3, 2, 9]);
        pile.push(8);
        pile.push(7);
        assert_eq!(pile.len(), 4, "a full pile ignores more cards");
        assert_eq!(serde_json::to_string(&pile).unwrap(), "[8,9,2,3]");
    }

    #[test]
    fn an_oversized_pile_is_refused_on_load() {
        assert!(serde_json::from_str::<Pile<u8, 2>>("[1,2,3]").is_err());
        assert!(serde_json::from_str::<Pile<u8, 2>>("[1,2]").is_ok());
    }
}
