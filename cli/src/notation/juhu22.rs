//! 22Juhu in the terminal.

use spieleabend_core::games::juhu22::cards::Kind;
use spieleabend_core::games::juhu22::{Action, Card, CardSet, Juhu22, View};

use super::{Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for Juhu22 {
    fn hand(view: &View) -> Vec<String> {
        view.hand.iter().map(|c| short(*c)).collect()
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

    fn help(lang: Lang) -> &'static str {
        lang.line().juhu_help
    }
}

/// A card the short way, as typed: `17`, `22juhu`, `b0/4`.
pub(crate) fn short(card: Card) -> String {
    match card.kind() {
        Kind::Zero { colour, rings } => format!("{}0/{rings}", &colour.name()[..1]),
        Kind::Number(_) => card.to_string(),
    }
}
