//! Nearby play across processes on 127.0.0.1: `spieleabend host` with three remote
//! seats and a medium bot, and three `spieleabend join --bot medium` processes, play
//! every game to the end; in one game a client process is killed mid-game, started
//! again with the same `--resume-file`, sits down at its seat again, and the game
//! finishes. Every wait is bounded; a failure prints every process's output.

mod common;

use std::time::Duration;

use common::{BIN, Proc, dump, host_args, join_args, port_and_code};

/// Longest a whole game (or any step of a test) may take.
const BOUND: Duration = Duration::from_secs(120);

/// Starts the host and waits for its join line: the port and the code.
fn start_host(game: &str, delay_ms: u32) -> (Proc, u16, String) {
    let host = Proc::spawn("host", BIN, &host_args(game, delay_ms, None), "");
    let Some(line) = host.wait_for("Others join with:", BOUND) else {
        panic!("the host did not start\n{}", dump(&[&host]));
    };
    let (port, code) = port_and_code(&line);
    (host, port, code)
}

fn start_client(i: usize, game: &str, port: u16, code: &str, resume_file: &str) -> Proc {
    // No --game: the client asks the host what it plays.
    let _ = game;
    let mut args = join_args(&format!("127.0.0.1:{port}"), None, code, &format!("P{i}"));
    args.extend(["--resume-file".to_string(), resume_file.to_string()]);
    Proc::spawn(&format!("client {i}"), BIN, &args, "")
}

fn resume_file(game: &str, i: usize) -> String {
    let path = std::env::temp_dir().join(format!(
        "spieleabend-test-{}-{game}-{i}.json",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&path);
    path.display().to_string()
}

/// Every process exits successfully, the clients after showing the final result and
/// the host's bye.
fn all_finish(host: &mut Proc, clients: &mut [Proc]) {
    let mut procs: Vec<&mut Proc> = vec![host];
    procs.extend(clients.iter_mut());
    for i in 0..procs.len() {
        let status = procs[i].wait_exit(BOUND);
        if status.is_none_or(|s| !s.success()) {
            let all: Vec<&Proc> = procs.iter().map(|p| &**p).collect();
            panic!("{} ended with {status:?}\n{}", procs[i].name, dump(&all));
        }
    }
    let all: Vec<&Proc> = procs.iter().map(|p| &**p).collect();
    assert_eq!(procs[0].count("Table closed"), 1, "{}", dump(&all));
    // Nobody plays at the host: it shows no seat's cards.
    for hand in ["Your hand", "Your cards"] {
        assert_eq!(procs[0].count(hand), 0, "{}", dump(&all));
    }
    for client in &procs[1..] {
        assert!(client.count("Your bot plays") > 0, "{}", dump(&all));
        // The game came from the host (the table welcomes with its name once), and
        // its deal checked out after the game.
        assert_eq!(client.count("Spieleabend — "), 1, "{}", dump(&all));
        assert!(client.count("Deal checked ✓") == 1, "{}", dump(&all));
        assert_eq!(
            client.count("The host decides whether there is another game."),
            1,
            "{}",
            dump(&all)
        );
        assert_eq!(
            client.count("The table is over. The host closed the table. Bye!"),
            1,
            "{}",
            dump(&all)
        );
    }
}

fn play_whole_game(game: &str) {
    let (mut host, port, code) = start_host(game, 0);
    let mut clients: Vec<Proc> = (0..3)
        .map(|i| start_client(i, game, port, &code, &resume_file(game, i)))
        .collect();
    all_finish(&mut host, &mut clients);
}

#[test]
fn elfer_raus_across_processes() {
    play_whole_game("elfer-raus");
}

#[test]
fn seventy_seven_across_processes() {
    play_whole_game("77");
}

#[test]
fn juhu22_across_processes() {
    play_whole_game("22juhu");
}

#[test]
fn rauswurf_across_processes() {
    play_whole_game("rauswurf");
}

#[test]
fn help_across_processes() {
    play_whole_game("help");
}

#[test]
fn a_killed_client_is_restarted_and_takes_its_seat_again() {
    let game = "elfer-raus";
    // The host's bot pauses 100 ms per move, so the game lasts a few seconds.
    let (mut host, port, code) = start_host(game, 100);
    let files: Vec<String> = (0..3).map(|i| resume_file("restart", i)).collect();
    let mut clients: Vec<Proc> = (0..3)
        .map(|i| start_client(i, game, port, &code, &files[i]))
        .collect();
    let admitted = clients[1].wait_for("Admitted: you play seat", BOUND);
    // Kill client 1 once its bot made two moves: mid-game, without a bye.
    let started = std::time::Instant::now();
    while clients[1].count("Your bot plays") < 2 {
        assert!(
            started.elapsed() < BOUND,
            "client 1 never moved\n{}",
            dump(&[&host, &clients[0], &clients[1], &clients[2]])
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    clients[1].kill();
    let killed = std::mem::replace(
        &mut clients[1],
        start_client(1, game, port, &code, &files[1]),
    );
    let all = |clients: &[Proc], host: &Proc| {
        format!(
            "{}\n{}",
            dump(&[&killed]),
            dump(&[host, &clients[0], &clients[1], &clients[2]])
        )
    };
    let again = clients[1].wait_for("Admitted: you play seat", BOUND);
    assert_eq!(admitted, again, "{}", all(&clients, &host));
    assert!(
        host.wait_for("P1 is back.", BOUND).is_some(),
        "{}",
        all(&clients, &host)
    );
    assert!(
        killed.count("Final ranking") == 0,
        "the game ended before the kill\n{}",
        all(&clients, &host)
    );
    let report = all(&clients, &host);
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        all_finish(&mut host, &mut clients)
    }))
    .unwrap_or_else(|_| panic!("after the restart:\n{report}"));
    assert!(
        clients[1].count("Your bot plays") > 0,
        "{}",
        all(&clients, &host)
    );
    assert_eq!(host.count("A bot plays for"), 0, "{}", all(&clients, &host));
    for file in files {
        let _ = std::fs::remove_file(file);
    }
}

#[test]
fn when_the_host_process_is_killed_every_client_gives_up_and_says_so() {
    let game = "rauswurf";
    // The host's bot pauses 200 ms per move, so the game is still on at the kill.
    let (mut host, port, code) = start_host(game, 200);
    let mut clients: Vec<Proc> = (0..3)
        .map(|i| start_client(i, game, port, &code, &resume_file("host-killed", i)))
        .collect();
    let everyone = host.wait_for("Everyone is here", BOUND);
    assert!(
        everyone.is_some(),
        "{}",
        dump(&[&host, &clients[0], &clients[1], &clients[2]])
    );
    host.kill();
    for i in 0..3 {
        let status = clients[i].wait_exit(BOUND);
        let report = dump(&[&host, &clients[0], &clients[1], &clients[2]]);
        assert_eq!(status.and_then(|s| s.code()), Some(1), "{report}");
        assert_eq!(
            clients[i].count("The host cannot be reached any more."),
            1,
            "{report}"
        );
        assert!(
            clients[i].count("reconnecting (attempt 5)") == 1,
            "{report}"
        );
    }
}

#[test]
fn a_host_listening_on_loopback_is_reached_there_only() {
    let (mut host, port, _code) = start_host("77", 0);
    let line = host
        .wait_for("Others join with:", BOUND)
        .expect("the join line");
    assert!(line.contains(&format!("127.0.0.1:{port}")), "{line}");
    assert!(std::net::TcpStream::connect(("127.0.0.1", port)).is_ok());
    // This machine's network address (the route to a documentation address), if it
    // has one besides loopback: nothing listens there.
    let lan = std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| {
            s.connect("192.0.2.1:9")?;
            s.local_addr()
        })
        .map(|a| a.ip());
    if let Ok(ip) = lan
        && !ip.is_loopback()
    {
        assert!(
            std::net::TcpStream::connect((ip, port)).is_err(),
            "{ip}:{port}"
        );
    }
    host.kill();
}

#[test]
fn the_plain_host_makes_a_new_join_code_on_n() {
    let args: Vec<String> = [
        "host",
        "77",
        "--seats",
        "remote,remote,remote,medium",
        "--listen",
        "127.0.0.1:0",
        "--no-advertise",
        "--plain",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let mut host = Proc::spawn("host", BIN, &args, "n\n");
    let Some(line) = host.wait_for("Others join with:", BOUND) else {
        panic!("the host did not start\n{}", dump(&[&host]));
    };
    let (_, old) = port_and_code(&line);
    let Some(line) = host.wait_for("New join code:", BOUND) else {
        panic!("no new code\n{}", dump(&[&host]));
    };
    let new = line
        .split("New join code: ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("the code after the label")
        .to_string();
    assert_eq!(new.len(), old.len(), "{line}");
    assert!(new.chars().all(|c| c.is_ascii_digit()), "{line}");
    // Alike by chance once in a million.
    assert_ne!(new, old, "{}", dump(&[&host]));
    host.kill();
}
