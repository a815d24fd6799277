//! Finding tables on the local network: [`NearbyBrowser`] (the core's mDNS browser,
//! `spieleabend_nearby::discovery`) and [`nearby_table_from_txt`] for a service
//! the platform found itself (Android NSD, iOS NWBrowser). Both give the same
//! [`NearbyTable`], read by the same function of the core.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use spieleabend_nearby::discovery::{Browser, Discovered, FoundTable, join_addrs};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::errors::NearbyError;
use super::records::{NearbyDiscovery, NearbyTable};
use crate::observer::{ObserverError, notify};
use crate::runtime::{run_task, runtime};

/// Told what a [`NearbyBrowser`] notices, on a background thread, in order.
#[uniffi::export(foreign)]
pub trait NearbyBrowserObserver: Send + Sync {
    /// A table appeared, changed or was withdrawn.
    fn on_discovery(&self, discovery: NearbyDiscovery) -> Result<(), ObserverError>;
}

/// The tables seen so far and where the next changes go.
struct Seen {
    tables: HashMap<String, NearbyTable>,
    observer: Option<Arc<dyn NearbyBrowserObserver>>,
}

/// A running search for tables on the local network (mDNS, every interface). On
/// Android hold a `WifiManager.MulticastLock` while it runs, or the Wi-Fi driver drops
/// the multicast answers. Changes go to the observer if one is set, else they queue
/// for `next`. Stops with `stop()` (or when freed).
#[derive(uniffi::Object)]
pub struct NearbyBrowser {
    seen: Arc<Mutex<Seen>>,
    queue: Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<NearbyDiscovery>>>,
    task: Mutex<Option<JoinHandle<()>>>,
}

#[uniffi::export]
impl NearbyBrowser {
    /// Starts looking for tables. `Discovery` when mDNS cannot start here.
    #[uniffi::constructor]
    pub fn start() -> Result<Arc<NearbyBrowser>, NearbyError> {
        let browser = Browser::start()?;
        let seen = Arc::new(Mutex::new(Seen {
            tables: HashMap::new(),
            observer: None,
        }));
        let (queue_tx, queue) = mpsc::unbounded_channel();
        let task = runtime().spawn(pump(browser, seen.clone(), queue_tx));
        Ok(Arc::new(NearbyBrowser {
            seen,
            queue: Arc::new(tokio::sync::Mutex::new(queue)),
            task: Mutex::new(Some(task)),
        }))
    }

    /// The next change (waiting at most `timeout_ms`); `None` when nothing changed in
    /// that time or the search stopped. Gets nothing while an observer is set.
    pub async fn next(&self, timeout_ms: u32) -> Option<NearbyDiscovery> {
        let wait = Duration::from_millis(u64::from(timeout_ms));
        let queue = self.queue.clone();
        run_task(async move {
            let mut queue = queue.lock().await;
            tokio::time::timeout(wait, queue.recv())
                .await
                .ok()
                .flatten()
        })
        .await
    }

    /// The tables seen and not withdrawn, sorted by name.
    pub fn tables(&self) -> Vec<NearbyTable> {
        let mut tables: Vec<NearbyTable> = self
            .seen
            .lock()
            .map(|s| s.tables.values().cloned().collect())
            .unwrap_or_default();
        tables.sort_by(|a, b| (&a.name, &a.instance).cmp(&(&b.name, &b.instance)));
        tables
    }

    /// Sets (or with `None` removes) the observer; changes queued for `next` stay
    /// there.
    pub fn set_observer(&self, observer: Option<Arc<dyn NearbyBrowserObserver>>) {
        if let Ok(mut seen) = self.seen.lock() {
            seen.observer = observer;
        }
    }

    /// Stops the search (idempotent); `next` then returns what is queued, then `None`.
    pub fn stop(&self) {
        if let Some(task) = self.task.lock().ok().and_then(|mut t| t.take()) {
            task.abort();
        }
    }
}

impl Drop for NearbyBrowser {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Reads the core browser's changes, keeps the tables seen, and hands each change to
/// the observer or the queue. Dropping the browser (on abort) stops the search.
async fn pump(
    mut browser: Browser,
    seen: Arc<Mutex<Seen>>,
    queue: mpsc::UnboundedSender<NearbyDiscovery>,
) {
    while let Some(found) = browser.next().await {
        let discovery = match found {
            Discovered::Table(table) => NearbyDiscovery::Found {
                table: table.into(),
            },
            Discovered::Gone(instance) => NearbyDiscovery::Gone { instance },
        };
        let observer = match seen.lock() {
            Ok(mut seen) => {
                match &discovery {
                    NearbyDiscovery::Found { table } => {
                        seen.tables.insert(table.instance.clone(), table.clone());
                    }
                    NearbyDiscovery::Gone { instance } => {
                        seen.tables.remove(instance);
                    }
                }
                seen.observer.clone()
            }
            Err(_) => return,
        };
        match observer {
            Some(o) => {
                let _ = notify("NearbyBrowserObserver.on_discovery", || {
                    o.on_discovery(discovery)
                });
            }
            None => {
                let _ = queue.send(discovery);
            }
        }
    }
}

impl From<FoundTable> for NearbyTable {
    fn from(table: FoundTable) -> Self {
        NearbyTable {
            compatible: table.compatible(),
            port: table.addrs.first().map_or(0, SocketAddr::port),
            addresses: table.addrs.iter().map(ToString::to_string).collect(),
            instance: table.instance,
            name: table.name,
            game: table.game,
            free_seats: table.free_seats,
            players: table.players,
            protocol: table.protocol,
        }
    }
}

/// The table of a service the platform found itself (Android NSD's
/// `NsdServiceInfo`, iOS NWBrowser's result and its resolved endpoint): its instance
/// name, its TXT record as text (`key -> value`), the host's addresses (IP literals;
/// IPv6 with a zone such as `fe80::1%wlan0` is left out like every link-local one)
/// and port. The same record `NearbyBrowser` gives. `TxtMissing`/`TxtBad` for a TXT
/// record that is not a table's (skip the service), `BadAddress` for a host that is
/// not an IP address.
#[uniffi::export]
pub fn nearby_table_from_txt(
    instance: String,
    txt: HashMap<String, String>,
    hosts: Vec<String>,
    port: u16,
) -> Result<NearbyTable, NearbyError> {
    let mut ips = Vec::new();
    for host in &hosts {
        // A zone names an interface: only link-local addresses have one.
        if host.contains('%') {
            continue;
        }
        let literal = host.trim_start_matches('[').trim_end_matches(']');
        let ip: IpAddr = literal.parse().map_err(|e| NearbyError::BadAddress {
            address: host.clone(),
            detail: format!("{e}"),
        })?;
        ips.push(ip);
    }
    let table = FoundTable::from_txt(
        &instance,
        |key| txt.get(key).map(String::as_str),
        join_addrs(ips, port),
    )?;
    let mut record = NearbyTable::from(table);
    record.port = port;
    Ok(record)
}

/// A table's TXT record (the pairs of `ShellEffect.Advertise`) as the bytes a host
/// publishes in its Bluetooth characteristic: DNS-SD's wire form, each `key=value`
/// after a byte with its length.
#[uniffi::export]
pub fn txt_record_bytes(txt: Vec<crate::app::TxtEntry>) -> Vec<u8> {
    let pairs: Vec<(String, String)> = txt.into_iter().map(|e| (e.key, e.value)).collect();
    spieleabend_nearby::discovery::txt_bytes(&pairs)
}

/// The pairs of a TXT record read as bytes (a host's Bluetooth characteristic), for
/// `nearbyTableFromTxt`. `TxtTruncated` if the bytes end inside an entry.
#[uniffi::export]
pub fn txt_record_entries(bytes: Vec<u8>) -> Result<HashMap<String, String>, NearbyError> {
    Ok(spieleabend_nearby::discovery::txt_pairs(&bytes)?
        .into_iter()
        .collect())
}
