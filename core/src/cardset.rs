//! Sets of cards, for the games whose every card is different (Elfer raus, 22Juhu): a
//! bit per card, by the card's [`Face`] index, in a machine word of the game's choosing
//! (`u64` for up to 64 cards, `u128` for up to 128). Copy, no allocation.
//!
//! A game names its set, e.g. `pub type CardSet = crate::cardset::CardSet<Card, u64>;`,
//! and writes its own helpers (a colour, the deck) as an `impl CardSet` over
//! [`CardSet::from_bits`].

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::{BitAnd, BitOr, Not, Shl};

use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::multiset::Face;

/// Reads a card's index as a compact (not human-readable) format writes it — the
/// nearby-play wire carries a card as one byte — refusing an index no card has
/// (`faces` or above).
pub fn read_card_index<'de, D: Deserializer<'de>>(
    deserializer: D,
    faces: usize,
) -> Result<u8, D::Error> {
    let index = u8::deserialize(deserializer)?;
    if usize::from(index) < faces {
        Ok(index)
    } else {
        Err(serde::de::Error::custom(format!(
            "no card has index {index}"
        )))
    }
}

/// The word a [`CardSet`] keeps its bits in: `u64` or `u128`. The smallest word that
/// fits the game's cards keeps its actions and states small.
pub trait Word:
    Copy
    + Eq
    + Ord
    + Hash
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
{
    /// Bits in the word: the most cards a set in it can hold.
    const BITS: usize;
    /// No bit set.
    const ZERO: Self;
    /// The lowest bit.
    const ONE: Self;
    /// How many bits are set.
    fn count_ones(self) -> u32;
    /// The index of the lowest bit set (`BITS` for none).
    fn trailing_zeros(self) -> u32;
    /// `self - other`, wrapping.
    fn wrapping_sub(self, other: Self) -> Self;
}

macro_rules! word {
    ($($t:ty),*) => {$(
        impl Word for $t {
            const BITS: usize = <$t>::BITS as usize;
            const ZERO: Self = 0;
            const ONE: Self = 1;
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            fn wrapping_sub(self, other: Self) -> Self {
                <$t>::wrapping_sub(self, other)
            }
        }
    )*};
}
word!(u64, u128);

/// A set of cards of one game: bit `i` of the word `W` for the card whose
/// [`Face::index`] is `i`.
pub struct CardSet<C: Face, W: Word> {
    bits: W,
    card: PhantomData<fn() -> C>,
}

impl<C: Face, W: Word> CardSet<C, W> {
    /// No cards.
    pub const EMPTY: Self = Self::from_bits(W::ZERO);

    /// The set with bit `i` of `bits` for the card of index `i`. For a game's own masks,
    /// such as a colour; the bits from [`Face::FACES`] up must be clear.
    #[inline]
    pub const fn from_bits(bits: W) -> Self {
        const { assert!(C::FACES <= W::BITS, "the word is too small for the cards") };
        CardSet {
            bits,
            card: PhantomData,
        }
    }

    /// The set as bits: bit `i` for the card of index `i`.
    #[inline]
    pub const fn bits(self) -> W {
        self.bits
    }

    /// Every card of the game.
    #[inline]
    pub fn all() -> Self {
        if C::FACES == W::BITS {
            Self::from_bits(!W::ZERO)
        } else {
            Self::from_bits((W::ONE << C::FACES as u32).wrapping_sub(W::ONE))
        }
    }

    /// The set holding just `card`.
    #[inline]
    pub fn single(card: C) -> Self {
        Self::from_bits(bit(card))
    }

    /// Whether `card` is in the set.
    #[inline]
    pub fn contains(self, card: C) -> bool {
        self.bits & bit(card) != W::ZERO
    }

    /// Adds `card`.
    #[inline]
    pub fn insert(&mut self, card: C) {
        self.bits = self.bits | bit(card);
    }

    /// Removes `card`.
    #[inline]
    pub fn remove(&mut self, card: C) {
        self.bits = self.bits & !bit::<C, W>(card);
    }

    /// Number of cards.
    #[inline]
    pub fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.bits == W::ZERO
    }

    /// Cards in both sets.
    #[inline]
    pub fn and(self, other: Self) -> Self {
        Self::from_bits(self.bits & other.bits)
    }

    /// Cards in either set.
    #[inline]
    pub fn or(self, other: Self) -> Self {
        Self::from_bits(self.bits | other.bits)
    }

    /// Cards in `self` but not in `other`.
    #[inline]
    pub fn minus(self, other: Self) -> Self {
        Self::from_bits(self.bits & !other.bits)
    }

    /// Whether every card of `self` is in `other`.
    #[inline]
    pub fn is_within(self, other: Self) -> bool {
        self.bits & !other.bits == W::ZERO
    }

    /// The cards in index order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = C> + use<C, W> {
        let mut bits = self.bits;
        std::iter::from_fn(move || {
            if bits == W::ZERO {
                return None;
            }
            let index = bits.trailing_zeros() as usize;
            bits = bits & bits.wrapping_sub(W::ONE);
            Some(C::from_index(index))
        })
    }

    /// The `n`-th card in [`CardSet::iter`] order, if there is one.
    #[inline]
    pub fn nth(self, n: usize) -> Option<C> {
        self.iter().nth(n)
    }

    /// Every subset of this set (2^len of them), the empty set first.
    #[inline]
    pub fn subsets(self) -> impl Iterator<Item = Self> + use<C, W> {
        let full = self.bits;
        let mut next = Some(W::ZERO);
        std::iter::from_fn(move || {
            let current = next?;
            next = (current != full).then(|| current.wrapping_sub(full) & full);
            Some(Self::from_bits(current))
        })
    }
}

/// The card's bit.
#[inline]
fn bit<C: Face, W: Word>(card: C) -> W {
    W::ONE << card.index() as u32
}

impl<C: Face, W: Word> Clone for CardSet<C, W> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Face, W: Word> Copy for CardSet<C, W> {}

impl<C: Face, W: Word> Default for CardSet<C, W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<C: Face, W: Word> PartialEq for CardSet<C, W> {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}

impl<C: Face, W: Word> Eq for CardSet<C, W> {}

impl<C: Face, W: Word> Hash for CardSet<C, W> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.bits.hash(state)
    }
}

/// Sets compare by their bits read as a number: the set with the highest card that
/// only one of them holds is the greater.
impl<C: Face, W: Word> PartialOrd for CardSet<C, W> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<C: Face, W: Word> Ord for CardSet<C, W> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.bits.cmp(&other.bits)
    }
}

impl<C: Face, W: Word> FromIterator<C> for CardSet<C, W> {
    fn from_iter<I: IntoIterator<Item = C>>(iter: I) -> Self {
        let mut set = Self::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl<C: Face + fmt::Debug, W: Word> fmt::Debug for CardSet<C, W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Written as the list of its cards, in index order.
impl<C: Face + Serialize, W: Word> Serialize for CardSet<C, W> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // The length up front: compact formats (postcard) need it.
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for card in self.iter() {
            seq.serialize_element(&card)?;
        }
        seq.end()
    }
}

/// Read from a list of cards; a card listed twice is an error.
impl<'de, C: Face + Deserialize<'de>, W: Word> Deserialize<'de> for CardSet<C, W> {
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
    type Set38 = CardSet<Small, u64>;
    type Set128 = CardSet<Full, u128>;

    #[test]
    fn all_holds_every_card() {
        assert_eq!(Set38::all().len(), 38);
        assert_eq!(Set38::all().bits(), (1 << 38) - 1);
        assert_eq!(Set128::all().len(), 128);
        assert!(Set128::all().contains(Full(127)));
        assert_eq!(Set38::EMPTY.len(), 0);
    }

    #[test]
    fn insert_remove_and_combine() {
        let mut set = Set128::EMPTY;
        set.insert(Full(0));
        set.insert(Full(127));
        set.insert(Full(64));
        set.insert(Full(64));
        assert_eq!(set.len(), 3);
        assert!(set.contains(Full(64)) && !set.contains(Full(63)));
        set.remove(Full(64));
        set.remove(Full(5));
        assert_eq!(set.iter().collect::<Vec<_>>(), [Full(0), Full(127)]);
        let other: Set128 = [Full(0), Full(9)].into_iter().collect();
        assert_eq!(set.and(other), CardSet::single(Full(0)));
        assert_eq!(set.or(other).len(), 3);
        assert_eq!(set.minus(other), CardSet::single(Full(127)));
        assert!(set.and(other).is_within(set) && !set.is_within(other));
        assert_eq!(set.nth(1), Some(Full(127)));
        assert_eq!(set.nth(2), None);
    }

    #[test]
    fn cards_come_in_index_order_and_sets_order_by_their_highest_difference() {
        let set: Set38 = [Small(30), Small(2), Small(17)].into_iter().collect();
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [Small(2), Small(17), Small(30)]
        );
        assert!(Set38::single(Small(30)) > Set38::from_bits(0b111));
        assert_eq!(format!("{set:?}"), "{Small(2), Small(17), Small(30)}");
    }

    #[test]
    fn subsets_are_all_distinct_and_within() {
        let set: Set128 = [Full(1), Full(100), Full(127)].into_iter().collect();
        let subsets: Vec<_> = set.subsets().collect();
        assert_eq!(subsets.len(), 8);
        assert_eq!(subsets[0], CardSet::EMPTY);
        assert_eq!(subsets[7], set);
        assert!(subsets.iter().all(|s| s.is_within(set)));
        let distinct: std::collections::HashSet<_> = subsets.iter().collect();
        assert_eq!(distinct.len(), 8);
        assert_eq!(Set38::EMPTY.subsets().count(), 1);
    }

    #[test]
    fn serde_writes_the_cards_and_refuses_a_card_twice() {
        let set: Set38 = [Small(3), Small(1)].into_iter().collect();
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, "[1,3]");
        assert_eq!(serde_json::from_str::<Set38>(&json).unwrap(), set);
        let twice = serde_json::from_str::<Set38>("[1,1]").unwrap_err();
        assert!(twice.to_string().contains("twice"), "{twice}");
    }
}
