//! Elfer raus in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::elfer_raus::rows::Row;
use spieleabend_core::games::elfer_raus::{
    Action, Card, Colour, Decision, ElferRaus, Event, Options, View,
};
use spieleabend_core::{Outcome, Seat, SetupError, ToAct};

use super::{Names, TerminalGame};
use crate::commands::GameSetup;
use crate::i18n::Lang;

impl TerminalGame for ElferRaus {
    fn options(setup: &GameSetup) -> Result<Options, SetupError> {
        Ok(Options {
            players: setup.players,
            two_player_three_colours: setup.three_colours,
            match_games: setup.match_games,
        })
    }

    fn show_table(view: &View, names: &Names) -> String {
        let mut out = String::new();
        if view.options.match_games > 1 {
            let _ = writeln!(
                out,
                "Game {} of {} — penalty points so far: {}",
                view.game,
                view.options.match_games,
                seat_list(&view.penalty_totals, names)
            );
        }
        let _ = writeln!(out, "Rows:");
        for colour in Colour::ALL {
            if view.options.two_player_three_colours && colour == Colour::Blue {
                continue;
            }
            let row = match view.rows.row(colour) {
                None => "—".to_string(),
                Some(Row { low, high }) if low == high => format!("{low}"),
                Some(Row { low, high }) => format!("{low} … {high}"),
            };
            let _ = writeln!(out, "  {:<7} {row}", colour.name());
        }
        let _ = writeln!(
            out,
            "Cards in hand: {}   Draw pile: {}",
            seat_list(&view.hand_sizes, names),
            view.pile_size
        );
        let hand: Vec<String> = view.hand.iter().map(short).collect();
        let _ = write!(out, "Your hand ({}): {}", view.hand.len(), hand.join(" "));
        if let ToAct::Seat(seat) = view.to_act {
            let _ = write!(out, "\nOn turn: {}", names.of(seat));
        }
        out
    }

    fn describe_event(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        match names.lang() {
            Lang::En => crate::i18n::en::events::elfer_raus::describe(event, viewer, names),
            Lang::De => crate::i18n::de::events::elfer_raus::describe(event, viewer, names),
        }
    }

    fn describe_action(action: &Action) -> String {
        match action {
            Action::Lay(card) => short(card),
            Action::EndTurn => "end".into(),
        }
    }

    fn parse_action(input: &str, legal: &[Action]) -> Result<Action, String> {
        let input = input.trim().to_lowercase();
        let input = input.strip_prefix("lay ").unwrap_or(&input).trim();
        if matches!(input, "end" | "e" | "end turn" | "done") {
            return if legal.contains(&Action::EndTurn) {
                Ok(Action::EndTurn)
            } else {
                Err("You must lay at least one card before ending your turn.".into())
            };
        }
        let card: Card = input.parse().map_err(|_| {
            format!(
                "\"{input}\" is not a card or command. Type e.g. r12, \"blue 10\", end or help."
            )
        })?;
        let action = Action::Lay(card);
        if legal.contains(&action) {
            Ok(action)
        } else {
            Err(format!("{card} cannot be laid now."))
        }
    }

    fn prompt(view: &View) -> &'static str {
        match view.decision {
            Some(Decision::LayCard) => "Lay a card",
            Some(Decision::LayOrEndTurn) => "Lay another card or type end",
            None => "Wait",
        }
    }

    fn help() -> &'static str {
        "Type a card to lay it: r12, y9, g11, b10 (or \"red 12\"). Type end to end your \
         turn after laying at least one card. When no card fits you draw automatically. \
         quit leaves the game."
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        let winners: Vec<String> = outcome.winners().into_iter().map(|s| names.of(s)).collect();
        let scores: Vec<u32> = outcome.scores.iter().map(|&s| s.max(0) as u32).collect();
        format!(
            "Winner: {}. Penalty points: {}",
            winners.join(" and "),
            seat_list(&scores, names)
        )
    }
}

/// A card the short way, as typed: `r12`.
pub(crate) fn short(card: &Card) -> String {
    let letter = &card.colour().name()[..1];
    format!("{letter}{}", card.value())
}

pub(crate) fn seat_list<T: std::fmt::Display>(values: &[T], names: &Names) -> String {
    values
        .iter()
        .enumerate()
        .map(|(seat, v)| format!("{} {v}", names.of(Seat(seat as u8))))
        .collect::<Vec<_>>()
        .join(", ")
}
