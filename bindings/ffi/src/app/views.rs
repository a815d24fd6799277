//! The app's view models as UniFFI records: the same shape as `spieleabend_app`'s
//! `AppView`, `ScreenView` and the screens' and the table's views, field for field,
//! with `From` conversions. Only what UniFFI cannot carry as it is changes: enum
//! variants get named fields (`view`, `area`, …), a row's two ends become [`RowEnds`],
//! a game is named by its key.

use spieleabend_app::app as model;
use spieleabend_app::screens::{self, home, nearby, rules, settings, setup, statistics};
use spieleabend_app::table;
use spieleabend_app::texts::RulesSection as CoreRulesSection;

use crate::app::intents::{BotLevel, SeatPlayer};

// ---- the app ---------------------------------------------------------------------------

/// Everything a client draws: the screen, where back goes, and a notice.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct AppView {
    /// The screen on top.
    pub screen: ScreenView,
    /// Where `AppIntent.Back` goes (`None` on the home screen: the system's back
    /// leaves the app).
    pub back: Option<BackView>,
    /// Something to tell the player once, e.g. that a file could not be saved.
    pub notice: Option<String>,
    /// Grows with every change of the model: a shell shows a view only if its revision is
    /// not below the one it shows (a call's answer and a pushed bot move may cross).
    pub revision: u64,
}

/// Where back goes.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BackView {
    /// The screen it returns to.
    pub to: ScreenKind,
    /// "Back to the start", for the back button's accessibility label.
    pub label: String,
}

/// The screens, as the back stack names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ScreenKind {
    Home,
    Setup,
    Table,
    Settings,
    Statistics,
    Rules,
    RulesPage,
    Nearby,
    NearbyHost,
    NearbyJoin,
    /// A game at a table nearby.
    NearbyTable,
}

/// The screen on top, with its view model. Not boxed, so UniFFI maps it as it is; a
/// view is built once per call, so the variants' sizes do not matter.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
#[allow(clippy::large_enum_variant)]
pub enum ScreenView {
    /// The start screen.
    Home { view: HomeView },
    /// Choosing a game, its players and options.
    Setup { view: SetupView },
    /// A game in progress.
    Table { view: TableView },
    /// The settings.
    Settings { view: SettingsView },
    /// Games played and won.
    Statistics { view: StatisticsView },
    /// The games whose rules can be read.
    Rules { view: RulesView },
    /// One game's rules.
    RulesPage { view: RulesPageView },
    /// Host or join.
    Nearby { view: NearbyView },
    /// Hosting a table.
    NearbyHost { view: HostView },
    /// Joining a table.
    NearbyJoin { view: JoinView },
}

// ---- shared controls ---------------------------------------------------------------------

/// How one row of a settings-like list is changed.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Control {
    /// On or off.
    Toggle { on: bool },
    /// One of a few named choices; exactly one is selected.
    Choice { choices: Vec<ChoiceItem> },
    /// A whole number in a range; `shown` is the value in words where a number alone
    /// would mislead ("no limit"), else the number.
    Number {
        value: i64,
        min: i64,
        max: i64,
        shown: String,
    },
}

/// One of a [`Control::Choice`]'s choices.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ChoiceItem {
    /// The choice's id (a language tag, a variant or option choice's key).
    pub key: String,
    /// What the choice is called.
    pub label: String,
    /// Whether it is the one chosen.
    pub selected: bool,
}

// ---- home ------------------------------------------------------------------------------

/// Where the home screen leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum HomeItem {
    /// Back to the saved game, where it was left.
    Continue,
    /// Choose a game and start it.
    NewGame,
    /// Play with devices nearby.
    Nearby,
    /// Games played and won.
    Statistics,
    /// The app's settings.
    Settings,
    /// How every game is played.
    Rules,
}

/// The home screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HomeView {
    /// The app's name.
    pub title: String,
    /// The entries in order ("Continue" first, only when there is a saved game).
    pub items: Vec<HomeEntry>,
    /// Saved files that could not be read, each in a sentence.
    pub notices: Vec<String>,
}

/// One entry of the home screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HomeEntry {
    /// What `AppIntent.Open` takes.
    pub item: HomeItem,
    /// What the entry says.
    pub label: String,
    /// A second line, e.g. which game "Continue" returns to.
    pub detail: Option<String>,
}

// ---- setup -----------------------------------------------------------------------------

/// The setup screen, built from the game registry.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SetupView {
    /// The screen's title.
    pub title: String,
    /// Every game, the chosen one selected.
    pub games: Vec<GameChoice>,
    /// The variant row, for games with variants.
    pub variant: Option<SetupRow>,
    /// The number of players.
    pub players: SetupRow,
    /// One row per seat.
    pub seats: Vec<SeatRow>,
    /// The options that apply to this game, variant and player count.
    pub options: Vec<OptionRow>,
    /// What keeps the game from starting, in words.
    pub problems: Vec<String>,
    /// The saved game that starting replaces, if any (its name).
    pub replaces: Option<String>,
    /// The start button's label.
    pub start_label: String,
    /// Whether start works now.
    pub can_start: bool,
}

/// A game to choose.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameChoice {
    /// The game's key, for `SetupIntent.ChooseGame`.
    pub key: String,
    /// Its name.
    pub name: String,
    /// Whether it is the chosen one.
    pub selected: bool,
}

/// A row with a label and a control.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SetupRow {
    pub label: String,
    pub control: Control,
}

/// One seat's row.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SeatRow {
    /// "Seat 1".
    pub label: String,
    /// The name as typed (may be empty).
    pub name: String,
    /// The name the seat gets when none is typed.
    pub default_name: String,
    /// Who plays it: person, easy, medium, hard bot, in order, one selected.
    pub player: Vec<SeatChoice>,
}

/// One choice of who plays a seat; send its `player` back with
/// `SetupIntent.SetSeatPlayer`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SeatChoice {
    /// Who would play the seat.
    pub player: SeatPlayer,
    /// What the choice is called ("Person", "Bot (hard)").
    pub label: String,
    /// Whether it is the one chosen.
    pub selected: bool,
}

/// One option's row.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OptionRow {
    /// The option's key, for `SetupIntent.SetOption`.
    pub key: String,
    /// What the option is called.
    pub label: String,
    /// Its value and how it is changed.
    pub control: Control,
}

// ---- settings, statistics, rules ---------------------------------------------------------

/// One row of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SettingKey {
    Language,
    BotPace,
    AutoSingleChoice,
    ColourBlindMarks,
    Sound,
    Haptics,
}

/// The settings screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SettingsView {
    pub title: String,
    pub rows: Vec<SettingRow>,
}

/// One row of the settings screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SettingRow {
    /// Which setting; what the intents name.
    pub key: SettingKey,
    pub label: String,
    pub control: Control,
}

/// The statistics screen.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct StatisticsView {
    pub title: String,
    /// One block per game.
    pub games: Vec<GameRecordView>,
}

/// One game's statistics.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct GameRecordView {
    pub game_key: String,
    pub name: String,
    /// One row per kind of opponents (bot level, people).
    pub rows: Vec<RecordRow>,
    /// "Not played yet", when there are no rows.
    pub empty: Option<String>,
}

/// Games against one kind of opponents.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RecordRow {
    /// The opponents in words.
    pub opponents: String,
    pub played: u32,
    pub won: u32,
    pub current_streak: u32,
    pub best_streak: u32,
    pub average_place: f64,
    /// The row in a sentence.
    pub summary: String,
}

/// The list of games whose rules can be read.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesView {
    pub title: String,
    pub games: Vec<RulesEntry>,
}

/// A game in the rules list.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesEntry {
    /// For `AppIntent.OpenRules`.
    pub game_key: String,
    pub name: String,
}

/// One game's rules page.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesPageView {
    pub game_key: String,
    pub title: String,
    pub sections: Vec<RulesSection>,
}

/// A section of a rules page.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesSection {
    pub title: String,
    pub paragraphs: Vec<String>,
}

// ---- nearby ------------------------------------------------------------------------------

/// The nearby menu: host or join.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NearbyView {
    pub title: String,
    pub host_label: String,
    pub join_label: String,
}

/// Hosting a table for devices nearby.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HostView {
    pub title: String,
    /// The set-up game's name.
    pub game: String,
    pub explanation: String,
    /// The table is open to others.
    pub open: bool,
    /// The open/close button's label.
    pub action_label: String,
    /// Address and code for the others, once open.
    pub join_info: Option<String>,
    /// Who joined.
    pub players: Vec<String>,
    pub can_open: bool,
    pub notice: Option<String>,
    /// Where others join (`host:port`) and the code, once open (e.g. for a QR code).
    pub address: Option<String>,
    pub code: Option<String>,
    /// How many seats are still free, or that everyone is here, once open.
    pub seats_note: Option<String>,
    /// The start button's label, and whether every seat has its device.
    pub start_label: String,
    pub can_start: bool,
    /// A game is played at the open table; `table_label` leads back to it.
    pub playing: bool,
    pub table_label: String,
    /// That the table is also announced over Bluetooth, once the shell said so
    /// (`NearbyIntent.Announced`).
    pub bluetooth_note: Option<String>,
}

/// Joining a table on another device.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct JoinView {
    pub title: String,
    /// The tables found, each with its medium and a label saying it.
    pub found: Vec<FoundEntry>,
    pub found_note: String,
    pub address_label: String,
    pub address: String,
    pub code_label: String,
    pub code: String,
    pub connect_label: String,
    pub can_connect: bool,
    pub notice: Option<String>,
    pub connecting: bool,
    /// After joining: waiting for the host, who is there, reconnecting, or why the
    /// table ended, in words.
    pub waiting: Option<String>,
    /// A game is played at the joined table; `table_label` leads back to it.
    pub playing: bool,
    pub table_label: String,
}

/// How a found table is reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Medium {
    /// Over the local network (DNS-SD), at `host:port`.
    Network,
    /// Over Bluetooth, at a device the shell names.
    Bluetooth,
}

/// A table the shell found nearby (`NearbyIntent.Found`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FoundTable {
    /// What the host calls it.
    pub name: String,
    /// `host:port` over the network; the shell's own id of the device over Bluetooth
    /// (it comes back in `ShellEffect.ConnectBluetooth`).
    pub address: String,
    /// How it is reached.
    pub medium: Medium,
    /// The game's key from the table's TXT record, when read (a Bluetooth table
    /// needs it to be joined).
    pub game_key: Option<String>,
}

/// A found table as the join screen lists it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FoundEntry {
    /// What the host calls it.
    pub name: String,
    /// `host:port`, or the shell's id of the Bluetooth device.
    pub address: String,
    /// How it is reached.
    pub medium: Medium,
    /// The name with the way it is reached, e.g. "Anna’s table · Bluetooth".
    pub label: String,
    /// The entry Connect joins now.
    pub chosen: bool,
}

// ---- the table ---------------------------------------------------------------------------

/// The whole table as the person at this device sees it now.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct TableView {
    /// The game's key, e.g. "elfer_raus".
    pub game_key: String,
    /// The game's display name.
    pub title: String,
    /// The seat whose cards are shown (none while the hand-over curtain is up).
    pub viewer: Option<u8>,
    /// One line on whose turn it is or what to do.
    pub status: String,
    /// The viewer's hand (empty while the curtain is up).
    pub hand: Vec<CardView>,
    /// The game's own part of the table.
    pub area: Option<TableArea>,
    /// Every seat, in seat order.
    pub players: Vec<PlayerView>,
    /// The seat to act, if the game is not over.
    pub to_act: Option<u8>,
    /// The viewer's decision in progress.
    pub pick: Option<PickView>,
    pub hint: HintView,
    pub undo: UndoView,
    /// The words on the table's own buttons (hint, undo, cancel).
    pub buttons: TableButtons,
    /// One full sentence per event, oldest first.
    pub log: Vec<LogLine>,
    /// What happened since the viewer last looked.
    pub changes: Vec<Change>,
    /// A message to show once, e.g. why a tapped card cannot be played.
    pub message: Option<String>,
    /// What covers the table: the curtain, a summary, the game-over box.
    pub overlay: Option<Overlay>,
    /// At a table nearby: how the link to the other devices stands.
    pub link: Option<LinkView>,
}

/// How the link of a table nearby stands, in words.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LinkView {
    /// "Hosting with the code 4711", "Reconnecting (attempt 2) …", "The host closed
    /// the table."
    pub text: String,
    /// The table is over for this device.
    pub ended: bool,
    /// The check of the last game's deal, once made.
    pub fairness: Option<String>,
}

/// A card as drawn.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CardView {
    /// What `TableIntent.TapCard` takes; stable while the card stays in the hand.
    pub id: u32,
    /// The short label printed on the card.
    pub face: String,
    pub tint: Tint,
    /// The card read out ("red 12").
    pub spoken: String,
    /// A shape telling the colour apart without seeing colour, when the setting is on.
    pub mark: Option<String>,
    pub state: CardState,
    /// Why the card cannot be played now.
    pub why_not: Option<String>,
}

/// How a card is coloured; the shells map these to their palettes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Tint {
    Red,
    Yellow,
    Green,
    Blue,
    Plain,
    Gold,
    Mild,
    Alarm,
    Turn,
    Wild,
    Stop,
}

/// What a hand card may do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CardState {
    pub playable: bool,
    pub selected: bool,
    pub hinted: bool,
}

/// One seat.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerView {
    pub seat: u8,
    /// Its name as the viewer reads it ("You" for the viewer).
    pub name: String,
    pub kind: PlayerKind,
    /// The kind in words ("Bot, medium").
    pub kind_label: String,
    pub cards: u32,
    /// The cards in words ("5 cards").
    pub cards_label: String,
    pub score: Option<ScoreView>,
    /// A short state, e.g. "sits out".
    pub note: Option<String>,
    pub connection: Connection,
    pub to_act: bool,
    /// Chips this seat got or paid since the last view, signed ("+2", "-1"); null
    /// when none moved.
    pub chips_moved: Option<String>,
}

/// Who plays a seat, seen from this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PlayerKind {
    /// The person looking at the device now.
    You,
    /// Another person at this device.
    Human,
    Bot {
        level: BotLevel,
    },
    /// A person at another device.
    Remote,
}

/// Whether a seat's device can be reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Connection {
    Here,
    Connected,
    Away,
}

/// A number with its unit in words.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ScoreView {
    pub value: i64,
    /// "12 chips".
    pub label: String,
}

/// The game's own part of the table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum TableArea {
    ElferRaus { area: ElferRausArea },
    SeventySeven { area: SeventySevenArea },
    Juhu22 { area: Juhu22Area },
    Rauswurf { area: RauswurfArea },
    Help { area: HelpArea },
}

/// Elfer raus!'s rows and pile.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ElferRausArea {
    pub rows: Vec<ElferRow>,
    pub pile: u32,
    pub pile_label: String,
    /// "Game 2 of 3", in a match.
    pub match_label: Option<String>,
}

/// One colour's row in Elfer raus!.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ElferRow {
    pub tint: Tint,
    pub colour: String,
    pub mark: Option<String>,
    /// The lowest and highest card laid; `None` while the 11 is missing.
    pub ends: Option<RowEnds>,
    /// The row in words.
    pub label: String,
}

/// The two ends of an Elfer raus! row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RowEnds {
    pub low: u8,
    pub high: u8,
}

/// 77's table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SeventySevenArea {
    pub total: i32,
    pub total_label: String,
    pub discard_top: Option<CardView>,
    pub pile: u32,
    pub clockwise: bool,
    pub direction_label: String,
    pub round: u32,
    /// "Two cards due (1 played)" under a ×2.
    pub due_label: Option<String>,
}

/// 22Juhu's table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Juhu22Area {
    pub heading: String,
    pub dealer: u8,
    pub stack: u32,
    pub stack_label: String,
    pub trick: Vec<TrickPlay>,
    pub trick_number: u32,
    pub tricks_won: Vec<u32>,
    pub pot: Option<ScoreView>,
    pub juhu_duty: Option<String>,
    pub stage_label: String,
}

/// A card in the trick.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TrickPlay {
    pub seat: u8,
    pub name: String,
    pub card: CardView,
}

/// Rauswurf's table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RauswurfArea {
    pub fronts: Vec<Front>,
    pub pile: u32,
    pub discard: u32,
    pub piles_label: String,
}

/// The card in front of one Rauswurf seat.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Front {
    pub seat: u8,
    pub card: Option<CardView>,
    pub strength: u32,
}

/// Help!'s table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HelpArea {
    pub row: Vec<RowCard>,
    pub pile: u32,
    pub discard: u32,
    pub heading: String,
    pub help_label: Option<String>,
    /// The card the viewer received and must play.
    pub received: Option<CardView>,
}

/// A card in Help!'s row.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RowCard {
    pub card: CardView,
    /// The value it counts as.
    pub value: u32,
}

/// The decision in progress, step by step.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PickView {
    /// What to do now.
    pub prompt: String,
    /// The steps made so far, in words.
    pub made: Vec<String>,
    /// The choices that are not hand cards, for `TableIntent.Choose`.
    pub choices: Vec<ChoiceView>,
    /// Hand cards are ticked as a set and then confirmed (22Juhu's swap).
    pub ticking: bool,
    /// What confirming does now, if it does anything.
    pub confirm: Option<String>,
    pub can_cancel: bool,
}

/// A choice of a step.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ChoiceView {
    /// What `TableIntent.Choose` takes.
    pub id: u32,
    pub label: String,
    pub kind: ChoiceKind,
    /// The hint suggests it.
    pub hinted: bool,
}

/// What a choice picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ChoiceKind {
    /// A gap in a row (a Joker's place).
    Gap { index: u32 },
    /// A card in a row (a Switch's target).
    RowCard { index: u32 },
    /// A button: end the turn, join, sit out.
    Button,
}

/// The hint.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum HintView {
    /// No hint asked for (or it no longer fits).
    NotAsked,
    /// The bot is thinking about it.
    Thinking,
    /// The hint, set up as the pick: confirming does it.
    Ready { text: String },
}

/// The words on the buttons every table has, whatever the game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableButtons {
    /// Asks for a hint (`TableIntent::Hint`).
    pub hint: String,
    /// Takes the viewer's last move back (`TableIntent::Undo`).
    pub undo: String,
    /// Takes a step of the pick in progress back (`TableIntent::Cancel`).
    pub cancel: String,
}

/// Undo availability.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct UndoView {
    pub available: bool,
    /// Why not, in words.
    pub reason: Option<String>,
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LogLine {
    pub seq: u32,
    pub text: String,
    /// It happened since the viewer last looked.
    pub new: bool,
}

/// Something that changed since the viewer last looked.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Change {
    CardLaid { seat: u8, card: CardView },
    CardDrawn { seat: u8, card: DrawnCard },
    ThrownOut { seat: u8, by: u8, card: CardView },
    TrickTaken { seat: u8 },
    Chips { seat: u8, amount: i32 },
    PlayerOut { seat: u8 },
}

/// What a seen draw brought.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DrawnCard {
    /// The viewer's own draw.
    Seen { card: CardView },
    /// Someone else's draw.
    Hidden,
    /// The pile had no card left.
    NoneLeft,
}

/// What covers the table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Overlay {
    /// Pass the device to `seat`; nothing private is shown until `TableIntent.Ready`.
    Curtain {
        seat: u8,
        text: String,
        button: String,
    },
    /// The end of a round or hand; stays until `TableIntent.Dismiss`.
    Summary { summary: SummaryView },
    /// The game (or match) is over.
    GameOver { game_over: GameOverView },
}

/// A round's or hand's result.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SummaryView {
    pub title: String,
    pub text: Option<String>,
    pub rows: Vec<SummaryRow>,
    /// The dismiss button's label.
    pub dismiss: String,
}

/// One seat's line in a summary.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SummaryRow {
    pub seat: u8,
    pub name: String,
    pub change: Option<i64>,
    /// The change as shown, signed ("+3", "-2", "0").
    pub change_label: Option<String>,
    pub total: ScoreView,
}

/// The end of the game.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameOverView {
    pub title: String,
    /// Who won, in a sentence.
    pub text: String,
    /// Seats by place.
    pub rows: Vec<PlaceRow>,
    /// What the scores count ("chips", "points", "penalty points").
    pub score_label: Option<String>,
    /// The rematch button's label.
    pub rematch: String,
}

/// A seat's place at the end.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlaceRow {
    /// 1 = winner; tied seats share a place.
    pub place: u32,
    pub place_label: String,
    pub seat: u8,
    pub name: String,
    pub score: Option<ScoreView>,
}

// ---- conversions ---------------------------------------------------------------------------

fn all<A, B: From<A>>(items: Vec<A>) -> Vec<B> {
    items.into_iter().map(B::from).collect()
}

impl From<model::AppView> for AppView {
    fn from(v: model::AppView) -> Self {
        AppView {
            screen: v.screen.into(),
            back: v.back.map(|b| BackView {
                to: b.to.into(),
                label: b.label,
            }),
            notice: v.notice,
            revision: v.revision,
        }
    }
}

impl From<screens::ScreenKind> for ScreenKind {
    fn from(k: screens::ScreenKind) -> Self {
        use screens::ScreenKind as K;
        match k {
            K::Home => ScreenKind::Home,
            K::Setup => ScreenKind::Setup,
            K::Table => ScreenKind::Table,
            K::Settings => ScreenKind::Settings,
            K::Statistics => ScreenKind::Statistics,
            K::Rules => ScreenKind::Rules,
            K::RulesPage => ScreenKind::RulesPage,
            K::Nearby => ScreenKind::Nearby,
            K::NearbyHost => ScreenKind::NearbyHost,
            K::NearbyJoin => ScreenKind::NearbyJoin,
            K::NearbyTable => ScreenKind::NearbyTable,
        }
    }
}

impl From<model::ScreenView> for ScreenView {
    fn from(s: model::ScreenView) -> Self {
        use model::ScreenView as S;
        match s {
            S::Home(v) => ScreenView::Home { view: v.into() },
            S::Setup(v) => ScreenView::Setup { view: v.into() },
            S::Table(v) => ScreenView::Table { view: v.into() },
            S::Settings(v) => ScreenView::Settings { view: v.into() },
            S::Statistics(v) => ScreenView::Statistics { view: v.into() },
            S::Rules(v) => ScreenView::Rules { view: v.into() },
            S::RulesPage(v) => ScreenView::RulesPage { view: v.into() },
            S::Nearby(v) => ScreenView::Nearby { view: v.into() },
            S::NearbyHost(v) => ScreenView::NearbyHost { view: v.into() },
            S::NearbyJoin(v) => ScreenView::NearbyJoin { view: v.into() },
        }
    }
}

impl From<screens::Control> for Control {
    fn from(c: screens::Control) -> Self {
        match c {
            screens::Control::Toggle { on } => Control::Toggle { on },
            screens::Control::Choice { choices } => Control::Choice {
                choices: all(choices),
            },
            screens::Control::Number {
                value,
                min,
                max,
                shown,
            } => Control::Number {
                value,
                min,
                max,
                shown,
            },
        }
    }
}

impl From<screens::ChoiceItem> for ChoiceItem {
    fn from(c: screens::ChoiceItem) -> Self {
        ChoiceItem {
            key: c.key,
            label: c.label,
            selected: c.selected,
        }
    }
}

impl From<home::HomeItem> for HomeItem {
    fn from(i: home::HomeItem) -> Self {
        use home::HomeItem as I;
        match i {
            I::Continue => HomeItem::Continue,
            I::NewGame => HomeItem::NewGame,
            I::Nearby => HomeItem::Nearby,
            I::Statistics => HomeItem::Statistics,
            I::Settings => HomeItem::Settings,
            I::Rules => HomeItem::Rules,
        }
    }
}

impl From<HomeItem> for home::HomeItem {
    fn from(i: HomeItem) -> Self {
        use home::HomeItem as I;
        match i {
            HomeItem::Continue => I::Continue,
            HomeItem::NewGame => I::NewGame,
            HomeItem::Nearby => I::Nearby,
            HomeItem::Statistics => I::Statistics,
            HomeItem::Settings => I::Settings,
            HomeItem::Rules => I::Rules,
        }
    }
}

impl From<home::HomeView> for HomeView {
    fn from(v: home::HomeView) -> Self {
        HomeView {
            title: v.title,
            items: v
                .items
                .into_iter()
                .map(|e| HomeEntry {
                    item: e.item.into(),
                    label: e.label,
                    detail: e.detail,
                })
                .collect(),
            notices: v.notices,
        }
    }
}

impl From<setup::SetupRow> for SetupRow {
    fn from(r: setup::SetupRow) -> Self {
        SetupRow {
            label: r.label,
            control: r.control.into(),
        }
    }
}

impl From<setup::SetupView> for SetupView {
    fn from(v: setup::SetupView) -> Self {
        SetupView {
            title: v.title,
            games: v
                .games
                .into_iter()
                .map(|g| GameChoice {
                    key: g.key,
                    name: g.name,
                    selected: g.selected,
                })
                .collect(),
            variant: v.variant.map(Into::into),
            players: v.players.into(),
            seats: v
                .seats
                .into_iter()
                .map(|s| SeatRow {
                    label: s.label,
                    name: s.name,
                    default_name: s.default_name,
                    player: s
                        .player
                        .into_iter()
                        .map(|c| SeatChoice {
                            player: c.player.into(),
                            label: c.label,
                            selected: c.selected,
                        })
                        .collect(),
                })
                .collect(),
            options: v
                .options
                .into_iter()
                .map(|o| OptionRow {
                    key: o.key,
                    label: o.label,
                    control: o.control.into(),
                })
                .collect(),
            problems: v.problems,
            replaces: v.replaces,
            start_label: v.start_label,
            can_start: v.can_start,
        }
    }
}

impl From<settings::SettingKey> for SettingKey {
    fn from(k: settings::SettingKey) -> Self {
        use settings::SettingKey as K;
        match k {
            K::Language => SettingKey::Language,
            K::BotPace => SettingKey::BotPace,
            K::AutoSingleChoice => SettingKey::AutoSingleChoice,
            K::ColourBlindMarks => SettingKey::ColourBlindMarks,
            K::Sound => SettingKey::Sound,
            K::Haptics => SettingKey::Haptics,
        }
    }
}

impl From<SettingKey> for settings::SettingKey {
    fn from(k: SettingKey) -> Self {
        use settings::SettingKey as K;
        match k {
            SettingKey::Language => K::Language,
            SettingKey::BotPace => K::BotPace,
            SettingKey::AutoSingleChoice => K::AutoSingleChoice,
            SettingKey::ColourBlindMarks => K::ColourBlindMarks,
            SettingKey::Sound => K::Sound,
            SettingKey::Haptics => K::Haptics,
        }
    }
}

impl From<settings::SettingsView> for SettingsView {
    fn from(v: settings::SettingsView) -> Self {
        SettingsView {
            title: v.title,
            rows: v
                .rows
                .into_iter()
                .map(|r| SettingRow {
                    key: r.key.into(),
                    label: r.label,
                    control: r.control.into(),
                })
                .collect(),
        }
    }
}

impl From<statistics::StatisticsView> for StatisticsView {
    fn from(v: statistics::StatisticsView) -> Self {
        StatisticsView {
            title: v.title,
            games: v
                .games
                .into_iter()
                .map(|g| GameRecordView {
                    game_key: g.game_key,
                    name: g.name,
                    rows: g
                        .rows
                        .into_iter()
                        .map(|r| RecordRow {
                            opponents: r.opponents,
                            played: r.played,
                            won: r.won,
                            current_streak: r.current_streak,
                            best_streak: r.best_streak,
                            average_place: r.average_place,
                            summary: r.summary,
                        })
                        .collect(),
                    empty: g.empty,
                })
                .collect(),
        }
    }
}

impl From<rules::RulesView> for RulesView {
    fn from(v: rules::RulesView) -> Self {
        RulesView {
            title: v.title,
            games: v
                .games
                .into_iter()
                .map(|g| RulesEntry {
                    game_key: g.game_key,
                    name: g.name,
                })
                .collect(),
        }
    }
}

impl From<CoreRulesSection> for RulesSection {
    fn from(s: CoreRulesSection) -> Self {
        RulesSection {
            title: s.title,
            paragraphs: s.paragraphs,
        }
    }
}

impl From<rules::RulesPageView> for RulesPageView {
    fn from(v: rules::RulesPageView) -> Self {
        RulesPageView {
            game_key: v.game_key,
            title: v.title,
            sections: all(v.sections),
        }
    }
}

impl From<nearby::NearbyView> for NearbyView {
    fn from(v: nearby::NearbyView) -> Self {
        NearbyView {
            title: v.title,
            host_label: v.host_label,
            join_label: v.join_label,
        }
    }
}

impl From<nearby::HostView> for HostView {
    fn from(v: nearby::HostView) -> Self {
        HostView {
            title: v.title,
            game: v.game,
            explanation: v.explanation,
            open: v.open,
            action_label: v.action_label,
            join_info: v.join_info,
            players: v.players,
            can_open: v.can_open,
            notice: v.notice,
            address: v.address,
            code: v.code,
            seats_note: v.seats_note,
            start_label: v.start_label,
            can_start: v.can_start,
            playing: v.playing,
            table_label: v.table_label,
            bluetooth_note: v.bluetooth_note,
        }
    }
}

impl From<nearby::Medium> for Medium {
    fn from(m: nearby::Medium) -> Self {
        match m {
            nearby::Medium::Network => Medium::Network,
            nearby::Medium::Bluetooth => Medium::Bluetooth,
        }
    }
}

impl From<Medium> for nearby::Medium {
    fn from(m: Medium) -> Self {
        match m {
            Medium::Network => nearby::Medium::Network,
            Medium::Bluetooth => nearby::Medium::Bluetooth,
        }
    }
}

impl From<nearby::FoundEntry> for FoundEntry {
    fn from(f: nearby::FoundEntry) -> Self {
        FoundEntry {
            name: f.name,
            address: f.address,
            medium: f.medium.into(),
            label: f.label,
            chosen: f.chosen,
        }
    }
}

impl From<FoundTable> for nearby::FoundTable {
    fn from(f: FoundTable) -> Self {
        nearby::FoundTable {
            name: f.name,
            address: f.address,
            medium: f.medium.into(),
            game_key: f.game_key,
        }
    }
}

impl From<nearby::JoinView> for JoinView {
    fn from(v: nearby::JoinView) -> Self {
        JoinView {
            title: v.title,
            found: all(v.found),
            found_note: v.found_note,
            address_label: v.address_label,
            address: v.address,
            code_label: v.code_label,
            code: v.code,
            connect_label: v.connect_label,
            can_connect: v.can_connect,
            notice: v.notice,
            connecting: v.connecting,
            waiting: v.waiting,
            playing: v.playing,
            table_label: v.table_label,
        }
    }
}

impl From<table::TableView> for TableView {
    fn from(v: table::TableView) -> Self {
        TableView {
            game_key: v.game.id().to_string(),
            title: v.title,
            viewer: v.viewer,
            status: v.status,
            hand: all(v.hand),
            area: v.area.map(Into::into),
            players: all(v.players),
            to_act: v.to_act,
            pick: v.pick.map(Into::into),
            hint: v.hint.into(),
            undo: UndoView {
                available: v.undo.available,
                reason: v.undo.reason,
            },
            buttons: TableButtons {
                hint: v.buttons.hint,
                undo: v.buttons.undo,
                cancel: v.buttons.cancel,
            },
            log: v
                .log
                .into_iter()
                .map(|l| LogLine {
                    seq: l.seq,
                    text: l.text,
                    new: l.new,
                })
                .collect(),
            changes: all(v.changes),
            message: v.message,
            overlay: v.overlay.map(Into::into),
            link: v.link.map(|l| LinkView {
                text: l.text,
                ended: l.ended,
                fairness: l.fairness,
            }),
        }
    }
}

impl From<table::CardView> for CardView {
    fn from(c: table::CardView) -> Self {
        CardView {
            id: c.id,
            face: c.face,
            tint: c.tint.into(),
            spoken: c.spoken,
            mark: c.mark,
            state: CardState {
                playable: c.state.playable,
                selected: c.state.selected,
                hinted: c.state.hinted,
            },
            why_not: c.why_not,
        }
    }
}

impl From<table::Tint> for Tint {
    fn from(t: table::Tint) -> Self {
        use table::Tint as T;
        match t {
            T::Red => Tint::Red,
            T::Yellow => Tint::Yellow,
            T::Green => Tint::Green,
            T::Blue => Tint::Blue,
            T::Plain => Tint::Plain,
            T::Gold => Tint::Gold,
            T::Mild => Tint::Mild,
            T::Alarm => Tint::Alarm,
            T::Turn => Tint::Turn,
            T::Wild => Tint::Wild,
            T::Stop => Tint::Stop,
        }
    }
}

impl From<table::ScoreView> for ScoreView {
    fn from(s: table::ScoreView) -> Self {
        ScoreView {
            value: s.value,
            label: s.label,
        }
    }
}

impl From<table::PlayerView> for PlayerView {
    fn from(p: table::PlayerView) -> Self {
        PlayerView {
            seat: p.seat,
            name: p.name,
            kind: match p.kind {
                table::PlayerKind::You => PlayerKind::You,
                table::PlayerKind::Human => PlayerKind::Human,
                table::PlayerKind::Bot(level) => PlayerKind::Bot {
                    level: level.into(),
                },
                table::PlayerKind::Remote => PlayerKind::Remote,
            },
            kind_label: p.kind_label,
            cards: p.cards,
            cards_label: p.cards_label,
            score: p.score.map(Into::into),
            note: p.note,
            connection: match p.connection {
                table::Connection::Here => Connection::Here,
                table::Connection::Connected => Connection::Connected,
                table::Connection::Away => Connection::Away,
            },
            to_act: p.to_act,
            chips_moved: p.chips_moved,
        }
    }
}

impl From<table::TableArea> for TableArea {
    fn from(a: table::TableArea) -> Self {
        use table::TableArea as A;
        match a {
            A::ElferRaus(a) => TableArea::ElferRaus {
                area: ElferRausArea {
                    rows: a
                        .rows
                        .into_iter()
                        .map(|r| ElferRow {
                            tint: r.tint.into(),
                            colour: r.colour,
                            mark: r.mark,
                            ends: r.ends.map(|(low, high)| RowEnds { low, high }),
                            label: r.label,
                        })
                        .collect(),
                    pile: a.pile,
                    pile_label: a.pile_label,
                    match_label: a.match_label,
                },
            },
            A::SeventySeven(a) => TableArea::SeventySeven {
                area: SeventySevenArea {
                    total: a.total,
                    total_label: a.total_label,
                    discard_top: a.discard_top.map(Into::into),
                    pile: a.pile,
                    clockwise: a.clockwise,
                    direction_label: a.direction_label,
                    round: a.round,
                    due_label: a.due_label,
                },
            },
            A::Juhu22(a) => TableArea::Juhu22 {
                area: Juhu22Area {
                    heading: a.heading,
                    dealer: a.dealer,
                    stack: a.stack,
                    stack_label: a.stack_label,
                    trick: a
                        .trick
                        .into_iter()
                        .map(|t| TrickPlay {
                            seat: t.seat,
                            name: t.name,
                            card: t.card.into(),
                        })
                        .collect(),
                    trick_number: a.trick_number,
                    tricks_won: a.tricks_won,
                    pot: a.pot.map(Into::into),
                    juhu_duty: a.juhu_duty,
                    stage_label: a.stage_label,
                },
            },
            A::Rauswurf(a) => TableArea::Rauswurf {
                area: RauswurfArea {
                    fronts: a
                        .fronts
                        .into_iter()
                        .map(|f| Front {
                            seat: f.seat,
                            card: f.card.map(Into::into),
                            strength: f.strength,
                        })
                        .collect(),
                    pile: a.pile,
                    discard: a.discard,
                    piles_label: a.piles_label,
                },
            },
            A::Help(a) => TableArea::Help {
                area: HelpArea {
                    row: a
                        .row
                        .into_iter()
                        .map(|r| RowCard {
                            card: r.card.into(),
                            value: r.value,
                        })
                        .collect(),
                    pile: a.pile,
                    discard: a.discard,
                    heading: a.heading,
                    help_label: a.help_label,
                    received: a.received.map(Into::into),
                },
            },
        }
    }
}

impl From<table::PickView> for PickView {
    fn from(p: table::PickView) -> Self {
        PickView {
            prompt: p.prompt,
            made: p.made,
            choices: p
                .choices
                .into_iter()
                .map(|c| ChoiceView {
                    id: c.id,
                    label: c.label,
                    kind: match c.kind {
                        table::ChoiceKind::Gap(index) => ChoiceKind::Gap { index },
                        table::ChoiceKind::RowCard(index) => ChoiceKind::RowCard { index },
                        table::ChoiceKind::Button => ChoiceKind::Button,
                    },
                    hinted: c.hinted,
                })
                .collect(),
            ticking: p.ticking,
            confirm: p.confirm,
            can_cancel: p.can_cancel,
        }
    }
}

impl From<table::HintView> for HintView {
    fn from(h: table::HintView) -> Self {
        match h {
            table::HintView::None => HintView::NotAsked,
            table::HintView::Thinking => HintView::Thinking,
            table::HintView::Ready { text } => HintView::Ready { text },
        }
    }
}

impl From<table::Change> for Change {
    fn from(c: table::Change) -> Self {
        use table::Change as C;
        match c {
            C::CardLaid { seat, card } => Change::CardLaid {
                seat,
                card: card.into(),
            },
            C::CardDrawn { seat, card } => Change::CardDrawn {
                seat,
                card: match card {
                    table::DrawnCard::Seen(card) => DrawnCard::Seen { card: card.into() },
                    table::DrawnCard::Hidden => DrawnCard::Hidden,
                    table::DrawnCard::NoneLeft => DrawnCard::NoneLeft,
                },
            },
            C::ThrownOut { seat, by, card } => Change::ThrownOut {
                seat,
                by,
                card: card.into(),
            },
            C::TrickTaken { seat } => Change::TrickTaken { seat },
            C::Chips { seat, amount } => Change::Chips { seat, amount },
            C::PlayerOut { seat } => Change::PlayerOut { seat },
        }
    }
}

impl From<table::Overlay> for Overlay {
    fn from(o: table::Overlay) -> Self {
        match o {
            table::Overlay::Curtain { seat, text, button } => {
                Overlay::Curtain { seat, text, button }
            }
            table::Overlay::Summary(s) => Overlay::Summary {
                summary: SummaryView {
                    title: s.title,
                    text: s.text,
                    rows: s
                        .rows
                        .into_iter()
                        .map(|r| SummaryRow {
                            seat: r.seat,
                            name: r.name,
                            change: r.change,
                            change_label: r.change_label,
                            total: r.total.into(),
                        })
                        .collect(),
                    dismiss: s.dismiss,
                },
            },
            table::Overlay::GameOver(g) => Overlay::GameOver {
                game_over: GameOverView {
                    title: g.title,
                    text: g.text,
                    rows: g
                        .rows
                        .into_iter()
                        .map(|r| PlaceRow {
                            place: r.place,
                            place_label: r.place_label,
                            seat: r.seat,
                            name: r.name,
                            score: r.score.map(Into::into),
                        })
                        .collect(),
                    score_label: g.score_label,
                    rematch: g.rematch,
                },
            },
        }
    }
}
