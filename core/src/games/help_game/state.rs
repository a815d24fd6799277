//! The state of a game of Help!: everything the rules change and a sampled world is
//! built from.

use std::collections::VecDeque;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards};
use super::events::Direction;
use super::options::{Deal, MAX_PLAYERS, Options};
use super::row::Row;
use super::view::NoCard;
use crate::engine::Seat;

/// Room for the most players.
pub(super) const SEATS: usize = MAX_PLAYERS as usize;

/// Whose decision it is and what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Phase {
    Turn {
        seat: Seat,
    },
    Helping {
        seat: Seat,
        helper: Seat,
    },
    GivingBack {
        seat: Seat,
        helper: Seat,
        received: Card,
    },
    PlayingReceived {
        seat: Seat,
        helper: Seat,
        card: Card,
    },
    Finished,
    /// A world sampled by the hard bot stopped at the end of its round
    /// ([`Help::ends_with_round`]); never in a real game.
    RoundOver,
}

/// A game of Help! in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Help {
    pub(super) options: Options,
    pub(super) hands: [Cards; SEATS],
    pub(super) pile: Pile,
    pub(super) discard: Cards,
    pub(super) row: Row,
    pub(super) no_cards: [NoCard; SEATS],
    pub(super) points: [u8; SEATS],
    pub(super) direction: Direction,
    pub(super) round: u16,
    pub(super) phase: Phase,
    pub(super) stacked: VecDeque<Deal>,
    pub(super) rng: ChaCha8Rng,
    /// Set only in a world the hard bot sampled: when the round is over, the next one is
    /// not dealt and the world stops (its playouts score the round; the next deal is
    /// chance the decision at hand does not influence).
    #[serde(skip)]
    pub(super) ends_with_round: bool,
}
