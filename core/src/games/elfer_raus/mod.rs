//! Elfer raus! — lay sequences out from the four 11s; the first to empty the hand wins.
//!
//! The rules are in `docs/games/elfer-raus.md` (rulings ER-R1..ER-R6); the notation used in
//! scenario files is documented in `docs/scenarios.md`.
//!
//! - [`cards`]: the 80 cards and compact card sets
//! - [`rows`]: the four rows on the table and where a card fits
//! - [`options`], [`deal`]: setting up a game
//! - [`state`]: a game's state ([`ElferRaus`])
//! - [`rules`]: the state machine
//! - [`events`], [`view`]: what each seat learns and sees
//! - [`determinize`]: sampling a full state from one seat's knowledge

pub mod bot;
pub mod cards;
pub mod deal;
pub mod determinize;
pub mod events;
pub mod info;
pub mod options;
pub mod rows;
pub mod rules;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;

/// The game's key in files, options, scenarios and the registry.
pub const ID: &str = "elfer_raus";

pub use cards::{Card, CardSet, Colour};

/// The Elfer raus draw pile.
pub type Pile = crate::piles::Pile<Card, 80>;
pub use deal::Deal;
pub use events::Event;
pub use options::Options;
pub use rules::{Action, RuleError};
pub use state::ElferRaus;
pub use view::{Decision, View};
