//! The core's types that the views and intents carry, as the shells see them: a game by
//! its key (`"elfer_raus"`), a bot's level and an option's value. They are declared in
//! `spieleabend-core`, which knows nothing of UniFFI, so they are described here
//! (UniFFI's remote types): the compiler checks each description against the type, so
//! a variant added in the core fails to build until it is added here.

use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::OptionValue;
use spieleabend_core::table::BotLevel;

// A game crosses as its key, e.g. "elfer_raus"; a key of no game is refused.
uniffi::custom_type!(GameId, String, {
    remote,
    lower: |game| game.id().to_string(),
    try_lift: |key| GameId::parse(&key).ok_or_else(|| uniffi::deps::anyhow::anyhow!("no game {key:?}")),
});

/// How strongly a bot plays.
#[uniffi::remote(Enum)]
pub enum BotLevel {
    /// Legal moves with a light heuristic and some randomness.
    Easy,
    /// The game's rule-based play.
    Medium,
    /// Searches by rollouts in sampled deals (also what hints use).
    Hard,
}

/// An option's value.
#[uniffi::remote(Enum)]
pub enum OptionValue {
    /// A toggle's value.
    Bool(#[uniffi(name = "value")] bool),
    /// A number's value (a seat option: 0 = drawn at random, n = the n-th seat).
    Int(#[uniffi(name = "value")] i64),
    /// A choice's key.
    Choice(#[uniffi(name = "value")] String),
}
