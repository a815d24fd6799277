//! Cards in words: the short label a hand shows (and a hint uses), the spoken label
//! ("red 12", "rote 12"), colour names and a colour-blind mark per colour.

use fluent_bundle::FluentValue;
use spieleabend_core::games::{elfer_raus, help_game, juhu22};

use super::Texts;

/// A card colour of any game (Elfer raus cards, 22Juhu zero cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardColour {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
    /// Green.
    Green,
    /// Blue.
    Blue,
}

impl CardColour {
    /// Every colour.
    pub const ALL: [CardColour; 4] = [
        CardColour::Red,
        CardColour::Yellow,
        CardColour::Green,
        CardColour::Blue,
    ];

    /// The mark a card of this colour carries when colour-blind marks are on: a shape
    /// per colour, the same in every language (red ▲, yellow ●, green ■, blue ◆).
    pub fn mark(self) -> &'static str {
        match self {
            CardColour::Red => "▲",
            CardColour::Yellow => "●",
            CardColour::Green => "■",
            CardColour::Blue => "◆",
        }
    }

    /// The selector value in the messages.
    fn key(self) -> &'static str {
        match self {
            CardColour::Red => "red",
            CardColour::Yellow => "yellow",
            CardColour::Green => "green",
            CardColour::Blue => "blue",
        }
    }
}

impl From<elfer_raus::Colour> for CardColour {
    fn from(colour: elfer_raus::Colour) -> CardColour {
        match colour {
            elfer_raus::Colour::Red => CardColour::Red,
            elfer_raus::Colour::Yellow => CardColour::Yellow,
            elfer_raus::Colour::Green => CardColour::Green,
            elfer_raus::Colour::Blue => CardColour::Blue,
        }
    }
}

impl From<juhu22::Colour> for CardColour {
    fn from(colour: juhu22::Colour) -> CardColour {
        match colour {
            juhu22::Colour::Red => CardColour::Red,
            juhu22::Colour::Yellow => CardColour::Yellow,
            juhu22::Colour::Green => CardColour::Green,
            juhu22::Colour::Blue => CardColour::Blue,
        }
    }
}

/// Declares [`AnyCard`] with one variant per game of core's list, and the conversion
/// from each game's card.
macro_rules! declare_any_card {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// A card of any game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum AnyCard {
            $(
                #[doc = concat!("A card of [`", stringify!($game), "`](spieleabend_core::games::", stringify!($module), "::", stringify!($game), ").")]
                $variant(spieleabend_core::games::$module::Card),
            )*
        }

        $(impl From<spieleabend_core::games::$module::Card> for AnyCard {
            fn from(card: spieleabend_core::games::$module::Card) -> AnyCard {
                AnyCard::$variant(card)
            }
        })*
    };
}

spieleabend_core::for_each_game!([declare_any_card] {});

impl AnyCard {
    /// The card's colour, if colour tells it apart (Elfer raus cards, 22Juhu zeros).
    pub fn colour(self) -> Option<CardColour> {
        match self {
            AnyCard::ElferRaus(card) => Some(card.colour().into()),
            AnyCard::Juhu22(card) => card.zero_colour().map(CardColour::from),
            _ => None,
        }
    }

    /// The message of its spoken label and that message's arguments.
    fn message(self) -> (&'static str, Vec<(&'static str, FluentValue<'static>)>) {
        match self {
            AnyCard::ElferRaus(card) => (
                ids::ER,
                vec![
                    ("colour", CardColour::from(card.colour()).key().into()),
                    ("value", card.value().into()),
                ],
            ),
            AnyCard::SeventySeven(card) => {
                let face = if card.is_double() {
                    "double"
                } else if card.is_reverse() {
                    "reverse"
                } else {
                    "number"
                };
                (
                    ids::SS,
                    vec![
                        ("face", face.into()),
                        ("value", card.value().unwrap_or(0).into()),
                    ],
                )
            }
            AnyCard::Juhu22(card) => match card.kind() {
                juhu22::cards::Kind::Zero { colour, rings } => (
                    ids::JUHU,
                    vec![
                        ("face", "zero".into()),
                        ("colour", CardColour::from(colour).key().into()),
                        ("rings", rings.into()),
                        ("value", 0.into()),
                    ],
                ),
                juhu22::cards::Kind::Number(value) => (
                    ids::JUHU,
                    vec![
                        (
                            "face",
                            if card.is_juhu() { "juhu" } else { "number" }.into(),
                        ),
                        ("colour", "none".into()),
                        ("rings", 0.into()),
                        ("value", value.into()),
                    ],
                ),
            },
            AnyCard::Rauswurf(card) => (ids::RW, vec![("value", card.value().into())]),
            AnyCard::Help(card) => {
                let face = match card {
                    help_game::Card::JOKER => "joker",
                    help_game::Card::SWITCH => "switch",
                    help_game::Card::ZAP => "zap",
                    help_game::Card::NO => "no",
                    _ => "number",
                };
                (
                    ids::HELP,
                    vec![
                        ("face", face.into()),
                        ("value", card.value().unwrap_or(0).into()),
                    ],
                )
            }
        }
    }
}

/// A card as the player sees and hears it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardLabel {
    /// As the hand shows it and the hint names it: `r12`, `b0/4`, `×2`, `Joker`.
    pub short: String,
    /// In words, for screen readers and sentences: "red 12", "rote 12",
    /// "blue zero with 4 rings".
    pub spoken: String,
    /// The word printed on a special card ("Joker", "reverse" / "Wechsel").
    pub word: Option<String>,
    /// The colour that tells the card apart, if any.
    pub colour: Option<CardColour>,
    /// The colour-blind mark of that colour (shown when the setting is on).
    pub mark: Option<&'static str>,
}

/// Which article a card gets inside a sentence (German: accusative).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Article {
    /// No article: "red 12".
    Bare,
    /// Indefinite: "a red 12", "eine rote 12", "einen Joker".
    A,
    /// Definite: "the red 12", "die rote 12", "den Joker".
    The,
}

impl Texts {
    /// The card's labels.
    pub fn card(&self, card: impl Into<AnyCard>) -> CardLabel {
        let card = card.into();
        let colour = card.colour();
        CardLabel {
            short: self.card_short(card),
            spoken: self.card_spoken(card),
            word: self.card_word(card),
            colour,
            mark: colour.map(CardColour::mark),
        }
    }

    /// The word printed on a special card ("Joker", "two cards" / "zwei Karten"), or
    /// `None` for a card that has none.
    pub fn card_word(&self, card: impl Into<AnyCard>) -> Option<String> {
        let (id, args) = card.into().message();
        Some(self.get_attr(id, "word", &args)).filter(|word| !word.is_empty())
    }

    /// The short label, as the hand shows it: `r12` / `ro12`, `b0/4` / `bl0/4`, `×2`.
    pub fn card_short(&self, card: impl Into<AnyCard>) -> String {
        let (id, args) = card.into().message();
        self.get_attr(id, "short", &args)
    }

    /// The spoken label: "red 12" / "rote 12".
    pub fn card_spoken(&self, card: impl Into<AnyCard>) -> String {
        self.card_phrase(card.into(), Article::Bare)
    }

    /// Cards in words, as a list: "16, 20 and 22Juhu". Neighbouring Elfer raus cards
    /// of one colour share it, as players say a sorted hand: "red 2, 4 and 9; yellow
    /// 11" ("rote 2, 4 und 9; gelbe 11").
    pub fn cards_spoken<C: Into<AnyCard>>(&self, cards: impl IntoIterator<Item = C>) -> String {
        let cards: Vec<AnyCard> = cards.into_iter().map(Into::into).collect();
        let mut groups: Vec<(elfer_raus::Colour, Vec<String>)> = Vec::new();
        let mut words = Vec::new();
        for card in &cards {
            match card {
                AnyCard::ElferRaus(card) => match groups.last_mut() {
                    Some((colour, values)) if *colour == card.colour() => {
                        values.push(card.value().to_string());
                    }
                    _ => groups.push((card.colour(), vec![card.value().to_string()])),
                },
                other => words.push(self.card_spoken(*other)),
            }
        }
        if groups.is_empty() {
            return self.list(&words);
        }
        let groups: Vec<String> = groups
            .into_iter()
            .map(|(colour, values)| {
                self.get(
                    ids::ER_GROUP,
                    &[
                        ("colour", CardColour::from(colour).key().into()),
                        ("values", self.list(&values).into()),
                    ],
                )
            })
            .collect();
        groups.join("; ")
    }

    /// The colour's name, as a heading or a label: "Red" / "Rot".
    pub fn colour_name(&self, colour: CardColour) -> String {
        self.get(ids::COLOUR_NAME, &[("colour", colour.key().into())])
    }

    /// The card in words with an article, for sentences.
    pub(crate) fn card_phrase(&self, card: AnyCard, article: Article) -> String {
        let (id, args) = card.message();
        match article {
            Article::Bare => self.get(id, &args),
            Article::A => self.get_attr(id, "a", &args),
            Article::The => self.get_attr(id, "the", &args),
        }
    }
}

/// Message ids of this module. Each card message has the spoken label as its value
/// and the attributes `.word`, `.short`, `.a` and `.the`.
pub(crate) mod ids {
    pub const COLOUR_NAME: &str = "card-colour-name";
    pub const ER: &str = "card-er";
    pub const ER_GROUP: &str = "card-er-group";
    pub const SS: &str = "card-ss";
    pub const JUHU: &str = "card-juhu";
    pub const RW: &str = "card-rw";
    pub const HELP: &str = "card-help";

    /// Every id of this module.
    #[cfg(test)]
    pub const ALL: &[&str] = &[COLOUR_NAME, ER, ER_GROUP, SS, JUHU, RW, HELP];
    /// The card messages, each with `.word`, `.short`, `.a` and `.the`.
    #[cfg(test)]
    pub const CARDS: &[&str] = &[ER, SS, JUHU, RW, HELP];
}
