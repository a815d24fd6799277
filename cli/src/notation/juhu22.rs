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
        let texts = names.texts();
        let mut out = String::new();
        let kind = match view.round {
            RoundKind::Basic => "basic",
            RoundKind::Mandatory => "mandatory",
            RoundKind::Point => "point",
            RoundKind::Payout => "payout",
        };
        let _ = writeln!(
            out,
            "{}",
            texts.get(
                "line-juhu-hand-header",
                &[
                    ("hand", view.hand_number.into()),
                    ("kind", kind.into()),
                    ("dealer", names.of(view.dealer).into()),
                    ("stack", view.stack_size.into()),
                ]
            )
        );
        let seats = 0..view.points.len();
        let standing: Vec<String> = seats
            .clone()
            .map(|s| {
                let seat = Seat(s as u8);
                let score = if view.options.variant == Variant::Pro {
                    texts.get("line-juhu-chips", &[("chips", view.chips[s].into())])
                } else {
                    texts.get("line-juhu-points", &[("points", view.points[s].into())])
                };
                let note = |id| format!(", {}", texts.get(id, &[]));
                let part = match view.taking_part[s] {
                    Part::Undecided => note(super::words::NOTE_DECIDING),
                    Part::Joined => String::new(),
                    Part::SatOut => note(super::words::NOTE_SITS_OUT),
                    Part::Out if view.in_game[s] => String::new(),
                    Part::Out => note(super::words::NOTE_OUT),
                };
                texts.get(
                    "line-juhu-standing",
                    &[
                        ("name", names.of(seat).into()),
                        ("score", score.into()),
                        ("tricks", view.tricks_won[s].into()),
                        ("part", part.into()),
                    ],
                )
            })
            .collect();
        let _ = writeln!(out, "{}", standing.join(" · "));
        if view.options.variant == Variant::Pro {
            let _ = writeln!(
                out,
                "{}",
                texts.get("line-juhu-pot", &[("pot", view.pot.into())])
            );
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
                texts.get(
                    "line-juhu-trick",
                    &[
                        ("number", view.trick_number.into()),
                        ("plays", plays.join(", ").into()),
                    ]
                )
            );
        }
        let hand: Vec<String> = view.hand.iter().map(|c| short(*c)).collect();
        let _ = write!(
            out,
            "{}",
            texts.get("line-your-hand", &[("cards", hand.join(" ").into())])
        );
        if view.juhu_duty {
            let _ = write!(out, "  ({})", texts.get(super::words::JUHU_DUTY, &[]));
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
        let texts = lang.texts();
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
                    let card: Card = word.parse().map_err(|_| {
                        Refusal::NotUnderstood(
                            texts.get("line-juhu-not-a-card", &[("word", word.into())]),
                        )
                    })?;
                    cards.insert(card);
                }
                Action::Exchange(cards)
            }
            text => Action::Play(text.parse::<Card>().map_err(|_| {
                Refusal::NotUnderstood(
                    texts.get("line-juhu-not-a-command", &[("text", text.into())]),
                )
            })?),
        };
        if legal.contains(&action) {
            return Ok(action);
        }
        let fallback = match action {
            Action::Join | Action::SitOut => texts.get("line-juhu-not-time-to-join", &[]),
            Action::Exchange(_) => texts.get("line-juhu-cannot-swap", &[]),
            Action::Play(card) => {
                texts.get("line-juhu-may-not-play", &[("card", short(card).into())])
            }
        };
        Err(Refusal::NotNow { action, fallback })
    }

    fn prompt(view: &View, lang: Lang) -> String {
        let texts = lang.texts();
        let id = match view.decision {
            Some(Decision::JoinOrSitOut) => "line-juhu-join-or-sit",
            Some(Decision::Exchange) => "line-juhu-swap-or-keep",
            Some(Decision::Lead) => "line-juhu-lead",
            Some(Decision::Follow) => "line-juhu-follow",
            None => "line-wait",
        };
        texts.get(id, &[])
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
