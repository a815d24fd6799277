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
        let line = names.line();
        let text = names.lang().text();
        let mut out = String::new();
        let direction = match view.direction {
            Direction::Clockwise => text.clockwise,
            Direction::CounterClockwise => text.counter_clockwise,
        };
        let _ = writeln!(out, "{}", (line.help_round)(view.round.into(), direction));
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
            line.help_row_empty.to_string()
        } else {
            row.join("  ")
        };
        let _ = writeln!(out, "{}", (line.help_row)(&row));
        let seats: Vec<String> = (0..view.players as usize)
            .map(|s| {
                let no = match view.no_cards[s] {
                    NoCard::None => "",
                    NoCard::Laid | NoCard::Skipped => line.help_no_in_front,
                };
                (line.help_seat)(
                    &names.of(Seat(s as u8)),
                    view.points[s].into(),
                    view.hand_sizes[s].into(),
                    no,
                )
            })
            .collect();
        let _ = writeln!(out, "{}", seats.join(" · "));
        let _ = writeln!(
            out,
            "{}",
            (line.help_piles)(view.pile_size.into(), view.discard.len() as u32)
        );
        let hand: Vec<String> = view.hand.iter().map(Card::to_string).collect();
        let _ = write!(out, "{}", (line.your_hand)(&hand.join(" ")));
        if let Some(card) = view.received {
            let _ = write!(out, "{}", (line.help_received)(&card.to_string()));
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
            None => Err(Refusal::NotUnderstood((lang.line().help_not_a_move)(typed))),
        }
    }

    fn prompt(view: &View, lang: Lang) -> &'static str {
        let line = lang.line();
        match (view.decision, view.help.map(|h| h.stage)) {
            (Some(Decision::Play), _) => line.help_play,
            (Some(Decision::PassHelp), _) => line.help_pass,
            (Some(Decision::GiveBack), _) => line.help_give,
            (Some(Decision::PlayReceived), _) => line.help_play_received,
            (None, Some(HelpStage::Passing)) => line.help_wait_for_help,
            (None, _) => line.wait,
        }
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
