//! One mapping file per game: the game's view, cards and actions as the shared records.
//! Each file's docs say which fields of the game's `View` map to which [`TableView`]
//! fields, and which the records leave out (the app core's typed views show them).

use spieleabend_core::bots::TableGame;
use spieleabend_core::table::{InAnyTable, SeatConfig};
use spieleabend_core::{Seat, ToAct};

use super::records::{ActionChoice, CardRecord, PlayerRecord, TableView, code};

mod elfer_raus;
mod help_game;
mod juhu22;
mod rauswurf;
mod seventy_seven;

/// How a game appears in the shared records.
pub(crate) trait Mapping: TableGame + InAnyTable {
    /// The view of a seat; `seats` give the names.
    fn view(view: &Self::View, seats: &[SeatConfig]) -> TableView;
    /// A legal action.
    fn action(action: &Self::Action) -> ActionChoice;
}

/// The parts every view has; the game's file fills in the rest.
#[allow(clippy::too_many_arguments)]
pub(crate) fn base(
    game: &str,
    seat: Seat,
    to_act: ToAct,
    decision: Option<String>,
    hand: Vec<CardRecord>,
    players: Vec<PlayerRecord>,
    pile_size: u8,
) -> TableView {
    TableView {
        game: game.to_string(),
        seat: seat.0,
        to_act: match to_act {
            ToAct::Seat(s) => Some(s.0),
            ToAct::Finished => None,
        },
        decision: decision.unwrap_or_default(),
        hand,
        players,
        rows: Vec::new(),
        trick: Vec::new(),
        discard: Vec::new(),
        pile_size: u32::from(pile_size),
        total: None,
        pot: None,
        direction: "clockwise".to_string(),
        round: 0,
    }
}

/// A seat's record with its name and hand size; the game's file fills in the rest.
pub(crate) fn player(seats: &[SeatConfig], seat: usize, hand_size: Option<&u8>) -> PlayerRecord {
    PlayerRecord {
        seat: u8::try_from(seat).unwrap_or(u8::MAX),
        name: seats.get(seat).map(|s| s.name.clone()).unwrap_or_default(),
        hand_size: hand_size.copied().map_or(0, u32::from),
        chips: None,
        points: None,
        penalty: None,
        front: None,
        tricks_won: None,
        status: "playing".to_string(),
    }
}

/// An action record: kind from its serde form, its JSON as the code.
pub(crate) fn choice<A: serde::Serialize>(
    action: &A,
    cards: Vec<CardRecord>,
    target: Option<u8>,
) -> ActionChoice {
    let value = serde_json::to_value(action).unwrap_or(serde_json::Value::Null);
    ActionChoice {
        kind: super::records::variant_name(&value),
        cards,
        target,
        code: value.to_string(),
    }
}

/// The decision code of an optional decision.
pub(crate) fn decision<D: serde::Serialize>(decision: &Option<D>) -> Option<String> {
    decision.as_ref().map(code)
}
