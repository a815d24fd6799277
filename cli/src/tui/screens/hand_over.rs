//! Pass-and-play: the screen between two humans' turns. It shows no hand at all until
//! the next player confirms.

use ratatui::Frame;
use ratatui::layout::Alignment;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Wrap};

use super::centered;
use crate::i18n::Text;

/// Draws the hand-over screen for `name`.
pub fn draw(frame: &mut Frame, text: &Text, title: &str, name: &str) {
    let area = frame.area();
    frame.render_widget(Clear, area);
    frame.render_widget(
        Block::bordered()
            .title(format!(" Spieleabend · {title} "))
            .border_style(Style::default().fg(Color::DarkGray)),
        area,
    );
    let box_area = centered(area, 56, 9);
    let lines = vec![
        Line::raw(""),
        Line::styled(
            (text.pass_device)(name),
            Style::default()
                .fg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
        ),
        Line::raw(""),
        Line::raw((text.press_enter)(name)),
        Line::raw(""),
        Line::styled(text.hand_hidden, Style::default().fg(Color::DarkGray)),
    ];
    frame.render_widget(
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .block(Block::bordered().border_type(BorderType::Rounded)),
        box_area,
    );
}
