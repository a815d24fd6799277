//! Elfer raus in the terminal.

use spieleabend_core::games::elfer_raus::{Action, Card, ElferRaus, View};

use super::{Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for ElferRaus {
    fn hand(view: &View) -> Vec<String> {
        view.hand.iter().map(short).collect()
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

    fn help(lang: Lang) -> &'static str {
        lang.line().elfer_help
    }
}

/// A card the short way, as typed: `r12`.
pub(crate) fn short(card: &Card) -> String {
    let letter = &card.colour().name()[..1];
    format!("{letter}{}", card.value())
}
