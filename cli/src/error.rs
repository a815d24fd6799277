//! What can go wrong in a command, as one error type for every command and client.

use spieleabend_app::texts::Texts;
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
    /// The error in the language of `texts`: the command line's own mistakes from the
    /// catalogue; what the system reports (files, the network, a saved table) as it
    /// says it.
    pub fn words(&self, texts: &Texts) -> String {
        use spieleabend_core::games::registry::OptionError as O;
        let flag = |key: &str| format!("--{}", key.replace('_', "-"));
        match self {
            CommandError::UnknownGame(name) => texts.get(
                "terminal-error-unknown-game",
                &[
                    ("name", name.clone().into()),
                    ("known", crate::notation::known_games().into()),
                ],
            ),
            CommandError::SeatCount { seats, players } => texts.get(
                "terminal-error-seat-count",
                &[
                    ("seats", (*seats as i64).into()),
                    ("players", i64::from(*players).into()),
                ],
            ),
            CommandError::NotThisGame { flag, game } => texts.get(
                "terminal-error-not-this-game",
                &[("flag", flag.clone().into()), ("game", (*game).into())],
            ),
            CommandError::StartSeat { got, players } => texts.get(
                "terminal-error-start-seat",
                &[
                    ("players", i64::from(*players).into()),
                    ("last", (i64::from(*players) - 1).into()),
                    ("got", i64::from(*got).into()),
                ],
            ),
            CommandError::EmptySeatName => texts.get("terminal-error-empty-seat-name", &[]),
            CommandError::LongSeatName { name, max } => texts.get(
                "terminal-error-long-seat-name",
                &[("name", name.clone().into()), ("max", (*max as i64).into())],
            ),
            CommandError::SameSeatName(name) => texts.get(
                "terminal-error-same-seat-name",
                &[("name", name.clone().into())],
            ),
            CommandError::UnknownBot(name) => texts.get(
                "terminal-error-unknown-bot",
                &[("name", name.clone().into())],
            ),
            CommandError::NoGame => texts.get("terminal-error-no-game", &[]),
            CommandError::Options(error) => match error {
                O::OutOfRange { key, min, max, got } => texts.get(
                    "terminal-error-option-range",
                    &[
                        ("flag", flag(key).into()),
                        ("min", (*min).into()),
                        ("max", (*max).into()),
                        ("got", (*got).into()),
                    ],
                ),
                O::Duplicate { key } => {
                    texts.get("terminal-error-option-twice", &[("flag", flag(key).into())])
                }
                O::UnknownChoice { key, got } => texts.get(
                    "terminal-error-option-choice",
                    &[("flag", flag(key).into()), ("got", got.clone().into())],
                ),
                O::NotApplicable {
                    key,
                    players,
                    variant: None,
                } => texts.get(
                    "terminal-error-option-players",
                    &[
                        ("flag", flag(key).into()),
                        ("players", i64::from(*players).into()),
                    ],
                ),
                O::NotApplicable {
                    key,
                    players,
                    variant: Some(variant),
                } => texts.get(
                    "terminal-error-option-players-variant",
                    &[
                        ("flag", flag(key).into()),
                        ("players", i64::from(*players).into()),
                        ("variant", (*variant).into()),
                    ],
                ),
                O::PlayerCount {
                    game,
                    min,
                    max,
                    got,
                } => texts.get(
                    "terminal-error-player-count",
                    &[
                        ("game", game.name().into()),
                        ("min", i64::from(*min).into()),
                        ("max", i64::from(*max).into()),
                        ("got", i64::from(*got).into()),
                    ],
                ),
                O::UnknownVariant { game, variant } => texts.get(
                    "terminal-error-unknown-variant",
                    &[
                        ("game", game.name().into()),
                        ("variant", variant.clone().into()),
                    ],
                ),
                _ => self.to_string(),
            },
            _ => self.to_string(),
        }
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use spieleabend_core::games::registry::OptionError;

    #[test]
    fn the_command_line_s_mistakes_are_said_in_the_language_asked_for() {
        let mistakes = [
            CommandError::StartSeat { got: 9, players: 4 },
            CommandError::NotThisGame {
                flag: "--colour-bonus".into(),
                game: "77",
            },
            CommandError::Options(OptionError::OutOfRange {
                key: "match_games",
                min: 1,
                max: 20,
                got: 0,
            }),
            CommandError::SameSeatName("Anna".into()),
            CommandError::EmptySeatName,
            CommandError::NoGame,
        ];
        let german: Vec<String> = mistakes.iter().map(|m| m.words(Lang::De.texts())).collect();
        assert_eq!(
            german[0],
            "--start-seat zählt die Plätze ab 0: Bei 4 Spielern muss es 0 bis 3 sein, nicht 9"
        );
        assert_eq!(german[1], "--colour-bonus ist keine Option von 77");
        assert_eq!(german[2], "--match-games muss 1 bis 20 sein, nicht 0");
        for (mistake, german) in mistakes.iter().zip(&german) {
            // English reads as before; German is German, never the English sentence.
            assert_eq!(mistake.words(Lang::En.texts()), mistake.to_string());
            assert_ne!(*german, mistake.to_string());
        }
    }
}
