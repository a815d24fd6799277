//! The statistics screen: per game and per opponents (the strongest bot at the table, or
//! people only), games played and won, streaks and the average place.

use fluent_bundle::FluentValue;
use spieleabend_core::games::GameId;
use spieleabend_core::table::{Opponents, Statistics};

use crate::texts::Texts;

/// The statistics screen as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq)]
pub struct StatisticsView {
    /// The screen's title.
    pub title: String,
    /// Every game in menu order, played or not.
    pub games: Vec<GameRecordView>,
}

/// One game's records.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecordView {
    /// The game's key, e.g. `elfer_raus`.
    pub game_key: String,
    /// The game's name.
    pub name: String,
    /// One row per kind of opponents played against, people first, then the bot levels.
    pub rows: Vec<RecordRow>,
    /// "Not played yet." when there are no rows.
    pub empty: Option<String>,
}

/// The record against one kind of opponents.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq)]
pub struct RecordRow {
    /// Against whom, e.g. "Bots: hard" or "People only".
    pub opponents: String,
    /// Games played to the end.
    pub played: u32,
    /// Games won (first place, shared or not).
    pub won: u32,
    /// Wins in a row up to the last game.
    pub current_streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// The average place (1 = always first).
    pub average_place: f64,
    /// The record in one sentence, for screen readers and narrow screens; it is said
    /// after [`RecordRow::opponents`] and does not repeat it.
    pub summary: String,
}

fn opponents_text(opponents: Opponents) -> &'static str {
    match opponents {
        Opponents::Humans => "stats-opponents-people",
        Opponents::Easy => "stats-opponents-easy",
        Opponents::Medium => "stats-opponents-medium",
        Opponents::Hard => "stats-opponents-hard",
    }
}

const OPPONENTS: [Opponents; 4] = [
    Opponents::Humans,
    Opponents::Easy,
    Opponents::Medium,
    Opponents::Hard,
];

/// The statistics screen for `stats`.
pub fn view(stats: &Statistics, texts: &Texts) -> StatisticsView {
    let games = GameId::ALL
        .iter()
        .map(|&game| {
            let key = game.info().key;
            let rows: Vec<RecordRow> = OPPONENTS
                .into_iter()
                .filter_map(|opponents| {
                    let record = stats.record(key, opponents);
                    let average_place = record.average_place()?;
                    let opponents = texts.get(opponents_text(opponents), &[]);
                    let summary = texts.get(
                        "stats-summary",
                        &[
                            ("played", FluentValue::from(record.played)),
                            ("won", FluentValue::from(record.won)),
                            ("streak", FluentValue::from(record.current_streak)),
                            ("best", FluentValue::from(record.best_streak)),
                            ("place", FluentValue::from(decimal(average_place, texts))),
                        ],
                    );
                    Some(RecordRow {
                        opponents,
                        played: record.played,
                        won: record.won,
                        current_streak: record.current_streak,
                        best_streak: record.best_streak,
                        average_place,
                        summary,
                    })
                })
                .collect();
            GameRecordView {
                game_key: key.to_string(),
                name: game.info().name.to_string(),
                empty: rows.is_empty().then(|| texts.get("stats-not-played", &[])),
                rows,
            }
        })
        .collect();
    StatisticsView {
        title: texts.get("stats-title", &[]),
        games,
    }
}

/// `value` with one decimal, written as the language writes it ("2.5", "2,5").
fn decimal(value: f64, texts: &Texts) -> String {
    let text = format!("{value:.1}");
    match texts.lang() {
        crate::texts::Lang::De => text.replace('.', ","),
        crate::texts::Lang::En => text,
    }
}
