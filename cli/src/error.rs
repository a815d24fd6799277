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
    #[error("{}", option_words(.0))]
    Options(#[from] spieleabend_core::games::registry::OptionError),
    /// A flag of another game's option was given a value.
    #[error("{flag} is not an option of {game}")]
    NotThisGame { flag: String, game: &'static str },
    /// `--start-seat` names a seat the table does not have.
    #[error("--start-seat counts seats from 0: with {players} players it must be 0 to {}, not {got}", players - 1)]
    StartSeat { got: u8, players: u8 },
    /// A seat in `--seats` is named with an empty name (`=human`).
    #[error(
        "a seat in --seats has an empty name before \"=\": give a name, or leave out the \"=\""
    )]
    EmptySeatName,
    /// A seat's name is longer than a name may be.
    #[error("the name {name:?} is longer than {max} characters")]
    LongSeatName { name: String, max: usize },
    /// Two seats have the same name.
    #[error("two seats are named {0:?}: every player needs a name of their own")]
    SameSeatName(String),
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

/// An options error in the command line's words: the flag (`--three-colours`), not the
/// option's key in files.
fn option_words(error: &spieleabend_core::games::registry::OptionError) -> String {
    use spieleabend_core::games::registry::OptionError;
    let flag = |key: &str| format!("--{}", key.replace('_', "-"));
    match error {
        OptionError::Duplicate { key } => format!("{} is given twice", flag(key)),
        OptionError::WrongKind { key, expected, got } => {
            format!("{} takes {expected}, not {got}", flag(key))
        }
        OptionError::OutOfRange { key, min, max, got } => {
            format!("{} must be {min} to {max}, not {got}", flag(key))
        }
        OptionError::UnknownChoice { key, got } => format!("{} has no choice {got:?}", flag(key)),
        OptionError::NotApplicable {
            key,
            players,
            variant,
        } => format!(
            "{} does not apply to {players} players{}",
            flag(key),
            variant.map(|v| format!(" in {v}")).unwrap_or_default()
        ),
        other => other.to_string(),
    }
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
