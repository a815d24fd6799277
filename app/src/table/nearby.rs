//! A nearby table as a [`Source`] of a table session: the host's table behind the
//! nearby driver ([`Hosted`]), or what a joined device was shown ([`Guest`]). Both
//! read a [`Snap`] of what the device shows, taken when the network changed something
//! ([`Nearby::refresh`]), so drawing never waits for the driver; decisions go to the
//! driver at once. A refresh copies only what changed: the view, the choices and the
//! events after those held of the one seat the device shows, never the whole table.

use spieleabend_core::games::GameId;
use spieleabend_core::nearby::{ClientError, HostError, Phase};
use spieleabend_core::table::{
    BotJob, BotLevel, BotMove, Logged, Pending, SeatConfig, SeatKind, Table, TableError,
    TableSettings, UndoBlocked,
};
use spieleabend_core::{InfoState, Outcome, Seat, ToAct};
use spieleabend_nearby::{ClientHandle, HostHandle, Link, LinkInput};

use super::games::AppGame;
use super::source::{Source, viewer_of};

/// The host's own seats at a table it opened to devices nearby.
pub(crate) struct Hosted<G: AppGame> {
    handle: std::sync::Arc<HostHandle<G>>,
    /// What the host's screen shows of its table, as of the last refresh.
    snap: Snap<G>,
}

/// The seat of a device that joined a table nearby.
pub(crate) struct Guest<G: AppGame> {
    handle: std::sync::Arc<ClientHandle<G>>,
    snap: Snap<G>,
}

/// What a device shows of a nearby table, as of the last refresh: the table's facts
/// and, of the one seat whose cards it shows, the view, the choices and the events.
struct Snap<G: AppGame> {
    seats: Vec<SeatConfig>,
    settings: TableSettings,
    game_number: u32,
    outcome: Option<Outcome>,
    pending: Pending,
    /// The person holding the device (a guest: its own seat).
    active_viewer: Option<Seat>,
    /// The seat whose view, choices and events are held: a guest's own seat; at the
    /// host, the seat whose cards its screen shows.
    own: Option<Seat>,
    view: Option<G::View>,
    events: Vec<Logged<G>>,
    legal: Vec<G::Action>,
    next_seq: u32,
    /// A log split over several updates is still arriving (its view is ahead).
    partial: bool,
}

/// A nearby table of one game, host or guest side.
pub(crate) enum Nearby<G: AppGame> {
    /// This device hosts.
    Host(Box<Hosted<G>>),
    /// This device joined.
    Guest(Box<Guest<G>>),
}

/// `seat`'s events: those already in `before` (the same game, the same seat) are kept
/// and only the newer ones, from `read(from)`, are copied. The log within a game only
/// grows.
fn events_after<G: AppGame>(
    seat: Option<Seat>,
    game_number: u32,
    before: Option<&mut Snap<G>>,
    read: impl FnOnce(Seat, u32) -> Vec<Logged<G>>,
) -> Vec<Logged<G>> {
    let Some(seat) = seat else {
        return Vec::new();
    };
    let mut events = Vec::new();
    let from = match before {
        Some(before) if before.own == Some(seat) && before.game_number == game_number => {
            events = std::mem::take(&mut before.events);
            before.next_seq
        }
        _ => 0,
    };
    events.extend(read(seat, from));
    events
}

impl<G: AppGame> Snap<G> {
    /// What the host's screen shows of its table `t` now, the seats and events of
    /// `before` reused where they are the same.
    fn of_host(t: &Table<G>, mut before: Option<&mut Snap<G>>) -> Snap<G> {
        let pending = t.pending();
        let own = viewer_of::<G, Table<G>>(t).0;
        let game_number = t.game_number();
        let legal = match pending {
            Pending::Human {
                seat,
                hand_over: false,
            } if Some(seat) == own => t.legal_actions(seat).unwrap_or_default(),
            _ => Vec::new(),
        };
        let seats = match before.as_deref_mut() {
            Some(before) if before.seats == t.seats() => std::mem::take(&mut before.seats),
            _ => t.seats().to_vec(),
        };
        let events = events_after(own, game_number, before, |seat, from| {
            t.events(seat, from).unwrap_or_default()
        });
        Snap {
            seats,
            settings: t.settings().clone(),
            game_number,
            outcome: t.outcome(),
            pending,
            active_viewer: t.active_viewer(),
            own,
            view: own.and_then(|s| t.view(s).ok()),
            events,
            legal,
            next_seq: t.next_seq(),
            partial: false,
        }
    }

    /// What the client knows now, the events of `before` reused (a snapshot from the
    /// host repeats the same events).
    fn of_guest(
        c: &mut spieleabend_core::nearby::Client<G>,
        before: Option<&mut Snap<G>>,
    ) -> Option<Snap<G>> {
        let status = c.status()?.clone();
        let own = c.seats().first().copied();
        let view = own.and_then(|s| c.view(s).cloned());
        view.as_ref()?;
        let names = c.names();
        let seats = status
            .kinds
            .iter()
            .enumerate()
            .map(|(s, kind)| SeatConfig {
                name: names.get(s).cloned().unwrap_or_default(),
                kind: match kind {
                    _ if own == Some(Seat(s as u8)) => SeatKind::Human,
                    SeatKind::Bot(level) => SeatKind::Bot(*level),
                    _ => SeatKind::Remote,
                },
                colour: String::new(),
                avatar: String::new(),
            })
            .collect::<Vec<_>>();
        let events = events_after(own, status.game_number, before, |seat, from| {
            c.events(seat, from)
        });
        let next_seq = events.last().map_or(0, |e| e.seq + 1);
        let legal = c.legal_actions().to_vec();
        let pending = match status.to_act {
            ToAct::Finished => Pending::Finished,
            ToAct::Seat(seat) if Some(seat) == own => {
                if c.action_in_flight() || legal.is_empty() {
                    Pending::Remote { seat }
                } else {
                    Pending::Human {
                        seat,
                        hand_over: false,
                    }
                }
            }
            ToAct::Seat(seat) => match status.kinds.get(seat.index()) {
                Some(SeatKind::Bot(level)) => Pending::Bot {
                    seat,
                    level: *level,
                },
                _ => Pending::Remote { seat },
            },
        };
        Some(Snap {
            seats,
            settings: TableSettings::default(),
            game_number: status.game_number,
            outcome: status.outcome,
            pending,
            active_viewer: own,
            own,
            view,
            events,
            legal,
            next_seq,
            partial: c.partial(),
        })
    }
}

impl<G: AppGame> Snap<G> {
    /// The hard bot's suggestion for the seat shown while it is to act.
    fn hint_job(&self, seat: Seat) -> Result<BotJob<G>, TableError> {
        if !matches!(self.pending, Pending::Human { seat: s, .. } if s == seat) {
            return Err(TableError::NotToAct { seat });
        }
        let view = match (&self.view, self.own) {
            (Some(view), Some(own)) if own == seat && !self.partial => view.clone(),
            _ => return Err(TableError::NotToAct { seat }),
        };
        let info = InfoState::<G>::from_log(seat, view, self.events.iter().map(|l| &l.event));
        let seed = (u64::from(self.game_number) << 32) ^ u64::from(self.next_seq);
        BotJob::from_info(
            seat,
            BotLevel::Hard,
            info,
            self.legal.clone(),
            self.settings.hard_iterations,
            seed,
        )
        .ok_or(TableError::NotToAct { seat })
    }
}

impl<G: AppGame> Nearby<G> {
    /// Takes the newest state from the driver (a host between games keeps the last
    /// game's table until the next is dealt).
    pub(crate) fn refresh(&mut self) {
        match self {
            Nearby::Host(hosted) => {
                // Taken anew only when the table changed: a move or a deal adds to its
                // log, a hand-over changes who looks at it, a device leaving or coming
                // back changes who plays a seat; nothing else changes it.
                let before = &mut hosted.snap;
                let newer = hosted.handle.with_host(|h| {
                    let t = h.table()?;
                    let same = (t.game_number(), t.next_seq(), t.active_viewer())
                        == (before.game_number, before.next_seq, before.active_viewer)
                        && t.seats() == before.seats;
                    (!same).then(|| Snap::of_host(t, Some(before)))
                });
                if let Some(snap) = newer {
                    hosted.snap = snap;
                }
            }
            Nearby::Guest(guest) => {
                let before = &mut guest.snap;
                if let Some(snap) = guest
                    .handle
                    .with_client(|c| Snap::of_guest(c, Some(before)))
                {
                    guest.snap = snap;
                }
            }
        }
    }

    /// Opens the next game (the host only): the devices commit anew and the driver
    /// deals as soon as all have.
    pub(crate) fn rematch(&mut self) -> Result<(), TableError> {
        match self {
            Nearby::Host(hosted) => {
                hosted
                    .handle
                    .with_host(|h| h.rematch())
                    .map_err(host_error)?;
                hosted.handle.set_autostart(true);
                Ok(())
            }
            Nearby::Guest(_) => Err(TableError::GameNotOver),
        }
    }

    /// The person at `seat` holds the device now (several people at the host).
    pub(crate) fn hand_over(&mut self, seat: Seat) -> Result<(), TableError> {
        match self {
            Nearby::Host(hosted) => {
                hosted
                    .handle
                    .with_host(|h| h.hand_over(seat))
                    .map_err(host_error)?;
                self.refresh();
                Ok(())
            }
            Nearby::Guest(_) => Err(TableError::WrongSeatKind {
                seat,
                expected: "human",
            }),
        }
    }

    /// The game.
    pub(crate) fn game(&self) -> GameId {
        G::GAME
    }
}

fn host_error(error: HostError) -> TableError {
    match error {
        HostError::Table(error) => error,
        HostError::AlreadyStarted => TableError::GameNotOver,
        _ => TableError::GameOver,
    }
}

fn client_error(error: ClientError, seat: Seat) -> TableError {
    match error {
        ClientError::NotLegal => TableError::Illegal {
            code: String::new(),
            message: error.to_string(),
        },
        _ => TableError::NotToAct { seat },
    }
}

impl<G: AppGame> Nearby<G> {
    fn snap(&self) -> &Snap<G> {
        match self {
            Nearby::Host(h) => &h.snap,
            Nearby::Guest(g) => &g.snap,
        }
    }
}

impl<G: AppGame> Source<G> for Nearby<G> {
    fn seats(&self) -> &[SeatConfig] {
        &self.snap().seats
    }
    fn settings(&self) -> &TableSettings {
        &self.snap().settings
    }
    fn set_settings(&mut self, _settings: TableSettings) {
        // The host's driver sets the pace of its bots; nothing here to change.
    }
    fn game_number(&self) -> u32 {
        self.snap().game_number
    }
    fn outcome(&self) -> Option<Outcome> {
        self.snap().outcome.clone()
    }
    fn active_viewer(&self) -> Option<Seat> {
        self.snap().active_viewer
    }
    fn pending(&self) -> Pending {
        self.snap().pending
    }
    fn legal_actions(&self, seat: Seat) -> Result<Vec<G::Action>, TableError> {
        let snap = self.snap();
        match snap.pending {
            Pending::Human {
                seat: s,
                hand_over: false,
            } if s == seat && snap.own == Some(seat) => Ok(snap.legal.clone()),
            _ => Err(TableError::NotToAct { seat }),
        }
    }
    fn view(&self, seat: Seat) -> Result<G::View, TableError> {
        let snap = self.snap();
        match (&snap.view, snap.own) {
            (Some(view), Some(own)) if own == seat => Ok(view.clone()),
            _ => Err(TableError::NoSuchSeat(seat)),
        }
    }
    fn events(&self, seat: Seat, from: u32) -> Result<Vec<Logged<G>>, TableError> {
        let snap = self.snap();
        if snap.own != Some(seat) {
            return Err(TableError::NoSuchSeat(seat));
        }
        // The log is in sequence order: the events from `from` on are its tail.
        let start = snap.events.partition_point(|e| e.seq < from);
        Ok(snap.events[start..].to_vec())
    }
    fn next_seq(&self) -> u32 {
        self.snap().next_seq
    }
    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        match self {
            Nearby::Host(h) => h.handle.act_local(seat, action).map_err(host_error)?,
            Nearby::Guest(g) => {
                g.handle
                    .act(seat, action)
                    .map_err(|e| client_error(e, seat))?;
            }
        }
        self.refresh();
        Ok(())
    }
    fn can_undo(&self) -> Result<(), UndoBlocked> {
        // The other devices have seen every move.
        Err(UndoBlocked::RemoteSeats)
    }
    fn hint_job(&self, seat: Seat) -> Result<BotJob<G>, TableError> {
        // From the seat's information state rebuilt from its view and its events as
        // shown, equal to the host table's own for that seat.
        self.snap().hint_job(seat)
    }
    fn bot_job(&self) -> Option<BotJob<G>> {
        // The host's driver runs the bots, off every caller's thread.
        None
    }
    fn apply_bot_move(&mut self, _bot_move: BotMove<G::Action>) -> Result<(), TableError> {
        Err(TableError::StaleBotMove)
    }
}

/// The enum of [`AnyNearby`], one variant per game of the registry.
macro_rules! __any_nearby {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// A nearby table of any game.
        pub(crate) enum AnyNearby {
            $(
                #[doc = concat!("A table of ", stringify!($game), ".")]
                $variant(Nearby<spieleabend_core::games::$module::$game>),
            )*
        }

        $(
            impl From<Nearby<spieleabend_core::games::$module::$game>> for AnyNearby {
                fn from(nearby: Nearby<spieleabend_core::games::$module::$game>) -> AnyNearby {
                    AnyNearby::$variant(nearby)
                }
            }
        )*

        impl AnyNearby {
            /// Takes the newest state from the driver.
            pub(crate) fn refresh(&mut self) {
                match self { $(AnyNearby::$variant(n) => n.refresh(),)* }
            }
            /// Opens the next game (the host only).
            pub(crate) fn rematch(&mut self) -> Result<(), TableError> {
                match self { $(AnyNearby::$variant(n) => n.rematch(),)* }
            }
            /// Whether this device deals the next game (the host; a guest waits).
            pub(crate) fn deals(&self) -> bool {
                match self { $(AnyNearby::$variant(n) => matches!(n, Nearby::Host(_)),)* }
            }
            /// The person at `seat` holds the device now.
            pub(crate) fn hand_over(&mut self, seat: Seat) -> Result<(), TableError> {
                match self { $(AnyNearby::$variant(n) => n.hand_over(seat),)* }
            }
            /// The game.
            pub(crate) fn game(&self) -> GameId {
                match self { $(AnyNearby::$variant(n) => n.game(),)* }
            }
        }
    };
}

spieleabend_core::for_each_game!([__any_nearby] {});

/// A device at a nearby table as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LobbySeat {
    /// The device's player.
    pub name: String,
    /// The seats it plays.
    pub seats: Vec<u8>,
    /// Whether it is connected now.
    pub connected: bool,
}

/// What the lobby of a nearby table shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct LobbyFacts {
    /// The devices at the table (a host: the others; a guest: everyone the host lists).
    pub players: Vec<LobbySeat>,
    /// Seats for devices still free.
    pub free_seats: u8,
    /// The host: every seat has a device and every device is ready.
    pub ready: bool,
    /// The join code (the host only).
    pub code: Option<String>,
    /// A game is being played.
    pub playing: bool,
}

/// A nearby link the app holds: the host's driver or a joined device's, of any game.
/// Reading it takes the driver's lock for a moment; it never waits for the network.
pub(crate) trait LinkHandle: Send + Sync {
    /// The lobby as it stands.
    fn lobby(&self) -> LobbyFacts;
    /// The host starts the game of the lobby (false if it is not ready, or a guest).
    fn start(&self) -> bool;
    /// The table once a game was dealt to this device.
    fn table(&self) -> Option<AnyNearby>;
    /// The name of the device with this id at the host.
    fn device_name(&self, device: u32) -> Option<String>;
    /// The game played at the table.
    fn game(&self) -> GameId;
    /// The host takes a device's link (e.g. Bluetooth) as a new connection; a guest
    /// gives the link back.
    fn attach(&self, link: Box<dyn Link>) -> Result<LinkInput, Box<dyn Link>>;
    /// A guest joined over links takes a new link to the host in place of the
    /// lost one and resumes its seat on it; `Err` (the link closed) for a host or a
    /// guest whose driver stopped.
    fn reattach(&self, link: Box<dyn Link>) -> Result<LinkInput, ()>;
    /// The host makes a new join code (the old one stops working; admitted devices
    /// keep their seats) and says it; `None` for a guest or without OS randomness.
    fn new_join_code(&self) -> Option<String>;
    /// Closes the link: the host says bye to every device, a guest leaves.
    fn close(self: Box<Self>) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>;
}

/// The host's driver, shared by the app's lobby and the table session.
pub(crate) struct HostLink<G: AppGame>(pub(crate) std::sync::Arc<HostHandle<G>>);

/// A joined device's driver, shared by the app's lobby and the table session.
pub(crate) struct GuestLink<G: AppGame>(pub(crate) std::sync::Arc<ClientHandle<G>>);

impl<G: AppGame> LinkHandle for HostLink<G>
where
    AnyNearby: From<Nearby<G>>,
{
    fn lobby(&self) -> LobbyFacts {
        self.0.with_host(|h| LobbyFacts {
            players: h
                .players()
                .into_iter()
                .map(|p| LobbySeat {
                    name: p.name,
                    seats: p.seats.iter().map(|s| s.0).collect(),
                    connected: p.connected,
                })
                .collect(),
            free_seats: h.free_seat_count(),
            ready: h.phase() == Phase::Lobby && h.ready_to_start(),
            code: Some(h.join_code().to_string()),
            playing: h.phase() != Phase::Lobby,
        })
    }

    fn start(&self) -> bool {
        self.0.start().is_ok()
    }

    fn table(&self) -> Option<AnyNearby> {
        let snap = self
            .0
            .with_host(|h| h.table().map(|t| Snap::of_host(t, None)))?;
        Some(AnyNearby::from(Nearby::Host(Box::new(Hosted {
            handle: self.0.clone(),
            snap,
        }))))
    }

    fn device_name(&self, device: u32) -> Option<String> {
        self.0
            .with_host(|h| h.device_name(device).map(str::to_string))
    }

    fn game(&self) -> GameId {
        G::GAME
    }

    fn attach(&self, link: Box<dyn Link>) -> Result<LinkInput, Box<dyn Link>> {
        Ok(self.0.attach(link))
    }

    fn reattach(&self, mut link: Box<dyn Link>) -> Result<LinkInput, ()> {
        link.close();
        Err(())
    }

    fn new_join_code(&self) -> Option<String> {
        self.0.new_join_code().ok()
    }

    fn close(self: Box<Self>) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> {
        Box::pin(async move {
            // The table session may still hold the driver for a moment; once it lets
            // go, the devices get their bye. If it never does, dropping aborts.
            let mut arc = self.0;
            for _ in 0..100 {
                match std::sync::Arc::try_unwrap(arc) {
                    Ok(handle) => return handle.shutdown().await,
                    Err(shared) => arc = shared,
                }
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
        })
    }
}

impl<G: AppGame> LinkHandle for GuestLink<G>
where
    AnyNearby: From<Nearby<G>>,
{
    fn lobby(&self) -> LobbyFacts {
        self.0.with_client(|c| {
            let free_seats = c.info().map_or(0, |i| i.free_seats);
            // The people at the host's device first (they are no device of the
            // lobby's), then the devices.
            let at_host = c.info().into_iter().flat_map(|info| {
                info.kinds
                    .iter()
                    .zip(&info.names)
                    .enumerate()
                    .filter(|(_, (kind, _))| **kind == spieleabend_core::table::SeatKind::Human)
                    .map(|(seat, (_, name))| LobbySeat {
                        name: name.clone(),
                        seats: vec![seat as u8],
                        connected: true,
                    })
            });
            let devices = c.lobby().into_iter().flat_map(|l| {
                l.players.iter().map(|p| LobbySeat {
                    name: p.name.clone(),
                    seats: p.seats.iter().map(|s| s.0).collect(),
                    connected: p.connected,
                })
            });
            LobbyFacts {
                players: at_host.chain(devices).collect(),
                free_seats,
                ready: false,
                code: None,
                playing: c.lobby().is_none() && c.status().is_some(),
            }
        })
    }

    fn start(&self) -> bool {
        false
    }

    fn table(&self) -> Option<AnyNearby> {
        let snap = self.0.with_client(|c| Snap::of_guest(c, None))?;
        Some(AnyNearby::from(Nearby::Guest(Box::new(Guest {
            handle: self.0.clone(),
            snap,
        }))))
    }

    fn device_name(&self, _device: u32) -> Option<String> {
        None
    }

    fn game(&self) -> GameId {
        G::GAME
    }

    fn attach(&self, link: Box<dyn Link>) -> Result<LinkInput, Box<dyn Link>> {
        Err(link)
    }

    fn reattach(&self, link: Box<dyn Link>) -> Result<LinkInput, ()> {
        // The driver closes a link it cannot take (one over TCP never reaches here:
        // only a table joined over a shell's channel asks for a new one).
        self.0.attach(link).map_err(|_| ())
    }

    fn new_join_code(&self) -> Option<String> {
        None
    }

    fn close(self: Box<Self>) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> {
        Box::pin(async move {
            let mut arc = self.0;
            for _ in 0..100 {
                match std::sync::Arc::try_unwrap(arc) {
                    Ok(handle) => return handle.leave().await,
                    Err(shared) => arc = shared,
                }
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
        })
    }
}
