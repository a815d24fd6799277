//! What happens in Elfer raus, as events. `apply` returns the full truth;
//! [`Event::redact`] cuts each event down to what one seat may see.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::rows::Place;
use crate::dealt::DealtHands;
use crate::engine::{PerSeat, Seat};

/// The hands of one deal: at most 60 cards are dealt (4 × 15, 5 × 12, 6 × 10, 3 × 20).
pub type Hands = DealtHands<Card, 60>;

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A game of the match was dealt. Each seat sees only its own hand (`null` for
    /// the others); everybody sees the sizes.
    Dealt {
        /// 1-based number of the game in the match.
        game: u16,
        hands: Hands,
        hand_size: u8,
        pile_size: u8,
    },
    /// ER-R1: nobody was dealt an 11; everything is collected and dealt again.
    Redeal { game: u16 },
    /// A card went onto the table: the opener's 11, a chosen card, or a drawn card that
    /// fitted and had to be laid at once (`from_draw`, ER-R2).
    CardLaid {
        seat: Seat,
        card: Card,
        place: Place,
        from_draw: bool,
    },
    /// A seat with no fitting card drew from the pile. Only the drawer sees the card
    /// (unless it fits, when the following `card_laid` shows it to all).
    CardDrawn { seat: Seat, card: Option<Card> },
    /// A seat could not lay and the pile was empty (ER-R3): the turn passes.
    Passed { seat: Seat },
    /// A seat's turn is over; `next` is on turn.
    TurnEnded { seat: Seat, next: Seat },
    /// A seat laid its last card and won this game. Penalty points are the values
    /// left in each hand (the winner's are 0).
    GameOver {
        game: u16,
        winner: Seat,
        penalties: PerSeat<u32>,
    },
    /// The match is over (after the last game): totals and places, ties share (ER-R4).
    MatchOver {
        totals: PerSeat<u32>,
        places: PerSeat<u8>,
    },
}

impl Event {
    /// This event as `viewer` may see it.
    pub fn redact(&self, viewer: Seat) -> Event {
        match self {
            Event::Dealt {
                game,
                hands,
                hand_size,
                pile_size,
            } => Event::Dealt {
                game: *game,
                hands: hands.only_shown_to(viewer.index()),
                hand_size: *hand_size,
                pile_size: *pile_size,
            },
            Event::CardDrawn { seat, card } => Event::CardDrawn {
                seat: *seat,
                card: if *seat == viewer { *card } else { None },
            },
            other => other.clone(),
        }
    }
}
