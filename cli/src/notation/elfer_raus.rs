//! Elfer raus in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::elfer_raus::rows::Row;
use spieleabend_core::games::elfer_raus::{Action, Card, Colour, Decision, ElferRaus, Event, View};
use spieleabend_core::{Outcome, Seat, ToAct};

use spieleabend_app::texts::EventRef;

use super::{Names, Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for ElferRaus {
    fn show_table(view: &View, names: &Names) -> String {
        let texts = names.texts();
        let mut out = String::new();
        if view.options.match_games > 1 {
            let _ = writeln!(
                out,
                "{}",
                texts.get(
                    "line-elfer-game-of",
                    &[
                        ("game", view.game.into()),
                        ("of", view.options.match_games.into()),
                        ("list", seat_list(&view.penalty_totals, names).into()),
                    ]
                )
            );
        }
        let _ = writeln!(out, "{}", texts.get("line-elfer-rows", &[]));
        for colour in Colour::ALL {
            if view.options.two_player_three_colours && colour == Colour::Blue {
                continue;
            }
            let row = match view.rows.row(colour) {
                None => "—".to_string(),
                Some(Row { low, high }) if low == high => format!("{low}"),
                Some(Row { low, high }) => format!("{low} … {high}"),
            };
            let name = texts.colour_name(colour.into());
            let _ = writeln!(out, "  {name:<7} {row}");
        }
        let _ = writeln!(
            out,
            "{}",
            texts.get(
                "line-elfer-counts",
                &[
                    ("list", seat_list(&view.hand_sizes, names).into()),
                    ("pile", view.pile_size.into()),
                ]
            )
        );
        let hand: Vec<String> = view.hand.iter().map(short).collect();
        let _ = write!(
            out,
            "{}",
            texts.get(
                "line-elfer-hand",
                &[
                    ("count", view.hand.len().into()),
                    ("cards", hand.join(" ").into())
                ]
            )
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
        match action {
            Action::Lay(card) => short(card),
            Action::EndTurn => "end".into(),
        }
    }

    fn parse_action(input: &str, legal: &[Action], lang: Lang) -> Result<Action, Refusal<Action>> {
        let texts = lang.texts();
        let input = input.trim().to_lowercase();
        let input = input.strip_prefix("lay ").unwrap_or(&input).trim();
        if matches!(input, "end" | "e" | "end turn" | "done") {
            return if legal.contains(&Action::EndTurn) {
                Ok(Action::EndTurn)
            } else {
                Err(Refusal::NotNow {
                    action: Action::EndTurn,
                    fallback: texts.get("line-elfer-lay-first", &[]),
                })
            };
        }
        let card: Card = input.parse().map_err(|_| {
            Refusal::NotUnderstood(texts.get("line-elfer-not-a-card", &[("input", input.into())]))
        })?;
        let action = Action::Lay(card);
        if legal.contains(&action) {
            Ok(action)
        } else {
            Err(Refusal::NotNow {
                action,
                fallback: texts.get("line-elfer-cannot-lay", &[("card", short(&card).into())]),
            })
        }
    }

    fn prompt(view: &View, lang: Lang) -> String {
        let texts = lang.texts();
        let id = match view.decision {
            Some(Decision::LayCard) => "line-elfer-lay",
            Some(Decision::LayOrEndTurn) => "line-elfer-lay-or-end",
            None => "line-wait",
        };
        texts.get(id, &[])
    }

    fn help(lang: Lang) -> &'static str {
        lang.line().elfer_help
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        let lang = names.lang();
        let winners: Vec<String> = outcome.winners().into_iter().map(|s| names.of(s)).collect();
        let scores: Vec<u32> = outcome.scores.iter().map(|&s| s.max(0) as u32).collect();
        let args = [
            ("count", winners.len().into()),
            ("winners", lang.texts().list(&winners).into()),
            ("list", seat_list(&scores, names).into()),
        ];
        lang.texts().get(super::words::ELFER_OUTCOME, &args)
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
