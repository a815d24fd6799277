//! Bots that play any game through the [`Game`] trait. A bot only ever receives a
//! seat's [`InfoState`] and the legal actions, never the true state, so it cannot cheat.

mod clock;
mod easy;
mod hard;
mod medium;
mod random;
mod reward;

pub use clock::{ThreadClock, thread_cpu_time};
pub use easy::EasyBot;
/// Games' own tests play states on the way the hard bot's playouts do.
#[cfg(test)]
pub(crate) use hard::play_out;
pub use hard::{Candidate, Evaluation, HardBot};
pub use medium::{MediumBot, TableGame, best_by, lead_over_others};
pub use random::RandomBot;
pub use reward::rewards;

use rand::RngCore;

use crate::engine::{Game, InfoState};

/// Something that picks an action for a seat.
pub trait Bot<G: Game> {
    /// Picks one of `legal` for the seat whose information state is `info`; `None`
    /// only when `legal` is empty.
    fn choose(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action>;
}
