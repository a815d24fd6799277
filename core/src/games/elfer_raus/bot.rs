//! The medium bot's Elfer raus play: lay what unlocks your own cards, hold back what
//! unlocks cards for the others, and get rid of high cards (penalty points) first.

use rand::RngCore;

use super::cards::{Card, CardSet};
use super::rows::Rows;
use super::{Action, ElferRaus};
use crate::bots::{MediumPolicy, best_by};
use crate::engine::{InfoState, Seat};

impl MediumPolicy for ElferRaus {
    fn medium_choice(info: &InfoState<Self>, legal: &[Action], _rng: &mut dyn RngCore) -> Action {
        let view = &info.view;
        let hand: CardSet = view.hand.iter().copied().collect();
        choose(&view.rows, hand, legal)
    }

    fn playout_choice(
        state: &Self,
        seat: Seat,
        legal: &[Action],
        _rng: &mut dyn RngCore,
    ) -> Action {
        choose(state.rows(), state.hand(seat), legal)
    }
}

/// The best of `legal` for a seat holding `hand` at `rows`.
fn choose(rows: &Rows, hand: CardSet, legal: &[Action]) -> Action {
    let score = |action: &Action| match action {
        Action::Lay(card) => lay_score(rows, hand, *card),
        // Ending the turn is worth it when every further card would help others more.
        Action::EndTurn => 0.0,
    };
    best_by(legal, score)
}

/// How good laying `card` is: +2 for each own card it makes fit, −1.5 for each card it
/// opens up for the others, plus a little for its value (penalty points saved).
fn lay_score(rows: &Rows, hand: CardSet, card: Card) -> f64 {
    let before = rows.fitting();
    let mut after_rows = *rows;
    after_rows.lay(card);
    let opened = after_rows.fitting().minus(before);
    let mine = opened.and(hand).len() as f64;
    let theirs = opened.minus(hand).len() as f64;
    2.0 * mine - 1.5 * theirs + card.value() as f64 / 20.0 + 0.5
}
