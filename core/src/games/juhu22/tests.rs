//! Rule tests on stacked deals for what the scenario files do not show, citing rulings.

use super::*;
use crate::engine::{Game, Seat, SetupError, ToAct};

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// A deal: the given hands (cards separated by spaces), the rest of the deck as stack.
fn deal(hands: &[&str]) -> Deal {
    let hands: Vec<Vec<Card>> = hands
        .iter()
        .map(|h| h.split_whitespace().map(card).collect())
        .collect();
    let dealt: CardSet = hands.iter().flatten().copied().collect();
    Deal {
        stack: CardSet::DECK.minus(dealt).iter().collect(),
        hands,
    }
}

fn act(game: &mut Juhu22, seat: u8, action: Action) -> Vec<Event> {
    game.apply(Seat(seat), action)
        .unwrap_or_else(|e| panic!("seat {seat} {action:?}: {e}"))
}

fn play(game: &mut Juhu22, seat: u8, text: &str) -> Vec<Event> {
    act(game, seat, Action::Play(card(text)))
}

#[test]
fn player_counts_and_options_are_checked_per_variant() {
    let with = |variant, players| Options {
        variant,
        players,
        ..Options::default()
    };
    assert!(Juhu22::new(&with(Variant::Basic5, 5), 1).is_ok());
    assert!(matches!(
        Juhu22::new(&with(Variant::Basic5, 6), 1),
        Err(SetupError::PlayerCount { .. })
    ));
    assert!(Juhu22::new(&with(Variant::Basic4, 7), 1).is_ok());
    assert!(Juhu22::new(&with(Variant::Gamer, 1), 1).is_err());
    assert!(Juhu22::new(&with(Variant::Pro, 8), 1).is_err());
    let bonus_in_basic = Options {
        four_of_a_colour_bonus: true,
        ..Options::default()
    };
    assert!(matches!(
        Juhu22::new(&bonus_in_basic, 1),
        Err(SetupError::InvalidOption(_))
    ));
    let mut options = Options::default();
    assert!(matches!(
        Juhu22::select_variant(&mut options, "expert"),
        Err(SetupError::UnknownVariant { .. })
    ));
    Juhu22::select_variant(&mut options, "pro").unwrap();
    assert_eq!(options.variant, Variant::Pro);
}

/// J-R1: 22Juhu is a number card of value 22: it beats 21 and a led zero card.
#[test]
fn j_r1_juhu_is_the_strongest_number() {
    let options = Options {
        variant: Variant::Basic4,
        players: 2,
        first_dealer: Some(Seat(1)),
        ..Options::default()
    };
    let (mut game, _) =
        Juhu22::with_deals(&options, vec![deal(&["b0/1 21 1 2", "22juhu 3 4 5"])], 1).unwrap();
    for seat in [0, 1] {
        act(&mut game, seat, Action::Join);
    }
    for seat in [0, 1] {
        act(&mut game, seat, Action::Exchange(CardSet::EMPTY));
    }
    play(&mut game, 0, "b0/1");
    let events = play(&mut game, 1, "22juhu");
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(1),
        trick: 1
    }));
}

/// J-R2: counter-clockwise play: joining, exchanging and tricks go 0 → 2 → 1.
#[test]
fn j_r2_counter_clockwise_order() {
    let options = Options {
        variant: Variant::Basic4,
        players: 3,
        direction: Direction::CounterClockwise,
        first_dealer: Some(Seat(1)),
        ..Options::default()
    };
    let (mut game, _) = Juhu22::new(&options, 3).unwrap();
    assert_eq!(
        game.to_act(),
        ToAct::Seat(Seat(0)),
        "the seat after the dealer"
    );
    act(&mut game, 0, Action::Join);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)));
    act(&mut game, 2, Action::Join);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    act(&mut game, 1, Action::Join);
    assert_eq!(
        game.to_act(),
        ToAct::Seat(Seat(0)),
        "exchange starts after the dealer"
    );
}

/// J-R3: the deal passes to the next player after every hand (basic variants too).
#[test]
fn j_r3_the_deal_passes_after_every_hand() {
    let options = Options {
        variant: Variant::Basic5,
        players: 3,
        first_dealer: Some(Seat(0)),
        ..Options::default()
    };
    let (mut game, _) = Juhu22::new(&options, 3).unwrap();
    for expected_dealer in [0, 1, 2, 0] {
        assert_eq!(game.view(Seat(0)).dealer, Seat(expected_dealer));
        for _ in 0..3 {
            let ToAct::Seat(seat) = game.to_act() else {
                panic!("over")
            };
            act(&mut game, seat.0, Action::SitOut);
        }
    }
}

#[test]
fn actions_out_of_stage_or_turn_are_refused_and_change_nothing() {
    let options = Options {
        variant: Variant::Basic4,
        players: 3,
        first_dealer: Some(Seat(2)),
        ..Options::default()
    };
    let (mut game, _) = Juhu22::new(&options, 3).unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(Seat(1), Action::Join),
        Err(RuleError::NotYourTurn)
    );
    assert_eq!(
        game.apply(Seat(0), Action::Play(Card::JUHU)),
        Err(RuleError::WrongDecision)
    );
    assert_eq!(
        game.apply(Seat(0), Action::Exchange(CardSet::EMPTY)),
        Err(RuleError::WrongDecision)
    );
    assert_eq!(game, before);
    for seat in [0, 1, 2] {
        act(&mut game, seat, Action::Join);
    }
    let not_mine = CardSet::DECK.minus(game.hand(Seat(0)));
    let one = not_mine.iter().next().unwrap();
    assert_eq!(
        game.apply(Seat(0), Action::Exchange(CardSet::single(one))),
        Err(RuleError::NotInHand)
    );
    assert_eq!(
        game.legal_actions(Seat(0)).len(),
        16,
        "every subset of four cards"
    );
}

/// J-R7: in a mandatory round a hand of four zero cards means a redeal by the same
/// dealer, automatically.
#[test]
fn j_r7_four_zero_cards_mean_a_redeal_by_the_same_dealer() {
    let options = Options {
        variant: Variant::Pro,
        players: 2,
        first_dealer: Some(Seat(0)),
        ..Options::default()
    };
    let bad = deal(&["b0/1 r0/2 g0/3 y0/4", "1 2 3 4"]);
    let good = deal(&["b0/1 r0/2 g0/3 5", "1 2 3 4"]);
    let (game, events) = Juhu22::with_deals(&options, vec![bad, good], 1).unwrap();
    assert!(events.contains(&Event::Redeal {
        seat: Seat(0),
        one_colour: false
    }));
    let dealt: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::HandDealt { dealer, .. } => Some(*dealer),
            _ => None,
        })
        .collect();
    assert_eq!(dealt, vec![Seat(0), Seat(0)]);
    assert!(game.hand(Seat(0)).contains(card("5")));
    assert_eq!(game.pot(), 2, "the antes are paid once");
}

/// Plays a pro mandatory round at three where seat 0 takes every trick (the others
/// hold only lower numbers), so seats 1 and 2 pay the pot as it stood after the antes.
fn pro_mandatory_won_by_seat_0(start_chips: u32, ante: u32) -> (Juhu22, Vec<Event>) {
    let options = Options {
        variant: Variant::Pro,
        players: 3,
        first_dealer: Some(Seat(2)),
        start_chips,
        ante,
        ..Options::default()
    };
    let deals = vec![deal(&["21 20 19 18", "1 2 3 4", "5 6 7 8"])];
    let (mut game, _) = Juhu22::with_deals(&options, deals, 1).unwrap();
    let mut events = Vec::new();
    for (high, low, mid) in [
        ("21", "1", "5"),
        ("20", "2", "6"),
        ("19", "3", "7"),
        ("18", "4", "8"),
    ] {
        play(&mut game, 0, high);
        play(&mut game, 1, low);
        events = play(&mut game, 2, mid);
    }
    (game, events)
}

/// J-R10, J-R11: a player who must pay more than it has pays all it has and plays on;
/// it is out only if it still has no chips at the end of the cycle. With one player
/// left the game is over and that player gets the pot.
#[test]
fn j_r10_j_r11_a_player_who_cannot_pay_in_full_pays_all_and_is_out_at_the_cycle_end() {
    let (mut game, events) = pro_mandatory_won_by_seat_0(3, 2);
    // Antes: 2 each → pot 6; seats 1 and 2 have 1 left and owe 6: each pays 1.
    assert!(events.contains(&Event::ChipsMoved {
        seat: Seat(1),
        reason: ChipReason::Penalty,
        amount: 1,
        pot: 7
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::PlayerOut { .. })));
    assert_eq!(game.pot(), 8);
    assert_eq!(
        game.to_act(),
        ToAct::Seat(Seat(1)),
        "the payout round follows"
    );
    // Nobody plays for the pot: the cycle ends, seats 1 and 2 are out, seat 0 alone
    // holds chips and gets the pot.
    act(&mut game, 1, Action::SitOut);
    act(&mut game, 2, Action::SitOut);
    let events = act(&mut game, 0, Action::SitOut);
    assert!(events.contains(&Event::PlayerOut { seat: Seat(1) }));
    assert!(events.contains(&Event::PlayerOut { seat: Seat(2) }));
    assert!(events.contains(&Event::ChipsMoved {
        seat: Seat(0),
        reason: ChipReason::Share,
        amount: 8,
        pot: 0
    }));
    assert_eq!(game.to_act(), ToAct::Finished);
    assert_eq!(game.outcome().unwrap().places, vec![1, 2, 2]);
    assert_eq!((game.chips(Seat(0)), game.pot()), (9, 0));
}

/// J-R8: each trick is worth a quarter of the pot, rounded down; the remainder stays in
/// the pot and carries into the next cycle.
#[test]
fn j_r8_the_remainder_of_a_payout_stays_in_the_pot() {
    let (mut game, events) = pro_mandatory_won_by_seat_0(100, 1);
    // Antes 3; seats 1 and 2 pay 3 each: 9 in the pot for the payout round.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HandDealt {
            round: RoundKind::Payout,
            ..
        }
    )));
    assert_eq!(game.pot(), 9);
    // Only seat 1 plays for it: four tricks of 9 / 4 = 2 each; 1 stays.
    let ToAct::Seat(first) = game.to_act() else {
        panic!("over")
    };
    assert_eq!(first, Seat(1), "the seat after the new dealer, seat 0");
    act(&mut game, 1, Action::Join);
    act(&mut game, 2, Action::SitOut);
    let events = act(&mut game, 0, Action::SitOut);
    assert!(events.contains(&Event::ChipsMoved {
        seat: Seat(1),
        reason: ChipReason::Payout,
        amount: 8,
        pot: 1
    }));
    assert!(events.contains(&Event::PotCarried { amount: 1 }));
    // The next cycle's antes go on top of the remainder.
    assert_eq!(game.pot(), 1 + 3);
    assert_eq!(game.view(Seat(0)).cycles_done, 1);
}

/// Gamer: players × games_per_player games of a mandatory and a point round, then the
/// highest total wins.
#[test]
fn gamer_lasts_players_times_games_per_player_games() {
    let options = Options {
        variant: Variant::Gamer,
        players: 2,
        games_per_player: 2,
        first_dealer: Some(Seat(0)),
        ..Options::default()
    };
    let (mut game, _) = Juhu22::new(&options, 9).unwrap();
    let mut mandatory_rounds = 0;
    let mut steps = 0;
    while let ToAct::Seat(seat) = game.to_act() {
        let action = game.legal_actions(seat)[0];
        for event in act(&mut game, seat.0, action) {
            if let Event::HandDealt {
                round: RoundKind::Mandatory,
                ..
            } = event
            {
                mandatory_rounds += 1;
            }
        }
        steps += 1;
        assert!(steps < 10_000);
    }
    // The first mandatory round was dealt at the start (not counted here): 4 in all.
    assert_eq!(mandatory_rounds + 1, 4);
    assert_eq!(game.view(Seat(0)).games_done, 4);
}

/// The hard bot searches only exchanges of the k weakest cards; the medium choice (swap the
/// zero cards and low numbers) is one of them.
#[test]
fn exchanges_worth_searching_are_the_weakest_cards_first() {
    use crate::bots::TableGame;
    let (mut game, _) = Juhu22::with_deals(
        &Options::default(),
        vec![deal(&[
            "17 3 r0/2 12 b0/4",
            "1 2 y0/1 5 20",
            "7 8 9 g0/3 19",
            "13 14 15 16 18",
        ])],
        1,
    )
    .unwrap();
    while let ToAct::Seat(seat) = game.to_act() {
        if game.legal_actions(seat).contains(&Action::Join) {
            act(&mut game, seat.0, Action::Join);
        } else {
            break;
        }
    }
    let ToAct::Seat(seat) = game.to_act() else {
        panic!("the exchange is due");
    };
    let mut legal = game.legal_actions(seat);
    assert_eq!(legal.len(), 32);
    Juhu22::worth_searching(&game, seat, &mut legal);
    assert_eq!(legal.len(), 6);
    let hand = game.hand(seat);
    let mut sizes: Vec<usize> = legal
        .iter()
        .map(|a| match a {
            Action::Exchange(set) => {
                assert!(set.is_within(hand));
                set.len()
            }
            other => panic!("{other:?} is no exchange"),
        })
        .collect();
    sizes.sort();
    assert_eq!(sizes, [0, 1, 2, 3, 4, 5]);
    let info = crate::engine::InfoState::start(&game, seat, &[]);
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    let medium = Juhu22::medium_choice(&info, &game.legal_actions(seat), &mut rng);
    assert!(legal.contains(&medium), "{medium:?}");
}
