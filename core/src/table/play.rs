//! Play at a table: one game in progress with its seats, driven decision by decision, with
//! the per-seat event log, pass-and-play hand-overs, undo and rematches.

use serde::{Deserialize, Serialize};

use super::error::{TableError, UndoBlocked};
use super::reveal::step_reveals;
use super::seats::{BotLevel, SeatConfig, SeatKind, TableSettings};
use super::seeds::mix;
use crate::bots::TableGame;
use crate::engine::{Game, InfoState, Outcome, Seat, ToAct};

/// Who made a recorded decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecidedBy {
    /// A human on this device.
    Human,
    /// The table, because it was a human's only legal action and
    /// [`TableSettings::auto_single_choice`] is on.
    Auto,
    /// A bot of this device.
    Bot,
    /// A player on another device.
    Remote,
}

/// One decision of the current game, as recorded for replay and undo.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Step<G: Game> {
    /// The seat that decided.
    pub seat: Seat,
    /// What it decided.
    pub action: G::Action,
    /// Who decided it.
    pub by: DecidedBy,
    /// Whether the step showed a local human cards they had not seen (a draw, a deal, a
    /// hand shown at scoring). Undo never goes back past such a step.
    pub revealed: bool,
}

/// An event of the current game with its sequence number: 0, 1, 2 … in the order the
/// events happened, including the events of dealing. A seat's stream is the redacted
/// events it may see, keeping these numbers, so numbers of hidden events are skipped.
/// Undo removes the undone events; their numbers are used again afterwards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Logged<G: Game> {
    /// Position in the game's event log.
    pub seq: u32,
    /// The event (redacted for the seat it was produced for).
    pub event: G::Event,
}

/// What the table waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    /// A human on this device decides. With `hand_over`, another human holds the device:
    /// show "pass the device to …" and call [`Table::hand_over`] before showing anything
    /// of this seat.
    Human { seat: Seat, hand_over: bool },
    /// A bot decides: get its [`Table::bot_job`], run it (off the UI thread), apply it.
    Bot { seat: Seat, level: BotLevel },
    /// A player on another device decides.
    Remote { seat: Seat },
    /// The game is over: see [`Table::outcome`]; [`Table::rematch`] starts the next.
    Finished,
}

/// A game at a table. See the module docs for how it is driven.
#[derive(Clone, Debug)]
pub struct Table<G: Game> {
    pub(super) seats: Vec<SeatConfig>,
    pub(super) settings: TableSettings,
    pub(super) options: G::Options,
    /// The table's seed; each game's seed and every bot's randomness derive from it.
    pub(super) seed: u64,
    /// 0 for the first game at the table, 1 for the first rematch …
    pub(super) game_number: u32,
    /// The seed the current game was dealt from: derived from `seed` and the game
    /// number, or given (nearby play derives it from every device's random value).
    pub(super) game_seed: u64,
    pub(super) steps: Vec<Step<G>>,
    pub(super) game: G,
    /// Every seat's information state (view + memory), kept current.
    pub(super) infos: Vec<InfoState<G>>,
    /// The true events of the current game; seats see them redacted.
    pub(super) log: Vec<G::Event>,
    /// The human who last saw a private view on this device.
    pub(super) active_viewer: Option<Seat>,
    /// Outcomes of the earlier games at this table.
    pub(super) results: Vec<Outcome>,
}

impl<G: TableGame> Table<G> {
    /// Sets up a table and deals its first game. There must be one seat per player.
    pub fn new(
        options: G::Options,
        seats: Vec<SeatConfig>,
        settings: TableSettings,
        seed: u64,
    ) -> Result<Table<G>, TableError> {
        Table::with_game_seed(options, seats, settings, seed, mix(&[seed, 0]))
    }

    /// Like [`Table::new`], but the first game is dealt from `game_seed` (passed to
    /// [`Game::new`] as it is); `seed` still drives the bots.
    pub fn with_game_seed(
        options: G::Options,
        seats: Vec<SeatConfig>,
        settings: TableSettings,
        seed: u64,
        game_seed: u64,
    ) -> Result<Table<G>, TableError> {
        let dealt = G::new(&options, game_seed)?;
        Table::dealt(options, seats, settings, seed, game_seed, dealt)
    }

    /// A table whose first game is dealt from prepared `deals` (a guided game's deal,
    /// see [`Game::with_deals`]); later deals of the game shuffle from `seed`. Its save
    /// does not load (loading deals from the seed): keep the deals and the moves instead.
    pub fn with_deals(
        options: G::Options,
        deals: Vec<G::Deal>,
        seats: Vec<SeatConfig>,
        settings: TableSettings,
        seed: u64,
    ) -> Result<Table<G>, TableError> {
        let dealt = G::with_deals(&options, deals, seed)?;
        Table::dealt(options, seats, settings, seed, seed, dealt)
    }

    fn dealt(
        options: G::Options,
        seats: Vec<SeatConfig>,
        settings: TableSettings,
        seed: u64,
        game_seed: u64,
        (game, setup_events): (G, Vec<G::Event>),
    ) -> Result<Table<G>, TableError> {
        if seats.len() != game.players() as usize {
            return Err(TableError::SeatCount {
                seats: seats.len(),
                players: game.players(),
            });
        }
        let mut table = Table {
            infos: Vec::new(),
            seats,
            settings,
            options,
            seed,
            game_number: 0,
            game_seed,
            steps: Vec::new(),
            game,
            log: setup_events,
            active_viewer: None,
            results: Vec::new(),
        };
        table.reset_infos();
        table.active_viewer = table.sole_human();
        table.auto_advance();
        Ok(table)
    }

    /// The seats.
    pub fn seats(&self) -> &[SeatConfig] {
        &self.seats
    }

    /// The settings.
    pub fn settings(&self) -> &TableSettings {
        &self.settings
    }

    /// Changes the settings; a newly enabled auto single choice applies at once.
    pub fn set_settings(&mut self, settings: TableSettings) {
        self.settings = settings;
        self.auto_advance();
    }

    /// The game's options.
    pub fn options(&self) -> &G::Options {
        &self.options
    }

    /// The seed the current game was dealt from.
    pub fn game_seed(&self) -> u64 {
        self.game_seed
    }

    /// Which game at this table is being played: 0 for the first.
    pub fn game_number(&self) -> u32 {
        self.game_number
    }

    /// The decisions of the current game so far.
    pub fn steps(&self) -> &[Step<G>] {
        &self.steps
    }

    /// Outcomes of the finished earlier games at this table (not the current one).
    pub fn results(&self) -> &[Outcome] {
        &self.results
    }

    /// The current game's outcome once it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The human who last saw a private view on this device, if any.
    pub fn active_viewer(&self) -> Option<Seat> {
        self.active_viewer
    }

    /// What the table waits for.
    pub fn pending(&self) -> Pending {
        let ToAct::Seat(seat) = self.game.to_act() else {
            return Pending::Finished;
        };
        match self.seats[seat.index()].kind {
            SeatKind::Human => Pending::Human {
                seat,
                hand_over: self.needs_hand_over(seat),
            },
            SeatKind::Bot(level) => Pending::Bot { seat, level },
            SeatKind::Remote => Pending::Remote { seat },
        }
    }

    /// The legal actions of the seat to act (empty for other seats and when the game is
    /// over). Like the view, a local human's actions need the device.
    pub fn legal_actions(&self, seat: Seat) -> Result<Vec<G::Action>, TableError> {
        self.check_may_see(seat)?;
        Ok(self.game.legal_actions(seat))
    }

    /// What `seat` sees now. For a local human seat while another human holds the
    /// device this is refused with [`TableError::HandOverFirst`]; a bot's seat has no
    /// view for the device (that would show its hand).
    pub fn view(&self, seat: Seat) -> Result<G::View, TableError> {
        self.check_may_see(seat)?;
        Ok(self.game.view(seat))
    }

    /// The events `seat` may see with sequence number `from` or later, redacted for it.
    /// Same permission as [`Table::view`]. `from = 0` gives the whole game's log.
    pub fn events(&self, seat: Seat, from: u32) -> Result<Vec<Logged<G>>, TableError> {
        self.check_may_see(seat)?;
        Ok(self.redacted_log(seat, from))
    }

    /// The next sequence number an event will get.
    pub fn next_seq(&self) -> u32 {
        self.log.len() as u32
    }

    /// Marks `seat`, a local human, as now holding the device (after the UI showed the
    /// hand-over screen).
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), TableError> {
        self.check_seat(seat)?;
        if !self.seats[seat.index()].is_human() {
            return Err(TableError::WrongSeatKind {
                seat,
                expected: "human",
            });
        }
        self.active_viewer = Some(seat);
        Ok(())
    }

    /// The device was put away (the app ended, the table was saved): with several
    /// people at this device nobody holds it any more, so the next to see a hand is
    /// handed it first. One person keeps it, and a finished game stays open to all.
    pub fn cover(&mut self) {
        if self.outcome().is_none() {
            self.active_viewer = self.sole_human();
        }
    }

    /// A local human's decision. The human must hold the device.
    pub fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        self.check_to_act(seat, "human")?;
        if self.needs_hand_over(seat) {
            return Err(TableError::HandOverFirst { seat });
        }
        self.record(seat, action, DecidedBy::Human)?;
        self.auto_advance();
        Ok(())
    }

    /// A prepared decision for a bot seat (a guided game's fixed moves), made instead
    /// of the bot's own.
    pub fn act_scripted(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        self.check_to_act(seat, "bot")?;
        self.record(seat, action, DecidedBy::Bot)?;
        self.auto_advance();
        Ok(())
    }

    /// Changes who decides for `seat` (nearby play hands a dropped device's seat to a bot
    /// and back). The device holder is kept if still a local human, else the sole local
    /// human takes the device. A newly human seat's only legal action may then be applied
    /// by itself (see [`TableSettings::auto_single_choice`]).
    pub fn set_seat_kind(&mut self, seat: Seat, kind: SeatKind) -> Result<(), TableError> {
        self.check_seat(seat)?;
        self.seats[seat.index()].kind = kind;
        if self
            .active_viewer
            .is_none_or(|v| !self.seats[v.index()].is_human())
        {
            self.active_viewer = self.sole_human();
        }
        self.auto_advance();
        Ok(())
    }

    /// Renames `seat` (nearby play calls a device's seat by the name it joined with).
    pub fn rename_seat(&mut self, seat: Seat, name: &str) -> Result<(), TableError> {
        self.check_seat(seat)?;
        self.seats[seat.index()].name = name.to_owned();
        Ok(())
    }

    /// A decision for a seat played on another device (for nearby play).
    pub fn act_remote(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        self.check_to_act(seat, "remote")?;
        self.record(seat, action, DecidedBy::Remote)?;
        self.auto_advance();
        Ok(())
    }

    /// Whether the last human decision can be undone now, and if not why.
    pub fn can_undo(&self) -> Result<(), UndoBlocked> {
        self.undo_point().map(|_| ())
    }

    /// Takes back the last human decision of the current game and every step after it
    /// (bot moves included). Refused at tables with remote seats and when a step since
    /// showed a local human cards they had not seen: undo never lets anyone see a card
    /// and then decide again as if they had not.
    pub fn undo(&mut self) -> Result<(), TableError> {
        let point = self.undo_point().map_err(TableError::CannotUndo)?;
        let mut steps = std::mem::take(&mut self.steps);
        steps.truncate(point);
        self.replay(steps)
    }

    /// Starts the next game with the same seats and options once this one is over;
    /// the finished game's outcome joins [`Table::results`].
    pub fn rematch(&mut self) -> Result<(), TableError> {
        self.rematch_with_game_seed(mix(&[self.seed, self.game_number as u64 + 1]))
    }

    /// Like [`Table::rematch`], but the next game is dealt from `game_seed`.
    pub fn rematch_with_game_seed(&mut self, game_seed: u64) -> Result<(), TableError> {
        let outcome = self.game.outcome().ok_or(TableError::GameNotOver)?;
        let number = self.game_number + 1;
        let (game, setup_events) = G::new(&self.options, game_seed)?;
        self.results.push(outcome);
        self.game_number = number;
        self.game_seed = game_seed;
        self.game = game;
        self.log = setup_events;
        self.steps.clear();
        self.reset_infos();
        self.auto_advance();
        Ok(())
    }

    /// Per seat, totals over the finished games at this table and the current one if it
    /// is over: games won (shared first places count), summed scores, summed places.
    pub fn match_totals(&self) -> Vec<MatchTotal> {
        let mut totals = vec![MatchTotal::default(); self.seats.len()];
        let current = self.game.outcome();
        for outcome in self.results.iter().chain(current.as_ref()) {
            for (s, total) in totals.iter_mut().enumerate() {
                let place = outcome.places.get(s).copied().unwrap_or(0);
                total.games += 1;
                total.wins += u32::from(place == 1);
                total.score += outcome.scores.get(s).copied().unwrap_or(0) as i64;
                total.places += place as u32;
            }
        }
        totals
    }

    // ---- internals shared by the table's files ----

    pub(super) fn check_seat(&self, seat: Seat) -> Result<(), TableError> {
        if seat.index() < self.seats.len() {
            Ok(())
        } else {
            Err(TableError::NoSuchSeat(seat))
        }
    }

    /// Whether the device may show `seat`'s private information now.
    fn check_may_see(&self, seat: Seat) -> Result<(), TableError> {
        self.check_seat(seat)?;
        match self.seats[seat.index()].kind {
            SeatKind::Human if self.needs_hand_over(seat) => {
                Err(TableError::HandOverFirst { seat })
            }
            SeatKind::Human | SeatKind::Remote => Ok(()),
            SeatKind::Bot(_) => Err(TableError::WrongSeatKind {
                seat,
                expected: "human or remote",
            }),
        }
    }

    /// That `seat` exists, is played as `expected` and is to act.
    pub(super) fn check_to_act(
        &self,
        seat: Seat,
        expected: &'static str,
    ) -> Result<(), TableError> {
        self.check_seat(seat)?;
        let kind_matches = match self.seats[seat.index()].kind {
            SeatKind::Human => expected == "human",
            SeatKind::Bot(_) => expected == "bot",
            SeatKind::Remote => expected == "remote",
        };
        if !kind_matches {
            return Err(TableError::WrongSeatKind { seat, expected });
        }
        match self.game.to_act() {
            ToAct::Finished => Err(TableError::GameOver),
            ToAct::Seat(s) if s != seat => Err(TableError::NotToAct { seat }),
            ToAct::Seat(_) => Ok(()),
        }
    }

    fn local_humans(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.is_human())
            .map(|(i, _)| Seat(i as u8))
    }

    /// The only local human, if there is exactly one: they always hold the device.
    fn sole_human(&self) -> Option<Seat> {
        let mut humans = self.local_humans();
        match (humans.next(), humans.next()) {
            (Some(only), None) => Some(only),
            _ => None,
        }
    }

    /// Whether `seat`, a local human, must be handed the device before seeing anything.
    pub(super) fn needs_hand_over(&self, seat: Seat) -> bool {
        self.seats[seat.index()].is_human() && self.active_viewer != Some(seat)
    }

    fn redacted_log(&self, seat: Seat, from: u32) -> Vec<Logged<G>> {
        self.log
            .iter()
            .enumerate()
            .skip(from as usize)
            .filter_map(|(i, e)| {
                G::redact(e, seat).map(|event| Logged {
                    seq: i as u32,
                    event,
                })
            })
            .collect()
    }

    /// Rebuilds every seat's information state from the game's start.
    fn reset_infos(&mut self) {
        let players = self.game.players();
        self.infos = (0..players)
            .map(|s| {
                let mut info = InfoState {
                    seat: Seat(s),
                    view: self.game.view(Seat(s)),
                    memory: Default::default(),
                };
                for event in &self.log {
                    if let Some(seen) = G::redact(event, Seat(s)) {
                        G::remember(&mut info.memory, Seat(s), &seen);
                    }
                }
                info
            })
            .collect();
    }

    /// Applies one decision and records it, with its events and whether it revealed
    /// hidden cards to a local human (worked out only where undo is possible).
    pub(super) fn record(
        &mut self,
        seat: Seat,
        action: G::Action,
        by: DecidedBy,
    ) -> Result<(), TableError> {
        let mut events = Vec::new();
        self.game
            .apply_into(seat, action, &mut events)
            .map_err(|e| TableError::illegal(&e))?;
        let revealed = self.undo_possible_here()
            && self.local_humans().any(|human| {
                step_reveals(
                    &self.infos[human.index()],
                    &self.game,
                    seat,
                    action,
                    &events,
                    mix(&[
                        self.seed,
                        self.game_number as u64,
                        self.steps.len() as u64,
                        1,
                    ]),
                )
            });
        self.observe(&events);
        self.steps.push(Step {
            seat,
            action,
            by,
            revealed,
        });
        Ok(())
    }

    /// A recorded step applied again (replay after undo or loading); nothing is checked
    /// beyond the rules.
    fn reapply(&mut self, step: Step<G>) -> Result<(), TableError> {
        let mut events = Vec::new();
        self.game
            .apply_into(step.seat, step.action, &mut events)
            .map_err(|e| TableError::illegal(&e))?;
        self.observe(&events);
        self.steps.push(step);
        Ok(())
    }

    fn observe(&mut self, events: &[G::Event]) {
        for info in &mut self.infos {
            let view = self.game.view(info.seat);
            info.observe(events, view);
        }
        self.log.extend_from_slice(events);
    }

    /// Sets the current game back to its deal and applies `steps` again.
    pub(super) fn replay(&mut self, steps: Vec<Step<G>>) -> Result<(), TableError> {
        let (game, setup_events) = G::new(&self.options, self.game_seed)?;
        self.game = game;
        self.log = setup_events;
        self.steps.clear();
        self.reset_infos();
        for step in steps {
            self.reapply(step)?;
        }
        Ok(())
    }

    fn undo_possible_here(&self) -> bool {
        !self.seats.iter().any(|s| s.kind == SeatKind::Remote)
    }

    /// The number of steps that stay after an undo.
    fn undo_point(&self) -> Result<usize, UndoBlocked> {
        if !self.undo_possible_here() {
            return Err(UndoBlocked::RemoteSeats);
        }
        let point = self
            .steps
            .iter()
            .rposition(|s| s.by == DecidedBy::Human)
            .ok_or(UndoBlocked::NothingToUndo)?;
        if self.steps[point..].iter().any(|s| s.revealed) {
            return Err(UndoBlocked::WouldHideSeenCards);
        }
        Ok(point)
    }

    /// Applies a human's only legal action while the setting asks for it.
    pub(super) fn auto_advance(&mut self) {
        if !self.settings.auto_single_choice {
            return;
        }
        while let ToAct::Seat(seat) = self.game.to_act() {
            if !self.seats[seat.index()].is_human() {
                return;
            }
            let legal = self.game.legal_actions(seat);
            let [only] = legal[..] else {
                return;
            };
            if self.record(seat, only, DecidedBy::Auto).is_err() {
                return;
            }
        }
    }
}

/// One seat's totals over the games at a table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchTotal {
    /// Games counted.
    pub games: u32,
    /// Games won (first place, shared or not).
    pub wins: u32,
    /// Scores summed (the game's own scores, e.g. Elfer raus penalty points).
    pub score: i64,
    /// Places summed (divide by `games` for the average place).
    pub places: u32,
}
