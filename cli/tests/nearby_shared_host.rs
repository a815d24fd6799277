//! Two people share the host's terminal at a LAN table in line mode: `spieleabend host
//! rauswurf --plain --players 3 --seats Anna=human,Carl=human,remote` with a `join --bot medium`
//! process in the remote seat, on 127.0.0.1. The test answers the host prompt by prompt
//! and checks that whenever the deciding person at the host changes, the host asks to
//! pass the keyboard first and shows that seat's turn only after Enter. Every wait is
//! bounded; a failure prints what both processes said.

mod common;

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use common::{BIN, Proc, join_args, port_and_code};

/// Longest any step of the test may take.
const BOUND: Duration = Duration::from_secs(120);

/// The host process, read byte by byte so prompts without a line end are seen.
struct Host {
    child: Child,
    stdin: Option<ChildStdin>,
    bytes: Receiver<u8>,
    text: String,
    /// How much of `text` the last wait consumed.
    read: usize,
}

impl Host {
    fn start(args: &[&str]) -> Host {
        let mut child = Command::new(BIN)
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take();
        let mut stdout = child.stdout.take().expect("piped");
        let (sender, bytes) = channel();
        std::thread::spawn(move || {
            let mut byte = [0u8];
            while let Ok(1) = stdout.read(&mut byte) {
                if sender.send(byte[0]).is_err() {
                    return;
                }
            }
        });
        Host {
            child,
            stdin,
            bytes,
            text: String::new(),
            read: 0,
        }
    }

    /// The output since the last wait up to where `done` holds of it, or `None` at the
    /// end of the output. Panics after [`BOUND`].
    fn until(&mut self, done: impl Fn(&str) -> bool) -> Option<String> {
        let start = Instant::now();
        let mut raw = Vec::new();
        loop {
            let left = BOUND.saturating_sub(start.elapsed());
            match self.bytes.recv_timeout(left) {
                Ok(byte) => raw.push(byte),
                Err(RecvTimeoutError::Disconnected) => {
                    self.text.push_str(&String::from_utf8_lossy(&raw));
                    return None;
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no prompt in {BOUND:?}:\n{}", self.text)
                }
            }
            if let Ok(chunk) = std::str::from_utf8(&raw)
                && done(chunk)
            {
                self.text.push_str(chunk);
                self.read = self.text.len();
                return Some(chunk.to_string());
            }
        }
    }

    fn say(&mut self, line: &str) {
        self.text.push_str(line);
        self.text.push('\n');
        if let Some(stdin) = &mut self.stdin {
            writeln!(stdin, "{line}").expect("the host reads");
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A prompt the host waits at.
fn at_prompt(text: &str) -> bool {
    text.ends_with("> ") || text.ends_with("[y/N] ") || text.ends_with("press Enter. ──")
}

/// The first move the prompt lists (`[a | b]> `).
fn first_listed_move(prompt: &str) -> Option<String> {
    let last = prompt.lines().last()?;
    let listed = last.rsplit_once(" [")?.1.strip_suffix("]> ")?;
    Some(listed.split(" | ").next()?.to_string())
}

#[test]
fn two_people_share_the_line_mode_host_and_pass_the_keyboard_between_turns() {
    let mut host = Host::start(&[
        "host",
        "rauswurf",
        "--plain",
        "--players",
        "3",
        "--seats",
        "Anna=human,Carl=human,remote",
        "--port",
        "0",
        "--autostart",
        "--delay",
        "0",
        "--no-advertise",
    ]);
    let joined = host
        .until(|t| t.lines().any(|l| l.starts_with("Others join with:")) && t.ends_with('\n'))
        .expect("the host says how to join");
    let line = joined
        .lines()
        .find(|l| l.starts_with("Others join with:"))
        .expect("a join line");
    let (port, code) = port_and_code(line);
    let client = Proc::spawn(
        "client",
        BIN,
        &join_args(&format!("127.0.0.1:{port}"), None, &code, "Ben"),
        "",
    );

    // Who holds the keyboard (the last name the host was passed to).
    let mut holder: Option<String> = None;
    let mut passes = Vec::new();
    let mut moves = 0;
    while let Some(prompt) = host.until(at_prompt) {
        let context = || format!("{}\n===== client =====\n{}", host.text, client.output());
        // Every turn shown since the last prompt is the holder's own.
        for turn in prompt.lines().filter_map(|l| {
            l.strip_prefix("— ")
                .and_then(|l| l.strip_suffix("'s turn —"))
        }) {
            assert_eq!(holder.as_deref(), Some(turn), "{}", context());
        }
        if let Some(pass) = prompt.lines().last().and_then(|l| {
            l.strip_prefix("── Pass the device to ")
                .and_then(|l| l.split_once('.'))
        }) {
            let name = pass.0.to_string();
            assert_ne!(holder.as_deref(), Some(name.as_str()), "{}", context());
            // The last hand was scrolled away before the prompt.
            assert!(prompt.contains(&"\n".repeat(40)), "{}", context());
            passes.push(name.clone());
            holder = Some(name);
            host.say("");
        } else if prompt.ends_with("[y/N] ") {
            host.say("n");
        } else {
            let typed = first_listed_move(&prompt)
                .unwrap_or_else(|| panic!("no move listed:\n{}", context()));
            host.say(&typed);
            moves += 1;
        }
    }
    let status = host.child.wait().expect("the host ends");
    assert!(status.success(), "{}", host.text);
    assert!(host.text.contains("Table closed"), "{}", host.text);
    for name in ["Anna", "Carl"] {
        assert!(
            passes.iter().any(|p| p == name),
            "{name} was never passed the keyboard:\n{}",
            host.text
        );
    }
    assert!(moves >= 4, "{moves} moves:\n{}", host.text);
    drop(client);
}
