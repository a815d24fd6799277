//! Finding tables on the local network in the terminal: `host` advertises its table
//! (DNS-SD `_spieleabend._tcp`, see `docs/nearby.md`), `join auto` lists the tables found
//! and lets the player pick one by number. Where mDNS is blocked or unavailable, the
//! player types the address the host shows instead. This is the line client's; the
//! full-screen client finds and announces tables itself (`tui::local`) for the app
//! core's join and host screens.

use std::io::{BufRead, Write};
use std::time::Duration;

use spieleabend_core::games::GameId;
use spieleabend_nearby::HostAdvertisement;
use spieleabend_nearby::discovery::{self, DiscoveryError, FoundTable};

use crate::error::CommandError;
use spieleabend_app::texts::NearbyText as T;

use super::said;
use crate::i18n::Lang;
use crate::line::read_line;
use crate::notation::words;

/// Says whether the table is advertised; on failure says why and goes on without
/// (players can still type the address).
pub fn advertise(
    advertised: Result<HostAdvertisement, DiscoveryError>,
    lang: Lang,
    out: &mut impl Write,
) -> Result<Option<HostAdvertisement>, CommandError> {
    match advertised {
        Ok(advertisement) => {
            let name = [("name", advertisement.name().into())];
            let advertised = lang.texts().get(words::NEARBY_ADVERTISED, &name);
            writeln!(out, "{advertised}")?;
            Ok(Some(advertisement))
        }
        Err(error) => {
            let why = T::LobbyNotAdvertised(error.to_string());
            writeln!(out, "{}", said(lang, why))?;
            Ok(None)
        }
    }
}

/// The message naming a table after its host machine: `host`.
pub const TABLE_NAME: &str = "line-table-name";

/// The default table name, in `lang`: named after the machine ("ben-laptop's table",
/// "Tisch von ben-laptop"), or "Spieleabend" without a machine name.
pub fn default_table_name(lang: Lang) -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .map_or_else(
            || "Spieleabend".to_string(),
            |name| lang.texts().get(TABLE_NAME, &[("host", name.into())]),
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

/// A table found on the network in one line: name, game, seats, address, and a note
/// when it is full or runs another app version.
pub fn table_line(lang: Lang, table: &FoundTable) -> String {
    let line = match GameId::parse(&table.game) {
        Some(game) => said(
            lang,
            T::JoinTable {
                name: table.name.clone(),
                game,
                free: table.free_seats.into(),
                players: table.players.into(),
                address: table.addrs.first().map_or("?".into(), |a| a.to_string()),
            },
        ),
        None => format!("{}: {}", table.name, said(lang, T::JoinUnknownGame)),
    };
    let note = if !table.compatible() {
        Some(T::JoinIncompatible)
    } else if table.free_seats == 0 {
        Some(T::JoinFull)
    } else {
        None
    };
    match note {
        Some(note) => format!("{line} ({})", said(lang, note)),
        None => line,
    }
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
    loop {
        let seconds = wait.as_secs_f32().ceil() as u32;
        writeln!(out, "{}", said(lang, T::JoinSearching(seconds)))?;
        let tables: Vec<FoundTable> = match rt.block_on(discovery::browse(wait)) {
            Ok(found) => found
                .into_iter()
                .filter(|t| game.is_none_or(|g| GameId::parse(&t.game) == Some(g)))
                .collect(),
            Err(error) => {
                writeln!(
                    out,
                    "{}",
                    said(lang, T::JoinCannotBrowse(error.to_string()))
                )?;
                Vec::new()
            }
        };
        if tables.is_empty() {
            writeln!(out, "{}", said(lang, T::JoinNoneFound))?;
        }
        for (i, table) in tables.iter().enumerate() {
            writeln!(out, "  {}) {}", i + 1, table_line(lang, table))?;
        }
        write!(out, "{}", words::plain(lang, words::NEARBY_PICK_TABLE))?;
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
                    None => writeln!(out, "{}", said(lang, T::JoinUnknownGame))?,
                },
                Some(_) => writeln!(out, "{}", said(lang, T::JoinOtherProtocol))?,
                None => {
                    let typed = [("number", number.into())];
                    let none = lang.texts().get(words::NEARBY_NO_TABLE_NUMBER, &typed);
                    writeln!(out, "{none}")?
                }
            }
            continue;
        }
        return Ok(Target {
            addrs: vec![answer],
            game,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_named_after_its_host_in_the_players_language() {
        let name = |lang: Lang| {
            lang.texts()
                .get(TABLE_NAME, &[("host", "ben-laptop".into())])
        };
        assert_eq!(name(Lang::En), "ben-laptop's table");
        assert_eq!(name(Lang::De), "Tisch von ben-laptop");
    }
}
