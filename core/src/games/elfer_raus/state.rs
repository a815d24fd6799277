//! The state of a game of Elfer raus!: everything the rules change and a sampled world
//! is built from.

use std::collections::VecDeque;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::CardSet;
use super::deal::Deal;
use super::options::{MAX_PLAYERS, Options};
use super::rows::Rows;
use crate::engine::{Seat, ToAct};

/// Whose turn it is and how far it has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Phase {
    /// `seat` is on turn and has laid `laid` cards so far.
    Turn { seat: Seat, laid: u8 },
    /// The match is over.
    Finished,
}

/// A game (or match) of Elfer raus in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ElferRaus {
    pub(super) options: Options,
    /// Hand of each seat; seats beyond `options.players` stay empty.
    pub(super) hands: [CardSet; MAX_PLAYERS as usize],
    pub(super) pile: Pile,
    pub(super) rows: Rows,
    pub(super) phase: Phase,
    /// 1-based number of the current game in the match.
    pub(super) game: u16,
    /// Penalty points per seat over the games played so far.
    pub(super) totals: [u32; MAX_PLAYERS as usize],
    /// Deals still to use before shuffling (tests and scenarios).
    pub(super) stacked: VecDeque<Deal>,
    pub(super) rng: ChaCha8Rng,
}

/// Everything needed to build a state, for determinization.
pub(super) struct Parts {
    pub options: Options,
    pub hands: [CardSet; MAX_PLAYERS as usize],
    pub pile: Pile,
    pub rows: Rows,
    pub to_act: ToAct,
    pub laid_this_turn: u8,
    pub game: u16,
    pub totals: [u32; MAX_PLAYERS as usize],
    pub seed: u64,
}

impl ElferRaus {
    /// Builds a state from parts; used by determinization.
    pub(super) fn from_parts(parts: Parts) -> ElferRaus {
        ElferRaus {
            options: parts.options,
            hands: parts.hands,
            pile: parts.pile,
            rows: parts.rows,
            phase: match parts.to_act {
                ToAct::Seat(seat) => Phase::Turn {
                    seat,
                    laid: parts.laid_this_turn,
                },
                ToAct::Finished => Phase::Finished,
            },
            game: parts.game,
            totals: parts.totals,
            stacked: VecDeque::new(),
            rng: ChaCha8Rng::seed_from_u64(parts.seed),
        }
    }
}
