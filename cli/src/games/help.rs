//! Help! in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::help::{
    Action, Card, Decision, Direction, Event, Help, HelpStage, NoCard, Options, View,
};
use spieleabend_core::{Outcome, Seat, SetupError, ToAct};

use super::{Names, TerminalGame};
use crate::commands::GameSetup;
use crate::i18n::Lang;

impl TerminalGame for Help {
    fn options(setup: &GameSetup) -> Result<Options, SetupError> {
        Ok(Options {
            players: setup.players,
        })
    }

    fn show_table(view: &View, names: &Names) -> String {
        let mut out = String::new();
        let direction = match view.direction {
            Direction::Clockwise => "clockwise",
            Direction::CounterClockwise => "counter-clockwise",
        };
        let _ = writeln!(out, "Round {} — playing {direction}", view.round);
        let row: Vec<String> = view
            .row
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if p.card == Card::JOKER {
                    format!("{}:joker={}", i + 1, p.value)
                } else {
                    format!("{}:{}", i + 1, p.value)
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "Row: {}",
            if row.is_empty() {
                "(empty)".into()
            } else {
                row.join("  ")
            }
        );
        let seats: Vec<String> = (0..view.players as usize)
            .map(|s| {
                let no = match view.no_cards[s] {
                    NoCard::None => "",
                    NoCard::Laid | NoCard::Skipped => ", No! in front",
                };
                format!(
                    "{} {} pts, {} cards{no}",
                    names.of(Seat(s as u8)),
                    view.points[s],
                    view.hand_sizes[s]
                )
            })
            .collect();
        let _ = writeln!(out, "{}", seats.join(" · "));
        let _ = writeln!(
            out,
            "Draw pile: {}   Discards: {}",
            view.pile_size,
            view.discard.len()
        );
        let hand: Vec<String> = view.hand.iter().map(Card::to_string).collect();
        let _ = write!(out, "Your hand: {}", hand.join(" "));
        if let Some(card) = view.received {
            let _ = write!(out, "   (passed in help: {card})");
        }
        if let ToAct::Seat(seat) = view.to_act {
            let _ = write!(out, "\nOn turn: {}", names.of(seat));
        }
        out
    }

    fn describe_event(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        match names.lang() {
            Lang::En => crate::i18n::en::events::help::describe(event, viewer, names),
            Lang::De => crate::i18n::de::events::help::describe(event, viewer, names),
        }
    }

    fn describe_action(action: &Action) -> String {
        match action {
            Action::Lay(card) => card.to_string(),
            Action::Joker(at) => format!("joker {}", at + 1),
            Action::Switch { take, put } => format!("switch {} {put}", take + 1),
            Action::Zap => "zap".into(),
            Action::No => "no".into(),
            Action::Pass(card) => format!("pass {card}"),
            Action::Give(card) => format!("give {card}"),
        }
    }

    fn parse_action(input: &str, legal: &[Action]) -> Result<Action, String> {
        let typed = input
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase();
        let typed = typed.trim_end_matches('!');
        let exact = legal.iter().find(|a| Self::describe_action(a) == typed);
        // Short forms: a bare card when passing or giving back; a bare "joker" or
        // "switch" when there is only one way to play it.
        let short = || {
            let mut fitting = legal.iter().filter(|a| {
                let text = Self::describe_action(a);
                text.strip_prefix("pass ").or(text.strip_prefix("give ")) == Some(typed)
                    || text.split(' ').next() == Some(typed)
            });
            match (fitting.next(), fitting.next()) {
                (Some(one), None) => Some(one),
                _ => None,
            }
        };
        match exact.or_else(short) {
            Some(action) => Ok(*action),
            None => Err(format!(
                "\"{typed}\" is not a card or move you can play now. Type help for help."
            )),
        }
    }

    fn prompt(view: &View) -> &'static str {
        match (view.decision, view.help.map(|h| h.stage)) {
            (Some(Decision::Play), _) => "Play a card",
            (Some(Decision::PassHelp), _) => "Help! Pass a card the asker can play",
            (Some(Decision::GiveBack), _) => "Give the helper one card back",
            (Some(Decision::PlayReceived), _) => "Play the card you received",
            (None, Some(HelpStage::Passing)) => "Wait for help",
            (None, _) => "Wait",
        }
    }

    fn help() -> &'static str {
        "Numbers go at the end of the row and must be higher than its last card. joker N puts \
         a joker at position N (it is one more than the card before it); switch N 7 swaps the \
         card at position N for your 7; zap removes the last card; no lays a No! in front of \
         you (you miss your next turn, nobody can ask you for help). The sixth card clears the \
         row. If you cannot play you ask the player before you for help; if nobody can help, \
         everybody else scores. 3 points win. quit leaves the game."
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        let mut seats: Vec<(u8, i32, Seat)> = outcome
            .places
            .iter()
            .zip(&outcome.scores)
            .enumerate()
            .map(|(s, (&p, &score))| (p, score, Seat(s as u8)))
            .collect();
        seats.sort();
        let ranking: Vec<String> = seats
            .iter()
            .map(|(place, score, seat)| format!("{place}. {} ({score} points)", names.of(*seat)))
            .collect();
        format!("Final ranking: {}", ranking.join(", "))
    }
}
