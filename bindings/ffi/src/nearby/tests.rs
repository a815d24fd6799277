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
    };
    pollster(host::nearby_host(config(), options)).unwrap()
}

fn join(code: String) -> records::NearbyJoinConfig {
    records::NearbyJoinConfig {
        game: "seventy_seven".to_string(),
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
    };
    assert!(matches!(
        pollster(host::nearby_host(config(), options)),
        Err(NearbyError::BadAddress { .. })
    ));
    let mut unknown = join("1234".into());
    unknown.game = "skat".into();
    assert!(matches!(
        NearbyClient::over_links(unknown),
        Err(NearbyError::UnknownGame { .. })
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
