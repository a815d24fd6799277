//! 77 in the game registry: its facts and options schema.

use super::options::{MAX_PLAYERS, MIN_PLAYERS, Options};
use super::state::SeventySeven;
use crate::engine::Game as _;
use crate::games::GameId;
use crate::games::registry::{
    GameInfo, OptionError, OptionKind, OptionSet, OptionSpec, Registered,
};

/// 77 as the registry lists it.
pub static INFO: GameInfo = GameInfo {
    id: GameId::SeventySeven,
    key: SeventySeven::ID,
    name: "77",
    aliases: &["77", "siebenundsiebzig"],
    players: (MIN_PLAYERS, MAX_PLAYERS),
    default_players: 4,
    variants: &[],
    options: &[OptionSpec {
        key: "start_seat",
        kind: OptionKind::Seat,
        players: (MIN_PLAYERS, MAX_PLAYERS),
        variants: &[],
        text: "option-seventy-seven-start-seat",
    }],
};

impl Registered for SeventySeven {
    fn info() -> &'static GameInfo {
        &INFO
    }

    fn options_from(set: &OptionSet) -> Result<Options, OptionError> {
        Ok(Options {
            players: set.players(),
            start_seat: set.seat("start_seat")?,
        })
    }
}
