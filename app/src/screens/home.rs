//! The home screen: continue each saved game (one per game, each with its players and
//! how far it got), a new game, nearby play, statistics, settings and rules; and, in words, any saved file that
//! could not be read and was set aside.

use fluent_bundle::FluentValue;

use crate::app::Intent;
use crate::storage::{Damage, DocKind, Problem};
use crate::table::TableSession;
use crate::texts::Texts;
use spieleabend_core::table::Pending;

/// Where the home screen leads.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HomeItem {
    /// Back to a saved game, where it was left (with [`crate::app::Intent::Open`]: the
    /// one played last; the entry's game key names its own).
    Continue,
    /// Choose a game and start it.
    NewGame,
    /// Play with devices nearby.
    Nearby,
    /// Games played and won.
    Statistics,
    /// The app's settings.
    Settings,
    /// How every game is played.
    Rules,
}

/// The home screen as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeView {
    /// The app's name.
    pub title: String,
    /// The entries in order: a "continue" entry per saved game (the one played last
    /// first), then the menu.
    pub items: Vec<HomeEntry>,
    /// Saved files that could not be read, each in a sentence (what, why, where it
    /// was put); dismissed with [`crate::app::Intent::DismissNotices`].
    pub notices: Vec<String>,
}

/// One entry of the home screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeEntry {
    /// What [`crate::app::Intent::Open`] takes.
    pub item: HomeItem,
    /// What the entry says ("Continue 77" for a saved game).
    pub label: String,
    /// A second line: for a saved game, who plays it.
    pub detail: Option<String>,
    /// A third line: for a saved game, how far it got (which game of the table, who
    /// is to play).
    pub progress: Option<String>,
    /// For a saved game, its game's key: the entry opens it with
    /// [`crate::app::Intent::Resume`] (not [`crate::app::Intent::Open`]).
    pub game_key: Option<String>,
}

impl HomeEntry {
    /// What choosing the entry dispatches.
    pub fn intent(&self) -> Intent {
        match &self.game_key {
            Some(key) => Intent::Resume(key.clone()),
            None => Intent::Open(self.item),
        }
    }
}

/// A saved game as its "continue" entry describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game's key.
    pub key: &'static str,
    /// The game's name.
    pub name: &'static str,
    /// Every seat's name, in seat order.
    pub players: Vec<String>,
    /// Who is to play now.
    pub to_play: Option<String>,
    /// Games played at this table before this one (rematches).
    pub played: u32,
}

impl SavedGame {
    /// The saved game `session` as the home screen describes it (public facts only).
    pub fn of(session: &TableSession) -> SavedGame {
        let info = session.game().info();
        let players: Vec<String> = session.seats().iter().map(|s| s.name.clone()).collect();
        let to_play = match session.pending() {
            Pending::Human { seat, .. } | Pending::Bot { seat, .. } | Pending::Remote { seat } => {
                players.get(seat.index()).cloned()
            }
            Pending::Finished => None,
        };
        SavedGame {
            key: info.key,
            name: info.name,
            players,
            to_play,
            played: session.game_number(),
        }
    }
}

/// The home screen: a "continue" entry per saved game (the one played last first),
/// then the menu.
pub fn view(saved: &[SavedGame], problems: &[Problem], texts: &Texts) -> HomeView {
    let entry = |item, id: &str| HomeEntry {
        item,
        label: texts.get(id, &[]),
        detail: None,
        progress: None,
        game_key: None,
    };
    let mut items: Vec<HomeEntry> = saved
        .iter()
        .map(|game| HomeEntry {
            item: HomeItem::Continue,
            label: texts.get(
                "home-continue-game",
                &[("game", FluentValue::from(game.name))],
            ),
            detail: Some(texts.list(&game.players)),
            progress: game.to_play.as_deref().map(|name| {
                texts.get(
                    "home-saved-progress",
                    &[
                        ("number", FluentValue::from(game.played + 1)),
                        ("name", FluentValue::from(name)),
                    ],
                )
            }),
            game_key: Some(game.key.to_string()),
        })
        .collect();
    items.extend([
        entry(HomeItem::NewGame, "home-new-game"),
        entry(HomeItem::Nearby, "home-nearby"),
        entry(HomeItem::Statistics, "home-statistics"),
        entry(HomeItem::Settings, "home-settings"),
        entry(HomeItem::Rules, "home-rules"),
    ]);
    HomeView {
        title: texts.get("app-name", &[]),
        items,
        notices: problems.iter().map(|p| problem_text(p, texts)).collect(),
    }
}

/// A problem with a saved file, in one or two sentences.
pub fn problem_text(problem: &Problem, texts: &Texts) -> String {
    let what = texts.get(
        match problem.doc {
            DocKind::Session => "storage-file-session",
            DocKind::Settings => "storage-file-settings",
            DocKind::Statistics => "storage-file-statistics",
        },
        &[],
    );
    let why = match &problem.damage {
        Damage::NotAFile => texts.get("storage-damage-not-a-file", &[]),
        Damage::TooLarge { bytes } => texts.get(
            "storage-damage-too-large",
            &[("megabytes", FluentValue::from(bytes / (1024 * 1024)))],
        ),
        Damage::NotText => texts.get("storage-damage-not-text", &[]),
        Damage::Unreadable { reason } => texts.get(
            "storage-damage-unreadable",
            &[("reason", FluentValue::from(texts.io_problem(reason)))],
        ),
        // The parser's words are for logs, not players: the file is kept to look at.
        Damage::Content { .. } => texts.get("storage-damage-content", &[]),
        Damage::WriteFailed { reason } => texts.get(
            "storage-damage-write",
            &[("reason", FluentValue::from(texts.io_problem(reason)))],
        ),
    };
    match &problem.set_aside_as {
        Some(name) => texts.get(
            "storage-set-aside",
            &[
                ("what", FluentValue::from(what)),
                ("why", FluentValue::from(why)),
                ("name", FluentValue::from(name.as_str())),
            ],
        ),
        None => texts.get(
            "storage-not-set-aside",
            &[
                ("what", FluentValue::from(what)),
                ("why", FluentValue::from(why)),
            ],
        ),
    }
}
