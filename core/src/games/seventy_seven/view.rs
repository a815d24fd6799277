//! What one seat sees of a 77 table.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::events::Direction;
use super::options::Options;
use crate::engine::{Seat, ToAct};

/// One seat's view: its own hand and everything on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub seat: Seat,
    /// The options of the game.
    pub options: Options,
    /// This seat's hand, lowest number first, then ×2 and ⇄.
    pub hand: Vec<Card>,
    /// Number of cards in each seat's hand.
    pub hand_sizes: Vec<u8>,
    /// Chips each seat has left.
    pub chips: Vec<u8>,
    /// Each seat's standing: playing, swimming (no chips left) or out.
    pub status: Vec<SeatStatus>,
    /// Seats in the order they went out.
    pub out_order: Vec<Seat>,
    /// The running total last announced (0 before the round's first card).
    pub total: i32,
    /// Which way play goes.
    pub direction: Direction,
    /// The discard pile, bottom first: every card played since the last reshuffle (and
    /// the hands of players who went out). The last one is on top.
    pub discard: Vec<Card>,
    /// Cards left in the draw pile.
    pub pile_size: u8,
    /// 1-based number of the round.
    pub round: u16,
    /// Who started this round.
    pub round_start: Seat,
    /// Whose decision it is.
    pub to_act: ToAct,
    /// Cards the seat on turn must play this turn: 2 under ×2, else 1.
    pub cards_due: u8,
    /// Cards the seat on turn has played this turn.
    pub cards_played: u8,
    /// What this seat must decide now, if it is on turn.
    pub decision: Option<Decision>,
}

/// A seat's standing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatStatus {
    /// Still in with at least one chip.
    Playing,
    /// Still in with no chip: the next chip owed puts it out.
    Swimming,
    /// Out of the game.
    Out,
}

/// The kind of decision due from the seat on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Play one card.
    PlayCard,
    /// Under ×2: play the first of two cards (not a ×2).
    PlayFirstOfTwo,
    /// Under ×2: play the second card.
    PlaySecondOfTwo,
}
