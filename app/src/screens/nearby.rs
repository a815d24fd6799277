//! Nearby play: a menu (host or join), the host's screen (opening the table to others
//! is its own explicit step there, never one confirm away from home) and the join
//! screen (tables found nearby, or an address typed in, and the host's join code).
//!
//! The networking is the shell's: the app asks for it with effects
//! ([`crate::app::Effect::StartDiscovery`], [`crate::app::Effect::OpenLink`], …) and
//! hears back through [`NearbyIntent`]s the shell sends (`Found`, `Hosting`, `Joined`,
//! `Left`, `LinkClosed`, `Announced`, `Permission`, `BluetoothFailed`).
//!
//! A table is reached over the network (`host:port`) or over Bluetooth (a device the
//! shell names); [`Medium`] says which. A Bluetooth table is joined by the shell:
//! Connect asks it with [`crate::app::Effect::ConnectBluetooth`], and it hands the
//! channel it opened to [`crate::runtime::AppCore::join_over_link`].

use fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};

use crate::table::nearby::LobbyFacts;
use crate::texts::{NearbyText, Texts};

/// The longest join code accepted, in characters.
pub const MAX_CODE_CHARS: usize = 12;

/// How a found table is reached.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Medium {
    /// Over the local network (DNS-SD), at `host:port`.
    Network,
    /// Over Bluetooth, at a device the shell names.
    Bluetooth,
}

/// A table found nearby.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundTable {
    /// What the host calls it, e.g. "Anna's table (Elfer raus!)".
    pub name: String,
    /// Where to reach it: `host:port` over the network, the shell's own id of the
    /// device over Bluetooth.
    pub address: String,
    /// How it is reached.
    pub medium: Medium,
    /// The game's key from the table's announcement, when known (a Bluetooth join
    /// needs it: the host is not asked first).
    pub game_key: Option<String>,
}

/// Why the shell could not open a Bluetooth channel to a table.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BluetoothFailure {
    /// Bluetooth is switched off (or the device has none).
    Off,
    /// The player did not allow the app to use Bluetooth.
    NotAllowed,
    /// The table's device did not answer or the channel broke while opening.
    Unreachable,
}

/// What the player does on the nearby screens, and what the shell reports back.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NearbyIntent {
    /// From the nearby menu: go to the host's screen.
    GoHost,
    /// From the nearby menu: go to the join screen.
    GoJoin,
    /// On the host's screen: open the set-up game to devices nearby.
    OpenTable,
    /// On the host's screen: close the table to others.
    CloseTable,
    /// On the join screen: take a found table's address (counting from 0).
    ChooseFound(#[cfg_attr(feature = "ffi", uniffi(name = "index"))] u32),
    /// On the join screen: the address typed in.
    SetAddress(#[cfg_attr(feature = "ffi", uniffi(name = "address"))] String),
    /// On the join screen: the join code typed in.
    SetCode(#[cfg_attr(feature = "ffi", uniffi(name = "code"))] String),
    /// On the join screen: join the table at the address with the code.
    Connect,
    /// On the host's screen: start the game once every seat has its device.
    StartGame,
    /// On the host's or join screen while a game is played there: back to its table.
    ShowTable,
    /// From the shell: the tables discovery sees now.
    Found(#[cfg_attr(feature = "ffi", uniffi(name = "tables"))] Vec<FoundTable>),
    /// From the shell: the table is open at this address with this join code.
    Hosting {
        /// Where others join.
        address: String,
        /// The code they need.
        code: String,
    },
    /// From the shell: a player took a seat (host) or this device was admitted (join).
    Joined {
        /// The player's name.
        name: String,
    },
    /// From the shell: a player left.
    Left {
        /// The player's name.
        name: String,
    },
    /// From the shell: the link ended or could not be opened, with the reason in words.
    LinkClosed {
        /// Why, in the player's language (the nearby catalogue's reasons).
        reason: String,
    },
    /// From the shell: the table hosted here is announced (after
    /// [`crate::app::Effect::Advertise`]); `bluetooth` says whether devices can also
    /// find it over Bluetooth.
    Announced {
        /// Also announced over Bluetooth.
        bluetooth: bool,
    },
    /// From the shell: the player answered the system's question whether the app may
    /// use `medium` (or changed it in the system's settings). Once allowed, the
    /// medium is searched too (discovery starts again on the join screen) and an open
    /// table is announced on it too; refused, the join and host screens say what is
    /// missing and where to allow it. Shells that need no permission for a medium
    /// never report it.
    Permission {
        /// The medium asked about.
        medium: Medium,
        /// Whether the app may use it now.
        allowed: bool,
    },
    /// From the shell: the Bluetooth channel asked for with
    /// [`crate::app::Effect::ConnectBluetooth`] could not be opened.
    BluetoothFailed {
        /// Why.
        failure: BluetoothFailure,
        /// The platform's own words (an error code, a status), shown after the
        /// app's sentence.
        detail: String,
    },
}

/// The join screen's typed fields, kept in the session.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinDraft {
    /// The host's address.
    pub address: String,
    /// The join code.
    pub code: String,
}

/// Nearby play's state while the app runs (links do not outlive the process, so none
/// of this is saved).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NearbyState {
    /// The host's table, when open or opening.
    pub hosting: Option<Hosting>,
    /// Tables discovery found.
    pub found: Vec<FoundTable>,
    /// Whether a join is under way.
    pub connecting: bool,
    /// Players at the table (host) or this device's admission (join).
    pub players: Vec<String>,
    /// The last thing that went wrong, in words.
    pub notice: Option<String>,
    /// The host admitted this device.
    pub joined: bool,
    /// How a joined device's link stands when not plainly connected (reconnecting,
    /// ended), in words.
    pub link_note: Option<String>,
    /// Whether the joined table is over for good.
    pub ended: bool,
    /// The check of a finished game's deal: its game number and the verdict in words
    /// (shown while that game is on the table and the table is open).
    pub fairness: Option<(u32, String)>,
    /// The Bluetooth table chosen on the join screen (instead of an address).
    pub bluetooth: Option<FoundTable>,
    /// The shell was asked to open a Bluetooth channel and has not handed it in yet.
    pub awaiting_link: bool,
    /// The Bluetooth device the table was joined over (a dropped channel is reopened
    /// to it); `None` for a table joined by address.
    pub device: Option<String>,
    /// The shell was asked to reopen the dropped channel and has not handed it in yet.
    pub reopening: bool,
    /// How often the shell was asked to reopen the channel since it last worked.
    pub reopen_attempts: u32,
    /// Whether the player lets the app use each medium, as the shell last reported
    /// it ([`NearbyIntent::Permission`]).
    pub allowed: Allowed,
    /// The people's seats played at this device when it hosts (a shell's command line
    /// may seat several people here, or none); `None`: the setup's first person's.
    pub seats_here: Option<Vec<u8>>,
}

/// What the player lets the app use, per medium (`None`: the shell has not said).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Allowed {
    /// The local network (finding, announcing and joining tables over it).
    pub network: Option<bool>,
    /// Bluetooth.
    pub bluetooth: Option<bool>,
}

impl Allowed {
    /// What the shell last said of `medium`.
    pub fn get(&self, medium: Medium) -> Option<bool> {
        match medium {
            Medium::Network => self.network,
            Medium::Bluetooth => self.bluetooth,
        }
    }

    /// Takes the shell's word on `medium`; whether the medium is newly allowed
    /// (refused or not said before).
    pub fn set(&mut self, medium: Medium, allowed: bool) -> bool {
        let slot = match medium {
            Medium::Network => &mut self.network,
            Medium::Bluetooth => &mut self.bluetooth,
        };
        let newly = allowed && *slot != Some(true);
        *slot = Some(allowed);
        newly
    }
}

/// The host's open table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    /// Where others join (`None` while opening).
    pub address: Option<String>,
    /// The join code (`None` while opening).
    pub code: Option<String>,
    /// The shell announces the table over Bluetooth too.
    pub bluetooth: bool,
}

/// The nearby menu as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearbyView {
    /// The screen's title.
    pub title: String,
    /// "Host a table", leading to the host's screen.
    pub host_label: String,
    /// "Join a table".
    pub join_label: String,
}

/// The host's screen as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostView {
    /// The screen's title.
    pub title: String,
    /// The game that will be hosted (from the setup), in words.
    pub game: String,
    /// What opening means ("Devices on this network can then find and join it").
    pub explanation: String,
    /// Whether the table is open (or opening).
    pub open: bool,
    /// The open/close button's label.
    pub action_label: String,
    /// Where and with which code to join, once open.
    pub join_info: Option<String>,
    /// The address others join at (`host:port`), once open (e.g. for a QR code).
    pub address: Option<String>,
    /// The join code, once open.
    pub code: Option<String>,
    /// The players who joined.
    pub players: Vec<String>,
    /// Whether the table can be opened (always true while it is open, to close it).
    pub can_open: bool,
    /// What keeps the table from being opened, or what went wrong last, in words.
    pub notice: Option<String>,
    /// How many seats are still free, or that everyone is here, once open.
    pub seats_note: Option<String>,
    /// The start button's label.
    pub start_label: String,
    /// Whether the game can start: every seat has its device.
    pub can_start: bool,
    /// A game is being played at the open table.
    pub playing: bool,
    /// "Back to the table", while a game is played.
    pub table_label: String,
    /// That devices can also find the table over Bluetooth, once the shell announced
    /// it there; or that they cannot, the player having refused Bluetooth.
    pub bluetooth_note: Option<String>,
}

/// A found table as the join screen lists it.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundEntry {
    /// What the host calls it.
    pub name: String,
    /// `host:port`, or the shell's id of the Bluetooth device.
    pub address: String,
    /// How it is reached.
    pub medium: Medium,
    /// The name with the way it is reached, e.g. "Anna's table · Bluetooth".
    pub label: String,
    /// The entry Connect joins now.
    pub chosen: bool,
}

/// The join screen as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinView {
    /// The screen's title.
    pub title: String,
    /// Tables found nearby (while the screen is shown, discovery runs).
    pub found: Vec<FoundEntry>,
    /// "Looking for tables…" or "No table found yet."
    pub found_note: String,
    /// The address field's label and content.
    pub address_label: String,
    /// The address typed in.
    pub address: String,
    /// The code field's label.
    pub code_label: String,
    /// The code typed in.
    pub code: String,
    /// The join button's label.
    pub connect_label: String,
    /// Whether joining is possible now.
    pub can_connect: bool,
    /// What keeps it from joining, or went wrong, in words.
    pub notice: Option<String>,
    /// Whether a join is under way.
    pub connecting: bool,
    /// After joining: waiting for the host, who is there, or reconnecting, in words.
    pub waiting: Option<String>,
    /// A game is being played at the joined table.
    pub playing: bool,
    /// "Back to the table", while a game is played.
    pub table_label: String,
}

/// The nearby menu.
pub fn menu_view(texts: &Texts) -> NearbyView {
    NearbyView {
        title: texts.get("nearby-screen-title", &[]),
        host_label: texts.get("nearby-screen-host", &[]),
        join_label: texts.get("nearby-screen-join", &[]),
    }
}

/// The host's screen for the game called `game`; `problem` is what keeps the set-up
/// table from being opened, in words.
pub(crate) fn host_view(
    state: &NearbyState,
    game: &str,
    problem: Option<String>,
    lobby: Option<&LobbyFacts>,
    texts: &Texts,
) -> HostView {
    let open = state.hosting.is_some();
    let join_info = state.hosting.as_ref().and_then(|h| {
        Some(texts.get(
            "nearby-screen-host-join-info",
            &[
                ("address", FluentValue::from(h.address.clone()?)),
                ("code", FluentValue::from(h.code.clone()?)),
            ],
        ))
    });
    HostView {
        title: texts.get("nearby-screen-host-title", &[]),
        game: texts.get(
            "nearby-screen-host-game",
            &[("game", FluentValue::from(game))],
        ),
        explanation: texts.get("nearby-screen-host-explanation", &[]),
        open,
        action_label: texts.get(
            if open {
                "nearby-screen-host-close"
            } else {
                "nearby-screen-host-open"
            },
            &[],
        ),
        join_info,
        address: state.hosting.as_ref().and_then(|h| h.address.clone()),
        code: state.hosting.as_ref().and_then(|h| h.code.clone()),
        players: lobby
            .map(|l| players_text(l, texts))
            .unwrap_or_else(|| state.players.clone()),
        can_open: problem.is_none(),
        notice: state.notice.clone().or(problem),
        seats_note: lobby.map(|l| {
            if l.free_seats == 0 {
                texts.nearby_text(&NearbyText::LobbyAllHere)
            } else {
                texts.nearby_text(&NearbyText::LobbyFree(u32::from(l.free_seats)))
            }
        }),
        start_label: texts.get("nearby-screen-host-start", &[]),
        can_start: lobby.is_some_and(|l| l.ready && !l.playing),
        playing: lobby.is_some_and(|l| l.playing),
        table_label: texts.get("nearby-screen-to-table", &[]),
        bluetooth_note: state.hosting.as_ref().and_then(|h| {
            if h.bluetooth {
                Some(texts.get("nearby-screen-host-bluetooth", &[]))
            } else if state.allowed.bluetooth == Some(false) {
                Some(texts.get("nearby-screen-host-bluetooth-refused", &[]))
            } else {
                None
            }
        }),
    }
}

/// What keeps a join from starting, in words; `bluetooth` is the Bluetooth table
/// chosen instead of an address.
pub fn join_problem(
    draft: &JoinDraft,
    bluetooth: Option<&FoundTable>,
    texts: &Texts,
) -> Option<String> {
    let address = draft.address.trim();
    let code = draft.code.trim();
    if let Some(table) = bluetooth {
        if table.game_key.is_none() {
            return Some(texts.get("nearby-screen-join-bluetooth-no-game", &[]));
        }
    } else if address.is_empty() {
        return Some(texts.get("nearby-screen-join-need-address", &[]));
    } else if !valid_address(address) {
        return Some(texts.get("nearby-screen-join-bad-address", &[]));
    }
    if code.is_empty() {
        Some(texts.get("nearby-screen-join-need-code", &[]))
    } else if code.chars().count() > MAX_CODE_CHARS || !code.chars().all(char::is_alphanumeric) {
        Some(texts.get("nearby-screen-join-bad-code", &[]))
    } else {
        None
    }
}

/// `host:port` with a port number and a host without spaces.
fn valid_address(address: &str) -> bool {
    match address.rsplit_once(':') {
        Some((host, port)) => {
            !host.is_empty() && !host.contains(char::is_whitespace) && port.parse::<u16>().is_ok()
        }
        None => false,
    }
}

/// The devices at a nearby table, one line each: the name, the seats, whether away.
fn players_text(lobby: &LobbyFacts, texts: &Texts) -> Vec<String> {
    lobby
        .players
        .iter()
        .map(|p| {
            let seats: Vec<String> = p.seats.iter().map(|s| (s + 1).to_string()).collect();
            let line = texts.nearby_text(&NearbyText::LobbyPlayer {
                name: p.name.clone(),
                seats: seats.join(", "),
            });
            if p.connected {
                line
            } else {
                format!(
                    "{line} – {}",
                    texts.nearby_text(&NearbyText::LobbyPlayerAway)
                )
            }
        })
        .collect()
}

/// The join screen; `lobby` is the joined table's, once admitted.
pub(crate) fn join_view(
    state: &NearbyState,
    draft: &JoinDraft,
    lobby: Option<&LobbyFacts>,
    texts: &Texts,
) -> JoinView {
    let problem = join_problem(draft, state.bluetooth.as_ref(), texts);
    let playing = lobby.is_some_and(|l| l.playing) && !state.ended;
    let waiting = if let Some(note) = &state.link_note {
        Some(note.clone())
    } else if state.joined && !playing {
        let names: Vec<String> = lobby
            .map(|l| l.players.iter().map(|p| p.name.clone()).collect())
            .unwrap_or_default();
        Some(if names.is_empty() {
            texts.get("nearby-screen-join-waiting", &[])
        } else {
            format!(
                "{} {}",
                texts.get("nearby-screen-join-waiting", &[]),
                texts.nearby_text(&NearbyText::AtTheTable(names.join(", ")))
            )
        })
    } else {
        None
    };
    JoinView {
        title: texts.get("nearby-screen-join-title", &[]),
        found: state
            .found
            .iter()
            .map(|table| found_entry(table, state, draft, texts))
            .collect(),
        found_note: found_note(state, texts),
        address_label: texts.get("nearby-screen-join-address", &[]),
        address: draft.address.clone(),
        code_label: texts.get("nearby-screen-join-code", &[]),
        code: draft.code.clone(),
        connect_label: texts.get("nearby-screen-join-connect", &[]),
        can_connect: problem.is_none() && !state.connecting && (!state.joined || state.ended),
        notice: state.notice.clone().or(problem),
        connecting: state.connecting,
        waiting,
        playing,
        table_label: texts.get("nearby-screen-to-table", &[]),
    }
}

/// How the search stands: looking, or how many tables were found; then each medium
/// the player refused, with where to allow it.
fn found_note(state: &NearbyState, texts: &Texts) -> String {
    let mut note = texts.get(
        if state.found.is_empty() {
            "nearby-screen-join-looking"
        } else {
            "nearby-screen-join-found"
        },
        &[("count", FluentValue::from(state.found.len()))],
    );
    for (medium, key) in [
        (Medium::Network, "nearby-screen-join-network-refused"),
        (Medium::Bluetooth, "nearby-screen-join-bluetooth-refused"),
    ] {
        if state.allowed.get(medium) == Some(false) {
            note.push(' ');
            note.push_str(&texts.get(key, &[]));
        }
    }
    note
}

/// A found table as listed: its name with the way it is reached, and whether it is
/// the one Connect joins (the Bluetooth table chosen, or the address typed in).
fn found_entry(
    table: &FoundTable,
    state: &NearbyState,
    draft: &JoinDraft,
    texts: &Texts,
) -> FoundEntry {
    let medium = texts.get(
        match table.medium {
            Medium::Network => "nearby-screen-medium-network",
            Medium::Bluetooth => "nearby-screen-medium-bluetooth",
        },
        &[],
    );
    let chosen = match (&state.bluetooth, table.medium) {
        (Some(chosen), Medium::Bluetooth) => chosen.address == table.address,
        (None, Medium::Network) => draft.address.trim() == table.address,
        _ => false,
    };
    FoundEntry {
        name: table.name.clone(),
        address: table.address.clone(),
        medium: table.medium,
        label: texts.get(
            "nearby-screen-found-entry",
            &[
                ("name", FluentValue::from(table.name.clone())),
                ("medium", FluentValue::from(medium)),
            ],
        ),
        chosen,
    }
}

/// The sentence for a Bluetooth channel that could not be opened.
pub(crate) fn bluetooth_failure(failure: BluetoothFailure, detail: &str, texts: &Texts) -> String {
    let sentence = texts.get(
        match failure {
            BluetoothFailure::Off => "nearby-screen-bluetooth-off",
            BluetoothFailure::NotAllowed => "nearby-screen-bluetooth-not-allowed",
            BluetoothFailure::Unreachable => "nearby-screen-bluetooth-unreachable",
        },
        &[],
    );
    let detail = detail.trim();
    if detail.is_empty() {
        sentence
    } else {
        texts.get(
            "nearby-screen-with-detail",
            &[
                ("sentence", FluentValue::from(sentence)),
                ("detail", FluentValue::from(detail.to_string())),
            ],
        )
    }
}
