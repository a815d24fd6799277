//! 22Juhu in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::juhu22::cards::Kind;
use spieleabend_core::games::juhu22::{
    Action, Card, CardSet, Decision, Direction, Event, Juhu22, Options, Part, RoundKind, Variant,
    View,
};
use spieleabend_core::{Game, Outcome, Seat, SetupError, ToAct};

use super::{Names, TerminalGame};
use crate::commands::GameSetup;
use crate::i18n::Lang;

impl TerminalGame for Juhu22 {
    fn options(setup: &GameSetup) -> Result<Options, SetupError> {
        let mut options = Options {
            players: setup.players,
            direction: if setup.counter_clockwise {
                Direction::CounterClockwise
            } else {
                Direction::Clockwise
            },
            games_per_player: setup.games_per_player,
            four_of_a_colour_bonus: setup.colour_bonus,
            dealer_misdeal_penalty: setup.misdeal_penalty,
            start_chips: setup.start_chips,
            ante: setup.ante,
            max_cycles: setup.max_cycles,
            ..Options::default()
        };
        Juhu22::select_variant(&mut options, &setup.variant)?;
        Ok(options)
    }

    fn show_table(view: &View, names: &Names) -> String {
        let mut out = String::new();
        let round = match view.round {
            RoundKind::Basic => "",
            RoundKind::Mandatory => " (mandatory round)",
            RoundKind::Point => " (point round)",
            RoundKind::Payout => " (payout round)",
        };
        let _ = writeln!(
            out,
            "Hand {}{round} — {} dealt — stack {}",
            view.hand_number,
            names.of(view.dealer),
            view.stack_size
        );
        let seats = 0..view.points.len();
        let standing: Vec<String> = seats
            .clone()
            .map(|s| {
                let seat = Seat(s as u8);
                let score = if view.options.variant == Variant::Pro {
                    format!("{} chips", view.chips[s])
                } else {
                    format!("{} points", view.points[s])
                };
                let part = match view.taking_part[s] {
                    Part::Undecided => ", deciding",
                    Part::Joined => "",
                    Part::SatOut => ", sits out",
                    Part::Out if view.in_game[s] => "",
                    Part::Out => ", out",
                };
                format!(
                    "{} {score}, {} tricks{part}",
                    names.of(seat),
                    view.tricks_won[s]
                )
            })
            .collect();
        let _ = writeln!(out, "{}", standing.join(" · "));
        if view.options.variant == Variant::Pro {
            let _ = writeln!(out, "Pot: {}", view.pot);
        }
        if !view.trick.is_empty() {
            let plays: Vec<String> = view
                .trick
                .iter()
                .map(|p| format!("{} {}", names.of(p.seat), short(p.card)))
                .collect();
            let _ = writeln!(out, "Trick {}: {}", view.trick_number, plays.join(", "));
        }
        let hand: Vec<String> = view.hand.iter().map(|c| short(*c)).collect();
        let _ = write!(out, "Your hand: {}", hand.join(" "));
        if view.juhu_duty {
            let _ = write!(out, "  (22Juhu must be played at the first chance)");
        }
        if let ToAct::Seat(seat) = view.to_act {
            let _ = write!(out, "\nOn turn: {}", names.of(seat));
        }
        out
    }

    fn describe_event(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        match names.lang() {
            Lang::En => crate::i18n::en::events::juhu22::describe(event, viewer, names),
            Lang::De => crate::i18n::de::events::juhu22::describe(event, viewer, names),
        }
    }

    fn describe_action(action: &Action) -> String {
        match action {
            Action::Join => "join".into(),
            Action::SitOut => "sit".into(),
            Action::Exchange(cards) if cards.is_empty() => "keep".into(),
            Action::Exchange(cards) => {
                let listed: Vec<String> = cards.iter().map(short).collect();
                format!("swap {}", listed.join(" "))
            }
            Action::Play(card) => short(*card),
        }
    }

    fn parse_action(input: &str, legal: &[Action]) -> Result<Action, String> {
        let input = input.trim().to_lowercase();
        let action = match input.as_str() {
            "join" | "j" | "yes" | "y" => Action::Join,
            "sit" | "sit out" | "s" | "no" | "n" => Action::SitOut,
            "keep" | "none" | "swap" | "swap none" => Action::Exchange(CardSet::EMPTY),
            text if text.starts_with("swap ") => {
                let mut cards = CardSet::EMPTY;
                for word in text["swap ".len()..]
                    .split([' ', ','])
                    .filter(|w| !w.is_empty())
                {
                    let card: Card = word
                        .parse()
                        .map_err(|_| format!("\"{word}\" is not a card."))?;
                    cards.insert(card);
                }
                Action::Exchange(cards)
            }
            text => Action::Play(text.parse::<Card>().map_err(|_| {
                format!("\"{text}\" is not a card or command. Type help for help.")
            })?),
        };
        if legal.contains(&action) {
            return Ok(action);
        }
        Err(match action {
            Action::Join | Action::SitOut => "It is not time to join or sit out.".into(),
            Action::Exchange(_) => {
                "You cannot swap that now (only cards from your hand, when it is your turn to swap)."
                    .into()
            }
            Action::Play(card) => format!("You may not play {} now.", short(card)),
        })
    }

    fn prompt(view: &View) -> &'static str {
        match view.decision {
            Some(Decision::JoinOrSitOut) => "Join or sit out?",
            Some(Decision::Exchange) => "Swap cards (swap 7 b0/1 …) or keep",
            Some(Decision::Lead) => "Lead a card",
            Some(Decision::Follow) => "Play a card",
            None => "Wait",
        }
    }

    fn help() -> &'static str {
        "Cards: numbers 1-21, 22juhu, zero cards as colour letter + 0/rings: b0/4 is the blue \
         zero with four rings. join or sit decides whether you play a hand; swap 7 b0/1 swaps \
         those cards for new ones, keep swaps none; then type a card to play it. Follow the \
         led zero colour if you can; on a number play a higher number if you can. quit leaves."
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
            .map(|(place, score, seat)| format!("{place}. {} ({score})", names.of(*seat)))
            .collect();
        format!("Final ranking: {}", ranking.join(", "))
    }
}

/// A card the short way, as typed: `17`, `22juhu`, `b0/4`.
pub(crate) fn short(card: Card) -> String {
    match card.kind() {
        Kind::Zero { colour, rings } => format!("{}0/{rings}", &colour.name()[..1]),
        Kind::Number(_) => card.to_string(),
    }
}
