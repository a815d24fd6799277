//! Help! in the terminal.

use spieleabend_core::games::help_game::{Action, Card, Help, View};

use super::{Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for Help {
    fn hand(view: &View) -> Vec<String> {
        view.hand.iter().map(Card::to_string).collect()
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

    fn help(lang: Lang) -> &'static str {
        lang.line().help_help
    }
}
