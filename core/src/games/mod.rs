//! The five games, one folder each. A game folder holds its cards, rules (the state
//! machine), view, events, determinization and rule tests.

pub mod elfer_raus;

use crate::engine::Game as _;

/// Every game the core knows, by its id in files and on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    /// Elfer raus! ([`elfer_raus`]).
    ElferRaus,
}

impl GameId {
    /// All games, in menu order.
    pub const ALL: &'static [GameId] = &[GameId::ElferRaus];

    /// The id used in files and on the wire, e.g. `elfer_raus`.
    pub fn id(self) -> &'static str {
        match self {
            GameId::ElferRaus => elfer_raus::ElferRaus::ID,
        }
    }

    /// Finds a game by its id or a common spelling of its name
    /// (`elfer_raus`, `elfer-raus`, `elferraus`, case-insensitive).
    pub fn parse(name: &str) -> Option<GameId> {
        let wanted: String = name
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        GameId::ALL.iter().copied().find(|game| {
            let id: String = game.id().chars().filter(|c| *c != '_').collect();
            id == wanted
        })
    }
}
