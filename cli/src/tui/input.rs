//! What keys and mouse clicks mean, independent of the screen they land on.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// A key press as the client understands it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Left,
    Right,
    Up,
    Down,
    PageUp,
    PageDown,
    /// Tab: jump to the buttons.
    Tab,
    /// A digit: the hand slot it names (1 → 0, …, 9 → 8, 0 → 9).
    Slot(usize),
    /// Enter: play the card or button under the cursor, confirm.
    Confirm,
    /// Space: like Enter; toggles a card when choosing a set; skips a bot's pause.
    Space,
    /// Esc: one step back, close an overlay.
    Back,
    Undo,
    Hint,
    Save,
    Quit,
    Help,
    Log,
    Faster,
    Slower,
    /// Another letter (buttons, `n` for a new game).
    Letter(char),
}

/// The meaning of a key, or `None` for keys we ignore (and key releases).
pub fn map_key(key: KeyEvent) -> Option<Input> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') | KeyCode::Char('d') => Some(Input::Quit),
            _ => None,
        };
    }
    Some(match key.code {
        KeyCode::Left => Input::Left,
        KeyCode::Right => Input::Right,
        KeyCode::Up => Input::Up,
        KeyCode::Down => Input::Down,
        KeyCode::PageUp => Input::PageUp,
        KeyCode::PageDown => Input::PageDown,
        KeyCode::Tab | KeyCode::BackTab => Input::Tab,
        KeyCode::Enter => Input::Confirm,
        KeyCode::Esc | KeyCode::Backspace => Input::Back,
        KeyCode::F(1) => Input::Help,
        KeyCode::Char(c) => match c.to_ascii_lowercase() {
            '1'..='9' => Input::Slot(c as usize - '1' as usize),
            '0' => Input::Slot(9),
            ' ' => Input::Space,
            'u' => Input::Undo,
            'h' => Input::Hint,
            's' => Input::Save,
            'q' => Input::Quit,
            '?' => Input::Help,
            'l' => Input::Log,
            '+' | '>' => Input::Slower,
            '-' | '<' => Input::Faster,
            other => Input::Letter(other),
        },
        _ => return None,
    })
}

/// Where a left click landed, or `None` for other mouse events.
pub fn map_click(mouse: MouseEvent) -> Option<(u16, u16)> {
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Some((mouse.column, mouse.row)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::KeyEventState;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn digits_name_hand_slots_from_one() {
        assert_eq!(map_key(key(KeyCode::Char('1'))), Some(Input::Slot(0)));
        assert_eq!(map_key(key(KeyCode::Char('9'))), Some(Input::Slot(8)));
        assert_eq!(map_key(key(KeyCode::Char('0'))), Some(Input::Slot(9)));
    }

    #[test]
    fn table_commands_have_their_letters() {
        let cases = [
            ('u', Input::Undo),
            ('h', Input::Hint),
            ('s', Input::Save),
            ('q', Input::Quit),
            ('?', Input::Help),
            ('l', Input::Log),
            ('+', Input::Slower),
            ('-', Input::Faster),
            (' ', Input::Space),
            ('e', Input::Letter('e')),
            ('N', Input::Letter('n')),
        ];
        for (c, input) in cases {
            assert_eq!(map_key(key(KeyCode::Char(c))), Some(input), "{c:?}");
        }
        assert_eq!(map_key(key(KeyCode::Enter)), Some(Input::Confirm));
        assert_eq!(map_key(key(KeyCode::Esc)), Some(Input::Back));
        assert_eq!(map_key(key(KeyCode::Left)), Some(Input::Left));
        assert_eq!(map_key(key(KeyCode::Insert)), None);
    }

    #[test]
    fn control_c_quits_and_releases_are_ignored() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(map_key(ctrl_c), Some(Input::Quit));
        let release = KeyEvent {
            code: KeyCode::Char('u'),
            modifiers: KeyModifiers::NONE,
            kind: KeyEventKind::Release,
            state: KeyEventState::NONE,
        };
        assert_eq!(map_key(release), None);
    }

    #[test]
    fn only_left_clicks_count() {
        let click = |kind| MouseEvent {
            kind,
            column: 7,
            row: 3,
            modifiers: KeyModifiers::NONE,
        };
        assert_eq!(
            map_click(click(MouseEventKind::Down(MouseButton::Left))),
            Some((7, 3))
        );
        assert_eq!(
            map_click(click(MouseEventKind::Down(MouseButton::Right))),
            None
        );
        assert_eq!(map_click(click(MouseEventKind::Moved)), None);
    }
}
