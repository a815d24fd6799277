//! A scripted session of the full-screen client under tmux: start `spieleabend play`
//! in a detached 80×24 pane, play a card, read the log, undo, quit, resume the table
//! save in German, read the rules, quit, and continue from the start screen. Keys go in
//! with `send-keys`, the screen comes back with `capture-pane`. Every wait is bounded;
//! the tmux server (on its own socket) is killed at the end, also when a check fails.
//! The app's files go to a folder of the test (`SPIELEABEND_DATA_DIR`).
//!
//! Needs tmux (`scripts/test-all` installs it with apt-get when missing).

mod common;

use std::path::PathBuf;

use common::tmux::Tmux;

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spieleabend-tmux-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn play_undo_quit_resume_and_continue_in_tmux() {
    let tmux = Tmux::new();
    let dir = temp_dir();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    let data = "SPIELEABEND_DATA_DIR=app-data";
    tmux.start(
        "first",
        &dir,
        &format!(
            "{data} {bin} play rauswurf --seed 7 --seats human,easy,easy,easy --delay 0 --lang en"
        ),
    );
    let screen = tmux.wait_for("first", &["Lay a card in front of you"]);
    assert!(screen.contains("Rauswurf"), "{screen}");
    assert!(screen.contains("Your hand"), "{screen}");
    assert!(screen.contains("Last events"), "{screen}");

    // Lay the first card; the bots answer; the events show our card.
    tmux.keys("first", &["1"]);
    tmux.wait_for("first", &["You lay"]);
    tmux.keys("first", &["l"]);
    tmux.wait_for("first", &["PgUp"]);
    tmux.keys("first", &["Escape"]);

    // Undo: taken back, or the reason it is refused (a card seen since) in words.
    tmux.wait_for("first", &["Lay a card in front of you"]);
    tmux.keys("first", &["u"]);
    tmux.wait_for("first", &["taken back"]);

    // Quit: the app saved every change; the table save file is written too.
    tmux.keys("first", &["q"]);
    let screen = tmux.wait_for("first", &["EXITED"]);
    assert!(screen.contains("EXITED 0"), "{screen}");
    let said = screen.replace('\n', "");
    assert!(said.contains("The game is saved"), "{screen}");
    assert!(
        said.contains("spieleabend play --resume spieleabend-rauswurf.json"),
        "{screen}"
    );
    let save = dir.join("spieleabend-rauswurf.json");
    let saved = std::fs::read_to_string(&save).expect("the table was saved");
    assert!(saved.contains("spieleabend-table"));

    // Resume the table save in German, read the rules, leave again.
    tmux.start(
        "second",
        &dir,
        &format!("{data} {bin} play --resume spieleabend-rauswurf.json --lang de"),
    );
    let screen = tmux.wait_for("second", &["Deine Karten"]);
    assert!(screen.contains("Zuletzt"), "{screen}");
    tmux.keys("second", &["?"]);
    tmux.wait_for("second", &["Das Ziel"]);
    tmux.keys("second", &["Escape"]);
    tmux.wait_for("second", &["Deine Karten"]);
    tmux.keys("second", &["q"]);
    let screen = tmux.wait_for("second", &["EXITED"]);
    assert!(screen.contains("EXITED 0"), "{screen}");
    assert!(screen.contains("Das Spiel ist gespeichert"), "{screen}");

    // Without a game: the app comes back where it was left, at the table; Esc goes
    // to the start screen, whose first entry continues the game.
    tmux.start("third", &dir, &format!("{data} {bin} play --lang de"));
    tmux.wait_for("third", &["Deine Karten"]);
    tmux.keys("third", &["Escape"]);
    tmux.wait_for("third", &["Rauswurf weiterspielen"]);
    tmux.keys("third", &["Enter"]);
    tmux.wait_for("third", &["Deine Karten"]);
    tmux.keys("third", &["q"]);
    let screen = tmux.wait_for("third", &["EXITED"]);
    assert!(screen.contains("EXITED 0"), "{screen}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hosting_takes_three_screens_and_q_in_the_lobby_closes_the_table() {
    let tmux = Tmux::new();
    let dir = std::env::temp_dir().join(format!("spieleabend-tmux-host-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    tmux.start(
        "host",
        &dir,
        &format!("SPIELEABEND_DATA_DIR=app-data {bin} play --lang en"),
    );
    tmux.wait_for("host", &["New game"]);
    // A second person at the table (seat 2: from a medium bot left twice to a person).
    tmux.keys("host", &["Enter"]);
    tmux.wait_for("host", &["Start the game"]);
    tmux.keys("host", &["Down", "Down", "Down", "Left", "Left"]);
    tmux.wait_for("host", &["Seat 2: ‹ Player 2 · Person ›"]);
    tmux.keys("host", &["Escape"]);
    // Home → nearby → host: neither Enter opens anything yet.
    tmux.wait_for("host", &["Play with devices nearby"]);
    tmux.keys("host", &["Down", "Enter"]);
    tmux.wait_for("host", &["Host"]);
    tmux.keys("host", &["Enter"]);
    let screen = tmux.wait_for("host", &["Open the table to others"]);
    assert!(!screen.contains("Others join at"), "{screen}");
    // Enter on the host's screen opens the table in the app: where and with which
    // code to join, the free seat, the button to close it.
    tmux.keys("host", &["Enter"]);
    let screen = tmux.wait_for("host", &["Others join at"]);
    let said = screen.replace('\n', " ");
    assert!(said.contains("1 seat is still free"), "{screen}");
    assert!(said.contains("Close the table"), "{screen}");
    assert!(!said.contains("EXITED"), "{screen}");
    // q leaves the host's screen, which closes the table, and stays in the app.
    tmux.keys("host", &["q"]);
    let screen = tmux.wait_for("host", &["Join a table", "EXITED"]);
    assert!(!screen.contains("EXITED"), "{screen}");
    tmux.keys("host", &["Escape"]);
    tmux.wait_for("host", &["New game"]);
    tmux.keys("host", &["q"]);
    let screen = tmux.wait_for("host", &["EXITED"]);
    assert!(screen.contains("EXITED 0"), "{screen}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_paste_of_twenty_thousand_characters_into_a_seat_name_is_cut_and_the_next_key_acts() {
    let tmux = Tmux::new();
    let dir = std::env::temp_dir().join(format!("spieleabend-tmux-paste-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    tmux.start(
        "paste",
        &dir,
        &format!("SPIELEABEND_DATA_DIR=app-data {bin} play --lang en"),
    );
    tmux.wait_for("paste", &["New game"]);
    tmux.keys("paste", &["Enter"]);
    tmux.wait_for("paste", &["Seat 1"]);
    // Down to the first seat's row, then paste as a terminal does (bracketed, as the
    // client asks for it).
    tmux.keys("paste", &["Down", "Down"]);
    tmux.wait_for("paste", &["▶ Seat 1"]);
    let text = dir.join("paste.txt");
    std::fs::write(&text, "x".repeat(20_000)).unwrap();
    assert!(
        tmux.run(&["load-buffer", "-b", "big", text.to_str().unwrap()])
            .status
            .success()
    );
    assert!(
        tmux.run(&["paste-buffer", "-p", "-b", "big", "-t", "paste"])
            .status
            .success()
    );
    // The name is the longest a name may be, at once (the wait is bounded)…
    let longest = format!("‹ {} · Person ›", "x".repeat(24));
    let screen = tmux.wait_for("paste", &[&longest]);
    assert!(!screen.contains(&"x".repeat(25)), "{screen}");
    // …and the next key acts on the screen, not on a queue of pasted characters.
    tmux.keys("paste", &["Down"]);
    tmux.wait_for("paste", &["▶ Seat 2"]);
    tmux.keys("paste", &["Escape"]);
    tmux.wait_for("paste", &["Statistics"]);
    tmux.keys("paste", &["q"]);
    let screen = tmux.wait_for("paste", &["EXITED"]);
    assert!(screen.contains("EXITED 0"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}
