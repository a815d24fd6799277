//! A scripted session of the full-screen client under tmux: start `spieleabend play`
//! in a detached 80×24 pane, play a card, undo, save, quit, resume, quit. Keys go in
//! with `send-keys`, the screen comes back with `capture-pane`. Every wait is bounded;
//! the tmux server (on its own socket) is killed at the end, also when a check fails.
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
fn play_undo_save_quit_and_resume_in_tmux() {
    let tmux = Tmux::new();
    let dir = temp_dir();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    tmux.start(
        "first",
        &dir,
        &format!("{bin} play rauswurf --seed 7 --seats human,easy,easy,easy --delay 0 --lang en"),
    );
    let screen = tmux.wait_for("first", &["Your turn"]);
    assert!(screen.contains("Rauswurf"), "{screen}");
    assert!(screen.contains("Your hand"), "{screen}");
    assert!(screen.contains("In front"), "{screen}");

    // Lay the first card; the bots answer; it is our turn again; the log has our card.
    assert!(screen.contains("Turn 4"), "{screen}");
    tmux.keys("first", &["1"]);
    tmux.wait_for("first", &["Turn 8"]);
    tmux.keys("first", &["l"]);
    tmux.wait_for("first", &["You lay"]);
    tmux.keys("first", &["Escape"]);
    tmux.wait_for("first", &["Your turn"]);

    // Undo (or the reason it is refused when a card was drawn since).
    tmux.keys("first", &["u"]);
    tmux.wait_for("first", &["Undone.", "Cannot undo"]);

    // Save, then quit (which saves too) and see the resume hint.
    tmux.keys("first", &["s"]);
    tmux.wait_for("first", &["Saved to spieleabend-rauswurf.json."]);
    tmux.keys("first", &["q"]);
    let screen = tmux.wait_for("first", &["EXITED"]);
    assert!(screen.contains("EXITED 0"), "{screen}");
    // The line may wrap at 80 columns.
    assert!(
        screen
            .replace('\n', "")
            .contains("Resume with: spieleabend play --resume spieleabend-rauswurf.json"),
        "{screen}"
    );
    let save = dir.join("spieleabend-rauswurf.json");
    let saved = std::fs::read_to_string(&save).expect("the table was saved");
    assert!(saved.contains("spieleabend-table"));

    // Resume in German and leave again.
    tmux.start(
        "second",
        &dir,
        &format!("{bin} play --resume spieleabend-rauswurf.json --lang de"),
    );
    let screen = tmux.wait_for("second", &["Du bist dran"]);
    assert!(screen.contains("Deine Hand"), "{screen}");
    assert!(screen.contains("Ausgelegt"), "{screen}");
    tmux.keys("second", &["?"]);
    tmux.wait_for("second", &["Rauswurf — werde alle deine Karten los."]);
    tmux.keys("second", &["Escape"]);
    tmux.keys("second", &["q"]);
    let screen = tmux.wait_for("second", &["EXITED"]);
    assert!(screen.contains("EXITED 0"), "{screen}");
    assert!(screen.contains("Weiterspielen mit"), "{screen}");
    std::fs::remove_dir_all(&dir).unwrap();
}
