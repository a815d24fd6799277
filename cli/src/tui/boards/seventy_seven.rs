//! 77: the running total, the direction, the top of the discard pile and the chips.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use spieleabend_core::games::seventy_seven::{
    Action, Card, Decision, Direction, SeatStatus, SeventySeven, View,
};
use spieleabend_core::{Seat, ToAct};

use super::{BoardContext, BoardHits, CardFace, TuiGame, bold};
use crate::i18n::Text;
use crate::tui::choice::Pick;

/// A 77 card: numbers plain, 0 and −10 green, the multiples of 11 magenta, ×2 red,
/// ⇄ cyan.
pub fn face(card: &Card) -> CardFace {
    match card.value() {
        Some(v) if v <= 0 => CardFace::new(v.to_string().replace('-', "−"), Color::Green),
        Some(v) if v % 11 == 0 => CardFace::new(v.to_string(), Color::Magenta),
        Some(v) => CardFace::new(v.to_string(), Color::White),
        None if card.is_double() => CardFace::new("×2", Color::LightRed),
        None => CardFace::new("⇄", Color::Cyan),
    }
}

impl TuiGame for SeventySeven {
    const TITLE: &'static str = "77";

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
            Some(Decision::PlayCard) => text.ss_play.into(),
            Some(Decision::PlayFirstOfTwo) => text.ss_first_of_two.into(),
            Some(Decision::PlaySecondOfTwo) => text.ss_second_of_two.into(),
            None => text.waiting.into(),
        }
    }

    fn seat_note(view: &View, seat: Seat, text: &Text) -> String {
        let s = seat.index();
        match view.status.get(s) {
            Some(SeatStatus::Playing) => {
                let chips = view.chips.get(s).copied().unwrap_or(0) as usize;
                format!("{} {}", "●".repeat(chips.min(5)), text.chips)
            }
            Some(SeatStatus::Swimming) => text.swimming.into(),
            Some(SeatStatus::Out) | None => text.out.into(),
        }
    }

    fn score_label(text: &Text) -> &'static str {
        text.chips
    }

    fn rules(text: &Text) -> &'static str {
        text.rules_77
    }

    fn draw_board(
        view: &View,
        ctx: &BoardContext,
        area: Rect,
        buf: &mut Buffer,
        _hits: &mut BoardHits,
    ) {
        let text = ctx.text;
        let (way, arrow) = match view.direction {
            Direction::Clockwise => (text.clockwise, "↻"),
            Direction::CounterClockwise => (text.counter_clockwise, "↺"),
        };
        let total_style = Style::default()
            .fg(Color::Black)
            .bg(if view.total >= 66 {
                Color::LightRed
            } else {
                Color::Yellow
            })
            .add_modifier(Modifier::BOLD);
        let mut discard: Vec<Span> = vec![Span::raw(format!("{}: ", text.discard))];
        let shown = view.discard.len().saturating_sub(6);
        if shown > 0 {
            discard.push(Span::styled("… ", Style::default().fg(Color::DarkGray)));
        }
        for (i, card) in view.discard[shown..].iter().enumerate() {
            let top = shown + i + 1 == view.discard.len();
            discard.push(face(card).span(top));
            discard.push(Span::raw(" "));
        }
        let mut lines = vec![
            Line::from(vec![
                Span::styled(format!("{} {}", text.round, view.round), bold()),
                Span::raw(format!(" · {arrow} {way}")),
            ]),
            Line::raw(""),
            Line::from(vec![
                Span::raw(format!("{}:  ", text.total)),
                Span::styled(format!("  {:^4}  ", view.total), total_style),
                Span::raw("  / 77"),
            ]),
            Line::raw(""),
            Line::from(discard),
            Line::from(vec![
                Span::raw(format!("{}: ", text.draw_pile)),
                Span::styled(view.pile_size.to_string(), bold()),
            ]),
        ];
        if view.cards_due == 2
            && let ToAct::Seat(seat) = view.to_act
        {
            lines.push(Line::from(Span::styled(
                format!(
                    "{}: {}",
                    ctx.name(seat),
                    (text.two_cards)(view.cards_played)
                ),
                Style::default().fg(Color::LightRed),
            )));
        }
        Paragraph::new(lines).render(area, buf);
    }
}
