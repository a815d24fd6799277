//! What the terminal keeps of its own words: the language it speaks ([`Lang`], from the
//! command line or the environment) and the line client's typing help ([`LineText`]:
//! how each game's moves and the table's commands are typed), one file per language
//! ([`en`], [`de`]). They stay here because they describe the typed notation of this
//! client, which no other client has. Every sentence about the game and the table —
//! events, cards, why a move is refused, the table lines, saving, hosting and joining —
//! comes from the app core's catalogue ([`Lang::texts`]).

pub mod de;
pub mod en;
pub mod line;

pub use line::LineText;

use std::sync::OnceLock;

use spieleabend_app::texts::{Lang as AppLang, Texts};

/// A language the terminal speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// German.
    De,
}

impl Lang {
    /// `en` / `de` (also `english`, `deutsch`, `de_DE.UTF-8` …), or `None`.
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim().to_lowercase();
        if code.starts_with("de") {
            Some(Lang::De)
        } else if code.starts_with("en") || code == "c" || code == "posix" {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language of the environment: the first set of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` (as the C library reads them); English if none names a known one.
    pub fn from_env() -> Lang {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] over any variable source (for tests).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name).filter(|v| !v.is_empty()))
            .next()
            .and_then(|v| Lang::parse(&v))
            .unwrap_or(Lang::En)
    }

    /// The app core's catalogue in this language: every sentence about the game and the
    /// table comes from there.
    pub fn texts(self) -> &'static Texts {
        static EN: OnceLock<Texts> = OnceLock::new();
        static DE: OnceLock<Texts> = OnceLock::new();
        match self {
            Lang::En => EN.get_or_init(|| Texts::new(AppLang::En)),
            Lang::De => DE.get_or_init(|| Texts::new(AppLang::De)),
        }
    }

    /// This language's typing help of the line client.
    pub fn line(self) -> &'static LineText {
        match self {
            Lang::En => &en::line::LINE,
            Lang::De => &de::line::LINE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_first_set_variable() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Lang::from_vars(env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
        assert_eq!(
            Lang::from_vars(env(&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "en_GB.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_vars(env(&[("LC_MESSAGES", "de_AT"), ("LANG", "en_US")])),
            Lang::De
        );
        assert_eq!(Lang::from_vars(env(&[("LANG", "fr_FR")])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[])), Lang::En);
        assert_eq!(Lang::parse("de"), Some(Lang::De));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("klingon"), None);
    }
}

#[cfg(test)]
mod entries;

#[cfg(test)]
mod completeness_tests {
    use super::Lang;
    use super::entries::line_entries;

    /// The entries whose German text is missing or is the English text.
    fn untranslated(
        english: Vec<(&'static str, String)>,
        german: Vec<(&'static str, String)>,
    ) -> Vec<&'static str> {
        assert_eq!(english.len(), german.len());
        let mut left = Vec::new();
        for ((name, en), (de_name, de)) in english.iter().zip(&german) {
            assert_eq!(name, de_name);
            if de.trim().is_empty() || en == de {
                left.push(*name);
            }
        }
        left
    }

    #[test]
    fn every_german_entry_is_german_not_the_english_one() {
        let left = untranslated(line_entries(Lang::En.line()), line_entries(Lang::De.line()));
        assert!(left.is_empty(), "not translated: {left:?}");
    }
}
