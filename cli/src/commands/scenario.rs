//! `spieleabend scenario run FILE...`: one line per scenario, non-zero exit on failure.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use spieleabend_core::scenario;

use super::CommandError;

/// Runs every file (folders: every `.json` file in them, sorted) and prints a line
/// each. Exit code 1 if any scenario failed or could not be read.
pub fn run(paths: &[PathBuf]) -> Result<ExitCode, CommandError> {
    let files = expand(paths);
    let (mut passed, mut failed) = (0, 0);
    for file in &files {
        let shown = file.display();
        match std::fs::read_to_string(file) {
            Err(error) => {
                failed += 1;
                println!("ERROR {shown}: cannot read: {error}");
            }
            Ok(text) => match scenario::run(&text) {
                Ok(Ok(pass)) => {
                    passed += 1;
                    println!("PASS  {shown}: {} ({} steps)", pass.name, pass.steps);
                }
                Ok(Err(failure)) => {
                    failed += 1;
                    println!(
                        "FAIL  {shown}: {}: step {}: {}",
                        failure.name, failure.step, failure.message
                    );
                }
                Err(error) => {
                    failed += 1;
                    match error {
                        scenario::ScenarioError::Malformed {
                            line,
                            column,
                            message,
                        } => println!("ERROR {shown}:{line}:{column}: {message}"),
                        other => println!("ERROR {shown}: {other}"),
                    }
                }
            },
        }
    }
    if files.is_empty() {
        println!("no scenario files found");
        return Ok(ExitCode::FAILURE);
    }
    println!("{passed} passed, {failed} failed");
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Files as given; a folder stands for the `.json` files below it, in sorted order.
fn expand(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in paths {
        match path.is_dir().then(|| json_files(path)).flatten() {
            Some(inside) => files.extend(inside),
            None => files.push(path.clone()),
        }
    }
    files
}

/// The `.json` files anywhere below `dir`, sorted, or `None` if it cannot be listed
/// (the caller then reports it as an unreadable file).
fn json_files(dir: &Path) -> Option<Vec<PathBuf>> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).ok()?.flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(json_files(&path).unwrap_or_default());
        } else if path.extension().is_some_and(|x| x == "json") {
            found.push(path);
        }
    }
    found.sort();
    Some(found)
}
