//! The state of a game of 22Juhu: everything the rules change and a sampled world is
//! built from.

use std::collections::VecDeque;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::Pile;
use super::cards::CardSet;
use super::deal::Deal;
use super::events::RoundKind;
use super::options::Options;
use super::trick::Trick;
use super::view::Part;
use crate::engine::Seat;

/// Most seats.
pub const SEATS: usize = 7;

/// Whose decision it is and what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Phase {
    Join {
        seat: Seat,
    },
    Exchange {
        seat: Seat,
    },
    Play {
        seat: Seat,
    },
    Finished,
    /// A world sampled by the hard bot stopped at the end of its hand
    /// ([`Juhu22::ends_with_round`]); never in a real game.
    RoundOver,
}

/// A game of 22Juhu in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Juhu22 {
    pub(super) options: Options,
    pub(super) hands: [CardSet; SEATS],
    pub(super) stack: Pile,
    /// Cards swapped away this hand and not yet shuffled back (face down).
    pub(super) swapped: CardSet,
    /// Cards of the finished tricks of this hand.
    pub(super) played: CardSet,
    pub(super) trick: Trick,
    pub(super) tricks_won: [u8; SEATS],
    /// The winners of this hand's tricks, in the order they were won (pro pays small
    /// pots trick by trick, J-R11).
    #[serde(default)]
    pub(super) trick_winners: SmallVec<[Seat; 5]>,
    pub(super) tricks_done: u8,
    pub(super) part: [Part; SEATS],
    /// 0 while in the game; k if the seat was the k-th to go out.
    pub(super) out_rank: [u8; SEATS],
    pub(super) points: [i32; SEATS],
    pub(super) chips: [u32; SEATS],
    pub(super) pot: u32,
    /// Pro: the pot as it stood after the antes of this cycle's mandatory round.
    pub(super) mandatory_pot: u32,
    /// Pro: the pot this payout round is played for.
    pub(super) payout_pot: u32,
    pub(super) round: RoundKind,
    pub(super) hand_number: u32,
    pub(super) dealer: Seat,
    pub(super) phase: Phase,
    /// Mandatory round: 22Juhu has not been played yet, so its holder owes it.
    pub(super) juhu_duty: bool,
    pub(super) redeals_in_a_row: u8,
    pub(super) games_done: u16,
    pub(super) cycles_done: u32,
    pub(super) stacked: VecDeque<Deal>,
    pub(super) rng: ChaCha8Rng,
    /// Set only in a world the hard bot sampled: when the hand is over, the next one is
    /// not dealt and the world stops (its playouts score the hand; the next deal is
    /// chance the decision at hand does not influence).
    #[serde(skip)]
    pub(super) ends_with_round: bool,
}
