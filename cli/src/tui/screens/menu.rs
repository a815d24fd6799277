//! The start menu (`spieleabend play` without a game): game, variant, players, people at
//! the keyboard, bot level and pace, and the options of the chosen game and variant as the
//! game registry's schema lists them (77 and Rauswurf: who starts; 22Juhu gamer: games per
//! player and its special rules; 22Juhu pro: starting chips, ante, cycles); resume a saved
//! table; host or join a LAN table.

use std::path::PathBuf;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph};
use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::{self, OptionKind, OptionSpec, OptionValue};

use super::centered;
use crate::i18n::Text;
use crate::setup::GameSetup;

/// Starting chips change by this much per key press; other numbers by one.
const CHIP_STEP: i64 = 100;

/// How much one key press changes the number option `key`.
fn option_step(key: &str) -> i64 {
    if key == "start_chips" { CHIP_STEP } else { 1 }
}

/// The label of the game option `key` in the menu's language (the key itself for an
/// option the terminal has no words for yet).
fn option_label(key: &'static str, text: &Text) -> &'static str {
    match key {
        "match_games" => text.menu_match_games,
        "three_colours" => text.menu_three_colours,
        "counter_clockwise" => text.menu_direction,
        "start_seat" => text.menu_start_seat,
        "games_per_player" => text.menu_games_per_player,
        "colour_bonus" => text.menu_colour_bonus,
        "misdeal_penalty" => text.menu_misdeal_penalty,
        "start_chips" => text.menu_start_chips,
        "ante" => text.menu_ante,
        "max_cycles" => text.menu_max_cycles,
        other => other,
    }
}

/// How the menu shows `value` of the option `spec`.
fn option_shown(spec: &OptionSpec, value: &OptionValue, text: &Text) -> String {
    match (&spec.kind, value) {
        (_, OptionValue::Bool(on)) if spec.key == "counter_clockwise" => if *on {
            text.counter_clockwise
        } else {
            text.clockwise
        }
        .into(),
        (_, OptionValue::Bool(on)) => if *on { text.yes } else { text.no }.into(),
        (OptionKind::Seat, OptionValue::Int(0)) => text.menu_random.into(),
        (OptionKind::Seat, OptionValue::Int(seat)) => {
            (text.menu_seat)(u8::try_from(*seat).unwrap_or(u8::MAX))
        }
        (OptionKind::Int { zero: Some(_), .. }, OptionValue::Int(0)) => text.menu_no_limit.into(),
        (_, OptionValue::Int(number)) => number.to_string(),
        (_, OptionValue::Choice(choice)) => choice.clone(),
    }
}

/// The fewest and most players of any game: the range the players row steps through
/// (a count the chosen game is not played by is refused with a message on start).
fn player_range() -> (u8, u8) {
    let games = GameId::ALL.iter().map(|game| game.info().players);
    let min = games.clone().map(|(min, _)| min).min().unwrap_or(2);
    let max = games.map(|(_, max)| max).max().unwrap_or(8);
    (min, max)
}

/// Why a setup was refused, in the menu's language: the player count in words, other
/// reasons with the core's detail.
fn refusal(error: &crate::error::CommandError, text: &Text) -> String {
    use crate::error::CommandError;
    use spieleabend_core::SetupError;
    use spieleabend_core::games::registry::OptionError;
    match error {
        CommandError::Setup(SetupError::PlayerCount { min, max, got, .. })
        | CommandError::Options(OptionError::PlayerCount { min, max, got, .. }) => {
            (text.menu_refused_players)(*min, *max, *got)
        }
        CommandError::Setup(SetupError::InvalidOption(why)) => (text.menu_refused)(why),
        other => (text.menu_refused)(&other.to_string()),
    }
}

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
    /// Host a LAN table (full-screen lobby, then the table) with these seats.
    Host {
        game: GameId,
        setup: GameSetup,
        seats: String,
    },
    /// Join a LAN table (full-screen; an empty address opens the table picker).
    Join {
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
    /// An option of the chosen game and variant, by its key in the game's schema.
    Option(&'static str),
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
    /// The options changed from their defaults, per game.
    changed: Vec<(GameId, &'static str, OptionValue)>,
    saves: Vec<PathBuf>,
    address: String,
    code: String,
    name: String,
    cursor: usize,
    /// Why the last start was refused.
    pub message: Option<String>,
}

impl Menu {
    /// A menu with each game's defaults, offering to resume `saves`.
    pub fn new(saves: Vec<PathBuf>) -> Menu {
        Menu {
            game: 0,
            variant: 0,
            players: 4,
            humans: 1,
            level: 2,
            pace: 400,
            changed: Vec::new(),
            saves,
            address: String::new(),
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

    /// The chosen game.
    fn game_id(&self) -> GameId {
        GameId::ALL[self.game]
    }

    /// The chosen variant's key, `None` for a game without variants.
    fn variant_key(&self) -> Option<&'static str> {
        let variants = self.game_id().info().variants;
        variants
            .get(self.variant.min(variants.len().saturating_sub(1)))
            .map(|variant| variant.key)
    }

    /// The value of the option `key` of the chosen game: as changed, or its default.
    fn value(&self, key: &'static str) -> OptionValue {
        let game = self.game_id();
        self.changed
            .iter()
            .find(|(g, k, _)| *g == game && *k == key)
            .map(|(_, _, value)| value.clone())
            .or_else(|| registry::default_value(game, self.variant_key(), key))
            .or_else(|| game.info().option(key).map(OptionSpec::default_value))
            .unwrap_or(OptionValue::Bool(false))
    }

    fn set_value(&mut self, key: &'static str, value: OptionValue) {
        let game = self.game_id();
        self.changed.retain(|(g, k, _)| !(*g == game && *k == key));
        self.changed.push((game, key, value));
    }

    fn rows(&self) -> Vec<Row> {
        let info = self.game_id().info();
        let mut rows = vec![Row::Game];
        if !info.variants.is_empty() {
            rows.push(Row::Variant);
        }
        rows.extend([Row::Players, Row::Humans, Row::Bots, Row::Pace]);
        rows.extend(
            info.options_for(self.players, self.variant_key())
                .map(|option| Row::Option(option.key)),
        );
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

    /// The command line's setup for the chosen game: the player count, the variant and
    /// every option that applies to them.
    fn setup(&self) -> GameSetup {
        let mut setup = GameSetup {
            players: Some(self.players),
            ..GameSetup::default()
        };
        if let Some(variant) = self.variant_key() {
            setup.variant = variant.into();
        }
        let info = self.game_id().info();
        for option in info.options_for(self.players, self.variant_key()) {
            setup.set_option(option.key, &self.value(option.key));
        }
        setup
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
    pub fn on_key(&mut self, key: KeyEvent, text: &Text) -> Option<MenuChoice> {
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
            KeyCode::Enter => return self.select(row, text),
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
                self.game = step(self.game, GameId::ALL.len());
                self.cursor = 0;
            }
            Row::Variant => {
                let variants = self.game_id().info().variants.len();
                self.variant = step(self.variant, variants.max(1));
            }
            Row::Players => {
                let (min, max) = player_range();
                self.players = (self.players as i32 + by).clamp(min.into(), max.into()) as u8;
                self.humans = self.humans.min(self.players);
                // A seat no longer at the table goes back to its default.
                let players = self.players;
                self.changed.retain(|(game, key, value)| {
                    game.info()
                        .option(key)
                        .is_some_and(|spec| spec.check_value(value, players).is_ok())
                });
            }
            Row::Humans => {
                self.humans = (self.humans as i32 + by).clamp(1, self.players as i32) as u8
            }
            Row::Bots => self.level = step(self.level, LEVELS.len()),
            Row::Pace => self.pace = (self.pace as i32 + 200 * by).clamp(0, 3000) as u32,
            Row::Option(key) => {
                let Some(spec) = self.game_id().info().option(key) else {
                    return;
                };
                let by = i64::from(by);
                let next = match (&spec.kind, self.value(key)) {
                    (OptionKind::Bool { .. }, OptionValue::Bool(on)) => OptionValue::Bool(!on),
                    (OptionKind::Int { min, max, .. }, OptionValue::Int(number)) => {
                        OptionValue::Int((number + option_step(key) * by).clamp(*min, *max))
                    }
                    // Random, seat 1, seat 2 … and round again.
                    (OptionKind::Seat, OptionValue::Int(seat)) => {
                        OptionValue::Int((seat + by).rem_euclid(i64::from(self.players) + 1))
                    }
                    (OptionKind::Choice { choices, .. }, OptionValue::Choice(choice)) => {
                        let at = choices.iter().position(|c| *c == choice).unwrap_or(0);
                        OptionValue::Choice(choices[step(at, choices.len())].into())
                    }
                    _ => return,
                };
                self.set_value(key, next);
            }
            _ => {}
        }
    }

    fn select(&mut self, row: Row, text: &Text) -> Option<MenuChoice> {
        let game = self.game_id();
        match row {
            Row::Start => {
                let setup = self.setup();
                if let Err(error) = crate::setup::check_setup(game, &setup) {
                    self.message = Some(refusal(&error, text));
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
            Row::Host => {
                let setup = self.setup();
                if let Err(error) = crate::setup::check_setup(game, &setup) {
                    self.message = Some(refusal(&error, text));
                    return None;
                }
                Some(MenuChoice::Host {
                    game,
                    setup,
                    seats: self.seats(true),
                })
            }
            Row::Join => Some(MenuChoice::Join {
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
        let info = self.game_id().info();
        let lines: Vec<Line> = rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let (label, value) = match row {
                    Row::Game => (
                        text.menu_game.to_string(),
                        Some(self.game_id().name().to_string()),
                    ),
                    Row::Variant => (
                        text.menu_variant.into(),
                        self.variant_key().map(String::from),
                    ),
                    Row::Players => (text.menu_players.into(), Some(self.players.to_string())),
                    Row::Humans => (text.menu_humans.into(), Some(self.humans.to_string())),
                    Row::Bots => (text.menu_bots.into(), Some(level.into())),
                    Row::Pace => (text.menu_pace.into(), Some(self.pace.to_string())),
                    Row::Option(key) => (
                        option_label(key, text).into(),
                        info.option(key)
                            .map(|spec| option_shown(spec, &self.value(key), text)),
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
        // Keep the chosen row in sight when the list is taller than the screen.
        let visible = list.height.max(1) as usize;
        let offset = self.cursor.saturating_sub(visible - 1) as u16;
        frame.render_widget(Paragraph::new(lines).scroll((offset, 0)), list);
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
        menu.on_key(
            KeyEvent::new(code, KeyModifiers::NONE),
            crate::i18n::Lang::En.text(),
        )
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
        press(&mut menu, KeyCode::Down); // who starts
        press(&mut menu, KeyCode::Down); // start
        let Some(MenuChoice::Start {
            game, setup, seats, ..
        }) = press(&mut menu, KeyCode::Enter)
        else {
            panic!("no start");
        };
        assert_eq!(game, GameId::SeventySeven);
        assert_eq!(setup.players, Some(3));
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
        assert_eq!(
            menu.message.as_deref(),
            Some("This game is played by 3 to 5 players, not 2.")
        );
    }

    #[test]
    fn a_save_can_be_resumed_and_q_quits() {
        let mut menu = Menu::new(vec![PathBuf::from("spieleabend-77.json")]);
        // Elfer raus: game, players, people, bots, pace, games in a match, start, then the save.
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

    /// Moves the cursor to the row labelled `label` (English) and returns its index.
    fn go_to(menu: &mut Menu, label: &str) {
        let text = crate::i18n::Lang::En.text();
        for _ in 0..menu.rows().len() {
            if row_label(menu.rows()[menu.cursor], text) == label {
                return;
            }
            press(menu, KeyCode::Down);
        }
        panic!("no row {label:?} in {:?}", menu.rows());
    }

    fn row_label(row: Row, text: &Text) -> &'static str {
        match row {
            Row::Game => text.menu_game,
            Row::Variant => text.menu_variant,
            Row::Players => text.menu_players,
            Row::Option(key) => option_label(key, text),
            Row::Start => text.menu_start,
            _ => "",
        }
    }

    fn start(menu: &mut Menu) -> GameSetup {
        go_to(menu, "Start");
        match press(menu, KeyCode::Enter) {
            Some(MenuChoice::Start { setup, .. }) => setup,
            other => panic!("no start: {other:?}, {:?}", menu.message),
        }
    }

    #[test]
    fn the_start_seat_is_offered_for_77_and_rauswurf_only() {
        for (presses, game) in [(1, "77"), (3, "rauswurf")] {
            let mut menu = Menu::new(Vec::new());
            for _ in 0..presses {
                press(&mut menu, KeyCode::Right);
            }
            go_to(&mut menu, "Who starts");
            press(&mut menu, KeyCode::Right); // seat 1 (index 0)
            press(&mut menu, KeyCode::Right); // seat 2
            assert_eq!(start(&mut menu).start_seat, Some(1), "{game}");
            // Round past the last seat back to random.
            let mut menu = Menu::new(Vec::new());
            for _ in 0..presses {
                press(&mut menu, KeyCode::Right);
            }
            go_to(&mut menu, "Who starts");
            press(&mut menu, KeyCode::Left);
            assert_eq!(menu.value("start_seat"), OptionValue::Int(4));
            press(&mut menu, KeyCode::Right);
            assert_eq!(start(&mut menu).start_seat, None, "{game}");
        }
        for presses in [0, 2, 4] {
            let mut menu = Menu::new(Vec::new());
            for _ in 0..presses {
                press(&mut menu, KeyCode::Right);
            }
            assert!(!menu.rows().contains(&Row::Option("start_seat")));
        }
    }

    #[test]
    fn fewer_players_take_back_a_start_seat_they_do_not_have() {
        let mut menu = Menu::new(Vec::new());
        press(&mut menu, KeyCode::Right); // 77
        go_to(&mut menu, "Who starts");
        press(&mut menu, KeyCode::Left); // seat 4
        go_to(&mut menu, "Players");
        press(&mut menu, KeyCode::Left); // 3 players
        assert_eq!(start(&mut menu).start_seat, None);
    }

    /// A menu on 22Juhu with the variant `steps` to the right of basic5.
    fn juhu(steps: usize) -> Menu {
        let mut menu = Menu::new(Vec::new());
        press(&mut menu, KeyCode::Right);
        press(&mut menu, KeyCode::Right);
        go_to(&mut menu, "Variant");
        for _ in 0..steps {
            press(&mut menu, KeyCode::Right);
        }
        menu
    }

    #[test]
    fn the_gamer_variant_offers_its_games_and_special_rules() {
        let mut menu = juhu(2);
        assert!(!menu.rows().contains(&Row::Option("start_chips")));
        go_to(&mut menu, "Games per player");
        press(&mut menu, KeyCode::Left);
        press(&mut menu, KeyCode::Left);
        go_to(&mut menu, "Four zeros of a colour: +4");
        press(&mut menu, KeyCode::Right);
        go_to(&mut menu, "Third redeal costs the dealer");
        press(&mut menu, KeyCode::Right);
        let setup = start(&mut menu);
        assert_eq!(setup.variant, "gamer");
        assert_eq!(setup.games_per_player, 5);
        assert!(setup.colour_bonus && setup.misdeal_penalty);
    }

    #[test]
    fn the_pro_variant_offers_chips_ante_and_cycles() {
        let mut menu = juhu(3);
        assert!(!menu.rows().contains(&Row::Option("games_per_player")));
        go_to(&mut menu, "Starting chips");
        press(&mut menu, KeyCode::Right);
        go_to(&mut menu, "Ante");
        press(&mut menu, KeyCode::Right);
        go_to(&mut menu, "Cycles at most");
        press(&mut menu, KeyCode::Right);
        press(&mut menu, KeyCode::Right);
        let setup = start(&mut menu);
        assert_eq!(setup.variant, "pro");
        assert_eq!(
            (setup.start_chips, setup.ante, setup.max_cycles),
            (2100, 2, Some(12))
        );
        // Down to no limit, which is below one cycle.
        let mut menu = juhu(3);
        go_to(&mut menu, "Cycles at most");
        for _ in 0..10 {
            press(&mut menu, KeyCode::Left);
        }
        assert_eq!(start(&mut menu).max_cycles, None);
    }

    #[test]
    fn the_pro_variant_ends_after_ten_cycles_unless_told_otherwise() {
        let mut menu = juhu(3);
        assert_eq!(start(&mut menu).max_cycles, Some(10));
    }

    #[test]
    fn options_of_another_variant_are_not_passed_on() {
        let mut menu = juhu(2);
        go_to(&mut menu, "Four zeros of a colour: +4");
        press(&mut menu, KeyCode::Right);
        go_to(&mut menu, "Variant");
        press(&mut menu, KeyCode::Right); // pro
        let setup = start(&mut menu);
        assert!(!setup.colour_bonus);
        assert_eq!(setup.variant, "pro");
    }

    #[test]
    fn a_refusal_is_given_in_the_menus_language() {
        let mut menu = juhu(1); // basic4: at most 5 players? (the core says)
        go_to(&mut menu, "Players");
        for _ in 0..6 {
            press(&mut menu, KeyCode::Right); // 8 players
        }
        go_to(&mut menu, "Start");
        let de = crate::i18n::Lang::De.text();
        let refused = menu.on_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), de);
        assert_eq!(refused, None);
        let message = menu.message.clone().unwrap();
        assert!(
            message.starts_with("Dieses Spiel spielen 2 bis "),
            "{message}"
        );
        assert!(message.ends_with("Spieler, nicht 8."), "{message}");
    }

    /// The whole menu as text at `width`×`height`, drawn with the cursor on `row`.
    fn render(menu: &Menu, lang: crate::i18n::Lang, width: u16, height: u16) -> String {
        let backend = ratatui::backend::TestBackend::new(width, height);
        let mut terminal = ratatui::Terminal::new(backend).unwrap();
        terminal
            .draw(|frame| menu.draw(frame, lang.text()))
            .unwrap();
        let buffer = terminal.backend().buffer().clone();
        (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn every_variants_options_fit_80x24_in_both_languages() {
        let saves: Vec<PathBuf> = (0..5)
            .map(|i| PathBuf::from(format!("spieleabend-{i}.json")))
            .collect();
        for lang in [crate::i18n::Lang::En, crate::i18n::Lang::De] {
            let text = lang.text();
            for steps in 0..4 {
                let mut menu = juhu(steps);
                menu.saves = saves.clone();
                let screen = render(&menu, lang, 80, 24);
                assert!(screen.contains(text.menu_variant), "{screen}");
                for row in menu.rows() {
                    let label = row_label(row, text);
                    if !label.is_empty() && row != Row::Start {
                        assert!(screen.contains(label), "{label:?} missing:\n{screen}");
                    }
                }
                // The last row comes into sight when the cursor goes there.
                menu.cursor = menu.rows().len() - 1;
                let screen = render(&menu, lang, 80, 24);
                assert!(screen.contains(text.menu_quit), "{screen}");
            }
            let mut menu = juhu(3);
            let screen = render(&menu, lang, 80, 24);
            for label in [text.menu_start_chips, text.menu_ante, text.menu_max_cycles] {
                assert!(screen.contains(label), "{screen}");
            }
            assert!(
                screen.contains("◀ 2000 ▶") && screen.contains("◀ 10 ▶"),
                "{screen}"
            );
            menu.game = 1;
            let screen = render(&menu, lang, 80, 24);
            assert!(screen.contains(text.menu_start_seat) && screen.contains(text.menu_random));
            assert!(!screen.contains(text.menu_ante));
        }
    }
}
