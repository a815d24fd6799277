//! Who sits at a table: a local human, a bot of some level, or a remote player.

use serde::{Deserialize, Serialize};

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// Legal moves with a light heuristic and some randomness.
    Easy,
    /// The game's rule-based play.
    Medium,
    /// Searches by rollouts in sampled deals ([`HardBot`](crate::bots::HardBot)).
    Hard,
}

impl BotLevel {
    /// All levels, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];

    /// The level a new table's bots get unless someone picks another: medium, a fair
    /// opponent for a first game (every client starts from this one).
    pub const DEFAULT: BotLevel = BotLevel::Medium;

    /// The level's code: `easy`, `medium` or `hard`.
    pub fn code(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
        }
    }

    /// The level for a code, if it is one.
    pub fn parse(code: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.code() == code)
    }
}

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person using this device.
    Human,
    /// A bot run by this device.
    Bot(BotLevel),
    /// A person on another device (filled in by nearby play).
    Remote,
}

/// One seat as the apps show it: plain data, no game state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    /// The name shown at the table, e.g. "Anna".
    pub name: String,
    /// Who decides for the seat.
    pub kind: SeatKind,
    /// The seat's colour as the apps show it, e.g. "#E53935" (free-form for the core).
    #[serde(default)]
    pub colour: String,
    /// The seat's avatar code (free-form for the core).
    #[serde(default)]
    pub avatar: String,
}

impl SeatConfig {
    /// A local human seat.
    pub fn human(name: impl Into<String>) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Human,
            colour: String::new(),
            avatar: String::new(),
        }
    }

    /// A bot seat.
    pub fn bot(name: impl Into<String>, level: BotLevel) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Bot(level),
            colour: String::new(),
            avatar: String::new(),
        }
    }

    /// A seat played from another device.
    pub fn remote(name: impl Into<String>) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: SeatKind::Remote,
            colour: String::new(),
            avatar: String::new(),
        }
    }

    /// Whether a person on this device plays the seat.
    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }
}

/// Table-wide settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TableSettings {
    /// Apply a human's decision by itself when it is the only legal action.
    pub auto_single_choice: bool,
    /// How long a driver should let a bot's move show before the next one, in ms. The
    /// core never sleeps; drivers wait this long minus the time the bot spent thinking.
    pub bot_delay_ms: u32,
    /// Iterations of the hard bot (and of hints).
    pub hard_iterations: u32,
}

impl Default for TableSettings {
    fn default() -> Self {
        TableSettings {
            auto_single_choice: false,
            bot_delay_ms: 600,
            hard_iterations: crate::bots::HardBot::default().iterations,
        }
    }
}
