//! [`AppCore`] for the phones: one intent per user action, the new [`AppView`] from the
//! same call, saving inside it; bots think on the core's own worker thread and the bot
//! pace runs on its timer, and the views they cause reach the shell's [`AppObserver`],
//! together with what only the shell can do ([`ShellEffect`]: sound and haptic cues,
//! discovery, announcing a hosted table, Bluetooth channels). The core carries nearby
//! tables itself (TCP, join code, resume).
//!
//! `dispatch` never runs a bot or waits for one on the caller's thread: it takes the
//! model's lock for the intent, hands the changed documents to the core's writer
//! thread and builds the view, so calling it from the UI thread is fine. `flush` waits
//! for the writer.

use std::sync::Arc;

use super::link::{ForeignLink, NearbyLink, NearbyLinkInput};
use super::observer::{ObserverError, notify};
use crate::app::{AppView, Intent};
use crate::runtime::{self as rt, ShellEffect};
use crate::texts::Lang;

/// Why the app core could not start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum AppError {
    /// The directory given for the app's files cannot be created or used.
    #[error("{reason}")]
    Storage { reason: String },
}

/// Why a link the shell handed to the app core was not taken (the core has closed it
/// with `disconnect`); `reason` says it in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum AppLinkError {
    /// A device's link came in, but no table is hosted here now.
    #[error("{reason}")]
    NoOpenTable { reason: String },
    /// A join over a link was asked for away from the join screen, or while a join
    /// is under way or a table is joined.
    #[error("{reason}")]
    NotJoining { reason: String },
    /// The game the host announced is not one of the games here.
    #[error("{reason}")]
    UnknownGame { reason: String },
    /// Nearby play is not available on this device, or the join stopped meanwhile.
    #[error("{reason}")]
    Unavailable { reason: String },
    /// A new channel came in, but no joined table asked for one
    /// (`ShellEffect.ReopenBluetooth`), or the table ended meanwhile.
    #[error("{reason}")]
    NotReopening { reason: String },
}

impl From<rt::LinkRefused> for AppLinkError {
    fn from(refused: rt::LinkRefused) -> Self {
        let reason = refused.to_string();
        match refused {
            rt::LinkRefused::NoOpenTable => AppLinkError::NoOpenTable { reason },
            rt::LinkRefused::NotJoining => AppLinkError::NotJoining { reason },
            rt::LinkRefused::UnknownGame(_) => AppLinkError::UnknownGame { reason },
            rt::LinkRefused::NotReopening => AppLinkError::NotReopening { reason },
            rt::LinkRefused::Unavailable(_) | rt::LinkRefused::Stopped => {
                AppLinkError::Unavailable { reason }
            }
        }
    }
}

/// What the shell implements to follow the app. Called from the core's worker and
/// timer threads (never the UI thread): hop to the main thread before touching UI.
#[uniffi::export(foreign)]
pub trait AppObserver: Send + Sync {
    /// A new view the app reached by itself (a bot moved, the pace delay ended).
    fn on_view(&self, view: AppView) -> Result<(), ObserverError>;
    /// Something only the shell can do, after the view of that step is ready.
    fn on_effect(&self, effect: ShellEffect) -> Result<(), ObserverError>;
}

/// Carries the runtime's calls to the foreign observer.
struct Bridge(Arc<dyn AppObserver>);

impl rt::AppObserver for Bridge {
    fn on_view(&self, view: AppView) {
        let _ = notify("AppObserver.on_view", || self.0.on_view(view));
    }

    fn on_effect(&self, effect: ShellEffect) {
        let _ = notify("AppObserver.on_effect", || self.0.on_effect(effect));
    }
}

/// The app: its screens, its files in one directory, its bots and timers (the
/// runtime's [`rt::AppCore`] as the shells see it).
#[derive(uniffi::Object)]
pub struct AppCore {
    inner: rt::AppCore,
}

impl std::fmt::Debug for AppCore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppCore").finish_non_exhaustive()
    }
}

#[uniffi::export]
impl AppCore {
    /// The app over the files in `dir` (created if missing), in `lang` when no settings
    /// are saved yet (the device's language). Damaged files are set aside and reported
    /// on the home screen; a bot that was to move when the app was killed moves on.
    #[uniffi::constructor]
    pub fn new(dir: String, lang: Lang) -> Result<Arc<AppCore>, AppError> {
        rt::AppCore::new(dir, lang)
            .map(|inner| Arc::new(AppCore { inner }))
            .map_err(|e| AppError::Storage {
                reason: e.to_string(),
            })
    }

    /// [`AppCore::new`] with the seed of the first new game given, so tests and
    /// benchmarks deal the same cards every time.
    #[uniffi::constructor]
    pub fn with_seed(dir: String, lang: Lang, seed: u64) -> Result<Arc<AppCore>, AppError> {
        rt::AppCore::with_seed(dir, lang, seed)
            .map(|inner| Arc::new(AppCore { inner }))
            .map_err(|e| AppError::Storage {
                reason: e.to_string(),
            })
    }

    /// Sets the observer of pushed views and shell effects (replacing any other).
    pub fn set_observer(&self, observer: Arc<dyn AppObserver>) {
        self.inner.set_observer(Arc::new(Bridge(observer)));
    }

    /// Handles one user action and returns the new view; what changed is being saved
    /// in order on the core's writer thread (see `flush`). Never waits for a bot.
    pub fn dispatch(&self, intent: Intent) -> AppView {
        self.inner.dispatch(intent)
    }

    /// The view now.
    pub fn view(&self) -> AppView {
        self.inner.view()
    }

    /// Sets how tables nearby are hosted here: `bind` is where a host listens
    /// (`0.0.0.0:0`, the default: every interface and a free port; `127.0.0.1:0`
    /// keeps a table on this device, for tests); `bot_pace_ms` the pause after a bot's
    /// move at a hosted table (`null`: the settings' bot pace).
    pub fn set_nearby_options(&self, bind: String, bot_pace_ms: Option<u32>) {
        self.inner.set_nearby_options(rt::NearbyOptions {
            bind,
            bot_pace_ms,
            ..rt::NearbyOptions::default()
        });
    }

    /// Hands the table hosted here a device's link the shell accepted (e.g. an L2CAP
    /// channel a guest opened over Bluetooth): the host takes it like a connection
    /// over the network. Feed the returned input with every chunk read from the link
    /// and call its `closed()` when the link is gone. Refused (and the link closed)
    /// when no table is open.
    pub fn attach_link(
        &self,
        link: Arc<dyn NearbyLink>,
    ) -> Result<Arc<NearbyLinkInput>, AppLinkError> {
        let input = self.inner.attach_link(Box::new(ForeignLink(link)))?;
        Ok(NearbyLinkInput::wrap(input))
    }

    /// On the join screen: joins the host of a `game_key` table (as its announcement
    /// says, e.g. `elfer_raus`) with the join `code` over a link the shell opened to
    /// it (e.g. an L2CAP channel) instead of an address. The join screen then waits as
    /// for a join by address. Feed the returned input as for `attach_link`. Refused
    /// (and the link closed) away from the join screen or while a join is under way.
    pub fn join_over_link(
        &self,
        game_key: String,
        code: String,
        link: Arc<dyn NearbyLink>,
    ) -> Result<Arc<NearbyLinkInput>, AppLinkError> {
        let input = self
            .inner
            .join_over_link(&game_key, &code, Box::new(ForeignLink(link)))?;
        Ok(NearbyLinkInput::wrap(input))
    }

    /// Hands the table joined over a Bluetooth channel the new channel the shell
    /// opened after `ShellEffect.ReopenBluetooth`: the seat resumes on it. Feed the
    /// returned input as for `attach_link`. Refused (and the link closed) when no new
    /// channel was asked for.
    pub fn relink(&self, link: Arc<dyn NearbyLink>) -> Result<Arc<NearbyLinkInput>, AppLinkError> {
        let input = self.inner.relink(Box::new(ForeignLink(link)))?;
        Ok(NearbyLinkInput::wrap(input))
    }

    /// Waits until every change made so far is on the disk. Call it when the app goes
    /// to the background (Android's `onStop`, iOS's `scenePhase` leaving `.active`).
    pub fn flush(&self) {
        self.inner.flush();
    }
}
