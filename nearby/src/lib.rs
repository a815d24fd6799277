//! Nearby play over TCP and other links: a tokio driver for the sans-IO [`Host`] and
//! [`Client`] machines of [`spieleabend_core::nearby`], DNS-SD discovery ([`discovery`]),
//! and the OS randomness every secret comes from ([`secret`]). The driver only moves
//! bytes and time: it accepts or opens connections (or takes [`Link`]s from any
//! transport, e.g. a phone's Bluetooth, see [`link`]), feeds what it reads into the
//! machine and the time whenever the machine's `poll_timeout()` falls due, writes the
//! frames the machine gives out to the right connection, and runs the host's bots off the driver task. Reconnecting with
//! the resume token is the client machine's (its `connect` resumes once admitted); the
//! driver only opens the new connection, a few times with backoff.
//!
//! The UI reads the machine's state (views, legal actions, the table) through
//! [`HostHandle::with_host`] / [`ClientHandle::with_client`] and acts with
//! [`HostHandle::act_local`] / [`ClientHandle::act`]; the machines' events arrive on the
//! handles' `events` channels. See `docs/nearby.md`.

mod advertised;
mod client;
pub mod discovery;
mod host;
pub mod link;
mod link_client;
mod link_host;
pub mod secret;
mod table_mark;

use std::time::{Duration, Instant};

pub use advertised::HostAdvertisement;
pub use client::{ClientHandle, JoinEvent, ProbeError, Prober, join, probe};
pub use host::{HostHandle, host, host_links};
pub use link::{Link, LinkFailed, LinkInput};
pub use link_client::{AttachError, join_link};
pub use table_mark::TableMark;

use spieleabend_core::nearby::HostError;

/// Why a host could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The listener could not be opened.
    #[error("cannot listen: {0}")]
    Io(#[from] std::io::Error),
    /// The table setup or host config was refused.
    #[error(transparent)]
    Host(#[from] HostError),
}

/// 32 bytes of OS randomness, for [`spieleabend_core::nearby::HostConfig::entropy`] and
/// [`spieleabend_core::nearby::ClientConfig::entropy`] (the fairness values).
pub fn os_entropy() -> Result<[u8; 32], std::io::Error> {
    secret::bytes()
}

#[cfg(doc)]
use spieleabend_core::nearby::{Client, Host};

/// The driver's timings, in ms. The protocol's own timeouts (silence, grace, resends)
/// are the machines' configs; these only bound the socket operations.
#[derive(Clone, Debug)]
pub struct NearbyTimings {
    /// How long opening a connection may take.
    pub connect_timeout_ms: u64,
    /// How long writing one frame may take before the connection counts as lost.
    pub write_timeout_ms: u64,
    /// Silence on a socket after which it is closed (a backstop: the machines ping and
    /// notice silence themselves, sooner).
    pub read_timeout_ms: u64,
    /// Connection attempts after a drop before the client gives up (counted across
    /// connections that drop again within 3 s, so a host that keeps refusing is given
    /// up on too).
    pub reconnect_attempts: u32,
    /// Wait before the first reconnect attempt; doubled for each further one.
    pub reconnect_backoff_ms: u64,
    /// The host's kernel send buffer per connection (`SO_SNDBUF`; `None`: the system's
    /// default, which grows to megabytes). Bounded, a device that stops reading fills it
    /// soon, the next write then times out after `write_timeout_ms` and the host cuts
    /// the device off instead of queueing for it for ever.
    pub send_buffer_bytes: Option<usize>,
    /// The most bytes the host keeps queued for one connection (beyond its kernel send
    /// buffer). A device whose queue would grow past it (it stopped reading) is cut
    /// off at once; a single frame larger than this still goes out when the queue is
    /// empty.
    pub queue_bytes: usize,
}

impl Default for NearbyTimings {
    fn default() -> Self {
        NearbyTimings {
            connect_timeout_ms: 3_000,
            write_timeout_ms: 3_000,
            read_timeout_ms: 10_000,
            reconnect_attempts: 5,
            reconnect_backoff_ms: 250,
            send_buffer_bytes: Some(64 * 1024),
            queue_bytes: 256 * 1024,
        }
    }
}

/// The most connections a host keeps open at once (TCP and links together): enough for
/// every seat and a room full of spectators, few enough that a flood of connections
/// cannot exhaust the host's descriptors or memory. At the cap, the oldest connection
/// not yet admitted is closed for a new one; when all are admitted devices, new ones
/// are closed at once.
pub const MAX_CONNECTIONS: usize = 128;

fn ms(value: u64) -> Duration {
    Duration::from_millis(value)
}

fn now_ms(start: Instant) -> u64 {
    start.elapsed().as_millis() as u64
}
