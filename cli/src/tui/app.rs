//! The state of the full-screen table and what keys, clicks and time do to it. Drawing
//! is in `screens/`; this file never touches the terminal, so tests drive it directly.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

use ratatui::layout::Rect;
use spieleabend_core::Seat;
use spieleabend_core::table::{BotMove, Table, UndoBlocked};

use super::boards::TuiGame;
use super::choice::{Button, Choice, Pick, Picked, canonical_slot};
use super::input::Input;
use super::source::{ActRefusal, HintJob, Link, RematchRefusal, TableSource, Turn, UndoRefusal};
use crate::i18n::{Lang, NearbyTermText, Text};
use crate::notation::Names;

/// An overlay over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// The rules summary and the keys.
    Help,
    /// The whole event log, scrolled up by this many lines from the end.
    Log { scroll: usize },
}

/// Something the cursor can rest on (and the mouse click).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// A hand slot.
    Slot(usize),
    /// A button.
    Button(Button),
    /// A place on the board.
    Board(u8),
}

/// How the client ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// The players quit; the table was saved here (if it has a save file).
    Quit { saved: Option<PathBuf> },
    /// A seat is played on another device, which this client cannot drive.
    Remote,
}

/// A bot (or a hint) thinking on its own thread.
struct BotRun<T> {
    receiver: Receiver<T>,
    cancel: Arc<AtomicBool>,
    started: Instant,
    result: Option<T>,
}

impl<T: Send + 'static> BotRun<T> {
    /// Starts `think` on a thread; `cancel` stops it early.
    fn start(cancel: Arc<AtomicBool>, think: impl FnOnce() -> T + Send + 'static) -> BotRun<T> {
        let (sender, receiver) = channel();
        std::thread::spawn(move || {
            // The receiver is gone when the table moved on (undo, quit): nothing to do.
            let _ = sender.send(think());
        });
        BotRun {
            receiver,
            cancel,
            started: Instant::now(),
            result: None,
        }
    }
}

impl<T> Drop for BotRun<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// The full-screen table, over any [`TableSource`] (a local [`Table`] by default).
pub struct App<G: TuiGame, S: TableSource<G> = Table<G>> {
    /// The table being played (local, or a LAN table seen from this terminal).
    pub table: S,
    /// The language, and its words.
    pub lang: Lang,
    /// See `lang`.
    pub text: &'static Text,
    /// Where `s` and quitting save.
    pub save_path: Option<PathBuf>,
    /// An overlay, if one is open.
    pub overlay: Option<Overlay>,
    /// The human the device must be passed to before anything is shown.
    pub hand_over: Option<Seat>,
    /// The seat whose view is drawn, and the view.
    pub view: Option<(Seat, G::View)>,
    /// The viewer's decision in progress (empty when it is not their turn).
    pub choice: Choice<G::Action>,
    /// Hand slots selected for a set choice (22Juhu's swap).
    pub selected: Vec<usize>,
    /// The cursor: an index into [`App::focus_list`].
    pub cursor: usize,
    /// The viewer's event log, one line per event, oldest first.
    pub log: Vec<String>,
    /// A message for the status line.
    pub message: Option<String>,
    /// Where things were drawn last frame, for clicks.
    pub hits: Vec<(Focus, Rect)>,
    /// Set when the client should end.
    pub exit: Option<Exit>,
    legal: Vec<G::Action>,
    bot: Option<BotRun<BotMove<G::Action>>>,
    hint: Option<BotRun<Option<G::Action>>>,
    skip_pause: bool,
    /// The turn as of the last refresh.
    turn: Turn,
    /// Seat names as of the last refresh.
    seat_names: Vec<String>,
    /// The LAN table is over for this terminal (nothing can be decided any more).
    table_over: bool,
}

impl<G: TuiGame, S: TableSource<G>> App<G, S> {
    /// A client for `table`, saving to `save_path`.
    pub fn new(table: S, lang: Lang, save_path: Option<PathBuf>) -> App<G, S> {
        let mut app = App {
            table,
            lang,
            text: lang.text(),
            save_path,
            overlay: None,
            hand_over: None,
            view: None,
            choice: Choice::new(Vec::new()),
            selected: Vec::new(),
            cursor: 0,
            log: Vec::new(),
            message: None,
            hits: Vec::new(),
            exit: None,
            legal: Vec::new(),
            bot: None,
            hint: None,
            skip_pause: false,
            turn: Turn::Waiting,
            seat_names: Vec::new(),
            table_over: false,
        };
        app.refresh();
        app
    }

    /// Seat names as `viewer` reads them.
    pub fn names(&self, viewer: Option<Seat>) -> Vec<String> {
        self.seat_names
            .iter()
            .enumerate()
            .map(|(s, name)| {
                if Some(Seat(s as u8)) == viewer {
                    self.text.you.to_string()
                } else {
                    name.clone()
                }
            })
            .collect()
    }

    /// Every seat's name (as the table calls them).
    pub fn seat_names(&self) -> &[String] {
        &self.seat_names
    }

    /// Who decides now (as of the last change).
    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// The LAN table's words.
    pub fn nearby_text(&self) -> &'static NearbyTermText {
        self.lang.nearby()
    }

    /// The seat on turn when it is the viewer's decision now.
    pub fn deciding(&self) -> Option<Seat> {
        if self.table_over {
            return None;
        }
        match self.turn {
            Turn::Here {
                seat,
                hand_over: false,
            } if self.view.as_ref().is_some_and(|(v, _)| *v == seat) => Some(seat),
            _ => None,
        }
    }

    /// Whether a bot run here is to move.
    pub fn bot_to_move(&self) -> Option<Seat> {
        match self.turn {
            Turn::LocalBot { seat } => Some(seat),
            _ => None,
        }
    }

    /// Re-reads the table after a change: who holds the device, the view, the legal
    /// actions, the log.
    pub fn refresh(&mut self) {
        self.keep_for_signal();
        self.choice = Choice::new(Vec::new());
        self.selected.clear();
        self.cursor = 0;
        if self.hint.take().is_some() && self.message.as_deref() == Some(self.text.hint_thinking) {
            self.message = None;
        }
        self.hand_over = None;
        self.turn = self.table.turn();
        self.seat_names = self.table.names();
        let viewer = match self.turn {
            Turn::Here {
                seat,
                hand_over: true,
            } => {
                self.hand_over = Some(seat);
                None
            }
            Turn::Here { seat, .. } => Some(seat),
            _ => self.table.viewer(),
        };
        if self.hand_over.is_some() {
            self.view = None;
            self.log.clear();
            return;
        }
        self.view = viewer.and_then(|v| self.table.view(v).map(|view| (v, view)));
        self.legal = match (self.turn, viewer) {
            (Turn::Here { seat, .. }, Some(v)) if seat == v => self.table.legal_actions(seat),
            _ => Vec::new(),
        };
        if let Some((_, view)) = &self.view {
            let paths = self.legal.iter().map(|a| (G::picks(view, a), *a)).collect();
            self.choice = Choice::new(paths);
        }
        self.log = self.log_of(viewer);
    }

    /// `viewer`'s event log as lines.
    fn log_of(&self, viewer: Option<Seat>) -> Vec<String> {
        match viewer {
            Some(v) => {
                let names = Names::in_lang(self.seat_names.clone(), Some(v), self.lang);
                self.table
                    .events(v)
                    .iter()
                    .filter_map(|logged| G::describe_event(&logged.event, v, &names))
                    .collect()
            }
            None => Vec::new(),
        }
    }

    /// Takes in news from the source (a LAN table). When the viewer's decision is still
    /// the same one, the picks made, the cursor and a hint in thought are kept and only
    /// the view, the names and the log are read again; otherwise everything is.
    fn on_news(&mut self) {
        if let Some(seat) = self.deciding()
            && self.table.turn() == self.turn
            && self.table.legal_actions(seat) == self.legal
        {
            self.seat_names = self.table.names();
            if let Some(view) = self.table.view(seat) {
                self.view = Some((seat, view));
            }
            self.log = self.log_of(Some(seat));
            return;
        }
        self.refresh();
    }

    /// The hand of the view as faces.
    pub fn hand(&self) -> Vec<super::boards::CardFace> {
        self.view
            .as_ref()
            .map(|(_, view)| G::hand(view))
            .unwrap_or_default()
    }

    /// Whether the decision is a set of cards.
    pub fn choosing_set(&self) -> bool {
        self.deciding().is_some() && self.view.as_ref().is_some_and(|(_, v)| G::chooses_set(v))
    }

    /// What the cursor can rest on now, in screen order.
    pub fn focus_list(&self) -> Vec<Focus> {
        if self.deciding().is_none() {
            return Vec::new();
        }
        let hand = self.hand();
        if self.choosing_set() {
            let mut list: Vec<Focus> = (0..hand.len()).map(Focus::Slot).collect();
            list.push(Focus::Button(Button::Swap));
            return list;
        }
        let options = self.choice.options();
        let mut board: Vec<u8> = options
            .iter()
            .filter_map(|p| match p {
                Pick::Board(b) => Some(*b),
                _ => None,
            })
            .collect();
        if !board.is_empty() {
            board.sort();
            return board.into_iter().map(Focus::Board).collect();
        }
        let mut list: Vec<Focus> = (0..hand.len())
            .filter(|&slot| options.contains(&Pick::Hand(canonical_slot(&hand, slot))))
            .map(Focus::Slot)
            .collect();
        list.extend(options.iter().filter_map(|p| match p {
            Pick::Button(b) => Some(Focus::Button(*b)),
            _ => None,
        }));
        list
    }

    /// The focus under the cursor.
    pub fn focused(&self) -> Option<Focus> {
        let list = self.focus_list();
        list.get(self.cursor.min(list.len().saturating_sub(1)))
            .copied()
    }

    /// Whether hand slot `slot` may be picked now.
    pub fn slot_playable(&self, slot: usize) -> bool {
        self.focus_list().contains(&Focus::Slot(slot))
    }

    /// Lets time pass: bots move when their thinking and pause are done, hints arrive.
    pub fn tick(&mut self) {
        if self.exit.is_some() {
            return;
        }
        let polled = self.table.poll();
        self.table_over = self.link_ended();
        if polled.changed {
            self.on_news();
        }
        if let Some(notice) = polled.notices.last() {
            self.message = Some(self.lang.nearby().notice(notice));
        }
        match self.turn {
            Turn::LocalBot { .. } => self.drive_bot(),
            Turn::Stranded { .. } => self.exit = Some(Exit::Remote),
            _ => {}
        }
        if let Some(run) = &mut self.hint {
            match run.receiver.try_recv() {
                Ok(hint) => {
                    self.hint = None;
                    match hint {
                        Some(action) => self.show_hint(action),
                        None => self.message = Some(self.text.not_now.into()),
                    }
                }
                Err(TryRecvError::Disconnected) => self.hint = None,
                Err(TryRecvError::Empty) => {}
            }
        }
    }

    fn drive_bot(&mut self) {
        if self.bot.is_none() {
            self.bot = self.table.bot_job().map(|job| {
                let cancel = job.cancel.clone();
                BotRun::start(cancel, move || job.run())
            });
        }
        let Some(run) = &mut self.bot else { return };
        if run.result.is_none() {
            match run.receiver.try_recv() {
                Ok(result) => run.result = Some(result),
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => {
                    self.bot = None;
                    return;
                }
            }
        }
        let pause = Duration::from_millis(self.table.bot_delay_ms() as u64);
        if !self.skip_pause && run.started.elapsed() < pause {
            return;
        }
        let result = run.result.take();
        self.bot = None;
        self.skip_pause = false;
        if let Some(result) = result {
            // A stale move (the table moved on) is simply dropped.
            if self.table.apply_bot_move(result) {
                self.refresh();
            }
        }
    }

    /// Waits (up to `limit`) until no bot is to move, for tests.
    #[cfg(test)]
    pub fn settle(&mut self, limit: Duration) {
        let start = Instant::now();
        self.skip_pause = true;
        while self.bot_to_move().is_some() && start.elapsed() < limit && self.exit.is_none() {
            self.skip_pause = true;
            self.tick();
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn show_hint(&mut self, action: G::Action) {
        self.message = Some((self.text.hint)(&G::describe_action(&action)));
        if let Some(pick) = self.choice.first_pick_of(&action) {
            let target = match pick {
                Pick::Hand(slot) => Focus::Slot(slot),
                Pick::Button(b) => Focus::Button(b),
                Pick::Board(b) => Focus::Board(b),
            };
            if let Some(i) = self.focus_list().iter().position(|f| *f == target) {
                self.cursor = i;
            }
        }
    }

    /// Handles a key.
    pub fn on_input(&mut self, input: Input) {
        self.message = None;
        if let Some(overlay) = self.overlay {
            self.on_overlay_input(overlay, input);
            return;
        }
        if let Some(seat) = self.hand_over {
            match input {
                Input::Confirm | Input::Space => self.confirm_hand_over(seat),
                Input::Quit => self.quit(),
                _ => {}
            }
            return;
        }
        match input {
            Input::Help => self.overlay = Some(Overlay::Help),
            Input::Log => self.overlay = Some(Overlay::Log { scroll: 0 }),
            Input::Undo => self.undo(),
            Input::Hint => self.ask_hint(),
            Input::Save => self.save(),
            Input::Quit => self.quit(),
            Input::Faster | Input::Slower => self.change_pace(input == Input::Slower),
            Input::Letter('n') if self.turn == Turn::Finished => self.rematch(),
            _ if self.link_ended() => {
                if matches!(input, Input::Confirm | Input::Back | Input::Space) {
                    self.quit();
                }
            }
            Input::Space if self.bot_to_move().is_some() => self.skip_pause = true,
            _ if self.deciding().is_some() => self.on_decision_input(input),
            _ => {}
        }
    }

    fn on_overlay_input(&mut self, overlay: Overlay, input: Input) {
        match (overlay, input) {
            (Overlay::Log { scroll }, Input::Up) => {
                self.overlay = Some(Overlay::Log { scroll: scroll + 1 })
            }
            (Overlay::Log { scroll }, Input::PageUp) => {
                self.overlay = Some(Overlay::Log {
                    scroll: scroll + 10,
                })
            }
            (Overlay::Log { scroll }, Input::Down) => {
                self.overlay = Some(Overlay::Log {
                    scroll: scroll.saturating_sub(1),
                })
            }
            (Overlay::Log { scroll }, Input::PageDown) => {
                self.overlay = Some(Overlay::Log {
                    scroll: scroll.saturating_sub(10),
                })
            }
            (_, Input::Quit) => {
                self.overlay = None;
                self.quit();
            }
            (_, Input::Back | Input::Confirm | Input::Help | Input::Log | Input::Space) => {
                self.overlay = None
            }
            _ => {}
        }
    }

    fn on_decision_input(&mut self, input: Input) {
        let list = self.focus_list();
        match input {
            Input::Left | Input::Up if !list.is_empty() => {
                self.cursor = (self.cursor.min(list.len() - 1) + list.len() - 1) % list.len()
            }
            Input::Right | Input::Down if !list.is_empty() => {
                self.cursor = (self.cursor.min(list.len() - 1) + 1) % list.len()
            }
            Input::Tab => {
                if let Some(i) = list.iter().position(|f| matches!(f, Focus::Button(_))) {
                    self.cursor = i;
                }
            }
            Input::Slot(n) => {
                let board: Vec<Focus> = list
                    .iter()
                    .copied()
                    .filter(|f| matches!(f, Focus::Board(_)))
                    .collect();
                if !board.is_empty() {
                    match board.get(n) {
                        Some(focus) => self.activate(*focus),
                        None => self.message = Some(self.text.not_now.into()),
                    }
                } else if n < self.hand().len() {
                    self.activate(Focus::Slot(n));
                }
            }
            Input::Confirm | Input::Space => {
                if self.choosing_set() && input == Input::Confirm {
                    self.activate(Focus::Button(Button::Swap));
                } else if let Some(focus) = self.focused() {
                    self.activate(focus);
                }
            }
            Input::Back => {
                if !self.selected.is_empty() {
                    self.selected.clear();
                } else if self.choice.back() {
                    self.cursor = 0;
                }
            }
            Input::Letter(c) => {
                if let Some(Focus::Button(b)) = list
                    .iter()
                    .find(|f| matches!(f, Focus::Button(b) if b.key() == c))
                {
                    self.activate(Focus::Button(*b));
                }
            }
            _ => {}
        }
    }

    /// Handles a left click at a screen cell.
    pub fn on_click(&mut self, column: u16, row: u16) {
        self.message = None;
        if self.overlay.is_some() {
            self.overlay = None;
            return;
        }
        if let Some(seat) = self.hand_over {
            self.confirm_hand_over(seat);
            return;
        }
        let hit = self
            .hits
            .iter()
            .find(|(_, r)| r.contains(ratatui::layout::Position::new(column, row)))
            .map(|(f, _)| *f);
        if let Some(focus) = hit
            && self.deciding().is_some()
        {
            self.activate(focus);
        }
    }

    /// Picks (or toggles, in a set choice) what `focus` names.
    pub fn activate(&mut self, focus: Focus) {
        let Some(seat) = self.deciding() else { return };
        if self.choosing_set() {
            match focus {
                Focus::Slot(slot) => {
                    if let Some(i) = self.selected.iter().position(|s| *s == slot) {
                        self.selected.remove(i);
                    } else {
                        self.selected.push(slot);
                    }
                    if let Some(i) = self.focus_list().iter().position(|f| *f == focus) {
                        self.cursor = i;
                    }
                }
                Focus::Button(_) => {
                    let action = self
                        .view
                        .as_ref()
                        .and_then(|(_, view)| G::set_action(view, &self.selected));
                    match action.filter(|a| self.legal.contains(a)) {
                        Some(action) => self.act(seat, action),
                        None => self.message = Some(self.text.not_now.into()),
                    }
                }
                Focus::Board(_) => {}
            }
            return;
        }
        let pick = match focus {
            Focus::Slot(slot) => Pick::Hand(canonical_slot(&self.hand(), slot)),
            Focus::Button(b) => Pick::Button(b),
            Focus::Board(b) => Pick::Board(b),
        };
        match self.choice.pick(pick) {
            Picked::Done(action) => self.act(seat, action),
            Picked::More => self.cursor = 0,
            Picked::NotLegal => self.message = Some(self.text.not_now.into()),
        }
    }

    fn act(&mut self, seat: Seat, action: G::Action) {
        match self.table.act(seat, action) {
            Ok(()) => self.refresh(),
            Err(ActRefusal::Client(error)) => {
                self.refresh();
                self.message = Some(self.lang.nearby().client_error(&error));
            }
            Err(ActRefusal::Table(error)) => self.message = Some(error.to_string()),
            Err(ActRefusal::Host(error)) => self.message = Some(error.to_string()),
        }
    }

    fn confirm_hand_over(&mut self, seat: Seat) {
        if self.table.hand_over(seat) {
            self.hand_over = None;
            self.refresh();
        }
    }

    /// Whether a LAN table is over for this terminal (host gone, closed, refused).
    pub fn link_ended(&self) -> bool {
        matches!(self.table.link(), Some(Link::Ended(_) | Link::HostGone))
    }

    fn rematch(&mut self) {
        match self.table.rematch() {
            Ok(()) => self.refresh(),
            Err(RematchRefusal::HostDecides) => {
                self.message = Some(self.lang.nearby().host_decides_rematch.into())
            }
            Err(RematchRefusal::Host(error)) => self.message = Some(error.to_string()),
            Err(RematchRefusal::Table(error)) => self.message = Some(error.to_string()),
        }
    }

    /// Takes back the last human decision (and the bot moves after it).
    pub fn undo(&mut self) {
        match self.table.undo() {
            Ok(()) => {
                self.bot = None;
                self.refresh();
                self.message = Some(self.text.undone.into());
            }
            Err(refusal) => {
                self.message = Some(
                    match refusal {
                        UndoRefusal::Blocked(UndoBlocked::NothingToUndo) => {
                            self.text.nothing_to_undo
                        }
                        UndoRefusal::Blocked(UndoBlocked::WouldHideSeenCards) => {
                            self.text.undo_seen_cards
                        }
                        UndoRefusal::Blocked(UndoBlocked::RemoteSeats) => self.text.undo_remote,
                        UndoRefusal::AtLanTable => self.lang.nearby().no_undo,
                    }
                    .into(),
                )
            }
        }
    }

    fn ask_hint(&mut self) {
        let Some(seat) = self.deciding() else { return };
        match self.table.hint_job(seat) {
            Some(HintJob { cancel, think }) => {
                self.hint = Some(BotRun::start(cancel, think));
                self.message = Some(self.text.hint_thinking.into());
            }
            None if self.table.link().is_some() => {
                self.message = Some(self.lang.nearby().no_hint.into())
            }
            None => {}
        }
    }

    /// Writes the save file; says where (or why not).
    pub fn save(&mut self) {
        let Some(document) = self.table.save() else {
            self.message = Some(self.lang.nearby().no_save.into());
            return;
        };
        self.message = Some(match &self.save_path {
            Some(path) => match crate::signals::write_save(path, &document) {
                Ok(()) => (self.text.saved)(&path.display().to_string()),
                Err(error) => (self.text.save_failed)(&error.to_string()),
            },
            None => self.text.no_save_file.into(),
        });
    }

    /// Hands the table's save to the signal watch, in case a signal comes while this
    /// client cannot quit by itself (its terminal gone, the input stuck).
    fn keep_for_signal(&self) {
        if !crate::signals::watching() {
            return;
        }
        let save = match &self.save_path {
            Some(path) if self.table.outcome().is_none() => {
                self.table.save().map(|document| (path.clone(), document))
            }
            _ => None,
        };
        crate::signals::keep(save, self.lang);
    }

    /// SIGHUP or SIGTERM came: quit as on `q` (saving the table).
    pub fn on_signal(&mut self) {
        if self.exit.is_none() {
            self.quit();
        }
    }

    fn quit(&mut self) {
        let saved = match &self.save_path {
            Some(path) if self.table.outcome().is_none() => self
                .table
                .save()
                .and_then(|document| crate::signals::write_save(path, &document).ok())
                .map(|_| path.clone()),
            _ => None,
        };
        self.exit = Some(Exit::Quit { saved });
    }

    fn change_pace(&mut self, slower: bool) {
        let now = self.table.bot_delay_ms();
        let ms = if slower {
            (now + 200).min(3000)
        } else {
            now.saturating_sub(200)
        };
        self.message = Some(if self.table.set_bot_delay_ms(ms) {
            (self.text.pace)(ms)
        } else {
            self.lang.nearby().pace_fixed.into()
        });
    }
}
