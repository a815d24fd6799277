//! Rauswurf in the game registry: its facts and options schema.

use super::options::{MAX_PLAYERS, MIN_PLAYERS, Options};
use super::state::Rauswurf;
use crate::engine::Game as _;
use crate::games::GameId;
use crate::games::registry::{
    GameInfo, OptionError, OptionKind, OptionSet, OptionSpec, Registered,
};

/// Rauswurf as the registry lists it.
pub static INFO: GameInfo = GameInfo {
    id: GameId::Rauswurf,
    key: Rauswurf::ID,
    name: "Rauswurf",
    aliases: &[],
    players: (MIN_PLAYERS, MAX_PLAYERS),
    default_players: 4,
    variants: &[],
    options: &[OptionSpec {
        key: "start_seat",
        kind: OptionKind::Seat,
        players: (MIN_PLAYERS, MAX_PLAYERS),
        variants: &[],
        text: "option-rauswurf-start-seat",
    }],
};

impl Registered for Rauswurf {
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
