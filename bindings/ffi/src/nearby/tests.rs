//! The nearby API from Rust, as the apps drive it: a host with a human seat and a bot,
//! a client over loopback TCP and one over an in-memory `NearbyLink` pair.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::*;
use crate::runtime::pollster;
use crate::table::records::{
    BotLevel, PendingDecision, SeatKindSpec, SeatSpec, TableConfig, TableSettings,
};

fn seat(name: &str, kind: SeatKindSpec) -> SeatSpec {
    SeatSpec {
        name: name.to_string(),
        kind,
        colour: String::new(),
        avatar: String::new(),
    }
}

/// 77 for three: a human on the host, a remote seat, a bot.
fn config() -> TableConfig {
    TableConfig {
        game: "77".to_string(),
        variant: None,
        seats: vec![
            seat("Host", SeatKindSpec::Human),
            seat("Guest", SeatKindSpec::Remote),
            seat(
                "Bot",
                SeatKindSpec::Bot {
                    level: BotLevel::Easy,
                },
            ),
        ],
        settings: TableSettings {
            auto_single_choice: false,
            bot_delay_ms: 0,
            hard_iterations: 50,
        },
        seed: Some(5),
        options: None,
    }
}

fn host(listen: Option<&str>) -> Arc<NearbyHost> {
    let options = records::NearbyHostOptions {
        listen: listen.map(str::to_string),
        seed: Some(9),
        advertise: None,
    };
    pollster(host::nearby_host(config(), options)).unwrap()
}

fn join(code: String) -> records::NearbyJoinConfig {
    records::NearbyJoinConfig {
        game: Some("seventy_seven".to_string()),
        name: "Guest".to_string(),
        code,
        seats: 1,
        device_key: Some(42),
    }
}

fn wait_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while !done() {
        assert!(Instant::now() < deadline, "{what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Plays to the end: both humans take their first legal action.
fn play_out(host: &NearbyHost, client: &NearbyClient) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while host.pending().unwrap() != PendingDecision::Finished
        || client.status().unwrap().to_act.is_some()
    {
        assert!(Instant::now() < deadline, "not finished in time");
        if let PendingDecision::Human { seat, .. } = host.pending().unwrap() {
            let legal = host.legal_actions(seat).unwrap();
            host.act(seat, legal[0].clone()).unwrap();
        }
        let status = client.status().unwrap();
        if status.to_act == Some(1) && !status.action_in_flight {
            let legal = client.legal_actions(1).unwrap();
            if let Some(choice) = legal.first() {
                // Refused only while the answer to the last one is on its way.
                let _ = client.act(1, choice.clone());
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    // The client ends with the host's view of its seat.
    let deadline = Instant::now() + Duration::from_secs(5);
    while client.view(1).unwrap() != host_view_of_remote(host) {
        assert!(Instant::now() < deadline, "views differ");
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(client.status().unwrap().outcome.is_some());
    assert!(host.outcome().unwrap().is_some());
    // After the game the client checks the deal: it follows from the random values,
    // the client's own included.
    wait_until("deal checked", || {
        client.status().unwrap().fairness.is_some()
    });
    let fairness = client.status().unwrap().fairness.unwrap();
    assert!(fairness.verified, "{fairness:?}");
    assert!(fairness.contributed, "{fairness:?}");
    assert_eq!(fairness.game_number, 0);
}

/// The host's view of seat 1, read through the host's table (`NearbyHost::view`
/// shows only the host's own humans).
fn host_view_of_remote(host: &NearbyHost) -> crate::table::records::TableView {
    host.remote_view(1)
}

#[test]
fn a_client_over_tcp_plays_to_the_end() {
    let host = host(Some("127.0.0.1:0"));
    let port = host.tcp_port().unwrap().unwrap();
    let client = pollster(client::nearby_join(
        join(host.join_code().unwrap()),
        format!("127.0.0.1:{port}"),
    ))
    .unwrap();
    assert_eq!(pollster(client.welcome(5_000)).unwrap(), vec![1]);
    // The device list follows the host's events, on the runtime.
    wait_until("device listed", || host.devices().unwrap().len() == 1);
    // The lobby: nothing dealt until the host starts.
    assert!(host.in_lobby().unwrap());
    assert_eq!(host.pending().unwrap(), PendingDecision::NotStarted);
    assert!(matches!(host.view(0), Err(NearbyError::NotStarted)));
    wait_until("seat taken and committed", || {
        host.ready_to_start().unwrap()
    });
    assert_eq!(host.free_seats().unwrap(), 0);
    host.start().unwrap();
    assert!(matches!(host.start(), Err(NearbyError::AlreadyStarted)));
    assert!(matches!(
        client.attach_link(Arc::new(Pipe::default())),
        Err(NearbyError::OverTcp)
    ));
    assert!(matches!(
        client.view(0),
        Err(NearbyError::NotYourSeat { seat: 0 })
    ));
    play_out(&host, &client);
    pollster(host.shutdown()).unwrap();
    assert!(matches!(host.join_code(), Err(NearbyError::Closed)));
}

/// One end of an in-memory link: `send` feeds the other end's input.
#[derive(Default)]
struct Pipe {
    peer: Mutex<Option<Arc<NearbyLinkInput>>>,
}

impl NearbyLink for Pipe {
    fn send(&self, bytes: Vec<u8>) -> Result<(), NearbyLinkError> {
        match &*self.peer.lock().unwrap() {
            Some(peer) => {
                peer.received(bytes);
                Ok(())
            }
            None => Err(NearbyLinkError::Failed {
                reason: "no peer".into(),
            }),
        }
    }

    fn disconnect(&self) -> Result<(), NearbyLinkError> {
        if let Some(peer) = self.peer.lock().unwrap().take() {
            peer.closed();
        }
        Ok(())
    }
}

/// Connects `client` to `host` with a new in-memory link pair.
fn wire(host: &NearbyHost, client: &NearbyClient) -> (Arc<Pipe>, Arc<Pipe>) {
    let to_host = Arc::new(Pipe::default());
    let to_client = Arc::new(Pipe::default());
    let host_input = host.attach_link(to_client.clone()).unwrap();
    *to_host.peer.lock().unwrap() = Some(host_input);
    let mut slot = to_client.peer.lock().unwrap();
    *slot = Some(client.attach_link(to_host.clone()).unwrap());
    drop(slot);
    (to_host, to_client)
}

#[test]
fn a_client_over_links_is_refused_a_wrong_code_then_plays_and_resumes() {
    let host = host(None);
    assert_eq!(host.tcp_port().unwrap(), None);
    let right = host.join_code().unwrap();
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    let client = NearbyClient::over_links(join(wrong.to_string())).unwrap();
    let (to_host, to_client) = wire(&host, &client);
    assert!(matches!(
        pollster(client.welcome(5_000)),
        Err(NearbyError::WrongJoinCode { attempts_left: 2 })
    ));
    client.retry_code(right).unwrap();
    assert_eq!(pollster(client.welcome(5_000)).unwrap(), vec![1]);
    wait_until("device listed", || host.devices().unwrap().len() == 1);
    // The link is lost: the transport reports both ends closed; a new one resumes.
    for pipe in [&to_host, &to_client] {
        if let Some(input) = pipe.peer.lock().unwrap().take() {
            input.closed();
        }
    }
    let connected = |host: &NearbyHost| host.devices().unwrap().iter().any(|d| d.connected);
    wait_until("host did not notice", || !connected(&host));
    let _wire = wire(&host, &client);
    wait_until("not resumed", || connected(&host));
    // The game starts by itself once the device is back and has committed.
    host.set_autostart(true).unwrap();
    play_out(&host, &client);
    pollster(client.leave()).unwrap();
    assert!(matches!(client.status(), Err(NearbyError::Closed)));
    pollster(host.shutdown()).unwrap();
}

#[test]
fn bad_requests_are_typed_errors() {
    let options = records::NearbyHostOptions {
        listen: Some("not an address".into()),
        seed: None,
        advertise: None,
    };
    assert!(matches!(
        pollster(host::nearby_host(config(), options)),
        Err(NearbyError::BadAddress { .. })
    ));
    let mut unknown = join("1234".into());
    unknown.game = Some("skat".into());
    assert!(matches!(
        NearbyClient::over_links(unknown.clone()),
        Err(NearbyError::UnknownGame { .. })
    ));
    // Over links the game cannot be asked for: it must be named.
    unknown.game = None;
    assert!(matches!(
        NearbyClient::over_links(unknown),
        Err(NearbyError::GameRequired)
    ));
    // Advertising needs the TCP port.
    let links_only = records::NearbyHostOptions {
        listen: None,
        seed: None,
        advertise: Some("Anna's table".into()),
    };
    assert!(matches!(
        pollster(host::nearby_host(config(), links_only)),
        Err(NearbyError::Discovery { .. })
    ));
    let host = host(None);
    // Seat 1 is a remote player's: not played on the host.
    assert!(matches!(
        host.view(1),
        Err(NearbyError::NotYourSeat { seat: 1 })
    ));
    assert!(matches!(
        host.view(9),
        Err(NearbyError::NoSuchSeat { seat: 9 })
    ));
    // Seat 0 is the host's human, but nothing is dealt in the lobby.
    assert!(matches!(host.view(0), Err(NearbyError::NotStarted)));
    assert!(matches!(host.rematch(), Err(NearbyError::NotStarted)));
    // A start with the remote seat still free deals the game; a second one is refused.
    host.start().unwrap();
    assert!(host.view(0).is_ok());
    assert!(matches!(host.start(), Err(NearbyError::AlreadyStarted)));
    // No link attached: nothing arrives in time.
    let client = NearbyClient::over_links(join(host.join_code().unwrap())).unwrap();
    assert!(matches!(
        pollster(client.welcome(50)),
        Err(NearbyError::Timeout)
    ));
    pollster(host.shutdown()).unwrap();
}

#[test]
fn a_client_without_the_game_asks_the_host_and_plays() {
    let host = host(Some("127.0.0.1:0"));
    let address = format!("127.0.0.1:{}", host.tcp_port().unwrap().unwrap());
    let mut unnamed = join(host.join_code().unwrap());
    unnamed.game = None;
    // A wrong code is refused by the probe already.
    let mut wrong = unnamed.clone();
    wrong.code = if wrong.code == "000000" {
        "111111"
    } else {
        "000000"
    }
    .into();
    assert!(matches!(
        pollster(client::nearby_join(wrong, address.clone())),
        Err(NearbyError::WrongJoinCode { .. })
    ));
    let client = pollster(client::nearby_join(unnamed, address)).unwrap();
    assert_eq!(client.game_id(), "seventy_seven");
    assert_eq!(pollster(client.welcome(5_000)).unwrap(), vec![1]);
    wait_until("lobby ready", || host.ready_to_start().unwrap());
    host.start().unwrap();
    play_out(&host, &client);
    pollster(host.shutdown()).unwrap();
}

/// 77 for three on one host device shared by two humans, and a bot.
fn shared_config() -> TableConfig {
    let mut config = config();
    config.seats[1] = seat("Ben", SeatKindSpec::Human);
    config.seats.push(seat("Guest", SeatKindSpec::Remote));
    config
}

#[test]
fn two_humans_share_the_host_device_with_hand_overs() {
    let options = records::NearbyHostOptions {
        listen: Some("127.0.0.1:0".into()),
        seed: Some(3),
        advertise: None,
    };
    let host = pollster(host::nearby_host(shared_config(), options)).unwrap();
    let port = host.tcp_port().unwrap().unwrap();
    let mut guest = join(host.join_code().unwrap());
    guest.seats = 1;
    let client = pollster(client::nearby_join(guest, format!("127.0.0.1:{port}"))).unwrap();
    assert_eq!(pollster(client.welcome(5_000)).unwrap(), vec![3]);
    wait_until("lobby ready", || host.ready_to_start().unwrap());
    host.start().unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut holder: Option<u8> = None;
    let mut hand_overs = 0;
    while host.pending().unwrap() != PendingDecision::Finished {
        assert!(Instant::now() < deadline, "not finished in time");
        if let PendingDecision::Human { seat, hand_over } = host.pending().unwrap() {
            assert_eq!(
                hand_over,
                holder != Some(seat),
                "seat {seat}, holder {holder:?}"
            );
            if hand_over {
                // Nothing of the seat shows before the device is handed to it.
                assert_eq!(host.view(seat), Err(NearbyError::HandOverFirst { seat }));
                assert_eq!(
                    host.legal_actions(seat),
                    Err(NearbyError::HandOverFirst { seat })
                );
                assert_eq!(
                    host.events(seat, 0),
                    Err(NearbyError::HandOverFirst { seat })
                );
                host.hand_over(seat).unwrap();
                hand_overs += 1;
                holder = Some(seat);
                // Now the other human's hand is hidden.
                let other = 1 - seat;
                assert_eq!(
                    host.view(other),
                    Err(NearbyError::HandOverFirst { seat: other })
                );
            }
            let view = host.view(seat).unwrap();
            assert_eq!(view.seat, seat);
            let legal = host.legal_actions(seat).unwrap();
            host.act(seat, legal[0].clone()).unwrap();
        }
        let status = client.status().unwrap();
        if status.to_act == Some(3)
            && !status.action_in_flight
            && let Some(choice) = client.legal_actions(3).unwrap().first()
        {
            let _ = client.act(3, choice.clone());
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(hand_overs >= 2, "{hand_overs} hand-overs");
    // A bot's seat or the guest's is never handed the host device.
    assert!(matches!(
        host.hand_over(2),
        Err(NearbyError::NotYourSeat { seat: 2 })
    ));
    assert!(matches!(
        host.hand_over(3),
        Err(NearbyError::NotYourSeat { seat: 3 })
    ));
    pollster(host.shutdown()).unwrap();
}

#[test]
fn a_txt_record_gives_the_same_table_as_the_browser() {
    use spieleabend_nearby::discovery::{FoundTable, TableAd};
    let ad = TableAd {
        name: "Anna's table".into(),
        game: "elfer_raus".into(),
        free_seats: 2,
        players: 4,
        port: 7077,
    };
    let txt: std::collections::HashMap<String, String> = ad
        .txt()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .chain([("rev".to_string(), "3".to_string())])
        .collect();
    let hosts = vec![
        "fe80::1%wlan0".to_string(),
        "127.0.0.1".to_string(),
        "fd00::7".to_string(),
        "192.168.1.20".to_string(),
    ];
    let table =
        browser::nearby_table_from_txt("Anna's table (beef)".into(), txt.clone(), hosts, 7077)
            .unwrap();
    // The browser's route: the core's reading of the same record.
    let addrs = ["192.168.1.20:7077", "127.0.0.1:7077", "[fd00::7]:7077"]
        .map(|a| a.parse().unwrap())
        .to_vec();
    let found = FoundTable::from_txt(
        "Anna's table (beef)",
        |key| txt.get(key).map(String::as_str),
        addrs,
    )
    .unwrap();
    assert_eq!(table, records::NearbyTable::from(found));
    assert_eq!(
        table.addresses,
        vec!["192.168.1.20:7077", "127.0.0.1:7077", "[fd00::7]:7077"]
    );
    assert_eq!((table.free_seats, table.players, table.port), (2, 4, 7077));
    assert!(table.compatible);
    // Malformed records and hosts are typed errors.
    let mut missing = txt.clone();
    missing.remove("game");
    assert_eq!(
        browser::nearby_table_from_txt("x".into(), missing, vec![], 1),
        Err(NearbyError::TxtMissing { key: "game".into() })
    );
    let mut bad = txt.clone();
    bad.insert("free".into(), "lots".into());
    assert_eq!(
        browser::nearby_table_from_txt("x".into(), bad, vec![], 1),
        Err(NearbyError::TxtBad { key: "free".into() })
    );
    assert!(matches!(
        browser::nearby_table_from_txt("x".into(), txt, vec!["anna.local".into()], 1),
        Err(NearbyError::BadAddress { .. })
    ));
}

#[test]
fn a_txt_record_read_as_bytes_over_bluetooth_gives_the_table_without_addresses() {
    use crate::app::TxtEntry;
    let entries = [
        ("v", "1"),
        ("name", "Anna’s table"),
        ("game", "help"),
        ("free", "1"),
        ("players", "2"),
    ]
    .map(|(key, value)| TxtEntry {
        key: key.into(),
        value: value.into(),
    })
    .to_vec();
    let bytes = browser::txt_record_bytes(entries);
    let txt = browser::txt_record_entries(bytes.clone()).unwrap();
    assert_eq!(txt.get("name").map(String::as_str), Some("Anna’s table"));
    let table = browser::nearby_table_from_txt("AA:BB:CC:DD:EE:FF".into(), txt, vec![], 0).unwrap();
    assert_eq!((table.game.as_str(), table.free_seats), ("help", 1));
    assert!(table.addresses.is_empty());
    assert_eq!(
        browser::txt_record_entries(bytes[..bytes.len() - 1].to_vec()),
        Err(NearbyError::TxtTruncated)
    );
}

#[test]
fn hosts_started_together_draw_different_codes_and_a_new_code_admits() {
    // Hosts without a seed take it from the OS: four started at the same instant show
    // four codes (six digits each; alike by chance once in a million pairs).
    let barrier = std::sync::Barrier::new(4);
    let hosts: Vec<Arc<NearbyHost>> = std::thread::scope(|scope| {
        let started: Vec<_> = (0..4)
            .map(|_| {
                scope.spawn(|| {
                    let options = records::NearbyHostOptions {
                        listen: None,
                        seed: None,
                        advertise: None,
                    };
                    barrier.wait();
                    pollster(host::nearby_host(config(), options)).unwrap()
                })
            })
            .collect();
        started.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let codes: std::collections::HashSet<String> =
        hosts.iter().map(|h| h.join_code().unwrap()).collect();
    assert_eq!(codes.len(), 4, "{codes:?}");
    // A new code replaces the old one: a device with the old code is refused, one with
    // the new code is admitted.
    let host = &hosts[0];
    let old = host.join_code().unwrap();
    let mut new = host.new_join_code().unwrap();
    while new == old {
        new = host.new_join_code().unwrap();
    }
    assert_eq!(host.join_code().unwrap(), new);
    let client = NearbyClient::over_links(join(old)).unwrap();
    let _wire = wire(host, &client);
    assert!(matches!(
        pollster(client.welcome(5_000)),
        Err(NearbyError::WrongJoinCode { attempts_left: 2 })
    ));
    client.retry_code(new).unwrap();
    assert_eq!(pollster(client.welcome(5_000)).unwrap(), vec![1]);
    for host in hosts {
        pollster(host.shutdown()).unwrap();
    }
}
