//! 22Juhu in the game registry: its facts, variants and options schema.

use super::options::{Direction, MIN_PLAYERS, Options, Variant};
use super::state::Juhu22;
use crate::engine::Game as _;
use crate::games::GameId;
use crate::games::registry::{
    GameInfo, OptionError, OptionKind, OptionSet, OptionSpec, Registered, VariantInfo,
};

/// Most players in any variant (basic5 takes five at most).
const MAX_PLAYERS: u8 = 7;

/// Most chips a player may start with, and the largest ante.
const MAX_CHIPS: i64 = 100_000_000;

/// The cycles after which a game of pro ends unless one player already holds every
/// chip. The rules allow no limit, but between bots such a game can run for millions of
/// moves; ten cycles is an evening's game and is how long the bots were measured.
pub const DEFAULT_MAX_CYCLES: i64 = 10;

/// 22Juhu as the registry lists it.
pub static INFO: GameInfo = GameInfo {
    id: GameId::Juhu22,
    key: Juhu22::ID,
    name: "22Juhu",
    aliases: &["22juhu", "juhu"],
    players: (MIN_PLAYERS, MAX_PLAYERS),
    default_players: 4,
    variants: &[
        VariantInfo {
            key: "basic5",
            players: (MIN_PLAYERS, 5),
            default_players: 4,
            text: "variant-juhu22-basic5",
        },
        VariantInfo {
            key: "basic4",
            players: (MIN_PLAYERS, MAX_PLAYERS),
            default_players: 4,
            text: "variant-juhu22-basic4",
        },
        VariantInfo {
            key: "gamer",
            players: (MIN_PLAYERS, MAX_PLAYERS),
            default_players: 4,
            text: "variant-juhu22-gamer",
        },
        VariantInfo {
            key: "pro",
            players: (MIN_PLAYERS, MAX_PLAYERS),
            default_players: 4,
            text: "variant-juhu22-pro",
        },
    ],
    options: &[
        OptionSpec {
            key: "counter_clockwise",
            kind: OptionKind::Bool { default: false },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &[],
            text: "option-juhu22-counter-clockwise",
        },
        OptionSpec {
            key: "games_per_player",
            kind: OptionKind::Int {
                min: 1,
                max: 100,
                default: 7,
                zero: None,
            },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &["gamer"],
            text: "option-juhu22-games-per-player",
        },
        OptionSpec {
            key: "colour_bonus",
            kind: OptionKind::Bool { default: false },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &["gamer"],
            text: "option-juhu22-colour-bonus",
        },
        OptionSpec {
            key: "misdeal_penalty",
            kind: OptionKind::Bool { default: false },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &["gamer"],
            text: "option-juhu22-misdeal-penalty",
        },
        OptionSpec {
            key: "start_chips",
            kind: OptionKind::Int {
                min: 1,
                max: MAX_CHIPS,
                default: 2000,
                zero: None,
            },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &["pro"],
            text: "option-juhu22-start-chips",
        },
        OptionSpec {
            key: "ante",
            kind: OptionKind::Int {
                min: 1,
                max: MAX_CHIPS,
                default: 1,
                zero: None,
            },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &["pro"],
            text: "option-juhu22-ante",
        },
        OptionSpec {
            key: "max_cycles",
            kind: OptionKind::Int {
                min: 0,
                max: 1000,
                default: DEFAULT_MAX_CYCLES,
                zero: Some("option-juhu22-no-cycle-limit"),
            },
            players: (MIN_PLAYERS, MAX_PLAYERS),
            variants: &["pro"],
            text: "option-juhu22-max-cycles",
        },
    ],
};

impl Registered for Juhu22 {
    fn info() -> &'static GameInfo {
        &INFO
    }

    fn options_from(set: &OptionSet) -> Result<Options, OptionError> {
        let variant = set
            .variant()
            .and_then(Variant::from_name)
            .unwrap_or_default();
        let max_cycles: u32 = set.int("max_cycles")?;
        Ok(Options {
            variant,
            players: set.players(),
            direction: if set.bool("counter_clockwise") {
                Direction::CounterClockwise
            } else {
                Direction::Clockwise
            },
            first_dealer: None,
            games_per_player: set.int("games_per_player")?,
            four_of_a_colour_bonus: set.bool("colour_bonus"),
            dealer_misdeal_penalty: set.bool("misdeal_penalty"),
            start_chips: set.int("start_chips")?,
            ante: set.int("ante")?,
            // Only pro has cycles; the other variants keep "no limit" as before.
            max_cycles: (variant == Variant::Pro && max_cycles > 0).then_some(max_cycles),
        })
    }
}
