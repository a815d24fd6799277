//! 77 in the terminal.

use spieleabend_core::games::seventy_seven::{Action, Card, SeventySeven, View};

use super::{Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for SeventySeven {
    fn hand(view: &View) -> Vec<String> {
        view.hand.iter().map(Card::to_string).collect()
    }

    fn describe_action(action: &Action) -> String {
        let Action::Play(card) = action;
        card.to_string()
    }

    fn parse_action(input: &str, legal: &[Action], lang: Lang) -> Result<Action, Refusal<Action>> {
        let texts = lang.texts();
        let input = input.trim().to_lowercase();
        let input = input.strip_prefix("play ").unwrap_or(&input).trim();
        let card: Card = input.parse().map_err(|_| {
            Refusal::NotUnderstood(texts.get("line-ss-not-a-card", &[("input", input.into())]))
        })?;
        let action = Action::Play(card);
        if legal.contains(&action) {
            Ok(action)
        } else {
            let fallback = if card.is_double() {
                texts.get("line-ss-no-double", &[])
            } else {
                texts.get("line-ss-not-in-hand", &[("card", card.to_string().into())])
            };
            Err(Refusal::NotNow { action, fallback })
        }
    }

    fn help(lang: Lang) -> &'static str {
        lang.line().ss_help
    }
}
