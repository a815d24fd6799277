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
use spieleabend_core::games::registry::OptionValue;

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

    /// The value of the game option `key` (as the game registry names it) that the
    /// command line holds, or `None` for a key no flag stands for. A seat counts from 1
    /// with 0 for random; cycles 0 mean no limit.
    pub fn option_value(&self, key: &str) -> Option<OptionValue> {
        let int = |value: i64| Some(OptionValue::Int(value));
        match key {
            "three_colours" => Some(OptionValue::Bool(self.three_colours)),
            "match_games" => int(self.match_games.into()),
            "start_seat" => int(self.start_seat.map_or(0, |seat| i64::from(seat) + 1)),
            "counter_clockwise" => Some(OptionValue::Bool(self.counter_clockwise)),
            "games_per_player" => int(self.games_per_player.into()),
            "colour_bonus" => Some(OptionValue::Bool(self.colour_bonus)),
            "misdeal_penalty" => Some(OptionValue::Bool(self.misdeal_penalty)),
            "start_chips" => int(self.start_chips.into()),
            "ante" => int(self.ante.into()),
            "max_cycles" => int(self.max_cycles.map_or(0, i64::from)),
            _ => None,
        }
    }

    /// Sets the flag that stands for the game option `key` to `value` (the reverse of
    /// [`GameSetup::option_value`]). Returns `false`, changing nothing, for a key no flag
    /// stands for or a value that does not fit the flag.
    pub fn set_option(&mut self, key: &str, value: &OptionValue) -> bool {
        fn number<T: TryFrom<i64>>(value: &OptionValue) -> Option<T> {
            match value {
                OptionValue::Int(n) => T::try_from(*n).ok(),
                _ => None,
            }
        }
        let flag = match value {
            OptionValue::Bool(on) => Some(*on),
            _ => None,
        };
        let set = match key {
            "three_colours" => flag.map(|on| self.three_colours = on),
            "counter_clockwise" => flag.map(|on| self.counter_clockwise = on),
            "colour_bonus" => flag.map(|on| self.colour_bonus = on),
            "misdeal_penalty" => flag.map(|on| self.misdeal_penalty = on),
            "match_games" => number(value).map(|n| self.match_games = n),
            "games_per_player" => number(value).map(|n| self.games_per_player = n),
            "start_chips" => number(value).map(|n| self.start_chips = n),
            "ante" => number(value).map(|n| self.ante = n),
            "start_seat" => number::<u8>(value).map(|n| self.start_seat = n.checked_sub(1)),
            "max_cycles" => number::<u32>(value).map(|n| self.max_cycles = (n > 0).then_some(n)),
            _ => None,
        };
        set.is_some()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flag_stands_for_every_option_of_every_game() {
        for &game in GameId::ALL {
            for option in game.info().options {
                let mut setup = GameSetup::default();
                let value = setup.option_value(option.key);
                assert!(value.is_some(), "no flag for {} {}", game.id(), option.key);
                // The command line's defaults are the schema's, 22Juhu's cycles aside
                // (without --max-cycles pro runs until one player holds every chip).
                if option.key != "max_cycles" {
                    assert_eq!(value, Some(option.default_value()), "{}", option.key);
                }
                let other = match option.default_value() {
                    OptionValue::Bool(on) => OptionValue::Bool(!on),
                    OptionValue::Int(n) => OptionValue::Int(n + 1),
                    choice => choice,
                };
                assert!(setup.set_option(option.key, &other), "{}", option.key);
                assert_eq!(setup.option_value(option.key), Some(other));
            }
        }
    }

    #[test]
    fn seats_count_from_one_and_zero_cycles_mean_no_limit() {
        let mut setup = GameSetup::default();
        assert!(setup.set_option("start_seat", &OptionValue::Int(3)));
        assert_eq!(setup.start_seat, Some(2));
        assert!(setup.set_option("start_seat", &OptionValue::Int(0)));
        assert_eq!(setup.start_seat, None);
        assert!(setup.set_option("max_cycles", &OptionValue::Int(10)));
        assert_eq!(setup.max_cycles, Some(10));
        assert!(setup.set_option("max_cycles", &OptionValue::Int(0)));
        assert_eq!(setup.max_cycles, None);
        assert!(!setup.set_option("ante", &OptionValue::Bool(true)));
        assert!(!setup.set_option("ante", &OptionValue::Int(-1)));
        assert!(!setup.set_option("no_such_option", &OptionValue::Int(1)));
        assert_eq!(setup.ante, 1);
    }
}
