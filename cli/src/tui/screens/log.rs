//! The `l` overlay: the viewer's whole event log, scrollable.

use ratatui::Frame;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph};

use crate::i18n::Text;

/// Draws the log, `scroll` lines up from its end.
pub fn draw(frame: &mut Frame, text: &Text, log: &[String], scroll: usize) {
    let area = frame.area().inner(ratatui::layout::Margin::new(2, 1));
    frame.render_widget(Clear, area);
    let height = area.height.saturating_sub(2) as usize;
    let end = log
        .len()
        .saturating_sub(scroll.min(log.len().saturating_sub(height)));
    let start = end.saturating_sub(height);
    let lines: Vec<Line> = log[start..end]
        .iter()
        .map(|l| Line::raw(l.clone()))
        .collect();
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::bordered()
                .border_type(BorderType::Rounded)
                .title(format!(" {} ({}) ", text.log_title, log.len()))
                .title_bottom(Line::from(format!(" {} ", text.log_keys)).right_aligned()),
        ),
        area,
    );
}
