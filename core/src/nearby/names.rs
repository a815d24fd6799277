//! Texts from peers as they may be shown: names and the few other texts a device or a
//! host sends. A name is a short label of letters, digits and spaces — never a line of
//! its own, never something that reads as a sentence of ours — and never passes for
//! another player's name.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use super::limits::MAX_NAME_CHARS;
use super::msg::LobbyInfo;
use crate::engine::Seat;

/// A text from a peer that is not a name (a game id, a rule's code) as it may be shown:
/// without control characters (C0 including NUL, BEL, ESC, CR and LF; DEL; C1), without
/// the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069) and the other invisible characters of
/// [`is_invisible`], cut to `max_chars` characters.
pub fn clean_text(text: &str, max_chars: usize) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && !is_invisible(c) && !matches!(c, '\u{2028}' | '\u{2029}'))
        .take(max_chars)
        .collect()
}

/// Punctuation a name may hold besides letters, digits and spaces: joiners inside a
/// name ("Anna-Lena", "O'Brien", "Tom & Jerry"). No full stop, colon, bracket,
/// question or exclamation mark: a name cannot end a sentence or look like "(seat 9)".
const NAME_PUNCTUATION: &[char] = &['-', '\'', '’', '_', '&', '+'];

/// A name from a peer as it is kept and shown: NFKC-normalized (full-width, ligature
/// and other compatibility forms become their plain letters), then only letters,
/// combining marks, digits, spaces and [`NAME_PUNCTUATION`] kept — control, format,
/// zero-width, filler, bidi and separator characters (U+2028, U+2029 included) and
/// everything else dropped, any run of spaces one space, no space at either end — and
/// cut to [`MAX_NAME_CHARS`] characters. May be empty.
pub fn clean_name(name: &str) -> String {
    let mut out = String::new();
    let mut space = false;
    for c in name.nfkc() {
        if is_invisible(c) {
            continue;
        }
        if c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if !(c.is_alphanumeric() || is_combining_mark(c) || NAME_PUNCTUATION.contains(&c)) {
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(c);
    }
    out.chars()
        .take(MAX_NAME_CHARS)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// Whether two names would pass for each other: equal after case folding and the
/// Unicode confusables skeleton (UTS #39), so "Anna" and "anna", a Latin "Bot 1" and one
/// with a Cyrillic "о", "rn" and "m" count as the same name.
pub fn same_name(a: &str, b: &str) -> bool {
    skeleton(a) == skeleton(b)
}

fn skeleton(name: &str) -> String {
    let lower: String = unicode_security::skeleton(&name.to_lowercase()).collect();
    unicode_security::skeleton(&lower)
        .flat_map(char::to_lowercase)
        .collect()
}

/// `name`, or when it would pass for one of `taken` (see [`same_name`]) the first of
/// "name (2)", "name (3)" … that does not; the name is cut to leave room for the
/// number.
pub fn distinct_name<'a>(name: &str, taken: impl Iterator<Item = &'a str> + Clone) -> String {
    let clashes = |candidate: &str| taken.clone().any(|other| same_name(candidate, other));
    if !clashes(name) {
        return name.to_string();
    }
    (2..)
        .map(|n| {
            let suffix = format!(" ({n})");
            let room = MAX_NAME_CHARS.saturating_sub(suffix.chars().count());
            let base: String = name.chars().take(room).collect();
            format!("{}{suffix}", base.trim_end())
        })
        .find(|candidate| !clashes(candidate))
        .expect("some number is free")
}

/// Whether a device's first seat `seat` takes the device's `name`, given the seats'
/// names now: unless the name is empty or another seat is called so already (see
/// [`same_name`]). Host and devices apply this rule in the order devices joined, so
/// every device names the seats as the host does.
pub(crate) fn takes_name<'a>(names: impl Iterator<Item = &'a str>, seat: Seat, name: &str) -> bool {
    !name.is_empty()
        && !names
            .enumerate()
            .any(|(i, other)| i != seat.index() && same_name(other, name))
}

/// The longest game id a client shows (ids are short ASCII words).
const MAX_GAME_ID_CHARS: usize = 32;

impl LobbyInfo {
    /// The info with every text [cleaned](clean_text): the game id and the seat names.
    /// (The host made the names: a device's name as [`clean_name`] keeps it, told apart
    /// by [`distinct_name`]; a device cleans what it is shown only of what could move
    /// or hide text.)
    pub fn cleaned(mut self) -> LobbyInfo {
        self.game = clean_text(&self.game, MAX_GAME_ID_CHARS);
        for name in &mut self.names {
            *name = clean_text(name, MAX_NAME_CHARS);
        }
        self
    }
}

/// Default-ignorable code points (Unicode's DerivedCoreProperties): they draw nothing,
/// so a name holding one looks like one without it. Zero-width spaces and joiners, the
/// BOM, soft hyphen, Hangul fillers, bidi controls, variation selectors, tags.
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}'..='\u{1160}' | '\u{17B4}'..='\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}' | '\u{1BCA0}'..='\u{1BCA3}'
        | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E0FFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_letters_digits_spaces_and_joiners_only() {
        assert_eq!(clean_name("  Anna   Lena-Maria "), "Anna Lena-Maria");
        assert_eq!(clean_name("O'Brien & Söhne"), "O'Brien & Söhne");
        // Zero-width, BOM, fillers, separators and bidi marks are gone.
        assert_eq!(clean_name("An\u{200B}na\u{FEFF}"), "Anna");
        assert_eq!(clean_name("\u{3164}\u{115F}"), "");
        assert_eq!(clean_name("Bob\u{2028}Alice\u{2029}"), "Bob Alice");
        assert_eq!(clean_name("\u{202E}eve"), "eve");
        // A forged log line loses what makes it a line or a sentence.
        assert_eq!(
            clean_name("Bob\r\nAlice joined (seat 9)."),
            "Bob Alice joined seat 9"
        );
        assert_eq!(clean_name("\u{1b}[31mred"), "31mred");
        // Compatibility forms become their plain letters.
        assert_eq!(clean_name("Ａｎｎａ"), "Anna");
        assert_eq!(clean_name("ﬁnn"), "finn");
        // Cut to the limit, counted in characters.
        assert_eq!(clean_name(&"ä".repeat(100)).chars().count(), MAX_NAME_CHARS);
        // Letters of any script stay.
        assert_eq!(clean_name("Zoë Ψυχή 金"), "Zoë Ψυχή 金");
    }

    #[test]
    fn look_alikes_count_as_the_same_name() {
        assert!(same_name("Anna", "anna"));
        assert!(same_name("Bot 1", "B\u{043E}t 1"), "Cyrillic о");
        assert!(same_name("Anna", "\u{0391}nna"), "Greek Alpha");
        assert!(!same_name("Anna", "Anne"));
    }

    #[test]
    fn a_name_taken_gets_a_number() {
        let taken = ["Watcher", "Watcher (2)", "Bot 1"];
        assert_eq!(distinct_name("Ben", taken.iter().copied()), "Ben");
        assert_eq!(
            distinct_name("watcher", taken.iter().copied()),
            "watcher (3)"
        );
        assert_eq!(
            distinct_name("B\u{043E}t 1", taken.iter().copied()),
            "B\u{043E}t 1 (2)"
        );
        let long = "x".repeat(MAX_NAME_CHARS);
        let distinct = distinct_name(&long, [long.as_str()].into_iter());
        assert!(distinct.ends_with(" (2)") && distinct.chars().count() == MAX_NAME_CHARS);
    }
}
