//! The hard bot: decides by searching determinizations sampled from the seat's
//! [`InfoState`] (never the true state). Every game uses paired rollouts
//! ([`MediumPolicy::HARD_SEARCH`], `rollouts.rs`); the Information Set Monte Carlo Tree
//! Search kept here for comparison ([`HardBot::search_tree`]; single-observer ISMCTS,
//! Cowling, Powley & Whitehouse 2012) descends with availability-count UCB among the
//! actions legal in each sample, expands one action, plays out with the game's medium
//! policy (or partly at random) until the round ends or a short horizon, and backs up each
//! seat's reward.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::{Rng, RngCore};

use super::{Bot, HardSearch, MediumPolicy, rollouts};
use crate::engine::{Game, InfoState, Seat, ToAct};

/// The hard bot: its search budget and knobs.
///
/// The tree's defaults come from arena runs against three medium bots (4 players,
/// 1,000 iterations): playouts that stop at the end of the round (or after 40 actions,
/// which covers a hand of 22Juhu) with every seat playing the game's medium policy,
/// scored by [`rewards`], and a progressive bias of 3 towards the policy's choice.
/// Playouts to the end of the whole game gave the search almost no signal in the
/// multi-round games, and random opponents in playouts blunder into penalties the medium
/// bot never takes. Every game now decides by paired rollouts
/// ([`MediumPolicy::HARD_SEARCH`]), which play level with this tree at the same budget and
/// several times faster; [`HardBot::search_tree`] keeps the tree available and tested
/// (`docs/bots.md`).
///
/// The budget (`iterations`, `time_limit`, `cancel`) applies to both ways of deciding;
/// the other knobs are the tree's (paired rollouts take theirs from the game's
/// [`MediumPolicy`]).
#[derive(Clone, Debug)]
pub struct HardBot {
    /// Iterations (determinization + descent + playout) per decision.
    pub iterations: u32,
    /// UCB exploration constant (rewards are in 0..=1).
    pub exploration: f64,
    /// Playouts stop after this many actions, or when the round ends ([`Game::round`]),
    /// and score the game as it stands.
    pub playout_horizon: u32,
    /// Set to stop the search early; the best action found so far is returned.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Stop after this much thinking, even with iterations left.
    pub time_limit: Option<Duration>,
    /// Share (0..=1) of playout moves chosen by the game's medium policy instead of at
    /// random. Measured in 77: 1.0 won 28 %, 0.8 only 10 % (a few random moves are enough
    /// to make the opponents look like they blunder into chips).
    pub policy_playouts: f64,
    /// Bonus for the medium policy's choice in the tree, divided by the child's visits
    /// (progressive bias); 0 turns it off. The policy's choice is also expanded first.
    /// Measured against three medium bots (400 games each, 1,000 iterations): 77 23.5 %
    /// with 0, 30 % with 1, 35.5–35.8 % with 3 (opponents played by the policy), 32 % with
    /// 10; Help! 30.8 % with 1, 34.5 % with 3. The playouts' estimates are too noisy at
    /// this budget to overrule a good heuristic often.
    pub policy_bias: f64,
}

impl Default for HardBot {
    /// 10,000 iterations, but never more than 95 ms: a decision should take at most
    /// 100 ms at p95 on one core, and the limit caps the rare long decision and slower
    /// cores (figures in `docs/bots.md`).
    fn default() -> Self {
        HardBot {
            iterations: 10_000,
            exploration: 0.3,
            playout_horizon: 40,
            cancel: None,
            time_limit: Some(Duration::from_millis(95)),
            policy_playouts: 1.0,
            policy_bias: 3.0,
        }
    }
}

/// One node: who took the action that led here, with its statistics.
struct Node<A> {
    actor: Option<Seat>,
    /// The actions tried from here and the index of the node each leads to. The actions
    /// sit next to each other so the lookup of every legal action scans one short array.
    children: Vec<(A, usize)>,
    visits: u32,
    available: u32,
    reward: f64,
}

impl<A> Node<A> {
    fn new(actor: Option<Seat>) -> Self {
        Node {
            actor,
            children: Vec::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
        }
    }
}

impl<G: MediumPolicy> Bot<G> for HardBot {
    fn choose(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        match G::HARD_SEARCH {
            HardSearch::Tree => self.search_tree(info, legal, rng),
            HardSearch::PairedRollouts if legal.len() <= 1 => legal.first().copied(),
            HardSearch::PairedRollouts => Some(rollouts::choose(self, info, legal, rng)),
        }
    }
}

impl HardBot {
    /// Decides by the tree search, whatever the game's [`MediumPolicy::HARD_SEARCH`]
    /// (which [`Bot::choose`] follows): no game uses the tree, but it stays available,
    /// and tested, for comparison.
    pub fn search_tree<G: MediumPolicy>(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        let mut tree: Vec<Node<G::Action>> = vec![Node::new(None)];
        let mut buffers = Buffers {
            legal: Vec::new(),
            events: Vec::new(),
            path: Vec::new(),
        };
        let started = Instant::now();
        for iteration in 0..self.iterations {
            // The clock is read every 64 iterations only: reading it costs more than a step.
            if self.must_stop(started, iteration % 64 == 0) {
                break;
            }
            let mut state = G::determinize(info, rng);
            self.iterate(info.seat, &mut tree, &mut state, rng, &mut buffers);
        }
        // The most visited root action that is legal for the seat.
        tree[0]
            .children
            .iter()
            .filter(|(action, _)| legal.contains(action))
            .max_by_key(|&&(_, c)| tree[c].visits)
            .map(|&(action, _)| action)
            .or_else(|| legal.first().copied())
    }
}

/// Buffers reused by every iteration, so an iteration allocates nothing of its own.
struct Buffers<G: MediumPolicy> {
    legal: Vec<G::Action>,
    events: Vec<G::Event>,
    /// The nodes visited this iteration, root first.
    path: Vec<usize>,
}

impl HardBot {
    /// Whether the search must stop now: cancelled, or (when `read_clock`) out of time
    /// since `started`. The iteration budget is the caller's to count.
    pub(super) fn must_stop(&self, started: Instant, read_clock: bool) -> bool {
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

    fn iterate<G: MediumPolicy>(
        &self,
        me: Seat,
        tree: &mut Vec<Node<G::Action>>,
        state: &mut G,
        rng: &mut dyn RngCore,
        buffers: &mut Buffers<G>,
    ) {
        let Buffers {
            legal,
            events,
            path,
        } = buffers;
        path.clear();
        path.push(0);
        let mut node = 0;
        // Selection and expansion.
        while let ToAct::Seat(seat) = state.to_act() {
            legal.clear();
            state.legal_actions_into(seat, legal);
            if legal.is_empty() {
                break;
            }
            let by_policy = (seat != me && !G::OPPONENTS_IN_TREE)
                || (path.len() > 1 && G::policy_decides_in_tree(state, seat));
            if by_policy {
                let action = if legal.len() == 1 {
                    legal[0]
                } else {
                    policy_choice(state, seat, legal, rng)
                };
                events.clear();
                if state.apply_into(seat, action, events).is_err() {
                    return;
                }
                continue;
            }
            G::worth_searching(state, seat, legal);
            if legal.is_empty() {
                break;
            }
            let hint = (self.policy_bias > 0.0 && legal.len() > 1)
                .then(|| policy_choice(state, seat, legal, rng));
            // Expand one legal action that has no child yet: the policy's choice first,
            // otherwise one at random (reservoir sampling: no list of untried actions).
            let mut untried = None;
            let mut seen = 0u32;
            for action in legal.iter() {
                let has_child = tree[node].children.iter().any(|(a, _)| a == action);
                if !has_child {
                    if hint == Some(*action) {
                        untried = hint;
                        break;
                    }
                    seen += 1;
                    if rng.random_range(0..seen) == 0 {
                        untried = Some(*action);
                    }
                }
            }
            if let Some(action) = untried {
                let child = tree.len();
                tree.push(Node::new(Some(seat)));
                tree[node].children.push((action, child));
                events.clear();
                if state.apply_into(seat, action, events).is_err() {
                    return;
                }
                path.push(child);
                break;
            }
            // Every legal action has a child: UCB over those available in this sample.
            let mut best = None;
            let mut best_score = f64::NEG_INFINITY;
            for i in 0..tree[node].children.len() {
                let (action, c) = tree[node].children[i];
                if !legal.contains(&action) {
                    continue;
                }
                tree[c].available += 1;
                let n = &tree[c];
                let visits = n.visits.max(1) as f64;
                // Progressive bias (Chaslot et al. 2008): the policy's choice gets a bonus
                // that fades as visits give the search its own estimate.
                let bias = if hint == Some(action) {
                    self.policy_bias / visits
                } else {
                    0.0
                };
                let score = n.reward / visits
                    + self.exploration * ((n.available as f64).ln() / visits).sqrt()
                    + bias;
                if score > best_score {
                    best_score = score;
                    best = Some((action, c));
                }
            }
            let Some((action, child)) = best else {
                break;
            };
            events.clear();
            if state.apply_into(seat, action, events).is_err() {
                return;
            }
            path.push(child);
            node = child;
        }
        // Playout, until the horizon or the end of the current round.
        let round_over = play_out(
            state,
            self.playout_horizon,
            legal,
            events,
            |state, seat, legal| {
                if legal.len() > 1 && rng.random_bool(self.policy_playouts.clamp(0.0, 1.0)) {
                    policy_choice(state, seat, legal, rng)
                } else {
                    legal[rng.random_range(0..legal.len())]
                }
            },
        );
        // Backpropagation: each node earns the reward of the seat that moved into it.
        let standing = G::playout_standing(state, round_over);
        let rewards = rewards_from(state, &standing);
        for &n in path.iter() {
            let node = &mut tree[n];
            node.visits += 1;
            if let Some(actor) = node.actor {
                node.reward += rewards.get(actor.index()).copied().unwrap_or(0.5);
            }
        }
    }
}

/// Plays `state` on, every action chosen by `choose` from the (non-empty) legal ones,
/// until the current round ends or after `horizon` actions; true when the round ended
/// (the game's last round too, when the game is over).
/// The playout of the tree search and of the paired rollouts.
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

/// The game's medium policy for `seat` in a sampled state. It sees what the seat would
/// see, without memory (none is kept inside the search).
fn policy_choice<G: MediumPolicy>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    rng: &mut dyn RngCore,
) -> G::Action {
    G::playout_choice(state, seat, legal, rng)
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
