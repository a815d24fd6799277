//! [`NearbyHost`]: the phone that runs the table for the devices nearby.

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};

use spieleabend_core::Seat;
use spieleabend_core::games::GameId;
use spieleabend_core::nearby::{HostConfig, HostEvent, Phase};
use spieleabend_core::table::{SeatConfig, SeatKind, Table as CoreTable};
use spieleabend_nearby::{
    HostAdvertisement, HostHandle, Link, LinkInput, NearbyTimings, TableMark,
};
use tokio::sync::{mpsc, watch};

use super::errors::NearbyError;
use super::link::{ForeignLink, NearbyLink, NearbyLinkInput};
use super::records::{NearbyDevice, NearbyHostEvent, NearbyHostOptions, track_device};
use super::{fairness_value, random_seed};
use crate::observer::{ObserverError, notify};
use crate::runtime::{run_blocking, run_task, runtime};
use crate::table::records::{
    ActionChoice, EventRecord, OutcomeRecord, PendingDecision, SeatSpec, TableConfig, TableView,
};
use crate::table::views::Mapping;
use crate::table::{TableError, TableParts, action_of, events_of, legal_of, view_of};

/// Told what happens at a hosted table, on a background thread, in order.
#[uniffi::export(foreign)]
pub trait NearbyHostObserver: Send + Sync {
    /// The table changed (an action here or on a device, a bot move, a seat taken
    /// over or handed back, a rematch): `next_seq` is the number the next event will
    /// get and `pending` what the table waits for. Quick changes may arrive as one.
    fn on_change(&self, next_seq: u32, pending: PendingDecision) -> Result<(), ObserverError>;
    /// Something happened with a device (joined, away, back, refused …).
    fn on_device(&self, event: NearbyHostEvent) -> Result<(), ObserverError>;
}

/// The game-independent face of a running host (the core's `HostHandle<G>`).
trait HostSide: Send {
    fn join_code(&self) -> String;
    fn new_join_code(&self, seed: u64);
    fn tcp_addr(&self) -> Option<SocketAddr>;
    fn seats(&self) -> Vec<SeatSpec>;
    fn mark(&self) -> TableMark;
    fn view(&self, seat: Seat) -> Result<TableView, NearbyError>;
    fn legal_actions(&self, seat: Seat) -> Result<Vec<ActionChoice>, NearbyError>;
    fn act(&self, seat: Seat, choice: &ActionChoice) -> Result<(), NearbyError>;
    fn hand_over(&self, seat: Seat) -> Result<(), NearbyError>;
    fn events(&self, seat: Seat, from: u32) -> Result<Vec<EventRecord>, NearbyError>;
    fn outcome(&self) -> Option<OutcomeRecord>;
    fn rematch(&self) -> Result<(), NearbyError>;
    fn start(&self) -> Result<(), NearbyError>;
    fn set_autostart(&self, on: bool);
    fn ready_to_start(&self) -> bool;
    fn attach(&self, link: Box<dyn Link>) -> LinkInput;
    fn shutdown(self: Box<Self>) -> Pin<Box<dyn Future<Output = ()> + Send>>;
    /// Any seat's view, for the tests' comparisons.
    #[cfg(test)]
    fn remote_view(&self, seat: Seat) -> TableView;
}

/// Refuses a seat not played by a human on this device: the table would show a
/// remote player's hand to the host too.
fn local_human(seats: &[SeatConfig], seat: Seat) -> Result<(), TableError> {
    match seats.get(usize::from(seat.0)) {
        None => Err(TableError::NoSuchSeat { seat: seat.0 }),
        Some(s) if s.kind == SeatKind::Human => Ok(()),
        Some(_) => Err(TableError::WrongSeatKind {
            seat: seat.0,
            expected: "human".to_string(),
        }),
    }
}

impl<G: Mapping> HostSide for HostHandle<G> {
    fn join_code(&self) -> String {
        HostHandle::join_code(self)
    }

    fn new_join_code(&self, seed: u64) {
        self.with_host(|h| h.new_join_code(seed));
    }

    fn tcp_addr(&self) -> Option<SocketAddr> {
        HostHandle::tcp_addr(self)
    }

    fn seats(&self) -> Vec<SeatSpec> {
        // Before the deal, the seats as set up; then the table's (bots taking over).
        self.with_host(|h| match h.table() {
            Some(table) => table.seats().iter().map(Into::into).collect(),
            None => h.seats().iter().map(Into::into).collect(),
        })
    }

    fn mark(&self) -> TableMark {
        // From the host itself: the published mark may lag a change just made.
        self.with_host(|h| TableMark::of(h))
    }

    fn view(&self, seat: Seat) -> Result<TableView, NearbyError> {
        self.with_host(|h| {
            local_human(h.seats(), seat)?;
            Ok(view_of(dealt(h.table())?, seat)?)
        })
    }

    fn legal_actions(&self, seat: Seat) -> Result<Vec<ActionChoice>, NearbyError> {
        self.with_host(|h| {
            local_human(h.seats(), seat)?;
            Ok(legal_of(dealt(h.table())?, seat)?)
        })
    }

    fn act(&self, seat: Seat, choice: &ActionChoice) -> Result<(), NearbyError> {
        let action = action_of::<G>(choice)?;
        self.with_host(|h| {
            local_human(h.seats(), seat)?;
            h.act_local(seat, action).map_err(Into::into)
        })
    }

    fn hand_over(&self, seat: Seat) -> Result<(), NearbyError> {
        self.with_host(|h| {
            local_human(h.seats(), seat)?;
            h.hand_over(seat).map_err(Into::into)
        })
    }

    fn events(&self, seat: Seat, from: u32) -> Result<Vec<EventRecord>, NearbyError> {
        self.with_host(|h| {
            local_human(h.seats(), seat)?;
            Ok(events_of(dealt(h.table())?, seat, from)?)
        })
    }

    fn outcome(&self) -> Option<OutcomeRecord> {
        self.with_host(|h| h.table().and_then(|t| t.outcome()).map(Into::into))
    }

    fn rematch(&self) -> Result<(), NearbyError> {
        self.with_host(|h| h.rematch()).map_err(Into::into)
    }

    fn start(&self) -> Result<(), NearbyError> {
        HostHandle::start(self).map_err(Into::into)
    }

    fn set_autostart(&self, on: bool) {
        HostHandle::set_autostart(self, on)
    }

    fn ready_to_start(&self) -> bool {
        self.with_host(|h| h.ready_to_start())
    }

    fn attach(&self, link: Box<dyn Link>) -> LinkInput {
        HostHandle::attach(self, link)
    }

    fn shutdown(self: Box<Self>) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        Box::pin(HostHandle::shutdown(*self))
    }

    #[cfg(test)]
    fn remote_view(&self, seat: Seat) -> TableView {
        self.with_host(|h| view_of(h.table().expect("a dealt game"), seat))
            .expect("a seat's view")
    }
}

/// The dealt table, or `NotStarted` before the deal.
fn dealt<G: Mapping>(table: Option<&CoreTable<G>>) -> Result<&CoreTable<G>, NearbyError> {
    table.ok_or(NearbyError::NotStarted)
}

/// What the table waits for, as the API says it (`NotStarted` before the deal).
fn pending_of(mark: &TableMark) -> PendingDecision {
    mark.pending.map_or(PendingDecision::NotStarted, Into::into)
}

/// A table hosted for devices nearby, over TCP and/or attached links (Bluetooth). See
/// the module docs of `nearby`.
#[derive(uniffi::Object)]
pub struct NearbyHost {
    game: GameId,
    side: Mutex<Option<Box<dyn HostSide>>>,
    /// The table's advertisement on the local network, if asked for.
    advertisement: Mutex<Option<HostAdvertisement>>,
    devices: Arc<Mutex<Vec<NearbyDevice>>>,
    observer: Arc<Mutex<Option<Arc<dyn NearbyHostObserver>>>>,
}

/// Hosts the table `config` describes (its `Remote` seats are for the devices; its
/// humans play on this device through the host's `view`/`act`; bots play on this
/// device) and starts listening as `options` say. The table opens its lobby: devices
/// join (and commit to their fairness values); `start()` deals the first game, or
/// `set_autostart(true)` deals it as soon as every remote seat has a device.
#[uniffi::export]
pub async fn nearby_host(
    config: TableConfig,
    options: NearbyHostOptions,
) -> Result<Arc<NearbyHost>, NearbyError> {
    let parts = TableParts::from_config(config)?;
    let listen = match &options.listen {
        Some(address) => {
            Some(
                address
                    .parse::<SocketAddr>()
                    .map_err(|e| NearbyError::BadAddress {
                        address: address.clone(),
                        detail: e.to_string(),
                    })?,
            )
        }
        None => None,
    };
    let host_config = HostConfig {
        seed: match options.seed {
            Some(seed) => seed,
            None => random_seed()?,
        },
        entropy: fairness_value()?,
        ..HostConfig::default()
    };
    if options.advertise.is_some() && listen.is_none() {
        return Err(NearbyError::Discovery {
            detail: "a table is advertised with its TCP port: give `listen` too".into(),
        });
    }
    let game = parts.game;
    let name = options.advertise.clone();
    let (side, events, marks, advertisement) = run_task(async move {
        spieleabend_core::with_game!(game, G => start::<G>(&parts, host_config, listen, name).await)
    })
    .await?;
    let host = Arc::new(NearbyHost {
        game,
        side: Mutex::new(Some(side)),
        advertisement: Mutex::new(advertisement),
        devices: Arc::new(Mutex::new(Vec::new())),
        observer: Arc::new(Mutex::new(None)),
    });
    runtime().spawn(pump(
        events,
        marks,
        host.devices.clone(),
        host.observer.clone(),
    ));
    Ok(host)
}

type Started = (
    Box<dyn HostSide>,
    mpsc::UnboundedReceiver<HostEvent>,
    watch::Receiver<TableMark>,
    Option<HostAdvertisement>,
);

/// Makes the table of game `G`, starts its host on the runtime and, with a `name`,
/// advertises it (a host whose advertisement fails is shut down again).
async fn start<G: Mapping>(
    parts: &TableParts,
    config: HostConfig,
    listen: Option<SocketAddr>,
    name: Option<String>,
) -> Result<Started, NearbyError> {
    let setup = parts.setup::<G>()?;
    let timings = NearbyTimings::default();
    let mut handle = match listen {
        Some(address) => spieleabend_nearby::host(setup, config, address, timings)
            .await
            .map_err(|e| match e {
                spieleabend_nearby::DriverError::Host(e) => NearbyError::from(e),
                spieleabend_nearby::DriverError::Io(e) => NearbyError::Listen {
                    detail: e.to_string(),
                },
            })?,
        None => spieleabend_nearby::host_links(setup, config, timings).map_err(|e| match e {
            spieleabend_nearby::DriverError::Host(e) => NearbyError::from(e),
            spieleabend_nearby::DriverError::Io(e) => NearbyError::Listen {
                detail: e.to_string(),
            },
        })?,
    };
    let advertisement = match name {
        Some(name) => match handle.advertise(&name).await {
            Ok(advertisement) => Some(advertisement),
            Err(error) => {
                handle.shutdown().await;
                return Err(error.into());
            }
        },
        None => None,
    };
    let events = std::mem::replace(&mut handle.events, mpsc::unbounded_channel().1);
    let marks = handle.table_marks();
    Ok((Box::new(handle), events, marks, advertisement))
}

/// Delivers the host's device events and table changes to the observer, in order,
/// and keeps the device list. Ends when the host stops.
async fn pump(
    mut events: mpsc::UnboundedReceiver<HostEvent>,
    mut marks: watch::Receiver<TableMark>,
    devices: Arc<Mutex<Vec<NearbyDevice>>>,
    observer: Arc<Mutex<Option<Arc<dyn NearbyHostObserver>>>>,
) {
    let current = |observer: &Mutex<Option<Arc<dyn NearbyHostObserver>>>| {
        observer.lock().ok().and_then(|o| o.clone())
    };
    loop {
        tokio::select! {
            event = events.recv() => {
                let Some(event) = event else { return };
                let event = NearbyHostEvent::from(event);
                if let Ok(mut devices) = devices.lock() {
                    track_device(&mut devices, &event);
                }
                if let Some(o) = current(&observer) {
                    let _ = notify("NearbyHostObserver.on_device", || o.on_device(event));
                }
            }
            changed = marks.changed() => {
                if changed.is_err() {
                    return;
                }
                let mark = *marks.borrow_and_update();
                if let Some(o) = current(&observer) {
                    let _ = notify("NearbyHostObserver.on_change", || {
                        o.on_change(mark.next_seq, pending_of(&mark))
                    });
                }
            }
        }
    }
}

impl NearbyHost {
    /// Any seat's view (a remote player's too), for the tests' comparisons.
    #[cfg(test)]
    pub(super) fn remote_view(&self, seat: u8) -> TableView {
        self.with(|h| h.remote_view(Seat(seat))).expect("running")
    }

    fn side(&self) -> Result<MutexGuard<'_, Option<Box<dyn HostSide>>>, NearbyError> {
        self.side.lock().map_err(|_| NearbyError::Poisoned)
    }

    /// Runs `f` on the running host.
    fn with<R>(&self, f: impl FnOnce(&dyn HostSide) -> R) -> Result<R, NearbyError> {
        let side = self.side()?;
        let side = side.as_ref().ok_or(NearbyError::Closed)?;
        Ok(f(side.as_ref()))
    }
}

#[uniffi::export]
impl NearbyHost {
    /// The game's id, e.g. "elfer_raus".
    pub fn game_id(&self) -> String {
        self.game.id().to_string()
    }

    /// The join code to show.
    pub fn join_code(&self) -> Result<String, NearbyError> {
        self.with(|h| h.join_code())
    }

    /// Shows a new join code (and opens joining again after too many wrong codes);
    /// returns it. Admitted devices keep their seats.
    pub fn new_join_code(&self) -> Result<String, NearbyError> {
        let seed = random_seed()?;
        self.with(|h| {
            h.new_join_code(seed);
            h.join_code()
        })
    }

    /// The TCP port devices connect to (`None`: links only).
    pub fn tcp_port(&self) -> Result<Option<u16>, NearbyError> {
        self.with(|h| h.tcp_addr().map(|a| a.port()))
    }

    /// The devices admitted so far, in order of joining.
    pub fn devices(&self) -> Result<Vec<NearbyDevice>, NearbyError> {
        Ok(self
            .devices
            .lock()
            .map_err(|_| NearbyError::Poisoned)?
            .clone())
    }

    /// The seats and who plays them now (a dropped device's seats may be bots' for a
    /// while).
    pub fn seats(&self) -> Result<Vec<SeatSpec>, NearbyError> {
        self.with(|h| h.seats())
    }

    /// What the table waits for (`Human`: a player on this device; `Remote`: a
    /// device; bots play by themselves).
    pub fn pending(&self) -> Result<PendingDecision, NearbyError> {
        self.with(|h| pending_of(&h.mark()))
    }

    /// Whether the table is in the lobby (devices join; `start()` deals the game).
    pub fn in_lobby(&self) -> Result<bool, NearbyError> {
        self.with(|h| h.mark().phase == Phase::Lobby)
    }

    /// Remote seats without a device yet.
    pub fn free_seats(&self) -> Result<u8, NearbyError> {
        self.with(|h| h.mark().free_seats)
    }

    /// Whether the lobby is ready: every remote seat has a device and every connected
    /// device has committed to its random value (a `start()` now lets all of them
    /// contribute to the deal).
    pub fn ready_to_start(&self) -> Result<bool, NearbyError> {
        self.with(|h| h.ready_to_start())
    }

    /// Starts the game of the lobby now: the devices there reveal their random values
    /// and the game is dealt from them and the host's (seats still free wait for
    /// devices that join later). `AlreadyStarted` outside the lobby.
    pub fn start(&self) -> Result<(), NearbyError> {
        self.with(|h| h.start())?
    }

    /// With `on`, each game (the first, and each after `rematch()`) starts by itself
    /// as soon as every remote seat has a device and every device has committed.
    pub fn set_autostart(&self, on: bool) -> Result<(), NearbyError> {
        self.with(|h| h.set_autostart(on))
    }

    /// The sequence number the next event will get.
    pub fn next_seq(&self) -> Result<u32, NearbyError> {
        self.with(|h| h.mark().next_seq)
    }

    /// Which game at this table: 0 for the first, 1 after a rematch …
    pub fn game_number(&self) -> Result<u32, NearbyError> {
        self.with(|h| h.mark().game_number)
    }

    /// What `seat`, a human on this device, sees (the same record as a `GameTable`'s).
    pub fn view(&self, seat: u8) -> Result<TableView, NearbyError> {
        self.with(|h| h.view(Seat(seat)))?
    }

    /// The legal actions of `seat`, a human on this device (empty unless it is to act).
    pub fn legal_actions(&self, seat: u8) -> Result<Vec<ActionChoice>, NearbyError> {
        self.with(|h| h.legal_actions(Seat(seat)))?
    }

    /// A decision of `seat`, a human on this device: one of `legal_actions(seat)`.
    pub fn act(&self, seat: u8, action: ActionChoice) -> Result<(), NearbyError> {
        self.with(|h| h.act(Seat(seat), &action))?
    }

    /// Hands the device to `seat`, a human on this device, when several share it
    /// (pass-and-play at the host): call it after showing "pass the device to …" for a
    /// `PendingDecision.Human` with `handOver`. Until then that seat's `view`,
    /// `legalActions`, `events` and `act` are refused with `HandOverFirst`, so its hand
    /// never shows while someone else holds the device.
    pub fn hand_over(&self, seat: u8) -> Result<(), NearbyError> {
        self.with(|h| h.hand_over(Seat(seat)))?
    }

    /// The DNS-SD instance name the table is advertised under (as `NearbyBrowser`
    /// reports it); `None` when not advertised (or after `shutdown`).
    pub fn advertised_instance(&self) -> Result<Option<String>, NearbyError> {
        let advertisement = self
            .advertisement
            .lock()
            .map_err(|_| NearbyError::Poisoned)?;
        Ok(advertisement.as_ref().map(|a| a.instance().to_string()))
    }

    /// The free seats advertised now (`None` when not advertised); follows
    /// `freeSeats()` within about a second.
    pub fn advertised_free_seats(&self) -> Result<Option<u8>, NearbyError> {
        let advertisement = self
            .advertisement
            .lock()
            .map_err(|_| NearbyError::Poisoned)?;
        Ok(advertisement.as_ref().and_then(|a| a.free_seats()))
    }

    /// The events `seat` (a human on this device) may see from `from_seq` on.
    pub fn events(&self, seat: u8, from_seq: u32) -> Result<Vec<EventRecord>, NearbyError> {
        self.with(|h| h.events(Seat(seat), from_seq))?
    }

    /// The current game's outcome once it is over.
    pub fn outcome(&self) -> Result<Option<OutcomeRecord>, NearbyError> {
        self.with(|h| h.outcome())
    }

    /// Opens the lobby of the next game (after this one is over): `start()` deals it
    /// (or it starts by itself with `set_autostart(true)`).
    pub fn rematch(&self) -> Result<(), NearbyError> {
        self.with(|h| h.rematch())?
    }

    /// Takes a device's link (e.g. an accepted Bluetooth socket): the device's hello
    /// comes over it. Feed what the link reads into the returned input.
    pub fn attach_link(
        &self,
        link: Arc<dyn NearbyLink>,
    ) -> Result<Arc<NearbyLinkInput>, NearbyError> {
        let input = self.with(|h| h.attach(Box::new(ForeignLink(link))))?;
        Ok(NearbyLinkInput::wrap(input))
    }

    /// Sets (or with `None` removes) the observer.
    pub fn set_observer(
        &self,
        observer: Option<Arc<dyn NearbyHostObserver>>,
    ) -> Result<(), NearbyError> {
        *self.observer.lock().map_err(|_| NearbyError::Poisoned)? = observer;
        Ok(())
    }

    /// Closes the table: its advertisement is withdrawn, every device is told (bye),
    /// then the connections and links close. Afterwards every call but `game_id` and `devices` is `Closed`.
    pub async fn shutdown(&self) -> Result<(), NearbyError> {
        let side = self.side()?.take().ok_or(NearbyError::Closed)?;
        let advertisement = self
            .advertisement
            .lock()
            .map_err(|_| NearbyError::Poisoned)?
            .take();
        if let Some(advertisement) = advertisement {
            // The goodbye on the network waits for the mDNS daemon (bounded).
            let _ = run_blocking(move || advertisement.stop()).await;
        }
        run_task(side.shutdown()).await;
        Ok(())
    }
}
