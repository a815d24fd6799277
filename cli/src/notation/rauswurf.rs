//! Rauswurf in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::rauswurf::{Action, Card, Decision, Event, Rauswurf, View};
use spieleabend_core::{Outcome, Seat, ToAct};

use spieleabend_app::texts::EventRef;

use super::{Names, Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for Rauswurf {
    fn show_table(view: &View, names: &Names) -> String {
        let texts = names.texts();
        let mut out = String::new();
        let fronts: Vec<String> = view
            .fronts
            .iter()
            .enumerate()
            .map(|(s, front)| {
                let card = match front {
                    Some(card) if view.strengths[s] != card.value() => texts.get(
                        "line-rw-worth",
                        &[
                            ("card", card.to_string().into()),
                            ("strength", view.strengths[s].into()),
                        ],
                    ),
                    Some(card) => card.to_string(),
                    None => "—".into(),
                };
                texts.get(
                    "line-rw-front",
                    &[
                        ("name", names.of(Seat(s as u8)).into()),
                        ("card", card.into()),
                        ("hand", view.hand_sizes[s].into()),
                    ],
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "{}",
            texts.get("line-rw-in-front", &[("list", fronts.join(" · ").into())])
        );
        let _ = writeln!(
            out,
            "{}",
            texts.get(
                "line-rw-piles",
                &[
                    ("pile", view.pile_size.into()),
                    ("discards", view.discard.len().into()),
                    ("turn", view.turns.into()),
                ]
            )
        );
        let hand: Vec<String> = view.hand.iter().map(Card::to_string).collect();
        let _ = write!(
            out,
            "{}",
            texts.get("line-your-hand", &[("cards", hand.join(" ").into())])
        );
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
        let Action::Play(card) = action;
        card.to_string()
    }

    fn parse_action(input: &str, legal: &[Action], lang: Lang) -> Result<Action, Refusal<Action>> {
        let texts = lang.texts();
        let text = input.trim().to_lowercase();
        let text = text.strip_prefix("play ").unwrap_or(&text);
        let card: Card = text.parse().map_err(|_| {
            Refusal::NotUnderstood(texts.get("line-rw-not-a-card", &[("text", text.into())]))
        })?;
        let action = Action::Play(card);
        if legal.contains(&action) {
            Ok(action)
        } else {
            Err(Refusal::NotNow {
                action,
                fallback: texts.get("line-rw-not-in-hand", &[("card", card.to_string().into())]),
            })
        }
    }

    fn prompt(view: &View, lang: Lang) -> String {
        let texts = lang.texts();
        let id = match view.decision {
            Some(Decision::PlayCard) => "line-rw-lay",
            None => "line-wait",
        };
        texts.get(id, &[])
    }

    fn help(lang: Lang) -> &'static str {
        lang.line().rw_help
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        use super::words::{self, SCORE_CARDS_LEFT};
        let lang = names.lang();
        // A seat's score is minus the cards it still holds.
        let entries: Vec<(u8, String, String)> = outcome
            .places
            .iter()
            .zip(&outcome.scores)
            .enumerate()
            .map(|(s, (&place, &score))| {
                let left = words::count(lang, SCORE_CARDS_LEFT, -i64::from(score));
                (place, names.of(Seat(s as u8)), left)
            })
            .collect();
        words::ranking(lang, &entries)
    }

    fn stopped_without_winner(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::TurnLimitReached { .. }))
    }
}
