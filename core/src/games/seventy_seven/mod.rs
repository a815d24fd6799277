//! 77 — a running total; avoid 11, 22, …, 77 and over 77; chips; last one in wins.
//!
//! The rules are in `docs/games/77.md` (rulings S-R1..S-R9); the notation used in scenario
//! files is documented in `docs/scenarios.md`, and decisions where the rules are silent
//! in `docs/games/77.md`.
//!
//! - [`cards`]: the 55 cards and multisets of them
//! - [`options`], [`deal`]: setting up the game and each round
//! - [`state`]: a game's state ([`SeventySeven`]); [`rules`]: the state machine
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
pub const ID: &str = "seventy_seven";

pub use cards::{Card, Cards};
pub use deal::Deal;
pub use events::{ChipReason, Direction, Event};
pub use options::Options;
pub use rules::{Action, RuleError};
pub use state::SeventySeven;
pub use view::{Decision, SeatStatus, View};

/// A draw or discard pile of 77 cards.
pub type Pile = crate::piles::Pile<Card, 55>;
