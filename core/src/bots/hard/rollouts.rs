//! Paired rollouts, how the hard bot decides.
//!
//! The bot compares its choices directly: it samples worlds consistent with its
//! information state ([`Game::determinize`]), plays every candidate in the same world
//! with the same random numbers, and lets every seat (itself included) play on by the
//! medium policy until the round ends (or [`TableGame::ROLLOUT_HORIZON`] actions).
//! Each rollout is scored by [`TableGame::rollout_value`]. The medium policy's own
//! choice is kept unless another candidate is ahead of it by a clear margin, measured on
//! the paired differences ([`TableGame::ROLLOUT_MARGIN`]): common random numbers
//! cancel most of the deal's noise, so a few hundred worlds separate choices that
//! independent samples could not.
//!
//! Because the rollouts model every other seat as the medium policy, this is one step of
//! policy improvement over medium: against medium opponents it is never worse than medium
//! in expectation, when the sampled worlds match what the seat can know.
//!
//! Budget: one rollout counts as one iteration; the bot's time limit (the thread's CPU
//! time) and cancel flag apply.

use rand::rngs::SmallRng;
use rand::{RngCore, SeedableRng};

use super::evaluation::{Candidate, Evaluation};
use super::playout::play_out;
use crate::bots::TableGame;
use crate::bots::clock::ThreadClock;
use crate::engine::{Game, InfoState, Seat};

/// The hard bot's evaluation of `legal` (at least two) for the seat of `info`, by paired
/// rollouts: at most `iterations` of them, and none once `must_stop` says so (read on
/// the clock of the search, started here).
pub(super) fn evaluate<G: TableGame>(
    iterations: u32,
    must_stop: impl Fn(&ThreadClock) -> bool,
    info: &InfoState<G>,
    legal: &[G::Action],
    rng: &mut dyn RngCore,
) -> Evaluation<G::Action> {
    let clock = ThreadClock::start();
    let me = info.seat;
    let medium = G::medium_choice(info, legal, rng);
    // The candidates are the choices worth searching (judged in a sampled world, which
    // holds the seat's own hand as it is), with medium's choice among them.
    let first_world = G::determinize(info, rng);
    let mut actions = legal.to_vec();
    G::worth_searching(&first_world, me, &mut actions);
    if !actions.contains(&medium) {
        actions.push(medium);
    }
    let base = actions
        .iter()
        .position(|c| *c == medium)
        .unwrap_or_default();
    let n = actions.len();
    let mut stats = vec![PairedStats::default(); n];
    let mut values = vec![0.0f64; n];
    // Sized for any step, so the rollouts never grow them.
    let mut buffers = Buffers::<G> {
        legal: Vec::with_capacity(256),
        events: Vec::with_capacity(256),
    };
    let mut worlds = 0u32;
    let mut used = 0u32;
    let mut world = first_world;
    G::end_with_round(&mut world);
    // With one candidate there is nothing to compare; otherwise at least one world.
    if n > 1 {
        loop {
            if worlds > 0 {
                let out_of_iterations = used.saturating_add(n as u32) > iterations;
                if out_of_iterations || must_stop(&clock) {
                    break;
                }
                world = G::determinize(info, rng);
                G::end_with_round(&mut world);
            }
            let seed = rng.next_u64();
            for (i, candidate) in actions.iter().enumerate() {
                // The same random numbers for every candidate in this world.
                let mut playout_rng = SmallRng::seed_from_u64(seed);
                values[i] = rollout(&world, me, *candidate, &mut playout_rng, &mut buffers);
            }
            for (i, s) in stats.iter_mut().enumerate() {
                s.add(values[i], values[i] - values[base]);
            }
            used = used.saturating_add(n as u32);
            worlds += 1;
        }
    }
    let mut best = base;
    let mut best_mean = stats[base].mean();
    for (i, s) in stats.iter().enumerate() {
        if i != base && s.ahead_of_base(G::ROLLOUT_MARGIN) && s.mean() > best_mean {
            best = i;
            best_mean = s.mean();
        }
    }
    Evaluation {
        choice: actions[best],
        medium,
        worlds,
        candidates: actions
            .iter()
            .zip(&stats)
            .map(|(&action, s)| Candidate {
                action,
                value: s.mean(),
                gain: s.mean_diff(),
                standard_error: s.standard_error(),
            })
            .collect(),
    }
}

/// One candidate's rollout values and its paired differences to the medium choice's.
#[derive(Clone, Copy, Debug, Default)]
struct PairedStats {
    worlds: f64,
    sum: f64,
    diff_sum: f64,
    diff_sq: f64,
}

impl PairedStats {
    fn add(&mut self, value: f64, diff: f64) {
        self.worlds += 1.0;
        self.sum += value;
        self.diff_sum += diff;
        self.diff_sq += diff * diff;
    }

    fn mean(&self) -> f64 {
        if self.worlds == 0.0 {
            return 0.0;
        }
        self.sum / self.worlds
    }

    fn mean_diff(&self) -> f64 {
        if self.worlds == 0.0 {
            return 0.0;
        }
        self.diff_sum / self.worlds
    }

    /// The standard error of the mean paired difference (infinite below two worlds).
    fn standard_error(&self) -> f64 {
        let w = self.worlds;
        if w < 2.0 {
            return f64::INFINITY;
        }
        let mean = self.diff_sum / w;
        let variance = (self.diff_sq / w - mean * mean).max(0.0);
        (variance / w).sqrt()
    }

    /// Whether the mean paired difference is above zero by more than `margin` standard
    /// errors. One world gives no estimate of the error, so it takes at least two.
    fn ahead_of_base(&self, margin: f64) -> bool {
        self.worlds >= 2.0 && self.mean_diff() > margin * self.standard_error()
    }
}

/// Buffers reused by every rollout.
struct Buffers<G: Game> {
    legal: Vec<G::Action>,
    events: Vec<G::Event>,
}

/// What `action` is worth to `me` in `world` when every seat plays on by the medium policy.
fn rollout<G: TableGame>(
    world: &G,
    me: Seat,
    action: G::Action,
    rng: &mut dyn RngCore,
    buffers: &mut Buffers<G>,
) -> f64 {
    let Buffers { legal, events } = buffers;
    let mut state = world.clone();
    events.clear();
    if state.apply_into(me, action, events).is_err() {
        return f64::NEG_INFINITY;
    }
    let round = world.round();
    let round_over = state.round() != round
        || play_out(
            &mut state,
            G::ROLLOUT_HORIZON,
            legal,
            events,
            |state, seat, legal| match legal {
                [only] => *only,
                _ => G::playout_choice(state, seat, legal, rng),
            },
        );
    G::rollout_value(world, &state, me, round_over)
}

#[cfg(test)]
mod tests {
    use super::PairedStats;

    fn stats(diffs: &[f64]) -> PairedStats {
        let mut s = PairedStats::default();
        for d in diffs {
            s.add(*d, *d);
        }
        s
    }

    #[test]
    fn a_steady_gain_is_ahead_and_a_coin_flip_is_not() {
        assert!(stats(&[1.0, 1.0, 1.0]).ahead_of_base(1.0));
        assert!(stats(&[2.0, 1.0, 3.0, 2.0]).ahead_of_base(2.0));
        assert!(!stats(&[1.0, -1.0, 1.0, -1.0]).ahead_of_base(0.5));
        assert!(!stats(&[0.0, 0.0, 0.0]).ahead_of_base(0.0));
        assert!(!stats(&[-1.0, -2.0]).ahead_of_base(0.0));
    }

    #[test]
    fn the_margin_counts_standard_errors_of_the_paired_differences() {
        // Mean 1, standard deviation 2 over 4 worlds: standard error 1.
        let s = stats(&[3.0, -1.0, 3.0, -1.0]);
        assert!(s.ahead_of_base(0.9));
        assert!(!s.ahead_of_base(1.1));
        assert_eq!(s.standard_error(), 1.0);
    }

    #[test]
    fn one_world_is_never_enough_to_overrule_medium() {
        assert!(!stats(&[5.0]).ahead_of_base(0.0));
        assert!(stats(&[5.0]).standard_error().is_infinite());
        assert_eq!(PairedStats::default().mean(), 0.0);
    }
}
