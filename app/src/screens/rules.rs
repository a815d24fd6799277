//! The rules: a list of the games, and one game's rules page.

use spieleabend_core::games::GameId;

use crate::texts::{RulesSection, Texts};

/// The list of games whose rules can be read.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesView {
    /// The screen's title.
    pub title: String,
    /// Every game in menu order.
    pub games: Vec<RulesEntry>,
}

/// One game in the rules list.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesEntry {
    /// The game's key, for [`crate::app::Intent::OpenRules`].
    pub game_key: String,
    /// The game's name.
    pub name: String,
}

/// The rules list.
pub fn view(texts: &Texts) -> RulesView {
    RulesView {
        title: texts.get("rules-screen-title", &[]),
        games: GameId::ALL
            .iter()
            .map(|game| RulesEntry {
                game_key: game.info().key.to_string(),
                name: game.info().name.to_string(),
            })
            .collect(),
    }
}

/// One game's rules page.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesPageView {
    /// The game's key.
    pub game_key: String,
    /// The game's name.
    pub title: String,
    /// The sections in order, each a heading and its paragraphs.
    pub sections: Vec<RulesSection>,
    /// The words on the button that starts the game's guided first game
    /// (`Intent::Learn` with the game's key).
    pub lesson: Option<String>,
}

/// The rules page of `game`.
pub fn page_view(game: GameId, texts: &Texts) -> RulesPageView {
    RulesPageView {
        game_key: game.info().key.to_string(),
        title: game.info().name.to_string(),
        sections: texts.rules_page(game),
        lesson: crate::learn::Guide::games()
            .contains(&game)
            .then(|| texts.get("learn-start", &[])),
    }
}

/// The game of a key, if it is one.
pub fn game_of(key: &str) -> Option<GameId> {
    GameId::ALL.iter().copied().find(|g| g.info().key == key)
}
