//! Multisets of card faces, for the games whose cards repeat (77, Rauswurf, Help!): a
//! hand is a count per face. Copy, no allocation.

use std::fmt;
use std::marker::PhantomData;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Most faces a game may have.
pub const MAX_FACES: usize = 20;

/// A card face that knows its number: one of `FACES` faces, numbered from 0. Counted in
/// [`Counts`] where cards repeat; held in a [`CardSet`](crate::cardset::CardSet) where
/// every card is different.
pub trait Face: Copy + Eq {
    /// How many faces the game has (at most [`MAX_FACES`] to be counted; to be held in a
    /// set, at most the bits of its [`Word`](crate::cardset::Word)).
    const FACES: usize;
    /// The face's number, 0..FACES.
    fn index(self) -> usize;
    /// The face with number `index`.
    fn from_index(index: usize) -> Self;
}

/// How many cards of each face.
pub struct Counts<C: Face> {
    counts: [u8; MAX_FACES],
    face: PhantomData<C>,
}

impl<C: Face> Clone for Counts<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Face> Copy for Counts<C> {}

impl<C: Face> Default for Counts<C> {
    fn default() -> Self {
        Counts::EMPTY
    }
}

impl<C: Face> PartialEq for Counts<C> {
    fn eq(&self, other: &Self) -> bool {
        self.counts == other.counts
    }
}

impl<C: Face> Eq for Counts<C> {}

impl<C: Face> std::hash::Hash for Counts<C> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.counts.hash(state)
    }
}

impl<C: Face> Counts<C> {
    /// No cards.
    pub const EMPTY: Self = Counts {
        counts: [0; MAX_FACES],
        face: PhantomData,
    };

    /// The multiset with `counts[i]` cards of face `i` (e.g. a game's deck).
    pub fn from_counts(counts: &[u8]) -> Self {
        let mut out = Self::EMPTY;
        for (slot, &n) in out.counts.iter_mut().zip(counts.iter().take(C::FACES)) {
            *slot = n;
        }
        out
    }

    /// Every face of the game, in face order.
    pub fn all_faces() -> impl Iterator<Item = C> {
        (0..C::FACES).map(C::from_index)
    }

    /// How many of `card`.
    pub fn count(&self, card: C) -> u8 {
        self.counts[card.index()]
    }

    /// Whether there is at least one `card`.
    pub fn contains(&self, card: C) -> bool {
        self.count(card) > 0
    }

    /// Adds one `card`.
    pub fn add(&mut self, card: C) {
        let slot = &mut self.counts[card.index()];
        *slot = slot.saturating_add(1);
    }

    /// Removes one `card`; false (and no change) if there is none.
    pub fn remove(&mut self, card: C) -> bool {
        let slot = &mut self.counts[card.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&n| n as usize).sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        let (low, high) = self.counts.split_at(16);
        u128::from_le_bytes(low.try_into().unwrap_or([0; 16])) == 0
            && u32::from_le_bytes(high.try_into().unwrap_or([0; 4])) == 0
    }

    /// The different faces present, as a bit per face index.
    pub fn present(&self) -> u32 {
        // Three word loads and a few bit operations instead of a loop over the bytes.
        let c = &self.counts;
        let word = |at: usize| u64::from_le_bytes(c[at..at + 8].try_into().unwrap_or([0; 8]));
        let tail = u32::from_le_bytes(c[16..20].try_into().unwrap_or([0; 4]));
        nonzero_bytes(word(0)) | nonzero_bytes(word(8)) << 8 | nonzero_bytes(tail as u64) << 16
    }

    /// The different faces present, each once, in face order.
    pub fn faces(&self) -> impl Iterator<Item = C> + use<C> {
        let mut present = self.present();
        std::iter::from_fn(move || {
            if present == 0 {
                return None;
            }
            let index = present.trailing_zeros() as usize;
            present &= present - 1;
            Some(C::from_index(index))
        })
    }

    /// Every card, faces repeated by their count, in face order.
    pub fn iter(&self) -> impl Iterator<Item = C> + '_ {
        Self::all_faces().flat_map(|c| std::iter::repeat_n(c, self.count(c) as usize))
    }

    fn zip_with(&self, other: &Self, f: impl Fn(u8, u8) -> u8) -> Self {
        let mut out = *self;
        for (a, b) in out.counts.iter_mut().zip(other.counts) {
            *a = f(*a, b);
        }
        out
    }

    /// Both together.
    pub fn plus(&self, other: &Self) -> Self {
        self.zip_with(other, u8::saturating_add)
    }

    /// `self` without `other`'s cards (counts never go below zero).
    pub fn minus(&self, other: &Self) -> Self {
        self.zip_with(other, u8::saturating_sub)
    }

    /// The cards in both (the smaller count per face).
    pub fn common(&self, other: &Self) -> Self {
        self.zip_with(other, u8::min)
    }

    /// Whether every card of `self` is in `other`.
    pub fn is_within(&self, other: &Self) -> bool {
        self.counts.iter().zip(other.counts).all(|(a, b)| *a <= b)
    }
}

impl<C: Face> FromIterator<C> for Counts<C> {
    fn from_iter<I: IntoIterator<Item = C>>(iter: I) -> Self {
        let mut out = Self::EMPTY;
        for card in iter {
            out.add(card);
        }
        out
    }
}

impl<C: Face + fmt::Debug> fmt::Debug for Counts<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<C: Face + Serialize> Serialize for Counts<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Collected first: compact formats (postcard) need the length up front.
        serializer.collect_seq(self.iter().collect::<Vec<_>>())
    }
}

impl<'de, C: Face + Deserialize<'de>> Deserialize<'de> for Counts<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Vec::<C>::deserialize(deserializer)?.into_iter().collect())
    }
}

/// One bit per byte of `x` that is not zero (bit `i` for byte `i`, little-endian).
#[inline]
fn nonzero_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // The top bit of each byte is set iff the byte is not zero.
    let high_bits = (((x & LOW7) + LOW7) | x) & !LOW7;
    // Gather the eight top bits into the top byte, in order.
    ((high_bits >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Checks a stacked deal of a multiset deck: as many hands as `hand_count` allows, each
/// holding `hand_size` cards, and the hands and the pile together exactly `deck`.
/// Returns the problem in words.
pub fn check_deal<C: Face + fmt::Debug>(
    hands: &[Vec<C>],
    pile: &[C],
    hand_count: std::ops::RangeInclusive<usize>,
    hand_size: usize,
    deck: &Counts<C>,
) -> Result<(), String> {
    if !hand_count.contains(&hands.len()) {
        let (min, max) = (hand_count.start(), hand_count.end());
        return Err(if min == max {
            format!("{} hands for {max} players", hands.len())
        } else {
            format!(
                "{} hands; a deal has one per player still in ({min} to {max})",
                hands.len()
            )
        });
    }
    if let Some((i, hand)) = hands.iter().enumerate().find(|(_, h)| h.len() != hand_size) {
        return Err(format!(
            "hand {i} has {} cards, each needs {hand_size}",
            hand.len()
        ));
    }
    let all: Counts<C> = hands.iter().flatten().chain(pile).copied().collect();
    if all != *deck {
        return Err(format!(
            "not the {}-card deck: extra {:?}, missing {:?}",
            deck.len(),
            all.minus(deck),
            deck.minus(&all)
        ));
    }
    Ok(())
}

/// Most cards a multiset deck holds inline when shuffled (Help!'s 105 is the largest).
pub const MAX_DECK: usize = 128;

/// A deck shuffled in place, held inline: the games' own deals, without allocating.
/// Dealt in order: the first `hand_size` cards to the first hand, the next to the second,
/// and so on; the rest is the pile, top card first.
pub struct ShuffledDeck<C: Face> {
    cards: [C; MAX_DECK],
    len: usize,
}

impl<C: Face> ShuffledDeck<C> {
    /// Every card of `deck` (in face order), shuffled with `rng`.
    pub fn new(deck: &Counts<C>, rng: &mut impl rand::Rng) -> Self {
        let mut out = ShuffledDeck {
            cards: [C::from_index(0); MAX_DECK],
            len: 0,
        };
        for (face, &count) in deck.counts[..C::FACES].iter().enumerate() {
            let card = C::from_index(face);
            let end = (out.len + count as usize).min(MAX_DECK);
            out.cards[out.len..end].fill(card);
            out.len = end;
        }
        out.shuffle(rng);
        out
    }

    /// `cards` in the order given, shuffled with `rng` (e.g. discards turned into a pile).
    /// Cards beyond [`MAX_DECK`] are left out.
    pub fn of_cards(cards: impl IntoIterator<Item = C>, rng: &mut impl rand::Rng) -> Self {
        let mut out = ShuffledDeck {
            cards: [C::from_index(0); MAX_DECK],
            len: 0,
        };
        for (slot, card) in out.cards.iter_mut().zip(cards) {
            *slot = card;
            out.len += 1;
        }
        out.shuffle(rng);
        out
    }

    fn shuffle(&mut self, rng: &mut impl rand::Rng) {
        use rand::seq::SliceRandom;
        self.cards[..self.len].shuffle(rng);
    }

    /// All the cards, top of the pile first.
    pub fn cards(&self) -> &[C] {
        &self.cards[..self.len]
    }

    /// The cards dealt into `hands` hands of `hand_size` (fewer if the deck runs out).
    pub fn dealt(&self, hands: usize, hand_size: usize) -> &[C] {
        &self.cards[..(hands * hand_size).min(self.len)]
    }

    /// The hands dealt, each `hand_size` cards (the last one short if the deck runs out).
    pub fn hands(&self, hands: usize, hand_size: usize) -> impl Iterator<Item = &[C]> + '_ {
        self.dealt(hands, hand_size).chunks(hand_size.max(1))
    }

    /// The pile left after `hands` hands of `hand_size`, top card first.
    pub fn pile(&self, hands: usize, hand_size: usize) -> &[C] {
        &self.cards[self.dealt(hands, hand_size).len()..self.len]
    }
}

/// A fresh shuffle of `deck` dealt into `hands` hands of `hand_size`; returns the hands and
/// the rest as the pile, top card first.
pub fn shuffled_deal<C: Face>(
    deck: &Counts<C>,
    hands: usize,
    hand_size: usize,
    rng: &mut impl rand::Rng,
) -> (Vec<Vec<C>>, Vec<C>) {
    let shuffled = ShuffledDeck::new(deck, rng);
    (
        shuffled
            .hands(hands, hand_size)
            .map(<[C]>::to_vec)
            .collect(),
        shuffled.pile(hands, hand_size).to_vec(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct Die(u8);

    impl Face for Die {
        const FACES: usize = 6;
        fn index(self) -> usize {
            self.0 as usize
        }
        fn from_index(index: usize) -> Self {
            Die(index as u8)
        }
    }

    #[test]
    fn nonzero_bytes_marks_exactly_the_nonzero_bytes() {
        for pattern in 0u32..256 {
            for value in [1u8, 2, 0x7f, 0x80, 0x81, 0xff] {
                let bytes: [u8; 8] =
                    std::array::from_fn(|i| if pattern >> i & 1 == 1 { value } else { 0 });
                assert_eq!(
                    nonzero_bytes(u64::from_le_bytes(bytes)),
                    pattern,
                    "{bytes:?}"
                );
            }
        }
    }

    #[test]
    fn present_has_a_bit_per_face_held() {
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        struct Twenty(u8);
        impl Face for Twenty {
            const FACES: usize = 20;
            fn index(self) -> usize {
                self.0 as usize
            }
            fn from_index(index: usize) -> Self {
                Twenty(index as u8)
            }
        }
        for face in 0..20u8 {
            let mut counts = Counts::<Twenty>::EMPTY;
            counts.add(Twenty(face));
            counts.add(Twenty(19 - face));
            assert_eq!(counts.present(), 1 << face | 1 << (19 - face));
            assert_eq!(
                counts.faces().collect::<Vec<_>>(),
                (0..20)
                    .filter(|&f| f == face || f == 19 - face)
                    .map(Twenty)
                    .collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn counts_add_remove_and_combine() {
        let a: Counts<Die> = [Die(0), Die(0), Die(3)].into_iter().collect();
        let b: Counts<Die> = [Die(0), Die(5)].into_iter().collect();
        assert_eq!(a.len(), 3);
        assert_eq!(a.plus(&b).count(Die(0)), 3);
        assert_eq!(a.minus(&b).iter().collect::<Vec<_>>(), [Die(0), Die(3)]);
        assert_eq!(a.common(&b).iter().collect::<Vec<_>>(), [Die(0)]);
        assert!(a.common(&b).is_within(&a));
        let mut c = a;
        assert!(c.remove(Die(3)));
        assert!(!c.remove(Die(3)));
        assert_eq!(c.faces().collect::<Vec<_>>(), [Die(0)]);
        assert_eq!(Counts::<Die>::from_counts(&[1, 2, 3]).len(), 6);
    }

    #[test]
    fn faces_are_the_present_ones_in_order_once_each() {
        let hand = Counts::<Die>::from_counts(&[0, 3, 0, 1, 0, 2]);
        assert_eq!(hand.faces().collect::<Vec<_>>(), [Die(1), Die(3), Die(5)]);
        assert_eq!(Counts::<Die>::EMPTY.faces().count(), 0);
        assert!(Counts::<Die>::EMPTY.is_empty());
        assert!(!hand.is_empty());
    }
}
