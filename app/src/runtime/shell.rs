//! What a shell that sets up tables itself asks of the core (the terminal: a table
//! from its command line or from a table save file), and what it reads back.

use spieleabend_core::table::AnyTable;

use super::{AppCore, notify, perform};
use crate::app::AppView;
use crate::texts::Lang;

impl AppCore {
    /// Makes `table` the game in progress and shows it ([`crate::app::App::open_table`]);
    /// returns the new view.
    pub fn open_table(&self, table: AnyTable) -> AppView {
        let (view, shell) = {
            let mut state = self.shared.lock();
            let effects = state.app.open_table(table);
            let shell = perform(&mut state, effects, &self.shared.threads);
            (state.app.view(), shell)
        };
        notify(&self.shared, shell, None);
        view
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
