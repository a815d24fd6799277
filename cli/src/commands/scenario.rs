//! `spieleabend scenario run FILE...`: one line per scenario, non-zero exit on failure.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use spieleabend_core::scenario;

use crate::error::CommandError;

/// Runs every file (folders: every `.json` file below them, sorted, each folder visited
/// once however many links lead to it) and prints a line each to `out`. Exit code 1 if
/// any scenario failed or could not be read.
pub fn run(paths: &[PathBuf], out: &mut impl Write) -> Result<ExitCode, CommandError> {
    let files = expand(paths);
    let (mut passed, mut failed) = (0, 0);
    for file in &files {
        let shown = file.display();
        match crate::files::read_text(file) {
            Err(error) => {
                failed += 1;
                writeln!(out, "ERROR cannot read {error}")?;
            }
            Ok(text) => match scenario::run(&text) {
                Ok(Ok(pass)) => {
                    passed += 1;
                    writeln!(out, "PASS  {shown}: {} ({} steps)", pass.name, pass.steps)?;
                }
                Ok(Err(failure)) => {
                    failed += 1;
                    writeln!(
                        out,
                        "FAIL  {shown}: {}: step {}: {}",
                        failure.name, failure.step, failure.message
                    )?;
                }
                Err(error) => {
                    failed += 1;
                    match error {
                        scenario::ScenarioError::Malformed {
                            line,
                            column,
                            message,
                        } => writeln!(out, "ERROR {shown}:{line}:{column}: {message}")?,
                        other => writeln!(out, "ERROR {shown}: {other}")?,
                    }
                }
            },
        }
    }
    if files.is_empty() {
        writeln!(out, "no scenario files found")?;
        return Ok(ExitCode::FAILURE);
    }
    writeln!(out, "{passed} passed, {failed} failed")?;
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Files as given; a folder stands for the `.json` files below it, in sorted order.
fn expand(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut visited = HashSet::new();
    for path in paths {
        if path.is_dir() {
            match json_files(path, &mut visited) {
                Some(inside) => files.extend(inside),
                None => files.push(path.clone()),
            }
        } else {
            files.push(path.clone());
        }
    }
    files
}

/// The `.json` files anywhere below `dir`, sorted, or `None` if it cannot be listed
/// (the caller then reports it as an unreadable file). `visited` holds the folders
/// already listed (by their canonical path): a folder reached again, through a link or
/// a link loop, adds nothing.
fn json_files(dir: &Path, visited: &mut HashSet<PathBuf>) -> Option<Vec<PathBuf>> {
    let canonical = std::fs::canonicalize(dir).ok()?;
    if !visited.insert(canonical) {
        return Some(Vec::new());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    let mut found = Vec::new();
    for path in entries {
        if path.is_dir() {
            found.extend(json_files(&path, visited).unwrap_or_default());
        } else if path.extension().is_some_and(|x| x == "json") {
            found.push(path);
        }
    }
    found.sort();
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "spieleabend-scenario-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_link_loop_in_a_folder_runs_each_file_once() {
        let dir = scratch("loop");
        std::fs::create_dir(dir.join("inner")).unwrap();
        std::fs::write(dir.join("inner/a.json"), "{}").unwrap();
        std::os::unix::fs::symlink(&dir, dir.join("inner/back")).unwrap();
        std::os::unix::fs::symlink(dir.join("inner"), dir.join("again")).unwrap();
        let files = expand(std::slice::from_ref(&dir));
        assert_eq!(files.len(), 1, "{files:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn devices_and_fifos_are_reported_not_read() {
        let dir = scratch("fifo");
        let fifo = dir.join("pipe.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let mut out = Vec::new();
        let code = run(&[PathBuf::from("/dev/zero"), fifo], &mut out).unwrap();
        assert_eq!(code, ExitCode::FAILURE);
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("ERROR cannot read /dev/zero: not a regular file"),
            "{text}"
        );
        assert!(text.contains("pipe.json: not a regular file"), "{text}");
        assert!(text.contains("0 passed, 2 failed"), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
