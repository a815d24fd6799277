//! The catalogue's style check: every German and English message, in every variant,
//! read against the house style of docs/app-texts.md — headings in sentence case
//! without a full stop, sentences ending in a full stop (or `!`, `?`, `…`, `:`), no
//! number standing bare without a word that says what it counts, and a sentence about
//! the players at a table naming them rather than counting them.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::Lang;

/// Variables that hold a number (each message's numbers are written as 7).
const NUMBERS: &[&str] = &[
    "amount",
    "attempt",
    "best",
    "cards",
    "change",
    "chips",
    "columns",
    "count",
    "discard",
    "expected",
    "free",
    "games",
    "hand",
    "high",
    "index",
    "left",
    "low",
    "max",
    "megabytes",
    "min",
    "n",
    "number",
    "pile",
    "place",
    "played",
    "players",
    "points",
    "pot",
    "put",
    "round",
    "rows",
    "seconds",
    "seq",
    "seats",
    "steps",
    "streak",
    "strength",
    "taken",
    "total",
    "trick",
    "turns",
    "value",
    "won",
];

/// What a variable that is not a number stands for in a rendering.
const WORD: &str = "Anna";

/// Words an English heading may capitalize after its first: names of games, decks,
/// cards and media, and the names standing for variables.
const PROPER: &[&str] = &[
    "Anna",
    "Bluetooth",
    "Bot",
    "Elfer",
    "Gamer",
    "Help!",
    "Joker",
    "No!",
    "Pro",
    "Rauswurf",
    "Schnapszahl",
    "Schnapszahlen",
    "Wi-Fi",
    "Zap",
    "22Juhu",
    "I",
];

/// Ids (or the start of ids) of texts of four words or more that are not sentences,
/// so end without a full stop: buttons, menu rows and their details, option and
/// variant names, key lines, list entries and commands to type.
const LABELS: &[&str] = &[
    // Buttons and menu rows.
    "back-to-",
    "home-",
    "settings-",
    "player-kind-",
    "curtain-button",
    "learn-start",
    "setup-guided-button",
    "nearby-screen-host-",
    // Column headings of the statistics ("Avg. place").
    "stats-column-",
    // Names of options and variants, as the setup lists them.
    "variant-",
    "option-",
    // A state beside the table: "Two cards due (1 played)", "Deal checked ✓ (…)".
    "ss-two-due",
    "nearby-deal-checked",
    "nearby-screen-",
    "line-play-again",
    // A state beside the table, a pile, a row, a list of who is there.
    "elfer-row",
    "elfer-match-game",
    "pile-count",
    "juhu-stack",
    "rw-piles",
    "summary-juhu-pot",
    "nearby-at-the-table",
    // Parts another message completes; German nouns keep their capital there.
    "storage-file-",
    "nearby-fair-",
    "nearby-lobby-join-with",
    // An entry of a list: a table found, a seat's score in a sentence's list, a name.
    "nearby-join-table",
    "names-",
    "event-score-entry",
    "event-juhu-score-entry",
    "event-help-called",
    // Key lines, lines that end with a command to type, and the command line's
    // errors after "spieleabend: " (as command-line programs write them).
    "terminal-keys-",
    "terminal-error-",
    "line-resume-with",
    "line-nearby-others-join",
];

/// Messages whose last variable is a sentence of its own (why a move was refused, why
/// a table ended, why a game could not start), so they end with its full stop.
const ENDS_WITH_A_SENTENCE: &[&str] = &[
    "nearby-notice-move-refused",
    "line-nearby-table-over",
    "setup-start-failed",
];

/// Whether `id` is one of [`LABELS`].
fn is_label(id: &str) -> bool {
    LABELS
        .iter()
        .any(|label| id == *label || (label.ends_with('-') && id.starts_with(label)))
}

/// One message or attribute: its id (`id` or `id.attribute`), its file, and every
/// way it can read.
struct Message {
    id: String,
    file: &'static str,
    renderings: Vec<String>,
}

/// The patterns of one language by id (`id` and `id.attribute`), for references.
type Patterns = BTreeMap<String, ast::Pattern<&'static str>>;

/// Every message and attribute of `lang`, rendered in every variant.
fn messages(lang: Lang) -> Vec<Message> {
    let resources: Vec<(&'static str, ast::Resource<&'static str>)> = lang
        .resources()
        .iter()
        .map(|(file, source)| {
            let resource = fluent_syntax::parser::parse(*source).expect("the catalogue parses");
            (*file, resource)
        })
        .collect();
    let mut patterns = Patterns::new();
    for (_, resource) in &resources {
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                if let Some(value) = &message.value {
                    patterns.insert(message.id.name.to_owned(), value.clone());
                }
                for attribute in &message.attributes {
                    let key = format!("{}.{}", message.id.name, attribute.id.name);
                    patterns.insert(key, attribute.value.clone());
                }
            }
        }
    }
    let render = |pattern: &ast::Pattern<&str>| render(pattern, &patterns, 0);
    let mut all = Vec::new();
    for (file, resource) in &resources {
        let file = *file;
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name.to_owned();
            if let Some(value) = &message.value {
                all.push(Message {
                    id: id.clone(),
                    file,
                    renderings: tidy(render(value)),
                });
            }
            for attribute in &message.attributes {
                all.push(Message {
                    id: format!("{id}.{}", attribute.id.name),
                    file,
                    renderings: tidy(render(&attribute.value)),
                });
            }
        }
    }
    all
}

/// The texts a pattern can produce, one per combination of variants (at most 256).
fn render(pattern: &ast::Pattern<&str>, patterns: &Patterns, depth: u8) -> Vec<String> {
    let mut out = vec![String::new()];
    for element in &pattern.elements {
        let parts = match element {
            ast::PatternElement::TextElement { value } => vec![(*value).to_owned()],
            ast::PatternElement::Placeable { expression } => {
                expression_texts(expression, patterns, depth)
            }
        };
        out = out
            .iter()
            .flat_map(|head| parts.iter().map(move |part| format!("{head}{part}")))
            .take(256)
            .collect();
    }
    out
}

/// Renderings with their spaces as a reader sees them, each once.
fn tidy(renderings: Vec<String>) -> Vec<String> {
    renderings
        .into_iter()
        .map(|text| text.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect()
}

fn expression_texts(
    expression: &ast::Expression<&str>,
    patterns: &Patterns,
    depth: u8,
) -> Vec<String> {
    match expression {
        ast::Expression::Select { variants, .. } => variants
            .iter()
            .flat_map(|v| render(&v.value, patterns, depth))
            .collect(),
        ast::Expression::Inline(inline) => vec![inline_text(inline, patterns, depth)],
    }
}

fn inline_text(inline: &ast::InlineExpression<&str>, patterns: &Patterns, depth: u8) -> String {
    match inline {
        ast::InlineExpression::MessageReference { id, attribute } if depth < 4 => {
            let key = match attribute {
                Some(attribute) => format!("{}.{}", id.name, attribute.name),
                None => id.name.to_owned(),
            };
            patterns
                .get(&key)
                .and_then(|p| render(p, patterns, depth + 1).into_iter().next())
                .unwrap_or_else(|| WORD.to_owned())
        }
        ast::InlineExpression::StringLiteral { value } => (*value).to_owned(),
        ast::InlineExpression::NumberLiteral { value } => (*value).to_owned(),
        ast::InlineExpression::VariableReference { id } if NUMBERS.contains(&id.name) => {
            "7".to_owned()
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_texts(expression, patterns, depth)
                .into_iter()
                .next()
                .unwrap_or_default()
        }
        _ => WORD.to_owned(),
    }
}

/// A heading: a title, a column's unit, a box's title, a rules section.
fn is_heading(m: &Message) -> bool {
    let id = m.id.as_str();
    id.ends_with("-title")
        || id.ends_with("-heading")
        || id.starts_with("unit-")
        || (m.file == "rules.ftl" && !id.contains('.'))
        || matches!(
            id,
            "terminal-game"
                | "terminal-players"
                | "terminal-events"
                | "terminal-your-hand"
                | "terminal-log"
                | "nearby-lobby-players"
        )
}

/// A message that is a sentence: a text starting with a capital that is a line of the
/// log, a reason, a paragraph of the rules, more than one sentence, or four words or
/// more that are not one of the [`LABELS`]. A text starting in lower case is a part
/// that another message or the screen completes.
fn is_sentence(m: &Message, text: &str) -> bool {
    let capital = text.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit());
    if is_heading(m) || is_label(&m.id) || !capital {
        return false;
    }
    matches!(m.file, "events.ftl" | "errors.ftl")
        || (m.file == "rules.ftl" && m.id.contains(".p"))
        || text.trim_end_matches(['.', '!', '?', '…']).contains(". ")
        || text.split_whitespace().count() >= 4
}

/// What is wrong with one rendering of `m`, if anything.
fn faults(lang: Lang, m: &Message, text: &str) -> Vec<String> {
    let mut faults = Vec::new();
    if text.is_empty() {
        return faults;
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if is_heading(m) {
        if !text.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()) {
            faults.push("a heading starts with a capital".to_owned());
        }
        if text.ends_with('.') {
            faults.push("a heading has no full stop".to_owned());
        }
        if lang == Lang::En {
            let shouted: Vec<&&str> = words
                .iter()
                .skip(1)
                .filter(|w| w.starts_with(char::is_uppercase))
                .filter(|w| {
                    let bare = w.trim_matches(|c: char| ",:;()".contains(c));
                    !PROPER.contains(&bare)
                })
                .collect();
            if !shouted.is_empty() {
                faults.push(format!("a heading is in sentence case: {shouted:?}"));
            }
        }
    }
    if is_sentence(m, text)
        && !text.ends_with(['.', '!', '?', '…', ':'])
        && !ENDS_WITH_A_SENTENCE.contains(&m.id.as_str())
    {
        faults.push("a sentence ends with a full stop".to_owned());
    }
    // A card's figure is its number, an entry of a list of scores is labelled by the
    // sentence around it, and a German ordinal ("1.") is a word.
    let ordinal = lang == Lang::De && m.id == "place";
    if !m.id.starts_with("card-") && !m.id.ends_with("-entry") && !ordinal {
        for (at, word) in words.iter().enumerate() {
            if word.trim_matches(|c: char| !c.is_alphanumeric()) != "7" {
                continue;
            }
            let wordy = |w: Option<&&str>| w.is_some_and(|w| w.chars().any(char::is_alphabetic));
            let before = at.checked_sub(1).and_then(|b| words.get(b));
            if !(wordy(before) || wordy(words.get(at + 1))) {
                faults.push("a number says what it counts".to_owned());
            }
        }
    }
    // A sentence whose subject is a count of players ("2 players share the win.").
    let counted = ["7 players", "7 Spieler", "7 share", "7 teilen"];
    if counted.iter().any(|c| text.starts_with(c)) || text.contains("7 players share") {
        faults.push("a sentence about players names them".to_owned());
    }
    faults
}

#[test]
fn every_message_keeps_the_house_style_in_both_languages() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for m in messages(lang) {
            for text in &m.renderings {
                for fault in faults(lang, &m, text) {
                    found.push(format!("{} {}: {fault}: “{text}”", lang.tag(), m.id));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_style_check_sees_each_kind_of_fault() {
    let check = |id: &str, file: &'static str, text: &str| {
        let m = Message {
            id: id.to_owned(),
            file,
            renderings: vec![text.to_owned()],
        };
        faults(Lang::En, &m, text)
    };
    assert_eq!(
        check("unit-penalty", "table.ftl", "Penalty points"),
        Vec::<String>::new()
    );
    assert_eq!(
        check("unit-penalty", "table.ftl", "penalty points").len(),
        1
    );
    assert_eq!(check("rules-x", "rules.ftl", "The End And Points").len(), 1);
    assert_eq!(check("rules-x", "rules.ftl", "The end.").len(), 1);
    assert_eq!(
        check("nearby-lobby-free", "nearby.ftl", "7 seats are still free").len(),
        1
    );
    assert_eq!(check("event-x", "events.ftl", "Anna wins").len(), 1);
    assert_eq!(
        check("game-over-shared", "table.ftl", "7 players share the win.").len(),
        1
    );
    assert_eq!(check("juhu-pot", "table.ftl", "7").len(), 1);
    assert_eq!(check("ss-total", "table.ftl", "Total 7").len(), 0);
    assert_eq!(
        check("back-to-setup", "screens.ftl", "Back to the game setup").len(),
        0
    );
}
