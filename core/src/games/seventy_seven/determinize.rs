//! Sampling a full 77 state from one seat's information state.
//!
//! A seat sees its own hand, the discard pile (every card played since the last
//! reshuffle), all hand sizes and the pile size. The cards it cannot see are the deck
//! minus its hand minus the discard pile; they are in the other hands and the draw
//! pile. One thing the history adds: after a reshuffle the draw pile holds only cards
//! from the reshuffled discards (which everybody saw), less those this seat has drawn
//! since. [`Memory`] keeps that multiset, and [`sample`] fills the pile from it.
//!
//! Not modelled (the sample is uniform beyond these constraints): which of the
//! reshuffled cards other seats drew, and what their plays say about their hands.

use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards};
use super::events::Event;
use super::state::{Phase, SeventySeven};
use super::view::SeatStatus;
use crate::engine::{InfoState, ToAct};
use crate::sampling::{ReshuffledPile, deal_pile_and_hands, other_hands};

/// What a seat learned from the events it witnessed in the current round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// After a reshuffle: the cards the draw pile can still hold.
    pile: ReshuffledPile<Card>,
}

impl Memory {
    /// Takes in one event (redacted for the seat whose memory this is).
    pub fn witness(&mut self, event: &Event) {
        match event {
            Event::RoundDealt { .. } => self.pile.forget(),
            Event::Reshuffled { cards } => self.pile.reshuffled(cards.iter().copied()),
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

/// A full state consistent with `info`: everything the seat sees as in its view, the
/// unseen cards dealt at random to the other hands and the pile.
pub fn sample(info: &InfoState<SeventySeven>, rng: &mut dyn RngCore) -> SeventySeven {
    let view = &info.view;
    let own: Cards = view.hand.iter().copied().collect();
    let discard: Cards = view.discard.iter().copied().collect();
    let unseen = Cards::deck().minus(&own).minus(&discard);
    let pile_size = view.pile_size as usize;

    let players = view.options.players as usize;
    let (others, sizes) = other_hands(&view.hand_sizes, info.seat.index());
    let dealt = deal_pile_and_hands(
        unseen,
        info.memory.pile_from(),
        pile_size,
        &sizes[..players.saturating_sub(1)],
        rng,
    );
    let mut hands = [Cards::EMPTY; 8];
    for (&seat, hand) in others[..players.saturating_sub(1)].iter().zip(dealt.hands) {
        hands[seat] = hand;
    }
    if let Some(hand) = hands.get_mut(info.seat.index()) {
        *hand = own;
    }

    let mut out_rank = [0; 8];
    for (rank, seat) in view.out_order.iter().enumerate() {
        if let Some(slot) = out_rank.get_mut(seat.index()) {
            *slot = rank as u8 + 1;
        }
    }
    let mut chips = [0; 8];
    chips[..players].copy_from_slice(&view.chips);
    let mut discard_pile = Pile::default();
    for card in &view.discard {
        discard_pile.push(*card);
    }
    let phase = match view.to_act {
        ToAct::Seat(seat) => Phase::Turn {
            seat,
            due: view.cards_due,
            played: view.cards_played,
            // Only reachable in the rare all-×2 hand; see `SeventySeven::apply_into`.
            doubled: doubled_this_turn(view),
        },
        ToAct::Finished => Phase::Finished {
            winner: (0..players)
                .find(|&s| view.status[s] != SeatStatus::Out)
                .map_or(info.seat, |s| crate::engine::Seat(s as u8)),
        },
    };
    let parts = SeventySeven {
        options: view.options.clone(),
        hands,
        chips,
        out_rank,
        pile: Pile::from_top_first(dealt.pile()),
        discard: discard_pile,
        total: view.total,
        direction: view.direction,
        phase,
        round: view.round,
        round_start: view.round_start,
        stacked: Default::default(),
        rng: rand::SeedableRng::seed_from_u64(0),
        ends_with_round: false,
    };
    SeventySeven::from_parts(parts, rng.next_u64())
}

/// Whether the seat on turn has already played a ×2 this turn: its first card of two
/// was a ×2 exactly when the top discard is a ×2 and one card is played.
fn doubled_this_turn(view: &super::view::View) -> bool {
    view.cards_played > 0 && view.discard.last().is_some_and(|c| c.is_double())
}
