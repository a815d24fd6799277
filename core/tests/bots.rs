//! Bots over every game: they only ever play legal actions, see only an information
//! state, and the hard bot (paired rollouts) is deterministic for a seed and beats random play.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::{Bot, EasyBot, HardBot, MediumBot, RandomBot, TableGame};
use spieleabend_core::games::{elfer_raus, help_game, juhu22, rauswurf, seventy_seven};
use spieleabend_core::{Game, InfoState, Seat, ToAct};

/// Plays one game with `bots[seat]` choosing for each seat from its information state;
/// checks every choice is legal. Returns the places.
fn play_with<G: Game>(options: &G::Options, seed: u64, bots: &mut [Box<dyn Bot<G>>]) -> Vec<u8> {
    let (mut game, setup) = G::new(options, seed).unwrap();
    let mut infos: Vec<InfoState<G>> = (0..game.players())
        .map(|s| InfoState::start(&game, Seat(s), &setup))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut steps = 0;
    while let ToAct::Seat(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let action = bots[seat.index()]
            .choose(&infos[seat.index()], &legal, &mut rng)
            .expect("a seat on turn has a legal action");
        assert!(legal.contains(&action), "{action:?} is not legal");
        let events = game.apply(seat, action).unwrap();
        for info in infos.iter_mut() {
            let view = game.view(info.seat);
            info.observe(&events, view);
        }
        steps += 1;
        assert!(steps < 20_000, "the game did not end");
    }
    game.outcome().unwrap().places
}

fn hard(iterations: u32) -> HardBot {
    HardBot {
        iterations,
        ..HardBot::default()
    }
}

fn mixed<G: TableGame>(players: usize) -> Vec<Box<dyn Bot<G>>> {
    (0..players)
        .map(|s| -> Box<dyn Bot<G>> {
            match s {
                0 => Box::new(hard(20)),
                1 => Box::new(EasyBot::default()),
                2 => Box::new(MediumBot),
                _ => Box::new(RandomBot),
            }
        })
        .collect()
}

#[test]
fn bots_play_only_legal_actions_in_every_game() {
    for seed in 0..3 {
        play_with::<elfer_raus::ElferRaus>(&Default::default(), seed, &mut mixed(4));
        play_with::<seventy_seven::SeventySeven>(&Default::default(), seed, &mut mixed(4));
        play_with::<rauswurf::Rauswurf>(&Default::default(), seed, &mut mixed(4));
        play_with::<help_game::Help>(&Default::default(), seed, &mut mixed(4));
        for variant in ["basic5", "basic4", "gamer", "pro"] {
            let mut options = juhu22::Options {
                games_per_player: 1,
                start_chips: 6,
                max_cycles: Some(10),
                ..Default::default()
            };
            juhu22::Juhu22::select_variant(&mut options, variant).unwrap();
            play_with::<juhu22::Juhu22>(&options, seed, &mut mixed(4));
        }
    }
}

/// The hard bot returns a legal action when cancelled before it starts and when its time
/// runs out, with an unlimited iteration budget (Elfer raus, 77).
#[test]
fn the_hard_bot_stops_when_cancelled_or_out_of_time() {
    let (game, setup) = opening_with_a_choice::<elfer_raus::ElferRaus>(2);
    hard_stops_when_cancelled_or_out_of_time(&game, &setup);
    let (game, setup) = opening_with_a_choice::<seventy_seven::SeventySeven>(4);
    hard_stops_when_cancelled_or_out_of_time(&game, &setup);
}

/// The first deal from `seed` on whose first decision has at least two choices (with
/// one, the hard bot answers without searching).
fn opening_with_a_choice<G: Game>(seed: u64) -> (G, Vec<G::Event>) {
    (seed..seed + 100)
        .map(|seed| G::new(&Default::default(), seed).unwrap())
        .find(|(game, _)| match game.to_act() {
            ToAct::Seat(seat) => game.legal_actions(seat).len() >= 2,
            ToAct::Finished => false,
        })
        .expect("a deal with a choice")
}

fn hard_stops_when_cancelled_or_out_of_time<G: TableGame>(game: &G, setup: &[G::Event]) {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let ToAct::Seat(seat) = game.to_act() else {
        panic!("over")
    };
    let info = InfoState::start(game, seat, setup);
    let legal = game.legal_actions(seat);
    let decide = |mut bot: HardBot| {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        bot.choose(&info, &legal, &mut rng)
    };
    let action = decide(HardBot {
        iterations: u32::MAX,
        cancel: Some(Arc::new(AtomicBool::new(true))),
        ..HardBot::default()
    });
    assert!(action.is_some_and(|a| legal.contains(&a)));
    let action = decide(HardBot {
        iterations: u32::MAX,
        time_limit: Some(std::time::Duration::from_millis(20)),
        ..HardBot::default()
    });
    assert!(action.is_some_and(|a| legal.contains(&a)));
}

#[test]
fn the_hard_bot_is_deterministic_for_a_seed() {
    let (game, setup) = seventy_seven::SeventySeven::new(&Default::default(), 4).unwrap();
    let ToAct::Seat(seat) = game.to_act() else {
        panic!("over")
    };
    let info = InfoState::start(&game, seat, &setup);
    let legal = game.legal_actions(seat);
    let choose = |seed| hard(200).choose(&info, &legal, &mut ChaCha8Rng::seed_from_u64(seed));
    assert_eq!(choose(9), choose(9));
}

/// Hard (100 iterations) against random at two-player Elfer raus, 20 deals with the seats
/// swapped: measured 80 % (32 of 40) with the paired rollouts; the test asks for 60 %.
#[test]
fn the_hard_bot_beats_random_play() {
    let options = elfer_raus::Options {
        players: 2,
        ..Default::default()
    };
    let mut hard_wins = 0;
    let mut games = 0;
    for deal in 0..20 {
        for hard_seat in 0..2 {
            let mut bots: Vec<Box<dyn Bot<elfer_raus::ElferRaus>>> = (0..2)
                .map(|s| -> Box<dyn Bot<elfer_raus::ElferRaus>> {
                    if s == hard_seat {
                        Box::new(hard(100))
                    } else {
                        Box::new(RandomBot)
                    }
                })
                .collect();
            let places = play_with(&options, 1000 + deal, &mut bots);
            hard_wins += u32::from(places[hard_seat] == 1);
            games += 1;
        }
    }
    let share = hard_wins as f64 / games as f64;
    eprintln!("hard (100 iterations) vs random, Elfer raus, 2 players: {hard_wins} of {games}");
    assert!(share >= 0.6, "hard won only {hard_wins} of {games}");
}

/// Medium against three random bots at 77, 10 deals with medium in each seat: measured
/// 100 % over 400 games (`docs/bots.md`); the test asks for 60 % (fair share 25 %).
#[test]
fn the_medium_bot_beats_random_play() {
    let mut medium_wins = 0;
    let mut games = 0;
    for deal in 0..10 {
        for medium_seat in 0..4 {
            let mut bots: Vec<Box<dyn Bot<seventy_seven::SeventySeven>>> = (0..4)
                .map(|s| -> Box<dyn Bot<seventy_seven::SeventySeven>> {
                    if s == medium_seat {
                        Box::new(MediumBot)
                    } else {
                        Box::new(RandomBot)
                    }
                })
                .collect();
            let places = play_with(&Default::default(), 2000 + deal, &mut bots);
            medium_wins += u32::from(places[medium_seat] == 1);
            games += 1;
        }
    }
    let share = medium_wins as f64 / games as f64;
    assert!(share >= 0.6, "medium won only {medium_wins} of {games}");
}

/// The share of games `subject` wins against three `opponent`s in a 4-player game, over
/// `deals` deals each played once per seat rotation (so every seat is the subject's once
/// per deal).
fn win_share<G: Game>(
    deals: u64,
    subject: &dyn Fn() -> Box<dyn Bot<G>>,
    opponent: &dyn Fn() -> Box<dyn Bot<G>>,
) -> f64 {
    let mut wins = 0;
    for deal in 0..deals {
        for rotation in 0..4 {
            let mut bots: Vec<Box<dyn Bot<G>>> = (0..4)
                .map(|s| if s == rotation { subject() } else { opponent() })
                .collect();
            let places = play_with(&Default::default(), 1_000 + deal, &mut bots);
            wins += u32::from(places[rotation] == 1);
        }
    }
    wins as f64 / (deals * 4) as f64
}

/// The levels in order, by a margin noise will not break: 22Juhu is the game where the
/// hard bot beats medium most clearly (`docs/bots.md`: 50.3 % ± 2.2 against three medium at
/// 1,000 iterations) and medium beats random most clearly (90.5 % ± 1.3); the fair share
/// is about 25 %. Hard runs without a time limit so the run is the same on any machine.
#[test]
fn the_levels_are_ordered_hard_over_medium_over_random() {
    type G = juhu22::Juhu22;
    let hard_bot = || -> Box<dyn Bot<G>> {
        Box::new(HardBot {
            iterations: 1_000,
            time_limit: None,
            ..HardBot::default()
        })
    };
    let medium = || -> Box<dyn Bot<G>> { Box::new(MediumBot) };
    let random = || -> Box<dyn Bot<G>> { Box::new(RandomBot) };
    let medium_share = win_share(50, &medium, &random);
    assert!(
        medium_share >= 0.6,
        "medium won {medium_share:.3} against random"
    );
    let hard_share = win_share(25, &hard_bot, &medium);
    assert!(
        hard_share >= 0.35,
        "hard won {hard_share:.3} against medium"
    );
    eprintln!("medium vs random {medium_share:.3}, hard vs medium {hard_share:.3}");
}
