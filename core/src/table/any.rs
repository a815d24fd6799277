//! [`AnyTable`]: a table of a game chosen at run time (by the apps, a save file or the
//! wire). The game-independent parts are methods here; for views and actions match on
//! the variant to reach the typed [`Table`].

use super::error::{TableError, UndoBlocked};
use super::save::{LoadError, read_header};
use super::seats::{SeatConfig, TableSettings};
use super::table::{MatchTotal, Pending, Table};
use crate::engine::{Outcome, Seat};
use crate::games::GameId;
use crate::games::elfer_raus::ElferRaus;
use crate::games::help::Help;
use crate::games::juhu22::Juhu22;
use crate::games::rauswurf::Rauswurf;
use crate::games::seventy_seven::SeventySeven;

/// A table of any of the five games.
#[derive(Clone, Debug)]
pub enum AnyTable {
    /// Elfer raus!
    ElferRaus(Table<ElferRaus>),
    /// 77
    SeventySeven(Table<SeventySeven>),
    /// 22Juhu
    Juhu22(Table<Juhu22>),
    /// Rauswurf
    Rauswurf(Table<Rauswurf>),
    /// Help!
    Help(Table<Help>),
}

/// Runs `$body` with `$t` bound to the typed [`Table`] inside an [`AnyTable`] (by value,
/// reference or mutable reference, as `$table` is given), for code that is the same for
/// every game: `with_table!(&mut table, t => t.run_bots())`.
#[macro_export]
macro_rules! with_table {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            $crate::table::AnyTable::ElferRaus($t) => $body,
            $crate::table::AnyTable::SeventySeven($t) => $body,
            $crate::table::AnyTable::Juhu22($t) => $body,
            $crate::table::AnyTable::Rauswurf($t) => $body,
            $crate::table::AnyTable::Help($t) => $body,
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

    /// A table from a saved document of any game.
    pub fn load(json: &str) -> Result<AnyTable, LoadError> {
        let header = read_header(json)?;
        let game = GameId::parse(&header.game).ok_or(LoadError::UnknownGame(header.game))?;
        crate::with_game!(game, G => Table::<G>::load(json).map(AnyTable::from))
    }

    /// Which game this is.
    pub fn game(&self) -> GameId {
        match self {
            AnyTable::ElferRaus(_) => GameId::ElferRaus,
            AnyTable::SeventySeven(_) => GameId::SeventySeven,
            AnyTable::Juhu22(_) => GameId::Juhu22,
            AnyTable::Rauswurf(_) => GameId::Rauswurf,
            AnyTable::Help(_) => GameId::Help,
        }
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

macro_rules! from_table {
    ($($variant:ident($game:ty)),*) => {
        $(impl From<Table<$game>> for AnyTable {
            fn from(table: Table<$game>) -> AnyTable {
                AnyTable::$variant(table)
            }
        })*
    };
}

from_table!(
    ElferRaus(ElferRaus),
    SeventySeven(SeventySeven),
    Juhu22(Juhu22),
    Rauswurf(Rauswurf),
    Help(Help)
);
