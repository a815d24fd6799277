//! The client over TCP: one driver task that owns the connection to the host, feeds the
//! [`Client`] machine, and opens a new connection (the machine resumes with its ticket)
//! when the old one drops.

use std::io;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpStream, ToSocketAddrs};
use tokio::sync::{Notify, mpsc, oneshot};
use tokio::time::{sleep, timeout};

use crate::client_handle::{ClientHandle, JoinEvent};
use crate::timings::{NearbyTimings, READ_CHUNK, ms, now_ms, until};
use spieleabend_core::engine::Game;
use spieleabend_core::nearby::{Client, ClientConfig, ClientEvent, ClientOutput, ClientState};

/// Joins the table at `addr` with the join `code`, asking for `seats` seats (0:
/// spectator). Returns once the first connection is open (the hello is on its way);
/// the welcome or refusal arrives on the events channel.
pub async fn join<G: Game, A: ToSocketAddrs + Clone + Send + Sync + 'static>(
    addr: A,
    config: ClientConfig,
    code: impl Into<String>,
    seats: u8,
    timings: NearbyTimings,
) -> io::Result<ClientHandle<G>> {
    let stream = open(&addr, &timings).await?;
    let shared = Arc::new(Mutex::new(Client::new(config, code, seats)));
    let wake = Arc::new(Notify::new());
    let cut = Arc::new(Notify::new());
    let (events_tx, events) = mpsc::unbounded_channel();
    let (leave_tx, leave_rx) = oneshot::channel();
    let start = Instant::now();
    let driver = Driver {
        shared: shared.clone(),
        wake: wake.clone(),
        cut: cut.clone(),
        events: events_tx,
        timings,
        start,
    };
    let task = tokio::spawn(driver.run(addr, stream, leave_rx));
    Ok(ClientHandle {
        shared,
        wake,
        cut,
        start,
        events,
        leave: Some(leave_tx),
        task: Some(task),
        links: None,
    })
}

/// A TCP connection to `addr`, within the connect timeout.
pub(crate) async fn open<A: ToSocketAddrs>(
    addr: &A,
    timings: &NearbyTimings,
) -> io::Result<TcpStream> {
    let stream = timeout(ms(timings.connect_timeout_ms), TcpStream::connect(addr))
        .await
        .map_err(|_| io::Error::new(io::ErrorKind::TimedOut, "connecting timed out"))??;
    let _ = stream.set_nodelay(true);
    Ok(stream)
}

struct Driver<G: Game> {
    shared: Arc<Mutex<Client<G>>>,
    wake: Arc<Notify>,
    cut: Arc<Notify>,
    events: mpsc::UnboundedSender<JoinEvent>,
    timings: NearbyTimings,
    start: Instant,
}

/// A connection open this long counts as working: the reconnect attempts start again.
const LASTED: std::time::Duration = std::time::Duration::from_secs(3);

/// Why a connection ended.
enum Ending {
    /// The connection dropped; `welcomed`: the host admitted the device on it.
    Lost {
        welcomed: bool,
    },
    Over,
}

impl<G: Game> Driver<G> {
    async fn run<A: ToSocketAddrs>(
        self,
        addr: A,
        first: TcpStream,
        mut leave: oneshot::Receiver<()>,
    ) {
        let mut stream = Some(first);
        // Reconnect attempts since the last connection that lasted; a host that drops
        // every connection at once (e.g. one playing another game) is given up on too.
        let mut attempts = 0;
        loop {
            let connection = match stream.take() {
                Some(s) => s,
                None => match self.reconnect(&addr, &mut attempts).await {
                    Some(s) => s,
                    None => {
                        let _ = self.events.send(JoinEvent::GaveUp);
                        return;
                    }
                },
            };
            let opened = Instant::now();
            match self.serve(connection, &mut leave).await {
                Ending::Over => return,
                Ending::Lost { welcomed } => {
                    // Only a connection the host answered counts as working: one that
                    // is accepted but never answered (a half-open path, a host that
                    // hangs) must not keep the attempts going for ever.
                    if welcomed && opened.elapsed() >= LASTED {
                        attempts = 0;
                    }
                    let mut client = self.lock();
                    client.disconnected();
                    // Frames made for the lost connection (e.g. an action sent just as
                    // it dropped) must not go out ahead of the next hello; the machine
                    // tells the UI about a dropped action after the welcome.
                    for output in client.take_outputs() {
                        if let ClientOutput::Event(event) = output {
                            let _ = self.events.send(JoinEvent::Client(event));
                        }
                    }
                    if matches!(client.state(), ClientState::Ended(_)) {
                        return;
                    }
                }
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, Client<G>> {
        self.shared.lock().expect("the client driver never panics")
    }

    async fn reconnect<A: ToSocketAddrs>(&self, addr: &A, attempts: &mut u32) -> Option<TcpStream> {
        while *attempts < self.timings.reconnect_attempts {
            *attempts += 1;
            let attempt = *attempts;
            let _ = self.events.send(JoinEvent::Reconnecting { attempt });
            let backoff = self
                .timings
                .reconnect_backoff_ms
                .saturating_mul(1 << (attempt - 1).min(16));
            sleep(ms(backoff)).await;
            if let Ok(stream) = open(addr, &self.timings).await {
                let _ = self.events.send(JoinEvent::Reconnected);
                return Some(stream);
            }
        }
        None
    }

    /// Drives one connection until it drops or the table is over.
    async fn serve(&self, stream: TcpStream, leave: &mut oneshot::Receiver<()>) -> Ending {
        let (mut read, mut write) = stream.into_split();
        self.lock().connect(now_ms(self.start));
        let mut buf = vec![0u8; READ_CHUNK];
        let mut last_read = now_ms(self.start);
        let mut leaving = false;
        let mut welcomed = false;
        loop {
            let outputs = self.lock().take_outputs();
            let mut lost = false;
            for output in outputs {
                match output {
                    ClientOutput::Send(bytes) => {
                        let timed = ms(self.timings.write_timeout_ms);
                        if !matches!(timeout(timed, write.write_all(&bytes)).await, Ok(Ok(()))) {
                            lost = true;
                            break;
                        }
                    }
                    ClientOutput::Close => lost = true,
                    ClientOutput::Event(event) => {
                        lost |= event == ClientEvent::ConnectionLost;
                        let _ = self.events.send(JoinEvent::Client(event));
                    }
                }
            }
            let state = self.lock().state().clone();
            match state {
                ClientState::Ended(_) => {
                    let _ = timeout(ms(self.timings.write_timeout_ms), write.shutdown()).await;
                    return Ending::Over;
                }
                ClientState::Connected => welcomed = true,
                _ => {}
            }
            if lost {
                return Ending::Lost { welcomed };
            }
            // Time goes into the machine only when something is due: the machine's
            // next deadline, or the driver's own backstop on a silent socket.
            let silent_at = last_read + self.timings.read_timeout_ms + 1;
            let deadline = self
                .lock()
                .poll_timeout()
                .map_or(silent_at, |at| at.min(silent_at));
            tokio::select! {
                r = read.read(&mut buf) => match r {
                    Ok(n) if n > 0 => {
                        last_read = now_ms(self.start);
                        self.lock().receive(&buf[..n], last_read);
                    }
                    _ => return Ending::Lost { welcomed },
                },
                _ = until(self.start, Some(deadline)) => {
                    if now_ms(self.start).saturating_sub(last_read) > self.timings.read_timeout_ms {
                        return Ending::Lost { welcomed };
                    }
                    self.lock().tick(now_ms(self.start));
                }
                _ = self.wake.notified() => {}
                _ = self.cut.notified() => return Ending::Lost { welcomed },
                _ = &mut *leave, if !leaving => {
                    leaving = true;
                    self.lock().leave();
                }
            }
        }
    }
}
