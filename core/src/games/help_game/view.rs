//! What one seat sees of a Help! table.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::events::Direction;
use super::row::Placed;
use crate::engine::{Seat, ToAct};

/// One seat's view: its own hand and everything on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub players: u8,
    /// This seat's hand: numbers, then Joker, Switch, Zap, No!.
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<u8>,
    /// The row, first card first, each with the value it stands for.
    pub row: Vec<Placed>,
    pub pile_size: u8,
    /// The discard pile since the last reshuffle (face up).
    pub discard: Vec<Card>,
    /// Each seat's No! in front: none, just laid (skips its next turn), or already skipped
    /// (discarded at its next turn).
    pub no_cards: Vec<NoCard>,
    pub points: Vec<u8>,
    pub direction: Direction,
    pub round: u16,
    pub to_act: ToAct,
    /// A help request being settled, if any.
    pub help: Option<HelpView>,
    /// During help: the card passed to the asker (shown to the asker and the helper).
    pub received: Option<Card>,
    /// What this seat must decide now, if anything.
    pub decision: Option<Decision>,
}

/// A seat's No! card in front.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoCard {
    /// No No! in front.
    #[default]
    None,
    /// Laid this round: the seat is skipped at its next turn.
    Laid,
    /// The seat was skipped; it discards the No! at its next turn.
    Skipped,
}

/// A help request in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HelpView {
    pub asker: Seat,
    pub helper: Seat,
    pub stage: HelpStage,
}

/// Where a help request stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HelpStage {
    /// The helper chooses a card to pass.
    Passing,
    /// The asker chooses a card to give back.
    GivingBack,
    /// The asker plays the card it received (H-R5).
    Playing,
}

/// The decision due from the seat to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Play a hand card.
    Play,
    /// Pass the asker one of the cards it could play (H-R4).
    PassHelp,
    /// Give the helper one hand card back.
    GiveBack,
    /// Play the card received (H-R5).
    PlayReceived,
}
