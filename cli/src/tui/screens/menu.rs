//! The start menu (`spieleabend play` without a game): game, variant, players, people at
//! the keyboard, bot level and pace; resume a saved table; host or join a LAN table.

use std::path::PathBuf;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};
use spieleabend_core::games::GameId;

use super::centered;
use crate::commands::GameSetup;
use crate::i18n::Text;

/// The games in the menu's order, with their names.
const GAMES: [(GameId, &str); 5] = [
    (GameId::ElferRaus, "Elfer raus!"),
    (GameId::SeventySeven, "77"),
    (GameId::Juhu22, "22Juhu"),
    (GameId::Rauswurf, "Rauswurf"),
    (GameId::Help, "Help!"),
];

/// 22Juhu's variants.
const VARIANTS: [&str; 4] = ["basic5", "basic4", "gamer", "pro"];

/// Bot levels as the command line writes them.
const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// What the menu decided.
#[derive(Clone, Debug, PartialEq)]
pub enum MenuChoice {
    /// Start a new table.
    Start {
        game: GameId,
        setup: GameSetup,
        /// The seats as `--seats` writes them.
        seats: String,
        delay_ms: u32,
    },
    /// Resume a saved table.
    Resume(PathBuf),
    /// Host a LAN table (line mode) with these seats.
    Host {
        game: GameId,
        setup: GameSetup,
        seats: String,
    },
    /// Join a LAN table (line mode).
    Join {
        game: GameId,
        addr: String,
        code: String,
        name: String,
    },
    /// Leave.
    Quit,
}

/// The rows of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Game,
    Variant,
    Players,
    Humans,
    Bots,
    Pace,
    MatchGames,
    ThreeColours,
    CounterClockwise,
    Start,
    Resume(usize),
    Host,
    Address,
    Code,
    Name,
    Join,
    Quit,
}

/// The start menu's state.
pub struct Menu {
    game: usize,
    variant: usize,
    players: u8,
    humans: u8,
    level: usize,
    pace: u32,
    match_games: u16,
    three_colours: bool,
    counter_clockwise: bool,
    saves: Vec<PathBuf>,
    address: String,
    code: String,
    name: String,
    cursor: usize,
    /// Why the last start was refused.
    pub message: Option<String>,
}

impl Menu {
    /// A menu with the command line's defaults, offering to resume `saves`.
    pub fn new(saves: Vec<PathBuf>) -> Menu {
        Menu {
            game: 0,
            variant: 0,
            players: 4,
            humans: 1,
            level: 2,
            pace: 400,
            match_games: 1,
            three_colours: false,
            counter_clockwise: false,
            saves,
            address: "127.0.0.1:7077".into(),
            code: String::new(),
            name: "Guest".into(),
            cursor: 0,
            message: None,
        }
    }

    /// The save files (`spieleabend-*.json`) in a folder, newest first, at most five.
    pub fn saves_in(dir: &std::path::Path) -> Vec<PathBuf> {
        let mut saves: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .flatten()
                    .filter(|e| {
                        let name = e.file_name().to_string_lossy().to_string();
                        name.starts_with("spieleabend-") && name.ends_with(".json")
                    })
                    .map(|e| {
                        let time = e
                            .metadata()
                            .and_then(|m| m.modified())
                            .unwrap_or(std::time::UNIX_EPOCH);
                        (time, e.path())
                    })
                    .collect()
            })
            .unwrap_or_default();
        saves.sort_by_key(|s| std::cmp::Reverse(s.0));
        saves.into_iter().take(5).map(|(_, p)| p).collect()
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = vec![Row::Game];
        if GAMES[self.game].0 == GameId::Juhu22 {
            rows.push(Row::Variant);
        }
        rows.extend([Row::Players, Row::Humans, Row::Bots, Row::Pace]);
        match GAMES[self.game].0 {
            GameId::ElferRaus => {
                rows.push(Row::MatchGames);
                if self.players == 2 {
                    rows.push(Row::ThreeColours);
                }
            }
            GameId::Juhu22 => rows.push(Row::CounterClockwise),
            _ => {}
        }
        rows.push(Row::Start);
        rows.extend((0..self.saves.len()).map(Row::Resume));
        rows.extend([
            Row::Host,
            Row::Address,
            Row::Code,
            Row::Name,
            Row::Join,
            Row::Quit,
        ]);
        rows
    }

    fn setup(&self) -> GameSetup {
        let game = GAMES[self.game].0;
        GameSetup {
            players: self.players,
            variant: VARIANTS[self.variant].into(),
            match_games: if game == GameId::ElferRaus {
                self.match_games
            } else {
                1
            },
            three_colours: game == GameId::ElferRaus && self.players == 2 && self.three_colours,
            counter_clockwise: game == GameId::Juhu22 && self.counter_clockwise,
            ..GameSetup::default()
        }
    }

    fn seats(&self, remote: bool) -> String {
        let mut seats: Vec<String> = (0..self.humans)
            .map(|h| {
                if self.humans == 1 {
                    "human".to_string()
                } else {
                    format!("Player {}=human", h + 1)
                }
            })
            .collect();
        let kind = if remote { "remote" } else { LEVELS[self.level] };
        seats.extend((self.humans..self.players).map(|_| kind.to_string()));
        seats.join(",")
    }

    /// Handles a key; returns the decision once one is made.
    pub fn on_key(&mut self, key: KeyEvent) -> Option<MenuChoice> {
        if key.kind == KeyEventKind::Release {
            return None;
        }
        let rows = self.rows();
        self.cursor = self.cursor.min(rows.len() - 1);
        let row = rows[self.cursor];
        let editing = matches!(row, Row::Address | Row::Code | Row::Name);
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return Some(MenuChoice::Quit);
        }
        match key.code {
            KeyCode::Up => self.cursor = (self.cursor + rows.len() - 1) % rows.len(),
            KeyCode::Down | KeyCode::Tab => self.cursor = (self.cursor + 1) % rows.len(),
            KeyCode::Left => self.change(row, -1),
            KeyCode::Right => self.change(row, 1),
            KeyCode::Esc => return Some(MenuChoice::Quit),
            KeyCode::Char('q') if !editing => return Some(MenuChoice::Quit),
            KeyCode::Backspace if editing => {
                self.field(row).pop();
            }
            KeyCode::Char(c) if editing => self.field(row).push(c),
            KeyCode::Enter => return self.select(row),
            _ => {}
        }
        None
    }

    fn field(&mut self, row: Row) -> &mut String {
        match row {
            Row::Address => &mut self.address,
            Row::Code => &mut self.code,
            _ => &mut self.name,
        }
    }

    fn change(&mut self, row: Row, by: i32) {
        let step = |value: usize, len: usize| (value as i32 + by).rem_euclid(len as i32) as usize;
        match row {
            Row::Game => {
                self.game = step(self.game, GAMES.len());
                self.cursor = 0;
            }
            Row::Variant => self.variant = step(self.variant, VARIANTS.len()),
            Row::Players => {
                self.players = (self.players as i32 + by).clamp(2, 8) as u8;
                self.humans = self.humans.min(self.players);
            }
            Row::Humans => {
                self.humans = (self.humans as i32 + by).clamp(1, self.players as i32) as u8
            }
            Row::Bots => self.level = step(self.level, LEVELS.len()),
            Row::Pace => self.pace = (self.pace as i32 + 200 * by).clamp(0, 3000) as u32,
            Row::MatchGames => {
                self.match_games = (self.match_games as i32 + by).clamp(1, 20) as u16
            }
            Row::ThreeColours => self.three_colours = !self.three_colours,
            Row::CounterClockwise => self.counter_clockwise = !self.counter_clockwise,
            _ => {}
        }
    }

    fn select(&mut self, row: Row) -> Option<MenuChoice> {
        let game = GAMES[self.game].0;
        match row {
            Row::Start => {
                let setup = self.setup();
                if let Err(error) = crate::commands::play::check_setup(game, &setup) {
                    self.message = Some(error.to_string());
                    return None;
                }
                Some(MenuChoice::Start {
                    game,
                    setup,
                    seats: self.seats(false),
                    delay_ms: self.pace,
                })
            }
            Row::Resume(i) => self.saves.get(i).cloned().map(MenuChoice::Resume),
            Row::Host => Some(MenuChoice::Host {
                game,
                setup: self.setup(),
                seats: self.seats(true),
            }),
            Row::Join => Some(MenuChoice::Join {
                game,
                addr: self.address.clone(),
                code: self.code.clone(),
                name: self.name.clone(),
            }),
            Row::Quit => Some(MenuChoice::Quit),
            _ => {
                self.cursor += 1;
                None
            }
        }
    }

    /// Draws the menu.
    pub fn draw(&self, frame: &mut Frame, text: &Text) {
        let rows = self.rows();
        let level = [text.level_easy, text.level_medium, text.level_hard][self.level];
        let lines: Vec<Line> = rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let (label, value) = match row {
                    Row::Game => (
                        text.menu_game.to_string(),
                        Some(GAMES[self.game].1.to_string()),
                    ),
                    Row::Variant => (
                        text.menu_variant.into(),
                        Some(VARIANTS[self.variant].into()),
                    ),
                    Row::Players => (text.menu_players.into(), Some(self.players.to_string())),
                    Row::Humans => (text.menu_humans.into(), Some(self.humans.to_string())),
                    Row::Bots => (text.menu_bots.into(), Some(level.into())),
                    Row::Pace => (text.menu_pace.into(), Some(self.pace.to_string())),
                    Row::MatchGames => (
                        text.menu_match_games.into(),
                        Some(self.match_games.to_string()),
                    ),
                    Row::ThreeColours => (
                        text.menu_three_colours.into(),
                        Some(
                            if self.three_colours {
                                text.yes
                            } else {
                                text.no
                            }
                            .into(),
                        ),
                    ),
                    Row::CounterClockwise => (
                        text.menu_direction.into(),
                        Some(
                            if self.counter_clockwise {
                                text.counter_clockwise
                            } else {
                                text.clockwise
                            }
                            .into(),
                        ),
                    ),
                    Row::Start => (format!("▶ {}", text.menu_start), None),
                    Row::Resume(s) => (
                        (text.menu_resume)(
                            &self.saves[*s]
                                .file_name()
                                .map(|n| n.to_string_lossy().to_string())
                                .unwrap_or_default(),
                        ),
                        None,
                    ),
                    Row::Host => (text.menu_host.into(), None),
                    Row::Address => (
                        format!("  {}", text.menu_address),
                        Some(format!("{}_", self.address)),
                    ),
                    Row::Code => (
                        format!("  {}", text.menu_code),
                        Some(format!("{}_", self.code)),
                    ),
                    Row::Name => (
                        format!("  {}", text.menu_name),
                        Some(format!("{}_", self.name)),
                    ),
                    Row::Join => (text.menu_join.into(), None),
                    Row::Quit => (text.menu_quit.into(), None),
                };
                let selected = i == self.cursor;
                let style = if selected {
                    Style::default()
                        .bg(Color::Yellow)
                        .fg(Color::Black)
                        .add_modifier(Modifier::BOLD)
                } else {
                    Style::default()
                };
                let mut spans = vec![Span::styled(format!(" {label:<28}"), style)];
                if let Some(value) = value {
                    let arrows = if matches!(row, Row::Address | Row::Code | Row::Name) {
                        format!(" {value}")
                    } else {
                        format!(" ◀ {value} ▶")
                    };
                    spans.push(Span::styled(arrows, Style::default().fg(Color::Cyan)));
                }
                Line::from(spans)
            })
            .collect();
        let area = frame.area();
        let height = (lines.len() as u16 + 6).min(area.height);
        let box_area = centered(area, 64, height);
        let [list, note] = Layout::vertical([Constraint::Min(1), Constraint::Length(2)])
            .areas(box_area.inner(ratatui::layout::Margin::new(1, 1)));
        frame.render_widget(
            Block::bordered()
                .border_type(BorderType::Rounded)
                .title(format!(" {} ", text.menu_title))
                .title_bottom(Line::from(format!(" {} ", text.menu_keys)).centered()),
            box_area,
        );
        frame.render_widget(Paragraph::new(lines), list);
        let note_text = self
            .message
            .clone()
            .unwrap_or_else(|| text.menu_lan_note.to_string());
        frame.render_widget(
            Paragraph::new(note_text).style(Style::default().fg(Color::DarkGray)),
            note,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(menu: &mut Menu, code: KeyCode) -> Option<MenuChoice> {
        menu.on_key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn the_menu_starts_the_chosen_game_with_its_seats() {
        let mut menu = Menu::new(Vec::new());
        press(&mut menu, KeyCode::Right); // 77
        press(&mut menu, KeyCode::Down); // players
        press(&mut menu, KeyCode::Left); // 3
        press(&mut menu, KeyCode::Down); // humans
        press(&mut menu, KeyCode::Right); // 2
        press(&mut menu, KeyCode::Down); // bots
        press(&mut menu, KeyCode::Left); // medium
        press(&mut menu, KeyCode::Down); // pace
        press(&mut menu, KeyCode::Down); // start
        let Some(MenuChoice::Start {
            game, setup, seats, ..
        }) = press(&mut menu, KeyCode::Enter)
        else {
            panic!("no start");
        };
        assert_eq!(game, GameId::SeventySeven);
        assert_eq!(setup.players, 3);
        assert_eq!(seats, "Player 1=human,Player 2=human,medium");
    }

    #[test]
    fn players_outside_the_game_are_refused_with_a_message() {
        let mut menu = Menu::new(Vec::new());
        for _ in 0..4 {
            press(&mut menu, KeyCode::Right); // Help!
        }
        press(&mut menu, KeyCode::Down);
        for _ in 0..3 {
            press(&mut menu, KeyCode::Left); // 2 players
        }
        for _ in 0..4 {
            press(&mut menu, KeyCode::Down);
        }
        assert_eq!(press(&mut menu, KeyCode::Enter), None);
        assert!(menu.message.as_deref().unwrap_or("").contains("3 to 5"));
    }

    #[test]
    fn a_save_can_be_resumed_and_q_quits() {
        let mut menu = Menu::new(vec![PathBuf::from("spieleabend-77.json")]);
        // Game, players, people, bots, pace, games in a match, start, then the save.
        for _ in 0..7 {
            press(&mut menu, KeyCode::Down);
        }
        assert_eq!(
            press(&mut menu, KeyCode::Enter),
            Some(MenuChoice::Resume(PathBuf::from("spieleabend-77.json")))
        );
        assert_eq!(press(&mut menu, KeyCode::Char('q')), Some(MenuChoice::Quit));
    }

    #[test]
    fn elfer_raus_offers_a_match_and_22juhu_its_direction() {
        let mut menu = Menu::new(Vec::new());
        for _ in 0..5 {
            press(&mut menu, KeyCode::Down);
        }
        press(&mut menu, KeyCode::Right);
        press(&mut menu, KeyCode::Right);
        let Some(MenuChoice::Start { setup, .. }) =
            press(&mut menu, KeyCode::Enter).or_else(|| press(&mut menu, KeyCode::Enter))
        else {
            panic!("no start");
        };
        assert_eq!(setup.match_games, 3);
        let mut menu = Menu::new(Vec::new());
        press(&mut menu, KeyCode::Right);
        press(&mut menu, KeyCode::Right); // 22Juhu
        for _ in 0..6 {
            press(&mut menu, KeyCode::Down); // variant … pace, direction
        }
        press(&mut menu, KeyCode::Right);
        press(&mut menu, KeyCode::Down);
        let Some(MenuChoice::Start { game, setup, .. }) = press(&mut menu, KeyCode::Enter) else {
            panic!("no start");
        };
        assert_eq!(game, GameId::Juhu22);
        assert!(setup.counter_clockwise);
    }
}
