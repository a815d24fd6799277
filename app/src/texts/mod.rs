//! One text catalogue for every client, in German and English, as Project Fluent
//! resources (`app/locales/<lang>/*.ftl`). The rules emit codes and numbers; the words
//! live here. Every lookup goes through a typed function below (or an id constant of
//! this module), so the tests can check that every message exists in both languages
//! with the same arguments.
//!
//! # Using it
//!
//! ```
//! use spieleabend_app::texts::{Lang, SeatNames, Texts};
//! use spieleabend_core::Seat;
//! use spieleabend_core::games::rauswurf::{Card, Event};
//!
//! let texts = Texts::new(Lang::En);
//! // Seat 0 reads: its own seat is "you", the others go by name.
//! let names = SeatNames::new(vec!["Anna".into(), "Bot 1".into()], Some(Seat(0)));
//! let event = Event::ThrownOut { seat: Seat(0), card: Card::new(4).unwrap(), strength: 4, by: Seat(1) };
//! assert_eq!(texts.event_line(&event, Seat(0), &names).unwrap(), "Bot 1 throws out your 4.");
//! ```
//!
//! - **Seat names** ([`SeatNames`]): built from the table's seats with
//!   [`SeatNames::from_seats`] (an empty name gets its default: "Bot 1", "Player 1" /
//!   "Spieler 1", see [`Texts::default_seat_names`]) and the seat that reads. The
//!   reader's own seat is "you"/"du" in every case; [`Texts::seat_name`] gives a seat
//!   as a label ("You"/"Du" or the name), [`Texts::seat_group`] several seats as one
//!   subject. In messages a seat is two arguments, `$actor` (the name) and
//!   `$actor-kind` (`you`/`other`), and the message chooses verb, pronoun and case.
//! - **Event lines**: [`Texts::event_line`] takes any game's event (already redacted
//!   for the reader: `&elfer_raus::Event` … `&help_game::Event` convert into [`EventRef`]),
//!   the reading seat and the names, and gives one full sentence or `None` for events
//!   not worth a line (a turn ending). A log should use one [`EventReader`] per seat and
//!   game and feed it every event from the deal on: it follows the draw pile so that a
//!   Rauswurf opponent's hidden draw reads "draws a replacement card" and a draw from
//!   empty piles "cannot draw a replacement" (the redacted event alone shows neither).
//! - **Cards**: [`Texts::card`] gives a [`CardLabel`] for any game's card (anything
//!   that converts into [`AnyCard`]): `short` as printed on the card's face (`r12`/`ro12`,
//!   zero cards with their rings `b0/4`/`bl0/4`, `×2`, `⇄`, `Joker`), `spoken` in
//!   words ("red 12"/"rote 12", "blue zero with 4 rings"/"blaue Null mit 4 Ringen",
//!   "No!-Karte"), the [`CardColour`] and its colour-blind `mark` (▲ red, ● yellow,
//!   ■ green, ◆ blue; show it when the setting is on). A sentence names cards in words
//!   only, never as the terminal's typed notation: [`Texts::cards_spoken`] writes a
//!   list ("red 2, 4 and 9; yellow 11"), [`Texts::colour_name`] a colour as a heading.
//!
//! - **Why not**: [`Texts::rule_error`] takes any game's rule error (`&RuleError` of
//!   each game converts into [`AnyRuleError`]) and says what the rules require, never
//!   just "That cannot be played now."; [`Texts::rule_error_code`] does the same for
//!   an error known by its code (as a nearby host reports it).
//! - **Rules pages**: [`Texts::rules_page`] gives a game's page as [`RulesSection`]s
//!   (title, paragraphs) — goal, cards, turn, scoring and end of every game, with
//!   22Juhu's rings, stack, joining and its penalty, gamer and pro (pot, ante, payout
//!   rounds), and Help!'s special cards, No! card and points.
//! - **Nearby play**: [`Texts::reject_reason`], [`Texts::action_reject`] (a rule's
//!   refusal gives the rule's why-not), [`Texts::client_error`], [`Texts::end_reason`],
//!   [`Texts::fairness_failure`], [`Texts::verdict_line`], and for the screens
//!   [`Texts::nearby_notice`] ([`NearbyNotice`]: joined, away, back …),
//!   [`Texts::nearby_link`] ([`NearbyLink`]: the connection in a few words) and
//!   [`Texts::nearby_text`] ([`NearbyText`]: lobby and join labels, filled in).
//!
//! Game names are the registry's proper nouns (`GameId::name`); variant names and
//! option labels are in `games.ftl` under the ids the registry gives.
//!
//! # One word per concept and game
//!
//! The German words follow each game's rulebook; every text of the app should use
//! them (the event lines and rules pages do, and tests hold them to it):
//!
//! | game | German | English |
//! |---|---|---|
//! | Elfer raus! | ein *Spiel* einer *Partie* | a *game* of a *match* |
//! | 77 | *Runde* | *round* |
//! | 22Juhu | *Runde* for a hand (*Pflichtrunde*, *Punktrunde*, *Auszahlungsrunde*), *Stich*, *Durchlauf* for a pro cycle | *hand* (*mandatory round*, *point round*, *payout round*), *trick*, *cycle* |
//! | Rauswurf | *Zug* | *turn* |
//! | Help! | *Durchgang*, *Kartenreihe* | *round*, *row* |
//!
//! # Adding words
//!
//! Every message exists in `de` and `en` with the same variables (a test walks both
//! languages' syntax trees), and every id asked for in code exists (the ids of this
//! module are constants checked by tests; string ids written at other call sites,
//! `texts.get("stats-title", …)`, are found by a test scanning the sources). Message
//! ids of this module start with `names-`, `card-`, `event-`, `error-`, `rules-` and
//! `nearby-`; other parts of the app must not use these prefixes. The files:
//! `cards.ftl`, `events.ftl` (with the seat names), `errors.ftl`, `rules.ftl`,
//! `nearby.ftl` belong to this module; `games.ftl`, `screens.ftl` and `table.ftl` to
//! the setup, the screens and the table; `terminal.ftl` (ids starting with
//! `terminal-`) holds the terminal client's box titles and key lines.

mod cards;
mod errors;
mod events;
mod names;
mod nearby;
#[cfg(test)]
pub(crate) mod notation;
mod rules;

pub use cards::{AnyCard, CardColour, CardLabel};
pub use errors::AnyRuleError;
pub(crate) use events::sentence_case;
pub use events::{EventReader, EventRef};
pub use names::{GroupKind, Role, SeatKindArg, SeatNames};
pub use nearby::{NearbyLink, NearbyNotice, NearbyText};
pub use rules::RulesSection;
pub use system::io_code;

use std::sync::{Arc, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the app speaks.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
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
            Lang::De => {
                files!("de": "screens.ftl", "table.ftl", "games.ftl", "rules.ftl", "nearby.ftl", "cards.ftl", "events.ftl", "errors.ftl", "terminal.ftl", "learn.ftl")
            }
            Lang::En => {
                files!("en": "screens.ftl", "table.ftl", "games.ftl", "rules.ftl", "nearby.ftl", "cards.ftl", "events.ftl", "errors.ftl", "terminal.ftl", "learn.ftl")
            }
        }
    }
}

/// Parses the resources of `lang` into one bundle. The resources are part of the binary
/// and checked by the tests, so a parse error here is a bug and panics.
fn parse(lang: Lang) -> FluentBundle<FluentResource> {
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
    bundle
}

/// One language's catalogue. Each language's resources are parsed once per process and
/// shared, so making a `Texts` is cheap.
pub struct Texts {
    lang: Lang,
    bundle: Arc<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("lang", &self.lang).finish()
    }
}

impl Texts {
    /// The catalogue of `lang`, parsed on its first use in this process.
    pub fn new(lang: Lang) -> Texts {
        static BUNDLES: [OnceLock<Arc<FluentBundle<FluentResource>>>; 2] =
            [OnceLock::new(), OnceLock::new()];
        let slot = match lang {
            Lang::De => &BUNDLES[0],
            Lang::En => &BUNDLES[1],
        };
        let bundle = slot.get_or_init(|| Arc::new(parse(lang))).clone();
        Texts { lang, bundle }
    }

    /// The language of this catalogue.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id` with its arguments. A missing message gives its id in brackets
    /// (the tests make sure none is missing).
    pub fn get(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        #[cfg(test)]
        tests::record(id);
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

    /// The attribute `attribute` of the message `id` with its arguments (a card's
    /// `.short` label, its `.a` and `.the` forms). Missing: the id in brackets.
    pub(crate) fn get_attr(
        &self,
        id: &str,
        attribute: &str,
        args: &[(&str, FluentValue<'_>)],
    ) -> String {
        #[cfg(test)]
        tests::record(&format!("{id}.{attribute}"));
        let Some(pattern) = self
            .bundle
            .get_message(id)
            .and_then(|m| m.get_attribute(attribute))
            .map(|a| a.value())
        else {
            return format!("[{id}.{attribute}]");
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }

    /// Whether the catalogue has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

mod system;

#[cfg(test)]
mod style;
#[cfg(test)]
mod tests;

#[cfg(test)]
mod first_tests {
    use super::*;

    #[test]
    fn both_languages_load_and_speak() {
        assert_eq!(Texts::new(Lang::En).get("app-name", &[]), "Spieleabend");
        assert_eq!(Texts::new(Lang::De).get("app-name", &[]), "Spieleabend");
        let missing = "no-such-message";
        assert_eq!(Texts::new(Lang::De).get(missing, &[]), "[no-such-message]");
    }
}
