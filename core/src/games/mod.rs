//! The five games, one folder each. A game folder holds its cards, rules (the state
//! machine), view, events, determinization and rule tests.

pub mod elfer_raus;
pub mod help;
pub mod juhu22;
pub mod rauswurf;
pub mod seventy_seven;

use crate::engine::Game as _;

/// Every game the core knows, by its id in files and on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    /// Elfer raus! ([`elfer_raus`]).
    ElferRaus,
    /// 77 ([`seventy_seven`]).
    SeventySeven,
    /// 22Juhu ([`juhu22`]).
    Juhu22,
    /// Rauswurf ([`rauswurf`]).
    Rauswurf,
    /// Help! ([`help`]).
    Help,
}

impl GameId {
    /// All games, in menu order.
    pub const ALL: &'static [GameId] = &[
        GameId::ElferRaus,
        GameId::SeventySeven,
        GameId::Juhu22,
        GameId::Rauswurf,
        GameId::Help,
    ];

    /// The id used in files and on the wire, e.g. `elfer_raus`.
    pub fn id(self) -> &'static str {
        match self {
            GameId::ElferRaus => elfer_raus::ElferRaus::ID,
            GameId::SeventySeven => seventy_seven::SeventySeven::ID,
            GameId::Juhu22 => juhu22::Juhu22::ID,
            GameId::Rauswurf => rauswurf::Rauswurf::ID,
            GameId::Help => help::Help::ID,
        }
    }

    /// Other names players use for the game (the id's spelling variants aside).
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            GameId::ElferRaus => &["elferraus", "elfer"],
            GameId::SeventySeven => &["77", "siebenundsiebzig"],
            GameId::Juhu22 => &["22juhu", "juhu"],
            GameId::Rauswurf => &[],
            GameId::Help => &["help!"],
        }
    }

    /// Finds a game by its id or a common spelling of its name
    /// (`elfer_raus`, `elfer-raus`, `ElferRaus`, `77`, case-insensitive).
    pub fn parse(name: &str) -> Option<GameId> {
        let wanted: String = name
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        GameId::ALL.iter().copied().find(|game| {
            let id: String = game.id().chars().filter(|c| *c != '_').collect();
            id == wanted || game.aliases().contains(&wanted.as_str())
        })
    }
}

/// Runs `$body` with `$G` standing for the game type of the [`GameId`] `$id`, so that
/// code generic over [`Game`](crate::Game) can be reached from a game chosen at run time:
///
/// ```
/// use spieleabend_core::{Game, games::GameId, with_game};
/// let id = GameId::parse("77").unwrap();
/// let name = with_game!(id, G => G::ID);
/// assert_eq!(name, "seventy_seven");
/// ```
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::games::GameId::ElferRaus => {
                type $G = $crate::games::elfer_raus::ElferRaus;
                $body
            }
            $crate::games::GameId::SeventySeven => {
                type $G = $crate::games::seventy_seven::SeventySeven;
                $body
            }
            $crate::games::GameId::Juhu22 => {
                type $G = $crate::games::juhu22::Juhu22;
                $body
            }
            $crate::games::GameId::Rauswurf => {
                type $G = $crate::games::rauswurf::Rauswurf;
                $body
            }
            $crate::games::GameId::Help => {
                type $G = $crate::games::help::Help;
                $body
            }
        }
    };
}
