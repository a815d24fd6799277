//! Helpers shared by the driver tests (`tcp.rs`, `link.rs`, `discovery.rs`).

use spieleabend_core::bots::TableGame;
use spieleabend_core::nearby::TableSetup;
use spieleabend_core::table::{BotLevel, SeatConfig, TableSettings};

/// A table of `players` seats: remote ones first, then `bots` medium bots.
pub fn table<G: TableGame>(options: G::Options, bots: u8, seed: u64) -> TableSetup<G> {
    let players = G::new(&options, 0).unwrap().0.players();
    let seats = (0..players)
        .map(|i| {
            if i >= players - bots {
                SeatConfig::bot(format!("Bot {i}"), BotLevel::Medium)
            } else {
                SeatConfig::remote(format!("P{i}"))
            }
        })
        .collect();
    let settings = TableSettings {
        bot_delay_ms: 0,
        ..TableSettings::default()
    };
    TableSetup {
        options,
        seats,
        settings,
        seed,
    }
}
