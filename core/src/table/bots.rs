//! Bots at the table. The table never thinks on the caller's thread by itself: it hands
//! out a [`BotJob`] (everything the bot may know, owned and `Send`), the driver runs it
//! wherever it likes (a worker thread, a tokio blocking task) and gives the resulting
//! [`BotMove`] back. The pacing delay ([`TableSettings::bot_delay_ms`]) is the driver's.
//!
//! [`TableSettings::bot_delay_ms`]: super::TableSettings::bot_delay_ms

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::error::TableError;
use super::play::{DecidedBy, Pending, Table};
use super::seats::BotLevel;
use super::seeds::{mix, rng};
use crate::bots::{Bot, EasyBot, HardBot, MediumBot, TableGame};
use crate::engine::{Game, InfoState, Seat};

/// A decision to compute: a seat's information state and legal actions, never the true
/// state. The same position gives the same job; easy and medium bots then always give the
/// same move, the hard bot too unless its time limit cuts the search short.
#[derive(Clone, Debug)]
pub struct BotJob<G: Game> {
    /// The seat the move is for.
    pub seat: Seat,
    /// How strongly to play.
    pub level: BotLevel,
    /// What the seat knows.
    pub info: InfoState<G>,
    /// The seat's legal actions.
    pub legal: Vec<G::Action>,
    /// Hard bot iterations.
    pub iterations: u32,
    /// Seed of the bot's randomness.
    pub seed: u64,
    /// Set it to stop a hard bot early; it then answers with its best move so far.
    pub cancel: Arc<AtomicBool>,
    /// Where the table was when the job was made, to refuse stale moves; `None` for a
    /// job made outside a table ([`BotJob::from_info`]), whose moves no table takes.
    position: Option<(u32, usize)>,
}

/// A computed bot decision, to give back with [`Table::apply_bot_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotMove<A> {
    /// The seat.
    pub seat: Seat,
    /// The chosen action.
    pub action: A,
    position: Option<(u32, usize)>,
}

impl<G: Game> BotJob<G> {
    /// A job for `seat` made from what a device knows without the table: the seat's
    /// information state (at someone else's table, [`InfoState::from_log`] of the seat's
    /// view and events) and its legal actions. `None` when there is no legal action.
    /// Its move is for showing (a hint) or for sending as the seat's decision; a
    /// table's [`Table::apply_bot_move`] refuses it as stale.
    pub fn from_info(
        seat: Seat,
        level: BotLevel,
        info: InfoState<G>,
        legal: Vec<G::Action>,
        iterations: u32,
        seed: u64,
    ) -> Option<BotJob<G>> {
        if legal.is_empty() {
            return None;
        }
        Some(BotJob {
            seat,
            level,
            info,
            legal,
            iterations,
            seed,
            cancel: Arc::new(AtomicBool::new(false)),
            position: None,
        })
    }
}

impl<G: TableGame> BotJob<G> {
    /// Thinks (this is the slow part: run it off the UI thread) and returns the move.
    pub fn run(&self) -> BotMove<G::Action> {
        let choice = choose_at_level(
            self.level,
            &self.info,
            &self.legal,
            self.iterations,
            Some(self.cancel.clone()),
            self.seed,
        );
        BotMove {
            seat: self.seat,
            // A job is only made with at least one legal action.
            action: choice.unwrap_or(self.legal[0]),
            position: self.position,
        }
    }
}

/// The choice of a bot of `level` for the seat whose information state is `info`
/// (`None` only when `legal` is empty): the table's bots, and a device playing its own
/// seats with a bot at someone else's table, decide through this. `iterations` and
/// `cancel` are the hard bot's; `seed` seeds the bot's randomness.
pub fn choose_at_level<G: TableGame>(
    level: BotLevel,
    info: &InfoState<G>,
    legal: &[G::Action],
    iterations: u32,
    cancel: Option<Arc<AtomicBool>>,
    seed: u64,
) -> Option<G::Action> {
    let mut rng = rng(seed);
    match level {
        BotLevel::Easy => EasyBot::default().choose(info, legal, &mut rng),
        BotLevel::Medium => MediumBot.choose(info, legal, &mut rng),
        BotLevel::Hard => HardBot {
            iterations,
            cancel,
            ..HardBot::default()
        }
        .choose(info, legal, &mut rng),
    }
}

impl<G: TableGame> Table<G> {
    /// The job for the bot to act, if a bot is to act.
    pub fn bot_job(&self) -> Option<BotJob<G>> {
        let Pending::Bot { seat, level } = self.pending() else {
            return None;
        };
        self.job_for(seat, level)
    }

    /// Applies a bot's computed move; refused as stale if the table moved on meanwhile.
    pub fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> Result<(), TableError> {
        if bot_move.position != Some(self.position()) {
            return Err(TableError::StaleBotMove);
        }
        self.check_to_act(bot_move.seat, "bot")?;
        self.record(bot_move.seat, bot_move.action, DecidedBy::Bot)?;
        self.auto_advance();
        Ok(())
    }

    /// Lets the bots play on this thread until a human or remote seat must decide or
    /// the game is over; returns how many moves they made. For tests and tools.
    pub fn run_bots(&mut self) -> usize {
        let mut moves = 0;
        while let Some(job) = self.bot_job() {
            if self.apply_bot_move(job.run()).is_err() {
                break;
            }
            moves += 1;
        }
        moves
    }

    /// What the hard bot would play for `seat`, a local human to act who holds the
    /// device, as a job to run off the UI thread.
    pub fn hint_job(&self, seat: Seat) -> Result<BotJob<G>, TableError> {
        self.check_to_act(seat, "human")?;
        if self.needs_hand_over(seat) {
            return Err(TableError::HandOverFirst { seat });
        }
        self.job_for(seat, BotLevel::Hard)
            .ok_or(TableError::GameOver)
    }

    /// What the hard bot would play for `seat` (see [`Table::hint_job`]), computed here.
    pub fn hint(&self, seat: Seat) -> Result<G::Action, TableError> {
        Ok(self.hint_job(seat)?.run().action)
    }

    fn position(&self) -> (u32, usize) {
        (self.game_number, self.steps.len())
    }

    fn job_for(&self, seat: Seat, level: BotLevel) -> Option<BotJob<G>> {
        let legal = self.game.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        Some(BotJob {
            seat,
            level,
            info: self.infos[seat.index()].clone(),
            legal,
            iterations: self.settings.hard_iterations,
            seed: mix(&[
                self.seed,
                self.game_number as u64,
                self.steps.len() as u64,
                2,
            ]),
            cancel: Arc::new(AtomicBool::new(false)),
            position: Some(self.position()),
        })
    }
}
