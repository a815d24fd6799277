//! The screens of the full-screen client of LAN tables (`spieleabend host` and
//! `spieleabend join`): the table (with the outcome when the game is over), the
//! hand-over screen, the help and log overlays.

pub mod hand_over;
pub mod help;
pub mod log;
pub mod table;

use ratatui::layout::{Constraint, Flex, Layout, Rect};

/// A rectangle of at most `width` × `height` in the middle of `area`.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] = Layout::vertical([Constraint::Length(height.min(area.height))])
        .flex(Flex::Center)
        .areas(area);
    let [cell] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(row);
    cell
}
