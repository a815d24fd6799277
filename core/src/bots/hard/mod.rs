//! The hard bot: decides by paired rollouts ([`rollouts`]) in worlds sampled from the
//! seat's [`InfoState`] (never the true state). Every candidate choice is played in the
//! same sampled worlds with the same random numbers, every seat playing on by the game's
//! medium policy, and the medium choice is kept unless another is clearly better.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use rand::RngCore;

use super::clock::ThreadClock;
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
    /// Stop after this much thinking, even with iterations left: CPU time of the
    /// deciding thread where the platform has a per-thread clock ([`ThreadClock`]), so
    /// a busy device answers later rather than weaker.
    pub time_limit: Option<Duration>,
}

impl Default for HardBot {
    /// 10,000 iterations, but never more than 95 ms of the thread's CPU time: a decision
    /// should take at most 100 ms at p95 on one core, and the limit caps the rare long
    /// decision and slower cores (figures in `docs/bots.md`).
    fn default() -> Self {
        HardBot {
            iterations: 10_000,
            cancel: None,
            time_limit: Some(Duration::from_millis(95)),
        }
    }
}

/// How the hard bot judged one decision: its choice, the medium policy's choice it
/// started from, and every candidate it searched with its estimated value.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation<A> {
    /// The action the hard bot plays.
    pub choice: A,
    /// The medium policy's choice, which stands unless another is clearly better.
    pub medium: A,
    /// Worlds sampled (each candidate was played out once in each).
    pub worlds: u32,
    /// The candidates searched (choices no player would consider are left out), in
    /// the order of the legal actions, the medium choice among them.
    pub candidates: Vec<Candidate<A>>,
}

/// One searched action and what its rollouts were worth to the deciding seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate<A> {
    /// The action.
    pub action: A,
    /// Its mean rollout value ([`TableGame::rollout_value`]: higher is better; only
    /// differences between candidates mean something).
    pub value: f64,
    /// Its mean gain over the medium choice in the same worlds (0 for that choice).
    pub gain: f64,
    /// The standard error of `gain` (infinite with fewer than two worlds).
    pub standard_error: f64,
}

impl<A: Copy + PartialEq> Evaluation<A> {
    /// The searched candidates from best to worst by value.
    pub fn ranked(&self) -> Vec<Candidate<A>> {
        let mut ranked = self.candidates.clone();
        ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
        ranked
    }

    /// The candidate for `action`, if it was searched.
    pub fn candidate(&self, action: A) -> Option<Candidate<A>> {
        self.candidates.iter().find(|c| c.action == action).copied()
    }
}

impl HardBot {
    /// Judges a decision of the seat whose information state is `info`: the choice
    /// [`Bot::choose`] makes, with the value of every candidate searched (for hints that
    /// explain themselves). `None` only when `legal` is empty; a single legal action is
    /// chosen without searching.
    pub fn evaluate<G: TableGame>(
        &self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<Evaluation<G::Action>> {
        match legal {
            [] => None,
            [only] => Some(Evaluation {
                choice: *only,
                medium: *only,
                worlds: 0,
                candidates: vec![Candidate {
                    action: *only,
                    value: 0.0,
                    gain: 0.0,
                    standard_error: f64::INFINITY,
                }],
            }),
            _ => Some(rollouts::evaluate(self, info, legal, rng)),
        }
    }

    /// Whether the search must stop now: cancelled, or out of time on `clock`. The
    /// iteration budget is the caller's to count.
    fn must_stop(&self, clock: &ThreadClock) -> bool {
        let cancelled = self
            .cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed));
        cancelled
            || self
                .time_limit
                .is_some_and(|limit| clock.elapsed() >= limit)
    }
}

impl<G: TableGame> Bot<G> for HardBot {
    fn choose(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        self.evaluate(info, legal, rng).map(|e| e.choice)
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
    let standing = state.standing();
    let places = state.outcome().map(|outcome| outcome.places);
    (0..state.players())
        .map(|s| {
            let place = places.as_ref().and_then(|p| p.get(s as usize).copied());
            reward(state, place, &standing, Seat(s))
        })
        .collect()
}

/// `me`'s entry of [`rewards`], from its place in a finished game or else from every
/// seat's `standing` (one entry per seat).
pub(super) fn reward<G: Game>(state: &G, place: Option<u8>, standing: &[f64], me: Seat) -> f64 {
    let players = state.players() as usize;
    let others = players.saturating_sub(1).max(1) as f64;
    if let Some(place) = place {
        return (players as f64 - place as f64) / others;
    }
    let scale = state.standing_scale();
    let Some(&mine) = standing.get(me.index()) else {
        return 0.5;
    };
    let lead: f64 = standing
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != me.index())
        .map(|(_, &theirs)| ((mine - theirs) / scale).tanh())
        .sum();
    0.5 + 0.5 * lead / others
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
