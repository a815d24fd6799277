//! Property tests over many random games of Help!: card and point conservation, no leak
//! of hidden information in any view or event, replay determinism, termination, and
//! determinization consistent with what the seat knows.

mod common;

use common::{DeterminizeCheck, check_replay, play_random};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::games::help_game::{Card, Cards, Event, Help, NoCard, Options};
use spieleabend_core::{Game, InfoState, Seat};

fn options() -> impl Strategy<Value = Options> {
    (3u8..=5).prop_map(|players| Options { players })
}

const MAX_STEPS: usize = 20_000;

/// Every card an event names.
fn cards_named(event: &Event) -> Cards {
    match event {
        Event::Dealt { hands, .. } => hands.iter().flatten().flatten().copied().collect(),
        Event::NumberLaid { card, .. } | Event::Zapped { removed: card, .. } => {
            [*card].into_iter().collect()
        }
        Event::Switched { taken, put, .. } => [*taken, *put].into_iter().collect(),
        Event::RowCleared { cards } => cards.iter().copied().collect(),
        Event::CardDrawn { card, .. }
        | Event::HelpGiven { card, .. }
        | Event::CardGivenBack { card, .. } => card.iter().copied().collect(),
        _ => Cards::EMPTY,
    }
}

/// The cards on the table (row, discards, No! cards in front), public to all.
fn table(game: &Help) -> Cards {
    let view = game.view(Seat(0));
    let mut cards: Cards = view
        .row
        .iter()
        .map(|p| p.card)
        .chain(view.discard.iter().copied())
        .collect();
    for no in &view.no_cards {
        if *no != NoCard::None {
            cards.add(Card::NO);
        }
    }
    cards
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn cards_are_conserved(options in options(), seed in any::<u64>()) {
        play_random::<Help>(&options, seed, MAX_STEPS, |_, after, _| {
            after.check_invariants().map_err(TestCaseError::fail)
        })?;
    }

    /// What a seat's events name is within its own hand (before and after), what was
    /// dealt to it, and the table before and after the step plus what was played in it.
    #[test]
    fn no_view_or_event_leaks_a_hidden_card(options in options(), seed in any::<u64>()) {
        play_random::<Help>(&options, seed, MAX_STEPS, |before, after, events| {
            let laid: Cards = events.iter().flat_map(|e| match e {
                Event::NumberLaid { card, .. } => vec![*card],
                Event::Switched { taken, put, .. } => vec![*taken, *put],
                Event::Zapped { removed, .. } => vec![*removed],
                Event::RowCleared { cards } => cards.to_vec(),
                _ => vec![],
            }).collect();
            for s in 0..options.players {
                let seat = Seat(s);
                let dealt: Cards = events.iter().filter_map(|e| match e {
                    Event::Dealt { hands, .. } => hands.get(seat.index()).map(<[_]>::to_vec),
                    _ => None,
                }).flatten().collect();
                // Cards are named twice at most in one step (laid, then cleared or thrown).
                // Cards that passed through this seat's hand during the step: its draws and
                // the cards of a help exchange it took part in.
                let mine: Cards = events.iter().filter_map(|e| match e {
                    Event::CardDrawn { seat: who, card } if *who == seat => *card,
                    Event::HelpGiven { helper, seat: asker, card } if *helper == seat || *asker == seat => *card,
                    Event::CardGivenBack { seat: asker, helper, card } if *helper == seat || *asker == seat => *card,
                    _ => None,
                }).collect();
                let dealt = dealt.plus(&mine);
                // Cards may be named more than once in a step (laid, then cleared).
                let known = table(before).plus(&table(after)).plus(&laid).plus(&laid)
                    .plus(&before.hand(seat)).plus(&after.hand(seat)).plus(&dealt).plus(&dealt);
                let mut named = Cards::EMPTY;
                for event in events {
                    if let Some(seen) = Help::redact(event, seat) {
                        named = named.plus(&cards_named(&seen));
                    }
                }
                prop_assert!(named.is_within(&known), "{seat} is shown {:?} in {:?}", named.minus(&known), events);
                let view = after.view(seat);
                let hand: Cards = view.hand.iter().copied().collect();
                prop_assert_eq!(hand, after.hand(seat));
            }
            Ok(())
        })?;
    }

    #[test]
    fn replay_is_deterministic(options in options(), seed in any::<u64>()) {
        let played = play_random::<Help>(&options, seed, MAX_STEPS, |_, _, _| Ok(()))?;
        check_replay(&options, &played)?;
    }

    /// Every random game ends with winners at 3 points; points only grow.
    #[test]
    fn every_game_ends(options in options(), seed in any::<u64>()) {
        let played = play_random::<Help>(&options, seed, MAX_STEPS, |before, after, _| {
            for s in 0..options.players {
                prop_assert!(after.points(Seat(s)) >= before.points(Seat(s)));
            }
            Ok(())
        })?;
        let outcome = played.game.outcome().unwrap();
        let winners = played.batches.iter().flatten().find_map(|e| match e {
            Event::GameOver { winners } => Some(winners.clone()),
            _ => None,
        }).unwrap();
        for seat in winners {
            prop_assert_eq!(outcome.places[seat.index()], 1);
            prop_assert!(played.game.points(seat) >= 3);
        }
    }

    /// A state sampled from a seat's information state shows that seat the same view and
    /// legal actions; the seat's knowledge about others always holds for the real state
    /// and for the samples.
    #[test]
    fn determinized_states_match_what_the_seat_knows(options in options(), seed in any::<u64>()) {
        let mut check = DeterminizeCheck::<Help>::new(&options, seed, 2);
        play_random::<Help>(&options, seed, MAX_STEPS, |_, after, events| {
            let sampled = check.step(after, events)?;
            for info in &check.infos {
                for other in (0..options.players).map(Seat).filter(|o| *o != info.seat) {
                    let hand = after.hand(other);
                    prop_assert!(info.memory.must_hold(other).is_within(&hand),
                        "{} wrongly believes {other} holds {:?}", info.seat, info.memory.must_hold(other));
                    for card in hand.faces() {
                        prop_assert!(!info.memory.cannot_hold(other, card),
                            "{} wrongly believes {other} lacks {card}", info.seat);
                    }
                }
            }
            for (seat, state) in sampled {
                state.check_invariants().map_err(TestCaseError::fail)?;
                let memory = &check.infos[seat.index()].memory;
                for other in (0..options.players).map(Seat).filter(|o| *o != seat) {
                    prop_assert!(memory.must_hold(other).is_within(&state.hand(other)));
                }
            }
            Ok(())
        })?;
    }
}

#[test]
fn determinization_spreads_hidden_cards() {
    let options = Options { players: 4 };
    let (game, setup) = Help::new(&options, 5).unwrap();
    let info = InfoState::start(&game, Seat(1), &setup);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut different = 0;
    for _ in 0..20 {
        let sampled = Help::determinize(&info, &mut rng);
        assert_eq!(sampled.hand(Seat(1)), game.hand(Seat(1)));
        if sampled.hand(Seat(2)) != game.hand(Seat(2)) {
            different += 1;
        }
    }
    assert!(different >= 18);
}
