//! Per game: how the full-screen client draws the board and turns actions into picks.
//! One file per game; what they share (card faces, the board context) is here.

mod elfer_raus;
mod help_game;
mod juhu22;
mod rauswurf;
mod seventy_seven;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;
use spieleabend_core::bots::TableGame;
use spieleabend_core::{Outcome, Seat, ToAct};

use super::choice::Pick;
use crate::i18n::Text;
use crate::notation::TerminalGame;

/// A card as drawn: its label and colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardFace {
    /// What is printed on it, e.g. `12`, `×2`, `0·4`.
    pub label: String,
    /// Its colour (the colour of Elfer raus and 22Juhu zero cards; a kind colour
    /// elsewhere).
    pub colour: Color,
}

impl CardFace {
    /// A face with this label and colour.
    pub fn new(label: impl Into<String>, colour: Color) -> CardFace {
        CardFace {
            label: label.into(),
            colour,
        }
    }

    /// The card as a span, ` 12 `: filled with its colour when playable, dim otherwise.
    pub fn span(&self, playable: bool) -> Span<'static> {
        Span::styled(format!(" {} ", self.label), self.style(playable))
    }

    /// The style of the card: filled with its colour when playable, dim otherwise.
    pub fn style(&self, playable: bool) -> Style {
        if playable {
            Style::default()
                .bg(self.colour)
                .fg(Color::Black)
                .add_modifier(Modifier::BOLD)
        } else {
            Style::default().fg(self.colour).add_modifier(Modifier::DIM)
        }
    }
}

/// What a board needs besides the view.
pub struct BoardContext<'a> {
    /// Seat names as the viewer reads them ("You"/"Du" for the viewer).
    pub names: &'a [String],
    /// The language.
    pub text: &'static Text,
    /// Board places that may be picked now (highlighted).
    pub targets: &'a [u8],
    /// The board place under the cursor, if the cursor is on the board.
    pub cursor: Option<u8>,
}

impl BoardContext<'_> {
    /// The seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", |n| n.as_str())
    }
}

/// Board places drawn this frame, for mouse clicks.
pub type BoardHits = Vec<(u8, Rect)>;

/// What the full-screen client needs from a game beyond the line client's
/// [`TerminalGame`].
pub trait TuiGame: TerminalGame + TableGame {
    /// The game's name as printed on the box.
    const TITLE: &'static str;

    /// The viewer's hand, in the view's order.
    fn hand(view: &Self::View) -> Vec<CardFace>;

    /// Cards in each seat's hand.
    fn hand_sizes(view: &Self::View) -> Vec<u8>;

    /// Whose decision it is.
    fn turn(view: &Self::View) -> ToAct;

    /// The picks that make `action` (hand slots are the first slot of an equal card).
    /// Empty for actions chosen as a set ([`TuiGame::set_action`]).
    fn picks(view: &Self::View, action: &Self::Action) -> Vec<super::choice::Pick>;

    /// Whether the decision due is a set of hand cards (22Juhu's swap).
    fn chooses_set(view: &Self::View) -> bool {
        let _ = view;
        false
    }

    /// The action for a set of hand slots, when [`TuiGame::chooses_set`].
    fn set_action(view: &Self::View, slots: &[usize]) -> Option<Self::Action> {
        let _ = (view, slots);
        None
    }

    /// What the viewer is asked to do, given the picks made so far.
    fn ask(view: &Self::View, made: &[Pick], text: &Text) -> String;

    /// A short note on a seat for the players list (chips, points, "sits out" …).
    fn seat_note(view: &Self::View, seat: Seat, text: &Text) -> String;

    /// The label of [`Outcome::scores`] in the final ranking (e.g. "penalty points").
    fn score_label(text: &Text) -> &'static str;

    /// The rules in a few lines.
    fn rules(text: &Text) -> &'static str;

    /// Draws the board (the middle of the table) into `area`; records the board places
    /// it drew in `hits`.
    fn draw_board(
        view: &Self::View,
        ctx: &BoardContext,
        area: Rect,
        buf: &mut Buffer,
        hits: &mut BoardHits,
    );
}

/// The ranking lines of a finished game: `1. Anna (12)`.
pub fn ranking(outcome: &Outcome, names: &[String]) -> Vec<String> {
    let mut seats: Vec<(u8, usize)> = outcome
        .places
        .iter()
        .enumerate()
        .map(|(s, &p)| (p, s))
        .collect();
    seats.sort();
    seats
        .iter()
        .map(|&(place, s)| {
            let name = names.get(s).map_or("?", |n| n.as_str());
            format!("{place}. {name} ({})", outcome.scores.get(s).unwrap_or(&0))
        })
        .collect()
}

/// The style of a board place: highlighted when it may be picked, reversed under the
/// cursor.
pub fn target_style(ctx: &BoardContext, place: u8) -> Style {
    let mut style = Style::default();
    if ctx.targets.contains(&place) {
        style = style.fg(Color::Black).bg(Color::Cyan);
    }
    if ctx.cursor == Some(place) {
        style = style
            .add_modifier(Modifier::REVERSED)
            .add_modifier(Modifier::BOLD);
    }
    style
}

/// Bold text.
pub fn bold() -> Style {
    Style::default().add_modifier(Modifier::BOLD)
}
