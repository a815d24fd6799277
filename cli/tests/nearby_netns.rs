//! Nearby play across two network namespaces joined by a veth pair (addresses in
//! 10.77.0.0/24, inside the namespaces this test creates only): the host advertises its
//! table in one namespace, three `join auto --bot medium` processes in the other find it
//! by DNS-SD (mDNS), pick it, and play the game to the end. Needs root and `ip`
//! (iproute2); where either is missing the test says why and is skipped. The
//! namespaces are removed again even when the test fails.

mod common;

use std::process::Command;
use std::time::Duration;

use common::{BIN, Proc, dump, host_args, join_args, port_and_code};

const BOUND: Duration = Duration::from_secs(120);

/// Two namespaces and the veth pair between them; deleted on drop.
struct Namespaces {
    host: String,
    client: String,
    veth: String,
}

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

impl Namespaces {
    /// Creates them, or says why it cannot.
    fn create() -> Result<Namespaces, String> {
        let uid = Command::new("id")
            .arg("-u")
            .output()
            .map_err(|e| format!("cannot run id: {e}"))?;
        if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
            return Err("not root".into());
        }
        let id = std::process::id();
        let namespaces = Namespaces {
            host: format!("sa{id}h"),
            client: format!("sa{id}c"),
            veth: format!("sa{id}v"),
        };
        namespaces.set_up()?;
        Ok(namespaces)
    }

    fn set_up(&self) -> Result<(), String> {
        let (h, c) = (self.host.as_str(), self.client.as_str());
        let (vh, vc) = (format!("{}h", self.veth), format!("{}c", self.veth));
        ip(&["netns", "add", h])?;
        ip(&["netns", "add", c])?;
        ip(&["link", "add", &vh, "type", "veth", "peer", "name", &vc])?;
        ip(&["link", "set", &vh, "netns", h])?;
        ip(&["link", "set", &vc, "netns", c])?;
        for (ns, dev, addr) in [(h, &vh, "10.77.0.1/24"), (c, &vc, "10.77.0.2/24")] {
            ip(&["-n", ns, "addr", "add", addr, "dev", dev])?;
            ip(&["-n", ns, "link", "set", dev, "up"])?;
            ip(&["-n", ns, "link", "set", "lo", "up"])?;
        }
        Ok(())
    }

    /// `ip netns exec NS BIN args…`.
    fn exec(&self, ns: &str, args: &[String]) -> Vec<String> {
        let mut all: Vec<String> = ["netns", "exec", ns, BIN]
            .iter()
            .map(|s| s.to_string())
            .collect();
        all.extend(args.iter().cloned());
        all
    }
}

impl Drop for Namespaces {
    fn drop(&mut self) {
        // Deleting a namespace deletes its end of the veth pair, and so the pair.
        let _ = ip(&["netns", "del", &self.host]);
        let _ = ip(&["netns", "del", &self.client]);
        let _ = ip(&["link", "del", &format!("{}h", self.veth)]);
    }
}

#[test]
fn clients_find_the_host_by_dns_sd_across_namespaces_and_play() {
    let namespaces = match Namespaces::create() {
        Ok(namespaces) => namespaces,
        Err(reason) => {
            eprintln!("SKIPPED: no network namespaces here ({reason})");
            return;
        }
    };
    let game = "elfer-raus";
    let mut host = Proc::spawn(
        "host (namespace 1)",
        "ip",
        &namespaces.exec(&namespaces.host, &host_args(game, 150, Some("Netns table"))),
        "",
    );
    let Some(line) = host.wait_for("Others join with:", BOUND) else {
        panic!("the host did not start\n{}", dump(&[&host]));
    };
    let (port, code) = port_and_code(&line);
    assert!(
        host.wait_for("Found on the local network", BOUND).is_some(),
        "{}",
        dump(&[&host])
    );
    // The host's bot pauses 150 ms per move, so the game lasts a few seconds. Each
    // client picks table 1 (the only one in its namespace); should a search come
    // back empty, the next "1" answers the next search.
    let mut clients: Vec<Proc> = (0..3)
        .map(|i| {
            let mut args = join_args("auto", None, &code, &format!("P{i}"));
            args.extend(["--browse-ms".to_string(), "2000".to_string()]);
            Proc::spawn(
                &format!("client {i} (namespace 2)"),
                "ip",
                &namespaces.exec(&namespaces.client, &args),
                "1\n1\n1\n1\n1\n",
            )
        })
        .collect();
    // Once every seat is taken, a device that only looks sees the table as full.
    assert!(
        host.wait_for("Everyone is here", BOUND).is_some(),
        "{}",
        dump(&[&host, &clients[0], &clients[1], &clients[2]])
    );
    let looker_args: Vec<String> = ["join", "auto", "--code", "0", "--browse-ms", "1500"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut looker = Proc::spawn(
        "looker (namespace 2)",
        "ip",
        &namespaces.exec(&namespaces.client, &looker_args),
        "",
    );
    looker.wait_exit(BOUND);
    let mut procs: Vec<&mut Proc> = vec![&mut host];
    procs.extend(clients.iter_mut());
    procs.push(&mut looker);
    for i in 0..4 {
        let status = procs[i].wait_exit(BOUND);
        if status.is_none_or(|s| !s.success()) {
            let all: Vec<&Proc> = procs.iter().map(|p| &**p).collect();
            panic!("{} ended with {status:?}\n{}", procs[i].name, dump(&all));
        }
    }
    let all: Vec<&Proc> = procs.iter().map(|p| &**p).collect();
    let report = dump(&all);
    let looker = all[4];
    for client in &all[1..4] {
        assert!(client.count("Netns table: Elfer raus!") > 0, "{report}");
        let connected = format!("Connected to 10.77.0.1:{port}");
        assert_eq!(client.count(&connected), 1, "{report}");
        assert!(client.count("Your bot plays") > 0, "{report}");
        assert_eq!(
            client.count("The table is over. The host closed the table. Bye!"),
            1,
            "{report}"
        );
    }
    // The advertisement followed the seats filling up.
    assert_eq!(
        looker.count("Netns table: Elfer raus!, 0 of 4 seats free"),
        1,
        "{report}"
    );
    // Each device shown once as it took its seat.
    assert_eq!(all[0].count(" (seat "), 3, "{report}");
    assert_eq!(all[0].count("Table closed"), 1, "{report}");
}
