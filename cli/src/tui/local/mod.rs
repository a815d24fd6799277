//! The full-screen client: a renderer of the app core
//! (`spieleabend_app`). It holds an [`AppCore`] over the app's data folder, draws the
//! [`AppView`] it gives and turns keys into the app's intents; the core saves after
//! every change, thinks for the bots off this thread and paces them, and pushes the
//! views that result through [`Forward`]. Every word on the screen comes from the app
//! core (the key line from its `terminal-` messages); what is remembered here is only
//! where the cursor is and how far a page is scrolled.
//!
//! Nearby tables are the app core's too: it listens, joins and carries the link; the
//! client looks for tables on the network and announces the one hosted here (mDNS)
//! when the core asks.
//!
//! `draw` draws the screens around the table, `table` the table.

mod draw;
mod table;

#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use spieleabend_app::app::{AppView, Intent, ScreenView};
use spieleabend_app::runtime::{AppCore, ShellEffect};

use crate::forward::{Forward, Pushed};
use spieleabend_app::screens::Control;
use spieleabend_app::screens::home::HomeEntry;
use spieleabend_app::screens::nearby::{FoundTable, NearbyIntent};
use spieleabend_app::screens::settings::SettingsIntent;
use spieleabend_app::screens::setup::{SetupIntent, SetupView};
use spieleabend_app::table::{ChoiceKind, HintView, Overlay, TableIntent, TableView};
use spieleabend_app::texts::{Lang, Texts};
use spieleabend_core::games::registry::OptionValue;
use spieleabend_core::table::AnyTable;

use crate::nearby::shell::{self, Announcer, Discovery};
use crate::nearby::{HostOpening, JoinOpening};

/// The environment variable naming the app's data folder (else the platform's).
pub const DATA_DIR_VAR: &str = "SPIELEABEND_DATA_DIR";

/// The folder of the app's files: `$SPIELEABEND_DATA_DIR`, else the platform's data
/// folder (`$XDG_DATA_HOME/spieleabend` or `~/.local/share/spieleabend` on Linux,
/// `~/Library/Application Support/spieleabend` on macOS, `%APPDATA%\spieleabend` on
/// Windows). `None` when none of these is set.
pub fn data_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var(DATA_DIR_VAR) {
        return Some(PathBuf::from(dir));
    }
    if cfg!(windows) {
        return var("APPDATA").map(|d| PathBuf::from(d).join("spieleabend"));
    }
    let home = var("HOME").map(PathBuf::from);
    if cfg!(target_os = "macos") {
        return home.map(|h| h.join("Library/Application Support/spieleabend"));
    }
    var("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| home.map(|h| h.join(".local/share")))
        .map(|d| d.join("spieleabend"))
}

/// How the client ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Exit {
    /// The player quit (everything is saved).
    Quit,
}

/// What the core's threads (and the discovery thread) push to the client.
enum Update {
    View(Box<AppView>),
    Effect(ShellEffect),
    /// The tables found on the local network in the last look.
    Found(Vec<FoundTable>),
}

impl From<Pushed> for Update {
    fn from(pushed: Pushed) -> Update {
        match pushed {
            Pushed::View(view) => Update::View(view),
            Pushed::Effect(effect) => Update::Effect(effect),
        }
    }
}

/// How long one look for tables on the network lasts before the list is updated.
const DISCOVERY_LOOK: std::time::Duration = std::time::Duration::from_millis(1500);

/// Which screen the cursor belongs to, so it starts at the top of a new one.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    Screen(std::mem::Discriminant<ScreenView>),
    /// A game's rules page, by the game's key.
    RulesPage(String),
}

/// The client: the core, the view it shows, the cursor.
pub struct Client {
    core: AppCore,
    /// The view drawn.
    pub view: AppView,
    texts: Texts,
    updates: Receiver<Update>,
    place: Option<Place>,
    /// The row or card under the cursor.
    cursor: usize,
    /// How far a page (rules, statistics) is scrolled, in lines.
    scroll: usize,
    /// The whole log over the table, scrolled up by this many lines from its end.
    log: Option<usize>,
    /// The hint last seen, to move the cursor to a new one.
    hint_seen: bool,
    /// The start screen's row last chosen, where its cursor stands on coming back.
    home_cursor: usize,
    /// The start screen is the place drawn.
    at_home: bool,
    /// Digits were typed into the number under the cursor since it was reached: the
    /// next one is appended (the first one replaces the value).
    number_typed: bool,
    /// The decision the table cursor was on (who acts, hand size, steps made), so a
    /// new decision starts at its first card.
    decision: Option<(Option<u8>, usize, usize, usize)>,
    /// Hands pushed updates to the loop; the discovery thread gets a copy.
    sender: Sender<Update>,
    /// The search for tables on the network, while one runs.
    discovery: Option<Discovery>,
    /// The table hosted here as announced on the network (tests leave it out).
    announcer: Announcer,
    /// The game (by its id) of the only tables listed as found on the network.
    only_game: Option<String>,
    /// How many found tables the join screen listed above its address and code.
    found_rows: usize,
    /// Where the hand's cards were drawn last, for clicks.
    hits: std::cell::RefCell<Vec<(table::Focus, ratatui::layout::Rect)>>,
    /// Set when the client should end.
    pub exit: Option<Exit>,
}

impl Client {
    /// The client over the app's files in `dir`; `lang` is the language when no
    /// settings are saved yet.
    pub fn open(dir: &Path, lang: Lang) -> std::io::Result<Client> {
        let core = AppCore::new(dir, lang).map_err(std::io::Error::other)?;
        let (sender, updates) = channel();
        core.set_observer(Arc::new(Forward::new(sender.clone())));
        let view = core.view();
        let texts = Texts::new(core.lang());
        let mut client = Client {
            core,
            view,
            texts,
            updates,
            place: None,
            cursor: 0,
            scroll: 0,
            log: None,
            hint_seen: false,
            home_cursor: 0,
            at_home: false,
            number_typed: false,
            decision: None,
            sender,
            discovery: None,
            announcer: Announcer::new(true, None),
            only_game: None,
            found_rows: 0,
            hits: std::cell::RefCell::new(Vec::new()),
            exit: None,
        };
        client.arrive();
        Ok(client)
    }

    /// Opens `table` as the game in progress (a game from the command line, or a table
    /// save file).
    pub fn open_table(&mut self, table: AnyTable) {
        let view = self.core.open_table(table);
        self.show(view);
    }

    /// Opens the host's screen with the table of `host` set up and opened to devices
    /// nearby.
    pub fn open_host(&mut self, host: HostOpening) {
        self.announcer = Announcer::new(host.announce, host.table_name);
        self.core.set_nearby_options(host.nearby);
        let view = self.core.open_host_seating(host.setup, host.here);
        self.show(view);
    }

    /// Opens the join screen as `join` asks; joins at once when it has the address and
    /// the code.
    pub fn open_join(&mut self, join: JoinOpening) {
        self.only_game = join.game.map(|g| g.id().to_string());
        // Typing starts where something is missing: the code after a given address.
        let address_given = !join.draft.address.trim().is_empty();
        self.core.set_nearby_options(join.nearby);
        let view = self.core.open_join(join.draft, join.name);
        self.show(view);
        if address_given {
            self.cursor = 1;
        }
    }

    /// The table save of the game in progress, when it is not over.
    pub fn game_save(&self) -> Option<String> {
        self.core.game_save()
    }

    /// The app's documents whose last save failed, once every change is written.
    pub fn unsaved(&self) -> Vec<spieleabend_app::storage::Problem> {
        self.core.unsaved()
    }

    /// Tries to write every document again; what still could not be written.
    pub fn save_again(&self) -> Vec<spieleabend_app::storage::Problem> {
        self.core.save_again()
    }

    /// The texts in the app's language.
    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    /// Takes in what the core's threads pushed: newer views, links to open.
    pub fn tick(&mut self) {
        while let Ok(update) = self.updates.try_recv() {
            self.take(update);
        }
    }

    fn take(&mut self, update: Update) {
        match update {
            Update::View(view) => self.show(*view),
            Update::Effect(effect) => self.perform(effect),
            Update::Found(tables) => {
                if self.discovery.is_some() {
                    self.dispatch(Intent::Nearby(NearbyIntent::Found(tables)));
                }
            }
        }
    }

    /// Waits (up to `limit`) until `done` holds for the view, taking in pushed views;
    /// for tests.
    #[cfg(test)]
    pub fn wait_until(
        &mut self,
        limit: std::time::Duration,
        done: impl Fn(&AppView) -> bool,
    ) -> bool {
        let start = std::time::Instant::now();
        loop {
            self.tick();
            if done(&self.view) {
                return true;
            }
            if start.elapsed() > limit {
                return false;
            }
            if let Ok(update) = self
                .updates
                .recv_timeout(std::time::Duration::from_millis(20))
            {
                self.take(update);
            }
        }
    }

    fn perform(&mut self, effect: ShellEffect) {
        match effect {
            ShellEffect::StartDiscovery => {
                if self.discovery.is_none() {
                    let sender = self.sender.clone();
                    let game = self.only_game.clone();
                    self.discovery = Some(Discovery::start(DISCOVERY_LOOK, game, move |found| {
                        // A network that cannot be searched ends the search quietly:
                        // the join screen still takes a typed address.
                        let Ok(tables) = found else { return false };
                        sender.send(Update::Found(shell::listed(&tables))).is_ok()
                    }));
                }
            }
            ShellEffect::StopDiscovery => self.discovery = None,
            // A network without mDNS leaves the table unannounced: it is still joined
            // by its address, shown on the host's screen.
            ShellEffect::Advertise(ad) => {
                self.announcer.advertise(&ad);
            }
            ShellEffect::StopAdvertising => self.announcer.stop(),
            // Cues: a terminal has no sounds or vibration worth making.
            ShellEffect::Cue { .. } => {}
            ShellEffect::ConnectBluetooth { .. } | ShellEffect::ReopenBluetooth { .. } => {
                self.dispatch(shell::no_bluetooth())
            }
        }
    }

    fn show(&mut self, view: AppView) {
        if view.revision < self.view.revision {
            return;
        }
        self.view = view;
        self.arrive();
    }

    /// After a new view: the language may have changed, a new screen starts at its
    /// top, a new hint takes the cursor.
    fn arrive(&mut self) {
        let lang = self.core.lang();
        if lang != self.texts.lang() {
            self.texts = Texts::new(lang);
        }
        let place = match &self.view.screen {
            ScreenView::RulesPage(page) => Place::RulesPage(page.game_key.clone()),
            screen => Place::Screen(std::mem::discriminant(screen)),
        };
        if self.place.as_ref() != Some(&place) {
            if self.at_home {
                self.home_cursor = self.cursor;
            }
            self.at_home = matches!(self.view.screen, ScreenView::Home(_));
            self.cursor = if self.at_home { self.home_cursor } else { 0 };
            self.place = Some(place);
            self.scroll = 0;
            self.log = None;
        } else if let ScreenView::NearbyJoin(join) = &self.view.screen
            && self.cursor > self.found_rows
        {
            // Tables found meanwhile come above the address and the code: a cursor on
            // the code (or below) stays there. One on the address of an empty list goes
            // to the first table found, which Enter takes.
            self.cursor = self.cursor - self.found_rows + join.found.len();
        }
        self.found_rows = match &self.view.screen {
            ScreenView::NearbyJoin(join) => join.found.len(),
            _ => 0,
        };
        if let ScreenView::Table(table) = &self.view.screen {
            let decision = Some((
                table.to_act,
                table.hand.len(),
                table.pick.as_ref().map_or(0, |p| p.made.len()),
                table.pick.as_ref().map_or(0, |p| p.choices.len()),
            ));
            if decision != self.decision {
                self.decision = decision;
                self.cursor = 0;
            }
            let hinted = matches!(table.hint, HintView::Ready { .. });
            if hinted && !self.hint_seen {
                let focus = table::focus_list(table);
                if let Some(at) = focus.iter().position(|f| f.hinted(table)) {
                    self.cursor = at;
                }
            }
            self.hint_seen = hinted;
        }
    }

    fn dispatch(&mut self, intent: Intent) {
        let view = self.core.dispatch(intent);
        self.show(view);
    }

    /// Draws the view.
    pub fn draw(&self, frame: &mut Frame) {
        draw::draw(frame, self);
    }

    /// Handles a key.
    pub fn on_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.exit = Some(Exit::Quit);
            return;
        }
        // A key held with Ctrl, Alt or the like is a shortcut this client does not
        // have (Ctrl-\ is no "4", Alt-q no "q"); Shift is typing.
        let held = KeyModifiers::CONTROL
            | KeyModifiers::ALT
            | KeyModifiers::SUPER
            | KeyModifiers::HYPER
            | KeyModifiers::META;
        if key.modifiers.intersects(held) {
            return;
        }
        let digit = matches!(key.code, KeyCode::Char(d) if d.is_ascii_digit());
        if !digit && key.code != KeyCode::Backspace {
            self.number_typed = false;
        }
        match self.view.screen.clone() {
            ScreenView::Home(home) => {
                let items: Vec<Intent> = home.items.iter().map(HomeEntry::intent).collect();
                match key.code {
                    KeyCode::Char('d') if !home.notices.is_empty() => {
                        self.dispatch(Intent::DismissNotices)
                    }
                    KeyCode::Esc | KeyCode::Char('q') => self.exit = Some(Exit::Quit),
                    _ => {
                        if let Some(at) = self.list_key(key.code, items.len()) {
                            self.dispatch(items[at].clone());
                        }
                    }
                }
            }
            ScreenView::Setup(setup) => self.setup_key(key.code, &setup),
            ScreenView::Table(table) => self.table_key(key.code, &table),
            ScreenView::Settings(settings) => {
                let rows = draw::settings_rows(&settings);
                let step = match key.code {
                    KeyCode::Left => -1,
                    KeyCode::Right | KeyCode::Enter | KeyCode::Char(' ') => 1,
                    _ => 0,
                };
                if step == 0 {
                    if !self.back_key(key.code) {
                        self.list_key(key.code, rows.len());
                    }
                } else if let Some(row) = rows.get(self.cursor) {
                    let intent = match &row.control {
                        Control::Toggle { .. } => Some(SettingsIntent::Toggle(row.key)),
                        Control::Choice { choices } => {
                            step_choice(choices.iter().map(|c| c.selected), step).map(|index| {
                                SettingsIntent::Choose {
                                    key: row.key,
                                    index: index as u32,
                                }
                            })
                        }
                        Control::Number { .. } => None,
                    };
                    if let Some(intent) = intent {
                        self.dispatch(Intent::Settings(intent));
                    }
                }
            }
            ScreenView::RulesPage(page)
                if key.code == KeyCode::Char('l') && page.lesson.is_some() =>
            {
                self.dispatch(Intent::Learn(page.game_key.clone()));
            }
            ScreenView::Statistics(_) | ScreenView::RulesPage(_) => {
                if !self.back_key(key.code) {
                    self.scroll = match key.code {
                        KeyCode::Up => self.scroll.saturating_sub(1),
                        KeyCode::Down => self.scroll + 1,
                        KeyCode::PageUp => self.scroll.saturating_sub(10),
                        KeyCode::PageDown | KeyCode::Char(' ') => self.scroll + 10,
                        KeyCode::Home => 0,
                        _ => self.scroll,
                    };
                }
            }
            ScreenView::Rules(rules) => {
                if !self.back_key(key.code)
                    && let Some(at) = self.list_key(key.code, rules.games.len())
                {
                    self.dispatch(Intent::OpenRules(rules.games[at].game_key.clone()));
                }
            }
            ScreenView::Nearby(_) => {
                if !self.back_key(key.code)
                    && let Some(at) = self.list_key(key.code, 2)
                {
                    let intent = [NearbyIntent::GoHost, NearbyIntent::GoJoin][at].clone();
                    self.dispatch(Intent::Nearby(intent));
                }
            }
            ScreenView::NearbyHost(host) => {
                let buttons = draw::host_buttons(&host);
                if !self.back_key(key.code)
                    && let Some(at) = self.list_key(key.code, buttons.len())
                {
                    let intent = match buttons[at] {
                        draw::HostButton::Start => NearbyIntent::StartGame,
                        draw::HostButton::Table => NearbyIntent::ShowTable,
                        draw::HostButton::Close => NearbyIntent::CloseTable,
                        draw::HostButton::Open if host.can_open => NearbyIntent::OpenTable,
                        // What keeps it closed is shown under the buttons.
                        draw::HostButton::Open => return,
                    };
                    self.dispatch(Intent::Nearby(intent));
                }
            }
            ScreenView::NearbyJoin(join) => self.join_key(key.code, &join),
        }
    }

    /// Text pasted into the terminal (bracketed paste): into the field under the
    /// cursor — a seat's name on the setup, the address or the code on the join
    /// screen — as one change, line ends and tabs made spaces; the app core keeps a
    /// name to its longest. Anywhere else a paste does nothing (it is not keys).
    pub fn on_paste(&mut self, text: &str) {
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        match self.view.screen.clone() {
            ScreenView::Setup(setup) => {
                let rows = draw::setup_rows(&setup);
                if let Some(draw::SetupRow::Seat(seat)) = rows.get(self.cursor).copied() {
                    let name = format!("{}{text}", setup.seats[seat].name);
                    self.dispatch(Intent::Setup(SetupIntent::RenameSeat {
                        seat: seat as u32,
                        name,
                    }));
                }
            }
            ScreenView::NearbyJoin(join) => {
                let found = join.found.len();
                let field = |typed: &str| format!("{typed}{text}").chars().take(64).collect();
                if self.cursor == found {
                    let address = field(&join.address);
                    self.dispatch(Intent::Nearby(NearbyIntent::SetAddress(address)));
                } else if self.cursor == found + 1 {
                    let code = field(&join.code);
                    self.dispatch(Intent::Nearby(NearbyIntent::SetCode(code)));
                }
            }
            _ => {}
        }
    }

    /// A left click at a screen cell: at the table it picks the card clicked (a card
    /// that cannot be played says why) or confirms the curtain or a summary.
    pub fn on_click(&mut self, column: u16, row: u16) {
        let ScreenView::Table(table) = self.view.screen.clone() else {
            return;
        };
        let intent = match &table.overlay {
            Some(Overlay::Curtain { .. }) => Some(TableIntent::Ready),
            Some(Overlay::Summary(_)) => Some(TableIntent::Dismiss),
            Some(Overlay::GameOver(_)) => None,
            None if self.log.is_some() => {
                self.log = None;
                None
            }
            None => {
                let at = ratatui::layout::Position::new(column, row);
                let hit = self
                    .hits
                    .borrow()
                    .iter()
                    .find(|(_, rect)| rect.contains(at))
                    .map(|(focus, _)| *focus);
                hit.map(|focus| focus.intent(&table))
            }
        };
        if let Some(intent) = intent {
            self.dispatch(Intent::Table(intent));
        }
    }

    /// Esc (and `q`) go back one screen; says whether the key was one of them.
    fn back_key(&mut self, code: KeyCode) -> bool {
        if matches!(code, KeyCode::Esc | KeyCode::Char('q')) {
            self.dispatch(Intent::Back);
            true
        } else {
            false
        }
    }

    /// Moves the cursor over a list of `len` rows; Enter gives the row chosen.
    fn list_key(&mut self, code: KeyCode, len: usize) -> Option<usize> {
        if len == 0 {
            return None;
        }
        match code {
            KeyCode::Up => self.cursor = (self.cursor.min(len - 1) + len - 1) % len,
            KeyCode::Down | KeyCode::Tab => self.cursor = (self.cursor.min(len - 1) + 1) % len,
            KeyCode::Enter | KeyCode::Char(' ') => return Some(self.cursor.min(len - 1)),
            _ => {}
        }
        None
    }

    fn setup_key(&mut self, code: KeyCode, setup: &SetupView) {
        let rows = draw::setup_rows(setup);
        let len = rows.len();
        let row = rows[self.cursor.min(len - 1)];
        let step = match code {
            KeyCode::Left => -1,
            KeyCode::Right => 1,
            _ => 0,
        };
        let intent = match (row, code) {
            // Enter on any row starts (a refusal is shown under the list); only the
            // arrow keys change a row, so a change never starts a game by itself.
            (_, KeyCode::Enter) => Some(SetupIntent::Start),
            (_, KeyCode::Up | KeyCode::Down | KeyCode::Tab) => {
                self.list_key(code, len);
                None
            }
            (_, KeyCode::Esc) => {
                self.dispatch(Intent::Back);
                None
            }
            (draw::SetupRow::Game, _) if step != 0 => {
                step_choice(setup.games.iter().map(|g| g.selected), step)
                    .map(|at| SetupIntent::ChooseGame(setup.games[at].key.clone()))
            }
            (draw::SetupRow::Variant, _) if step != 0 => {
                match setup.variant.as_ref().map(|v| &v.control) {
                    Some(Control::Choice { choices }) => {
                        step_choice(choices.iter().map(|c| c.selected), step)
                            .map(|at| SetupIntent::ChooseVariant(at as u32))
                    }
                    _ => None,
                }
            }
            (draw::SetupRow::Players, _) if step != 0 => match &setup.players.control {
                Control::Number {
                    value, min, max, ..
                } => Some(SetupIntent::SetPlayers(
                    (value + step).clamp(*min, *max) as u32
                )),
                _ => None,
            },
            (draw::SetupRow::Seat(seat), _) => {
                let row = &setup.seats[seat];
                match code {
                    KeyCode::Left | KeyCode::Right => {
                        step_choice(row.player.iter().map(|c| c.selected), step).map(|at| {
                            SetupIntent::SetSeatPlayer {
                                seat: seat as u32,
                                player: row.player[at].player,
                            }
                        })
                    }
                    KeyCode::Backspace => {
                        let mut name = row.name.clone();
                        name.pop();
                        Some(SetupIntent::RenameSeat {
                            seat: seat as u32,
                            name,
                        })
                    }
                    KeyCode::Char(c) if !c.is_control() => Some(SetupIntent::RenameSeat {
                        seat: seat as u32,
                        name: format!("{}{c}", row.name),
                    }),
                    _ => None,
                }
            }
            (draw::SetupRow::Option(at), _) => {
                let option = &setup.options[at];
                let value = match (&option.control, code) {
                    (
                        Control::Toggle { on },
                        KeyCode::Left | KeyCode::Right | KeyCode::Char(' '),
                    ) => Some(OptionValue::Bool(!on)),
                    (Control::Choice { choices }, _) if step != 0 => {
                        step_choice(choices.iter().map(|c| c.selected), step)
                            .map(|at| OptionValue::Choice(choices[at].key.clone()))
                    }
                    (
                        Control::Number {
                            value, min, max, ..
                        },
                        _,
                    ) => match code {
                        KeyCode::Left | KeyCode::Right => {
                            Some(OptionValue::Int((value + step).clamp(*min, *max)))
                        }
                        // The first digit replaces the value, the next ones append;
                        // a digit that would pass the largest value is not taken.
                        KeyCode::Char(d) if d.is_ascii_digit() => {
                            let digit = i64::from(d as u8 - b'0');
                            let typed = if self.number_typed {
                                value
                                    .checked_mul(10)
                                    .and_then(|v| v.checked_add(digit))
                                    .filter(|v| v <= max)
                            } else {
                                Some(digit)
                            };
                            self.number_typed = true;
                            typed.map(OptionValue::Int)
                        }
                        KeyCode::Backspace => {
                            self.number_typed = true;
                            Some(OptionValue::Int(value / 10))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                value.map(|value| SetupIntent::SetOption {
                    key: option.key.clone(),
                    value,
                })
            }
            (_, KeyCode::Char('q')) => {
                self.dispatch(Intent::Back);
                None
            }
            _ => None,
        };
        if let Some(intent) = intent {
            self.dispatch(Intent::Setup(intent));
        }
    }

    fn join_key(&mut self, code: KeyCode, join: &spieleabend_app::screens::nearby::JoinView) {
        // The rows: the tables found, then the address, then the code, then (while a
        // game is played at the joined table) the way back to it.
        let found = join.found.len();
        let len = found + 2 + usize::from(join.playing);
        let at = self.cursor.min(len - 1);
        match code {
            KeyCode::Esc => self.dispatch(Intent::Back),
            KeyCode::Up | KeyCode::Down | KeyCode::Tab => {
                self.list_key(code, len);
            }
            KeyCode::Enter if at < found => {
                self.dispatch(Intent::Nearby(NearbyIntent::ChooseFound(at as u32)));
                self.cursor = found + 1;
            }
            KeyCode::Enter if at > found + 1 => {
                self.dispatch(Intent::Nearby(NearbyIntent::ShowTable))
            }
            KeyCode::Enter => self.dispatch(Intent::Nearby(NearbyIntent::Connect)),
            KeyCode::Backspace | KeyCode::Char(_) if (found..found + 2).contains(&at) => {
                let mut text = if at == found {
                    join.address.clone()
                } else {
                    join.code.clone()
                };
                match code {
                    KeyCode::Char(c) if !c.is_control() => text.push(c),
                    KeyCode::Backspace => {
                        text.pop();
                    }
                    _ => return,
                }
                let intent = if at == found {
                    NearbyIntent::SetAddress(text)
                } else {
                    NearbyIntent::SetCode(text)
                };
                self.dispatch(Intent::Nearby(intent));
            }
            KeyCode::Char('q') => self.dispatch(Intent::Back),
            _ => {}
        }
    }

    fn table_key(&mut self, code: KeyCode, table: &TableView) {
        if let Some(scroll) = self.log {
            self.log = match code {
                KeyCode::Up => Some(scroll + 1),
                KeyCode::PageUp => Some(scroll + 10),
                KeyCode::Down => Some(scroll.saturating_sub(1)),
                KeyCode::PageDown => Some(scroll.saturating_sub(10)),
                _ => None,
            };
            if code == KeyCode::Char('q') {
                self.exit = Some(Exit::Quit);
            }
            return;
        }
        let intent = match (&table.overlay, code) {
            (_, KeyCode::Char('q')) => {
                self.exit = Some(Exit::Quit);
                return;
            }
            (_, KeyCode::Char('?') | KeyCode::F(1)) => {
                self.dispatch(Intent::OpenRules(table.game.info().key.to_string()));
                return;
            }
            // Only the key the curtain names: a key pressed for the last hand must not
            // show the next one.
            (Some(Overlay::Curtain { .. }), KeyCode::Enter) => TableIntent::Ready,
            (Some(Overlay::Curtain { .. }), KeyCode::Esc) => {
                self.dispatch(Intent::Back);
                return;
            }
            (Some(Overlay::Curtain { .. }), _) => return,
            (Some(Overlay::Summary(_)), KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Esc) => {
                TableIntent::Dismiss
            }
            (Some(Overlay::GameOver(_)), KeyCode::Enter | KeyCode::Char(' ')) => {
                TableIntent::Dismiss
            }
            (None, KeyCode::Char('s')) if table.coach.as_ref().is_some_and(|c| !c.finished) => {
                self.dispatch(Intent::SkipLesson);
                return;
            }
            (_, KeyCode::Char('n')) if table.to_act.is_none() => TableIntent::Rematch,
            (Some(_), KeyCode::Esc) | (None, KeyCode::Esc)
                if !table.pick.as_ref().is_some_and(|p| p.can_cancel) =>
            {
                self.dispatch(Intent::Back);
                return;
            }
            (Some(_), _) => return,
            (None, KeyCode::Esc) => TableIntent::Cancel,
            (None, KeyCode::Char('u')) => TableIntent::Undo,
            (None, KeyCode::Char('h'))
                if table
                    .pick
                    .as_ref()
                    .is_some_and(|p| !p.ticking && p.confirm.is_some()) =>
            {
                TableIntent::Confirm
            }
            (None, KeyCode::Char('h')) => TableIntent::Hint,
            (None, KeyCode::Char('l')) => {
                self.log = Some(0);
                return;
            }
            (None, _) => match self.pick_key(code, table) {
                Some(intent) => intent,
                None => return,
            },
        };
        self.dispatch(Intent::Table(intent));
    }

    /// The keys of a decision: the cursor over the cards and choices, digits, Enter.
    fn pick_key(&mut self, code: KeyCode, table: &TableView) -> Option<TableIntent> {
        let focus = table::focus_list(table);
        let len = focus.len();
        let ticking = table.pick.as_ref().is_some_and(|p| p.ticking);
        match code {
            KeyCode::Left | KeyCode::Up if len > 0 => {
                self.cursor = (self.cursor.min(len - 1) + len - 1) % len;
                None
            }
            KeyCode::Right | KeyCode::Down if len > 0 => {
                self.cursor = (self.cursor.min(len - 1) + 1) % len;
                None
            }
            KeyCode::Tab => {
                if let Some(at) = focus
                    .iter()
                    .position(|f| matches!(f, table::Focus::Choice(_)))
                {
                    self.cursor = at;
                }
                None
            }
            KeyCode::Char(d) if d.is_ascii_digit() => {
                let n = (d as u8 - b'0') as usize;
                let n = if n == 0 { 9 } else { n - 1 };
                let places: Vec<u32> = table
                    .pick
                    .iter()
                    .flat_map(|p| &p.choices)
                    .filter(|c| c.kind != ChoiceKind::Button)
                    .map(|c| c.id)
                    .collect();
                if !places.is_empty() {
                    places.get(n).map(|id| TableIntent::Choose(*id))
                } else {
                    table.hand.get(n).map(|card| TableIntent::TapCard(card.id))
                }
            }
            KeyCode::Enter if ticking => Some(TableIntent::Confirm),
            KeyCode::Enter | KeyCode::Char(' ') => focus
                .get(self.cursor.min(len.max(1) - 1))
                .map(|f| f.intent(table)),
            _ => None,
        }
    }
}

/// The choice `step` (±1) away from the selected one, wrapping around.
fn step_choice(selected: impl Iterator<Item = bool>, step: i64) -> Option<usize> {
    let flags: Vec<bool> = selected.collect();
    let len = flags.len() as i64;
    if len == 0 {
        return None;
    }
    let now = flags.iter().position(|s| *s).unwrap_or(0) as i64;
    Some((now + step).rem_euclid(len) as usize)
}
