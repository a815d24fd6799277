//! Where a table session's game lives: a [`Table`] on this device, the host's table
//! behind a nearby host, or what a joined device was shown by the host. The session's
//! view, picks and log read the game only through [`Source`], so local and nearby
//! tables share every line of that code.

use spieleabend_core::Outcome;
use spieleabend_core::Seat;
use spieleabend_core::table::{
    BotJob, BotMove, Logged, Pending, SeatConfig, Table, TableError, TableSettings, UndoBlocked,
};

use super::games::AppGame;

/// A game as a table session reads and plays it. The method names and meanings are
/// [`Table`]'s.
pub(crate) trait Source<G: AppGame> {
    /// Every seat.
    fn seats(&self) -> &[SeatConfig];
    /// The table's settings.
    fn settings(&self) -> &TableSettings;
    /// Changes the settings (only a table on this device has its own).
    fn set_settings(&mut self, settings: TableSettings);
    /// 0 for the first game, 1 after the first rematch …
    fn game_number(&self) -> u32;
    /// The result once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The person holding the device.
    fn active_viewer(&self) -> Option<Seat>;
    /// What the table waits for.
    fn pending(&self) -> Pending;
    /// `seat`'s legal actions.
    fn legal_actions(&self, seat: Seat) -> Result<Vec<G::Action>, TableError>;
    /// What `seat` sees.
    fn view(&self, seat: Seat) -> Result<G::View, TableError>;
    /// `seat`'s events from sequence number `from` on.
    fn events(&self, seat: Seat, from: u32) -> Result<Vec<Logged<G>>, TableError>;
    /// The next event's sequence number.
    fn next_seq(&self) -> u32;
    /// Takes (or sends) a person's decision.
    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError>;
    /// Whether the last decision can be taken back.
    fn can_undo(&self) -> Result<(), UndoBlocked>;
    /// The hard bot's suggestion for `seat`, to run off the caller's thread.
    fn hint_job(&self, seat: Seat) -> Result<BotJob<G>, TableError>;
    /// A bot's decision to run here (none where the host's driver runs the bots).
    fn bot_job(&self) -> Option<BotJob<G>>;
    /// Applies a bot's decision from [`Source::bot_job`].
    fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> Result<(), TableError>;
}

impl<G: AppGame> Source<G> for Table<G> {
    fn seats(&self) -> &[SeatConfig] {
        Table::seats(self)
    }
    fn settings(&self) -> &TableSettings {
        Table::settings(self)
    }
    fn set_settings(&mut self, settings: TableSettings) {
        Table::set_settings(self, settings)
    }
    fn game_number(&self) -> u32 {
        Table::game_number(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Table::outcome(self)
    }
    fn active_viewer(&self) -> Option<Seat> {
        Table::active_viewer(self)
    }
    fn pending(&self) -> Pending {
        Table::pending(self)
    }
    fn legal_actions(&self, seat: Seat) -> Result<Vec<G::Action>, TableError> {
        Table::legal_actions(self, seat)
    }
    fn view(&self, seat: Seat) -> Result<G::View, TableError> {
        Table::view(self, seat)
    }
    fn events(&self, seat: Seat, from: u32) -> Result<Vec<Logged<G>>, TableError> {
        Table::events(self, seat, from)
    }
    fn next_seq(&self) -> u32 {
        Table::next_seq(self)
    }
    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        Table::act(self, seat, action)
    }
    fn can_undo(&self) -> Result<(), UndoBlocked> {
        Table::can_undo(self)
    }
    fn hint_job(&self, seat: Seat) -> Result<BotJob<G>, TableError> {
        Table::hint_job(self, seat)
    }
    fn bot_job(&self) -> Option<BotJob<G>> {
        Table::bot_job(self)
    }
    fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> Result<(), TableError> {
        Table::apply_bot_move(self, bot_move)
    }
}

/// Whose cards the device shows, and whom the curtain waits for.
pub(super) fn viewer_of<G: AppGame, S: Source<G>>(t: &S) -> (Option<Seat>, Option<Seat>) {
    match t.pending() {
        Pending::Human {
            seat,
            hand_over: true,
        } => (t.active_viewer(), Some(seat)),
        Pending::Human {
            seat,
            hand_over: false,
        } => (Some(seat), None),
        // Nobody here holds a hand (a host whose seats are all other devices' and
        // bots'): no cards are shown.
        _ => (t.active_viewer(), None),
    }
}
