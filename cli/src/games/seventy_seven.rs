//! 77 in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::seventy_seven::{
    Action, Card, Decision, Direction, Event, Options, SeatStatus, SeventySeven, View,
};
use spieleabend_core::{Outcome, Seat, SetupError, ToAct};

use super::{Names, TerminalGame};
use crate::commands::GameSetup;
use crate::i18n::Lang;

impl TerminalGame for SeventySeven {
    fn options(setup: &GameSetup) -> Result<Options, SetupError> {
        Ok(Options {
            players: setup.players,
            start_seat: setup.start_seat.map(Seat),
        })
    }

    fn show_table(view: &View, names: &Names) -> String {
        let mut out = String::new();
        let direction = match view.direction {
            Direction::Clockwise => "clockwise",
            Direction::CounterClockwise => "counter-clockwise",
        };
        let _ = writeln!(
            out,
            "Round {} — total {} — playing {direction}",
            view.round, view.total
        );
        let seats: Vec<String> = (0..view.chips.len())
            .map(|s| {
                let seat = Seat(s as u8);
                let standing = match view.status[s] {
                    SeatStatus::Playing => {
                        format!("{} chips, {} cards", view.chips[s], view.hand_sizes[s])
                    }
                    SeatStatus::Swimming => format!("swimming, {} cards", view.hand_sizes[s]),
                    SeatStatus::Out => "out".into(),
                };
                format!("{} ({standing})", names.of(seat))
            })
            .collect();
        let _ = writeln!(out, "Players: {}", seats.join(", "));
        let top = view
            .discard
            .last()
            .map_or("—".to_string(), |c| c.to_string());
        let _ = writeln!(out, "Discard top: {top}   Draw pile: {}", view.pile_size);
        let hand: Vec<String> = view.hand.iter().map(Card::to_string).collect();
        let _ = write!(out, "Your hand: {}", hand.join(" "));
        if let ToAct::Seat(seat) = view.to_act {
            let _ = write!(out, "\nOn turn: {}", names.of(seat));
            if view.cards_due == 2 {
                let _ = write!(out, " (two cards, {} played)", view.cards_played);
            }
        }
        out
    }

    fn describe_event(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        match names.lang() {
            Lang::En => crate::i18n::en::events::seventy_seven::describe(event, viewer, names),
            Lang::De => crate::i18n::de::events::seventy_seven::describe(event, viewer, names),
        }
    }

    fn describe_action(action: &Action) -> String {
        let Action::Play(card) = action;
        card.to_string()
    }

    fn parse_action(input: &str, legal: &[Action]) -> Result<Action, String> {
        let input = input.trim().to_lowercase();
        let input = input.strip_prefix("play ").unwrap_or(&input).trim();
        let card: Card = input.parse().map_err(|_| {
            format!("\"{input}\" is not a card. Type e.g. 5, -10, 0, x2, reverse, or help.")
        })?;
        let action = Action::Play(card);
        if legal.contains(&action) {
            Ok(action)
        } else if card.is_double() {
            Err("You cannot play x2 now: it is not in your hand, or x2 may not follow x2.".into())
        } else {
            Err(format!("{card} is not in your hand."))
        }
    }

    fn prompt(view: &View) -> &'static str {
        match view.decision {
            Some(Decision::PlayCard) => "Play a card",
            Some(Decision::PlayFirstOfTwo) => "x2! Play the first of two cards (not x2)",
            Some(Decision::PlaySecondOfTwo) => "Play your second card",
            None => "Wait",
        }
    }

    fn help() -> &'static str {
        "Type the card to play: a number (5, -10, 0, 11, 76), x2 or reverse. Each card \
         adds its value to the total; x2 and reverse repeat it. Saying 11, 22, … 66 or 77 \
         and more costs a chip; 77 or more ends the round. Without chips you swim; the \
         next chip owed puts you out. quit leaves the game."
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        let mut seats: Vec<(u8, Seat)> = outcome
            .places
            .iter()
            .enumerate()
            .map(|(s, &p)| (p, Seat(s as u8)))
            .collect();
        seats.sort();
        let ranking: Vec<String> = seats
            .iter()
            .map(|(place, seat)| format!("{place}. {}", names.of(*seat)))
            .collect();
        format!("Final ranking: {}", ranking.join(", "))
    }
}

pub(crate) fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}
