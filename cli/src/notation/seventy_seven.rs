//! 77 in the terminal.

use std::fmt::Write as _;

use spieleabend_core::games::seventy_seven::{
    Action, Card, Decision, Direction, Event, SeatStatus, SeventySeven, View,
};
use spieleabend_core::{Outcome, Seat, ToAct};

use spieleabend_app::texts::EventRef;

use super::{Names, Refusal, TerminalGame};
use crate::i18n::Lang;

impl TerminalGame for SeventySeven {
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
                "line-ss-round",
                &[
                    ("round", view.round.into()),
                    ("total", view.total.into()),
                    ("direction", direction.into()),
                ]
            )
        );
        let seats: Vec<String> = (0..view.chips.len())
            .map(|s| {
                let seat = Seat(s as u8);
                let cards = view.hand_sizes[s];
                let standing = match view.status[s] {
                    SeatStatus::Playing => texts.get(
                        "line-ss-playing",
                        &[("chips", view.chips[s].into()), ("cards", cards.into())],
                    ),
                    SeatStatus::Swimming => {
                        texts.get("line-ss-swimming", &[("cards", cards.into())])
                    }
                    SeatStatus::Out => texts.get(super::words::NOTE_OUT, &[]),
                };
                format!("{} ({standing})", names.of(seat))
            })
            .collect();
        let _ = writeln!(
            out,
            "{}",
            texts.get("line-ss-players", &[("list", seats.join(", ").into())])
        );
        let top = view
            .discard
            .last()
            .map_or("—".to_string(), |c| c.to_string());
        let _ = writeln!(
            out,
            "{}",
            texts.get(
                "line-ss-discard",
                &[("top", top.into()), ("pile", view.pile_size.into())]
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
            if view.cards_due == 2 {
                let _ = write!(
                    out,
                    "{}",
                    texts.get("line-ss-two-cards", &[("played", view.cards_played.into())])
                );
            }
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

    fn prompt(view: &View, lang: Lang) -> String {
        let texts = lang.texts();
        let id = match view.decision {
            Some(Decision::PlayCard) => "line-ss-play",
            Some(Decision::PlayFirstOfTwo) => "line-ss-first-of-two",
            Some(Decision::PlaySecondOfTwo) => "line-ss-second-of-two",
            None => "line-wait",
        };
        texts.get(id, &[])
    }

    fn help(lang: Lang) -> &'static str {
        lang.line().ss_help
    }

    fn describe_outcome(outcome: &Outcome, names: &Names) -> String {
        let mut seats: Vec<(u8, Seat)> = outcome
            .places
            .iter()
            .enumerate()
            .map(|(s, &p)| (p, Seat(s as u8)))
            .collect();
        seats.sort();
        let ranking: Vec<String> = seats
            .iter()
            .map(|(place, seat)| format!("{place}. {}", names.of(*seat)))
            .collect();
        super::words::with_list(
            names.lang(),
            super::words::FINAL_RANKING,
            &ranking.join(", "),
        )
    }
}
