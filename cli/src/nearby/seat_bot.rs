//! `join --bot LEVEL`: a bot plays this device's seats at someone else's table. It
//! decides from what the device was shown — the seat's view and the seat's events of
//! this game, rebuilt into the seat's information state the way a table builds its
//! own bots' — so it knows no more than a person at this terminal would.

use spieleabend_core::bots::TableGame;
use spieleabend_core::nearby::Client;
use spieleabend_core::table::{BotLevel, choose_at_level};
use spieleabend_core::{InfoState, Seat};

/// A bot for the seats of a joined device.
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
    /// The bot's move for `seat`, to act now, from what `client` holds; `None` when the
    /// seat has no legal action.
    pub fn choose<G: TableGame>(&self, client: &Client<G>, seat: Seat) -> Option<G::Action> {
        let view = client.view(seat)?.clone();
        let log = client.events(seat, 0);
        let info = InfoState::<G>::from_log(seat, view, log.iter().map(|l| &l.event));
        let game_number = client.status().map_or(0, |s| s.game_number) as u64;
        let seed = self.seed ^ (game_number << 32) ^ log.len() as u64;
        choose_at_level(
            self.level,
            &info,
            client.legal_actions(),
            self.iterations,
            None,
            seed,
        )
    }
}
