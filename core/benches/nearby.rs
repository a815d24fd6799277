//! Nearby-play wire costs for every game: bytes per action frame and per update frame
//! (average and max over real games: a host and one client per seat playing random
//! legal actions over a perfect link), the first snapshot, the fairness messages (the
//! deal record at the start, the opening at the end), and the time to encode and
//! decode an update. Run with `cargo bench -p spieleabend-core --bench nearby`
//! (`-- no-such-bench` prints the sizes only).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::{elfer_raus, help_game, juhu22, rauswurf, seventy_seven};
use spieleabend_core::nearby::{
    Client, ClientConfig, ClientOutput, Host, HostConfig, HostMsg, HostOutput, TableSetup, frame,
};
use spieleabend_core::table::{Pending, SeatConfig, TableSettings};
use spieleabend_core::{Game, ToAct};

#[derive(Default)]
struct Sizes {
    actions: Vec<usize>,
    updates: Vec<usize>,
    snapshots: Vec<usize>,
    deals: Vec<usize>,
    openings: Vec<usize>,
    update_frames: Vec<Vec<u8>>,
}

/// Plays `games` games; returns the frame sizes seen.
fn measure<G: TableGame>(options: G::Options, games: u64) -> Sizes {
    let mut sizes = Sizes::default();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for seed in 0..games {
        let players = G::new(&options, 0).unwrap().0.players();
        let seats = (0..players)
            .map(|i| SeatConfig::remote(format!("P{i}")))
            .collect();
        let setup = TableSetup::<G> {
            options: options.clone(),
            seats,
            settings: TableSettings::default(),
            seed,
        };
        let mut host = Host::new(
            setup,
            HostConfig {
                seed,
                ..HostConfig::default()
            },
        )
        .unwrap();
        let code = host.join_code().to_string();
        let mut clients: Vec<Client<G>> = (0..players)
            .map(|i| {
                Client::new(
                    ClientConfig {
                        device_key: i as u64 + 1,
                        entropy: [i + 1; 32],
                        ..ClientConfig::default()
                    },
                    code.clone(),
                    1,
                )
            })
            .collect();
        let conns: Vec<_> = clients.iter().map(|_| host.connect(0)).collect();
        for c in &mut clients {
            c.connect(0);
        }
        let mut steps = 0u64;
        loop {
            // Deliver everything.
            loop {
                let mut moved = false;
                for output in host.take_outputs() {
                    if let HostOutput::Send { conn, bytes } = output {
                        moved = true;
                        match frame::decode::<HostMsg<G>>(&bytes[4..]) {
                            Ok(HostMsg::Update { snapshot: true, .. }) => {
                                sizes.snapshots.push(bytes.len())
                            }
                            Ok(HostMsg::Update { .. }) => {
                                sizes.updates.push(bytes.len());
                                sizes.update_frames.push(bytes.clone());
                            }
                            Ok(HostMsg::Deal(_)) => sizes.deals.push(bytes.len()),
                            Ok(HostMsg::Opening(_)) => sizes.openings.push(bytes.len()),
                            _ => {}
                        }
                        let i = conns.iter().position(|&c| c == conn).unwrap();
                        clients[i].receive(&bytes, 0);
                    }
                }
                for (i, client) in clients.iter_mut().enumerate() {
                    for output in client.take_outputs() {
                        if let ClientOutput::Send(bytes) = output {
                            moved = true;
                            host.receive(conns[i], &bytes, 0);
                        }
                    }
                }
                if !moved {
                    break;
                }
            }
            if host.table().is_none() {
                // Every device has committed in the lobby: start (they reveal, then
                // the deal).
                host.start().unwrap();
                continue;
            }
            if host
                .table()
                .is_some_and(|t| t.pending() == Pending::Finished)
                || steps > 20_000
            {
                break;
            }
            steps += 1;
            let ToAct::Seat(seat) = clients[0].to_act() else {
                break;
            };
            let client = &mut clients[seat.index()];
            let legal = client.legal_actions();
            let action = legal[rng.random_range(0..legal.len())];
            // Time moves on, or the host's flood limit would cut the device off.
            let now = steps * 100;
            client.act(seat, action, now).unwrap();
            for output in client.take_outputs() {
                if let ClientOutput::Send(bytes) = output {
                    sizes.actions.push(bytes.len());
                    host.receive(conns[seat.index()], &bytes, now);
                }
            }
        }
    }
    sizes
}

fn stats(v: &[usize]) -> (f64, usize) {
    (
        v.iter().sum::<usize>() as f64 / v.len().max(1) as f64,
        v.iter().copied().max().unwrap_or(0),
    )
}

fn game<G: TableGame>(c: &mut Criterion, label: &str, options: G::Options) {
    let sizes = measure::<G>(options, 20);
    let (aa, am) = stats(&sizes.actions);
    let (ua, um) = stats(&sizes.updates);
    let (sa, sm) = stats(&sizes.snapshots);
    let (da, dm) = stats(&sizes.deals);
    let (oa, om) = stats(&sizes.openings);
    println!(
        "{label:<16} action avg {aa:>5.1} B max {am:>4} B | update avg {ua:>6.1} B max {um:>6} B | first snapshot avg {sa:>6.1} B max {sm:>6} B | deal record avg {da:>5.1} B max {dm:>4} B | opening avg {oa:>6.1} B max {om:>6} B | {} actions, {} updates",
        sizes.actions.len(),
        sizes.updates.len()
    );
    // The update closest to the average size.
    let sample = sizes
        .update_frames
        .iter()
        .min_by_key(|f| (f.len() as f64 - ua).abs() as usize)
        .unwrap()
        .clone();
    let message: HostMsg<G> = frame::decode(&sample[4..]).unwrap();
    c.bench_function(&format!("nearby/{label}/encode_update"), |b| {
        b.iter(|| frame::encode(black_box(&message)).unwrap())
    });
    c.bench_function(&format!("nearby/{label}/decode_update"), |b| {
        b.iter(|| frame::decode::<HostMsg<G>>(black_box(&sample[4..])).unwrap())
    });
}

fn benches(c: &mut Criterion) {
    game::<elfer_raus::ElferRaus>(c, "elfer_raus", Default::default());
    game::<seventy_seven::SeventySeven>(c, "seventy_seven", Default::default());
    for variant in <juhu22::Juhu22 as Game>::VARIANTS {
        let mut options = juhu22::Options::default();
        juhu22::Juhu22::select_variant(&mut options, variant).unwrap();
        // A match of one game per player (gamer) or one cycle (pro) per table.
        options.games_per_player = 1;
        options.max_cycles = Some(1);
        game::<juhu22::Juhu22>(c, &format!("juhu22/{variant}"), options);
    }
    game::<rauswurf::Rauswurf>(c, "rauswurf", Default::default());
    game::<help_game::Help>(c, "help", Default::default());
}

criterion_group!(nearby, benches);
criterion_main!(nearby);
