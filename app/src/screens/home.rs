//! The home screen: continue the saved game (only when there is one), a new game,
//! nearby play, statistics, settings and rules; and, in words, any saved file that
//! could not be read and was set aside.

use fluent_bundle::FluentValue;

use crate::storage::{Damage, DocKind, Problem};
use crate::texts::Texts;

/// Where the home screen leads.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HomeItem {
    /// Back to the saved game, where it was left.
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
    /// The entries in order ("Continue" first, only when there is a saved game).
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
    /// What the entry says.
    pub label: String,
    /// A second line, e.g. which game "Continue" returns to.
    pub detail: Option<String>,
}

/// The saved game as the "Continue" entry describes it.
pub struct SavedGame<'a> {
    /// The game's name.
    pub name: &'a str,
}

/// The home screen.
pub fn view(saved: Option<SavedGame<'_>>, problems: &[Problem], texts: &Texts) -> HomeView {
    let entry = |item, id: &str, detail| HomeEntry {
        item,
        label: texts.get(id, &[]),
        detail,
    };
    let mut items = Vec::new();
    if let Some(saved) = saved {
        items.push(entry(
            HomeItem::Continue,
            "home-continue",
            Some(texts.get(
                "home-continue-detail",
                &[("game", FluentValue::from(saved.name))],
            )),
        ));
    }
    items.extend([
        entry(HomeItem::NewGame, "home-new-game", None),
        entry(HomeItem::Nearby, "home-nearby", None),
        entry(HomeItem::Statistics, "home-statistics", None),
        entry(HomeItem::Settings, "home-settings", None),
        entry(HomeItem::Rules, "home-rules", None),
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
            &[("reason", FluentValue::from(reason.as_str()))],
        ),
        // The parser's words are for logs, not players: the file is kept to look at.
        Damage::Content { .. } => texts.get("storage-damage-content", &[]),
        Damage::WriteFailed { reason } => texts.get(
            "storage-damage-write",
            &[("reason", FluentValue::from(reason.as_str()))],
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
