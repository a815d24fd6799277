//! The medium bot: each game's own rule-based play (in `games/<game>/bot.rs`), the way a
//! decent human plays, from the seat's information state only.

use rand::RngCore;

use super::Bot;
use super::reward::reward;
use crate::engine::{Game, InfoState, PerSeat, Seat};

/// A game a table can run: its rules ([`Game`]) and what its bots need besides them —
/// the medium bot's rule-based choice (in the game's `bot.rs`) and the hard bot's
/// settings. Every game implements it; tables, the nearby host and the app require it.
pub trait TableGame: Game {
    /// How often (0..=1) the easy bot plays this policy's choice instead of a random
    /// legal action: set per game so that easy sits between random and medium.
    const EASY_CARE: f64 = 0.5;

    /// Narrows `legal` (the choices of `seat` in `state`) to the ones worth searching,
    /// dropping choices a player would never consider because another one is better in
    /// every way. The hard bot searches only these; it must leave at least one, and the
    /// policy's own choice should be among them. By default every choice stays.
    fn worth_searching(state: &Self, seat: Seat, legal: &mut Vec<Self::Action>) {
        let _ = (state, seat, legal);
    }

    /// How well each seat stands when a hard-bot playout stops: [`Game::standing`] by
    /// default. `round_over` is true when the playout ran to the end of the round it
    /// started in; the state then already holds the next round's deal, which the decision
    /// at hand did not influence, so games whose standing counts cards in hand override
    /// this to leave them out there (they would only add noise).
    fn playout_standing(state: &Self, round_over: bool) -> PerSeat<f64> {
        let _ = round_over;
        state.standing()
    }

    /// Makes `world`, a state the hard bot sampled, stop where its current round ends
    /// instead of dealing the next one (its `to_act` is then finished, its `outcome`
    /// none, its [`Game::round`] the next one): rollouts score the round, the next deal is
    /// chance the decision does not influence, and dealing it would cost as much as the
    /// rest of the rollout. By default nothing changes and a rollout stops once the next
    /// round is dealt.
    fn end_with_round(world: &mut Self) {
        let _ = world;
    }

    /// Paired rollouts take a candidate over the medium choice only when its mean gain
    /// over it exceeds this many standard errors of their paired differences (0: the best
    /// mean wins).
    const ROLLOUT_MARGIN: f64 = 1.0;

    /// Paired rollouts stop after this many actions if the round has not ended by then.
    const ROLLOUT_HORIZON: u32 = 40;

    /// What a paired rollout from `start` that stopped at `end` is worth to `me` (higher
    /// is better; only differences between candidates matter). `round_over` is true when
    /// it ran to the end of the round. By default a smooth expected place ([`rewards`](super::rewards))
    /// from [`TableGame::playout_standing`].
    fn rollout_value(start: &Self, end: &Self, me: Seat, round_over: bool) -> f64 {
        let _ = start;
        let standing = Self::playout_standing(end, round_over);
        reward(end, Self::final_place(end, me), &standing, me)
    }

    /// `seat`'s place once the game is over ([`Game::outcome`]), else `None`. Games
    /// whose rollouts end games override it to read the place without building the
    /// whole outcome.
    fn final_place(state: &Self, seat: Seat) -> Option<u8> {
        state
            .outcome()
            .and_then(|outcome| outcome.places.get(seat.index()).copied())
    }

    /// One of `legal` (never empty), chosen by the game's heuristics.
    fn medium_choice(
        info: &InfoState<Self>,
        legal: &[Self::Action],
        rng: &mut dyn RngCore,
    ) -> Self::Action;

    /// The same choice for `seat` inside a full state the hard bot sampled (a playout
    /// step). It must read only what `seat` sees in `state` (its own hand and the table),
    /// exactly as [`TableGame::medium_choice`] would from the seat's view without memory;
    /// games override it to skip building that view, which costs more than the step.
    fn playout_choice(
        state: &Self,
        seat: Seat,
        legal: &[Self::Action],
        rng: &mut dyn RngCore,
    ) -> Self::Action {
        let info = InfoState {
            seat,
            view: state.view(seat),
            memory: Default::default(),
        };
        Self::medium_choice(&info, legal, rng)
    }
}

/// Plays each game's [`TableGame`].
#[derive(Clone, Copy, Debug, Default)]
pub struct MediumBot;

impl<G: TableGame> Bot<G> for MediumBot {
    fn choose(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        match legal {
            [] => None,
            [only] => Some(*only),
            _ => Some(G::medium_choice(info, legal, rng)),
        }
    }
}

/// The action with the highest score; ties go to the first. `legal` must not be empty.
pub fn best_by<A: Copy>(legal: &[A], mut score: impl FnMut(&A) -> f64) -> A {
    let mut best = legal[0];
    let mut best_score = f64::NEG_INFINITY;
    for action in legal {
        let s = score(action);
        if s > best_score {
            best_score = s;
            best = *action;
        }
    }
    best
}

/// How far `me` is ahead of the others: `value(me)` minus the mean of `value` over the
/// other seats of `seats` (0 others: `value(me)`). Rollout values that count points
/// against the table use it.
pub fn lead_over_others(
    me: Seat,
    seats: impl Iterator<Item = Seat>,
    value: impl Fn(Seat) -> f64,
) -> f64 {
    let (sum, others) = seats
        .filter(|&seat| seat != me)
        .fold((0.0, 0u32), |(sum, count), seat| {
            (sum + value(seat), count + 1)
        });
    value(me) - sum / f64::from(others.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seat 1 has 6 against the others' 2 and 4 (mean 3); seats outside `seats` do not
    /// count, and alone at the table the lead is the value itself.
    #[test]
    fn the_lead_is_over_the_mean_of_the_other_seats() {
        let value = |seat: Seat| [2.0, 6.0, 4.0, 100.0][seat.index()];
        assert_eq!(lead_over_others(Seat(1), (0..3).map(Seat), value), 3.0);
        assert_eq!(lead_over_others(Seat(0), (0..3).map(Seat), value), -3.0);
        assert_eq!(
            lead_over_others(Seat(3), [Seat(3)].into_iter(), value),
            100.0
        );
    }
}
