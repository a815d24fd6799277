//! Scenario files: scripted games with stacked deals and expected observations.
//!
//! A scenario names a game, its options and the exact deals, then lists steps: actions
//! by seats (optionally expecting a rule error or certain events), and expectations on
//! a seat's view, on whose turn it is and on the outcome. The format is documented in
//! `docs/scenarios.md`. [`run`] takes the text of one file and says whether it passed;
//! reading files is left to the caller (the `spieleabend scenario run` command and the
//! test suite).

mod format;
mod matching;
mod runner;

pub use format::{Expectation, Scenario, Step};
pub use matching::{Mismatch, subset_match};
pub use runner::{Failure, Passed, ScenarioError, run};
