//! The machines' next deadline (`poll_timeout`): a driver that ticks only then sees
//! every timeout fire on time, and an idle machine has nothing due.

use spieleabend_core::games::elfer_raus::{ElferRaus, Options};
use spieleabend_core::nearby::{
    Client, ClientConfig, ClientOutput, ClientState, Host, HostConfig, HostOutput, TableSetup,
};
use spieleabend_core::table::{BotLevel, SeatConfig, TableSettings};

fn host() -> Host<ElferRaus> {
    let setup = TableSetup {
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
    };
    let config = HostConfig {
        seed: 2,
        entropy: [2; 32],
        ..HostConfig::default()
    };
    Host::new(setup, config).unwrap()
}

fn client(code: &str) -> Client<ElferRaus> {
    let config = ClientConfig {
        name: "P".into(),
        device_key: 3,
        entropy: [3; 32],
        ..ClientConfig::default()
    };
    Client::new(config, code, 1)
}

/// Moves every frame between the two until both are quiet.
fn pump(host: &mut Host<ElferRaus>, conn: u64, client: &mut Client<ElferRaus>, now: u64) {
    loop {
        let mut moved = false;
        for output in client.take_outputs() {
            if let ClientOutput::Send(bytes) = output {
                host.receive(conn, &bytes, now);
                moved = true;
            }
        }
        for output in host.take_outputs() {
            if let HostOutput::Send { conn: c, bytes } = output
                && c == conn
            {
                client.receive(&bytes, now);
                moved = true;
            }
        }
        if !moved {
            return;
        }
    }
}

#[test]
fn a_connection_without_hello_is_due_at_its_hello_timeout() {
    let mut host = host();
    assert_eq!(
        host.poll_timeout(),
        None,
        "nothing is due without connections"
    );
    let conn = host.connect(1_000);
    let due = host.poll_timeout().unwrap();
    assert_eq!(due, 1_000 + HostConfig::default().hello_timeout_ms + 1);
    // Ticking just before changes nothing; at the deadline the connection is cut.
    host.tick(due - 1);
    assert!(
        host.take_outputs()
            .iter()
            .all(|o| !matches!(o, HostOutput::Close { .. }))
    );
    host.tick(due);
    assert!(
        host.take_outputs()
            .iter()
            .any(|o| matches!(o, HostOutput::Close { conn: c } if *c == conn))
    );
    assert_eq!(host.poll_timeout(), None);
}

#[test]
fn an_admitted_client_is_due_at_its_next_ping_and_the_host_at_the_silence() {
    let mut host = host();
    let code = host.join_code().to_string();
    let mut client = client(&code);
    assert_eq!(client.poll_timeout(), None, "not connected: nothing due");
    let conn = host.connect(0);
    client.connect(0);
    // The hello goes out again after `resend_ms` unless answered.
    assert_eq!(
        client.poll_timeout(),
        Some(ClientConfig::default().resend_ms)
    );
    pump(&mut host, conn, &mut client, 10);
    assert_eq!(client.state(), &ClientState::Connected);
    let ping = client.poll_timeout().unwrap();
    assert!(
        ping <= 10 + ClientConfig::default().ping_interval_ms,
        "{ping}"
    );
    // The host: the device's silence.
    assert_eq!(
        host.poll_timeout(),
        Some(10 + HostConfig::default().timeout_ms + 1)
    );
    // A driver ticking only at the client's deadlines keeps the connection alive.
    let mut now = 10;
    for _ in 0..20 {
        now = client.poll_timeout().unwrap().max(now);
        client.tick(now);
        pump(&mut host, conn, &mut client, now);
        host.tick(now);
    }
    assert_eq!(client.state(), &ClientState::Connected);
    assert!(host.device_of(conn).is_some());
    assert!(now >= 10_000, "20 deadlines reach {now} ms: no busy loop");
}
