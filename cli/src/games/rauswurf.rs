//! Rauswurf in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::rauswurf::{Action, Card, Decision, Event, Options, Rauswurf, View};
use spieleabend_core::{Outcome, Seat, SetupError, ToAct};

use super::{Names, TerminalGame};
use crate::commands::GameSetup;
use crate::i18n::Lang;

impl TerminalGame for Rauswurf {
    fn options(setup: &GameSetup) -> Result<Options, SetupError> {
        Ok(Options {
            players: setup.players,
            start_seat: setup.start_seat.map(Seat),
        })
    }

    fn show_table(view: &View, names: &Names) -> String {
        let mut out = String::new();
        let fronts: Vec<String> = view
            .fronts
            .iter()
            .enumerate()
            .map(|(s, front)| {
                let card = match front {
                    Some(card) if view.strengths[s] != card.value() => {
                        format!("{card} (worth {})", view.strengths[s])
                    }
                    Some(card) => card.to_string(),
                    None => "—".into(),
                };
                format!(
                    "{} {card} [{} in hand]",
                    names.of(Seat(s as u8)),
                    view.hand_sizes[s]
                )
            })
            .collect();
        let _ = writeln!(out, "In front: {}", fronts.join(" · "));
        let _ = writeln!(
            out,
            "Draw pile: {}   Discards: {}   Turn {}",
            view.pile_size,
            view.discard.len(),
            view.turns
        );
        let hand: Vec<String> = view.hand.iter().map(Card::to_string).collect();
        let _ = write!(out, "Your hand: {}", hand.join(" "));
        if let ToAct::Seat(seat) = view.to_act {
            let _ = write!(out, "\nOn turn: {}", names.of(seat));
        }
        out
    }

    fn describe_event(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        match names.lang() {
            Lang::En => crate::i18n::en::events::rauswurf::describe(event, viewer, names),
            Lang::De => crate::i18n::de::events::rauswurf::describe(event, viewer, names),
        }
    }

    fn describe_action(action: &Action) -> String {
        let Action::Play(card) = action;
        card.to_string()
    }

    fn parse_action(input: &str, legal: &[Action]) -> Result<Action, String> {
        let text = input.trim().to_lowercase();
        let text = text.strip_prefix("play ").unwrap_or(&text);
        let card: Card = text
            .parse()
            .map_err(|_| format!("\"{text}\" is not a card. Type a number 2-20, or help."))?;
        let action = Action::Play(card);
        if legal.contains(&action) {
            Ok(action)
        } else {
            Err(format!("You have no {card} in your hand."))
        }
    }

    fn prompt(view: &View) -> &'static str {
        match view.decision {
            Some(Decision::PlayCard) => "Lay a card",
            None => "Wait",
        }
    }

    fn help() -> &'static str {
        "Type a card value to lay it in front of you. A higher card throws out weaker cards in \
         front of others (they draw a replacement); equal values join and add up. Your card \
         is discarded at the start of your next turn, with all cards of the same value. No \
         hand cards and no card in front: you win. quit leaves the game."
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
            .map(|(place, score, seat)| format!("{place}. {} ({} cards)", names.of(*seat), -score))
            .collect();
        format!("Final ranking: {}", ranking.join(", "))
    }

    fn stopped_without_winner(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::TurnLimitReached { .. }))
    }
}
