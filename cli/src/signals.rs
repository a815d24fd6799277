//! Closing the terminal window (SIGHUP) or `kill` (SIGTERM) while a table is open saves
//! it as quitting does, and puts the terminal back.
//!
//! A thread of its own waits for the signals ([`signal_hook`]) and records the first.
//! Both clients look at [`requested`] in their loops (the full-screen client every
//! frame, the line client every 50 ms; it never waits for its input, which a thread of
//! its own reads) and quit as on `q`. A program that does not quit in time (a bot
//! thinking for long, a full-screen client whose closed terminal keeps its input
//! reader busy) is ended after [`GRACE`], the terminal put back first, with the last
//! save the client handed over ([`keep`]) written.
//!
//! Every save file write goes through [`write_save`], so the signal's save and the
//! program's own never overlap. A second signal ends the program at once.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Mutex, MutexGuard, Once};
use std::time::Duration;

use signal_hook::consts::{SIGHUP, SIGTERM};

use crate::i18n::Lang;
use crate::notation::words;

/// How long the program has to quit by itself after a signal before it is ended.
pub const GRACE: Duration = Duration::from_secs(3);

/// The first signal received (0: none yet).
static REQUESTED: AtomicI32 = AtomicI32::new(0);
/// Whether the full-screen client holds the terminal (raw mode, alternate screen).
static FULL_SCREEN: AtomicBool = AtomicBool::new(false);
/// What a client would lose: its save file and the table's save.
static PENDING: Mutex<Option<Pending>> = Mutex::new(None);
static WATCH: Once = Once::new();

/// A client's table as of its last change.
struct Pending {
    /// The save file and what to write there (none for a finished game).
    save: Option<(PathBuf, String)>,
    lang: Lang,
}

/// Starts watching for SIGHUP and SIGTERM (once; later calls do nothing). Without it
/// the signals end the program at once, as by default.
pub fn watch() {
    WATCH.call_once(|| {
        let mut signals = match signal_hook::iterator::Signals::new([SIGHUP, SIGTERM]) {
            Ok(signals) => signals,
            // Without the handlers the signals keep their default: end the program.
            Err(_) => return,
        };
        std::thread::spawn(move || {
            let mut signals = signals.forever();
            if let Some(signal) = signals.next() {
                std::thread::spawn(move || on_signal(signal));
            }
            // A second signal ends the program at once, as without this watch, but not
            // before the save handed over is written: a closed window often sends its
            // hang-up twice (the terminal's and the kernel's), close together.
            for signal in signals {
                if let Some(Pending {
                    save: Some((path, document)),
                    ..
                }) = pending().as_ref()
                {
                    let _ = std::fs::write(path, document);
                }
                let _ = signal_hook::low_level::emulate_default_handler(signal);
            }
        });
    });
}

/// Whether [`watch`] runs (the clients hand their saves over only then).
pub fn watching() -> bool {
    WATCH.is_completed()
}

/// The signal received, if any: the client should save and quit.
pub fn requested() -> Option<i32> {
    match REQUESTED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// The exit code after `signal`: 128 + its number, as a shell reports it.
pub fn exit_code(signal: i32) -> u8 {
    u8::try_from(128 + signal).unwrap_or(255)
}

/// Marks the terminal as held by the full-screen client (or given back), so that a
/// program ended after [`GRACE`] puts it back first.
pub fn set_full_screen(on: bool) {
    FULL_SCREEN.store(on, Ordering::SeqCst);
}

fn pending() -> MutexGuard<'static, Option<Pending>> {
    PENDING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The full-screen client's table changed: `save` (the save file and the table's save)
/// is written if the client has not quit by itself [`GRACE`] after a signal.
pub fn keep(save: Option<(PathBuf, String)>, lang: Lang) {
    *pending() = Some(Pending { save, lang });
}

/// Writes a save file, never at the same time as a signal's save. The save handed
/// over last is dropped: this one is newer.
pub fn write_save(path: &Path, document: &str) -> std::io::Result<()> {
    let mut pending = pending();
    *pending = None;
    std::fs::write(path, document)
}

fn on_signal(signal: i32) {
    REQUESTED.store(signal, Ordering::SeqCst);
    // The program quits by itself (it looks at `requested`); if it does not in time,
    // it is ended here.
    std::thread::sleep(GRACE);
    let pending = pending();
    if let Some(pending) = pending.as_ref() {
        save_and_say(pending);
    }
    if FULL_SCREEN.load(Ordering::SeqCst) {
        let _ = ratatui::crossterm::execute!(
            std::io::stdout(),
            ratatui::crossterm::event::DisableMouseCapture,
            ratatui::crossterm::event::DisableBracketedPaste
        );
        // Quietly: a note that cannot be written to a closed terminal would panic.
        let _ = ratatui::try_restore();
    }
    std::process::exit(exit_code(signal).into());
}

fn save_and_say(pending: &Pending) {
    let lang = pending.lang;
    let said = match &pending.save {
        Some((path, document)) => match std::fs::write(path, document) {
            Ok(()) => words::with_path(lang, words::RESUME_WITH, path),
            Err(error) => {
                let reason = lang
                    .texts()
                    .io_problem(spieleabend_app::texts::io_code(&error));
                lang.texts()
                    .get(words::SAVE_FAILED, &[("reason", reason.into())])
            }
        },
        None => words::plain(lang, words::BYE),
    };
    // The terminal may be gone (a hang-up): what cannot be said is not said.
    let mut out = std::io::stdout();
    let _ = writeln!(out, "\n{said}");
    let _ = out.flush();
}
