//! The medium bot's 77 play: never announce a Schnapszahl or 77 when another card
//! avoids it, keep ×2, ⇄, 0 and −10 for emergencies, and leave the next player a total
//! close below a Schnapszahl.

use rand::RngCore;

use super::cards::{Card, is_schnapszahl};
use super::rules::ROUND_END_TOTAL;
use super::state::Phase;
use super::{Action, SeventySeven};
use crate::bots::{TableGame, best_by};
use crate::engine::{Game, InfoState, PerSeat, Seat};

impl TableGame for SeventySeven {
    /// Easy plays medium's choice 70 % of the time (at 50 % it won only 73 % against three
    /// random players, where medium wins every game).
    const EASY_CARE: f64 = 0.7;

    fn end_with_round(world: &mut Self) {
        world.ends_with_round = true;
    }

    fn final_place(state: &Self, seat: Seat) -> Option<u8> {
        match state.phase {
            Phase::Finished { .. } => state.places().get(seat.index()).copied(),
            _ => None,
        }
    }

    fn medium_choice(info: &InfoState<Self>, legal: &[Action], _rng: &mut dyn RngCore) -> Action {
        let total = info.view.total;
        best_by(legal, |Action::Play(card)| play_score(total, *card))
    }

    fn playout_choice(
        state: &Self,
        _seat: Seat,
        legal: &[Action],
        _rng: &mut dyn RngCore,
    ) -> Action {
        let total = state.total;
        best_by(legal, |Action::Play(card)| play_score(total, *card))
    }

    /// At the end of a round only the chips count: the escape cards that
    /// [`Game::standing`] adds are the next round's deal then, which is chance.
    fn playout_standing(state: &Self, round_over: bool) -> PerSeat<f64> {
        let mut standing = state.standing();
        if round_over {
            for (s, value) in standing.iter_mut().enumerate() {
                if state.out_rank[s] == 0 {
                    *value = 100.0 + f64::from(state.chips[s]);
                }
            }
        }
        standing
    }
}

/// How good playing `card` on `total` is.
fn play_score(total: i32, card: Card) -> f64 {
    let after = card.value().map_or(total, |v| total + v);
    let mut score = 0.0;
    if after >= ROUND_END_TOTAL {
        score -= 100.0;
    } else if is_schnapszahl(after) {
        score -= 60.0;
    }
    // Save the escape cards: they dodge a chip later.
    let escape = card.value().is_none_or(|v| v <= 0);
    if escape {
        score -= 10.0;
    }
    // Leave the next player little room: a total just below a Schnapszahl (or 77).
    let room = next_trap(after) - after;
    score - room as f64 * 0.5
}

/// The first Schnapszahl (or 77) above `total`.
fn next_trap(total: i32) -> i32 {
    let next = if total < 0 { 11 } else { (total / 11 + 1) * 11 };
    next.min(ROUND_END_TOTAL)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_trap_is_the_first_of_11_22_to_77_above_the_total() {
        for total in -30..=90 {
            let listed = (1..=7)
                .map(|k| 11 * k)
                .find(|s| *s > total)
                .unwrap_or(ROUND_END_TOTAL);
            assert_eq!(next_trap(total), listed, "total {total}");
        }
    }
}
