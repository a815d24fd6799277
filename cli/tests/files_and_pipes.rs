//! The binary with bad input files and closed pipes: files that are not regular files
//! or far too large are refused at once with a clear message (no hang, no memory
//! blow-up), and output to a reader that has gone ends the program quietly (no panic).

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_spieleabend");

/// Runs the binary with `args` and no input, waiting at most 20 s (a hang fails).
fn run(args: &[&str], stdout: Stdio, stderr: Stdio) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            panic!("spieleabend {args:?} still runs after 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn captured(args: &[&str]) -> Output {
    run(args, Stdio::piped(), Stdio::piped())
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spieleabend-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A pipe whose reading end is already closed: every write to it fails.
fn closed_pipe() -> Stdio {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    writer.into()
}

#[test]
fn resuming_a_device_a_fifo_or_a_huge_file_is_refused_at_once() {
    let dir = scratch("resume");
    let fifo = dir.join("fifo.json");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let huge = dir.join("huge.json");
    std::fs::write(&huge, vec![b' '; 17 * 1024 * 1024]).unwrap();
    for (path, says) in [
        ("/dev/zero", "/dev/zero: not a regular file"),
        (fifo.to_str().unwrap(), "fifo.json: not a regular file"),
        (
            huge.to_str().unwrap(),
            "huge.json: larger than 16 MiB, the most a save or scenario file may hold",
        ),
    ] {
        let out = captured(&["play", "--plain", "--resume", path]);
        assert_eq!(out.status.code(), Some(2), "{path}: {out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{path}: {stderr}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn scenario_run_refuses_devices_and_runs_a_looped_folder_once() {
    let out = captured(&["scenario", "run", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("ERROR cannot read /dev/zero: not a regular file"),
        "{stdout}"
    );

    let dir = scratch("looped");
    let scenarios = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/tests/scenarios");
    let one = PathBuf::from(scenarios).join("seventy_seven/double-victim-reaches-77.json");
    std::fs::create_dir(dir.join("inner")).unwrap();
    std::fs::copy(&one, dir.join("inner/one.json")).unwrap();
    std::os::unix::fs::symlink(&dir, dir.join("inner/loop")).unwrap();
    let out = captured(&["scenario", "run", dir.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("1 passed, 0 failed"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_closed_stdout_or_stderr_ends_quietly() {
    let scenarios = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/tests/scenarios");
    for args in [
        &["scenario", "run", scenarios][..],
        &["simulate", "77", "--games", "20", "--seed", "1"],
        &["play", "--help"],
        &[
            "play",
            "77",
            "--plain",
            "--seats",
            "human,easy",
            "--seed",
            "1",
            "--delay",
            "0",
            "--save",
            "/dev/null",
        ],
    ] {
        let out = run(args, closed_pipe(), Stdio::piped());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    // An error message to a closed stderr: the error's exit code, and no panic.
    let out = run(&["play", "no-such-game"], Stdio::piped(), closed_pipe());
    assert_eq!(out.status.code(), Some(2), "{out:?}");
}
