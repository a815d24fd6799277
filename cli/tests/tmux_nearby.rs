//! A table nearby played full-screen on both sides under tmux (loopback only, its own
//! tmux socket, each side its own data folder): `spieleabend host rauswurf` opens the
//! app core's host screen with the table open and the join code chosen, a full-screen
//! `spieleabend join 127.0.0.1:PORT --code …` joins at once and shows up there, Enter
//! starts, and both play a whole two-player game of Rauswurf with Enter alone; the
//! guest's table shows the fairness check; the host quits and the guest is told the
//! table is gone.
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

/// A fresh data folder for one side's app files.
fn data_dir(side: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "spieleabend-tmux-nearby-{side}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a data folder");
    dir
}

/// Whether the screen asks this side to decide (the key line offers a pick).
fn deciding(screen: &str) -> bool {
    screen.contains("Enter pick") || screen.contains("Enter play")
}

#[test]
fn a_full_screen_host_and_a_full_screen_guest_play_rauswurf_in_tmux() {
    let tmux = Tmux::new();
    let dir = std::env::temp_dir();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    let port = free_port();
    let (host_data, guest_data) = (data_dir("host"), data_dir("guest"));
    tmux.start(
        "host",
        &dir,
        &format!(
            "SPIELEABEND_DATA_DIR={} {bin} host rauswurf --players 2 \
             --seats Anna=human,remote --listen 127.0.0.1:{port} --code 4829 \
             --no-advertise --delay 0 --lang en",
            host_data.display()
        ),
    );
    let lobby = tmux.wait_for("host", &["Others join at"]);
    assert!(
        lobby.contains(&format!(
            "Others join at 127.0.0.1:{port} with the code 4829."
        )),
        "{lobby}"
    );
    assert!(lobby.contains("1 seat is still free"), "{lobby}");
    assert!(lobby.contains("Close the table"), "{lobby}");

    tmux.start(
        "guest",
        &dir,
        &format!(
            "SPIELEABEND_DATA_DIR={} {bin} join 127.0.0.1:{port} --code 4829 --name Ben \
             --lang en",
            guest_data.display()
        ),
    );
    // The start is offered once the guest's device has committed to the deal.
    let lobby = tmux.wait_for("host", &["▶ Start the game"]);
    assert!(lobby.contains("Ben (seat 2)"), "{lobby}");
    assert!(lobby.contains("Everyone is here."), "{lobby}");
    let waiting = tmux.wait_for("guest", &["Waiting for the host to start the game"]);
    assert!(waiting.contains("At the table: Anna, Ben"), "{waiting}");

    // Enter starts; then whoever decides presses Enter until the game is over.
    tmux.keys("host", &["Enter"]);
    let start = Instant::now();
    let mut moves = (0, 0);
    loop {
        let (host, guest) = (tmux.screen("host"), tmux.screen("guest"));
        if host.contains("The game is over.") && guest.contains("Deal checked ✓") {
            assert!(host.contains("Game over"), "{host}");
            assert!(guest.contains("Game over"), "{guest}");
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(90),
            "the game did not end in 90 s; host:\n{host}\nguest:\n{guest}"
        );
        if deciding(&host) {
            assert!(host.contains("hosting · code 4829"), "{host}");
            tmux.keys("host", &["Enter"]);
            moves.0 += 1;
        } else if deciding(&guest) {
            assert!(guest.contains("● connected"), "{guest}");
            // No undo at a table nearby: the others have seen the move.
            assert!(!guest.contains("u undo"), "{guest}");
            tmux.keys("guest", &["Enter"]);
            moves.1 += 1;
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    assert!(moves.0 >= 2 && moves.1 >= 2, "moves made: {moves:?}");

    // The host quits: its table is gone, and the guest is told so.
    tmux.keys("host", &["q"]);
    let host = tmux.wait_for("host", &["EXITED"]);
    assert!(host.contains("EXITED 0"), "{host}");
    let guest = tmux.wait_for("guest", &["The host closed the table", "cannot be reached"]);
    assert!(guest.contains("The host closed the table."), "{guest}");
    tmux.keys("guest", &["q"]);
    let guest_end = tmux.wait_for("guest", &["EXITED"]);
    assert!(guest_end.contains("EXITED 0"), "{guest}\n{guest_end}");
    let _ = std::fs::remove_dir_all(host_data);
    let _ = std::fs::remove_dir_all(guest_data);
}
