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

use crate::multiset::{Counts, Face};

/// Deals every item into one of the slots, each slot taking exactly `room[slot]`
/// items (the rooms must add up to the number of items), an item only where
/// `allowed(item, slot)` says so. Returns the slot of each item, or `None` when no
/// placement respects the constraints.
///
/// Items that some slot refuses are placed first, each trying slots in a random order
/// weighted by free room (moving earlier items aside when stuck, as in Kuhn's
/// augmenting paths); the unconstrained rest fill the remaining room uniformly.
pub fn deal_constrained<T: Copy>(
    items: &[T],
    room: &[usize],
    allowed: impl Fn(T, usize) -> bool,
    rng: &mut dyn RngCore,
) -> Option<Vec<usize>> {
    if room.iter().sum::<usize>() != items.len() {
        return None;
    }
    let mut dealer = Dealer {
        slot_of: vec![None; items.len()],
        load: vec![0; room.len()],
        room,
    };
    let constrained: Vec<usize> = (0..items.len())
        .filter(|&i| (0..room.len()).any(|s| !allowed(items[i], s)))
        .collect();
    let mut order = constrained.clone();
    order.shuffle(&mut &mut *rng);
    for &item in &order {
        let mut visited = vec![false; room.len()];
        if !dealer.place(item, items, &allowed, &mut visited, rng) {
            return None;
        }
    }
    let mut free: Vec<usize> = (0..items.len())
        .filter(|i| dealer.slot_of[*i].is_none())
        .collect();
    free.shuffle(&mut &mut *rng);
    let mut free = free.into_iter();
    for (slot, &room) in room.iter().enumerate() {
        while dealer.load[slot] < room {
            let item = free.next()?;
            dealer.slot_of[item] = Some(slot);
            dealer.load[slot] += 1;
        }
    }
    dealer.slot_of.into_iter().collect()
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

/// Deals `unseen` cards at random: `pile_size` of them to a pile (from `pile_from` when
/// given, topped up from the rest should it be too small), the rest into hands of the given
/// sizes. Returns the pile (top first) and the hands.
pub fn deal_pile_and_hands<C: Face>(
    unseen: Counts<C>,
    pile_from: Option<Counts<C>>,
    pile_size: usize,
    hand_sizes: &[usize],
    mut rng: &mut dyn RngCore,
) -> (Vec<C>, Vec<Counts<C>>) {
    let candidates = pile_from.map_or(unseen, |pool| pool.common(&unseen));
    let mut pile: Vec<C> = candidates.iter().collect();
    pile.shuffle(&mut rng);
    pile.truncate(pile_size);
    let mut rest = unseen.minus(&pile.iter().copied().collect());
    if pile.len() < pile_size {
        let mut extra: Vec<C> = rest.iter().collect();
        extra.shuffle(&mut rng);
        extra.truncate(pile_size - pile.len());
        rest = rest.minus(&extra.iter().copied().collect());
        pile.extend(extra);
        pile.shuffle(&mut rng);
    }
    let mut rest: Vec<C> = rest.iter().collect();
    rest.shuffle(&mut rng);
    let mut rest = rest.into_iter();
    let hands = hand_sizes
        .iter()
        .map(|&size| rest.by_ref().take(size).collect())
        .collect();
    (pile, hands)
}

struct Dealer<'a> {
    slot_of: Vec<Option<usize>>,
    load: Vec<usize>,
    room: &'a [usize],
}

impl Dealer<'_> {
    /// Places `item`, moving already placed items aside if needed.
    fn place<T: Copy>(
        &mut self,
        item: usize,
        items: &[T],
        allowed: &impl Fn(T, usize) -> bool,
        visited: &mut [bool],
        rng: &mut dyn RngCore,
    ) -> bool {
        for slot in self.slot_order(rng) {
            if visited[slot] || !allowed(items[item], slot) {
                continue;
            }
            visited[slot] = true;
            if self.load[slot] < self.room[slot] {
                self.slot_of[item] = Some(slot);
                self.load[slot] += 1;
                return true;
            }
            let mut occupants: Vec<usize> = (0..items.len())
                .filter(|&j| self.slot_of[j] == Some(slot))
                .collect();
            occupants.shuffle(&mut &mut *rng);
            for other in occupants {
                self.slot_of[other] = None;
                self.load[slot] -= 1;
                if self.place(other, items, allowed, visited, rng) {
                    self.slot_of[item] = Some(slot);
                    self.load[slot] += 1;
                    return true;
                }
                self.slot_of[other] = Some(slot);
                self.load[slot] += 1;
            }
        }
        false
    }

    /// The slots in a random order, slots with more free room more likely first
    /// (Efraimidis–Spirakis keys); full slots last.
    fn slot_order(&self, rng: &mut dyn RngCore) -> Vec<usize> {
        let mut keyed: Vec<(f64, usize)> = (0..self.room.len())
            .map(|slot| {
                let free = self.room[slot].saturating_sub(self.load[slot]) as f64;
                let u: f64 = rng.random_range(f64::EPSILON..1.0);
                let key = if free > 0.0 { u.powf(1.0 / free) } else { -u };
                (key, slot)
            })
            .collect();
        keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
        keyed.into_iter().map(|(_, slot)| slot).collect()
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
            for (item, slot) in items.iter().zip(&slots) {
                assert!(allowed(*item, *slot));
                load[*slot] += 1;
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
            assert_eq!(slots, vec![1, 0]);
        }
    }

    #[test]
    fn says_none_when_impossible() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        assert_eq!(
            deal_constrained(&[0u8, 1], &[2, 0], |_, s| s == 1, &mut rng),
            None
        );
        assert_eq!(deal_constrained(&[0u8], &[2], |_, _| true, &mut rng), None);
    }

    #[test]
    fn spreads_unconstrained_items_evenly() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let mut in_first = 0;
        for _ in 0..2000 {
            let slots = deal_constrained(&[0u8, 1, 2, 3], &[1, 3], |_, _| true, &mut rng).unwrap();
            in_first += usize::from(slots[0] == 0);
        }
        assert!((400..600).contains(&in_first), "{in_first}");
    }
}
