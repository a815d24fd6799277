//! Sampling a full Elfer raus state from one seat's information state.
//!
//! A seat knows its own hand, the rows, the pile size and every hand size. From the
//! events it witnessed it also knows this: whoever drew or passed held no card that
//! fitted at that moment. A card that fits stays fitting until it is laid, and a drawn
//! card that fits is laid at once, so such a card, while still hidden, can never be in
//! that seat's hand. [`Memory`] keeps these exclusions; [`sample`] deals the hidden
//! cards at random while respecting them.

use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, CardSet};
use super::events::Event;
use super::options::MAX_PLAYERS;
use super::rows::Rows;
use super::state::{ElferRaus, Parts};
use crate::engine::{InfoState, Seat};
use crate::sampling::{CardList, deal_constrained};

/// What a seat learned from the events it witnessed in the current game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// The rows as the events built them.
    rows: Rows,
    /// Per seat: cards that fitted when that seat drew or passed.
    cannot_hold: [CardSet; MAX_PLAYERS as usize],
}

impl Memory {
    /// Takes in one event (redacted for the seat whose memory this is).
    pub fn witness(&mut self, event: &Event) {
        match event {
            Event::Dealt { .. } => *self = Memory::default(),
            Event::CardLaid { card, .. } => {
                self.rows.lay(*card);
            }
            Event::CardDrawn { seat, .. } | Event::Passed { seat } => {
                if let Some(excluded) = self.cannot_hold.get_mut(seat.index()) {
                    *excluded = excluded.or(self.rows.fitting());
                }
            }
            _ => {}
        }
    }

    /// Cards known not to be in `seat`'s hand.
    pub fn cannot_hold(&self, seat: Seat) -> CardSet {
        self.cannot_hold
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }
}

/// Most places a hidden card can be: the other hands and the pile.
const MAX_SPOTS: usize = MAX_PLAYERS as usize;

/// Where a hidden card can be: another seat's hand or the pile.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Spot {
    Hand(Seat),
    Pile,
}

/// A full state consistent with `info`: the seat's own hand, the table and all counts
/// as in its view; the hidden cards dealt at random among the other hands and the
/// pile, never putting a card where the memory rules it out.
pub fn sample(info: &InfoState<ElferRaus>, mut rng: &mut dyn RngCore) -> ElferRaus {
    let view = &info.view;
    let me = info.seat;
    let players = view.options.players as usize;
    let own: CardSet = view.hand.iter().copied().collect();
    let hidden = view.options.deck().minus(own).minus(view.rows.laid());

    // Free places per spot: the other hands, then the pile.
    let mut spots = [Spot::Pile; MAX_SPOTS];
    let mut room = [0; MAX_SPOTS];
    let mut count = 0;
    for s in (0..players).filter(|&s| s != me.index()) {
        spots[count] = Spot::Hand(Seat(s as u8));
        room[count] = view.hand_sizes[s] as usize;
        count += 1;
    }
    spots[count] = Spot::Pile;
    room[count] = view.pile_size as usize;
    count += 1;
    let (spots, room) = (&spots[..count], &room[..count]);

    // The few cards some seat cannot hold go first, by the shared constrained dealer,
    // which always finds a placement when one exists; the rest at random.
    let cards: CardList<Card> = hidden.iter().collect();
    let cards = &cards[..];
    let allowed = |card: Card, slot: usize| match spots[slot] {
        Spot::Hand(seat) => !info.memory.cannot_hold(seat).contains(card),
        Spot::Pile => true,
    };
    let placement = deal_constrained(cards, room, allowed, rng)
        .or_else(|| deal_constrained(cards, room, |_, _| true, rng));

    let mut hands = [CardSet::EMPTY; MAX_PLAYERS as usize];
    if let Some(hand) = hands.get_mut(me.index()) {
        *hand = own;
    }
    let mut pile_cards = CardList::<Card>::new();
    if let Some(placement) = placement {
        for (card, slot) in cards.iter().zip(placement.slots()) {
            match spots[slot] {
                Spot::Hand(seat) => hands[seat.index()].insert(*card),
                Spot::Pile => pile_cards.push(*card),
            }
        }
    }
    pile_cards.shuffle(&mut rng);

    let mut totals = [0; MAX_PLAYERS as usize];
    totals[..players].copy_from_slice(&view.penalty_totals);
    ElferRaus::from_parts(Parts {
        options: view.options.clone(),
        hands,
        pile: Pile::from_top_first(&pile_cards),
        rows: view.rows,
        to_act: view.to_act,
        laid_this_turn: view.laid_this_turn,
        game: view.game,
        totals,
        seed: rng.next_u64(),
    })
}
