//! The full-screen terminal client (ratatui over crossterm): the start menu, the table
//! for every game, the pass-and-play hand-over, help and log; the nearby screens (the
//! host's lobby, the join picker) are in `crate::nearby`. `app` holds the state and
//! reacts to input and time, `source` is where the game lives (a local table, a joined
//! LAN table, a hosted one), `screens/` draws it, `boards/` has one board per game,
//! `choice` turns legal actions into step-by-step picks, `input` maps keys and clicks.

pub mod app;
pub mod boards;
pub mod choice;
pub mod input;
pub mod screens;
pub mod source;

use std::io::{Write, stdout};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;
use ratatui::{DefaultTerminal, Frame};
use spieleabend_core::table::Table;

use crate::error::CommandError;
use crate::i18n::Lang;
use app::{App, Exit, Overlay};
use boards::TuiGame;
use source::TableSource;

/// How often the screen is redrawn while waiting for input (bots move in between).
pub(crate) const FRAME: Duration = Duration::from_millis(40);

/// Plays `table` full-screen until the players quit; prints where it was saved.
pub fn play<G: TuiGame>(
    table: Table<G>,
    save: Option<PathBuf>,
    lang: Lang,
) -> Result<ExitCode, CommandError> {
    let text = lang.text();
    let mut app = App::new(table, lang, save);
    let exit = with_terminal(|terminal| run(terminal, &mut app))?;
    let mut out = stdout();
    match exit {
        Exit::Quit { saved: Some(path) } => {
            writeln!(out, "{}", (text.resume_with)(&path.display().to_string()))?
        }
        Exit::Quit { saved: None } => writeln!(out, "{}", text.bye)?,
        Exit::Remote => {
            writeln!(out, "{}", text.remote_seat)?;
            return Ok(ExitCode::FAILURE);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Shows the start menu until something is chosen.
pub fn menu(lang: Lang) -> Result<screens::menu::MenuChoice, CommandError> {
    let text = lang.text();
    let mut menu =
        screens::menu::Menu::new(screens::menu::Menu::saves_in(std::path::Path::new(".")));
    with_terminal(|terminal| {
        loop {
            if crate::signals::requested().is_some() {
                return Ok(screens::menu::MenuChoice::Quit);
            }
            terminal.draw(|frame| menu.draw(frame, text))?;
            if event::poll(FRAME)?
                && let Event::Key(key) = event::read()?
                && let Some(choice) = menu.on_key(key, text)
            {
                return Ok(choice);
            }
        }
    })
}

/// Runs `body` on the full-screen terminal (raw mode, alternate screen, mouse) and puts
/// the terminal back afterwards, also on errors (and on panics: `ratatui::try_init`
/// installs a hook).
pub fn with_terminal<T>(
    body: impl FnOnce(&mut DefaultTerminal) -> std::io::Result<T>,
) -> Result<T, CommandError> {
    let mut terminal = match ratatui::try_init() {
        Ok(terminal) => terminal,
        Err(error) => {
            ratatui::restore();
            return Err(error.into());
        }
    };
    let _ = execute!(stdout(), EnableMouseCapture);
    crate::signals::set_full_screen(true);
    let result = body(&mut terminal);
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    crate::signals::set_full_screen(false);
    Ok(result?)
}

/// Runs `app` until it exits: time passes, the screen is drawn, keys and clicks go in.
/// SIGHUP or SIGTERM quits as `q` does (saving the table), also when the terminal is
/// already gone.
pub fn run<G: TuiGame, S: TableSource<G>>(
    terminal: &mut DefaultTerminal,
    app: &mut App<G, S>,
) -> std::io::Result<Exit> {
    loop {
        if crate::signals::requested().is_some() {
            app.on_signal();
        }
        app.tick();
        if let Some(exit) = app.exit.take() {
            return Ok(exit);
        }
        if let Err(error) = frame(terminal, app) {
            // A closed terminal window fails the drawing just before its hang-up
            // signal arrives.
            std::thread::sleep(FRAME);
            if crate::signals::requested().is_some() {
                app.on_signal();
                if let Some(exit) = app.exit.take() {
                    return Ok(exit);
                }
            }
            return Err(error);
        }
    }
}

/// One frame: draws `app`, then passes on the key or click that came within [`FRAME`].
fn frame<G: TuiGame, S: TableSource<G>>(
    terminal: &mut DefaultTerminal,
    app: &mut App<G, S>,
) -> std::io::Result<()> {
    terminal.draw(|frame| draw(frame, app))?;
    if event::poll(FRAME)? {
        match event::read()? {
            Event::Key(key) => {
                if let Some(input) = input::map_key(key) {
                    app.on_input(input);
                }
            }
            Event::Mouse(mouse) => {
                if let Some((column, row)) = input::map_click(mouse) {
                    app.on_click(column, row);
                }
            }
            // A resize is drawn at the next frame; the layout follows the size.
            _ => {}
        }
    }
    Ok(())
}

/// Draws the current screen of `app`.
pub fn draw<G: TuiGame, S: TableSource<G>>(frame: &mut Frame, app: &mut App<G, S>) {
    if let Some(seat) = app.hand_over {
        let name = app
            .seat_names()
            .get(seat.index())
            .cloned()
            .unwrap_or_default();
        screens::hand_over::draw(frame, app.text, G::TITLE, &name);
        app.hits.clear();
        return;
    }
    app.hits = screens::table::draw(frame, app);
    match app.overlay {
        Some(Overlay::Help) => screens::help::draw(frame, app.text, G::rules(app.text)),
        Some(Overlay::Log { scroll }) => screens::log::draw(frame, app.text, &app.log, scroll),
        None => {}
    }
}

#[cfg(test)]
mod tests;
