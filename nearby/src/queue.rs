//! A connection's outgoing queue: frames wait here for the connection's writer (a TCP
//! write task or a link's thread). It counts the bytes it holds, so the host can cut
//! off a device that stops reading instead of queueing for it without bound.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use tokio::sync::mpsc;

/// What a writer (a TCP write task or a link's thread) is asked to do.
pub(crate) enum Outbound {
    Bytes(Vec<u8>),
    Close,
}

/// The sending end of one connection's outgoing queue, which counts the bytes it
/// holds: a device that stops reading lets its queue grow, and the driver cuts it off
/// once the queue holds more than [`NearbyTimings::queue_bytes`] instead of keeping
/// frames for it without bound.
#[derive(Clone, Debug)]
pub(crate) struct OutQueue {
    tx: mpsc::UnboundedSender<Outbound>,
    queued: Arc<AtomicUsize>,
    cut: Arc<AtomicBool>,
}

/// The receiving end of an [`OutQueue`], held by the writer.
pub(crate) struct OutReceiver {
    rx: mpsc::UnboundedReceiver<Outbound>,
    queued: Arc<AtomicUsize>,
    cut: Arc<AtomicBool>,
}

/// A new outgoing queue.
pub(crate) fn out_queue() -> (OutQueue, OutReceiver) {
    let (tx, rx) = mpsc::unbounded_channel();
    let queued = Arc::new(AtomicUsize::new(0));
    let cut = Arc::new(AtomicBool::new(false));
    (
        OutQueue {
            tx,
            queued: queued.clone(),
            cut: cut.clone(),
        },
        OutReceiver { rx, queued, cut },
    )
}

impl OutQueue {
    /// Queues a frame. Returns `false`, queueing nothing, when the queue already holds
    /// frames and would hold more than `limit` bytes with this one (a frame larger
    /// than the limit still goes out alone).
    pub(crate) fn push(&self, bytes: Vec<u8>, limit: usize) -> bool {
        let len = bytes.len();
        let before = self.queued.fetch_add(len, Ordering::AcqRel);
        if before > 0 && before + len > limit {
            self.queued.fetch_sub(len, Ordering::AcqRel);
            return false;
        }
        if self.tx.send(Outbound::Bytes(bytes)).is_err() {
            self.queued.fetch_sub(len, Ordering::AcqRel);
        }
        true
    }

    /// Closes the connection after what is queued.
    pub(crate) fn close(&self) {
        let _ = self.tx.send(Outbound::Close);
    }

    /// Closes the connection now: what is queued is dropped unsent.
    pub(crate) fn cut(&self) {
        self.cut.store(true, Ordering::Release);
        let _ = self.tx.send(Outbound::Close);
    }
}

impl OutReceiver {
    /// The next thing to do; `Close` once the queue was cut.
    pub(crate) async fn recv(&mut self) -> Option<Outbound> {
        let message = self.rx.recv().await;
        Some(self.taken(message?))
    }

    /// As [`OutReceiver::recv`], blocking (a link's thread).
    pub(crate) fn blocking_recv(&mut self) -> Option<Outbound> {
        let message = self.rx.blocking_recv();
        Some(self.taken(message?))
    }

    fn taken(&self, message: Outbound) -> Outbound {
        if let Outbound::Bytes(bytes) = &message {
            self.queued.fetch_sub(bytes.len(), Ordering::AcqRel);
        }
        if self.cut.load(Ordering::Acquire) {
            Outbound::Close
        } else {
            message
        }
    }
}
