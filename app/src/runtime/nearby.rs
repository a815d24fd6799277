//! The nearby links the runtime carries: it performs [`Effect::OpenLink`] over TCP with
//! the core's tokio driver (`spieleabend_nearby`): a host opens its own listener and
//! join code, a guest asks the host what it plays and joins, reconnecting and resuming
//! by itself. The drivers' news go into the app ([`App::link_news`]) and the views
//! they cause to the observer. Only what needs the platform stays with the shell
//! (finding tables and announcing one on the network: [`ShellEffect::Advertise`]).

use std::sync::{Arc, Mutex, PoisonError, Weak};

use spieleabend_core::games::GameId;
use spieleabend_core::nearby::{ClientConfig, HostConfig, Phase, RejectReason, TableSetup};
use spieleabend_core::table::{AnyTable, Table, TableSettings};
use spieleabend_core::{with_game, with_table};
use spieleabend_nearby::{self as driver, NearbyTimings, ProbeError, Prober};
use tokio::runtime::Runtime;
use tokio::sync::mpsc;

use super::{Shared, notify, perform};
use crate::app::{App, Intent, LinkNews, LinkRequest};
use crate::screens::nearby::NearbyIntent;
use crate::table::AppGame;
use crate::table::nearby::{self as link, AnyNearby, GuestLink, HostLink, LinkHandle};
use crate::texts::{NearbyText, Texts};

/// How tables nearby are hosted and joined here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearbyOptions {
    /// Where a host listens: `0.0.0.0:0` (the default) is every interface and a free
    /// port; `127.0.0.1:0` keeps a table on this machine (tests).
    pub bind: String,
    /// The pause after a bot's move at a hosted table, in ms; `None`: the bot pace of
    /// the settings.
    pub bot_pace_ms: Option<u32>,
    /// The join code to show instead of a random one (4 to 6 digits); a code that is
    /// not one keeps the table from opening, with the reason on the host's screen.
    pub join_code: Option<String>,
    /// Start each game as soon as every seat has its device (and every device agreed
    /// to play again after a game) instead of waiting for the host's start.
    pub autostart: bool,
    /// The hard bots' search iterations at a hosted table; `None`: the core's default.
    pub bot_iterations: Option<u32>,
    /// The key this device joins tables with, kept by the shell so a device started
    /// again sits down at its seat again; `None`: a fresh key from the OS per join.
    pub device_key: Option<u64>,
}

impl Default for NearbyOptions {
    fn default() -> Self {
        NearbyOptions {
            bind: "0.0.0.0:0".into(),
            bot_pace_ms: None,
            join_code: None,
            autostart: false,
            bot_iterations: None,
            device_key: None,
        }
    }
}

/// The tokio runtime of the nearby drivers, started when a link is first opened, and
/// how hosts are set up.
pub(super) struct Nearby {
    runtime: Mutex<Option<Arc<Runtime>>>,
    options: Mutex<NearbyOptions>,
    /// The connection that asked a host with a wrong code, kept for the next try so
    /// the host's count of attempts left goes on (by address).
    prober: Arc<Mutex<Option<(String, Prober)>>>,
}

impl Default for Nearby {
    fn default() -> Self {
        Nearby {
            runtime: Mutex::new(None),
            options: Mutex::new(NearbyOptions::default()),
            prober: Arc::new(Mutex::new(None)),
        }
    }
}

impl Nearby {
    /// The runtime, started on first use (one worker thread: the drivers only move
    /// bytes; the host's bots think on tokio's blocking threads).
    fn runtime(&self) -> Option<Arc<Runtime>> {
        let mut runtime = self.runtime.lock().unwrap_or_else(PoisonError::into_inner);
        if runtime.is_none() {
            *runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .thread_name("spieleabend-nearby")
                .enable_all()
                .build()
                .ok()
                .map(Arc::new);
        }
        runtime.clone()
    }

    /// Sets how tables are hosted from now on.
    pub(super) fn set_options(&self, options: NearbyOptions) {
        *self.options.lock().unwrap_or_else(PoisonError::into_inner) = options;
    }

    /// Shuts the runtime down without waiting (the core is being dropped).
    pub(super) fn stop(&self) {
        if let Some(runtime) = self
            .runtime
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
            && let Ok(runtime) = Arc::try_unwrap(runtime)
        {
            runtime.shutdown_background();
        }
    }
}

/// Opens the link asked for, off the caller's thread.
pub(super) fn open(shared: &Arc<Shared>, request: LinkRequest, name: String) {
    let Some(runtime) = shared.nearby.runtime() else {
        let reason = shared
            .lock()
            .app
            .texts()
            .nearby_text(&NearbyText::JoinUnreachable("no runtime".into()));
        closed(&Arc::downgrade(shared), reason);
        return;
    };
    let weak = Arc::downgrade(shared);
    let hosting = shared
        .nearby
        .options
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone();
    let pace = hosting
        .bot_pace_ms
        .unwrap_or_else(|| shared.lock().app.settings().bot_pace.delay_ms());
    let prober = shared.nearby.prober.clone();
    runtime.spawn(async move {
        match request {
            LinkRequest::Host {
                game_key,
                variant,
                seats,
                options,
            } => {
                let table = HostedTable {
                    game_key,
                    variant,
                    seats,
                    options,
                };
                host(weak, table, hosting, pace).await
            }
            LinkRequest::Join { address, code } => {
                let key = hosting.device_key;
                join(weak, address, code, name, key, prober).await
            }
        }
    });
}

/// Closes links the app gave up, off the caller's thread.
pub(super) fn close(shared: &Shared, links: Vec<Box<dyn LinkHandle>>) {
    if links.is_empty() {
        return;
    }
    let Some(runtime) = shared.nearby.runtime() else {
        return;
    };
    for link in links {
        runtime.spawn(link.close());
    }
}

/// Closes links the app gave up as it ends, waiting (up to `limit`) until the
/// devices have had their bye: the process may end right after.
pub(super) fn close_waiting(
    shared: &Shared,
    links: Vec<Box<dyn LinkHandle>>,
    limit: std::time::Duration,
) {
    if links.is_empty() {
        return;
    }
    let Some(runtime) = shared.nearby.runtime() else {
        return;
    };
    let (done, finished) = std::sync::mpsc::channel();
    let count = links.len();
    for link in links {
        let done = done.clone();
        runtime.spawn(async move {
            link.close().await;
            let _ = done.send(());
        });
    }
    let deadline = std::time::Instant::now() + limit;
    for _ in 0..count {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if finished.recv_timeout(left).is_err() {
            return;
        }
    }
}

/// The link could not be opened, or ended: the reason goes to the app.
fn closed(shared: &Weak<Shared>, reason: String) {
    let Some(shared) = shared.upgrade() else {
        return;
    };
    deliver(&shared, |app| {
        app.dispatch(Intent::Nearby(NearbyIntent::LinkClosed { reason }))
    });
}

/// Runs `f` on the app, performs its effects and pushes the view.
fn deliver(shared: &Arc<Shared>, f: impl FnOnce(&mut App) -> Vec<crate::app::Effect>) {
    let (view, closing) = {
        let mut state = shared.lock();
        let effects = f(&mut state.app);
        perform(&mut state, effects, shared);
        let closing = state.app.take_closed_links();
        (state.app.view(), closing)
    };
    close(shared, closing);
    notify(shared, Some(view));
}

/// Hands an opened link to the app, or closes it when no longer wanted. Returns the
/// link's number for its news.
fn hand_in(
    shared: &Arc<Shared>,
    link: Box<dyn LinkHandle>,
    address: Option<String>,
) -> Option<u64> {
    let mut id = None;
    let mut unwanted = None;
    deliver(shared, |app| match app.link_opened(link, address) {
        Ok((number, effects)) => {
            id = Some(number);
            effects
        }
        Err(link) => {
            unwanted = Some(link);
            Vec::new()
        }
    });
    if let Some(link) = unwanted {
        close(shared, vec![link]);
    }
    id
}

/// The table a host asked to open, as [`LinkRequest::Host`] gives it.
struct HostedTable {
    game_key: String,
    variant: Option<String>,
    seats: Vec<spieleabend_core::table::SeatConfig>,
    options: Vec<crate::screens::setup::OptionEntry>,
}

async fn host(weak: Weak<Shared>, table: HostedTable, hosting: NearbyOptions, pace: u32) {
    let HostedTable {
        game_key,
        variant,
        seats,
        options,
    } = table;
    let Some(shared) = weak.upgrade() else {
        return;
    };
    let texts = Texts::new(shared.lock().app.texts().lang());
    let failed = |reason: String| texts.nearby_text(&NearbyText::LobbyNotAdvertised(reason));
    let Some(game) = GameId::parse(&game_key) else {
        closed(&weak, texts.nearby_text(&NearbyText::JoinUnknownGame));
        return;
    };
    let (Ok(entropy), Ok(seed)) = (driver::os_entropy(), driver::secret::u64()) else {
        closed(&weak, failed("no randomness".into()));
        return;
    };
    let values: Vec<_> = options.into_iter().map(|o| (o.key, o.value)).collect();
    let table = match AnyTable::with_options(
        game,
        variant.as_deref(),
        &values,
        seats,
        TableSettings {
            bot_delay_ms: pace,
            hard_iterations: hosting
                .bot_iterations
                .unwrap_or(TableSettings::default().hard_iterations),
            ..TableSettings::default()
        },
        seed,
    ) {
        Ok(table) => table,
        Err(error) => {
            closed(&weak, failed(error.to_string()));
            return;
        }
    };
    drop(shared);
    let config = HostConfig {
        seed,
        entropy,
        join_code: hosting.join_code,
        ..HostConfig::default()
    };
    let opened = with_table!(&table, t => open_host(t, seed, config, &hosting.bind, hosting.autostart).await);
    let Some(shared) = weak.upgrade() else {
        return;
    };
    match opened {
        Ok((link, address, forward)) => {
            if let Some(id) = hand_in(&shared, link, Some(address)) {
                drop(shared);
                forward.run(weak, id).await;
            }
        }
        Err(reason) => closed(&weak, failed(reason)),
    }
}

async fn join(
    weak: Weak<Shared>,
    address: String,
    code: String,
    name: String,
    key: Option<u64>,
    prober: Arc<Mutex<Option<(String, Prober)>>>,
) {
    let Some(lang) = weak.upgrade().map(|s| s.lock().app.texts().lang()) else {
        return;
    };
    let texts = Texts::new(lang);
    let timings = NearbyTimings::default();
    // Ask what the host plays first, on the connection of the last wrong code to the
    // same host if there is one (so the attempts left count down).
    let kept = prober
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take()
        .filter(|(a, _)| *a == address);
    let mut asking = match kept {
        Some((_, p)) => p,
        None => match Prober::open(address.clone(), &timings).await {
            Ok(p) => p,
            Err(error) => {
                closed(
                    &weak,
                    texts.nearby_text(&NearbyText::JoinUnreachable(error.to_string())),
                );
                return;
            }
        },
    };
    let info = match asking.ask(&code).await {
        Ok(info) => info,
        Err(ProbeError::Refused(RejectReason::WrongJoinCode {
            attempts_left,
            digits,
        })) => {
            if attempts_left > 0 {
                *prober.lock().unwrap_or_else(PoisonError::into_inner) =
                    Some((address.clone(), asking));
            }
            // Someone was guessing and the host moved to a longer code: say so, not
            // just "wrong".
            let typed = spieleabend_core::nearby::normalize_code(&code).len();
            let text = if typed != usize::from(digits) {
                NearbyText::JoinCodeChanged(u32::from(digits))
            } else {
                NearbyText::JoinWrongCode(u32::from(attempts_left))
            };
            closed(&weak, texts.nearby_text(&text));
            return;
        }
        Err(ProbeError::Refused(reason)) => {
            closed(
                &weak,
                texts.end_reason(&spieleabend_core::nearby::EndReason::Rejected(reason)),
            );
            return;
        }
        Err(ProbeError::Io(error)) => {
            closed(
                &weak,
                texts.nearby_text(&NearbyText::JoinUnreachable(error.to_string())),
            );
            return;
        }
        Err(ProbeError::NotUnderstood) => {
            closed(&weak, texts.nearby_text(&NearbyText::JoinNotUnderstood));
            return;
        }
    };
    drop(asking);
    let Some(game) = GameId::parse(&info.game) else {
        closed(&weak, texts.nearby_text(&NearbyText::JoinUnknownGame));
        return;
    };
    let device_key = key.map_or_else(driver::secret::u64, Ok);
    let (Ok(entropy), Ok(device_key)) = (driver::os_entropy(), device_key) else {
        closed(
            &weak,
            texts.nearby_text(&NearbyText::JoinUnreachable("no randomness".into())),
        );
        return;
    };
    let config = ClientConfig {
        name,
        app_version: env!("CARGO_PKG_VERSION").into(),
        device_key,
        entropy,
        ..ClientConfig::default()
    };
    let opened =
        with_game!(game, G => open_guest::<G>(address.clone(), config, code, timings).await);
    let Some(shared) = weak.upgrade() else {
        return;
    };
    match opened {
        Ok((link, forward)) => {
            if let Some(id) = hand_in(&shared, link, None) {
                drop(shared);
                forward.run(weak, id).await;
            }
        }
        Err(reason) => closed(
            &weak,
            texts.nearby_text(&NearbyText::JoinUnreachable(reason)),
        ),
    }
}

/// Opens the host's listener for the table `t` is set up as.
async fn open_host<G: AppGame>(
    t: &Table<G>,
    seed: u64,
    config: HostConfig,
    bind: &str,
    autostart: bool,
) -> Result<(Box<dyn LinkHandle>, String, Forward), String>
where
    AnyNearby: From<link::Nearby<G>>,
{
    let setup = TableSetup {
        options: t.options().clone(),
        seats: t.seats().to_vec(),
        settings: t.settings().clone(),
        seed,
    };
    match driver::host(setup, config, bind, NearbyTimings::default()).await {
        Ok(mut handle) => {
            handle.set_autostart(autostart);
            let events = std::mem::replace(&mut handle.events, mpsc::unbounded_channel().1);
            let marks = handle.table_marks();
            let address = reachable(handle.local_addr()).to_string();
            let handle = Arc::new(handle);
            // Whether the lobby is ready to start changes when a device's commitment
            // arrives, which no event or mark tells; the forwarder looks now and then.
            let weak = Arc::downgrade(&handle);
            let ready: Ready = Box::new(move || {
                weak.upgrade().is_some_and(|h| {
                    h.with_host(|h| h.phase() == Phase::Lobby && h.ready_to_start())
                })
            });
            let link: Box<dyn LinkHandle> = Box::new(HostLink(handle));
            Ok((link, address, Forward::Host(events, marks, ready)))
        }
        Err(error) => Err(error.to_string()),
    }
}

/// Joins the host at `address`, its game being `G`.
async fn open_guest<G: AppGame>(
    address: String,
    config: ClientConfig,
    code: String,
    timings: NearbyTimings,
) -> Result<(Box<dyn LinkHandle>, Forward), String>
where
    AnyNearby: From<link::Nearby<G>>,
{
    match driver::join::<G, _>(address, config, code, 1, timings).await {
        Ok(mut handle) => {
            let events = std::mem::replace(&mut handle.events, mpsc::unbounded_channel().1);
            let link: Box<dyn LinkHandle> = Box::new(GuestLink(Arc::new(handle)));
            Ok((link, Forward::Guest(events)))
        }
        Err(error) => Err(error.to_string()),
    }
}

/// Where others reach a table listening at `listening`: on every interface (the
/// unspecified address), this machine's address on the network (the source address
/// of the route to a documentation address; no packet is sent), else the one address
/// listened on. Without a route, loopback.
fn reachable(listening: std::net::SocketAddr) -> std::net::SocketAddr {
    if !listening.ip().is_unspecified() {
        return listening;
    }
    let ip = std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|socket| {
            socket.connect("192.0.2.1:9")?;
            socket.local_addr()
        })
        .map(|a| a.ip())
        .unwrap_or(std::net::IpAddr::from([127, 0, 0, 1]));
    std::net::SocketAddr::new(ip, listening.port())
}

/// Whether a host's lobby is ready to start now.
type Ready = Box<dyn Fn() -> bool + Send + Sync>;

/// How often a host's forwarder looks whether the lobby became ready.
const READY_POLL: std::time::Duration = std::time::Duration::from_millis(50);

/// A driver's news, forwarded into the app until the driver ends.
enum Forward {
    Host(
        mpsc::UnboundedReceiver<spieleabend_core::nearby::HostEvent>,
        tokio::sync::watch::Receiver<spieleabend_nearby::TableMark>,
        Ready,
    ),
    Guest(mpsc::UnboundedReceiver<spieleabend_nearby::JoinEvent>),
}

impl Forward {
    async fn run(self, weak: Weak<Shared>, id: u64) {
        let news = |news: LinkNews| -> bool {
            let Some(shared) = weak.upgrade() else {
                return false;
            };
            deliver(&shared, |app| app.link_news(id, news));
            true
        };
        match self {
            Forward::Host(mut events, mut marks, ready) => {
                let mut was_ready = false;
                loop {
                    tokio::select! {
                        _ = tokio::time::sleep(READY_POLL) => {
                            let now = ready();
                            if now != was_ready {
                                was_ready = now;
                                if !news(LinkNews::Moved) { return }
                            }
                        },
                        event = events.recv() => match event {
                            Some(event) => if !news(LinkNews::Host(event)) { return },
                            None => return,
                        },
                        changed = marks.changed() => match changed {
                            Ok(()) => if !news(LinkNews::Moved) { return },
                            Err(_) => return,
                        },
                    }
                }
            }
            Forward::Guest(mut events) => {
                while let Some(event) = events.recv().await {
                    if !news(LinkNews::Guest(event)) {
                        return;
                    }
                }
            }
        }
    }
}

/// Why a link the shell handed in (e.g. a Bluetooth channel) was not taken. The link
/// is closed in every case.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkRefused {
    /// A device's link came in, but no table is hosted here now.
    #[error("no table is open here to take the link")]
    NoOpenTable,
    /// A join over a link was asked for away from the join screen, or while a join
    /// is under way or a table is joined.
    #[error("joining over a link needs the join screen with no join under way")]
    NotJoining,
    /// The game key the host announced is not one of the games here.
    #[error("unknown game: {0}")]
    UnknownGame(String),
    /// The nearby runtime or randomness is not available on this device.
    #[error("nearby play is not available: {0}")]
    Unavailable(String),
    /// The join stopped before the link was taken (the table was left meanwhile).
    #[error("the join stopped")]
    Stopped,
    /// A new channel came in, but no joined table waits for one (none was asked
    /// for with a reopen, or the table ended meanwhile).
    #[error("no joined table waits for a new link")]
    NotReopening,
}

/// A device's link to the table hosted here: the host's driver takes it as a new
/// connection.
pub(super) fn attach(
    shared: &Shared,
    mut link: Box<dyn driver::Link>,
) -> Result<driver::LinkInput, LinkRefused> {
    let state = shared.lock();
    let Some(hosted) = state.app.hosted_link() else {
        drop(state);
        link.close();
        return Err(LinkRefused::NoOpenTable);
    };
    match hosted.attach(link) {
        Ok(input) => Ok(input),
        Err(mut link) => {
            drop(state);
            link.close();
            Err(LinkRefused::NoOpenTable)
        }
    }
}

/// The new channel to the host of the table joined over a link, asked for with
/// [`super::ShellEffect::ReopenBluetooth`]: the client resumes its seat on it.
pub(super) fn relink(
    shared: &Arc<Shared>,
    mut link: Box<dyn driver::Link>,
) -> Result<driver::LinkInput, LinkRefused> {
    let (attached, view) = {
        let mut state = shared.lock();
        let attached = match state.app.link_reopened() {
            Some(joined) => joined.reattach(link).map_err(|()| LinkRefused::Stopped),
            None => {
                link.close();
                Err(LinkRefused::NotReopening)
            }
        };
        (attached, state.app.view())
    };
    notify(shared, Some(view));
    attached
}

/// Joins the host of a `game_key` table with `code` over `link`, which the shell
/// opened to it: the join screen waits as for a join by address.
pub(super) fn join_over_link(
    shared: &Arc<Shared>,
    game_key: &str,
    code: &str,
    mut link: Box<dyn driver::Link>,
) -> Result<driver::LinkInput, LinkRefused> {
    let refuse = |link: &mut Box<dyn driver::Link>, why: LinkRefused| {
        link.close();
        Err(why)
    };
    let Some(game) = GameId::parse(game_key) else {
        return refuse(&mut link, LinkRefused::UnknownGame(game_key.into()));
    };
    let Some(runtime) = shared.nearby.runtime() else {
        return refuse(&mut link, LinkRefused::Unavailable("no runtime".into()));
    };
    let (Ok(entropy), Ok(device_key)) = (driver::os_entropy(), driver::secret::u64()) else {
        return refuse(&mut link, LinkRefused::Unavailable("no randomness".into()));
    };
    let name = {
        let mut state = shared.lock();
        let Some(effects) = state.app.join_over_link(code) else {
            drop(state);
            return refuse(&mut link, LinkRefused::NotJoining);
        };
        perform(&mut state, effects, shared);
        state.app.joining_name()
    };
    notify(shared, None);
    let config = ClientConfig {
        name,
        app_version: env!("CARGO_PKG_VERSION").into(),
        device_key,
        entropy,
        ..ClientConfig::default()
    };
    // The client's driver task starts on the nearby runtime.
    let entered = runtime.enter();
    let (handle, forward, input) =
        with_game!(game, G => guest_over_link::<G>(config, code.trim(), link))?;
    drop(entered);
    match hand_in(shared, handle, None) {
        Some(id) => {
            runtime.spawn(forward.run(Arc::downgrade(shared), id));
            Ok(input)
        }
        None => Err(LinkRefused::Stopped),
    }
}

/// A client of game `G` over links, with `link` attached.
fn guest_over_link<G: AppGame>(
    config: ClientConfig,
    code: &str,
    link: Box<dyn driver::Link>,
) -> Result<(Box<dyn LinkHandle>, Forward, driver::LinkInput), LinkRefused>
where
    AnyNearby: From<link::Nearby<G>>,
{
    let mut handle = driver::join_link::<G>(config, code, 1);
    let events = std::mem::replace(&mut handle.events, mpsc::unbounded_channel().1);
    let input = handle.attach(link).map_err(|_| LinkRefused::Stopped)?;
    let handle: Box<dyn LinkHandle> = Box::new(GuestLink(Arc::new(handle)));
    Ok((handle, Forward::Guest(events), input))
}
