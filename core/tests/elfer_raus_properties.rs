//! Property tests over many random Elfer raus games: card conservation, no leak of
//! hidden information in any view or event, replay determinism, termination, and
//! determinization consistent with what the seat knows.

mod common;

use common::{DeterminizeCheck, check_replay, play_random};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use spieleabend_core::games::elfer_raus::{Card, CardSet, ElferRaus, Event, Options};
use spieleabend_core::{Game, InfoState, Seat};

/// Any valid option set: 2–6 players, three colours only at two, 1–3 games a match.
fn options() -> impl Strategy<Value = Options> {
    (2u8..=6, any::<bool>(), 1u16..=3).prop_map(|(players, three, games)| Options {
        players,
        two_player_three_colours: three && players == 2,
        match_games: games,
    })
}

fn max_steps(options: &Options) -> usize {
    400 * options.match_games as usize
}

/// Every card named anywhere in a JSON value.
fn cards_in(value: &Value) -> CardSet {
    let mut found = CardSet::EMPTY;
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::String(text) => {
                if let Ok(card) = text.parse::<Card>() {
                    found.insert(card);
                }
            }
            Value::Array(items) => stack.extend(items),
            Value::Object(map) => stack.extend(map.values()),
            _ => {}
        }
    }
    found
}

fn laid_in(events: &[Event]) -> CardSet {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CardLaid { card, .. } => Some(*card),
            _ => None,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Every card of the deck is in exactly one place after every step.
    #[test]
    fn cards_are_conserved(options in options(), seed in any::<u64>()) {
        play_random::<ElferRaus>(&options, seed, max_steps(&options), |_, after, _| {
            after.check_invariants().map_err(TestCaseError::fail)
        })?;
    }

    /// A seat's view and its redacted events name no card except its own (before or
    /// after the step, or dealt to it) and cards on the table: never another hand,
    /// never the pile.
    #[test]
    fn no_view_or_event_leaks_a_hidden_card(options in options(), seed in any::<u64>()) {
        play_random::<ElferRaus>(&options, seed, max_steps(&options), |before, after, events| {
            let public = before.rows().laid().or(after.rows().laid()).or(laid_in(events));
            for s in 0..options.players {
                let seat = Seat(s);
                // A deal that was collected again for a redeal (ER-R1) still showed the
                // seat its own hand.
                let dealt_to_me: CardSet = events.iter().filter_map(|e| match e {
                    Event::Dealt { hands, .. } => hands.get(seat.index()).map(<[_]>::to_vec),
                    _ => None,
                }).flatten().collect();
                let known = public.or(before.hand(seat)).or(after.hand(seat)).or(dealt_to_me);
                let seen = cards_in(&serde_json::to_value(after.view(seat)).unwrap());
                prop_assert!(seen.minus(after.rows().laid().or(after.hand(seat))).is_empty(),
                    "view of {seat} shows {:?}", seen);
                for event in events {
                    let shown = cards_in(&serde_json::to_value(ElferRaus::redact(event, seat)).unwrap());
                    // (`null` when the event is not shown at all: it names no card.)
                    prop_assert!(shown.minus(known).is_empty(),
                        "{seat} sees {:?} in {event:?}", shown.minus(known));
                }
            }
            Ok(())
        })?;
    }

    /// The same options, seed and actions give the same events and the same state.
    #[test]
    fn replay_is_deterministic(options in options(), seed in any::<u64>()) {
        let played = play_random::<ElferRaus>(&options, seed, max_steps(&options), |_, _, _| Ok(()))?;
        check_replay(&options, &played)?;
    }

    /// Every random game ends, with places for every seat.
    #[test]
    fn every_game_ends(options in options(), seed in any::<u64>()) {
        let played = play_random::<ElferRaus>(&options, seed, max_steps(&options), |_, _, _| Ok(()))?;
        let outcome = played.game.outcome().unwrap();
        prop_assert_eq!(outcome.places.len(), options.players as usize);
        prop_assert!(outcome.places.contains(&1));
        let game_overs = played.batches.iter().flatten()
            .filter(|e| matches!(e, Event::GameOver { .. })).count();
        prop_assert_eq!(game_overs, options.match_games as usize);
    }

    /// From a seat's information state alone, a sampled state gives that seat exactly
    /// the same view and legal actions as the real one, conserves cards, and never puts
    /// a card where the seat's memory rules it out. The real state always satisfies
    /// the memory too (the memory is sound).
    #[test]
    fn determinized_states_match_what_the_seat_knows(options in options(), seed in any::<u64>()) {
        let mut check = DeterminizeCheck::<ElferRaus>::new(&options, seed, 3);
        play_random::<ElferRaus>(&options, seed, max_steps(&options), |_, after, events| {
            let sampled = check.step(after, events)?;
            for info in &check.infos {
                for other in 0..options.players {
                    let cannot = info.memory.cannot_hold(Seat(other));
                    prop_assert!(after.hand(Seat(other)).and(cannot).is_empty(),
                        "memory of {} wrongly excludes cards of {other}", info.seat);
                }
            }
            for (seat, state) in sampled {
                state.check_invariants().map_err(TestCaseError::fail)?;
                let info = &check.infos[seat.index()];
                for other in (0..options.players).map(Seat).filter(|o| *o != seat) {
                    prop_assert!(state.hand(other).and(info.memory.cannot_hold(other)).is_empty());
                }
            }
            Ok(())
        })?;
    }
}

/// The sampler really varies the hidden cards (it is not copying the true state).
#[test]
fn determinization_spreads_hidden_cards() {
    let options = Options::default();
    let (game, setup) = ElferRaus::new(&options, 5).unwrap();
    let info = InfoState::start(&game, Seat(1), &setup);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut different = 0;
    for _ in 0..20 {
        let sampled = ElferRaus::determinize(&info, &mut rng);
        if sampled.hand(Seat(2)) != game.hand(Seat(2)) {
            different += 1;
        }
        assert_eq!(sampled.hand(Seat(1)), game.hand(Seat(1)));
    }
    assert!(different >= 19);
}
