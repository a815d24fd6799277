//! The easy bot: a light, generic heuristic with some randomness. It tries each legal
//! action once on a state sampled from its information state and prefers the one that
//! leaves it best placed by [`Game::standing`] against the others; now and then it plays
//! at random, so beginners can beat it.

use rand::{Rng, RngCore};

use super::Bot;
use crate::engine::{Game, InfoState};

/// A one-step look-ahead bot.
#[derive(Clone, Copy, Debug)]
pub struct EasyBot {
    /// How often (0..=1) it plays the best-looking action instead of a random one.
    pub greed: f64,
}

impl Default for EasyBot {
    fn default() -> Self {
        EasyBot { greed: 0.7 }
    }
}

impl<G: Game> Bot<G> for EasyBot {
    fn choose(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        if legal.len() <= 1 || !rng.random_bool(self.greed.clamp(0.0, 1.0)) {
            return (!legal.is_empty()).then(|| legal[rng.random_range(0..legal.len())]);
        }
        let sample = G::determinize(info, rng);
        let me = info.seat.index();
        let mut events = Vec::new();
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for &action in legal {
            let mut state = sample.clone();
            events.clear();
            if state.apply_into(info.seat, action, &mut events).is_err() {
                continue;
            }
            let standing = state.standing();
            let others = standing.len().saturating_sub(1).max(1) as f64;
            let mine = standing.get(me).copied().unwrap_or(0.0);
            let rest: f64 = standing.iter().sum::<f64>() - mine;
            // A little noise breaks ties between equally good actions at random.
            let score = mine - rest / others + rng.random_range(0.0..1e-6);
            if score > best_score {
                best_score = score;
                best = Some(action);
            }
        }
        best.or_else(|| legal.first().copied())
    }
}
