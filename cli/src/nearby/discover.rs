//! Finding tables on the local network in the terminal: `host` advertises its table
//! (DNS-SD `_spieleabend._tcp`, see `docs/lan.md`), `join auto` lists the tables found
//! and lets the player pick one by number. Where mDNS is blocked or unavailable, the
//! player types the address the host shows instead. (The full-screen picker is
//! `tui::screens::join`; both speak the words of `i18n::LanText`.)

use std::io::{BufRead, Write};
use std::time::Duration;

use spieleabend_core::games::GameId;
use spieleabend_core::lan::HostAdvertisement;
use spieleabend_core::lan::discovery::{self, DiscoveryError, FoundTable};

use crate::error::CommandError;
use crate::i18n::Lang;
use crate::line::read_line;

/// Says whether the table is advertised; on failure says why and goes on without
/// (players can still type the address).
pub fn advertise(
    advertised: Result<HostAdvertisement, DiscoveryError>,
    lang: Lang,
    out: &mut impl Write,
) -> Result<Option<HostAdvertisement>, CommandError> {
    let lan = lang.lan();
    match advertised {
        Ok(advertisement) => {
            writeln!(out, "{}", (lan.join_advertised)(advertisement.name()))?;
            Ok(Some(advertisement))
        }
        Err(error) => {
            writeln!(out, "{}", (lan.join_not_advertised)(&error.to_string()))?;
            Ok(None)
        }
    }
}

/// The default table name: the machine's name.
pub fn default_table_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .map_or_else(
            || "Spieleabend".to_string(),
            |name| format!("{name}'s table"),
        )
}

/// Where to join: the addresses to try in order, and the game played there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// `ADDR:PORT`s, the likeliest first.
    pub addrs: Vec<String>,
    /// The table's game as advertised (`None` for a typed address: the host says it).
    pub game: Option<GameId>,
}

/// Looks for tables for `wait` and lets the player pick one (a number), type an
/// address instead, or search again (Enter). `game`: only tables of this game (the game
/// of a typed address is asked from the host when joining). Fails at the end of input.
pub fn pick_table(
    rt: &tokio::runtime::Runtime,
    wait: Duration,
    game: Option<GameId>,
    lang: Lang,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<Target, CommandError> {
    let lan = lang.lan();
    loop {
        writeln!(out, "{}", (lan.join_searching)(wait.as_secs_f32()))?;
        let tables: Vec<FoundTable> = match rt.block_on(discovery::browse(wait)) {
            Ok(found) => found
                .into_iter()
                .filter(|t| game.is_none_or(|g| GameId::parse(&t.game) == Some(g)))
                .collect(),
            Err(error) => {
                writeln!(out, "{}", (lan.join_cannot_browse)(&error.to_string()))?;
                Vec::new()
            }
        };
        if tables.is_empty() {
            writeln!(out, "{}", lan.join_none_found)?;
        }
        for (i, table) in tables.iter().enumerate() {
            let addr = table.addrs.first().map_or("?".into(), |a| a.to_string());
            let note = if !table.compatible() {
                lan.join_incompatible
            } else if table.free_seats == 0 {
                lan.join_full
            } else {
                ""
            };
            let listed = (lan.join_table)(
                &table.name,
                &crate::notation::game_name(&table.game),
                table.free_seats,
                table.players,
                &addr,
            );
            writeln!(out, "  {}) {listed}{note}", i + 1)?;
        }
        write!(out, "{}", lan.join_pick_prompt)?;
        out.flush()?;
        let Some(answer) = read_line(input)? else {
            return Err(CommandError::Lan("no table chosen".into()));
        };
        if answer.is_empty() {
            continue;
        }
        if let Ok(number) = answer.parse::<usize>() {
            match tables.get(number.wrapping_sub(1)) {
                Some(table) if table.compatible() => match GameId::parse(&table.game) {
                    Some(game) => {
                        return Ok(Target {
                            addrs: table.addrs.iter().map(|a| a.to_string()).collect(),
                            game: Some(game),
                        });
                    }
                    None => writeln!(out, "{}", lan.join_unknown_game)?,
                },
                Some(_) => writeln!(out, "{}", lan.join_other_protocol)?,
                None => writeln!(out, "{}", (lan.join_no_number)(number))?,
            }
            continue;
        }
        return Ok(Target {
            addrs: vec![answer],
            game,
        });
    }
}
