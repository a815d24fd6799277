//! Per game: how the terminal shows it and reads moves. All text lives here, in the
//! client; the core only emits codes and numbers.

pub mod elfer_raus;
pub mod help;
pub mod juhu22;
pub mod rauswurf;
pub mod seventy_seven;

use spieleabend_core::{Game, Outcome, Seat, SetupError};

use crate::commands::GameSetup;
use crate::i18n::Lang;

/// What the terminal needs from a game beyond the core's [`Game`] trait.
pub trait TerminalGame: Game {
    /// The game's options from the command line.
    fn options(setup: &GameSetup) -> Result<Self::Options, SetupError>;

    /// The table as `view`'s seat sees it, several lines.
    fn show_table(view: &Self::View, names: &Names) -> String;

    /// One line for an event as `viewer` sees it (already redacted), or `None` for an
    /// event not worth a line.
    fn describe_event(event: &Self::Event, viewer: Seat, names: &Names) -> Option<String>;

    /// How a legal action is written, as the player would type it.
    fn describe_action(action: &Self::Action) -> String;

    /// Reads what the player typed as one of the legal actions, or says what is wrong.
    fn parse_action(input: &str, legal: &[Self::Action]) -> Result<Self::Action, String>;

    /// What the seat on turn is asked to do, e.g. "Lay a card".
    fn prompt(view: &Self::View) -> &'static str;

    /// A few lines on what may be typed.
    fn help() -> &'static str;

    /// Lines on the final result.
    fn describe_outcome(outcome: &Outcome, names: &Names) -> String;

    /// Whether these events stopped the game without a winner (Rauswurf's turn limit).
    fn stopped_without_winner(events: &[Self::Event]) -> bool {
        let _ = events;
        false
    }
}

/// Seat names as shown in the terminal: "You" ("Du") for the human reading, the seat's
/// name (or "Bot 1" …) for the others; and the language the lines are written in.
pub struct Names {
    human: Option<Seat>,
    names: Vec<String>,
    lang: Lang,
}

impl Names {
    /// Names from a table's seats, read by `viewer`, in English.
    pub fn for_table(names: Vec<String>, viewer: Option<Seat>) -> Names {
        Names::in_lang(names, viewer, Lang::En)
    }

    /// Names from a table's seats, read by `viewer`, for lines in `lang`.
    pub fn in_lang(names: Vec<String>, viewer: Option<Seat>, lang: Lang) -> Names {
        Names {
            human: viewer,
            names,
            lang,
        }
    }

    /// The language of the lines.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether `seat` is the one reading.
    pub fn is_viewer(&self, seat: Seat) -> bool {
        Some(seat) == self.human
    }

    /// The seat's name, e.g. "You", "Anna" or "Bot 2".
    pub fn of(&self, seat: Seat) -> String {
        if Some(seat) == self.human {
            self.lang.text().you.into()
        } else if let Some(name) = self.names.get(seat.index()) {
            name.clone()
        } else {
            format!("Bot {}", seat.0)
        }
    }

    /// The seat's name with the verb agreeing: "You lay" but "Bot 2 lays".
    pub fn with_verb(&self, seat: Seat, you_form: &str, other_form: &str) -> String {
        let verb = if Some(seat) == self.human {
            you_form
        } else {
            other_form
        };
        format!("{} {verb}", self.of(seat))
    }
}
