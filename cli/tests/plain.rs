//! `spieleabend play` with stdin from a pipe runs the line client (scripts and screen
//! readers keep working without `--plain`), and `--plain` asks for it explicitly.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

fn play(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spieleabend"))
        .args(args)
        // English unless --lang says otherwise, whatever the machine's locale.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
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
        text.contains("Spieleabend — Rauswurf with 2 players"),
        "{text}"
    );
    assert!(text.contains("Saved to"), "{text}");
    let text = play(&["play", "--plain", "--resume", save], "quit\n");
    assert!(text.contains("Bye!"), "{text}");
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
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("it takes: de, en"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A line-client session driven prompt by prompt: reads up to each prompt (`> ` or a
/// `[j/N] ` question) and answers.
struct Session {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
    text: String,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_spieleabend"))
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Session {
            child,
            stdin,
            stdout,
            text: String::new(),
        }
    }

    /// The output up to and including the next prompt, or to the end.
    fn until_prompt(&mut self) -> String {
        let mut bytes = Vec::new();
        loop {
            let buffer = self.stdout.fill_buf().unwrap();
            if buffer.is_empty() {
                break;
            }
            let byte = buffer[0];
            self.stdout.consume(1);
            bytes.push(byte);
            if bytes.ends_with(b"> ") || bytes.ends_with(b"[j/N] ") {
                break;
            }
        }
        let text = String::from_utf8(bytes).unwrap();
        self.text.push_str(&text);
        text
    }

    fn say(&mut self, line: &str) {
        self.text.push_str(line);
        self.text.push('\n');
        writeln!(self.stdin, "{line}").unwrap();
    }

    fn finish(mut self) -> String {
        drop(self.stdin);
        let mut rest = String::new();
        self.stdout.read_to_string(&mut rest).unwrap();
        self.text.push_str(&rest);
        assert!(self.child.wait().unwrap().success(), "{}", self.text);
        self.text
    }
}

/// The first move the prompt lists (`[a | b]`), typed with its German alias where it has
/// one; `None` when the prompt lists none.
fn first_listed_move(prompt: &str) -> Option<String> {
    let last = prompt.lines().last()?;
    let listed = last.rsplit_once(" [")?.1.strip_suffix("]> ")?;
    let first = listed.split(" | ").next()?;
    Some(
        match first {
            "end" => "ende",
            "join" => "mitspielen",
            "sit" => "aussetzen",
            "keep" => "behalten",
            other => other,
        }
        .to_string(),
    )
}

/// A German session of `game`: asks for help and a hint, plays a few moves (the first
/// listed one, or the hint when the prompt lists none), takes one back and quits, all
/// with German command words. Returns everything shown.
fn german_session(game: &str, players: &str) -> String {
    let dir = std::env::temp_dir().join(format!("spieleabend-de-{game}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("t.json");
    let mut seats = vec!["human"];
    seats.resize(players.parse().unwrap(), "easy");
    let seats = seats.join(",");
    let mut session = Session::start(&[
        "play",
        game,
        "--plain",
        "--lang",
        "de",
        "--players",
        players,
        "--seed",
        "3",
        "--seats",
        &seats,
        "--delay",
        "0",
        "--iterations",
        "30",
        "--save",
        save.to_str().unwrap(),
    ]);
    let mut prompt = session.until_prompt();
    session.say("hilfe");
    prompt.push_str(&session.until_prompt());
    for _ in 0..4 {
        let typed = match first_listed_move(&prompt) {
            Some(typed) => typed,
            None => {
                session.say("tipp");
                let answer = session.until_prompt();
                // The hint in words, and how it is typed in brackets when that
                // differs ("Tipp: Aussetzen (sit)").
                let hint = answer
                    .lines()
                    .find_map(|l| l.strip_prefix("Tipp: "))
                    .unwrap_or_else(|| panic!("no hint in {answer}"));
                match hint.rsplit_once(" (") {
                    Some((_, typed)) => typed.trim_end_matches(')').to_string(),
                    None => hint.to_string(),
                }
            }
        };
        session.say(&typed);
        prompt = session.until_prompt();
        if prompt.ends_with("[j/N] ") {
            session.say("n");
            break;
        }
    }
    session.say("zurück");
    session.until_prompt();
    session.say("beenden");
    let text = session.finish();
    std::fs::remove_dir_all(&dir).unwrap();
    text
}

/// German words every session shows, and English ones none may show.
fn assert_german(game: &str, text: &str) {
    for german in [
        "Spielern. Hilfe mit help (hilfe).",
        "Deine Karten: ",
        "Außerdem: hint/tipp",
        "Tschüss!",
    ] {
        assert!(text.contains(german), "{game}: no {german:?} in\n{text}");
    }
    assert!(
        text.contains("Gespeichert in") || text.contains("Endstand") || text.contains("Gewinner"),
        "{game}: {text}"
    );
    for english in [
        "Your hand",
        "On turn",
        "Type ",
        "Also:",
        "Bye!",
        "Saved to",
        "You ",
        " lays ",
        " plays ",
        "is not a card",
        "Play a card",
        "Lay a card",
        "Nothing to undo",
    ] {
        assert!(
            !text.contains(english),
            "{game}: English {english:?} in\n{text}"
        );
    }
    assert!(
        text.contains("Dein letzter Zug wurde zurückgenommen.")
            || text.contains("Es gibt keinen Zug von dir zum Zurücknehmen.")
            || text.contains("Du hast seitdem neue Karten gesehen"),
        "{game}: undo not understood in\n{text}"
    );
}

#[test]
fn a_german_session_of_elfer_raus_is_german_and_takes_the_commands() {
    let text = german_session("elfer-raus", "3");
    assert_german("elfer-raus", &text);
    assert!(text.contains("Rot: ") && text.contains("Lege "), "{text}");
}

#[test]
fn a_german_session_of_77_is_german_and_takes_the_commands() {
    let text = german_session("77", "3");
    assert_german("77", &text);
    assert!(text.contains("Summe "), "{text}");
}

#[test]
fn a_german_session_of_22juhu_is_german_and_takes_the_commands() {
    let text = german_session("22juhu", "3");
    assert_german("22juhu", &text);
    assert!(text.contains("Spielst du diese Runde mit"), "{text}");
}

#[test]
fn a_german_session_of_rauswurf_is_german_and_takes_the_commands() {
    let text = german_session("rauswurf", "3");
    assert_german("rauswurf", &text);
    assert!(text.contains(" zum Ziehen"), "{text}");
}

#[test]
fn a_german_session_of_help_is_german_and_takes_the_commands() {
    let text = german_session("help", "3");
    assert_german("help", &text);
    assert!(text.contains("Durchgang 1"), "{text}");
}

#[test]
fn a_wrong_move_is_explained_in_german() {
    let text = play(
        &[
            "play",
            "rauswurf",
            "--plain",
            "--lang",
            "de",
            "--players",
            "2",
            "--seed",
            "1",
            "--seats",
            "human,easy",
            "--delay",
            "0",
            "--save",
            "/dev/null",
        ],
        "quatsch\nbeenden\n",
    );
    assert!(text.contains("„quatsch“ ist keine Karte"), "{text}");
}

/// Runs the binary with `args` and no input; the exit code, stdout and stderr.
fn output_of(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_spieleabend"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn the_seat_list_sets_the_number_of_players_in_play_and_host() {
    let text = play(
        &[
            "play",
            "77",
            "--seats",
            "Anna=human,Ben=human,medium",
            "--plain",
            "--delay",
            "0",
            "--save",
            "/dev/null",
        ],
        "quit\n",
    );
    assert!(text.contains("with 3 players (pass and play)"), "{text}");
    // The host gets as far as its lobby (no input: it cannot wait for Enter), where
    // it says the seats still free.
    let (code, stdout, stderr) = output_of(&[
        "host",
        "77",
        "--seats",
        "human,remote,hard",
        "--port",
        "0",
        "--no-advertise",
        "--plain",
    ]);
    assert!(
        stdout.contains("1 seat is still free"),
        "{code:?} {stdout} {stderr}"
    );
    // A --players that says otherwise is refused with both numbers.
    let (code, _, stderr) = output_of(&[
        "play",
        "77",
        "--players",
        "4",
        "--seats",
        "human,easy,easy",
        "--plain",
    ]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("3 seats are listed but --players says 4"),
        "{stderr}"
    );
}
