//! Links: nearby play over any byte transport, not only TCP. A phone's Bluetooth
//! (Android RFCOMM or BLE L2CAP, iOS BLE L2CAP) carries the same frames as TCP; the
//! drivers see it as a [`Link`] they send into and a [`LinkInput`] the transport feeds.
//!
//! - The transport implements [`Link`]: `send` one whole frame, `close` the link.
//! - It attaches the link to a host ([`crate::HostHandle::attach`]) or to a client made
//!   with [`crate::join_link`] ([`crate::ClientHandle::attach`]) and gets a
//!   [`LinkInput`] back, which it calls with every chunk it reads (`received`, any
//!   chunking) and once the link is gone (`closed`). Dropping the input counts as
//!   `closed`. A link whose transport hands in more than the driver has taken (256 KiB
//!   waiting) is closed: the other end floods.
//!
//! The frames on a link are sealed by the machines like those on TCP: the transport
//! carries only ciphertext after the exchange.
//!
//! Closing goes both ways: when the driver closes a link (the host refused the device,
//! the table closed, a client left or a newer link was attached) it calls
//! [`Link::close`]; when the transport loses it, it calls [`LinkInput::closed`]. A
//! client over links never dials: after a lost link the app attaches a new one and the
//! client machine resumes with its ticket.
//!
//! Each attached link gets a thread of its own that calls `send` and `close`, so a
//! blocking native write never stalls the driver, the other links, or the runtime.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use tokio::sync::mpsc;

use crate::queue::{OutQueue, Outbound, out_queue};
use crate::timings::LINK_INPUT_BYTES;

/// The sending half of a link, implemented by the transport.
pub trait Link: Send + 'static {
    /// Sends `bytes`, one whole frame (the transport may split it into packets; the
    /// other side reassembles any chunking). May block: it runs on the link's thread.
    /// An error ends the link as if the transport had reported it closed.
    fn send(&mut self, bytes: Vec<u8>) -> Result<(), LinkFailed>;
    /// Closes the link; nothing is sent after it. Called once, also for a link the
    /// transport reported closed.
    fn close(&mut self);
}

/// A link could not send; `0` says why, for the logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the link failed: {0}")]
pub struct LinkFailed(pub String);

/// What the transport calls with what it reads. See the module docs.
#[derive(Debug)]
pub struct LinkInput {
    id: u64,
    port: mpsc::UnboundedSender<LinkEvent>,
    closed: AtomicBool,
    /// Bytes handed in that the driver has not taken yet.
    waiting: Arc<AtomicUsize>,
}

impl LinkInput {
    pub(crate) fn new(id: u64, port: mpsc::UnboundedSender<LinkEvent>) -> LinkInput {
        LinkInput {
            id,
            port,
            closed: AtomicBool::new(false),
            waiting: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Bytes read from the link, in any chunking. Ignored after [`LinkInput::closed`];
    /// when more than 256 KiB wait for the driver, the link counts as closed.
    pub fn received(&self, bytes: &[u8]) {
        if self.closed.load(Ordering::Acquire) {
            return;
        }
        let before = self.waiting.fetch_add(bytes.len(), Ordering::AcqRel);
        if before + bytes.len() > LINK_INPUT_BYTES {
            self.waiting.fetch_sub(bytes.len(), Ordering::AcqRel);
            return self.closed();
        }
        let chunk = Chunk {
            bytes: bytes.to_vec(),
            waiting: self.waiting.clone(),
        };
        let _ = self.port.send(LinkEvent::Bytes(self.id, chunk));
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
pub(crate) enum LinkEvent {
    /// A link was attached under this id (a host's connection id, a client's count);
    /// frames for it go to this writer.
    Attached(u64, OutQueue),
    Bytes(u64, Chunk),
    Closed(u64),
}

/// Bytes a link handed in; no longer waiting once dropped.
pub(crate) struct Chunk {
    bytes: Vec<u8>,
    waiting: Arc<AtomicUsize>,
}

impl std::ops::Deref for Chunk {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.bytes
    }
}

impl Drop for Chunk {
    fn drop(&mut self) {
        self.waiting.fetch_sub(self.bytes.len(), Ordering::AcqRel);
    }
}

/// Hands `link` to a driver under `id`: starts the thread that sends into it and tells
/// the driver. The thread ends (and closes the link) when the driver drops its writer
/// or sends `Outbound::Close`, or after a failed send, which it reports as
/// [`LinkEvent::Closed`]. If the driver has stopped or no thread can be started, the
/// link is closed at once (and the input goes nowhere).
pub(crate) fn attach(
    port: &mpsc::UnboundedSender<LinkEvent>,
    id: u64,
    mut link: Box<dyn Link>,
) -> LinkInput {
    let (writer, mut outbound) = out_queue();
    // The link goes to the thread once it runs, or stays here if it cannot start.
    let (give, take) = std::sync::mpsc::sync_channel::<Box<dyn Link>>(1);
    let report = port.clone();
    let started = std::thread::Builder::new()
        .name("spieleabend-link".into())
        .spawn(move || {
            let Ok(mut link) = take.recv() else {
                return;
            };
            while let Some(out) = outbound.blocking_recv() {
                match out {
                    Outbound::Bytes(bytes) => {
                        if link.send(bytes).is_err() {
                            let _ = report.send(LinkEvent::Closed(id));
                            break;
                        }
                    }
                    Outbound::Close => break,
                }
            }
            link.close();
        });
    match started {
        Ok(_) => {
            if let Err(mut returned) = give.send(link) {
                returned.0.close();
            }
            let _ = port.send(LinkEvent::Attached(id, writer));
        }
        Err(_) => link.close(),
    }
    LinkInput::new(id, port.clone())
}
