//! The typed view model of a table: everything a client draws, in words already.
//! Plain data only (numbers, strings, enums), so the bindings can hand it to Kotlin and
//! Swift as it is and a client never parses anything.

use serde::{Deserialize, Serialize};
use spieleabend_core::games::GameId;
use spieleabend_core::table::BotLevel;

pub use super::face::{CardArt, CardFace, CardSymbol};

/// The whole table as one person at this device sees it now.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq)]
pub struct TableView {
    /// Which game (its key, e.g. `elfer_raus`, for the shells).
    #[cfg_attr(feature = "ffi", uniffi(name = "game_key"))]
    pub game: GameId,
    /// The game's display name.
    pub title: String,
    /// The seat whose cards are shown (none while the device waits for a hand-over or
    /// when no person at this device has looked yet).
    pub viewer: Option<u8>,
    /// One line on whose turn it is or what to do.
    pub status: String,
    /// The viewer's hand (empty while the hand-over curtain is up).
    pub hand: Vec<CardView>,
    /// The game's own part of the table (public information only).
    pub area: Option<TableArea>,
    /// Every seat, in seat order.
    pub players: Vec<PlayerView>,
    /// The seat to act, if the game is not over.
    pub to_act: Option<u8>,
    /// The viewer's decision in progress, when it is their turn.
    pub pick: Option<PickView>,
    /// The hint, when one was asked for.
    pub hint: HintView,
    /// Whether undo is possible now, and if not why.
    pub undo: UndoView,
    /// The words on the table's own buttons (hint, undo, cancel).
    pub buttons: TableButtons,
    /// The viewer's log, one full sentence per event, oldest first.
    pub log: Vec<LogLine>,
    /// What happened since the viewer last looked (for highlights and animations).
    pub changes: Vec<Change>,
    /// A message to show once, e.g. why a tapped card cannot be played.
    pub message: Option<String>,
    /// What covers the table: the hand-over curtain, a summary, the game-over box.
    pub overlay: Option<Overlay>,
    /// At a table nearby: how the link to the other devices stands.
    pub link: Option<LinkView>,
    /// In a guided first game: what the coach says and points at.
    pub coach: Option<crate::learn::CoachView>,
}

/// How the link of a table nearby stands, in words.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkView {
    /// "Hosting with the code 4711", "Reconnecting (attempt 2) …", "The host closed
    /// the table."
    pub text: String,
    /// Whether the table is over for this device (the host closed it or is gone).
    pub ended: bool,
    /// The check of the last game's deal, once made (a joined device checks the
    /// host's shuffle when a game ends).
    pub fairness: Option<String>,
}

/// A card as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardView {
    /// Stable while the card stays in the hand; what [`super::TableIntent::TapCard`] takes.
    pub id: u32,
    /// What the card shows, as its deck prints it.
    pub face: CardFace,
    /// The card read out ("red 12"), for screen readers.
    pub spoken: String,
    /// Playable, selected, hinted.
    pub state: CardState,
    /// Why the card cannot be played now (only for the viewer's cards on their turn
    /// that cannot be played, or when it is not their turn).
    pub why_not: Option<String>,
}

/// How a card is to be coloured. The shells map these to their palettes.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tint {
    /// A red card (Elfer raus, a 22Juhu zero).
    Red,
    /// A yellow card.
    Yellow,
    /// A green card.
    Green,
    /// A blue card.
    Blue,
    /// A plain number card.
    Plain,
    /// The strongest card (22Juhu's own).
    Gold,
    /// An action card (77's ×2, Help!'s Zap).
    Alarm,
    /// A card that turns things around (77's ⇄, Help!'s Switch).
    Turn,
    /// A wild card (Help!'s Joker).
    Wild,
    /// A blocking card (Help!'s No!).
    Stop,
}

/// What a card in the hand may do now.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardState {
    /// It can be picked now.
    pub playable: bool,
    /// It is part of the pick in progress (a chosen step, a ticked card).
    pub selected: bool,
    /// The hint suggests it.
    pub hinted: bool,
}

/// One seat.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    /// The seat number.
    pub seat: u8,
    /// Its name as the viewer reads it ("You" for the viewer).
    pub name: String,
    /// Who plays it.
    pub kind: PlayerKind,
    /// The kind in words ("Bot, medium").
    pub kind_label: String,
    /// Cards in hand.
    pub cards: u32,
    /// The cards in words ("5 cards").
    pub cards_label: String,
    /// Chips or points, if the game counts them.
    pub score: Option<ScoreView>,
    /// A short state, e.g. "sits out", "swimming", "No! in front".
    pub note: Option<String>,
    /// Whether the player's device is reachable.
    pub connection: Connection,
    /// This seat is to act.
    pub to_act: bool,
    /// Chips this seat got or paid since the last view, signed ("+2", "-1"); `None`
    /// when none moved (for a badge that rises from the player's box).
    pub chips_moved: Option<String>,
}

/// Who plays a seat, seen from this device.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// The person looking at the device now.
    You,
    /// Another person at this device.
    Human,
    /// A bot of this level.
    Bot(#[cfg_attr(feature = "ffi", uniffi(name = "level"))] BotLevel),
    /// A person at another device.
    Remote,
}

/// Whether a seat's device can be reached.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Connection {
    /// Played on this device.
    #[default]
    Here,
    /// Another device, reachable.
    Connected,
    /// Another device, not reachable now.
    Away,
}

/// A number with its unit in words.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreView {
    /// The number.
    pub value: i64,
    /// Number and unit, "12 chips", "3 points".
    pub label: String,
}

/// The game's own part of the table.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq)]
pub enum TableArea {
    /// Elfer raus!: a row per colour and the draw pile.
    ElferRaus(#[cfg_attr(feature = "ffi", uniffi(name = "area"))] ElferRausArea),
    /// 77: the running total, the discard pile, the direction.
    SeventySeven(#[cfg_attr(feature = "ffi", uniffi(name = "area"))] SeventySevenArea),
    /// 22Juhu: the trick, the stack, scores, chips and pot.
    Juhu22(#[cfg_attr(feature = "ffi", uniffi(name = "area"))] Juhu22Area),
    /// Rauswurf: the card in front of each seat and the piles.
    Rauswurf(#[cfg_attr(feature = "ffi", uniffi(name = "area"))] RauswurfArea),
    /// Help!: the row and the piles.
    Help(#[cfg_attr(feature = "ffi", uniffi(name = "area"))] HelpArea),
}

/// Elfer raus!'s rows.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElferRausArea {
    /// Red, yellow, green, blue (blue left out in the three-colour game).
    pub rows: Vec<ElferRow>,
    /// Cards left to draw.
    pub pile: u32,
    /// The pile in words.
    pub pile_label: String,
    /// "Game 2 of 3", in a match.
    pub match_label: Option<String>,
}

/// One colour's row in Elfer raus!.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElferRow {
    /// The colour.
    pub tint: Tint,
    /// The colour's name.
    pub colour: String,
    /// The colour's shape, when colour-blind marks are on.
    pub mark: Option<String>,
    /// The lowest and highest card laid; `None` while the 11 is missing (closed).
    pub ends: Option<RowEnds>,
    /// The row in words ("red 9 to 14", "red: closed").
    pub label: String,
}

/// The two ends of an Elfer raus! row.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowEnds {
    /// The lowest card laid.
    pub low: u8,
    /// The highest card laid.
    pub high: u8,
}

/// 77's table.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeventySevenArea {
    /// The running total.
    pub total: i32,
    /// The total in words.
    pub total_label: String,
    /// The top of the discard pile.
    pub discard_top: Option<CardView>,
    /// Cards left to draw.
    pub pile: u32,
    /// Play goes clockwise.
    pub clockwise: bool,
    /// The direction in words.
    pub direction_label: String,
    /// Which round.
    pub round: u32,
    /// "Two cards due (1 played)" under a ×2.
    pub due_label: Option<String>,
}

/// 22Juhu's table.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Juhu22Area {
    /// The hand's number and kind in words ("Hand 4 · mandatory round").
    pub heading: String,
    /// The dealer.
    pub dealer: u8,
    /// Cards left in the stack.
    pub stack: u32,
    /// The stack in words.
    pub stack_label: String,
    /// The trick being played.
    pub trick: Vec<TrickPlay>,
    /// Which trick (1-based; 0 before the first).
    pub trick_number: u32,
    /// Tricks won in this hand, per seat.
    pub tricks_won: Vec<u32>,
    /// The pot (pro), in words.
    pub pot: Option<ScoreView>,
    /// The viewer owes 22Juhu in the next trick where it is legal.
    pub juhu_duty: Option<String>,
    /// What the table waits for ("Joining", "Swapping").
    pub stage_label: String,
}

/// A card in the trick.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickPlay {
    /// Who played it.
    pub seat: u8,
    /// Their name.
    pub name: String,
    /// The card.
    pub card: CardView,
}

/// Rauswurf's table.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RauswurfArea {
    /// Each seat's face-up card, in seat order.
    pub fronts: Vec<Front>,
    /// Cards left to draw.
    pub pile: u32,
    /// Cards on the discard pile.
    pub discard: u32,
    /// The piles in words.
    pub piles_label: String,
}

/// The card in front of one Rauswurf seat.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Front {
    /// The seat.
    pub seat: u8,
    /// Its card, if any.
    pub card: Option<CardView>,
    /// What the card is worth (more than its value when joined).
    pub strength: u32,
}

/// Help!'s table.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpArea {
    /// The row, left to right.
    pub row: Vec<RowCard>,
    /// Cards left to draw.
    pub pile: u32,
    /// Cards on the discard pile.
    pub discard: u32,
    /// Round and direction in words.
    pub heading: String,
    /// "Anna asks Bot 1 for help", while a request runs.
    pub help_label: Option<String>,
    /// The card the viewer received and must play.
    pub received: Option<CardView>,
}

/// A card in Help!'s row.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowCard {
    /// The card (a Joker shows the value it stands for).
    pub card: CardView,
    /// The value it counts as.
    pub value: u32,
}

/// The decision in progress, step by step.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickView {
    /// What to do now, e.g. "Where does the Joker go?".
    pub prompt: String,
    /// The steps made so far, in words.
    pub made: Vec<String>,
    /// The choices that are not hand cards (places in the row, buttons), for
    /// [`super::TableIntent::Choose`] by `id`.
    pub choices: Vec<ChoiceView>,
    /// The hand cards are ticked as a set and then confirmed (22Juhu's swap).
    pub ticking: bool,
    /// What confirming does now, if it does anything ("Swap 2 cards", "Keep all",
    /// "Play the hint").
    pub confirm: Option<String>,
    /// Cancel takes a step or the ticks back.
    pub can_cancel: bool,
}

/// A choice of a step.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceView {
    /// What [`super::TableIntent::Choose`] takes.
    pub id: u32,
    /// The choice in words ("End turn", "before 5", "the 7 in place 2").
    pub label: String,
    /// What kind of thing is chosen.
    pub kind: ChoiceKind,
    /// The hint suggests it.
    pub hinted: bool,
}

/// What a choice picks.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceKind {
    /// A gap in a row (a Joker's place).
    Gap(#[cfg_attr(feature = "ffi", uniffi(name = "index"))] u32),
    /// A card in a row (a Switch's target).
    RowCard(#[cfg_attr(feature = "ffi", uniffi(name = "index"))] u32),
    /// A button: end the turn, join, sit out.
    Button,
}

/// The hint.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum HintView {
    /// No hint asked for (or it no longer fits).
    #[default]
    #[cfg_attr(feature = "ffi", uniffi(name = "NotAsked"))]
    None,
    /// The bot is thinking about it.
    Thinking,
    /// The hint, already set up as the pick: confirming does it.
    Ready {
        /// The hint in words, with cards named as the hand shows them.
        text: String,
    },
}

/// The words on the buttons every table has, whatever the game.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableButtons {
    /// Asks for a hint ([`super::TableIntent::Hint`]).
    pub hint: String,
    /// Takes the viewer's last move back ([`super::TableIntent::Undo`]).
    pub undo: String,
    /// Takes a step of the pick in progress back ([`super::TableIntent::Cancel`]).
    pub cancel: String,
}

/// Undo availability.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoView {
    /// Undo would work now.
    pub available: bool,
    /// Why not, in words.
    pub reason: Option<String>,
}

/// One line of the log.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The event's position in the game.
    pub seq: u32,
    /// The full sentence.
    pub text: String,
    /// It happened since the viewer last looked.
    pub new: bool,
}

/// Something that changed since the viewer last looked, for highlights and animations.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// `seat` laid or played a card onto the table.
    CardLaid { seat: u8, card: CardView },
    /// `seat` drew a card: the viewer sees which when it is theirs.
    CardDrawn { seat: u8, card: DrawnCard },
    /// `seat`'s card was thrown out by `by` (Rauswurf).
    ThrownOut { seat: u8, by: u8, card: CardView },
    /// `seat` took the trick.
    TrickTaken { seat: u8 },
    /// Chips moved: `seat` paid (negative) or got (positive) `amount`.
    Chips { seat: u8, amount: i32 },
    /// `seat` is out of the game.
    PlayerOut { seat: u8 },
}

/// What a seen draw brought.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawnCard {
    /// The viewer's own draw: this card.
    Seen(#[cfg_attr(feature = "ffi", uniffi(name = "card"))] CardView),
    /// Someone else's draw: a card the viewer may not see.
    Hidden,
    /// The pile had no card left.
    NoneLeft,
}

/// What covers the table.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// Pass the device to `seat`; nothing private is shown until they are ready.
    Curtain {
        /// Who gets the device.
        seat: u8,
        /// "Pass the device to Anna."
        text: String,
        /// "I am Anna, show my cards."
        button: String,
    },
    /// The end of a round or hand; stays until dismissed.
    Summary(#[cfg_attr(feature = "ffi", uniffi(name = "summary"))] SummaryView),
    /// The game (or match) is over.
    GameOver(#[cfg_attr(feature = "ffi", uniffi(name = "game_over"))] GameOverView),
}

/// A round's or hand's result.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummaryView {
    /// "Round 3 is over", "Hand 5 scored".
    pub title: String,
    /// A sentence on what happened, if there is one.
    pub text: Option<String>,
    /// Per seat: the standing after it.
    pub rows: Vec<SummaryRow>,
    /// The button that dismisses it.
    pub dismiss: String,
}

/// One seat's line in a summary.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummaryRow {
    /// The seat.
    pub seat: u8,
    /// Its name.
    pub name: String,
    /// The change in this round, if the game counts one.
    pub change: Option<i64>,
    /// The change as shown, signed ("+3", "-2", "0").
    pub change_label: Option<String>,
    /// The total now, with its unit in words.
    pub total: ScoreView,
}

/// The end of the game.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOverView {
    /// "Game over", "The match is over".
    pub title: String,
    /// Who won, in a sentence.
    pub text: String,
    /// Seats by place.
    pub rows: Vec<PlaceRow>,
    /// What the scores count ("chips", "points", "penalty points"), if the game
    /// shows scores besides places.
    pub score_label: Option<String>,
    /// One line per person at this device on their own place ("You finished 3rd.",
    /// "Anna finished 1st."), in seat order.
    pub personal: Vec<String>,
    /// A person at this device won: a short celebration (none with reduced motion).
    pub celebrate: bool,
    /// The rematch button ([`crate::table::TableIntent::Rematch`]).
    pub rematch: String,
    /// The button to choose another game ([`crate::app::Intent::Open`] with
    /// [`crate::screens::home::HomeItem::NewGame`]).
    pub new_game: String,
    /// The button back to the start screen ([`crate::app::Intent::Home`]).
    pub home: String,
}

/// A seat's place at the end.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceRow {
    /// 1 = winner; tied seats share a place.
    pub place: u32,
    /// The place in words ("1st", "1.").
    pub place_label: String,
    /// The seat.
    pub seat: u8,
    /// Its name.
    pub name: String,
    /// Its score with unit, when the game shows scores.
    pub score: Option<ScoreView>,
}
