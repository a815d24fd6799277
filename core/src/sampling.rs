//! Dealing hidden cards at random under constraints, for determinization.
//!
//! A seat that samples a full state from what it knows must put every unseen card
//! somewhere (another hand, the pile, …) so that every place gets its number of cards
//! and no card lands where the seat's knowledge rules it out ("seat 2 showed it has no
//! red zero"). [`deal_constrained`] does that: a randomized bipartite matching with
//! capacities, which always finds a placement when one exists.

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::multiset::{Counts, Face, MAX_DECK, ShuffledDeck};

/// Most items a constrained deal places (the largest deck).
pub const MAX_ITEMS: usize = MAX_DECK;
/// Most slots a constrained deal fills (hands and piles).
pub const MAX_SLOTS: usize = 12;
/// Most hands [`deal_pile_and_hands`] deals.
pub const MAX_HANDS: usize = 8;

/// Cards held inline, up to a whole deck: the lists a sampled world is built from.
pub type CardList<C> = SmallVec<[C; MAX_ITEMS]>;

/// Marks an item not placed yet.
const UNPLACED: u8 = u8::MAX;

/// Where [`deal_constrained`] put each item, held inline.
#[derive(Clone, Copy)]
pub struct Placement {
    slot_of: [u8; MAX_ITEMS],
    len: usize,
}

impl Placement {
    /// The slot of each item, in the order of the items.
    pub fn slots(&self) -> impl Iterator<Item = usize> + '_ {
        self.slot_of[..self.len].iter().map(|&slot| slot as usize)
    }
}

/// Deals every item into one of the slots, each slot taking exactly `room[slot]`
/// items (the rooms must add up to the number of items), an item only where
/// `allowed(item, slot)` says so. Returns the slot of each item, or `None` when no
/// placement respects the constraints (or there are more than [`MAX_ITEMS`] items or
/// [`MAX_SLOTS`] slots). Allocates nothing: the hard bot deals thousands of worlds a
/// decision.
///
/// Items that some slot refuses are placed first, each trying slots in a random order
/// weighted by free room (moving earlier items aside when stuck, as in Kuhn's
/// augmenting paths); the unconstrained rest fill the remaining room uniformly.
pub fn deal_constrained<T: Copy>(
    items: &[T],
    room: &[usize],
    allowed: impl Fn(T, usize) -> bool,
    mut rng: &mut dyn RngCore,
) -> Option<Placement> {
    if items.len() > MAX_ITEMS
        || room.len() > MAX_SLOTS
        || room.iter().sum::<usize>() != items.len()
    {
        return None;
    }
    let mut dealer = Dealer {
        slot_of: [UNPLACED; MAX_ITEMS],
        load: [0; MAX_SLOTS],
        room,
        items: items.len(),
    };
    let mut order = [0u8; MAX_ITEMS];
    let mut constrained = 0;
    for (i, &item) in items.iter().enumerate() {
        if (0..room.len()).any(|s| !allowed(item, s)) {
            order[constrained] = i as u8;
            constrained += 1;
        }
    }
    order[..constrained].shuffle(&mut rng);
    for &item in &order[..constrained] {
        let mut visited = [false; MAX_SLOTS];
        if !dealer.place(item as usize, items, &allowed, &mut visited, rng) {
            return None;
        }
    }
    let mut free = 0;
    for i in 0..items.len() {
        if dealer.slot_of[i] == UNPLACED {
            order[free] = i as u8;
            free += 1;
        }
    }
    order[..free].shuffle(&mut rng);
    let mut next = order[..free].iter();
    for (slot, &room) in room.iter().enumerate() {
        while dealer.load[slot] < room {
            let item = *next.next()?;
            dealer.slot_of[item as usize] = slot as u8;
            dealer.load[slot] += 1;
        }
    }
    Some(Placement {
        slot_of: dealer.slot_of,
        len: items.len(),
    })
}

/// What a seat knows about a draw pile made from reshuffled discards: it can only hold
/// cards that were reshuffled and that this seat has not drawn since. Used by the games
/// whose discards are public and get shuffled into a new pile (77, Rauswurf).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "C: Serialize", deserialize = "C: Deserialize<'de>"))]
pub struct ReshuffledPile<C: Face> {
    pool: Option<Counts<C>>,
}

impl<C: Face> Default for ReshuffledPile<C> {
    fn default() -> Self {
        ReshuffledPile { pool: None }
    }
}

impl<C: Face> ReshuffledPile<C> {
    /// A new deal: the pile may hold any unseen card again.
    pub fn forget(&mut self) {
        self.pool = None;
    }

    /// These cards were shuffled into a new pile.
    pub fn reshuffled(&mut self, cards: impl IntoIterator<Item = C>) {
        self.pool = Some(cards.into_iter().collect());
    }

    /// This seat drew `card` from the pile.
    pub fn drew(&mut self, card: C) {
        if let Some(pool) = &mut self.pool {
            pool.remove(card);
        }
    }

    /// The cards the pile can hold, if a reshuffle narrowed them down.
    pub fn pool(&self) -> Option<Counts<C>> {
        self.pool
    }
}

/// The unseen cards as [`deal_pile_and_hands`] dealt them, held inline.
pub struct UnseenDeal<C: Face> {
    pile: ShuffledDeck<C>,
    pile_len: usize,
    /// The hands, in the order of the sizes asked for.
    pub hands: [Counts<C>; MAX_HANDS],
}

impl<C: Face> UnseenDeal<C> {
    /// The pile, top card first.
    pub fn pile(&self) -> &[C] {
        &self.pile.cards()[..self.pile_len]
    }
}

/// Deals `unseen` cards at random: `pile_size` of them to a pile (from `pile_from` when
/// given, topped up from the rest should it be too small), the rest into hands of the given
/// sizes (at most [`MAX_HANDS`]). Allocates nothing.
pub fn deal_pile_and_hands<C: Face>(
    unseen: Counts<C>,
    pile_from: Option<Counts<C>>,
    pile_size: usize,
    hand_sizes: &[usize],
    mut rng: &mut dyn RngCore,
) -> UnseenDeal<C> {
    let candidates = pile_from.map_or(unseen, |pool| pool.common(&unseen));
    let mut pile = ShuffledDeck::of_cards(candidates.iter(), &mut rng);
    let mut pile_len = pile.cards().len().min(pile_size);
    let mut rest = unseen;
    for &card in &pile.cards()[..pile_len] {
        rest.remove(card);
    }
    if pile_len < pile_size {
        // Too few candidates: the pile takes some of the other unseen cards too, and is
        // shuffled as a whole.
        let extra = ShuffledDeck::of_cards(rest.iter(), &mut rng);
        let topped_up = pile.cards()[..pile_len]
            .iter()
            .chain(extra.cards().iter().take(pile_size - pile_len))
            .copied();
        let topped_up: Counts<C> = topped_up.collect();
        rest = unseen.minus(&topped_up);
        pile = ShuffledDeck::of_cards(topped_up.iter(), &mut rng);
        pile_len = pile.cards().len();
    }
    let shuffled = ShuffledDeck::of_cards(rest.iter(), &mut rng);
    let mut cards = shuffled.cards().iter();
    let mut hands = [Counts::EMPTY; MAX_HANDS];
    for (hand, &size) in hands.iter_mut().zip(hand_sizes) {
        for &card in cards.by_ref().take(size) {
            hand.add(card);
        }
    }
    UnseenDeal {
        pile,
        pile_len,
        hands,
    }
}

/// The seats other than `me` (at most [`MAX_HANDS`]) and their hand sizes, from every
/// seat's hand size: the hands [`deal_pile_and_hands`] fills.
pub fn other_hands(hand_sizes: &[u8], me: usize) -> ([usize; MAX_HANDS], [usize; MAX_HANDS]) {
    let mut seats = [0; MAX_HANDS];
    let mut sizes = [0; MAX_HANDS];
    let others = (0..hand_sizes.len()).filter(|&s| s != me);
    for (i, seat) in others.take(MAX_HANDS).enumerate() {
        seats[i] = seat;
        sizes[i] = hand_sizes[seat] as usize;
    }
    (seats, sizes)
}

struct Dealer<'a> {
    slot_of: [u8; MAX_ITEMS],
    load: [usize; MAX_SLOTS],
    room: &'a [usize],
    items: usize,
}

impl Dealer<'_> {
    /// Places `item`, moving already placed items aside if needed.
    fn place<T: Copy>(
        &mut self,
        item: usize,
        items: &[T],
        allowed: &impl Fn(T, usize) -> bool,
        visited: &mut [bool; MAX_SLOTS],
        mut rng: &mut dyn RngCore,
    ) -> bool {
        let (order, slots) = self.slot_order(rng);
        for &slot in &order[..slots] {
            let slot = slot as usize;
            if visited[slot] || !allowed(items[item], slot) {
                continue;
            }
            visited[slot] = true;
            if self.load[slot] < self.room[slot] {
                self.slot_of[item] = slot as u8;
                self.load[slot] += 1;
                return true;
            }
            let mut occupants = [0u8; MAX_ITEMS];
            let mut count = 0;
            for j in 0..self.items {
                if self.slot_of[j] == slot as u8 {
                    occupants[count] = j as u8;
                    count += 1;
                }
            }
            occupants[..count].shuffle(&mut rng);
            for &other in &occupants[..count] {
                let other = other as usize;
                self.slot_of[other] = UNPLACED;
                self.load[slot] -= 1;
                if self.place(other, items, allowed, visited, rng) {
                    self.slot_of[item] = slot as u8;
                    self.load[slot] += 1;
                    return true;
                }
                self.slot_of[other] = slot as u8;
                self.load[slot] += 1;
            }
        }
        false
    }

    /// The slots in a random order, slots with more free room more likely first
    /// (Efraimidis–Spirakis keys); full slots last. Returns the order and its length.
    fn slot_order(&self, rng: &mut dyn RngCore) -> ([u8; MAX_SLOTS], usize) {
        let slots = self.room.len();
        let mut keyed = [(0.0f64, 0u8); MAX_SLOTS];
        for (slot, entry) in keyed[..slots].iter_mut().enumerate() {
            let free = self.room[slot].saturating_sub(self.load[slot]) as f64;
            let u: f64 = rng.random_range(f64::EPSILON..1.0);
            let key = if free > 0.0 { u.powf(1.0 / free) } else { -u };
            *entry = (key, slot as u8);
        }
        keyed[..slots].sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
        let mut order = [0u8; MAX_SLOTS];
        for (out, (_, slot)) in order.iter_mut().zip(&keyed[..slots]) {
            *out = *slot;
        }
        (order, slots)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn fills_every_slot_exactly_and_respects_constraints() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let items: Vec<u32> = (0..20).collect();
        // Slot 0 takes only even items, slot 1 only items below 5, slot 2 anything.
        let allowed = |item: u32, slot: usize| match slot {
            0 => item.is_multiple_of(2),
            1 => item < 5,
            _ => true,
        };
        for _ in 0..200 {
            let slots = deal_constrained(&items, &[8, 4, 8], allowed, &mut rng).unwrap();
            let mut load = [0; 3];
            for (item, slot) in items.iter().zip(slots.slots()) {
                assert!(allowed(*item, slot));
                load[slot] += 1;
            }
            assert_eq!(load, [8, 4, 8]);
        }
    }

    #[test]
    fn finds_the_one_placement_a_greedy_deal_can_miss() {
        // Item 0 may go anywhere, item 1 only to slot 0, which has room for one.
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        for _ in 0..50 {
            let slots =
                deal_constrained(&[0u8, 1], &[1, 1], |i, s| i == 0 || s == 0, &mut rng).unwrap();
            assert_eq!(slots.slots().collect::<Vec<_>>(), [1, 0]);
        }
    }

    #[test]
    fn says_none_when_impossible() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        assert!(deal_constrained(&[0u8, 1], &[2, 0], |_, s| s == 1, &mut rng).is_none());
        assert!(deal_constrained(&[0u8], &[2], |_, _| true, &mut rng).is_none());
    }

    #[test]
    fn spreads_unconstrained_items_evenly() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let mut in_first = 0;
        for _ in 0..2000 {
            let slots = deal_constrained(&[0u8, 1, 2, 3], &[1, 3], |_, _| true, &mut rng).unwrap();
            in_first += usize::from(slots.slots().next() == Some(0));
        }
        assert!((400..600).contains(&in_first), "{in_first}");
    }
}
