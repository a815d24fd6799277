//! The full-screen host's lobby under tmux (its own tmux server, loopback only): `n`
//! makes a new join code in place of the chosen one.
//!
//! Needs tmux (`scripts/test-all` installs it with apt-get when missing).

mod common;

use common::tmux::Tmux;

#[test]
fn the_full_screen_host_makes_a_new_join_code_on_n() {
    let tmux = Tmux::new();
    let dir = std::env::temp_dir();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    tmux.start(
        "host",
        &dir,
        &format!(
            "{bin} host rauswurf --players 2 --seats Anna=human,remote --listen 127.0.0.1:0 \
             --code 4829 --no-advertise --lang en"
        ),
    );
    let lobby = tmux.wait_for("host", &["Join code"]);
    assert!(lobby.contains("4 8 2 9"), "{lobby}");
    assert!(lobby.contains("n new code"), "{lobby}");
    tmux.keys("host", &["n"]);
    let lobby = tmux.wait_for("host", &["New join code:"]);
    // The chosen code is gone: the new one is drawn at random, six digits.
    assert!(!lobby.contains("4 8 2 9"), "{lobby}");
    assert!(lobby.contains("the old one no longer works"), "{lobby}");
    tmux.keys("host", &["q"]);
}
