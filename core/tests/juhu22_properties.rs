//! Property tests over many random games of 22Juhu in all four variants: card and chip
//! conservation, no leak of hidden information in any view or event, replay
//! determinism, termination, and determinization consistent with what the seat knows.

mod common;

use common::{DeterminizeCheck, check_replay, play_random, play_steps};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::juhu22::{Card, CardSet, Direction, Event, Juhu22, Options, Variant};
use spieleabend_core::{Game, InfoState, Seat};

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
