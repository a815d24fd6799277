//! What a running client gives its UI: the machine to read and act on, the events,
//! leaving. The same for a client over TCP ([`crate::join`]) and over links
//! ([`crate::join_link`], which also attaches links to it).

use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::{Notify, mpsc, oneshot};
use tokio::task::JoinHandle;

use crate::link::LinkEvent;
use crate::timings::now_ms;
use spieleabend_core::engine::{Game, Seat};
use spieleabend_core::nearby::{Client, ClientError, ClientEvent};

/// What the client's UI may want to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinEvent {
    /// An event of the client machine.
    Client(ClientEvent),
    /// The connection dropped; this is reconnect attempt number `attempt`.
    Reconnecting { attempt: u32 },
    /// A new connection is open (the machine resumes with its ticket).
    Reconnected,
    /// Every reconnect attempt failed; the driver stopped.
    GaveUp,
}

/// A running client. Dropping it stops the driver (without a bye).
pub struct ClientHandle<G: Game> {
    pub(crate) shared: Arc<Mutex<Client<G>>>,
    pub(crate) wake: Arc<Notify>,
    pub(crate) cut: Arc<Notify>,
    pub(crate) start: Instant,
    /// What the UI may want to show, in order.
    pub events: mpsc::UnboundedReceiver<JoinEvent>,
    pub(crate) leave: Option<oneshot::Sender<()>>,
    pub(crate) task: Option<JoinHandle<()>>,
    /// Where attached links go, for a client made with `join_link` (none over TCP).
    pub(crate) links: Option<ClientLinks>,
}

/// A link client's way to its driver.
pub(crate) struct ClientLinks {
    pub(crate) port: mpsc::UnboundedSender<LinkEvent>,
    pub(crate) next_id: AtomicU64,
}

impl<G: Game> ClientHandle<G> {
    /// Runs `f` on the client machine (to read views, legal actions, the state).
    pub fn with_client<R>(&self, f: impl FnOnce(&mut Client<G>) -> R) -> R {
        let result = f(&mut self.lock());
        self.wake.notify_one();
        result
    }

    /// Sends `action` for `seat` (see [`Client::act`]).
    pub fn act(&self, seat: Seat, action: G::Action) -> Result<u32, ClientError> {
        let now = now_ms(self.start);
        self.with_client(|c| c.act(seat, action, now))
    }

    /// Drops the current connection as if the network had cut it; the driver then
    /// reconnects and resumes. For tests, and for a UI that knows the network changed.
    pub fn cut_connection(&self) {
        self.cut.notify_one();
    }

    /// Leaves the table for good (says bye) and waits for the driver to stop.
    pub async fn leave(mut self) {
        if let Some(tx) = self.leave.take() {
            let _ = tx.send(());
        }
        if let Some(task) = self.task.take() {
            let _ = task.await;
        }
    }

    fn lock(&self) -> MutexGuard<'_, Client<G>> {
        self.shared.lock().expect("the client driver never panics")
    }
}

impl<G: Game> Drop for ClientHandle<G> {
    fn drop(&mut self) {
        if let Some(task) = &self.task {
            task.abort();
        }
    }
}
