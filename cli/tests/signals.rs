//! SIGTERM and SIGHUP (a `kill`, a closed terminal window) while a table is open: the
//! table is saved as quitting saves it, the program ends with the signal's exit code
//! (128 + its number) and the save resumes. The line client is driven over pipes; the
//! full-screen client runs in a tmux pane (its own tmux socket), where the screen
//! after the signal also shows that the terminal was put back.
//!
//! The tmux test needs tmux (`scripts/test-all` installs it with apt-get when missing).

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::BIN;
use common::tmux::Tmux;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spieleabend-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Sends `signal` (e.g. "TERM") to the process `pid` with the `kill` command.
fn send(signal: &str, pid: u32) {
    let sent = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(pid.to_string())
        .status()
        .unwrap();
    assert!(sent.success(), "kill -{signal} {pid}");
}

/// Reads `stdout` up to the next `> ` prompt; false at the end of the output.
fn until_prompt(stdout: &mut impl BufRead, text: &mut String) -> bool {
    let mut bytes = Vec::new();
    loop {
        let buffer = stdout.fill_buf().unwrap();
        if buffer.is_empty() {
            text.push_str(&String::from_utf8_lossy(&bytes));
            return false;
        }
        bytes.push(buffer[0]);
        stdout.consume(1);
        if bytes.ends_with(b"> ") {
            text.push_str(&String::from_utf8_lossy(&bytes));
            return true;
        }
    }
}

/// Resumes `save` in the line client, quits at once and returns what it said.
fn resume_and_quit(save: &Path) -> String {
    let mut child = Command::new(BIN)
        .args(["play", "--plain", "--resume", save.to_str().unwrap()])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// A line client of 77 (you and two easy bots pausing `delay` ms after each move)
/// saving to `save`, with stdin and stdout piped.
fn line_client(save: &Path, delay: &str) -> std::process::Child {
    Command::new(BIN)
        .args([
            "play",
            "77",
            "--plain",
            "--seats",
            "human,easy,easy",
            "--seed",
            "5",
            "--delay",
            delay,
            "--save",
            save.to_str().unwrap(),
        ])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits (at most 10 s) for `child` to end after `signal`; its exit code.
fn exit_after(child: &mut std::process::Child, signal: &str, text: &str) -> Option<i32> {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code();
        }
        if start.elapsed() > Duration::from_secs(10) {
            child.kill().unwrap();
            panic!("still running 10 s after SIG{signal}:\n{text}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The line client waits at its prompt, gets `signal`, and saves and leaves.
fn the_line_client_saves_on(signal: &str, code: i32) {
    let dir = scratch(&format!("signal-{signal}"));
    let save = dir.join("table.json");
    let mut child = line_client(&save, "0");
    // Kept open: the client waits for a line when the signal comes.
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut text = String::new();
    assert!(until_prompt(&mut stdout, &mut text), "{text}");
    stdin.write_all(b"help\n").unwrap();
    assert!(until_prompt(&mut stdout, &mut text), "{text}");
    assert!(!save.exists(), "saved before the signal");
    send(signal, child.id());
    let status = exit_after(&mut child, signal, &text);
    stdout.read_to_string(&mut text).unwrap();
    assert_eq!(status, Some(code), "{text}");
    assert!(
        text.contains("Saved to") && text.contains("Resume with: spieleabend play --resume"),
        "{text}"
    );
    let resumed = resume_and_quit(&save);
    assert!(resumed.contains("77 with 3 players"), "{resumed}");
    assert!(resumed.contains("Bye!"), "{resumed}");
    drop(stdin);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sigterm_saves_the_line_clients_table() {
    the_line_client_saves_on("TERM", 128 + 15);
}

#[test]
fn sighup_saves_the_line_clients_table() {
    the_line_client_saves_on("HUP", 128 + 1);
}

#[test]
fn sigterm_while_the_bots_move_saves_after_your_move() {
    let dir = scratch("signal-bots");
    let save = dir.join("table.json");
    // The bots pause a second after each move: the signal comes while they play.
    let mut child = line_client(&save, "1000");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut text = String::new();
    assert!(until_prompt(&mut stdout, &mut text), "{text}");
    let listed = text.rsplit_once(" [").expect("the moves listed").1;
    let first = listed.split([' ', '|', ']']).next().unwrap().to_string();
    stdin.write_all(format!("{first}\n").as_bytes()).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    send("TERM", child.id());
    let status = exit_after(&mut child, "TERM", &text);
    stdout.read_to_string(&mut text).unwrap();
    assert_eq!(status, Some(143), "{text}");
    assert!(text.contains("Resume with:"), "{text}");
    // The save has the move typed before the signal.
    let saved = std::fs::read_to_string(&save).unwrap();
    assert!(saved.contains("\"by\":\"human\""), "{saved}");
    let resumed = resume_and_quit(&save);
    assert!(resumed.contains("Bye!"), "{resumed}");
    drop(stdin);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The process `tmux` runs for the command in pane `name`: the shell's child.
fn program_in_pane(tmux: &Tmux, name: &str) -> u32 {
    let out = tmux.run(&["display-message", "-p", "-t", name, "#{pane_pid}"]);
    let shell = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let start = Instant::now();
    loop {
        let children = Command::new("ps")
            .args(["-o", "pid=", "--ppid", &shell])
            .output()
            .unwrap();
        let listed = String::from_utf8_lossy(&children.stdout);
        if let Some(pid) = listed.split_whitespace().next() {
            return pid.parse().unwrap();
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no program under the pane's shell {shell}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn sigterm_saves_the_full_screen_table_and_gives_the_terminal_back() {
    let tmux = Tmux::new();
    let dir = scratch("signal-tui");
    tmux.start(
        "table",
        &dir,
        &format!(
            "SPIELEABEND_DATA_DIR=app-data {BIN} play rauswurf --seed 7 --seats human,easy,easy,easy --delay 0 --lang en"
        ),
    );
    tmux.wait_for("table", &["Lay a card in front of you"]);
    send("TERM", program_in_pane(&tmux, "table"));
    let screen = tmux.wait_for("table", &["EXITED"]);
    assert!(screen.contains("EXITED 143"), "{screen}");
    // Back on the normal screen: the table is gone, where it was saved is shown.
    assert!(!screen.contains("Your hand"), "{screen}");
    let said = screen.replace('\n', "");
    assert!(said.contains("The game is saved"), "{screen}");
    assert!(
        said.contains("spieleabend play --resume spieleabend-rauswurf.json"),
        "{screen}"
    );
    let resumed = resume_and_quit(&dir.join("spieleabend-rauswurf.json"));
    assert!(resumed.contains("Rauswurf with 4 players"), "{resumed}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn closing_the_full_screen_clients_window_saves_the_table() {
    let tmux = Tmux::new();
    let dir = scratch("signal-hangup");
    tmux.start(
        "window",
        &dir,
        &format!(
            "SPIELEABEND_DATA_DIR=app-data {BIN} play rauswurf --seed 7 --seats human,easy,easy,easy --delay 0 --lang en"
        ),
    );
    tmux.wait_for("window", &["Lay a card in front of you"]);
    let save = dir.join("spieleabend-rauswurf.json");
    assert!(!save.exists(), "saved before the window closed");
    // The pane's terminal goes away: the program gets SIGHUP and loses its terminal.
    assert!(tmux.run(&["kill-session", "-t", "window"]).status.success());
    let start = Instant::now();
    while !save.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no save 10 s after the window closed"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // Written whole before the program ended: it resumes.
    std::thread::sleep(Duration::from_millis(500));
    let resumed = resume_and_quit(&save);
    assert!(resumed.contains("Rauswurf with 4 players"), "{resumed}");
    std::fs::remove_dir_all(&dir).unwrap();
}
