//! A table session: one game at a table as the app shows and drives it. Intents come
//! in ([`TableIntent`]), effects go out ([`TableEffect`]) for the shell to perform, and
//! [`TableSession::view`] gives the typed view model ([`TableView`]) every client draws.
//!
//! The session adds to a core table everything a screen needs: who looks at the device
//! (the hand-over curtain between people sharing it), the decision in progress as steps
//! with their choices, hints set up as the pick they suggest, why a card cannot be
//! played, the log in full sentences, what changed since the last look, round and hand
//! summaries that stay until dismissed, and the game-over box with the game's own
//! labels. Bots think off the caller's thread: [`TableEffect::Think`] asks the shell to
//! take [`TableSession::bot_job`], run it anywhere and hand the result to
//! [`TableSession::apply_bot`]; [`TableEffect::WakeAfter`] asks it to call
//! [`TableSession::wake`] after the bot pace.
//!
//! Everything the session holds, the curtain included, goes into
//! [`TableSession::to_document`], so an app killed at any moment comes back exactly
//! where it was.

mod bots;
mod face;
mod games;
pub(crate) mod nearby;
mod pick;
mod session;
mod source;
mod typed;
mod view;
mod words;

#[cfg(test)]
mod tests;

pub use bots::{AnyBotJob, AnyBotMove};
pub use face::deck_faces;
pub(crate) use games::AppGame;
pub use session::{ScriptError, TableLoadError, TableSession};
pub use typed::{AnyDecision, AnyMove, Decision, TypedGame};
pub use view::*;

use spieleabend_core::Outcome;
use spieleabend_core::games::GameId;
use spieleabend_core::table::SeatConfig;

/// The player's settings that change how a table looks and runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableUi {
    /// Shapes on coloured cards, so colours are told apart without seeing colour.
    pub colour_blind_marks: bool,
    /// Make a person's only legal move for them.
    pub auto_single_choice: bool,
    /// How long a bot's move stays on screen before the next bot moves, in ms.
    pub bot_pace_ms: u32,
}

impl Default for TableUi {
    fn default() -> Self {
        TableUi {
            colour_blind_marks: true,
            auto_single_choice: false,
            bot_pace_ms: 600,
        }
    }
}

/// What the person at the device does at the table.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableIntent {
    /// Taps a hand card, by [`CardView::id`].
    TapCard(#[cfg_attr(feature = "ffi", uniffi(name = "id"))] u32),
    /// Chooses a non-card choice of the pick in progress, by [`ChoiceView::id`].
    Choose(#[cfg_attr(feature = "ffi", uniffi(name = "id"))] u32),
    /// Confirms: the ticked set (22Juhu's swap) or the hint.
    Confirm,
    /// Takes back the last step or the ticks of the pick in progress.
    Cancel,
    /// Asks for a hint.
    Hint,
    /// Takes back the last own move.
    Undo,
    /// Closes the summary or the game-over box on top.
    Dismiss,
    /// The person the curtain names holds the device now.
    Ready,
    /// Plays again with the same seats once the game is over.
    Rematch,
}

/// What the shell is asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum TableEffect {
    /// Persist [`TableSession::to_document`].
    Save,
    /// Run [`TableSession::bot_job`] off the UI thread and give the result to
    /// [`TableSession::apply_bot`].
    Think,
    /// Call [`TableSession::wake`] after this many milliseconds.
    WakeAfter(u32),
    /// Play a sound or haptic cue.
    Cue(Cue),
    /// A game ended: count it in the statistics.
    Finished(FinishedGame),
}

/// Sound and haptic cues.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A card went onto the table.
    CardLaid,
    /// A card was drawn.
    CardDrawn,
    /// A card was thrown out (Rauswurf).
    ThrownOut,
    /// A trick was taken.
    TrickTaken,
    /// Chips moved.
    Chips,
    /// It is the viewer's turn.
    YourTurn,
    /// The game is over.
    GameOver,
    /// That does not work now.
    Invalid,
}

/// A finished game, for the statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// Which game.
    pub game: GameId,
    /// Who sat at the table.
    pub seats: Vec<SeatConfig>,
    /// Places and scores.
    pub outcome: Outcome,
}
