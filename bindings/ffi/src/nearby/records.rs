//! The records and enums of the nearby API: how to host and join, the devices at a
//! host, what the host and a client hear, and a client's view of the table. Plain
//! data, mapped from `spieleabend_core::nearby`.

use spieleabend_core::nearby::{
    ActionReject, ByeReason, ClientEvent, ClientState, EndReason, HostEvent, RejectReason, Verdict,
};
use spieleabend_nearby::JoinEvent;

use crate::table::records::{OutcomeRecord, SeatSpec};

/// How to host, besides the table itself.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyHostOptions {
    /// The TCP address to listen on: "0.0.0.0:7077" for every network of the device,
    /// port 0 for any free one (read it back with `tcpPort()`); `None` for links only
    /// (Bluetooth). Devices may always come over attached links too.
    pub listen: Option<String>,
    /// Seed of the join code and the resume tokens; `None` takes one from the
    /// system's randomness (tests pass a fixed one).
    #[uniffi(default = None)]
    pub seed: Option<u64>,
    /// Advertise the table on the local network under this name (DNS-SD
    /// `_spieleabend._tcp`, found by `NearbyBrowser`, Android NSD and iOS Bonjour), with
    /// its free seats kept current; needs `listen`. `None`: not advertised.
    #[uniffi(default = None)]
    pub advertise: Option<String>,
}

/// How to join a table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyJoinConfig {
    /// The host's game id (e.g. from the `NearbyTable` found); it must match the
    /// host's (the welcome says the host's game: another ends the client with
    /// `NearbyEnd.WrongGame`). `None` over TCP: the client asks the host first (one
    /// short connection with the code); over links it must be given.
    pub game: Option<String>,
    /// The player's name shown at the host (cut to 32 characters there).
    pub name: String,
    /// The join code the host shows.
    pub code: String,
    /// How many of the host's remote seats to take (0: watch only).
    pub seats: u8,
    /// This device's key: a join repeated with the same key gets the same seats.
    /// `None` draws one; keep it for the app's lifetime.
    #[uniffi(default = None)]
    pub device_key: Option<u64>,
}

/// A table found on the local network, by `NearbyBrowser` or from a service the
/// platform found (`nearbyTableFromTxt`): both give the same record.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyTable {
    /// The DNS-SD instance name: unique on the network, the key for `Gone`.
    pub instance: String,
    /// The table's name, to show.
    pub name: String,
    /// The game's id, e.g. "elfer_raus" (for `NearbyJoinConfig.game`).
    pub game: String,
    /// Seats for remote players still free (0: full, watching only).
    pub free_seats: u8,
    /// Players at the table.
    pub players: u8,
    /// The protocol version the host speaks.
    pub protocol: u16,
    /// Whether this app speaks it (else: show the table as needing an update).
    pub compatible: bool,
    /// Where to join, the likeliest first ("192.168.1.20:7077", "[fd00::1]:7077"),
    /// each ready for `nearbyJoin`; IPv4 first, loopback last, link-local IPv6 left out.
    pub addresses: Vec<String>,
    /// The host's TCP port.
    pub port: u16,
}

/// What a `NearbyBrowser` noticed.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum NearbyDiscovery {
    /// A table appeared, or its record changed (e.g. its free seats).
    Found { table: NearbyTable },
    /// The table with this instance name was withdrawn.
    Gone { instance: String },
}

/// A device at the host.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyDevice {
    /// The host's number for the device.
    pub device: u32,
    /// The name it gave.
    pub name: String,
    /// Its seats (empty: watching only).
    pub seats: Vec<u8>,
    /// Whether its connection is up (a dropped device keeps its seats for a while).
    pub connected: bool,
    /// Whether bots play its seats now (it left, or stayed away too long); they are
    /// handed back when it returns.
    pub bots_play: bool,
}

/// Why the host refused or cut off a device.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum NearbyRefusal {
    /// The devices speak different protocol versions (update the older app).
    UnsupportedVersion { host: u16, client: u16 },
    /// Wrong join code; `attempts_left` more on this connection.
    WrongJoinCode { attempts_left: u8 },
    /// Too many wrong codes at this table: the host must show a new code.
    JoinLocked,
    /// The resume token is unknown at this host.
    UnknownToken,
    /// Not enough free seats.
    TableFull,
    /// Garbage on the connection.
    Malformed,
    /// A message out of order.
    ProtocolViolation,
    /// Too many messages too fast.
    Flood,
    /// Silent for too long.
    Timeout,
}

/// Why the table ended for a client.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum NearbyEnd {
    /// The host refused or cut off the device for good.
    Refused { reason: NearbyRefusal },
    /// The host closed the table.
    HostLeft,
    /// The device left.
    Left,
    /// The host plays another game than this client was made for.
    WrongGame { game: String },
}

/// Why the host did not apply a device's action (nothing changed).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum NearbyActionRejection {
    NotYourSeat,
    NotToAct,
    GameOver,
    /// The rules refuse it; `code` is the rule error's code.
    Illegal {
        code: String,
    },
    /// An old action came again.
    Replayed,
    /// Actions skipped a number.
    OutOfSequence {
        expected: u32,
    },
}

/// What the host's UI hears about devices.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum NearbyHostEvent {
    /// A device was admitted with these seats.
    Joined {
        device: u32,
        name: String,
        seats: Vec<u8>,
    },
    /// A dropped device is back.
    Resumed { device: u32 },
    /// A device's connection dropped; its seats wait for it a while.
    Away { device: u32 },
    /// Bots play these seats of the device now.
    TakenOver { device: u32, seats: Vec<u8> },
    /// The device plays its seats again.
    HandedBack { device: u32, seats: Vec<u8> },
    /// A connection was refused or cut off.
    Refused { reason: NearbyRefusal },
    /// A device's action was not applied.
    ActionRejected {
        device: u32,
        reason: NearbyActionRejection,
    },
    /// A device's action number `cseq` was applied.
    ActionAccepted { device: u32, cseq: u32 },
    /// The lobby of game `game_number` is open (at first and after each `rematch()`).
    LobbyOpened { game_number: u32 },
    /// Game `game_number` started: `devices` devices reveal their random values.
    Started { game_number: u32, devices: u32 },
    /// Game `game_number` was dealt; `left_out` devices did not reveal in time.
    Dealt { game_number: u32, left_out: u32 },
}

/// The check of one game's deal at a client (commit-reveal fairness): whether the
/// deal follows from the host's and the devices' random values.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyFairness {
    /// The game checked (0 for the first).
    pub game_number: u32,
    /// The deal checks out.
    pub verified: bool,
    /// This device's own value went into the seed.
    pub contributed: bool,
    /// When it does not check out: what failed, as a code (e.g. "SeedNotDerived").
    pub failure_code: Option<String>,
    /// When it does not check out: the failure in English, for logs.
    pub failure_detail: Option<String>,
}

/// What a client's UI hears.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum NearbyClientEvent {
    /// Admitted (again, after a resume) with these seats.
    Welcomed { seats: Vec<u8> },
    /// New events or views arrived: read `view`, `events`, `status`.
    Updated,
    /// An action was refused; nothing changed.
    ActionRejected {
        cseq: u32,
        reason: NearbyActionRejection,
    },
    /// An action sent before a lost connection never arrived: decide again.
    ActionDropped { cseq: u32 },
    /// The host refused the hello or cut off the connection.
    Refused { reason: NearbyRefusal },
    /// The connection is lost. Over TCP the client reconnects by itself; over links,
    /// attach a new one (`attachLink`) and the seats resume.
    ConnectionLost,
    /// TCP: reconnect attempt number `attempt`.
    Reconnecting { attempt: u32 },
    /// TCP: a new connection is open (the seats resume).
    Reconnected,
    /// TCP: every reconnect attempt failed; the client stopped.
    GaveUp,
    /// The table is over for this device.
    Ended { reason: NearbyEnd },
    /// The lobby changed (who is there, who committed).
    Lobby,
    /// The host started game `game_number` (this device's value is in its deal if
    /// `listed`).
    Started { game_number: u32, listed: bool },
    /// An action of this device was applied.
    ActionAccepted { cseq: u32 },
    /// The check of a game's deal, after the game.
    Fairness { fairness: NearbyFairness },
}

/// Where a client's connection stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum NearbyConnection {
    /// No connection now (over links: attach one).
    Disconnected,
    /// Waiting to be admitted.
    Joining,
    /// At the table.
    Connected,
    /// The table is over for this device.
    Ended,
}

/// The table as a client knows it: one record per call.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct NearbyClientStatus {
    pub connection: NearbyConnection,
    /// This device's seats (empty before the welcome, or watching).
    pub own_seats: Vec<u8>,
    /// Every seat: its name and who plays it now (remote players, the host's humans
    /// and bots; colour and avatar are not sent).
    pub seats: Vec<SeatSpec>,
    /// 0 for the first game, 1 after a rematch … (0 before the first update).
    pub game_number: u32,
    /// Whose decision it is (`None`: over, or nothing heard yet).
    pub to_act: Option<u8>,
    /// Whether this device's last action is still unanswered.
    pub action_in_flight: bool,
    /// The result once the game is over.
    pub outcome: Option<OutcomeRecord>,
    /// The check of the last game whose deal was opened (`None` before the first).
    pub fairness: Option<NearbyFairness>,
}

// ---- conversions --------------------------------------------------------------------

impl From<RejectReason> for NearbyRefusal {
    fn from(reason: RejectReason) -> Self {
        match reason {
            RejectReason::UnsupportedVersion { host, client } => {
                NearbyRefusal::UnsupportedVersion { host, client }
            }
            RejectReason::WrongJoinCode { attempts_left } => {
                NearbyRefusal::WrongJoinCode { attempts_left }
            }
            RejectReason::JoinLocked => NearbyRefusal::JoinLocked,
            RejectReason::UnknownToken => NearbyRefusal::UnknownToken,
            RejectReason::TableFull => NearbyRefusal::TableFull,
            RejectReason::Malformed => NearbyRefusal::Malformed,
            RejectReason::ProtocolViolation => NearbyRefusal::ProtocolViolation,
            RejectReason::Flood => NearbyRefusal::Flood,
            RejectReason::Timeout => NearbyRefusal::Timeout,
        }
    }
}

impl From<EndReason> for NearbyEnd {
    fn from(reason: EndReason) -> Self {
        match reason {
            EndReason::Rejected(reason) => NearbyEnd::Refused {
                reason: reason.into(),
            },
            EndReason::Bye(ByeReason::HostLeft) => NearbyEnd::HostLeft,
            EndReason::Left => NearbyEnd::Left,
            EndReason::WrongGame { game } => NearbyEnd::WrongGame { game },
        }
    }
}

impl From<ActionReject> for NearbyActionRejection {
    fn from(reason: ActionReject) -> Self {
        match reason {
            ActionReject::NotYourSeat => NearbyActionRejection::NotYourSeat,
            ActionReject::NotToAct => NearbyActionRejection::NotToAct,
            ActionReject::GameOver => NearbyActionRejection::GameOver,
            ActionReject::Illegal { code } => NearbyActionRejection::Illegal { code },
            ActionReject::Replayed => NearbyActionRejection::Replayed,
            ActionReject::OutOfSequence { expected } => {
                NearbyActionRejection::OutOfSequence { expected }
            }
        }
    }
}

fn seat_numbers(seats: Vec<spieleabend_core::Seat>) -> Vec<u8> {
    seats.into_iter().map(|s| s.0).collect()
}

impl From<HostEvent> for NearbyHostEvent {
    fn from(event: HostEvent) -> Self {
        match event {
            HostEvent::Joined {
                device,
                name,
                seats,
            } => NearbyHostEvent::Joined {
                device,
                name,
                seats: seat_numbers(seats),
            },
            HostEvent::Resumed { device } => NearbyHostEvent::Resumed { device },
            HostEvent::Away { device } => NearbyHostEvent::Away { device },
            HostEvent::TakenOver { device, seats } => NearbyHostEvent::TakenOver {
                device,
                seats: seat_numbers(seats),
            },
            HostEvent::HandedBack { device, seats } => NearbyHostEvent::HandedBack {
                device,
                seats: seat_numbers(seats),
            },
            HostEvent::Refused { reason, .. } => NearbyHostEvent::Refused {
                reason: reason.into(),
            },
            HostEvent::ActionRejected { device, reason } => NearbyHostEvent::ActionRejected {
                device,
                reason: reason.into(),
            },
            HostEvent::ActionAccepted { device, cseq, .. } => {
                NearbyHostEvent::ActionAccepted { device, cseq }
            }
            HostEvent::LobbyOpened { game_number } => NearbyHostEvent::LobbyOpened { game_number },
            HostEvent::Started {
                game_number,
                entries,
            } => NearbyHostEvent::Started {
                game_number,
                devices: entries as u32,
            },
            HostEvent::Dealt {
                game_number,
                left_out,
            } => NearbyHostEvent::Dealt {
                game_number,
                left_out: left_out as u32,
            },
        }
    }
}

impl From<JoinEvent> for NearbyClientEvent {
    fn from(event: JoinEvent) -> Self {
        match event {
            JoinEvent::Client(event) => match event {
                ClientEvent::Welcomed { seats } => NearbyClientEvent::Welcomed {
                    seats: seat_numbers(seats),
                },
                ClientEvent::Updated => NearbyClientEvent::Updated,
                ClientEvent::ActionRejected { cseq, reason } => NearbyClientEvent::ActionRejected {
                    cseq,
                    reason: reason.into(),
                },
                ClientEvent::ActionDropped { cseq } => NearbyClientEvent::ActionDropped { cseq },
                ClientEvent::Rejected(reason) => NearbyClientEvent::Refused {
                    reason: reason.into(),
                },
                ClientEvent::ConnectionLost => NearbyClientEvent::ConnectionLost,
                ClientEvent::Ended(reason) => NearbyClientEvent::Ended {
                    reason: reason.into(),
                },
                ClientEvent::Lobby => NearbyClientEvent::Lobby,
                ClientEvent::Started {
                    game_number,
                    listed,
                } => NearbyClientEvent::Started {
                    game_number,
                    listed,
                },
                ClientEvent::ActionAccepted { cseq } => NearbyClientEvent::ActionAccepted { cseq },
                ClientEvent::Fairness {
                    game_number,
                    verdict,
                } => NearbyClientEvent::Fairness {
                    fairness: NearbyFairness::of(game_number, &verdict),
                },
            },
            JoinEvent::Reconnecting { attempt } => NearbyClientEvent::Reconnecting { attempt },
            JoinEvent::Reconnected => NearbyClientEvent::Reconnected,
            JoinEvent::GaveUp => NearbyClientEvent::GaveUp,
        }
    }
}

impl NearbyFairness {
    /// The record of game `game_number`'s verdict.
    pub(crate) fn of(game_number: u32, verdict: &Verdict) -> NearbyFairness {
        match verdict {
            Ok(report) => NearbyFairness {
                game_number,
                verified: true,
                contributed: report.contributed,
                failure_code: None,
                failure_detail: None,
            },
            Err(failure) => {
                let debug = format!("{failure:?}");
                let code = debug
                    .split(|c: char| !c.is_alphanumeric())
                    .next()
                    .unwrap_or_default()
                    .to_string();
                NearbyFairness {
                    game_number,
                    verified: false,
                    contributed: false,
                    failure_code: Some(code),
                    failure_detail: Some(failure.to_string()),
                }
            }
        }
    }
}

impl From<&ClientState> for NearbyConnection {
    fn from(state: &ClientState) -> Self {
        match state {
            ClientState::Disconnected => NearbyConnection::Disconnected,
            ClientState::Joining => NearbyConnection::Joining,
            ClientState::Connected => NearbyConnection::Connected,
            ClientState::Ended(_) => NearbyConnection::Ended,
        }
    }
}

/// The devices at a host, kept from its events (the host machine does not list
/// them).
pub(crate) fn track_device(devices: &mut Vec<NearbyDevice>, event: &NearbyHostEvent) {
    fn with(devices: &mut [NearbyDevice], device: u32, change: impl Fn(&mut NearbyDevice)) {
        if let Some(d) = devices.iter_mut().find(|d| d.device == device) {
            change(d);
        }
    }
    match event {
        NearbyHostEvent::Joined {
            device,
            name,
            seats,
        } => {
            devices.retain(|d| d.device != *device);
            devices.push(NearbyDevice {
                device: *device,
                name: name.clone(),
                seats: seats.clone(),
                connected: true,
                bots_play: false,
            });
        }
        NearbyHostEvent::Resumed { device } => with(devices, *device, |d| d.connected = true),
        NearbyHostEvent::Away { device } => with(devices, *device, |d| d.connected = false),
        NearbyHostEvent::TakenOver { device, .. } => with(devices, *device, |d| d.bots_play = true),
        NearbyHostEvent::HandedBack { device, .. } => {
            with(devices, *device, |d| d.bots_play = false)
        }
        NearbyHostEvent::Refused { .. }
        | NearbyHostEvent::ActionRejected { .. }
        | NearbyHostEvent::ActionAccepted { .. }
        | NearbyHostEvent::LobbyOpened { .. }
        | NearbyHostEvent::Started { .. }
        | NearbyHostEvent::Dealt { .. } => {}
    }
}
