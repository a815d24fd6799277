//! Property tests over many random games of 77: card and chip conservation, no leak of
//! hidden information in any event, replay determinism, termination, and
//! determinization consistent with what the seat knows.

mod common;

use common::{DeterminizeCheck, check_replay, play_random};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::seventy_seven::{Cards, Event, Options, SeventySeven};
use spieleabend_core::{Game, InfoState, Seat};

fn options() -> impl Strategy<Value = Options> {
    (2u8..=8, proptest::option::of(0u8..8)).prop_map(|(players, start)| Options {
        players,
        start_seat: start.filter(|s| *s < players).map(Seat),
    })
}

const MAX_STEPS: usize = 5_000;

/// Every card an event names.
fn cards_named(event: &Event) -> Cards {
    match event {
        Event::RoundDealt { hands, .. } => hands.iter().flatten().flatten().copied().collect(),
        Event::CardPlayed { card, .. } => [*card].into_iter().collect(),
        Event::PlayerOut { hand, .. } => hand.iter().copied().collect(),
        Event::CardDrawn { card, .. } => card.iter().copied().collect(),
        Event::Reshuffled { cards } => cards.iter().copied().collect(),
        _ => Cards::EMPTY,
    }
}

/// The discard pile as a multiset, read off a view (public for every seat).
fn discard(game: &SeventySeven) -> Cards {
    game.view(Seat(0)).discard.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// All 55 cards are somewhere exactly once, chips never grow, and a seat that is
    /// out holds no cards.
    #[test]
    fn cards_and_chips_are_conserved(options in options(), seed in any::<u64>()) {
        play_random::<SeventySeven>(&options, seed, MAX_STEPS, |before, after, _| {
            after.check_invariants().map_err(TestCaseError::fail)?;
            for s in 0..options.players {
                prop_assert!(after.chips(Seat(s)) <= before.chips(Seat(s)));
                prop_assert!(after.chips(Seat(s)) <= 3);
            }
            Ok(())
        })?;
    }

    /// The cards a seat's redacted events name are, as a multiset, within what it may
    /// know: its own hand before and after, the discard pile before and after, and the
    /// cards played or put face up (a hand going out, S-R7) in this step.
    #[test]
    fn no_event_leaks_a_hidden_card(options in options(), seed in any::<u64>()) {
        play_random::<SeventySeven>(&options, seed, MAX_STEPS, |before, after, events| {
            let face_up: Cards = events.iter().flat_map(|e| match e {
                Event::CardPlayed { card, .. } => vec![*card],
                Event::PlayerOut { hand, .. } => hand.to_vec(),
                _ => vec![],
            }).collect();
            let table = discard(before).plus(&discard(after)).plus(&face_up);
            for s in 0..options.players {
                let seat = Seat(s);
                let known = table.plus(&before.hand(seat)).plus(&after.hand(seat));
                let mut named = Cards::EMPTY;
                for event in events {
                    if let Some(seen) = SeventySeven::redact(event, seat) {
                        named = named.plus(&cards_named(&seen));
                    }
                }
                prop_assert!(named.is_within(&known),
                    "{seat} is shown {:?} beyond what it may know", named.minus(&known));
                let view = after.view(seat);
                let view_cards: Cards = view.hand.iter().chain(&view.discard).copied().collect();
                prop_assert_eq!(view_cards, after.hand(seat).plus(&discard(after)));
            }
            Ok(())
        })?;
    }

    #[test]
    fn replay_is_deterministic(options in options(), seed in any::<u64>()) {
        let played = play_random::<SeventySeven>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))?;
        check_replay(&options, &played)?;
    }

    /// Every random game ends with one winner and a full ranking.
    #[test]
    fn every_game_ends(options in options(), seed in any::<u64>()) {
        let played = play_random::<SeventySeven>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))?;
        let outcome = played.game.outcome().unwrap();
        let mut places = outcome.places.clone();
        places.sort();
        prop_assert_eq!(places, (1..=options.players).collect::<Vec<_>>());
        let outs = played.batches.iter().flatten()
            .filter(|e| matches!(e, Event::PlayerOut { .. })).count();
        prop_assert_eq!(outs, options.players as usize - 1);
    }

    /// A state sampled from a seat's information state shows that seat the same view
    /// and legal actions, conserves cards, and after a reshuffle fills the draw pile
    /// only from the reshuffled cards (which the real pile also satisfies).
    #[test]
    fn determinized_states_match_what_the_seat_knows(options in options(), seed in any::<u64>()) {
        let mut check = DeterminizeCheck::<SeventySeven>::new(&options, seed, 2);
        play_random::<SeventySeven>(&options, seed, MAX_STEPS, |_, after, events| {
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
    let (game, setup) = SeventySeven::new(&options, 5).unwrap();
    let info = InfoState::start(&game, Seat(1), &setup);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut different = 0;
    for _ in 0..20 {
        let sampled = SeventySeven::determinize(&info, &mut rng);
        assert_eq!(sampled.hand(Seat(1)), game.hand(Seat(1)));
        if sampled.hand(Seat(2)) != game.hand(Seat(2)) {
            different += 1;
        }
    }
    assert!(different >= 18);
}
