//! Rule tests on stacked deals, one per rule of `docs/games/77.md`, citing rulings.

use super::*;
use crate::engine::{Game, Seat, SetupError, ToAct};

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace().map(card).collect()
}

/// A deal whose hands start with the given cards and whose pile starts with
/// `pile_top`; the rest of the deck fills up the hands, then the pile.
fn deal(hands: &[&str], pile_top: &str) -> Deal {
    let named: Cards = hands
        .iter()
        .flat_map(|h| cards(h))
        .chain(cards(pile_top))
        .collect();
    assert!(
        named.is_within(&Cards::deck()),
        "more copies than the deck has"
    );
    let mut fillers = Cards::deck()
        .minus(&named)
        .iter()
        .collect::<Vec<_>>()
        .into_iter();
    let hands = hands
        .iter()
        .map(|h| {
            let mut hand = cards(h);
            while hand.len() < 5 {
                hand.push(fillers.next().unwrap());
            }
            hand
        })
        .collect();
    let mut pile = cards(pile_top);
    pile.extend(fillers);
    Deal { hands, pile }
}

fn start(hands: &[&str], pile_top: &str) -> (SeventySeven, Vec<Event>) {
    start_with(hands, pile_top, vec![])
}

fn start_with(hands: &[&str], pile_top: &str, later: Vec<Deal>) -> (SeventySeven, Vec<Event>) {
    let options = Options {
        players: hands.len() as u8,
        start_seat: Some(Seat(0)),
    };
    let mut deals = vec![deal(hands, pile_top)];
    deals.extend(later);
    SeventySeven::with_deals(&options, deals, 1).unwrap()
}

fn play(game: &mut SeventySeven, seat: u8, text: &str) -> Vec<Event> {
    game.apply(Seat(seat), Action::Play(card(text)))
        .unwrap_or_else(|e| panic!("seat {seat} plays {text}: {e}"))
}

fn chips(game: &SeventySeven) -> Vec<u8> {
    (0..game.players()).map(|s| game.chips(Seat(s))).collect()
}

fn has_chip_event(events: &[Event], seat: u8, reason: ChipReason) -> bool {
    events.iter().any(
        |e| matches!(e, Event::ChipGiven { seat: s, reason: r, .. } if s.0 == seat && *r == reason),
    )
}

/// S-R1: 2 to 8 players.
#[test]
fn s_r1_two_to_eight_players() {
    for players in 2..=8 {
        let options = Options {
            players,
            start_seat: None,
        };
        let (game, _) = SeventySeven::new(&options, 3).unwrap();
        assert_eq!(game.pile().count(), 55 - 5 * players as usize);
    }
    for players in [0, 1, 9] {
        let options = Options {
            players,
            start_seat: None,
        };
        assert!(matches!(
            SeventySeven::new(&options, 3),
            Err(SetupError::PlayerCount { .. })
        ));
    }
    let bad_start = Options {
        players: 3,
        start_seat: Some(Seat(3)),
    };
    assert!(matches!(
        SeventySeven::new(&bad_start, 3),
        Err(SetupError::InvalidOption(_))
    ));
}

#[test]
fn the_first_start_player_is_random_but_fixed_by_the_seed() {
    let options = Options {
        players: 5,
        start_seat: None,
    };
    let starts: Vec<ToAct> = (0..40)
        .map(|seed| SeventySeven::new(&options, seed).unwrap().0.to_act())
        .collect();
    assert!(starts.iter().all(|s| matches!(s, ToAct::Seat(Seat(0..=4)))));
    let distinct: std::collections::HashSet<_> = starts.iter().collect();
    assert!(distinct.len() >= 4, "{starts:?}");
    assert_eq!(
        SeventySeven::new(&options, 7).unwrap().0,
        SeventySeven::new(&options, 7).unwrap().0
    );
}

#[test]
fn totals_add_up_and_may_drop_below_zero() {
    let (mut game, _) = start(&["-10 5", "-10", "4"], "");
    play(&mut game, 0, "-10");
    assert_eq!(game.total(), -10);
    play(&mut game, 1, "-10");
    assert_eq!(game.total(), -20);
    play(&mut game, 2, "4");
    assert_eq!(game.total(), -16);
}

/// S-R3: a special card as the very first card announces 0.
#[test]
fn s_r3_a_special_first_card_announces_zero() {
    let (mut game, _) = start(&["reverse", "5", "6"], "");
    let events = play(&mut game, 0, "reverse");
    assert!(events.contains(&Event::CardPlayed {
        seat: Seat(0),
        card: Card::REVERSE,
        total: 0
    }));
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)), "counter-clockwise now");
}

/// S-R4: drawing is automatic; the hand is back to five after every turn.
#[test]
fn s_r4_the_player_draws_after_playing() {
    let (mut game, _) = start(&["5", "6"], "9 8");
    let events = play(&mut game, 0, "5");
    assert!(events.contains(&Event::CardDrawn {
        seat: Seat(0),
        card: Some(card("9"))
    }));
    assert_eq!(game.hand(Seat(0)).len(), 5);
    assert!(game.hand(Seat(0)).contains(card("9")));
}

#[test]
fn reverse_flips_the_direction_at_once() {
    let (mut game, _) = start(&["5", "reverse", "6", "7"], "");
    play(&mut game, 0, "5");
    let events = play(&mut game, 1, "reverse");
    assert!(events.contains(&Event::DirectionReversed {
        direction: Direction::CounterClockwise
    }));
    assert_eq!(game.total(), 5, "the previous total is announced again");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(0)));
}

/// With exactly two players in, ⇄ leaves the other player next.
#[test]
fn reverse_with_two_players_passes_to_the_other() {
    let (mut game, _) = start(&["reverse 5", "6"], "");
    play(&mut game, 0, "reverse");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
}

/// ×2: the next player plays two cards, announcing after each, then draws two.
#[test]
fn double_makes_the_next_player_play_two_then_draw_two() {
    let (mut game, _) = start(&["x2", "5 6", "7"], "9 9 9");
    let events = play(&mut game, 0, "x2");
    assert!(events.contains(&Event::DoubleDue { seat: Seat(1) }));
    play(&mut game, 1, "5");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!(game.hand(Seat(1)).len(), 4, "no draw between the two cards");
    let events = play(&mut game, 1, "6");
    assert_eq!(game.total(), 11);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::CardDrawn { seat: Seat(1), .. }))
            .count(),
        2
    );
    assert_eq!(game.hand(Seat(1)).len(), 5);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)));
}

/// S-R5: the first card under ×2 cannot be a ×2; the second may be, and then the
/// following player must play two.
#[test]
fn s_r5_no_double_directly_onto_a_double() {
    let (mut game, _) = start(&["x2", "x2 5", "x2 6 7"], "");
    play(&mut game, 0, "x2");
    assert!(
        !game
            .legal_actions(Seat(1))
            .contains(&Action::Play(Card::DOUBLE))
    );
    assert_eq!(
        game.apply(Seat(1), Action::Play(Card::DOUBLE)),
        Err(RuleError::DoubleOnDouble)
    );
    play(&mut game, 1, "5");
    assert!(
        game.legal_actions(Seat(1))
            .contains(&Action::Play(Card::DOUBLE))
    );
    let events = play(&mut game, 1, "x2");
    assert!(events.contains(&Event::DoubleDue { seat: Seat(2) }));
    assert_eq!(game.view(Seat(2)).decision, Some(Decision::PlayFirstOfTwo));
    assert!(matches!(
        game.apply(Seat(2), Action::Play(Card::DOUBLE)),
        Err(RuleError::DoubleOnDouble)
    ));
}

/// Under ×2, a ⇄ as the first card flips the direction at once; who follows the second
/// card depends on the new direction (rulebook example).
#[test]
fn reverse_as_first_of_two_flips_before_the_second() {
    let (mut game, _) = start(&["x2 11", "reverse 10", "3"], "");
    play(&mut game, 0, "x2");
    play(&mut game, 1, "reverse");
    play(&mut game, 1, "10");
    assert_eq!(game.total(), 10);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(0)));
}

/// Announcing a Schnapszahl costs a chip; playing a card whose face is one does not.
#[test]
fn announcing_a_schnapszahl_costs_a_chip_playing_one_does_not() {
    let (mut game, _) = start(&["5", "6", "11"], "");
    play(&mut game, 0, "5");
    let events = play(&mut game, 1, "6");
    assert!(has_chip_event(&events, 1, ChipReason::Schnapszahl));
    assert_eq!(chips(&game), vec![3, 2, 3]);
    let events = play(&mut game, 2, "11");
    assert_eq!(game.total(), 22);
    assert!(has_chip_event(&events, 2, ChipReason::Schnapszahl));

    let (mut game, _) = start(&["5", "11", "3"], "");
    play(&mut game, 0, "5");
    let events = play(&mut game, 1, "11");
    assert_eq!(game.total(), 16);
    assert!(!events.iter().any(|e| matches!(e, Event::ChipGiven { .. })));
}

/// A Schnapszahl repeated by ×2 or ⇄ costs a chip too.
#[test]
fn a_schnapszahl_repeated_by_a_special_card_costs_a_chip() {
    let (mut game, _) = start(&["44", "x2", "reverse 5 6"], "");
    play(&mut game, 0, "44");
    let events = play(&mut game, 1, "x2");
    assert!(has_chip_event(&events, 1, ChipReason::Schnapszahl));
    let events = play(&mut game, 2, "reverse");
    assert!(has_chip_event(&events, 2, ChipReason::Schnapszahl));
    assert_eq!(chips(&game), vec![2, 2, 2]);
}

/// S-R6: negative multiples of 11 are no Schnapszahlen.
#[test]
fn s_r6_negative_totals_cost_nothing() {
    let (mut game, _) = start(&["-10", "-10", "9"], "");
    play(&mut game, 0, "-10");
    play(&mut game, 1, "-10");
    let events = play(&mut game, 2, "9");
    assert_eq!(game.total(), -11);
    assert!(!events.iter().any(|e| matches!(e, Event::ChipGiven { .. })));
}

/// 77 or more: one chip (also for exactly 77) and the round ends at once.
#[test]
fn seventy_seven_or_more_costs_one_chip_and_ends_the_round() {
    let (mut game, _) = start(&["76", "2", "3"], "");
    play(&mut game, 0, "76");
    let events = play(&mut game, 1, "2");
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::ChipGiven { .. }))
            .count(),
        1
    );
    assert!(has_chip_event(&events, 1, ChipReason::SeventySevenOrMore));
    assert!(events.contains(&Event::RoundOver {
        round: 1,
        seat: Seat(1),
        total: 78
    }));
    // The next round: everyone in gets five fresh cards, total 0.
    assert_eq!(game.total(), 0);
    assert_eq!(game.view(Seat(0)).round, 2);
    assert!((0..3).all(|s| game.hand(Seat(s)).len() == 5));
    let (mut game, _) = start(&["66", "5", "6"], "");
    play(&mut game, 0, "66");
    play(&mut game, 1, "5");
    let events = play(&mut game, 2, "6");
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::ChipGiven { .. }))
            .count(),
        1,
        "exactly 77 is one chip"
    );
}

/// Under ×2, reaching 77 with the first card ends the round: no second card.
#[test]
fn seventy_seven_under_double_ends_before_the_second_card() {
    let (mut game, _) = start(&["76 x2", "x2", "5 6"], "");
    play(&mut game, 0, "76");
    play(&mut game, 1, "x2");
    let events = play(&mut game, 2, "5");
    assert!(events.iter().any(|e| matches!(e, Event::RoundOver { .. })));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::SecondCardDue { .. }))
    );
    assert_eq!(game.view(Seat(2)).cards_due, 1);
}

/// S-R2 and the next start player: every round starts clockwise, one seat clockwise
/// from the last round's start player, skipping players who are out.
#[test]
fn s_r2_each_round_starts_clockwise_with_the_next_start_player() {
    let (mut game, _) = start(&["reverse 76", "5", "6"], "");
    play(&mut game, 0, "reverse");
    play(&mut game, 2, "6");
    play(&mut game, 1, "5");
    assert_eq!(game.total(), 11);
    play(&mut game, 0, "76");
    let view = game.view(Seat(0));
    assert_eq!(view.round, 2);
    assert_eq!(view.direction, Direction::Clockwise);
    assert_eq!(view.round_start, Seat(1));
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
}

/// The next round's start player skips a seat that went out.
#[test]
fn the_next_start_player_skips_seats_that_are_out() {
    let (mut game, _) = start(&["5", "6", "66"], "");
    game.chips[1] = 0;
    play(&mut game, 0, "5");
    play(&mut game, 1, "6"); // 11: seat 1 swims and is out
    let events = play(&mut game, 2, "66"); // 77: the round ends
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RoundDealt {
            round: 2,
            start: Seat(2),
            ..
        }
    )));
    assert!(
        game.hand(Seat(1)).is_empty(),
        "no cards for a seat that is out"
    );
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)));
}

/// Swimming: with no chips left a player is still in; the next chip owed puts it out.
/// Mid-round the round goes on without it and its hand goes to the discard pile (S-R7).
#[test]
fn s_r7_a_swimming_player_who_owes_a_chip_is_out_and_the_round_goes_on() {
    // Seat 1 announces 11 four times; seats 0 and 2 keep the total low.
    let (mut game, _) = start(&["5 0 0 0", "6 10 10 10", "-10 -10 -10 -10"], "");
    play(&mut game, 0, "5");
    play(&mut game, 1, "6");
    play(&mut game, 2, "-10");
    for chips_left in [1, 0] {
        play(&mut game, 0, "0");
        let events = play(&mut game, 1, "10");
        assert!(events.iter().any(|e| matches!(
            e,
            Event::ChipGiven { seat: Seat(1), chips_left: c, .. } if *c == chips_left
        )));
        play(&mut game, 2, "-10");
    }
    assert_eq!(game.view(Seat(0)).status[1], SeatStatus::Swimming);
    play(&mut game, 0, "0");
    let held = game.hand(Seat(1));
    let events = play(&mut game, 1, "10");
    let out_hand: Cards = events
        .iter()
        .find_map(|e| match e {
            Event::PlayerOut {
                seat: Seat(1),
                hand,
            } => Some(hand.iter().copied().collect()),
            _ => None,
        })
        .expect("seat 1 is out");
    let mut expected = held;
    expected.remove(card("10"));
    assert_eq!(
        out_hand, expected,
        "the rest of the hand goes to the discard pile"
    );
    assert!(game.hand(Seat(1)).is_empty());
    let view = game.view(Seat(0));
    assert_eq!(view.status[1], SeatStatus::Out);
    assert_eq!(
        view.discard.last(),
        Some(&card("10")),
        "the played card stays on top"
    );
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)), "the round goes on");
    game.check_invariants().unwrap();
    play(&mut game, 2, "-10");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(0)), "seat 1 is skipped");
}

/// S-R8: a player who goes out while under ×2 owes nothing more; the next player plays
/// one card.
#[test]
fn s_r8_a_double_duty_lapses_when_its_player_goes_out() {
    let (mut game, _) = start(&["x2", "11", "5"], "");
    game.chips[1] = 0;
    play(&mut game, 0, "x2");
    let events = play(&mut game, 1, "11");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PlayerOut { seat: Seat(1), .. }))
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::SecondCardDue { .. }))
    );
    assert!(!events.iter().any(|e| matches!(e, Event::CardDrawn { .. })));
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)));
    assert_eq!(game.view(Seat(2)).decision, Some(Decision::PlayCard));
}

/// S-R9: the game ends as soon as one player is left, even mid-round.
#[test]
fn s_r9_the_last_player_in_wins_even_mid_round() {
    let (mut game, _) = start(&["5", "6"], "");
    game.chips[1] = 0;
    play(&mut game, 0, "5");
    let events = play(&mut game, 1, "6");
    assert!(events.contains(&Event::GameOver {
        winner: Seat(0),
        places: [1, 2].into_iter().collect()
    }));
    assert_eq!(game.to_act(), ToAct::Finished);
    assert_eq!(
        game.apply(Seat(0), Action::Play(card("0"))),
        Err(RuleError::GameOver)
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.places, vec![1, 2]);
}

/// Ranking: the winner first, the others in reverse order of going out.
#[test]
fn the_ranking_is_the_reverse_order_of_going_out() {
    let (mut game, _) = start(&["5 -10", "6", "-10 10", "10"], "");
    game.chips = [3, 0, 0, 0, 0, 0, 0, 0];
    play(&mut game, 0, "5");
    play(&mut game, 1, "6"); // 11: seat 1 is out first
    play(&mut game, 2, "-10"); // 1
    play(&mut game, 3, "10"); // 11: seat 3 is out second
    assert_eq!(game.view(Seat(0)).out_order, vec![Seat(1), Seat(3)]);
    play(&mut game, 0, "-10"); // 1
    let events = play(&mut game, 2, "10"); // 11: seat 2 is out, seat 0 wins
    assert!(events.contains(&Event::GameOver {
        winner: Seat(0),
        places: [1, 4, 2, 3].into_iter().collect()
    }));
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.places, vec![1, 4, 2, 3]);
    assert_eq!(outcome.scores, vec![3, 0, 2, 1]);
}

/// An empty draw pile: the discards but the top card are shuffled into a new pile.
#[test]
fn an_empty_pile_is_refilled_from_the_discards_but_the_top_card() {
    let (mut game, _) = start(&["5", "6", "7"], "");
    while let Some(card) = game.pile.draw() {
        game.discard.push(card);
    }
    game.check_invariants().unwrap();
    let moved = game.discard.len();
    let events = play(&mut game, 0, "5");
    let reshuffled = events
        .iter()
        .find_map(|e| match e {
            Event::Reshuffled { cards } => Some(cards.len()),
            _ => None,
        })
        .expect("a reshuffle");
    assert_eq!(reshuffled, moved, "all but the 5 just played");
    assert_eq!(game.view(Seat(1)).discard, vec![card("5")]);
    assert_eq!(game.pile().count(), moved - 1, "one card drawn");
    game.check_invariants().unwrap();
}

#[test]
fn refused_actions_change_nothing() {
    let (mut game, _) = start(&["5", "6"], "");
    let before = game.clone();
    assert_eq!(
        game.apply(Seat(1), Action::Play(card("6"))),
        Err(RuleError::NotYourTurn)
    );
    assert_eq!(
        game.apply(Seat(0), Action::Play(card("76"))),
        Err(RuleError::NotInHand)
    );
    assert_eq!(game, before);
}

#[test]
fn others_see_neither_hands_nor_drawn_cards() {
    let (mut game, setup) = start(&["5", "6"], "9");
    let Event::RoundDealt { hands, .. } = setup[0].redact(Seat(1)) else {
        panic!("the first event is the deal");
    };
    assert!(hands.get(0).is_none() && hands.get(1).is_some());
    let events = play(&mut game, 0, "5");
    let drawn = Event::CardDrawn {
        seat: Seat(0),
        card: Some(card("9")),
    };
    assert!(events.contains(&drawn));
    assert_eq!(
        drawn.redact(Seat(1)),
        Event::CardDrawn {
            seat: Seat(0),
            card: None
        }
    );
    assert_eq!(drawn.redact(Seat(0)), drawn);
}

#[test]
fn a_stacked_deal_that_is_not_the_deck_is_refused() {
    let options = Options {
        players: 2,
        start_seat: None,
    };
    let mut short = deal(&["5", "6"], "");
    short.pile.pop();
    assert!(matches!(
        SeventySeven::with_deals(&options, vec![short], 1),
        Err(SetupError::InvalidDeal { .. })
    ));
    let mut big_hand = deal(&["5", "6"], "");
    let moved = big_hand.pile.pop().unwrap();
    big_hand.hands[0].push(moved);
    assert!(SeventySeven::with_deals(&options, vec![big_hand], 1).is_err());
    let three_hands = deal(&["5", "6", "7"], "");
    assert!(SeventySeven::with_deals(&options, vec![three_hands], 1).is_err());
}

/// A later stacked deal is used for the next round with the players still in.
#[test]
fn stacked_deals_serve_later_rounds() {
    let second = deal(&["33", "44"], "");
    let (mut game, _) = start_with(&["76", "5"], "", vec![second]);
    play(&mut game, 0, "76");
    play(&mut game, 1, "5");
    assert!(game.hand(Seat(0)).contains(card("33")));
    assert!(game.hand(Seat(1)).contains(card("44")));
}
