//! A scripted session of the full-screen client under tmux: start `spieleabend play`
//! in a detached 80×24 pane, play a card, undo, save, quit, resume, quit. Keys go in
//! with `send-keys`, the screen comes back with `capture-pane`. Every wait is bounded;
//! the tmux server (on its own socket) is killed at the end, also when a check fails.
//!
//! Needs tmux (`scripts/test-all` installs it with apt-get when missing).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// A tmux server of our own, killed on drop.
struct Tmux {
    socket: String,
}

impl Tmux {
    fn new() -> Tmux {
        let found = Command::new("tmux").arg("-V").output();
        assert!(
            found.is_ok_and(|o| o.status.success()),
            "tmux is needed for this test (scripts/test-all installs it)"
        );
        Tmux {
            socket: format!("spieleabend-test-{}", std::process::id()),
        }
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs")
    }

    /// Starts `command` in a new detached 80×24 session named `name`, in `dir`. The
    /// shell prints `EXITED <code>` when the program ends and keeps the pane open.
    fn start(&self, name: &str, dir: &Path, command: &str) {
        let script = format!("{command}; echo EXITED $?; sleep 60");
        let out = self.run(&[
            "new-session",
            "-d",
            "-s",
            name,
            "-x",
            "80",
            "-y",
            "24",
            "-c",
            dir.to_str().unwrap(),
            &script,
        ]);
        assert!(out.status.success(), "{out:?}");
    }

    fn keys(&self, name: &str, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", name];
        args.extend(keys);
        assert!(self.run(&args).status.success());
    }

    fn screen(&self, name: &str) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", name]).stdout).into()
    }

    /// Waits until the screen shows `wanted` (up to 30 s) and returns it.
    fn wait_for(&self, name: &str, wanted: &[&str]) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen(name);
            if wanted.iter().any(|w| screen.contains(w)) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "waited 30 s for {wanted:?}; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}

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
