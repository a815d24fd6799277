//! The state of a game of Rauswurf: everything the rules change and a sampled world
//! is built from.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards};
use super::options::{MAX_PLAYERS, Options};
use crate::engine::Seat;

/// Room for the most players.
pub(super) const SEATS: usize = MAX_PLAYERS as usize;

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Phase {
    Turn { seat: Seat },
    Finished,
}

/// A game of Rauswurf in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rauswurf {
    pub(super) options: Options,
    pub(super) hands: [Cards; SEATS],
    /// The card lying face up in front of each seat.
    pub(super) fronts: [Option<Card>; SEATS],
    pub(super) pile: Pile,
    /// Everything discarded since the last reshuffle (face up, order does not matter).
    pub(super) discard: Cards,
    pub(super) phase: Phase,
    pub(super) turns: u32,
    pub(super) winners: [bool; SEATS],
    pub(super) rng: ChaCha8Rng,
}
