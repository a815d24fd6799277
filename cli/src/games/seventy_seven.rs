//! 77 in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::seventy_seven::{
    Action, Card, ChipReason, Decision, Direction, Event, Options, SeatStatus, SeventySeven, View,
};
use spieleabend_core::{Outcome, Seat, SetupError, ToAct};

use super::{Names, TerminalGame};
use crate::commands::GameSetup;

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
        Some(match event {
            Event::RoundDealt {
                round,
                start,
                hands,
                ..
            } => {
                let own = hands
                    .get(viewer.index())
                    .cloned()
                    .flatten()
                    .unwrap_or_default();
                let cards: Vec<String> = sorted(own).iter().map(Card::to_string).collect();
                format!(
                    "Round {round} dealt; {}.{}",
                    names.with_verb(*start, "start", "starts"),
                    if cards.is_empty() {
                        String::new()
                    } else {
                        format!(" Your cards: {}", cards.join(" "))
                    }
                )
            }
            Event::CardPlayed { seat, card, total } => {
                format!(
                    "{} {card}: \"{total}\"",
                    names.with_verb(*seat, "play", "plays")
                )
            }
            Event::DirectionReversed { direction } => match direction {
                Direction::Clockwise => "Play now goes clockwise.".into(),
                Direction::CounterClockwise => "Play now goes counter-clockwise.".into(),
            },
            Event::ChipGiven {
                seat,
                reason,
                chips_left,
            } => {
                let why = match reason {
                    ChipReason::Schnapszahl => "Schnapszahl",
                    ChipReason::SeventySevenOrMore => "77 or more",
                };
                format!(
                    "{} a chip ({why}); {chips_left} left.",
                    names.with_verb(*seat, "give", "gives")
                )
            }
            Event::Swimming { seat } => format!(
                "{} no chips left and {}.",
                names.with_verb(*seat, "have", "has"),
                if names.of(*seat) == "You" {
                    "swim"
                } else {
                    "swims"
                }
            ),
            Event::PlayerOut { seat, hand } => {
                let cards: Vec<String> = hand.iter().map(Card::to_string).collect();
                format!(
                    "{} out! Cards to the discard pile: {}",
                    names.with_verb(*seat, "are", "is"),
                    cards.join(" ")
                )
            }
            Event::DoubleDue { seat } => {
                format!("{} play two cards.", names.with_verb(*seat, "must", "must"))
            }
            Event::SecondCardDue { .. } => return None,
            Event::CardDrawn { seat, card } => match card {
                Some(card) if *seat == viewer => format!("You draw {card}."),
                _ => return None,
            },
            Event::Reshuffled { cards } => format!(
                "The draw pile is empty: {} discards are shuffled into a new one.",
                cards.len()
            ),
            Event::TurnEnded { .. } => return None,
            Event::RoundOver { round, seat, total } => {
                format!("Round {round} over: {} said {total}.", names.of(*seat))
            }
            Event::GameOver { winner, .. } => {
                format!(
                    "Game over: {} the last one in!",
                    names.with_verb(*winner, "are", "is")
                )
            }
        })
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

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}
