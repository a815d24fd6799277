//! Property tests over many random games of Rauswurf: card conservation, no leak of
//! hidden information in any view or event, replay determinism, termination, and
//! determinization consistent with what the seat knows.

mod common;

use common::{DeterminizeCheck, check_replay, play_random};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::rauswurf::{Cards, Event, Options, Rauswurf};
use spieleabend_core::{Game, InfoState, Seat};

fn options() -> impl Strategy<Value = Options> {
    (2u8..=8, proptest::option::of(0u8..8)).prop_map(|(players, start)| Options {
        players,
        start_seat: start.filter(|s| *s < players).map(Seat),
    })
}

const MAX_STEPS: usize = 6_000;

/// Every card an event names.
fn cards_named(event: &Event) -> Cards {
    match event {
        Event::Dealt { hands, .. } => hands.iter().flatten().flatten().copied().collect(),
        Event::Cleared { value, with, .. } => std::iter::repeat_n(*value, with.len() + 1).collect(),
        Event::Laid { card, .. } | Event::ThrownOut { card, .. } => [*card].into_iter().collect(),
        Event::CardDrawn { card, .. } => card.iter().copied().collect(),
        Event::Reshuffled { cards } => cards.iter().collect(),
        _ => Cards::EMPTY,
    }
}

/// The cards on the table (in front and discarded), public to all.
fn table(game: &Rauswurf) -> Cards {
    let view = game.view(Seat(0));
    view.fronts
        .iter()
        .flatten()
        .chain(&view.discard)
        .copied()
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn cards_are_conserved(options in options(), seed in any::<u64>()) {
        play_random::<Rauswurf>(&options, seed, MAX_STEPS, |_, after, _| {
            after.check_invariants().map_err(TestCaseError::fail)
        })?;
    }

    /// What a seat's events name is within its own hand (before and after) and the
    /// table before and after the step, plus what was laid or reshuffled in it.
    #[test]
    fn no_view_or_event_leaks_a_hidden_card(options in options(), seed in any::<u64>()) {
        play_random::<Rauswurf>(&options, seed, MAX_STEPS, |before, after, events| {
            let laid: Cards = events.iter().flat_map(|e| match e {
                Event::Laid { card, .. } => vec![*card],
                Event::Reshuffled { cards } => cards.iter().collect(),
                _ => vec![],
            }).collect();
            for s in 0..options.players {
                let seat = Seat(s);
                let dealt: Cards = events.iter().filter_map(|e| match e {
                    Event::Dealt { hands, .. } => hands[seat.index()].clone(),
                    _ => None,
                }).flatten().collect();
                // Cards are named twice at most in one step (laid, then cleared or thrown).
                let known = table(before).plus(&table(after)).plus(&laid).plus(&laid)
                    .plus(&before.hand(seat)).plus(&after.hand(seat)).plus(&dealt);
                let mut named = Cards::EMPTY;
                for event in events {
                    if let Some(seen) = Rauswurf::redact(event, seat) {
                        named = named.plus(&cards_named(&seen));
                    }
                }
                prop_assert!(named.is_within(&known), "{seat} is shown {:?}", named.minus(&known));
                let view = after.view(seat);
                let hand: Cards = view.hand.iter().copied().collect();
                prop_assert_eq!(hand, after.hand(seat));
            }
            Ok(())
        })?;
    }

    #[test]
    fn replay_is_deterministic(options in options(), seed in any::<u64>()) {
        let played = play_random::<Rauswurf>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))?;
        check_replay(&options, &played)?;
    }

    /// Every random game ends with winners (or, rarely, at the turn limit).
    #[test]
    fn every_game_ends(options in options(), seed in any::<u64>()) {
        let played = play_random::<Rauswurf>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))?;
        let outcome = played.game.outcome().unwrap();
        prop_assert_eq!(outcome.places.len(), options.players as usize);
        let ends = played.batches.iter().flatten()
            .filter(|e| matches!(e, Event::Won { .. } | Event::TurnLimitReached { .. })).count();
        prop_assert_eq!(ends, 1);
        if let Some(Event::Won { seats }) = played.batches.iter().flatten().find(|e| matches!(e, Event::Won { .. })) {
            for seat in seats {
                prop_assert_eq!(outcome.places[seat.index()], 1);
                prop_assert!(played.game.hand(*seat).is_empty() && played.game.front(*seat).is_none());
            }
        }
    }

    #[test]
    fn determinized_states_match_what_the_seat_knows(options in options(), seed in any::<u64>()) {
        let mut check = DeterminizeCheck::<Rauswurf>::new(&options, seed, 2);
        play_random::<Rauswurf>(&options, seed, MAX_STEPS, |_, after, events| {
            let sampled = check.step(after, events)?;
            let real_pile: Cards = after.pile().collect();
            for info in &check.infos {
                if let Some(pool) = info.memory.pile_from() {
                    prop_assert!(real_pile.is_within(&pool), "the memory is unsound");
                }
            }
            for (seat, state) in sampled {
                state.check_invariants().map_err(TestCaseError::fail)?;
                if let Some(pool) = check.infos[seat.index()].memory.pile_from() {
                    let pile: Cards = state.pile().collect();
                    prop_assert!(pile.is_within(&pool));
                }
            }
            Ok(())
        })?;
    }
}

#[test]
fn determinization_spreads_hidden_cards() {
    let options = Options {
        players: 4,
        start_seat: Some(Seat(0)),
    };
    let (game, setup) = Rauswurf::new(&options, 5).unwrap();
    let info = InfoState::start(&game, Seat(1), &setup);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut different = 0;
    for _ in 0..20 {
        let sampled = Rauswurf::determinize(&info, &mut rng);
        assert_eq!(sampled.hand(Seat(1)), game.hand(Seat(1)));
        if sampled.hand(Seat(2)) != game.hand(Seat(2)) {
            different += 1;
        }
    }
    assert!(different >= 18);
}
