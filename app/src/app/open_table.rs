//! A table a shell set up itself (from its command line, or read from a table save file
//! of the core's format) opened as the game in progress.

use spieleabend_core::table::{AnyTable, Pending};

use super::{App, Effect, Route};
use crate::table::TableSession;

/// How the tables of this run play where the shell says so instead of the settings
/// (the terminal's command line: `--delay`, `--auto`); `None` keeps the setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableUiOverride {
    /// The pause after a bot's move, in ms.
    pub bot_pace_ms: Option<u32>,
    /// A person's only legal move is made for them.
    pub auto_single_choice: Option<bool>,
}

impl App {
    /// Sets how the tables of this run play instead of the settings (not saved).
    pub fn override_table_ui(&mut self, set: TableUiOverride) {
        self.table_ui = set;
    }

    /// Makes `table` the game in progress and shows it, replacing a saved game of its
    /// game (back from it goes home, as from a game started in the setup). A bot to
    /// move first is asked to think at once.
    pub fn open_table(&mut self, table: AnyTable) -> Vec<Effect> {
        self.open_directly(
            vec![Route::Home, Route::Table],
            |app| app.put_game(TableSession::new(table)),
            |app, effects, _| app.kick(effects),
        )
    }

    /// The table save (the core's own format, `AnyTable::load` reads it) of the game in
    /// progress, when there is one that is not over.
    pub fn game_save(&self) -> Option<String> {
        self.game()
            .filter(|game| !matches!(game.pending(), Pending::Finished))
            .and_then(|game| game.table())
            .map(|table| table.save())
    }
}

#[cfg(test)]
mod tests {
    use spieleabend_core::games::GameId;
    use spieleabend_core::table::{BotLevel, SeatConfig, TableSettings};

    use super::*;
    use crate::app::{Intent, ScreenView};
    use crate::screens::home::HomeItem;
    use crate::storage::{DocKind, Saved};

    fn table(first_is_bot: bool) -> AnyTable {
        let mut seats = vec![
            SeatConfig::human("Anna"),
            SeatConfig::bot("Bot 1", BotLevel::Easy),
        ];
        if first_is_bot {
            seats.reverse();
        }
        AnyTable::with_options(
            GameId::SeventySeven,
            None,
            &[],
            seats,
            TableSettings::default(),
            5,
        )
        .expect("a two-seat 77 table")
    }

    #[test]
    fn an_opened_table_is_shown_saved_and_continued_from_home() {
        let mut app = App::new(Saved::default(), 1);
        let effects = app.open_table(table(false));
        assert!(effects.contains(&Effect::Persist {
            doc: DocKind::Session
        }));
        let ScreenView::Table(view) = app.view().screen else {
            panic!("the table is shown");
        };
        assert_eq!(view.game, GameId::SeventySeven);
        assert!(app.game_save().is_some());
        app.dispatch(Intent::Back);
        assert!(matches!(app.view().screen, ScreenView::Home(_)));
        app.dispatch(Intent::Open(HomeItem::Continue));
        assert!(matches!(app.view().screen, ScreenView::Table(_)));
    }

    #[test]
    fn a_bot_that_opens_the_table_is_asked_to_think_even_on_the_table_screen() {
        let mut app = App::new(Saved::default(), 1);
        app.open_table(table(false));
        // Already at a table: the route does not change, the bot must still move.
        let effects = app.open_table(table(true));
        assert!(effects.contains(&Effect::Think), "{effects:?}");
    }

    #[test]
    fn the_table_save_reads_back_as_the_same_game() {
        let mut app = App::new(Saved::default(), 1);
        app.open_table(table(false));
        let save = app.game_save().expect("a game in progress");
        let loaded = AnyTable::load(&save).expect("the save loads");
        assert_eq!(loaded.game(), GameId::SeventySeven);
    }
}
