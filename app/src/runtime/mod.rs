//! [`AppCore`]: the [`App`] with the effects Rust can perform performed. Every user
//! action is one [`AppCore::dispatch`] call that returns the new view at once. Saving
//! (atomic, with `fsync`, see [`crate::storage`]) runs on a writer thread in the order
//! the changes were made, only the newest version of a document being written when
//! several wait; [`AppCore::flush`] and dropping the core wait for it. Bots think on a
//! worker thread and the bot pace runs on a timer thread, and the views they cause are
//! pushed to the shell's [`AppObserver`] (so a Kotlin `StateFlow` or a Swift
//! `@Observable` follows).
//! What only the shell can do (sound and haptic cues, discovery, announcing a table,
//! Bluetooth channels) is handed to the observer as a [`ShellEffect`].
//!
//! The caller is never blocked by a bot: the worker holds the model's lock only to
//! apply a finished move, never while thinking. The observer is called from the worker
//! and timer threads, never with the lock held; it may call back into the core.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::app::{Advertisement, App, AppView, Effect, Intent, LinkRequest};

mod nearby;

use crate::storage::{DocKind, Storage, StorageError};
use crate::table::{AnyBotJob, Cue};
use crate::texts::Lang;
pub use nearby::{LinkRefused, NearbyOptions};

/// What only the shell can perform.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq)]
pub enum ShellEffect {
    /// Play a cue; the flags say which kinds the player wants.
    #[cfg_attr(feature = "ffi", uniffi(name = "PlayCue"))]
    Cue {
        /// What happened.
        cue: Cue,
        /// Play its sound.
        sound: bool,
        /// Play its haptic.
        haptic: bool,
    },
    /// Start looking for tables nearby.
    StartDiscovery,
    /// Stop looking for tables nearby.
    StopDiscovery,
    /// Announce the table hosted here on every medium the shell has (NSD or Bonjour
    /// on the local network; Bluetooth where the device can), or update the
    /// announcement; then say where with [`NearbyIntent::Announced`].
    ///
    /// [`NearbyIntent::Announced`]: crate::screens::nearby::NearbyIntent::Announced
    Advertise(#[cfg_attr(feature = "ffi", uniffi(name = "advertisement"))] Advertisement),
    /// Withdraw the announcement.
    StopAdvertising,
    /// Open a Bluetooth channel to `device` and hand it to [`AppCore::join_over_link`]
    /// with `game_key` and `code`; if it cannot be opened, report
    /// [`NearbyIntent::BluetoothFailed`].
    ///
    /// [`NearbyIntent::BluetoothFailed`]: crate::screens::nearby::NearbyIntent::BluetoothFailed
    ConnectBluetooth {
        /// The shell's id of the host's device, as it reported it in a found table.
        device: String,
        /// The game's key the host announced.
        game_key: String,
        /// The join code typed in.
        code: String,
    },
    /// The Bluetooth channel of the table joined over it dropped: open a new channel
    /// to `device` and hand it to [`AppCore::relink`] (the seat resumes on it); if it
    /// cannot be opened, report [`NearbyIntent::BluetoothFailed`]. Asked again after
    /// a failure, a few times, before the table ends.
    ///
    /// [`NearbyIntent::BluetoothFailed`]: crate::screens::nearby::NearbyIntent::BluetoothFailed
    ReopenBluetooth {
        /// The shell's id of the host's device, the one the table was joined over.
        device: String,
    },
}

/// What the shell implements to follow the app.
pub trait AppObserver: Send + Sync {
    /// A new view the app reached by itself (a bot moved, the pace delay ended). Called
    /// from a background thread.
    fn on_view(&self, view: AppView);
    /// Something only the shell can do, after the view of that step is ready. Effects
    /// come one at a time, in the order the app asked for them: on the thread that
    /// caused them, or on another thread handing over effects at the same moment
    /// (then possibly after the call that caused them returned). Effects asked for
    /// before the observer was set come when it is set, on the caller's thread.
    fn on_effect(&self, effect: ShellEffect);
}

struct State {
    app: App,
    /// Links the app asked for, to open once the lock is let go.
    opens: Vec<LinkRequest>,
}

/// What the writer thread is given.
enum Write {
    /// Write this document as it is when written.
    Doc(DocKind),
    /// Answer when everything before is written.
    Flush(mpsc::SyncSender<()>),
}

/// The effects on their way to the shell.
#[derive(Default)]
struct Outbox {
    observer: Option<Arc<dyn AppObserver>>,
    /// In the order the app asked for them (each is put here under the model's lock).
    waiting: VecDeque<ShellEffect>,
    /// A thread is handing the waiting effects over; the others leave theirs to it.
    handing_over: bool,
}

/// At most this many effects wait for an observer (a core nobody observes, as in
/// tests, would otherwise keep every one); then the oldest are let go.
const WAITING_LIMIT: usize = 256;

/// The model and the threads' inboxes. The threads hold it weakly, so dropping the
/// core drops the inboxes and the threads end.
struct Shared {
    state: Mutex<State>,
    outbox: Mutex<Outbox>,
    threads: Threads,
    nearby: nearby::Nearby,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn outbox(&self) -> MutexGuard<'_, Outbox> {
        self.outbox.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn observer(&self) -> Option<Arc<dyn AppObserver>> {
        self.outbox().observer.clone()
    }

    /// Puts effects in the outbox; called under the model's lock, so they wait in the
    /// order the app asked for them.
    fn post(&self, effects: Vec<ShellEffect>) {
        let mut outbox = self.outbox();
        let observed = outbox.observer.is_some();
        for effect in effects {
            if !observed && matches!(effect, ShellEffect::Cue { .. }) {
                continue;
            }
            if !observed && outbox.waiting.len() == WAITING_LIMIT {
                outbox.waiting.pop_front();
            }
            outbox.waiting.push_back(effect);
        }
    }

    /// Hands the waiting effects to the observer one by one, outside every lock,
    /// unless another thread is already doing so (it takes these too, in order).
    fn hand_over(&self) {
        let mut outbox = self.outbox();
        if outbox.handing_over || outbox.observer.is_none() {
            return;
        }
        outbox.handing_over = true;
        // Should the observer panic, the next thread takes over.
        struct Unwinding<'a>(&'a Shared);
        impl Drop for Unwinding<'_> {
            fn drop(&mut self) {
                if thread::panicking() {
                    self.0.outbox().handing_over = false;
                }
            }
        }
        let _unwinding = Unwinding(self);
        loop {
            let next = outbox.observer.clone().zip(outbox.waiting.pop_front());
            let Some((observer, effect)) = next else {
                // Under the same lock that saw the outbox empty: an effect posted
                // after this is handed over by its own thread.
                outbox.handing_over = false;
                return;
            };
            drop(outbox);
            observer.on_effect(effect);
            outbox = self.outbox();
        }
    }
}

/// The threads' inboxes.
struct Threads {
    worker: Sender<AnyBotJob>,
    timer: Sender<Instant>,
    writer: Sender<Write>,
}

/// The app with its storage, bot worker and pace timer. See the module docs.
pub struct AppCore {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for AppCore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppCore").finish_non_exhaustive()
    }
}

impl AppCore {
    /// The app over the files in `dir` (created if missing), starting in `lang` when no
    /// settings are saved. Damaged files are set aside and reported on the home screen.
    pub fn new(dir: impl Into<PathBuf>, lang: Lang) -> Result<AppCore, StorageError> {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
            ^ u64::from(std::process::id()).rotate_left(32);
        AppCore::with_seed(dir, lang, seed)
    }

    /// [`AppCore::new`] with the seed of the first new game given (for tests).
    pub fn with_seed(
        dir: impl Into<PathBuf>,
        lang: Lang,
        seed: u64,
    ) -> Result<AppCore, StorageError> {
        let storage = Storage::open(dir)?;
        // Another core of this process on the same directory (a shell that starts anew
        // without closing the old one) first saves what it has, so nothing is read
        // half-way through.
        let key = storage
            .dir()
            .canonicalize()
            .unwrap_or_else(|_| storage.dir().to_path_buf());
        flush_others(&key);
        let app = App::new(storage.load(lang), seed);
        let (worker, jobs) = mpsc::channel();
        let (timer, deadlines) = mpsc::channel();
        let (writer, writes) = mpsc::channel();
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                app,
                opens: Vec::new(),
            }),
            outbox: Mutex::new(Outbox::default()),
            threads: Threads {
                worker,
                timer,
                writer,
            },
            nearby: nearby::Nearby::default(),
        });
        spawn_worker(Arc::downgrade(&shared), jobs);
        spawn_timer(Arc::downgrade(&shared), deadlines);
        spawn_writer(Arc::downgrade(&shared), storage, writes);
        LIVE.lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push((key, Arc::downgrade(&shared)));
        let core = AppCore { shared };
        // A bot that was to move when the app was killed moves on.
        {
            let mut state = core.shared.lock();
            let effects = state.app.resume();
            perform(&mut state, effects, &core.shared);
        }
        notify(&core.shared, None);
        Ok(core)
    }

    /// Sets the observer that receives views and shell effects (replacing any other),
    /// and hands it the effects that waited for an observer.
    pub fn set_observer(&self, observer: Arc<dyn AppObserver>) {
        self.shared.outbox().observer = Some(observer);
        self.shared.hand_over();
    }

    /// Handles a user action and returns the new view; what it changed is saved on the
    /// writer thread.
    pub fn dispatch(&self, intent: Intent) -> AppView {
        let view = {
            let mut state = self.shared.lock();
            let effects = state.app.dispatch(intent);
            perform(&mut state, effects, &self.shared);
            state.app.view()
        };
        notify(&self.shared, None);
        view
    }

    /// The view now.
    pub fn view(&self) -> AppView {
        self.shared.lock().app.view()
    }

    /// Sets how tables nearby are hosted here (see [`NearbyOptions`]).
    pub fn set_nearby_options(&self, options: NearbyOptions) {
        self.shared.nearby.set_options(options);
    }

    /// Hands the table hosted here a device's link the shell accepted (e.g. a
    /// Bluetooth channel a guest opened): the host takes it like a connection over
    /// the network. The shell feeds the returned input with what it reads and tells it
    /// when the link is gone. Refused (and the link closed) if no table is open.
    pub fn attach_link(
        &self,
        link: Box<dyn spieleabend_nearby::Link>,
    ) -> Result<spieleabend_nearby::LinkInput, LinkRefused> {
        nearby::attach(&self.shared, link)
    }

    /// On the join screen: joins the host of a `game_key` table with `code` over a
    /// link the shell opened to it (e.g. a Bluetooth channel) instead of an address.
    /// The join screen then waits as for a join by address; the shell feeds the
    /// returned input with what it reads. Refused (and the link closed) away from the
    /// join screen or while a join is under way.
    pub fn join_over_link(
        &self,
        game_key: &str,
        code: &str,
        link: Box<dyn spieleabend_nearby::Link>,
    ) -> Result<spieleabend_nearby::LinkInput, LinkRefused> {
        nearby::join_over_link(&self.shared, game_key, code, link)
    }

    /// Hands the table joined over a Bluetooth channel the new channel the shell
    /// opened after [`ShellEffect::ReopenBluetooth`]: the seat resumes on it. The
    /// shell feeds the returned input with what it reads. Refused (and the link
    /// closed) when no new channel was asked for.
    pub fn relink(
        &self,
        link: Box<dyn spieleabend_nearby::Link>,
    ) -> Result<spieleabend_nearby::LinkInput, LinkRefused> {
        nearby::relink(&self.shared, link)
    }

    /// Waits until every change made so far is on the disk (the shell calls it when
    /// the app goes to the background).
    pub fn flush(&self) {
        self.shared.flush();
    }
}

/// The cores of this process by directory, to flush one before another reads.
static LIVE: Mutex<Vec<(PathBuf, Weak<Shared>)>> = Mutex::new(Vec::new());

/// Flushes the live cores on `dir` and forgets the dropped ones.
fn flush_others(dir: &std::path::Path) {
    let others: Vec<Arc<Shared>> = {
        let mut live = LIVE.lock().unwrap_or_else(PoisonError::into_inner);
        live.retain(|(_, shared)| shared.strong_count() > 0);
        live.iter()
            .filter(|(d, _)| d == dir)
            .filter_map(|(_, shared)| shared.upgrade())
            .collect()
    };
    for other in others {
        other.flush();
    }
}

impl Shared {
    fn flush(&self) {
        // Called from the writer itself (an observer told of a failed save), it would
        // wait for itself; everything before is being written anyway.
        if thread::current().name() == Some(WRITER) {
            return;
        }
        let (done, wait) = mpsc::sync_channel(1);
        if self.threads.writer.send(Write::Flush(done)).is_ok() {
            // The writer answers once it has written everything before; it ends only
            // when the core is gone, so an error here means there is nothing to wait for.
            let _ = wait.recv();
        }
    }
}

/// How long an ending app waits for the bye of its links nearby.
const CLOSE_LIMIT: Duration = Duration::from_secs(1);

impl Drop for AppCore {
    /// Leaves nothing unsaved: a new core on the same directory finds every change.
    fn drop(&mut self) {
        self.flush();
        // Links still open end with the app: devices nearby see the table close (the
        // process may end right after, so their bye is awaited, briefly).
        let closing = self.shared.lock().app.end_links();
        nearby::close_waiting(&self.shared, closing, CLOSE_LIMIT);
        self.shared.nearby.stop();
    }
}

/// Performs what Rust performs and puts what the shell must in the outbox (`state` is
/// `shared`'s, locked).
fn perform(state: &mut State, effects: Vec<Effect>, shared: &Shared) {
    let threads = &shared.threads;
    let mut shell = Vec::new();
    for effect in effects {
        match effect {
            Effect::Persist { doc } => {
                // The writer lives as long as the core.
                let _ = threads.writer.send(Write::Doc(doc));
            }
            Effect::Think => {
                if let Some(job) = state.app.bot_job() {
                    // The worker lives as long as the core; a send fails only while
                    // the core is being dropped, when nobody waits for the move.
                    let _ = threads.worker.send(job);
                }
            }
            Effect::WakeAfter { ms } => {
                let _ = threads
                    .timer
                    .send(Instant::now() + Duration::from_millis(u64::from(ms)));
            }
            Effect::Cue { cue, sound, haptic } => {
                shell.push(ShellEffect::Cue { cue, sound, haptic })
            }
            Effect::StartDiscovery => shell.push(ShellEffect::StartDiscovery),
            Effect::StopDiscovery => shell.push(ShellEffect::StopDiscovery),
            Effect::OpenLink(request) => state.opens.push(request),
            // The links given up are taken once the lock is let go (see `notify`).
            Effect::CloseLink => {}
            Effect::Advertise(ad) => shell.push(ShellEffect::Advertise(ad)),
            Effect::StopAdvertising => shell.push(ShellEffect::StopAdvertising),
            Effect::ConnectBluetooth {
                device,
                game_key,
                code,
            } => shell.push(ShellEffect::ConnectBluetooth {
                device,
                game_key,
                code,
            }),
            Effect::ReopenBluetooth { device } => {
                shell.push(ShellEffect::ReopenBluetooth { device })
            }
        }
    }
    shared.post(shell);
}

/// Opens and closes the links the app asked for, then hands the observer the
/// waiting effects and `view`; outside the model's lock.
fn notify(shared: &Arc<Shared>, view: Option<AppView>) {
    let (opens, closing, name) = {
        let mut state = shared.lock();
        let opens = std::mem::take(&mut state.opens);
        let closing = state.app.take_closed_links();
        let name = state.app.joining_name();
        (opens, closing, name)
    };
    nearby::close(shared, closing);
    for request in opens {
        nearby::open(shared, request, name.clone());
    }
    shared.hand_over();
    if let (Some(view), Some(observer)) = (view, shared.observer()) {
        observer.on_view(view);
    }
}

/// Runs bot jobs one after another, off every caller's thread.
fn spawn_worker(shared: Weak<Shared>, jobs: Receiver<AnyBotJob>) {
    thread::Builder::new()
        .name("spieleabend-bot".into())
        .spawn(move || {
            while let Ok(first) = jobs.recv() {
                // Jobs asked for meanwhile were taken from older states of the table (or
                // the same one): only the newest is worth thinking about.
                let job = jobs.try_iter().last().unwrap_or(first);
                let result = job.run();
                let Some(shared) = shared.upgrade() else {
                    return;
                };
                let view = {
                    let mut state = shared.lock();
                    let effects = state.app.apply_bot(result);
                    let changed = !effects.is_empty();
                    perform(&mut state, effects, &shared);
                    changed.then(|| state.app.view())
                };
                notify(&shared, view);
            }
        })
        .expect("the bot thread starts");
}

/// Sends the pace wake-ups when they are due.
fn spawn_timer(shared: Weak<Shared>, deadlines: Receiver<Instant>) {
    thread::Builder::new()
        .name("spieleabend-pace".into())
        .spawn(move || {
            let mut due: Vec<Instant> = Vec::new();
            loop {
                let next = due.iter().min().copied();
                let received = match next {
                    None => deadlines.recv().map_err(|_| RecvTimeoutError::Disconnected),
                    Some(at) => {
                        deadlines.recv_timeout(at.saturating_duration_since(Instant::now()))
                    }
                };
                match received {
                    Ok(at) => {
                        due.push(at);
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => return,
                    Err(RecvTimeoutError::Timeout) => {}
                }
                let now = Instant::now();
                let fired = due.iter().filter(|at| **at <= now).count();
                due.retain(|at| *at > now);
                let Some(shared) = shared.upgrade() else {
                    return;
                };
                for _ in 0..fired {
                    let view = {
                        let mut state = shared.lock();
                        let effects = state.app.wake();
                        perform(&mut state, effects, &shared);
                        state.app.view()
                    };
                    notify(&shared, Some(view));
                }
            }
        })
        .expect("the pace thread starts");
}

/// The writer thread's name.
const WRITER: &str = "spieleabend-save";

/// Writes documents off every caller's thread, each as it is when written (so of
/// several requests waiting for one document, one write is enough).
fn spawn_writer(shared: Weak<Shared>, storage: Storage, writes: Receiver<Write>) {
    thread::Builder::new()
        .name(WRITER.into())
        .spawn(move || {
            while let Ok(first) = writes.recv() {
                let mut batch = vec![first];
                batch.extend(writes.try_iter());
                let mut waiting: Vec<DocKind> = Vec::new();
                let mut flushes = Vec::new();
                for write in batch {
                    match write {
                        Write::Doc(doc) if !waiting.contains(&doc) => waiting.push(doc),
                        Write::Doc(_) => {}
                        Write::Flush(done) => flushes.push(done),
                    }
                }
                for doc in waiting {
                    let Some(shared) = shared.upgrade() else {
                        break;
                    };
                    // Built under the lock (a tenth of a millisecond for a game), written
                    // without it.
                    let contents = shared.lock().app.document(doc);
                    match storage.write_or_report(doc, &contents) {
                        Ok(()) => shared.lock().app.saved(doc),
                        Err(problem) => {
                            let view = {
                                let mut state = shared.lock();
                                state.app.report(problem);
                                state.app.view()
                            };
                            notify(&shared, Some(view));
                        }
                    }
                }
                for done in flushes {
                    let _ = done.send(());
                }
            }
        })
        .expect("the save thread starts");
}

mod shell;
#[cfg(test)]
mod tests;
mod typed;

#[cfg(test)]
mod nearby_tests;
