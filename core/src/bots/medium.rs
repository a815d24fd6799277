//! The medium bot: each game's own rule-based play (in `games/<game>/bot.rs`), the way a
//! decent human plays, from the seat's information state only.

use rand::RngCore;

use super::{Bot, Ismcts};
use crate::engine::{Game, InfoState, Seat};

/// A game that knows a rule-based choice for the medium bot.
pub trait MediumPolicy: Game {
    /// Whether the hard bot's tree branches on the other seats' decisions. When `false`
    /// they play this policy inside the tree too, and the tree holds only the searching
    /// seat's own decisions (open loop over the others'). Worth it where the others'
    /// choices depend so much on their hidden cards that every determinization gives them
    /// other actions, spreading a node over hundreds of children (22Juhu's exchange).
    const OPPONENTS_IN_TREE: bool = true;

    /// How often (0..=1) the easy bot plays this policy's choice instead of a random
    /// legal action: set per game so that easy sits between random and medium.
    const EASY_CARE: f64 = 0.5;

    /// Whether the hard bot lets this policy make `seat`'s decision in `state` when it
    /// comes up below the root of its tree, instead of branching on it. For decisions with
    /// many choices, most of them poor (22Juhu's exchange: every subset of the hand), the
    /// tree spreads its visits so thin that the bad choices drag down the value of the
    /// decision above (whether to join at all). The decision is still searched when it is
    /// the one at hand.
    fn policy_decides_in_tree(state: &Self, seat: Seat) -> bool {
        let _ = (state, seat);
        false
    }

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
    fn playout_standing(state: &Self, round_over: bool) -> Vec<f64> {
        let _ = round_over;
        state.standing()
    }

    /// The hard bot's decision made by a game's own procedure instead of the tree search,
    /// within `search`'s budget (iterations, time limit, cancel flag); `None` (the
    /// default) searches the tree. 22Juhu evaluates its choices by paired rollouts there.
    fn hard_choice(
        search: &Ismcts,
        info: &InfoState<Self>,
        legal: &[Self::Action],
        rng: &mut dyn RngCore,
    ) -> Option<Self::Action> {
        let _ = (search, info, legal, rng);
        None
    }

    /// One of `legal` (never empty), chosen by the game's heuristics.
    fn medium_choice(
        info: &InfoState<Self>,
        legal: &[Self::Action],
        rng: &mut dyn RngCore,
    ) -> Self::Action;

    /// The same choice for `seat` inside a full state the hard bot sampled (a playout
    /// step). It must read only what `seat` sees in `state` (its own hand and the table),
    /// exactly as [`MediumPolicy::medium_choice`] would from the seat's view without memory;
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
