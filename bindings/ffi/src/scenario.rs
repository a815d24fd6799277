//! Running scenario files (docs/scenarios.md) through the core on the device.
//!
//! The core promises that a seed plus an action log replays a game exactly on every
//! platform; running the repository's scenario files on a real phone (a debug screen,
//! a device test) checks that promise on that hardware. The work runs on the library's
//! runtime, never on the calling (UI) thread.

use std::sync::Arc;

use spieleabend_core::scenario;

use crate::observer::{ObserverError, notify};
use crate::runtime::run_blocking;

/// A scenario that ran, passed or not.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ScenarioReport {
    /// The scenario's name.
    pub name: String,
    /// Steps in the scenario.
    pub steps: u32,
    /// The first step that did not behave as expected; `None` if all passed.
    pub failure: Option<ScenarioFailure>,
}

/// The first failing step of a scenario.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ScenarioFailure {
    /// 1-based number of the step.
    pub step: u32,
    /// What was expected and what happened instead.
    pub message: String,
}

/// Why a scenario file could not be run at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum ScenarioError {
    /// Not valid JSON or not a valid scenario; line and column are 1-based.
    /// (`detail`, not `message`: Kotlin exceptions already have a `message`.)
    #[error("line {line}, column {column}: {detail}")]
    Malformed {
        line: u32,
        column: u32,
        detail: String,
    },
    /// The `game` field names no game the core knows.
    #[error("unknown game {name:?}")]
    UnknownGame { name: String },
    /// The options, variant or deals do not set up a game.
    #[error("cannot set up the game: {detail}")]
    Setup { detail: String },
}

/// Told about each scenario as soon as it has run, on a runtime thread (see
/// [`crate::observer`] for threading and errors).
#[uniffi::export(foreign)]
pub trait ScenarioObserver: Send + Sync {
    /// Scenario number `index` (0-based, in the order given) ran.
    fn on_report(&self, index: u32, report: ScenarioReport) -> Result<(), ObserverError>;
    /// Scenario number `index` could not be run.
    fn on_error(&self, index: u32, error: String) -> Result<(), ObserverError>;
}

/// Totals of a batch of scenarios.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ScenarioSummary {
    pub passed: u32,
    pub failed: u32,
    /// Files that could not be run (malformed, unknown game, bad setup).
    pub not_run: u32,
    /// Observer calls that failed (threw); the batch goes on regardless.
    pub observer_errors: u32,
}

/// Runs the scenario file `text` (JSON, docs/scenarios.md) on the library's runtime.
#[uniffi::export]
pub async fn run_scenario(text: String) -> Result<ScenarioReport, ScenarioError> {
    run_blocking(move || run_one(&text)).await
}

/// Runs every scenario file in `texts` in order on the library's runtime, telling
/// `observer` about each as it finishes.
#[uniffi::export]
pub async fn run_scenarios(
    texts: Vec<String>,
    observer: Arc<dyn ScenarioObserver>,
) -> ScenarioSummary {
    run_blocking(move || run_all(&texts, observer.as_ref())).await
}

fn run_all(texts: &[String], observer: &dyn ScenarioObserver) -> ScenarioSummary {
    let mut summary = ScenarioSummary {
        passed: 0,
        failed: 0,
        not_run: 0,
        observer_errors: 0,
    };
    for (index, text) in texts.iter().enumerate() {
        let index = count(index);
        let told = match run_one(text) {
            Ok(report) => {
                if report.failure.is_none() {
                    summary.passed += 1;
                } else {
                    summary.failed += 1;
                }
                notify("ScenarioObserver.on_report", || {
                    observer.on_report(index, report)
                })
            }
            Err(error) => {
                summary.not_run += 1;
                notify("ScenarioObserver.on_error", || {
                    observer.on_error(index, error.to_string())
                })
            }
        };
        if told.is_err() {
            summary.observer_errors += 1;
        }
    }
    summary
}

fn run_one(text: &str) -> Result<ScenarioReport, ScenarioError> {
    match scenario::run(text)? {
        Ok(passed) => Ok(ScenarioReport {
            name: passed.name,
            steps: count(passed.steps),
            failure: None,
        }),
        Err(failure) => Ok(ScenarioReport {
            name: failure.name,
            // The core does not report the step count of a failed scenario.
            steps: count(failure.step),
            failure: Some(ScenarioFailure {
                step: count(failure.step),
                message: failure.message,
            }),
        }),
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl From<scenario::ScenarioError> for ScenarioError {
    fn from(error: scenario::ScenarioError) -> Self {
        use scenario::ScenarioError as Core;
        match error {
            Core::Malformed {
                line,
                column,
                message,
            } => ScenarioError::Malformed {
                line: count(line),
                column: count(column),
                detail: message,
            },
            Core::UnknownGame(name) => ScenarioError::UnknownGame { name },
            Core::Setup(setup) => ScenarioError::Setup {
                detail: setup.to_string(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    const PASSING: &str =
        include_str!("../../../core/tests/scenarios/elfer_raus/opening-order.json");

    #[derive(Default)]
    struct Recorder {
        seen: Mutex<Vec<String>>,
        fail: bool,
    }

    impl ScenarioObserver for Recorder {
        fn on_report(&self, index: u32, report: ScenarioReport) -> Result<(), ObserverError> {
            self.seen
                .lock()
                .unwrap()
                .push(format!("{index}:{}", report.name));
            if self.fail {
                return Err(ObserverError::Failed {
                    reason: "nope".into(),
                });
            }
            Ok(())
        }
        fn on_error(&self, index: u32, _error: String) -> Result<(), ObserverError> {
            self.seen.lock().unwrap().push(format!("{index}:error"));
            if self.fail {
                panic!("observer bug");
            }
            Ok(())
        }
    }

    #[test]
    fn a_repository_scenario_passes() {
        let report = run_one(PASSING).unwrap();
        assert_eq!(report.failure, None);
        assert!(report.steps > 0);
    }

    #[test]
    fn errors_are_typed() {
        assert!(matches!(
            run_one("{"),
            Err(ScenarioError::Malformed { line: 1, .. })
        ));
        assert_eq!(
            run_one(r#"{"game": "skat"}"#),
            Err(ScenarioError::UnknownGame {
                name: "skat".into()
            })
        );
    }

    #[test]
    fn a_failing_observer_does_not_stop_the_batch() {
        let observer = Recorder {
            fail: true,
            ..Recorder::default()
        };
        let texts = vec![PASSING.to_string(), "{".to_string(), PASSING.to_string()];
        let summary = run_all(&texts, &observer);
        assert_eq!(
            summary,
            ScenarioSummary {
                passed: 2,
                failed: 0,
                not_run: 1,
                observer_errors: 3
            }
        );
        assert_eq!(observer.seen.lock().unwrap().len(), 3);
    }
}
