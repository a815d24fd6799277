//! The `?` overlay: the game's rules in a few lines and the keys.

use ratatui::Frame;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Wrap};

use crate::i18n::Text;

/// Draws the help over the whole screen but a margin.
pub fn draw(frame: &mut Frame, text: &Text, rules: &str) {
    let area = frame.area();
    // A margin around the help where there is room; on small screens all of it.
    let margin = if area.height >= 30 && area.width >= 100 {
        ratatui::layout::Margin::new(4, 2)
    } else {
        ratatui::layout::Margin::new(0, 0)
    };
    let area = area.inner(margin);
    frame.render_widget(Clear, area);
    let mut lines: Vec<Line> = Vec::new();
    let mut rules_lines = rules.lines();
    if let Some(first) = rules_lines.next() {
        lines.push(Line::styled(
            first.to_string(),
            Style::default()
                .fg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
        ));
    }
    lines.extend(rules_lines.map(|l| Line::raw(l.to_string())));
    lines.push(Line::raw(""));
    let mut keys = text.help_keys.lines();
    if let Some(first) = keys.next() {
        lines.push(Line::styled(
            first.to_string(),
            Style::default().add_modifier(Modifier::BOLD),
        ));
    }
    lines.extend(keys.map(|l| Line::raw(l.to_string())));
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(
            Block::bordered()
                .border_type(BorderType::Rounded)
                .title(format!(" {} ", text.help_title))
                .title_bottom(Line::from(format!(" {} ", text.help_close)).right_aligned()),
        ),
        area,
    );
}
