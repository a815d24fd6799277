//! What happens in Rauswurf, as events. `apply` returns the full truth;
//! [`Event::redact`] cuts each event down to what one seat may see.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Cards};
use crate::engine::{Seat, Seats};

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The cards were dealt; each seat sees only its own hand.
    Dealt {
        hands: Vec<Option<Vec<Card>>>,
        pile_size: u8,
        start: Seat,
    },
    /// At the start of its turn `seat` discarded the card it laid last turn; every seat in
    /// `with` held a card of the same value in front and discarded it too (R-R2).
    Cleared {
        seat: Seat,
        value: Card,
        with: Seats,
    },
    /// `seat` laid `card` face up in front of it.
    Laid { seat: Seat, card: Card },
    /// The cards of `value` in front of `seats` joined: each is worth `strength` now.
    Joined {
        value: Card,
        seats: Seats,
        strength: u8,
    },
    /// `seat`'s card (worth `strength`) was thrown out by `by`'s stronger card; it draws a
    /// replacement.
    ThrownOut {
        seat: Seat,
        card: Card,
        strength: u8,
        by: Seat,
    },
    /// `seat` drew a replacement card; only `seat` sees which (`null` when none was left,
    /// R-R5).
    CardDrawn { seat: Seat, card: Option<Card> },
    /// The draw pile was empty: these discards were shuffled into a new one (R-R5).
    /// Written as a list in face order.
    Reshuffled { cards: Cards },
    /// `seat`'s turn is over; `next` is on turn.
    TurnEnded { seat: Seat, next: Seat },
    /// These seats have no hand cards and no card in front: they win (several at once
    /// share the win).
    Won { seats: Seats },
    /// R-R6: the game reached the turn limit and ends without a winner.
    TurnLimitReached { turns: u32 },
}

impl Event {
    /// This event as `viewer` may see it.
    pub fn redact(&self, viewer: Seat) -> Event {
        match self {
            Event::Dealt {
                hands,
                pile_size,
                start,
            } => Event::Dealt {
                hands: hands
                    .iter()
                    .enumerate()
                    .map(|(s, h)| if s == viewer.index() { h.clone() } else { None })
                    .collect(),
                pile_size: *pile_size,
                start: *start,
            },
            Event::CardDrawn { seat, card } => Event::CardDrawn {
                seat: *seat,
                card: if *seat == viewer { *card } else { None },
            },
            other => other.clone(),
        }
    }
}
