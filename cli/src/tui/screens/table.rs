//! The table screen: the board, the players, the last events, the hand, the prompt with
//! its buttons and the keys; the outcome over the board when the game is over.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};
use spieleabend_core::{Seat, ToAct};

use super::centered;
use crate::tui::app::{App, Focus};
use crate::tui::boards::{BoardContext, TuiGame, ranking};
use crate::tui::choice::Button;
use crate::tui::source::{Link, SeatTag, TableSource, Turn};

/// The smallest size the table is drawn at.
pub const MIN_WIDTH: u16 = 60;
/// See [`MIN_WIDTH`].
pub const MIN_HEIGHT: u16 = 20;

/// Draws the table; returns where the clickable things went.
pub fn draw<G: TuiGame, S: TableSource<G>>(
    frame: &mut Frame,
    app: &App<G, S>,
) -> Vec<(Focus, Rect)> {
    let area = frame.area();
    let mut hits = Vec::new();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        frame.render_widget(
            Paragraph::new(app.text.too_small).wrap(ratatui::widgets::Wrap { trim: true }),
            area,
        );
        return hits;
    }
    let hand = app.hand();
    let hand_rows = hand_layout(&hand, area.width.saturating_sub(2)).1.max(1);
    let events_height = if area.height >= 32 { 8 } else { 5 };
    let [title, middle, events, hand_area, status, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(6),
        Constraint::Length(events_height),
        Constraint::Length(2 + 2 * hand_rows),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let players_width = if area.width >= 110 { 38 } else { 30 };
    let [board_area, players_area] =
        Layout::horizontal([Constraint::Min(30), Constraint::Length(players_width)]).areas(middle);

    let viewer = app.view.as_ref().map(|(seat, _)| *seat);
    let names = app.names(viewer);
    draw_title(frame.buffer_mut(), title, app, &names);

    // The board.
    let board_block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(Style::default().fg(Color::DarkGray));
    let board_inner = board_block.inner(board_area);
    frame.render_widget(board_block, board_area);
    let focused = app.focused();
    let targets: Vec<u8> = app
        .focus_list()
        .iter()
        .filter_map(|f| match f {
            Focus::Board(b) => Some(*b),
            _ => None,
        })
        .collect();
    match &app.view {
        Some((_, view)) => {
            let ctx = BoardContext {
                names: &names,
                text: app.text,
                targets: &targets,
                cursor: match focused {
                    Some(Focus::Board(b)) => Some(b),
                    _ => None,
                },
            };
            let mut board_hits = Vec::new();
            G::draw_board(
                view,
                &ctx,
                board_inner.inner(ratatui::layout::Margin::new(1, 0)),
                frame.buffer_mut(),
                &mut board_hits,
            );
            hits.extend(board_hits.into_iter().map(|(b, r)| (Focus::Board(b), r)));
            draw_players::<G, S>(frame.buffer_mut(), players_area, app, view, &names);
        }
        None if app.turn() == Turn::Waiting || app.table.link().is_some() => {
            let lan = app.nearby_text();
            let head = if app.turn() == Turn::Waiting {
                lan.waiting_for_start
            } else {
                lan.watching
            };
            let mut lines = vec![Line::styled(head, bold_yellow())];
            let players = app.table.waiting_with();
            if !players.is_empty() {
                lines.push(Line::raw(""));
                lines.push(Line::raw((lan.at_the_table)(&players.join(", "))));
            }
            frame.render_widget(
                Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true }),
                board_inner.inner(ratatui::layout::Margin::new(1, 0)),
            );
        }
        None => {
            frame.render_widget(Paragraph::new(app.text.no_view), board_inner);
        }
    }

    // The last events.
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(Style::default().fg(Color::DarkGray))
        .title(format!(" {} ", app.text.last_events));
    let inner = block.inner(events);
    frame.render_widget(block, events);
    let shown = inner.height as usize;
    let lines: Vec<Line> = app.log[app.log.len().saturating_sub(shown)..]
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let newest = i + 1 == shown.min(app.log.len());
            let style = if newest {
                Style::default().add_modifier(Modifier::BOLD)
            } else {
                Style::default().fg(Color::Gray)
            };
            Line::styled(line.clone(), style)
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), inner);

    // The hand.
    let title = match viewer {
        Some(seat) if app.table.people_here() > 1 => (app.text.hand_of)(
            app.seat_names()
                .get(seat.index())
                .map_or("?", |n| n.as_str()),
        ),
        _ => app.text.hand.to_string(),
    };
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(Style::default().fg(if app.deciding().is_some() {
            Color::Yellow
        } else {
            Color::DarkGray
        }))
        .title(format!(" {title} "));
    let inner = block.inner(hand_area);
    frame.render_widget(block, hand_area);
    draw_hand(frame.buffer_mut(), inner, app, &hand, focused, &mut hits);

    draw_status(frame.buffer_mut(), status, app, focused, &mut hits);
    let key_line = match &app.message {
        Some(message) => Line::styled(
            message.clone(),
            Style::default()
                .fg(Color::LightYellow)
                .add_modifier(Modifier::BOLD),
        ),
        None if app.table.link().is_some() => Line::styled(
            app.nearby_text().keys_line,
            Style::default().fg(Color::DarkGray),
        ),
        None if keys.width >= 100 => {
            Line::styled(app.text.keys_line, Style::default().fg(Color::DarkGray))
        }
        None => Line::styled(
            app.text.keys_line_short,
            Style::default().fg(Color::DarkGray),
        ),
    };
    frame.render_widget(Paragraph::new(key_line), keys);

    if let Some(outcome) = app.table.outcome() {
        let mut lines = vec![
            Line::styled(
                app.text.game_over,
                Style::default()
                    .fg(Color::Yellow)
                    .add_modifier(Modifier::BOLD),
            ),
            Line::raw(""),
        ];
        lines.extend(ranking(&outcome, &names).into_iter().map(Line::raw));
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            format!("({})", G::score_label(app.text)),
            Style::default().fg(Color::DarkGray),
        ));
        if let Some(verdict) = app.table.fairness() {
            let (line, fair) = app.nearby_text().verdict_line(&verdict);
            lines.push(Line::styled(
                line,
                Style::default().fg(if fair {
                    Color::LightGreen
                } else {
                    Color::LightRed
                }),
            ));
        }
        lines.push(Line::raw(match app.table.link() {
            Some(Link::Hosting { .. }) => app.nearby_text().host_game_over_keys,
            Some(_) => app.nearby_text().client_game_over_keys,
            None => app.text.game_over_keys,
        }));
        let height = lines.len() as u16 + 2;
        let width = lines.iter().map(|l| l.width()).max().unwrap_or(20) as u16 + 6;
        // Over the board; over the whole screen when a line is wider than the board.
        let base = if width > board_area.width {
            area
        } else {
            board_area
        };
        let area = centered(base, width, height);
        frame.render_widget(Clear, area);
        frame.render_widget(
            Paragraph::new(lines)
                .alignment(ratatui::layout::Alignment::Center)
                .block(Block::bordered().border_type(BorderType::Double)),
            area,
        );
    }
    if let Some(link @ (Link::Ended(_) | Link::HostGone)) = app.table.link() {
        draw_table_over(frame, board_area, app, &link);
    }
    hits
}

/// The end screen of a LAN table: why it is over and how to leave.
fn draw_table_over<G: TuiGame, S: TableSource<G>>(
    frame: &mut Frame,
    area: Rect,
    app: &App<G, S>,
    link: &Link,
) {
    let lan = app.nearby_text();
    let mut lines = vec![
        Line::styled(lan.table_over_title, bold_yellow()),
        Line::raw(""),
        Line::raw(lan.link_line(link)),
    ];
    if let Some(verdict) = app.table.fairness() {
        lines.push(Line::raw(lan.verdict_line(&verdict).0));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled(
        lan.leave_keys,
        Style::default().fg(Color::Gray),
    ));
    let height = lines.len() as u16 + 2;
    let width = lines.iter().map(|l| l.width()).max().unwrap_or(20) as u16 + 6;
    let rect = centered(area, width, height);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(lines)
            .alignment(ratatui::layout::Alignment::Center)
            .wrap(ratatui::widgets::Wrap { trim: true })
            .block(Block::bordered().border_type(BorderType::Double)),
        rect,
    );
}

fn bold_yellow() -> Style {
    Style::default()
        .fg(Color::Yellow)
        .add_modifier(Modifier::BOLD)
}

fn draw_title<G: TuiGame, S: TableSource<G>>(
    buf: &mut Buffer,
    area: Rect,
    app: &App<G, S>,
    names: &[String],
) {
    let text = app.text;
    let name_of = |seat: Seat| names.get(seat.index()).map_or("?", |n| n.as_str());
    let turn = if app.link_ended() {
        Span::raw("")
    } else if app.table.outcome().is_some() {
        Span::styled(text.game_over, Style::default().fg(Color::Yellow))
    } else if app.deciding().is_some() {
        Span::styled(
            format!(" {} ", text.your_turn),
            Style::default()
                .bg(Color::Yellow)
                .fg(Color::Black)
                .add_modifier(Modifier::BOLD),
        )
    } else {
        match app.turn() {
            Turn::LocalBot { seat } | Turn::Elsewhere { seat, bot: true } => Span::styled(
                (text.thinking)(name_of(seat)),
                Style::default().fg(Color::Cyan),
            ),
            Turn::Here { seat, .. } | Turn::Elsewhere { seat, .. } => {
                Span::raw((text.turn_of)(name_of(seat)))
            }
            Turn::Waiting => Span::raw(app.nearby_text().waiting_short),
            Turn::Sending { .. } => Span::raw(app.nearby_text().sending),
            Turn::Stranded { .. } | Turn::Finished => Span::raw(""),
        }
    };
    let mut left = vec![
        Span::styled(
            " Spieleabend ",
            Style::default()
                .bg(Color::Blue)
                .fg(Color::White)
                .add_modifier(Modifier::BOLD),
        ),
        Span::styled(
            format!(" {} ", G::TITLE),
            Style::default().add_modifier(Modifier::BOLD),
        ),
    ];
    if let Some(link) = app.table.link() {
        let colour = match link {
            Link::Connected | Link::Hosting { away: 0, .. } => Color::Green,
            Link::Reconnecting { .. } | Link::Hosting { .. } => Color::Yellow,
            Link::HostGone | Link::Ended(_) => Color::Red,
        };
        left.push(Span::styled(
            format!(" {} ", app.nearby_text().link_short(&link)),
            Style::default().fg(colour),
        ));
    }
    Line::from(left).render(area, buf);
    Line::from(vec![turn, Span::raw(" ")])
        .right_aligned()
        .render(area, buf);
}

fn draw_players<G: TuiGame, S: TableSource<G>>(
    buf: &mut Buffer,
    area: Rect,
    app: &App<G, S>,
    view: &G::View,
    names: &[String],
) {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(Style::default().fg(Color::DarkGray))
        .title(format!(" {} ", app.text.players));
    let inner = block.inner(area);
    block.render(area, buf);
    let sizes = G::hand_sizes(view);
    let to_act = G::turn(view);
    let viewer = app.view.as_ref().map(|(s, _)| *s);
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(4)
        .min(12);
    let lines: Vec<Line> = names
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let seat = Seat(s as u8);
            let on_turn = to_act == ToAct::Seat(seat);
            let mut name_style = Style::default();
            if Some(seat) == viewer {
                name_style = name_style.add_modifier(Modifier::BOLD);
            }
            if on_turn {
                name_style = name_style.fg(Color::Yellow);
            }
            let short: String = name.chars().take(width).collect();
            Line::from(vec![
                Span::styled(
                    if on_turn { "▶ " } else { "  " },
                    Style::default().fg(Color::Yellow),
                ),
                Span::styled(format!("{short:<width$} "), name_style),
                Span::styled(
                    format!("{:>2}", sizes.get(s).copied().unwrap_or(0)),
                    Style::default().bg(Color::DarkGray).fg(Color::White),
                ),
                Span::raw(" "),
                Span::styled(
                    G::seat_note(view, seat, app.text),
                    Style::default().fg(Color::Gray),
                ),
                match app.table.seat_tag(seat) {
                    Some(SeatTag::TakenOver) => Span::styled(
                        format!(" {}", app.nearby_text().tag_taken_over),
                        Style::default().fg(Color::LightRed),
                    ),
                    Some(SeatTag::Bot) if app.table.link().is_some() => Span::styled(
                        format!(" {}", app.nearby_text().tag_bot),
                        Style::default().fg(Color::DarkGray),
                    ),
                    _ => Span::raw(""),
                },
            ])
        })
        .collect();
    Paragraph::new(lines).render(inner, buf);
}

/// How the hand is laid out at `width`: the x offset and row of each card, and the rows.
pub fn hand_layout(hand: &[crate::tui::boards::CardFace], width: u16) -> (Vec<(u16, u16)>, u16) {
    let mut places = Vec::with_capacity(hand.len());
    let (mut x, mut row) = (0u16, 0u16);
    for card in hand {
        let w = card.label.chars().count() as u16 + 2;
        if x > 0 && x + w > width {
            x = 0;
            row += 1;
        }
        places.push((x, row));
        x += w + 1;
    }
    (places, if hand.is_empty() { 0 } else { row + 1 })
}

fn draw_hand<G: TuiGame, S: TableSource<G>>(
    buf: &mut Buffer,
    area: Rect,
    app: &App<G, S>,
    hand: &[crate::tui::boards::CardFace],
    focused: Option<Focus>,
    hits: &mut Vec<(Focus, Rect)>,
) {
    let (places, _) = hand_layout(hand, area.width);
    let choosing_set = app.choosing_set();
    for (slot, (card, (x, row))) in hand.iter().zip(places).enumerate() {
        let playable = app.slot_playable(slot);
        let selected = app.selected.contains(&slot);
        let under_cursor = focused == Some(Focus::Slot(slot));
        let mut style = card.style(playable || app.deciding().is_none());
        if choosing_set && !selected {
            style = card.style(false).remove_modifier(Modifier::DIM);
        }
        if under_cursor {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        let label = format!(" {} ", card.label);
        let width = label.chars().count() as u16;
        let y = area.y + 2 * row;
        if y >= area.bottom() {
            break;
        }
        let rect = Rect::new(area.x + x, y, width, 1).intersection(area);
        buf.set_string(rect.x, rect.y, &label, style);
        hits.push((Focus::Slot(slot), Rect::new(rect.x, rect.y, width, 2)));
        // Under the card: its number key, the cursor, or the selection mark.
        if y + 1 < area.bottom() {
            let (mark, mark_style) = if under_cursor && selected {
                (
                    "✓".to_string(),
                    Style::default()
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::BOLD),
                )
            } else if under_cursor && app.deciding().is_some() {
                (
                    "▲".to_string(),
                    Style::default()
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::BOLD),
                )
            } else if selected {
                ("✓".to_string(), Style::default().fg(Color::LightGreen))
            } else if slot < 10 {
                (
                    ((slot + 1) % 10).to_string(),
                    Style::default().fg(Color::DarkGray),
                )
            } else {
                (String::new(), Style::default())
            };
            let mx = rect.x + width.saturating_sub(1) / 2;
            if mx < area.right() {
                buf.set_string(mx, y + 1, mark, mark_style);
            }
        }
    }
}

fn draw_status<G: TuiGame, S: TableSource<G>>(
    buf: &mut Buffer,
    area: Rect,
    app: &App<G, S>,
    focused: Option<Focus>,
    hits: &mut Vec<(Focus, Rect)>,
) {
    let text = app.text;
    // The buttons go to the right end; the prompt gets what is left of the line.
    let buttons: Vec<(Focus, String)> = app
        .focus_list()
        .into_iter()
        .filter_map(|focus| {
            let Focus::Button(button) = focus else {
                return None;
            };
            let label = match button {
                Button::EndTurn => text.end_turn,
                Button::Join => text.join,
                Button::SitOut => text.sit_out,
                Button::Swap if app.selected.is_empty() => text.keep_all,
                Button::Swap => text.swap_selected,
            };
            Some((focus, format!(" [{}] {label} ", button.key())))
        })
        .collect();
    let buttons_width: u16 = buttons
        .iter()
        .map(|(_, l)| l.chars().count() as u16 + 1)
        .sum();
    let mut x = area.right().saturating_sub(buttons_width).max(area.x);
    let prompt_area = Rect::new(area.x, area.y, x.saturating_sub(area.x), 1);
    let mut spans: Vec<Span> = Vec::new();
    if let (Some(_), Some((_, view))) = (app.deciding(), &app.view) {
        spans.push(Span::styled(
            format!("{} ", G::ask(view, app.choice.made(), text)),
            Style::default().add_modifier(Modifier::BOLD),
        ));
        if !app.choice.made().is_empty() {
            spans.push(Span::styled(
                format!("({}) ", text.cancel_step),
                Style::default().fg(Color::DarkGray),
            ));
        }
    } else if let Turn::Stranded { .. } = app.turn() {
        spans.push(Span::raw(text.remote_seat));
    } else if let Turn::Elsewhere { seat, bot: false } = app.turn()
        && app.table.link().is_some()
    {
        let names = app.seat_names();
        spans.push(Span::styled(
            (app.nearby_text().waiting_for)(names.get(seat.index()).map_or("?", |n| n.as_str())),
            Style::default().fg(Color::Gray),
        ));
    }
    Line::from(spans).render(prompt_area, buf);
    for (focus, label) in buttons {
        let width = label.chars().count() as u16;
        let mut style = Style::default().bg(Color::Blue).fg(Color::White);
        if focused == Some(focus) {
            style = style
                .bg(Color::Yellow)
                .fg(Color::Black)
                .add_modifier(Modifier::BOLD);
        }
        if x + width <= area.right() {
            buf.set_string(x, area.y, &label, style);
            hits.push((focus, Rect::new(x, area.y, width, 1)));
        }
        x += width + 1;
    }
}
