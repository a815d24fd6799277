//! Typed moves through the runtime: [`AppCore::decision`] and [`AppCore::play`].

use super::AppCore;
use crate::app::AppView;
use crate::table::{AnyDecision, AnyMove};

impl AppCore {
    /// The decision of the person holding the device at the table shown, in the
    /// core's own types (the view, the legal actions, the seat's events, the hint):
    /// for a client that reads moves typed in a notation of its own.
    pub fn decision(&self) -> Option<AnyDecision> {
        self.shared.lock().app.decision()
    }

    /// Sets how the tables of this run play instead of the settings (the bot pace, a
    /// single legal move made by itself); not saved.
    pub fn override_table_ui(&self, set: crate::app::TableUiOverride) {
        self.shared.lock().app.override_table_ui(set);
    }

    /// Plays a typed move for the person deciding, as if it had been picked, and
    /// returns the new view (a move the rules refuse is said in its message).
    pub fn play(&self, typed: AnyMove) -> AppView {
        self.apply(|app| app.play(typed))
    }
}
