//! The driver's timings and bounds, and its clock: milliseconds since the driver
//! started, which is the time the machines are given.

use std::time::{Duration, Instant};

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

/// The most bytes the host reads from one TCP connection at a time; the next read
/// waits until the driver has taken these.
pub(crate) const READ_CHUNK: usize = 4 * 1024;

/// Chunks read (from every connection together) that may wait for the driver.
pub(crate) const INBOUND_CHUNKS: usize = 64;

/// Bytes a link's transport may hand in that the driver has not taken yet; a link
/// that floods past it is closed.
pub(crate) const LINK_INPUT_BYTES: usize = 256 * 1024;

/// The most connections a host keeps open at once (TCP and links together): enough for
/// every seat and a room full of spectators, few enough that a flood of connections
/// cannot exhaust the host's descriptors or memory. At the cap, a connection that got
/// least far (no hello before one in its exchange, before one that proved the code,
/// before a spectator) is closed for a new one; when all are devices holding seats, new
/// ones are closed at once.
pub const MAX_CONNECTIONS: usize = 128;

/// `value` ms.
pub(crate) fn ms(value: u64) -> Duration {
    Duration::from_millis(value)
}

/// Ms since `start`: the clock the machines are given.
pub(crate) fn now_ms(start: Instant) -> u64 {
    start.elapsed().as_millis() as u64
}

/// Returns at `deadline` (ms on the clock started at `start`); never for `None`.
pub(crate) async fn until(start: Instant, deadline: Option<u64>) {
    match deadline {
        Some(at) => tokio::time::sleep_until((start + ms(at)).into()).await,
        None => std::future::pending().await,
    }
}
