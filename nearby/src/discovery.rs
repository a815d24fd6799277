//! Finding tables on the local network: the host advertises its table as a DNS-SD
//! service of type [`SERVICE_TYPE`] (`_spieleabend._tcp`) over multicast DNS, so Android
//! NSD and iOS Bonjour (NWBrowser) find it natively; other devices browse for it. The
//! TXT record carries what a player picks a table by (see [`TableAd`] for its keys) and
//! is re-announced when seats fill. The join code is never advertised: it is what
//! admits a device.
//!
//! Built on the `mdns-sd` crate, which runs one daemon thread per [`Advertisement`] or
//! [`Browser`] on every up interface that is not point-to-point (loopback included).

use std::collections::BTreeMap;
use std::hash::BuildHasher;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use mdns_sd::{ResolvedService, ServiceDaemon, ServiceEvent, ServiceInfo};

use spieleabend_core::nearby::PROTOCOL_VERSION;

/// The DNS-SD service type of a Spieleabend table, with its domain.
pub const SERVICE_TYPE: &str = "_spieleabend._tcp.local.";

/// TXT key: the protocol version the host speaks ([`PROTOCOL_VERSION`]).
pub const TXT_PROTOCOL: &str = "v";
/// TXT key: the table's name, for people to pick it by.
pub const TXT_NAME: &str = "name";
/// TXT key: the game's id ([`spieleabend_core::games::GameId::id`], e.g. `elfer_raus`).
pub const TXT_GAME: &str = "game";
/// TXT key: seats for remote players still free.
pub const TXT_FREE: &str = "free";
/// TXT key: players at the table (all seats).
pub const TXT_PLAYERS: &str = "players";
/// TXT key: the announcement's number (1, 2, … per advertisement). Browsers ignore
/// it; it makes every announced record differ from the ones before, so a count that
/// comes back (1 → 0 → 1 free) is never taken for a record still in a browser's cache.
pub const TXT_REVISION: &str = "rev";

/// Longest table name advertised, in characters (a DNS label holds 63 bytes, and the
/// instance name adds a tag).
pub const MAX_NAME_CHARS: usize = 40;

/// Why discovery failed.
#[derive(Debug, thiserror::Error)]
pub enum DiscoveryError {
    /// The mDNS daemon could not start or refused a command (no usable network,
    /// multicast not allowed, the daemon stopped).
    #[error("mDNS is not available: {0}")]
    Unavailable(String),
    /// The advertisement is not a valid DNS-SD record (e.g. an empty name).
    #[error("cannot advertise this table: {0}")]
    Invalid(String),
}

impl From<mdns_sd::Error> for DiscoveryError {
    fn from(error: mdns_sd::Error) -> Self {
        DiscoveryError::Unavailable(error.to_string())
    }
}

/// Why a found service is not a table this app can show.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TxtError {
    /// A TXT key is missing.
    #[error("TXT key {0:?} is missing")]
    Missing(&'static str),
    /// A TXT value does not parse.
    #[error("TXT key {0:?} has a bad value")]
    Bad(&'static str),
    /// A TXT record's bytes end inside an entry (read over a medium without DNS-SD,
    /// e.g. a Bluetooth characteristic).
    #[error("the TXT record's bytes end inside an entry")]
    Truncated,
}

/// A TXT record's pairs in DNS-SD's wire form (RFC 6763, section 6): each `key=value`
/// in UTF-8 after a byte with its length. A pair longer than 255 bytes cannot be
/// written and is left out; no pairs give the one empty entry DNS-SD requires.
pub fn txt_bytes<K: AsRef<str>, V: AsRef<str>>(pairs: &[(K, V)]) -> Vec<u8> {
    let mut bytes = Vec::new();
    for (key, value) in pairs {
        let entry = format!("{}={}", key.as_ref(), value.as_ref());
        if let Ok(len) = u8::try_from(entry.len()) {
            bytes.push(len);
            bytes.extend_from_slice(entry.as_bytes());
        }
    }
    if bytes.is_empty() {
        bytes.push(0);
    }
    bytes
}

/// The pairs of a TXT record in DNS-SD's wire form ([`txt_bytes`]). An entry without
/// `=` is a key with an empty value; of a key given twice the first counts (RFC 6763,
/// sections 6.4 and 6.5); empty entries are skipped; bytes that are not UTF-8 are
/// replaced. [`TxtError::Truncated`] if a length runs past the end.
pub fn txt_pairs(bytes: &[u8]) -> Result<Vec<(String, String)>, TxtError> {
    let mut pairs: Vec<(String, String)> = Vec::new();
    let mut rest = bytes;
    while let Some((&len, tail)) = rest.split_first() {
        let len = usize::from(len);
        if tail.len() < len {
            return Err(TxtError::Truncated);
        }
        let (entry, tail) = tail.split_at(len);
        rest = tail;
        let entry = String::from_utf8_lossy(entry);
        let (key, value) = entry.split_once('=').unwrap_or((&entry, ""));
        if key.is_empty() || pairs.iter().any(|(k, _)| k.eq_ignore_ascii_case(key)) {
            continue;
        }
        pairs.push((key.to_string(), value.to_string()));
    }
    Ok(pairs)
}

/// What a host advertises about its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableAd {
    /// The table's name (cut to [`MAX_NAME_CHARS`]).
    pub name: String,
    /// The game's id, e.g. `elfer_raus`.
    pub game: String,
    /// Seats for remote players still free.
    pub free_seats: u8,
    /// Players at the table.
    pub players: u8,
    /// The TCP port the host listens on.
    pub port: u16,
}

impl TableAd {
    /// The TXT record: `v`, `name`, `game`, `free`, `players`.
    pub fn txt(&self) -> Vec<(&'static str, String)> {
        vec![
            (TXT_PROTOCOL, PROTOCOL_VERSION.to_string()),
            (TXT_NAME, short_name(&self.name)),
            (TXT_GAME, self.game.clone()),
            (TXT_FREE, self.free_seats.to_string()),
            (TXT_PLAYERS, self.players.to_string()),
        ]
    }
}

fn short_name(name: &str) -> String {
    name.chars().take(MAX_NAME_CHARS).collect()
}

/// The name cut to fit a DNS label (63 bytes) with the tag: at most 55 bytes, whole
/// characters.
fn label_prefix(name: &str) -> String {
    let mut prefix = String::new();
    for c in short_name(name).chars() {
        if prefix.len() + c.len_utf8() > 55 {
            break;
        }
        prefix.push(c);
    }
    prefix
}

/// A table advertised on the network. Dropping it withdraws the advertisement.
pub struct Advertisement {
    daemon: ServiceDaemon,
    ad: TableAd,
    instance: String,
    host_name: String,
    /// Announcements so far (the TXT `rev`).
    revision: u32,
    stopped: bool,
}

/// Advertises `ad` on every interface until the returned handle is stopped or dropped.
/// The service's addresses are the machine's own, kept current by the daemon.
pub fn advertise(ad: &TableAd) -> Result<Advertisement, DiscoveryError> {
    if ad.name.trim().is_empty() {
        return Err(DiscoveryError::Invalid("the table name is empty".into()));
    }
    // A random tag keeps instance and host names unique when two tables share a name.
    let tag = std::collections::hash_map::RandomState::new().hash_one(ad.port) as u32;
    let instance = format!("{} ({:04x})", label_prefix(&ad.name), tag & 0xffff);
    let host_name = format!("spieleabend-{tag:08x}.local.");
    let daemon = ServiceDaemon::new()?;
    let mut advertisement = Advertisement {
        daemon,
        ad: ad.clone(),
        instance,
        host_name,
        revision: 0,
        stopped: false,
    };
    advertisement.announce()?;
    Ok(advertisement)
}

impl Advertisement {
    /// What is advertised now.
    pub fn ad(&self) -> &TableAd {
        &self.ad
    }

    /// The DNS-SD instance name (the table's name and a tag).
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// Re-announces the table with `free_seats` free seats (when seats fill or free up).
    pub fn update(&mut self, free_seats: u8) -> Result<(), DiscoveryError> {
        if self.ad.free_seats == free_seats {
            return Ok(());
        }
        self.ad.free_seats = free_seats;
        self.announce()
    }

    /// Withdraws the advertisement (a goodbye on the network) and stops the daemon.
    pub fn stop(mut self) -> Result<(), DiscoveryError> {
        self.withdraw()
    }

    fn announce(&mut self) -> Result<(), DiscoveryError> {
        self.revision += 1;
        let mut txt = self.ad.txt();
        txt.push((TXT_REVISION, self.revision.to_string()));
        let properties: Vec<(&str, &str)> = txt.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let info = ServiceInfo::new(
            SERVICE_TYPE,
            &self.instance,
            &self.host_name,
            "",
            self.ad.port,
            &properties[..],
        )
        .map_err(|e| DiscoveryError::Invalid(e.to_string()))?
        .enable_addr_auto();
        // Registering again replaces the record and announces it anew.
        self.daemon.register(info)?;
        Ok(())
    }

    fn withdraw(&mut self) -> Result<(), DiscoveryError> {
        if std::mem::replace(&mut self.stopped, true) {
            return Ok(());
        }
        let fullname = format!("{}.{}", self.instance, SERVICE_TYPE);
        let unregistered = self.daemon.unregister(&fullname);
        if let Ok(status) = &unregistered {
            // The goodbye goes out before the daemon stops (bounded wait).
            let _ = status.recv_timeout(Duration::from_secs(1));
        }
        let _ = self.daemon.shutdown();
        unregistered.map(|_| ()).map_err(DiscoveryError::from)
    }
}

impl Drop for Advertisement {
    fn drop(&mut self) {
        let _ = self.withdraw();
    }
}

/// A table found on the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundTable {
    /// The DNS-SD instance name (unique on the network).
    pub instance: String,
    /// The table's name.
    pub name: String,
    /// The game's id, e.g. `elfer_raus`.
    pub game: String,
    /// Seats for remote players still free.
    pub free_seats: u8,
    /// Players at the table.
    pub players: u8,
    /// The protocol version the host speaks.
    pub protocol: u16,
    /// The host's addresses (IPv4 first) and port.
    pub addrs: Vec<SocketAddr>,
}

impl FoundTable {
    /// Reads a table from a service's TXT values (`get(key)`) and its addresses.
    pub fn from_txt<'a>(
        instance: &str,
        get: impl Fn(&str) -> Option<&'a str>,
        addrs: Vec<SocketAddr>,
    ) -> Result<FoundTable, TxtError> {
        fn value<'a>(
            get: &impl Fn(&str) -> Option<&'a str>,
            key: &'static str,
        ) -> Result<&'a str, TxtError> {
            get(key).ok_or(TxtError::Missing(key))
        }
        fn number<'a, T: std::str::FromStr>(
            get: &impl Fn(&str) -> Option<&'a str>,
            key: &'static str,
        ) -> Result<T, TxtError> {
            value(get, key)?.parse().map_err(|_| TxtError::Bad(key))
        }
        let game = value(&get, TXT_GAME)?;
        if game.is_empty() || game.len() > 32 {
            return Err(TxtError::Bad(TXT_GAME));
        }
        Ok(FoundTable {
            instance: instance.to_string(),
            name: short_name(value(&get, TXT_NAME)?),
            game: game.to_string(),
            free_seats: number(&get, TXT_FREE)?,
            players: number(&get, TXT_PLAYERS)?,
            protocol: number(&get, TXT_PROTOCOL)?,
            addrs,
        })
    }

    /// Whether this app speaks the table's protocol.
    pub fn compatible(&self) -> bool {
        self.protocol == PROTOCOL_VERSION
    }

    fn from_resolved(service: &ResolvedService) -> Result<FoundTable, TxtError> {
        let ips = service.get_addresses().iter().map(|ip| ip.to_ip_addr());
        let addrs = join_addrs(ips, service.get_port());
        let instance = service
            .get_fullname()
            .strip_suffix(&format!(".{SERVICE_TYPE}"))
            .unwrap_or(service.get_fullname());
        FoundTable::from_txt(instance, |key| service.get_property_val_str(key), addrs)
    }
}

/// The addresses to join a host at, the likeliest first: IPv4 first, loopback last,
/// then in a stable order; link-local IPv6 addresses are left out (reaching them needs
/// the interface too), as are duplicates.
pub fn join_addrs(ips: impl IntoIterator<Item = IpAddr>, port: u16) -> Vec<SocketAddr> {
    let mut ips: Vec<IpAddr> = ips
        .into_iter()
        .filter(|ip| match ip {
            IpAddr::V4(_) => true,
            IpAddr::V6(v6) => (v6.segments()[0] & 0xffc0) != 0xfe80,
        })
        .collect();
    ips.sort_by_key(|ip| (ip.is_ipv6(), ip.is_loopback(), *ip));
    ips.dedup();
    ips.into_iter()
        .map(|ip| SocketAddr::new(ip, port))
        .collect()
}

/// What browsing noticed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Discovered {
    /// A table appeared or its TXT record changed.
    Table(FoundTable),
    /// The table with this instance name is gone (its host withdrew it).
    Gone(String),
}

/// A running search for tables. Dropping it stops the search.
pub struct Browser {
    daemon: ServiceDaemon,
    events: mdns_sd::Receiver<ServiceEvent>,
}

impl Browser {
    /// Starts looking for tables on every interface.
    pub fn start() -> Result<Browser, DiscoveryError> {
        let daemon = ServiceDaemon::new()?;
        let events = daemon.browse(SERVICE_TYPE)?;
        Ok(Browser { daemon, events })
    }

    /// The next change, or `None` once the search stopped. Services of this type whose
    /// TXT record is not a table's are skipped.
    pub async fn next(&mut self) -> Option<Discovered> {
        loop {
            match self.events.recv_async().await.ok()? {
                ServiceEvent::ServiceResolved(service) => {
                    if let Ok(table) = FoundTable::from_resolved(&service) {
                        return Some(Discovered::Table(table));
                    }
                }
                ServiceEvent::ServiceRemoved(_, fullname) => {
                    let instance = fullname
                        .strip_suffix(&format!(".{SERVICE_TYPE}"))
                        .unwrap_or(&fullname);
                    return Some(Discovered::Gone(instance.to_string()));
                }
                _ => {}
            }
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.daemon.stop_browse(SERVICE_TYPE);
        let _ = self.daemon.shutdown();
    }
}

/// Looks for tables for `wait` and returns those still advertised then, sorted by
/// name (the latest TXT record of each).
pub async fn browse(wait: Duration) -> Result<Vec<FoundTable>, DiscoveryError> {
    let mut browser = Browser::start()?;
    let mut found: BTreeMap<String, FoundTable> = BTreeMap::new();
    let _ = tokio::time::timeout(wait, async {
        while let Some(event) = browser.next().await {
            match event {
                Discovered::Table(table) => {
                    found.insert(table.instance.clone(), table);
                }
                Discovered::Gone(instance) => {
                    found.remove(&instance);
                }
            }
        }
    })
    .await;
    let mut tables: Vec<FoundTable> = found.into_values().collect();
    tables.sort_by(|a, b| (&a.name, &a.instance).cmp(&(&b.name, &b.instance)));
    Ok(tables)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_txt_record_goes_through_its_wire_form_and_back() {
        let ad = TableAd {
            name: "Anna’s table".into(),
            game: "elfer_raus".into(),
            free_seats: 1,
            players: 3,
            port: 7077,
        };
        let bytes = txt_bytes(&ad.txt());
        assert_eq!(
            bytes[0] as usize,
            "v=".len() + PROTOCOL_VERSION.to_string().len()
        );
        let pairs = txt_pairs(&bytes).unwrap();
        let get = |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let found = FoundTable::from_txt("device", get, Vec::new()).unwrap();
        assert_eq!(
            (
                found.name.as_str(),
                found.game.as_str(),
                found.free_seats,
                found.players
            ),
            ("Anna’s table", "elfer_raus", 1, 3)
        );
        assert!(found.compatible());
    }

    #[test]
    fn txt_bytes_follow_dns_sd_and_damaged_ones_are_refused() {
        assert_eq!(txt_bytes::<&str, &str>(&[]), [0]);
        assert_eq!(txt_pairs(&[0]).unwrap(), []);
        // A key without "=", a repeated key (the first counts), an empty entry.
        let pairs = txt_pairs(b"\x04flag\x03a=1\x00\x03a=2").unwrap();
        assert_eq!(
            pairs,
            [("flag".into(), String::new()), ("a".into(), "1".into())]
        );
        assert_eq!(txt_pairs(b"\x05a=1"), Err(TxtError::Truncated));
        // An entry too long for its length byte is left out.
        let long = "x".repeat(300);
        assert_eq!(
            txt_bytes(&[("name", long.as_str()), ("v", "1")]),
            b"\x03v=1"
        );
    }

    use super::*;

    fn txt(pairs: &[(&'static str, &'static str)]) -> impl Fn(&str) -> Option<&'static str> {
        let pairs = pairs.to_vec();
        move |key| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    #[test]
    fn a_table_is_read_back_from_its_txt_record() {
        let ad = TableAd {
            name: "Anna's table".into(),
            game: "elfer_raus".into(),
            free_seats: 2,
            players: 4,
            port: 7077,
        };
        let record = ad.txt();
        let get = |key: &str| {
            record
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.as_str())
        };
        let addr: SocketAddr = "10.0.0.1:7077".parse().unwrap();
        let found = FoundTable::from_txt("Anna's table (beef)", get, vec![addr]).unwrap();
        assert_eq!(found.name, "Anna's table");
        assert_eq!(found.game, "elfer_raus");
        assert_eq!((found.free_seats, found.players), (2, 4));
        assert!(found.compatible());
        assert_eq!(found.addrs, vec![addr]);
    }

    #[test]
    fn a_malformed_txt_record_is_a_typed_error() {
        let missing = txt(&[("v", "1"), ("name", "x"), ("free", "1"), ("players", "4")]);
        assert_eq!(
            FoundTable::from_txt("x", missing, vec![]),
            Err(TxtError::Missing(TXT_GAME))
        );
        let bad = txt(&[
            ("v", "1"),
            ("name", "x"),
            ("game", "77"),
            ("free", "lots"),
            ("players", "4"),
        ]);
        assert_eq!(
            FoundTable::from_txt("x", bad, vec![]),
            Err(TxtError::Bad(TXT_FREE))
        );
        let newer = txt(&[
            ("v", "999"),
            ("name", "x"),
            ("game", "77"),
            ("free", "1"),
            ("players", "4"),
        ]);
        assert!(
            !FoundTable::from_txt("x", newer, vec![])
                .unwrap()
                .compatible()
        );
    }

    #[test]
    fn long_names_are_cut_and_empty_ones_refused() {
        let ad = TableAd {
            name: "x".repeat(300),
            game: "help".into(),
            free_seats: 1,
            players: 3,
            port: 1,
        };
        let record = ad.txt();
        let name = &record.iter().find(|(k, _)| *k == TXT_NAME).unwrap().1;
        assert_eq!(name.chars().count(), MAX_NAME_CHARS);
        assert_eq!(label_prefix(&"ä".repeat(40)).len(), 54);
        let empty = TableAd {
            name: "  ".into(),
            ..ad
        };
        assert!(matches!(advertise(&empty), Err(DiscoveryError::Invalid(_))));
    }
}
