//! 22Juhu in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::juhu22::cards::Kind;
use spieleabend_core::games::juhu22::{
    Action, Card, CardSet, Decision, Event, Juhu22, Part, RoundKind, Variant, View,
};
use spieleabend_core::{Outcome, Seat, ToAct};

use spieleabend_app::texts::EventRef;

use super::{Names, Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for Juhu22 {
    fn show_table(view: &View, names: &Names) -> String {
        let line = names.line();
        let text = names.lang().text();
        let mut out = String::new();
        let round = match view.round {
            RoundKind::Basic => String::new(),
            RoundKind::Mandatory => format!(" ({})", text.round_kinds[1]),
            RoundKind::Point => format!(" ({})", text.round_kinds[2]),
            RoundKind::Payout => format!(" ({})", text.round_kinds[3]),
        };
        let _ = writeln!(
            out,
            "{}",
            (line.juhu_hand_header)(
                view.hand_number,
                &round,
                &names.of(view.dealer),
                view.stack_size.into()
            )
        );
        let seats = 0..view.points.len();
        let standing: Vec<String> = seats
            .clone()
            .map(|s| {
                let seat = Seat(s as u8);
                let score = if view.options.variant == Variant::Pro {
                    (line.juhu_chips)(view.chips[s])
                } else {
                    (line.juhu_points)(view.points[s])
                };
                let part = match view.taking_part[s] {
                    Part::Undecided => format!(", {}", text.deciding),
                    Part::Joined => String::new(),
                    Part::SatOut => format!(", {}", text.sits_out),
                    Part::Out if view.in_game[s] => String::new(),
                    Part::Out => format!(", {}", text.out),
                };
                (line.juhu_standing)(&names.of(seat), &score, view.tricks_won[s].into(), &part)
            })
            .collect();
        let _ = writeln!(out, "{}", standing.join(" · "));
        if view.options.variant == Variant::Pro {
            let _ = writeln!(out, "{}", (line.juhu_pot)(view.pot));
        }
        if !view.trick.is_empty() {
            let plays: Vec<String> = view
                .trick
                .iter()
                .map(|p| format!("{} {}", names.of(p.seat), short(p.card)))
                .collect();
            let _ = writeln!(
                out,
                "{}",
                (line.juhu_trick)(view.trick_number.into(), &plays.join(", "))
            );
        }
        let hand: Vec<String> = view.hand.iter().map(|c| short(*c)).collect();
        let _ = write!(out, "{}", (line.your_hand)(&hand.join(" ")));
        if view.juhu_duty {
            let _ = write!(out, "  ({})", text.juhu_duty);
        }
        if let ToAct::Seat(seat) = view.to_act {
            let on_turn =
                super::words::with_name(names.lang(), super::words::ON_TURN, &names.of(seat));
            let _ = write!(out, "\n{on_turn}");
        }
        out
    }

    fn event_ref(event: &Event) -> EventRef<'_> {
        event.into()
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

    fn parse_action(input: &str, legal: &[Action], lang: Lang) -> Result<Action, Refusal<Action>> {
        let line = lang.line();
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
                        .map_err(|_| Refusal::NotUnderstood((line.juhu_not_a_card)(word)))?;
                    cards.insert(card);
                }
                Action::Exchange(cards)
            }
            text => Action::Play(
                text.parse::<Card>()
                    .map_err(|_| Refusal::NotUnderstood((line.juhu_not_a_command)(text)))?,
            ),
        };
        if legal.contains(&action) {
            return Ok(action);
        }
        let fallback = match action {
            Action::Join | Action::SitOut => line.juhu_not_time_to_join.into(),
            Action::Exchange(_) => line.juhu_cannot_swap.into(),
            Action::Play(card) => (line.juhu_may_not_play)(&short(card)),
        };
        Err(Refusal::NotNow { action, fallback })
    }

    fn prompt(view: &View, lang: Lang) -> &'static str {
        let line = lang.line();
        match view.decision {
            Some(Decision::JoinOrSitOut) => line.juhu_join_or_sit,
            Some(Decision::Exchange) => line.juhu_swap_or_keep,
            Some(Decision::Lead) => line.juhu_lead,
            Some(Decision::Follow) => line.juhu_follow,
            None => line.wait,
        }
    }

    fn help(lang: Lang) -> &'static str {
        lang.line().juhu_help
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        let entries: Vec<(u8, String, String)> = outcome
            .places
            .iter()
            .zip(&outcome.scores)
            .enumerate()
            .map(|(s, (&place, score))| (place, names.of(Seat(s as u8)), score.to_string()))
            .collect();
        super::words::ranking(names.lang(), &entries)
    }
}

/// A card the short way, as typed: `17`, `22juhu`, `b0/4`.
pub(crate) fn short(card: Card) -> String {
    match card.kind() {
        Kind::Zero { colour, rings } => format!("{}0/{rings}", &colour.name()[..1]),
        Kind::Number(_) => card.to_string(),
    }
}
