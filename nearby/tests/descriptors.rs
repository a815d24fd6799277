//! A host at the descriptor limit (Unix): its `accept` fails (EMFILE)
//! while a connection waits; the host must rest between attempts instead of failing
//! again at once for ever, and take the connection once descriptors are free. A test
//! binary of its own: it lowers the whole process's RLIMIT_NOFILE. Run with
//! `cargo test -p spieleabend-nearby --test descriptors`.

#![cfg(unix)]

use std::time::{Duration, Instant};

use spieleabend_core::games::elfer_raus::{ElferRaus, Options};
use spieleabend_core::nearby::{ClientConfig, ClientEvent, HostConfig, TableSetup};
use spieleabend_core::table::{BotLevel, SeatConfig, TableSettings};
use spieleabend_nearby::{JoinEvent, NearbyTimings};

fn table() -> TableSetup<ElferRaus> {
    TableSetup {
        options: Options {
            players: 3,
            ..Default::default()
        },
        seats: vec![
            SeatConfig::remote("P0"),
            SeatConfig::bot("B1", BotLevel::Easy),
            SeatConfig::bot("B2", BotLevel::Easy),
        ],
        settings: TableSettings::default(),
        seed: 1,
    }
}

/// CPU time this process has used so far (user and system).
fn cpu_time() -> Duration {
    // SAFETY: getrusage writes into the zeroed struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::getrusage(libc::RUSAGE_SELF, &mut usage), 0);
        usage
    };
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}

fn set_soft_limit(soft: u64) -> u64 {
    // SAFETY: getrlimit/setrlimit read and write the struct they are given.
    unsafe {
        let mut limit: libc::rlimit = std::mem::zeroed();
        assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit), 0);
        let old = limit.rlim_cur as u64;
        limit.rlim_cur = soft as libc::rlim_t;
        assert_eq!(libc::setrlimit(libc::RLIMIT_NOFILE, &limit), 0);
        old
    }
}

#[tokio::test(flavor = "current_thread")]
async fn at_the_descriptor_limit_the_host_rests_instead_of_spinning() {
    let config = HostConfig {
        seed: 5,
        entropy: [5; 32],
        ..HostConfig::default()
    };
    let host = spieleabend_nearby::host(table(), config, "127.0.0.1:0", NearbyTimings::default())
        .await
        .unwrap();
    let addr = host.local_addr();
    // Leave exactly one descriptor free, for the connection that then waits to be
    // accepted: the host's accept finds none.
    let open_now = std::fs::read_dir("/proc/self/fd").unwrap().count() as u64;
    let old_limit = set_soft_limit(open_now + 32);
    let mut fillers = Vec::new();
    while let Ok(file) = std::fs::File::open("/dev/null") {
        fillers.push(file);
    }
    fillers.pop();
    let waiting = std::net::TcpStream::connect(addr).expect("the kernel completes it");
    // This thread runs the host's driver while it sleeps: a host that retries accept
    // at once spends the whole time on it.
    let before = cpu_time();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let spent = cpu_time() - before;
    drop(fillers);
    set_soft_limit(old_limit);
    println!("CPU time over 2 s at the descriptor limit: {spent:?}");
    assert!(
        spent < Duration::from_millis(400),
        "the host spent {spent:?} of 2 s failing to accept"
    );
    drop(waiting);
    // With descriptors free again, a player joins (within the longest rest, 1 s).
    let started = Instant::now();
    let config = ClientConfig {
        name: "Legit".into(),
        device_key: 1,
        entropy: [1; 32],
        ..ClientConfig::default()
    };
    let mut client = spieleabend_nearby::join::<ElferRaus, _>(
        addr,
        config,
        host.join_code(),
        1,
        NearbyTimings::default(),
    )
    .await
    .unwrap();
    let welcomed = tokio::time::timeout(Duration::from_secs(3), async {
        while let Some(event) = client.events.recv().await {
            if let JoinEvent::Client(ClientEvent::Welcomed { .. }) = event {
                return true;
            }
        }
        false
    })
    .await;
    assert_eq!(
        welcomed,
        Ok(true),
        "no welcome after {:?}",
        started.elapsed()
    );
}
