//! The statistics screen: per game and per opponents (the strongest bot at the table, or
//! people only), a table of games played and won, the win rate, streaks and the average
//! place; resetting them asks first.

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
    /// The headings of a game's table, in the order of [`RecordRow::cells`].
    pub columns: Vec<String>,
    /// Resetting every record, when there is one.
    pub reset: Option<ResetView>,
}

/// Resetting the statistics: a button, then a question with two answers.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResetView {
    /// The button's label ([`StatisticsIntent::Reset`]).
    pub label: String,
    /// After the button: the question whether to delete every record.
    pub question: Option<String>,
    /// The answer that deletes them ([`StatisticsIntent::ConfirmReset`]).
    pub confirm: String,
    /// The answer that keeps them ([`StatisticsIntent::KeepAll`]).
    pub keep: String,
}

/// What the player does on the statistics screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatisticsIntent {
    /// Asks to delete every record: the screen asks to confirm.
    Reset,
    /// Deletes every record (only after [`StatisticsIntent::Reset`]).
    ConfirmReset,
    /// Keeps the records after all.
    KeepAll,
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
    /// The row as the table shows it, under [`StatisticsView::columns`]: games, wins,
    /// win rate, best streak, current streak, average place, written as the language
    /// writes numbers.
    pub cells: Vec<String>,
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

/// The column headings' text ids, in the order of [`RecordRow::cells`].
const COLUMNS: [&str; 6] = [
    "stats-column-games",
    "stats-column-wins",
    "stats-column-win-rate",
    "stats-column-best-streak",
    "stats-column-streak",
    "stats-column-place",
];

/// The statistics screen for `stats`; `confirming` after the player asked to reset.
pub fn view(stats: &Statistics, confirming: bool, texts: &Texts) -> StatisticsView {
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
                    let rate =
                        (f64::from(record.won) * 100.0 / f64::from(record.played)).round() as u32;
                    let cells = vec![
                        record.played.to_string(),
                        record.won.to_string(),
                        texts.get("stats-win-rate", &[("rate", FluentValue::from(rate))]),
                        record.best_streak.to_string(),
                        record.current_streak.to_string(),
                        decimal(average_place, texts),
                    ];
                    Some(RecordRow {
                        opponents,
                        cells,
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
        .collect::<Vec<GameRecordView>>();
    let reset = games.iter().any(|g| !g.rows.is_empty()).then(|| ResetView {
        label: texts.get("stats-reset", &[]),
        question: confirming.then(|| texts.get("stats-reset-question", &[])),
        confirm: texts.get("stats-reset-confirm", &[]),
        keep: texts.get("stats-reset-keep", &[]),
    });
    StatisticsView {
        title: texts.get("stats-title", &[]),
        games,
        columns: COLUMNS.iter().map(|id| texts.get(id, &[])).collect(),
        reset,
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
