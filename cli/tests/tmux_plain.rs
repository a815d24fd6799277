//! The line client in a real terminal (tmux panes of 80×50 and 80×60): pass-and-play
//! for two clears the screen, what scrolled off it included, before the device is
//! passed, so no earlier hand can be read above "Pass the device to …". Every wait is
//! bounded; the tmux server (on its own socket) is killed at the end.
//!
//! Needs tmux (`scripts/test-all` installs it with apt-get when missing).

mod common;

use std::path::PathBuf;

use common::tmux::Tmux;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spieleabend-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The first move the last prompt lists (`… [a | b]>`; the pane drops the space).
fn first_listed_move(screen: &str) -> String {
    let prompt = screen
        .lines()
        .rev()
        .find(|l| l.contains("]>"))
        .unwrap_or_else(|| panic!("no prompt with moves in\n{screen}"));
    let listed = prompt.rsplit_once(" [").unwrap().1;
    listed
        .split(" | ")
        .next()
        .unwrap()
        .trim_end()
        .trim_end_matches("]>")
        .to_string()
}

#[test]
fn passing_the_device_leaves_no_earlier_hand_on_the_screen() {
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    for rows in [50, 60] {
        let tmux = Tmux::new();
        let dir = temp_dir(&format!("tmux-plain-{rows}"));
        tmux.start_sized(
            "pass",
            &dir,
            &format!(
                "{bin} play 77 --plain --seats Anna=human,Ben=human --seed 3 --delay 0 \
                 --lang en --save game.json"
            ),
            80,
            rows,
        );
        tmux.wait_for("pass", &["Pass the device to Anna."]);
        tmux.keys("pass", &["Enter"]);
        let screen = tmux.wait_for("pass", &["]>"]);
        assert!(
            screen.contains("Your hand:"),
            "Anna sees her hand:\n{screen}"
        );
        let typed = first_listed_move(&screen);
        // `--`: a move such as -10 is a key, not a tmux option.
        tmux.keys("pass", &["--", &typed, "Enter"]);
        let screen = tmux.wait_for("pass", &["Pass the device to Ben."]);
        let everything = tmux.history("pass");
        for private in ["Your hand:", "Your cards:", "]>"] {
            assert!(
                !everything.contains(private),
                "{rows} rows: {private:?} left for Ben to read:\n{everything}"
            );
        }
        assert!(!screen.contains("Anna"), "{screen}");
        // Ben takes the device and sees his own hand.
        tmux.keys("pass", &["Enter"]);
        let screen = tmux.wait_for("pass", &["]>"]);
        assert!(screen.contains("— Ben's turn —"), "{screen}");
        tmux.keys("pass", &["quit", "Enter"]);
        tmux.wait_for("pass", &["EXITED"]);
        drop(tmux);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
