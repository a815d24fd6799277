//! What happens in Help!, as events. `apply` returns the full truth; [`Event::redact`]
//! cuts each event down to what one seat may see.

use serde::{Deserialize, Serialize};

use smallvec::SmallVec;

use super::cards::{Card, FACES};
use super::options::MAX_PLAYERS;
use super::row::ROW_LENGTH;
use crate::engine::{Seat, Seats};

const SEATS: usize = MAX_PLAYERS as usize;

/// The hands of one deal: four cards for each of at most five seats.
pub type Hands = crate::dealt::DealtHands<Card, 20>;

/// Which way play goes this round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    #[default]
    Clockwise,
    CounterClockwise,
}

/// What a seat called when the start player was chosen (H-R1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Called {
    /// Not asked (it scored last round).
    NotAsked,
    /// Its lowest number card.
    Lowest(u8),
    /// It holds no number card.
    NoNumber,
}

/// How a round was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundEnd {
    /// The helper could not help: everybody but the two scores.
    HelpFailed,
    /// Everybody else had a No! in front: only the asker scores.
    LeftHelpless,
}

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A round was dealt: each seat sees only its own hand.
    Dealt {
        round: u16,
        direction: Direction,
        hands: Hands,
        pile_size: u8,
    },
    /// Nobody holds a number card: the round is dealt again (H-R1).
    Redeal { round: u16 },
    /// The start player was chosen from what the seats called (H-R1).
    StartChosen {
        start: Seat,
        called: SmallVec<[Called; SEATS]>,
    },
    /// `seat` laid number card `card` at the end of the row.
    NumberLaid { seat: Seat, card: Card },
    /// `seat` inserted a Joker before position `at`; it stands for `value` (H-R2).
    JokerInserted { seat: Seat, at: u8, value: u8 },
    /// `seat` played Switch: took `taken` (at `at`) into its hand and put `put` there.
    Switched {
        seat: Seat,
        at: u8,
        taken: Card,
        put: Card,
    },
    /// `seat` played Zap and removed `removed` from the end of the row.
    Zapped { seat: Seat, removed: Card },
    /// `seat` laid a No! in front of it.
    NoLaid { seat: Seat },
    /// `seat` is skipped because of its No!.
    Skipped { seat: Seat },
    /// `seat` discarded its No! and takes its turn.
    NoDiscarded { seat: Seat },
    /// The sixth card filled the row: all six go to the discard pile.
    RowCleared { cards: SmallVec<[Card; ROW_LENGTH]> },
    /// `seat` drew a card; only `seat` sees which.
    CardDrawn { seat: Seat, card: Option<Card> },
    /// The draw pile ran out: the discards were shuffled into a new one.
    Reshuffled { count: u8 },
    /// `seat` can play no card and asks `helper` (none: everybody else has a No!);
    /// `needed` are the cards that would have been playable.
    HelpAsked {
        seat: Seat,
        helper: Option<Seat>,
        needed: SmallVec<[Card; FACES]>,
    },
    /// `helper` passed a card to `seat`; only the two see which.
    HelpGiven {
        helper: Seat,
        seat: Seat,
        card: Option<Card>,
    },
    /// `seat` gave `helper` a card back; only the two see which.
    CardGivenBack {
        seat: Seat,
        helper: Seat,
        card: Option<Card>,
    },
    /// `seat`'s turn is over; `next` is on turn.
    TurnEnded { seat: Seat, next: Seat },
    /// The round is over: `scorers` get a point each.
    RoundLost {
        asker: Seat,
        helper: Option<Seat>,
        how: RoundEnd,
        scorers: Seats,
        points: SmallVec<[u8; SEATS]>,
    },
    /// The game is over: `winners` have 3 points.
    GameOver { winners: Seats },
}

impl Event {
    /// This event as `viewer` may see it.
    pub fn redact(&self, viewer: Seat) -> Event {
        let private = |owners: &[Seat], card: &Option<Card>| {
            if owners.contains(&viewer) {
                *card
            } else {
                None
            }
        };
        match self {
            Event::Dealt {
                round,
                direction,
                hands,
                pile_size,
            } => Event::Dealt {
                round: *round,
                direction: *direction,
                hands: hands.only_shown_to(viewer.index()),
                pile_size: *pile_size,
            },
            Event::CardDrawn { seat, card } => Event::CardDrawn {
                seat: *seat,
                card: private(&[*seat], card),
            },
            Event::HelpGiven { helper, seat, card } => Event::HelpGiven {
                helper: *helper,
                seat: *seat,
                card: private(&[*helper, *seat], card),
            },
            Event::CardGivenBack { seat, helper, card } => Event::CardGivenBack {
                seat: *seat,
                helper: *helper,
                card: private(&[*helper, *seat], card),
            },
            other => other.clone(),
        }
    }
}
