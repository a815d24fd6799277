//! The catalogue's safety net: both languages hold the same messages with the same
//! arguments, every id the code asks for exists, and every event, card and error of
//! every game reads as a full sentence in both languages.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use spieleabend_core::games::{elfer_raus, help_game, juhu22, rauswurf, seventy_seven};
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

/// Forgets the ids formatted so far on this thread.
pub(super) fn clear_used() {
    USED.with(|used| used.borrow_mut().clear());
}

/// The ids formatted so far on this thread.
pub(super) fn used() -> BTreeSet<String> {
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
        .chain(events::ids::ALL)
        .chain(errors::ids::ALL)
        .chain(nearby::ids::ALL)
        .chain(
            spieleabend_core::games::GameId::ALL
                .iter()
                .flat_map(|g| rules::sections(*g)),
        );
    for lang in Lang::ALL {
        let vars = variables(lang);
        for id in ids.clone() {
            assert!(vars.contains_key(*id), "{}: {id} missing", lang.tag());
        }
        for id in cards::ids::CARDS {
            for attribute in ["word", "short", "a", "the"] {
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
        let code = super::notation::notation_code(line);
        assert_eq!(code, None, "{game}: a card in notation: {line:?}");
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
        check_lines(&random_lines::<help_game::Help>(lang), lang, "Help!");
    }
}

/// Names read by `viewer`: Anna (seat 0), Ben (seat 1), Bot 1, Bot 2.
fn four(lang: Lang, viewer: Seat) -> SeatNames {
    let mut names = names(lang, viewer);
    names = SeatNames::new(
        (0..4).map(|s| names.name(Seat(s))).collect(),
        names.viewer(),
    );
    names
}

fn line<'a>(lang: Lang, event: impl Into<EventRef<'a>>, viewer: u8) -> String {
    let texts = Texts::new(lang);
    texts
        .event_line(event, Seat(viewer), &four(lang, Seat(viewer)))
        .expect("a line")
}

fn er_card(colour: elfer_raus::Colour, value: u8) -> elfer_raus::Card {
    elfer_raus::Card::new(colour, value).unwrap()
}

fn rw(value: u8) -> rauswurf::Card {
    rauswurf::Card::new(value).unwrap()
}

fn hn(value: u8) -> help_game::Card {
    help_game::Card::number(value).unwrap()
}

/// At least one event of every kind of every game, with the seat shown and hidden.
fn every_kind_of_event() -> Vec<AnyOwnedEvent> {
    use elfer_raus::Colour::{Blue, Red};
    let s = Seat;
    let mut all: Vec<AnyOwnedEvent> = Vec::new();
    {
        use elfer_raus::Event as E;
        use elfer_raus::rows::Place;
        let hands = [
            Some(vec![er_card(Red, 3), er_card(Blue, 11)]),
            None,
            None,
            None,
        ];
        all.extend(
            [
                E::Dealt {
                    game: 1,
                    hands: hands.into_iter().collect(),
                    hand_size: 2,
                    pile_size: 10,
                },
                E::Redeal { game: 1 },
                E::CardLaid {
                    seat: s(0),
                    card: er_card(Red, 11),
                    place: Place::Opens,
                    from_draw: false,
                },
                E::CardLaid {
                    seat: s(1),
                    card: er_card(Red, 11),
                    place: Place::Opens,
                    from_draw: true,
                },
                E::CardLaid {
                    seat: s(1),
                    card: er_card(Red, 12),
                    place: Place::High,
                    from_draw: false,
                },
                E::CardLaid {
                    seat: s(0),
                    card: er_card(Red, 10),
                    place: Place::Low,
                    from_draw: true,
                },
                E::CardDrawn {
                    seat: s(0),
                    card: Some(er_card(Blue, 8)),
                },
                E::CardDrawn {
                    seat: s(1),
                    card: None,
                },
                E::Passed { seat: s(1) },
                E::TurnEnded {
                    seat: s(1),
                    next: s(2),
                },
                E::GameOver {
                    game: 1,
                    winner: s(1),
                    penalties: [3, 0, 12, 1].into_iter().collect(),
                },
                E::MatchOver {
                    totals: [3, 0, 12, 1].into_iter().collect(),
                    places: [2, 1, 4, 3].into_iter().collect(),
                },
            ]
            .map(AnyOwnedEvent::ElferRaus),
        );
    }
    {
        use seventy_seven::{Card, ChipReason, Direction, Event as E};
        let n = |v| Card::number(v).unwrap();
        let hands = [
            Some(vec![n(5), Card::DOUBLE, n(-10)]),
            None,
            Some(vec![]),
            None,
        ];
        all.extend(
            [
                E::RoundDealt {
                    round: 2,
                    start: s(1),
                    hands: hands.into_iter().collect(),
                    pile_size: 30,
                },
                E::CardPlayed {
                    seat: s(0),
                    card: n(11),
                    total: 22,
                },
                E::CardPlayed {
                    seat: s(1),
                    card: Card::REVERSE,
                    total: 22,
                },
                E::CardPlayed {
                    seat: s(1),
                    card: Card::DOUBLE,
                    total: 22,
                },
                E::DirectionReversed {
                    direction: Direction::Clockwise,
                },
                E::DirectionReversed {
                    direction: Direction::CounterClockwise,
                },
                E::ChipGiven {
                    seat: s(0),
                    reason: ChipReason::Schnapszahl,
                    chips_left: 1,
                },
                E::ChipGiven {
                    seat: s(1),
                    reason: ChipReason::SeventySevenOrMore,
                    chips_left: 0,
                },
                E::Swimming { seat: s(1) },
                E::PlayerOut {
                    seat: s(1),
                    hand: [n(5), n(8)].into_iter().collect(),
                },
                E::PlayerOut {
                    seat: s(0),
                    hand: Default::default(),
                },
                E::DoubleDue { seat: s(0) },
                E::SecondCardDue { seat: s(0) },
                E::CardDrawn {
                    seat: s(0),
                    card: Some(n(8)),
                },
                E::CardDrawn {
                    seat: s(1),
                    card: None,
                },
                E::Reshuffled {
                    cards: [n(5), n(6)].into_iter().collect(),
                },
                E::TurnEnded {
                    seat: s(0),
                    next: s(1),
                },
                E::RoundOver {
                    round: 2,
                    seat: s(1),
                    total: 80,
                },
                E::GameOver {
                    winner: s(0),
                    places: [1, 2, 3, 4].into_iter().collect(),
                },
            ]
            .map(AnyOwnedEvent::SeventySeven),
        );
    }
    {
        use juhu22::{Card, ChipReason, Colour, Event as E, RoundKind};
        let zero = |c, r| Card::zero(c, r).unwrap();
        let n = |v| Card::number(v).unwrap();
        let hands = [
            Some(vec![zero(Colour::Blue, 4), Card::JUHU, n(7)]),
            None,
            Some(vec![]),
            None,
        ];
        let mut events = Vec::new();
        for (round, hand) in [
            RoundKind::Basic,
            RoundKind::Mandatory,
            RoundKind::Point,
            RoundKind::Payout,
        ]
        .into_iter()
        .zip(1..)
        {
            events.push(E::HandDealt {
                hand,
                round,
                dealer: s(hand as u8 % 2),
                hands: hands.iter().cloned().collect(),
                stack_size: 10,
            });
        }
        events.extend([
            E::Redeal {
                seat: s(1),
                one_colour: false,
            },
            E::ColourBonus {
                seat: s(0),
                points: 4,
            },
            E::DealerPenalty {
                seat: s(1),
                points: -4,
            },
            E::Joined { seat: s(0) },
            E::SatOut { seat: s(1) },
            E::HandVoid,
            E::SoleParticipant { seat: s(1) },
            E::Exchanged {
                seat: s(0),
                count: 2,
                gave: Some([n(1), zero(Colour::Red, 1)].into_iter().collect()),
                got: Some([n(20), n(21)].into_iter().collect()),
            },
            E::Exchanged {
                seat: s(1),
                count: 1,
                gave: None,
                got: None,
            },
            E::Exchanged {
                seat: s(1),
                count: 2,
                gave: None,
                got: None,
            },
            E::Exchanged {
                seat: s(0),
                count: 0,
                gave: Some(Default::default()),
                got: Some(Default::default()),
            },
            E::StackRefilled { count: 3 },
            E::CardPlayed {
                seat: s(1),
                card: zero(Colour::Green, 1),
            },
            E::CardPlayed {
                seat: s(0),
                card: Card::JUHU,
            },
            E::CardPlayed {
                seat: s(0),
                card: n(8),
            },
            E::JuhuDutyDeferred { seat: s(0) },
            E::TrickWon {
                seat: s(1),
                trick: 3,
            },
            E::HandScored {
                changes: [2, -4, 0, 1].into_iter().collect(),
                points: [5, -8, 0, 1].into_iter().collect(),
            },
            E::ChipsMoved {
                seat: s(0),
                reason: ChipReason::Ante,
                amount: 1,
                pot: 4,
            },
            E::ChipsMoved {
                seat: s(1),
                reason: ChipReason::Penalty,
                amount: 4,
                pot: 8,
            },
            E::ChipsMoved {
                seat: s(1),
                reason: ChipReason::Payout,
                amount: 2,
                pot: 6,
            },
            E::ChipsMoved {
                seat: s(2),
                reason: ChipReason::Share,
                amount: 3,
                pot: 0,
            },
            E::ChipsScored {
                chips: [10, 12, 3, 0].into_iter().collect(),
                pot: 1,
            },
            E::PotCarried { amount: 1 },
            E::PlayerOut { seat: s(1) },
            E::GameOver {
                places: [1, 2, 3, 4].into_iter().collect(),
                scores: [3, 2, 1, 0].into_iter().collect(),
            },
        ]);
        all.extend(events.into_iter().map(AnyOwnedEvent::Juhu22));
    }
    {
        use rauswurf::Event as E;
        all.extend(
            [
                E::Dealt {
                    hands: vec![Some(vec![rw(2), rw(8)]), None, None, None],
                    pile_size: 40,
                    start: s(1),
                },
                E::Cleared {
                    seat: s(0),
                    value: rw(5),
                    with: Default::default(),
                },
                E::Cleared {
                    seat: s(1),
                    value: rw(5),
                    with: [s(0)].into_iter().collect(),
                },
                E::Cleared {
                    seat: s(0),
                    value: rw(5),
                    with: [s(2)].into_iter().collect(),
                },
                E::Cleared {
                    seat: s(3),
                    value: rw(5),
                    with: [s(1), s(2)].into_iter().collect(),
                },
                E::Cleared {
                    seat: s(3),
                    value: rw(5),
                    with: [s(1), s(0)].into_iter().collect(),
                },
                E::Laid {
                    seat: s(0),
                    card: rw(4),
                },
                E::Laid {
                    seat: s(1),
                    card: rw(11),
                },
                E::Joined {
                    value: rw(5),
                    seats: [s(0), s(1)].into_iter().collect(),
                    strength: 10,
                },
                E::ThrownOut {
                    seat: s(0),
                    card: rw(4),
                    strength: 4,
                    by: s(2),
                },
                E::ThrownOut {
                    seat: s(1),
                    card: rw(4),
                    strength: 4,
                    by: s(0),
                },
                E::CardDrawn {
                    seat: s(0),
                    card: Some(rw(18)),
                },
                E::CardDrawn {
                    seat: s(0),
                    card: None,
                },
                E::CardDrawn {
                    seat: s(1),
                    card: None,
                },
                E::Reshuffled {
                    cards: [rw(2), rw(3)].into_iter().collect(),
                },
                E::TurnEnded {
                    seat: s(0),
                    next: s(1),
                },
                E::Won {
                    seats: [s(2)].into_iter().collect(),
                },
                E::Won {
                    seats: [s(0)].into_iter().collect(),
                },
                E::Won {
                    seats: [s(1), s(2)].into_iter().collect(),
                },
                E::Won {
                    seats: [s(1), s(0)].into_iter().collect(),
                },
                E::TurnLimitReached { turns: 2000 },
            ]
            .map(AnyOwnedEvent::Rauswurf),
        );
    }
    {
        use help_game::{Called, Card, Direction, Event as E, RoundEnd};
        let hands = [Some(vec![hn(1), Card::JOKER, Card::NO]), None, None, None];
        all.extend(
            [
                E::Dealt {
                    round: 1,
                    direction: Direction::Clockwise,
                    hands: hands.iter().cloned().collect(),
                    pile_size: 80,
                },
                E::Dealt {
                    round: 2,
                    direction: Direction::CounterClockwise,
                    hands: hands.into_iter().collect(),
                    pile_size: 80,
                },
                E::Redeal { round: 1 },
                E::StartChosen {
                    start: s(1),
                    called: [
                        Called::Lowest(2),
                        Called::NoNumber,
                        Called::NotAsked,
                        Called::Lowest(8),
                    ]
                    .into_iter()
                    .collect(),
                },
                E::NumberLaid {
                    seat: s(0),
                    card: hn(8),
                },
                E::JokerInserted {
                    seat: s(1),
                    at: 2,
                    value: 4,
                },
                E::Switched {
                    seat: s(0),
                    at: 1,
                    taken: Card::JOKER,
                    put: hn(7),
                },
                E::Zapped {
                    seat: s(0),
                    removed: hn(5),
                },
                E::Zapped {
                    seat: s(1),
                    removed: Card::JOKER,
                },
                E::NoLaid { seat: s(0) },
                E::NoLaid { seat: s(1) },
                E::Skipped { seat: s(0) },
                E::NoDiscarded { seat: s(1) },
                E::RowCleared {
                    cards: [hn(1), hn(2)].into_iter().collect(),
                },
                E::CardDrawn {
                    seat: s(0),
                    card: Some(Card::NO),
                },
                E::CardDrawn {
                    seat: s(1),
                    card: None,
                },
                E::Reshuffled { count: 1 },
                E::HelpAsked {
                    seat: s(1),
                    helper: Some(s(0)),
                    needed: Default::default(),
                },
                E::HelpAsked {
                    seat: s(0),
                    helper: None,
                    needed: Default::default(),
                },
                E::HelpGiven {
                    helper: s(0),
                    seat: s(1),
                    card: Some(hn(5)),
                },
                E::HelpGiven {
                    helper: s(2),
                    seat: s(1),
                    card: None,
                },
                E::CardGivenBack {
                    seat: s(1),
                    helper: s(0),
                    card: Some(Card::SWITCH),
                },
                E::CardGivenBack {
                    seat: s(1),
                    helper: s(2),
                    card: None,
                },
                E::TurnEnded {
                    seat: s(0),
                    next: s(1),
                },
                E::RoundLost {
                    asker: s(1),
                    helper: Some(s(2)),
                    how: RoundEnd::HelpFailed,
                    scorers: [s(0), s(3)].into_iter().collect(),
                    points: Default::default(),
                },
                E::RoundLost {
                    asker: s(1),
                    helper: None,
                    how: RoundEnd::LeftHelpless,
                    scorers: [s(1)].into_iter().collect(),
                    points: Default::default(),
                },
                E::GameOver {
                    winners: [s(0)].into_iter().collect(),
                },
                E::GameOver {
                    winners: [s(1), s(2)].into_iter().collect(),
                },
            ]
            .map(AnyOwnedEvent::Help),
        );
    }
    all
}

/// An event of any game, owned (for the test lists).
#[derive(Clone, Debug)]
enum AnyOwnedEvent {
    ElferRaus(elfer_raus::Event),
    SeventySeven(seventy_seven::Event),
    Juhu22(juhu22::Event),
    Rauswurf(rauswurf::Event),
    Help(help_game::Event),
}

impl AnyOwnedEvent {
    fn as_ref(&self) -> EventRef<'_> {
        match self {
            AnyOwnedEvent::ElferRaus(e) => e.into(),
            AnyOwnedEvent::SeventySeven(e) => e.into(),
            AnyOwnedEvent::Juhu22(e) => e.into(),
            AnyOwnedEvent::Rauswurf(e) => e.into(),
            AnyOwnedEvent::Help(e) => e.into(),
        }
    }
}

#[test]
fn every_event_message_is_reached_and_reads_cleanly_in_both_languages() {
    for lang in Lang::ALL {
        USED.with(|used| used.borrow_mut().clear());
        let texts = Texts::new(lang);
        for event in every_kind_of_event() {
            for viewer in 0..4 {
                let names = four(lang, Seat(viewer));
                if let Some(line) = texts.event_line(event.as_ref(), Seat(viewer), &names) {
                    assert_clean(&line, &format!("{event:?}"));
                    assert!(
                        line.ends_with(['.', '!']) || line.contains(": "),
                        "{line:?}"
                    );
                }
            }
        }
        let used = used();
        let missed: Vec<_> = events::ids::ALL
            .iter()
            .filter(|id| !used.contains(**id))
            .collect();
        assert!(missed.is_empty(), "{}: never used {missed:?}", lang.tag());
    }
}

#[test]
fn the_grammar_defects_of_the_terminal_are_gone() {
    use Lang::{De, En};
    let thrown = rauswurf::Event::ThrownOut {
        seat: Seat(0),
        card: rw(4),
        strength: 4,
        by: Seat(2),
    };
    assert_eq!(line(En, &thrown, 0), "Bot 1 throws out your 4.");
    assert_eq!(line(De, &thrown, 0), "Bot 1 wirft deine 4 hinaus.");
    let thrown = rauswurf::Event::ThrownOut {
        seat: Seat(1),
        card: rw(11),
        strength: 11,
        by: Seat(0),
    };
    assert_eq!(line(En, &thrown, 0), "You throw out Ben’s 11.");
    assert_eq!(line(De, &thrown, 0), "Du wirfst die 11 von Ben hinaus.");
    let won = rauswurf::Event::Won {
        seats: [Seat(3)].into_iter().collect(),
    };
    assert_eq!(line(En, &won, 0), "Bot 2 has no cards left and wins!");
    assert_eq!(
        line(De, &won, 0),
        "Bot 2 hat keine Karten mehr und gewinnt!"
    );
    let won = rauswurf::Event::Won {
        seats: [Seat(1), Seat(0)].into_iter().collect(),
    };
    assert_eq!(
        line(En, &won, 0),
        "You and Ben have no cards left and win together!"
    );
    assert_eq!(
        line(De, &won, 0),
        "Du und Ben habt keine Karten mehr und gewinnt gemeinsam!"
    );
    let asked = help_game::Event::HelpAsked {
        seat: Seat(1),
        helper: Some(Seat(0)),
        needed: Default::default(),
    };
    assert_eq!(
        line(En, &asked, 0),
        "Ben cannot play and asks you for help."
    );
    assert_eq!(
        line(De, &asked, 0),
        "Ben kann nicht legen und bittet dich um Hilfe."
    );
    let given = help_game::Event::HelpGiven {
        helper: Seat(1),
        seat: Seat(0),
        card: Some(hn(5)),
    };
    assert_eq!(line(De, &given, 0), "Ben gibt dir die 5.");
    assert_eq!(line(En, &given, 0), "Ben passes the 5 to you.");
    let laid = rauswurf::Event::Laid {
        seat: Seat(0),
        card: rw(4),
    };
    assert_eq!(line(De, &laid, 0), "Du legst eine 4 vor dich.");
    assert_eq!(line(De, &laid, 1), "Anna legt eine 4 vor sich.");
    assert_eq!(line(En, &laid, 0), "You lay a 4 face up in front of you.");
    assert_eq!(
        line(En, &laid, 1),
        "Anna lays a 4 face up in front of them."
    );
    let zap = help_game::Event::Zapped {
        seat: Seat(0),
        removed: hn(5),
    };
    assert_eq!(
        line(De, &zap, 0),
        "Du spielst eine Zap-Karte und entfernst die 5 vom Ende der Reihe."
    );
    assert_eq!(
        line(En, &zap, 0),
        "You play a Zap and remove the 5 from the end of the row."
    );
    let no = help_game::Event::CardDrawn {
        seat: Seat(0),
        card: Some(help_game::Card::NO),
    };
    assert_eq!(line(De, &no, 0), "Du ziehst eine No!-Karte.");
    assert_eq!(line(En, &no, 0), "You draw a No! card.");
    let joker = help_game::Event::CardDrawn {
        seat: Seat(0),
        card: Some(help_game::Card::JOKER),
    };
    assert_eq!(line(De, &joker, 0), "Du ziehst einen Joker.");
    let eight = rauswurf::Event::CardDrawn {
        seat: Seat(0),
        card: Some(rw(8)),
    };
    assert_eq!(line(En, &eight, 0), "You draw an 8 as a replacement.");
    let one = juhu22::Event::Exchanged {
        seat: Seat(1),
        count: 1,
        gave: None,
        got: None,
    };
    assert_eq!(line(En, &one, 0), "Ben swaps 1 card.");
    assert_eq!(line(De, &one, 0), "Ben tauscht 1 Karte.");
    let two = juhu22::Event::Exchanged {
        seat: Seat(1),
        count: 2,
        gave: None,
        got: None,
    };
    assert_eq!(line(En, &two, 0), "Ben swaps 2 cards.");
    assert_eq!(line(De, &two, 0), "Ben tauscht 2 Karten.");
    let failed = help_game::Event::RoundLost {
        asker: Seat(1),
        helper: Some(Seat(2)),
        how: help_game::RoundEnd::HelpFailed,
        scorers: [Seat(0), Seat(3)].into_iter().collect(),
        points: Default::default(),
    };
    assert_eq!(
        line(De, &failed, 0),
        "Keine Hilfe möglich: Der Durchgang ist aus. Du und Bot 2 bekommt je einen Punkt."
    );
    assert_eq!(
        line(En, &failed, 0),
        "No help possible: the round is over. You and Bot 2 score a point."
    );
}

#[test]
fn german_names_each_game_s_rounds_as_its_rulebook_does() {
    for event in every_kind_of_event() {
        let Some(text) =
            Texts::new(Lang::De).event_line(event.as_ref(), Seat(0), &four(Lang::De, Seat(0)))
        else {
            continue;
        };
        match event {
            AnyOwnedEvent::Help(_) => assert!(!text.contains("Runde"), "{text}"),
            AnyOwnedEvent::SeventySeven(_) | AnyOwnedEvent::Juhu22(_) => {
                assert!(!text.contains("Durchgang"), "{text}")
            }
            _ => {}
        }
    }
}

#[test]
fn a_hidden_rauswurf_draw_is_told_from_an_empty_pile() {
    let texts = Texts::new(Lang::En);
    let names = four(Lang::En, Seat(0));
    let dealt = rauswurf::Event::Dealt {
        hands: vec![Some(vec![rw(2)]), None, None, None],
        pile_size: 1,
        start: Seat(0),
    };
    let hidden = rauswurf::Event::CardDrawn {
        seat: Seat(1),
        card: None,
    };
    let mut reader = EventReader::new();
    reader.line(&texts, &dealt, Seat(0), &names);
    assert_eq!(
        reader.line(&texts, &hidden, Seat(0), &names).unwrap(),
        "Ben draws a replacement card."
    );
    assert_eq!(
        reader.line(&texts, &hidden, Seat(0), &names).unwrap(),
        "Ben cannot draw a replacement: the draw pile and the discards are empty."
    );
    let reshuffled = rauswurf::Event::Reshuffled {
        cards: [rw(3)].into_iter().collect(),
    };
    reader.line(&texts, &reshuffled, Seat(0), &names);
    assert_eq!(
        reader.line(&texts, &hidden, Seat(0), &names).unwrap(),
        "Ben draws a replacement card."
    );
    // Without the events before it, a hidden draw is a card drawn, never an empty pile.
    assert_eq!(
        texts.event_line(&hidden, Seat(0), &names).unwrap(),
        "Ben draws a replacement card."
    );
}

#[test]
fn a_match_of_one_game_ends_with_that_game() {
    let texts = Texts::new(Lang::En);
    let names = four(Lang::En, Seat(0));
    let penalties = [0, 12, 7, 3];
    let game_over = |game| elfer_raus::Event::GameOver {
        game,
        winner: Seat(1),
        penalties: penalties.as_slice().into(),
    };
    let match_over = elfer_raus::Event::MatchOver {
        totals: penalties.as_slice().into(),
        places: [1u8, 4, 3, 2].as_slice().into(),
    };
    let mut reader = EventReader::new();
    let line = reader.line(&texts, &game_over(1), Seat(0), &names).unwrap();
    assert!(line.starts_with("Game 1 is over"), "{line}");
    assert_eq!(reader.line(&texts, &match_over, Seat(0), &names), None);
    let mut reader = EventReader::new();
    reader.line(&texts, &game_over(1), Seat(0), &names);
    reader.line(&texts, &game_over(2), Seat(0), &names);
    let line = reader.line(&texts, &match_over, Seat(0), &names).unwrap();
    assert!(line.starts_with("The match is over."), "{line}");
}

#[test]
fn default_names_are_bots_and_players_never_guests() {
    use spieleabend_core::table::{BotLevel, SeatKind};
    let kinds = [
        SeatKind::Human,
        SeatKind::Bot(BotLevel::Easy),
        SeatKind::Remote,
        SeatKind::Bot(BotLevel::Hard),
    ];
    assert_eq!(
        Texts::new(Lang::En).default_seat_names(&kinds),
        ["Player 1", "Bot 1", "Player 2", "Bot 2"]
    );
    assert_eq!(
        Texts::new(Lang::De).default_seat_names(&kinds),
        ["Spieler 1", "Bot 1", "Spieler 2", "Bot 2"]
    );
    let texts = Texts::new(Lang::De);
    let names = four(Lang::De, Seat(1));
    assert_eq!(texts.seat_name(Seat(1), &names), "Du");
    assert_eq!(texts.seat_name(Seat(0), &names), "Anna");
}

/// Every card of every game.
fn every_card() -> Vec<Vec<AnyCard>> {
    vec![
        elfer_raus::Colour::ALL
            .into_iter()
            .flat_map(|c| (1..=20).map(move |v| er_card(c, v).into()))
            .collect(),
        seventy_seven::Card::all().map(AnyCard::from).collect(),
        juhu22::CardSet::DECK.iter().map(AnyCard::from).collect(),
        (2..=20).map(|v| rw(v).into()).collect(),
        help_game::Card::all().map(AnyCard::from).collect(),
    ]
}

#[test]
fn every_card_has_distinct_clean_labels_in_both_languages() {
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        for cards in every_card() {
            let labels: Vec<CardLabel> = cards.iter().map(|c| texts.card(*c)).collect();
            let shorts: BTreeSet<_> = labels.iter().map(|l| l.short.clone()).collect();
            let spoken: BTreeSet<_> = labels.iter().map(|l| l.spoken.clone()).collect();
            assert_eq!(shorts.len(), cards.len(), "{shorts:?}");
            assert_eq!(spoken.len(), cards.len(), "{spoken:?}");
            for (card, label) in cards.iter().zip(&labels) {
                assert_clean(&label.short.replace('_', " "), &format!("{card:?}"));
                assert_clean(&label.spoken, &format!("{card:?}"));
                for article in [cards::Article::A, cards::Article::The] {
                    assert_clean(&texts.card_phrase(*card, article), &format!("{card:?}"));
                }
                assert_eq!(label.mark, label.colour.map(CardColour::mark));
            }
        }
    }
    let marks: BTreeSet<_> = CardColour::ALL.iter().map(|c| c.mark()).collect();
    assert_eq!(marks.len(), 4);
}

#[test]
fn cards_speak_with_colours_rings_and_special_names() {
    let en = Texts::new(Lang::En);
    let de = Texts::new(Lang::De);
    let red12 = er_card(elfer_raus::Colour::Red, 12);
    assert_eq!(en.card(red12).short, "r12");
    assert_eq!(en.card(red12).spoken, "red 12");
    assert_eq!(de.card(red12).spoken, "rote 12");
    assert_eq!(en.card(red12).mark, Some("▲"));
    let zero = juhu22::Card::zero(juhu22::Colour::Blue, 4).unwrap();
    assert_eq!(en.card(zero).short, "b0/4");
    assert_eq!(en.card(zero).spoken, "blue zero with 4 rings");
    assert_eq!(de.card(zero).spoken, "blaue Null mit 4 Ringen");
    let one_ring = juhu22::Card::zero(juhu22::Colour::Green, 1).unwrap();
    assert_eq!(en.card(one_ring).spoken, "green zero with 1 ring");
    assert_eq!(de.card(one_ring).spoken, "grüne Null mit 1 Ring");
    assert_eq!(en.card(juhu22::Card::JUHU).short, "22Juhu");
    assert_eq!(en.card(seventy_seven::Card::DOUBLE).short, "×2");
    assert_eq!(de.card(help_game::Card::SWITCH).spoken, "Switch-Karte");
    assert_eq!(de.card(help_game::Card::SWITCH).short, "Switch");
    assert_eq!(en.cards_spoken([rw(2), rw(3), rw(4)]), "2, 3 and 4");
    assert_eq!(de.colour_name(CardColour::Green), "Grün");
}

#[test]
fn every_registry_text_exists_in_both_languages() {
    use spieleabend_core::games::GameId;
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        for game in GameId::ALL {
            let info = game.info();
            let ids = info.variants.iter().map(|v| v.text);
            for id in ids.chain(info.options.iter().map(|o| o.text)) {
                assert!(texts.has(id), "{}: {id} missing", lang.tag());
                // The setup screen's line on what the variant or option means.
                let about = format!("{id}-about");
                assert!(texts.has(&about), "{}: {about} missing", lang.tag());
            }
        }
    }
}

/// The message ids written as string literals at the app's call sites
/// (`texts.get("id", …)`, `t("id", …)`), with the file they are in.
fn literal_ids() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, found: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("the source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let source = std::fs::read_to_string(&path).expect("a source file");
                for opener in ["get(\"", "t(\""] {
                    for (at, _) in source.match_indices(opener) {
                        let rest = &source[at + opener.len()..];
                        let id: String = rest.chars().take_while(|c| *c != '"').collect();
                        let is_id = id.contains('-')
                            && id
                                .chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                        if is_id {
                            found.push((path.display().to_string(), id));
                        }
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    found
}

#[test]
fn every_id_written_at_a_call_site_exists_in_both_languages() {
    let ids = literal_ids();
    assert!(
        ids.iter().any(|(_, id)| id == "app-name"),
        "the scan finds call sites"
    );
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        let missing: Vec<_> = ids.iter().filter(|(_, id)| !texts.has(id)).collect();
        assert!(missing.is_empty(), "{}: missing {missing:?}", lang.tag());
    }
}

#[test]
fn names_stay_as_written_and_a_pronoun_starting_a_sentence_gets_its_capital() {
    let texts = Texts::new(Lang::De);
    let names = SeatNames::new(vec!["anna".into(), "Ben".into()], Some(Seat(1)));
    let won = rauswurf::Event::Won {
        seats: [Seat(0)].into_iter().collect(),
    };
    assert_eq!(
        texts.event_line(&won, Seat(1), &names).unwrap(),
        "anna hat keine Karten mehr und gewinnt!"
    );
    let won = rauswurf::Event::Won {
        seats: [Seat(0), Seat(1)].into_iter().collect(),
    };
    assert_eq!(
        texts.event_line(&won, Seat(1), &names).unwrap(),
        "Du und anna habt keine Karten mehr und gewinnt gemeinsam!"
    );
    let helpless = help_game::Event::RoundLost {
        asker: Seat(1),
        helper: None,
        how: help_game::RoundEnd::LeftHelpless,
        scorers: [Seat(1), Seat(0)].into_iter().collect(),
        points: Default::default(),
    };
    assert_eq!(
        texts.event_line(&helpless, Seat(1), &names).unwrap(),
        "Hilflos zurückgelassen: Du und anna bekommt je einen Punkt."
    );
}

/// A player reads cards in words: no card of any game, alone, with an article or in a
/// list, names a card by its typed notation ("r6", "ro13", "gr0/2") in either language
/// (random games' lines are checked with the other rules of [`check_lines`]).
#[test]
fn no_card_in_words_is_a_notation_code() {
    use super::notation::notation_code;
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        for cards in every_card() {
            let mut read = vec![texts.cards_spoken(cards.iter().copied())];
            for card in &cards {
                read.push(texts.card_spoken(*card));
                read.push(texts.card_phrase(*card, cards::Article::A));
                read.push(texts.card_phrase(*card, cards::Article::The));
            }
            for text in &read {
                assert_eq!(notation_code(text), None, "{}: {text}", lang.tag());
            }
        }
    }
}

#[test]
fn german_says_what_players_say() {
    // Words and phrases no German player uses, with what they say instead.
    let wrong = [
        ("Neugeber", "Neugeben"),
        ("ist gegeben", "ist ausgeteilt"),
        ("Höchstens Durchgänge", "Höchstzahl der Durchgänge"),
        ("treten bei {", "treten über … bei"),
    ];
    for (file, source) in Lang::De.resources() {
        for (found, instead) in wrong {
            assert!(
                !source.contains(found),
                "de/{file}: {found:?} — say {instead:?}"
            );
        }
    }
    // A rule's number says what it counts.
    let texts = Texts::new(Lang::En);
    assert!(
        texts
            .get("option-juhu22-misdeal-penalty", &[])
            .ends_with("4 points")
    );
}
