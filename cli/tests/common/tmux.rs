//! A tmux server of our own for full-screen sessions: start a program in a detached
//! pane of a given size, send keys, read the screen, wait (bounded) for text. The
//! server is killed on drop, also when a check fails. Needs tmux (`scripts/test-all`
//! installs it with apt-get when missing).

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// A tmux server of our own, killed on drop.
pub struct Tmux {
    socket: String,
}

impl Tmux {
    pub fn new() -> Tmux {
        let found = Command::new("tmux").arg("-V").output();
        assert!(
            found.is_ok_and(|o| o.status.success()),
            "tmux is needed for this test (scripts/test-all installs it)"
        );
        // One server per value, also for tests of one binary running side by side.
        static SERVERS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let server = SERVERS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Tmux {
            socket: format!("spieleabend-test-{}-{server}", std::process::id()),
        }
    }

    pub fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs")
    }

    /// Starts `command` in a new detached 80×24 session named `name`, in `dir`. The
    /// shell prints `EXITED <code>` when the program ends and keeps the pane open.
    pub fn start(&self, name: &str, dir: &Path, command: &str) {
        self.start_sized(name, dir, command, 80, 24);
    }

    /// [`Tmux::start`] in a pane of `columns`×`rows`.
    pub fn start_sized(&self, name: &str, dir: &Path, command: &str, columns: u16, rows: u16) {
        let script = format!("{command}; echo EXITED $?; sleep 60");
        let (columns, rows) = (columns.to_string(), rows.to_string());
        let out = self.run(&[
            "new-session",
            "-d",
            "-s",
            name,
            "-x",
            &columns,
            "-y",
            &rows,
            "-c",
            dir.to_str().unwrap(),
            &script,
        ]);
        assert!(out.status.success(), "{out:?}");
    }

    /// The screen and everything scrolled off it.
    pub fn history(&self, name: &str) -> String {
        let out = self.run(&["capture-pane", "-p", "-S", "-", "-t", name]);
        String::from_utf8_lossy(&out.stdout).into()
    }

    pub fn keys(&self, name: &str, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", name];
        args.extend(keys);
        assert!(self.run(&args).status.success());
    }

    pub fn screen(&self, name: &str) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", name]).stdout).into()
    }

    /// Waits until the screen shows `wanted` (up to 30 s) and returns it.
    pub fn wait_for(&self, name: &str, wanted: &[&str]) -> String {
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
