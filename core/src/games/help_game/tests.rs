//! Rule tests for what the scenario files do not show, citing rulings.

use super::*;
use crate::engine::{Game, Seat, SetupError, ToAct};

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// A deal from four-card hands; the rest of the deck is the pile, `pile_top` first.
fn deal(hands: &[&str], pile_top: &str) -> Deal {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let top = cards(pile_top);
    let used: Cards = hands.iter().flatten().chain(&top).copied().collect();
    let mut pile = top;
    pile.extend(Cards::deck().minus(&used).iter());
    Deal { hands, pile }
}

#[test]
fn three_to_five_players() {
    for players in 3..=5 {
        assert!(Help::new(&Options { players }, 1).is_ok());
    }
    for players in [0, 2, 6] {
        assert!(matches!(
            Help::new(&Options { players }, 1),
            Err(SetupError::PlayerCount { .. })
        ));
    }
    let mut short = deal(&["1 2 3 4", "5 6 7 8", "9 10 11 no"], "");
    short.pile.pop();
    assert!(matches!(
        Help::with_deals(&Options { players: 3 }, vec![short], 1),
        Err(SetupError::InvalidDeal { .. })
    ));
}

/// H-R1: equal lowest numbers are broken at random (fixed by the seed); a player without
/// number cards is not eligible.
#[test]
fn h_r1_ties_are_broken_at_random_and_numberless_players_do_not_start() {
    let tied = deal(&["2 9 9 9", "2 8 8 8", "joker zap no switch"], "");
    let mut starts = std::collections::HashSet::new();
    for seed in 0..30 {
        let (_, events) =
            Help::with_deals(&Options { players: 3 }, vec![tied.clone()], seed).unwrap();
        let start = events.iter().find_map(|e| match e {
            Event::StartChosen { start, called } => {
                assert_eq!(called[2], Called::NoNumber);
                Some(*start)
            }
            _ => None,
        });
        starts.insert(start.unwrap());
    }
    assert_eq!(
        starts.len(),
        2,
        "both tied seats start sometimes: {starts:?}"
    );
    assert!(!starts.contains(&Seat(2)));
}

/// H-R1: if nobody holds a number card, the round is dealt again.
#[test]
fn h_r1_no_number_anywhere_means_a_redeal() {
    let none = deal(
        &[
            "joker joker zap zap",
            "no no switch switch",
            "joker zap no switch",
        ],
        "",
    );
    let fine = deal(&["3 9 9 9", "4 8 8 8", "5 7 7 7"], "");
    let (_, events) = Help::with_deals(&Options { players: 3 }, vec![none, fine], 1).unwrap();
    assert!(events.contains(&Event::Redeal { round: 1 }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::StartChosen { start: Seat(0), .. }))
    );
}

/// H-R2: a Joker's value is fixed once laid, even when the card before it changes.
#[test]
fn h_r2_a_jokers_value_stays_fixed() {
    let d = deal(&["3 joker 9 9", "8 switch 9 9", "10 no no no"], "9 2");
    let (mut game, _) = Help::with_deals(&Options { players: 3 }, vec![d], 1).unwrap();
    // Seat 0 opened with 3; seat 1 lays 8; seat 2 lays 10; seat 0 puts a Joker after 3.
    game.apply(Seat(1), Action::Lay(cards("8")[0])).unwrap();
    game.apply(Seat(2), Action::Lay(cards("10")[0])).unwrap();
    game.apply(Seat(0), Action::Joker(1)).unwrap();
    // Seat 1 (which drew a 2) switches the 3 for the 2: the Joker stays a 4.
    game.apply(
        Seat(1),
        Action::Switch {
            take: 0,
            put: cards("2")[0],
        },
    )
    .unwrap();
    let values: Vec<u8> = game.view(Seat(0)).row.iter().map(|p| p.value).collect();
    assert_eq!(values, vec![2, 4, 8, 10]);
}

/// `can_play` (used at every turn) agrees with the full list of plays.
#[test]
fn can_play_agrees_with_the_legal_plays() {
    for seed in 0..30 {
        let (mut game, _) = Help::new(&Options { players: 4 }, seed).unwrap();
        let mut steps = 0;
        while let ToAct::Seat(seat) = game.to_act() {
            for s in 0..4 {
                let hand = game.hand(Seat(s));
                let mut plays = Vec::new();
                game.plays_into(&hand, &mut plays);
                assert_eq!(game.can_play(&hand), !plays.is_empty());
                for play in plays {
                    assert!(game.is_legal_play(play, &hand), "{play:?}");
                }
            }
            let legal = game.legal_actions(seat);
            game.apply(seat, legal[steps % legal.len()]).unwrap();
            steps += 1;
        }
    }
}

#[test]
fn decisions_out_of_turn_or_of_the_wrong_kind_are_refused() {
    let d = deal(&["1 9 9 9", "5 8 8 8", "6 7 7 7"], "");
    let (mut game, _) = Help::with_deals(&Options { players: 3 }, vec![d], 1).unwrap();
    let before = game.clone();
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!(
        game.apply(Seat(2), Action::Lay(cards("6")[0])),
        Err(RuleError::NotYourTurn)
    );
    assert_eq!(
        game.apply(Seat(1), Action::Pass(cards("5")[0])),
        Err(RuleError::WrongDecision)
    );
    assert_eq!(game.apply(Seat(1), Action::Zap), Err(RuleError::NotInHand));
    assert_eq!(
        game.apply(Seat(1), Action::Lay(cards("11")[0])),
        Err(RuleError::NotInHand)
    );
    assert_eq!(game, before);
}
