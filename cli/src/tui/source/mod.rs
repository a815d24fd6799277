//! Where the full-screen table's game lives. [`App`](super::app::App) draws and drives a
//! [`TableSource`]: a local [`Table`](spieleabend_core::table::Table) (solo and
//! pass-and-play, with undo, hints and saves), the seat of a device that joined a LAN
//! table ([`ClientSource`](crate::nearby::ClientSource)) or the host's own seat at a LAN
//! table ([`HostSource`](crate::nearby::HostSource)). The boards and screens only read
//! the source through this trait.

mod local;
mod nearby_words;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use spieleabend_core::nearby::Verdict;
use spieleabend_core::nearby::{ActionReject, ClientError, EndReason, HostError, RejectReason};
use spieleabend_core::table::{BotJob, BotMove, Logged, TableError, UndoBlocked};
use spieleabend_core::{Outcome, Seat};

use super::boards::TuiGame;

/// Who decides now, as the full-screen client needs to know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person at this terminal decides; with `hand_over` another person holds the
    /// keyboard and must pass it first (pass-and-play).
    Here { seat: Seat, hand_over: bool },
    /// A bot this client runs itself (on its own thread) decides.
    LocalBot { seat: Seat },
    /// This device's decision is on its way to the host (a joined LAN table).
    Sending { seat: Seat },
    /// Someone elsewhere decides: another device, or (`bot`) a bot the host runs.
    Elsewhere { seat: Seat, bot: bool },
    /// A remote seat at a local table: nobody here can play it, the client ends.
    Stranded { seat: Seat },
    /// No game is dealt yet (a LAN table's lobby, or between games).
    Waiting,
    /// The game is over.
    Finished,
}

/// A hint being thought out off the UI thread.
pub struct HintJob<A> {
    /// Set to stop the thinking early (the answer is then the best so far).
    pub cancel: Arc<AtomicBool>,
    /// The thinking itself; `None` if there is no move.
    pub think: Box<dyn FnOnce() -> Option<A> + Send>,
}

/// Why an action was not taken.
#[derive(Debug)]
pub enum ActRefusal {
    /// The local table refused it.
    Table(TableError),
    /// The LAN client could not send it.
    Client(ClientError),
    /// The LAN host refused its own seat's action.
    Host(HostError),
}

/// Why undo is not possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoRefusal {
    /// The local table's reason.
    Blocked(UndoBlocked),
    /// Nothing is taken back at a LAN table (the other devices saw the move).
    AtLanTable,
}

/// Why no next game starts from this client.
#[derive(Debug)]
pub enum RematchRefusal {
    /// The game is not over, or the table refused.
    Table(TableError),
    /// At a joined table the host decides about another game.
    HostDecides,
    /// The host could not open the next lobby.
    Host(HostError),
}

/// How a LAN table's connection stands, for the title bar and the end screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Joined and connected to the host.
    Connected,
    /// The connection dropped; reconnect attempt `attempt` is under way.
    Reconnecting { attempt: u32 },
    /// Every reconnect attempt failed: the host is gone.
    HostGone,
    /// The table is over for this device (the host closed it, refused us, we left).
    Ended(EndReason),
    /// This terminal hosts the table with this join code; `away` devices have lost
    /// their connection.
    Hosting { code: String, away: usize },
}

/// Something that happened at a LAN table, worth a line in the status bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A device joined (its name).
    Joined(String),
    /// A device lost its connection.
    Away(String),
    /// A device is back.
    Back(String),
    /// A bot plays the seats of this device now.
    TakenOver(String),
    /// The device plays its seats again.
    HandedBack(String),
    /// A connection was refused.
    Refused(RejectReason),
    /// The host refused this device's move.
    MoveRefused(ActionReject),
    /// The connection dropped; reconnecting.
    Reconnecting(u32),
    /// Connected again.
    Reconnected,
    /// Game `n` (from 0) starts.
    GameStarts(u32),
    /// The check of a game's deal.
    Fairness(u32, Verdict),
}

/// A seat's situation beyond the game, for the players list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatTag {
    /// A bot of the table.
    Bot,
    /// A bot plays for a player whose device is gone.
    TakenOver,
    /// Another device's player.
    Remote,
}

/// What polling the source brought.
#[derive(Debug, Default)]
pub struct Polled {
    /// The table changed: views, legal actions or whose turn (redraw from the source).
    pub changed: bool,
    /// Things to tell the player.
    pub notices: Vec<Notice>,
}

/// A table as the full-screen client plays it. Local features (undo, saving, bots run
/// here, pass-and-play) have defaults that say "not here" for LAN sources.
pub trait TableSource<G: TuiGame> {
    /// Every seat's name, in seat order.
    fn names(&self) -> Vec<String>;
    /// How many people play at this terminal (more than one: pass-and-play).
    fn people_here(&self) -> usize;
    /// Who decides now.
    fn turn(&self) -> Turn;
    /// The seat whose view is shown when nobody here decides.
    fn viewer(&self) -> Option<Seat>;
    /// What `seat` sees (only this terminal's seats).
    fn view(&self, seat: Seat) -> Option<G::View>;
    /// `seat`'s legal actions when it is to decide.
    fn legal_actions(&self, seat: Seat) -> Vec<G::Action>;
    /// `seat`'s events of the current game, oldest first.
    fn events(&self, seat: Seat) -> Vec<Logged<G>>;
    /// Takes (or sends) `seat`'s decision.
    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), ActRefusal>;
    /// The result once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The person at `seat` confirmed they hold the keyboard; false if refused.
    fn hand_over(&mut self, seat: Seat) -> bool {
        let _ = seat;
        false
    }
    /// A bot decision to think out here, when [`Turn::LocalBot`].
    fn bot_job(&mut self) -> Option<BotJob<G>> {
        None
    }
    /// Applies a bot decision from [`TableSource::bot_job`]; false if it is stale.
    fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> bool {
        let _ = bot_move;
        false
    }
    /// Takes back the last decision made here.
    fn undo(&mut self) -> Result<(), UndoRefusal> {
        Err(UndoRefusal::AtLanTable)
    }
    /// The hard bot's suggestion for `seat`, to think out off the UI thread.
    fn hint_job(&self, seat: Seat) -> Option<HintJob<G::Action>>;
    /// The table as a save document, if this source can be saved.
    fn save(&self) -> Option<String> {
        None
    }
    /// Starts the next game after the end of one.
    fn rematch(&mut self) -> Result<(), RematchRefusal>;
    /// The pause after bot moves, in ms.
    fn bot_delay_ms(&self) -> u32;
    /// Changes the pause after bot moves; false where it is fixed (a LAN table).
    fn set_bot_delay_ms(&mut self, ms: u32) -> bool;
    /// Who is at the table while [`Turn::Waiting`] (a LAN lobby's devices).
    fn waiting_with(&self) -> Vec<String> {
        Vec::new()
    }
    /// Takes in what arrived from elsewhere (a LAN table's updates and news).
    fn poll(&mut self) -> Polled {
        Polled::default()
    }
    /// The connection, at a LAN table.
    fn link(&self) -> Option<Link> {
        None
    }
    /// A seat's situation beyond the game, if worth showing.
    fn seat_tag(&self, seat: Seat) -> Option<SeatTag> {
        let _ = seat;
        None
    }
    /// The check of the current game's deal, once it arrived (a joined table).
    fn fairness(&self) -> Option<Verdict> {
        None
    }
}
