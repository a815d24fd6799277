//! Updates carry only what changed (patches of the status, views and legal actions,
//! and the new events). Whole games of every game with random play, where now and then
//! an update is lost (so the device takes the snapshot path) or a device reconnects:
//! after every update a device applies, its views, legal actions and status equal the
//! host's, and at the end its events too.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::{elfer_raus, help_game, juhu22, rauswurf, seventy_seven};
use spieleabend_core::nearby::{
    Client, ClientConfig, ClientOutput, ClientState, ConnId, Host, HostConfig, HostMsg, HostOutput,
    TableSetup, frame,
};
use spieleabend_core::table::{Logged, Pending, SeatConfig, TableSettings};
use spieleabend_core::{Game, Seat, ToAct};

struct Table<G: TableGame> {
    host: Host<G>,
    clients: Vec<Client<G>>,
    conns: Vec<ConnId>,
    rng: ChaCha8Rng,
    now: u64,
    /// Updates applied by a device and checked.
    checked: usize,
    /// Snapshots delivered after the first one of a connection.
    snapshots: usize,
}

impl<G: TableGame> Table<G> {
    /// A table of remote seats: device 0 plays seats 0 and 1, every other device one
    /// seat; the last device is a spectator.
    fn new(options: G::Options, seed: u64) -> Table<G> {
        let players = G::new(&options, 0).unwrap().0.players();
        let seats = (0..players)
            .map(|i| SeatConfig::remote(format!("P{i}")))
            .collect();
        let setup = TableSetup::<G> {
            options,
            seats,
            settings: TableSettings::default(),
            seed,
        };
        let mut host = Host::new(
            setup,
            HostConfig {
                seed,
                keep_plaintexts: true,
                ..HostConfig::default()
            },
        )
        .unwrap();
        let code = host.join_code().to_string();
        let mut wants = vec![2u8];
        wants.extend((2..players).map(|_| 1));
        wants.push(0);
        let mut clients: Vec<Client<G>> = wants
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                Client::new(
                    ClientConfig {
                        device_key: i as u64 + 1,
                        entropy: [i as u8 + 1; 32],
                        ..ClientConfig::default()
                    },
                    code.clone(),
                    n,
                )
            })
            .collect();
        let conns = clients.iter().map(|_| host.connect(0)).collect();
        for c in &mut clients {
            c.connect(0);
        }
        Table {
            host,
            clients,
            conns,
            rng: ChaCha8Rng::seed_from_u64(seed),
            now: 0,
            checked: 0,
            snapshots: 0,
        }
    }

    /// Delivers the host's frames at once (one in twenty updates lost), checking every
    /// update a device applies against the host's table as it is now.
    fn deliver_host(&mut self) -> bool {
        let mut moved = false;
        let outputs = self.host.take_outputs();
        // Sealed frames are read through the host's own plaintexts.
        let plain: std::collections::BTreeMap<Vec<u8>, Vec<u8>> =
            self.host.take_plaintexts().into_iter().collect();
        for output in outputs {
            let HostOutput::Send { conn, bytes } = output else {
                continue;
            };
            moved = true;
            let Some(i) = self.conns.iter().position(|&c| c == conn) else {
                continue;
            };
            let message = plain
                .get(&bytes)
                .map(|payload| frame::decode::<HostMsg<G>>(payload).unwrap());
            let Some(HostMsg::Update {
                hseq,
                snapshot,
                more,
                ..
            }) = message
            else {
                self.clients[i].receive(&bytes, self.now);
                continue;
            };
            if self.rng.random_range(0..20) == 0 {
                continue; // lost
            }
            self.clients[i].receive(&bytes, self.now);
            let client = &self.clients[i];
            if client.hseq() != hseq {
                continue; // not applied: the device waits for a snapshot
            }
            self.checked += 1;
            self.snapshots += usize::from(snapshot && hseq > 1);
            let table = self.host.table().unwrap();
            let status = client.status().unwrap();
            assert_eq!(status.game_number, table.game_number());
            assert_eq!(
                status.kinds,
                table.seats().iter().map(|s| s.kind).collect::<Vec<_>>()
            );
            assert_eq!(status.outcome, table.outcome());
            for &seat in client.seats() {
                assert_eq!(
                    client.view(seat),
                    Some(&table.view(seat).unwrap()),
                    "{} seat {seat} after update {hseq}",
                    G::ID
                );
                if !more {
                    assert_eq!(
                        logged(client.events(seat, 0)),
                        logged(table.events(seat, 0).unwrap())
                    );
                }
            }
            let legal = match status.to_act {
                ToAct::Seat(seat) if client.seats().contains(&seat) => {
                    table.legal_actions(seat).unwrap()
                }
                _ => Vec::new(),
            };
            assert_eq!(client.legal_actions(), legal.as_slice());
        }
        moved
    }

    /// Delivers everything both ways until nothing moves.
    fn settle(&mut self) {
        loop {
            let mut moved = self.deliver_host();
            for i in 0..self.clients.len() {
                for output in self.clients[i].take_outputs() {
                    match output {
                        ClientOutput::Send(bytes) => {
                            moved = true;
                            self.host.receive(self.conns[i], &bytes, self.now);
                            self.deliver_host();
                        }
                        ClientOutput::Close => {
                            self.host.disconnected(self.conns[i], self.now);
                        }
                        ClientOutput::Event(_) => {}
                    }
                }
            }
            if !moved {
                return;
            }
        }
    }

    /// Time passes for everyone.
    fn tick(&mut self, ms: u64) {
        self.now += ms;
        for client in &mut self.clients {
            client.tick(self.now);
        }
        self.host.tick(self.now);
        self.settle();
    }

    /// Device `i` comes back on a new connection.
    fn reconnect(&mut self, i: usize) {
        self.host.disconnected(self.conns[i], self.now);
        self.clients[i].disconnected();
        self.conns[i] = self.host.connect(self.now);
        self.clients[i].connect(self.now);
        self.settle();
    }

    fn device_of(&self, seat: Seat) -> usize {
        self.clients
            .iter()
            .position(|c| c.seats().contains(&seat))
            .unwrap()
    }

    /// Plays the game to its end with random legal actions.
    fn play(&mut self) {
        self.settle();
        self.host.start().unwrap();
        self.settle();
        let mut steps = 0;
        while let Some(Pending::Remote { seat }) = self.host.table().map(|t| t.pending()) {
            steps += 1;
            assert!(steps < 20_000, "{} does not end", G::ID);
            self.tick(100);
            if self.rng.random_range(0..60) == 0 {
                let i = self.rng.random_range(0..self.clients.len());
                self.reconnect(i);
            }
            let i = self.device_of(seat);
            let legal = self.host.table().unwrap().legal_actions(seat).unwrap();
            let action = legal[self.rng.random_range(0..legal.len())];
            if self.clients[i].act(seat, action, self.now).is_ok() {
                self.settle();
            }
        }
        // Lost last updates are noticed by the pings.
        for _ in 0..30 {
            self.tick(500);
        }
        let table = self.host.table().unwrap();
        assert_eq!(table.pending(), Pending::Finished);
        for client in &self.clients {
            assert_eq!(client.state(), &ClientState::Connected);
            assert_eq!(client.to_act(), ToAct::Finished);
            for &seat in client.seats() {
                assert_eq!(client.view(seat), Some(&table.view(seat).unwrap()));
                assert_eq!(
                    logged(client.events(seat, 0)),
                    logged(table.events(seat, 0).unwrap())
                );
            }
        }
        // Every decision reached every device as an update (and a device's own ones more).
        assert!(
            self.checked >= table.steps().len(),
            "{} of {}",
            self.checked,
            table.steps().len()
        );
    }
}

/// Events as comparable pairs.
fn logged<G: Game>(events: Vec<Logged<G>>) -> Vec<(u32, G::Event)> {
    events.into_iter().map(|e| (e.seq, e.event)).collect()
}

fn whole_game<G: TableGame>(options: G::Options, seed: u64) {
    let mut table = Table::<G>::new(options, seed);
    table.play();
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn elfer_raus_devices_follow_the_host_update_by_update(seed in any::<u64>()) {
        whole_game::<elfer_raus::ElferRaus>(Default::default(), seed);
    }

    #[test]
    fn seventy_seven_devices_follow_the_host_update_by_update(seed in any::<u64>()) {
        whole_game::<seventy_seven::SeventySeven>(Default::default(), seed);
    }

    #[test]
    fn juhu22_devices_follow_the_host_update_by_update(seed in any::<u64>(), variant in 0usize..5) {
        let mut options = juhu22::Options::default();
        if variant > 0 {
            let name = <juhu22::Juhu22 as Game>::VARIANTS[variant - 1];
            juhu22::Juhu22::select_variant(&mut options, name).unwrap();
        }
        // Short matches: one game per player, a few chips and cycles.
        options.games_per_player = 1;
        options.start_chips = 10;
        options.max_cycles = Some(1);
        whole_game::<juhu22::Juhu22>(options, seed);
    }

    #[test]
    fn rauswurf_devices_follow_the_host_update_by_update(seed in any::<u64>()) {
        whole_game::<rauswurf::Rauswurf>(Default::default(), seed);
    }

    #[test]
    fn help_devices_follow_the_host_update_by_update(seed in any::<u64>()) {
        whole_game::<help_game::Help>(Default::default(), seed);
    }
}

/// Losing updates really takes the snapshot path (the property above covers both).
#[test]
fn lost_updates_are_made_good_by_snapshots() {
    let mut table = Table::<elfer_raus::ElferRaus>::new(Default::default(), 7);
    table.play();
    assert!(table.snapshots > 0, "no snapshot after a lost update");
}
