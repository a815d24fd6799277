//! Engine speed for every game: `legal_actions`, `apply` per action, a random step, and
//! full games of random legal moves. Run with `cargo bench -p spieleabend-core --bench games`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::ThreadClock;
use spieleabend_core::games::elfer_raus::{self, ElferRaus};
use spieleabend_core::games::help_game::{self, Help};
use spieleabend_core::games::juhu22::{self, Juhu22};
use spieleabend_core::games::rauswurf::{self, Rauswurf};
use spieleabend_core::games::seventy_seven::{self, SeventySeven};
use spieleabend_core::{Game, Seat, ToAct};

/// States from random games, with the seat on turn, to bench single steps on.
fn midgame_states<G: Game>(options: &G::Options, count: usize) -> Vec<(G, Seat)> {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut states = Vec::new();
    let mut seed = 0;
    while states.len() < count {
        seed += 1;
        let (mut game, _) = G::new(options, seed).unwrap();
        while let ToAct::Seat(seat) = game.to_act() {
            if rng.random_range(0..8) == 0 {
                states.push((game.clone(), seat));
            }
            let legal = game.legal_actions(seat);
            let action = legal[rng.random_range(0..legal.len())];
            game.apply(seat, action).unwrap();
        }
    }
    states.truncate(count);
    states
}

/// One whole game of random legal moves, reusing the buffers; returns its length.
fn random_game<G: Game>(
    options: &G::Options,
    seed: u64,
    rng: &mut ChaCha8Rng,
    legal: &mut Vec<G::Action>,
    events: &mut Vec<G::Event>,
) -> u32 {
    let (mut game, _) = G::new(options, seed).unwrap();
    let mut steps = 0;
    while let ToAct::Seat(seat) = game.to_act() {
        legal.clear();
        game.legal_actions_into(seat, legal);
        let action = legal[rng.random_range(0..legal.len())];
        events.clear();
        game.apply_into(seat, action, events).unwrap();
        steps += 1;
    }
    steps
}

fn bench_game<G: Game>(c: &mut Criterion, name: &str, options: G::Options) {
    let states = midgame_states::<G>(&options, 1024);
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(1));

    let mut i = 0;
    let mut legal = Vec::with_capacity(32);
    group.bench_function("legal_actions", |b| {
        b.iter(|| {
            let (game, seat) = &states[i % states.len()];
            i += 1;
            legal.clear();
            game.legal_actions_into(*seat, &mut legal);
            black_box(legal.len())
        })
    });

    let mut events = Vec::with_capacity(64);
    let mut j = 0;
    group.bench_function("apply", |b| {
        b.iter_batched_ref(
            || {
                let (game, seat) = states[j % states.len()].clone();
                j += 1;
                let action = game.legal_actions(seat)[0];
                (game, seat, action)
            },
            |(game, seat, action)| {
                events.clear();
                game.apply_into(*seat, *action, &mut events).unwrap();
                black_box(events.len())
            },
            BatchSize::SmallInput,
        )
    });

    // One random step as bots and simulations take it: list the legal actions, pick one
    // at random, apply it (with the automatic steps and new deals that follow). Steps run
    // through whole random games; setting a game up (`new`) is not timed. Timed in the
    // thread's CPU time (`ThreadClock`), which other work on the machine does not inflate.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut seed = 1_000_000;
    let mut games: Vec<G> = Vec::new();
    group.bench_function("random_step", |b| {
        b.iter_custom(|steps| {
            let mut timed = Duration::ZERO;
            let mut done = 0;
            while done < steps {
                // Set up the next few games untimed, then play through them in one timed
                // stretch (reading the clock costs more than a step).
                while games.len() < 16 {
                    seed += 1;
                    games.push(G::new(&options, seed).unwrap().0);
                }
                let clock = ThreadClock::start();
                for current in games.iter_mut() {
                    while done < steps {
                        let ToAct::Seat(seat) = current.to_act() else {
                            break;
                        };
                        legal.clear();
                        current.legal_actions_into(seat, &mut legal);
                        let action = legal[rng.random_range(0..legal.len())];
                        events.clear();
                        current.apply_into(seat, action, &mut events).unwrap();
                        done += 1;
                    }
                }
                timed += clock.elapsed();
                games.retain(|game| game.to_act() != ToAct::Finished);
            }
            timed
        })
    });

    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut seed = 0;
    group.bench_function("random_game_4_players", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game::<G>(
                &options,
                seed,
                &mut rng,
                &mut legal,
                &mut events,
            ))
        })
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    bench_game::<ElferRaus>(c, "elfer_raus", elfer_raus::Options::default());
    bench_game::<SeventySeven>(
        c,
        "seventy_seven",
        seventy_seven::Options {
            players: 4,
            start_seat: None,
        },
    );
    bench_game::<Juhu22>(c, "juhu22_basic5", juhu22::Options::default());
    bench_game::<Rauswurf>(c, "rauswurf", rauswurf::Options::default());
    bench_game::<Help>(c, "help", help_game::Options::default());
}

criterion_group!(games, benches);
criterion_main!(games);
