//! A LAN table played full-screen on both sides under tmux (loopback only, its own
//! tmux socket): `spieleabend host rauswurf` shows its lobby with the join code, a
//! full-screen `spieleabend join 127.0.0.1:PORT` appears in it, Enter starts, and both
//! play a whole two-player game of Rauswurf with Enter alone; the guest's end screen
//! shows the fairness verdict; the host closes the table and the guest is told.
//!
//! Needs tmux (`scripts/test-all` installs it with apt-get when missing).

mod common;

use std::time::{Duration, Instant};

use common::tmux::Tmux;

/// A TCP port that was free a moment ago (loopback).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

#[test]
fn a_full_screen_host_and_a_full_screen_guest_play_rauswurf_in_tmux() {
    let tmux = Tmux::new();
    let dir = std::env::temp_dir();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    let port = free_port();
    tmux.start(
        "host",
        &dir,
        &format!(
            "{bin} host rauswurf --players 2 --seats Anna=human,remote --port {port} \
             --code 4829 --no-advertise --delay 0 --lang en"
        ),
    );
    let lobby = tmux.wait_for("host", &["Join code"]);
    assert!(lobby.contains("4 8 2 9"), "{lobby}");
    assert!(lobby.contains("Nobody has joined yet."), "{lobby}");
    assert!(lobby.contains("Enter starts the game"), "{lobby}");

    tmux.start(
        "guest",
        &dir,
        &format!("{bin} join 127.0.0.1:{port} --code 4829 --name Ben --lang en"),
    );
    let lobby = tmux.wait_for("host", &["Ben (seat 1)"]);
    assert!(lobby.contains("Everyone is here."), "{lobby}");
    let waiting = tmux.wait_for("guest", &["Waiting for the game to start"]);
    assert!(waiting.contains("connected"), "{waiting}");
    assert!(waiting.contains("At the table: Ben"), "{waiting}");

    // Enter starts; then whoever's turn it is presses Enter until the game is over.
    tmux.keys("host", &["Enter"]);
    let start = Instant::now();
    let mut moves = (0, 0);
    loop {
        let (host, guest) = (tmux.screen("host"), tmux.screen("guest"));
        if host.contains("Game over") && guest.contains("Deal checked ✓") {
            assert!(host.contains("n another game"), "{host}");
            assert!(guest.contains("waiting for the host"), "{guest}");
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(90),
            "the game did not end in 90 s; host:\n{host}\nguest:\n{guest}"
        );
        if host.contains("Your turn") {
            assert!(host.contains("hosting · code 4829"), "{host}");
            tmux.keys("host", &["Enter"]);
            moves.0 += 1;
        } else if guest.contains("Your turn") {
            assert!(guest.contains("● connected"), "{guest}");
            // No undo at a LAN table, and the guest is told so.
            if moves.1 == 0 {
                tmux.keys("guest", &["u"]);
                tmux.wait_for("guest", &["No undo at a LAN table"]);
            }
            tmux.keys("guest", &["Enter"]);
            moves.1 += 1;
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    assert!(moves.0 >= 2 && moves.1 >= 2, "moves made: {moves:?}");

    // The host closes the table: the guest sees the end screen, then leaves.
    tmux.keys("host", &["q"]);
    let host = tmux.wait_for("host", &["EXITED"]);
    assert!(host.contains("Table closed"), "{host}");
    assert!(host.contains("EXITED 0"), "{host}");
    let guest = tmux.wait_for("guest", &["The table is over"]);
    assert!(guest.contains("The host closed the table"), "{guest}");
    tmux.keys("guest", &["Enter"]);
    let guest = tmux.wait_for("guest", &["EXITED"]);
    assert!(guest.contains("EXITED 0"), "{guest}");
}
