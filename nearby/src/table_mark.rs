//! What a host's UI watches to redraw: the table's position, published by the host
//! driver whenever it changes (a device joining or leaving the lobby, the start, a local
//! or remote action, a bot move, a seat taken over or handed back, a rematch).

use spieleabend_core::bots::TableGame;
use spieleabend_core::nearby::{Host, Phase};
use spieleabend_core::table::Pending;

/// Where the hosted table stands: changes whenever anything happened at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableMark {
    /// Which game at the table (0 for the first, 1 after a rematch …).
    pub game_number: u32,
    /// Lobby, revealing or playing.
    pub phase: Phase,
    /// Remote seats without a device (what an advertisement shows as free).
    pub free_seats: u8,
    /// The sequence number the next event will get (0 before the deal).
    pub next_seq: u32,
    /// What the table waits for; `None` before the game is dealt.
    pub pending: Option<Pending>,
}

impl TableMark {
    /// The mark of `host`'s table now.
    pub fn of<G: TableGame>(host: &Host<G>) -> TableMark {
        let table = host.table();
        TableMark {
            game_number: host.game_number(),
            phase: host.phase(),
            free_seats: host.free_seat_count(),
            next_seq: table.map_or(0, |t| t.next_seq()),
            pending: table.map(|t| t.pending()),
        }
    }
}
