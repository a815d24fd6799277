//! DNS-SD discovery end to end: a browser sees a table appear with its
//! TXT record, sees its free seats change when the host updates them, and sees it go
//! when the host withdraws it; a running host's advertisement follows its free seats
//! as devices join (down to `free=0`), leave with a bye (in the lobby and in play) and
//! new ones take the freed seats, and is withdrawn when the host stops. Multicast must stay off the machine's real networks, so
//! the test runs itself again inside a network namespace it creates (a veth pair,
//! 10.78.0.1/24 and .2, inside the namespaces only) and deletes afterwards, also on
//! failure. Needs root and `ip` (iproute2); without them it says why and is skipped.
//! Run with `cargo test -p spieleabend-nearby --test discovery`.

mod common;

use std::process::Command;
use std::time::Duration;

use spieleabend_core::games::elfer_raus::{self, ElferRaus};
use spieleabend_core::nearby::{ClientConfig, ClientEvent, HostConfig};
use spieleabend_nearby::discovery::{Browser, Discovered, FoundTable, TableAd, advertise};
use spieleabend_nearby::{ClientHandle, JoinEvent, NearbyTimings};

/// Set in the environment of the run inside the namespace.
const INSIDE: &str = "SPIELEABEND_DISCOVERY_INSIDE";
/// Longest wait for any one change to be seen.
const BOUND: Duration = Duration::from_secs(20);

fn ip(args: &[&str]) -> Result<(), String> {
    let output = Command::new("ip")
        .args(args)
        .output()
        .map_err(|e| format!("cannot run ip: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "ip {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

/// Two namespaces joined by a veth pair; deleted on drop.
struct Namespaces {
    names: [String; 2],
}

impl Namespaces {
    fn create() -> Result<Namespaces, String> {
        let uid = Command::new("id")
            .arg("-u")
            .output()
            .map_err(|e| format!("cannot run id: {e}"))?;
        if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
            return Err("not root".into());
        }
        // Unique per test (the two tests of this file may run at once).
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let id = std::process::id() * 4 + NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let namespaces = Namespaces {
            names: [format!("sd{id}a"), format!("sd{id}b")],
        };
        let [a, b] = &namespaces.names;
        ip(&["netns", "add", a])?;
        ip(&["netns", "add", b])?;
        ip(&["link", "add", a, "type", "veth", "peer", "name", b])?;
        for (ns, addr) in [(a, "10.78.0.1/24"), (b, "10.78.0.2/24")] {
            ip(&["link", "set", ns, "netns", ns])?;
            ip(&["-n", ns, "addr", "add", addr, "dev", ns])?;
            ip(&["-n", ns, "link", "set", ns, "up"])?;
            ip(&["-n", ns, "link", "set", "lo", "up"])?;
        }
        Ok(namespaces)
    }
}

impl Drop for Namespaces {
    fn drop(&mut self) {
        for name in &self.names {
            let _ = ip(&["netns", "del", name]);
        }
        let _ = ip(&["link", "del", &self.names[0]]);
    }
}

#[test]
fn a_browser_sees_a_table_appear_change_and_go() {
    in_namespace("a_browser_sees_a_table_appear_change_and_go", inside);
}

#[test]
fn a_hosted_table_re_advertises_its_free_seats() {
    in_namespace(
        "a_hosted_table_re_advertises_its_free_seats",
        re_advertised_inside,
    );
}

/// Runs `test` (this test binary's test named `name`) again inside a fresh pair of
/// network namespaces, or right away when already inside.
fn in_namespace(name: &str, test: fn()) {
    if std::env::var_os(INSIDE).is_some() {
        return test();
    }
    let namespaces = match Namespaces::create() {
        Ok(namespaces) => namespaces,
        Err(reason) => {
            eprintln!("SKIPPED: no network namespaces here ({reason})");
            return;
        }
    };
    let me = std::env::current_exe().unwrap();
    let output = Command::new("ip")
        .args(["netns", "exec", &namespaces.names[0]])
        .arg(me)
        .args(["--exact", name, "--nocapture"])
        .env(INSIDE, "1")
        .output()
        .unwrap();
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "inside the namespace:\n{text}");
    assert!(
        text.contains("1 passed"),
        "the test did not run inside:\n{text}"
    );
}

/// Waits for the first change about `instance` that `wanted` accepts.
async fn seen(
    browser: &mut Browser,
    what: &str,
    wanted: impl Fn(&Discovered) -> bool,
) -> Discovered {
    let found = tokio::time::timeout(BOUND, async {
        while let Some(event) = browser.next().await {
            if wanted(&event) {
                return Some(event);
            }
        }
        None
    })
    .await;
    match found {
        Ok(Some(event)) => event,
        other => panic!("{what} not seen within {BOUND:?}: {other:?}"),
    }
}

fn table_of(event: &Discovered, instance: &str) -> Option<FoundTable> {
    match event {
        Discovered::Table(table) if table.instance == instance => Some(table.clone()),
        _ => None,
    }
}

fn inside() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut browser = Browser::start().unwrap();
        let mut ad = advertise(&TableAd {
            name: "Discovery test".into(),
            game: "help".into(),
            free_seats: 3,
            players: 4,
            port: 4242,
        })
        .unwrap();
        let instance = ad.instance().to_string();
        let event = seen(&mut browser, "the table", |e| {
            table_of(e, &instance).is_some()
        })
        .await;
        let table = table_of(&event, &instance).unwrap();
        assert_eq!(table.name, "Discovery test");
        assert_eq!(table.game, "help");
        assert_eq!((table.free_seats, table.players), (3, 4));
        assert!(table.compatible());
        // Browser and host share the namespace: the answer may come over loopback or
        // the veth, with either address.
        assert!(!table.addrs.is_empty(), "{table:?}");
        assert!(table.addrs.iter().all(|a| a.port() == 4242), "{table:?}");
        ad.update(1).unwrap();
        seen(&mut browser, "the update", |e| {
            table_of(e, &instance).is_some_and(|t| t.free_seats == 1)
        })
        .await;
        ad.stop().unwrap();
        seen(&mut browser, "the withdrawal", |e| {
            *e == Discovered::Gone(instance.clone())
        })
        .await;
    });
}

/// Joins the host on loopback with one seat and waits for the welcome.
async fn joined(port: u16, code: &str, key: u64) -> ClientHandle<ElferRaus> {
    let config = ClientConfig {
        name: format!("device {key}"),
        app_version: "test".into(),
        device_key: key,
        entropy: spieleabend_nearby::os_entropy().unwrap(),
        ..ClientConfig::default()
    };
    let mut client = spieleabend_nearby::join::<ElferRaus, _>(
        ("127.0.0.1", port),
        config,
        code.to_string(),
        1,
        NearbyTimings::default(),
    )
    .await
    .unwrap();
    let welcomed = tokio::time::timeout(BOUND, async {
        while let Some(event) = client.events.recv().await {
            if matches!(event, JoinEvent::Client(ClientEvent::Welcomed { .. })) {
                return true;
            }
        }
        false
    })
    .await;
    assert_eq!(welcomed, Ok(true), "device {key} was not welcomed");
    client
}

/// Waits until the browser sees `instance` advertised with `free` free seats.
async fn free_seats_seen(browser: &mut Browser, instance: &str, free: u8, when: &str) {
    seen(browser, when, |e| {
        table_of(e, instance).is_some_and(|t| t.free_seats == free)
    })
    .await;
}

fn re_advertised_inside() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut browser = Browser::start().unwrap();
        // Two remote seats and a bot.
        let setup = common::table::<ElferRaus>(
            elfer_raus::Options {
                players: 3,
                ..Default::default()
            },
            1,
            5,
        );
        let config = HostConfig {
            seed: 5,
            entropy: spieleabend_nearby::os_entropy().unwrap(),
            join_code: Some("4711".into()),
            ..HostConfig::default()
        };
        let host = spieleabend_nearby::host(setup, config, "0.0.0.0:0", NearbyTimings::default())
            .await
            .unwrap();
        let port = host.local_addr().port();
        let advertisement = host.advertise("Seats test").await.unwrap();
        let instance = advertisement.instance().to_string();
        let event = seen(&mut browser, "the table", |e| {
            table_of(e, &instance).is_some()
        })
        .await;
        let table = table_of(&event, &instance).unwrap();
        assert_eq!((table.game.as_str(), table.players), ("elfer_raus", 3));
        assert_eq!(table.free_seats, 2);
        assert!(table.addrs.iter().all(|a| a.port() == port), "{table:?}");

        let a = joined(port, "4711", 1).await;
        free_seats_seen(&mut browser, &instance, 1, "one device joined").await;
        let b = joined(port, "4711", 2).await;
        free_seats_seen(&mut browser, &instance, 0, "the full table").await;
        assert_eq!(advertisement.free_seats(), Some(0));
        // A bye in the lobby frees the seat again; the next device takes it.
        b.leave().await;
        free_seats_seen(&mut browser, &instance, 1, "a bye in the lobby").await;
        let c = joined(port, "4711", 3).await;
        free_seats_seen(&mut browser, &instance, 0, "the seat taken again").await;
        // In play: a bye frees the seat (a bot plays it meanwhile) until a device
        // takes it over.
        host.start().unwrap();
        a.leave().await;
        free_seats_seen(&mut browser, &instance, 1, "a bye in play").await;
        let d = joined(port, "4711", 4).await;
        free_seats_seen(&mut browser, &instance, 0, "the seat taken in play").await;
        // The host stopping withdraws the advertisement by itself.
        host.shutdown().await;
        seen(&mut browser, "the withdrawal", |e| {
            *e == Discovered::Gone(instance.clone())
        })
        .await;
        assert_eq!(advertisement.free_seats(), None);
        drop((c, d));
    });
}
