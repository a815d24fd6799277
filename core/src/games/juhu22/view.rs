//! What one seat sees of a 22Juhu table.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::events::RoundKind;
use super::options::Options;
use super::trick::Play;
use crate::engine::{Seat, ToAct};

/// One seat's view: its own hand, the public table, scores and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub options: Options,
    /// This seat's hand (zero cards first, then numbers).
    pub hand: Vec<Card>,
    /// Cards in each seat's hand (a seat that sat out still holds its set-aside cards).
    pub hand_sizes: Vec<u8>,
    /// Each seat's part in this hand.
    pub taking_part: Vec<Part>,
    /// Whether each seat is still in the game.
    pub in_game: Vec<bool>,
    /// Seats in the order they went out (seats out in the same round share a rank and
    /// are listed together).
    pub out_order: Vec<Vec<Seat>>,
    /// Cards left in the stack.
    pub stack_size: u8,
    /// Cards swapped away this hand (face down) and not yet shuffled back.
    pub swapped_size: u8,
    /// The dealer of this hand.
    pub dealer: Seat,
    /// What kind of round this is.
    pub round: RoundKind,
    /// 1-based number of the hand (every round dealt; redeals not counted).
    pub hand_number: u32,
    /// Gamer: games finished (a game is a mandatory round and a point round).
    pub games_done: u16,
    /// Pro: cycles finished.
    pub cycles_done: u32,
    /// Where the hand stands.
    pub stage: Stage,
    /// The current trick, in the order played.
    pub trick: Vec<Play>,
    /// The number of the current trick (1-based).
    pub trick_number: u8,
    /// Tricks won this hand per seat.
    pub tricks_won: Vec<u8>,
    /// Cards of the tricks finished this hand.
    pub played: Vec<Card>,
    /// Points per seat (basic, gamer).
    pub points: Vec<i32>,
    /// Chips per seat (pro).
    pub chips: Vec<u32>,
    /// The pot (pro).
    pub pot: u32,
    /// Pro: the pot this payout round is played for (each trick is a quarter of it).
    pub payout_pot: u32,
    /// Pro: the pot after this cycle's antes (what a player without a trick in the
    /// mandatory round pays).
    pub mandatory_pot: u32,
    /// Whose decision it is.
    pub to_act: ToAct,
    /// What this seat must decide now, if it is on turn.
    pub decision: Option<Decision>,
    /// This seat holds 22Juhu in a mandatory round and must play it at the first chance.
    pub juhu_duty: bool,
}

/// A seat's part in the current hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// Has not said yet whether it joins.
    #[default]
    Undecided,
    /// Plays this hand.
    Joined,
    /// Sits this hand out.
    SatOut,
    /// Out of the game: no cards.
    Out,
}

/// Where the hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Players say in turn whether they join.
    Joining,
    /// Participants swap cards in turn.
    Exchanging,
    /// Tricks are played.
    Playing,
    /// The game is over.
    Over,
}

/// The kind of decision due from the seat on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Join this hand or sit it out.
    JoinOrSitOut,
    /// Swap any number of hand cards (none is fine).
    Exchange,
    /// Lead the trick with any card.
    Lead,
    /// Add a card to the trick, following the duties.
    Follow,
}
