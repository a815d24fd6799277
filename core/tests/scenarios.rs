//! Runs every scenario file in `tests/scenarios/` and checks the runner's own
//! behaviour on failing and malformed scenarios.

use std::path::{Path, PathBuf};

use spieleabend_core::scenario::{self, ScenarioError};

fn scenario_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(scenario_files(&path));
        } else if path.extension().is_some_and(|x| x == "json") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn scenarios_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios")
}

#[test]
fn every_scenario_file_passes() {
    let files = scenario_files(&scenarios_dir());
    assert!(files.len() >= 50, "scenario files missing: {files:?}");
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        match scenario::run(&text) {
            Ok(Ok(_)) => {}
            Ok(Err(failure)) => failures.push(format!("{}: {failure:?}", file.display())),
            Err(error) => failures.push(format!("{}: {error}", file.display())),
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The rulings the scenario files of one game cite, joined as text.
fn cited_rulings(game: &str) -> String {
    let mut cited = String::new();
    for file in scenario_files(&scenarios_dir().join(game)) {
        let value: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        assert_eq!(value["game"], game);
        cited += &value["rulings"].to_string();
    }
    cited
}

#[test]
fn scenarios_cover_every_elfer_raus_ruling() {
    let cited = cited_rulings("elfer_raus");
    for ruling in ["ER-R1", "ER-R2", "ER-R3", "ER-R4", "ER-R5", "ER-R6"] {
        assert!(cited.contains(ruling), "no scenario cites {ruling}");
    }
}

/// J-R2 is pinned by unit tests in `core/src/games/juhu22/tests.rs` (J-R8 and J-R10 there too).
#[test]
fn scenarios_cover_the_22juhu_rulings() {
    let cited = cited_rulings("juhu22");
    for n in [1, 3, 4, 5, 6, 7, 8, 9, 10, 11] {
        let ruling = format!("\"J-R{n}\"");
        assert!(cited.contains(&ruling), "no scenario cites {ruling}");
    }
}

/// R-R6 (the turn limit) is pinned by a unit test and measured by the simulator.
#[test]
fn scenarios_cover_the_rauswurf_rulings() {
    let cited = cited_rulings("rauswurf");
    for n in 1..=5 {
        let ruling = format!("\"R-R{n}\"");
        assert!(cited.contains(&ruling), "no scenario cites {ruling}");
    }
}

#[test]
fn scenarios_cover_the_help_rulings() {
    let cited = cited_rulings("help");
    for n in 1..=5 {
        let ruling = format!("\"H-R{n}\"");
        assert!(cited.contains(&ruling), "no scenario cites {ruling}");
    }
}

#[test]
fn scenarios_cover_every_seventy_seven_ruling() {
    let cited = cited_rulings("seventy_seven");
    for n in 1..=9 {
        let ruling = format!("\"S-R{n}\"");
        assert!(cited.contains(&ruling), "no scenario cites {ruling}");
    }
}

/// A short valid scenario to break in different ways: blue 11 opens (the other 11s are
/// at the bottom of the pile), seat 1 holds blue 12.
fn base() -> String {
    let mut deck: Vec<String> = ["red", "yellow", "green", "blue"]
        .iter()
        .flat_map(|c| (1..=20).map(move |v| format!("{c} {v}")))
        .collect();
    let take = |deck: &mut Vec<String>, card: &str| {
        let at = deck.iter().position(|c| c == card).unwrap();
        deck.remove(at)
    };
    let mut hand0 = vec![take(&mut deck, "blue 11")];
    let mut hand1 = vec![take(&mut deck, "blue 12")];
    let elevens: Vec<String> = ["red 11", "yellow 11", "green 11"]
        .iter()
        .map(|c| take(&mut deck, c))
        .collect();
    // Low and high cards fill the hands; they never fit in the first turns.
    deck.sort_by_key(|c| {
        let v: i32 = c.split(' ').nth(1).unwrap().parse().unwrap();
        -(v - 11).abs()
    });
    while hand0.len() < 20 {
        hand0.push(deck.remove(0));
    }
    while hand1.len() < 20 {
        hand1.push(deck.remove(0));
    }
    deck.extend(elevens);
    serde_json::json!({
        "name": "base",
        "game": "elfer_raus",
        "options": {"players": 2},
        "deals": [{"hands": [hand0, hand1], "pile": deck}],
        "steps": [
            {"to_act": 1},
            {"seat": 1, "action": {"lay": "blue 12"}},
            {"view": 1, "contains": {"rows": {"blue": {"low": 11, "high": 12}}}}
        ]
    })
    .to_string()
}

fn with_steps(steps: serde_json::Value) -> String {
    let mut value: serde_json::Value = serde_json::from_str(&base()).unwrap();
    value["steps"] = steps;
    serde_json::to_string_pretty(&value).unwrap()
}

#[test]
fn the_base_scenario_passes() {
    let passed = scenario::run(&base()).unwrap().unwrap();
    assert_eq!(passed.steps, 3);
}

#[test]
fn a_wrong_expectation_fails_at_its_step_showing_expected_and_actual() {
    let text = with_steps(serde_json::json!([
        {"seat": 1, "action": {"lay": "blue 12"}},
        {"view": 1, "contains": {"rows": {"blue": {"high": 13}}}}
    ]));
    let failure = scenario::run(&text).unwrap().unwrap_err();
    assert_eq!(failure.step, 2);
    assert!(
        failure.message.contains("expected 13, got 12"),
        "{}",
        failure.message
    );
}

#[test]
fn an_unexpected_refusal_or_acceptance_fails() {
    let refused = with_steps(serde_json::json!([{"seat": 0, "action": {"lay": "red 1"}}]));
    let failure = scenario::run(&refused).unwrap().unwrap_err();
    assert!(
        failure.message.contains("not_your_turn"),
        "{}",
        failure.message
    );

    let accepted = with_steps(serde_json::json!([
        {"seat": 1, "action": {"lay": "blue 12"}, "error": "does_not_fit"}
    ]));
    let failure = scenario::run(&accepted).unwrap().unwrap_err();
    assert!(failure.message.contains("but it was accepted"));

    let other_error = with_steps(serde_json::json!([
        {"seat": 1, "action": {"lay": "blue 14"}, "error": "does_not_fit"}
    ]));
    let failure = scenario::run(&other_error).unwrap().unwrap_err();
    assert!(
        failure.message.contains("got \"not_in_hand\""),
        "{}",
        failure.message
    );
}

#[test]
fn wrong_turn_outcome_and_events_fail() {
    for steps in [
        serde_json::json!([{"to_act": 0}]),
        serde_json::json!([{"to_act": "finished"}]),
        serde_json::json!([{"outcome": {"places": [1, 2]}}]),
        serde_json::json!([{"events": [{"card_drawn": {"seat": 0}}]}]),
    ] {
        assert!(
            scenario::run(&with_steps(steps.clone())).unwrap().is_err(),
            "{steps} passed"
        );
    }
}

fn malformed(text: &str) -> ScenarioError {
    scenario::run(text).expect_err("should not run")
}

#[test]
fn broken_json_reports_line_and_column() {
    let text = base().replacen("\"steps\"", "\n\n  \"steps\" oops", 1);
    match malformed(&text) {
        ScenarioError::Malformed { line, column, .. } => {
            assert_eq!(line, 3);
            assert!(column > 1);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_bad_card_is_reported_where_it_is() {
    let text = with_steps(serde_json::json!([{"seat": 1, "action": {"lay": "purple 3"}}]));
    match malformed(&text) {
        ScenarioError::Malformed { line, message, .. } => {
            assert!(message.contains("purple 3"), "{message}");
            let shown = text.lines().nth(line - 1).unwrap();
            assert!(shown.contains("purple 3"), "line {line} is {shown:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn unknown_fields_games_steps_and_actions_are_refused() {
    let unknown_field = base().replacen("\"name\"", "\"nmae\": 1, \"name\"", 1);
    assert!(matches!(
        malformed(&unknown_field),
        ScenarioError::Malformed { .. }
    ));
    let unknown_game = base().replacen("elfer_raus", "skat", 1);
    assert_eq!(
        malformed(&unknown_game),
        ScenarioError::UnknownGame("skat".into())
    );
    for steps in [
        serde_json::json!([{"seat": 1}]),
        serde_json::json!([{"action": "end_turn"}]),
        serde_json::json!([{"view": 1}]),
        serde_json::json!([{"to_act": 1, "view": 1, "contains": {}}]),
        serde_json::json!([{"to_act": "everyone"}]),
        serde_json::json!([{"seat": 1, "action": "draw"}]),
        serde_json::json!([{"seat": 1, "action": {"lay": "blue 12"}, "contains": {}}]),
    ] {
        assert!(
            matches!(
                malformed(&with_steps(steps.clone())),
                ScenarioError::Malformed { .. }
            ),
            "{steps} was accepted"
        );
    }
}

#[test]
fn options_and_deals_that_set_up_no_game_are_refused() {
    let seven = base().replacen("\"players\":2", "\"players\":7", 1);
    assert!(matches!(malformed(&seven), ScenarioError::Setup(_)));
    let short_deal = base().replacen("\"red 11\",", "", 1);
    assert!(matches!(malformed(&short_deal), ScenarioError::Setup(_)));
    let variant = base().replacen("\"name\"", "\"variant\": \"pro\", \"name\"", 1);
    assert!(matches!(malformed(&variant), ScenarioError::Setup(_)));
}

#[test]
fn arbitrary_text_never_panics() {
    for text in [
        "",
        "{",
        "[]",
        "null",
        "{\"game\": 3}",
        "{\"game\": \"elfer_raus\"}",
        "\u{0}",
    ] {
        assert!(scenario::run(text).is_err(), "{text:?}");
    }
}
