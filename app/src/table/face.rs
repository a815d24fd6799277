//! How a card is drawn: what the physical card of its deck shows, in a few parts every
//! renderer draws the same way (Compose, SwiftUI, the terminal). A figure in the corners
//! and in the middle, an ink, the colour-blind mark, and the deck's own art: a 22Juhu
//! zero's rings, a 22Juhu number's points, a special card's symbol with its word.

use spieleabend_core::games::GameId;

use super::games::AppGame;
use super::words::Cx;
use crate::texts::{SeatNames, Texts};

/// Every different card of `game`'s deck, each once in the deck's order, as drawn in
/// `texts`' language (a card gallery), with colour-blind marks when `marks`.
pub fn deck_faces(game: GameId, texts: &Texts, marks: bool) -> Vec<CardFace> {
    fn faces<G: AppGame>(cx: &Cx) -> Vec<CardFace> {
        G::deck().into_iter().map(|c| G::card_face(c, cx)).collect()
    }
    let names = SeatNames::new(Vec::new(), None);
    let cx = Cx {
        texts,
        names: &names,
        marks,
    };
    spieleabend_core::with_game!(game, G => faces::<G>(&cx))
}

/// A card's face.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardFace {
    /// The figure printed in the corners and, unless a symbol takes the middle, large
    /// in the middle: `12`, `0`, `−10`, `×2`, `22`. Empty when a symbol says it all
    /// (the corners then show the symbol small).
    pub figure: String,
    /// The ink of figure, frame and art.
    pub tint: super::Tint,
    /// The colour's shape (▲ red, ● yellow, ■ green, ◆ blue) when colour-blind marks
    /// are on.
    pub mark: Option<String>,
    /// What the middle shows.
    pub art: CardArt,
    /// The word printed on a special card ("Joker", "Richtungswechsel"), in the
    /// reader's language.
    pub word: Option<String>,
}

/// The middle of a card.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardArt {
    /// The figure, large.
    Figure,
    /// The figure inside this many rings, 1–4 (a 22Juhu zero card: more rings are
    /// stronger).
    Rings {
        /// How many rings.
        count: u8,
    },
    /// The figure with its value as a field of points (a 22Juhu number card).
    Points {
        /// How many points.
        count: u8,
    },
    /// A symbol (a special card); the figure, if any, in the corners.
    Symbol {
        /// Which symbol.
        symbol: CardSymbol,
    },
}

/// The symbols of the special cards.
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardSymbol {
    /// Two cards, one over the other: the next player plays two (77's ×2).
    TwoCards,
    /// Two arrows round a circle: the direction turns (77's reverse card).
    TurnArrows,
    /// A star: stands for any number (Help!'s Joker).
    Star,
    /// Two arrows, one each way: a row card is swapped (Help!'s Switch).
    SwapArrows,
    /// A lightning bolt: the row's last card goes (Help!'s Zap).
    Bolt,
    /// A round sign with a bar: not now (Help!'s No!).
    NoSign,
    /// A burst of rays with the figure in front: the strongest card (22Juhu).
    Burst,
}
