//! Saving and resuming a table as a versioned JSON document.
//!
//! The document holds the seats, settings, options, seed and the decisions of the
//! current game, plus the position they lead to. Loading deals the game again from the
//! options and seed and replays the decisions through the rules, so a document can only
//! ever produce a position the rules allow; the stored position must then match, which
//! catches edited or damaged files. Nothing in a document can make loading panic.

use serde::{Deserialize, Serialize};

use super::error::TableError;
use super::play::{Step, Table};
use super::seats::{SeatConfig, SeatKind, TableSettings};
use super::seeds::mix;
use crate::bots::TableGame;
use crate::engine::{Game, Outcome, Seat};

/// What every table document says it is.
pub const FORMAT: &str = "spieleabend-table";
/// The document version this build writes and reads.
pub const VERSION: u32 = 1;

/// Why a document could not be loaded. Nothing is loaded when one is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// Not JSON, or not shaped like a table document.
    #[error("not a readable table document: {0}")]
    Unreadable(String),
    /// JSON, but not a Spieleabend table.
    #[error("not a Spieleabend table document")]
    NotATable,
    /// Written by a newer version of the app.
    #[error("the document has version {found}, this app reads up to {supported}")]
    TooNew { found: u32, supported: u32 },
    /// Written by an old version this app no longer reads.
    #[error("the document has version {found}, this app reads {supported}")]
    TooOld { found: u32, supported: u32 },
    /// A game this app does not know.
    #[error("unknown game {0:?}")]
    UnknownGame(String),
    /// The document is for another game than the one asked for.
    #[error("the document is for {found}, not {expected}")]
    WrongGame { found: String, expected: String },
    /// The saved decisions do not replay (damaged document).
    #[error("the saved game does not replay: {0}")]
    Replay(#[from] TableError),
    /// The saved position is not the one the decisions lead to (damaged document).
    #[error("the saved position does not follow from the saved moves")]
    Inconsistent,
}

/// The first fields of every document, read before the rest.
#[derive(Deserialize)]
pub(super) struct Header {
    pub version: u32,
    pub game: String,
}

/// A whole table document.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct Document<G: Game> {
    format: String,
    version: u32,
    game: String,
    seats: Vec<SeatConfig>,
    settings: TableSettings,
    options: G::Options,
    seed: u64,
    game_number: u32,
    /// The current game's deal seed; absent in documents of tables whose games are
    /// dealt from `seed` and the game number.
    #[serde(default)]
    game_seed: Option<u64>,
    results: Vec<Outcome>,
    active_viewer: Option<Seat>,
    steps: Vec<Step<G>>,
    position: G,
}

/// Reads and checks the header of a document.
pub(super) fn read_header(json: &str) -> Result<Header, LoadError> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(LoadError::NotATable);
    }
    let header: Header =
        serde_json::from_value(value).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    if header.version > VERSION {
        return Err(LoadError::TooNew {
            found: header.version,
            supported: VERSION,
        });
    }
    if header.version < VERSION {
        return Err(LoadError::TooOld {
            found: header.version,
            supported: VERSION,
        });
    }
    Ok(header)
}

impl<G: TableGame> Table<G> {
    /// The table as a JSON document (see the module docs).
    pub fn save(&self) -> String {
        let document = Document::<G> {
            format: FORMAT.into(),
            version: VERSION,
            game: G::ID.into(),
            seats: self.seats.clone(),
            settings: self.settings.clone(),
            options: self.options.clone(),
            seed: self.seed,
            game_number: self.game_number,
            game_seed: Some(self.game_seed),
            results: self.results.clone(),
            active_viewer: self.active_viewer,
            steps: self.steps.clone(),
            position: self.game.clone(),
        };
        serde_json::to_string(&document).expect("table documents always serialise")
    }

    /// A table from a document written by [`Table::save`].
    pub fn load(json: &str) -> Result<Table<G>, LoadError> {
        let header = read_header(json)?;
        if header.game != G::ID {
            return Err(LoadError::WrongGame {
                found: header.game,
                expected: G::ID.into(),
            });
        }
        let document: Document<G> =
            serde_json::from_str(json).map_err(|e| LoadError::Unreadable(e.to_string()))?;
        let mut table = Table::<G>::new(
            document.options,
            document.seats,
            document.settings,
            document.seed,
        )?;
        if document.results.len() != document.game_number as usize
            || document
                .results
                .iter()
                .any(|o| o.places.len() != table.seats.len() || o.scores.len() != table.seats.len())
        {
            return Err(LoadError::Inconsistent);
        }
        table.game_number = document.game_number;
        table.game_seed = document
            .game_seed
            .unwrap_or_else(|| mix(&[document.seed, document.game_number as u64]));
        table.results = document.results;
        if let Some(viewer) = document.active_viewer {
            table.check_seat(viewer)?;
            if table.seats[viewer.index()].kind != SeatKind::Human {
                return Err(LoadError::Inconsistent);
            }
        }
        table.active_viewer = document.active_viewer;
        table.replay(document.steps)?;
        if serde_json::to_value(&table.game).ok() != serde_json::to_value(&document.position).ok() {
            return Err(LoadError::Inconsistent);
        }
        Ok(table)
    }
}
