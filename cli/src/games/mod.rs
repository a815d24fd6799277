//! Per game: how the terminal shows it and reads moves. All text lives here, in the
//! client; the core only emits codes and numbers.

pub mod elfer_raus;
pub mod help;
pub mod juhu22;
pub mod rauswurf;
pub mod seventy_seven;

use spieleabend_core::games::registry::{self, Registered};
use spieleabend_core::{Game, Outcome, Seat};

use crate::commands::{CommandError, GameSetup};
use crate::i18n::Lang;

/// What the terminal needs from a game beyond the core's [`Game`] trait.
pub trait TerminalGame: Game + Registered {
    /// The game's options from the command line, read through the game's options schema:
    /// the flags of the options that apply to the player count and variant, and any
    /// other flag of the game given a value other than its default (which the schema
    /// then refuses as not applicable).
    fn options(setup: &GameSetup) -> Result<Self::Options, CommandError> {
        let info = Self::info();
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
        Ok(registry::options::<Self>(variant, setup.players(), &values)?)
    }

    /// The table as `view`'s seat sees it, several lines.
    fn show_table(view: &Self::View, names: &Names) -> String;

    /// One line for an event as `viewer` sees it (already redacted), or `None` for an
    /// event not worth a line.
    fn describe_event(event: &Self::Event, viewer: Seat, names: &Names) -> Option<String>;

    /// How a legal action is written, as the player would type it.
    fn describe_action(action: &Self::Action) -> String;

    /// Reads what the player typed as one of the legal actions, or says in `lang` what
    /// is wrong. German aliases are already turned into the commands ([`command_alias`]).
    fn parse_action(
        input: &str,
        legal: &[Self::Action],
        lang: Lang,
    ) -> Result<Self::Action, String>;

    /// What the seat on turn is asked to do, e.g. "Lay a card".
    fn prompt(view: &Self::View, lang: Lang) -> &'static str;

    /// A few lines on what may be typed.
    fn help(lang: Lang) -> &'static str;

    /// Lines on the final result.
    fn describe_outcome(outcome: &Outcome, names: &Names) -> String;

    /// Whether these events stopped the game without a winner (Rauswurf's turn limit).
    fn stopped_without_winner(events: &[Self::Event]) -> bool {
        let _ = events;
        false
    }
}

/// What was typed, with a German command word replaced by the command it stands for
/// (`ende` → `end`, `tipp` → `hint`, `zurück` → `undo`, `tauschen 7` → `swap 7` …), in
/// either language; anything else as typed. The commands themselves are the same in
/// every language.
pub fn command_alias(typed: &str) -> String {
    const ALIASES: [(&str, &str); 12] = [
        ("hilfe", "help"),
        ("tipp", "hint"),
        ("zurück", "undo"),
        ("zurueck", "undo"),
        ("speichern", "save"),
        ("beenden", "quit"),
        ("ende", "end"),
        ("mitspielen", "join"),
        ("aussetzen", "sit"),
        ("behalten", "keep"),
        ("tauschen", "swap"),
        ("ja", "y"),
    ];
    let trimmed = typed.trim();
    let (word, rest) = match trimmed.split_once(' ') {
        Some((word, rest)) => (word, Some(rest)),
        None => (trimmed, None),
    };
    let lower = word.to_lowercase();
    match ALIASES.iter().find(|(alias, _)| *alias == lower) {
        Some((_, command)) => match rest {
            Some(rest) => format!("{command} {rest}"),
            None => (*command).to_string(),
        },
        None => trimmed.to_string(),
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

    /// The line client's strings in the language of the lines.
    pub fn line(&self) -> &'static crate::i18n::LineText {
        self.lang.line()
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

#[cfg(test)]
mod tests {
    use spieleabend_core::games::GameId;
    use spieleabend_core::games::elfer_raus::ElferRaus;
    use spieleabend_core::games::juhu22::{self, Juhu22};
    use spieleabend_core::games::registry::OptionError;
    use spieleabend_core::games::seventy_seven::SeventySeven;

    use super::*;

    #[test]
    fn the_command_lines_defaults_set_up_each_games_default_options() {
        let setup = GameSetup::default();
        for &game in GameId::ALL {
            spieleabend_core::with_game!(game, G => {
                let built = <G as TerminalGame>::options(&setup).unwrap();
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
        let options = <ElferRaus as TerminalGame>::options(&setup).unwrap();
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
        let options = <Juhu22 as TerminalGame>::options(&setup).unwrap();
        assert_eq!(options.variant, juhu22::Variant::Pro);
        assert_eq!((options.start_chips, options.ante), (500, 5));
        assert_eq!(options.max_cycles, Some(4));
        assert_eq!(options.direction, juhu22::Direction::CounterClockwise);
        // Without --max-cycles the command line keeps pro's rule: no limit.
        let setup = GameSetup {
            variant: "pro".into(),
            ..GameSetup::default()
        };
        assert_eq!(
            <Juhu22 as TerminalGame>::options(&setup)
                .unwrap()
                .max_cycles,
            None
        );

        let setup = GameSetup {
            start_seat: Some(2),
            ..GameSetup::default()
        };
        let options = <SeventySeven as TerminalGame>::options(&setup).unwrap();
        assert_eq!(options.start_seat, Some(Seat(2)));
    }

    #[test]
    fn a_flag_that_does_not_apply_is_refused_by_name() {
        let setup = GameSetup {
            start_chips: 500,
            ..GameSetup::default()
        };
        assert!(matches!(
            <Juhu22 as TerminalGame>::options(&setup),
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
            <ElferRaus as TerminalGame>::options(&setup),
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
            <ElferRaus as TerminalGame>::options(&setup),
            Err(CommandError::Options(OptionError::OutOfRange {
                key: "match_games",
                ..
            }))
        ));
        // A flag of another game is not this game's concern.
        let setup = GameSetup {
            start_seat: Some(1),
            ..GameSetup::default()
        };
        assert!(<ElferRaus as TerminalGame>::options(&setup).is_ok());
    }
}
