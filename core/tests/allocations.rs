//! The engine's inner loop allocates nothing: a random step (`legal_actions_into` plus
//! `apply_into`, with the automatic steps that follow, forced draws, new rounds and their
//! deals included) takes no memory from the heap once the caller's two buffers have grown.
//! Bots run millions of these steps, so an allocation there is a speed bug.
//!
//! A counting global allocator (per thread, so the test threads do not disturb each
//! other) counts every allocation made during the steps of many random games per game.
//! Setting a game up (`Game::new`, which returns its events in a fresh `Vec`) is not
//! counted; everything after it is.
//!
//! The same holds for what the hard bot repeats thousands of times a decision: sampling a
//! world from a seat's information state (`Game::determinize`) allocates nothing, and a
//! hard decision allocates the same whatever its number of rollouts.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::{HardBot, TableGame};
use spieleabend_core::games::elfer_raus::{self, ElferRaus};
use spieleabend_core::games::help_game::{self, Help};
use spieleabend_core::games::juhu22::{self, Juhu22};
use spieleabend_core::games::rauswurf::{self, Rauswurf};
use spieleabend_core::games::seventy_seven::{self, SeventySeven};
use spieleabend_core::{Game, InfoState, Seat, ToAct};

/// The system allocator, counting the allocations (and reallocations) of each thread.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count_one() {
    // `try_with`: during thread teardown the counter may be gone; nothing to count then.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count_one();
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count_one();
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count_one();
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// Plays `games` random games of `G` and returns the allocations made by their steps
/// (not by setting them up) and the number of steps. The buffers are warmed up first.
fn step_allocations<G: Game>(options: &G::Options, games: u64) -> (u64, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut legal = Vec::with_capacity(256);
    let mut events = Vec::with_capacity(1024);
    let mut counted = 0;
    let mut steps = 0;
    for seed in 0..games {
        let (mut game, _) = G::new(options, seed).unwrap();
        let before = allocations();
        while let ToAct::Seat(seat) = game.to_act() {
            legal.clear();
            game.legal_actions_into(seat, &mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            events.clear();
            game.apply_into(seat, action, &mut events).unwrap();
            steps += 1;
        }
        counted += allocations() - before;
        drop(game);
    }
    (counted, steps)
}

fn assert_no_step_allocates<G: Game>(options: G::Options, games: u64) {
    let (counted, steps) = step_allocations::<G>(&options, games);
    assert!(steps > games * 10, "{}: only {steps} steps", G::ID);
    assert_eq!(
        counted,
        0,
        "{}: {counted} allocations in {steps} random steps of {games} games",
        G::ID
    );
}

#[test]
fn the_counter_sees_allocations() {
    let before = allocations();
    let boxed = std::hint::black_box(Box::new(7u64));
    assert_eq!(allocations() - before, 1);
    drop(boxed);
}

#[test]
fn elfer_raus_steps_do_not_allocate() {
    assert_no_step_allocates::<ElferRaus>(elfer_raus::Options::default(), 300);
    // A match: later games are dealt inside `apply`.
    assert_no_step_allocates::<ElferRaus>(
        elfer_raus::Options {
            players: 6,
            match_games: 3,
            ..Default::default()
        },
        100,
    );
}

#[test]
fn seventy_seven_steps_do_not_allocate() {
    for players in [2, 4, 8] {
        assert_no_step_allocates::<SeventySeven>(
            seventy_seven::Options {
                players,
                start_seat: None,
            },
            100,
        );
    }
}

#[test]
fn juhu22_steps_do_not_allocate() {
    for variant in juhu22::Juhu22::VARIANTS {
        let mut options = juhu22::Options::default();
        Juhu22::select_variant(&mut options, variant).unwrap();
        // Random pro games can run for thousands of rounds: three cycles show them all.
        options.max_cycles = Some(3);
        assert_no_step_allocates::<Juhu22>(options, 10);
    }
}

#[test]
fn rauswurf_steps_do_not_allocate() {
    for players in [2, 4, 8] {
        assert_no_step_allocates::<Rauswurf>(
            rauswurf::Options {
                players,
                start_seat: None,
            },
            100,
        );
    }
}

#[test]
fn help_steps_do_not_allocate() {
    for players in [3, 4, 5] {
        assert_no_step_allocates::<Help>(help_game::Options { players }, 100);
    }
}

/// The information states of the seat on turn at every decision with a choice of
/// `games` random games, with the legal actions.
fn decisions<G: Game>(options: &G::Options, games: u64) -> Vec<(InfoState<G>, Vec<G::Action>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut out = Vec::new();
    for seed in 0..games {
        let (mut game, setup) = G::new(options, seed).unwrap();
        let mut infos: Vec<InfoState<G>> = (0..game.players())
            .map(|s| InfoState::start(&game, Seat(s), &setup))
            .collect();
        while let ToAct::Seat(seat) = game.to_act() {
            let legal = game.legal_actions(seat);
            if legal.len() > 1 {
                out.push((infos[seat.index()].clone(), legal.clone()));
            }
            let action = legal[rng.random_range(0..legal.len())];
            let events = game.apply(seat, action).unwrap();
            for info in infos.iter_mut() {
                let view = game.view(info.seat);
                info.observe(&events, view);
            }
        }
    }
    out
}

/// Sampling worlds at every decision of a few random games allocates nothing (the world
/// itself is dropped outside the count: a state holds no heap memory but its stacked
/// deals, which a sampled world never has).
fn assert_no_world_allocates<G: Game>(options: G::Options, games: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let positions = decisions::<G>(&options, games);
    assert!(positions.len() as u64 > games * 5, "{}", G::ID);
    let before = allocations();
    for (info, _) in &positions {
        for _ in 0..4 {
            std::hint::black_box(G::determinize(info, &mut rng));
        }
    }
    let counted = allocations() - before;
    assert_eq!(
        counted,
        0,
        "{}: {counted} allocations in {} sampled worlds",
        G::ID,
        positions.len() * 4
    );
}

#[test]
fn sampling_a_world_does_not_allocate() {
    assert_no_world_allocates::<ElferRaus>(elfer_raus::Options::default(), 20);
    assert_no_world_allocates::<SeventySeven>(Default::default(), 20);
    for variant in juhu22::Juhu22::VARIANTS {
        let mut options = juhu22::Options::default();
        Juhu22::select_variant(&mut options, variant).unwrap();
        options.max_cycles = Some(1);
        assert_no_world_allocates::<Juhu22>(options, 2);
    }
    assert_no_world_allocates::<Rauswurf>(rauswurf::Options::default(), 20);
    assert_no_world_allocates::<Help>(help_game::Options::default(), 20);
}

/// A hard decision's allocations (its candidates, statistics and buffers) do not grow
/// with its iterations: the rollouts themselves allocate nothing.
fn assert_rollouts_do_not_allocate<G: TableGame>(options: G::Options) {
    let positions = decisions::<G>(&options, 3);
    let allocations_at = |iterations: u32| {
        let bot = HardBot {
            iterations,
            time_limit: None,
            ..HardBot::default()
        };
        positions
            .iter()
            .take(8)
            .map(|(info, legal)| {
                let mut rng = ChaCha8Rng::seed_from_u64(5);
                let before = allocations();
                std::hint::black_box(bot.evaluate(info, legal, &mut rng));
                allocations() - before
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(allocations_at(50), allocations_at(1_000), "{}", G::ID);
}

#[test]
fn hard_rollouts_do_not_allocate() {
    assert_rollouts_do_not_allocate::<ElferRaus>(Default::default());
    assert_rollouts_do_not_allocate::<SeventySeven>(Default::default());
    assert_rollouts_do_not_allocate::<Juhu22>(Default::default());
    assert_rollouts_do_not_allocate::<Rauswurf>(Default::default());
    assert_rollouts_do_not_allocate::<Help>(Default::default());
}
