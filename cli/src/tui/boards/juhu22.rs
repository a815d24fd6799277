//! 22Juhu: the hand and round, the trick on the table, tricks won, the pot.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use spieleabend_core::games::juhu22::cards::Kind;
use spieleabend_core::games::juhu22::{
    Action, Card, CardSet, Colour, Decision, Juhu22, Part, RoundKind, Stage, Variant, View,
};
use spieleabend_core::{Seat, ToAct};

use super::{BoardContext, BoardHits, CardFace, TuiGame, bold};
use crate::i18n::Text;
use crate::tui::choice::{Button, Pick};

/// A 22Juhu card: zero cards in their colour with their rings (`0·3`), numbers plain,
/// 22Juhu gold.
fn face(card: &Card) -> CardFace {
    match card.kind() {
        Kind::Zero { colour, rings } => CardFace::new(
            format!("0·{rings}"),
            match colour {
                Colour::Blue => Color::LightBlue,
                Colour::Red => Color::Red,
                Colour::Green => Color::Green,
                Colour::Yellow => Color::Yellow,
            },
        ),
        Kind::Number(_) if card.is_juhu() => CardFace::new("22Juhu", Color::LightYellow),
        Kind::Number(v) => CardFace::new(v.to_string(), Color::White),
    }
}

impl TuiGame for Juhu22 {
    const TITLE: &'static str = "22Juhu";

    fn hand(view: &View) -> Vec<CardFace> {
        view.hand.iter().map(face).collect()
    }

    fn hand_sizes(view: &View) -> Vec<u8> {
        view.hand_sizes.clone()
    }

    fn turn(view: &View) -> ToAct {
        view.to_act
    }

    fn picks(view: &View, action: &Action) -> Vec<Pick> {
        match action {
            Action::Join => vec![Pick::Button(Button::Join)],
            Action::SitOut => vec![Pick::Button(Button::SitOut)],
            Action::Exchange(_) => Vec::new(),
            Action::Play(card) => view
                .hand
                .iter()
                .position(|c| c == card)
                .map(Pick::Hand)
                .into_iter()
                .collect(),
        }
    }

    fn chooses_set(view: &View) -> bool {
        view.decision == Some(Decision::Exchange)
    }

    fn set_action(view: &View, slots: &[usize]) -> Option<Action> {
        let mut set = CardSet::EMPTY;
        for &slot in slots {
            set.insert(*view.hand.get(slot)?);
        }
        Some(Action::Exchange(set))
    }

    fn ask(view: &View, _made: &[Pick], text: &Text) -> String {
        match view.decision {
            Some(Decision::JoinOrSitOut) => text.juhu_join.into(),
            Some(Decision::Exchange) => text.juhu_exchange.into(),
            Some(Decision::Lead) => text.juhu_lead.into(),
            Some(Decision::Follow) => text.juhu_follow.into(),
            None => text.waiting.into(),
        }
    }

    fn seat_note(view: &View, seat: Seat, text: &Text) -> String {
        let s = seat.index();
        let score = if view.options.variant == Variant::Pro {
            format!("{} {}", view.chips.get(s).unwrap_or(&0), text.chips)
        } else {
            format!("{} {}", view.points.get(s).unwrap_or(&0), text.points_short)
        };
        let part = match view.taking_part.get(s) {
            Some(Part::Undecided) if view.stage == Stage::Joining => text.deciding,
            Some(Part::SatOut) => text.sits_out,
            Some(Part::Out) if !view.in_game.get(s).copied().unwrap_or(true) => text.out,
            _ => "",
        };
        if part.is_empty() {
            score
        } else {
            format!("{score}, {part}")
        }
    }

    fn score_label(text: &Text) -> &'static str {
        text.points
    }

    fn rules(text: &Text) -> &'static str {
        text.rules_22juhu
    }

    fn draw_board(
        view: &View,
        ctx: &BoardContext,
        area: Rect,
        buf: &mut Buffer,
        _hits: &mut BoardHits,
    ) {
        let text = ctx.text;
        let kind = match view.round {
            RoundKind::Basic => text.round_kinds[0],
            RoundKind::Mandatory => text.round_kinds[1],
            RoundKind::Point => text.round_kinds[2],
            RoundKind::Payout => text.round_kinds[3],
        };
        let mut head = vec![Span::styled(
            format!("{} {}", text.round, view.hand_number),
            bold(),
        )];
        if !kind.is_empty() {
            head.push(Span::styled(
                format!(" · {kind}"),
                Style::default().fg(Color::LightMagenta),
            ));
        }
        head.push(Span::raw(format!(
            " · {}: {} · {} {}",
            text.dealer,
            ctx.name(view.dealer),
            text.stack,
            view.stack_size
        )));
        let mut lines = vec![Line::from(head)];
        if view.options.variant == Variant::Pro {
            lines.push(Line::from(vec![
                Span::raw(format!("{}: ", text.pot)),
                Span::styled(
                    format!(" {} ", view.pot),
                    Style::default().bg(Color::Yellow).fg(Color::Black),
                ),
            ]));
        }
        lines.push(Line::raw(""));
        match view.stage {
            Stage::Joining => lines.push(Line::from(Span::styled(text.stage_joining, bold()))),
            Stage::Exchanging => {
                lines.push(Line::from(Span::styled(text.stage_exchanging, bold())))
            }
            Stage::Playing | Stage::Over => {
                let mut spans = vec![Span::styled(
                    format!("{} {}: ", text.trick, view.trick_number),
                    bold(),
                )];
                if view.trick.is_empty() {
                    spans.push(Span::styled("—", Style::default().fg(Color::DarkGray)));
                }
                for play in &view.trick {
                    spans.push(Span::raw(format!("{} ", ctx.name(play.seat))));
                    spans.push(face(&play.card).span(true));
                    spans.push(Span::raw("  "));
                }
                lines.push(Line::from(spans));
            }
        }
        lines.push(Line::raw(""));
        let tricks: Vec<String> = view
            .tricks_won
            .iter()
            .enumerate()
            .filter(|(s, _)| view.taking_part.get(*s) == Some(&Part::Joined))
            .map(|(s, t)| format!("{} {t}", ctx.name(Seat(s as u8))))
            .collect();
        if !tricks.is_empty() {
            lines.push(Line::raw(format!(
                "{}: {}",
                text.tricks,
                tricks.join(" · ")
            )));
        }
        if view.juhu_duty {
            lines.push(Line::from(Span::styled(
                text.juhu_duty,
                Style::default().fg(Color::LightYellow),
            )));
        }
        Paragraph::new(lines).render(area, buf);
    }
}
