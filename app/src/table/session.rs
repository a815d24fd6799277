//! [`TableSession`]: a core table plus everything the screen holds about it.

use std::collections::HashMap;
use std::sync::Mutex;

use fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};
use spieleabend_core::Seat;
use spieleabend_core::games::GameId;
use spieleabend_core::table::{
    AnyTable, LoadError, Pending, SeatConfig, SeatKind, TableError, UndoBlocked,
};

mod scripted;

pub use scripted::ScriptError;

use super::bots::{AnyBotJob, AnyBotMove, BotGame, GameMove, Purpose};
use super::games::{AppGame, Face, PileStep, SummaryData};
use super::nearby::AnyNearby;
use super::pick::{Button, Paths, Pick, Picked};
use super::source::{Source, viewer_of};
use super::typed::{self, AnyDecision, AnyMove, Decision};
use super::view::*;
use super::words::{Cx, n, w};
use super::{Cue, FinishedGame, TableEffect, TableIntent, TableUi};
use crate::texts::{EventReader, Lang, SeatNames, Texts};

/// What a session document says it is.
const FORMAT: &str = "spieleabend-table-session";
/// The session document version this build writes and reads.
const VERSION: u32 = 1;

/// Why a session document could not be restored.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableLoadError {
    /// Not a session document, or damaged beyond reading.
    #[error("not a readable table session: {0}")]
    Unreadable(String),
    /// Written by another version of the app.
    #[error("the table session has version {found}, this app reads {supported}")]
    Version { found: u32, supported: u32 },
    /// The table inside could not be restored.
    #[error(transparent)]
    Table(#[from] LoadError),
    /// The screen state does not fit the table (damaged document).
    #[error("the table session does not fit its table")]
    Inconsistent,
}

/// A message shown once, kept as a code so it reads in any language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// The rules refuse that; the rule error's code.
    RuleError(String),
    /// Undo is not possible; why.
    UndoBlocked(String),
    /// The last move was taken back.
    Undone,
    /// Nothing to confirm or choose now.
    NotNow,
    /// A guest asked for the next game: the host deals it.
    HostDeals,
}

/// A hint as the session keeps it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
enum Hint {
    #[default]
    None,
    /// Asked for at this position; a job is out.
    Wanted { position: (u32, u32) },
    /// The hint's picks, for an action picked step by step.
    Path(Vec<Pick>),
    /// The hint's cards, for a set decision (by card code).
    Set(Vec<u16>),
}

/// Everything the screen holds beyond the table. Saved with it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct ScreenState {
    /// Picks made in the decision in progress.
    made: Vec<Pick>,
    /// Cards ticked in a set decision (by card code).
    ticked: Vec<u16>,
    hint: Hint,
    /// Round and hand summaries not yet dismissed, oldest first.
    summaries: Vec<SummaryData>,
    /// The game-over box was closed to look at the table.
    game_over_dismissed: bool,
    /// The finished game was reported for the statistics.
    finished_reported: bool,
    note: Option<Note>,
    /// Changes are shown from this event on.
    since: u32,
    /// Per seat: the events seen up to here when it last acted.
    last_seen: Vec<u32>,
    /// Events up to here were looked at for summaries.
    scanned: u32,
    /// Per seat: reachability of its device.
    connection: Vec<Connection>,
}

/// The saved document: the table's own document and the screen state.
#[derive(Serialize, Deserialize)]
struct Document {
    format: String,
    version: u32,
    table: String,
    screen: ScreenState,
}

/// Log lines and changes of one viewer, worked out once per event and kept.
#[derive(Default)]
struct Memo {
    key: Option<(Lang, u8, u32, u64, bool)>,
    upto: u32,
    pile: u32,
    reader: EventReader,
    lines: Vec<(u32, String)>,
    changes: Vec<(u32, Change)>,
}

/// Where the session's game lives. Not boxed: a session holds one for its whole life,
/// and the local table (the large variant) is the usual one.
#[allow(clippy::large_enum_variant)]
enum Backing {
    /// A table on this device (solo and pass-and-play), saved with the session.
    Local(AnyTable),
    /// A table nearby: hosted here or joined (lives as long as the link, not saved).
    Nearby(AnyNearby),
}

/// The match of [`with_source!`], one pair of arms per game of the registry.
macro_rules! __source_arms {
    ({ ($backing:expr) $t:ident ($body:expr) } $($variant:ident: $module:ident::$game:ident,)*) => {
        match $backing {
            $(
                Backing::Local(AnyTable::$variant($t)) => $body,
                Backing::Nearby(AnyNearby::$variant($t)) => $body,
            )*
        }
    };
}

/// Runs `body` with `t` bound to the session's game as a [`Source`] of its type.
macro_rules! with_source {
    ($backing:expr, $t:ident => $body:expr) => {
        spieleabend_core::for_each_game!([__source_arms] { ($backing) $t ($body) })
    };
}

impl Backing {
    fn game(&self) -> GameId {
        match self {
            Backing::Local(t) => t.game(),
            Backing::Nearby(n) => n.game(),
        }
    }

    fn next_seq(&self) -> u32 {
        with_source!(self, t => t.next_seq())
    }

    fn game_number(&self) -> u32 {
        with_source!(self, t => t.game_number())
    }

    fn outcome(&self) -> Option<spieleabend_core::Outcome> {
        with_source!(self, t => t.outcome())
    }

    fn pending(&self) -> Pending {
        with_source!(self, t => t.pending())
    }

    fn seats(&self) -> &[SeatConfig] {
        with_source!(self, t => t.seats())
    }

    fn hand_over(&mut self, seat: Seat) -> Result<(), TableError> {
        match self {
            Backing::Local(t) => t.hand_over(seat),
            Backing::Nearby(n) => n.hand_over(seat),
        }
    }

    fn undo(&mut self) -> Result<(), TableError> {
        match self {
            Backing::Local(t) => t.undo(),
            Backing::Nearby(_) => Err(TableError::CannotUndo(UndoBlocked::RemoteSeats)),
        }
    }

    fn rematch(&mut self) -> Result<(), TableError> {
        match self {
            Backing::Local(t) => t.rematch(),
            Backing::Nearby(n) => n.rematch(),
        }
    }

    /// Whether this device deals the next game (a guest's host does).
    fn deals(&self) -> bool {
        match self {
            Backing::Local(_) => true,
            Backing::Nearby(n) => n.deals(),
        }
    }
}

/// Card faces by card code, for one language and mark setting.
type FaceCache = (Option<(Lang, bool)>, HashMap<u16, Face>);

/// A table as the app shows and drives it. See the module docs.
pub struct TableSession {
    table: Backing,
    screen: ScreenState,
    /// Bumped whenever events are taken back, so the memo is rebuilt.
    epoch: u64,
    memo: Mutex<Memo>,
    /// Card faces by card code in one language and mark setting, made once.
    labels: Mutex<FaceCache>,
    /// The link of a nearby table ended: nothing is decided here any more.
    stopped: bool,
}

impl std::fmt::Debug for TableSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableSession")
            .field("game", &self.table.game())
            .field("screen", &self.screen)
            .finish()
    }
}

/// Where the table stands: the game and the number of events, to see whether it moved.
type Position = (u32, u32);

fn position(table: &Backing) -> Position {
    (table.game_number(), table.next_seq())
}

impl TableSession {
    /// A session over `table`. A table of several people at this device (one read
    /// from a save, say) starts behind the curtain: whoever decides takes the device
    /// before a hand is shown.
    pub fn new(mut table: AnyTable) -> TableSession {
        table.cover();
        TableSession::over(Backing::Local(table))
    }

    /// A session over a nearby table (hosted here or joined), once its game is dealt.
    pub(crate) fn nearby(table: AnyNearby) -> TableSession {
        TableSession::over(Backing::Nearby(table))
    }

    fn over(table: Backing) -> TableSession {
        let seats = table.seats().len();
        let mut session = TableSession {
            table,
            screen: ScreenState {
                last_seen: vec![0; seats],
                connection: vec![Connection::Here; seats],
                ..ScreenState::default()
            },
            epoch: 0,
            memo: Mutex::new(Memo::default()),
            labels: Mutex::default(),
            stopped: false,
        };
        for (s, seat) in session.table.seats().iter().enumerate() {
            if seat.kind == SeatKind::Remote {
                session.screen.connection[s] = Connection::Connected;
            }
        }
        session.scan();
        session
    }

    /// The table, when it is on this device (`None` for a nearby table).
    pub fn table(&self) -> Option<&AnyTable> {
        match &self.table {
            Backing::Local(table) => Some(table),
            Backing::Nearby(_) => None,
        }
    }

    /// Which game is played.
    pub fn game(&self) -> GameId {
        self.table.game()
    }

    /// What the table waits for.
    pub fn pending(&self) -> Pending {
        self.table.pending()
    }

    /// The result once the game is over.
    pub fn outcome(&self) -> Option<spieleabend_core::Outcome> {
        self.table.outcome()
    }

    /// 0 for the first game at the table, 1 after the first rematch …
    pub fn game_number(&self) -> u32 {
        self.table.game_number()
    }

    /// Every seat.
    pub fn seats(&self) -> &[SeatConfig] {
        self.table.seats()
    }

    /// Everything needed to restore the session exactly, the curtain included. A
    /// nearby table lives on its host and only as long as the link: its document holds
    /// no table and does not load.
    pub fn to_document(&self) -> String {
        let document = Document {
            format: FORMAT.into(),
            version: VERSION,
            table: match &self.table {
                Backing::Local(table) => table.save(),
                Backing::Nearby(_) => String::new(),
            },
            screen: self.screen.clone(),
        };
        serde_json::to_string(&document).expect("session documents always serialise")
    }

    /// A session from [`TableSession::to_document`].
    pub fn from_document(doc: &str) -> Result<TableSession, TableLoadError> {
        let document: Document =
            serde_json::from_str(doc).map_err(|e| TableLoadError::Unreadable(e.to_string()))?;
        if document.format != FORMAT {
            return Err(TableLoadError::Unreadable(document.format));
        }
        if document.version != VERSION {
            return Err(TableLoadError::Version {
                found: document.version,
                supported: VERSION,
            });
        }
        let mut table = AnyTable::load(&document.table)?;
        // The app ended meanwhile: the device was put down (see `TableSession::new`).
        table.cover();
        let seats = table.seats().len();
        let screen = document.screen;
        let next = table.next_seq();
        if screen.last_seen.len() != seats
            || screen.connection.len() != seats
            || screen.since > next
            || screen.scanned > next
            || screen.last_seen.iter().any(|s| *s > next)
        {
            return Err(TableLoadError::Inconsistent);
        }
        Ok(TableSession {
            table: Backing::Local(table),
            screen,
            epoch: 0,
            memo: Mutex::new(Memo::default()),
            labels: Mutex::default(),
            stopped: false,
        })
    }

    /// Takes what the network changed at a nearby table: the newest state, then the
    /// summaries, cues and the finished game as after a move made here. Nothing for a
    /// table on this device.
    pub(crate) fn refresh(&mut self, ui: &TableUi) -> Vec<TableEffect> {
        let before = position(&self.table);
        let Backing::Nearby(nearby) = &mut self.table else {
            return Vec::new();
        };
        nearby.refresh();
        let mut effects = Vec::new();
        if position(&self.table) != before {
            self.after_move(before, &mut effects);
            self.mark_seen();
            self.next_step(false, true, ui, &mut effects);
        }
        effects
    }

    /// The link of this nearby table ended for good (the host closed it or is gone):
    /// the pick in progress and the hint are dropped and nothing is decided here any
    /// more; the table stays in view as it was last seen.
    pub(crate) fn stop(&mut self) {
        self.stopped = true;
        self.screen.made.clear();
        self.screen.ticked.clear();
        self.screen.hint = Hint::default();
    }

    /// Tells the session whether a remote seat's device is reachable.
    pub fn set_connection(&mut self, seat: u8, connection: Connection) {
        if let Some(c) = self.screen.connection.get_mut(seat as usize) {
            *c = connection;
        }
    }

    /// Handles what the person did; returns what the shell should do. Every word is
    /// made by [`TableSession::view`], so handling needs no catalogue; `_texts` keeps
    /// the shape every screen of the app shares.
    pub fn handle(
        &mut self,
        intent: TableIntent,
        _texts: &Texts,
        ui: &TableUi,
    ) -> Vec<TableEffect> {
        self.take(ui, |session, effects| match intent {
            TableIntent::TapCard(id) => session.tap(id),
            TableIntent::Choose(id) => session.choose(id),
            TableIntent::Confirm => session.confirm(),
            TableIntent::Cancel => session.cancel(),
            TableIntent::Hint => session.ask_hint(effects),
            TableIntent::Undo => session.undo(),
            TableIntent::Dismiss => session.dismiss(),
            TableIntent::Ready => session.ready(),
            TableIntent::Rematch => session.rematch(),
        })
    }

    /// The bot pace delay asked for with [`TableEffect::WakeAfter`] is over: a bot that
    /// waited moves on.
    pub fn wake(&mut self, _texts: &Texts, ui: &TableUi) -> Vec<TableEffect> {
        self.take(ui, |_, _| true)
    }

    /// The decision of the person holding the device in the core's own types, for a
    /// client that reads typed moves; `None` when nobody here decides now (a bot or
    /// another device is to act, the curtain or a summary is up, the game is over).
    pub fn decision(&self) -> Option<AnyDecision> {
        let seat = self.deciding()?;
        let screen = &self.screen;
        with_source!(&self.table, t => decision_of(t, seat, screen).map(AnyDecision::from))
    }

    /// Plays a typed move for the person deciding, as if it had been picked: a move
    /// the rules refuse changes nothing and the view's message says why.
    pub fn play(&mut self, typed: AnyMove, ui: &TableUi) -> Vec<TableEffect> {
        self.take(ui, |session, _| {
            let Some(seat) = session.deciding() else {
                session.screen.note = Some(Note::NotNow);
                return false;
            };
            let result = with_source!(&mut session.table, t => play_typed(t, seat, &typed));
            match result {
                Ok(()) => true,
                Err(note) => {
                    session.screen.note = Some(note);
                    false
                }
            }
        })
    }

    /// Takes what the person did (`accept` says whether it was accepted) and works out
    /// what follows: summaries, cues, saving, the next bot step.
    fn take(
        &mut self,
        ui: &TableUi,
        accept: impl FnOnce(&mut Self, &mut Vec<TableEffect>) -> bool,
    ) -> Vec<TableEffect> {
        let before = position(&self.table);
        let mut effects = Vec::new();
        self.sync_settings(ui);
        let accepted = accept(self, &mut effects);
        if !accepted {
            effects.push(TableEffect::Cue(Cue::Invalid));
            return effects;
        }
        let moved = position(&self.table) != before;
        if moved {
            self.after_move(before, &mut effects);
        }
        let cues = self.scan();
        if moved {
            effects.extend(cues.into_iter().map(TableEffect::Cue));
        }
        self.mark_seen();
        effects.push(TableEffect::Save);
        self.next_step(false, moved, ui, &mut effects);
        effects
    }

    /// The person holding the device has seen everything up to now.
    fn mark_seen(&mut self) {
        let (viewer, curtain) = with_source!(&self.table, t => viewer_of(t));
        if let (Some(viewer), None) = (viewer, curtain)
            && let Some(seen) = self.screen.last_seen.get_mut(viewer.index())
        {
            *seen = self.table.next_seq();
        }
    }

    /// The job the shell should run now: a hint asked for, or the bot to act. `None`
    /// when nothing is to be computed (a summary waits to be dismissed, a person acts).
    pub fn bot_job(&self) -> Option<AnyBotJob> {
        let position = position(&self.table);
        if let Hint::Wanted { position: asked } = self.screen.hint
            && asked == position
            && let Pending::Human {
                seat,
                hand_over: false,
            } = self.table.pending()
        {
            return with_source!(&self.table, t => t.hint_job(seat).ok().map(|job| AnyBotJob {
                purpose: Purpose::Hint,
                position,
                job: BotGame::wrap(job),
            }));
        }
        if !self.screen.summaries.is_empty() {
            return None;
        }
        with_source!(&self.table, t => t.bot_job().map(|job| AnyBotJob {
            purpose: Purpose::Move,
            position,
            job: BotGame::wrap(job),
        }))
    }

    /// Takes a computed bot move or hint. A result for a position the table has left is
    /// dropped.
    pub fn apply_bot(&mut self, result: AnyBotMove) -> Vec<TableEffect> {
        let before = position(&self.table);
        if result.position != before {
            return Vec::new();
        }
        let mut effects = Vec::new();
        match result.purpose {
            Purpose::Hint => {
                if !matches!(self.screen.hint, Hint::Wanted { .. }) {
                    return Vec::new();
                }
                let hint = with_source!(&self.table, t => hint_of(t, &result.result));
                self.screen.hint = hint.unwrap_or_default();
                if let Hint::Path(path) = &self.screen.hint {
                    // The steps before the last are made; the last is the one to confirm.
                    self.screen.made = path[..path.len().saturating_sub(1)].to_vec();
                }
                if let Hint::Set(cards) = &self.screen.hint {
                    self.screen.ticked = cards.clone();
                }
                effects.push(TableEffect::Save);
            }
            Purpose::Move => {
                let applied = with_source!(&mut self.table, t => apply_move(t, result.result));
                if !applied {
                    return Vec::new();
                }
                self.after_move(before, &mut effects);
                self.mark_seen();
                effects.push(TableEffect::Save);
                let ui = TableUi {
                    bot_pace_ms: self.pace(),
                    ..TableUi::default()
                };
                self.next_step(true, true, &ui, &mut effects);
            }
        }
        effects
    }

    /// The view model for the person at the device.
    pub fn view(&self, texts: &Texts, ui: &TableUi) -> TableView {
        with_source!(&self.table, t => self.build_view(t, texts, ui))
    }

    // ---- intents ----

    fn sync_settings(&mut self, ui: &TableUi) {
        with_source!(&mut self.table, t => {
            let mut settings = t.settings().clone();
            if settings.auto_single_choice != ui.auto_single_choice
                || settings.bot_delay_ms != ui.bot_pace_ms
            {
                settings.auto_single_choice = ui.auto_single_choice;
                settings.bot_delay_ms = ui.bot_pace_ms;
                t.set_settings(settings);
            }
        });
    }

    fn pace(&self) -> u32 {
        with_source!(&self.table, t => t.settings().bot_delay_ms)
    }

    /// The seat that decides at this device now, if any (a summary on top blocks).
    fn deciding(&self) -> Option<Seat> {
        if self.stopped || !self.screen.summaries.is_empty() {
            return None;
        }
        match self.table.pending() {
            Pending::Human {
                seat,
                hand_over: false,
            } => Some(seat),
            _ => None,
        }
    }

    fn tap(&mut self, id: u32) -> bool {
        let Some(seat) = self.deciding() else {
            if !self.screen.summaries.is_empty() {
                self.screen.note = Some(Note::NotNow);
                return false;
            }
            return self.refuse_card(id);
        };
        let code = (id >> 8) as u16;
        let screen = &mut self.screen;
        let outcome = with_source!(&mut self.table, t => tap_card(t, seat, screen, code));
        match outcome {
            Ok(()) => true,
            Err(note) => {
                self.screen.note = Some(note);
                false
            }
        }
    }

    /// A card tapped when nobody here decides: say why it cannot be played.
    fn refuse_card(&mut self, id: u32) -> bool {
        let code = (id >> 8) as u16;
        let note = with_source!(&self.table, t => {
            viewer_of(t).0.and_then(|viewer| refusal(t, viewer, code))
        });
        self.screen.note = note.or(Some(Note::NotNow));
        false
    }

    fn choose(&mut self, id: u32) -> bool {
        let Some(seat) = self.deciding() else {
            return false;
        };
        let screen = &mut self.screen;
        let result = with_source!(&mut self.table, t => choose_place(t, seat, screen, id));
        match result {
            Ok(()) => true,
            Err(note) => {
                self.screen.note = Some(note);
                false
            }
        }
    }

    fn confirm(&mut self) -> bool {
        let Some(seat) = self.deciding() else {
            return false;
        };
        let screen = &mut self.screen;
        let result = with_source!(&mut self.table, t => confirm_pick(t, seat, screen));
        match result {
            Ok(()) => true,
            Err(note) => {
                self.screen.note = Some(note);
                false
            }
        }
    }

    fn cancel(&mut self) -> bool {
        if !self.screen.ticked.is_empty() {
            self.screen.ticked.clear();
            true
        } else {
            self.screen.made.pop().is_some()
        }
    }

    fn ask_hint(&mut self, effects: &mut Vec<TableEffect>) -> bool {
        if self.deciding().is_none() {
            self.screen.note = Some(Note::NotNow);
            return false;
        }
        self.screen.hint = Hint::Wanted {
            position: position(&self.table),
        };
        effects.push(TableEffect::Think);
        true
    }

    fn undo(&mut self) -> bool {
        if self.table.outcome().is_some() {
            self.screen.note = Some(Note::UndoBlocked("game_over".into()));
            return false;
        }
        match self.table.undo() {
            Ok(()) => {
                self.epoch += 1;
                let next = self.table.next_seq();
                let screen = &mut self.screen;
                screen.made.clear();
                screen.ticked.clear();
                screen.hint = Hint::None;
                screen.summaries.clear();
                screen.since = next;
                screen.scanned = next;
                for seen in &mut screen.last_seen {
                    *seen = (*seen).min(next);
                }
                screen.note = Some(Note::Undone);
                true
            }
            Err(TableError::CannotUndo(reason)) => {
                self.screen.note = Some(Note::UndoBlocked(undo_code(reason).into()));
                false
            }
            Err(_) => {
                self.screen.note = Some(Note::NotNow);
                false
            }
        }
    }

    fn dismiss(&mut self) -> bool {
        if !self.screen.summaries.is_empty() {
            self.screen.summaries.remove(0);
            true
        } else if self.table.outcome().is_some() && !self.screen.game_over_dismissed {
            self.screen.game_over_dismissed = true;
            true
        } else {
            false
        }
    }

    fn ready(&mut self) -> bool {
        if !self.screen.summaries.is_empty() {
            return false;
        }
        let Pending::Human {
            seat,
            hand_over: true,
        } = self.table.pending()
        else {
            return false;
        };
        if self.table.hand_over(seat).is_err() {
            return false;
        }
        self.screen.since = self.screen.last_seen[seat.index()];
        self.screen.note = None;
        true
    }

    fn rematch(&mut self) -> bool {
        if !self.table.deals() {
            self.screen.note = Some(Note::HostDeals);
            return false;
        }
        if self.table.rematch().is_err() {
            self.screen.note = Some(Note::NotNow);
            return false;
        }
        let seats = self.table.seats().len();
        let connection = std::mem::take(&mut self.screen.connection);
        self.screen = ScreenState {
            last_seen: vec![0; seats],
            connection,
            ..ScreenState::default()
        };
        true
    }

    // ---- after a change ----

    /// After the table moved: the pick starts afresh, summaries and cues of the new
    /// events, the finished game reported.
    fn after_move(&mut self, before: Position, effects: &mut Vec<TableEffect>) {
        let now = position(&self.table);
        let screen = &mut self.screen;
        screen.made.clear();
        screen.ticked.clear();
        screen.hint = Hint::None;
        // A note is about what was just done: a move ends it ("taken back" too), the
        // taking back itself does not.
        if now.0 != before.0 || now.1 > before.1 {
            screen.note = None;
        }
        if now.0 != before.0 || now.1 < before.1 {
            // A new game or events taken back: start over from what is there.
            screen.since = 0;
            screen.scanned = if now.0 != before.0 { 0 } else { now.1 };
        } else {
            screen.since = before.1;
        }
        let cues = self.scan();
        effects.extend(cues.into_iter().map(TableEffect::Cue));
        if let Some(outcome) = self.table.outcome()
            && !self.screen.finished_reported
        {
            self.screen.finished_reported = true;
            effects.push(TableEffect::Cue(Cue::GameOver));
            effects.push(TableEffect::Finished(FinishedGame {
                game: self.table.game(),
                seats: self.table.seats().to_vec(),
                outcome,
            }));
        }
    }

    /// Looks at the events not yet looked at: summaries to keep, cues to give, and who
    /// has seen what. Returns the cues.
    fn scan(&mut self) -> Vec<Cue> {
        let screen = &mut self.screen;
        with_source!(&self.table, t => scan_events(t, screen))
    }

    /// What comes next: a bot thinks (at once after a person's move, after the pace
    /// after a bot's), or the person to act is told.
    fn next_step(
        &mut self,
        by_bot: bool,
        moved: bool,
        ui: &TableUi,
        effects: &mut Vec<TableEffect>,
    ) {
        if !self.screen.summaries.is_empty() {
            return;
        }
        match self.table.pending() {
            Pending::Bot { .. } => {
                if by_bot && ui.bot_pace_ms > 0 {
                    effects.push(TableEffect::WakeAfter(ui.bot_pace_ms));
                } else if by_bot || moved || !effects.contains(&TableEffect::Think) {
                    effects.push(TableEffect::Think);
                }
            }
            Pending::Human {
                hand_over: false, ..
            } if moved => effects.push(TableEffect::Cue(Cue::YourTurn)),
            _ => {}
        }
    }

    // ---- the view ----

    fn build_view<G: AppGame, S: Source<G>>(
        &self,
        t: &S,
        texts: &Texts,
        ui: &TableUi,
    ) -> TableView {
        let (viewer, curtain) = viewer_of(t);
        let names = SeatNames::from_seats(
            texts,
            t.seats(),
            if curtain.is_some() { None } else { viewer },
        );
        let cx = Cx {
            texts,
            names: &names,
            marks: ui.colour_blind_marks,
        };
        let view = viewer.and_then(|v| t.view(v).ok());
        let finished = t.outcome().is_some();
        let deciding = self
            .deciding()
            .filter(|s| Some(*s) == viewer && curtain.is_none());
        let legal = deciding
            .and_then(|s| t.legal_actions(s).ok())
            .unwrap_or_default();

        // The pick in progress.
        let mut pick = None;
        let mut hand = Vec::new();
        if let (Some(view), None) = (&view, curtain) {
            let paths = Paths::new(legal.iter().map(|a| (G::path(view, a), *a)).collect());
            let set = deciding.is_some() && G::set_decision(view);
            let options = if deciding.is_some() {
                paths.options(&self.screen.made)
            } else {
                Vec::new()
            };
            let hinted_next = match &self.screen.hint {
                Hint::Path(path) if path.starts_with(&self.screen.made) => {
                    path.get(self.screen.made.len()).copied()
                }
                _ => None,
            };
            // Under a summary nothing is decided: no card needs a reason.
            let explain = self.screen.summaries.is_empty();
            let mut reasons: HashMap<String, String> = HashMap::new();
            let mut copies: HashMap<u16, u32> = HashMap::new();
            for card in G::hand(view) {
                let code = G::code(*card);
                let copy = copies.entry(code).or_default();
                let id = (u32::from(code) << 8) | (*copy).min(255);
                *copy += 1;
                let playable = if set {
                    true
                } else {
                    options.contains(&Pick::Card(code))
                };
                let selected = if set {
                    self.screen.ticked.contains(&code)
                } else {
                    self.screen.made.first() == Some(&Pick::Card(code))
                        || hinted_next == Some(Pick::Card(code))
                };
                let hinted = match &self.screen.hint {
                    Hint::Set(cards) => cards.contains(&code),
                    Hint::Path(_) => {
                        hinted_next == Some(Pick::Card(code))
                            || (self.screen.made.first() == Some(&Pick::Card(code))
                                && hinted_next.is_some())
                    }
                    _ => false,
                };
                let why_not = (!playable && self.screen.made.is_empty() && explain).then(|| {
                    let code = rule_code(&G::why_not(view, *card));
                    reasons
                        .entry(code.clone())
                        .or_insert_with(|| why_not_text(&cx, G::GAME, &code))
                        .clone()
                });
                let face = self.face::<G>(*card, &cx);
                hand.push(face.card(
                    id,
                    CardState {
                        playable,
                        selected,
                        hinted,
                    },
                    why_not,
                ));
            }
            if deciding.is_some() {
                pick = Some(pick_view::<G>(
                    view,
                    &self.screen,
                    &options,
                    hinted_next,
                    set,
                    &cx,
                ));
            }
        }

        // The log and the changes, worked out once per event.
        let (log, changes) = match (viewer, curtain) {
            (Some(v), None) => self.memo_lines(t, v, &cx, texts.lang(), ui.colour_blind_marks),
            _ => (Vec::new(), Vec::new()),
        };

        let players = t
            .seats()
            .iter()
            .enumerate()
            .map(|(s, config)| {
                let seat = Seat(s as u8);
                let cards = view
                    .as_ref()
                    .map(|v| G::hand_sizes(v).get(s).copied().unwrap_or(0))
                    .unwrap_or(0);
                let to_act = pending_seat(t) == Some(seat);
                PlayerView {
                    seat: seat.0,
                    name: cx.seat(seat),
                    kind: match config.kind {
                        _ if names.is_viewer(seat) => PlayerKind::You,
                        SeatKind::Human => PlayerKind::Human,
                        SeatKind::Bot(level) => PlayerKind::Bot(level),
                        SeatKind::Remote => PlayerKind::Remote,
                    },
                    kind_label: cx.kind_label(seat, config),
                    cards: cards.into(),
                    cards_label: cx.t("hand-count", &[("count", n(cards))]),
                    score: view.as_ref().and_then(|v| G::score(v, seat, &cx)),
                    note: view.as_ref().and_then(|v| G::note(v, seat, &cx)),
                    connection: self.screen.connection.get(s).copied().unwrap_or_default(),
                    to_act,
                    chips_moved: chips_moved(&changes, seat),
                }
            })
            .collect();

        let overlay = if let Some(summary) = self.screen.summaries.first() {
            Some(Overlay::Summary(summary_view::<G, S>(
                summary,
                view.as_ref(),
                t,
                &cx,
            )))
        } else if let Some(seat) = curtain {
            let args = cx.seat_args(seat, "name", "kind");
            Some(Overlay::Curtain {
                seat: seat.0,
                text: cx.t("curtain-text", &args),
                button: cx.t("curtain-button", &args),
            })
        } else if let (Some(outcome), false) = (t.outcome(), self.screen.game_over_dismissed) {
            Some(Overlay::GameOver(game_over_view::<G>(
                &outcome,
                t.seats(),
                view.as_ref(),
                self.table.deals(),
                &cx,
            )))
        } else {
            None
        };

        let to_act = pending_seat(t);
        let status = if !self.screen.summaries.is_empty() {
            cx.t("status-summary", &[])
        } else if let Some(seat) = curtain {
            cx.t("status-hand-over", &cx.seat_args(seat, "name", "kind"))
        } else if finished {
            cx.t("status-game-over", &[])
        } else if self.stopped {
            cx.t("status-table-ended", &[])
        } else if let (Some(_), Some(view)) = (deciding, &view) {
            cx.t(G::prompt(view, &self.screen.made), &[])
        } else {
            match t.pending() {
                Pending::Bot { seat, .. } => {
                    cx.t("status-thinking", &cx.seat_args(seat, "name", "kind"))
                }
                Pending::Remote { seat } | Pending::Human { seat, .. } => {
                    cx.t("status-waiting-for", &cx.seat_args(seat, "name", "kind"))
                }
                Pending::Finished => cx.t("status-game-over", &[]),
            }
        };

        let undo = if finished {
            UndoView {
                available: false,
                reason: Some(cx.t("undo-blocked", &[("why", w("game_over"))])),
            }
        } else {
            match t.can_undo() {
                Ok(()) => UndoView {
                    available: true,
                    reason: None,
                },
                Err(reason) => UndoView {
                    available: false,
                    reason: Some(cx.t("undo-blocked", &[("why", w(undo_code(reason)))])),
                },
            }
        };

        let hint = match (&self.screen.hint, &view) {
            (Hint::Wanted { .. }, _) if deciding.is_some() => HintView::Thinking,
            (Hint::Path(path), Some(view)) if deciding.is_some() => HintView::Ready {
                text: with_reason(hint_path_text::<G>(view, path, &cx), legal.len(), &cx),
            },
            (Hint::Set(cards), Some(view)) if deciding.is_some() => HintView::Ready {
                text: with_reason(hint_set_text::<G>(view, cards, &cx), legal.len(), &cx),
            },
            _ => HintView::None,
        };

        TableView {
            game: G::GAME,
            title: G::GAME.info().name.to_string(),
            viewer: if curtain.is_some() {
                None
            } else {
                viewer.map(|v| v.0)
            },
            status,
            hand,
            area: view.as_ref().map(|v| G::area(v, &cx)),
            players,
            to_act: to_act.map(|s| s.0),
            pick,
            hint,
            undo,
            buttons: TableButtons {
                hint: cx.t("table-button-hint", &[]),
                undo: cx.t("table-button-undo", &[]),
                cancel: cx.t("table-button-cancel", &[]),
            },
            log,
            changes,
            message: self
                .screen
                .note
                .as_ref()
                .map(|note| note_text(note, G::GAME, &cx)),
            overlay,
            link: None,
            coach: None,
        }
    }

    /// The hand card's face, made once per language and mark setting.
    fn face<G: AppGame>(&self, card: G::Card, cx: &Cx) -> Face {
        let mut labels = self.labels.lock().unwrap_or_else(|e| e.into_inner());
        let key = (cx.texts.lang(), cx.marks);
        if labels.0 != Some(key) {
            *labels = (Some(key), HashMap::new());
        }
        labels
            .1
            .entry(G::code(card))
            .or_insert_with(|| G::face(card, cx))
            .clone()
    }

    fn memo_lines<G: AppGame, S: Source<G>>(
        &self,
        t: &S,
        viewer: Seat,
        cx: &Cx,
        lang: Lang,
        marks: bool,
    ) -> (Vec<LogLine>, Vec<Change>) {
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        let key = (lang, viewer.0, t.game_number(), self.epoch, marks);
        if memo.key != Some(key) || memo.upto > t.next_seq() {
            *memo = Memo {
                key: Some(key),
                ..Memo::default()
            };
        }
        if memo.upto < t.next_seq() {
            let events = t.events(viewer, memo.upto).unwrap_or_default();
            for logged in &events {
                let pile = memo.pile;
                if let Some(change) = G::change(&logged.event, viewer, pile, cx) {
                    memo.changes.push((logged.seq, change));
                }
                let event = G::event_ref(&logged.event);
                if let Some(line) = memo.reader.line(cx.texts, event, viewer, cx.names) {
                    memo.lines.push((logged.seq, line));
                }
                match G::pile_step(&logged.event) {
                    PileStep::Set(count) => memo.pile = count,
                    PileStep::Keep => {
                        if let Some(Change::CardDrawn {
                            card: DrawnCard::Seen(_) | DrawnCard::Hidden,
                            ..
                        }) = memo
                            .changes
                            .last()
                            .filter(|(seq, _)| *seq == logged.seq)
                            .map(|(_, c)| c)
                        {
                            memo.pile = memo.pile.saturating_sub(1);
                        }
                    }
                }
            }
            memo.upto = t.next_seq();
        }
        let since = self.screen.since;
        let log = memo
            .lines
            .iter()
            .map(|(seq, text)| LogLine {
                seq: *seq,
                text: text.clone(),
                new: *seq >= since,
            })
            .collect();
        let changes = memo
            .changes
            .iter()
            .filter(|(seq, _)| *seq >= since)
            .map(|(_, c)| c.clone())
            .collect();
        (log, changes)
    }
}

// ---- per game, generic ----

fn pending_seat<G: AppGame, S: Source<G>>(t: &S) -> Option<Seat> {
    match t.pending() {
        Pending::Human { seat, .. } | Pending::Bot { seat, .. } | Pending::Remote { seat } => {
            Some(seat)
        }
        Pending::Finished => None,
    }
}

/// A seat whose events this device may read (the person holding it, or a remote seat).
fn reader<G: AppGame, S: Source<G>>(t: &S) -> Option<Seat> {
    viewer_of(t).0
}

fn hand_card<G: AppGame>(view: &G::View, code: u16) -> Option<&G::Card> {
    G::hand(view).iter().find(|c| G::code(**c) == code)
}

fn paths_of<G: AppGame>(view: &G::View, legal: &[G::Action]) -> Paths<G::Action> {
    Paths::new(legal.iter().map(|a| (G::path(view, a), *a)).collect())
}

/// Why the viewer's card `code` cannot be played now.
fn refusal<G: AppGame, S: Source<G>>(t: &S, viewer: Seat, code: u16) -> Option<Note> {
    let view = t.view(viewer).ok()?;
    let card = *hand_card::<G>(&view, code)?;
    Some(Note::RuleError(rule_code(&G::why_not(&view, card))))
}

/// The code of a rule error (`does_not_fit`).
fn rule_code<E: std::error::Error + Serialize>(error: &E) -> String {
    match TableError::illegal(error) {
        TableError::Illegal { code, .. } => code,
        _ => String::new(),
    }
}

fn undo_code(reason: UndoBlocked) -> &'static str {
    match reason {
        UndoBlocked::RemoteSeats => "remote_seats",
        UndoBlocked::NothingToUndo => "nothing_to_undo",
        UndoBlocked::WouldHideSeenCards => "would_hide_seen_cards",
    }
}

/// The decision of `seat` at `t` for a client that types moves.
fn decision_of<G: AppGame, S: Source<G>>(
    t: &S,
    seat: Seat,
    screen: &ScreenState,
) -> Option<Decision<G>> {
    let view = t.view(seat).ok()?;
    let legal = t.legal_actions(seat).ok()?;
    let log = t
        .events(seat, 0)
        .ok()?
        .into_iter()
        .map(|logged| logged.event)
        .collect();
    let hint = match &screen.hint {
        Hint::Path(path) => typed::hint_action::<G>(&view, &legal, Some(path), None),
        Hint::Set(cards) => typed::hint_action::<G>(&view, &legal, None, Some(cards)),
        _ => None,
    };
    Some(Decision {
        seat,
        view,
        legal,
        log,
        hint,
    })
}

/// Plays `typed` for `seat` if it is a move of `t`'s game.
fn play_typed<G: AppGame, S: Source<G>>(
    t: &mut S,
    seat: Seat,
    typed: &AnyMove,
) -> Result<(), Note> {
    let action = G::action(typed).ok_or(Note::NotNow)?;
    act(t, seat, action)
}

fn act<G: AppGame, S: Source<G>>(t: &mut S, seat: Seat, action: G::Action) -> Result<(), Note> {
    t.act(seat, action).map_err(|error| match error {
        TableError::Illegal { code, .. } => Note::RuleError(code),
        _ => Note::NotNow,
    })
}

fn tap_card<G: AppGame, S: Source<G>>(
    t: &mut S,
    seat: Seat,
    screen: &mut ScreenState,
    code: u16,
) -> Result<(), Note> {
    let view = t.view(seat).map_err(|_| Note::NotNow)?;
    let card = *hand_card::<G>(&view, code).ok_or(Note::NotNow)?;
    if G::set_decision(&view) {
        match screen.ticked.iter().position(|c| *c == code) {
            Some(i) => {
                screen.ticked.remove(i);
            }
            None => screen.ticked.push(code),
        }
        return Ok(());
    }
    let legal = t.legal_actions(seat).map_err(|_| Note::NotNow)?;
    let paths = paths_of::<G>(&view, &legal);
    let pick = Pick::Card(code);
    if screen.made == [pick] {
        // The chosen card tapped again: chosen no more.
        screen.made.clear();
        return Ok(());
    }
    let mut result = paths.pick(&screen.made, pick);
    if result == Picked::NotLegal && screen.made.len() == 1 {
        // Another first card instead of a place for the chosen one.
        let fresh = paths.pick(&[], pick);
        if fresh != Picked::NotLegal {
            screen.made.clear();
            result = fresh;
        }
    }
    match result {
        Picked::Done(action) => act(t, seat, action),
        Picked::More => {
            screen.made.push(pick);
            Ok(())
        }
        Picked::NotLegal => Err(Note::RuleError(rule_code(&G::why_not(&view, card)))),
    }
}

/// The non-card choices after `made`, in order: what [`TableIntent::Choose`] counts.
fn place_options(options: &[Pick]) -> Vec<Pick> {
    options
        .iter()
        .copied()
        .filter(|p| !matches!(p, Pick::Card(_)))
        .collect()
}

fn choose_place<G: AppGame, S: Source<G>>(
    t: &mut S,
    seat: Seat,
    screen: &mut ScreenState,
    id: u32,
) -> Result<(), Note> {
    let view = t.view(seat).map_err(|_| Note::NotNow)?;
    let legal = t.legal_actions(seat).map_err(|_| Note::NotNow)?;
    let paths = paths_of::<G>(&view, &legal);
    let places = place_options(&paths.options(&screen.made));
    let pick = *places.get(id as usize).ok_or(Note::NotNow)?;
    match paths.pick(&screen.made, pick) {
        Picked::Done(action) => act(t, seat, action),
        Picked::More => {
            screen.made.push(pick);
            Ok(())
        }
        Picked::NotLegal => Err(Note::NotNow),
    }
}

fn confirm_pick<G: AppGame, S: Source<G>>(
    t: &mut S,
    seat: Seat,
    screen: &mut ScreenState,
) -> Result<(), Note> {
    let view = t.view(seat).map_err(|_| Note::NotNow)?;
    let legal = t.legal_actions(seat).map_err(|_| Note::NotNow)?;
    if G::set_decision(&view) {
        let cards: Vec<G::Card> = screen
            .ticked
            .iter()
            .filter_map(|code| hand_card::<G>(&view, *code).copied())
            .collect();
        return match G::set_action(&cards) {
            Some(action) if legal.contains(&action) => act(t, seat, action),
            _ => Err(Note::NotNow),
        };
    }
    let Hint::Path(path) = &screen.hint else {
        return Err(Note::NotNow);
    };
    if !path.starts_with(&screen.made) {
        return Err(Note::NotNow);
    }
    let paths = paths_of::<G>(&view, &legal);
    let mut made = screen.made.clone();
    for pick in path[made.len()..].iter().copied() {
        match paths.pick(&made, pick) {
            Picked::Done(action) => return act(t, seat, action),
            Picked::More => made.push(pick),
            Picked::NotLegal => return Err(Note::NotNow),
        }
    }
    Err(Note::NotNow)
}

/// A computed hint as the pick it suggests.
fn hint_of<G: AppGame, S: Source<G>>(t: &S, result: &GameMove) -> Option<Hint> {
    let hint = G::unwrap(result)?;
    hint_for(t, hint.seat, &hint.action)
}

/// The hint that shows `action` of `seat`.
fn hint_for<G: AppGame, S: Source<G>>(t: &S, seat: Seat, action: &G::Action) -> Option<Hint> {
    let view = t.view(seat).ok()?;
    if let Some(cards) = G::set_of(action) {
        return Some(Hint::Set(cards.into_iter().map(G::code).collect()));
    }
    let path = G::path(&view, action);
    (!path.is_empty()).then_some(Hint::Path(path))
}

fn apply_move<G: AppGame, S: Source<G>>(t: &mut S, result: GameMove) -> bool {
    G::unwrap(&result).is_some_and(|m| t.apply_bot_move(m).is_ok())
}

/// Looks at the events since `screen.scanned`: the summaries to keep and the cues.
fn scan_events<G: AppGame, S: Source<G>>(t: &S, screen: &mut ScreenState) -> Vec<Cue> {
    let next = t.next_seq();
    if screen.scanned >= next {
        screen.scanned = next;
        return Vec::new();
    }
    let Some(seat) = reader(t) else {
        return Vec::new();
    };
    let (Ok(events), Ok(view)) = (t.events(seat, screen.scanned), t.view(seat)) else {
        return Vec::new();
    };
    let mut cues = Vec::new();
    for logged in &events {
        if let Some(cue) = G::cue(&logged.event)
            && !cues.contains(&cue)
        {
            cues.push(cue);
        }
        if let Some(summary) = G::summary(&logged.event, &view) {
            screen.summaries.push(summary);
        }
    }
    screen.scanned = next;
    cues
}

fn pick_label<G: AppGame>(view: &G::View, pick: Pick, cx: &Cx) -> String {
    match pick {
        Pick::Card(code) => hand_card::<G>(view, code)
            .map(|c| G::face(*c, cx).spoken)
            .unwrap_or_default(),
        Pick::Button(button) => cx.t(
            "button",
            &[(
                "which",
                w(match button {
                    Button::EndTurn => "end_turn",
                    Button::Join => "join",
                    Button::SitOut => "sit_out",
                }),
            )],
        ),
        place => G::place_label(view, place, cx),
    }
}

fn pick_view<G: AppGame>(
    view: &G::View,
    screen: &ScreenState,
    options: &[Pick],
    hinted_next: Option<Pick>,
    set: bool,
    cx: &Cx,
) -> PickView {
    let choices = place_options(options)
        .into_iter()
        .enumerate()
        .map(|(i, pick)| ChoiceView {
            id: i as u32,
            label: pick_label::<G>(view, pick, cx),
            kind: match pick {
                Pick::Gap(g) => ChoiceKind::Gap(g.into()),
                Pick::RowCard(r) => ChoiceKind::RowCard(r.into()),
                _ => ChoiceKind::Button,
            },
            hinted: hinted_next == Some(pick),
        })
        .collect();
    let confirm = if set {
        Some(if screen.ticked.is_empty() {
            cx.t("confirm-keep-all", &[])
        } else {
            cx.t("confirm-swap", &[("count", n(screen.ticked.len() as u32))])
        })
    } else if hinted_next.is_some() {
        Some(cx.t("confirm-hint", &[]))
    } else {
        None
    };
    PickView {
        prompt: cx.t(G::prompt(view, &screen.made), &[]),
        made: screen
            .made
            .iter()
            .map(|p| pick_label::<G>(view, *p, cx))
            .collect(),
        choices,
        ticking: set,
        confirm,
        can_cancel: !screen.made.is_empty() || !screen.ticked.is_empty(),
    }
}

fn hint_path_text<G: AppGame>(view: &G::View, path: &[Pick], cx: &Cx) -> String {
    let steps: Vec<String> = path.iter().map(|p| pick_label::<G>(view, *p, cx)).collect();
    cx.t(
        "hint-steps",
        &[
            ("steps", steps.join(" → ").into()),
            ("count", n(steps.len() as u32)),
        ],
    )
}

/// The hint followed by why: the rules when they leave no other move, else how the
/// hard bot chose it among the `legal` moves (each played on in many deals that fit
/// what the seat can see).
fn with_reason(hint: String, legal: usize, cx: &Cx) -> String {
    let reason = if legal <= 1 {
        cx.t("hint-reason-forced", &[])
    } else {
        cx.t("hint-reason-best", &[("count", n(legal as u32))])
    };
    format!("{hint} {reason}")
}

fn hint_set_text<G: AppGame>(view: &G::View, cards: &[u16], cx: &Cx) -> String {
    let cards: Vec<_> = cards
        .iter()
        .filter_map(|code| hand_card::<G>(view, *code))
        .map(|c| G::any(*c))
        .collect();
    if cards.is_empty() {
        cx.t("hint-keep-all", &[])
    } else {
        cx.t(
            "hint-swap",
            &[
                ("cards", cx.texts.cards_spoken(cards.iter().copied()).into()),
                ("count", n(cards.len() as u32)),
            ],
        )
    }
}

/// The why-not sentence of a rule error of `game` known by its code.
fn why_not_text(cx: &Cx, game: GameId, code: &str) -> String {
    cx.texts
        .rule_error_code(game, code)
        .unwrap_or_else(|| cx.t("not-now", &[]))
}

fn note_text(note: &Note, game: GameId, cx: &Cx) -> String {
    match note {
        Note::RuleError(code) => why_not_text(cx, game, code),
        Note::UndoBlocked(why) => cx.t("undo-blocked", &[("why", why.clone().into())]),
        Note::Undone => cx.t("undone", &[]),
        Note::NotNow => cx.t("not-now", &[]),
        Note::HostDeals => cx.t("game-over-host-deals", &[]),
    }
}

/// A change in a score as shown: "+3", "-2", "0".
fn signed(value: i64) -> String {
    if value == 0 {
        "0".into()
    } else {
        format!("{value:+}")
    }
}

/// The chips `seat` got or paid in `changes`, signed; `None` when none moved.
fn chips_moved(changes: &[Change], seat: Seat) -> Option<String> {
    let sum: i64 = changes
        .iter()
        .filter_map(|change| match change {
            Change::Chips { seat: s, amount } if *s == seat.0 => Some(i64::from(*amount)),
            _ => None,
        })
        .sum();
    (sum != 0).then(|| signed(sum))
}

fn summary_view<G: AppGame, S: Source<G>>(
    summary: &SummaryData,
    view: Option<&G::View>,
    t: &S,
    cx: &Cx,
) -> SummaryView {
    let seats = t.seats().len();
    let score = |seat: Seat| view.and_then(|v| G::score(v, seat, cx));
    let row = |s: usize, change: Option<i64>, total: Option<ScoreView>| SummaryRow {
        seat: s as u8,
        name: cx.seat(Seat(s as u8)),
        change,
        change_label: change.map(signed),
        total: total.unwrap_or(ScoreView {
            value: 0,
            label: String::new(),
        }),
    };
    let points = |value: i64, id: &str| ScoreView {
        value,
        label: cx.t(id, &[("count", n(value as f64))]),
    };
    let (title, text, rows) = match summary {
        SummaryData::ElferGame {
            game,
            winner,
            penalties,
        } => (
            cx.t("summary-elfer-title", &[("game", n(*game))]),
            Some(cx.t("summary-elfer-text", &cx.seat_args(*winner, "name", "kind"))),
            (0..seats)
                .map(|s| {
                    row(
                        s,
                        penalties.get(s).map(|p| i64::from(*p)),
                        score(Seat(s as u8)),
                    )
                })
                .collect(),
        ),
        SummaryData::SeventySevenRound { round, seat, total } => {
            let [name, kind] = cx.seat_args(*seat, "name", "kind");
            (
                cx.t("summary-ss-title", &[("round", n(*round))]),
                Some(cx.t("summary-ss-text", &[name, kind, ("total", n(*total))])),
                (0..seats)
                    .map(|s| row(s, None, score(Seat(s as u8))))
                    .collect(),
            )
        }
        SummaryData::Juhu22Hand {
            changes,
            points: totals,
        } => (
            cx.t("summary-juhu-title", &[]),
            None,
            (0..seats)
                .map(|s| {
                    row(
                        s,
                        changes.get(s).map(|c| i64::from(*c)),
                        totals.get(s).map(|p| points(i64::from(*p), "score-points")),
                    )
                })
                .collect(),
        ),
        SummaryData::Juhu22Chips { chips, pot } => (
            cx.t("summary-juhu-title", &[]),
            Some(cx.t("summary-juhu-pot", &[("count", n(*pot))])),
            (0..seats)
                .map(|s| {
                    row(
                        s,
                        None,
                        chips.get(s).map(|c| points(i64::from(*c), "score-chips")),
                    )
                })
                .collect(),
        ),
        SummaryData::HelpRound {
            asker,
            helper,
            helpless,
            scorers,
            points: totals,
        } => {
            let [asker_name, asker_kind] = cx.seat_args(*asker, "asker", "asker-kind");
            let text = match (helpless, helper) {
                (false, Some(helper)) => {
                    let [helper_name, helper_kind] = cx.seat_args(*helper, "helper", "helper-kind");
                    cx.t(
                        "summary-help-failed",
                        &[asker_name, asker_kind, helper_name, helper_kind],
                    )
                }
                _ => cx.t("summary-help-helpless", &[asker_name, asker_kind]),
            };
            (
                cx.t("summary-help-title", &[]),
                Some(text),
                (0..seats)
                    .map(|s| {
                        let scored = scorers.contains(&Seat(s as u8));
                        row(
                            s,
                            Some(i64::from(scored)),
                            totals.get(s).map(|p| points(i64::from(*p), "score-points")),
                        )
                    })
                    .collect(),
            )
        }
    };
    SummaryView {
        title,
        text,
        rows,
        dismiss: cx.t("summary-dismiss", &[]),
    }
}

/// The end of the game; `deals`: this device deals the next game (a guest waits for
/// its host, and its button says so).
pub(super) fn game_over_view<G: AppGame>(
    outcome: &spieleabend_core::Outcome,
    seats: &[SeatConfig],
    view: Option<&G::View>,
    deals: bool,
    cx: &Cx,
) -> GameOverView {
    // Each person at this device hears their own place, by name ("you" only for the
    // one holding the device).
    let persons: Vec<usize> = (0..outcome.places.len())
        .filter(|&s| seats.get(s).is_some_and(|c| c.kind == SeatKind::Human))
        .collect();
    let personal = persons
        .iter()
        .map(|&s| {
            let place = outcome.places[s];
            let [name, kind] = cx.seat_args(Seat(s as u8), "name", "kind");
            let label = cx.t("place", &[("place", n(place))]);
            cx.t(
                "game-over-personal",
                &[
                    name,
                    kind,
                    ("place", FluentValue::from(label)),
                    ("number", n(place)),
                ],
            )
        })
        .collect();
    let celebrate = persons.iter().any(|&s| outcome.places[s] == 1);
    let mut order: Vec<usize> = (0..outcome.places.len()).collect();
    order.sort_by_key(|&s| (outcome.places[s], s));
    let mut unit = None;
    let rows = order
        .into_iter()
        .map(|s| {
            let place = outcome.places[s];
            let score = outcome.scores.get(s).copied().unwrap_or(0);
            let shown = view.and_then(|v| G::final_score(v, score, cx));
            if let Some((label, _)) = &shown {
                unit = Some(label.clone());
            }
            PlaceRow {
                place: place.into(),
                place_label: cx.t("place", &[("place", n(place))]),
                seat: s as u8,
                name: cx.seat(Seat(s as u8)),
                score: shown.map(|(_, score)| score),
            }
        })
        .collect();
    let winners = outcome.winners();
    let text = match winners.as_slice() {
        [one] => cx.t("game-over-winner", &cx.seat_args(*one, "name", "kind")),
        [] => cx.t("status-game-over", &[]),
        many => {
            let (names, kind) = cx.texts.seat_group(many, cx.names);
            let text = cx.t(
                "game-over-shared",
                &[("names", names.into()), ("kind", w(kind.key()))],
            );
            crate::texts::sentence_case(&text, cx.texts.lang())
        }
    };
    GameOverView {
        title: cx.t("game-over-title", &[]),
        text,
        rows,
        score_label: unit,
        personal,
        celebrate,
        rematch: if deals {
            cx.t("game-over-rematch", &[])
        } else {
            cx.t("game-over-host-deals", &[])
        },
        new_game: cx.t("game-over-new-game", &[]),
        home: cx.t("game-over-home", &[]),
    }
}
