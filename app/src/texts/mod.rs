//! One text catalogue for every client, in German and English, as Project Fluent
//! resources (`app/locales/<lang>/*.ftl`). The rules emit codes and numbers; the words
//! live here.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    /// German.
    De,
    /// English.
    En,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 2] = [Lang::De, Lang::En];

    /// The BCP 47 tag (`de`, `en`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    /// This language's Fluent resources: (file name, source).
    fn resources(self) -> &'static [(&'static str, &'static str)] {
        macro_rules! files {
            ($lang:literal: $($file:literal),*) => {
                &[$(($file, include_str!(concat!("../../locales/", $lang, "/", $file)))),*]
            };
        }
        match self {
            Lang::De => files!("de": "screens.ftl", "table.ftl", "games.ftl", "rules.ftl", "nearby.ftl"),
            Lang::En => files!("en": "screens.ftl", "table.ftl", "games.ftl", "rules.ftl", "nearby.ftl"),
        }
    }
}

/// One language's catalogue.
pub struct Texts {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("lang", &self.lang).finish()
    }
}

impl Texts {
    /// The catalogue of `lang`. The resources are part of the binary and checked by the
    /// tests, so a parse error here is a bug and panics.
    pub fn new(lang: Lang) -> Texts {
        let tag: unic_langid::LanguageIdentifier = lang.tag().parse().expect("a valid tag");
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // Terminals and accessibility services would read the bidi isolation marks.
        bundle.set_use_isolating(false);
        for (file, source) in lang.resources() {
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(_, errors)| panic!("{}/{file}: {errors:?}", lang.tag()));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("{}/{file}: {errors:?}", lang.tag()));
        }
        Texts { lang, bundle }
    }

    /// The language of this catalogue.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id` with its arguments. A missing message gives its id in brackets
    /// (the tests make sure none is missing).
    pub fn get(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("[{id}]");
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        text.into_owned()
    }

    /// Whether the catalogue has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_load_and_speak() {
        assert_eq!(Texts::new(Lang::En).get("app-name", &[]), "Spieleabend");
        assert_eq!(Texts::new(Lang::De).get("app-name", &[]), "Spieleabend");
        assert_eq!(
            Texts::new(Lang::De).get("no-such-message", &[]),
            "[no-such-message]"
        );
    }
}
