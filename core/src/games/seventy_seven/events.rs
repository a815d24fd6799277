//! What happens in 77, as events. `apply` returns the full truth; [`Event::redact`]
//! cuts each event down to what one seat may see.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use crate::engine::{PerSeat, Seat};

/// The hands of one round's deal: five cards for each of at most eight seats.
pub type Hands = crate::dealt::DealtHands<Card, 40>;

/// A hand's cards, held inline.
pub type HandList = smallvec::SmallVec<[Card; 8]>;

/// Cards in the order they lay, held inline: the 55-card deck fits.
pub type CardList = smallvec::SmallVec<[Card; 56]>;

/// Which way play goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Seat 0 → 1 → 2 …
    #[default]
    Clockwise,
    /// Seat 2 → 1 → 0 …
    CounterClockwise,
}

impl Direction {
    /// The other way round.
    pub fn flipped(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::CounterClockwise,
            Direction::CounterClockwise => Direction::Clockwise,
        }
    }
}

/// Why a chip was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChipReason {
    /// The announced total was 11, 22, 33, 44, 55 or 66.
    Schnapszahl,
    /// The announced total was 77 or more; the round ends.
    SeventySevenOrMore,
}

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A round was dealt: five cards to each player still in. Each seat sees only its
    /// own hand (`null` for the others; seats that are out get `[]`).
    RoundDealt {
        round: u16,
        start: Seat,
        hands: Hands,
        pile_size: u8,
    },
    /// `seat` played `card` and announced `total`.
    CardPlayed { seat: Seat, card: Card, total: i32 },
    /// A ⇄ flipped the direction of play.
    DirectionReversed { direction: Direction },
    /// `seat` gave a chip and has `chips_left`.
    ChipGiven {
        seat: Seat,
        reason: ChipReason,
        chips_left: u8,
    },
    /// `seat` gave its last chip: it swims and is out with the next chip it owes.
    Swimming { seat: Seat },
    /// `seat`, swimming, owed a chip and is out; its hand goes face up onto the discard
    /// pile (S-R7) and any ×2 duty it had lapses (S-R8).
    PlayerOut { seat: Seat, hand: HandList },
    /// A ×2 was played: `seat` must play two cards in a row.
    DoubleDue { seat: Seat },
    /// `seat`, under ×2, has played its first card and owes the second.
    SecondCardDue { seat: Seat },
    /// `seat` drew a card; only `seat` sees which.
    CardDrawn { seat: Seat, card: Option<Card> },
    /// The draw pile ran out: these discards (all but the top card) were shuffled into
    /// a new draw pile.
    Reshuffled { cards: CardList },
    /// `seat`'s turn is over; `next` is on turn.
    TurnEnded { seat: Seat, next: Seat },
    /// `seat` announced 77 or more: the round is over.
    RoundOver { round: u16, seat: Seat, total: i32 },
    /// Only `winner` is still in. Places: 1 for the winner, then in reverse order of
    /// elimination.
    GameOver { winner: Seat, places: PerSeat<u8> },
}

impl Event {
    /// This event as `viewer` may see it.
    pub fn redact(&self, viewer: Seat) -> Event {
        match self {
            Event::RoundDealt {
                round,
                start,
                hands,
                pile_size,
            } => Event::RoundDealt {
                round: *round,
                start: *start,
                hands: hands.shown_where(|seat, cards| seat == viewer.index() || cards.is_empty()),
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
