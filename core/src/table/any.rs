//! [`AnyTable`]: a table of a game chosen at run time (by the apps, a save file or the
//! wire). The game-independent parts are methods here; for views and actions match on
//! the variant to reach the typed [`Table`].

use super::error::{TableError, UndoBlocked};
use super::save::{LoadError, read_header};
use super::seats::{SeatConfig, TableSettings};
use super::table::{MatchTotal, Pending, Table};
use crate::engine::{Outcome, Seat};
use crate::games::GameId;
use crate::games::registry::{self, OptionValue, Registered};

/// Declares [`AnyTable`] with one variant per game of the list, its [`AnyTable::game`]
/// and the conversions from each typed [`Table`].
macro_rules! declare_any_table {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// A table of any of the games.
        #[derive(Clone, Debug)]
        pub enum AnyTable {
            $(
                #[doc = concat!("A table of [`", stringify!($game), "`](crate::games::", stringify!($module), "::", stringify!($game), ").")]
                $variant(Table<crate::games::$module::$game>),
            )*
        }

        impl AnyTable {
            /// Which game this is.
            pub fn game(&self) -> GameId {
                match self {
                    $(AnyTable::$variant(_) => GameId::$variant,)*
                }
            }
        }

        $(
            impl From<Table<crate::games::$module::$game>> for AnyTable {
                fn from(table: Table<crate::games::$module::$game>) -> AnyTable {
                    AnyTable::$variant(table)
                }
            }
        )*
    };
}

crate::for_each_game!([declare_any_table] {});

/// Runs `$body` with `$t` bound to the typed [`Table`] inside an [`AnyTable`] (by value,
/// reference or mutable reference, as `$table` is given), for code that is the same for
/// every game: `with_table!(&mut table, t => t.run_bots())`.
#[macro_export]
macro_rules! with_table {
    ($table:expr, $t:ident => $body:expr) => {
        $crate::for_each_game!([$crate::__with_table_arms] { ($table) $t ($body) })
    };
}

/// The match of [`with_table!`], one arm per game of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_table_arms {
    ({ ($table:expr) $t:ident ($body:expr) } $($variant:ident: $module:ident::$game:ident,)*) => {
        match $table {
            $($crate::table::AnyTable::$variant($t) => $body,)*
        }
    };
}

use crate::with_table as each;

impl AnyTable {
    /// A new table of `game` with its default options (a variant may be chosen, e.g.
    /// 22Juhu's `pro`).
    pub fn new(
        game: GameId,
        variant: Option<&str>,
        seats: Vec<SeatConfig>,
        settings: TableSettings,
        seed: u64,
    ) -> Result<AnyTable, TableError> {
        crate::with_game!(game, G => {
            let mut options = <G as crate::Game>::Options::default();
            if let Some(variant) = variant {
                <G as crate::Game>::select_variant(&mut options, variant)?;
            }
            Table::<G>::new(options, seats, settings, seed).map(AnyTable::from)
        })
    }

    /// A new table of `game` in `variant` (`None`: the default variant) with options
    /// given by key as in the game's schema ([`registry`]); options not given take
    /// their defaults. The player count is the number of seats.
    pub fn with_options(
        game: GameId,
        variant: Option<&str>,
        values: &[(String, OptionValue)],
        seats: Vec<SeatConfig>,
        settings: TableSettings,
        seed: u64,
    ) -> Result<AnyTable, TableError> {
        let players = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        let set = registry::check(game, variant, players, values)?;
        crate::with_game!(game, G => {
            let options = <G as Registered>::options_from(&set)?;
            Table::<G>::new(options, seats, settings, seed).map(AnyTable::from)
        })
    }

    /// A table from a saved document of any game.
    pub fn load(json: &str) -> Result<AnyTable, LoadError> {
        let header = read_header(json)?;
        let game = GameId::parse(&header.game).ok_or(LoadError::UnknownGame(header.game))?;
        crate::with_game!(game, G => Table::<G>::load(json).map(AnyTable::from))
    }

    /// See [`Table::seats`].
    pub fn seats(&self) -> &[SeatConfig] {
        each!(self, t => t.seats())
    }

    /// See [`Table::pending`].
    pub fn pending(&self) -> Pending {
        each!(self, t => t.pending())
    }

    /// See [`Table::hand_over`].
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), TableError> {
        each!(self, t => t.hand_over(seat))
    }

    /// See [`Table::next_seq`].
    pub fn next_seq(&self) -> u32 {
        each!(self, t => t.next_seq())
    }

    /// See [`Table::can_undo`].
    pub fn can_undo(&self) -> Result<(), UndoBlocked> {
        each!(self, t => t.can_undo())
    }

    /// See [`Table::undo`].
    pub fn undo(&mut self) -> Result<(), TableError> {
        each!(self, t => t.undo())
    }

    /// See [`Table::run_bots`].
    pub fn run_bots(&mut self) -> usize {
        each!(self, t => t.run_bots())
    }

    /// See [`Table::outcome`].
    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, t => t.outcome())
    }

    /// See [`Table::rematch`].
    pub fn rematch(&mut self) -> Result<(), TableError> {
        each!(self, t => t.rematch())
    }

    /// See [`Table::match_totals`].
    pub fn match_totals(&self) -> Vec<MatchTotal> {
        each!(self, t => t.match_totals())
    }

    /// See [`Table::game_number`].
    pub fn game_number(&self) -> u32 {
        each!(self, t => t.game_number())
    }

    /// See [`Table::save`].
    pub fn save(&self) -> String {
        each!(self, t => t.save())
    }
}
