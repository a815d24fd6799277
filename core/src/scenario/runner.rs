//! Running one scenario against the engine.

use serde::Deserialize;
use serde_json::Value;

use super::format::{Expectation, Scenario, Step};
use super::matching::subset_match;
use crate::engine::{Game, SetupError, ToAct};
use crate::games::GameId;

/// A scenario that ran to the end with every expectation met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Passed {
    /// The scenario's name.
    pub name: String,
    /// Steps run.
    pub steps: usize,
}

/// A scenario that ran but did not behave as expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The scenario's name.
    pub name: String,
    /// 1-based number of the first step that failed.
    pub step: usize,
    /// What was expected and what happened instead.
    pub message: String,
}

/// Why a scenario file could not be run at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    /// The file is not valid JSON or not a valid scenario; line and column are 1-based.
    #[error("line {line}, column {column}: {message}")]
    Malformed {
        line: usize,
        column: usize,
        message: String,
    },
    /// The `game` field names no game the core knows.
    #[error("unknown game {0:?}")]
    UnknownGame(String),
    /// The options, variant or deals do not set up a game.
    #[error("cannot set up the game: {0}")]
    Setup(#[from] SetupError),
}

impl From<serde_json::Error> for ScenarioError {
    fn from(error: serde_json::Error) -> Self {
        // serde_json appends " at line L column C" to its messages; keep just the text.
        let text = error.to_string();
        let message = match text.rfind(" at line ") {
            Some(cut) => text[..cut].to_string(),
            None => text,
        };
        ScenarioError::Malformed {
            line: error.line(),
            column: error.column(),
            message,
        }
    }
}

/// Runs the scenario in `text`. `Ok(Ok(_))` passed, `Ok(Err(_))` ran and failed,
/// `Err(_)` could not be run.
pub fn run(text: &str) -> Result<Result<Passed, Failure>, ScenarioError> {
    #[derive(Deserialize)]
    struct Header {
        game: String,
    }
    let header: Header = serde_json::from_str(text)?;
    let id = GameId::parse(&header.game).ok_or(ScenarioError::UnknownGame(header.game))?;
    crate::with_game!(id, G => run_game::<G>(text))
}

fn run_game<G: Game>(text: &str) -> Result<Result<Passed, Failure>, ScenarioError> {
    let scenario: Scenario<G> = serde_json::from_str(text)?;
    let mut options = scenario.options.clone();
    if let Some(variant) = &scenario.variant {
        G::select_variant(&mut options, variant)?;
    }
    let (mut game, mut last_events) = G::with_deals(&options, scenario.deals, scenario.seed)?;
    let steps = scenario.steps.len();
    for (index, step) in scenario.steps.into_iter().enumerate() {
        let checked = match step {
            Step::Act {
                seat,
                action,
                error,
                events,
            } => act(&mut game, seat, action, error, events, &mut last_events),
            Step::Expect(expectation) => expect(&game, &expectation, &last_events),
        };
        if let Err(message) = checked {
            return Ok(Err(Failure {
                name: scenario.name,
                step: index + 1,
                message,
            }));
        }
    }
    Ok(Ok(Passed {
        name: scenario.name,
        steps,
    }))
}

fn act<G: Game>(
    game: &mut G,
    seat: crate::engine::Seat,
    action: G::Action,
    expected_error: Option<String>,
    expected_events: Option<Vec<Value>>,
    last_events: &mut Vec<G::Event>,
) -> Result<(), String> {
    let action_text = to_json(&action);
    match (game.apply(seat, action), expected_error) {
        (Ok(events), None) => {
            *last_events = events;
            match expected_events {
                Some(patterns) => events_contain(&patterns, last_events),
                None => Ok(()),
            }
        }
        (Ok(_), Some(code)) => Err(format!(
            "seat {seat} {action_text}: expected error {code:?}, but it was accepted"
        )),
        (Err(error), None) => Err(format!(
            "seat {seat} {action_text}: refused with {:?} ({error})",
            error_code(&error)
        )),
        (Err(error), Some(code)) if error_code(&error) == code => Ok(()),
        (Err(error), Some(code)) => Err(format!(
            "seat {seat} {action_text}: expected error {code:?}, got {:?} ({error})",
            error_code(&error)
        )),
    }
}

fn expect<G: Game>(
    game: &G,
    expectation: &Expectation,
    last_events: &[G::Event],
) -> Result<(), String> {
    match expectation {
        Expectation::View { seat, contains } => subset_match(contains, &to_json(&game.view(*seat)))
            .map_err(|miss| format!("view of seat {seat}: {miss}")),
        Expectation::ToAct(expected) => {
            let actual = game.to_act();
            if actual == *expected {
                Ok(())
            } else {
                Err(format!(
                    "to act: expected {}, got {}",
                    to_act_text(*expected),
                    to_act_text(actual)
                ))
            }
        }
        Expectation::Outcome(expected) => {
            let actual = to_json(&game.outcome());
            subset_match(expected, &actual).map_err(|miss| format!("outcome: {miss}"))
        }
        Expectation::Events(patterns) => events_contain(patterns, last_events),
    }
}

/// Every pattern matches some event, in order.
fn events_contain<E: serde::Serialize>(patterns: &[Value], events: &[E]) -> Result<(), String> {
    let actual: Vec<Value> = events.iter().map(to_json).collect();
    let mut rest = actual.iter();
    for pattern in patterns {
        if !rest.any(|event| subset_match(pattern, event).is_ok()) {
            let listed: Vec<String> = actual.iter().map(Value::to_string).collect();
            return Err(format!(
                "expected event {pattern} (in this order) among: [{}]",
                listed.join(", ")
            ));
        }
    }
    Ok(())
}

fn to_act_text(to_act: ToAct) -> String {
    match to_act {
        ToAct::Seat(seat) => format!("seat {seat}"),
        ToAct::Finished => "finished".into(),
    }
}

/// The error's code as written in scenario files: its serialized variant name.
fn error_code<E: serde::Serialize>(error: &E) -> String {
    match to_json(error) {
        Value::String(code) => code,
        Value::Object(map) => map.keys().next().cloned().unwrap_or_default(),
        other => other.to_string(),
    }
}

fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}
