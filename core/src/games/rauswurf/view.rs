//! What one seat sees of a Rauswurf table.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::options::Options;
use crate::engine::{Seat, ToAct};

/// One seat's view: its own hand and everything on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub options: Options,
    /// This seat's hand, lowest first.
    pub hand: Vec<Card>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<u8>,
    /// The card in front of each seat, if any.
    pub fronts: Vec<Option<Card>>,
    /// The strength of each seat's card in front (its value, or the sum of the joined
    /// cards of that value); 0 without a card.
    pub strengths: Vec<u8>,
    /// Cards left in the draw pile.
    pub pile_size: u8,
    /// The discard pile (everything discarded since the last reshuffle), lowest first.
    pub discard: Vec<Card>,
    /// Turns played so far (R-R6 ends the game at 5,000).
    pub turns: u32,
    /// Whose decision it is.
    pub to_act: ToAct,
    /// Whether this seat must play a card now.
    pub decision: Option<Decision>,
    /// The winners once the game is over (empty after the turn limit).
    pub winners: Vec<Seat>,
}

/// The decision due from the seat on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Lay one hand card in front.
    PlayCard,
}
