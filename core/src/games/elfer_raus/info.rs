//! Elfer raus! in the game registry: its facts and options schema.

use super::options::{MAX_MATCH_GAMES, MAX_PLAYERS, MIN_PLAYERS, Options};
use super::state::ElferRaus;
use crate::engine::Game as _;
use crate::games::GameId;
use crate::games::registry::{
    GameInfo, OptionError, OptionKind, OptionSet, OptionSpec, Registered,
};

/// Elfer raus! as the registry lists it.
pub static INFO: GameInfo = GameInfo {
    id: GameId::ElferRaus,
    key: ElferRaus::ID,
    name: "Elfer raus!",
    aliases: &["elferraus", "elfer"],
    players: (MIN_PLAYERS, MAX_PLAYERS),
    default_players: 4,
    variants: &[],
    options: &[
        OptionSpec {
            key: "three_colours",
            kind: OptionKind::Bool { default: false },
            players: (2, 2),
            variants: &[],
            text: "option-elfer-raus-three-colours",
        },
        OptionSpec {
            key: "match_games",
            kind: OptionKind::Int {
                min: 1,
                max: MAX_MATCH_GAMES as i64,
                default: 1,
                zero: None,
            },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &[],
            text: "option-elfer-raus-match-games",
        },
    ],
};

impl Registered for ElferRaus {
    fn info() -> &'static GameInfo {
        &INFO
    }

    fn options_from(set: &OptionSet) -> Result<Options, OptionError> {
        Ok(Options {
            players: set.players(),
            two_player_three_colours: set.bool("three_colours"),
            match_games: set.int("match_games")?,
        })
    }
}
