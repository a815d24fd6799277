//! The simplest bot: a uniformly random legal action.

use rand::{Rng, RngCore};

use super::Bot;
use crate::engine::{Game, InfoState};

/// Plays a uniformly random legal action.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn choose(
        &mut self,
        _info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        if legal.is_empty() {
            return None;
        }
        Some(legal[rng.random_range(0..legal.len())])
    }
}
