//! Sampling a full Rauswurf state from one seat's information state.
//!
//! A seat sees its hand, every card in front, the discard pile, the hand sizes and the
//! pile size. The unseen cards (the deck less all of that) are in the other hands and the
//! draw pile. After a reshuffle (R-R5) the pile holds only reshuffled cards, less those
//! this seat drew since; [`Memory`] keeps that multiset and [`sample`] fills the pile from
//! it. Beyond that the sample is uniform: nobody's play reveals anything about a hand.

use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards};
use super::events::Event;
use super::rules::{Phase, Rauswurf};
use crate::engine::{InfoState, ToAct};

/// What a seat learned from the events it witnessed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// After a reshuffle: the cards the draw pile can still hold.
    pile_from: Option<Cards>,
}

impl Memory {
    /// Takes in one event (redacted for the seat whose memory this is).
    pub fn witness(&mut self, event: &Event) {
        match event {
            Event::Reshuffled { cards } => self.pile_from = Some(cards.iter().copied().collect()),
            Event::CardDrawn {
                card: Some(card), ..
            } => {
                if let Some(pool) = &mut self.pile_from {
                    pool.remove(*card);
                }
            }
            _ => {}
        }
    }

    /// The cards the draw pile can hold, if a reshuffle narrowed them down.
    pub fn pile_from(&self) -> Option<Cards> {
        self.pile_from
    }
}

/// A full state consistent with `info`.
pub fn sample(info: &InfoState<Rauswurf>, mut rng: &mut dyn RngCore) -> Rauswurf {
    let view = &info.view;
    let n = view.options.players as usize;
    let own: Cards = view.hand.iter().copied().collect();
    let fronts: Cards = view.fronts.iter().flatten().copied().collect();
    let discard: Cards = view.discard.iter().copied().collect();
    let unseen = Cards::deck().minus(&own).minus(&fronts).minus(&discard);
    let pile_size = view.pile_size as usize;

    let candidates = info
        .memory
        .pile_from()
        .map_or(unseen, |pool| pool.common(&unseen));
    let mut pile: Vec<Card> = candidates.iter().collect();
    pile.shuffle(&mut rng);
    pile.truncate(pile_size);
    let mut rest = unseen.minus(&pile.iter().copied().collect());
    if pile.len() < pile_size {
        let mut extra: Vec<Card> = rest.iter().collect();
        extra.shuffle(&mut rng);
        extra.truncate(pile_size - pile.len());
        rest = rest.minus(&extra.iter().copied().collect());
        pile.extend(extra);
        pile.shuffle(&mut rng);
    }
    let mut rest: Vec<Card> = rest.iter().collect();
    rest.shuffle(&mut rng);
    let mut rest = rest.into_iter();

    let mut hands = [Cards::EMPTY; 8];
    for (seat, hand) in hands.iter_mut().enumerate().take(n) {
        if seat == info.seat.index() {
            *hand = own;
            continue;
        }
        for _ in 0..view.hand_sizes[seat] {
            if let Some(card) = rest.next() {
                hand.add(card);
            }
        }
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
        pile: Pile::from_top_first(&pile),
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
