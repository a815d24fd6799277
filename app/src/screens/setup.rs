//! The setup screen: the game, its variant, the players (people with names and bots
//! with levels) and the game's options, all built from the game registry's schema, with
//! what keeps the game from starting said in words. Every change is its own intent and
//! [`SetupIntent::Start`] is the only one that starts: no intent both changes a row and
//! moves on.

use fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};
use spieleabend_core::engine::SetupError;
use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::{
    self, GameInfo, OptionError, OptionKind, OptionSpec, OptionValue, RANDOM_SEAT_TEXT,
};
use spieleabend_core::table::{BotLevel, SeatConfig, TableError};

use super::{ChoiceItem, Control};
use crate::texts::Texts;

/// The longest name a seat may have, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Who plays a seat.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatPlayer {
    /// A person at this device.
    Person,
    /// A bot of this level.
    Bot(#[cfg_attr(feature = "ffi", uniffi(name = "level"))] BotLevel),
}

impl SeatPlayer {
    /// The choices of a seat's player, in menu order.
    pub const ALL: [SeatPlayer; 4] = [
        SeatPlayer::Person,
        SeatPlayer::Bot(BotLevel::Easy),
        SeatPlayer::Bot(BotLevel::Medium),
        SeatPlayer::Bot(BotLevel::Hard),
    ];

    /// The choice's code: `person`, `easy`, `medium` or `hard`.
    pub fn code(self) -> &'static str {
        match self {
            SeatPlayer::Person => "person",
            SeatPlayer::Bot(level) => level.code(),
        }
    }

    fn text(self) -> &'static str {
        match self {
            SeatPlayer::Person => "setup-player-person",
            SeatPlayer::Bot(BotLevel::Easy) => "setup-player-bot-easy",
            SeatPlayer::Bot(BotLevel::Medium) => "setup-player-bot-medium",
            SeatPlayer::Bot(BotLevel::Hard) => "setup-player-bot-hard",
        }
    }
}

/// One seat as being set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatDraft {
    /// The name typed in; empty takes the default ("Player 2", "Bot 1").
    pub name: String,
    /// Who plays it.
    pub player: SeatPlayer,
}

/// An option's value by key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionEntry {
    /// The option's key.
    pub key: String,
    /// Its value.
    pub value: OptionValue,
}

/// The setup being edited; kept in the session so it survives a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupDraft {
    /// The game.
    pub game: GameId,
    /// The variant's key (`None` for a game without variants).
    pub variant: Option<String>,
    /// The seats in order; their number is the player count.
    pub seats: Vec<SeatDraft>,
    /// Options the player changed, by key; the others take the registry's defaults.
    pub options: Vec<(String, OptionValue)>,
}

impl Default for SetupDraft {
    fn default() -> Self {
        SetupDraft::new(GameId::ALL[0])
    }
}

/// What the player does on the setup screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq)]
pub enum SetupIntent {
    /// Chooses the game by its key (e.g. `juhu22`): the variant, players and options
    /// return to that game's defaults.
    ChooseGame(#[cfg_attr(feature = "ffi", uniffi(name = "key"))] String),
    /// Chooses the `n`-th variant (counting from 0): options return to its defaults and
    /// the player count is brought into its range.
    ChooseVariant(#[cfg_attr(feature = "ffi", uniffi(name = "index"))] u32),
    /// Sets the number of players (brought into the game's range); new seats are bots.
    SetPlayers(#[cfg_attr(feature = "ffi", uniffi(name = "count"))] u32),
    /// Sets who plays a seat (counting from 0).
    SetSeatPlayer {
        /// The seat.
        seat: u32,
        /// Who plays it.
        player: SeatPlayer,
    },
    /// Names a seat (empty: the default name; kept to [`MAX_NAME_CHARS`]).
    RenameSeat {
        /// The seat.
        seat: u32,
        /// The name.
        name: String,
    },
    /// Sets an option by its key; a value out of range is kept and shown as a problem.
    SetOption {
        /// The option's key, as [`OptionRow::key`] gives it.
        key: String,
        /// The value.
        value: OptionValue,
    },
    /// Every option back to its default.
    ResetOptions,
    /// Starts the game (only when nothing keeps it from starting).
    Start,
}

/// The setup screen as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupView {
    /// The screen's title.
    pub title: String,
    /// The games, one selected ([`SetupIntent::ChooseGame`] takes [`GameChoice::key`]).
    pub games: Vec<GameChoice>,
    /// The variant row, for games with variants.
    pub variant: Option<SetupRow>,
    /// The number of players.
    pub players: SetupRow,
    /// The seats in order.
    pub seats: Vec<SeatRow>,
    /// The game's options that apply to this player count and variant.
    pub options: Vec<OptionRow>,
    /// What keeps the game from starting, in sentences; empty when it can start.
    pub problems: Vec<String>,
    /// Said when a saved game of the chosen game is not over: starting would replace
    /// it. After a first start the sentence asks, and the next start replaces it.
    pub replaces: Option<String>,
    /// The guided first game of the chosen game, offered until it was started or the
    /// game played to the end here ([`crate::app::Intent::Learn`] with the game's key).
    pub guided: Option<GuidedOffer>,
    /// The start button's label.
    pub start_label: String,
    /// Whether the game can start.
    pub can_start: bool,
}

/// The id of the one-line explanation of a variant or option labelled by `text`.
fn about(text: &str) -> String {
    format!("{text}-about")
}

/// The offer of a game's guided first game on the setup screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuidedOffer {
    /// The game's key, for [`crate::app::Intent::Learn`].
    pub game_key: String,
    /// What it is ("New to 22Juhu? A guided first game teaches it move by move.").
    pub text: String,
    /// The button that starts it.
    pub button: String,
}

impl GuidedOffer {
    /// The offer of `game`'s guided first game.
    pub fn of(game: GameId, texts: &Texts) -> GuidedOffer {
        GuidedOffer {
            game_key: game.info().key.to_string(),
            text: texts.get(
                "setup-guided-text",
                &[("game", FluentValue::from(game.info().name))],
            ),
            button: texts.get("setup-guided-button", &[]),
        }
    }
}

/// The saved game a start on the setup screen would replace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replacing<'a> {
    /// The game's name.
    pub name: &'a str,
    /// Start was pressed once: the next start replaces it.
    pub confirming: bool,
}

/// A game to choose.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChoice {
    /// Its key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// Whether it is chosen.
    pub selected: bool,
}

/// A row with a label and a control.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupRow {
    /// What the row is called.
    pub label: String,
    /// Its value and how it is changed.
    pub control: Control,
    /// One line on what the choice made means (the variant's rules in short).
    pub about: Option<String>,
}

/// One seat's row.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// "Seat 1".
    pub label: String,
    /// The name as typed (may be empty).
    pub name: String,
    /// The name the seat gets when none is typed.
    pub default_name: String,
    /// Who plays it: [`SeatPlayer::ALL`] in order, one selected.
    pub player: Vec<SeatChoice>,
}

/// One choice of who plays a seat; a renderer sends its `player` back with
/// [`SetupIntent::SetSeatPlayer`].
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatChoice {
    /// Who would play the seat.
    pub player: SeatPlayer,
    /// What the choice is called ("Person", "Bot (hard)").
    pub label: String,
    /// Whether it is the one chosen.
    pub selected: bool,
}

/// One option's row.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionRow {
    /// The option's key, for [`SetupIntent::SetOption`].
    pub key: String,
    /// What the option is called.
    pub label: String,
    /// Its value and how it is changed; a choice's index is its value's position in
    /// the schema, a toggle is a bool, a number an int.
    pub control: Control,
    /// One line on what the option changes.
    pub about: String,
}

impl SetupDraft {
    /// The defaults of `game`: its first variant, its default player count, the first
    /// seat a person and the others medium bots.
    pub fn new(game: GameId) -> SetupDraft {
        let info = game.info();
        let variant = info.variants.first();
        let players = variant.map_or(info.default_players, |v| v.default_players);
        let mut draft = SetupDraft {
            game,
            variant: variant.map(|v| v.key.to_string()),
            seats: Vec::new(),
            options: Vec::new(),
        };
        draft.resize(players);
        draft
    }

    fn info(&self) -> &'static GameInfo {
        self.game.info()
    }

    /// The player count.
    pub fn players(&self) -> u8 {
        u8::try_from(self.seats.len()).unwrap_or(u8::MAX)
    }

    fn resize(&mut self, players: u8) {
        let players = usize::from(players);
        while self.seats.len() < players {
            let player = if self.seats.is_empty() {
                SeatPlayer::Person
            } else {
                SeatPlayer::Bot(BotLevel::DEFAULT)
            };
            self.seats.push(SeatDraft {
                name: String::new(),
                player,
            });
        }
        self.seats.truncate(players);
    }

    fn player_range(&self) -> (u8, u8) {
        self.info().players_of(self.variant.as_deref())
    }

    /// Applies a change (not [`SetupIntent::Start`], which the app handles); returns
    /// whether anything changed.
    pub fn apply(&mut self, intent: &SetupIntent) -> bool {
        let before = self.clone();
        match intent {
            SetupIntent::ChooseGame(key) => {
                if let Some(game) = GameId::ALL.iter().find(|g| g.info().key == key)
                    && *game != self.game
                {
                    *self = SetupDraft::new(*game);
                }
            }
            SetupIntent::ChooseVariant(index) => {
                if let Some(variant) = self.info().variants.get(*index as usize)
                    && self.variant.as_deref() != Some(variant.key)
                {
                    self.variant = Some(variant.key.to_string());
                    self.options.clear();
                    let (min, max) = variant.players;
                    self.resize(self.players().clamp(min, max));
                }
            }
            SetupIntent::SetPlayers(n) => {
                let (min, max) = self.player_range();
                let n = u8::try_from(*n).unwrap_or(u8::MAX).clamp(min, max);
                self.resize(n);
            }
            SetupIntent::SetSeatPlayer { seat, player } => {
                if let Some(seat) = self.seats.get_mut(*seat as usize) {
                    seat.player = *player;
                }
            }
            SetupIntent::RenameSeat { seat, name } => {
                if let Some(seat) = self.seats.get_mut(*seat as usize) {
                    // A name is kept to its longest as it is typed (or pasted).
                    seat.name = name.chars().take(MAX_NAME_CHARS).collect();
                }
            }
            SetupIntent::SetOption { key, value } => {
                if self.info().option(key).is_some() {
                    match self.options.iter_mut().find(|(k, _)| k == key) {
                        Some((_, old)) => *old = value.clone(),
                        None => self.options.push((key.clone(), value.clone())),
                    }
                }
            }
            SetupIntent::ResetOptions => self.options.clear(),
            SetupIntent::Start => {}
        }
        *self != before
    }

    /// The option specs that apply now.
    fn applicable(&self) -> impl Iterator<Item = &'static OptionSpec> + '_ {
        self.info()
            .options
            .iter()
            .filter(|spec| spec.applies(self.players(), self.variant.as_deref()))
    }

    /// The value of an option: as set, else the registry's default for the variant.
    fn value(&self, spec: &OptionSpec) -> OptionValue {
        self.options
            .iter()
            .find(|(k, _)| k == spec.key)
            .map(|(_, v)| v.clone())
            .or_else(|| registry::default_value(self.game, self.variant.as_deref(), spec.key))
            .unwrap_or_else(|| spec.default_value())
    }

    /// The option values to start the table with: those set that apply now.
    pub fn option_values(&self) -> Vec<(String, OptionValue)> {
        self.applicable()
            .filter_map(|spec| {
                self.options
                    .iter()
                    .find(|(k, _)| k == spec.key)
                    .map(|(k, v)| (k.clone(), v.clone()))
            })
            .collect()
    }

    /// The name a seat gets when none is typed: "Player 2" for the second person,
    /// "Bot 1" for the first bot.
    fn default_name(&self, seat: usize, texts: &Texts) -> String {
        let player = self.seats[seat].player;
        let n = 1 + self.seats[..seat]
            .iter()
            .filter(|s| (s.player == SeatPlayer::Person) == (player == SeatPlayer::Person))
            .count();
        let id = match player {
            SeatPlayer::Person => "setup-default-person",
            SeatPlayer::Bot(_) => "setup-default-bot",
        };
        texts.get(id, &[("n", FluentValue::from(n))])
    }

    /// Every seat's name as the table will show it.
    pub fn names(&self, texts: &Texts) -> Vec<String> {
        (0..self.seats.len())
            .map(|i| match self.seats[i].name.trim() {
                "" => self.default_name(i, texts),
                name => name.to_string(),
            })
            .collect()
    }

    /// The seats for the table.
    pub fn seat_configs(&self, texts: &Texts) -> Vec<SeatConfig> {
        self.names(texts)
            .into_iter()
            .zip(&self.seats)
            .map(|(name, seat)| match seat.player {
                SeatPlayer::Person => SeatConfig::human(name),
                SeatPlayer::Bot(level) => SeatConfig::bot(name, level),
            })
            .collect()
    }

    /// What keeps the game from starting, in sentences.
    pub fn problems(&self, texts: &Texts) -> Vec<String> {
        let mut problems = Vec::new();
        if !self.seats.iter().any(|s| s.player == SeatPlayer::Person) {
            problems.push(texts.get("setup-problem-no-person", &[]));
        }
        let names = self.names(texts);
        for (i, name) in names.iter().enumerate() {
            let seat = FluentValue::from(i + 1);
            if name.chars().count() > MAX_NAME_CHARS {
                problems.push(texts.get(
                    "setup-problem-name-long",
                    &[("seat", seat), ("max", FluentValue::from(MAX_NAME_CHARS))],
                ));
            } else if name.chars().any(char::is_control) {
                problems.push(texts.get("setup-problem-name-control", &[("seat", seat)]));
            } else if names[..i]
                .iter()
                .any(|other| other.eq_ignore_ascii_case(name))
            {
                problems.push(texts.get(
                    "setup-problem-name-twice",
                    &[("name", FluentValue::from(name.as_str()))],
                ));
            }
        }
        if let Err(error) = registry::check(
            self.game,
            self.variant.as_deref(),
            self.players(),
            &self.option_values(),
        ) {
            problems.push(self.option_problem(&error, texts));
        }
        problems
    }

    /// Why a table refused to start with this setup, in the player's words (the engine's
    /// own English never reaches the screen).
    pub fn start_problem(&self, error: &TableError, texts: &Texts) -> String {
        match error {
            TableError::Options(error) => self.option_problem(error, texts),
            TableError::Setup(SetupError::PlayerCount { min, max, .. }) => texts.get(
                "setup-problem-players",
                &[
                    ("game", FluentValue::from(self.info().name)),
                    ("min", FluentValue::from(*min)),
                    ("max", FluentValue::from(*max)),
                ],
            ),
            TableError::Setup(SetupError::UnknownVariant { .. }) => {
                texts.get("setup-problem-variant", &[])
            }
            _ => texts.get("setup-problem-settings", &[]),
        }
    }

    fn option_problem(&self, error: &OptionError, texts: &Texts) -> String {
        let label = |key: &str| {
            self.info()
                .option(key)
                .map_or_else(|| key.to_string(), |spec| texts.get(spec.text, &[]))
        };
        match error {
            OptionError::OutOfRange { key, min, max, .. } => texts.get(
                "setup-problem-range",
                &[
                    ("option", FluentValue::from(label(key))),
                    ("min", FluentValue::from(*min)),
                    ("max", FluentValue::from(*max)),
                ],
            ),
            OptionError::PlayerCount { min, max, .. } => texts.get(
                "setup-problem-players",
                &[
                    ("game", FluentValue::from(self.info().name)),
                    ("min", FluentValue::from(*min)),
                    ("max", FluentValue::from(*max)),
                ],
            ),
            OptionError::WrongKind { key, .. }
            | OptionError::UnknownChoice { key, .. }
            | OptionError::NotApplicable { key, .. }
            | OptionError::Duplicate { key } => texts.get(
                "setup-problem-option",
                &[("option", FluentValue::from(label(key)))],
            ),
            OptionError::UnknownOption { key, .. } => texts.get(
                "setup-problem-option",
                &[("option", FluentValue::from(label(key)))],
            ),
            OptionError::UnknownVariant { .. } => texts.get("setup-problem-variant", &[]),
        }
    }

    /// The setup screen; `replacing` describes the saved game a start would replace.
    pub fn view(&self, replacing: Option<Replacing<'_>>, texts: &Texts) -> SetupView {
        let info = self.info();
        let games = GameId::ALL
            .iter()
            .map(|game| GameChoice {
                key: game.info().key.to_string(),
                name: game.info().name.to_string(),
                selected: *game == self.game,
            })
            .collect();
        let variant = (!info.variants.is_empty()).then(|| SetupRow {
            label: texts.get("setup-variant", &[]),
            control: Control::Choice {
                choices: info
                    .variants
                    .iter()
                    .map(|v| ChoiceItem {
                        key: v.key.to_string(),
                        label: texts.get(v.text, &[]),
                        selected: self.variant.as_deref() == Some(v.key),
                    })
                    .collect(),
            },
            about: info
                .variants
                .iter()
                .find(|v| self.variant.as_deref() == Some(v.key))
                .map(|v| texts.get(&about(v.text), &[])),
        });
        let (min, max) = self.player_range();
        let players = SetupRow {
            label: texts.get("setup-players", &[]),
            control: Control::Number {
                value: i64::from(self.players()),
                min: i64::from(min),
                max: i64::from(max),
                shown: self.players().to_string(),
            },
            about: None,
        };
        let names = self.names(texts);
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| SeatRow {
                label: texts.get("setup-seat", &[("n", FluentValue::from(i + 1))]),
                name: seat.name.clone(),
                default_name: self.default_name(i, texts),
                player: SeatPlayer::ALL
                    .into_iter()
                    .map(|p| SeatChoice {
                        player: p,
                        label: texts.get(p.text(), &[]),
                        selected: p == seat.player,
                    })
                    .collect(),
            })
            .collect();
        let options = self
            .applicable()
            .map(|spec| OptionRow {
                key: spec.key.to_string(),
                label: texts.get(spec.text, &[]),
                control: self.control(spec, &names, texts),
                about: texts.get(&about(spec.text), &[]),
            })
            .collect();
        let problems = self.problems(texts);
        SetupView {
            title: texts.get("setup-title", &[]),
            games,
            variant,
            players,
            seats,
            options,
            replaces: replacing.map(|r| {
                texts.get(
                    if r.confirming {
                        "setup-replaces-confirm"
                    } else {
                        "setup-replaces"
                    },
                    &[("game", FluentValue::from(r.name))],
                )
            }),
            guided: None,
            start_label: texts.get(
                match replacing {
                    Some(Replacing {
                        confirming: true, ..
                    }) => "setup-start-replacing",
                    _ => "setup-start",
                },
                &[],
            ),
            can_start: problems.is_empty(),
            problems,
        }
    }

    fn control(&self, spec: &OptionSpec, names: &[String], texts: &Texts) -> Control {
        let value = self.value(spec);
        match (&spec.kind, &value) {
            (OptionKind::Bool { .. }, OptionValue::Bool(on)) => Control::Toggle { on: *on },
            (OptionKind::Int { min, max, zero, .. }, OptionValue::Int(n)) => Control::Number {
                value: *n,
                min: *min,
                max: *max,
                shown: match zero {
                    Some(text) if *n == 0 => texts.get(text, &[]),
                    _ => n.to_string(),
                },
            },
            (OptionKind::Seat, OptionValue::Int(n)) => Control::Number {
                value: *n,
                min: 0,
                max: i64::from(self.players()),
                shown: match usize::try_from(*n) {
                    Ok(0) => texts.get(RANDOM_SEAT_TEXT, &[]),
                    Ok(seat) if seat <= names.len() => names[seat - 1].clone(),
                    _ => n.to_string(),
                },
            },
            (OptionKind::Choice { choices, .. }, OptionValue::Choice(chosen)) => Control::Choice {
                choices: choices
                    .iter()
                    .map(|choice| ChoiceItem {
                        key: (*choice).to_string(),
                        label: texts.get(&format!("{}-{choice}", spec.text), &[]),
                        selected: choice == chosen,
                    })
                    .collect(),
            },
            // A value of the wrong kind (only from a hand-edited file): shown as its
            // default's control, and reported by the problems.
            _ => {
                let mut fixed = self.clone();
                fixed.options.retain(|(k, _)| k != spec.key);
                fixed.control(spec, names, texts)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use spieleabend_core::games::registry::OptionError;
    use spieleabend_core::table::TableError;

    use super::*;
    use crate::texts::Lang;

    #[test]
    fn the_chosen_variant_and_every_option_say_in_one_line_what_they_mean() {
        let texts = Texts::new(Lang::En);
        let mut draft = SetupDraft::new(GameId::Juhu22);
        let mut lines = Vec::new();
        for index in 0..GameId::Juhu22.info().variants.len() {
            draft.apply(&SetupIntent::ChooseVariant(index as u32));
            let view = draft.view(None, &texts);
            let about = view
                .variant
                .and_then(|row| row.about)
                .expect("the variant's line");
            assert!(!about.contains('\n') && about.ends_with('.'), "{about:?}");
            lines.push(about);
            for option in view.options {
                assert!(
                    option.about.ends_with('.'),
                    "{}: {:?}",
                    option.key,
                    option.about
                );
                assert_ne!(option.about, option.label);
            }
        }
        // Each variant has its own line, and the pro variant's says it is played for chips.
        lines.dedup();
        assert_eq!(lines.len(), 4);
        assert!(lines[3].contains("chips"), "{lines:?}");
        // A game without variants has no variant row; the player count has no line.
        let view = SetupDraft::new(GameId::SeventySeven).view(None, &Texts::new(Lang::De));
        assert!(view.variant.is_none() && view.players.about.is_none());
        assert_eq!(
            view.options[0].about,
            "Wer die erste Runde beginnt; danach beginnt jede Runde der Nächste."
        );
    }

    #[test]
    fn a_refused_start_is_said_in_the_players_words() {
        let draft = SetupDraft::new(GameId::SeventySeven);
        let errors = [
            TableError::Options(OptionError::OutOfRange {
                key: "chips",
                min: 1,
                max: 99,
                got: 0,
            }),
            TableError::Setup(SetupError::PlayerCount {
                game: "77".into(),
                min: 2,
                max: 8,
                got: 9,
            }),
            TableError::Setup(SetupError::InvalidOption("stake at four".into())),
            TableError::SeatCount {
                seats: 3,
                players: 4,
            },
        ];
        let german = Texts::new(Lang::De);
        for error in &errors {
            let said = draft.start_problem(error, &german);
            let english = error.to_string();
            assert!(!said.is_empty());
            for word in ["is", "the", "not", "invalid", "players", "seats", "must"] {
                assert!(
                    !said.split_whitespace().any(|w| w == word),
                    "{said:?} speaks English ({english})"
                );
            }
        }
    }
}
