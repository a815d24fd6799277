//! Help! in the game registry: its facts (it has no options besides the player count).

use super::options::{MAX_PLAYERS, MIN_PLAYERS, Options};
use super::state::Help;
use crate::engine::Game as _;
use crate::games::GameId;
use crate::games::registry::{GameInfo, OptionError, OptionSet, Registered};

/// Help! as the registry lists it.
pub static INFO: GameInfo = GameInfo {
    id: GameId::Help,
    key: Help::ID,
    name: "Help!",
    aliases: &["help!"],
    players: (MIN_PLAYERS, MAX_PLAYERS),
    default_players: 4,
    variants: &[],
    options: &[],
};

impl Registered for Help {
    fn info() -> &'static GameInfo {
        &INFO
    }

    fn options_from(set: &OptionSet) -> Result<Options, OptionError> {
        Ok(Options {
            players: set.players(),
        })
    }
}
