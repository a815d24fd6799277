//! The screens around the table: each has its state (what the app remembers about it),
//! its intents (what the player can do there) and its view model (what a client draws,
//! every word already in the player's language).
//!
//! Lists of settings share one vocabulary of [`Control`]s, so a client draws the setup's
//! options and the settings screen with the same few widgets.

pub mod home;
pub mod nearby;
pub mod rules;
pub mod settings;
pub mod setup;
pub mod statistics;

use serde::{Deserialize, Serialize};

/// How one row of a settings-like list is changed.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    /// On or off.
    Toggle {
        /// Whether it is on.
        on: bool,
    },
    /// One of a few named choices.
    Choice {
        /// The choices in the order to offer them; exactly one is selected.
        choices: Vec<ChoiceItem>,
    },
    /// A whole number in a range, changed by steps or typed in.
    Number {
        /// The value now.
        value: i64,
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
        /// The value in words where a number alone would mislead (e.g. "no limit" for
        /// 0, "drawn at random" for a seat), else the number.
        shown: String,
    },
}

/// One of a [`Control::Choice`]'s choices.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceItem {
    /// The choice's id (a language tag, a variant or option choice's key).
    pub key: String,
    /// What the choice is called.
    pub label: String,
    /// Whether it is the one chosen.
    pub selected: bool,
}

/// The screens, as the back stack and the "back goes to" hint name them.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScreenKind {
    /// The start screen.
    Home,
    /// Choosing a game, its players and options.
    Setup,
    /// A game in progress.
    Table,
    /// The app's settings.
    Settings,
    /// Games played and won.
    Statistics,
    /// The list of games whose rules can be read.
    Rules,
    /// One game's rules.
    RulesPage,
    /// Playing with devices nearby: host or join.
    Nearby,
    /// Hosting a table for devices nearby.
    NearbyHost,
    /// Joining a table on another device.
    NearbyJoin,
    /// A game at a table nearby (hosted here or joined).
    NearbyTable,
}
