//! The hands of a deal as a `Dealt` event carries them, held inline: every game deals
//! in its inner loop (bots' playouts cross rounds), so building the event must not
//! allocate. Serialized exactly like `Vec<Option<Vec<Card>>>`: one entry per seat, the
//! seat's cards in the order dealt, or `null` for a hand the viewer may not see.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use smallvec::SmallVec;

/// Most seats a deal may have (the largest table of any game).
pub const MAX_SEATS: usize = 8;

/// Marks a seat whose hand is hidden in [`DealtHands::lens`].
const HIDDEN: u8 = u8::MAX;

/// The hands of one deal, each shown (its cards in the order dealt) or hidden. Holds up
/// to `N` shown cards inline; a larger deal (only from hostile input) spills to the heap.
#[derive(Clone, PartialEq, Eq)]
pub struct DealtHands<C: Copy, const N: usize> {
    /// The shown hands' cards, seat after seat.
    cards: SmallVec<[C; N]>,
    /// Cards per seat, [`HIDDEN`] for a hidden hand; entries from `seats` on are unused.
    lens: [u8; MAX_SEATS],
    seats: u8,
}

/// Why a list of hands does not fit [`DealtHands`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealtHandsError {
    /// More seats than any game has.
    #[error("{0} hands (at most {MAX_SEATS})")]
    TooManySeats(usize),
    /// A hand larger than any game deals.
    #[error("a hand of {0} cards (at most 254)")]
    HandTooLarge(usize),
}

impl<C: Copy, const N: usize> Default for DealtHands<C, N> {
    fn default() -> Self {
        DealtHands {
            cards: SmallVec::new(),
            lens: [HIDDEN; MAX_SEATS],
            seats: 0,
        }
    }
}

impl<C: Copy, const N: usize> DealtHands<C, N> {
    /// No seats yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds the next seat's hand: its cards in the order dealt, or `None` if hidden.
    pub fn push(&mut self, hand: Option<&[C]>) -> Result<(), DealtHandsError> {
        let seat = self.seats as usize;
        if seat >= MAX_SEATS {
            return Err(DealtHandsError::TooManySeats(seat + 1));
        }
        self.lens[seat] = match hand {
            Some(cards) if cards.len() >= HIDDEN as usize => {
                return Err(DealtHandsError::HandTooLarge(cards.len()));
            }
            Some(cards) => {
                self.cards.extend_from_slice(cards);
                cards.len() as u8
            }
            None => HIDDEN,
        };
        self.seats += 1;
        Ok(())
    }

    /// Every hand shown, each `hand_size` cards taken in turn from `cards` (a dealt deck,
    /// as in the game's shuffled deal: seat 0's cards first). Stops early at `MAX_SEATS`
    /// seats or when `cards` runs out.
    pub fn from_deck(cards: &[C], seats: usize, hand_size: usize) -> Self {
        let mut hands = Self::new();
        for hand in cards.chunks_exact(hand_size.max(1)).take(seats) {
            if hands.push(Some(hand)).is_err() {
                break;
            }
        }
        hands
    }

    /// Number of seats.
    pub fn len(&self) -> usize {
        self.seats as usize
    }

    /// Whether there are no seats.
    pub fn is_empty(&self) -> bool {
        self.seats == 0
    }

    /// The cards of `seat` in the order dealt, or `None` if hidden or not at the table.
    pub fn get(&self, seat: usize) -> Option<&[C]> {
        self.iter().nth(seat).flatten()
    }

    /// Each seat's hand in seat order: its cards, or `None` if hidden.
    pub fn iter(&self) -> impl Iterator<Item = Option<&[C]>> + '_ {
        let mut start = 0;
        self.lens[..self.len()].iter().map(move |&len| {
            if len == HIDDEN {
                return None;
            }
            let hand = &self.cards[start..start + len as usize];
            start += len as usize;
            Some(hand)
        })
    }

    /// The same seats with only `viewer`'s hand shown (what `viewer` may see).
    pub fn only_shown_to(&self, viewer: usize) -> Self {
        self.shown_where(|seat, _| seat == viewer)
    }

    /// The same seats, each shown hand still shown only if `show(seat, cards)` says so.
    pub fn shown_where(&self, show: impl Fn(usize, &[C]) -> bool) -> Self {
        let mut out = Self::new();
        for (seat, hand) in self.iter().enumerate() {
            // Cannot fail: `self` already fits.
            let _ = out.push(hand.filter(|cards| show(seat, cards)));
        }
        out
    }
}

impl<C: Copy, const N: usize> FromIterator<Option<Vec<C>>> for DealtHands<C, N> {
    /// Hands from lists (tests); seats beyond [`MAX_SEATS`] and oversized hands are
    /// left out.
    fn from_iter<I: IntoIterator<Item = Option<Vec<C>>>>(iter: I) -> Self {
        let mut out = Self::new();
        for hand in iter {
            let _ = out.push(hand.as_deref());
        }
        out
    }
}

impl<C: Copy + fmt::Debug, const N: usize> fmt::Debug for DealtHands<C, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<C: Copy + Serialize, const N: usize> Serialize for DealtHands<C, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Collected first: compact formats (postcard) need the length up front.
        serializer.collect_seq(self.iter().collect::<Vec<_>>())
    }
}

impl<'de, C: Copy + Deserialize<'de>, const N: usize> Deserialize<'de> for DealtHands<C, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let hands = Vec::<Option<Vec<C>>>::deserialize(deserializer)?;
        let mut out = Self::new();
        for hand in &hands {
            out.push(hand.as_deref())
                .map_err(serde::de::Error::custom)?;
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serializes_like_a_list_of_optional_hands() {
        let hands: DealtHands<u8, 8> = DealtHands::from_deck(&[5, 1, 4, 2, 9, 9], 3, 2);
        assert_eq!(
            serde_json::to_string(&hands).unwrap(),
            "[[5,1],[4,2],[9,9]]"
        );
        let seen = hands.only_shown_to(1);
        let json = serde_json::to_string(&seen).unwrap();
        assert_eq!(json, "[null,[4,2],null]");
        let back: DealtHands<u8, 8> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, seen);
        assert_eq!(back.get(1), Some(&[4, 2][..]));
        assert_eq!(back.get(0), None);
        assert_eq!(back.get(7), None);
    }

    #[test]
    fn too_many_seats_or_cards_are_refused_on_load() {
        let nine = format!("[{}]", ["null"; 9].join(","));
        assert!(serde_json::from_str::<DealtHands<u8, 8>>(&nine).is_err());
        let huge = format!("[[{}]]", ["1"; 300].join(","));
        assert!(serde_json::from_str::<DealtHands<u8, 8>>(&huge).is_err());
        // More cards than held inline is fine (it spills to the heap).
        let big = format!("[[{}],[1]]", ["1"; 20].join(","));
        let hands: DealtHands<u8, 8> = serde_json::from_str(&big).unwrap();
        assert_eq!(hands.get(0).map(<[u8]>::len), Some(20));
    }
}
