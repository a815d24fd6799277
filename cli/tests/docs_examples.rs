//! Every command the terminal docs show runs as written: the commands in
//! `docs/terminal.md` and `README.md` — `cargo run … -p spieleabend -- ARGS` and
//! `` `spieleabend ARGS` `` — are run against the built binary, each document's in its
//! own empty folder and in the document's order (so a `play --resume FILE` finds the
//! save an earlier `play` example left there), and any error exit fails the test.
//!
//! How each is run:
//! - `play GAME …` and `play --resume FILE`: with `--plain` added (when not given) and
//!   `quit` on stdin, which saves the table and leaves.
//! - `simulate`: with `--games` at most 20; `arena`: with `--games 1` (the shown runs
//!   take minutes). Everything else as written.
//! - A shell pipeline (`spieleabend … | head -1`): its `spieleabend` part.
//! - A path argument that names a file or folder of the workspace (e.g.
//!   `core/tests/scenarios`) is given as that path, as when run from the workspace.
//!
//! Skipped, and listed when the test runs: the network commands `host`, `join` and
//! `discover` (they wait for other devices); `play` without a game or `--resume` (the
//! start menu needs a terminal); commands with placeholders (`<game>`, `GAME`, `…`).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_spieleabend");
const WORKSPACE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// The `spieleabend` arguments of every command shown in `text`, in order.
fn commands_in(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        // `cargo run --release -p spieleabend -- ARGS`, to the line's end or a backtick.
        let mut rest = line;
        while let Some(at) = rest.find("-p spieleabend -- ") {
            let args = &rest[at + "-p spieleabend -- ".len()..];
            let end = args.find('`').unwrap_or(args.len());
            found.push(args[..end].trim().to_string());
            rest = &args[end..];
        }
        // `spieleabend ARGS` in backticks.
        let mut rest = line;
        while let Some(at) = rest.find("`spieleabend ") {
            let args = &rest[at + "`spieleabend ".len()..];
            let Some(end) = args.find('`') else { break };
            found.push(args[..end].trim().to_string());
            rest = &args[end + 1..];
        }
    }
    found
}

/// Why a command is not run, or `None` to run it.
fn skipped(args: &[String]) -> Option<&'static str> {
    if args.iter().any(|a| {
        a.contains('<') || a.contains('…') || a.contains("...") || a == "GAME" || a == "FILE"
    }) {
        return Some("a placeholder");
    }
    match args.first().map(String::as_str) {
        Some("host" | "join" | "discover") => Some("network"),
        Some("play")
            if !args
                .iter()
                .any(|a| ["--resume", "--help", "-h"].contains(&a.as_str()))
                && args.get(1).is_none_or(|a| a.starts_with('-')) =>
        {
            Some("the start menu needs a terminal")
        }
        None => Some("no command"),
        _ => None,
    }
}

/// The arguments as run: bounded game counts, `--plain`, workspace paths.
fn as_run(mut args: Vec<String>) -> Vec<String> {
    let bound = match args[0].as_str() {
        "simulate" => Some(20),
        "arena" => Some(1),
        _ => None,
    };
    if let Some(bound) = bound {
        match args.iter().position(|a| a == "--games") {
            Some(at) if at + 1 < args.len() => {
                let shown: u64 = args[at + 1].parse().expect("a number of games");
                args[at + 1] = shown.min(bound).to_string();
            }
            _ => args.extend(["--games".to_string(), bound.to_string()]),
        }
    }
    if args[0] == "play" && !args.iter().any(|a| a == "--plain") {
        args.push("--plain".into());
    }
    for arg in args.iter_mut().skip(1) {
        let in_workspace = Path::new(WORKSPACE).join(&*arg);
        if !arg.starts_with('-') && arg.contains('/') && in_workspace.exists() {
            *arg = in_workspace.to_string_lossy().into_owned();
        }
    }
    args
}

/// Runs `args` in `dir` with `quit` on stdin; the exit status and everything printed.
fn run(args: &[String], dir: &Path) -> (Option<i32>, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let _ = child.stdin.take().unwrap().write_all(b"quit\n");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            child.kill().unwrap();
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), text)
}

/// Runs every command of `doc` (relative to the workspace); returns how many ran.
fn run_examples_of(doc: &str) -> usize {
    let text = std::fs::read_to_string(Path::new(WORKSPACE).join(doc)).unwrap();
    let dir: PathBuf = std::env::temp_dir().join(format!(
        "spieleabend-docs-{}-{}",
        doc.replace('/', "-"),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut ran = 0;
    let mut failures = Vec::new();
    for shown in commands_in(&text) {
        // A shell pipeline (`spieleabend … | head -1`): its `spieleabend` part.
        let command = shown.split(" | ").next().unwrap_or_default();
        let args: Vec<String> = command.split_whitespace().map(String::from).collect();
        if let Some(why) = skipped(&args) {
            println!("{doc}: skipped ({why}): spieleabend {shown}");
            continue;
        }
        let args = as_run(args);
        let (code, output) = run(&args, &dir);
        println!("{doc}: exit {code:?}: spieleabend {}", args.join(" "));
        if code != Some(0) {
            let tail: Vec<&str> = output.lines().rev().take(15).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            failures.push(format!(
                "`spieleabend {shown}` (run as `{}`) exited with {code:?}:\n{}",
                args.join(" "),
                tail.join("\n")
            ));
        }
        ran += 1;
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(failures.is_empty(), "{doc}:\n\n{}", failures.join("\n\n"));
    ran
}

#[test]
fn the_commands_in_docs_terminal_run() {
    assert!(run_examples_of("docs/terminal.md") >= 4);
}

#[test]
fn the_commands_in_the_readme_run() {
    assert!(run_examples_of("README.md") >= 10);
}

#[test]
fn commands_are_found_in_both_forms() {
    let text = "    cargo run --release -p spieleabend -- play 77 --players 4\n\
        | `spieleabend play help --plain` | the line client |\n\
        See `cargo run --release -p spieleabend -- arena <game> …` and `spieleabend join`.";
    assert_eq!(
        commands_in(text),
        [
            "play 77 --players 4",
            "play help --plain",
            "arena <game> …",
            "join"
        ]
    );
    let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    assert_eq!(skipped(&args("arena <game> …")), Some("a placeholder"));
    assert_eq!(skipped(&args("join")), Some("network"));
    assert!(skipped(&args("play")).is_some());
    assert!(skipped(&args("play --lang de")).is_some());
    assert_eq!(skipped(&args("play --help")), None);
    assert_eq!(skipped(&args("play --resume x.json")), None);
    assert_eq!(
        as_run(args("simulate 77 --games 10000 --seed 1")),
        args("simulate 77 --games 20 --seed 1")
    );
    assert_eq!(
        as_run(args("arena 77 --bots hard,random")),
        args("arena 77 --bots hard,random --games 1")
    );
    assert_eq!(as_run(args("play 77")), args("play 77 --plain"));
}
