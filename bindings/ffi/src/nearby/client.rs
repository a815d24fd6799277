//! [`NearbyClient`]: a device at someone else's table, over TCP or attached links.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use spieleabend_core::games::GameId;
use spieleabend_core::nearby::{ClientConfig, ClientEvent, EndReason, RejectReason};
use spieleabend_core::table::{SeatConfig, SeatKind};
use spieleabend_core::{Seat, ToAct};
use spieleabend_nearby::{
    AttachError, ClientHandle, JoinEvent, Link, LinkInput, NearbyTimings, ProbeError,
};
use tokio::sync::{mpsc, watch};

use super::errors::NearbyError;
use super::link::{ForeignLink, NearbyLink, NearbyLinkInput};
use super::records::{NearbyClientEvent, NearbyClientStatus, NearbyFairness, NearbyJoinConfig};
use super::{fairness_value, random_seed};
use crate::observer::{ObserverError, notify};
use crate::runtime::{run_task, runtime};
use crate::table::records::{ActionChoice, EventRecord, SeatSpec, TableView};
use crate::table::views::Mapping;
use crate::table::{action_of, event_record};

/// Told what happens at the table, on a background thread, in order.
#[uniffi::export(foreign)]
pub trait NearbyClientObserver: Send + Sync {
    /// Something happened: `Updated` means new events or views (read `status`,
    /// `view`, `events`).
    fn on_event(&self, event: NearbyClientEvent) -> Result<(), ObserverError>;
}

/// Whether the host has admitted the device, as `welcome` waits for it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Admission {
    Waiting,
    Welcomed(Vec<u8>),
    Refused(RejectReason),
    Ended(EndReason),
    GaveUp,
}

/// The game-independent face of a running client (the core's `ClientHandle<G>`).
trait ClientSide: Send {
    fn status(&self) -> NearbyClientStatus;
    fn view(&self, seat: Seat) -> Result<TableView, NearbyError>;
    fn legal_actions(&self, seat: Seat) -> Result<Vec<ActionChoice>, NearbyError>;
    fn act(&self, seat: Seat, choice: &ActionChoice) -> Result<u32, NearbyError>;
    fn events(&self, seat: Seat, from: u32) -> Result<Vec<EventRecord>, NearbyError>;
    fn retry_code(&self, code: String);
    fn attach(&self, link: Box<dyn Link>) -> Result<LinkInput, AttachError>;
    fn cut(&self);
    fn leave(self: Box<Self>) -> Pin<Box<dyn Future<Output = ()> + Send>>;
}

/// The seats as the client knows them: names from the welcome, kinds from the last
/// status (colour and avatar are not sent).
fn seat_configs<G: Mapping>(client: &spieleabend_core::nearby::Client<G>) -> Vec<SeatConfig> {
    let kinds = client.status().map(|s| s.kinds.as_slice()).unwrap_or(&[]);
    client
        .names()
        .iter()
        .enumerate()
        .map(|(i, name)| SeatConfig {
            name: name.clone(),
            kind: kinds.get(i).copied().unwrap_or(SeatKind::Remote),
            colour: String::new(),
            avatar: String::new(),
        })
        .collect()
}

/// Refuses a seat that is not this device's.
fn own_seat<G: Mapping>(
    client: &spieleabend_core::nearby::Client<G>,
    seat: Seat,
) -> Result<(), NearbyError> {
    if client.seats().contains(&seat) {
        Ok(())
    } else if usize::from(seat.0) < client.names().len() {
        Err(NearbyError::NotYourSeat { seat: seat.0 })
    } else if client.names().is_empty() {
        Err(NearbyError::NotConnected)
    } else {
        Err(NearbyError::NoSuchSeat { seat: seat.0 })
    }
}

impl<G: Mapping> ClientSide for ClientHandle<G> {
    fn status(&self) -> NearbyClientStatus {
        self.with_client(|c| {
            let status = c.status();
            NearbyClientStatus {
                connection: c.state().into(),
                own_seats: c.seats().iter().map(|s| s.0).collect(),
                seats: seat_configs(c).iter().map(SeatSpec::from).collect(),
                game_number: status.map_or(0, |s| s.game_number),
                to_act: match c.to_act() {
                    ToAct::Seat(s) => Some(s.0),
                    ToAct::Finished => None,
                },
                action_in_flight: c.action_in_flight(),
                outcome: status.and_then(|s| s.outcome.clone()).map(Into::into),
                fairness: c
                    .verdicts()
                    .last_key_value()
                    .map(|(&game, verdict)| NearbyFairness::of(game, verdict)),
            }
        })
    }

    fn view(&self, seat: Seat) -> Result<TableView, NearbyError> {
        self.with_client(|c| {
            own_seat(c, seat)?;
            let view = c.view(seat).ok_or(NearbyError::NotConnected)?;
            Ok(<G as Mapping>::view(view, &seat_configs(c)))
        })
    }

    fn legal_actions(&self, seat: Seat) -> Result<Vec<ActionChoice>, NearbyError> {
        self.with_client(|c| {
            own_seat(c, seat)?;
            Ok(if c.to_act() == ToAct::Seat(seat) {
                c.legal_actions().iter().map(G::action).collect()
            } else {
                Vec::new()
            })
        })
    }

    fn act(&self, seat: Seat, choice: &ActionChoice) -> Result<u32, NearbyError> {
        let action = action_of::<G>(choice)?;
        ClientHandle::act(self, seat, action).map_err(|e| NearbyError::from_client(e, seat.0))
    }

    fn events(&self, seat: Seat, from: u32) -> Result<Vec<EventRecord>, NearbyError> {
        self.with_client(|c| {
            own_seat(c, seat)?;
            Ok(c.events(seat, from).iter().map(event_record).collect())
        })
    }

    fn retry_code(&self, code: String) {
        self.with_client(|c| c.retry_code(code));
    }

    fn attach(&self, link: Box<dyn Link>) -> Result<LinkInput, AttachError> {
        ClientHandle::attach(self, link)
    }

    fn cut(&self) {
        self.cut_connection();
    }

    fn leave(self: Box<Self>) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        Box::pin(ClientHandle::leave(*self))
    }
}

/// A device at a table hosted nearby. See the module docs of `nearby`.
#[derive(uniffi::Object)]
pub struct NearbyClient {
    game: GameId,
    side: Mutex<Option<Box<dyn ClientSide>>>,
    admission: Arc<watch::Sender<Admission>>,
    observer: Arc<Mutex<Option<Arc<dyn NearbyClientObserver>>>>,
}

/// The game named `name` (a join config's, or the one the host said).
fn game_named(name: &str) -> Result<GameId, NearbyError> {
    GameId::parse(name).ok_or_else(|| NearbyError::UnknownGame {
        name: name.to_string(),
    })
}

fn client_config(join: &NearbyJoinConfig) -> Result<ClientConfig, NearbyError> {
    Ok(ClientConfig {
        name: join.name.clone(),
        app_version: env!("CARGO_PKG_VERSION").to_string(),
        device_key: match join.device_key {
            Some(key) => key,
            None => random_seed()?,
        },
        entropy: fairness_value()?,
        ..ClientConfig::default()
    })
}

/// Asks the host at `address` which game it plays (a hello of kind `Info` with the
/// join code; a wrong code counts as a wrong attempt there, like a join's).
async fn probe_game(address: String, code: String) -> Result<GameId, NearbyError> {
    let info = spieleabend_nearby::probe(address.as_str(), &code, &NearbyTimings::default())
        .await
        .map_err(|e| match e {
            ProbeError::Io(e) if e.kind() == std::io::ErrorKind::InvalidInput => {
                NearbyError::BadAddress {
                    address: address.clone(),
                    detail: e.to_string(),
                }
            }
            ProbeError::Io(e) => NearbyError::Connect {
                detail: e.to_string(),
            },
            ProbeError::Refused(RejectReason::WrongJoinCode { attempts_left }) => {
                NearbyError::WrongJoinCode { attempts_left }
            }
            ProbeError::Refused(reason) => NearbyError::Refused {
                reason: reason.into(),
            },
            ProbeError::NotUnderstood => NearbyError::Refused {
                reason: super::records::NearbyRefusal::Malformed,
            },
        })?;
    game_named(&info.game)
}

/// Joins the table at `address` ("192.168.1.20:7077") over TCP. Returns once the
/// connection is open; `welcome()` waits for the host's answer. A dropped connection
/// is reopened by itself (the seats resume). Without a game in `join`, the host is
/// asked for it first (a wrong code then throws `WrongJoinCode` here: call again with
/// the right one).
#[uniffi::export]
pub async fn nearby_join(
    join: NearbyJoinConfig,
    address: String,
) -> Result<Arc<NearbyClient>, NearbyError> {
    let named = join.game.as_deref().map(game_named).transpose()?;
    let config = client_config(&join)?;
    let code = join.code.clone();
    let seats = join.seats;
    let (game, side, events) = run_task(async move {
        let game = match named {
            Some(game) => game,
            None => probe_game(address.clone(), code.clone()).await?,
        };
        spieleabend_core::with_game!(game, G => {
            let mut handle = spieleabend_nearby::join::<G, _>(address.clone(), config, code, seats, NearbyTimings::default())
                .await
                .map_err(|e| {
                    if e.kind() == std::io::ErrorKind::InvalidInput {
                        NearbyError::BadAddress { address, detail: e.to_string() }
                    } else {
                        NearbyError::Connect { detail: e.to_string() }
                    }
                })?;
            let events = std::mem::replace(&mut handle.events, mpsc::unbounded_channel().1);
            Ok::<_, NearbyError>((game, Box::new(handle) as Box<dyn ClientSide>, events))
        })
    })
    .await?;
    Ok(NearbyClient::start(game, side, events))
}

impl NearbyClient {
    fn start(
        game: GameId,
        side: Box<dyn ClientSide>,
        events: mpsc::UnboundedReceiver<JoinEvent>,
    ) -> Arc<NearbyClient> {
        let client = Arc::new(NearbyClient {
            game,
            side: Mutex::new(Some(side)),
            admission: Arc::new(watch::Sender::new(Admission::Waiting)),
            observer: Arc::new(Mutex::new(None)),
        });
        runtime().spawn(pump(
            events,
            client.admission.clone(),
            client.observer.clone(),
        ));
        client
    }

    fn side(&self) -> Result<MutexGuard<'_, Option<Box<dyn ClientSide>>>, NearbyError> {
        self.side.lock().map_err(|_| NearbyError::Poisoned)
    }

    /// Runs `f` on the running client.
    fn with<R>(&self, f: impl FnOnce(&dyn ClientSide) -> R) -> Result<R, NearbyError> {
        let side = self.side()?;
        let side = side.as_ref().ok_or(NearbyError::Closed)?;
        Ok(f(side.as_ref()))
    }
}

/// Delivers the client's events to the observer, in order, and keeps the admission
/// `welcome` waits for. Ends when the client stops.
async fn pump(
    mut events: mpsc::UnboundedReceiver<JoinEvent>,
    admission: Arc<watch::Sender<Admission>>,
    observer: Arc<Mutex<Option<Arc<dyn NearbyClientObserver>>>>,
) {
    while let Some(event) = events.recv().await {
        let admitted = match &event {
            JoinEvent::Client(ClientEvent::Welcomed { seats }) => {
                Some(Admission::Welcomed(seats.iter().map(|s| s.0).collect()))
            }
            JoinEvent::Client(ClientEvent::Rejected(reason)) => {
                Some(Admission::Refused(reason.clone()))
            }
            JoinEvent::Client(ClientEvent::Ended(reason)) => Some(Admission::Ended(reason.clone())),
            JoinEvent::GaveUp => Some(Admission::GaveUp),
            _ => None,
        };
        if let Some(admitted) = admitted {
            admission.send_replace(admitted);
        }
        let current = observer.lock().ok().and_then(|o| o.clone());
        if let Some(o) = current {
            let event = NearbyClientEvent::from(event);
            let _ = notify("NearbyClientObserver.on_event", || o.on_event(event));
        }
    }
}

#[uniffi::export]
impl NearbyClient {
    /// A client that joins over links (Bluetooth; `join.game` must be named, else
    /// `GameRequired`): attach the first one with
    /// `attach_link` (the hello goes out on it), then `welcome()`. It never dials:
    /// after `ConnectionLost`, attach a new link and the seats resume.
    #[uniffi::constructor]
    pub fn over_links(join: NearbyJoinConfig) -> Result<Arc<NearbyClient>, NearbyError> {
        let game = game_named(join.game.as_deref().ok_or(NearbyError::GameRequired)?)?;
        let config = client_config(&join)?;
        let _runtime = runtime().enter();
        let (side, events) = spieleabend_core::with_game!(game, G => {
            let mut handle = spieleabend_nearby::join_link::<G>(config, join.code, join.seats);
            let events = std::mem::replace(&mut handle.events, mpsc::unbounded_channel().1);
            (Box::new(handle) as Box<dyn ClientSide>, events)
        });
        Ok(NearbyClient::start(game, side, events))
    }

    /// The game's id, e.g. "elfer_raus".
    pub fn game_id(&self) -> String {
        self.game.id().to_string()
    }

    /// Waits (at most `timeout_ms`) until the host admits the device and returns its
    /// seats; throws `WrongJoinCode` (then `retry_code`), `Refused`, `Ended`, `GaveUp`
    /// or `Timeout`. Returns at once once admitted.
    pub async fn welcome(&self, timeout_ms: u32) -> Result<Vec<u8>, NearbyError> {
        let mut admission = self.admission.subscribe();
        let wait = Duration::from_millis(u64::from(timeout_ms));
        let admitted = run_task(async move {
            let decided =
                tokio::time::timeout(wait, admission.wait_for(|a| *a != Admission::Waiting)).await;
            match decided {
                Ok(Ok(admitted)) => Some(admitted.clone()),
                _ => None,
            }
        })
        .await;
        match admitted {
            None => Err(NearbyError::Timeout),
            Some(Admission::Welcomed(seats)) => Ok(seats),
            Some(Admission::Refused(RejectReason::WrongJoinCode { attempts_left })) => {
                Err(NearbyError::WrongJoinCode { attempts_left })
            }
            Some(Admission::Refused(reason)) => Err(NearbyError::Refused {
                reason: reason.into(),
            }),
            Some(Admission::Ended(reason)) => Err(NearbyError::Ended {
                reason: reason.into(),
            }),
            Some(Admission::GaveUp) => Err(NearbyError::GaveUp),
            Some(Admission::Waiting) => Err(NearbyError::Timeout),
        }
    }

    /// Tries another join code after `WrongJoinCode` (on the same connection).
    pub fn retry_code(&self, code: String) -> Result<(), NearbyError> {
        self.with(|c| {
            self.admission.send_replace(Admission::Waiting);
            c.retry_code(code)
        })
    }

    /// The table as this device knows it.
    pub fn status(&self) -> Result<NearbyClientStatus, NearbyError> {
        self.with(|c| c.status())
    }

    /// What `seat`, one of this device's, sees (the same record as a `GameTable`'s).
    pub fn view(&self, seat: u8) -> Result<TableView, NearbyError> {
        self.with(|c| c.view(Seat(seat)))?
    }

    /// The legal actions of `seat`, one of this device's (empty unless it is to act).
    pub fn legal_actions(&self, seat: u8) -> Result<Vec<ActionChoice>, NearbyError> {
        self.with(|c| c.legal_actions(Seat(seat)))?
    }

    /// Sends a decision of `seat`: one of `legal_actions(seat)`. Returns its number;
    /// the answer comes as `Updated` (applied) or `ActionRejected`.
    pub fn act(&self, seat: u8, action: ActionChoice) -> Result<u32, NearbyError> {
        self.with(|c| c.act(Seat(seat), &action))?
    }

    /// The events of `seat` (one of this device's) from `from_seq` on.
    pub fn events(&self, seat: u8, from_seq: u32) -> Result<Vec<EventRecord>, NearbyError> {
        self.with(|c| c.events(Seat(seat), from_seq))?
    }

    /// Attaches a link to the host (e.g. a connected Bluetooth socket), replacing and
    /// closing the current one; the client says hello on it (resuming its seats once
    /// admitted). Feed what the link reads into the returned input. Only for a client
    /// made with `over_links` (`OverTcp` otherwise).
    pub fn attach_link(
        &self,
        link: Arc<dyn NearbyLink>,
    ) -> Result<Arc<NearbyLinkInput>, NearbyError> {
        let input = self.with(|c| c.attach(Box::new(ForeignLink(link))))??;
        Ok(NearbyLinkInput::wrap(input))
    }

    /// Drops the current connection or link as if the network had: over TCP the
    /// client reconnects by itself; over links attach a new one.
    pub fn cut_connection(&self) -> Result<(), NearbyError> {
        self.with(|c| c.cut())
    }

    /// Sets (or with `None` removes) the observer.
    pub fn set_observer(
        &self,
        observer: Option<Arc<dyn NearbyClientObserver>>,
    ) -> Result<(), NearbyError> {
        *self.observer.lock().map_err(|_| NearbyError::Poisoned)? = observer;
        Ok(())
    }

    /// Leaves the table for good (the host hears bye and bots take the seats).
    /// Afterwards every call but `game_id` is `Closed`.
    pub async fn leave(&self) -> Result<(), NearbyError> {
        let side = self.side()?.take().ok_or(NearbyError::Closed)?;
        run_task(side.leave()).await;
        Ok(())
    }
}
