//! Rauswurf in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::rauswurf::{Action, Card, Decision, Event, Rauswurf, View};
use spieleabend_core::{Outcome, Seat, ToAct};

use spieleabend_app::texts::EventRef;

use super::{Names, Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for Rauswurf {
    fn show_table(view: &View, names: &Names) -> String {
        let line = names.line();
        let mut out = String::new();
        let fronts: Vec<String> = view
            .fronts
            .iter()
            .enumerate()
            .map(|(s, front)| {
                let card = match front {
                    Some(card) if view.strengths[s] != card.value() => {
                        (line.rw_worth)(&card.to_string(), view.strengths[s].into())
                    }
                    Some(card) => card.to_string(),
                    None => "—".into(),
                };
                (line.rw_front)(&names.of(Seat(s as u8)), &card, view.hand_sizes[s].into())
            })
            .collect();
        let _ = writeln!(out, "{}", (line.rw_in_front)(&fronts.join(" · ")));
        let _ = writeln!(
            out,
            "{}",
            (line.rw_piles)(view.pile_size.into(), view.discard.len() as u32, view.turns)
        );
        let hand: Vec<String> = view.hand.iter().map(Card::to_string).collect();
        let _ = write!(out, "{}", (line.your_hand)(&hand.join(" ")));
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
        let line = lang.line();
        let text = input.trim().to_lowercase();
        let text = text.strip_prefix("play ").unwrap_or(&text);
        let card: Card = text
            .parse()
            .map_err(|_| Refusal::NotUnderstood((line.rw_not_a_card)(text)))?;
        let action = Action::Play(card);
        if legal.contains(&action) {
            Ok(action)
        } else {
            Err(Refusal::NotNow {
                action,
                fallback: (line.rw_not_in_hand)(&card.to_string()),
            })
        }
    }

    fn prompt(view: &View, lang: Lang) -> &'static str {
        let line = lang.line();
        match view.decision {
            Some(Decision::PlayCard) => line.rw_lay,
            None => line.wait,
        }
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
