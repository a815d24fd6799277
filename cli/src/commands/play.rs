//! `spieleabend play GAME`: a table in the terminal. Seats can be humans (several share
//! the terminal: pass-and-play, with a hand-over prompt before a hand is shown) and
//! bots; the table is saved on quit and resumed with `--resume FILE`; `undo` and `hint`
//! work as in the apps.
//!
//! On a terminal this opens the full-screen client (`crate::tui`; without a game, its
//! start menu). With `--plain`, or when stdin or stdout is not a terminal (scripts,
//! pipes, screen readers), it is the line client (`crate::line`): the same commands, typed.

use std::path::PathBuf;
use std::process::ExitCode;

use spieleabend_core::table::AnyTable;

use crate::error::CommandError;
use crate::setup::{GameSetup, PlayOptions, default_save_file, game_id, new_table};
use crate::tui::Opening;

/// Plays in the terminal on stdin/stdout.
pub fn run(
    game: Option<&str>,
    setup: &GameSetup,
    options: &PlayOptions,
) -> Result<ExitCode, CommandError> {
    // SIGHUP and SIGTERM save the table as quitting does.
    crate::signals::watch();
    let full_screen = options.full_screen();
    let (table, save) = match (&options.resume, game) {
        (Some(path), _) => {
            let text = crate::files::read_text(path)?;
            let save = options.save.clone().unwrap_or_else(|| path.clone());
            (AnyTable::load(&text)?, save)
        }
        (None, None) if full_screen => return menu(options, Opening::Home, None),
        (None, None) => return Err(CommandError::NoGame),
        (None, Some(game)) => {
            let id = game_id(game)?;
            let table: AnyTable =
                spieleabend_core::with_game!(id, G => new_table::<G>(setup, options)?.into());
            let save = options
                .save
                .clone()
                .unwrap_or_else(|| default_save_file(id));
            (table, save)
        }
    };
    if full_screen {
        return menu(options, Opening::Table(Box::new(table)), Some(save));
    }
    crate::line::play(
        table,
        Some(save),
        options.lang(),
        options.delay_ms,
        options.auto,
    )
}

/// The full-screen client (with `table` open and saved to `save` too, if given); nearby
/// tables are hosted and joined in it.
fn menu(
    options: &PlayOptions,
    opening: Opening,
    save: Option<PathBuf>,
) -> Result<ExitCode, CommandError> {
    crate::tui::menu(options.lang(), opening, save)?;
    Ok(ExitCode::SUCCESS)
}
