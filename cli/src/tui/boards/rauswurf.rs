//! Rauswurf: the card in front of each seat with its strength, the piles.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use spieleabend_core::games::rauswurf::{Action, Card, Rauswurf, View};
use spieleabend_core::{Seat, ToAct};

use super::{BoardContext, BoardHits, CardFace, TuiGame, bold};
use crate::i18n::Text;
use crate::tui::choice::Pick;

/// A Rauswurf card, coloured by strength.
fn face(card: &Card) -> CardFace {
    let colour = match card.value() {
        0..=5 => Color::White,
        6..=10 => Color::LightGreen,
        11..=15 => Color::LightYellow,
        _ => Color::LightMagenta,
    };
    CardFace::new(card.value().to_string(), colour)
}

impl TuiGame for Rauswurf {
    const TITLE: &'static str = "Rauswurf";

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
        let Action::Play(card) = action;
        view.hand
            .iter()
            .position(|c| c == card)
            .map(Pick::Hand)
            .into_iter()
            .collect()
    }

    fn ask(view: &View, _made: &[Pick], text: &Text) -> String {
        match view.decision {
            Some(_) => text.rauswurf_play.into(),
            None => text.waiting.into(),
        }
    }

    fn seat_note(view: &View, seat: Seat, text: &Text) -> String {
        // The cards in front are on the board; the list says who has won.
        if view.winners.contains(&seat) {
            text.winner.into()
        } else {
            String::new()
        }
    }

    fn score_label(text: &Text) -> &'static str {
        text.points
    }

    fn rules(text: &Text) -> &'static str {
        text.rules_rauswurf
    }

    fn draw_board(
        view: &View,
        ctx: &BoardContext,
        area: Rect,
        buf: &mut Buffer,
        _hits: &mut BoardHits,
    ) {
        let text = ctx.text;
        let mut lines = vec![Line::from(Span::styled(text.in_front, bold()))];
        let width = ctx
            .names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(4)
            + 2;
        for (s, front) in view.fronts.iter().enumerate() {
            let seat = Seat(s as u8);
            let on_turn = view.to_act == ToAct::Seat(seat);
            let marker = if on_turn { "▶ " } else { "  " };
            let mut spans = vec![
                Span::styled(marker, Style::default().fg(Color::Yellow)),
                Span::raw(format!("{:<width$}", ctx.name(seat))),
            ];
            match front {
                Some(card) => {
                    spans.push(face(card).span(true));
                    let strength = view.strengths.get(s).copied().unwrap_or(0);
                    if strength != card.value() {
                        spans.push(Span::styled(
                            format!(" {} {strength}", text.worth),
                            Style::default().fg(Color::Yellow),
                        ));
                    }
                }
                None => spans.push(Span::styled(" — ", Style::default().fg(Color::DarkGray))),
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::raw(""));
        lines.push(Line::from(vec![
            Span::raw(format!("{}: ", text.draw_pile)),
            Span::styled(view.pile_size.to_string(), bold()),
            Span::raw(format!(" · {}: ", text.discard)),
            Span::styled(view.discard.len().to_string(), bold()),
            Span::raw(format!(" · {} ", text.turns)),
            Span::styled(view.turns.to_string(), bold()),
        ]));
        Paragraph::new(lines).render(area, buf);
    }
}
