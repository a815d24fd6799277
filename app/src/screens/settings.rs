//! The settings screen: language, the bots' pace, how fast the table animates, card size,
//! a left-handed table, playing a single choice by itself, colour-blind card marks, sound
//! and haptic cues.

use serde::{Deserialize, Serialize};

use super::{ChoiceItem, Control};
use crate::texts::{Lang, Texts};

/// How long a bot's move stays in view before the next one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotPace {
    /// Time to follow every move.
    Slow,
    /// The usual pace.
    #[default]
    Normal,
    /// Quick.
    Fast,
}

impl BotPace {
    /// Every pace, slowest first.
    pub const ALL: [BotPace; 3] = [BotPace::Slow, BotPace::Normal, BotPace::Fast];

    /// The pause after a bot's move, in milliseconds.
    pub fn delay_ms(self) -> u32 {
        match self {
            BotPace::Slow => 1200,
            BotPace::Normal => 600,
            BotPace::Fast => 200,
        }
    }

    /// The pace's code: `slow`, `normal` or `fast`.
    pub fn code(self) -> &'static str {
        match self {
            BotPace::Slow => "slow",
            BotPace::Normal => "normal",
            BotPace::Fast => "fast",
        }
    }

    fn text(self) -> &'static str {
        match self {
            BotPace::Slow => "settings-pace-slow",
            BotPace::Normal => "settings-pace-normal",
            BotPace::Fast => "settings-pace-fast",
        }
    }
}

/// How fast the table's motion runs: cards laid, drawn and thrown out, the celebration.
/// The system's own "remove animations" switch turns motion off whatever is chosen here.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnimationSpeed {
    /// No motion: every change shows in its finished state at once.
    Off,
    /// The usual motion.
    #[default]
    Normal,
    /// Motion in half the time.
    Fast,
}

impl AnimationSpeed {
    /// Every speed, from none to fast.
    pub const ALL: [AnimationSpeed; 3] = [
        AnimationSpeed::Off,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ];

    /// The speed's code: `off`, `normal` or `fast`.
    pub fn code(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
        }
    }

    fn text(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "settings-animation-off",
            AnimationSpeed::Normal => "settings-animation-normal",
            AnimationSpeed::Fast => "settings-animation-fast",
        }
    }
}

/// How large the cards are drawn at the table.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardSize {
    /// Smaller than usual: more of a long hand in view.
    Small,
    /// The usual size.
    #[default]
    Normal,
    /// Larger than usual: easier to read.
    Large,
}

impl CardSize {
    /// Every size, smallest first.
    pub const ALL: [CardSize; 3] = [CardSize::Small, CardSize::Normal, CardSize::Large];

    /// The size's code: `small`, `normal` or `large`.
    pub fn code(self) -> &'static str {
        match self {
            CardSize::Small => "small",
            CardSize::Normal => "normal",
            CardSize::Large => "large",
        }
    }

    fn text(self) -> &'static str {
        match self {
            CardSize::Small => "settings-card-size-small",
            CardSize::Normal => "settings-card-size-normal",
            CardSize::Large => "settings-card-size-large",
        }
    }
}

/// The settings every screen is drawn with (a part of [`Settings`]), handed to the
/// shells with every view.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// How fast the table animates; [`AnimationSpeed::Off`] for none.
    pub animation_speed: AnimationSpeed,
    /// How large the table's cards are.
    pub card_size: CardSize,
    /// The table mirrored for the left hand: its buttons and the hand's reach on the
    /// left side.
    pub left_handed: bool,
}

/// The app's settings, saved in `settings.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language of every text.
    pub lang: Lang,
    /// How fast bots play.
    pub bot_pace: BotPace,
    /// How fast the table animates.
    pub animation_speed: AnimationSpeed,
    /// How large the table's cards are.
    pub card_size: CardSize,
    /// The table's controls on the left.
    pub left_handed: bool,
    /// Play a decision by itself when there is only one legal choice.
    pub auto_single_choice: bool,
    /// Mark every card colour with a shape as well.
    pub colour_blind_marks: bool,
    /// Play sound cues.
    pub sound: bool,
    /// Play haptic cues.
    pub haptics: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::En,
            bot_pace: BotPace::Normal,
            animation_speed: AnimationSpeed::Normal,
            card_size: CardSize::Normal,
            left_handed: false,
            auto_single_choice: false,
            // On unless turned off: the shapes cost nothing to players who see colour,
            // and without them some cards are told apart by colour alone.
            colour_blind_marks: true,
            sound: true,
            haptics: true,
        }
    }
}

impl Settings {
    /// The default settings in `lang` (the device's language, as the shell reports it).
    pub fn in_lang(lang: Lang) -> Settings {
        Settings {
            lang,
            ..Settings::default()
        }
    }

    /// What every screen is drawn with.
    pub fn look(&self) -> Look {
        Look {
            animation_speed: self.animation_speed,
            card_size: self.card_size,
            left_handed: self.left_handed,
        }
    }
}

/// One row of the settings screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SettingKey {
    /// [`Settings::lang`].
    Language,
    /// [`Settings::bot_pace`].
    BotPace,
    /// [`Settings::animation_speed`].
    AnimationSpeed,
    /// [`Settings::card_size`].
    CardSize,
    /// [`Settings::left_handed`].
    LeftHanded,
    /// [`Settings::auto_single_choice`].
    AutoSingleChoice,
    /// [`Settings::colour_blind_marks`].
    ColourBlindMarks,
    /// [`Settings::sound`].
    Sound,
    /// [`Settings::haptics`].
    Haptics,
}

impl SettingKey {
    /// The rows in screen order.
    pub const ALL: [SettingKey; 9] = [
        SettingKey::Language,
        SettingKey::BotPace,
        SettingKey::AnimationSpeed,
        SettingKey::CardSize,
        SettingKey::LeftHanded,
        SettingKey::AutoSingleChoice,
        SettingKey::ColourBlindMarks,
        SettingKey::Sound,
        SettingKey::Haptics,
    ];

    fn text(self) -> &'static str {
        match self {
            SettingKey::Language => "settings-language",
            SettingKey::BotPace => "settings-pace",
            SettingKey::AnimationSpeed => "settings-animation",
            SettingKey::CardSize => "settings-card-size",
            SettingKey::LeftHanded => "settings-left-handed",
            SettingKey::AutoSingleChoice => "settings-auto-single-choice",
            SettingKey::ColourBlindMarks => "settings-colour-blind-marks",
            SettingKey::Sound => "settings-sound",
            SettingKey::Haptics => "settings-haptics",
        }
    }
}

/// What the player does on the settings screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsIntent {
    /// Turns an on/off row over (ignored for rows with choices).
    Toggle(#[cfg_attr(feature = "ffi", uniffi(name = "key"))] SettingKey),
    /// Picks the `index`-th choice of a row with choices (ignored for on/off rows or an
    /// index out of range).
    Choose {
        /// The row.
        key: SettingKey,
        /// Which of its choices, counting from 0.
        index: u32,
    },
}

/// The settings screen as drawn.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsView {
    /// The screen's title.
    pub title: String,
    /// The rows in order.
    pub rows: Vec<SettingRow>,
}

/// One row of the settings screen.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingRow {
    /// Which setting; what the intents name.
    pub key: SettingKey,
    /// What the row is called.
    pub label: String,
    /// Its value and how it is changed.
    pub control: Control,
}

impl Settings {
    /// Applies an intent; returns whether anything changed.
    pub fn apply(&mut self, intent: &SettingsIntent) -> bool {
        let before = self.clone();
        match *intent {
            SettingsIntent::Toggle(key) => match key {
                SettingKey::AutoSingleChoice => self.auto_single_choice ^= true,
                SettingKey::ColourBlindMarks => self.colour_blind_marks ^= true,
                SettingKey::Sound => self.sound ^= true,
                SettingKey::Haptics => self.haptics ^= true,
                SettingKey::LeftHanded => self.left_handed ^= true,
                SettingKey::Language
                | SettingKey::BotPace
                | SettingKey::AnimationSpeed
                | SettingKey::CardSize => {}
            },
            SettingsIntent::Choose { key, index } => {
                let index = index as usize;
                match key {
                    SettingKey::Language => {
                        if let Some(&lang) = Lang::ALL.get(index) {
                            self.lang = lang;
                        }
                    }
                    SettingKey::BotPace => {
                        if let Some(&pace) = BotPace::ALL.get(index) {
                            self.bot_pace = pace;
                        }
                    }
                    SettingKey::AnimationSpeed => {
                        if let Some(&speed) = AnimationSpeed::ALL.get(index) {
                            self.animation_speed = speed;
                        }
                    }
                    SettingKey::CardSize => {
                        if let Some(&size) = CardSize::ALL.get(index) {
                            self.card_size = size;
                        }
                    }
                    _ => {}
                }
            }
        }
        *self != before
    }

    /// The settings screen.
    pub fn view(&self, texts: &Texts) -> SettingsView {
        let toggle = |on| Control::Toggle { on };
        let rows = SettingKey::ALL
            .into_iter()
            .map(|key| SettingRow {
                key,
                label: texts.get(key.text(), &[]),
                control: match key {
                    SettingKey::Language => Control::Choice {
                        choices: Lang::ALL
                            .into_iter()
                            .map(|lang| ChoiceItem {
                                key: lang.tag().to_string(),
                                // Each language is named in itself (the same in
                                // every catalogue), so it is found by someone who does
                                // not read the current one.
                                label: texts.get(&format!("language-{}", lang.tag()), &[]),
                                selected: lang == self.lang,
                            })
                            .collect(),
                    },
                    SettingKey::BotPace => choice(
                        texts,
                        BotPace::ALL.map(|p| (p.code(), p.text(), p == self.bot_pace)),
                    ),
                    SettingKey::AnimationSpeed => choice(
                        texts,
                        AnimationSpeed::ALL
                            .map(|a| (a.code(), a.text(), a == self.animation_speed)),
                    ),
                    SettingKey::CardSize => choice(
                        texts,
                        CardSize::ALL.map(|c| (c.code(), c.text(), c == self.card_size)),
                    ),
                    SettingKey::LeftHanded => toggle(self.left_handed),
                    SettingKey::AutoSingleChoice => toggle(self.auto_single_choice),
                    SettingKey::ColourBlindMarks => toggle(self.colour_blind_marks),
                    SettingKey::Sound => toggle(self.sound),
                    SettingKey::Haptics => toggle(self.haptics),
                },
            })
            .collect();
        SettingsView {
            title: texts.get("settings-title", &[]),
            rows,
        }
    }
}

/// A row of choices, each given as its code, its text's id and whether it is chosen.
fn choice<const N: usize>(texts: &Texts, items: [(&str, &str, bool); N]) -> Control {
    Control::Choice {
        choices: items
            .into_iter()
            .map(|(key, text, selected)| ChoiceItem {
                key: key.to_string(),
                label: texts.get(text, &[]),
                selected,
            })
            .collect(),
    }
}
