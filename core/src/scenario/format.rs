//! The typed form of a scenario file (see `docs/scenarios.md`).

use serde::{Deserialize, Deserializer};
use serde_json::Value;

use crate::engine::{Game, Seat, ToAct};

/// One scenario: a game set up with stacked deals and a list of steps.
#[derive(Debug, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Scenario<G: Game> {
    /// What the scenario shows, printed in reports.
    pub name: String,
    /// Longer explanation for readers (not checked).
    #[serde(default)]
    pub description: Option<String>,
    /// Rulings the scenario pins down, e.g. `["ER-R2"]` (not checked).
    #[serde(default)]
    pub rulings: Vec<String>,
    /// The game id, e.g. `elfer_raus`.
    pub game: String,
    /// The variant name for games that have variants.
    #[serde(default)]
    pub variant: Option<String>,
    /// The game's options; omitted fields take their defaults.
    #[serde(default)]
    pub options: G::Options,
    /// Seed for any shuffle after the stacked deals are used up.
    #[serde(default)]
    pub seed: u64,
    /// The exact deals, in the order the game makes them.
    #[serde(default)]
    pub deals: Vec<G::Deal>,
    /// What happens and what is expected, in order.
    pub steps: Vec<Step<G>>,
}

/// One step of a scenario.
#[derive(Debug)]
pub enum Step<G: Game> {
    /// `seat` takes `action`. With `error`, the action must be refused with that
    /// error code; with `events`, these patterns must appear in order among the events
    /// it caused.
    Act {
        seat: Seat,
        action: G::Action,
        error: Option<String>,
        events: Option<Vec<Value>>,
    },
    /// A check that changes nothing.
    Expect(Expectation),
}

/// A check on the game as it stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Expectation {
    /// The view of `seat`, serialized to JSON, contains `contains`.
    View { seat: Seat, contains: Value },
    /// This seat (or nobody, when finished) is to act.
    ToAct(ToAct),
    /// The outcome contains this value; `null` means the game is not over.
    Outcome(Value),
    /// These patterns appear in order among the events of the last action (or of the
    /// setup, before the first action).
    Events(Vec<Value>),
}

/// A step as written, before checking which fields go together.
#[derive(Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
struct RawStep<G: Game> {
    #[serde(default)]
    seat: Option<Seat>,
    #[serde(default)]
    action: Option<G::Action>,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    events: Option<Vec<Value>>,
    #[serde(default)]
    view: Option<Seat>,
    #[serde(default)]
    contains: Option<Value>,
    #[serde(default)]
    to_act: Option<ToActSpec>,
    #[serde(default, deserialize_with = "present")]
    outcome: Option<Value>,
    /// A note for readers; ignored.
    #[serde(default, rename = "note")]
    _note: Option<String>,
}

/// `"to_act": 2` or `"to_act": "finished"`.
#[derive(Deserialize)]
#[serde(untagged)]
enum ToActSpec {
    Seat(u8),
    Word(String),
}

/// Keeps an explicit `null` as `Some(Value::Null)`.
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(deserializer).map(Some)
}

impl<'de, G: Game> Deserialize<'de> for Step<G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Step<G>, D::Error> {
        let raw = RawStep::<G>::deserialize(deserializer)?;
        Step::try_from(raw).map_err(serde::de::Error::custom)
    }
}

impl<G: Game> TryFrom<RawStep<G>> for Step<G> {
    type Error = String;

    fn try_from(raw: RawStep<G>) -> Result<Step<G>, String> {
        let kinds = [
            raw.action.is_some(),
            raw.view.is_some(),
            raw.to_act.is_some(),
            raw.outcome.is_some(),
            raw.action.is_none() && raw.events.is_some(),
        ];
        if kinds.iter().filter(|k| **k).count() != 1 {
            return Err(
                "a step is exactly one of: {\"seat\", \"action\"}, {\"view\", \"contains\"}, \
                 {\"to_act\"}, {\"outcome\"}, {\"events\"}"
                    .into(),
            );
        }
        if let Some(action) = raw.action {
            let seat = raw.seat.ok_or("an action step needs \"seat\"")?;
            if raw.contains.is_some() {
                return Err("\"contains\" goes with \"view\", not with an action".into());
            }
            return Ok(Step::Act {
                seat,
                action,
                error: raw.error,
                events: raw.events,
            });
        }
        if raw.seat.is_some() || raw.error.is_some() {
            return Err("\"seat\" and \"error\" go with \"action\"".into());
        }
        if let Some(seat) = raw.view {
            let contains = raw
                .contains
                .ok_or("a view step needs \"contains\" with the expected fields")?;
            return Ok(Step::Expect(Expectation::View { seat, contains }));
        }
        if raw.contains.is_some() {
            return Err("\"contains\" goes with \"view\"".into());
        }
        if let Some(spec) = raw.to_act {
            let to_act = match spec {
                ToActSpec::Seat(seat) => ToAct::Seat(Seat(seat)),
                ToActSpec::Word(word) if word == "finished" => ToAct::Finished,
                ToActSpec::Word(word) => {
                    return Err(format!(
                        "\"to_act\" is a seat number or \"finished\", not {word:?}"
                    ));
                }
            };
            return Ok(Step::Expect(Expectation::ToAct(to_act)));
        }
        if let Some(outcome) = raw.outcome {
            return Ok(Step::Expect(Expectation::Outcome(outcome)));
        }
        Ok(Step::Expect(Expectation::Events(
            raw.events.unwrap_or_default(),
        )))
    }
}
