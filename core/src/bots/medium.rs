//! The medium bot: each game's own rule-based play (in `games/<game>/bot.rs`), the way a
//! decent human plays, from the seat's information state only.

use rand::RngCore;

use super::Bot;
use crate::engine::{Game, InfoState};

/// A game that knows a rule-based choice for the medium bot.
pub trait MediumPolicy: Game {
    /// Whether the hard bot's tree branches on the other seats' decisions. When `false`
    /// they play this policy inside the tree too, and the tree holds only the searching
    /// seat's own decisions (open loop over the others'). Worth it where the others'
    /// choices depend so much on their hidden cards that every determinization gives them
    /// other actions, spreading a node over hundreds of children (22Juhu's exchange).
    const OPPONENTS_IN_TREE: bool = true;

    /// One of `legal` (never empty), chosen by the game's heuristics.
    fn medium_choice(
        info: &InfoState<Self>,
        legal: &[Self::Action],
        rng: &mut dyn RngCore,
    ) -> Self::Action;
}

/// Plays each game's [`MediumPolicy`].
#[derive(Clone, Copy, Debug, Default)]
pub struct MediumBot;

impl<G: MediumPolicy> Bot<G> for MediumBot {
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
