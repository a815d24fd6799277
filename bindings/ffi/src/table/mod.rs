//! Tables for the apps: all five games, solo against bots and pass-and-play, through
//! one object, [`GameTable`] (not `Table`, which would clash with SwiftUI's `Table`). The layer maps the core's `AnyTable` (see `docs/tables.md`)
//! and holds no game logic.
//!
//! # Driving a table
//!
//! Open one with `GameTable.create(TableConfig)` or `GameTable.resume(savedJson)`, then loop
//! on `pending()`:
//!
//! - `Human { seat, handOver }`: with `handOver` show "pass the device to …" and call
//!   `handOver(seat)`; then show `view(seat)` and `events(seat, lastSeq + 1)`, offer
//!   `legalActions(seat)` and send the chosen one back with `act(seat, choice)`.
//! - `Bot { … }`: `playBotTurn()` (suspend) thinks on the library's runtime, waits the
//!   rest of `settings.botDelayMs`, applies the move and returns `true`.
//! - `Remote`: a player on another device; such a table is played through
//!   `nearbyHost` (see [`crate::nearby`]), not a `GameTable`.
//! - `Finished`: `outcome()`, `statisticsAdd(…)`, `rematch()`.
//!
//! `hint(seat)` (suspend) is the hard bot's choice; `canUndo()`/`undo()`; `save()`
//! gives a JSON document for `resume`. Every call locks the table briefly; calls from
//! several threads are safe. A bot move computed while the table changed (an undo, a
//! concurrent `playBotTurn`) is refused as `StaleBotMove`.
//!
//! # Observer
//!
//! `setObserver(o)` registers a [`TableObserver`]. After every change (act, undo, bot
//! move, rematch, hand-over) `o.onChange(nextSeq, pending)` is called **on a background
//! thread** of the library's runtime, never the caller's, in the order the changes
//! happened (one delivery queue per table). Move to the UI thread yourself. An
//! exception thrown by the observer is logged and ignored (see [`crate::observer`]).
//!
//! # The view schema ([`TableView`], the same for all five games)
//!
//! | field | Elfer raus | 77 | 22Juhu | Rauswurf | Help! |
//! |---|---|---|---|---|---|
//! | `hand` | ✓ | ✓ | ✓ | ✓ | ✓ |
//! | `players[].chips` | – | chips | pro: chips | – | – |
//! | `players[].points` | – | – | basic/gamer: points | – | points |
//! | `players[].penalty` | match penalty | – | – | – | – |
//! | `players[].front` | – | – | – | card in front | – |
//! | `players[].tricks_won` | – | – | this hand | – | – |
//! | `players[].status` | "playing" | playing/swimming/out | undecided/joined/sat_out/out | playing/won | No!: none/laid/skipped |
//! | `rows` | a row per colour, low→high | – | – | – | one row "row" |
//! | `trick` | – | – | current trick | – | – |
//! | `discard` (top last) | – | discard pile | finished tricks of the hand | discard pile | discard pile |
//! | `pile_size` | draw pile | draw pile | stack | draw pile | draw pile |
//! | `total` / `pot` | – | total | pro: pot | – | – |
//! | `direction` | clockwise | ✓ | from the options | clockwise | ✓ |
//! | `round` | game of the match | round | hand number | turns played | round |
//!
//! `decision` is the game's own decision code for this seat ("" when it has nothing
//! to decide); each `views/<game>.rs` lists what of the game's view the records leave
//! out (the app core's typed table views show everything). Cards are
//! [`CardRecord`]s: `code` is the core's notation, `face` what to draw, `id` is stable
//! within a list ("5#1" = the second 5 where cards repeat: 77, Rauswurf, Help!).
//!
//! Actions are [`ActionChoice`]s: show `kind`, highlight `cards` (their ids match the
//! hand's), send the choice back; `act` reads only `code`, the core action as JSON.
//! Events are [`EventRecord`]s: `seq`, `kind` (the core's variant name), the `seat`
//! field if any (the app core's log tells events in sentences).

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use spieleabend_core::games::GameId;
use spieleabend_core::table::{AnyTable, BotJob, Logged, Table as CoreTable};
use spieleabend_core::{Game, Seat};
use tokio::sync::mpsc;

use crate::observer::{ObserverError, notify};
use crate::runtime::{run_blocking, run_task, runtime};

pub mod errors;
pub mod records;
pub(crate) mod views;

pub use errors::TableError;
use records::*;
use views::Mapping;

use spieleabend_core::with_table as each;

/// Told about every change of a table, on a background thread (see the module docs).
#[uniffi::export(foreign)]
pub trait TableObserver: Send + Sync {
    /// The table changed: `next_seq` is the sequence number the next event will get
    /// (fetch `events(seat, lastSeen + 1)`; after an undo it is lower than before), and
    /// `pending` what the table waits for now.
    fn on_change(&self, next_seq: u32, pending: PendingDecision) -> Result<(), ObserverError>;
}

type Change = (u32, PendingDecision);

/// A game at a table, for the apps. See the module docs.
#[derive(uniffi::Object)]
pub struct GameTable {
    inner: Arc<Mutex<AnyTable>>,
    /// The queue to the observer's delivery task, if an observer is set.
    changes: Arc<Mutex<Option<mpsc::UnboundedSender<Change>>>>,
}

fn lock<T>(mutex: &Mutex<T>) -> Result<MutexGuard<'_, T>, TableError> {
    mutex.lock().map_err(|_| TableError::Poisoned)
}

/// Queues a change for the observer, if there is one.
fn changed(changes: &Mutex<Option<mpsc::UnboundedSender<Change>>>, table: &AnyTable) {
    if let Ok(sender) = changes.lock()
        && let Some(sender) = sender.as_ref()
    {
        // A closed queue (observer replaced meanwhile) is fine to ignore.
        let _ = sender.send((table.next_seq(), table.pending().into()));
    }
}

type Apply = Box<dyn FnOnce(&mut AnyTable) -> Result<(), TableError> + Send>;
type BotWork = Box<dyn FnOnce() -> Apply + Send>;

/// Thinking for a bot job, giving back how to apply the move.
fn bot_work<G: Mapping>(job: BotJob<G>) -> BotWork {
    Box::new(move || {
        let bot_move = job.run();
        Box::new(move |table: &mut AnyTable| match table.typed_mut::<G>() {
            Some(t) => t.apply_bot_move(bot_move).map_err(Into::into),
            None => Err(TableError::StaleBotMove),
        })
    })
}

fn hint_work<G: Mapping>(
    table: &CoreTable<G>,
    seat: Seat,
) -> Result<Box<dyn FnOnce() -> ActionChoice + Send>, TableError> {
    let job = table.hint_job(seat)?;
    Ok(Box::new(move || G::action(&job.run().action)))
}

pub(crate) fn view_of<G: Mapping>(
    table: &CoreTable<G>,
    seat: Seat,
) -> Result<TableView, TableError> {
    let view = table.view(seat)?;
    Ok(<G as Mapping>::view(&view, table.seats()))
}

pub(crate) fn legal_of<G: Mapping>(
    table: &CoreTable<G>,
    seat: Seat,
) -> Result<Vec<ActionChoice>, TableError> {
    Ok(table.legal_actions(seat)?.iter().map(G::action).collect())
}

fn act_on<G: Mapping>(
    table: &mut CoreTable<G>,
    seat: Seat,
    choice: &ActionChoice,
) -> Result<(), TableError> {
    table.act(seat, action_of::<G>(choice)?).map_err(Into::into)
}

/// The core action an [`ActionChoice`] stands for (its `code`, the action as JSON).
pub(crate) fn action_of<G: Game>(choice: &ActionChoice) -> Result<G::Action, TableError> {
    serde_json::from_str(&choice.code).map_err(|e| TableError::BadAction {
        detail: e.to_string(),
    })
}

pub(crate) fn event_record<G: Game>(logged: &Logged<G>) -> EventRecord {
    let value = serde_json::to_value(&logged.event).unwrap_or(serde_json::Value::Null);
    let seat = match &value {
        serde_json::Value::Object(map) => map
            .values()
            .next()
            .and_then(|fields| fields.get("seat"))
            .and_then(serde_json::Value::as_u64)
            .and_then(|s| u8::try_from(s).ok()),
        _ => None,
    };
    EventRecord {
        seq: logged.seq,
        kind: variant_name(&value),
        seat,
    }
}

pub(crate) fn events_of<G: Game + Mapping>(
    table: &CoreTable<G>,
    seat: Seat,
    from: u32,
) -> Result<Vec<EventRecord>, TableError> {
    Ok(table.events(seat, from)?.iter().map(event_record).collect())
}

/// The game's default options with `variant` chosen and one player per seat (every
/// game's options have a `players` field; it is set through their serde form, so that
/// the core's own validation judges the count).
fn options_for<G: Game>(
    variant: Option<&str>,
    extra: Option<&str>,
    seats: usize,
) -> Result<G::Options, TableError> {
    let mut options = G::Options::default();
    if let Some(variant) = variant {
        G::select_variant(&mut options, variant).map_err(|e| TableError::Setup {
            detail: e.to_string(),
        })?;
    }
    let setup = |detail: String| TableError::Setup { detail };
    let mut value = serde_json::to_value(&options).map_err(|e| setup(e.to_string()))?;
    if let Some(extra) = extra {
        let extra: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(extra).map_err(|e| setup(format!("options: {e}")))?;
        let fields = value
            .as_object_mut()
            .ok_or_else(|| setup(format!("{} has no options", G::ID)))?;
        for (name, option) in extra {
            if !fields.contains_key(&name) {
                return Err(setup(format!("{} has no option {name:?}", G::ID)));
            }
            fields.insert(name, option);
        }
    }
    if let Some(fields) = value.as_object_mut()
        && fields.contains_key("players")
    {
        let players = u8::try_from(seats).map_err(|_| setup(format!("{seats} seats")))?;
        fields.insert("players".to_string(), players.into());
    }
    serde_json::from_value(value).map_err(|e| setup(e.to_string()))
}

/// What a [`TableConfig`] makes a table of, checked, for any game.
pub(crate) struct TableParts {
    pub(crate) game: GameId,
    seats: Vec<spieleabend_core::table::SeatConfig>,
    settings: spieleabend_core::table::TableSettings,
    variant: Option<String>,
    options: Option<String>,
    seed: u64,
}

impl TableParts {
    /// Reads `config`; `None` as the seed takes one from the clock.
    pub(crate) fn from_config(config: TableConfig) -> Result<TableParts, TableError> {
        let game = GameId::parse(&config.game).ok_or(TableError::UnknownGame {
            name: config.game.clone(),
        })?;
        let seed = config.seed.unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0)
        });
        Ok(TableParts {
            game,
            seats: config.seats.into_iter().map(Into::into).collect(),
            settings: config.settings.into(),
            variant: config.variant,
            options: config.options,
            seed,
        })
    }

    /// The table of game `G` (which must be `self.game`), its first game dealt.
    /// The setup of a nearby host's table (checked by building the table once): the
    /// host deals each game when it starts, from the fairness values.
    pub(crate) fn setup<G: spieleabend_core::bots::TableGame>(
        &self,
    ) -> Result<spieleabend_core::nearby::TableSetup<G>, TableError> {
        let table = self.table::<G>()?;
        Ok(spieleabend_core::nearby::TableSetup {
            options: table.options().clone(),
            seats: table.seats().to_vec(),
            settings: table.settings().clone(),
            seed: self.seed,
        })
    }

    pub(crate) fn table<G: spieleabend_core::bots::TableGame>(
        &self,
    ) -> Result<CoreTable<G>, TableError> {
        let options = options_for::<G>(
            self.variant.as_deref(),
            self.options.as_deref(),
            self.seats.len(),
        )?;
        Ok(CoreTable::<G>::new(
            options,
            self.seats.clone(),
            self.settings.clone(),
            self.seed,
        )?)
    }
}

impl GameTable {
    fn wrap(table: AnyTable) -> Arc<GameTable> {
        Arc::new(GameTable {
            inner: Arc::new(Mutex::new(table)),
            changes: Arc::new(Mutex::new(None)),
        })
    }

    /// Runs `change` on the table and tells the observer if it succeeded.
    fn change(
        &self,
        change: impl FnOnce(&mut AnyTable) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        let mut table = lock(&self.inner)?;
        change(&mut table)?;
        changed(&self.changes, &table);
        Ok(())
    }
}

#[uniffi::export]
impl GameTable {
    /// Opens a table and deals its first game.
    #[uniffi::constructor]
    pub fn create(config: TableConfig) -> Result<Arc<GameTable>, TableError> {
        let parts = TableParts::from_config(config)?;
        let table: AnyTable =
            spieleabend_core::with_game!(parts.game, G => AnyTable::from(parts.table::<G>()?));
        Ok(GameTable::wrap(table))
    }

    /// Opens a table from a document `save()` wrote (replayed through the rules).
    #[uniffi::constructor]
    pub fn resume(document: String) -> Result<Arc<GameTable>, TableError> {
        Ok(GameTable::wrap(AnyTable::load(&document)?))
    }

    /// The game's id, e.g. "elfer_raus".
    pub fn game_id(&self) -> Result<String, TableError> {
        Ok(lock(&self.inner)?.game().id().to_string())
    }

    /// The seats.
    pub fn seats(&self) -> Result<Vec<SeatSpec>, TableError> {
        Ok(lock(&self.inner)?.seats().iter().map(Into::into).collect())
    }

    /// The settings.
    pub fn settings(&self) -> Result<TableSettings, TableError> {
        let table = lock(&self.inner)?;
        Ok(each!(&*table, t => t.settings().clone()).into())
    }

    /// Changes the settings (bot delay, auto single choice, hard bot budget); a newly
    /// enabled auto single choice applies at once. The observer hears of it.
    pub fn set_settings(&self, settings: TableSettings) -> Result<(), TableError> {
        self.change(|table| {
            each!(table, t => t.set_settings(settings.into()));
            Ok(())
        })
    }

    /// What the table waits for.
    pub fn pending(&self) -> Result<PendingDecision, TableError> {
        Ok(lock(&self.inner)?.pending().into())
    }

    /// The sequence number the next event will get.
    pub fn next_seq(&self) -> Result<u32, TableError> {
        Ok(lock(&self.inner)?.next_seq())
    }

    /// Which game at this table is being played: 0 for the first, 1 after a rematch …
    pub fn game_number(&self) -> Result<u32, TableError> {
        Ok(lock(&self.inner)?.game_number())
    }

    /// Marks `seat`, a human, as now holding the device (after the hand-over screen).
    pub fn hand_over(&self, seat: u8) -> Result<(), TableError> {
        self.change(|t| t.hand_over(Seat(seat)).map_err(Into::into))
    }

    /// What `seat` sees. Refused for a bot's seat, and for a human who does not hold
    /// the device (`HandOverFirst`).
    pub fn view(&self, seat: u8) -> Result<TableView, TableError> {
        let table = lock(&self.inner)?;
        each!(&*table, t => view_of(t, Seat(seat)))
    }

    /// The legal actions of `seat` (empty unless it is to act). Same permission as
    /// `view`.
    pub fn legal_actions(&self, seat: u8) -> Result<Vec<ActionChoice>, TableError> {
        let table = lock(&self.inner)?;
        each!(&*table, t => legal_of(t, Seat(seat)))
    }

    /// A human's decision: one of `legal_actions(seat)` (only its `code` is read).
    pub fn act(&self, seat: u8, action: ActionChoice) -> Result<(), TableError> {
        self.change(|table| each!(table, t => act_on(t, Seat(seat), &action)))
    }

    /// The events `seat` may see with sequence number `from_seq` or later. Same
    /// permission as `view`.
    pub fn events(&self, seat: u8, from_seq: u32) -> Result<Vec<EventRecord>, TableError> {
        let table = lock(&self.inner)?;
        each!(&*table, t => events_of(t, Seat(seat), from_seq))
    }

    /// Whether undo is possible now, and if not why.
    pub fn can_undo(&self) -> Result<UndoState, TableError> {
        Ok(match lock(&self.inner)?.can_undo() {
            Ok(()) => UndoState::Possible,
            Err(blocked) => blocked.into(),
        })
    }

    /// Takes back the last human decision and everything after it.
    pub fn undo(&self) -> Result<(), TableError> {
        self.change(|t| t.undo().map_err(Into::into))
    }

    /// What the hard bot would play for `seat`, a human to act who holds the device;
    /// computed on the library's runtime.
    pub async fn hint(&self, seat: u8) -> Result<ActionChoice, TableError> {
        let work = {
            let table = lock(&self.inner)?;
            each!(&*table, t => hint_work(t, Seat(seat)))?
        };
        Ok(run_blocking(work).await)
    }

    /// If a bot is to act: thinks on the library's runtime, waits the rest of
    /// `settings.bot_delay_ms`, applies the move, tells the observer and returns
    /// `true`. Returns `false` when no bot is to act.
    pub async fn play_bot_turn(&self) -> Result<bool, TableError> {
        let (work, delay) = {
            let table = lock(&self.inner)?;
            let delay = each!(&*table, t => t.settings().bot_delay_ms);
            let work = each!(&*table, t => t.bot_job().map(bot_work));
            (work, delay)
        };
        let Some(work) = work else {
            return Ok(false);
        };
        let inner = self.inner.clone();
        let changes = self.changes.clone();
        run_task(async move {
            let started = Instant::now();
            let apply = run_blocking(work).await;
            let rest = Duration::from_millis(u64::from(delay)).saturating_sub(started.elapsed());
            if !rest.is_zero() {
                tokio::time::sleep(rest).await;
            }
            let mut table = lock(&inner)?;
            apply(&mut table)?;
            changed(&changes, &table);
            Ok(true)
        })
        .await
    }

    /// The table as a JSON document for `resume` (small: the moves, not snapshots).
    pub fn save(&self) -> Result<String, TableError> {
        Ok(lock(&self.inner)?.save())
    }

    /// The current game's outcome once it is over.
    pub fn outcome(&self) -> Result<Option<OutcomeRecord>, TableError> {
        Ok(lock(&self.inner)?.outcome().map(Into::into))
    }

    /// Deals the next game with the same seats and options (after the game is over).
    pub fn rematch(&self) -> Result<(), TableError> {
        self.change(|t| t.rematch().map_err(Into::into))
    }

    /// Per seat, totals over the games at this table (the current one if it is over).
    pub fn match_totals(&self) -> Result<Vec<MatchTotalRecord>, TableError> {
        Ok(lock(&self.inner)?
            .match_totals()
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// Sets (or with `None` removes) the observer; see the module docs.
    pub fn set_observer(&self, observer: Option<Arc<dyn TableObserver>>) -> Result<(), TableError> {
        let sender = observer.map(|observer| {
            let (sender, mut receiver) = mpsc::unbounded_channel::<Change>();
            runtime().spawn(async move {
                while let Some((next_seq, pending)) = receiver.recv().await {
                    let _ = notify("TableObserver.on_change", || {
                        observer.on_change(next_seq, pending)
                    });
                }
            });
            sender
        });
        *lock(&self.changes)? = sender;
        Ok(())
    }
}

#[cfg(test)]
mod tests;
