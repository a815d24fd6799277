//! A table's TXT record for the shells: [`nearby_table_from_txt`] reads a service the
//! platform found (Android NSD, iOS Bonjour) into a [`NearbyTable`] with the core's own
//! reading (`spieleabend_nearby::discovery::FoundTable::from_txt`);
//! [`txt_record_bytes`] and [`txt_record_entries`] write and read the record as the
//! bytes a host publishes in its Bluetooth characteristic.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};

use spieleabend_nearby::discovery::{FoundTable, TxtError, join_addrs};

use crate::app::TxtEntry;

/// Why a found service is not a table (Kotlin `NearbyException.…`). Fields are never
/// named `message` (Kotlin's `Throwable.message`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum NearbyError {
    /// A host given is not an IP address.
    #[error("bad address {address:?}: {detail}")]
    BadAddress { address: String, detail: String },
    /// The TXT record lacks `key`: not a Spieleabend table.
    #[error("TXT key {key:?} is missing")]
    TxtMissing { key: String },
    /// The TXT value of `key` does not parse.
    #[error("TXT key {key:?} has a bad value")]
    TxtBad { key: String },
    /// A TXT record's bytes (read from a Bluetooth characteristic) end inside an entry.
    #[error("the TXT record's bytes end inside an entry")]
    TxtTruncated,
}

impl From<TxtError> for NearbyError {
    fn from(error: TxtError) -> Self {
        match error {
            TxtError::Missing(key) => NearbyError::TxtMissing { key: key.into() },
            TxtError::Bad(key) => NearbyError::TxtBad { key: key.into() },
            TxtError::Truncated => NearbyError::TxtTruncated,
        }
    }
}

/// A table a shell found nearby, as its TXT record and addresses say.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyTable {
    /// The DNS-SD instance name: unique on the network.
    pub instance: String,
    /// The table's name, to show.
    pub name: String,
    /// The game's key, e.g. "elfer_raus".
    pub game: String,
    /// Seats for players at other devices still free (0: full).
    pub free_seats: u8,
    /// Players at the table.
    pub players: u8,
    /// The protocol version the host speaks.
    pub protocol: u16,
    /// Whether this app speaks it (else: show the table as needing an update).
    pub compatible: bool,
    /// Where to join, the likeliest first ("192.168.1.20:7077", "[fd00::1]:7077"):
    /// IPv4 first, loopback last, link-local IPv6 left out.
    pub addresses: Vec<String>,
    /// The host's TCP port.
    pub port: u16,
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

/// The table of a service the platform found (Android NSD's `NsdServiceInfo`, iOS
/// NWBrowser's result and its resolved endpoint): its instance name, its TXT record
/// as text (`key -> value`), the host's addresses (IP literals; one with a zone such
/// as `fe80::1%wlan0` is left out like every link-local one) and port. `TxtMissing` or
/// `TxtBad` for a record that is not a table's (skip the service), `BadAddress` for a
/// host that is not an IP address.
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

/// A table's TXT record (the entries of `ShellEffect.Advertise`) as the bytes a host
/// publishes in its Bluetooth characteristic: DNS-SD's wire form, each `key=value`
/// after a byte with its length.
#[uniffi::export]
pub fn txt_record_bytes(txt: Vec<TxtEntry>) -> Vec<u8> {
    let pairs: Vec<(String, String)> = txt.into_iter().map(|e| (e.key, e.value)).collect();
    spieleabend_nearby::discovery::txt_bytes(&pairs)
}

/// The entries of a TXT record read as bytes (a host's Bluetooth characteristic), for
/// `nearbyTableFromTxt`. `TxtTruncated` if the bytes end inside an entry.
#[uniffi::export]
pub fn txt_record_entries(bytes: Vec<u8>) -> Result<HashMap<String, String>, NearbyError> {
    Ok(spieleabend_nearby::discovery::txt_pairs(&bytes)?
        .into_iter()
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_txt_record_gives_the_same_table_as_the_core_reads() {
        use spieleabend_nearby::discovery::TableAd;
        let ad = TableAd {
            name: "Anna's table".into(),
            game: "elfer_raus".into(),
            free_seats: 2,
            players: 4,
            port: 7077,
        };
        let txt: HashMap<String, String> = ad
            .txt()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .chain([("rev".to_string(), "3".to_string())])
            .collect();
        let hosts = vec![
            "fe80::1%wlan0".to_string(),
            "127.0.0.1".to_string(),
            "fd00::7".to_string(),
            "192.168.1.20".to_string(),
        ];
        let table =
            nearby_table_from_txt("Anna's table (beef)".into(), txt.clone(), hosts, 7077).unwrap();
        // The core's mDNS browser reads the same record this way.
        let addrs = ["192.168.1.20:7077", "127.0.0.1:7077", "[fd00::7]:7077"]
            .map(|a| a.parse().unwrap())
            .to_vec();
        let found = FoundTable::from_txt(
            "Anna's table (beef)",
            |key| txt.get(key).map(String::as_str),
            addrs,
        )
        .unwrap();
        assert_eq!(table, NearbyTable::from(found));
        assert_eq!(
            table.addresses,
            vec!["192.168.1.20:7077", "127.0.0.1:7077", "[fd00::7]:7077"]
        );
        assert_eq!((table.free_seats, table.players, table.port), (2, 4, 7077));
        assert!(table.compatible);
        // Malformed records and hosts are typed errors.
        let mut missing = txt.clone();
        missing.remove("game");
        assert_eq!(
            nearby_table_from_txt("x".into(), missing, vec![], 1),
            Err(NearbyError::TxtMissing { key: "game".into() })
        );
        let mut bad = txt.clone();
        bad.insert("free".into(), "lots".into());
        assert_eq!(
            nearby_table_from_txt("x".into(), bad, vec![], 1),
            Err(NearbyError::TxtBad { key: "free".into() })
        );
        assert!(matches!(
            nearby_table_from_txt("x".into(), txt, vec!["anna.local".into()], 1),
            Err(NearbyError::BadAddress { .. })
        ));
    }

    #[test]
    fn a_txt_record_read_as_bytes_over_bluetooth_gives_the_table_without_addresses() {
        let entries = [
            ("v", "1"),
            ("name", "Anna’s table"),
            ("game", "help"),
            ("free", "1"),
            ("players", "2"),
        ]
        .map(|(key, value)| TxtEntry {
            key: key.into(),
            value: value.into(),
        })
        .to_vec();
        let bytes = txt_record_bytes(entries);
        let txt = txt_record_entries(bytes.clone()).unwrap();
        assert_eq!(txt.get("name").map(String::as_str), Some("Anna’s table"));
        let table = nearby_table_from_txt("AA:BB:CC:DD:EE:FF".into(), txt, vec![], 0).unwrap();
        assert_eq!((table.game.as_str(), table.free_seats), ("help", 1));
        assert!(table.addresses.is_empty());
        assert_eq!(
            txt_record_entries(bytes[..bytes.len() - 1].to_vec()),
            Err(NearbyError::TxtTruncated)
        );
    }
}
