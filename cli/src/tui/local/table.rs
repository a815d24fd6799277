//! The table, drawn from the app core's [`TableView`]: a header with the game and whose
//! turn it is (at a table nearby, how its link stands under it), the game's own area beside the players, the last events (wrapped, the
//! newest at the bottom), the hand with the keys of its cards, the pick in progress and
//! the key line; over it the hand-over curtain, a summary or the game-over box.

use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Wrap};
use spieleabend_app::table::{
    CardArt, CardView, ChoiceKind, Overlay, TableArea, TableIntent, TableView, Tint,
};
use spieleabend_app::texts::Texts;

use super::Client;
use super::draw::{centered, key_line, wrapped_height};

/// What the cursor can rest on at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// A hand card, by its place in the hand.
    Card(usize),
    /// A choice of the pick in progress, by its place among the choices.
    Choice(usize),
}

impl Focus {
    /// The intent picking it sends.
    pub fn intent(self, table: &TableView) -> TableIntent {
        match self {
            Focus::Card(at) => TableIntent::TapCard(table.hand[at].id),
            Focus::Choice(at) => {
                TableIntent::Choose(table.pick.as_ref().map_or(0, |p| p.choices[at].id))
            }
        }
    }

    /// Whether the hint suggests it.
    pub fn hinted(self, table: &TableView) -> bool {
        match self {
            Focus::Card(at) => table.hand[at].state.hinted,
            Focus::Choice(at) => table.pick.as_ref().is_some_and(|p| p.choices[at].hinted),
        }
    }
}

/// The cards that can be picked now, then the pick's other choices.
pub fn focus_list(table: &TableView) -> Vec<Focus> {
    let Some(pick) = &table.pick else {
        return Vec::new();
    };
    let places = pick.choices.iter().any(|c| c.kind != ChoiceKind::Button);
    let mut list: Vec<Focus> = if places {
        Vec::new()
    } else {
        table
            .hand
            .iter()
            .enumerate()
            .filter(|(_, c)| c.state.playable)
            .map(|(at, _)| Focus::Card(at))
            .collect()
    };
    list.extend((0..pick.choices.len()).map(Focus::Choice));
    list
}

/// A tint's colour on the terminal.
pub fn colour(tint: Tint) -> Color {
    match tint {
        Tint::Red => Color::Red,
        Tint::Yellow => Color::Yellow,
        Tint::Green => Color::Green,
        Tint::Blue => Color::Blue,
        Tint::Plain => Color::White,
        Tint::Gold => Color::LightYellow,
        Tint::Alarm => Color::LightRed,
        Tint::Turn => Color::LightMagenta,
        Tint::Wild => Color::LightCyan,
        Tint::Stop => Color::Magenta,
    }
}

/// A card as the terminal prints it: the colour-blind mark, then the figure (a ring
/// after it per ring of a 22Juhu zero), or the word of a special card that a symbol
/// says all of ("Joker", "reverse").
pub(super) fn face(card: &CardView) -> String {
    let face = &card.face;
    let mark = face.mark.as_deref().unwrap_or_default();
    match face.art {
        _ if face.figure.is_empty() => format!("{mark}{}", face.word.as_deref().unwrap_or("?")),
        CardArt::Rings { count } => format!("{mark}{}{}", face.figure, "○".repeat(count.into())),
        _ => format!("{mark}{}", face.figure),
    }
}

/// A space the line does not wrap at.
const NBSP: &str = "\u{a0}";

/// A card as a coloured span (bold on a dark background when `strong`).
fn card_span(card: &CardView) -> Span<'static> {
    Span::styled(
        format!(" {} ", face(card)),
        Style::default()
            .fg(colour(card.face.tint))
            .add_modifier(Modifier::BOLD),
    )
}

/// Draws the table.
pub fn draw(frame: &mut Frame, area: Rect, table: &TableView, client: &Client) {
    let texts = client.texts();
    let (cursor, log) = (client.cursor, client.log);
    let notice = client.view.notice.as_deref();
    let mut hits = client.hits.borrow_mut();
    hits.clear();
    if let Some(Overlay::Curtain { text, button, .. }) = &table.overlay {
        curtain(frame, area, table, text, button, texts);
        return;
    }
    let width = area.width;
    let header = Line::from(vec![
        Span::styled(
            format!(" {} ", table.title),
            Style::default().add_modifier(Modifier::BOLD),
        ),
        Span::raw(" "),
        Span::styled(table.status.clone(), Style::default().fg(Color::Yellow)),
    ]);
    let header_height = wrapped_height(&header, width);
    let link = link_line(table);
    let link_height = link.as_ref().map_or(0, |l| wrapped_height(l, width));
    let (hand_rows, cells) = hand_lines(table, cursor, width.saturating_sub(2));
    let hand_height = hand_rows.len() as u16 + 2;
    let coach = coach_lines(table);
    let coach_height = coach.iter().map(|l| wrapped_height(l, width)).sum::<u16>();
    let prompt = prompt_line(table);
    let prompt_height = prompt.as_ref().map_or(0, |p| wrapped_height(p, width));
    let keys = match notice.or(table.message.as_deref()) {
        Some(message) => Line::styled(message.to_string(), Style::default().fg(Color::LightRed)),
        None => key_line(&table_keys(table, texts)),
    };
    let keys_height = wrapped_height(&keys, width);
    // The board and the players take what they need; the events take the rest, so a
    // round of bot moves does not push the person's own move out of view.
    let players_width = if width >= 110 { 44 } else { 36 };
    let board_lines = area_lines(table, texts);
    let player_lines = players_lines(table);
    let inner = |lines: &[Line], w: u16| -> u16 {
        lines
            .iter()
            .map(|l| wrapped_height(l, w.saturating_sub(2)))
            .sum()
    };
    let top_height = inner(&board_lines, width.saturating_sub(players_width))
        .max(inner(&player_lines, players_width))
        + 2;
    let [head, link_area, top, events, coach_area, hand, pick, foot] = Layout::vertical([
        Constraint::Length(header_height),
        Constraint::Length(link_height),
        Constraint::Length(top_height),
        Constraint::Min(5),
        Constraint::Length(coach_height),
        Constraint::Length(hand_height),
        Constraint::Length(prompt_height),
        Constraint::Length(keys_height),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(header).wrap(Wrap { trim: false }), head);
    if let Some(link) = link {
        frame.render_widget(Paragraph::new(link).wrap(Wrap { trim: false }), link_area);
    }
    let [board, players] =
        Layout::horizontal([Constraint::Min(20), Constraint::Length(players_width)]).areas(top);
    frame.render_widget(
        Paragraph::new(board_lines)
            .wrap(Wrap { trim: false })
            .block(boxed(&table.title)),
        board,
    );
    frame.render_widget(
        Paragraph::new(player_lines)
            .wrap(Wrap { trim: false })
            .block(boxed(&texts.get("terminal-players", &[]))),
        players,
    );
    draw_events(frame, events, table, texts);
    if !coach.is_empty() {
        frame.render_widget(Paragraph::new(coach).wrap(Wrap { trim: false }), coach_area);
    }
    let hand_block = Block::bordered()
        .border_type(BorderType::Rounded)
        .title(format!(" {} ", texts.get("terminal-your-hand", &[])));
    frame.render_widget(Paragraph::new(hand_rows).block(hand_block), hand);
    for (focus, row, x, w) in cells {
        let cell = Rect::new(hand.x + 1 + x, hand.y + 1 + row, w, 1).intersection(hand);
        hits.push((focus, cell));
    }
    if let Some(prompt) = prompt {
        frame.render_widget(Paragraph::new(prompt).wrap(Wrap { trim: false }), pick);
    }
    frame.render_widget(Paragraph::new(keys).wrap(Wrap { trim: false }), foot);
    match &table.overlay {
        Some(Overlay::Summary(summary)) => {
            let mut lines = vec![Line::styled(
                summary.title.clone(),
                Style::default().add_modifier(Modifier::BOLD),
            )];
            if let Some(text) = &summary.text {
                lines.push(Line::raw(text.clone()));
            }
            lines.push(Line::raw(""));
            for row in &summary.rows {
                let change = row.change.map_or(String::new(), |c| format!("{c:+}  "));
                lines.push(Line::raw(format!(
                    "{:<14} {change}{}",
                    row.name, row.total.label
                )));
            }
            lines.push(Line::raw(""));
            lines.push(key_line(&[texts.get(
                "terminal-key-enter",
                &[("what", summary.dismiss.clone().into())],
            )]));
            popup(frame, area, lines);
        }
        Some(Overlay::GameOver(over)) => {
            let mut lines = vec![
                Line::styled(
                    over.title.clone(),
                    Style::default().add_modifier(Modifier::BOLD),
                ),
                Line::raw(over.text.clone()),
            ];
            for line in &over.personal {
                lines.push(Line::styled(
                    line.clone(),
                    Style::default().add_modifier(Modifier::BOLD),
                ));
            }
            lines.push(Line::raw(""));
            if let Some(label) = &over.score_label {
                lines.push(Line::styled(
                    label.clone(),
                    Style::default().fg(Color::DarkGray),
                ));
            }
            for row in &over.rows {
                let score = row
                    .score
                    .as_ref()
                    .map_or(String::new(), |s| s.label.clone());
                lines.push(Line::raw(format!(
                    "{:<5} {:<14} {score}",
                    row.place_label, row.name
                )));
            }
            popup(frame, area, lines);
        }
        _ => {}
    }
    if let Some(scroll) = log {
        draw_log(frame, area, table, texts, scroll);
    }
}

/// How the link of a table nearby stands (red once the table is over for this
/// device), and the check of the last deal; `None` at a table of this device only.
fn link_line(table: &TableView) -> Option<Line<'static>> {
    let link = table.link.as_ref()?;
    let colour = if link.ended {
        Color::LightRed
    } else {
        Color::LightCyan
    };
    let mut spans = vec![Span::styled(
        format!(" {}", link.text),
        Style::default().fg(colour),
    )];
    if let Some(fairness) = &link.fairness {
        spans.push(Span::styled(
            format!(" · {fairness}"),
            Style::default().fg(Color::Gray),
        ));
    }
    Some(Line::from(spans))
}

fn popup(frame: &mut Frame, area: Rect, lines: Vec<Line<'static>>) {
    let width = area.width.saturating_sub(8).min(64);
    let inner = width.saturating_sub(2);
    let height = lines.iter().map(|l| wrapped_height(l, inner)).sum::<u16>() + 2;
    let rect = centered(area, width, height);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().border_type(BorderType::Double)),
        rect,
    );
}

fn curtain(
    frame: &mut Frame,
    area: Rect,
    table: &TableView,
    text: &str,
    button: &str,
    texts: &Texts,
) {
    frame.render_widget(
        Block::bordered()
            .title(format!(" {} ", table.title))
            .border_style(Style::default().fg(Color::DarkGray)),
        area,
    );
    let lines = vec![
        Line::raw(""),
        Line::styled(
            text.to_string(),
            Style::default()
                .fg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
        ),
        Line::raw(""),
        key_line(&[texts.get("terminal-key-enter", &[("what", button.to_string().into())])]),
        Line::raw(""),
        key_line(&[
            texts.get("terminal-key-menu", &[]),
            texts.get("terminal-key-quit", &[]),
        ]),
    ];
    let width = area.width.saturating_sub(8).min(64);
    let height = lines
        .iter()
        .map(|l| wrapped_height(l, width - 2))
        .sum::<u16>()
        + 2;
    frame.render_widget(
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .block(Block::bordered().border_type(BorderType::Rounded)),
        centered(area, width, height),
    );
}

/// In a guided game, the coach's sentence and the last try's mistake, set over the
/// hand.
fn coach_lines(table: &TableView) -> Vec<Line<'static>> {
    let Some(coach) = &table.coach else {
        return Vec::new();
    };
    let mut lines = vec![Line::styled(
        format!("▶ {}", coach.text),
        Style::default()
            .fg(Color::Cyan)
            .add_modifier(Modifier::BOLD),
    )];
    if let Some(mistake) = &coach.mistake {
        lines.push(Line::styled(
            mistake.clone(),
            Style::default().fg(Color::LightRed),
        ));
    }
    lines
}

/// The key line of the table as it is now: only what works now is offered.
fn table_keys(table: &TableView, texts: &Texts) -> Vec<String> {
    let key = |id: &str| texts.get(id, &[]);
    let mut keys = Vec::new();
    match &table.overlay {
        Some(Overlay::GameOver(over)) => {
            keys.push(texts.get(
                "terminal-key-rematch",
                &[("what", over.rematch.clone().into())],
            ));
            keys.push(key("terminal-key-menu"));
            keys.push(key("terminal-key-quit"));
            return keys;
        }
        Some(_) => return keys,
        None => {}
    }
    if table.coach.as_ref().is_some_and(|c| !c.finished) {
        keys.push(key("terminal-key-skip-lesson"));
    }
    if let Some(pick) = &table.pick {
        keys.push(key("terminal-key-move"));
        if pick.ticking {
            keys.push(key("terminal-key-tick"));
        } else {
            keys.push(key("terminal-key-pick"));
        }
        // Enter confirms a ticked set; a hint shown is played with the hint's own key,
        // as Enter already picks the card under the cursor.
        match &pick.confirm {
            Some(what) if pick.ticking => {
                keys.push(texts.get("terminal-key-confirm", &[("what", what.clone().into())]));
            }
            _ => {}
        }
        if pick.can_cancel {
            keys.push(key("terminal-key-step-back"));
        }
        match &pick.confirm {
            Some(what) if !pick.ticking => {
                keys.push(texts.get("terminal-key-play-hint", &[("what", what.clone().into())]));
            }
            _ => keys.push(key("terminal-key-hint")),
        }
    }
    if table.undo.available {
        keys.push(key("terminal-key-undo"));
    }
    keys.push(key("terminal-key-log"));
    keys.push(key("terminal-key-rules"));
    if !table.pick.as_ref().is_some_and(|p| p.can_cancel) {
        keys.push(key("terminal-key-menu"));
    }
    keys.push(key("terminal-key-quit"));
    keys
}

/// The pick in progress: the prompt, the steps made, the choices that are not cards.
fn prompt_line(table: &TableView) -> Option<Line<'static>> {
    let pick = table.pick.as_ref()?;
    let mut spans = vec![Span::styled(
        pick.prompt.clone(),
        Style::default().add_modifier(Modifier::BOLD),
    )];
    for made in &pick.made {
        spans.push(Span::styled(
            format!("  ✓ {made}"),
            Style::default().fg(Color::Green),
        ));
    }
    let mut place = 0;
    for choice in &pick.choices {
        let label = if choice.kind == ChoiceKind::Button {
            format!("  [{}]", choice.label)
        } else {
            place += 1;
            format!("  [{place}] {}", choice.label)
        };
        let mut style = Style::default().fg(Color::Cyan);
        if choice.hinted {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        spans.push(Span::styled(label, style));
    }
    if let spieleabend_app::table::HintView::Ready { text } = &table.hint {
        spans.push(Span::styled(
            format!("  ({text})"),
            Style::default().fg(Color::Magenta),
        ));
    }
    Some(Line::from(spans))
}

/// The hand as rows of cards, each row with the number keys under its cards.
/// Where each card was put: its focus, the row within the hand, the column, the width.
type Cells = Vec<(Focus, u16, u16, u16)>;

fn hand_lines(table: &TableView, cursor: usize, width: u16) -> (Vec<Line<'static>>, Cells) {
    let mut cells = Vec::new();
    let focus = focus_list(table);
    let under_cursor = focus.get(cursor.min(focus.len().max(1) - 1)).copied();
    let mut rows = Vec::new();
    let mut cards: Vec<Span> = Vec::new();
    let mut keys: Vec<Span> = Vec::new();
    let mut used = 0u16;
    for (at, card) in table.hand.iter().enumerate() {
        let label = face(card);
        let cell = label.chars().count().max(2) as u16 + 2;
        if used + cell > width && !cards.is_empty() {
            rows.push(Line::from(std::mem::take(&mut cards)));
            rows.push(Line::from(std::mem::take(&mut keys)));
            used = 0;
        }
        cells.push((Focus::Card(at), rows.len() as u16, used, cell));
        used += cell;
        let mut style = Style::default().fg(colour(card.face.tint));
        if card.state.playable {
            style = style.add_modifier(Modifier::BOLD | Modifier::REVERSED);
        } else {
            style = style.add_modifier(Modifier::DIM);
        }
        let mut padded = format!(" {label:^w$} ", w = cell as usize - 2);
        if card.state.selected {
            padded = format!("✓{label:^w$} ", w = cell as usize - 2);
        }
        cards.push(Span::styled(padded, style));
        let key = if under_cursor == Some(Focus::Card(at)) {
            "▲".to_string()
        } else if card.state.hinted {
            "★".to_string()
        } else if at < 10 {
            ((at + 1) % 10).to_string()
        } else {
            String::new()
        };
        keys.push(Span::styled(
            format!(" {key:^w$} ", w = cell as usize - 2),
            Style::default().fg(Color::DarkGray),
        ));
    }
    if !cards.is_empty() {
        rows.push(Line::from(cards));
        rows.push(Line::from(keys));
    }
    if let Some(Focus::Choice(at)) = under_cursor
        && let Some(pick) = &table.pick
    {
        cells.push((Focus::Choice(at), rows.len() as u16, 0, width));
        rows.push(Line::styled(
            format!("▶ {}", pick.choices[at].label),
            Style::default()
                .fg(Color::Cyan)
                .add_modifier(Modifier::BOLD),
        ));
    }
    if rows.is_empty() {
        rows.push(Line::raw(""));
    }
    (rows, cells)
}

fn boxed(title: &str) -> Block<'static> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .title(format!(" {title} "))
}

/// One line per seat: the to-act mark, the name, the hand count, score and note.
fn players_lines(table: &TableView) -> Vec<Line<'static>> {
    let name_width = table
        .players
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0)
        .min(12);
    table
        .players
        .iter()
        .map(|p| {
            let marker = if p.to_act { "▶ " } else { "  " };
            let name: String = p.name.chars().take(12).collect();
            let mut text = format!("{marker}{name:<name_width$} {}", p.cards_label);
            if let Some(score) = &p.score {
                text.push_str(&format!(" · {}", score.label));
            }
            if let Some(note) = &p.note {
                text.push_str(&format!(" · {note}"));
            }
            let mut style = Style::default();
            if p.to_act {
                style = style.fg(Color::Yellow).add_modifier(Modifier::BOLD);
            }
            Line::styled(text, style)
        })
        .collect()
}

/// The newest log lines that fit, wrapped; the newest bold.
fn draw_events(frame: &mut Frame, area: Rect, table: &TableView, texts: &Texts) {
    let inner_width = area.width.saturating_sub(2);
    let mut room = area.height.saturating_sub(2);
    let mut shown = Vec::new();
    for (i, line) in table.log.iter().rev().enumerate() {
        let mut style = Style::default();
        if i == 0 {
            style = style.add_modifier(Modifier::BOLD);
        } else if !line.new {
            style = style.fg(Color::Gray);
        }
        let line = Line::styled(line.text.clone(), style);
        let height = wrapped_height(&line, inner_width);
        if height > room {
            break;
        }
        room -= height;
        shown.push(line);
    }
    shown.reverse();
    frame.render_widget(
        Paragraph::new(shown)
            .wrap(Wrap { trim: false })
            .block(boxed(&texts.get("terminal-events", &[]))),
        area,
    );
}

fn draw_log(frame: &mut Frame, area: Rect, table: &TableView, texts: &Texts, scroll: usize) {
    let rect = Rect {
        x: area.x + 2,
        y: area.y + 1,
        width: area.width.saturating_sub(4),
        height: area.height.saturating_sub(2),
    };
    let inner = rect.height.saturating_sub(3) as usize;
    let end = table.log.len().saturating_sub(scroll.min(table.log.len()));
    let start = end.saturating_sub(inner);
    let mut lines: Vec<Line> = table.log[start..end]
        .iter()
        .map(|l| Line::raw(l.text.clone()))
        .collect();
    lines.push(key_line(&[texts.get("terminal-keys-page", &[])]));
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(boxed(&texts.get("terminal-log", &[]))),
        rect,
    );
}

/// The game's own area.
fn area_lines(table: &TableView, texts: &Texts) -> Vec<Line<'static>> {
    let dim = Style::default().fg(Color::Gray);
    let mut lines: Vec<Line> = Vec::new();
    match &table.area {
        Some(TableArea::ElferRaus(er)) => {
            for row in &er.rows {
                let mut bar = String::new();
                for value in 1..=20u8 {
                    let laid = row
                        .ends
                        .is_some_and(|ends| (ends.low..=ends.high).contains(&value));
                    bar.push(if laid { '█' } else { '·' });
                }
                let mark = row.mark.clone().unwrap_or_default();
                lines.push(Line::from(vec![
                    Span::styled(
                        format!("{mark}{bar} "),
                        Style::default().fg(colour(row.tint)),
                    ),
                    Span::raw(row.label.clone()),
                ]));
            }
            lines.push(Line::styled(er.pile_label.clone(), dim));
            if let Some(label) = &er.match_label {
                lines.push(Line::styled(label.clone(), dim));
            }
        }
        Some(TableArea::SeventySeven(ss)) => {
            let mut total = Style::default().add_modifier(Modifier::BOLD);
            if ss.total >= 66 {
                total = total.fg(Color::Red);
            }
            let mut first = vec![Span::styled(ss.total_label.clone(), total)];
            if let Some(card) = &ss.discard_top {
                let label = texts.get("terminal-last-card", &[]);
                first.push(Span::styled(format!(" · {label}:"), dim));
                first.push(card_span(card));
            }
            lines.push(Line::from(first));
            lines.push(Line::styled(ss.direction_label.clone(), dim));
            if let Some(due) = &ss.due_label {
                lines.push(Line::styled(
                    due.clone(),
                    Style::default().fg(Color::LightRed),
                ));
            }
        }
        Some(TableArea::Juhu22(juhu)) => {
            lines.push(Line::styled(
                juhu.heading.clone(),
                Style::default().add_modifier(Modifier::BOLD),
            ));
            lines.push(Line::styled(juhu.stage_label.clone(), dim));
            let mut trick = Vec::new();
            for play in &juhu.trick {
                trick.push(Span::raw(format!("{} ", play.name)));
                trick.push(card_span(&play.card));
                trick.push(Span::raw(" "));
            }
            if !trick.is_empty() {
                lines.push(Line::from(trick));
            }
            lines.push(Line::styled(juhu.stack_label.clone(), dim));
            if let Some(pot) = &juhu.pot {
                lines.push(Line::styled(pot.label.clone(), dim));
            }
            if let Some(duty) = &juhu.juhu_duty {
                lines.push(Line::styled(
                    duty.clone(),
                    Style::default().fg(Color::LightRed),
                ));
            }
        }
        Some(TableArea::Rauswurf(rw)) => {
            let mut spans = Vec::new();
            for front in &rw.fronts {
                let name = table
                    .players
                    .get(front.seat as usize)
                    .map_or(String::new(), |p| p.name.clone());
                // Non-breaking spaces keep a name and its card on one row.
                spans.push(Span::raw(format!("{}{NBSP}", name.replace(' ', NBSP))));
                match &front.card {
                    Some(card) => spans.push(Span::styled(
                        format!("{NBSP}{}{NBSP}", face(card)),
                        card_span(card).style,
                    )),
                    None => spans.push(Span::styled(format!("{NBSP}–{NBSP}"), dim)),
                }
                spans.push(Span::raw("  "));
            }
            lines.push(Line::from(spans));
            lines.push(Line::styled(rw.piles_label.clone(), dim));
        }
        Some(TableArea::Help(help)) => {
            lines.push(Line::styled(
                help.heading.clone(),
                Style::default().add_modifier(Modifier::BOLD),
            ));
            let mut row = Vec::new();
            for card in &help.row {
                row.push(card_span(&card.card));
            }
            lines.push(Line::from(row));
            if let Some(label) = &help.help_label {
                lines.push(Line::raw(label.clone()));
            }
            if let Some(card) = &help.received {
                lines.push(Line::from(vec![Span::raw("→ "), card_span(card)]));
            }
        }
        None => {}
    }
    lines
}
