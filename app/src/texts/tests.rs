//! The catalogue's safety net: both languages hold the same messages with the same
//! arguments, every id the code asks for exists, and every event, card and error of
//! every game reads as a full sentence in both languages.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use spieleabend_core::games::{elfer_raus, help, juhu22, rauswurf, seventy_seven};
use spieleabend_core::{Game, Seat};

use super::*;

thread_local! {
    /// The message ids formatted on this thread (each test runs on its own thread).
    static USED: RefCell<BTreeSet<String>> = const { RefCell::new(BTreeSet::new()) };
}

/// Notes that `id` was formatted.
pub(super) fn record(id: &str) {
    USED.with(|used| used.borrow_mut().insert(id.to_owned()));
}

fn used() -> BTreeSet<String> {
    USED.with(|used| used.borrow().clone())
}

/// What one pattern uses: variables, and messages it refers to (whose variables it
/// uses too).
#[derive(Default)]
struct Uses {
    vars: BTreeSet<String>,
    messages: BTreeSet<String>,
}

/// Per message id (and `id.attribute`), the variables it uses, directly or through
/// the messages it refers to, in one language.
fn variables(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all: BTreeMap<String, Uses> = BTreeMap::new();
    for (file, source) in lang.resources() {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("{}/{file}: {errors:?}", lang.tag()));
        for entry in resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name.to_owned();
            let mut uses = Uses::default();
            if let Some(pattern) = &message.value {
                pattern_vars(pattern, &mut uses);
            }
            for attribute in &message.attributes {
                let mut attr_uses = Uses::default();
                pattern_vars(&attribute.value, &mut attr_uses);
                let key = format!("{id}.{}", attribute.id.name);
                assert!(all.insert(key.clone(), attr_uses).is_none(), "{key} twice");
            }
            assert!(
                all.insert(id.clone(), uses).is_none(),
                "{}: {id} defined twice",
                lang.tag()
            );
        }
    }
    let resolve = |start: &str| {
        let mut vars = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut todo = vec![start.to_owned()];
        while let Some(id) = todo.pop() {
            if !seen.insert(id.clone()) {
                continue;
            }
            let uses = all
                .get(&id)
                .unwrap_or_else(|| panic!("{}: {id} referred to, missing", lang.tag()));
            vars.extend(uses.vars.iter().cloned());
            todo.extend(uses.messages.iter().cloned());
        }
        vars
    };
    all.keys().map(|id| (id.clone(), resolve(id))).collect()
}

fn pattern_vars(pattern: &ast::Pattern<&str>, uses: &mut Uses) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, uses);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, uses: &mut Uses) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, uses);
            for variant in variants {
                pattern_vars(&variant.value, uses);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, uses),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, uses: &mut Uses) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            uses.vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            let key = match attribute {
                Some(attribute) => format!("{}.{}", id.name, attribute.name),
                None => id.name.to_owned(),
            };
            uses.messages.insert(key);
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, uses),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, uses);
            }
            for argument in &arguments.named {
                inline_vars(&argument.value, uses);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_exists_in_both_languages_with_the_same_variables() {
    let german = variables(Lang::De);
    let english = variables(Lang::En);
    let only_german: Vec<_> = german
        .keys()
        .filter(|k| !english.contains_key(*k))
        .collect();
    let only_english: Vec<_> = english
        .keys()
        .filter(|k| !german.contains_key(*k))
        .collect();
    assert!(only_german.is_empty(), "only in German: {only_german:?}");
    assert!(only_english.is_empty(), "only in English: {only_english:?}");
    let differing: Vec<_> = german
        .iter()
        .filter(|(id, vars)| english[*id] != **vars)
        .map(|(id, vars)| format!("{id}: de {vars:?}, en {:?}", english[id]))
        .collect();
    assert!(differing.is_empty(), "variables differ: {differing:#?}");
}

#[test]
fn the_variable_check_sees_a_difference() {
    let mut de = Uses::default();
    let mut en = Uses::default();
    let parse = |source: &'static str| fluent_syntax::parser::parse(source).unwrap();
    for (source, vars) in [
        ("m = { $a ->\n    [x] { $b }\n   *[y] z\n}\n", &mut de),
        ("m = { $a ->\n    [x] b\n   *[y] z\n}\n", &mut en),
    ] {
        let ast::Entry::Message(message) = &parse(source).body[0] else {
            panic!("a message");
        };
        pattern_vars(message.value.as_ref().unwrap(), vars);
    }
    assert_ne!(de.vars, en.vars);
}

#[test]
fn every_id_the_code_asks_for_exists_in_both_languages() {
    let ids = names::ids::ALL
        .iter()
        .chain(cards::ids::ALL)
        .chain(events::ids::ALL);
    for lang in Lang::ALL {
        let vars = variables(lang);
        for id in ids.clone() {
            assert!(vars.contains_key(*id), "{}: {id} missing", lang.tag());
        }
        for id in cards::ids::CARDS {
            for attribute in ["short", "a", "the"] {
                let key = format!("{id}.{attribute}");
                assert!(vars.contains_key(&key), "{}: {key} missing", lang.tag());
            }
        }
    }
}

/// Text that shows a message was not found or not filled in.
fn assert_clean(text: &str, context: &str) {
    assert!(!text.trim().is_empty(), "{context}: empty");
    for bad in ['[', ']', '{', '}', '$'] {
        assert!(!text.contains(bad), "{context}: {text:?}");
    }
    for id in ["elfer_raus", "seventy_seven", "juhu22", "_"] {
        assert!(!text.contains(id), "{context}: {text:?}");
    }
}

fn names(lang: Lang, viewer: Seat) -> SeatNames {
    let texts = Texts::new(lang);
    let mut names = vec!["Anna".to_owned(), "Ben".to_owned()];
    names.extend(texts.default_seat_names(&[
        spieleabend_core::table::SeatKind::Bot(spieleabend_core::table::BotLevel::Easy),
        spieleabend_core::table::SeatKind::Bot(spieleabend_core::table::BotLevel::Hard),
        spieleabend_core::table::SeatKind::Bot(spieleabend_core::table::BotLevel::Hard),
        spieleabend_core::table::SeatKind::Bot(spieleabend_core::table::BotLevel::Hard),
    ]));
    SeatNames::new(names, Some(viewer))
}

/// Every line of a few random games of `G`, as each seat reads it, in `lang`.
fn random_lines<G: Game>(lang: Lang) -> Vec<String>
where
    for<'a> EventRef<'a>: From<&'a G::Event>,
{
    let texts = Texts::new(lang);
    let mut lines = Vec::new();
    for seed in 0..2u64 {
        let Ok((mut game, mut events)) = G::new(&G::Options::default(), seed) else {
            panic!("{} sets up", G::ID);
        };
        let players = game.players();
        let mut readers = vec![EventReader::new(); usize::from(players)];
        let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        for _ in 0..5000 {
            for event in &events {
                for viewer in 0..players {
                    let viewer = Seat(viewer);
                    if let Some(seen) = G::redact(event, viewer) {
                        let names = names(lang, viewer);
                        let line = readers[viewer.index()].line(&texts, &seen, viewer, &names);
                        lines.extend(line);
                    }
                }
            }
            let Some(seat) = game.to_act().seat() else {
                break;
            };
            let legal = game.legal_actions(seat);
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let action = legal[(state >> 33) as usize % legal.len()];
            events = game.apply(seat, action).expect("a legal action");
        }
    }
    lines
}

fn check_lines(lines: &[String], lang: Lang, game: &str) {
    assert!(lines.len() > 20, "{game}: {} lines", lines.len());
    for line in lines {
        assert_clean(line, game);
        let first = line.chars().next().unwrap();
        assert!(!first.is_lowercase(), "{game}: {line:?}");
        match lang {
            Lang::De => {
                for english in ["You ", " you ", " lays ", " plays ", " the ", "Your "] {
                    assert!(!line.contains(english), "{game}: {line:?}");
                }
                for wrong in ["von Du", "von du", "Du legt", "vor sich.", "Du spielst Zap"] {
                    if wrong == "vor sich." && !line.starts_with("Du ") {
                        continue;
                    }
                    assert!(!line.contains(wrong), "{game}: {line:?}");
                }
            }
            Lang::En => {
                for wrong in [
                    "Du ",
                    " du ",
                    "You's",
                    "you's",
                    " no cards left:",
                    "You lays",
                ] {
                    assert!(!line.contains(wrong), "{game}: {line:?}");
                }
            }
        }
    }
}

#[test]
fn random_games_read_as_clean_sentences_in_both_languages() {
    for lang in Lang::ALL {
        check_lines(
            &random_lines::<elfer_raus::ElferRaus>(lang),
            lang,
            "Elfer raus",
        );
        check_lines(
            &random_lines::<seventy_seven::SeventySeven>(lang),
            lang,
            "77",
        );
        check_lines(&random_lines::<juhu22::Juhu22>(lang), lang, "22Juhu");
        check_lines(&random_lines::<rauswurf::Rauswurf>(lang), lang, "Rauswurf");
        check_lines(&random_lines::<help::Help>(lang), lang, "Help!");
    }
}
