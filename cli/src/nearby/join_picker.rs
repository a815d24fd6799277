//! Joining a LAN table: the tables found on the local network as a list to pick from,
//! a line to type an address instead, then the join code (with the attempts left after
//! a wrong one). This file holds the picker's state, its keys and its drawing; the
//! searching and connecting are in `tui::lan`.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Wrap};
use spieleabend_core::games::GameId;
use spieleabend_nearby::discovery::FoundTable;

use spieleabend_app::texts::NearbyText as T;

use super::discover::{Target, table_line};
use super::said;
use crate::i18n::NearbyTermText;

/// Where the picker is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Choosing a table (or typing an address).
    Pick,
    /// Typing the join code for the table at `label`.
    Code { label: String },
    /// Asking the host (the screen shows "connecting").
    Connecting { addr: String },
}

/// What the picker asks its runner to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PickerAction {
    /// Look for tables again.
    Search,
    /// Join `target` with `code`.
    Join { target: Target, code: String },
    /// Leave.
    Quit,
}

/// The join picker.
#[derive(Clone, Debug)]
pub struct JoinPicker {
    /// The tables found (of the game asked for, if one was).
    pub tables: Vec<FoundTable>,
    /// A search is under way, for this many seconds.
    pub searching: Option<f32>,
    /// Why the last search failed.
    pub browse_error: Option<String>,
    /// The line under the cursor: a table, or (at `tables.len()`) the address line.
    pub cursor: usize,
    /// The address typed.
    pub address: String,
    /// The join code typed (or given on the command line).
    pub code: String,
    /// Whether the code was given on the command line (then it is not asked for).
    pub code_given: bool,
    /// Where the picker is.
    pub stage: Stage,
    /// A message (a refusal, a wrong code).
    pub message: Option<String>,
    /// Only tables of this game.
    pub game: Option<GameId>,
    /// The chosen target while the code is asked for.
    target: Option<Target>,
}

impl JoinPicker {
    /// A picker for tables of `game` (any if `None`), with `code` already known.
    pub fn new(game: Option<GameId>, address: String, code: Option<String>) -> JoinPicker {
        JoinPicker {
            tables: Vec::new(),
            searching: None,
            browse_error: None,
            cursor: 0,
            address,
            code_given: code.is_some(),
            code: code.unwrap_or_default(),
            stage: Stage::Pick,
            message: None,
            game,
            target: None,
        }
    }

    /// Takes the result of a search.
    pub fn found(&mut self, result: Result<Vec<FoundTable>, String>) {
        self.searching = None;
        match result {
            Ok(tables) => {
                self.browse_error = None;
                self.tables = tables
                    .into_iter()
                    .filter(|t| self.game.is_none_or(|g| GameId::parse(&t.game) == Some(g)))
                    .collect();
            }
            Err(error) => {
                self.browse_error = Some(error);
                self.tables.clear();
            }
        }
        self.cursor = self.cursor.min(self.tables.len());
    }

    /// Back to the code prompt after a wrong code (`message` says how many attempts
    /// are left), or to the list after another refusal.
    pub fn refused(&mut self, message: String, wrong_code: bool) {
        self.message = Some(message);
        match (&self.target, wrong_code) {
            (Some(target), true) => {
                self.code.clear();
                self.code_given = false;
                self.stage = Stage::Code {
                    label: target.addrs.first().cloned().unwrap_or_default(),
                };
            }
            _ => {
                self.stage = Stage::Pick;
                self.target = None;
            }
        }
    }

    /// Handles a key; says what to do, if anything.
    pub fn on_key(&mut self, key: KeyEvent, lan: &NearbyTermText) -> Option<PickerAction> {
        if key.kind == KeyEventKind::Release {
            return None;
        }
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            return Some(PickerAction::Quit);
        }
        self.message = None;
        match self.stage.clone() {
            Stage::Connecting { .. } => None,
            Stage::Code { .. } => self.on_code_key(key),
            Stage::Pick => self.on_pick_key(key, lan),
        }
    }

    fn on_code_key(&mut self, key: KeyEvent) -> Option<PickerAction> {
        match key.code {
            KeyCode::Char(c) if c.is_ascii_digit() && self.code.len() < 6 => self.code.push(c),
            KeyCode::Backspace => {
                self.code.pop();
            }
            KeyCode::Esc => {
                self.stage = Stage::Pick;
                self.target = None;
            }
            KeyCode::Enter if !self.code.is_empty() => return self.join(),
            _ => {}
        }
        None
    }

    fn on_pick_key(&mut self, key: KeyEvent, lan: &NearbyTermText) -> Option<PickerAction> {
        let on_address = self.cursor >= self.tables.len();
        match key.code {
            KeyCode::Up => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Down => self.cursor = (self.cursor + 1).min(self.tables.len()),
            KeyCode::Esc => return Some(PickerAction::Quit),
            KeyCode::Char('q') if !on_address => return Some(PickerAction::Quit),
            KeyCode::Char('r') if !on_address => return Some(PickerAction::Search),
            KeyCode::Char(c @ '1'..='9') if !on_address => {
                let n = c as usize - '1' as usize;
                if n < self.tables.len() {
                    self.cursor = n;
                } else {
                    self.message = Some((lan.join_no_number)(n + 1));
                }
            }
            KeyCode::Char(c) if on_address && !c.is_control() => self.address.push(c),
            KeyCode::Backspace if on_address => {
                self.address.pop();
            }
            KeyCode::Enter if on_address => {
                let address = self.address.trim().to_string();
                if address.is_empty() {
                    return Some(PickerAction::Search);
                }
                return self.choose(Target {
                    addrs: vec![address],
                    game: self.game,
                });
            }
            KeyCode::Enter => {
                let table = &self.tables[self.cursor];
                if !table.compatible() {
                    self.message = Some(said(lan.lang, T::JoinOtherProtocol));
                    return None;
                }
                let Some(game) = GameId::parse(&table.game) else {
                    self.message = Some(said(lan.lang, T::JoinUnknownGame));
                    return None;
                };
                let target = Target {
                    addrs: table.addrs.iter().map(|a| a.to_string()).collect(),
                    game: Some(game),
                };
                return self.choose(target);
            }
            _ => {}
        }
        None
    }

    /// Goes to `target` (an address given on the command line): asks for the code, or
    /// joins at once when it was given.
    pub fn ask_code(&mut self, target: Target) -> Option<PickerAction> {
        self.choose(target)
    }

    fn choose(&mut self, target: Target) -> Option<PickerAction> {
        let label = target.addrs.first().cloned().unwrap_or_default();
        self.target = Some(target);
        if self.code_given && !self.code.is_empty() {
            return self.join();
        }
        self.stage = Stage::Code { label };
        None
    }

    fn join(&mut self) -> Option<PickerAction> {
        let target = self.target.clone()?;
        self.stage = Stage::Connecting {
            addr: target.addrs.first().cloned().unwrap_or_default(),
        };
        Some(PickerAction::Join {
            target,
            code: self.code.clone(),
        })
    }

    /// Draws the picker.
    pub fn draw(&self, frame: &mut Frame, lan: &NearbyTermText) {
        let area = frame.area();
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(Style::default().fg(Color::DarkGray))
            .title(Line::from(vec![
                Span::styled(
                    " Spieleabend ",
                    Style::default()
                        .bg(Color::Blue)
                        .fg(Color::White)
                        .add_modifier(Modifier::BOLD),
                ),
                Span::styled(
                    format!(" {} ", said(lan.lang, T::JoinTitle)),
                    Style::default().add_modifier(Modifier::BOLD),
                ),
            ]));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let [body, message, keys] = Layout::vertical([
            Constraint::Min(3),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(inner);
        let gray = Style::default().fg(Color::Gray);
        let mut lines: Vec<Line> = Vec::new();
        match &self.stage {
            Stage::Pick => {
                if let Some(secs) = self.searching {
                    let secs = T::JoinSearching(secs.ceil() as u32);
                    lines.push(Line::styled(said(lan.lang, secs), gray));
                } else if let Some(error) = &self.browse_error {
                    let error = T::JoinCannotBrowse(error.clone());
                    lines.push(Line::styled(said(lan.lang, error), gray));
                } else if self.tables.is_empty() {
                    lines.push(Line::styled(said(lan.lang, T::JoinNoneFound), gray));
                }
                lines.push(Line::raw(""));
                for (i, table) in self.tables.iter().enumerate() {
                    let text = format!(" {}) {} ", i + 1, table_line(lan.lang, table));
                    lines.push(if i == self.cursor {
                        Line::styled(
                            format!("▶{text}"),
                            Style::default()
                                .bg(Color::Yellow)
                                .fg(Color::Black)
                                .add_modifier(Modifier::BOLD),
                        )
                    } else {
                        Line::raw(format!(" {text}"))
                    });
                }
                lines.push(Line::raw(""));
                let on_address = self.cursor >= self.tables.len();
                lines.push(Line::from(vec![
                    Span::styled(
                        format!(
                            "{} {}: ",
                            if on_address { "▶" } else { " " },
                            lan.join_address_label
                        ),
                        if on_address {
                            Style::default()
                                .fg(Color::Yellow)
                                .add_modifier(Modifier::BOLD)
                        } else {
                            gray
                        },
                    ),
                    Span::styled(
                        format!("{}{}", self.address, if on_address { "▏" } else { "" }),
                        Style::default().add_modifier(Modifier::BOLD),
                    ),
                ]));
            }
            Stage::Code { label } => {
                lines.push(Line::styled(
                    said(lan.lang, T::JoinCodeTitle(label.to_string())),
                    Style::default().add_modifier(Modifier::BOLD),
                ));
                lines.push(Line::raw(""));
                lines.push(Line::from(vec![
                    Span::styled(format!(" {}: ", said(lan.lang, T::JoinCodeLabel)), gray),
                    Span::styled(
                        format!(" {}▏", self.code),
                        Style::default()
                            .fg(Color::Black)
                            .bg(Color::Yellow)
                            .add_modifier(Modifier::BOLD),
                    ),
                ]));
            }
            Stage::Connecting { addr } => {
                let connecting = T::JoinConnecting(addr.clone());
                lines.push(Line::styled(said(lan.lang, connecting), gray));
            }
        }
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), body);
        if let Some(text) = &self.message {
            frame.render_widget(
                Paragraph::new(Line::styled(
                    text.clone(),
                    Style::default()
                        .fg(Color::LightYellow)
                        .add_modifier(Modifier::BOLD),
                )),
                message,
            );
        }
        let key_line = match self.stage {
            Stage::Code { .. } => lan.join_code_keys,
            _ => lan.join_keys,
        };
        frame.render_widget(
            Paragraph::new(Line::styled(key_line, Style::default().fg(Color::DarkGray))),
            keys,
        );
    }
}
