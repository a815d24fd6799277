//! The subcommands and what they share.

pub mod arena;
pub mod device_key;
pub mod discover;
pub mod lan;
pub mod play;
pub mod scenario;
pub mod seat_bot;
pub mod simulate;

use clap::Args;
use spieleabend_core::SetupError;
use spieleabend_core::games::GameId;

/// Options every command that starts games takes.
#[derive(Args, Clone, Debug, PartialEq)]
pub struct GameSetup {
    /// Number of players, including you when playing (default 4; with --seats or
    /// --bots, the number of seats listed, and a different --players is refused).
    #[arg(long, short = 'p')]
    pub players: Option<u8>,
    /// Seed for the shuffle (random if not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// 77: the seat that starts the first round (random if not given).
    #[arg(long)]
    pub start_seat: Option<u8>,
    /// 22Juhu: basic5, basic4, gamer or pro.
    #[arg(long, default_value = "basic5")]
    pub variant: String,
    /// 22Juhu: play counter-clockwise.
    #[arg(long)]
    pub counter_clockwise: bool,
    /// 22Juhu gamer: games per player.
    #[arg(long, default_value_t = 7)]
    pub games_per_player: u16,
    /// 22Juhu gamer: four zero cards of one colour score +4.
    #[arg(long)]
    pub colour_bonus: bool,
    /// 22Juhu gamer: three redeals in a row cost the dealer 4 points.
    #[arg(long)]
    pub misdeal_penalty: bool,
    /// 22Juhu pro: chips each player starts with.
    #[arg(long, default_value_t = 2000)]
    pub start_chips: u32,
    /// 22Juhu pro: the ante.
    #[arg(long, default_value_t = 1)]
    pub ante: u32,
    /// 22Juhu pro: end after this many cycles (without it the game runs until one
    /// player holds every chip, which between random players takes millions of moves).
    #[arg(long)]
    pub max_cycles: Option<u32>,
    /// Elfer raus: play without blue (two players only).
    #[arg(long)]
    pub three_colours: bool,
    /// Elfer raus: games in a match (penalty points add up).
    #[arg(long, default_value_t = 1)]
    pub match_games: u16,
}

impl Default for GameSetup {
    /// The command line's defaults.
    fn default() -> Self {
        GameSetup {
            players: None,
            seed: None,
            start_seat: None,
            variant: "basic5".into(),
            counter_clockwise: false,
            games_per_player: 7,
            colour_bonus: false,
            misdeal_penalty: false,
            start_chips: 2000,
            ante: 1,
            max_cycles: None,
            three_colours: false,
            match_games: 1,
        }
    }
}

/// The number of players when neither `--players` nor a seat list gives one.
pub const DEFAULT_PLAYERS: u8 = 4;

impl GameSetup {
    /// The number of players: `--players`, or [`DEFAULT_PLAYERS`].
    pub fn players(&self) -> u8 {
        self.players.unwrap_or(DEFAULT_PLAYERS)
    }

    /// This setup for a table of `seats` seats (a `--seats` or `--bots` list): the list
    /// sets the number of players; a `--players` that says otherwise is refused.
    pub fn with_seats(&self, seats: usize) -> Result<GameSetup, CommandError> {
        let listed = u8::try_from(seats).map_err(|_| CommandError::SeatCount {
            seats,
            players: self.players(),
        })?;
        match self.players {
            Some(players) if players != listed => Err(CommandError::SeatCount { seats, players }),
            _ => Ok(GameSetup {
                players: Some(listed),
                ..self.clone()
            }),
        }
    }

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
    /// `--players` and the seat list disagree on the number of players.
    #[error(
        "{seats} seats are listed but --players says {players}: give the same number, or leave out --players"
    )]
    SeatCount { seats: usize, players: u8 },
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
