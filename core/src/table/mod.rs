//! Tables: a game in progress with named seats (humans on this device, bots, players on
//! other devices), driven one decision at a time.
//!
//! How a UI drives a [`Table`]:
//! 1. Ask [`Table::pending`]. For [`Pending::Human`] with `hand_over`, show "pass the
//!    device to …" and call [`Table::hand_over`]; then show [`Table::view`] and the
//!    seat's [`Table::events`], and send the human's choice with [`Table::act`].
//! 2. For [`Pending::Bot`], take [`Table::bot_job`], run it off the UI thread, wait the
//!    pacing delay and give the move back with [`Table::apply_bot_move`].
//! 3. When [`Pending::Finished`], show [`Table::outcome`], count it in [`Statistics`]
//!    and offer [`Table::rematch`].
//!
//! Steps without a choice happen inside the game's rules and appear as events; a
//! human's single legal action is applied by itself when
//! [`TableSettings::auto_single_choice`] is on. [`Table::undo`], [`Table::hint`],
//! [`Table::save`] and [`Table::load`] work at any point. [`AnyTable`] is the same for
//! a game chosen at run time.

mod any;
mod bots;
mod error;
mod play;
mod reveal;
mod save;
mod seats;
mod seeds;
mod stats;

pub use any::{AnyTable, InAnyTable};
pub use bots::{BotJob, BotMove, choose_at_level};
pub use error::{TableError, UndoBlocked};
pub use play::{DecidedBy, Logged, MatchTotal, Pending, Step, Table};
pub use save::{FORMAT, LoadError, VERSION};
pub use seats::{BotLevel, SeatConfig, SeatKind, TableSettings};
pub use stats::{Opponents, Record, Statistics};
