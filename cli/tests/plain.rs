//! `spieleabend play` with stdin from a pipe runs the line client (scripts and screen
//! readers keep working without `--plain`), and `--plain` asks for it explicitly.

use std::io::Write;
use std::process::{Command, Stdio};

fn play(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spieleabend"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn piped_input_gets_the_line_client() {
    let dir = std::env::temp_dir().join(format!("spieleabend-plain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("t.json");
    let save = save.to_str().unwrap();
    let text = play(
        &[
            "play",
            "rauswurf",
            "--players",
            "2",
            "--seed",
            "1",
            "--seats",
            "human,easy",
            "--delay",
            "0",
            "--save",
            save,
        ],
        "help\nquit\n",
    );
    assert!(
        text.contains("Spieleabend — rauswurf with 2 players"),
        "{text}"
    );
    assert!(text.contains("Saved to"), "{text}");
    let text = play(&["play", "--plain", "--resume", save], "quit\n");
    assert!(text.contains("Bye."), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_a_game_and_a_terminal_it_asks_for_a_game() {
    let out = Command::new(env!("CARGO_BIN_EXE_spieleabend"))
        .arg("play")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("name a game to play"));
}

#[test]
fn an_unknown_language_is_refused_with_the_known_ones() {
    let out = Command::new(env!("CARGO_BIN_EXE_spieleabend"))
        .args(["play", "77", "--lang", "fr"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("known: de, en"));
}
