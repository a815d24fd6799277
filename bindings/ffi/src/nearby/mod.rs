//! Nearby play for the apps: hosting a table for the phones around, joining one, and
//! the Bluetooth link the apps plug in. A thin layer over the nearby-play driver
//! (`spieleabend_nearby`, see `docs/nearby.md`) with the table API's records: views,
//! actions and events are the same [`TableView`], [`ActionChoice`] and [`EventRecord`]
//! a `GameTable` gives, made by the same per-game mappers.
//!
//! # Hosting
//!
//! `nearbyHost(TableConfig, NearbyHostOptions { listen, seed, advertise })` (suspend) makes the
//! table (its `Remote` seats are for the devices) and listens on TCP at `listen`
//! (`"0.0.0.0:0"`: any free port, read back with `tcpPort()`; `None`: links only).
//! Show `joinCode()`. Devices come over TCP by themselves; for Bluetooth, accept the
//! native connection and `attachLink(link)` it. Bots play on this device by
//! themselves; a human seat on this device plays like at a `GameTable`: `pending()`,
//! `view(seat)`, `legalActions(seat)`, `act(seat, choice)`, `events(seat, from)`.
//! `devices()` lists the devices (connected, bots playing their seats), `outcome()`
//! and `rematch()` end and restart a game, `shutdown()` (suspend) says bye to all.
//!
//! # Joining
//!
//! Over TCP: `nearbyJoin(NearbyJoinConfig { game, name, code, seats }, "host:port")`
//! (suspend; with `game` `None` the host is asked for it first); over Bluetooth: `NearbyClient.overLinks(config)` and
//! `attachLink(link)` once the native connection is up. Then `welcome(timeoutMs)`
//! (suspend) returns the device's seats or throws `WrongJoinCode { attemptsLeft }`
//! (`retryCode(code)`, then `welcome` again), `Refused`, `Ended`. Play with
//! `status()`, `view(seat)`, `legalActions(seat)`, `act(seat, choice)` (the answer is
//! an `Updated` event), `events(seat, from)`; `leave()` (suspend) says bye. Over TCP a
//! lost connection is reopened by itself; over links the app attaches a new link
//! after `ConnectionLost` and the seats resume with the token.
//!
//! # Links
//!
//! See [`link`]: the app implements [`NearbyLink`] (`send`, `disconnect`) over the native
//! socket and calls the returned [`NearbyLinkInput`] with what it reads (`received`)
//! and when the link is gone (`closed`).
//!
//! # Observers
//!
//! [`NearbyHostObserver`] (`onChange(nextSeq, pending)`, `onDevice(event)`) and
//! [`NearbyClientObserver`] (`onEvent(event)`) are called on a runtime thread, never
//! the caller's, in order; move to the UI thread yourself (see [`crate::observer`]).
//!
//! # Discovery
//!
//! `NearbyHostOptions.advertise` names the table on the LAN (DNS-SD, free seats kept
//! current, withdrawn on `shutdown`); [`NearbyBrowser`] finds tables (`next` or an
//! observer), and [`nearby_table_from_txt`] reads a service the platform found itself
//! (Android NSD, iOS NWBrowser) into the same [`records::NearbyTable`]. See `browser`.
//!
//! # Sharing the host device
//!
//! Several `Human` seats at a host are people passing the host device round: a
//! `PendingDecision.Human` with `handOver` asks for `hand_over(seat)` first, and until
//! then that seat's view, legal actions and events are `HandOverFirst`.
//!
//! [`TableView`]: crate::table::records::TableView
//! [`ActionChoice`]: crate::table::records::ActionChoice
//! [`EventRecord`]: crate::table::records::EventRecord

pub mod browser;
pub mod client;
pub mod errors;
pub mod host;
pub mod link;
pub mod records;
#[cfg(test)]
mod tests;

pub use browser::{
    NearbyBrowser, NearbyBrowserObserver, nearby_table_from_txt, txt_record_bytes,
    txt_record_entries,
};
pub use client::{NearbyClient, NearbyClientObserver};
pub use errors::NearbyError;
pub use host::{NearbyHost, NearbyHostObserver};
pub use link::{NearbyLink, NearbyLinkError, NearbyLinkInput};

/// A fairness value (32 bytes of the OS's randomness) for a host or a client.
pub(crate) fn fairness_value() -> Result<[u8; 32], NearbyError> {
    spieleabend_nearby::os_entropy().map_err(|e| NearbyError::Setup {
        detail: format!("no system randomness: {e}"),
    })
}

/// A seed from the OS's randomness (never the clock), for join codes, resume tokens and
/// device keys.
pub(crate) fn random_seed() -> Result<u64, NearbyError> {
    spieleabend_nearby::secret::u64().map_err(|e| NearbyError::Setup {
        detail: format!("no system randomness: {e}"),
    })
}
