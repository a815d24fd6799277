//! The host side: a listener, one reader and one writer task per connection, and the
//! driver task that owns the routing of the [`Host`] machine's outputs.

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream, ToSocketAddrs};
use tokio::sync::{Notify, mpsc, oneshot, watch};
use tokio::task::{AbortHandle, JoinHandle, JoinSet};
use tokio::time::{sleep, sleep_until, timeout};

use crate::link::LinkEvent;
use crate::queue::{OutQueue, OutReceiver, Outbound, out_queue};
use crate::table_mark::TableMark;
use crate::timings::{
    INBOUND_CHUNKS, MAX_CONNECTIONS, NearbyTimings, READ_CHUNK, ms, now_ms, until,
};
use spieleabend_core::Seat;
use spieleabend_core::bots::TableGame;
use spieleabend_core::nearby::{
    ConnId, Host, HostConfig, HostError, HostEvent, HostOutput, Phase, Standing, TableSetup,
};
use spieleabend_core::table::BotMove;

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

/// A running host. Dropping it without [`HostHandle::shutdown`] stops the driver
/// without saying bye.
pub struct HostHandle<G: TableGame> {
    pub(crate) shared: Arc<Mutex<Host<G>>>,
    wake: Arc<Notify>,
    autostart: Arc<AtomicBool>,
    ticks: Arc<AtomicU64>,
    local_addr: Option<SocketAddr>,
    pub(crate) start: Instant,
    pub(crate) links: mpsc::UnboundedSender<LinkEvent>,
    marks: watch::Receiver<TableMark>,
    /// What the host's UI may want to show, in order.
    pub events: mpsc::UnboundedReceiver<HostEvent>,
    shutdown: Option<oneshot::Sender<()>>,
    task: Option<JoinHandle<()>>,
}

/// Opens the lobby of a table set up as `setup` on `bind` (e.g. `0.0.0.0:0`): returns
/// once the listener is up. The game starts with [`HostHandle::start`], or by itself
/// once the lobby is ready with [`HostHandle::set_autostart`].
pub async fn host<G: TableGame>(
    setup: TableSetup<G>,
    config: HostConfig,
    bind: impl ToSocketAddrs,
    timings: NearbyTimings,
) -> Result<HostHandle<G>, DriverError> {
    let host = Host::new(setup, config)?;
    let listener = TcpListener::bind(bind).await?;
    Ok(start(host, Some(listener), timings))
}

/// Opens the lobby of a table set up as `setup` without a TCP listener: devices come
/// only over links attached with [`HostHandle::attach`] (e.g. Bluetooth). Call it
/// inside a tokio runtime.
pub fn host_links<G: TableGame>(
    setup: TableSetup<G>,
    config: HostConfig,
    timings: NearbyTimings,
) -> Result<HostHandle<G>, DriverError> {
    let host = Host::new(setup, config)?;
    Ok(start(host, None, timings))
}

/// Starts the driver of the host machine: the one place a [`Host`] is run.
fn start<G: TableGame>(
    host: Host<G>,
    listener: Option<TcpListener>,
    timings: NearbyTimings,
) -> HostHandle<G> {
    let local_addr = listener.as_ref().and_then(|l| l.local_addr().ok());
    let (marks_tx, marks) = watch::channel(TableMark::of(&host));
    let shared = Arc::new(Mutex::new(host));
    let wake = Arc::new(Notify::new());
    let autostart = Arc::new(AtomicBool::new(false));
    let ticks = Arc::new(AtomicU64::new(0));
    let (events_tx, events) = mpsc::unbounded_channel();
    let (links, links_rx) = mpsc::unbounded_channel();
    let (shutdown_tx, shutdown_rx) = oneshot::channel();
    let start = Instant::now();
    let driver = Driver {
        shared: shared.clone(),
        wake: wake.clone(),
        autostart: autostart.clone(),
        ticks: ticks.clone(),
        events: events_tx,
        marks: marks_tx,
        timings,
        start,
        writers: HashMap::new(),
        tasks: JoinSet::new(),
        bot_running: false,
    };
    let task = tokio::spawn(driver.run(listener, links_rx, shutdown_rx));
    HostHandle {
        shared,
        wake,
        autostart,
        ticks,
        local_addr,
        start,
        links,
        marks,
        events,
        shutdown: Some(shutdown_tx),
        task: Some(task),
    }
}

impl<G: TableGame> HostHandle<G> {
    /// The address the listener is bound to (`0.0.0.0:0` for a host without one, see
    /// [`HostHandle::tcp_addr`]).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
            .unwrap_or_else(|| SocketAddr::from(([0, 0, 0, 0], 0)))
    }

    /// The address the TCP listener is bound to, if the host has one.
    pub fn tcp_addr(&self) -> Option<SocketAddr> {
        self.local_addr
    }

    /// The join code to show.
    pub fn join_code(&self) -> String {
        self.lock().join_code().to_string()
    }

    /// Shows a new join code drawn from the OS's randomness, as long as the one now;
    /// the old one admits no one any more. Returns the code. Admitted devices keep
    /// their seats.
    pub fn new_join_code(&self) -> io::Result<String> {
        let seed = crate::secret::u64()?;
        Ok(self.with_host(|h| {
            h.new_join_code(seed);
            h.join_code().to_string()
        }))
    }

    /// Runs `f` on the host machine (e.g. to read the table); what it sends goes out
    /// right after.
    pub fn with_host<R>(&self, f: impl FnOnce(&mut Host<G>) -> R) -> R {
        let result = f(&mut self.lock());
        self.wake.notify_one();
        result
    }

    /// A decision of a human at the host.
    pub fn act_local(&self, seat: Seat, action: G::Action) -> Result<(), HostError> {
        self.with_host(|h| h.act_local(seat, action))
    }

    /// Starts the game of the lobby now (see [`Host::start`]).
    pub fn start(&self) -> Result<(), HostError> {
        self.with_host(|h| h.start())
    }

    /// With `on`, the driver starts each game (the first, and each after
    /// [`Host::rematch`]) as soon as the lobby is ready: every remote seat has a device
    /// and every connected device has committed ([`Host::ready_to_start`]).
    pub fn set_autostart(&self, on: bool) {
        self.autostart.store(on, Ordering::Relaxed);
        self.wake.notify_one();
    }

    /// How often the driver has woken to feed time into the machine ([`Host::tick`]):
    /// only when [`Host::poll_timeout`] says something is due, not at a fixed rate.
    pub fn ticks(&self) -> u64 {
        self.ticks.load(Ordering::Relaxed)
    }

    /// Closes the table: every device gets a bye, then the connections close (waiting
    /// at most the write timeout for them).
    pub async fn shutdown(mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some(task) = self.task.take() {
            let _ = task.await;
        }
    }

    /// A receiver of the table's mark: `changed().await` wakes after every change
    /// (changes in quick succession may be seen once, as the latest mark).
    pub fn table_marks(&self) -> watch::Receiver<TableMark> {
        self.marks.clone()
    }

    fn lock(&self) -> MutexGuard<'_, Host<G>> {
        self.shared.lock().expect("the host driver never panics")
    }
}

impl<G: TableGame> Drop for HostHandle<G> {
    fn drop(&mut self) {
        if let Some(task) = &self.task {
            task.abort();
        }
    }
}

enum Inbound<G: TableGame> {
    Bytes(ConnId, Vec<u8>),
    Closed(ConnId),
    BotMove(BotMove<G::Action>),
}

/// A connection's writer as the driver keeps it.
struct Writer {
    queue: OutQueue,
    /// The TCP reader and writer tasks, aborted when the connection is cut (a link's
    /// thread stops at the cut flag instead).
    tasks: Vec<AbortHandle>,
    /// Where it comes from (links: none), to choose whom to close at the cap.
    source: Option<IpAddr>,
}

struct Driver<G: TableGame> {
    shared: Arc<Mutex<Host<G>>>,
    wake: Arc<Notify>,
    autostart: Arc<AtomicBool>,
    ticks: Arc<AtomicU64>,
    events: mpsc::UnboundedSender<HostEvent>,
    marks: watch::Sender<TableMark>,
    timings: NearbyTimings,
    start: Instant,
    writers: HashMap<ConnId, Writer>,
    tasks: JoinSet<()>,
    bot_running: bool,
}

impl<G: TableGame> Driver<G> {
    async fn run(
        mut self,
        listener: Option<TcpListener>,
        mut links: mpsc::UnboundedReceiver<LinkEvent>,
        mut shutdown: oneshot::Receiver<()>,
    ) {
        // Bounded: a reader waits (and so stops reading its socket) while the driver has
        // not taken what it read, so a device streaming bytes fills its kernel buffers,
        // not the host's memory.
        let (inbound_tx, mut inbound) = mpsc::channel::<Inbound<G>>(INBOUND_CHUNKS);
        // After a failed accept (e.g. no descriptor left), the listener rests a while,
        // doubling up to a second, instead of failing again at once for ever.
        let mut accept_after = tokio::time::Instant::now();
        let mut accept_backoff = ACCEPT_BACKOFF_MIN;
        loop {
            let deadline = self.lock().poll_timeout();
            tokio::select! {
                accepted = accept(listener.as_ref(), accept_after) => match accepted {
                    Ok((stream, _)) => {
                        accept_backoff = ACCEPT_BACKOFF_MIN;
                        self.accepted(stream, &inbound_tx);
                        // What was read so far is handled before the next accept, so a
                        // flood of new connections cannot push out a player's whose
                        // hello is waiting to be handled.
                        for _ in 0..INBOUND_CHUNKS {
                            let Ok(message) = inbound.try_recv() else { break };
                            self.on_inbound(message);
                        }
                    }
                    Err(_) => {
                        accept_after = tokio::time::Instant::now() + accept_backoff;
                        accept_backoff = (accept_backoff * 2).min(ACCEPT_BACKOFF_MAX);
                    }
                },
                Some(message) = inbound.recv() => self.on_inbound(message),
                Some(event) = links.recv() => self.on_link(event),
                _ = until(self.start, deadline) => {
                    self.ticks.fetch_add(1, Ordering::Relaxed);
                    let now = now_ms(self.start);
                    self.lock().tick(now);
                }
                _ = self.wake.notified() => {}
                _ = &mut shutdown => {
                    self.lock().shutdown();
                    self.route();
                    for writer in std::mem::take(&mut self.writers).into_values() {
                        writer.queue.close();
                    }
                    let wait = ms(self.timings.write_timeout_ms);
                    let _ = timeout(wait, async {
                        while self.tasks.join_next().await.is_some() {}
                    })
                    .await;
                    return;
                }
            }
            if self.autostart.load(Ordering::Relaxed) {
                let mut host = self.lock();
                if host.phase() == Phase::Lobby && host.ready_to_start() {
                    let _ = host.start();
                }
            }
            self.start_bot(&inbound_tx);
            self.route();
            let mark = TableMark::of(&self.lock());
            self.marks
                .send_if_modified(|old| std::mem::replace(old, mark) != mark);
        }
    }

    /// A link's attachment, bytes or end, handled like a TCP connection's.
    fn on_link(&mut self, event: LinkEvent) {
        match event {
            // The connection was opened in `HostHandle::attach`.
            LinkEvent::Attached(conn, queue) => {
                let now = now_ms(self.start);
                if self.make_room(None, now) {
                    self.writers.insert(
                        conn,
                        Writer {
                            queue,
                            tasks: Vec::new(),
                            source: None,
                        },
                    );
                } else {
                    queue.cut();
                    self.lock().disconnected(conn, now);
                }
            }
            LinkEvent::Bytes(conn, chunk) => {
                let now = now_ms(self.start);
                self.lock().receive(conn, &chunk, now);
            }
            LinkEvent::Closed(conn) => self.on_inbound(Inbound::Closed(conn)),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Host<G>> {
        self.shared.lock().expect("the host driver never panics")
    }

    /// A TCP connection accepted: a connection of the machine with a reader and a
    /// writer task.
    fn accepted(&mut self, stream: TcpStream, inbound_tx: &mpsc::Sender<Inbound<G>>) {
        let now = now_ms(self.start);
        let source = stream.peer_addr().ok().map(|addr| addr.ip());
        if !self.make_room(source, now) {
            // Every connection is an admitted device: the newcomer is closed at once
            // (dropping it closes it).
            return;
        }
        let _ = stream.set_nodelay(true);
        if let Some(bytes) = self.timings.send_buffer_bytes {
            let _ = socket2::SockRef::from(&stream).set_send_buffer_size(bytes);
        }
        let conn = self.lock().connect_from(source, now);
        let (read, write) = stream.into_split();
        let (queue, rx) = out_queue();
        let reader = tokio::spawn(read_loop(
            conn,
            read,
            inbound_tx.clone(),
            self.timings.read_timeout_ms,
        ));
        let reader_abort = reader.abort_handle();
        let writer = self.tasks.spawn(write_loop(
            conn,
            write,
            rx,
            reader,
            inbound_tx.clone(),
            self.timings.write_timeout_ms,
        ));
        self.writers.insert(
            conn,
            Writer {
                queue,
                tasks: vec![reader_abort, writer],
                source,
            },
        );
    }

    fn on_inbound(&mut self, message: Inbound<G>) {
        let now = now_ms(self.start);
        match message {
            Inbound::Bytes(conn, bytes) => self.lock().receive(conn, &bytes, now),
            Inbound::Closed(conn) => {
                if self.writers.remove(&conn).is_some() {
                    self.lock().disconnected(conn, now);
                }
            }
            Inbound::BotMove(bot_move) => {
                self.bot_running = false;
                // Refused as stale when the table moved on: the next job is started.
                let _ = self.lock().apply_bot_move(bot_move);
            }
        }
        // Reap finished writers.
        while self.tasks.try_join_next().is_some() {}
    }

    /// Runs the bot to act (a table bot or one playing a dropped device's seats) on the
    /// blocking pool, pausing the table's bot delay.
    fn start_bot(&mut self, inbound_tx: &mpsc::Sender<Inbound<G>>) {
        if self.bot_running {
            return;
        }
        let (job, delay) = {
            let host = self.lock();
            if host.ended() {
                return;
            }
            let Some(job) = host.bot_job() else {
                return;
            };
            let delay = host.table().map_or(0, |t| t.settings().bot_delay_ms);
            (job, delay as u64)
        };
        self.bot_running = true;
        let tx = inbound_tx.clone();
        tokio::spawn(async move {
            let started = Instant::now();
            let Ok(bot_move) = tokio::task::spawn_blocking(move || job.run()).await else {
                return;
            };
            sleep(ms(delay).saturating_sub(started.elapsed())).await;
            let _ = tx.send(Inbound::BotMove(bot_move)).await;
        });
    }

    /// Moves the machine's outputs to the writers and the UI. A device whose queue is
    /// over [`NearbyTimings::queue_bytes`] is cut off (and the machine told, which may
    /// give more outputs: they go out too).
    fn route(&mut self) {
        loop {
            let outputs = self.lock().take_outputs();
            if outputs.is_empty() {
                return;
            }
            let mut overfull = Vec::new();
            for output in outputs {
                match output {
                    HostOutput::Send { conn, bytes } => {
                        if let Some(writer) = self.writers.get(&conn)
                            && !writer.queue.push(bytes, self.timings.queue_bytes)
                        {
                            overfull.push(conn);
                        }
                    }
                    HostOutput::Close { conn } => {
                        if let Some(writer) = self.writers.remove(&conn) {
                            writer.queue.close();
                        }
                    }
                    HostOutput::Event(event) => {
                        let _ = self.events.send(event);
                    }
                }
            }
            let now = now_ms(self.start);
            for conn in overfull {
                self.cut(conn, now);
            }
        }
    }

    /// Closes `conn` now, dropping what is queued for it, and tells the machine.
    fn cut(&mut self, conn: ConnId, now: u64) {
        if let Some(writer) = self.writers.remove(&conn) {
            writer.queue.cut();
            for task in writer.tasks {
                task.abort();
            }
            self.lock().disconnected(conn, now);
        }
    }

    /// Keeps the connections below [`MAX_CONNECTIONS`] for a new one from `source`:
    /// at the cap, one of the connections that got least far ([`Standing`]) is closed
    /// — the oldest of the source holding the most of them (a flood's, not a player's
    /// who is just connecting), the newcomer's own source counted too. So strangers
    /// push out strangers: a connection past the exchange proved the code or a resume
    /// secret and goes only when every other one did too, and a device holding seats
    /// is never pushed out: when every connection is one, the new connection is
    /// refused (returns `false`).
    fn make_room(&mut self, source: Option<IpAddr>, now: u64) -> bool {
        if self.writers.len() < MAX_CONNECTIONS {
            return true;
        }
        let oldest = {
            let host = self.lock();
            let open: Vec<(Standing, ConnId, Option<IpAddr>)> = self
                .writers
                .iter()
                .map(|(&conn, w)| {
                    let standing = host.standing(conn).unwrap_or(Standing::Greeting);
                    (standing, conn, w.source)
                })
                .filter(|(standing, ..)| *standing < Standing::Seated)
                .collect();
            open.iter()
                .map(|(standing, ..)| *standing)
                .min()
                .and_then(|least| {
                    let mut counts: HashMap<Option<IpAddr>, usize> = HashMap::new();
                    for (_, _, s) in open.iter().filter(|(st, ..)| *st == least) {
                        *counts.entry(*s).or_default() += 1;
                    }
                    *counts.entry(source).or_default() += 1;
                    open.iter()
                        .filter(|(st, ..)| *st == least)
                        .map(|(_, conn, s)| (std::cmp::Reverse(counts[s]), *conn))
                        .min()
                        .map(|(_, conn)| conn)
                })
        };
        match oldest {
            Some(conn) => {
                self.cut(conn, now);
                self.route();
                true
            }
            None => false,
        }
    }
}

/// The first rest of the listener after a failed accept.
const ACCEPT_BACKOFF_MIN: std::time::Duration = std::time::Duration::from_millis(10);
/// The longest rest of the listener after failed accepts.
const ACCEPT_BACKOFF_MAX: std::time::Duration = std::time::Duration::from_secs(1);

/// The listener's next connection, accepted no sooner than `after`; never, for a host
/// without one.
async fn accept(
    listener: Option<&TcpListener>,
    after: tokio::time::Instant,
) -> io::Result<(TcpStream, SocketAddr)> {
    match listener {
        Some(listener) => {
            sleep_until(after).await;
            listener.accept().await
        }
        None => std::future::pending().await,
    }
}

/// Reads `conn` in chunks of at most [`READ_CHUNK`] bytes, each handed to the driver
/// before the next read: the host holds at most one chunk per connection here and
/// [`INBOUND_CHUNKS`] in the driver's channel.
async fn read_loop<G: TableGame>(
    conn: ConnId,
    mut read: OwnedReadHalf,
    inbound: mpsc::Sender<Inbound<G>>,
    read_timeout_ms: u64,
) {
    let mut buf = vec![0u8; READ_CHUNK];
    loop {
        match timeout(ms(read_timeout_ms), read.read(&mut buf)).await {
            Ok(Ok(n)) if n > 0 => {
                if inbound
                    .send(Inbound::Bytes(conn, buf[..n].to_vec()))
                    .await
                    .is_err()
                {
                    return;
                }
            }
            _ => {
                let _ = inbound.send(Inbound::Closed(conn)).await;
                return;
            }
        }
    }
}

async fn write_loop<G: TableGame>(
    conn: ConnId,
    mut write: OwnedWriteHalf,
    mut outbound: OutReceiver,
    reader: JoinHandle<()>,
    inbound: mpsc::Sender<Inbound<G>>,
    write_timeout_ms: u64,
) {
    while let Some(message) = outbound.recv().await {
        match message {
            Outbound::Bytes(bytes) => {
                let written = timeout(ms(write_timeout_ms), write.write_all(&bytes)).await;
                if !matches!(written, Ok(Ok(()))) {
                    let _ = inbound.send(Inbound::Closed(conn)).await;
                    break;
                }
            }
            Outbound::Close => break,
        }
    }
    let _ = timeout(ms(write_timeout_ms), write.shutdown()).await;
    reader.abort();
}
