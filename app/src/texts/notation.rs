//! A check for the tests: finds a card written in the typed notation ("r6", "ro13",
//! "gr0/2", "y13") inside a text a player reads. Players name cards in words ("red 6",
//! "rote 6"); the notation is only what a terminal player types.

/// The colour prefixes of the typed notation: English letters, German syllables.
const COLOUR_PREFIXES: [&str; 8] = ["ro", "ge", "gr", "bl", "r", "y", "g", "b"];

/// The first word of `text` that is a card in notation: a colour prefix glued to a
/// number, a 22Juhu zero with its rings after a slash included.
pub(crate) fn notation_code(text: &str) -> Option<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '/'))
        .find(|word| is_code(word))
}

fn is_code(word: &str) -> bool {
    let lower = word.to_lowercase();
    COLOUR_PREFIXES.iter().any(|prefix| {
        lower.strip_prefix(prefix).is_some_and(|rest| {
            let (number, rings) = rest.split_once('/').unwrap_or((rest, "1"));
            !number.is_empty()
                && !rings.is_empty()
                && number.chars().all(|c| c.is_ascii_digit())
                && rings.chars().all(|c| c.is_ascii_digit())
        })
    })
}

#[cfg(test)]
mod tests {
    use super::notation_code;

    #[test]
    fn codes_are_found_and_words_are_not() {
        for code in ["r6", "ro13", "gr0/2", "y13", "b0/4", "bl20", "ge7"] {
            let text = format!("Hint: {code}.");
            assert_eq!(notation_code(&text), Some(code), "{text}");
        }
        for words in [
            "Your cards: red 6, red 13.",
            "Tipp: gelbe 13 legen.",
            "blue zero with 4 rings",
            "Bot 2 plays ×2 and says 22.",
            "22Juhu",
            "Runde 3 · Gruppe 0/1",
        ] {
            assert_eq!(notation_code(words), None, "{words}");
        }
    }
}
