//! A table from the command line's words: the game, its options (the flags, read
//! through each game's options schema) and the seats. Shared by the commands, the line
//! client and the full-screen client.

use std::io::IsTerminal;
use std::path::PathBuf;

use clap::Args;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::{self, GameInfo, OptionValue, Registered};
use spieleabend_core::table::{BotLevel, SeatConfig, SeatKind, Table, TableSettings};

use crate::error::CommandError;
use crate::i18n::Lang;

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

/// Finds a game by name or refuses with the list of known games.
pub fn game_id(name: &str) -> Result<GameId, CommandError> {
    GameId::parse(name).ok_or_else(|| CommandError::UnknownGame(name.to_string()))
}

/// How `play` sets up its table.
#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// Seats as typed, comma-separated: `human`, `easy`, `medium`, `hard` (and
    /// `remote` for `host`), each optionally named (`Anna=human`). `None`: you and bots of `bot` level.
    pub seats: Option<String>,
    /// The level of the bots when `seats` is not given.
    pub bot: String,
    /// Pause after each bot move, in ms.
    pub delay_ms: u32,
    /// Apply a human's only legal action by itself.
    pub auto: bool,
    /// Hard bot (and hint) iterations; the core's default if `None`.
    pub iterations: Option<u32>,
    /// Where to save on quit.
    pub save: Option<PathBuf>,
    /// A saved table to resume instead of starting one.
    pub resume: Option<PathBuf>,
    /// The line client even on a terminal.
    pub plain: bool,
    /// The language of both clients; from the environment if `None`.
    pub lang: Option<Lang>,
}

impl PlayOptions {
    /// Whether to run the full-screen client: not asked for plain, and both stdin and
    /// stdout are terminals.
    pub fn full_screen(&self) -> bool {
        !self.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
    }

    /// The language asked for, or the environment's.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(Lang::from_env)
    }
}

/// The game's options from the command line, read through the game's options schema:
/// the flags of the options that apply to the player count and variant, and any
/// other flag of the game given a value other than its default (which the schema
/// then refuses as not applicable).
pub fn game_options<G: Registered>(setup: &GameSetup) -> Result<G::Options, CommandError> {
    check_flags(G::info(), setup)?;
    let (variant, values) = option_values(G::info(), setup);
    Ok(registry::options::<G>(variant, setup.players(), &values)?)
}

/// The game option keys the command line has a flag for (see [`GameSetup::option_value`]).
const OPTION_KEYS: [&str; 10] = [
    "three_colours",
    "match_games",
    "start_seat",
    "counter_clockwise",
    "games_per_player",
    "colour_bonus",
    "misdeal_penalty",
    "start_chips",
    "ante",
    "max_cycles",
];

/// Refuses a flag of another game given a value (`--colour-bonus` for 77) and a
/// `--start-seat` past the last seat (seats count from 0 on the command line).
fn check_flags(info: &GameInfo, setup: &GameSetup) -> Result<(), CommandError> {
    let defaults = GameSetup::default();
    for key in OPTION_KEYS {
        if info.option(key).is_none() && setup.option_value(key) != defaults.option_value(key) {
            return Err(CommandError::NotThisGame {
                flag: format!("--{}", key.replace('_', "-")),
                game: info.name,
            });
        }
    }
    match setup.start_seat {
        Some(got) if got >= setup.players() => Err(CommandError::StartSeat {
            got,
            players: setup.players(),
        }),
        _ => Ok(()),
    }
}

/// The variant (for a game with variants) and the option values the command line sets
/// for the game of `info`, as [`game_options`] reads them.
pub fn option_values<'a>(
    info: &GameInfo,
    setup: &'a GameSetup,
) -> (Option<&'a str>, Vec<(String, OptionValue)>) {
    let variant = (!info.variants.is_empty()).then_some(setup.variant.as_str());
    let defaults = GameSetup::default();
    let mut values = Vec::new();
    for option in info.options {
        let Some(value) = setup.option_value(option.key) else {
            continue;
        };
        if option.applies(setup.players(), variant)
            || defaults.option_value(option.key).as_ref() != Some(&value)
        {
            values.push((option.key.to_string(), value));
        }
    }
    (variant, values)
}

/// The table `play` starts: the game's options from the command line and the seats.
pub fn new_table<G: Registered + TableGame>(
    setup: &GameSetup,
    options: &PlayOptions,
) -> Result<Table<G>, CommandError> {
    let (game_options, seats) = match &options.seats {
        // The list sets the number of players.
        Some(list) => {
            let seats = parse_seats(list, options.lang())?;
            (game_options::<G>(&setup.with_seats(seats.len())?)?, seats)
        }
        None => {
            let game_options = game_options::<G>(setup)?;
            let players = G::new(&game_options, 0)?.0.players();
            let level = parse_level(&options.bot)?;
            let mut seats = vec![(None, SeatKind::Human)];
            seats.extend((1..players).map(|_| (None, SeatKind::Bot(level))));
            (game_options, named_seats(seats, options.lang()))
        }
    };
    let mut settings = TableSettings {
        auto_single_choice: options.auto,
        bot_delay_ms: options.delay_ms,
        ..TableSettings::default()
    };
    if let Some(iterations) = options.iterations {
        settings.hard_iterations = iterations;
    }
    Ok(Table::new(game_options, seats, settings, setup.seed())?)
}

/// Seats from `Anna=human,hard,Ben=human,easy`; a seat without a name gets the
/// catalogue's default in `lang` ("Player 1"/"Spieler 1", "Bot 1").
fn parse_seats(list: &str, lang: Lang) -> Result<Vec<SeatConfig>, CommandError> {
    let listed = list
        .split(',')
        .map(|item| {
            let (name, kind) = match item.split_once('=') {
                Some((name, kind)) => (Some(name.trim().to_string()), kind.trim()),
                None => (None, item.trim()),
            };
            let kind = if kind.eq_ignore_ascii_case("remote") {
                SeatKind::Remote
            } else if kind.eq_ignore_ascii_case("human") {
                SeatKind::Human
            } else {
                SeatKind::Bot(parse_level(kind)?)
            };
            Ok((name, kind))
        })
        .collect::<Result<Vec<_>, CommandError>>()?;
    let max = spieleabend_app::screens::setup::MAX_NAME_CHARS;
    for name in listed.iter().filter_map(|(name, _)| name.as_ref()) {
        if name.is_empty() {
            return Err(CommandError::EmptySeatName);
        }
        if name.chars().count() > max {
            return Err(CommandError::LongSeatName {
                name: name.clone(),
                max,
            });
        }
    }
    let seats = named_seats(listed, lang);
    for (i, seat) in seats.iter().enumerate() {
        if seats[..i]
            .iter()
            .any(|other| other.name.to_lowercase() == seat.name.to_lowercase())
        {
            return Err(CommandError::SameSeatName(seat.name.clone()));
        }
    }
    Ok(seats)
}

/// Seats of these kinds, the unnamed ones named by the catalogue in `lang`.
fn named_seats(seats: Vec<(Option<String>, SeatKind)>, lang: Lang) -> Vec<SeatConfig> {
    let kinds: Vec<SeatKind> = seats.iter().map(|(_, kind)| *kind).collect();
    let defaults = lang.texts().default_seat_names(&kinds);
    seats
        .into_iter()
        .zip(defaults)
        .map(|((name, kind), default)| {
            let name = name.unwrap_or(default);
            match kind {
                SeatKind::Human => SeatConfig::human(name),
                SeatKind::Remote => SeatConfig::remote(name),
                SeatKind::Bot(level) => SeatConfig::bot(name, level),
            }
        })
        .collect()
}

pub(crate) fn parse_level(name: &str) -> Result<BotLevel, CommandError> {
    let name = name.trim().to_lowercase();
    BotLevel::parse(&name).ok_or(CommandError::UnknownBot(name))
}

/// Where a table of `game` is saved when no file is named: `spieleabend-GAME.json`
/// with the game's name as players write it, lower case, words joined by `-`
/// (`spieleabend-elfer-raus.json`, `spieleabend-77.json`).
pub fn default_save_file(game: GameId) -> std::path::PathBuf {
    let name = game.info().name.to_lowercase();
    let words: Vec<&str> = name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    std::path::PathBuf::from(format!("spieleabend-{}.json", words.join("-")))
}

#[cfg(test)]
mod tests {
    use spieleabend_core::games::elfer_raus::ElferRaus;
    use spieleabend_core::games::juhu22::{self, Juhu22};
    use spieleabend_core::games::registry::OptionError;
    use spieleabend_core::games::seventy_seven::SeventySeven;
    use spieleabend_core::{Game, Seat};

    use super::*;
    use crate::notation::command_name;

    #[test]
    fn a_flag_stands_for_every_option_of_every_game() {
        for &game in GameId::ALL {
            for option in game.info().options {
                let setup = GameSetup::default();
                let value = setup.option_value(option.key);
                assert!(value.is_some(), "no flag for {} {}", game.id(), option.key);
                // The command line's defaults are the schema's, 22Juhu's cycles aside
                // (without --max-cycles pro runs until one player holds every chip).
                if option.key != "max_cycles" {
                    assert_eq!(value, Some(option.default_value()), "{}", option.key);
                }
            }
        }
    }

    fn setup(seed: u64) -> GameSetup {
        GameSetup {
            players: Some(4),
            seed: Some(seed),
            ..GameSetup::default()
        }
    }

    fn options(seats: &str) -> PlayOptions {
        PlayOptions {
            seats: Some(seats.into()),
            iterations: Some(20),
            ..PlayOptions::default()
        }
    }

    #[test]
    fn every_games_command_name_reads_back_as_the_game() {
        let names: Vec<String> = GameId::ALL.iter().map(|&g| command_name(g)).collect();
        assert_eq!(names, ["elfer-raus", "77", "22juhu", "rauswurf", "help"]);
        for &game in GameId::ALL {
            assert_eq!(GameId::parse(&command_name(game)), Some(game));
        }
        let error = game_id("skat").unwrap_err().to_string();
        assert!(
            error.ends_with("known games: elfer-raus, 77, 22juhu, rauswurf, help"),
            "{error}"
        );
    }

    #[test]
    fn the_command_lines_defaults_set_up_each_games_default_options() {
        let setup = GameSetup::default();
        for &game in GameId::ALL {
            spieleabend_core::with_game!(game, G => {
                let built = game_options::<G>(&setup).unwrap();
                let expected = <G as Game>::Options::default();
                assert_eq!(
                    serde_json::to_value(&built).unwrap(),
                    serde_json::to_value(&expected).unwrap(),
                    "{game:?}"
                );
            });
        }
    }

    #[test]
    fn flags_reach_the_options_through_the_schema() {
        let setup = GameSetup {
            players: Some(2),
            three_colours: true,
            match_games: 3,
            ..GameSetup::default()
        };
        let options = game_options::<ElferRaus>(&setup).unwrap();
        assert!(options.two_player_three_colours);
        assert_eq!(options.match_games, 3);

        let setup = GameSetup {
            variant: "pro".into(),
            start_chips: 500,
            ante: 5,
            max_cycles: Some(4),
            counter_clockwise: true,
            ..GameSetup::default()
        };
        let options = game_options::<Juhu22>(&setup).unwrap();
        assert_eq!(options.variant, juhu22::Variant::Pro);
        assert_eq!((options.start_chips, options.ante), (500, 5));
        assert_eq!(options.max_cycles, Some(4));
        assert_eq!(options.direction, juhu22::Direction::CounterClockwise);
        // Without --max-cycles the command line keeps pro's rule: no limit.
        let setup = GameSetup {
            variant: "pro".into(),
            ..GameSetup::default()
        };
        assert_eq!(game_options::<Juhu22>(&setup).unwrap().max_cycles, None);

        let setup = GameSetup {
            start_seat: Some(2),
            ..GameSetup::default()
        };
        let options = game_options::<SeventySeven>(&setup).unwrap();
        assert_eq!(options.start_seat, Some(Seat(2)));
    }

    #[test]
    fn a_flag_that_does_not_apply_is_refused_by_name() {
        let setup = GameSetup {
            start_chips: 500,
            ..GameSetup::default()
        };
        assert!(matches!(
            game_options::<Juhu22>(&setup),
            Err(CommandError::Options(OptionError::NotApplicable {
                key: "start_chips",
                ..
            }))
        ));
        let setup = GameSetup {
            three_colours: true,
            ..GameSetup::default()
        };
        assert!(matches!(
            game_options::<ElferRaus>(&setup),
            Err(CommandError::Options(OptionError::NotApplicable {
                key: "three_colours",
                ..
            }))
        ));
        let setup = GameSetup {
            match_games: 0,
            ..GameSetup::default()
        };
        assert!(matches!(
            game_options::<ElferRaus>(&setup),
            Err(CommandError::Options(OptionError::OutOfRange {
                key: "match_games",
                ..
            }))
        ));
        // A flag of another game given a value is refused, by its flag.
        let setup = GameSetup {
            start_seat: Some(1),
            ..GameSetup::default()
        };
        let error = game_options::<ElferRaus>(&setup).unwrap_err().to_string();
        assert_eq!(error, "--start-seat is not an option of Elfer raus!");
        let setup = GameSetup {
            colour_bonus: true,
            ..GameSetup::default()
        };
        let error = game_options::<SeventySeven>(&setup)
            .unwrap_err()
            .to_string();
        assert_eq!(error, "--colour-bonus is not an option of 77");
        // Errors name the flag, not the option's key in files.
        let setup = GameSetup {
            three_colours: true,
            ..GameSetup::default()
        };
        let error = game_options::<ElferRaus>(&setup).unwrap_err().to_string();
        assert_eq!(error, "--three-colours does not apply to 4 players");
    }

    #[test]
    fn a_start_seat_past_the_last_is_refused_in_the_command_line_s_count() {
        for (seat, players) in [(9, 4), (4, 4), (3, 3)] {
            let setup = GameSetup {
                start_seat: Some(seat),
                players: Some(players),
                ..GameSetup::default()
            };
            let error = game_options::<SeventySeven>(&setup)
                .unwrap_err()
                .to_string();
            let last = players - 1;
            assert_eq!(
                error,
                format!(
                    "--start-seat counts seats from 0: with {players} players it must be 0 to \
                     {last}, not {seat}"
                )
            );
        }
        let setup = GameSetup {
            start_seat: Some(3),
            ..GameSetup::default()
        };
        assert_eq!(
            game_options::<SeventySeven>(&setup).unwrap().start_seat,
            Some(Seat(3))
        );
    }

    #[test]
    fn seat_names_must_be_given_distinct_and_short() {
        let refused = |list: &str| new_table::<ElferRaus>(&setup(1), &options(list)).unwrap_err();
        assert!(matches!(
            refused("=human,hard"),
            CommandError::EmptySeatName
        ));
        assert!(matches!(
            refused(&format!("{}=human,hard", "A".repeat(300))),
            CommandError::LongSeatName { max: 24, .. }
        ));
        assert!(matches!(
            refused("Anna=human,anna=human"),
            CommandError::SameSeatName(name) if name == "anna"
        ));
        // A name like a default one is taken only once too.
        assert!(matches!(
            refused("Bot 1=human,hard"),
            CommandError::SameSeatName(_)
        ));
        assert!(
            new_table::<ElferRaus>(&setup(1), &options("Anna=human,Ben=human,hard,easy")).is_ok()
        );
    }

    #[test]
    fn remote_seats_are_parsed_for_hosting() {
        let table =
            new_table::<ElferRaus>(&setup(1), &options("human,remote,Ben=remote,easy")).unwrap();
        let kinds: Vec<_> = table.seats().iter().map(|s| s.kind).collect();
        assert_eq!(
            kinds,
            [
                SeatKind::Human,
                SeatKind::Remote,
                SeatKind::Remote,
                SeatKind::Bot(BotLevel::Easy)
            ]
        );
        assert_eq!(table.seats()[2].name, "Ben");
    }

    #[test]
    fn bad_seat_lists_are_refused() {
        assert!(matches!(
            new_table::<ElferRaus>(&setup(1), &options("human,wizard,easy,easy")),
            Err(CommandError::UnknownBot(_))
        ));
        // Elfer raus is not played by one.
        assert!(matches!(
            new_table::<ElferRaus>(&GameSetup::default(), &options("human")),
            Err(CommandError::Options(_))
        ));
    }

    #[test]
    fn the_seat_list_sets_the_number_of_players() {
        let table = new_table::<SeventySeven>(
            &GameSetup::default(),
            &options("Anna=human,Ben=human,medium"),
        )
        .unwrap();
        assert_eq!(table.seats().len(), 3);
        assert_eq!(table.options().players, 3);
        let table = new_table::<ElferRaus>(
            &GameSetup {
                players: Some(2),
                ..GameSetup::default()
            },
            &options("human,easy"),
        )
        .unwrap();
        assert_eq!(table.seats().len(), 2);
    }

    #[test]
    fn a_player_count_other_than_the_seat_list_is_refused_with_both_numbers() {
        let error = new_table::<SeventySeven>(&setup(1), &options("human,medium,hard"))
            .map(|_| ())
            .expect_err("4 players against 3 seats");
        assert!(
            matches!(
                error,
                CommandError::SeatCount {
                    seats: 3,
                    players: 4
                }
            ),
            "{error:?}"
        );
        let message = error.to_string();
        assert!(
            message.contains('3') && message.contains("--players says 4"),
            "{message}"
        );
    }

    #[test]
    fn unnamed_seats_get_the_catalogues_names_in_the_players_language() {
        let names = |seats: Option<&str>, lang: Lang| -> Vec<String> {
            let options = PlayOptions {
                seats: seats.map(String::from),
                bot: "easy".into(),
                lang: Some(lang),
                ..PlayOptions::default()
            };
            let table = new_table::<SeventySeven>(&setup(1), &options).unwrap();
            table.seats().iter().map(|s| s.name.clone()).collect()
        };
        assert_eq!(
            names(None, Lang::En),
            ["Player 1", "Bot 1", "Bot 2", "Bot 3"]
        );
        assert_eq!(
            names(Some("human,remote,Ben=human,easy"), Lang::De),
            ["Spieler 1", "Spieler 2", "Ben", "Bot 1"]
        );
        // Never "Guest", never an English word in a German game.
        for name in &names(Some("remote,remote,human,easy"), Lang::De)[..3] {
            assert!(name.starts_with("Spieler "), "{name}");
        }
    }

    #[test]
    fn save_files_are_named_by_the_game_s_name() {
        let names: Vec<String> = spieleabend_core::games::GameId::ALL
            .iter()
            .map(|g| super::default_save_file(*g).display().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "spieleabend-elfer-raus.json",
                "spieleabend-77.json",
                "spieleabend-22juhu.json",
                "spieleabend-rauswurf.json",
                "spieleabend-help.json",
            ]
        );
    }
}
