//! The screens around the table, drawn from the app core's views: home, setup,
//! settings, statistics, rules, nearby. A list shows its cursor with `▶`; the key line
//! at the bottom says what the keys do on that screen.

use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Wrap};
use spieleabend_app::app::ScreenView;
use spieleabend_app::screens::Control;
use spieleabend_app::screens::nearby::{HostView, Medium};
use spieleabend_app::screens::settings::{SettingKey, SettingRow, SettingsView};
use spieleabend_app::screens::setup::SetupView;

use super::{Client, table};

/// The smallest window the client draws in.
pub const MIN_SIZE: (u16, u16) = (60, 20);

/// A rectangle of at most `width` × `height` in the middle of `area`.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] = Layout::vertical([Constraint::Length(height.min(area.height))])
        .flex(Flex::Center)
        .areas(area);
    let [cell] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(row);
    cell
}

/// How many rows `line` takes when wrapped at `width` columns (word wrap, as
/// ratatui's `Wrap` does it).
pub fn wrapped_height(line: &Line, width: u16) -> u16 {
    if width == 0 {
        return 1;
    }
    Paragraph::new(line.clone())
        .wrap(Wrap { trim: false })
        .line_count(width)
        .max(1) as u16
}

/// Key hints joined into one dim line.
pub fn key_line(keys: &[String]) -> Line<'static> {
    Line::styled(keys.join(" · "), Style::default().fg(Color::DarkGray))
}

/// The rows of the setup screen, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRow {
    Game,
    Variant,
    Players,
    Seat(usize),
    Option(usize),
    Start,
}

/// The setup screen's rows for `setup`.
/// The settings a terminal has: not the sounds and the vibration, which it cannot
/// give.
pub fn settings_rows(settings: &SettingsView) -> Vec<&SettingRow> {
    settings
        .rows
        .iter()
        .filter(|row| !matches!(row.key, SettingKey::Sound | SettingKey::Haptics))
        .collect()
}

pub fn setup_rows(setup: &SetupView) -> Vec<SetupRow> {
    let mut rows = vec![SetupRow::Game];
    if setup.variant.is_some() {
        rows.push(SetupRow::Variant);
    }
    rows.push(SetupRow::Players);
    rows.extend((0..setup.seats.len()).map(SetupRow::Seat));
    rows.extend((0..setup.options.len()).map(SetupRow::Option));
    rows.push(SetupRow::Start);
    rows
}

/// The buttons of the host's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostButton {
    /// Start the game (every seat has its device).
    Start,
    /// Back to the game played at the open table.
    Table,
    /// Open the table to devices nearby.
    Open,
    /// Close the table.
    Close,
}

impl HostButton {
    /// The button's label.
    fn label(self, host: &HostView) -> &str {
        match self {
            HostButton::Start => &host.start_label,
            HostButton::Table => &host.table_label,
            HostButton::Open | HostButton::Close => &host.action_label,
        }
    }
}

/// The host's screen's buttons, top to bottom: start (once ready), back to the table
/// (while a game is played), open or close.
pub fn host_buttons(host: &HostView) -> Vec<HostButton> {
    let mut buttons = Vec::new();
    if host.can_start {
        buttons.push(HostButton::Start);
    }
    if host.playing {
        buttons.push(HostButton::Table);
    }
    buttons.push(if host.open {
        HostButton::Close
    } else {
        HostButton::Open
    });
    buttons
}

/// A control's value as shown in a row.
fn value(control: &Control) -> String {
    match control {
        Control::Toggle { on } => if *on { "☑" } else { "☐" }.to_string(),
        Control::Choice { choices } => choices
            .iter()
            .find(|c| c.selected)
            .map_or(String::new(), |c| c.label.clone()),
        Control::Number { shown, .. } => shown.clone(),
    }
}

/// Draws the client's view.
pub fn draw(frame: &mut Frame, client: &Client) {
    let area = frame.area();
    let texts = client.texts();
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        let text = texts.get(
            "terminal-too-small",
            &[("columns", MIN_SIZE.0.into()), ("rows", MIN_SIZE.1.into())],
        );
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    let view = &client.view;
    let notice = view.notice.as_deref();
    let key = |id: &str| texts.get(id, &[]);
    match &view.screen {
        ScreenView::Table(t) => {
            table::draw(frame, area, t, client);
        }
        ScreenView::Home(home) => {
            let mut lines: Vec<Line> = Vec::new();
            for (at, item) in home.items.iter().enumerate() {
                lines.push(row_line(at == client.cursor, &item.label, None));
                for line in item.detail.iter().chain(&item.progress) {
                    lines.push(Line::styled(
                        format!("    {line}"),
                        Style::default().fg(Color::Gray),
                    ));
                }
            }
            for note in &home.notices {
                lines.push(Line::raw(""));
                lines.push(Line::styled(
                    note.clone(),
                    Style::default().fg(Color::Yellow),
                ));
            }
            let mut keys = vec![key("terminal-keys-home")];
            if !home.notices.is_empty() {
                keys.push(key("terminal-keys-notices"));
            }
            page(frame, area, &home.title, lines, 0, notice, &keys);
        }
        ScreenView::Setup(setup) => {
            let rows = setup_rows(setup);
            let at = client.cursor.min(rows.len() - 1);
            let mut lines = Vec::new();
            for (i, row) in rows.iter().enumerate() {
                let chosen = i == at;
                lines.push(match row {
                    SetupRow::Game => {
                        let name = setup
                            .games
                            .iter()
                            .find(|g| g.selected)
                            .map_or(String::new(), |g| g.name.clone());
                        row_line(chosen, &key("terminal-game"), Some(name))
                    }
                    SetupRow::Variant => {
                        let variant = setup.variant.as_ref().expect("a variant row");
                        row_line(chosen, &variant.label, Some(value(&variant.control)))
                    }
                    SetupRow::Players => row_line(
                        chosen,
                        &setup.players.label,
                        Some(value(&setup.players.control)),
                    ),
                    SetupRow::Seat(seat) => {
                        let seat = &setup.seats[*seat];
                        let name = if seat.name.is_empty() {
                            seat.default_name.clone()
                        } else {
                            seat.name.clone()
                        };
                        let player = seat
                            .player
                            .iter()
                            .find(|p| p.selected)
                            .map_or(String::new(), |p| p.label.clone());
                        row_line(chosen, &seat.label, Some(format!("{name} · {player}")))
                    }
                    SetupRow::Option(option) => {
                        let option = &setup.options[*option];
                        row_line(chosen, &option.label, Some(value(&option.control)))
                    }
                    SetupRow::Start => {
                        let mut line = row_line(chosen, &setup.start_label, None);
                        if !setup.can_start {
                            line = line.style(Style::default().fg(Color::DarkGray));
                        }
                        line
                    }
                });
            }
            // What the variant or option under the cursor means.
            let about = match rows[at] {
                SetupRow::Variant => setup.variant.as_ref().and_then(|v| v.about.clone()),
                SetupRow::Option(o) => Some(setup.options[o].about.clone()),
                _ => None,
            };
            if let Some(about) = about {
                lines.push(Line::styled(about, Style::default().fg(Color::Gray)));
            }
            for problem in &setup.problems {
                lines.push(Line::styled(
                    problem.clone(),
                    Style::default().fg(Color::LightRed),
                ));
            }
            if let Some(replaces) = &setup.replaces {
                lines.push(Line::styled(
                    replaces.clone(),
                    Style::default().fg(Color::Yellow),
                ));
            }
            let mut keys = vec![key("terminal-keys-setup")];
            match rows[at] {
                SetupRow::Seat(_) => keys.push(key("terminal-keys-seat-name")),
                SetupRow::Option(o)
                    if matches!(setup.options[o].control, Control::Number { .. }) =>
                {
                    keys.push(key("terminal-keys-number"))
                }
                _ => {}
            }
            // Keep the cursor's row in sight in a short window.
            let scroll = at.saturating_sub(area.height.saturating_sub(8) as usize);
            page(frame, area, &setup.title, lines, scroll, notice, &keys);
        }
        ScreenView::Settings(settings) => {
            let lines = settings_rows(settings)
                .into_iter()
                .enumerate()
                .map(|(i, row)| row_line(i == client.cursor, &row.label, Some(value(&row.control))))
                .collect();
            page(
                frame,
                area,
                &settings.title,
                lines,
                0,
                notice,
                &[key("terminal-keys-settings")],
            );
        }
        ScreenView::Statistics(stats) => {
            let mut lines = Vec::new();
            for game in &stats.games {
                lines.push(Line::styled(
                    game.name.clone(),
                    Style::default().add_modifier(Modifier::BOLD),
                ));
                if let Some(empty) = &game.empty {
                    lines.push(Line::styled(
                        format!("  {empty}"),
                        Style::default().fg(Color::Gray),
                    ));
                }
                for row in &game.rows {
                    lines.push(Line::raw(format!("  {} — {}", row.opponents, row.summary)));
                }
            }
            page(
                frame,
                area,
                &stats.title,
                lines,
                client.scroll,
                notice,
                &[key("terminal-keys-page")],
            );
        }
        ScreenView::Rules(rules) => {
            let lines = rules
                .games
                .iter()
                .enumerate()
                .map(|(i, g)| row_line(i == client.cursor, &g.name, None))
                .collect();
            page(
                frame,
                area,
                &rules.title,
                lines,
                0,
                notice,
                &[key("terminal-keys-list")],
            );
        }
        ScreenView::RulesPage(rules) => {
            let mut lines = Vec::new();
            for section in &rules.sections {
                lines.push(Line::styled(
                    section.title.clone(),
                    Style::default()
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::BOLD),
                ));
                for paragraph in &section.paragraphs {
                    lines.push(Line::raw(paragraph.clone()));
                }
                lines.push(Line::raw(""));
            }
            page(
                frame,
                area,
                &rules.title,
                lines,
                client.scroll,
                notice,
                &if rules.lesson.is_some() {
                    vec![key("terminal-key-learn"), key("terminal-keys-page")]
                } else {
                    vec![key("terminal-keys-page")]
                },
            );
        }
        ScreenView::Nearby(nearby) => {
            let lines = [&nearby.host_label, &nearby.join_label]
                .iter()
                .enumerate()
                .map(|(i, label)| row_line(i == client.cursor, label, None))
                .collect();
            page(
                frame,
                area,
                &nearby.title,
                lines,
                0,
                notice,
                &[key("terminal-keys-list")],
            );
        }
        ScreenView::NearbyHost(host) => {
            let mut lines = vec![
                Line::styled(
                    host.game.clone(),
                    Style::default().add_modifier(Modifier::BOLD),
                ),
                Line::raw(host.explanation.clone()),
                Line::raw(""),
            ];
            if let Some(info) = &host.join_info {
                lines.push(Line::styled(
                    info.clone(),
                    Style::default()
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::BOLD),
                ));
            }
            for player in &host.players {
                lines.push(Line::raw(format!("  {player}")));
            }
            if let Some(seats) = &host.seats_note {
                lines.push(Line::styled(
                    seats.clone(),
                    Style::default().fg(Color::Gray),
                ));
            }
            lines.push(Line::raw(""));
            let buttons = host_buttons(host);
            let chosen = client.cursor.min(buttons.len() - 1);
            for (at, button) in buttons.iter().enumerate() {
                let mut line = row_line(at == chosen, button.label(host), None);
                if *button == HostButton::Open && !host.can_open {
                    line = line.style(Style::default().fg(Color::DarkGray));
                }
                lines.push(line);
            }
            if let Some(note) = &host.notice {
                lines.push(Line::styled(
                    note.clone(),
                    Style::default().fg(Color::LightRed),
                ));
            }
            let keys = [texts.get(
                "terminal-keys-host",
                &[("action", buttons[chosen].label(host).to_string().into())],
            )];
            page(frame, area, &host.title, lines, 0, notice, &keys);
        }
        ScreenView::NearbyJoin(join) => {
            let found = join.found.len();
            let mut lines = Vec::new();
            for (i, table) in join.found.iter().enumerate() {
                // The app core's label says how the table is reached; a network
                // table's address follows (a Bluetooth device's id means nothing here).
                let address = (table.medium == Medium::Network).then(|| table.address.clone());
                lines.push(row_line(i == client.cursor, &table.label, address));
            }
            lines.push(Line::styled(
                join.found_note.clone(),
                Style::default().fg(Color::Gray),
            ));
            lines.push(Line::raw(""));
            lines.push(row_line(
                client.cursor == found,
                &join.address_label,
                Some(format!("{}▏", join.address)),
            ));
            lines.push(row_line(
                client.cursor > found,
                &join.code_label,
                Some(format!("{}▏", join.code)),
            ));
            lines.push(Line::raw(""));
            let mut connect = Line::raw(format!("  [{}]", join.connect_label));
            if !join.can_connect {
                connect = connect.style(Style::default().fg(Color::DarkGray));
            }
            lines.push(connect);
            if let Some(waiting) = &join.waiting {
                lines.push(Line::styled(
                    waiting.clone(),
                    Style::default().fg(Color::Yellow),
                ));
            }
            let on_table = join.playing && client.cursor > found + 1;
            if join.playing {
                lines.push(row_line(on_table, &join.table_label, None));
            }
            if let Some(note) = &join.notice {
                lines.push(Line::styled(
                    note.clone(),
                    Style::default().fg(Color::LightRed),
                ));
            }
            let keys = if on_table {
                texts.get(
                    "terminal-keys-host",
                    &[("action", join.table_label.clone().into())],
                )
            } else {
                key("terminal-keys-join")
            };
            page(frame, area, &join.title, lines, 0, notice, &[keys]);
        }
    }
}

/// A list row: the cursor mark, the label and its value.
fn row_line(chosen: bool, label: &str, value: Option<String>) -> Line<'static> {
    let mark = if chosen { "▶ " } else { "  " };
    let mut style = Style::default();
    if chosen {
        style = style.fg(Color::Yellow).add_modifier(Modifier::BOLD);
    }
    let mut spans = vec![Span::styled(format!("{mark}{label}"), style)];
    if let Some(value) = value {
        spans.push(Span::raw(format!(": ‹ {value} ›")));
    }
    Line::from(spans)
}

/// A screen: a bordered page with `lines` (scrolled by `scroll` rows), a notice and the
/// key line under it.
fn page(
    frame: &mut Frame,
    area: Rect,
    title: &str,
    lines: Vec<Line<'static>>,
    scroll: usize,
    notice: Option<&str>,
    keys: &[String],
) {
    let foot = match notice {
        Some(notice) => Line::styled(notice.to_string(), Style::default().fg(Color::LightRed)),
        None => key_line(keys),
    };
    let foot_height = wrapped_height(&foot, area.width);
    let [body, bottom] =
        Layout::vertical([Constraint::Min(3), Constraint::Length(foot_height)]).areas(area);
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .title(Span::styled(
            format!(" {title} "),
            Style::default().add_modifier(Modifier::BOLD),
        ));
    let inner_height = body.height.saturating_sub(2) as usize;
    let total: usize = lines
        .iter()
        .map(|l| wrapped_height(l, body.width.saturating_sub(2)) as usize)
        .sum();
    let scroll = scroll.min(total.saturating_sub(inner_height));
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .scroll((scroll as u16, 0))
            .block(block),
        body,
    );
    frame.render_widget(Paragraph::new(foot).wrap(Wrap { trim: false }), bottom);
}
