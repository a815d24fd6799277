//! What goes into the app core (intents, one per user action, and what the shell's
//! networking reports) and what comes out for the shell alone (cues, discovery, links),
//! as UniFFI enums mirroring `spieleabend_app`'s, with `From` conversions.
//!
//! The pace wake-up (`TableIntent::Wake` in the app crate) is left out: the core's own
//! timer sends it, so no shell ever has to.

use spieleabend_app::app as model;
use spieleabend_app::runtime as rt;
use spieleabend_app::screens::{nearby, settings, setup};
use spieleabend_app::table;
use spieleabend_app::texts::Lang as CoreLang;
use spieleabend_core::games::registry::OptionValue as CoreOptionValue;

use super::views::{FoundTable, HomeItem, SettingKey};
use spieleabend_core::table::BotLevel as CoreBotLevel;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Lang {
    /// German.
    De,
    /// English.
    En,
}

/// What the player does, on whichever screen, or what the shell reports.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum AppIntent {
    /// Goes back one screen (`AppView.back` says where); nothing on the home screen.
    Back,
    /// Opens a screen of the home menu, from any screen.
    Open { item: HomeItem },
    /// Opens a game's rules page by the game's key.
    OpenRules { game_key: String },
    /// Clears the notices about damaged files.
    DismissNotices,
    /// On the setup screen.
    Setup { intent: SetupIntent },
    /// At the table.
    Table { intent: TableIntent },
    /// On the settings screen.
    Settings { intent: SettingsIntent },
    /// On the nearby screens, or reported by the shell's networking.
    Nearby { intent: NearbyIntent },
}

/// What the player does on the setup screen.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum SetupIntent {
    /// Chooses the game by its key (`GameChoice.key`).
    ChooseGame { key: String },
    /// Chooses the `index`-th variant, counting from 0.
    ChooseVariant { index: u32 },
    /// Sets the number of players (brought into the game's range).
    SetPlayers { count: u32 },
    /// Sets who plays a seat (counting from 0).
    SetSeatPlayer { seat: u32, player: SeatPlayer },
    /// Names a seat (empty: the default name).
    RenameSeat { seat: u32, name: String },
    /// Sets an option by its key (`OptionRow.key`).
    SetOption { key: String, value: OptionValue },
    /// Every option back to its default.
    ResetOptions,
    /// Starts the game (only when nothing keeps it from starting).
    Start,
}

/// How strongly a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BotLevel {
    /// Legal moves with a light heuristic and some randomness.
    Easy,
    /// The game's rule-based play.
    Medium,
    /// Searches by rollouts in sampled deals (also what hints use).
    Hard,
}

impl From<CoreBotLevel> for BotLevel {
    fn from(level: CoreBotLevel) -> Self {
        match level {
            CoreBotLevel::Easy => BotLevel::Easy,
            CoreBotLevel::Medium => BotLevel::Medium,
            CoreBotLevel::Hard => BotLevel::Hard,
        }
    }
}

impl From<BotLevel> for CoreBotLevel {
    fn from(level: BotLevel) -> Self {
        match level {
            BotLevel::Easy => CoreBotLevel::Easy,
            BotLevel::Medium => CoreBotLevel::Medium,
            BotLevel::Hard => CoreBotLevel::Hard,
        }
    }
}

/// Who plays a seat being set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SeatPlayer {
    /// A person at this device.
    Person,
    /// A bot of this level.
    Bot { level: BotLevel },
}

impl From<SeatPlayer> for setup::SeatPlayer {
    fn from(player: SeatPlayer) -> Self {
        match player {
            SeatPlayer::Person => setup::SeatPlayer::Person,
            SeatPlayer::Bot { level } => setup::SeatPlayer::Bot(level.into()),
        }
    }
}

impl From<setup::SeatPlayer> for SeatPlayer {
    fn from(player: setup::SeatPlayer) -> Self {
        match player {
            setup::SeatPlayer::Person => SeatPlayer::Person,
            setup::SeatPlayer::Bot(level) => SeatPlayer::Bot {
                level: level.into(),
            },
        }
    }
}

/// An option's value.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum OptionValue {
    /// A toggle's value.
    Bool { value: bool },
    /// A number's value (a seat option: 0 = drawn at random, n = the n-th seat).
    Int { value: i64 },
    /// A choice's key.
    Choice { value: String },
}

/// What the person at the device does at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum TableIntent {
    /// Taps a hand card, by `CardView.id`.
    TapCard { id: u32 },
    /// Chooses a choice of the pick in progress, by `ChoiceView.id`.
    Choose { id: u32 },
    /// Confirms: the ticked set (22Juhu's swap) or the hint.
    Confirm,
    /// Takes back the last step or the ticks of the pick in progress.
    Cancel,
    /// Asks for a hint.
    Hint,
    /// Takes back the last own move.
    Undo,
    /// Closes the summary or the game-over box on top.
    Dismiss,
    /// The person the curtain names holds the device now.
    Ready,
    /// Plays again with the same seats once the game is over.
    Rematch,
}

/// What the player does on the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SettingsIntent {
    /// Turns an on/off row over.
    Toggle { key: SettingKey },
    /// Picks the `index`-th choice of a row with choices.
    Choose { key: SettingKey, index: u32 },
}

/// What the player does on the nearby screens, and what the shell reports back.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
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
    ChooseFound { index: u32 },
    /// On the join screen: the address typed in.
    SetAddress { address: String },
    /// On the join screen: the join code typed in.
    SetCode { code: String },
    /// On the join screen: join the table at the address with the code.
    Connect,
    /// On the host's screen: start the game once every seat has its device.
    StartGame,
    /// On the host's or join screen while a game is played there: back to its table.
    ShowTable,
    /// From the shell: the tables discovery sees now.
    Found { tables: Vec<FoundTable> },
    /// From the shell: the table is open at this address with this join code.
    Hosting { address: String, code: String },
    /// From the shell: a player took a seat (host) or this device was admitted (join).
    Joined { name: String },
    /// From the shell: a player left.
    Left { name: String },
    /// From the shell: the link ended or could not be opened, with the reason in words.
    LinkClosed { reason: String },
    /// From the shell: the table hosted here is announced (after
    /// `ShellEffect.Advertise`); `bluetooth`: also over Bluetooth.
    Announced { bluetooth: bool },
    /// From the shell: the channel asked for with `ShellEffect.ConnectBluetooth` could
    /// not be opened; `detail` is the platform's own words (a status code), shown
    /// after the app's sentence (empty: none).
    BluetoothFailed {
        failure: BluetoothFailure,
        detail: String,
    },
}

/// Why the shell could not open a Bluetooth channel to a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BluetoothFailure {
    /// Bluetooth is switched off (or the device has none).
    Off,
    /// The player did not allow the app to use Bluetooth.
    NotAllowed,
    /// The table's device did not answer, or the channel broke while opening.
    Unreachable,
}

/// What only the shell can perform.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ShellEffect {
    /// Play a cue; the flags say which kinds the player wants.
    PlayCue { cue: Cue, sound: bool, haptic: bool },
    /// Start looking for tables nearby; report them with `NearbyIntent.Found`.
    StartDiscovery,
    /// Stop looking for tables nearby.
    StopDiscovery,
    /// Announce the table hosted here on every medium the shell has: the local
    /// network (an NSD or Bonjour service `_spieleabend._tcp`) and, where it can,
    /// Bluetooth (the same TXT record in a readable GATT characteristic); or update
    /// the announcement (the free seats changed). The core carries the table itself
    /// (its own TCP listener; Bluetooth channels through `attachLink`). Answer with
    /// `NearbyIntent.Announced`.
    Advertise { advertisement: Advertisement },
    /// Withdraw the announcement.
    StopAdvertising,
    /// Open a Bluetooth channel to `device` (a `FoundTable.address` of medium
    /// Bluetooth) and hand it to `joinOverLink(gameKey, code, link)`; report
    /// `NearbyIntent.BluetoothFailed` if it cannot be opened.
    ConnectBluetooth {
        device: String,
        game_key: String,
        code: String,
    },
    /// The Bluetooth channel of the table joined over it dropped: open a new channel
    /// to the same `device` and hand it to `relink(link)` (the seat resumes on it);
    /// report `NearbyIntent.BluetoothFailed` if it cannot be opened. Asked again
    /// after a failure, a few times, before the table ends.
    ReopenBluetooth { device: String },
}

/// A table to announce on the local network.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Advertisement {
    /// The service instance's name, e.g. "Anna’s table".
    pub name: String,
    /// The TCP port the table listens on.
    pub port: u16,
    /// The TXT record (`v`, `name`, `game`, `free`, `players`), which
    /// `nearbyTableFromTxt` reads back on the devices that find it.
    pub txt: Vec<TxtEntry>,
}

/// One key and value of a TXT record.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TxtEntry {
    pub key: String,
    pub value: String,
}

/// Sound and haptic cues.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Cue {
    CardLaid,
    CardDrawn,
    ThrownOut,
    TrickTaken,
    Chips,
    YourTurn,
    GameOver,
    Invalid,
}

/// An option's value by key.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OptionEntry {
    pub key: String,
    pub value: OptionValue,
}

// ---- conversions ---------------------------------------------------------------------------

impl From<Lang> for CoreLang {
    fn from(l: Lang) -> Self {
        match l {
            Lang::De => CoreLang::De,
            Lang::En => CoreLang::En,
        }
    }
}

impl From<AppIntent> for model::Intent {
    fn from(i: AppIntent) -> Self {
        match i {
            AppIntent::Back => model::Intent::Back,
            AppIntent::Open { item } => model::Intent::Open(item.into()),
            AppIntent::OpenRules { game_key } => model::Intent::OpenRules(game_key),
            AppIntent::DismissNotices => model::Intent::DismissNotices,
            AppIntent::Setup { intent } => model::Intent::Setup(intent.into()),
            AppIntent::Table { intent } => model::Intent::Table(intent.into()),
            AppIntent::Settings { intent } => model::Intent::Settings(intent.into()),
            AppIntent::Nearby { intent } => model::Intent::Nearby(intent.into()),
        }
    }
}

impl From<SetupIntent> for setup::SetupIntent {
    fn from(i: SetupIntent) -> Self {
        use setup::SetupIntent as S;
        match i {
            SetupIntent::ChooseGame { key } => S::ChooseGame(key),
            SetupIntent::ChooseVariant { index } => S::ChooseVariant(index),
            SetupIntent::SetPlayers { count } => S::SetPlayers(count),
            SetupIntent::SetSeatPlayer { seat, player } => S::SetSeatPlayer {
                seat,
                player: player.into(),
            },
            SetupIntent::RenameSeat { seat, name } => S::RenameSeat { seat, name },
            SetupIntent::SetOption { key, value } => S::SetOption {
                key,
                value: value.into(),
            },
            SetupIntent::ResetOptions => S::ResetOptions,
            SetupIntent::Start => S::Start,
        }
    }
}

impl From<OptionValue> for CoreOptionValue {
    fn from(v: OptionValue) -> Self {
        match v {
            OptionValue::Bool { value } => CoreOptionValue::Bool(value),
            OptionValue::Int { value } => CoreOptionValue::Int(value),
            OptionValue::Choice { value } => CoreOptionValue::Choice(value),
        }
    }
}

impl From<CoreOptionValue> for OptionValue {
    fn from(v: CoreOptionValue) -> Self {
        match v {
            CoreOptionValue::Bool(value) => OptionValue::Bool { value },
            CoreOptionValue::Int(value) => OptionValue::Int { value },
            CoreOptionValue::Choice(value) => OptionValue::Choice { value },
        }
    }
}

impl From<TableIntent> for table::TableIntent {
    fn from(i: TableIntent) -> Self {
        use table::TableIntent as T;
        match i {
            TableIntent::TapCard { id } => T::TapCard(id),
            TableIntent::Choose { id } => T::Choose(id),
            TableIntent::Confirm => T::Confirm,
            TableIntent::Cancel => T::Cancel,
            TableIntent::Hint => T::Hint,
            TableIntent::Undo => T::Undo,
            TableIntent::Dismiss => T::Dismiss,
            TableIntent::Ready => T::Ready,
            TableIntent::Rematch => T::Rematch,
        }
    }
}

impl From<SettingsIntent> for settings::SettingsIntent {
    fn from(i: SettingsIntent) -> Self {
        match i {
            SettingsIntent::Toggle { key } => settings::SettingsIntent::Toggle(key.into()),
            SettingsIntent::Choose { key, index } => settings::SettingsIntent::Choose {
                key: key.into(),
                index,
            },
        }
    }
}

impl From<NearbyIntent> for nearby::NearbyIntent {
    fn from(i: NearbyIntent) -> Self {
        use nearby::NearbyIntent as N;
        match i {
            NearbyIntent::GoHost => N::GoHost,
            NearbyIntent::GoJoin => N::GoJoin,
            NearbyIntent::OpenTable => N::OpenTable,
            NearbyIntent::CloseTable => N::CloseTable,
            NearbyIntent::ChooseFound { index } => N::ChooseFound(index),
            NearbyIntent::SetAddress { address } => N::SetAddress(address),
            NearbyIntent::SetCode { code } => N::SetCode(code),
            NearbyIntent::Connect => N::Connect,
            NearbyIntent::StartGame => N::StartGame,
            NearbyIntent::ShowTable => N::ShowTable,
            NearbyIntent::Found { tables } => {
                N::Found(tables.into_iter().map(Into::into).collect())
            }
            NearbyIntent::Hosting { address, code } => N::Hosting { address, code },
            NearbyIntent::Joined { name } => N::Joined { name },
            NearbyIntent::Left { name } => N::Left { name },
            NearbyIntent::LinkClosed { reason } => N::LinkClosed { reason },
            NearbyIntent::Announced { bluetooth } => N::Announced { bluetooth },
            NearbyIntent::BluetoothFailed { failure, detail } => N::BluetoothFailed {
                failure: match failure {
                    BluetoothFailure::Off => nearby::BluetoothFailure::Off,
                    BluetoothFailure::NotAllowed => nearby::BluetoothFailure::NotAllowed,
                    BluetoothFailure::Unreachable => nearby::BluetoothFailure::Unreachable,
                },
                detail,
            },
        }
    }
}

impl From<table::Cue> for Cue {
    fn from(c: table::Cue) -> Self {
        use table::Cue as C;
        match c {
            C::CardLaid => Cue::CardLaid,
            C::CardDrawn => Cue::CardDrawn,
            C::ThrownOut => Cue::ThrownOut,
            C::TrickTaken => Cue::TrickTaken,
            C::Chips => Cue::Chips,
            C::YourTurn => Cue::YourTurn,
            C::GameOver => Cue::GameOver,
            C::Invalid => Cue::Invalid,
        }
    }
}

impl From<rt::ShellEffect> for ShellEffect {
    fn from(e: rt::ShellEffect) -> Self {
        match e {
            rt::ShellEffect::Cue { cue, sound, haptic } => ShellEffect::PlayCue {
                cue: cue.into(),
                sound,
                haptic,
            },
            rt::ShellEffect::StartDiscovery => ShellEffect::StartDiscovery,
            rt::ShellEffect::StopDiscovery => ShellEffect::StopDiscovery,
            rt::ShellEffect::Advertise(ad) => ShellEffect::Advertise {
                advertisement: Advertisement {
                    name: ad.name,
                    port: ad.port,
                    txt: ad
                        .txt
                        .into_iter()
                        .map(|(key, value)| TxtEntry { key, value })
                        .collect(),
                },
            },
            rt::ShellEffect::StopAdvertising => ShellEffect::StopAdvertising,
            rt::ShellEffect::ConnectBluetooth {
                device,
                game_key,
                code,
            } => ShellEffect::ConnectBluetooth {
                device,
                game_key,
                code,
            },
            rt::ShellEffect::ReopenBluetooth { device } => ShellEffect::ReopenBluetooth { device },
        }
    }
}
