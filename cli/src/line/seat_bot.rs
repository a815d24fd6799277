//! `join --bot LEVEL`: a bot plays this device's seat at someone else's table. It
//! decides from what the device was shown — the seat's view and the seat's events of
//! this game, as the app core's decision holds them, rebuilt into the seat's
//! information state the way a table builds its own bots' — so it knows no more than
//! a person at this terminal would.

use spieleabend_app::table::Decision;
use spieleabend_core::InfoState;
use spieleabend_core::bots::TableGame;
use spieleabend_core::table::{BotLevel, choose_at_level};

/// A bot for the seat of a joined device.
#[derive(Clone, Copy, Debug)]
pub struct SeatBot {
    /// How strongly it plays.
    pub level: BotLevel,
    /// Hard bot iterations (also bounded by the hard bot's time limit).
    pub iterations: u32,
    /// Seed of its randomness (mixed with the position).
    pub seed: u64,
}

impl SeatBot {
    /// The bot's move for the decision; `None` when the seat has no legal action.
    pub fn choose<G: TableGame>(&self, decision: &Decision<G>) -> Option<G::Action> {
        let info =
            InfoState::<G>::from_log(decision.seat, decision.view.clone(), decision.log.iter());
        let seed = self.seed ^ decision.log.len() as u64;
        choose_at_level(
            self.level,
            &info,
            &decision.legal,
            self.iterations,
            None,
            seed,
        )
    }
}
