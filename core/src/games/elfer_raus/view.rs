//! What one seat sees of an Elfer raus table.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::options::Options;
use super::rows::Rows;
use crate::engine::{Seat, ToAct};

/// One seat's view: its own hand, the public table, and counts of hidden cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub seat: Seat,
    /// The options of the game.
    pub options: Options,
    /// This seat's hand, by colour then value (empty for a seat not at the table).
    pub hand: Vec<Card>,
    /// Number of cards in each seat's hand.
    pub hand_sizes: Vec<u8>,
    /// Cards left in the draw pile.
    pub pile_size: u8,
    /// The rows on the table.
    pub rows: Rows,
    /// Whose decision it is.
    pub to_act: ToAct,
    /// Cards the seat on turn has laid this turn (0 at the start of a turn).
    pub laid_this_turn: u8,
    /// What this seat must decide now, if it is on turn.
    pub decision: Option<Decision>,
    /// 1-based number of the current game in the match.
    pub game: u16,
    /// Penalty points so far in the match, per seat.
    pub penalty_totals: Vec<u32>,
}

/// The kind of decision due from the seat on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Start of the turn: lay one of the fitting cards (at least one is required).
    LayCard,
    /// Lay another fitting card or end the turn.
    LayOrEndTurn,
}
