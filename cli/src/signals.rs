//! Closing the terminal window (SIGHUP) or `kill` (SIGTERM) while a table is open saves
//! it as quitting does, and puts the terminal back.
//!
//! A thread of its own waits for the signals ([`signal_hook`]) and records the first.
//! The full-screen client looks at [`requested`] every frame and quits as on `q`. The
//! line client spends its time waiting for a line, which no signal interrupts, so it
//! hands its save file and the table's current save to [`waiting_for_input`] before
//! each read: a signal arriving then writes that save, says how to resume and ends
//! the program at once. Between reads (bots moving) the line client looks at
//! [`requested`] itself. A program that does not look in time (a bot thinking for
//! long, a full-screen client whose closed terminal keeps its input reader busy) is
//! ended after [`GRACE`], the terminal put back first, with the last save either
//! client handed over ([`waiting_for_input`], [`keep`]) written.
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
/// What the line client would lose: its save file and the table's save.
static PENDING: Mutex<Option<Pending>> = Mutex::new(None);
static WATCH: Once = Once::new();

/// The line client's table as of its last prompt.
struct Pending {
    /// The save file and what to write there (none for a finished game).
    save: Option<(PathBuf, String)>,
    lang: Lang,
    /// True while the line client waits for a line: a signal then saves at once.
    waiting: bool,
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
            // A second signal ends the program at once, as without this watch.
            for signal in signals {
                let _ = signal_hook::low_level::emulate_default_handler(signal);
            }
        });
    });
}

/// Whether [`watch`] runs (the line client prepares a save for each prompt only then).
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

/// The line client is about to wait for a line: a signal from now until
/// [`input_arrived`] writes `save` (the save file and the table's save) and ends the
/// program. False if a signal came already: then quit (and save) instead of reading.
pub fn waiting_for_input(save: Option<(PathBuf, String)>, lang: Lang) -> bool {
    let mut pending = pending();
    *pending = Some(Pending {
        save,
        lang,
        waiting: true,
    });
    requested().is_none()
}

/// The full-screen client's table changed: `save` (the save file and the table's save)
/// is written if the client has not quit by itself [`GRACE`] after a signal.
pub fn keep(save: Option<(PathBuf, String)>, lang: Lang) {
    *pending() = Some(Pending {
        save,
        lang,
        waiting: false,
    });
}

/// The line client got its line (or gave up waiting): signals are its own business
/// again until the next [`waiting_for_input`].
pub fn input_arrived() {
    if let Some(pending) = pending().as_mut() {
        pending.waiting = false;
    }
}

/// Writes a save file, never at the same time as a signal's save. The line client's
/// save from its last prompt is dropped: this one is newer.
pub fn write_save(path: &Path, document: &str) -> std::io::Result<()> {
    let mut pending = pending();
    *pending = None;
    std::fs::write(path, document)
}

fn on_signal(signal: i32) {
    REQUESTED.store(signal, Ordering::SeqCst);
    if leave_if_waiting(signal) {
        return;
    }
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
            ratatui::crossterm::event::DisableMouseCapture
        );
        ratatui::restore();
    }
    std::process::exit(exit_code(signal).into());
}

/// When the line client waits for a line: saves its table and ends the program (the
/// lock is held to the end, so no other save can start).
fn leave_if_waiting(signal: i32) -> bool {
    let pending = pending();
    match pending.as_ref() {
        Some(waiting) if waiting.waiting => {
            save_and_say(waiting);
            std::process::exit(exit_code(signal).into());
        }
        _ => false,
    }
}

fn save_and_say(pending: &Pending) {
    let lang = pending.lang;
    let said = match &pending.save {
        Some((path, document)) => match std::fs::write(path, document) {
            Ok(()) => words::with_path(lang, words::RESUME_WITH, path),
            Err(error) => {
                let reason = error.to_string();
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
