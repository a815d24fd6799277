//! Elfer raus: the four rows as bars from 1 to 20, the draw pile and the match.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use spieleabend_core::games::elfer_raus::rows::Row;
use spieleabend_core::games::elfer_raus::{Action, Card, Colour, Decision, ElferRaus, View};
use spieleabend_core::{Seat, ToAct};

use super::{BoardContext, BoardHits, CardFace, TuiGame, bold};
use crate::i18n::Text;
use crate::tui::choice::{Button, Pick};

/// The terminal colour of a card colour.
fn colour(c: Colour) -> Color {
    match c {
        Colour::Red => Color::Red,
        Colour::Yellow => Color::Yellow,
        Colour::Green => Color::Green,
        Colour::Blue => Color::LightBlue,
    }
}

/// One value of a row's bar: laid values filled (alternating shades so neighbours stay
/// apart), the values that may be laid next as dim figures, the rest as dots.
fn cell(row: Option<Row>, value: u8, fg: Color, width: usize) -> Span<'static> {
    let laid = row.is_some_and(|r| (r.low..=r.high).contains(&value));
    let next = match row {
        Some(r) => value + 1 == r.low || value == r.high + 1,
        None => value == 11,
    };
    if laid {
        let bg = if value.is_multiple_of(2) {
            fg
        } else {
            light(fg)
        };
        Span::styled(
            format!("{value:>width$}"),
            Style::default()
                .bg(bg)
                .fg(Color::Black)
                .add_modifier(Modifier::BOLD),
        )
    } else if next {
        Span::styled(
            format!("{value:>width$}"),
            Style::default().fg(fg).add_modifier(Modifier::DIM),
        )
    } else {
        Span::styled(
            format!("{:>width$}", "·"),
            Style::default().fg(Color::DarkGray),
        )
    }
}

/// The lighter shade of a card colour.
fn light(c: Color) -> Color {
    match c {
        Color::Red => Color::LightRed,
        Color::Yellow => Color::LightYellow,
        Color::Green => Color::LightGreen,
        _ => Color::Blue,
    }
}

fn face(card: &Card) -> CardFace {
    CardFace::new(card.value().to_string(), colour(card.colour()))
}

impl TuiGame for ElferRaus {
    const TITLE: &'static str = "Elfer raus!";

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
            Action::Lay(card) => view
                .hand
                .iter()
                .position(|c| c == card)
                .map(Pick::Hand)
                .into_iter()
                .collect(),
            Action::EndTurn => vec![Pick::Button(Button::EndTurn)],
        }
    }

    fn ask(view: &View, _made: &[Pick], text: &Text) -> String {
        match view.decision {
            Some(Decision::LayCard) => text.elfer_lay.into(),
            Some(Decision::LayOrEndTurn) => text.elfer_lay_or_end.into(),
            None => text.waiting.into(),
        }
    }

    fn seat_note(view: &View, seat: Seat, text: &Text) -> String {
        if view.options.match_games > 1 {
            let points = view.penalty_totals.get(seat.index()).copied().unwrap_or(0);
            format!("{points} {}", text.penalty)
        } else {
            String::new()
        }
    }

    fn score_label(text: &Text) -> &'static str {
        text.penalty
    }

    fn rules(text: &Text) -> &'static str {
        text.rules_elfer_raus
    }

    fn draw_board(
        view: &View,
        ctx: &BoardContext,
        area: Rect,
        buf: &mut Buffer,
        _hits: &mut BoardHits,
    ) {
        let text = ctx.text;
        let mut lines = Vec::new();
        if view.options.match_games > 1 {
            lines.push(Line::from(Span::styled(
                (text.game_of)(view.game, view.options.match_games),
                bold(),
            )));
        }
        // A bar of 1..=20 after the 6 columns of the name: three columns per value when
        // they fit, else two (then the range in figures after it when there is room),
        // else just the range.
        let cell_width = if area.width >= 6 + 60 {
            3
        } else if area.width >= 6 + 40 {
            2
        } else {
            0
        };
        let wide = cell_width > 0;
        let range_too = cell_width != 3 && (!wide || area.width >= 6 + 40 + 8);
        // A blank line between the rows when there is height to spare.
        let spaced = area.height >= 12;
        for (i, c) in Colour::ALL.into_iter().enumerate() {
            if view.options.two_player_three_colours && c == Colour::Blue {
                continue;
            }
            if spaced && i > 0 {
                lines.push(Line::raw(""));
            }
            let fg = colour(c);
            let mut spans = vec![Span::styled(
                format!("{:<6}", text.colours[i]),
                Style::default().fg(fg).add_modifier(Modifier::BOLD),
            )];
            let row = view.rows.row(c);
            if wide {
                for value in 1..=20u8 {
                    spans.push(cell(row, value, fg, cell_width));
                }
            }
            if range_too {
                let range = match row {
                    None => "—".to_string(),
                    Some(r) if r.low == r.high => format!("{}", r.low),
                    Some(r) => format!("{}–{}", r.low, r.high),
                };
                spans.push(Span::raw(format!("  {range}")));
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::raw(""));
        lines.push(Line::from(vec![
            Span::raw(format!("{}: ", text.draw_pile)),
            Span::styled(view.pile_size.to_string(), bold()),
        ]));
        Paragraph::new(lines).render(area, buf);
    }
}
