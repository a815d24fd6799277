//! Links: nearby play over any byte transport, not only TCP. A phone's Bluetooth
//! (Android RFCOMM or BLE L2CAP, iOS BLE L2CAP) carries the same frames as TCP; the
//! drivers see it as a [`Link`] they send into and a [`LinkInput`] the transport feeds.
//!
//! - The transport implements [`Link`]: `send` one whole frame, `close` the link.
//! - It attaches the link to a host ([`HostHandle::attach`]) or to a client made with
//!   [`join_link`] ([`ClientHandle::attach`]) and gets a [`LinkInput`] back, which it
//!   calls with every chunk it reads (`received`, any chunking) and once the link is
//!   gone (`closed`). Dropping the input counts as `closed`.
//!
//! Closing goes both ways: when the driver closes a link (the host refused the device,
//! the table closed, a client left or a newer link was attached) it calls
//! [`Link::close`]; when the transport loses it, it calls [`LinkInput::closed`]. A
//! client over links never dials: after a lost link the app attaches a new one and the
//! client machine resumes with its token.
//!
//! Each attached link gets a thread of its own that calls `send` and `close`, so a
//! blocking native write never stalls the driver, the other links, or the runtime.

use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::mpsc;

use super::host::Outbound;

#[cfg(doc)]
use super::{ClientHandle, HostHandle, join_link};

/// The sending half of a link, implemented by the transport.
pub trait Link: Send + 'static {
    /// Sends `bytes`, one whole frame (the transport may split it into packets; the
    /// other side reassembles any chunking). May block: it runs on the link's thread.
    /// A failed send is reported with [`LinkInput::closed`].
    fn send(&mut self, bytes: Vec<u8>);
    /// Closes the link; nothing is sent after it. Called once, also for a link the
    /// transport reported closed.
    fn close(&mut self);
}

/// What the transport calls with what it reads. See the module docs.
#[derive(Debug)]
pub struct LinkInput {
    id: u64,
    port: mpsc::UnboundedSender<LinkEvent>,
    closed: AtomicBool,
}

impl LinkInput {
    pub(super) fn new(id: u64, port: mpsc::UnboundedSender<LinkEvent>) -> LinkInput {
        LinkInput {
            id,
            port,
            closed: AtomicBool::new(false),
        }
    }

    /// Bytes read from the link, in any chunking. Ignored after [`LinkInput::closed`].
    pub fn received(&self, bytes: &[u8]) {
        if !self.closed.load(Ordering::Acquire) {
            let _ = self.port.send(LinkEvent::Bytes(self.id, bytes.to_vec()));
        }
    }

    /// The transport lost the link (or closed it). Further calls do nothing.
    pub fn closed(&self) {
        if !self.closed.swap(true, Ordering::AcqRel) {
            let _ = self.port.send(LinkEvent::Closed(self.id));
        }
    }

    /// Whether [`LinkInput::closed`] was called.
    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Acquire)
    }
}

impl Drop for LinkInput {
    fn drop(&mut self) {
        self.closed();
    }
}

/// What reaches a driver from its links, in the order the transport called.
pub(super) enum LinkEvent {
    /// A link was attached under this id (a host's connection id, a client's count).
    Attached(u64, Box<dyn Link>),
    Bytes(u64, Vec<u8>),
    Closed(u64),
}

/// Starts the thread that sends into `link`; dropping the returned sender or sending
/// `Outbound::Close` closes the link after what was queued. If no thread can be
/// started the link is closed at once, and the sender goes nowhere (the machines
/// notice the silence).
pub(super) fn spawn_writer(link: Box<dyn Link>) -> mpsc::UnboundedSender<Outbound> {
    let (tx, mut rx) = mpsc::unbounded_channel::<Outbound>();
    // The link moves into the thread, or comes back out if it cannot start.
    let slot = std::sync::Arc::new(std::sync::Mutex::new(Some(link)));
    let theirs = slot.clone();
    let started = std::thread::Builder::new()
        .name("spieleabend-link".into())
        .spawn(move || {
            let Some(mut link) = theirs.lock().ok().and_then(|mut l| l.take()) else {
                return;
            };
            while let Some(out) = rx.blocking_recv() {
                match out {
                    Outbound::Bytes(bytes) => link.send(bytes),
                    Outbound::Close => break,
                }
            }
            link.close();
        });
    if started.is_err()
        && let Some(mut link) = slot.lock().ok().and_then(|mut l| l.take())
    {
        link.close();
    }
    tx
}

/// Hands `link` to a driver under `id`; if the driver has stopped, the link is closed
/// at once (and the input goes nowhere).
pub(super) fn attach(
    port: &mpsc::UnboundedSender<LinkEvent>,
    id: u64,
    link: Box<dyn Link>,
) -> LinkInput {
    if let Err(mpsc::error::SendError(LinkEvent::Attached(_, mut link))) =
        port.send(LinkEvent::Attached(id, link))
    {
        link.close();
    }
    LinkInput::new(id, port.clone())
}
