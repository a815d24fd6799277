//! Rule tests for what the scenario files do not show, citing rulings.

use super::*;
use crate::engine::{Game, Seat, SetupError, ToAct};

fn card(value: u8) -> Card {
    Card::new(value).unwrap()
}

fn options(players: u8) -> Options {
    Options {
        players,
        start_seat: Some(Seat(0)),
    }
}

/// R-R1: 2 to 8 players; 6 cards each, 7 with 7 or 8 players.
#[test]
fn r_r1_player_counts_and_hand_sizes() {
    for (players, size) in [(2, 6), (6, 6), (7, 7), (8, 7)] {
        let (game, _) = Rauswurf::new(&options(players), 1).unwrap();
        for seat in 0..players {
            assert_eq!(game.hand(Seat(seat)).len(), size);
        }
        assert_eq!(game.pile().count(), 90 - size * players as usize);
    }
    for players in [0, 1, 9] {
        assert!(matches!(
            Rauswurf::new(&options(players), 1),
            Err(SetupError::PlayerCount { .. })
        ));
    }
    let bad_start = Options {
        players: 3,
        start_seat: Some(Seat(5)),
    };
    assert!(matches!(
        Rauswurf::new(&bad_start, 1),
        Err(SetupError::InvalidOption(_))
    ));
}

#[test]
fn a_broken_stacked_deal_is_refused() {
    let (game, _) = Rauswurf::new(&options(2), 4).unwrap();
    let mut hands: Vec<Vec<Card>> = (0..2)
        .map(|s| game.hand(Seat(s)).iter().collect())
        .collect();
    let pile: Vec<Card> = game.pile().collect();
    hands[0].pop();
    let deal = Deal { hands, pile };
    assert!(matches!(
        Rauswurf::with_deals(&options(2), vec![deal], 1),
        Err(SetupError::InvalidDeal { .. })
    ));
}

#[test]
fn refused_actions_change_nothing() {
    let (mut game, _) = Rauswurf::new(&options(3), 2).unwrap();
    let before = game.clone();
    let missing = (2..=20)
        .map(card)
        .find(|c| !game.hand(Seat(0)).contains(*c))
        .unwrap();
    assert_eq!(
        game.apply(Seat(0), Action::Play(missing)),
        Err(RuleError::NotInHand)
    );
    let any = game.hand(Seat(1)).iter().next().unwrap();
    assert_eq!(
        game.apply(Seat(1), Action::Play(any)),
        Err(RuleError::NotYourTurn)
    );
    assert_eq!(game, before);
}

/// R-R5: a replacement owed with an empty pile comes from the shuffled discards — the
/// thrown-out card is discarded first, so with nothing else discarded its owner draws it
/// back.
#[test]
fn r_r5_an_empty_pile_is_refilled_from_the_discards() {
    let (mut game, _) = Rauswurf::new(&options(2), 3).unwrap();
    // Move the whole pile into seat 1's hand: nothing is left to draw.
    while let Some(c) = game.pile.draw() {
        game.hands[1].add(c);
    }
    let low = game.hand(Seat(0)).iter().next().unwrap();
    game.apply(Seat(0), Action::Play(low)).unwrap();
    let high = game
        .hand(Seat(1))
        .iter()
        .filter(|c| c.value() > low.value())
        .last()
        .unwrap();
    let events = game.apply(Seat(1), Action::Play(high)).unwrap();
    assert!(events.contains(&Event::Reshuffled {
        cards: [low].into_iter().collect()
    }));
    assert!(events.contains(&Event::CardDrawn {
        seat: Seat(0),
        card: Some(low)
    }));
    game.check_invariants().unwrap();
}

/// R-R6: a game that reaches 5,000 turns ends without a winner.
#[test]
fn r_r6_the_turn_limit_ends_the_game_without_a_winner() {
    let (mut game, _) = Rauswurf::new(&options(2), 5).unwrap();
    // The 5,000th turn is being played; the next one is not started.
    game.turns = options::TURN_LIMIT;
    let ToAct::Seat(seat) = game.to_act() else {
        panic!("over")
    };
    let first = game.hand(seat).iter().next().unwrap();
    let events = game.apply(seat, Action::Play(first)).unwrap();
    assert!(events.contains(&Event::TurnLimitReached {
        turns: options::TURN_LIMIT
    }));
    assert_eq!(game.to_act(), ToAct::Finished);
    let view = game.view(Seat(0));
    assert!(view.winners.is_empty());
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.places.len(), 2);
}

/// R-R3: every seat's strength at once is what each seat's strength says (cards of one
/// value in front join), also with joined groups.
#[test]
fn r_r3_strengths_of_all_seats_match_each_seat() {
    for seed in 0..40 {
        let (mut game, _) = Rauswurf::new(&options(6), seed).unwrap();
        let mut steps = 0;
        while let ToAct::Seat(seat) = game.to_act() {
            let all = game.strengths();
            for (s, strength) in all.iter().enumerate().take(6) {
                assert_eq!(
                    *strength,
                    game.strength(Seat(s as u8)),
                    "seed {seed} seat {s}"
                );
            }
            let legal = game.legal_actions(seat);
            game.apply(seat, legal[steps % legal.len()]).unwrap();
            steps += 1;
        }
    }
}
