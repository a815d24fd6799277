//! Help!: the shared row (with the places a Joker or Switch may take), the piles, the
//! No! cards and a help request in progress.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use spieleabend_core::games::help_game::{Action, Card, Decision, Direction, Help, NoCard, View};
use spieleabend_core::{Seat, ToAct};

use super::{BoardContext, BoardHits, CardFace, TuiGame, bold, target_style};
use crate::i18n::Text;
use crate::tui::choice::Pick;

/// Board places in the order they are drawn: the gap before row card `i` (a Joker's
/// place; `i` = the row's length is the end) is `2i`, the row card at `i` is `2i + 1`.
fn gap(i: u8) -> u8 {
    2 * i
}

fn row_card(i: u8) -> u8 {
    2 * i + 1
}

/// A Help! card: numbers plain, the special cards each in their colour.
fn face(card: &Card) -> CardFace {
    match *card {
        Card::JOKER => CardFace::new("Joker", Color::LightMagenta),
        Card::SWITCH => CardFace::new("Switch", Color::Cyan),
        Card::ZAP => CardFace::new("Zap", Color::LightRed),
        Card::NO => CardFace::new("No!", Color::LightYellow),
        number => CardFace::new(number.to_string(), Color::White),
    }
}

fn slot(view: &View, card: Card) -> Option<usize> {
    view.hand.iter().position(|c| *c == card)
}

impl TuiGame for Help {
    const TITLE: &'static str = "Help!";

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
        let first = slot(view, action.card()).map(Pick::Hand);
        let Some(first) = first else {
            return Vec::new();
        };
        match *action {
            Action::Joker(at) => vec![first, Pick::Board(gap(at))],
            Action::Switch { take, put } => match slot(view, put) {
                Some(put) => vec![first, Pick::Board(row_card(take)), Pick::Hand(put)],
                None => Vec::new(),
            },
            _ => vec![first],
        }
    }

    fn ask(view: &View, made: &[Pick], text: &Text) -> String {
        let card = |pick: &Pick| match pick {
            Pick::Hand(slot) => view.hand.get(*slot).copied(),
            _ => None,
        };
        match made {
            [first] if card(first) == Some(Card::JOKER) => return text.help_joker_where.into(),
            [first] if card(first) == Some(Card::SWITCH) => return text.help_switch_take.into(),
            [_, _] => return text.help_switch_put.into(),
            _ => {}
        }
        match view.decision {
            Some(Decision::Play) => text.help_play.into(),
            Some(Decision::PassHelp) => text.help_pass.into(),
            Some(Decision::GiveBack) => text.help_give.into(),
            Some(Decision::PlayReceived) => text.help_play_received.into(),
            None => text.waiting.into(),
        }
    }

    fn seat_note(view: &View, seat: Seat, text: &Text) -> String {
        let s = seat.index();
        let points = view.points.get(s).copied().unwrap_or(0);
        let no = match view.no_cards.get(s) {
            Some(NoCard::Laid) => format!(", {}", text.no_card),
            Some(NoCard::Skipped) => format!(", {}", text.no_skipped),
            _ => String::new(),
        };
        format!("{points} {}{no}", text.points_short)
    }

    fn score_label(text: &Text) -> &'static str {
        text.points
    }

    fn rules(text: &Text) -> &'static str {
        text.rules_help
    }

    fn draw_board(
        view: &View,
        ctx: &BoardContext,
        area: Rect,
        buf: &mut Buffer,
        hits: &mut BoardHits,
    ) {
        let text = ctx.text;
        let (way, arrow) = match view.direction {
            Direction::Clockwise => (text.clockwise, "↻"),
            Direction::CounterClockwise => (text.counter_clockwise, "↺"),
        };
        let mut lines = vec![
            Line::from(vec![
                Span::styled(format!("{} {}", text.round, view.round), bold()),
                Span::raw(format!(" · {arrow} {way}")),
            ]),
            Line::raw(""),
        ];
        // The row: gaps and cards, each a place that may be a target.
        let row_y = area.y + lines.len() as u16;
        let mut spans = vec![Span::raw(format!("{}: ", text.row))];
        let mut x = area.x + spans[0].width() as u16;
        let mut ordinal = 0;
        let mut place = |spans: &mut Vec<Span<'static>>, label: String, id: u8, base: Style| {
            let width = label.chars().count() as u16;
            if ctx.targets.contains(&id) {
                hits.push((id, Rect::new(x, row_y, width, 1)));
            }
            x += width;
            spans.push(Span::styled(label, base.patch(target_style(ctx, id))));
        };
        for (i, placed) in view.row.iter().enumerate() {
            let before = gap(i as u8);
            if ctx.targets.contains(&before) {
                ordinal += 1;
                place(&mut spans, format!("[{ordinal}]"), before, Style::default());
            } else {
                place(&mut spans, " ".into(), before, Style::default());
            }
            let id = row_card(i as u8);
            if ctx.targets.contains(&id) {
                ordinal += 1;
            }
            let (label, colour) = if placed.card == Card::JOKER {
                (format!(" J={} ", placed.value), Color::LightMagenta)
            } else {
                (format!(" {} ", placed.value), Color::White)
            };
            place(
                &mut spans,
                label,
                id,
                Style::default().bg(colour).fg(Color::Black),
            );
        }
        let end = gap(view.row.len() as u8);
        if ctx.targets.contains(&end) {
            ordinal += 1;
            place(&mut spans, format!("[{ordinal}]"), end, Style::default());
        }
        if view.row.is_empty() && !ctx.targets.contains(&end) {
            spans.push(Span::styled(
                text.empty,
                Style::default().fg(Color::DarkGray),
            ));
        }
        lines.push(Line::from(spans));
        lines.push(Line::raw(""));
        lines.push(Line::from(vec![
            Span::raw(format!("{}: ", text.draw_pile)),
            Span::styled(view.pile_size.to_string(), bold()),
            Span::raw(format!(" · {}: ", text.discard)),
            Span::styled(view.discard.len().to_string(), bold()),
        ]));
        if let Some(help) = view.help {
            lines.push(Line::from(Span::styled(
                (text.helping)(ctx.name(help.asker), ctx.name(help.helper)),
                Style::default().fg(Color::LightYellow),
            )));
        }
        if let Some(card) = view.received {
            lines.push(Line::from(vec![
                Span::raw((text.received)("")),
                face(&card).span(true),
            ]));
        }
        Paragraph::new(lines).render(area, buf);
    }
}
