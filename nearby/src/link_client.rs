//! A client over links (e.g. Bluetooth) instead of TCP: one driver task feeds the
//! [`Client`] machine from whichever link is attached now. It never dials: when the
//! link is lost the UI hears [`ClientEvent::ConnectionLost`], the app attaches a new
//! link ([`ClientHandle::attach`]) and the machine resumes with its ticket.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::{Notify, mpsc, oneshot};

use crate::client_handle::{ClientHandle, ClientLinks, JoinEvent};
use crate::link::{self, Link, LinkEvent, LinkInput};
use crate::queue::OutQueue;
use crate::timings::{now_ms, until};
use spieleabend_core::engine::Game;
use spieleabend_core::nearby::{Client, ClientConfig, ClientEvent, ClientOutput, ClientState};

/// Why [`ClientHandle::attach`] took no link.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AttachError {
    /// The client runs over TCP (made with `join`); links need [`join_link`].
    #[error("this client runs over TCP, not over links")]
    OverTcp,
    /// The client's driver has stopped (the table is over for it).
    #[error("the client has stopped")]
    Stopped,
}

/// A client that will join with the join `code`, asking for `seats` seats (0:
/// spectator), over links attached later with [`ClientHandle::attach`] (the hello goes
/// out on the first). Call it inside a tokio runtime: it starts the driver task.
pub fn join_link<G: Game>(
    config: ClientConfig,
    code: impl Into<String>,
    seats: u8,
) -> ClientHandle<G> {
    let shared = Arc::new(Mutex::new(Client::new(config, code, seats)));
    let wake = Arc::new(Notify::new());
    let cut = Arc::new(Notify::new());
    let (events_tx, events) = mpsc::unbounded_channel();
    let (port, links) = mpsc::unbounded_channel();
    let (leave_tx, leave_rx) = oneshot::channel();
    let start = Instant::now();
    let driver = Driver {
        shared: shared.clone(),
        wake: wake.clone(),
        cut: cut.clone(),
        events: events_tx,
        start,
        current: None,
    };
    let task = tokio::spawn(driver.run(links, leave_rx));
    ClientHandle {
        shared,
        wake,
        cut,
        start,
        events,
        leave: Some(leave_tx),
        task: Some(task),
        links: Some(ClientLinks {
            port,
            next_id: AtomicU64::new(1),
        }),
    }
}

impl<G: Game> ClientHandle<G> {
    /// Attaches a link to the host, replacing (and closing) the current one: the
    /// machine says hello on it, resuming with its token once admitted. The returned
    /// input is what the transport calls with the bytes it reads and when the link is
    /// gone. [`ClientHandle::cut_connection`] closes the current link.
    pub fn attach(&self, mut link: Box<dyn Link>) -> Result<LinkInput, AttachError> {
        let Some(links) = &self.links else {
            return Err(AttachError::OverTcp);
        };
        if links.port.is_closed() {
            link.close();
            return Err(AttachError::Stopped);
        }
        let id = links.next_id.fetch_add(1, Ordering::Relaxed);
        Ok(link::attach(&links.port, id, link))
    }
}

struct Driver<G: Game> {
    shared: Arc<Mutex<Client<G>>>,
    wake: Arc<Notify>,
    cut: Arc<Notify>,
    events: mpsc::UnboundedSender<JoinEvent>,
    start: Instant,
    /// The link in use: its id and its writer.
    current: Option<(u64, OutQueue)>,
}

impl<G: Game> Driver<G> {
    async fn run(
        mut self,
        mut links: mpsc::UnboundedReceiver<LinkEvent>,
        mut leave: oneshot::Receiver<()>,
    ) {
        let mut leaving = false;
        loop {
            if self.route() {
                // The table is over for this device: close the link after what was
                // queued (a bye) and stop.
                if let Some((_, writer)) = self.current.take() {
                    writer.close();
                }
                return;
            }
            // Time goes into the machine only when something is due.
            let deadline = self.lock().poll_timeout();
            tokio::select! {
                Some(event) = links.recv() => self.on_link(event),
                _ = until(self.start, deadline) => {
                    let now = now_ms(self.start);
                    self.lock().tick(now);
                }
                _ = self.wake.notified() => {}
                _ = self.cut.notified() => self.lose(false),
                _ = &mut leave, if !leaving => {
                    leaving = true;
                    self.lock().leave();
                }
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, Client<G>> {
        self.shared.lock().expect("the client driver never panics")
    }

    fn on_link(&mut self, event: LinkEvent) {
        match event {
            LinkEvent::Attached(id, writer) => {
                if self.current.is_some() {
                    self.lose(true);
                }
                self.current = Some((id, writer));
                let now = now_ms(self.start);
                self.lock().connect(now);
            }
            LinkEvent::Bytes(id, chunk) if self.is_current(id) => {
                let now = now_ms(self.start);
                self.lock().receive(&chunk, now);
            }
            LinkEvent::Closed(id) if self.is_current(id) => self.lose(false),
            // From a link replaced or closed before.
            LinkEvent::Bytes(..) | LinkEvent::Closed(_) => {}
        }
    }

    fn is_current(&self, id: u64) -> bool {
        self.current
            .as_ref()
            .is_some_and(|(current, _)| *current == id)
    }

    /// Moves the machine's outputs: frames to the current link, events to the UI.
    /// Returns whether the table is over for this device.
    fn route(&mut self) -> bool {
        let outputs = self.lock().take_outputs();
        let mut lost = false;
        for output in outputs {
            match output {
                ClientOutput::Send(bytes) => {
                    if let Some((_, writer)) = &self.current {
                        // A client sends little: its queue needs no bound.
                        writer.push(bytes, usize::MAX);
                    }
                }
                ClientOutput::Close => lost = true,
                ClientOutput::Event(event) => {
                    lost |= event == ClientEvent::ConnectionLost;
                    let _ = self.events.send(JoinEvent::Client(event));
                }
            }
        }
        if matches!(self.lock().state(), ClientState::Ended(_)) {
            return true;
        }
        if lost && self.current.is_some() {
            // The machine already told the UI (or closed on purpose): no second event.
            self.lose(true);
        }
        false
    }

    /// Closes the current link (its thread calls `close`) and tells the machine;
    /// `quiet` leaves out the `ConnectionLost` event (the machine sent one, or a newer
    /// link replaces this one).
    fn lose(&mut self, quiet: bool) {
        let Some((_, writer)) = self.current.take() else {
            return;
        };
        writer.close();
        let mut client = self.lock();
        client.disconnected();
        // Frames made for the lost link (e.g. an action sent just as it dropped) must
        // not go out ahead of the next hello; the machine reports a dropped action
        // after the next welcome.
        let events: Vec<ClientEvent> = client
            .take_outputs()
            .into_iter()
            .filter_map(|output| match output {
                ClientOutput::Event(event) => Some(event),
                _ => None,
            })
            .collect();
        let ended = matches!(client.state(), ClientState::Ended(_));
        drop(client);
        for event in events {
            let _ = self.events.send(JoinEvent::Client(event));
        }
        if !quiet && !ended {
            let _ = self
                .events
                .send(JoinEvent::Client(ClientEvent::ConnectionLost));
        }
    }
}
