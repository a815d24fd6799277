//! Every player-facing string of the terminal (full-screen and line client), one file per language
//! ([`en`], [`de`]). The core emits codes and numbers; the words live here.

pub mod de;
pub mod en;
pub mod line;
pub mod nearby;

pub use line::LineText;
pub use nearby::NearbyTermText;

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

    /// The app core's catalogue in this language: every sentence about the game (events,
    /// cards, why a move is refused, nearby play) comes from there.
    pub fn texts(self) -> &'static Texts {
        static EN: OnceLock<Texts> = OnceLock::new();
        static DE: OnceLock<Texts> = OnceLock::new();
        match self {
            Lang::En => EN.get_or_init(|| Texts::new(AppLang::En)),
            Lang::De => DE.get_or_init(|| Texts::new(AppLang::De)),
        }
    }

    /// This language's strings of nearby play (LAN).
    pub fn nearby(self) -> &'static NearbyTermText {
        match self {
            Lang::En => &en::nearby::NEARBY,
            Lang::De => &de::nearby::NEARBY,
        }
    }

    /// This language's strings of the line client.
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
    use super::entries::{line_entries, nearby_entries};

    /// Entries that are the same in both languages: "Bots" and the card name "No!"
    /// (the German rulebook's own word).
    const SAME_IN_BOTH: [&str; 2] = ["menu_bots", "no_card"];

    /// The entries whose German text is missing or is the English text.
    fn untranslated(
        english: Vec<(&'static str, String)>,
        german: Vec<(&'static str, String)>,
    ) -> Vec<&'static str> {
        assert_eq!(english.len(), german.len());
        let mut left = Vec::new();
        for ((name, en), (de_name, de)) in english.iter().zip(&german) {
            assert_eq!(name, de_name);
            let missing = de.trim().is_empty() && !en.trim().is_empty();
            if missing || (en == de && !en.trim().is_empty() && !SAME_IN_BOTH.contains(name)) {
                left.push(*name);
            }
        }
        left
    }

    #[test]
    fn every_german_entry_is_german_not_the_english_one() {
        let mut left = untranslated(line_entries(Lang::En.line()), line_entries(Lang::De.line()));
        left.extend(untranslated(
            nearby_entries(Lang::En.nearby()),
            nearby_entries(Lang::De.nearby()),
        ));
        assert!(left.is_empty(), "not translated: {left:?}");
    }
}
