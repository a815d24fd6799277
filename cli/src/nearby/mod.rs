//! Nearby play in the terminal, shared by both clients: what the command line asks
//! for ([`HostOpening`], [`JoinOpening`]: the app core's host's screen with a table
//! set up and opened, the join screen with an address and code typed in), what the app
//! core asks a shell to do for it ([`shell`]: finding tables on the local network and
//! announcing the one hosted here) and the key a joining device keeps
//! ([`device_key`]). The app core carries the tables over the network itself.

pub mod device_key;
pub mod shell;

/// A table to host, from the command line.
pub struct HostOpening {
    /// The game, its variant, seats (people's and bots') and options.
    pub setup: spieleabend_app::screens::setup::SetupDraft,
    /// The people's seats played at this device (the setup's other people are seats
    /// for devices that join).
    pub here: Vec<u8>,
    /// Where to listen, the bots' pace, a fixed join code, whether games start by
    /// themselves.
    pub nearby: spieleabend_app::runtime::NearbyOptions,
    /// Whether the table is announced on the local network (mDNS).
    pub announce: bool,
    /// The name announced instead of the app core's ("Anna's table").
    pub table_name: Option<String>,
}

/// A table to join, from the command line.
pub struct JoinOpening {
    /// The address and code typed in (both given: joined at once).
    pub draft: spieleabend_app::screens::nearby::JoinDraft,
    /// The name to join under (`None`: the app's own, from its setup).
    pub name: Option<String>,
    /// Only tables of this game are listed as found.
    pub game: Option<spieleabend_core::games::GameId>,
    /// How this device joins (the key it goes by).
    pub nearby: spieleabend_app::runtime::NearbyOptions,
}
