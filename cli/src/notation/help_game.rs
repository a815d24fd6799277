//! Help! in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::help_game::{
    Action, Card, Decision, Direction, Event, Help, HelpStage, NoCard, View,
};
use spieleabend_core::{Outcome, Seat, ToAct};

use spieleabend_app::texts::EventRef;

use super::{Names, Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for Help {
    fn show_table(view: &View, names: &Names) -> String {
        let texts = names.texts();
        let mut out = String::new();
        let direction = match view.direction {
            Direction::Clockwise => "clockwise",
            Direction::CounterClockwise => "counter",
        };
        let _ = writeln!(
            out,
            "{}",
            texts.get(
                "line-help-round",
                &[
                    ("round", view.round.into()),
                    ("direction", direction.into())
                ]
            )
        );
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
        let row = if row.is_empty() {
            texts.get("line-help-row-empty", &[])
        } else {
            row.join("  ")
        };
        let _ = writeln!(
            out,
            "{}",
            texts.get("line-help-row", &[("row", row.into())])
        );
        let seats: Vec<String> = (0..view.players as usize)
            .map(|s| {
                let no = match view.no_cards[s] {
                    NoCard::None => String::new(),
                    NoCard::Laid | NoCard::Skipped => texts.get("line-help-no-in-front", &[]),
                };
                texts.get(
                    "line-help-seat",
                    &[
                        ("name", names.of(Seat(s as u8)).into()),
                        ("points", view.points[s].into()),
                        ("cards", view.hand_sizes[s].into()),
                        ("no", no.into()),
                    ],
                )
            })
            .collect();
        let _ = writeln!(out, "{}", seats.join(" · "));
        let _ = writeln!(
            out,
            "{}",
            texts.get(
                "line-help-piles",
                &[
                    ("pile", view.pile_size.into()),
                    ("discards", view.discard.len().into()),
                ]
            )
        );
        let hand: Vec<String> = view.hand.iter().map(Card::to_string).collect();
        let _ = write!(
            out,
            "{}",
            texts.get("line-your-hand", &[("cards", hand.join(" ").into())])
        );
        if let Some(card) = view.received {
            let _ = write!(
                out,
                "{}",
                texts.get("line-help-received", &[("card", card.to_string().into())])
            );
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
            Action::Lay(card) => card.to_string(),
            Action::Joker(at) => format!("joker {}", at + 1),
            Action::Switch { take, put } => format!("switch {} {put}", take + 1),
            Action::Zap => "zap".into(),
            Action::No => "no".into(),
            Action::Pass(card) => format!("pass {card}"),
            Action::Give(card) => format!("give {card}"),
        }
    }

    fn parse_action(input: &str, legal: &[Action], lang: Lang) -> Result<Action, Refusal<Action>> {
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
            None => Err(Refusal::NotUnderstood(
                lang.texts()
                    .get("line-help-not-a-move", &[("typed", typed.into())]),
            )),
        }
    }

    fn prompt(view: &View, lang: Lang) -> String {
        let id = match (view.decision, view.help.map(|h| h.stage)) {
            (Some(Decision::Play), _) => "line-help-play",
            (Some(Decision::PassHelp), _) => "line-help-pass",
            (Some(Decision::GiveBack), _) => "line-help-give",
            (Some(Decision::PlayReceived), _) => "line-help-play-received",
            (None, Some(HelpStage::Passing)) => "line-help-wait-for-help",
            (None, _) => "line-wait",
        };
        lang.texts().get(id, &[])
    }

    fn help(lang: Lang) -> &'static str {
        lang.line().help_help
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        use super::words::{self, SCORE_POINTS};
        let lang = names.lang();
        let entries: Vec<(u8, String, String)> = outcome
            .places
            .iter()
            .zip(&outcome.scores)
            .enumerate()
            .map(|(s, (&place, &score))| {
                let points = words::count(lang, SCORE_POINTS, i64::from(score));
                (place, names.of(Seat(s as u8)), points)
            })
            .collect();
        words::ranking(lang, &entries)
    }
}
