//! The subcommands and what they share.

pub mod play;
pub mod scenario;
pub mod simulate;

use clap::Args;
use spieleabend_core::SetupError;
use spieleabend_core::games::GameId;

/// Options every command that starts games takes.
#[derive(Args, Clone, Debug)]
pub struct GameSetup {
    /// Number of players (seats), including you when playing.
    #[arg(long, short = 'p', default_value_t = 4)]
    pub players: u8,
    /// Seed for the shuffle (random if not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// 77: the seat that starts the first round (random if not given).
    #[arg(long)]
    pub start_seat: Option<u8>,
    /// Elfer raus: play without blue (two players only).
    #[arg(long)]
    pub three_colours: bool,
    /// Elfer raus: games in a match (penalty points add up).
    #[arg(long, default_value_t = 1)]
    pub match_games: u16,
}

impl GameSetup {
    /// The seed given, or one from the clock.
    pub fn seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0)
        })
    }
}

/// What can go wrong in a command before any game runs.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The game name is not one we know.
    #[error("unknown game {0:?}; known games: {known}", known = known_games())]
    UnknownGame(String),
    /// The options do not set up a game.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// Reading or writing the terminal failed.
    #[error("terminal: {0}")]
    Io(#[from] std::io::Error),
}

fn known_games() -> String {
    GameId::ALL
        .iter()
        .map(|g| g.id().replace('_', "-"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Finds a game by name or refuses with the list of known games.
pub fn game_id(name: &str) -> Result<GameId, CommandError> {
    GameId::parse(name).ok_or_else(|| CommandError::UnknownGame(name.to_string()))
}
