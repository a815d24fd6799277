//! The engine's inner loop allocates nothing: a random step (`legal_actions_into` plus
//! `apply_into`, with the automatic steps that follow, forced draws, new rounds and their
//! deals included) takes no memory from the heap once the caller's two buffers have grown.
//! Bots run millions of these steps, so an allocation there is a speed bug.
//!
//! A counting global allocator (per thread, so the test threads do not disturb each
//! other) counts every allocation made during the steps of many random games per game.
//! Setting a game up (`Game::new`, which returns its events in a fresh `Vec`) is not
//! counted; everything after it is.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::elfer_raus::{self, ElferRaus};
use spieleabend_core::games::help_game::{self, Help};
use spieleabend_core::games::juhu22::{self, Juhu22};
use spieleabend_core::games::rauswurf::{self, Rauswurf};
use spieleabend_core::games::seventy_seven::{self, SeventySeven};
use spieleabend_core::{Game, ToAct};

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
