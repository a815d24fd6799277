//! Options of a game of 22Juhu: the variant and everything that goes with it.

use serde::{Deserialize, Serialize};

use crate::engine::{Seat, SetupError};

/// The four ways to play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// Five cards, +1 a trick, −5 without a trick; first to 22 wins. 2–5 players.
    #[default]
    Basic5,
    /// Four cards, +1 a trick, −4 without a trick; first to 22 wins. 2–7 players.
    Basic4,
    /// Mandatory round plus point round, players × 7 games. 2–7 players.
    Gamer,
    /// Sit & go for chips and a pot. 2–7 players.
    Pro,
}

impl Variant {
    /// The variant names as used in files and on the command line.
    pub const NAMES: [&'static str; 4] = ["basic5", "basic4", "gamer", "pro"];

    /// The variant called `name`.
    pub fn from_name(name: &str) -> Option<Variant> {
        match name.to_ascii_lowercase().as_str() {
            "basic5" => Some(Variant::Basic5),
            "basic4" => Some(Variant::Basic4),
            "gamer" => Some(Variant::Gamer),
            "pro" => Some(Variant::Pro),
            _ => None,
        }
    }

    /// Cards in a hand (and tricks in a hand).
    pub fn hand_size(self) -> usize {
        match self {
            Variant::Basic5 => 5,
            _ => 4,
        }
    }

    /// Most players.
    pub fn max_players(self) -> u8 {
        match self {
            Variant::Basic5 => 5,
            _ => 7,
        }
    }

    /// Points lost by a participant without a trick (basic, gamer).
    pub fn penalty(self) -> i32 {
        -(self.hand_size() as i32)
    }

    /// Whether hands start with a mandatory round (gamer, pro).
    pub fn has_mandatory_round(self) -> bool {
        matches!(self, Variant::Gamer | Variant::Pro)
    }
}

/// Which way play goes, fixed for the whole game (J-R2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    #[default]
    Clockwise,
    CounterClockwise,
}

/// Fewest players.
pub const MIN_PLAYERS: u8 = 2;

/// What is chosen before the first deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub variant: Variant,
    /// 2–5 (basic5) or 2–7.
    pub players: u8,
    /// Clockwise or counter-clockwise for the whole game (J-R2).
    pub direction: Direction,
    /// Who deals first; drawn from the seed if `None`.
    pub first_dealer: Option<Seat>,
    /// Gamer: games per player (the game lasts players × this many games).
    pub games_per_player: u16,
    /// Gamer special rule: four zero cards of one colour in a mandatory round score +4.
    pub four_of_a_colour_bonus: bool,
    /// Gamer special rule: a dealer who must redeal three times in a row scores −4.
    pub dealer_misdeal_penalty: bool,
    /// Pro: chips each player starts with.
    pub start_chips: u32,
    /// Pro: the ante of the mandatory round.
    pub ante: u32,
    /// Pro: end the table after this many cycles (unlimited if `None`).
    pub max_cycles: Option<u32>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            variant: Variant::Basic5,
            players: 4,
            direction: Direction::Clockwise,
            first_dealer: None,
            games_per_player: 7,
            four_of_a_colour_bonus: false,
            dealer_misdeal_penalty: false,
            start_chips: 2000,
            ante: 1,
            max_cycles: None,
        }
    }
}

impl Options {
    /// Refuses player counts out of range and options that do not fit the variant.
    pub fn validate(&self) -> Result<(), SetupError> {
        let max = self.variant.max_players();
        let game = format!("{} ({:?})", super::ID, self.variant);
        SetupError::check_players(&game, MIN_PLAYERS, max, self.players)?;
        SetupError::check_seat("first_dealer", self.first_dealer, self.players)?;
        let invalid = |text: String| Err(SetupError::InvalidOption(text));
        if (self.four_of_a_colour_bonus || self.dealer_misdeal_penalty)
            && self.variant != Variant::Gamer
        {
            return invalid("the special rules belong to the gamer variant".into());
        }
        if self.variant == Variant::Gamer && !(1..=100).contains(&self.games_per_player) {
            return invalid("games_per_player must be 1 to 100".into());
        }
        if self.variant == Variant::Pro {
            if self.ante == 0 || self.start_chips == 0 {
                return invalid("ante and start_chips must be at least 1".into());
            }
            if self.start_chips > 100_000_000 {
                return invalid("start_chips must be at most 100,000,000".into());
            }
            if self.max_cycles == Some(0) {
                return invalid("max_cycles must be at least 1".into());
            }
        }
        Ok(())
    }
}
