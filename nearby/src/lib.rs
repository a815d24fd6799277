//! Nearby play over TCP and other links: a tokio driver for the sans-IO [`Host`],
//! [`Client`] and [`Probe`] machines of [`spieleabend_core::nearby`], DNS-SD discovery
//! ([`discovery`]), and the OS randomness every secret comes from ([`secret`]). The
//! driver only moves bytes and time: it accepts or opens connections (or takes
//! [`Link`]s from any transport, e.g. a phone's Bluetooth, see [`link`]), feeds what it
//! reads into the machine — no faster than the machine takes it, so a connection's
//! memory stays bounded — and the time whenever the machine's `poll_timeout()` falls
//! due, writes the frames the machine gives out to the right connection, and runs the
//! host's bots off the driver task. Every frame is sealed by the machines (the join
//! code's exchange, then ChaCha20-Poly1305); the driver never sees a message.
//! Reconnecting with the resume ticket is the client machine's (its `connect` resumes
//! once admitted); the driver only opens the new connection, a few times with backoff.
//!
//! The UI reads the machine's state (views, legal actions, the table) through
//! [`HostHandle::with_host`] / [`ClientHandle::with_client`] and acts with
//! [`HostHandle::act_local`] / [`ClientHandle::act`]; the machines' events arrive on the
//! handles' `events` channels. See `docs/nearby.md`.

mod advertised;
mod client;
mod client_handle;
pub mod discovery;
mod host;
pub mod link;
mod link_client;
mod link_host;
mod probe;
mod queue;
pub mod secret;
mod table_mark;
mod timings;

pub use advertised::HostAdvertisement;
pub use client::join;
pub use client_handle::{ClientHandle, JoinEvent};
pub use host::{DriverError, HostHandle, host, host_links};
pub use link::{Link, LinkFailed, LinkInput};
pub use link_client::{AttachError, join_link};
pub use probe::{ProbeError, Prober, probe};
pub use secret::os_entropy;
pub use table_mark::TableMark;
pub use timings::{MAX_CONNECTIONS, NearbyTimings};

#[cfg(doc)]
use spieleabend_core::nearby::{Client, Host, Probe};
