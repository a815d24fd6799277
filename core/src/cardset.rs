//! Sets of cards, for the games whose every card is different (Elfer raus, 22Juhu): a
//! bit per card, by the card's [`Face`] index. Copy, no allocation.
//!
//! A game names its set `pub type CardSet = crate::cardset::CardSet<Card>;` and writes
//! its own helpers (a colour, the deck) as an `impl CardSet` over [`CardSet::from_bits`].

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::multiset::Face;

/// Most cards a set can tell apart.
pub const MAX_CARDS: usize = 128;

/// A set of cards of one game: bit `i` for the card whose [`Face::index`] is `i`.
pub struct CardSet<C: Face> {
    bits: u128,
    card: PhantomData<fn() -> C>,
}

impl<C: Face> CardSet<C> {
    /// No cards.
    pub const EMPTY: Self = Self::from_bits(0);

    /// Every card of the game.
    pub const ALL: Self = Self::from_bits(if C::FACES >= MAX_CARDS {
        u128::MAX
    } else {
        (1u128 << C::FACES) - 1
    });

    /// The set with bit `i` of `bits` for the card of index `i` (bits from
    /// [`Face::FACES`] up are dropped). For a game's own masks, such as a colour.
    pub const fn from_bits(bits: u128) -> Self {
        const { assert!(C::FACES <= MAX_CARDS, "a card set holds at most 128 cards") };
        let mask = if C::FACES >= MAX_CARDS {
            u128::MAX
        } else {
            (1u128 << C::FACES) - 1
        };
        Self::raw(bits & mask)
    }

    /// The set of `bits`, all below [`Face::FACES`].
    const fn raw(bits: u128) -> Self {
        CardSet {
            bits,
            card: PhantomData,
        }
    }

    /// The set as bits: bit `i` for the card of index `i`.
    pub const fn bits(self) -> u128 {
        self.bits
    }

    /// The set holding just `card`.
    pub fn single(card: C) -> Self {
        Self::raw(bit(card))
    }

    /// Whether `card` is in the set.
    pub fn contains(self, card: C) -> bool {
        self.bits & bit(card) != 0
    }

    /// Adds `card`.
    pub fn insert(&mut self, card: C) {
        self.bits |= bit(card);
    }

    /// Removes `card`.
    pub fn remove(&mut self, card: C) {
        self.bits &= !bit(card);
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// Whether there are none.
    pub fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// Cards in both sets.
    pub fn and(self, other: Self) -> Self {
        Self::raw(self.bits & other.bits)
    }

    /// Cards in either set.
    pub fn or(self, other: Self) -> Self {
        Self::raw(self.bits | other.bits)
    }

    /// Cards in `self` but not in `other`.
    pub fn minus(self, other: Self) -> Self {
        Self::raw(self.bits & !other.bits)
    }

    /// Whether every card of `self` is in `other`.
    pub fn is_within(self, other: Self) -> bool {
        self.bits & !other.bits == 0
    }

    /// The cards in index order.
    pub fn iter(self) -> impl Iterator<Item = C> + use<C> {
        let mut bits = self.bits;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(C::from_index(index))
        })
    }

    /// The `n`-th card in [`CardSet::iter`] order, if there is one.
    pub fn nth(self, n: usize) -> Option<C> {
        self.iter().nth(n)
    }

    /// Every subset of this set (2^len of them), the empty set first.
    pub fn subsets(self) -> impl Iterator<Item = Self> + use<C> {
        let full = self.bits;
        let mut next = Some(0u128);
        std::iter::from_fn(move || {
            let current = next?;
            next = (current != full).then(|| current.wrapping_sub(full) & full);
            Some(Self::raw(current))
        })
    }
}

/// The card's bit.
fn bit<C: Face>(card: C) -> u128 {
    1u128 << card.index()
}

impl<C: Face> Clone for CardSet<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Face> Copy for CardSet<C> {}

impl<C: Face> Default for CardSet<C> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<C: Face> PartialEq for CardSet<C> {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}

impl<C: Face> Eq for CardSet<C> {}

impl<C: Face> Hash for CardSet<C> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.bits.hash(state)
    }
}

/// Sets compare by their bits read as a number: the set with the highest card that
/// only one of them holds is the greater.
impl<C: Face> PartialOrd for CardSet<C> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<C: Face> Ord for CardSet<C> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.bits.cmp(&other.bits)
    }
}

impl<C: Face> FromIterator<C> for CardSet<C> {
    fn from_iter<I: IntoIterator<Item = C>>(iter: I) -> Self {
        let mut set = Self::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl<C: Face + fmt::Debug> fmt::Debug for CardSet<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Written as the list of its cards, in index order.
impl<C: Face + Serialize> Serialize for CardSet<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// Read from a list of cards; a card listed twice is an error.
impl<'de, C: Face + Deserialize<'de>> Deserialize<'de> for CardSet<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<C>::deserialize(deserializer)?;
        let set: Self = cards.iter().copied().collect();
        if set.len() != cards.len() {
            return Err(serde::de::Error::custom("a card appears twice in one set"));
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Test cards: `$name(i)` is card `i` of `$faces`.
    macro_rules! numbered {
        ($name:ident, $faces:expr) => {
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
            struct $name(u8);

            impl Face for $name {
                const FACES: usize = $faces;
                fn index(self) -> usize {
                    self.0 as usize
                }
                fn from_index(index: usize) -> Self {
                    $name(index as u8)
                }
            }
        };
    }
    numbered!(Small, 38);
    numbered!(Full, 128);

    #[test]
    fn all_holds_every_card_and_from_bits_drops_the_rest() {
        assert_eq!(CardSet::<Small>::ALL.len(), 38);
        assert_eq!(CardSet::<Full>::ALL.len(), 128);
        assert_eq!(CardSet::<Small>::from_bits(u128::MAX), CardSet::ALL);
        assert_eq!(CardSet::<Small>::from_bits(1 << 40), CardSet::EMPTY);
        assert!(CardSet::<Full>::ALL.contains(Full(127)));
    }

    #[test]
    fn insert_remove_and_combine() {
        let mut set = CardSet::<Full>::EMPTY;
        set.insert(Full(0));
        set.insert(Full(127));
        set.insert(Full(64));
        set.insert(Full(64));
        assert_eq!(set.len(), 3);
        assert!(set.contains(Full(64)) && !set.contains(Full(63)));
        set.remove(Full(64));
        set.remove(Full(5));
        assert_eq!(set.iter().collect::<Vec<_>>(), [Full(0), Full(127)]);
        let other: CardSet<Full> = [Full(0), Full(9)].into_iter().collect();
        assert_eq!(set.and(other), CardSet::single(Full(0)));
        assert_eq!(set.or(other).len(), 3);
        assert_eq!(set.minus(other), CardSet::single(Full(127)));
        assert!(set.and(other).is_within(set) && !set.is_within(other));
        assert_eq!(set.nth(1), Some(Full(127)));
        assert_eq!(set.nth(2), None);
    }

    #[test]
    fn cards_come_in_index_order_and_sets_order_by_their_highest_difference() {
        let set: CardSet<Small> = [Small(30), Small(2), Small(17)].into_iter().collect();
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [Small(2), Small(17), Small(30)]
        );
        assert!(CardSet::single(Small(30)) > CardSet::from_bits(0b111));
        assert_eq!(format!("{set:?}"), "{Small(2), Small(17), Small(30)}");
    }

    #[test]
    fn subsets_are_all_distinct_and_within() {
        let set: CardSet<Full> = [Full(1), Full(100), Full(127)].into_iter().collect();
        let subsets: Vec<_> = set.subsets().collect();
        assert_eq!(subsets.len(), 8);
        assert_eq!(subsets[0], CardSet::EMPTY);
        assert_eq!(subsets[7], set);
        assert!(subsets.iter().all(|s| s.is_within(set)));
        let distinct: std::collections::HashSet<_> = subsets.iter().collect();
        assert_eq!(distinct.len(), 8);
        assert_eq!(CardSet::<Small>::EMPTY.subsets().count(), 1);
    }

    #[test]
    fn serde_writes_the_cards_and_refuses_a_card_twice() {
        let set: CardSet<Small> = [Small(3), Small(1)].into_iter().collect();
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, "[1,3]");
        assert_eq!(serde_json::from_str::<CardSet<Small>>(&json).unwrap(), set);
        let twice = serde_json::from_str::<CardSet<Small>>("[1,1]").unwrap_err();
        assert!(twice.to_string().contains("twice"), "{twice}");
    }
}
