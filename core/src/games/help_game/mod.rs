//! Help! — one shared ascending row; who cannot play asks the player before for help.
//!
//! The rules are in `docs/games/help.md` (rulings H-R1..H-R5); notation in `docs/scenarios.md`;
//! decisions where the rules are silent in `docs/games/help.md`.
//!
//! - [`cards`]: the 105 cards and multisets of them
//! - [`row`]: the row and where numbers, Jokers and Switches may go
//! - [`options`]: setting up a game
//! - [`state`]: a game's state ([`Help`])
//! - [`rules`]: the state machine: turns, No!, help, rounds
//! - [`events`], [`view`]: what each seat learns and sees
//! - [`determinize`]: sampling a full state from one seat's knowledge

pub mod bot;
pub mod cards;
pub mod determinize;
pub mod events;
pub mod info;
pub mod options;
pub mod row;
pub mod rules;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;

/// The game's key in files, options, scenarios and the registry.
pub const ID: &str = "help";

pub use cards::{Card, Cards};
pub use events::{Called, Direction, Event, RoundEnd};
pub use options::{Deal, Options};
pub use rules::{Action, RuleError};
pub use state::Help;
pub use view::{Decision, HelpStage, HelpView, NoCard, View};

/// The draw pile.
pub type Pile = crate::piles::Pile<Card, 105>;
