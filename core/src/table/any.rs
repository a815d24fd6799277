//! [`AnyTable`]: a table of a game chosen at run time (by the apps, a save file or the
//! wire). The game-independent parts are methods here; code generic over the game
//! reaches the typed [`Table`] with [`with_table!`](crate::with_table), or, knowing the
//! game, with [`AnyTable::typed`].

use super::error::{TableError, UndoBlocked};
use super::play::{MatchTotal, Pending, Table};
use super::save::{LoadError, read_header};
use super::seats::{SeatConfig, TableSettings};
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

            impl InAnyTable for crate::games::$module::$game {
                fn typed(table: &AnyTable) -> Option<&Table<Self>> {
                    match table {
                        AnyTable::$variant(t) => Some(t),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }

                fn typed_mut(table: &mut AnyTable) -> Option<&mut Table<Self>> {
                    match table {
                        AnyTable::$variant(t) => Some(t),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }
        )*
    };
}

/// A game an [`AnyTable`] can hold: every game of the list, implemented with the
/// [`AnyTable`] variants. Code generic over such a game turns "some table" back into
/// "this game's table" with [`AnyTable::typed`].
pub trait InAnyTable: Registered {
    /// The typed table inside `table`, if it is of this game.
    fn typed(table: &AnyTable) -> Option<&Table<Self>>;
    /// The same, to change.
    fn typed_mut(table: &mut AnyTable) -> Option<&mut Table<Self>>;
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
    /// The typed table, if this is a table of `G`.
    pub fn typed<G: InAnyTable>(&self) -> Option<&Table<G>> {
        G::typed(self)
    }

    /// The typed table to change, if this is a table of `G`.
    pub fn typed_mut<G: InAnyTable>(&mut self) -> Option<&mut Table<G>> {
        G::typed_mut(self)
    }

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

    /// See [`Table::cover`].
    pub fn cover(&mut self) {
        each!(self, t => t.cover())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{elfer_raus::ElferRaus, help_game::Help, seventy_seven::SeventySeven};

    /// Every game's table comes back typed as that game only.
    #[test]
    fn a_table_comes_back_typed_only_as_its_own_game() {
        for &game in GameId::ALL {
            let seats = (0..4).map(|s| SeatConfig::human(format!("P{s}"))).collect();
            let mut table = AnyTable::new(game, None, seats, TableSettings::default(), 1)
                .expect("every game seats four by default");
            let matches = [
                table.typed::<ElferRaus>().is_some(),
                table.typed::<SeventySeven>().is_some(),
                table.typed::<Help>().is_some(),
            ];
            let expected = [
                game == GameId::ElferRaus,
                game == GameId::SeventySeven,
                game == GameId::Help,
            ];
            assert_eq!(matches, expected, "{game:?}");
            let typed_mut = crate::with_game!(game, G => table.typed_mut::<G>().is_some());
            assert!(typed_mut, "{game:?}");
        }
    }
}
