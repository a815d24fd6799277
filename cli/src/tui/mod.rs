//! The full-screen terminal client (ratatui over crossterm): `local`, a renderer of
//! the app core (`spieleabend_app`) — the start screen, the setup, the table with the
//! hand-over curtain and the summaries, settings, statistics, rules, and nearby play
//! (the host's screen, the join screen, a table over the network). `spieleabend play`,
//! `host` and `join` open it on the screen their command line asks for ([`Opening`]).

pub mod local;

use std::io::{Write, stdout};
use std::path::{Path, PathBuf};
use std::time::Duration;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::crossterm::execute;
use spieleabend_app::storage::{Damage, DocKind, Problem};
use spieleabend_app::texts::{Lang as AppLang, Texts};
use spieleabend_core::table::AnyTable;

use crate::error::CommandError;
use crate::i18n::Lang;
use crate::nearby::{HostOpening, JoinOpening};

/// The screen the full-screen client opens on.
pub enum Opening {
    /// The start screen.
    Home,
    /// A table (a game set up on the command line, or a table save file) as the game in
    /// progress.
    Table(Box<AnyTable>),
    /// The host's screen, the table set up and opened to devices nearby.
    Host(HostOpening),
    /// The join screen.
    Join(JoinOpening),
}

/// How often the screen is redrawn while waiting for input (bots move in between).
pub(crate) const FRAME: Duration = Duration::from_millis(40);

/// Opens the full-screen client (the app core's screens over the app's data folder,
/// [`local::data_dir`]) on the screen `opening` asks for. `save` is a file to write the
/// table's save to as well when quitting (the command line's `--save` or `--resume`).
/// Nearby tables are hosted and joined in it (the app core carries the link). Returns
/// when the player quits.
pub fn menu(lang: Lang, opening: Opening, save: Option<PathBuf>) -> Result<(), CommandError> {
    let cli_lang = lang;
    let lang = match lang {
        Lang::De => AppLang::De,
        Lang::En => AppLang::En,
    };
    let Some(dir) = local::data_dir() else {
        let text = Texts::new(lang).get("terminal-no-data-dir", &[]);
        return Err(std::io::Error::other(text).into());
    };
    let mut client = local::Client::open(&dir, lang)?;
    match opening {
        Opening::Home => {}
        Opening::Table(table) => client.open_table(*table),
        Opening::Host(host) => client.open_host(host),
        Opening::Join(join) => client.open_join(join),
    }
    let keep = KeepSave {
        path: save.clone(),
        lang: cli_lang,
        revision: None,
    };
    let exit = with_terminal(|terminal| run_local(terminal, &mut client, keep))?;
    match exit {
        local::Exit::Quit => {
            let said = farewell(&client, save.as_deref(), Path::new("."))?;
            let _ = writeln!(stdout(), "{said}");
            Ok(())
        }
    }
}

/// What is said on quitting, once the game in progress is saved: in the app's folder
/// (and the table save file of a game from the command line, `save`), and never
/// "saved" where it is not. When the app's folder cannot be written, saving is tried
/// again, then the game is saved to a table save file instead (`save`, else
/// `spieleabend-GAME.json` in `here`) and the player told where; when that
/// fails too, that the last moves are not saved and why. `here` is the current folder.
pub(crate) fn farewell(
    client: &local::Client,
    save: Option<&Path>,
    here: &Path,
) -> Result<String, CommandError> {
    let texts = client.texts();
    let Some(document) = client.game_save() else {
        return Ok(texts.get("terminal-bye", &[]));
    };
    // The save file first: after a hang-up the terminal is gone, and what cannot be
    // said must not keep the table from being saved.
    let in_file = match save {
        Some(path) => crate::signals::write_save(path, &document)
            .map(|()| path.to_path_buf())
            .map_err(|e| CommandError::File(path.display().to_string(), e))
            .map(Some)?,
        None => None,
    };
    let session_unsaved = |problems: Vec<Problem>| {
        problems
            .into_iter()
            .find(|p| p.doc == DocKind::Session)
            .map(|p| match p.damage {
                Damage::WriteFailed { reason } => texts.io_problem(&reason),
                _ => texts.io_problem("other"),
            })
    };
    let failed =
        session_unsaved(client.unsaved()).and_then(|_| session_unsaved(client.save_again()));
    let path_arg = |path: &Path| [("path", path.display().to_string().into())];
    let Some(reason) = failed else {
        let mut said = texts.get("terminal-saved", &[]);
        if let Some(path) = &in_file {
            said.push('\n');
            said.push_str(&texts.get("terminal-saved-file", &path_arg(path)));
        }
        return Ok(said);
    };
    let mut said = texts.get("terminal-not-saved", &[("reason", reason.into())]);
    said.push('\n');
    let instead = match in_file {
        Some(path) => Ok(path),
        None => {
            let game = AnyTable::load(&document).ok().map(|t| t.game());
            let name = game.map_or_else(
                || PathBuf::from("spieleabend-table.json"),
                crate::setup::default_save_file,
            );
            let path = here.join(name);
            crate::signals::write_save(&path, &document)
                .map(|()| path)
                .map_err(|e| texts.io_problem(spieleabend_app::texts::io_code(&e)))
        }
    };
    match instead {
        Ok(path) => said.push_str(&texts.get("terminal-saved-instead", &path_arg(&path))),
        Err(reason) => {
            said.push_str(&texts.get("terminal-not-saved-anywhere", &[("reason", reason.into())]))
        }
    }
    Ok(said)
}

/// The table save file of a game from the command line, handed to the signal watch
/// after every change: a signal while this client cannot quit by itself (its terminal
/// gone, the input stuck) still writes it.
struct KeepSave {
    path: Option<PathBuf>,
    lang: Lang,
    /// The view's revision when it was handed over last.
    revision: Option<u64>,
}

impl KeepSave {
    fn update(&mut self, client: &local::Client) {
        let Some(path) = &self.path else { return };
        if !crate::signals::watching() || self.revision == Some(client.view.revision) {
            return;
        }
        self.revision = Some(client.view.revision);
        let save = client.game_save().map(|document| (path.clone(), document));
        crate::signals::keep(save, self.lang);
    }
}

/// Runs the local client until it exits: the core's pushed views are taken in, the
/// screen is drawn, keys go in. SIGHUP or SIGTERM quits as `q` does (the app core has
/// saved every change already).
fn run_local(
    terminal: &mut DefaultTerminal,
    client: &mut local::Client,
    mut keep: KeepSave,
) -> std::io::Result<local::Exit> {
    loop {
        if crate::signals::requested().is_some() {
            return Ok(local::Exit::Quit);
        }
        client.tick();
        keep.update(client);
        if let Some(exit) = client.exit.take() {
            return Ok(exit);
        }
        if let Err(error) = terminal.draw(|frame| client.draw(frame)) {
            // A closed terminal window fails the drawing just before its hang-up
            // signal arrives.
            std::thread::sleep(FRAME);
            if crate::signals::requested().is_some() {
                return Ok(local::Exit::Quit);
            }
            return Err(error);
        }
        if event::poll(FRAME)? {
            // Everything that came meanwhile goes in before the next frame (a paste a
            // terminal sends as keys arrives whole, and the keys after it are not kept
            // waiting), until the client ends.
            loop {
                match event::read()? {
                    Event::Key(key) => client.on_key(key),
                    Event::Paste(text) => client.on_paste(&text),
                    Event::Mouse(mouse) => {
                        if let Some((column, row)) = map_click(mouse) {
                            client.on_click(column, row);
                        }
                    }
                    // A resize is drawn at the next frame; the layout follows the size.
                    _ => {}
                }
                if client.exit.is_some() || !event::poll(Duration::ZERO)? {
                    break;
                }
            }
        }
    }
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
            let _ = ratatui::try_restore();
            return Err(error.into());
        }
    };
    let _ = execute!(stdout(), EnableMouseCapture, EnableBracketedPaste);
    crate::signals::set_full_screen(true);
    let result = body(&mut terminal);
    let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste);
    // A terminal that is gone (a closed window) cannot be put back, and saying so would
    // fail too (`ratatui::restore` panics when its note cannot be written): the table is
    // still to be saved after this.
    let _ = ratatui::try_restore();
    crate::signals::set_full_screen(false);
    Ok(result?)
}

/// Where a left click landed, or `None` for other mouse events.
fn map_click(mouse: MouseEvent) -> Option<(u16, u16)> {
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Some((mouse.column, mouse.row)),
        _ => None,
    }
}
