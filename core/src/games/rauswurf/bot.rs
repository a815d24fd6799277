//! The medium bot's Rauswurf play: join and throw out as many cards as possible, lay a
//! card strong enough to survive, and otherwise shed low cards.

use rand::RngCore;

use super::cards::Card;
use super::{Action, Rauswurf};
use crate::bots::{MediumPolicy, best_by};
use crate::engine::{InfoState, Seat};

impl MediumPolicy for Rauswurf {
    fn medium_choice(info: &InfoState<Self>, legal: &[Action], _rng: &mut dyn RngCore) -> Action {
        let view = &info.view;
        let me = info.seat.index();
        best_by(legal, |Action::Play(card)| {
            play_score(&view.fronts, &view.strengths, me, *card)
        })
    }

    fn playout_choice(
        state: &Self,
        seat: Seat,
        legal: &[Action],
        _rng: &mut dyn RngCore,
    ) -> Action {
        let n = state.options.players as usize;
        let strengths = state.strengths();
        best_by(legal, |Action::Play(card)| {
            play_score(&state.fronts[..n], &strengths[..n], seat.index(), *card)
        })
    }
}

/// How good laying `card` is, given the cards in front and their strengths.
fn play_score(fronts: &[Option<Card>], strengths: &[u8], me: usize, card: Card) -> f64 {
    let joined = fronts
        .iter()
        .enumerate()
        .filter(|(s, f)| *s != me && **f == Some(card))
        .count();
    let strength = card.value() as u32 * (joined as u32 + 1);
    let thrown = strengths
        .iter()
        .enumerate()
        .filter(|(s, st)| *s != me && **st > 0 && (**st as u32) < strength)
        .count();
    // Each card thrown out costs its owner a draw; a strong card is less likely to be
    // thrown out before it clears; low cards are cheap to shed.
    3.0 * thrown as f64 + 1.0 * joined as f64 + strength as f64 / 20.0 - card.value() as f64 / 40.0
}
