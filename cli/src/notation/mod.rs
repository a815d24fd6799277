//! Per game: how the terminal writes it and reads it — cards and moves as typed
//! (`r12`, `swap 7 b0/1`, `joker 3`), the table as lines, the prompts. The sentences
//! about the game (events, seat names, why a move is refused) come from the app core's
//! catalogue (`spieleabend_app::texts`) through [`Names`].

pub mod elfer_raus;
pub mod help_game;
pub mod juhu22;
pub mod rauswurf;
pub mod seventy_seven;
pub mod words;

use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::Registered;
use spieleabend_core::{Game, Outcome, Seat};

use crate::i18n::Lang;
use spieleabend_app::texts::{EventReader, EventRef, SeatNames};

/// What the terminal needs from a game beyond the core's [`Game`] trait.
pub trait TerminalGame: Game + Registered {
    /// The table as `view`'s seat sees it, several lines.
    fn show_table(view: &Self::View, names: &Names) -> String;

    /// One line for an event, read by `reader`, which has followed every event of the
    /// game before it (a Rauswurf opponent's hidden draw then tells a card drawn from
    /// empty piles).
    fn read_event(
        reader: &mut EventReader,
        event: &Self::Event,
        viewer: Seat,
        names: &Names,
    ) -> Option<String> {
        let texts = names.lang().texts();
        reader.line(texts, Self::event_ref(event), viewer, names.seats())
    }

    /// The event as the app core's catalogue takes it.
    fn event_ref(event: &Self::Event) -> EventRef<'_>;

    /// How a legal action is written, as the player would type it.
    fn describe_action(action: &Self::Action) -> String;

    /// Reads what the player typed as one of the legal actions, or says in `lang` what
    /// is wrong. German aliases are already turned into the commands
    /// ([`command_alias`](crate::line::command_alias)).
    fn parse_action(
        input: &str,
        legal: &[Self::Action],
        lang: Lang,
    ) -> Result<Self::Action, Refusal<Self::Action>>;

    /// What the seat on turn is asked to do, e.g. "Lay a card".
    fn prompt(view: &Self::View, lang: Lang) -> String;

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

/// Why what was typed is not a move now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal<A> {
    /// Not a move or command of this game: what to say.
    NotUnderstood(String),
    /// A move of this game that the rules do not allow now. Whoever holds the game
    /// asks the rules why; `fallback` says it where only a view is at hand.
    NotNow { action: A, fallback: String },
}

/// Seat names as shown in the terminal: "You" ("Du") for the human reading, the seat's
/// name (or "Bot 1" …) for the others; and the language the lines are written in.
pub struct Names {
    seats: SeatNames,
    lang: Lang,
}

impl Names {
    /// Names from a table's seats, read by `viewer`, for lines in `lang`.
    pub fn in_lang(names: Vec<String>, viewer: Option<Seat>, lang: Lang) -> Names {
        Names {
            seats: SeatNames::new(names, viewer),
            lang,
        }
    }

    /// The language of the lines.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The seat's name, e.g. "You", "Anna" or "Bot 2".
    pub fn of(&self, seat: Seat) -> String {
        self.lang.texts().seat_name(seat, &self.seats)
    }

    /// The names as the app core's catalogue takes them.
    pub fn seats(&self) -> &SeatNames {
        &self.seats
    }

    /// The app core's catalogue in the language of the lines.
    pub fn texts(&self) -> &'static spieleabend_app::texts::Texts {
        self.lang.texts()
    }
}

/// The game's name on the command line, as the docs write it: the display name in
/// lower case, spaces as hyphens, other signs left out (`elfer-raus`, `77`, `22juhu`,
/// `rauswurf`, `help`). [`GameId::parse`] reads it back.
pub fn command_name(game: GameId) -> String {
    game.name()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The games as the command line names them, for an error listing them.
pub(crate) fn known_games() -> String {
    GameId::ALL
        .iter()
        .map(|&game| command_name(game))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A game's name as players read it ("Elfer raus!", "22Juhu"), from its id in files
/// and on the wire (`elfer_raus`, `juhu22`); an id this version does not know stays as
/// it came.
pub fn game_name(id: &str) -> String {
    GameId::parse(id).map_or_else(|| id.to_string(), |game| game.name().to_string())
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use spieleabend_core::Seat;
    use spieleabend_core::games::elfer_raus::ElferRaus;
    use spieleabend_core::games::help_game::Help;
    use spieleabend_core::games::juhu22::Juhu22;
    use spieleabend_core::games::rauswurf::Rauswurf;
    use spieleabend_core::games::seventy_seven::SeventySeven;

    use super::{Names, TerminalGame};
    use crate::i18n::Lang;

    /// Every event of a few random games, as seat 0 reads it, in `lang`.
    fn lines<G: TerminalGame>(lang: Lang) -> Vec<String> {
        let mut lines = Vec::new();
        let names: Vec<String> = ["Anna", "Ben", "Cleo", "Dora"].map(String::from).into();
        let reader = Names::in_lang(names, Some(Seat(0)), lang);
        for seed in 0..4 {
            let options = G::Options::default();
            let (mut game, mut events) = G::new(&options, seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut events_read = spieleabend_app::texts::EventReader::new();
            loop {
                for event in &events {
                    if let Some(seen) = G::redact(event, Seat(0)) {
                        lines.extend(G::read_event(&mut events_read, &seen, Seat(0), &reader));
                    }
                }
                let Some(seat) = game.to_act().seat() else {
                    break;
                };
                let legal = game.legal_actions(seat);
                let action = legal[rng.random_range(0..legal.len())];
                events = game.apply(seat, action).unwrap();
            }
        }
        lines
    }

    fn check<G: TerminalGame>() {
        let german = lines::<G>(Lang::De);
        assert!(german.len() > 20, "{}", G::ID);
        for line in &german {
            for english in ["You ", " lays", " plays", " the ", "Your cards", " draws"] {
                assert!(!line.contains(english), "{}: {line:?}", G::ID);
            }
        }
        assert!(
            german
                .iter()
                .any(|l| l.starts_with("Du ") || l.contains("Deine Karten"))
        );
        let english = lines::<G>(Lang::En);
        assert_eq!(english.len(), german.len(), "{}", G::ID);
        assert!(english.iter().all(|l| !l.contains("Du ")), "{}", G::ID);
    }

    #[test]
    fn every_event_has_a_german_line_without_english_in_it() {
        check::<ElferRaus>();
        check::<SeventySeven>();
        check::<Juhu22>();
        check::<Rauswurf>();
        check::<Help>();
    }
}
