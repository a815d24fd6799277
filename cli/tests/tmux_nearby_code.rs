//! A wrong join code at a full-screen table nearby under tmux (its own tmux server,
//! loopback only, each side its own data folder): `spieleabend join` with a wrong code
//! is told how many attempts are left, and the count goes down with the next wrong
//! one; the right code typed into the join screen then joins.
//!
//! Needs tmux (`scripts/test-all` installs it with apt-get when missing).

mod common;

use common::tmux::Tmux;

/// A fresh data folder for one side's app files.
fn data_dir(side: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "spieleabend-tmux-code-{side}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a data folder");
    dir
}

/// The number in "N attempts left" on the screen.
fn attempts_left(screen: &str) -> u32 {
    let at = screen
        .find(" attempts left")
        .or_else(|| screen.find(" attempt left"))
        .unwrap_or_else(|| panic!("no attempts left shown:\n{screen}"));
    let digits: String = screen[..at]
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .chars()
        .rev()
        .collect::<String>()
        .parse()
        .expect("a count")
}

#[test]
fn a_wrong_join_code_counts_down_and_the_right_one_joins() {
    let tmux = Tmux::new();
    let dir = std::env::temp_dir();
    let bin = env!("CARGO_BIN_EXE_spieleabend");
    let (host_data, guest_data) = (data_dir("host"), data_dir("guest"));
    tmux.start(
        "host",
        &dir,
        &format!(
            "SPIELEABEND_DATA_DIR={} {bin} host rauswurf --players 2 \
             --seats Anna=human,remote --listen 127.0.0.1:0 --code 4829163 --no-advertise \
             --lang en",
            host_data.display()
        ),
    );
    let lobby = tmux.wait_for("host", &["Others join at"]);
    let address = lobby
        .split_whitespace()
        .skip_while(|w| *w != "at")
        .nth(1)
        .expect("the address")
        .to_string();

    tmux.start(
        "guest",
        &dir,
        &format!(
            "SPIELEABEND_DATA_DIR={} {bin} join {address} --code 1111111 --name Ben --lang en",
            guest_data.display()
        ),
    );
    let first = tmux.wait_for("guest", &["Wrong code"]);
    let before = attempts_left(&first);
    // The cursor is on the code: a second wrong one, then the right one.
    tmux.keys(
        "guest",
        &[
            "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "2", "2", "2",
            "2", "2", "2", "2",
        ],
    );
    tmux.wait_for("guest", &["‹ 2222222"]);
    tmux.keys("guest", &["Enter"]);
    let start = std::time::Instant::now();
    let second = loop {
        let screen = tmux.screen("guest");
        if screen.contains("Wrong code") && attempts_left(&screen) != before {
            break screen;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "the count did not change from {before}:\n{screen}"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    assert_eq!(attempts_left(&second), before - 1, "{second}");
    tmux.keys(
        "guest",
        &[
            "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "4", "8", "2",
            "9", "1", "6", "3",
        ],
    );
    tmux.wait_for("guest", &["‹ 4829163"]);
    tmux.keys("guest", &["Enter"]);
    tmux.wait_for("guest", &["Waiting for the host to start the game"]);
    let host = tmux.wait_for("host", &["Ben (seat 2)"]);
    assert!(host.contains("Others join at"), "{host}");
    tmux.keys("host", &["C-c"]);
    tmux.keys("guest", &["C-c"]);
    let _ = std::fs::remove_dir_all(host_data);
    let _ = std::fs::remove_dir_all(guest_data);
}
