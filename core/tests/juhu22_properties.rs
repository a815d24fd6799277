//! Property tests over many random games of 22Juhu in all four variants: card and chip
//! conservation, no leak of hidden information in any view or event, replay
//! determinism, termination, and determinization consistent with what the seat knows.

mod common;

use common::{DeterminizeCheck, check_replay, play_random, play_steps};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::{Bot, EasyBot, MediumBot, RandomBot};
use spieleabend_core::games::juhu22::{Card, CardSet, Direction, Event, Juhu22, Options, Variant};
use spieleabend_core::{Game, InfoState, Seat, ToAct};

/// Any valid options; pro with few chips and a cycle limit so random games end.
fn options() -> impl Strategy<Value = Options> {
    (
        prop_oneof![
            Just(Variant::Basic5),
            Just(Variant::Basic4),
            Just(Variant::Gamer),
            Just(Variant::Pro)
        ],
        2u8..=7,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(variant, players, ccw, bonus, penalty)| Options {
            variant,
            players: players.min(variant.max_players()),
            direction: if ccw {
                Direction::CounterClockwise
            } else {
                Direction::Clockwise
            },
            games_per_player: 2,
            four_of_a_colour_bonus: bonus && variant == Variant::Gamer,
            dealer_misdeal_penalty: penalty && variant == Variant::Gamer,
            start_chips: 12,
            ante: 1,
            max_cycles: Some(40),
            ..Options::default()
        })
}

const MAX_STEPS: usize = 60_000;

/// Every card an event names.
fn cards_named(event: &Event) -> CardSet {
    match event {
        Event::HandDealt { hands, .. } => hands.iter().flatten().flatten().copied().collect(),
        Event::Exchanged { gave, got, .. } => gave
            .iter()
            .flatten()
            .chain(got.iter().flatten())
            .copied()
            .collect(),
        Event::CardPlayed { card, .. } => CardSet::single(*card),
        _ => CardSet::EMPTY,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Every card is in one place during a hand; chips plus pot never change (pro).
    #[test]
    fn cards_and_chips_are_conserved(options in options(), seed in any::<u64>()) {
        let total = options.start_chips * options.players as u32;
        play_random::<Juhu22>(&options, seed, MAX_STEPS, |_, after, _| {
            after.check_invariants().map_err(TestCaseError::fail)?;
            if options.variant == Variant::Pro {
                let chips: u32 = (0..options.players).map(|s| after.chips(Seat(s))).sum();
                prop_assert_eq!(chips + after.pot(), total);
            }
            Ok(())
        })?;
    }

    /// A seat's redacted events and view name no card beyond its own hand (before or
    /// after), cards it swapped away, and cards played face up.
    #[test]
    fn no_view_or_event_leaks_a_hidden_card(options in options(), seed in any::<u64>()) {
        play_random::<Juhu22>(&options, seed, MAX_STEPS, |before, after, events| {
            let face_up: CardSet = events.iter().filter_map(|e| match e {
                Event::CardPlayed { card, .. } => Some(*card),
                _ => None,
            }).collect();
            for s in 0..options.players {
                let seat = Seat(s);
                // Its hands in this step: before, after, and any dealt in it.
                let dealt: CardSet = events.iter().filter_map(|e| match e {
                    Event::HandDealt { hands, .. } => hands.get(seat.index()).map(<[_]>::to_vec),
                    _ => None,
                }).flatten().collect();
                let known = face_up.or(before.hand(seat)).or(after.hand(seat)).or(dealt)
                    .or(before.swapped()).or(after.swapped());
                let mut named = CardSet::EMPTY;
                for event in events {
                    if let Some(seen) = Juhu22::redact(event, seat) {
                        let foreign = matches!(seen, Event::JuhuDutyDeferred { seat: other } if other != seat);
                        prop_assert!(!foreign, "{} learns of another seat's 22Juhu duty", seat);
                        named = named.or(cards_named(&seen));
                    }
                }
                let own_swaps: CardSet = events.iter().filter_map(|e| match e {
                    Event::Exchanged { seat: who, gave: Some(gave), got: Some(got), .. } if *who == seat =>
                        Some(gave.iter().chain(got).copied().collect::<CardSet>()),
                    _ => None,
                }).fold(CardSet::EMPTY, CardSet::or);
                let others = named.minus(known).minus(own_swaps);
                prop_assert!(others.is_empty(), "{seat} is shown {:?}", others);
                let view = after.view(seat);
                let shown: CardSet = view.hand.iter().copied()
                    .chain(view.played.iter().copied())
                    .chain(view.trick.iter().map(|p| p.card))
                    .collect();
                let table: CardSet = view.played.iter().copied()
                    .chain(view.trick.iter().map(|p| p.card)).collect();
                prop_assert!(shown.minus(table).is_within(after.hand(seat)));
            }
            Ok(())
        })?;
    }

    #[test]
    fn replay_is_deterministic(options in options(), seed in any::<u64>()) {
        let played = play_random::<Juhu22>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))?;
        check_replay(&options, &played)?;
    }

    /// Every random game ends with a place for every seat and one game-over event.
    #[test]
    fn every_game_ends(options in options(), seed in any::<u64>()) {
        let played = play_random::<Juhu22>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))?;
        let outcome = played.game.outcome().unwrap();
        prop_assert_eq!(outcome.places.len(), options.players as usize);
        prop_assert!(outcome.places.contains(&1));
        let overs = played.batches.iter().flatten()
            .filter(|e| matches!(e, Event::GameOver { .. })).count();
        prop_assert_eq!(overs, 1);
    }

    /// A state sampled from a seat's information state shows that seat the same view and
    /// legal actions, keeps every card in one place, and respects what the seat saw
    /// others show; the real state always satisfies that knowledge too.
    #[test]
    fn determinized_states_match_what_the_seat_knows(options in options(), seed in any::<u64>()) {
        let mut check = DeterminizeCheck::<Juhu22>::new(&options, seed, 5);
        play_steps::<Juhu22>(&options, seed, 4_000, |_, after, events| {
            let sampled = check.step(after, events)?;
            for info in &check.infos {
                for other in (0..options.players).map(Seat) {
                    prop_assert!(after.hand(other).and(info.memory.cannot_hold(other)).is_empty(),
                        "memory of {} about {other} is unsound", info.seat);
                }
                prop_assert!(info.memory.own_swapped().is_within(after.swapped()));
            }
            for (seat, state) in sampled {
                state.check_invariants().map_err(TestCaseError::fail)?;
                let memory = &check.infos[seat.index()].memory;
                for other in (0..options.players).map(Seat).filter(|o| *o != seat) {
                    prop_assert!(state.hand(other).and(memory.cannot_hold(other)).is_empty());
                }
                prop_assert!(memory.own_swapped().is_within(state.swapped()));
            }
            Ok(())
        })?;
    }
}

#[test]
fn determinization_spreads_hidden_cards() {
    let options = Options {
        first_dealer: Some(Seat(0)),
        ..Options::default()
    };
    let (game, setup) = Juhu22::new(&options, 5).unwrap();
    let info = InfoState::start(&game, Seat(1), &setup);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut different = 0;
    for _ in 0..20 {
        let sampled = Juhu22::determinize(&info, &mut rng);
        assert_eq!(sampled.hand(Seat(1)), game.hand(Seat(1)));
        if sampled.hand(Seat(2)) != game.hand(Seat(2)) {
            different += 1;
        }
    }
    assert!(different >= 18);
    assert!(game.hand(Seat(1)).len() == 5 && !Card::JUHU.to_string().is_empty());
}

/// J-R11 (d): at the end of every pro game the players hold every chip of the start —
/// nothing is left in the pot — the players out hold none, and the players still in
/// hold at least one and are placed by chips. Many seeds, 2 to 7 players, few chips
/// (so players go all-in and out, and small pots occur), random and bot play; a cycle
/// limit bounds the long games.
#[test]
fn every_pro_game_ends_with_every_chip_in_the_players_hands() {
    let mut ends_by_limit = 0;
    for seed in 0..1200u64 {
        let options = Options {
            variant: Variant::Pro,
            players: 2 + (seed % 6) as u8,
            start_chips: [1, 2, 3, 5, 9][(seed / 6 % 5) as usize],
            ante: 1 + (seed / 30 % 2) as u32,
            max_cycles: Some(25),
            ..Options::default()
        };
        let game = if seed % 2 == 0 {
            play_random::<Juhu22>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))
                .unwrap()
                .game
        } else {
            play_with_bots(&options, seed)
        };
        let n = options.players;
        let total = options.start_chips * n as u32;
        let chips: Vec<u32> = (0..n).map(|s| game.chips(Seat(s))).collect();
        assert_eq!(
            game.pot(),
            0,
            "seed {seed}: chips left in the pot, {chips:?}"
        );
        assert_eq!(chips.iter().sum::<u32>(), total, "seed {seed}");
        let outcome = game.outcome().expect("the game is over");
        for seat in (0..n).map(Seat) {
            let held = game.chips(seat);
            if game.is_in(seat) {
                assert!(held > 0, "seed {seed}: {seat} is still in without chips");
                let better = (0..n)
                    .map(Seat)
                    .filter(|o| game.is_in(*o) && game.chips(*o) > held)
                    .count();
                assert_eq!(
                    outcome.places[seat.index()] as usize,
                    1 + better,
                    "seed {seed}"
                );
            } else {
                assert_eq!(held, 0, "seed {seed}: {seat} is out with chips");
            }
        }
        ends_by_limit += usize::from(game.view(Seat(0)).cycles_done >= 25);
    }
    // Both kinds of end occur: by the cycle limit and by players going out.
    assert!(ends_by_limit > 0 && ends_by_limit < 1200, "{ends_by_limit}");
}

/// Plays a pro game with a mix of bots, each choosing from its own information state.
fn play_with_bots(options: &Options, seed: u64) -> Juhu22 {
    let (mut game, setup) = Juhu22::new(options, seed).unwrap();
    let mut infos: Vec<InfoState<Juhu22>> = (0..game.players())
        .map(|s| InfoState::start(&game, Seat(s), &setup))
        .collect();
    let mut bots: Vec<Box<dyn Bot<Juhu22>>> = (0..game.players())
        .map(|s| -> Box<dyn Bot<Juhu22>> {
            match s % 3 {
                0 => Box::new(MediumBot),
                1 => Box::new(EasyBot::default()),
                _ => Box::new(RandomBot),
            }
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut steps = 0;
    while let ToAct::Seat(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let action = bots[seat.index()]
            .choose(&infos[seat.index()], &legal, &mut rng)
            .expect("a seat on turn has a legal action");
        let events = game.apply(seat, action).unwrap();
        for info in infos.iter_mut() {
            let view = game.view(info.seat);
            info.observe(&events, view);
        }
        steps += 1;
        assert!(steps < MAX_STEPS, "seed {seed}: the game did not end");
    }
    game
}
