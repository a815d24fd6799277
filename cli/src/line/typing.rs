//! Moves as typed, read against the app core's decision in each game's notation
//! (`crate::notation`): the moves to list in the prompt, how each hand card is typed,
//! the hint as it would be typed, what was typed as a move, and a joined seat's bot's
//! move.

use spieleabend_app::table::{AnyDecision, AnyMove, TypedGame};
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::GameId;

use super::seat_bot::SeatBot;
use crate::i18n::Lang;
use crate::notation::{Refusal, TerminalGame};

/// Prompts list the legal moves when there are at most this many (longer lists, e.g.
/// every way to swap cards, are left to the help text).
const MAX_LISTED_CHOICES: usize = 12;

/// What was typed, read as a move.
#[derive(Debug)]
pub enum Reading {
    /// One of the legal moves.
    Move(AnyMove),
    /// A move of the game the rules do not allow now: the app core says why;
    /// `fallback` says it where the core does not.
    NotNow(AnyMove, String),
    /// Not a move: what to say.
    NotUnderstood(String),
}

/// What the terminal knows of a decision in its notation.
pub struct Typing {
    /// The legal moves as typed, when few enough to list.
    pub choices: Option<Vec<String>>,
    /// Each hand card as typed, in the hand's order.
    pub hand: Vec<String>,
    /// The hint as typed, once found.
    pub hint: Option<String>,
}

/// The decision in the terminal's notation.
pub fn typing(game: GameId, decision: &AnyDecision) -> Typing {
    spieleabend_core::with_game!(game, G => typing_of::<G>(decision))
}

fn typing_of<G: TerminalGame + TypedGame>(decision: &AnyDecision) -> Typing {
    let Some(d) = G::decision(decision.clone()) else {
        return Typing {
            choices: None,
            hand: Vec::new(),
            hint: None,
        };
    };
    Typing {
        choices: (d.legal.len() <= MAX_LISTED_CHOICES)
            .then(|| d.legal.iter().map(G::describe_action).collect()),
        hand: G::hand(&d.view),
        hint: d.hint.as_ref().map(G::describe_action),
    }
}

/// Reads `typed` (German command words already turned into the commands) as a move of
/// the decision, in `lang`.
pub fn read(game: GameId, decision: AnyDecision, typed: &str, lang: Lang) -> Reading {
    spieleabend_core::with_game!(game, G => read_as::<G>(decision, typed, lang))
}

fn read_as<G: TerminalGame + TypedGame>(decision: AnyDecision, typed: &str, lang: Lang) -> Reading {
    let Some(d) = G::decision(decision) else {
        return Reading::NotUnderstood(String::new());
    };
    match G::parse_action(typed, &d.legal, lang) {
        Ok(action) => Reading::Move(G::typed(action)),
        Err(Refusal::NotNow { action, fallback }) => Reading::NotNow(G::typed(action), fallback),
        Err(Refusal::NotUnderstood(message)) => Reading::NotUnderstood(message),
    }
}

/// The bot's move for the decision, with the move as typed.
pub fn bot_move(game: GameId, decision: AnyDecision, bot: &SeatBot) -> Option<(AnyMove, String)> {
    spieleabend_core::with_game!(game, G => bot_move_of::<G>(decision, bot))
}

fn bot_move_of<G: TerminalGame + TypedGame + TableGame>(
    decision: AnyDecision,
    bot: &SeatBot,
) -> Option<(AnyMove, String)> {
    let d = G::decision(decision)?;
    let action = bot.choose(&d)?;
    Some((G::typed(action), G::describe_action(&action)))
}

/// How the game's moves are typed, in `lang`.
pub fn help(game: GameId, lang: Lang) -> &'static str {
    spieleabend_core::with_game!(game, G => G::help(lang))
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

/// Whether an answer to a yes/no question is yes (`y`, `yes`, `j`, `ja`).
pub fn is_yes(answer: &str) -> bool {
    matches!(answer.to_lowercase().as_str(), "y" | "yes" | "j" | "ja")
}
