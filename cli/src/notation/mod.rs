//! Per game: how the line client's player types it — cards and moves (`r12`,
//! `swap 7 b0/1`, `joker 3`), read back against the legal moves with a word on what
//! does not fit, and the help on typing. Everything else the terminal shows is the app
//! core's (`spieleabend_app`).

pub mod elfer_raus;
pub mod help_game;
pub mod juhu22;
pub mod rauswurf;
pub mod seventy_seven;
pub mod words;

use spieleabend_core::Game;
use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::Registered;

use crate::i18n::Lang;

/// How the terminal writes and reads a game's moves, beyond the core's [`Game`] trait.
pub trait TerminalGame: Game + Registered {
    /// How each card of `view`'s hand is typed, in the hand's order.
    fn hand(view: &Self::View) -> Vec<String>;

    /// How a legal action is written, as the player would type it.
    fn describe_action(action: &Self::Action) -> String;

    /// Reads what the player typed as one of the legal actions, or says in `lang` what
    /// is wrong. German command words are already turned into the commands.
    fn parse_action(
        input: &str,
        legal: &[Self::Action],
        lang: Lang,
    ) -> Result<Self::Action, Refusal<Self::Action>>;

    /// A few lines on what may be typed.
    fn help(lang: Lang) -> &'static str;

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
