//! Rauswurf in the terminal.

use spieleabend_core::games::rauswurf::{Action, Card, Event, Rauswurf, View};

use super::{Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for Rauswurf {
    fn hand(view: &View) -> Vec<String> {
        view.hand.iter().map(Card::to_string).collect()
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

    fn help(lang: Lang) -> &'static str {
        lang.line().rw_help
    }

    fn stopped_without_winner(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::TurnLimitReached { .. }))
    }
}
