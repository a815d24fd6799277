//! Statistics the app keeps for its player: per game and per opponent level, games
//! played and won, streaks and the average place. A small serialisable record.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::seats::{SeatConfig, SeatKind};
use crate::engine::{Outcome, Seat};

/// Who the player played against: the strongest bot at the table, or only humans.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opponents {
    /// No bots at the table.
    Humans,
    /// The strongest bot was easy.
    Easy,
    /// The strongest bot was medium.
    Medium,
    /// The strongest bot was hard.
    Hard,
}

impl Opponents {
    /// The opponents at a table of these seats.
    pub fn at(seats: &[SeatConfig]) -> Opponents {
        seats
            .iter()
            .filter_map(|s| match s.kind {
                SeatKind::Bot(level) => Some(level),
                _ => None,
            })
            .max()
            .map_or(Opponents::Humans, |level| match level {
                super::BotLevel::Easy => Opponents::Easy,
                super::BotLevel::Medium => Opponents::Medium,
                super::BotLevel::Hard => Opponents::Hard,
            })
    }
}

/// The record of one game against one kind of opponents.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Games played to the end.
    pub played: u32,
    /// Games won (first place, shared or not).
    pub won: u32,
    /// Wins in a row up to the last game.
    pub current_streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// Places summed, for the average.
    pub places: u64,
}

impl Record {
    /// The average place (1 = always first), or `None` before the first game.
    pub fn average_place(&self) -> Option<f64> {
        (self.played > 0).then(|| self.places as f64 / self.played as f64)
    }
}

/// All records of the app's player, keyed by game code and opponents.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Statistics {
    /// The records; a game never played has none.
    pub records: BTreeMap<String, BTreeMap<Opponents, Record>>,
}

impl Statistics {
    /// The record for a game (its code, e.g. `elfer_raus`) and opponents.
    pub fn record(&self, game: &str, opponents: Opponents) -> Record {
        self.records
            .get(game)
            .and_then(|r| r.get(&opponents))
            .copied()
            .unwrap_or_default()
    }

    /// Counts one finished game for the player at `seat`.
    pub fn add(&mut self, game: &str, opponents: Opponents, outcome: &Outcome, seat: Seat) {
        let Some(&place) = outcome.places.get(seat.index()) else {
            return;
        };
        let record = self
            .records
            .entry(game.to_string())
            .or_default()
            .entry(opponents)
            .or_default();
        record.played += 1;
        record.places += place as u64;
        if place == 1 {
            record.won += 1;
            record.current_streak += 1;
            record.best_streak = record.best_streak.max(record.current_streak);
        } else {
            record.current_streak = 0;
        }
    }

    /// Counts a finished game at a table for its player: the first local human seat
    /// (at a pass-and-play table the app's owner sits first by convention). Returns
    /// whether anything was counted (not for unfinished games or tables without humans).
    pub fn add_table(
        &mut self,
        game: &str,
        seats: &[SeatConfig],
        outcome: Option<&Outcome>,
    ) -> bool {
        let (Some(outcome), Some(seat)) = (outcome, seats.iter().position(|s| s.is_human())) else {
            return false;
        };
        self.add(game, Opponents::at(seats), outcome, Seat(seat as u8));
        true
    }
}
