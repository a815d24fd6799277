//! What a host's UI watches to redraw: the table's position, published by the host
//! driver whenever it changes (a local or remote action, a bot move, a seat taken over
//! or handed back, a rematch).

use tokio::sync::watch;

use super::HostHandle;
use crate::bots::MediumPolicy;
use crate::table::{Pending, Table};

/// Where the hosted table stands: changes whenever anything happened at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableMark {
    /// Which game at the table (0 for the first, 1 after a rematch …).
    pub game_number: u32,
    /// The sequence number the next event will get.
    pub next_seq: u32,
    /// What the table waits for.
    pub pending: Pending,
}

impl TableMark {
    /// The mark of `table` now.
    pub fn of<G: MediumPolicy>(table: &Table<G>) -> TableMark {
        TableMark {
            game_number: table.game_number(),
            next_seq: table.next_seq(),
            pending: table.pending(),
        }
    }
}

impl<G: MediumPolicy> HostHandle<G> {
    /// A receiver of the table's mark: `changed().await` wakes after every change
    /// (changes in quick succession may be seen once, as the latest mark).
    pub fn table_marks(&self) -> watch::Receiver<TableMark> {
        self.marks.clone()
    }
}
