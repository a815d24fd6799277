//! Engine speed for Elfer raus: `apply` per action, legal-action generation, and full
//! random 4-player games per second. Run with `cargo bench -p spieleabend-core`.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::elfer_raus::{Action, ElferRaus, Event, Options};
use spieleabend_core::{Game, Seat, ToAct};

/// States from random 4-player games, with the seat on turn, to bench single steps on.
fn midgame_states(count: usize) -> Vec<(ElferRaus, Seat)> {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut states = Vec::new();
    let mut seed = 0;
    while states.len() < count {
        seed += 1;
        let (mut game, _) = ElferRaus::new(&Options::default(), seed).unwrap();
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

/// One whole game of random legal moves, reusing the buffers.
fn random_game(
    seed: u64,
    rng: &mut ChaCha8Rng,
    legal: &mut Vec<Action>,
    events: &mut Vec<Event>,
) -> u32 {
    let (mut game, _) = ElferRaus::new(&Options::default(), seed).unwrap();
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

fn benches(c: &mut Criterion) {
    let states = midgame_states(1024);
    let mut group = c.benchmark_group("elfer_raus");

    group.throughput(Throughput::Elements(1));
    let mut i = 0;
    let mut legal = Vec::with_capacity(16);
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

    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut seed = 0;
    let mut events = Vec::with_capacity(64);
    let mut legal = Vec::with_capacity(16);
    group.bench_function("random_game_4_players", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, &mut rng, &mut legal, &mut events))
        })
    });
    group.finish();
}

criterion_group!(elfer_raus, benches);
criterion_main!(elfer_raus);
