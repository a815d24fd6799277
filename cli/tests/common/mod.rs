//! Running `spieleabend host` and `spieleabend join` as separate processes: spawn the
//! built binary, collect its output, wait for lines and exits with a bound, kill what
//! is left on drop, and print everything when a test fails.

#![allow(dead_code)]

pub mod tmux;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_spieleabend");

/// The host's command line for `game`: three remote seats and a medium bot, any free
/// port, the game starting as soon as the remote seats are filled (`--autostart`: the
/// lobby would wait for Enter otherwise).
pub fn host_args(game: &str, delay_ms: u32, advertise_as: Option<&str>) -> Vec<String> {
    let mut args: Vec<String> = [
        "host",
        game,
        "--seats",
        "remote,remote,remote,medium",
        "--autostart",
        "--delay",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.push(delay_ms.to_string());
    match advertise_as {
        // Advertised tables listen on every interface (the advertisement names them).
        Some(name) => args.extend([
            "--port".to_string(),
            "0".to_string(),
            "--table".to_string(),
            name.to_string(),
        ]),
        // Others on this machine only.
        None => args.extend([
            "--listen".into(),
            "127.0.0.1:0".into(),
            "--no-advertise".into(),
        ]),
    }
    args
}

/// The join command line of a client whose seat a medium bot plays. `addr`: `ADDR:PORT`
/// or `auto`. The game comes from the host; `game`, if given, is the one expected.
pub fn join_args(addr: &str, game: Option<&str>, code: &str, name: &str) -> Vec<String> {
    let mut args: Vec<String> = [
        "join", addr, "--code", code, "--name", name, "--bot", "medium",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    if let Some(game) = game {
        args.extend(["--game".to_string(), game.to_string()]);
    }
    args
}

/// A running process and everything it printed so far (stdout and stderr, by line).
pub struct Proc {
    pub name: String,
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
    status: Option<ExitStatus>,
}

impl Proc {
    /// Starts `program args…` (e.g. the binary, or `ip netns exec NS` before it) with
    /// `stdin` as its whole input (then closed).
    pub fn spawn(name: &str, program: &str, args: &[String], stdin: &str) -> Proc {
        let mut child = Command::new(program)
            .args(args)
            .env("RUST_BACKTRACE", "1")
            // The checks read English lines, whatever the machine's locale.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
        let mut input = child.stdin.take().expect("piped");
        let text = stdin.to_string();
        std::thread::spawn(move || {
            let _ = input.write_all(text.as_bytes());
        });
        let lines = Arc::new(Mutex::new(Vec::new()));
        let stdout = child.stdout.take().expect("piped");
        let stderr = child.stderr.take().expect("piped");
        for stream in [
            Box::new(stdout) as Box<dyn std::io::Read + Send>,
            Box::new(stderr),
        ] {
            let lines = lines.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines() {
                    let Ok(line) = line else { return };
                    lines.lock().unwrap().push(line);
                }
            });
        }
        Proc {
            name: name.to_string(),
            child,
            lines,
            status: None,
        }
    }

    /// Everything printed so far.
    pub fn output(&self) -> String {
        self.lines.lock().unwrap().join("\n")
    }

    /// Lines printed so far that contain `text`.
    pub fn count(&self, text: &str) -> usize {
        self.lines
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.contains(text))
            .count()
    }

    /// The first line containing `text`, waiting at most `bound`.
    pub fn wait_for(&self, text: &str, bound: Duration) -> Option<String> {
        let start = Instant::now();
        loop {
            if let Some(line) = self.lines.lock().unwrap().iter().find(|l| l.contains(text)) {
                return Some(line.clone());
            }
            if start.elapsed() > bound {
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// The exit status, waiting at most `bound`.
    pub fn wait_exit(&mut self, bound: Duration) -> Option<ExitStatus> {
        let start = Instant::now();
        while self.status.is_none() {
            self.status = self.child.try_wait().ok().flatten();
            if self.status.is_some() || start.elapsed() > bound {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        self.status
    }

    /// Kills the process (SIGKILL: no bye, no clean-up) and reaps it.
    pub fn kill(&mut self) {
        if self.status.is_none() {
            let _ = self.child.kill();
            self.status = self.child.wait().ok();
        }
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Every process's output, for a failure message.
pub fn dump(procs: &[&Proc]) -> String {
    procs
        .iter()
        .map(|p| format!("===== {} =====\n{}", p.name, p.output()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The port and join code from the host's "Others join with: …" line.
pub fn port_and_code(line: &str) -> (u16, String) {
    let words: Vec<&str> = line.split_whitespace().collect();
    let addr = words
        .iter()
        .rposition(|w| *w == "join")
        .and_then(|i| words.get(i + 1))
        .expect("an address after join");
    let port = addr
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a port");
    let code = words
        .iter()
        .position(|w| *w == "--code")
        .and_then(|i| words.get(i + 1))
        .expect("a code");
    (port, code.to_string())
}
