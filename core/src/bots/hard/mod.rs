//! The hard bot: decides by paired rollouts ([`rollouts`]) in worlds sampled from the
//! seat's [`InfoState`] (never the true state). Every candidate choice is played in the
//! same sampled worlds with the same random numbers, every seat playing on by the game's
//! medium policy, and the medium choice is kept unless another is clearly better.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::RngCore;

use super::{Bot, TableGame};
use crate::engine::{Game, InfoState, Seat, ToAct};

mod rollouts;

/// The hard bot: its budget per decision. One rollout counts as one iteration.
#[derive(Clone, Debug)]
pub struct HardBot {
    /// Rollouts per decision (each candidate in each sampled world is one).
    pub iterations: u32,
    /// Set to stop the search early; the best action found so far is returned.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Stop after this much thinking, even with iterations left.
    pub time_limit: Option<Duration>,
}

impl Default for HardBot {
    /// 10,000 iterations, but never more than 95 ms: a decision should take at most
    /// 100 ms at p95 on one core, and the limit caps the rare long decision and slower
    /// cores (figures in `docs/bots.md`).
    fn default() -> Self {
        HardBot {
            iterations: 10_000,
            cancel: None,
            time_limit: Some(Duration::from_millis(95)),
        }
    }
}

impl<G: TableGame> Bot<G> for HardBot {
    fn choose(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        match legal {
            [] => None,
            [only] => Some(*only),
            _ => Some(rollouts::choose(self, info, legal, rng)),
        }
    }
}

impl HardBot {
    /// Whether the search must stop now: cancelled, or (when `read_clock`) out of time
    /// since `started`. The iteration budget is the caller's to count.
    fn must_stop(&self, started: Instant, read_clock: bool) -> bool {
        let cancelled = self
            .cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed));
        cancelled
            || (read_clock
                && self
                    .time_limit
                    .is_some_and(|limit| started.elapsed() >= limit))
    }
}

/// Plays `state` on, every action chosen by `choose` from the (non-empty) legal ones,
/// until the current round ends or after `horizon` actions; true when the round ended
/// (the game's last round too, when the game is over).
pub(crate) fn play_out<G: Game>(
    state: &mut G,
    horizon: u32,
    legal: &mut Vec<G::Action>,
    events: &mut Vec<G::Event>,
    mut choose: impl FnMut(&G, Seat, &[G::Action]) -> G::Action,
) -> bool {
    let round = state.round();
    let mut steps = 0;
    while let ToAct::Seat(seat) = state.to_act() {
        if steps >= horizon || state.round() != round {
            break;
        }
        legal.clear();
        state.legal_actions_into(seat, legal);
        if legal.is_empty() {
            break;
        }
        let action = choose(state, seat, legal);
        events.clear();
        if state.apply_into(seat, action, events).is_err() {
            break;
        }
        steps += 1;
    }
    state.round() != round || state.to_act() == ToAct::Finished
}

/// Each seat's reward in 0..=1. A finished game scores by place: 1 for first, 0 for
/// last, shared places share. An unfinished one (a playout cut short) scores each seat
/// against each other seat by their difference in [`Game::standing`], in units of
/// [`Game::standing_scale`] and squashed with `tanh` (0.5 for level, towards 1 for a
/// clear lead), averaged over the others: a smooth expected place. It keeps the size of
/// a lead, which ranks lose, and one seat far behind (or out) does not swamp it, as it
/// would a lead over the mean of the others.
pub fn rewards<G: Game>(state: &G) -> Vec<f64> {
    rewards_from(state, &state.standing())
}

/// [`rewards`] with the unfinished game's `standing` given (one entry per seat).
pub(super) fn rewards_from<G: Game>(state: &G, standing: &[f64]) -> Vec<f64> {
    let players = state.players() as usize;
    let others = players.saturating_sub(1).max(1) as f64;
    if let Some(outcome) = state.outcome() {
        return outcome
            .places
            .iter()
            .map(|&p| (players as f64 - p as f64) / others)
            .collect();
    }
    let scale = state.standing_scale();
    standing
        .iter()
        .enumerate()
        .map(|(me, &mine)| {
            let lead: f64 = standing
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != me)
                .map(|(_, &theirs)| ((mine - theirs) / scale).tanh())
                .sum();
            0.5 + 0.5 * lead / others
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::elfer_raus::{ElferRaus, Options};

    /// A game of Elfer raus (seed 5) played on by its first legal actions for at most
    /// `horizon` actions; the state and what `play_out` reported.
    fn played_out(options: &Options, horizon: u32) -> (ElferRaus, bool) {
        let (mut game, _) = ElferRaus::new(options, 5).unwrap();
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let over = play_out(
            &mut game,
            horizon,
            &mut legal,
            &mut events,
            |_, _, legal| legal[0],
        );
        (game, over)
    }

    /// A playout that ends the game in its last round reports the round as over, like
    /// one that reaches the next round of a match (a rollout scoring only finished rounds
    /// once saw every rollout as cut short).
    #[test]
    fn a_playout_to_the_end_of_the_game_reports_the_round_over() {
        let (game, over) = played_out(&Options::default(), u32::MAX);
        assert_eq!(game.to_act(), ToAct::Finished);
        assert!(over);
        let (_, cut) = played_out(&Options::default(), 3);
        assert!(!cut, "three actions do not end a game of Elfer raus");
    }

    /// In a match, a playout stops when the next game is dealt, with the finished game's
    /// penalty points already counted: what Elfer raus's rollout value reads.
    #[test]
    fn a_playout_in_a_match_stops_at_the_next_game_with_the_penalties_counted() {
        let options = Options {
            match_games: 2,
            ..Default::default()
        };
        let (game, over) = played_out(&options, u32::MAX);
        assert!(over);
        assert_eq!(game.round(), 2);
        assert_ne!(game.to_act(), ToAct::Finished);
        let penalties: Vec<u32> = (0..4).map(|s| game.penalty_total(Seat(s))).collect();
        let winners = penalties.iter().filter(|p| **p == 0).count();
        assert_eq!(winners, 1, "{penalties:?}");
    }
}
