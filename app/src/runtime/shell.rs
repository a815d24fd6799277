//! What a shell that sets up tables itself asks of the core (the terminal: a table
//! from its command line or from a table save file, a table to host or join), and
//! what it reads back.

use spieleabend_core::table::AnyTable;

use super::{AppCore, notify, perform};
use crate::app::{App, AppView, Effect};
use crate::texts::Lang;

impl AppCore {
    /// Makes `table` the game in progress and shows it ([`crate::app::App::open_table`]);
    /// returns the new view.
    pub fn open_table(&self, table: AnyTable) -> AppView {
        let view = {
            let mut state = self.shared.lock();
            let effects = state.app.open_table(table);
            perform(&mut state, effects, &self.shared);
            state.app.view()
        };
        notify(&self.shared, None);
        view
    }

    /// Shows the host's screen with `setup` as the table to host and opens it to
    /// devices nearby at once (see [`crate::app::App::open_host`]).
    pub fn open_host(&self, setup: crate::screens::setup::SetupDraft) -> AppView {
        self.apply(|app| app.open_host(setup))
    }

    /// [`AppCore::open_host`] with the people's seats played at this device named
    /// (see [`crate::app::App::open_host_seating`]).
    pub fn open_host_seating(
        &self,
        setup: crate::screens::setup::SetupDraft,
        here: Vec<u8>,
    ) -> AppView {
        self.apply(|app| app.open_host_seating(setup, here))
    }

    /// The table hosted here gets a new join code (see
    /// [`crate::app::App::new_join_code`]).
    pub fn new_join_code(&self) -> AppView {
        self.apply(|app| app.new_join_code())
    }

    /// Shows the join screen with the address and code of `draft` typed in, joining at
    /// once when both are there, as `name` when given (see [`crate::app::App::open_join`]).
    pub fn open_join(
        &self,
        draft: crate::screens::nearby::JoinDraft,
        name: Option<String>,
    ) -> AppView {
        self.apply(|app| app.open_join(draft, name))
    }

    /// Runs `change` on the app, performs its effects and returns the view.
    pub(super) fn apply(&self, change: impl FnOnce(&mut App) -> Vec<Effect>) -> AppView {
        let view = {
            let mut state = self.shared.lock();
            let effects = change(&mut state.app);
            perform(&mut state, effects, &self.shared);
            state.app.view()
        };
        notify(&self.shared, None);
        view
    }

    /// The documents whose last save failed, once every change made so far has been
    /// written or has failed: empty when the disk holds everything.
    pub fn unsaved(&self) -> Vec<crate::storage::Problem> {
        self.flush();
        self.shared.lock().app.unsaved().to_vec()
    }

    /// Writes every document again and waits (a shell's "try again" after a failed
    /// save); what still could not be written.
    pub fn save_again(&self) -> Vec<crate::storage::Problem> {
        for doc in crate::storage::DocKind::ALL {
            // The writer lives as long as the core.
            let _ = self.shared.threads.writer.send(super::Write::Doc(doc));
        }
        self.unsaved()
    }

    /// The language the app speaks now (the settings' language).
    pub fn lang(&self) -> Lang {
        self.shared.lock().app.settings().lang
    }

    /// The table save of the game in progress, when there is one that is not over
    /// ([`crate::app::App::game_save`]).
    pub fn game_save(&self) -> Option<String> {
        self.shared.lock().app.game_save()
    }
}
