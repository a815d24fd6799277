//! The rules: a list of the games, and one game's rules page.

use spieleabend_core::games::GameId;

use crate::texts::Texts;

/// The list of games whose rules can be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesView {
    /// The screen's title.
    pub title: String,
    /// Every game in menu order.
    pub games: Vec<RulesEntry>,
}

/// One game in the rules list.
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

/// The game of a key, if it is one.
pub fn game_of(key: &str) -> Option<GameId> {
    GameId::ALL.iter().copied().find(|g| g.info().key == key)
}
