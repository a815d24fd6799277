//! The typed lines, read on a thread of their own so the client never waits on its
//! input: every line (trimmed) and the end of the input arrive as updates among the
//! app core's.

use std::io::BufRead;
use std::sync::mpsc::Sender;

use super::Update;

/// The longest line taken; the rest of a longer one is dropped, so a paste of
/// megabytes neither stalls the client nor fills its memory.
pub const MAX_LINE_BYTES: usize = 4096;

/// Reads `input` line by line on a new thread and sends each line, then `None` at the
/// end of the input (or when it cannot be read).
pub fn spawn(mut input: impl BufRead + Send + 'static, to: Sender<Update>) {
    std::thread::spawn(move || {
        loop {
            let line = read_line(&mut input);
            let end = line.is_none();
            if to.send(Update::Line(line)).is_err() || end {
                return;
            }
        }
    });
}

/// One line, trimmed and cut to [`MAX_LINE_BYTES`] (on a character boundary); `None`
/// at the end of the input.
fn read_line(input: &mut impl BufRead) -> Option<String> {
    let mut bytes = Vec::new();
    loop {
        let buffer = input.fill_buf().ok()?;
        if buffer.is_empty() {
            if bytes.is_empty() {
                return None;
            }
            break;
        }
        let (take, newline) = match buffer.iter().position(|b| *b == b'\n') {
            Some(at) => (at, true),
            None => (buffer.len(), false),
        };
        let room = MAX_LINE_BYTES.saturating_sub(bytes.len());
        bytes.extend_from_slice(&buffer[..take.min(room)]);
        input.consume(take + usize::from(newline));
        if newline {
            break;
        }
    }
    let text = String::from_utf8_lossy(&bytes);
    Some(text.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_trimmed_cut_and_end_with_none() {
        let long = "x".repeat(MAX_LINE_BYTES * 3);
        let text = format!(" r12 \n\n{long}\nquit");
        let mut input = text.as_bytes();
        assert_eq!(read_line(&mut input).as_deref(), Some("r12"));
        assert_eq!(read_line(&mut input).as_deref(), Some(""));
        assert_eq!(read_line(&mut input).map(|l| l.len()), Some(MAX_LINE_BYTES));
        assert_eq!(read_line(&mut input).as_deref(), Some("quit"));
        assert_eq!(read_line(&mut input), None);
    }
}
