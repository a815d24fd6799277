//! The five games, one folder each. A game folder holds its cards, rules (the state
//! machine), view, events, determinization, rule tests and its registry entry
//! (`info.rs`: name, players, variants, options schema).
//!
//! Every game is listed once, in [`for_each_game!`](crate::for_each_game) in
//! [`registry`]; [`GameId`], [`with_game!`](crate::with_game) and the table's
//! [`AnyTable`](crate::table::AnyTable) are generated from that list.

pub mod elfer_raus;
pub mod help_game;
pub mod juhu22;
pub mod rauswurf;
pub mod registry;
pub mod seventy_seven;

/// Declares [`GameId`] with one variant per game of the list, in list order.
macro_rules! declare_game_id {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// Every game the core knows, by its id in files and on the wire.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum GameId {
            $(
                #[doc = concat!("[`", stringify!($game), "`](", stringify!($module), "::", stringify!($game), ").")]
                $variant,
            )*
        }

        impl GameId {
            /// All games, in menu order.
            pub const ALL: &'static [GameId] = &[$(GameId::$variant),*];
        }
    };
}

crate::for_each_game!([declare_game_id] {});

impl GameId {
    /// The id used in files and on the wire, e.g. `elfer_raus`.
    pub fn id(self) -> &'static str {
        self.info().key
    }

    /// The display name, e.g. "Elfer raus!".
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Other names players use for the game (the id's spelling variants aside).
    pub fn aliases(self) -> &'static [&'static str] {
        self.info().aliases
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
        $crate::for_each_game!([$crate::__with_game_arms] { ($id) $G ($body) })
    };
}

/// The match of [`with_game!`], one arm per game of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_game_arms {
    ({ ($id:expr) $G:ident ($body:expr) } $($variant:ident: $module:ident::$game:ident,)*) => {
        match $id {
            $(
                $crate::games::GameId::$variant => {
                    type $G = $crate::games::$module::$game;
                    $body
                }
            )*
        }
    };
}
