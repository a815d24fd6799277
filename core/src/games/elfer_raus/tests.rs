//! Rule tests on stacked deals, one per rule of `docs/games/elfer-raus.md`, citing rulings.

use super::*;
use crate::engine::{Game, Seat, SetupError, ToAct};
use crate::games::elfer_raus::rows::Place;

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace().map(card).collect()
}

/// A deal where the given cards are at the start of the hands and on top of the pile;
/// every other card fills up the hands and the pile bottom, cards far from 11 (1s and
/// 20s) first so fillers stay out of the way.
fn deal(options: &Options, hands: &[&str], pile_top: &str) -> Deal {
    let named: CardSet = hands
        .iter()
        .flat_map(|h| cards(h))
        .chain(cards(pile_top))
        .collect();
    let mut fillers: Vec<Card> = options.deck().minus(named).iter().collect();
    fillers.sort_by_key(|c| std::cmp::Reverse((c.value() as i8 - 11).abs()));
    let mut fillers = fillers.into_iter();
    let hands: Vec<Vec<Card>> = (0..options.players as usize)
        .map(|seat| {
            let mut hand = hands.get(seat).map(|h| cards(h)).unwrap_or_default();
            while hand.len() < options.hand_size() {
                hand.push(fillers.next().unwrap());
            }
            hand
        })
        .collect();
    let mut pile = cards(pile_top);
    pile.extend(fillers);
    Deal { hands, pile }
}

fn options(players: u8) -> Options {
    Options {
        players,
        ..Options::default()
    }
}

fn start(options: &Options, deals: Vec<Deal>) -> (ElferRaus, Vec<Event>) {
    ElferRaus::with_deals(options, deals, 7).unwrap()
}

fn lay(text: &str) -> Action {
    Action::Lay(card(text))
}

fn seat(n: u8) -> Seat {
    Seat(n)
}

#[test]
fn hands_are_20_20_15_12_10_by_player_count() {
    for (players, size) in [(2, 20), (3, 20), (4, 15), (5, 12), (6, 10)] {
        let (_, events) = ElferRaus::new(&options(players), 1).unwrap();
        let Event::Dealt {
            hands,
            hand_size,
            pile_size,
            ..
        } = &events[0]
        else {
            panic!("first event is the deal");
        };
        assert_eq!(*hand_size as usize, size);
        assert!(hands.iter().all(|h| h.as_ref().unwrap().len() == size));
        assert_eq!(*pile_size as usize, 80 - size * players as usize);
    }
}

#[test]
fn player_counts_outside_2_to_6_are_refused() {
    for players in [0, 1, 7, 200] {
        assert!(matches!(
            ElferRaus::new(&options(players), 1),
            Err(SetupError::PlayerCount { got, .. }) if got == players
        ));
    }
}

#[test]
fn three_colours_only_with_two_players_and_without_blue() {
    let three = Options {
        players: 2,
        two_player_three_colours: true,
        ..Options::default()
    };
    let (game, _) = ElferRaus::new(&three, 3).unwrap();
    let blue = CardSet::colour(Colour::Blue);
    let in_play: CardSet = game
        .hand(seat(0))
        .or(game.hand(seat(1)))
        .or(game.pile().collect())
        .or(game.rows().laid());
    assert_eq!(in_play.len(), 60);
    assert!(in_play.and(blue).is_empty());
    let four = Options {
        players: 4,
        ..three
    };
    assert!(matches!(
        ElferRaus::new(&four, 3),
        Err(SetupError::InvalidOption(_))
    ));
}

#[test]
fn a_match_needs_at_least_one_game() {
    let zero = Options {
        match_games: 0,
        ..Options::default()
    };
    assert!(matches!(
        ElferRaus::new(&zero, 1),
        Err(SetupError::InvalidOption(_))
    ));
}

#[test]
fn a_stacked_deal_that_is_not_the_deck_is_refused() {
    let opts = options(3);
    let mut bad = deal(&opts, &["r11"], "");
    bad.pile.pop();
    assert!(matches!(
        ElferRaus::with_deals(&opts, vec![bad], 1),
        Err(SetupError::InvalidDeal { deal: 0, .. })
    ));
    let mut twice = deal(&opts, &["r11"], "");
    twice.pile[0] = card("r11");
    assert!(ElferRaus::with_deals(&opts, vec![twice], 1).is_err());
    let mut uneven = deal(&opts, &["r11"], "");
    let moved = uneven.hands[0].pop().unwrap();
    uneven.hands[1].push(moved);
    assert!(ElferRaus::with_deals(&opts, vec![uneven], 1).is_err());
}

#[test]
fn red_eleven_opens_and_that_is_the_openers_whole_turn() {
    let opts = options(3);
    let (game, events) = start(&opts, vec![deal(&opts, &["y11", "r11 r12", "g11"], "")]);
    assert_eq!(
        events[1],
        Event::CardLaid {
            seat: seat(1),
            card: card("r11"),
            place: Place::Opens,
            from_draw: false
        }
    );
    assert_eq!(game.to_act(), ToAct::Seat(seat(2)));
    // Seat 2 holds green 11 only as its fitting card.
    assert_eq!(game.legal_actions(seat(2)), vec![lay("g11")]);
}

#[test]
fn without_red_eleven_yellow_then_green_then_blue_opens() {
    let opts = options(3);
    let (game, events) = start(&opts, vec![deal(&opts, &["b11", "g11", "y11"], "r11")]);
    assert!(matches!(
        events[1],
        Event::CardLaid { seat: Seat(2), card, .. } if card == card_of("y11")
    ));
    assert_eq!(game.to_act(), ToAct::Seat(seat(0)));
    let (_, events) = start(&opts, vec![deal(&opts, &["b11", "g11"], "r11 y11")]);
    assert!(matches!(
        events[1],
        Event::CardLaid { seat: Seat(1), card, .. } if card == card_of("g11")
    ));
}

fn card_of(text: &str) -> Card {
    card(text)
}

/// ER-R1: when no hand holds an 11, everything is dealt again.
#[test]
fn er_r1_no_eleven_in_any_hand_means_a_redeal() {
    let opts = options(4);
    let without = deal(&opts, &[], "r11 y11 g11 b11");
    let with = deal(&opts, &["", "", "r11"], "");
    let (game, events) = start(&opts, vec![without.clone(), without, with]);
    let redeals = events
        .iter()
        .filter(|e| matches!(e, Event::Redeal { game: 1 }))
        .count();
    assert_eq!(redeals, 2);
    assert!(matches!(
        events.last(),
        Some(Event::TurnEnded { .. }) | Some(Event::CardLaid { .. })
    ));
    assert!(game.rows().row(Colour::Red).is_some());
}

#[test]
fn cards_must_fit_be_held_and_be_played_on_turn() {
    let opts = options(2);
    let (mut game, _) = start(&opts, vec![deal(&opts, &["r11", "r12 r13 y12 b10"], "")]);
    assert_eq!(game.to_act(), ToAct::Seat(seat(1)));
    assert_eq!(game.apply(seat(0), lay("r12")), Err(RuleError::NotYourTurn));
    assert_eq!(game.apply(seat(1), lay("r13")), Err(RuleError::DoesNotFit));
    assert_eq!(game.apply(seat(1), lay("y12")), Err(RuleError::DoesNotFit));
    assert_eq!(game.apply(seat(1), lay("b10")), Err(RuleError::DoesNotFit));
    assert_eq!(game.apply(seat(1), lay("r10")), Err(RuleError::NotInHand));
    let before = game.clone();
    assert!(game.apply(seat(1), Action::EndTurn).is_err());
    assert_eq!(game, before, "a refused action changes nothing");
}

/// The player must lay at least one card if any fits.
#[test]
fn a_player_who_can_lay_must_lay_at_least_one_card() {
    let opts = options(2);
    let (mut game, _) = start(&opts, vec![deal(&opts, &["r11", "r12"], "")]);
    assert!(!game.legal_actions(seat(1)).contains(&Action::EndTurn));
    assert_eq!(
        game.apply(seat(1), Action::EndTurn),
        Err(RuleError::MustLayFirst)
    );
    assert_eq!(game.view(seat(1)).decision, Some(Decision::LayCard));
}

/// More cards may follow in one turn, a card laid earlier making the next fit; the
/// player may also keep fitting cards back.
#[test]
fn several_cards_in_one_turn_and_fitting_cards_may_be_kept_back() {
    let opts = options(2);
    let (mut game, _) = start(&opts, vec![deal(&opts, &["r11", "r12 r13 r14 r10"], "")]);
    game.apply(seat(1), lay("r12")).unwrap();
    game.apply(seat(1), lay("r13")).unwrap();
    assert_eq!(game.view(seat(1)).decision, Some(Decision::LayOrEndTurn));
    let legal = game.legal_actions(seat(1));
    assert!(legal.contains(&lay("r14")) && legal.contains(&lay("r10")));
    assert!(legal.contains(&Action::EndTurn));
    let events = game.apply(seat(1), Action::EndTurn).unwrap();
    assert!(matches!(events[0], Event::TurnEnded { seat: Seat(1), .. }));
    assert!(game.hand(seat(1)).contains(card("r14")));
    assert_eq!(
        game.rows().row(Colour::Red),
        Some(rows::Row { low: 11, high: 13 })
    );
}

/// A player who cannot lay draws; a drawn card that fits is laid at once and ends the
/// turn (ER-R2), even if a hand card now fits too.
#[test]
fn er_r2_a_drawn_card_that_fits_is_laid_and_ends_the_turn() {
    let opts = options(2);
    // Seat 1 holds red 13 (fits after red 12) but nothing fits now; the pile gives
    // a non-fitting yellow 5, then red 12.
    let (mut game, events) = start(
        &opts,
        vec![deal(&opts, &["r11 r10", "r13 y15"], "y5 r12 g12")],
    );
    let drawn: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::CardDrawn { seat: Seat(1), .. }))
        .collect();
    assert_eq!(drawn.len(), 2, "{events:#?}");
    assert!(events.contains(&Event::CardLaid {
        seat: seat(1),
        card: card("r12"),
        place: Place::High,
        from_draw: true
    }));
    // The turn ended although red 13 now fits; seat 0 is on turn.
    assert_eq!(game.to_act(), ToAct::Seat(seat(0)));
    assert!(game.hand(seat(1)).contains(card("r13")));
    assert!(game.hand(seat(1)).contains(card("y5")));
    assert_eq!(game.pile().next(), Some(card("g12")));
    assert_eq!(game.apply(seat(1), lay("r13")), Err(RuleError::NotYourTurn));
}

#[test]
fn after_three_drawn_cards_that_do_not_fit_the_turn_ends() {
    let opts = options(2);
    let (game, events) = start(
        &opts,
        vec![deal(&opts, &["r11 r10", "y15"], "y5 g4 b3 r12")],
    );
    let drawn: Vec<Card> = events
        .iter()
        .filter_map(|e| match e {
            Event::CardDrawn {
                seat: Seat(1),
                card,
            } => *card,
            _ => None,
        })
        .collect();
    assert_eq!(drawn, cards("y5 g4 b3"));
    assert_eq!(game.to_act(), ToAct::Seat(seat(0)));
    assert_eq!(game.pile().next(), Some(card("r12")), "no fourth draw");
    assert_eq!(game.hand(seat(1)).len(), 23);
}

/// Seat 0 holds all four 11s and most reds, so seats 1 and 2 can never lay and keep
/// drawing while seat 0 lays one red card a turn: the 20-card pile runs out.
fn pile_runs_out_deal(opts: &Options) -> Deal {
    deal(
        opts,
        &["r11 y11 g11 b11 r12 r13 r14 r15 r16 r17 r18 r19 r20 r10 r9 r8 r7 r6 r5 r4"],
        "",
    )
}

/// Seat 0 lays the next red card upward and ends its turn; returns the events.
fn lay_next_red_and_end(game: &mut ElferRaus) -> Vec<Event> {
    let high = game.rows().row(Colour::Red).unwrap().high;
    let next = Card::new(Colour::Red, high + 1).unwrap();
    let mut events = game.apply(seat(0), Action::Lay(next)).unwrap();
    events.extend(game.apply(seat(0), Action::EndTurn).unwrap());
    events
}

/// ER-R3: the pile is never refilled; a player who cannot lay with an empty pile
/// passes, and a pile that runs out mid-turn ends that turn.
#[test]
fn er_r3_with_an_empty_pile_a_player_who_cannot_lay_passes() {
    let opts = options(3);
    let (mut game, mut events) = start(&opts, vec![pile_runs_out_deal(&opts)]);
    // Each round seats 1 and 2 draw three cards each: 20 → 14 → 8 → 2.
    for pile in [14, 8, 2] {
        assert_eq!(game.pile().count(), pile, "{events:?}");
        assert_eq!(game.to_act(), ToAct::Seat(seat(0)));
        events = lay_next_red_and_end(&mut game);
    }
    // Seat 1 draws the last two cards and its turn ends; seat 2 passes.
    let seat1_draws = events
        .iter()
        .filter(|e| matches!(e, Event::CardDrawn { seat: Seat(1), .. }))
        .count();
    assert_eq!(seat1_draws, 2);
    assert!(events.contains(&Event::Passed { seat: seat(2) }));
    assert_eq!(game.pile().count(), 0);
    let hand2 = game.hand(seat(2)).len();
    // Next round: both pass, nothing is reshuffled into a new pile.
    let events = lay_next_red_and_end(&mut game);
    assert!(events.contains(&Event::Passed { seat: seat(1) }));
    assert!(events.contains(&Event::Passed { seat: seat(2) }));
    assert_eq!(game.pile().count(), 0);
    assert_eq!(game.hand(seat(2)).len(), hand2);
    assert_eq!(game.to_act(), ToAct::Seat(seat(0)));
}

/// ER-R5: play never blocks — whenever a seat is on turn it has a legal action, also
/// long after the pile is empty; this holds over many random games.
#[test]
fn er_r5_play_never_blocks() {
    for players in 2..=6 {
        for seed in 0..40 {
            let (mut game, _) = ElferRaus::new(&options(players), seed).unwrap();
            let mut rng = seed;
            let mut steps = 0;
            while let ToAct::Seat(s) = game.to_act() {
                let legal = game.legal_actions(s);
                assert!(!legal.is_empty(), "blocked: {players} players, seed {seed}");
                rng = rng
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                game.apply(s, legal[(rng >> 33) as usize % legal.len()])
                    .unwrap();
                steps += 1;
                assert!(steps < 10_000);
            }
        }
    }
}

/// ER-R6: whoever lays the last hand card wins at once, whatever that card is.
#[test]
fn er_r6_laying_the_last_card_wins_and_others_score_their_hand_values() {
    let opts = options(2);
    let (mut game, _) = start(&opts, vec![deal(&opts, &["r11", "r12"], "y15 g15")]);
    // Play the first legal action every time until someone has laid the last card.
    let mut events = Vec::new();
    while let ToAct::Seat(s) = game.to_act() {
        let action = game.legal_actions(s)[0];
        events = game.apply(s, action).unwrap();
    }
    let Some(Event::GameOver {
        winner, penalties, ..
    }) = events
        .iter()
        .find(|e| matches!(e, Event::GameOver { .. }))
        .cloned()
    else {
        panic!("no game over event: {events:?}");
    };
    assert!(game.hand(winner).is_empty());
    let loser = winner.next(2);
    assert_eq!(penalties[winner.index()], 0);
    assert_eq!(penalties[loser.index()], game.hand(loser).value_sum());
    assert!(penalties[loser.index()] > 0);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![winner]);
    assert_eq!(outcome.places[loser.index()], 2);
}

/// Penalty points: the values of the cards left in hand, e.g. 19 + 2 = 21.
#[test]
fn penalty_points_add_up_hand_values() {
    let hand: CardSet = cards("g19 r2").into_iter().collect();
    assert_eq!(hand.value_sum(), 21);
}

/// ER-R4: a match of N games; the fewest total penalty points wins, ties share; each
/// game's opener is decided by the 11 rule again.
#[test]
fn er_r4_a_match_adds_penalties_over_games_and_ties_share_the_win() {
    let opts = Options {
        players: 3,
        match_games: 3,
        ..Options::default()
    };
    let (mut game, _) = ElferRaus::new(&opts, 11).unwrap();
    let mut per_game = Vec::new();
    let mut openers = Vec::new();
    let mut last = Vec::new();
    while let ToAct::Seat(s) = game.to_act() {
        let action = game.legal_actions(s)[0];
        let events = game.apply(s, action).unwrap();
        for event in &events {
            match event {
                Event::GameOver { penalties, .. } => per_game.push(penalties.clone()),
                Event::CardLaid { seat, card, .. } if card.value() == 11 => {
                    openers.push((*seat, *card))
                }
                _ => {}
            }
        }
        last = events;
    }
    assert_eq!(per_game.len(), 3);
    let totals: Vec<u32> = (0..3)
        .map(|s| per_game.iter().map(|p| p[s]).sum())
        .collect();
    assert_eq!(game.view(seat(0)).penalty_totals, totals);
    let outcome = game.outcome().unwrap();
    assert_eq!(
        outcome.scores,
        totals.iter().map(|&t| t as i32).collect::<Vec<_>>()
    );
    let best = *totals.iter().min().unwrap();
    for (place, total) in outcome.places.iter().zip(&totals) {
        assert_eq!(*place == 1, *total == best);
    }
    assert!(matches!(last.last(), Some(Event::MatchOver { .. })));
    let ties = Outcome::from_scores_lower_better(vec![5, 5, 9]);
    assert_eq!(ties.places, vec![1, 1, 3]);
}

use crate::engine::Outcome;

#[test]
fn the_next_game_of_a_match_is_opened_by_the_eleven_rule() {
    let opts = Options {
        players: 2,
        match_games: 2,
        ..Options::default()
    };
    let first = deal(&opts, &["r11", "y11"], "");
    let second = deal(&opts, &["g11", "r11"], "");
    let (mut game, _) = start(&opts, vec![first, second]);
    let mut events = Vec::new();
    while game.view(seat(0)).game == 1 {
        let ToAct::Seat(s) = game.to_act() else { break };
        events = game.apply(s, game.legal_actions(s)[0]).unwrap();
    }
    let dealt = events
        .iter()
        .position(|e| matches!(e, Event::Dealt { game: 2, .. }))
        .expect("second game dealt");
    assert_eq!(
        events[dealt + 1],
        Event::CardLaid {
            seat: seat(1),
            card: card("r11"),
            place: Place::Opens,
            from_draw: false
        }
    );
}

#[test]
fn other_seats_see_a_drawn_card_only_once_it_is_laid() {
    let opts = options(2);
    // Seat 0 can lay red 10 afterwards, so only seat 1 draws.
    let (_, events) = start(&opts, vec![deal(&opts, &["r11 r10", "y15"], "y5 r12")]);
    let draws = events
        .iter()
        .filter(|e| matches!(e, Event::CardDrawn { seat: Seat(1), .. }))
        .count();
    assert_eq!(draws, 2, "seat 1 draws yellow 5, then red 12");
    let Event::Dealt { hands, .. } = events[0].redact(seat(0)) else {
        panic!("the first event is the deal");
    };
    assert!(hands.get(0).is_some() && hands.get(1).is_none() && hands.len() == 2);
    for event in &events {
        if let Event::CardDrawn { seat: Seat(1), .. } = event {
            assert_eq!(
                event.redact(seat(0)),
                Event::CardDrawn {
                    seat: seat(1),
                    card: None
                }
            );
            assert_eq!(event.redact(seat(1)), *event);
        }
    }
}

#[test]
fn a_seat_not_at_the_table_sees_no_hand() {
    let (game, _) = ElferRaus::new(&options(3), 5).unwrap();
    let view = game.view(seat(5));
    assert!(view.hand.is_empty());
    assert_eq!(view.decision, None);
}
