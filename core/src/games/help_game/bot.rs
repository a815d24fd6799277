//! The medium bot's Help! play: lay the lowest number that fits, keep Joker, Switch, Zap
//! and No! for emergencies; when helping or giving back, part with the least useful card.

use rand::RngCore;

use super::cards::Card;
use super::state::Phase;
use super::{Action, Help};
use crate::bots::{TableGame, best_by};
use crate::engine::{InfoState, Seat};

impl TableGame for Help {
    /// Easy plays medium's choice 35 % of the time: medium wins only about 41 % against
    /// three random players, so an easy bot closer to medium would not stay clearly below it.
    const EASY_CARE: f64 = 0.35;

    fn end_with_round(world: &mut Self) {
        world.ends_with_round = true;
    }

    /// By points, most first (as the outcome ranks them).
    fn final_place(state: &Self, seat: Seat) -> Option<u8> {
        if state.phase != Phase::Finished {
            return None;
        }
        let mine = state.points(seat);
        let ahead = (0..state.options.players)
            .filter(|&s| state.points(Seat(s)) > mine)
            .count();
        Some(1 + ahead as u8)
    }

    fn medium_choice(_info: &InfoState<Self>, legal: &[Action], _rng: &mut dyn RngCore) -> Action {
        choose(legal)
    }

    fn playout_choice(
        _state: &Help,
        _seat: Seat,
        legal: &[Action],
        _rng: &mut dyn RngCore,
    ) -> Action {
        choose(legal)
    }
}

/// The choice reads nothing but the actions themselves.
fn choose(legal: &[Action]) -> Action {
    best_by(legal, |action| match action {
        // Low numbers keep the row open for everybody (and for you next time).
        Action::Lay(card) => 20.0 - card.value().unwrap_or(11) as f64,
        Action::Joker(at) => 5.0 - *at as f64 * 0.1,
        Action::Switch { put, .. } => 4.0 - put.value().unwrap_or(11) as f64 * 0.1,
        Action::Zap => 3.0,
        Action::No => 2.0,
        // Helping: a number rather than a special card, the lowest first.
        Action::Pass(card) => -keep_value(*card),
        // Giving back: the card worth least to keep.
        Action::Give(card) => -keep_value(*card),
    })
}

/// How much a card is worth keeping: specials most, then low numbers.
fn keep_value(card: Card) -> f64 {
    match card.value() {
        Some(v) => 12.0 - v as f64,
        None => 20.0,
    }
}
