//! Bot and hint jobs of any game: owned and `Send`, run wherever the shell likes.

use spieleabend_core::Game;
use spieleabend_core::table::{BotJob, BotMove};

/// What a job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Purpose {
    /// A bot's move at the table.
    Move,
    /// A hint for the person to act.
    Hint,
}

/// Declares [`GameJob`] and [`GameMove`] with one variant per game of core's list, and
/// each game's [`BotGame`] impl.
macro_rules! declare_jobs {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// A job of one game. Boxed: jobs differ much in size and are moved to a
        /// worker thread once, so the indirection costs nothing that matters.
        #[derive(Clone, Debug)]
        pub(crate) enum GameJob {
            $($variant(Box<BotJob<spieleabend_core::games::$module::$game>>),)*
        }

        /// The move of one game's job.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) enum GameMove {
            $($variant(BotMove<<spieleabend_core::games::$module::$game as Game>::Action>),)*
        }

        impl GameJob {
            fn run(&self) -> GameMove {
                match self { $(GameJob::$variant(job) => GameMove::$variant(job.run()),)* }
            }

            fn cancel(&self) {
                match self {
                    $(GameJob::$variant(job) => {
                        job.cancel.store(true, std::sync::atomic::Ordering::Relaxed)
                    })*
                }
            }
        }

        $(impl BotGame for spieleabend_core::games::$module::$game {
            fn wrap(job: BotJob<Self>) -> GameJob {
                GameJob::$variant(Box::new(job))
            }
            fn unwrap(result: &GameMove) -> Option<BotMove<Self::Action>> {
                match result {
                    GameMove::$variant(m) => Some(*m),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        })*
    };
}

spieleabend_core::for_each_game!([declare_jobs] {});

/// A decision to compute for a table: a bot's move or a hint. It holds only what the
/// seat may know. `run` is the slow part: call it off the UI thread.
#[derive(Clone, Debug)]
pub struct AnyBotJob {
    pub(crate) purpose: Purpose,
    pub(crate) position: (u32, u32),
    pub(crate) job: GameJob,
}

/// The result of an [`AnyBotJob`], for [`super::TableSession::apply_bot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnyBotMove {
    pub(crate) purpose: Purpose,
    pub(crate) position: (u32, u32),
    pub(crate) result: GameMove,
}

impl AnyBotJob {
    /// Thinks and returns the move.
    pub fn run(&self) -> AnyBotMove {
        AnyBotMove {
            purpose: self.purpose,
            position: self.position,
            result: self.job.run(),
        }
    }

    /// Asks a hard bot to stop early and answer with its best move so far.
    pub fn cancel(&self) {
        self.job.cancel();
    }

    /// Whether this job computes a hint (not a bot's move).
    pub fn is_hint(&self) -> bool {
        self.purpose == Purpose::Hint
    }
}

/// A game whose bot jobs and moves travel inside [`AnyBotJob`] and [`AnyBotMove`].
pub(crate) trait BotGame: spieleabend_core::bots::TableGame {
    /// The job inside the game-independent wrapper.
    fn wrap(job: BotJob<Self>) -> GameJob;
    /// The move of this game, if `result` is one.
    fn unwrap(result: &GameMove) -> Option<BotMove<Self::Action>>;
}
