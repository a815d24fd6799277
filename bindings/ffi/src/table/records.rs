//! The records, enums and helpers of the table API: configuration, pending decisions,
//! views, actions, events, outcomes and statistics. Plain data; see the module docs of
//! [`crate::table`] for the view schema.

use serde::Serialize;
use spieleabend_core::Outcome;
use spieleabend_core::table as core;

// ---- configuration ----------------------------------------------------------------

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

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SeatKindSpec {
    /// A person using this device.
    Human,
    /// A bot run by this device.
    Bot { level: BotLevel },
    /// A person on another device (a table hosted with `nearby_host`).
    Remote,
}

/// One seat as the app shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SeatSpec {
    /// The name shown at the table, e.g. "Anna".
    pub name: String,
    pub kind: SeatKindSpec,
    /// Free-form for the core, e.g. "#E53935".
    pub colour: String,
    /// Free-form avatar code.
    pub avatar: String,
}

/// Table-wide settings (see `docs/tables.md`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableSettings {
    /// Apply a human's only legal action by itself.
    pub auto_single_choice: bool,
    /// How long a bot's move should show before the next one, in ms (`play_bot_turn`
    /// waits this long minus the thinking time).
    pub bot_delay_ms: u32,
    /// Iterations of the hard bot and of hints.
    pub hard_iterations: u32,
}

/// The core's default settings (600 ms bot delay, no auto single choice).
#[uniffi::export]
pub fn default_table_settings() -> TableSettings {
    core::TableSettings::default().into()
}

/// Everything needed to open a table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableConfig {
    /// A game id from `game_ids()` (common spellings such as "77" work too).
    pub game: String,
    /// A variant of the game, e.g. 22Juhu's "pro"; `None` for the default.
    pub variant: Option<String>,
    /// One seat per player; the number of seats sets the number of players.
    pub seats: Vec<SeatSpec>,
    pub settings: TableSettings,
    /// The table's seed; `None` takes one from the clock.
    pub seed: Option<u64>,
    /// More of the game's options as a JSON object of option fields over the defaults
    /// (and the variant's), in the core's serde form, e.g. `{"match_games": 3}` for an
    /// Elfer raus match or `{"start_chips": 100, "max_cycles": 20}` for 22Juhu pro. The
    /// core validates them; an unknown field is a `Setup` error. `players` comes from
    /// the seats.
    #[uniffi(default = None)]
    pub options: Option<String>,
}

// ---- driving ------------------------------------------------------------------------

/// What the table waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PendingDecision {
    /// A human on this device decides. With `hand_over`, another human holds the
    /// device: show "pass the device to …" and call `hand_over(seat)` first.
    Human { seat: u8, hand_over: bool },
    /// A bot decides: call `play_bot_turn()`.
    Bot { seat: u8, level: BotLevel },
    /// A player on another device decides.
    Remote { seat: u8 },
    /// The game is over: see `outcome()`, offer `rematch()`.
    Finished,
    /// A nearby host's game is not dealt yet: the lobby (devices join; the host's
    /// `start()` deals) or the devices revealing their random values.
    NotStarted,
}

/// Whether undo is possible now, and if not why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum UndoState {
    Possible,
    /// A seat is played from another device.
    RemoteSeats,
    /// No human has decided anything yet in this game.
    NothingToUndo,
    /// A step since that decision showed a human cards they had not seen.
    WouldHideSeenCards,
}

// ---- views --------------------------------------------------------------------------

/// What a card shows, for drawing it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CardFace {
    /// "number", "double" (77 ×2), "reverse" (77 ⇄), "zero" (22Juhu zero card),
    /// "juhu" (22Juhu's 22), "joker", "switch", "zap", "no" (Help!).
    pub kind: String,
    /// The number on the card; for a Joker in Help!'s row the value it stands for.
    pub value: Option<i32>,
    /// "red", "yellow", "green", "blue" where cards have colours.
    pub colour: Option<String>,
    /// A 22Juhu zero card's rings (1–4).
    pub rings: Option<u8>,
}

/// One card.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CardRecord {
    /// Stable within one list: the code, plus "#n" (n-th card of that code in the list,
    /// from 0) in games whose cards repeat (77, Rauswurf, Help!).
    pub id: String,
    pub face: CardFace,
    /// The card as the core writes it (its serde form without JSON quotes), e.g.
    /// "red 12", "5", "x2", "blue zero 3", "22juhu", "joker".
    pub code: String,
}

/// A card played by a seat (22Juhu's trick).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayedCardRecord {
    pub seat: u8,
    pub card: CardRecord,
}

/// A row of cards on the table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RowRecord {
    /// Elfer raus: the colour ("red" …); Help!: "row".
    pub label: String,
    /// Lowest first (Elfer raus), first card first (Help!).
    pub cards: Vec<CardRecord>,
}

/// One seat as everybody sees it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerRecord {
    pub seat: u8,
    pub name: String,
    pub hand_size: u32,
    /// 77 chips; 22Juhu pro chips.
    pub chips: Option<i64>,
    /// 22Juhu points (basic, gamer); Help! points.
    pub points: Option<i64>,
    /// Elfer raus penalty points so far in the match.
    pub penalty: Option<i64>,
    /// Rauswurf: the card in front of the seat.
    pub front: Option<CardRecord>,
    /// 22Juhu: tricks won this hand.
    pub tricks_won: Option<u32>,
    /// The seat's standing in the game's own codes: Elfer raus "playing"; 77
    /// "playing"/"swimming"/"out"; 22Juhu "undecided"/"joined"/"sat_out"/"out"; Rauswurf
    /// "playing"/"won"; Help! the No! in front: "none"/"laid"/"skipped".
    pub status: String,
}

/// What one seat sees, in one shape for all five games (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableView {
    /// The game id, e.g. "elfer_raus".
    pub game: String,
    /// Whose view this is.
    pub seat: u8,
    /// The seat to act, `None` when the game is over.
    pub to_act: Option<u8>,
    /// What this seat must decide now, the game's own decision code (e.g. "lay_card",
    /// "lay_or_end_turn", "play_card", "join_or_sit_out", "exchange", "lead",
    /// "follow", "pass_help", "give_back"); "" when the seat has nothing to decide.
    pub decision: String,
    /// This seat's hand in the game's order.
    pub hand: Vec<CardRecord>,
    /// Every seat, in seat order.
    pub players: Vec<PlayerRecord>,
    /// Elfer raus: one row per colour (empty until its 11 is laid); Help!: the row.
    pub rows: Vec<RowRecord>,
    /// 22Juhu: the current trick in the order played.
    pub trick: Vec<PlayedCardRecord>,
    /// Face-up discards, top last (22Juhu: the cards of this hand's finished tricks).
    pub discard: Vec<CardRecord>,
    /// Cards left to draw (22Juhu: the stack).
    pub pile_size: u32,
    /// 77: the running total.
    pub total: Option<i64>,
    /// 22Juhu pro: the pot.
    pub pot: Option<i64>,
    /// "clockwise" or "counter_clockwise".
    pub direction: String,
    /// Elfer raus: game of the match; 77, Help!: round; 22Juhu: hand number;
    /// Rauswurf: turns played.
    pub round: u32,
}

// ---- actions and events -------------------------------------------------------------

/// A legal action, ready to show and to send back with `act`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ActionChoice {
    /// The action's kind, the core's serde variant name: "lay", "end_turn", "play",
    /// "join", "sit_out", "exchange", "joker", "switch", "zap", "no", "pass", "give".
    pub kind: String,
    /// The hand cards it uses (to highlight). Ids as in the seat's hand; where cards
    /// repeat, "#0": any card of that code will do (e.g. highlight the first).
    pub cards: Vec<CardRecord>,
    /// Help!: the row position of a Joker's insertion or of the card a Switch takes.
    pub target: Option<u8>,
    /// The core action as JSON; `act` reads only this.
    pub code: String,
}

/// An event of the game's log as a seat may see it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EventRecord {
    /// Position in the game's log (0 = the first event of the deal).
    pub seq: u32,
    /// The event's serde variant name, e.g. "card_laid".
    pub kind: String,
    /// The event's "seat" field, if it has one.
    pub seat: Option<u8>,
}

// ---- results ------------------------------------------------------------------------

/// A finished game's result.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OutcomeRecord {
    /// Place of each seat, 1 = winner; ties share a place. (`u32`, not `u8`: UniFFI
    /// turns a `Vec<u8>` into a Kotlin `ByteArray`, which compares by identity.)
    pub places: Vec<u32>,
    /// The game's own score per seat (e.g. Elfer raus penalty points).
    pub scores: Vec<i32>,
}

/// One seat's totals over the games at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MatchTotalRecord {
    pub games: u32,
    pub wins: u32,
    pub score: i64,
    /// Places summed (divide by `games` for the average place).
    pub places: u32,
}

/// One game against one kind of opponents.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StatisticsEntry {
    /// The game id.
    pub game: String,
    /// "humans", "easy", "medium" or "hard" (the strongest bot at the table).
    pub opponents: String,
    pub played: u32,
    pub won: u32,
    pub current_streak: u32,
    pub best_streak: u32,
    /// Places summed, for the average.
    pub places: u64,
}

/// The app player's statistics; the app persists it (e.g. as the list it is).
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct Statistics {
    pub entries: Vec<StatisticsEntry>,
}

/// Counts a finished game for the app's player, the first human seat of `seats`, and
/// returns the new statistics (`stats` unchanged without a human seat). Entries with
/// an unknown `opponents` code are dropped.
#[uniffi::export]
pub fn statistics_add(
    stats: Statistics,
    game: String,
    seats: Vec<SeatSpec>,
    outcome: OutcomeRecord,
) -> Statistics {
    let mut core_stats = core::Statistics::default();
    for entry in stats.entries {
        let Ok(opponents) = serde_json::from_value::<core::Opponents>(serde_json::Value::String(
            entry.opponents.clone(),
        )) else {
            continue;
        };
        core_stats.records.entry(entry.game).or_default().insert(
            opponents,
            core::Record {
                played: entry.played,
                won: entry.won,
                current_streak: entry.current_streak,
                best_streak: entry.best_streak,
                places: entry.places,
            },
        );
    }
    let seats: Vec<core::SeatConfig> = seats.into_iter().map(Into::into).collect();
    let outcome = Outcome {
        places: outcome
            .places
            .into_iter()
            .map(|p| u8::try_from(p).unwrap_or(u8::MAX))
            .collect(),
        scores: outcome.scores,
    };
    core_stats.add_table(&game, &seats, Some(&outcome));
    let mut entries = Vec::new();
    for (game, records) in core_stats.records {
        for (opponents, record) in records {
            entries.push(StatisticsEntry {
                game: game.clone(),
                opponents: code(&opponents),
                played: record.played,
                won: record.won,
                current_streak: record.current_streak,
                best_streak: record.best_streak,
                places: record.places,
            });
        }
    }
    Statistics { entries }
}

// ---- conversions --------------------------------------------------------------------

impl From<core::BotLevel> for BotLevel {
    fn from(level: core::BotLevel) -> Self {
        match level {
            core::BotLevel::Easy => BotLevel::Easy,
            core::BotLevel::Medium => BotLevel::Medium,
            core::BotLevel::Hard => BotLevel::Hard,
        }
    }
}

impl From<BotLevel> for core::BotLevel {
    fn from(level: BotLevel) -> Self {
        match level {
            BotLevel::Easy => core::BotLevel::Easy,
            BotLevel::Medium => core::BotLevel::Medium,
            BotLevel::Hard => core::BotLevel::Hard,
        }
    }
}

impl From<SeatSpec> for core::SeatConfig {
    fn from(seat: SeatSpec) -> Self {
        core::SeatConfig {
            name: seat.name,
            kind: match seat.kind {
                SeatKindSpec::Human => core::SeatKind::Human,
                SeatKindSpec::Bot { level } => core::SeatKind::Bot(level.into()),
                SeatKindSpec::Remote => core::SeatKind::Remote,
            },
            colour: seat.colour,
            avatar: seat.avatar,
        }
    }
}

impl From<&core::SeatConfig> for SeatSpec {
    fn from(seat: &core::SeatConfig) -> Self {
        SeatSpec {
            name: seat.name.clone(),
            kind: match seat.kind {
                core::SeatKind::Human => SeatKindSpec::Human,
                core::SeatKind::Bot(level) => SeatKindSpec::Bot {
                    level: level.into(),
                },
                core::SeatKind::Remote => SeatKindSpec::Remote,
            },
            colour: seat.colour.clone(),
            avatar: seat.avatar.clone(),
        }
    }
}

impl From<TableSettings> for core::TableSettings {
    fn from(s: TableSettings) -> Self {
        core::TableSettings {
            auto_single_choice: s.auto_single_choice,
            bot_delay_ms: s.bot_delay_ms,
            hard_iterations: s.hard_iterations,
        }
    }
}

impl From<core::TableSettings> for TableSettings {
    fn from(s: core::TableSettings) -> Self {
        TableSettings {
            auto_single_choice: s.auto_single_choice,
            bot_delay_ms: s.bot_delay_ms,
            hard_iterations: s.hard_iterations,
        }
    }
}

impl From<core::Pending> for PendingDecision {
    fn from(pending: core::Pending) -> Self {
        match pending {
            core::Pending::Human { seat, hand_over } => PendingDecision::Human {
                seat: seat.0,
                hand_over,
            },
            core::Pending::Bot { seat, level } => PendingDecision::Bot {
                seat: seat.0,
                level: level.into(),
            },
            core::Pending::Remote { seat } => PendingDecision::Remote { seat: seat.0 },
            core::Pending::Finished => PendingDecision::Finished,
        }
    }
}

impl From<core::UndoBlocked> for UndoState {
    fn from(blocked: core::UndoBlocked) -> Self {
        match blocked {
            core::UndoBlocked::RemoteSeats => UndoState::RemoteSeats,
            core::UndoBlocked::NothingToUndo => UndoState::NothingToUndo,
            core::UndoBlocked::WouldHideSeenCards => UndoState::WouldHideSeenCards,
        }
    }
}

impl From<Outcome> for OutcomeRecord {
    fn from(outcome: Outcome) -> Self {
        OutcomeRecord {
            places: outcome.places.into_iter().map(u32::from).collect(),
            scores: outcome.scores,
        }
    }
}

impl From<core::MatchTotal> for MatchTotalRecord {
    fn from(t: core::MatchTotal) -> Self {
        MatchTotalRecord {
            games: t.games,
            wins: t.wins,
            score: t.score,
            places: t.places,
        }
    }
}

// ---- serde helpers ------------------------------------------------------------------

/// A value's serde form as text: a JSON string without its quotes, anything else as
/// compact JSON (`5`, `{"lay":"red 12"}`).
pub(crate) fn code<T: Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(text)) => text,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

/// The serde variant name of an externally tagged enum value (`"end_turn"` →
/// end_turn, `{"lay": …}` → lay).
pub(crate) fn variant_name(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(name) => name.clone(),
        serde_json::Value::Object(map) => map.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    }
}

/// A card record from its code and face; `id` is filled in by [`with_ids`].
pub(crate) fn card(code: String, face: CardFace) -> CardRecord {
    CardRecord {
        id: code.clone(),
        face,
        code,
    }
}

/// Gives each card of a list its id: the code, plus "#n" when `repeated` (the n-th
/// card with that code in the list).
pub(crate) fn with_ids(mut cards: Vec<CardRecord>, repeated: bool) -> Vec<CardRecord> {
    if repeated {
        let mut seen: Vec<(String, u32)> = Vec::new();
        for card in &mut cards {
            let n = match seen.iter_mut().find(|(c, _)| *c == card.code) {
                Some((_, n)) => {
                    *n += 1;
                    *n - 1
                }
                None => {
                    seen.push((card.code.clone(), 1));
                    0
                }
            };
            card.id = format!("{}#{n}", card.code);
        }
    }
    cards
}

/// A face with only a kind and a value.
pub(crate) fn face(kind: &str, value: Option<i32>) -> CardFace {
    CardFace {
        kind: kind.to_string(),
        value,
        colour: None,
        rings: None,
    }
}
