//! The app as a whole: which screen is shown, what the player can do there, and what
//! the shell is asked to do in return.
//!
//! The flow is one way: an [`Intent`] goes into [`App::dispatch`], which changes the
//! model and returns [`Effect`]s for the shell (or the [`crate::runtime`]) to perform;
//! [`App::view`] then gives the [`AppView`] the client draws. The model never reads a
//! clock, a file or the network and never waits: saving, timers, bot thinking and
//! nearby links are effects. Everything the player would miss after the app is killed
//! is in the session document ([`Effect::Persist`] after every change), so
//! [`App::new`] over the saved documents comes back to the same view.

use serde::{Deserialize, Serialize};
use spieleabend_core::games::GameId;
use spieleabend_core::table::{AnyTable, Pending, SeatConfig, SeatKind, Statistics, TableSettings};

use crate::learn::GuidedGame;
use crate::screens::home::{self, HomeItem, HomeView, SavedGame};
use crate::screens::nearby::{
    self, FoundTable, HostView, Hosting, JoinDraft, JoinView, Medium, NearbyIntent, NearbyState,
    NearbyView,
};
use crate::screens::rules::{self, RulesPageView, RulesView};
use crate::screens::settings::{Look, Settings, SettingsIntent, SettingsView};
use crate::screens::setup::{
    GuidedOffer, OptionEntry, Replacing, SetupDraft, SetupIntent, SetupView,
};
use crate::screens::statistics::{self, StatisticsIntent, StatisticsView};
use crate::screens::{ScreenKind, setup::SeatPlayer};
use crate::storage::{DocKind, Problem, Saved};
use crate::table::nearby::LinkHandle;
use crate::table::{
    AnyBotJob, AnyBotMove, Connection, Cue, LinkView, TableEffect, TableIntent, TableSession,
    TableUi, TableView,
};
use crate::texts::{NearbyLink, NearbyNotice, Texts};
use spieleabend_core::nearby::{ClientEvent, HostEvent};
use spieleabend_nearby::JoinEvent;

mod lesson;
mod open_nearby;
mod open_table;
pub use open_table::TableUiOverride;
#[cfg(test)]
mod results_tests;
#[cfg(test)]
mod saved_games_tests;
#[cfg(test)]
pub(crate) mod tests;
mod typed;

/// What the player does, on whichever screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum), uniffi(name = "AppIntent"))]
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Goes back one screen ([`AppView::back`] says where); nothing on the home screen.
    Back,
    /// Opens a screen of the home menu, from any screen. A screen already open further
    /// down is returned to, so back never loops. "Continue" without a saved game does
    /// nothing.
    Open(#[cfg_attr(feature = "ffi", uniffi(name = "item"))] HomeItem),
    /// Opens a game's rules page by the game's key (from the rules list, or from the
    /// table for the game being played). Unknown keys do nothing.
    OpenRules(#[cfg_attr(feature = "ffi", uniffi(name = "game_key"))] String),
    /// Goes back to the start screen from any screen (a game stays saved).
    Home,
    /// Opens the saved game of the game with this key (a "continue" entry of the home
    /// screen gives it); unknown keys and games without a save do nothing.
    Resume(#[cfg_attr(feature = "ffi", uniffi(name = "game_key"))] String),
    /// Clears the notices about damaged files.
    DismissNotices,
    /// On the setup screen.
    Setup(#[cfg_attr(feature = "ffi", uniffi(name = "intent"))] SetupIntent),
    /// At the table.
    Table(#[cfg_attr(feature = "ffi", uniffi(name = "intent"))] TableIntent),
    /// On the settings screen.
    Settings(#[cfg_attr(feature = "ffi", uniffi(name = "intent"))] SettingsIntent),
    /// On the statistics screen.
    Statistics(#[cfg_attr(feature = "ffi", uniffi(name = "intent"))] StatisticsIntent),
    /// On the nearby screens, or reported by the shell's networking.
    Nearby(#[cfg_attr(feature = "ffi", uniffi(name = "intent"))] NearbyIntent),
    /// Starts the guided first game of the game with this key (a game without one,
    /// or an unknown key, does nothing); its table is shown with the coach.
    Learn(#[cfg_attr(feature = "ffi", uniffi(name = "game_key"))] String),
    /// Ends the lesson of the guided game shown; the game goes on against the bots.
    SkipLesson,
}

/// What the shell (or the runtime) is asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Write this document ([`App::document`]) atomically, replacing the last version.
    /// Taken when it is written, the text is always the newest; so of several of these
    /// waiting, one write is enough, and the text is built off the caller's thread.
    Persist {
        /// Which document.
        doc: DocKind,
    },
    /// Take [`App::bot_job`], run it off the caller's thread and give the result to
    /// [`App::apply_bot`].
    Think,
    /// Call [`App::wake`] after this many milliseconds (the bot pace).
    WakeAfter {
        /// The delay.
        ms: u32,
    },
    /// Play a cue; the flags say which kinds the player wants.
    Cue {
        /// What happened.
        cue: Cue,
        /// Play its sound.
        sound: bool,
        /// Play its haptic.
        haptic: bool,
    },
    /// Start looking for tables nearby; report them with [`NearbyIntent::Found`].
    StartDiscovery,
    /// Stop looking for tables nearby.
    StopDiscovery,
    /// Open a link to devices nearby. The runtime performs it over TCP (the core's
    /// nearby driver) and hands the link in with [`App::link_opened`], or reports
    /// [`NearbyIntent::LinkClosed`].
    OpenLink(LinkRequest),
    /// Close the link opened last ([`App::take_closed_links`] holds it until the
    /// runtime closes it: the host says bye to every device, a guest leaves).
    CloseLink,
    /// Announce the table hosted here on every medium the shell has: the local network
    /// (DNS-SD service `_spieleabend._tcp`) and, where it can, Bluetooth (the same TXT
    /// record); or update the announcement (the free seats changed). The shell says
    /// where with [`NearbyIntent::Announced`].
    Advertise(Advertisement),
    /// Withdraw the announcement.
    StopAdvertising,
    /// Open a Bluetooth channel to the table's device and join it: the shell hands
    /// the channel to [`crate::runtime::AppCore::join_over_link`] with this game key
    /// and code, or reports [`NearbyIntent::BluetoothFailed`].
    ConnectBluetooth {
        /// The shell's id of the host's device ([`FoundTable::address`]).
        device: String,
        /// The game's key the host announced.
        game_key: String,
        /// The host's join code.
        code: String,
    },
    /// The Bluetooth channel of the table joined over it dropped: open a new one to
    /// the same device and hand it to [`crate::runtime::AppCore::relink`] (the seat
    /// resumes on it), or report [`NearbyIntent::BluetoothFailed`].
    ReopenBluetooth {
        /// The shell's id of the host's device, the one the table was joined over.
        device: String,
    },
}

/// A table to announce on the local network: what an NSD or Bonjour service is
/// registered with. Devices that find it read the TXT record into a found table.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Advertisement {
    /// The service instance's name, e.g. "Anna’s table".
    pub name: String,
    /// The TCP port the table listens on.
    pub port: u16,
    /// The TXT record: protocol version, name, game, free seats, players.
    pub txt: Vec<TxtEntry>,
}

/// One key and value of a TXT record.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TxtEntry {
    /// The key, e.g. `game`.
    pub key: String,
    /// Its value, e.g. `elfer_raus`.
    pub value: String,
}

impl Advertisement {
    /// The TXT record's value of `key`, if it has one.
    pub fn txt_value(&self, key: &str) -> Option<&str> {
        self.txt
            .iter()
            .find(|entry| entry.key == key)
            .map(|entry| entry.value.as_str())
    }
}

/// What the nearby driver reports, for [`App::link_news`].
#[derive(Clone, Debug, PartialEq)]
pub enum LinkNews {
    /// The host's machine: a device came, went, a game started …
    Host(HostEvent),
    /// A joined device's driver: admitted, an update, reconnecting, the end …
    Guest(JoinEvent),
    /// The host's table moved (a device's move, a bot's move).
    Moved,
}

/// A nearby link to open.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkRequest {
    /// Host a table: the setup's game with its seats, the people other than the first
    /// being seats for other devices.
    Host {
        /// The game's key.
        game_key: String,
        /// The variant's key.
        variant: Option<String>,
        /// The seats; `Remote` ones are filled by devices that join.
        seats: Vec<SeatConfig>,
        /// Options as set in the setup.
        options: Vec<OptionEntry>,
    },
    /// Join a table.
    Join {
        /// `host:port`.
        address: String,
        /// The host's join code.
        code: String,
    },
}

/// Everything a client draws: the screen, where back goes, and a notice.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq)]
pub struct AppView {
    /// The screen on top.
    pub screen: ScreenView,
    /// Where [`Intent::Back`] goes (`None` on the home screen: the system's back leaves
    /// the app). Clients show it in a predictive back gesture.
    pub back: Option<BackView>,
    /// Something to tell the player once, e.g. that a file could not be saved.
    pub notice: Option<String>,
    /// Grows with every change of the model in this process. Views reach a shell from
    /// more than one thread (a call's answer, a bot's move pushed to the observer), so
    /// a shell shows a view only if its revision is not below the one it shows.
    pub revision: u64,
    /// The player's settings for how every screen is drawn: animation speed, card size,
    /// left-handed layout.
    pub look: Look,
}

/// Where back goes.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackView {
    /// The screen it returns to.
    pub to: ScreenKind,
    /// "Back to the start", for the back button's accessibility label.
    pub label: String,
}

/// The screen on top, with its view model. Not boxed, so it maps onto a UniFFI enum as
/// it is; a view is built once per call, so the variants' sizes do not matter.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum ScreenView {
    /// The start screen.
    Home(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] HomeView),
    /// Choosing a game.
    Setup(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] SetupView),
    /// A game in progress.
    Table(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] TableView),
    /// The settings.
    Settings(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] SettingsView),
    /// Games played and won.
    Statistics(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] StatisticsView),
    /// The games whose rules can be read.
    Rules(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] RulesView),
    /// One game's rules.
    RulesPage(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] RulesPageView),
    /// Host or join.
    Nearby(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] NearbyView),
    /// Hosting a table.
    NearbyHost(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] HostView),
    /// Joining a table.
    NearbyJoin(#[cfg_attr(feature = "ffi", uniffi(name = "view"))] JoinView),
}

/// A screen in the back stack, as saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "screen")]
enum Route {
    Home,
    Setup,
    Table,
    Settings,
    Statistics,
    Rules,
    RulesPage {
        game: GameId,
    },
    Nearby,
    NearbyHost,
    NearbyJoin,
    NearbyTable,
    /// A guided first game.
    Lesson,
}

impl Route {
    fn kind(self) -> ScreenKind {
        match self {
            Route::Home => ScreenKind::Home,
            Route::Setup => ScreenKind::Setup,
            Route::Table => ScreenKind::Table,
            Route::Settings => ScreenKind::Settings,
            Route::Statistics => ScreenKind::Statistics,
            Route::Rules => ScreenKind::Rules,
            Route::RulesPage { .. } => ScreenKind::RulesPage,
            Route::Nearby => ScreenKind::Nearby,
            Route::NearbyHost => ScreenKind::NearbyHost,
            Route::NearbyJoin => ScreenKind::NearbyJoin,
            Route::NearbyTable => ScreenKind::NearbyTable,
            Route::Lesson => ScreenKind::Table,
        }
    }
}

/// How often the shell is asked to reopen a dropped Bluetooth channel before the
/// joined table ends (each asking waits for the shell's own connect attempt).
const REOPEN_ATTEMPTS: u32 = 3;

/// The session document's format name and version.
const SESSION_FORMAT: &str = "spieleabend-app-session";
const SESSION_VERSION: u32 = 2;
/// The version that held one game (`game`) instead of one per game (`games`); read
/// as a session with that one save.
const SESSION_VERSION_ONE_GAME: u32 = 1;

/// The session document: the screens, the drafts and the game, as saved.
#[derive(Serialize, Deserialize)]
struct SessionDoc {
    format: String,
    version: u32,
    routes: Vec<Route>,
    setup: SetupDraft,
    #[serde(default)]
    join: JoinDraft,
    /// The saved games, one per game, the one played last first: each the table
    /// session's own document.
    #[serde(default)]
    games: Vec<String>,
    /// The single game of a version 1 document.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<String>,
    /// Where the seeds of new games come from.
    seed: u64,
    /// Damaged files not yet dismissed, so a kill does not lose the report.
    #[serde(default)]
    problems: Vec<Problem>,
    /// The guided game in progress: its game and the steps made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    lesson: Option<crate::learn::LessonDoc>,
    /// The games whose guided game was started once.
    #[serde(default)]
    lessons_started: Vec<GameId>,
}

/// The saved session, read back: where the app was left.
#[derive(Debug)]
pub struct Session {
    routes: Vec<Route>,
    setup: SetupDraft,
    join: JoinDraft,
    games: Vec<TableSession>,
    seed: u64,
    problems: Vec<Problem>,
    lesson: Option<crate::learn::LessonDoc>,
    lessons_started: Vec<GameId>,
}

impl Session {
    /// Reads a session document; the error says in words what does not fit.
    pub fn from_document(text: &str) -> Result<Session, String> {
        let doc: SessionDoc = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if doc.format != SESSION_FORMAT {
            return Err(format!("not a session document ({:?})", doc.format));
        }
        if doc.version != SESSION_VERSION && doc.version != SESSION_VERSION_ONE_GAME {
            return Err(format!(
                "session version {} (this app reads {SESSION_VERSION})",
                doc.version
            ));
        }
        let mut games: Vec<TableSession> = Vec::new();
        for text in doc.game.iter().chain(&doc.games) {
            let game = TableSession::from_document(text).map_err(|e| e.to_string())?;
            if games.iter().any(|g| g.game() == game.game()) {
                return Err(format!("two saved games of {}", game.game().info().name));
            }
            games.push(game);
        }
        // The setup must be one the registry can show: the game's own variant and a
        // player count in range.
        let info = doc.setup.game.info();
        let variant_ok = match &doc.setup.variant {
            None => info.variants.is_empty(),
            Some(v) => info.variant(v).is_some(),
        };
        let (min, max) = info.players_of(doc.setup.variant.as_deref());
        if !variant_ok || !(min..=max).contains(&doc.setup.players()) {
            return Err("the setup does not fit its game".to_string());
        }
        let mut routes: Vec<Route> = doc
            .routes
            .into_iter()
            .filter(|r| {
                *r != Route::Home
                    && *r != Route::NearbyTable
                    && (*r != Route::Table || !games.is_empty())
                    && (*r != Route::Lesson || doc.lesson.is_some())
            })
            .collect();
        routes.insert(0, Route::Home);
        Ok(Session {
            routes,
            setup: doc.setup,
            join: doc.join,
            games,
            seed: doc.seed,
            problems: doc.problems,
            lesson: doc.lesson,
            lessons_started: doc.lessons_started,
        })
    }
}

/// The app's model. See the module docs.
pub struct App {
    texts: Texts,
    settings: Settings,
    statistics: Statistics,
    routes: Vec<Route>,
    setup: SetupDraft,
    join: JoinDraft,
    /// The saved games, at most one per game, the one played last first: the table
    /// screen shows the first.
    games: Vec<TableSession>,
    /// The guided first game, when one is in progress.
    lesson: Option<GuidedGame>,
    /// The games whose guided game was started once (saved).
    lessons_started: Vec<GameId>,
    /// The player pressed start once over a saved game of the chosen game: the next
    /// start replaces it (any other change on the setup screen, or leaving it, asks
    /// again).
    confirm_replace: bool,
    /// The player asked to reset the statistics: the screen asks to confirm (leaving it
    /// keeps them).
    confirm_reset: bool,
    nearby: NearbyState,
    /// The nearby link open now (hosting or joined).
    link: Option<Box<dyn LinkHandle>>,
    /// Links given up, for the runtime to close.
    closed_links: Vec<Box<dyn LinkHandle>>,
    /// Counts the links opened, so news of one given up is told apart.
    link_id: u64,
    /// The game at the table nearby, once dealt (never saved: it lives on the link).
    nearby_game: Option<TableSession>,
    problems: Vec<Problem>,
    notice: Option<String>,
    seed: u64,
    revision: u64,
    /// What the shell set for the tables instead of the settings.
    table_ui: TableUiOverride,
    /// Documents whose last save failed.
    unsaved: Vec<Problem>,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("routes", &self.routes)
            .field("games", &self.games)
            .finish_non_exhaustive()
    }
}

/// What changed in one dispatch, to persist.
#[derive(Default)]
struct Dirty {
    session: bool,
    settings: bool,
    statistics: bool,
}

impl App {
    /// The app over what was saved; `seed` seeds the first new game when nothing was
    /// saved (later seeds follow from it, and are saved).
    pub fn new(saved: Saved, seed: u64) -> App {
        let Saved {
            settings,
            statistics,
            session,
            problems: found,
        } = saved;
        let session = session.unwrap_or(Session {
            routes: vec![Route::Home],
            setup: SetupDraft::default(),
            join: JoinDraft::default(),
            games: Vec::new(),
            seed,
            problems: Vec::new(),
            lesson: None,
            lessons_started: Vec::new(),
        });
        // Problems reported before and not dismissed yet, then the ones just found.
        let mut problems = session.problems;
        problems.extend(found);
        let texts = Texts::new(settings.lang);
        let lesson = session.lesson.and_then(|doc| doc.resume(&texts).ok());
        let mut routes = session.routes;
        if lesson.is_none() {
            routes.retain(|r| *r != Route::Lesson);
        }
        App {
            texts,
            settings,
            statistics,
            routes,
            lesson,
            lessons_started: session.lessons_started,
            setup: session.setup,
            join: session.join,
            games: session.games,
            confirm_replace: false,
            confirm_reset: false,
            nearby: NearbyState::default(),
            link: None,
            closed_links: Vec::new(),
            link_id: 0,
            nearby_game: None,
            problems,
            notice: None,
            seed: session.seed,
            revision: 0,
            table_ui: TableUiOverride::default(),
            unsaved: Vec::new(),
        }
    }

    /// What to do right after [`App::new`]: save the report of damaged files at once
    /// (so it survives a kill until dismissed), let a bot at the table go on, look for
    /// tables again on the join screen.
    pub fn resume(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.problems.is_empty() {
            effects.push(Effect::Persist {
                doc: DocKind::Session,
            });
        }
        match self.top() {
            Route::Table => self.kick(&mut effects),
            Route::NearbyJoin => effects.push(Effect::StartDiscovery),
            _ => {}
        }
        effects
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The statistics.
    pub fn statistics(&self) -> &Statistics {
        &self.statistics
    }

    /// The texts in the player's language.
    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    /// The game played last (in progress, or over until a new one of its game
    /// starts).
    pub fn game(&self) -> Option<&TableSession> {
        self.games.first()
    }

    /// The saved games not over, the one played last first ("continue" entries).
    pub fn saved_games(&self) -> impl Iterator<Item = &TableSession> {
        self.games
            .iter()
            .filter(|g| !matches!(g.pending(), Pending::Finished))
    }

    /// The saved game of `game` not over, if there is one.
    fn saved_of(&self, game: GameId) -> Option<&TableSession> {
        self.saved_games().find(|g| g.game() == game)
    }

    /// Makes `session` the game played last, in place of any saved game of its game.
    fn put_game(&mut self, session: TableSession) {
        self.games.retain(|g| g.game() != session.game());
        self.games.insert(0, session);
    }

    fn top(&self) -> Route {
        *self.routes.last().unwrap_or(&Route::Home)
    }

    fn ui(&self) -> TableUi {
        let set = self.table_ui;
        TableUi {
            colour_blind_marks: self.settings.colour_blind_marks,
            auto_single_choice: set
                .auto_single_choice
                .unwrap_or(self.settings.auto_single_choice),
            bot_pace_ms: set
                .bot_pace_ms
                .unwrap_or_else(|| self.settings.bot_pace.delay_ms()),
        }
    }

    /// A saved game that "Continue" returns to: the one played last that is not over.
    fn continuable(&self) -> Option<&TableSession> {
        self.saved_games().next()
    }

    /// Shows the saved game of `game`, if there is one not over: it becomes the one
    /// played last.
    fn resume_game(&mut self, game: GameId) {
        let Some(at) = self
            .games
            .iter()
            .position(|g| g.game() == game && !matches!(g.pending(), Pending::Finished))
        else {
            return;
        };
        let session = self.games.remove(at);
        self.games.insert(0, session);
        self.show(Route::Table);
    }

    /// Handles an intent; returns what to perform.
    pub fn dispatch(&mut self, intent: Intent) -> Vec<Effect> {
        self.revision += 1;
        let before = self.routes.clone();
        let mut effects = Vec::new();
        let mut dirty = Dirty::default();
        match intent {
            Intent::Back => {
                if self.routes.len() > 1 {
                    self.routes.pop();
                }
            }
            Intent::Open(item) => self.open(item),
            Intent::Home => self.routes.truncate(1),
            Intent::Resume(key) => {
                if let Some(game) = rules::game_of(&key) {
                    self.resume_game(game);
                    dirty.session = true;
                }
            }
            Intent::OpenRules(key) => {
                if let Some(game) = rules::game_of(&key) {
                    let page = Route::RulesPage { game };
                    match self
                        .routes
                        .iter()
                        .position(|r| matches!(r, Route::RulesPage { .. }))
                    {
                        Some(at) => {
                            self.routes.truncate(at);
                            self.routes.push(page);
                        }
                        None => self.routes.push(page),
                    }
                }
            }
            Intent::DismissNotices => {
                dirty.session |= !self.problems.is_empty();
                self.problems.clear();
                self.notice = None;
            }
            Intent::Setup(intent) => {
                if self.top() == Route::Setup {
                    if intent == SetupIntent::Start {
                        self.start();
                    } else {
                        self.confirm_replace = false;
                        dirty.session |= self.setup.apply(&intent);
                    }
                }
            }
            Intent::Table(intent) if self.top() == Route::Lesson => {
                self.at_lesson(&mut effects, &mut dirty, |lesson, texts, ui| {
                    lesson.handle(intent, texts, ui)
                })
            }
            Intent::Table(intent) => self.at_table(&mut effects, &mut dirty, |game, texts, ui| {
                game.handle(intent, texts, ui)
            }),
            Intent::Learn(key) => {
                if let Some(game) = rules::game_of(&key) {
                    dirty.session |= self.learn(game, &mut effects);
                }
            }
            Intent::SkipLesson => {
                self.at_lesson(&mut effects, &mut dirty, |lesson, _, _| lesson.skip())
            }
            Intent::Settings(intent) => {
                if self.top() == Route::Settings && self.settings.apply(&intent) {
                    if self.texts.lang() != self.settings.lang {
                        self.texts = Texts::new(self.settings.lang);
                    }
                    dirty.settings = true;
                }
            }
            Intent::Statistics(intent) => {
                if self.top() == Route::Statistics {
                    match intent {
                        StatisticsIntent::Reset => self.confirm_reset = true,
                        StatisticsIntent::KeepAll => self.confirm_reset = false,
                        StatisticsIntent::ConfirmReset if self.confirm_reset => {
                            self.confirm_reset = false;
                            dirty.statistics |= self.statistics != Statistics::default();
                            self.statistics = Statistics::default();
                        }
                        StatisticsIntent::ConfirmReset => {}
                    }
                }
            }
            Intent::Nearby(intent) => self.nearby(intent, &mut effects, &mut dirty),
        }
        self.after(&before, &mut effects, &mut dirty);
        effects
    }

    /// The bot pace delay asked for with [`Effect::WakeAfter`] is over: the table on top
    /// goes on (a bot that waited moves).
    pub fn wake(&mut self) -> Vec<Effect> {
        self.revision += 1;
        let before = self.routes.clone();
        let mut effects = Vec::new();
        let mut dirty = Dirty::default();
        if self.top() == Route::Lesson {
            self.at_lesson(&mut effects, &mut dirty, GuidedGame::wake);
        } else {
            self.at_table(&mut effects, &mut dirty, TableSession::wake);
        }
        self.after(&before, &mut effects, &mut dirty);
        effects
    }

    /// Hands `act` the table session on top (the local or the nearby table), if a
    /// table is on top, and takes its effects.
    fn at_table(
        &mut self,
        effects: &mut Vec<Effect>,
        dirty: &mut Dirty,
        act: impl FnOnce(&mut TableSession, &Texts, &TableUi) -> Vec<TableEffect>,
    ) {
        let ui = self.ui();
        let route = self.top();
        let game = match route {
            Route::Table => self.games.first_mut(),
            Route::NearbyTable => self.nearby_game.as_mut(),
            _ => None,
        };
        if let Some(game) = game {
            let out = act(game, &self.texts, &ui);
            self.session_effects(route, out, effects, dirty);
        }
    }

    /// The job the runtime should compute now, if any (a bot's move or a hint; at a
    /// table nearby only hints: the host's driver runs the bots).
    pub fn bot_job(&self) -> Option<AnyBotJob> {
        if self.top() == Route::NearbyTable {
            return self.nearby_game.as_ref().and_then(TableSession::bot_job);
        }
        if self.top() == Route::Lesson {
            return self.lesson.as_ref().and_then(GuidedGame::bot_job);
        }
        self.games.first().and_then(TableSession::bot_job)
    }

    /// Takes a computed bot move or hint (dropped when the table moved on meanwhile).
    pub fn apply_bot(&mut self, result: AnyBotMove) -> Vec<Effect> {
        self.revision += 1;
        let before = self.routes.clone();
        let mut effects = Vec::new();
        let mut dirty = Dirty::default();
        if self.top() == Route::NearbyTable {
            if let Some(game) = self.nearby_game.as_mut() {
                let out = game.apply_bot(result);
                self.session_effects(Route::NearbyTable, out, &mut effects, &mut dirty);
            }
        } else if self.top() == Route::Lesson {
            self.at_lesson(&mut effects, &mut dirty, |lesson, _, _| {
                lesson.apply_bot(result)
            });
        } else if let Some(game) = self.games.first_mut() {
            let out = game.apply_bot(result);
            self.session_effects(Route::Table, out, &mut effects, &mut dirty);
        }
        self.after(&before, &mut effects, &mut dirty);
        effects
    }

    /// Records that saving a document failed, to tell the player.
    pub fn report(&mut self, problem: Problem) {
        self.revision += 1;
        self.notice = Some(home::problem_text(&problem, &self.texts));
        self.unsaved.retain(|p| p.doc != problem.doc);
        self.unsaved.push(problem);
    }

    /// Records that `doc` was written: what it holds is on the disk.
    pub fn saved(&mut self, doc: DocKind) {
        self.unsaved.retain(|p| p.doc != doc);
    }

    /// The documents whose last save failed (so the disk holds an older version),
    /// with why.
    pub fn unsaved(&self) -> &[Problem] {
        &self.unsaved
    }

    fn open(&mut self, item: HomeItem) {
        let route = match item {
            HomeItem::Continue => {
                if let Some(game) = self.continuable().map(TableSession::game) {
                    self.resume_game(game);
                }
                return;
            }
            HomeItem::NewGame => Route::Setup,
            HomeItem::Nearby => Route::Nearby,
            HomeItem::Statistics => Route::Statistics,
            HomeItem::Settings => Route::Settings,
            HomeItem::Rules => Route::Rules,
        };
        self.show(route);
    }

    /// Shows `route`, returning to it if it is already open further down.
    fn show(&mut self, route: Route) {
        match self.routes.iter().position(|r| *r == route) {
            Some(at) => self.routes.truncate(at + 1),
            None => self.routes.push(route),
        }
    }

    /// Starts the set-up game: the table replaces the setup, so back from the table
    /// goes home (and `after` lets a bot that starts move). Over a saved game of the
    /// same game the first start only asks; the second replaces it.
    fn start(&mut self) {
        if !self.setup.problems(&self.texts).is_empty() {
            return;
        }
        if self.saved_of(self.setup.game).is_some() && !self.confirm_replace {
            self.confirm_replace = true;
            return;
        }
        self.confirm_replace = false;
        let settings = TableSettings {
            auto_single_choice: self.settings.auto_single_choice,
            bot_delay_ms: self.settings.bot_pace.delay_ms(),
            ..TableSettings::default()
        };
        let seed = self.next_seed();
        match AnyTable::with_options(
            self.setup.game,
            self.setup.variant.as_deref(),
            &self.setup.option_values(),
            self.setup.seat_configs(&self.texts),
            settings,
            seed,
        ) {
            Ok(table) => {
                self.put_game(TableSession::new(table));
                self.routes = vec![Route::Home, Route::Table];
            }
            Err(error) => {
                let reason = self.setup.start_problem(&error, &self.texts);
                self.notice = Some(
                    self.texts
                        .get("setup-start-failed", &[("reason", reason.into())]),
                );
            }
        }
    }

    /// The next game's seed (SplitMix64), so games differ and the model stays pure.
    fn next_seed(&mut self) -> u64 {
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Turns the effects of the table session shown on `route` into the app's:
    /// [`Route::Table`] for the game on this device, [`Route::NearbyTable`] for the one
    /// nearby (nothing saved, the table lives on the link; no bot pace, the host's
    /// driver keeps it). Off its screen a game still takes a result that arrives, but
    /// waits: no next bot step and no cues until it is shown again. Finished games
    /// count in the statistics.
    fn session_effects(
        &mut self,
        route: Route,
        out: Vec<TableEffect>,
        effects: &mut Vec<Effect>,
        dirty: &mut Dirty,
    ) {
        let shown = self.top() == route;
        let local = matches!(route, Route::Table | Route::Lesson);
        for effect in out {
            match effect {
                TableEffect::Save => dirty.session |= local,
                TableEffect::Think if shown => effects.push(Effect::Think),
                TableEffect::WakeAfter(ms) if shown && local => {
                    effects.push(Effect::WakeAfter { ms })
                }
                TableEffect::Think | TableEffect::WakeAfter(_) => {}
                TableEffect::Cue(cue) => {
                    if shown && (self.settings.sound || self.settings.haptics) {
                        effects.push(Effect::Cue {
                            cue,
                            sound: self.settings.sound,
                            haptic: self.settings.haptics,
                        });
                    }
                }
                // A guided game's prepared deal is no game to count.
                TableEffect::Finished(_) if route == Route::Lesson => {}
                TableEffect::Finished(finished) => {
                    dirty.statistics |= self.statistics.add_table(
                        finished.game.info().key,
                        &finished.seats,
                        Some(&finished.outcome),
                    );
                }
            }
        }
    }

    /// The runtime opened the link asked for with [`Effect::OpenLink`]: the host's
    /// table is open at `address`, or this device's join is on its way. A link no
    /// longer wanted (the player closed the table meanwhile) is given back to close.
    pub(crate) fn link_opened(
        &mut self,
        link: Box<dyn LinkHandle>,
        address: Option<String>,
    ) -> Result<(u64, Vec<Effect>), Box<dyn LinkHandle>> {
        let wanted = match (&mut self.nearby.hosting, address) {
            (Some(hosting), Some(address)) => {
                hosting.address = Some(address);
                hosting.code = link.lobby().code;
                true
            }
            (None, None) => self.nearby.connecting,
            _ => false,
        };
        if !wanted || self.link.is_some() {
            return Err(link);
        }
        self.revision += 1;
        self.link_id += 1;
        self.link = Some(link);
        self.nearby.ended = false;
        self.nearby.link_note = None;
        self.nearby.fairness = None;
        let mut effects = Vec::new();
        let mut dirty = Dirty::default();
        effects.extend(self.advertisement().map(Effect::Advertise));
        // A game may have been dealt before the link was handed in.
        self.sync_nearby_game(&mut effects, &mut dirty);
        Ok((self.link_id, effects))
    }

    /// The link of the table hosted here, if one is open (for links from the shell).
    pub(crate) fn hosted_link(&self) -> Option<&dyn LinkHandle> {
        self.nearby.hosting.as_ref()?;
        self.link.as_deref()
    }

    /// The join screen joins with `code` over a link the shell opened to the host
    /// (e.g. Bluetooth) instead of an address: as [`NearbyIntent::Connect`], the link
    /// to hand in next being the one wanted. `None` (and nothing changes) unless the
    /// join screen is on top and no join is under way, other than the Bluetooth join
    /// asked for with [`Effect::ConnectBluetooth`], whose link this is.
    pub(crate) fn join_over_link(&mut self, code: &str) -> Option<Vec<Effect>> {
        let top = self.routes.last().copied();
        if top != Some(Route::NearbyJoin) {
            return None;
        }
        if self.nearby.awaiting_link {
            self.nearby.awaiting_link = false;
            self.join.code = code.trim().to_string();
            self.revision += 1;
            return Some(Vec::new());
        }
        if self.nearby.connecting || (self.nearby.joined && !self.nearby.ended) {
            return None;
        }
        let mut effects = Vec::new();
        if self.link.is_some() || self.nearby_game.is_some() {
            self.drop_link(&mut effects);
        }
        self.join.code = code.trim().to_string();
        self.nearby.device = None;
        self.nearby.connecting = true;
        self.nearby.ended = false;
        self.nearby.link_note = None;
        self.nearby.notice = None;
        self.revision += 1;
        Some(effects)
    }

    /// The announcement of the table hosted here, as it stands.
    fn advertisement(&self) -> Option<Advertisement> {
        let hosting = self.nearby.hosting.as_ref()?;
        let link = self.link.as_ref()?;
        let port = hosting.address.as_ref()?.rsplit_once(':')?.1.parse().ok()?;
        let lobby = link.lobby();
        let ad = spieleabend_nearby::discovery::TableAd {
            name: self.texts.get(
                "nearby-screen-table-name",
                &[("name", self.player_name().into())],
            ),
            game: link.game().info().key.to_string(),
            free_seats: lobby.free_seats,
            players: self.setup.players(),
            port,
        };
        Some(Advertisement {
            name: ad.name.clone(),
            port,
            txt: ad
                .txt()
                .into_iter()
                .map(|(key, value)| TxtEntry {
                    key: key.to_string(),
                    value,
                })
                .collect(),
        })
    }

    /// What the nearby driver reported: devices, the game starting, moves, the link.
    /// News of a link given up meanwhile (`id` is not the link's open now) is
    /// dropped.
    pub(crate) fn link_news(&mut self, id: u64, news: LinkNews) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Some(link) = self.link.as_ref().filter(|_| id == self.link_id) else {
            return effects;
        };
        self.revision += 1;
        let before = self.routes.clone();
        let mut dirty = Dirty::default();
        let game = link.game();
        let texts = &self.texts;
        let mut moved = true;
        let joined = matches!(news, LinkNews::Host(HostEvent::Joined { .. }));
        match news {
            LinkNews::Moved => {}
            LinkNews::Host(event) => {
                let name = |device: u32| link.device_name(device).unwrap_or_default();
                let notice = match event {
                    HostEvent::Joined { name, .. } => Some(NearbyNotice::Joined(name)),
                    HostEvent::Away { device } => Some(NearbyNotice::Away(name(device))),
                    HostEvent::Resumed { device } => Some(NearbyNotice::Back(name(device))),
                    HostEvent::TakenOver { device, .. } => {
                        Some(NearbyNotice::TakenOver(name(device)))
                    }
                    HostEvent::Left { name, .. } => Some(NearbyNotice::Left(name)),
                    // Told once, in words, on the host's screen and at the table; the
                    // screen shows the new code.
                    HostEvent::CodeLengthened { code } => {
                        if let Some(hosting) = &mut self.nearby.hosting {
                            hosting.code = Some(code.clone());
                        }
                        let notice = NearbyNotice::CodeLengthened(code);
                        self.nearby.notice = Some(texts.nearby_notice(&notice));
                        Some(notice)
                    }
                    HostEvent::OtherVersion { protocol } => {
                        let notice = NearbyNotice::OtherVersion(protocol);
                        self.nearby.notice = Some(texts.nearby_notice(&notice));
                        Some(notice)
                    }
                    HostEvent::HandedBack { device, .. } => {
                        Some(NearbyNotice::HandedBack(name(device)))
                    }
                    _ => None,
                };
                if let Some(notice) = notice
                    && self.top() == Route::NearbyTable
                {
                    self.notice = Some(texts.nearby_notice(&notice));
                }
            }
            LinkNews::Guest(event) => match event {
                JoinEvent::Client(ClientEvent::Welcomed { .. }) => {
                    self.nearby.connecting = false;
                    self.nearby.joined = true;
                    // Back at the table over a reopened channel: it works again.
                    if self.nearby.reopen_attempts > 0 {
                        self.nearby.reopen_attempts = 0;
                        self.nearby.link_note = None;
                    }
                }
                JoinEvent::Client(ClientEvent::ConnectionLost)
                    if self.nearby.device.is_some() && !self.nearby.reopening =>
                {
                    let reason = texts.nearby_text(&crate::texts::NearbyText::HostGoneLong);
                    self.reopen_or_end(&mut effects, reason);
                    moved = false;
                }
                JoinEvent::Client(ClientEvent::Fairness {
                    verdict,
                    game_number,
                }) => {
                    self.nearby.fairness = Some((game_number, texts.verdict_line(&verdict).0));
                }
                JoinEvent::Client(ClientEvent::ActionRejected { reason, .. }) => {
                    self.notice =
                        Some(texts.nearby_notice(&NearbyNotice::MoveRefused(reason, game)));
                }
                JoinEvent::Client(ClientEvent::Rejected(reason)) if !self.nearby.joined => {
                    self.nearby.notice = Some(
                        texts.end_reason(&spieleabend_core::nearby::EndReason::Rejected(reason)),
                    );
                }
                JoinEvent::Client(ClientEvent::Ended(reason)) => {
                    let text = texts.end_reason(&reason);
                    self.end_link(text);
                }
                JoinEvent::Reconnecting { attempt } => {
                    self.nearby.link_note =
                        Some(texts.nearby_link(&NearbyLink::Reconnecting(attempt)));
                    moved = false;
                }
                JoinEvent::Reconnected => {
                    self.nearby.link_note = None;
                    moved = false;
                }
                JoinEvent::GaveUp => {
                    let text = texts.nearby_text(&crate::texts::NearbyText::HostGoneLong);
                    self.end_link(text);
                }
                JoinEvent::Client(_) => {}
            },
        }
        if joined {
            // The free seats changed.
            effects.extend(self.advertisement().map(Effect::Advertise));
        }
        if moved {
            self.sync_nearby_game(&mut effects, &mut dirty);
        }
        self.after(&before, &mut effects, &mut dirty);
        effects
    }

    /// The Bluetooth channel of the joined table dropped, or the shell could not
    /// reopen it: the shell is asked for a new channel to the same device, up to
    /// [`REOPEN_ATTEMPTS`] times until one works; then the table ends with `reason`.
    fn reopen_or_end(&mut self, effects: &mut Vec<Effect>, reason: String) {
        let device = self.nearby.device.clone().filter(|_| self.link.is_some());
        match device {
            Some(device) if self.nearby.reopen_attempts < REOPEN_ATTEMPTS => {
                self.nearby.reopen_attempts += 1;
                self.nearby.reopening = true;
                self.nearby.link_note = Some(
                    self.texts
                        .nearby_link(&NearbyLink::Reconnecting(self.nearby.reopen_attempts)),
                );
                effects.push(Effect::ReopenBluetooth { device });
            }
            _ => self.end_link(reason),
        }
    }

    /// The shell hands in the new channel asked for with [`Effect::ReopenBluetooth`]:
    /// the joined table's link, to attach it to. `None` unless a channel was asked for.
    pub(crate) fn link_reopened(&mut self) -> Option<&dyn LinkHandle> {
        if !self.nearby.reopening {
            return None;
        }
        self.nearby.reopening = false;
        self.revision += 1;
        self.link.as_deref()
    }

    /// The joined table is over for good: say why, and give the link back to close.
    fn end_link(&mut self, reason: String) {
        if let Some(game) = self.nearby_game.as_mut() {
            game.stop();
        }
        self.nearby.ended = true;
        self.nearby.joined = false;
        self.nearby.connecting = false;
        self.nearby.reopening = false;
        self.nearby.reopen_attempts = 0;
        self.nearby.link_note = Some(reason.clone());
        if self.top() != Route::NearbyTable {
            self.nearby.notice = Some(reason);
        }
        if let Some(link) = self.link.take() {
            self.closed_links.push(link);
        }
    }

    /// The game at the table nearby follows the link: made once dealt (and shown, if
    /// the player waits on the lobby screen), refreshed after every change.
    fn sync_nearby_game(&mut self, effects: &mut Vec<Effect>, dirty: &mut Dirty) {
        let ui = self.ui();
        match (&mut self.nearby_game, &self.link) {
            (Some(game), _) => {
                let out = game.refresh(&ui);
                self.session_effects(Route::NearbyTable, out, effects, dirty);
            }
            (None, Some(link)) => {
                if let Some(table) = link.table() {
                    self.nearby_game = Some(TableSession::nearby(table));
                    if matches!(self.top(), Route::NearbyHost | Route::NearbyJoin) {
                        self.routes.push(Route::NearbyTable);
                    }
                }
            }
            (None, None) => {}
        }
        // Who is away, from the host's lobby list.
        if let (Some(game), Some(link)) = (self.nearby_game.as_mut(), self.link.as_ref())
            && link.lobby().code.is_some()
        {
            for player in link.lobby().players {
                for seat in player.seats {
                    game.set_connection(
                        seat,
                        if player.connected {
                            Connection::Connected
                        } else {
                            Connection::Away
                        },
                    );
                }
            }
        }
    }

    /// Links given up (the table closed, the join screen left): the runtime closes
    /// them, saying bye.
    pub(crate) fn take_closed_links(&mut self) -> Vec<Box<dyn LinkHandle>> {
        std::mem::take(&mut self.closed_links)
    }

    /// Gives up the link and its game as the app ends (the screens stay as saved):
    /// the links to close.
    pub(crate) fn end_links(&mut self) -> Vec<Box<dyn LinkHandle>> {
        self.nearby_game = None;
        self.nearby.hosting = None;
        if let Some(link) = self.link.take() {
            self.closed_links.push(link);
        }
        self.take_closed_links()
    }

    /// Gives up the link and its game.
    fn drop_link(&mut self, effects: &mut Vec<Effect>) {
        if self.link.as_ref().is_some_and(|l| l.lobby().code.is_some()) {
            effects.push(Effect::StopAdvertising);
        }
        self.nearby_game = None;
        self.nearby.joined = false;
        self.nearby.fairness = None;
        self.nearby.reopening = false;
        self.nearby.reopen_attempts = 0;
        if let Some(link) = self.link.take() {
            self.closed_links.push(link);
        }
        self.routes.retain(|r| *r != Route::NearbyTable);
        effects.push(Effect::CloseLink);
    }

    /// Asks for the next bot step when a bot (or a hint) is to be computed.
    fn kick(&self, effects: &mut Vec<Effect>) {
        if self.bot_job().is_some() && !effects.contains(&Effect::Think) {
            effects.push(Effect::Think);
        }
    }

    fn nearby(&mut self, intent: NearbyIntent, effects: &mut Vec<Effect>, dirty: &mut Dirty) {
        let top = self.top();
        match intent {
            NearbyIntent::GoHost if top == Route::Nearby => {
                // Hosted from the menu: the set-up game's first person plays here.
                self.nearby.seats_here = None;
                self.routes.push(Route::NearbyHost);
            }
            NearbyIntent::GoJoin if top == Route::Nearby => self.routes.push(Route::NearbyJoin),
            NearbyIntent::OpenTable
                if top == Route::NearbyHost
                    && self.nearby.hosting.is_none()
                    && self.host_problem().is_none() =>
            {
                self.nearby.hosting = Some(Hosting {
                    address: None,
                    code: None,
                    bluetooth: false,
                });
                self.nearby.players.clear();
                self.nearby.notice = None;
                effects.push(Effect::OpenLink(self.host_request()));
            }
            NearbyIntent::CloseTable
                if top == Route::NearbyHost && self.nearby.hosting.is_some() =>
            {
                self.nearby.hosting = None;
                self.nearby.players.clear();
                self.drop_link(effects);
            }
            NearbyIntent::StartGame if top == Route::NearbyHost => {
                if let Some(link) = &self.link {
                    link.start();
                }
            }
            NearbyIntent::ShowTable
                if matches!(top, Route::NearbyHost | Route::NearbyJoin)
                    && self.nearby_game.is_some() =>
            {
                self.routes.push(Route::NearbyTable);
            }
            NearbyIntent::ChooseFound(index) if top == Route::NearbyJoin => {
                if let Some(found) = self.nearby.found.get(index as usize) {
                    match found.medium {
                        Medium::Network => {
                            self.join.address = found.address.clone();
                            self.nearby.bluetooth = None;
                        }
                        Medium::Bluetooth => {
                            // A Bluetooth device has no address to type.
                            self.join.address.clear();
                            self.nearby.bluetooth = Some(found.clone());
                        }
                    }
                    self.nearby.notice = None;
                    dirty.session = true;
                }
            }
            NearbyIntent::SetAddress(address) if top == Route::NearbyJoin => {
                self.join.address = address;
                self.nearby.bluetooth = None;
                self.nearby.notice = None;
                dirty.session = true;
            }
            NearbyIntent::SetCode(code) if top == Route::NearbyJoin => {
                self.join.code = code;
                self.nearby.notice = None;
                dirty.session = true;
            }
            NearbyIntent::Connect
                if top == Route::NearbyJoin
                    && !self.nearby.connecting
                    && (!self.nearby.joined || self.nearby.ended)
                    && nearby::join_problem(
                        &self.join,
                        self.nearby.bluetooth.as_ref(),
                        &self.texts,
                    )
                    .is_none() =>
            {
                if self.link.is_some() || self.nearby_game.is_some() {
                    self.drop_link(effects);
                }
                self.nearby.connecting = true;
                self.nearby.ended = false;
                self.nearby.link_note = None;
                self.nearby.notice = None;
                let code = self.join.code.trim().to_string();
                match &self.nearby.bluetooth {
                    Some(FoundTable {
                        address,
                        game_key: Some(game_key),
                        ..
                    }) => {
                        self.nearby.awaiting_link = true;
                        self.nearby.device = Some(address.clone());
                        effects.push(Effect::ConnectBluetooth {
                            device: address.clone(),
                            game_key: game_key.clone(),
                            code,
                        });
                    }
                    _ => {
                        self.nearby.device = None;
                        effects.push(Effect::OpenLink(LinkRequest::Join {
                            address: self.join.address.trim().to_string(),
                            code,
                        }))
                    }
                }
            }
            NearbyIntent::Found(tables) => {
                // A Bluetooth table chosen but no longer found is given up (unless
                // the join to it is under way).
                if !self.nearby.connecting
                    && let Some(chosen) = &self.nearby.bluetooth
                    && !tables
                        .iter()
                        .any(|t| t.medium == Medium::Bluetooth && t.address == chosen.address)
                {
                    self.nearby.bluetooth = None;
                }
                self.nearby.found = tables;
            }
            NearbyIntent::Announced { bluetooth } => {
                if let Some(hosting) = self.nearby.hosting.as_mut() {
                    hosting.bluetooth = bluetooth;
                }
            }
            NearbyIntent::Permission { medium, allowed }
                if self.nearby.allowed.set(medium, allowed) =>
            {
                if top == Route::NearbyJoin {
                    effects.push(Effect::StartDiscovery);
                }
                effects.extend(self.advertisement().map(Effect::Advertise));
            }
            NearbyIntent::BluetoothFailed { failure, detail } if self.nearby.reopening => {
                self.nearby.reopening = false;
                let reason = nearby::bluetooth_failure(failure, &detail, &self.texts);
                self.reopen_or_end(effects, reason);
            }
            NearbyIntent::BluetoothFailed { failure, detail } if self.nearby.awaiting_link => {
                self.nearby.awaiting_link = false;
                self.nearby.connecting = false;
                self.nearby.notice = Some(nearby::bluetooth_failure(failure, &detail, &self.texts));
            }
            NearbyIntent::Hosting { address, code } => {
                if let Some(hosting) = self.nearby.hosting.as_mut() {
                    hosting.address = Some(address);
                    hosting.code = Some(code);
                }
            }
            NearbyIntent::Joined { name } => {
                self.nearby.connecting = false;
                if !self.nearby.players.contains(&name) {
                    self.nearby.players.push(name);
                }
            }
            NearbyIntent::Left { name } => self.nearby.players.retain(|p| *p != name),
            NearbyIntent::LinkClosed { reason } => {
                self.nearby.hosting = None;
                self.nearby.connecting = false;
                self.nearby.awaiting_link = false;
                self.nearby.players.clear();
                self.nearby.notice = Some(reason);
                if self.link.is_some() {
                    self.drop_link(effects);
                }
            }
            _ => {}
        }
    }

    /// What keeps the set-up game from being hosted: its setup problems, or no seat
    /// for another device (a person's seat besides the host's).
    fn host_problem(&self) -> Option<String> {
        let others = self
            .setup
            .seats
            .iter()
            .enumerate()
            .filter(|(at, s)| s.player == SeatPlayer::Person && !self.hosted_here(*at))
            .count();
        self.setup
            .problems(&self.texts)
            .into_iter()
            .next()
            .or_else(|| (others < 1).then(|| self.texts.get("nearby-screen-host-need-guest", &[])))
    }

    /// Whether the setup's seat `at` is played at this device when it hosts: the
    /// seats the shell named, else the first person's.
    fn hosted_here(&self, at: usize) -> bool {
        match &self.nearby.seats_here {
            Some(here) => here.iter().any(|s| usize::from(*s) == at),
            None => {
                self.setup
                    .seats
                    .iter()
                    .position(|s| s.player == SeatPlayer::Person)
                    == Some(at)
            }
        }
    }

    /// The setup's table as a host offers it: the people played here (the first, unless
    /// the shell named others) and seats for devices that join, the other people.
    fn host_request(&self) -> LinkRequest {
        let mut seats = self.setup.seat_configs(&self.texts);
        for (at, (seat, draft)) in seats.iter_mut().zip(&self.setup.seats).enumerate() {
            if draft.player == SeatPlayer::Person && !self.hosted_here(at) {
                seat.kind = SeatKind::Remote;
            }
        }
        LinkRequest::Host {
            game_key: self.setup.game.info().key.to_string(),
            variant: self.setup.variant.clone(),
            seats,
            options: self
                .setup
                .option_values()
                .into_iter()
                .map(|(key, value)| OptionEntry { key, value })
                .collect(),
        }
    }

    /// Shows `routes` because a shell asked for them directly (from its command line,
    /// not by an intent): `set_up` changes the model first, `then` acts on the screen
    /// shown; saving and the screens' effects follow as after any intent.
    fn open_directly(
        &mut self,
        routes: Vec<Route>,
        set_up: impl FnOnce(&mut App),
        then: impl FnOnce(&mut App, &mut Vec<Effect>, &mut Dirty),
    ) -> Vec<Effect> {
        self.revision += 1;
        let before = self.routes.clone();
        let mut effects = Vec::new();
        let mut dirty = Dirty {
            session: true,
            ..Dirty::default()
        };
        set_up(self);
        self.routes = routes;
        self.after(&before, &mut effects, &mut dirty);
        then(self, &mut effects, &mut dirty);
        effects
    }

    /// What follows any change: links and discovery that belong to a screen left are
    /// stopped, a table shown again goes on, and what changed is persisted.
    fn after(&mut self, before: &[Route], effects: &mut Vec<Effect>, dirty: &mut Dirty) {
        let was = before.last().copied().unwrap_or(Route::Home);
        let now = self.top();
        if was != now || before.len() != self.routes.len() {
            dirty.session = true;
            if now != Route::Setup {
                self.confirm_replace = false;
            }
            if now != Route::Statistics {
                self.confirm_reset = false;
            }
            if was == Route::NearbyJoin && now != Route::NearbyJoin && now != Route::NearbyTable {
                effects.push(Effect::StopDiscovery);
                self.nearby.found.clear();
                self.nearby.bluetooth = None;
                self.nearby.awaiting_link = false;
                if self.nearby.connecting {
                    self.nearby.connecting = false;
                    effects.push(Effect::CloseLink);
                }
            }
            if now == Route::NearbyJoin && was != Route::NearbyJoin && was != Route::NearbyTable {
                effects.push(Effect::StartDiscovery);
            }
            if self.nearby.hosting.is_some() && !self.routes.contains(&Route::NearbyHost) {
                self.nearby.hosting = None;
                self.nearby.players.clear();
                self.drop_link(effects);
            }
            if (self.link.is_some() || self.nearby_game.is_some())
                && !self.routes.contains(&Route::NearbyHost)
                && !self.routes.contains(&Route::NearbyJoin)
            {
                self.drop_link(effects);
            }
            if now == Route::NearbyTable {
                self.kick(effects);
            }
            if now == Route::Table {
                self.kick(effects);
            }
        }
        for (changed, doc) in [
            (dirty.settings, DocKind::Settings),
            (dirty.statistics, DocKind::Statistics),
            (dirty.session, DocKind::Session),
        ] {
            if changed {
                effects.push(Effect::Persist { doc });
            }
        }
    }

    /// The text of a document as it is now.
    pub fn document(&self, doc: DocKind) -> String {
        match doc {
            DocKind::Session => self.session_document(),
            DocKind::Settings => {
                serde_json::to_string_pretty(&self.settings).expect("settings always serialise")
            }
            DocKind::Statistics => {
                serde_json::to_string_pretty(&self.statistics).expect("statistics always serialise")
            }
        }
    }

    /// The session document (what [`Session::from_document`] reads).
    pub fn session_document(&self) -> String {
        let doc = SessionDoc {
            format: SESSION_FORMAT.to_string(),
            version: SESSION_VERSION,
            routes: self.routes.clone(),
            setup: self.setup.clone(),
            join: self.join.clone(),
            games: self.games.iter().map(TableSession::to_document).collect(),
            game: None,
            seed: self.seed,
            problems: self.problems.clone(),
            lesson: self.lesson.as_ref().map(crate::learn::LessonDoc::of),
            lessons_started: self.lessons_started.clone(),
        };
        serde_json::to_string(&doc).expect("session documents always serialise")
    }

    /// The view of the screen on top.
    pub fn view(&self) -> AppView {
        let texts = &self.texts;
        let top = self.top();
        let screen = match top {
            Route::Home => ScreenView::Home(self.home_view()),
            Route::Setup => {
                let game = self.setup.game;
                let mut view = self.setup.view(
                    self.saved_of(game).map(|g| Replacing {
                        name: g.game().info().name,
                        confirming: self.confirm_replace,
                    }),
                    texts,
                );
                // Offered until its lesson was started or the game played to the end once.
                let played = self
                    .statistics
                    .records
                    .get(game.info().key)
                    .is_some_and(|r| r.values().any(|record| record.played > 0));
                if !played && self.lesson_offered(game) {
                    view.guided = Some(GuidedOffer::of(game, texts));
                }
                ScreenView::Setup(view)
            }
            Route::Table => match self.games.first() {
                Some(game) => ScreenView::Table(game.view(texts, &self.ui())),
                None => ScreenView::Home(self.home_view()),
            },
            Route::Settings => ScreenView::Settings(self.settings.view(texts)),
            Route::Statistics => ScreenView::Statistics(statistics::view(
                &self.statistics,
                self.confirm_reset,
                texts,
            )),
            Route::Rules => ScreenView::Rules(rules::view(texts)),
            Route::RulesPage { game } => ScreenView::RulesPage(rules::page_view(game, texts)),
            Route::Nearby => ScreenView::Nearby(nearby::menu_view(texts)),
            Route::NearbyHost => ScreenView::NearbyHost(nearby::host_view(
                &self.nearby,
                self.setup.game.info().name,
                self.host_problem()
                    .filter(|_| self.nearby.hosting.is_none()),
                self.link.as_ref().map(|l| l.lobby()).as_ref(),
                texts,
            )),
            Route::NearbyJoin => ScreenView::NearbyJoin(nearby::join_view(
                &self.nearby,
                &self.join,
                self.link.as_ref().map(|l| l.lobby()).as_ref(),
                texts,
            )),
            Route::Lesson => match &self.lesson {
                Some(lesson) => ScreenView::Table(lesson.view(texts, &self.ui())),
                None => ScreenView::Home(self.home_view()),
            },
            Route::NearbyTable => match &self.nearby_game {
                Some(game) => {
                    let mut view = game.view(texts, &self.ui());
                    view.link = Some(self.link_view());
                    ScreenView::Table(view)
                }
                None => ScreenView::Nearby(nearby::menu_view(texts)),
            },
        };
        let back = (self.routes.len() > 1).then(|| {
            let to = self.routes[self.routes.len() - 2].kind();
            BackView {
                to,
                label: texts.get(back_text(to), &[]),
            }
        });
        AppView {
            screen,
            back,
            notice: self.notice.clone(),
            revision: self.revision,
            look: self.settings.look(),
        }
    }

    /// The home screen, with a "continue" entry per saved game.
    fn home_view(&self) -> HomeView {
        let saved: Vec<SavedGame> = self.saved_games().map(SavedGame::of).collect();
        home::view(&saved, &self.problems, &self.texts)
    }

    /// How the link of the table nearby stands, in words.
    fn link_view(&self) -> LinkView {
        let texts = &self.texts;
        let text = match (&self.nearby.link_note, &self.link) {
            (Some(note), _) => note.clone(),
            (None, Some(link)) => match link.lobby().code {
                Some(code) => texts.nearby_link(&NearbyLink::Hosting {
                    code,
                    away: link.lobby().players.iter().filter(|p| !p.connected).count() as u32,
                }),
                None => texts.nearby_link(&NearbyLink::Connected),
            },
            (None, None) => texts.nearby_link(&NearbyLink::Ended),
        };
        LinkView {
            text,
            ended: self.nearby.ended,
            // The verdict belongs to its game: shown with that game's end (also once
            // the host closed the table after it), gone once the next is dealt or the
            // device left the table.
            fairness: self
                .nearby
                .fairness
                .as_ref()
                .filter(|(game, _)| {
                    self.nearby_game
                        .as_ref()
                        .is_some_and(|g| g.game_number() == *game)
                })
                .map(|(_, line)| line.clone()),
        }
    }

    /// The first person's name of the setup, as shown (the default "Player 1" when
    /// none was typed).
    pub fn player_name(&self) -> String {
        self.setup
            .seat_configs(&self.texts)
            .into_iter()
            .zip(&self.setup.seats)
            .find(|(_, draft)| draft.player == SeatPlayer::Person)
            .map(|(seat, _)| seat.name)
            .unwrap_or_default()
    }

    /// The name this device joins a table nearby with: the name its player typed for
    /// their seat, or none (the host then calls the seat by its own name, "Player 2",
    /// instead of a second "Player 1").
    pub fn joining_name(&self) -> String {
        self.setup
            .seats
            .iter()
            .find(|draft| draft.player == SeatPlayer::Person)
            .map(|draft| draft.name.trim().to_string())
            .unwrap_or_default()
    }

    /// The tables found nearby (for tests and the terminal).
    pub fn found(&self) -> &[FoundTable] {
        &self.nearby.found
    }
}

fn back_text(to: ScreenKind) -> &'static str {
    match to {
        ScreenKind::Home => "back-to-home",
        ScreenKind::Setup => "back-to-setup",
        ScreenKind::Table => "back-to-table",
        ScreenKind::Settings => "back-to-settings",
        ScreenKind::Statistics => "back-to-statistics",
        ScreenKind::Rules => "back-to-rules",
        ScreenKind::RulesPage => "back-to-rules-page",
        ScreenKind::Nearby => "back-to-nearby",
        ScreenKind::NearbyHost => "back-to-nearby-host",
        ScreenKind::NearbyJoin => "back-to-nearby-join",
        ScreenKind::NearbyTable => "back-to-nearby-table",
    }
}
