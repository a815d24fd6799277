//! What the app core asks a shell to do for nearby play and only a shell can
//! (`ShellEffect::StartDiscovery`, `Advertise` …), done the same way for both clients:
//! looking for tables on the local network (DNS-SD `_spieleabend._tcp`, looks of a
//! fixed length, each reported as the list found) and announcing the table hosted
//! here (kept current with its free seats, withdrawn when the table closes or the
//! program ends). A network without mDNS only leaves tables unfound or unannounced:
//! they are still joined by their address.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use spieleabend_app::app::Advertisement;
use spieleabend_app::screens::nearby::{FoundTable as AppTable, Medium};
use spieleabend_app::texts::NearbyText;
use spieleabend_core::games::GameId;
use spieleabend_nearby::discovery::{self, DiscoveryError, FoundTable, TableAd};

use crate::i18n::Lang;

/// The answer to a Bluetooth channel the core asks for: the terminal lists no
/// Bluetooth tables, so it is never asked; were it asked, the join screen says
/// Bluetooth is not there.
pub fn no_bluetooth() -> spieleabend_app::app::Intent {
    use spieleabend_app::screens::nearby::{BluetoothFailure, NearbyIntent};
    spieleabend_app::app::Intent::Nearby(NearbyIntent::BluetoothFailed {
        failure: BluetoothFailure::Off,
        detail: String::new(),
    })
}

/// A search for tables on the local network, running on a thread of its own until
/// stopped (or dropped).
pub struct Discovery {
    stop: Arc<AtomicBool>,
}

impl Discovery {
    /// Starts looking: after every look of `look`, `found` gets the tables it found
    /// (only those of `game`, by its id, when given); the search ends when `found`
    /// says false or the network cannot be searched.
    pub fn start(
        look: Duration,
        game: Option<String>,
        found: impl Fn(Result<Vec<FoundTable>, DiscoveryError>) -> bool + Send + 'static,
    ) -> Discovery {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        std::thread::spawn(move || {
            let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            while !flag.load(Ordering::Relaxed) {
                let looked = runtime.block_on(discovery::browse(look));
                if flag.load(Ordering::Relaxed) {
                    return;
                }
                let failed = looked.is_err();
                let looked = looked.map(|tables| of_game(tables, game.as_deref()));
                if !found(looked) || failed {
                    return;
                }
            }
        });
        Discovery { stop }
    }
}

/// Only the tables of `game` (by its id, e.g. `elfer_raus`), when given.
pub fn of_game(tables: Vec<FoundTable>, game: Option<&str>) -> Vec<FoundTable> {
    tables
        .into_iter()
        .filter(|t| game.is_none_or(|g| g == t.game))
        .collect()
}

#[cfg(test)]
impl Discovery {
    /// A search that never looks: what it would find is handed in by the test.
    pub fn idle() -> Discovery {
        Discovery {
            stop: Arc::new(AtomicBool::new(true)),
        }
    }
}

impl Drop for Discovery {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The tables of a look as the app core's join screen lists them (each by its first
/// address).
pub fn listed(tables: &[FoundTable]) -> Vec<AppTable> {
    tables
        .iter()
        .filter_map(|table| {
            let address = table.addrs.first()?.to_string();
            Some(AppTable {
                name: table.name.clone(),
                address,
                medium: Medium::Network,
                game_key: Some(table.game.clone()),
            })
        })
        .collect()
}

/// A table found on the network in words: its game, free seats, players and address,
/// and a note when it is full or speaks another protocol.
pub fn table_line(lang: Lang, table: &FoundTable) -> String {
    let texts = lang.texts();
    let line = match GameId::parse(&table.game) {
        Some(game) => texts.nearby_text(&NearbyText::JoinTable {
            name: table.name.clone(),
            game,
            free: table.free_seats.into(),
            players: table.players.into(),
            address: table.addrs.first().map_or("?".into(), |a| a.to_string()),
        }),
        None => format!(
            "{}: {}",
            table.name,
            texts.nearby_text(&NearbyText::JoinUnknownGame)
        ),
    };
    let note = if !table.compatible() {
        Some(NearbyText::JoinIncompatible)
    } else if table.free_seats == 0 {
        Some(NearbyText::JoinFull)
    } else {
        None
    };
    match note {
        Some(note) => format!("{line} ({})", texts.nearby_text(&note)),
        None => line,
    }
}

/// The announcement of the table hosted here, while there is one.
#[derive(Default)]
pub struct Announcer {
    /// Whether to announce at all (`--no-advertise` and tests leave it out).
    pub enabled: bool,
    /// The name to announce instead of the app core's ("Anna's table").
    pub name: Option<String>,
    announced: Option<discovery::Advertisement>,
}

/// What happened to an announcement asked for.
#[derive(Debug, PartialEq, Eq)]
pub enum Announced {
    /// Announced anew, under this name.
    New(String),
    /// Already announced: brought up to date.
    Updated,
    /// Not announced (turned off, or the record could not be read).
    Skipped,
    /// The network cannot announce it: why.
    Failed(String),
}

impl Announcer {
    /// An announcer that announces (`enabled`) under `name` when given.
    pub fn new(enabled: bool, name: Option<String>) -> Announcer {
        Announcer {
            enabled,
            name,
            announced: None,
        }
    }

    /// What is announced now, if anything.
    #[cfg(test)]
    pub fn current(&self) -> Option<&TableAd> {
        self.announced.as_ref().map(|a| a.ad())
    }

    /// What is announced for the core's `ad`: its table, under the name given instead
    /// of the core's if one was. `None` when the record lacks a part.
    pub fn table_of(&self, ad: &Advertisement) -> Option<TableAd> {
        let mut table = table_ad(ad)?;
        if let Some(name) = &self.name {
            table.name = name.clone();
        }
        Some(table)
    }

    /// Announces the core's `ad`, or brings the announcement up to date (its free
    /// seats).
    pub fn advertise(&mut self, ad: &Advertisement) -> Announced {
        if !self.enabled {
            return Announced::Skipped;
        }
        let Some(table) = self.table_of(ad) else {
            return Announced::Skipped;
        };
        if let Some(announced) = &mut self.announced {
            let now = announced.ad();
            let same = (now.name.as_str(), now.game.as_str(), now.players, now.port)
                == (
                    table.name.as_str(),
                    table.game.as_str(),
                    table.players,
                    table.port,
                );
            if same && announced.update(table.free_seats).is_ok() {
                return Announced::Updated;
            }
        }
        self.stop();
        match discovery::advertise(&table) {
            Ok(announced) => {
                self.announced = Some(announced);
                Announced::New(table.name)
            }
            Err(error) => Announced::Failed(error.to_string()),
        }
    }

    /// Withdraws the announcement (off this thread: withdrawing waits a moment for the
    /// goodbye to go out).
    pub fn stop(&mut self) {
        if let Some(announced) = self.announced.take() {
            std::thread::spawn(move || drop(announced));
        }
    }
}

impl Drop for Announcer {
    fn drop(&mut self) {
        // The goodbye on the network goes out before the process ends.
        drop(self.announced.take());
    }
}

/// The announcement of `ad` as the nearby crate makes it: the name and port, and the
/// game, free seats and players from the TXT record. `None` when the record lacks one.
pub(crate) fn table_ad(ad: &Advertisement) -> Option<TableAd> {
    let found = FoundTable::from_txt(&ad.name, |key| ad.txt_value(key), Vec::new()).ok()?;
    Some(TableAd {
        name: ad.name.clone(),
        game: found.game,
        free_seats: found.free_seats,
        players: found.players,
        port: ad.port,
    })
}
