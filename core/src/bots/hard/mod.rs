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
use crate::engine::InfoState;

mod evaluation;
mod playout;
mod rollouts;

pub use evaluation::{Candidate, Evaluation};
/// Games' own tests play states on the way the playouts do.
#[cfg(test)]
pub(crate) use playout::play_out;

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
            _ => Some(rollouts::evaluate(
                self.iterations,
                |clock| self.must_stop(clock),
                info,
                legal,
                rng,
            )),
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
