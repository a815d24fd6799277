//! Sampling a full Rauswurf state from one seat's information state.
//!
//! A seat sees its hand, every card in front, the discard pile, the hand sizes and the
//! pile size. The unseen cards (the deck less all of that) are in the other hands and the
//! draw pile. After a reshuffle (R-R5) the pile holds only reshuffled cards, less those
//! this seat drew since; [`Memory`] keeps that multiset and [`sample`] fills the pile from
//! it. Beyond that the sample is uniform: nobody's play reveals anything about a hand.

use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards};
use super::events::Event;
use super::state::{Phase, Rauswurf};
use crate::engine::{InfoState, ToAct};
use crate::sampling::{ReshuffledPile, deal_pile_and_hands, other_hands};

/// What a seat learned from the events it witnessed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// After a reshuffle: the cards the draw pile can still hold.
    pile: ReshuffledPile<Card>,
}

impl Memory {
    /// Takes in one event (redacted for the seat whose memory this is).
    pub fn witness(&mut self, event: &Event) {
        match event {
            Event::Reshuffled { cards } => self.pile.reshuffled(cards.iter()),
            Event::CardDrawn {
                card: Some(card), ..
            } => self.pile.drew(*card),
            _ => {}
        }
    }

    /// The cards the draw pile can hold, if a reshuffle narrowed them down.
    pub fn pile_from(&self) -> Option<Cards> {
        self.pile.pool()
    }
}

/// A full state consistent with `info`.
pub fn sample(info: &InfoState<Rauswurf>, rng: &mut dyn RngCore) -> Rauswurf {
    let view = &info.view;
    let n = view.options.players as usize;
    let own: Cards = view.hand.iter().copied().collect();
    let fronts: Cards = view.fronts.iter().flatten().copied().collect();
    let discard: Cards = view.discard.iter().copied().collect();
    let unseen = Cards::deck().minus(&own).minus(&fronts).minus(&discard);
    let pile_size = view.pile_size as usize;

    let (others, sizes) = other_hands(&view.hand_sizes, info.seat.index());
    let dealt = deal_pile_and_hands(
        unseen,
        info.memory.pile_from(),
        pile_size,
        &sizes[..n.saturating_sub(1)],
        rng,
    );
    let mut hands = [Cards::EMPTY; 8];
    for (&seat, hand) in others[..n.saturating_sub(1)].iter().zip(dealt.hands) {
        hands[seat] = hand;
    }
    if let Some(hand) = hands.get_mut(info.seat.index()) {
        *hand = own;
    }
    let mut front = [None; 8];
    front[..n].copy_from_slice(&view.fronts);
    let mut winners = [false; 8];
    for seat in &view.winners {
        if let Some(w) = winners.get_mut(seat.index()) {
            *w = true;
        }
    }
    Rauswurf {
        options: view.options.clone(),
        hands,
        fronts: front,
        pile: Pile::from_top_first(dealt.pile()),
        discard,
        phase: match view.to_act {
            ToAct::Seat(seat) => Phase::Turn { seat },
            ToAct::Finished => Phase::Finished,
        },
        turns: view.turns,
        winners,
        rng: rand::SeedableRng::seed_from_u64(rng.next_u64()),
    }
}
