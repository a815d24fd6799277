//! What happens in 22Juhu, as events. `apply` returns the full truth;
//! [`Event::redact`] cuts each event down to what one seat may see.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use crate::engine::{PerSeat, Seat};

/// The hands of one deal: the 38-card deck holds them all.
pub type Hands = crate::dealt::DealtHands<Card, 38>;

/// A few cards (an exchange), held inline.
pub type CardList = smallvec::SmallVec<[Card; 8]>;

/// The kinds of round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundKind {
    /// A basic hand: join or sit out, exchange, tricks, points.
    Basic,
    /// Gamer and pro: everybody plays, no exchange, the 22Juhu duty.
    Mandatory,
    /// Gamer: a basic hand with four cards after each mandatory round.
    Point,
    /// Pro: a basic hand played for the pot.
    Payout,
}

/// Why chips moved (pro).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChipReason {
    /// The ante of a mandatory round, into the pot.
    Ante,
    /// A player without a trick pays the pot amount, into the pot.
    Penalty,
    /// A share of the pot for tricks won, out of the pot.
    Payout,
    /// A share of the pot left at the game's end, out of the pot (J-R11).
    Share,
}

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A hand was dealt; each seat sees only its own cards (`null` for the others, `[]`
    /// for seats out of the game).
    HandDealt {
        hand: u32,
        round: RoundKind,
        dealer: Seat,
        hands: Hands,
        stack_size: u8,
    },
    /// A mandatory round was dealt again because `seat` got four zero cards (J-R7);
    /// `one_colour` when they were all of one colour.
    Redeal { seat: Seat, one_colour: bool },
    /// Gamer special rule: four zero cards of one colour score +4.
    ColourBonus { seat: Seat, points: i32 },
    /// Gamer special rule: the third redeal in a row costs the dealer 4 points and the
    /// deal passes on.
    DealerPenalty { seat: Seat, points: i32 },
    /// `seat` takes part in this hand.
    Joined { seat: Seat },
    /// `seat` sits this hand out.
    SatOut { seat: Seat },
    /// Nobody joined: the hand is void (J-R5).
    HandVoid,
    /// Only `seat` joined: it wins every trick without play (J-R5).
    SoleParticipant { seat: Seat },
    /// `seat` swapped `count` cards for new ones; only `seat` sees which.
    Exchanged {
        seat: Seat,
        count: u8,
        gave: Option<CardList>,
        got: Option<CardList>,
    },
    /// The stack ran out during the exchange just told: the `count` cards swapped away
    /// so far (that exchange's included) were shuffled into a new stack (J-R4).
    StackRefilled { count: u8 },
    /// `seat` played `card` to the trick.
    CardPlayed { seat: Seat, card: Card },
    /// `seat` holds 22Juhu in a mandatory round but had to follow the led zero colour:
    /// it owes 22Juhu in the next trick where it is legal. Only `seat` sees this.
    JuhuDutyDeferred { seat: Seat },
    /// `seat` won trick number `trick` (1-based).
    TrickWon { seat: Seat, trick: u8 },
    /// Points after a hand: the change and the new total per seat.
    HandScored {
        changes: PerSeat<i32>,
        points: PerSeat<i32>,
    },
    /// Chips moved between `seat` and the pot (pro); `pot` is the pot afterwards.
    ChipsMoved {
        seat: Seat,
        reason: ChipReason,
        amount: u32,
        pot: u32,
    },
    /// Pro: chips per seat and the pot after a round's payments and payouts.
    ChipsScored { chips: PerSeat<u32>, pot: u32 },
    /// The pot stays for the next cycle: the remainder of a payout (J-R8) or a pot nobody
    /// played for (J-R9).
    PotCarried { amount: u32 },
    /// `seat` is out of the game (−22 points, or no chips left at the end of a cycle,
    /// J-R10, J-R11).
    PlayerOut { seat: Seat },
    /// The game is over.
    GameOver {
        places: PerSeat<u8>,
        scores: PerSeat<i32>,
    },
}

impl Event {
    /// This event as `viewer` may see it, or `None` if it may not learn of it at all.
    pub fn redact(&self, viewer: Seat) -> Option<Event> {
        Some(match self {
            Event::HandDealt {
                hand,
                round,
                dealer,
                hands,
                stack_size,
            } => Event::HandDealt {
                hand: *hand,
                round: *round,
                dealer: *dealer,
                hands: hands.shown_where(|seat, cards| seat == viewer.index() || cards.is_empty()),
                stack_size: *stack_size,
            },
            Event::Exchanged {
                seat,
                count,
                gave,
                got,
            } => Event::Exchanged {
                seat: *seat,
                count: *count,
                gave: if *seat == viewer { gave.clone() } else { None },
                got: if *seat == viewer { got.clone() } else { None },
            },
            Event::JuhuDutyDeferred { seat } if *seat != viewer => return None,
            other => other.clone(),
        })
    }
}
