//! What the hard bot pays per decision in every game: sampling one world from a seat's
//! information state (`determinize`) and one whole hard decision at the default
//! iteration budget. Positions are the decisions with a choice in games of four medium
//! bots. Run with `cargo bench -p spieleabend-core --bench bots`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::{Bot, HardBot, MediumBot, TableGame};
use spieleabend_core::games::elfer_raus::ElferRaus;
use spieleabend_core::games::help_game::Help;
use spieleabend_core::games::juhu22::Juhu22;
use spieleabend_core::games::rauswurf::Rauswurf;
use spieleabend_core::games::seventy_seven::SeventySeven;
use spieleabend_core::{Game, InfoState, Seat, ToAct};

/// A decision to bench: what the seat on turn knows and its legal actions.
struct Position<G: Game> {
    info: InfoState<G>,
    legal: Vec<G::Action>,
}

/// Up to `count` positions with at least two legal actions, from 4-player games of medium
/// bots (every decision of the first games, so early, middle and late ones all count).
fn positions<G: TableGame>(count: usize) -> Vec<Position<G>> {
    let mut out = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for seed in 1.. {
        let (mut game, setup) = G::new(&Default::default(), seed).unwrap();
        let mut infos: Vec<InfoState<G>> = (0..game.players())
            .map(|s| InfoState::start(&game, Seat(s), &setup))
            .collect();
        while let ToAct::Seat(seat) = game.to_act() {
            let legal = game.legal_actions(seat);
            let info = &infos[seat.index()];
            if legal.len() >= 2 && out.len() < count {
                out.push(Position {
                    info: info.clone(),
                    legal: legal.clone(),
                });
            }
            let action = MediumBot.choose(info, &legal, &mut rng).unwrap();
            let events = game.apply(seat, action).unwrap();
            for info in infos.iter_mut() {
                let view = game.view(info.seat);
                info.observe(&events, view);
            }
        }
        if out.len() >= count {
            break;
        }
    }
    out
}

fn bench_game<G: TableGame>(c: &mut Criterion, name: &str) {
    let mut group = c.benchmark_group(name);
    let samples = positions::<G>(256);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut i = 0;
    group.bench_function("determinize", |b| {
        b.iter(|| {
            let position = &samples[i % samples.len()];
            i += 1;
            black_box(G::determinize(&position.info, &mut rng))
        })
    });

    // One hard decision at the default budget without its time limit (so the figure is
    // the iterations' cost), over 32 positions in turn.
    let decisions = &samples[..samples.len().min(32)];
    let mut hard = HardBot {
        time_limit: None,
        ..HardBot::default()
    };
    let mut j = 0;
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    group.bench_function("hard_decision", |b| {
        b.iter(|| {
            let position = &decisions[j % decisions.len()];
            j += 1;
            black_box(hard.choose(&position.info, &position.legal, &mut rng))
        })
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    bench_game::<ElferRaus>(c, "elfer_raus");
    bench_game::<SeventySeven>(c, "seventy_seven");
    bench_game::<Juhu22>(c, "juhu22_basic5");
    bench_game::<Rauswurf>(c, "rauswurf");
    bench_game::<Help>(c, "help");
}

criterion_group!(bots, benches);
criterion_main!(bots);
