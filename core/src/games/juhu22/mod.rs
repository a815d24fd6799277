//! 22Juhu — trick taking with join or sit out, exchange, and points or chips; four
//! variants (`basic5`, `basic4`, `gamer`, `pro`).
//!
//! The rules are in `docs/games/22juhu.md` (rulings J-R1..J-R11); the notation used in
//! scenario files is in `docs/scenarios.md`, and decisions where the rules are silent in
//! `docs/games/22juhu.md`.
//!
//! - [`cards`]: the 38 cards and card sets
//! - [`options`], [`deal`]: variants, options, dealing
//! - [`trick`]: the follow duties and who wins a trick
//! - [`state`]: a game's state ([`Juhu22`])
//! - [`rules`]: the state machine: rounds, joining, exchange, scoring
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
pub mod trick;
pub mod view;

#[cfg(test)]
mod tests;

/// The game's key in files, options, scenarios and the registry.
pub const ID: &str = "juhu22";

pub use cards::{Card, CardSet, Colour};
pub use deal::Deal;
pub use events::{ChipReason, Event, RoundKind};
pub use options::{Direction, Options, Variant};
pub use rules::{Action, RuleError};
pub use state::Juhu22;
pub use view::{Decision, Part, Stage, View};

/// The stack.
pub type Pile = crate::piles::Pile<Card, 38>;
