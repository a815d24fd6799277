//! Rauswurf — lay a card in front; higher throws out lower, equal values join; whoever
//! has no hand cards and no card in front wins.
//!
//! The rules are in `docs/games/rauswurf.md` (rulings R-R1..R-R6); notation in
//! `docs/scenarios.md`; decisions where the rules are silent in `docs/games/rauswurf.md`.
//!
//! - [`cards`]: the 90 cards and multisets of them
//! - [`options`], [`deal`]: setting up
//! - [`state`]: a game's state ([`Rauswurf`]); [`rules`]: the state machine
//! - [`events`], [`view`]: what each seat learns and sees
//! - [`determinize`]: sampling a full state from one seat's knowledge

pub mod bot;
pub mod cards;
pub mod deal;
pub mod determinize;
pub mod events;
pub mod info;
pub mod options;
pub mod rules;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;

/// The game's key in files, options, scenarios and the registry.
pub const ID: &str = "rauswurf";

pub use cards::{Card, Cards};
pub use deal::Deal;
pub use events::Event;
pub use options::Options;
pub use rules::{Action, RuleError};
pub use state::Rauswurf;
pub use view::{Decision, View};

/// The draw pile.
pub type Pile = crate::piles::Pile<Card, 90>;
