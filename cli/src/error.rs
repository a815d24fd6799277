//! What can go wrong in a command, as one error type for every command and client.

use spieleabend_core::SetupError;

/// What can go wrong in a command before any game runs.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The game name is not one we know.
    #[error("unknown game {0:?}; known games: {known}", known = crate::notation::known_games())]
    UnknownGame(String),
    /// The options do not set up a game.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// `--players` and the seat list disagree on the number of players.
    #[error(
        "{seats} seats are listed but --players says {players}: give the same number, or leave out --players"
    )]
    SeatCount { seats: usize, players: u8 },
    /// The options do not fit the game's options schema.
    #[error("{0}")]
    Options(#[from] spieleabend_core::games::registry::OptionError),
    /// The bot name is not one we know.
    #[error("unknown bot {0:?}; known bots: easy, medium, hard (and random in the arena)")]
    UnknownBot(String),
    /// Reading or writing the terminal failed.
    #[error("terminal: {0}")]
    Io(#[from] std::io::Error),
    /// Reading or writing a file failed.
    #[error("{0}: {1}")]
    File(String, std::io::Error),
    /// A file named on the command line was not read.
    #[error("{0}")]
    Input(#[from] crate::files::InputError),
    /// Neither a game nor a table to resume was given.
    #[error("name a game to play (or --resume FILE)")]
    NoGame,
    /// The table refused something.
    #[error("{0}")]
    Table(#[from] spieleabend_core::table::TableError),
    /// Nearby play over the network failed.
    #[error("{0}")]
    Lan(String),
    /// A saved table could not be loaded.
    #[error("{0}")]
    Load(#[from] spieleabend_core::table::LoadError),
    /// A bot chose no action or one the rules refused (a bug in the bot).
    #[error("the {bot} bot {problem} (game seed {seed})")]
    BotFailed {
        bot: &'static str,
        problem: String,
        seed: u64,
    },
}

impl CommandError {
    /// Whether this is a write to a pipe whose reader has gone (`… | head`).
    pub fn is_broken_pipe(&self) -> bool {
        match self {
            CommandError::Io(error) | CommandError::File(_, error) => {
                error.kind() == std::io::ErrorKind::BrokenPipe
            }
            _ => false,
        }
    }
}
