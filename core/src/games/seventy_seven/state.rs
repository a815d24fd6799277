//! The state of a game of 77: everything the rules change and a sampled world is
//! built from.

use std::collections::VecDeque;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::Cards;
use super::deal::Deal;
use super::events::Direction;
use super::options::{MAX_PLAYERS, Options};
use crate::engine::Seat;

/// Room for the most players.
pub(super) const SEATS: usize = MAX_PLAYERS as usize;

/// Whose turn it is and how far it has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Phase {
    /// `seat` must play `due` cards (2 under ×2) and has played `played`; `doubled`
    /// says whether it has played a ×2 this turn (the next seat then owes two).
    Turn {
        seat: Seat,
        due: u8,
        played: u8,
        doubled: bool,
    },
    /// Only one player is left.
    Finished { winner: Seat },
    /// A world sampled by the hard bot stopped at the end of its round
    /// ([`SeventySeven::ends_with_round`]); never in a real game.
    RoundOver,
}

/// A game of 77 in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeventySeven {
    pub(super) options: Options,
    pub(super) hands: [Cards; SEATS],
    pub(super) chips: [u8; SEATS],
    /// 0 while in; k if the seat was the k-th to go out.
    pub(super) out_rank: [u8; SEATS],
    pub(super) pile: Pile,
    pub(super) discard: Pile,
    pub(super) total: i32,
    pub(super) direction: Direction,
    pub(super) phase: Phase,
    pub(super) round: u16,
    pub(super) round_start: Seat,
    /// Deals still to use before shuffling (tests and scenarios).
    pub(super) stacked: VecDeque<Deal>,
    pub(super) rng: ChaCha8Rng,
    /// Set only in a world the hard bot sampled: when the round is over, the next one is
    /// not dealt and the world stops (its playouts score the round; the next deal is
    /// chance the decision at hand does not influence).
    #[serde(skip)]
    pub(super) ends_with_round: bool,
}
