//! Tables for every game: bots-only and mixed tables play to the end, humans driven by a
//! test harness, save/load round trips and damaged documents, undo that never hides a
//! seen card, pass-and-play that never shows a hand to the wrong human, hints, rematches
//! and statistics.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::GameId;
use spieleabend_core::games::elfer_raus::{Action as ErAction, ElferRaus};
use spieleabend_core::games::juhu22::{Juhu22, Options as Juhu22Options};
use spieleabend_core::table::{
    AnyTable, BotLevel, DecidedBy, LoadError, Opponents, Pending, SeatConfig, SeatKind, Statistics,
    Table, TableError, TableSettings, UndoBlocked,
};
use spieleabend_core::{Game, Seat};

/// Seats for `players`: the `kinds` pattern repeated.
fn seats(players: u8, kinds: &[SeatKind]) -> Vec<SeatConfig> {
    (0..players as usize)
        .map(|i| SeatConfig {
            name: format!("P{i}"),
            kind: kinds[i % kinds.len()],
            colour: String::new(),
            avatar: String::new(),
        })
        .collect()
}

/// Elfer raus options for `players`.
fn er(players: u8) -> spieleabend_core::games::elfer_raus::Options {
    spieleabend_core::games::elfer_raus::Options {
        players,
        ..Default::default()
    }
}

fn quick_settings() -> TableSettings {
    TableSettings {
        hard_iterations: 30,
        ..TableSettings::default()
    }
}

/// Plays a table to its end: bots through their jobs, humans with random legal actions
/// after handing the device over when asked. Checks on the way that the device never
/// gets a view of a human who does not hold it.
fn drive<G: TableGame>(table: &mut Table<G>, rng: &mut ChaCha8Rng, max_steps: usize) {
    for _ in 0..max_steps {
        match table.pending() {
            Pending::Finished => return,
            Pending::Bot { .. } => {
                let job = table.bot_job().expect("a bot is to act");
                assert!(!job.legal.is_empty());
                table
                    .apply_bot_move(job.run())
                    .expect("bots play legal moves");
            }
            Pending::Human { seat, hand_over } => {
                if hand_over {
                    assert_eq!(
                        table.view(seat).unwrap_err(),
                        TableError::HandOverFirst { seat }
                    );
                    table.hand_over(seat).unwrap();
                }
                check_privacy(table);
                let legal = table.legal_actions(seat).unwrap();
                let action = legal[rng.random_range(0..legal.len())];
                table.act(seat, action).unwrap();
            }
            Pending::Remote { .. } => panic!("no remote seats in these tests"),
        }
    }
    panic!("the table did not finish in {max_steps} steps");
}

/// Only the human holding the device may be shown a view or events; bots never.
fn check_privacy<G: TableGame>(table: &Table<G>) {
    let viewer = table.active_viewer();
    for (i, seat) in table.seats().iter().enumerate() {
        let s = Seat(i as u8);
        let allowed = match seat.kind {
            SeatKind::Human => viewer == Some(s),
            SeatKind::Bot(_) => false,
            SeatKind::Remote => true,
        };
        assert_eq!(table.view(s).is_ok(), allowed, "view of seat {s}");
        assert_eq!(table.events(s, 0).is_ok(), allowed, "events of seat {s}");
    }
}

/// Runs `f` for every game (22Juhu in every variant) with its default options.
fn for_every_game(mut f: impl FnMut(&str, &dyn Fn(Vec<SeatConfig>, u64) -> AnyTable, u8)) {
    for game in GameId::ALL {
        let variants: Vec<Option<&str>> = spieleabend_core::with_game!(*game, G => {
            if G::VARIANTS.is_empty() { vec![None] } else { G::VARIANTS.iter().map(|v| Some(*v)).collect() }
        });
        for variant in variants {
            let make = |seats: Vec<SeatConfig>, seed: u64| match game {
                // Short 22Juhu games: few chips, few cycles.
                GameId::Juhu22 => {
                    let mut options = Juhu22Options::default();
                    Juhu22::select_variant(&mut options, variant.unwrap()).unwrap();
                    options.games_per_player = 2;
                    options.start_chips = 12;
                    options.max_cycles = Some(40);
                    AnyTable::from(
                        Table::<Juhu22>::new(options, seats, quick_settings(), seed).unwrap(),
                    )
                }
                _ => AnyTable::new(*game, variant, seats, quick_settings(), seed).unwrap(),
            };
            let players = spieleabend_core::with_game!(*game, G => {
                let mut options = <G as Game>::Options::default();
                if let Some(v) = variant { G::select_variant(&mut options, v).unwrap(); }
                G::new(&options, 0).unwrap().0.players()
            });
            f(
                &format!(
                    "{}{}",
                    game.id(),
                    variant.map(|v| format!("/{v}")).unwrap_or_default()
                ),
                &make,
                players,
            );
        }
    }
}

use spieleabend_core::with_table as typed;

#[test]
fn bots_only_tables_play_every_game_to_the_end() {
    for_every_game(|name, make, players| {
        for seed in 0..6 {
            let kinds = [
                SeatKind::Bot(BotLevel::Easy),
                SeatKind::Bot(BotLevel::Medium),
            ];
            let mut table = make(seats(players, &kinds), seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            typed!(&mut table, t => drive(t, &mut rng, 50_000));
            assert!(table.outcome().is_some(), "{name} seed {seed}");
        }
        // One table with hard bots (small budget) too.
        let mut table = make(seats(players, &[SeatKind::Bot(BotLevel::Hard)]), 99);
        table.run_bots();
        assert_eq!(table.pending(), Pending::Finished, "{name} with hard bots");
    });
}

#[test]
fn bots_only_tables_are_deterministic() {
    for_every_game(|name, make, players| {
        let kinds = [
            SeatKind::Bot(BotLevel::Easy),
            SeatKind::Bot(BotLevel::Medium),
        ];
        let mut a = make(seats(players, &kinds), 7);
        let mut b = make(seats(players, &kinds), 7);
        a.run_bots();
        b.run_bots();
        assert_eq!(a.save(), b.save(), "{name}");
    });
}

#[test]
fn humans_and_bots_play_every_game_pass_and_play_included() {
    for_every_game(|name, make, players| {
        for seed in 0..4 {
            // Two humans (pass-and-play) and bots, or only humans at two-player tables.
            let kinds = [
                SeatKind::Human,
                SeatKind::Bot(BotLevel::Medium),
                SeatKind::Human,
            ];
            let mut table = make(seats(players, &kinds), seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed + 100);
            typed!(&mut table, t => drive(t, &mut rng, 50_000));
            assert!(table.outcome().is_some(), "{name} seed {seed}");
        }
    });
}

#[test]
fn a_saved_table_continues_exactly_like_the_original() {
    for_every_game(|name, make, players| {
        for seed in 0..4u64 {
            let kinds = [SeatKind::Human, SeatKind::Bot(BotLevel::Easy)];
            let mut table = make(seats(players, &kinds), seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let stop = rng.random_range(0..120);
            typed!(&mut table, t => {
                for _ in 0..stop {
                    if !step_once(t, &mut rng) { break; }
                }
            });
            let saved = table.save();
            let mut resumed = AnyTable::load(&saved).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(resumed.save(), saved, "{name} seed {seed}: round trip");
            // Both continue with the same choices and end the same.
            let mut rng_a = ChaCha8Rng::seed_from_u64(seed + 1);
            let mut rng_b = rng_a.clone();
            typed!(&mut table, t => drive(t, &mut rng_a, 50_000));
            typed!(&mut resumed, t => drive(t, &mut rng_b, 50_000));
            assert_eq!(
                resumed.save(),
                table.save(),
                "{name} seed {seed}: continuation"
            );
        }
    });
}

/// One decision at the table (a bot's or a random human one); false when it is over.
fn step_once<G: TableGame>(table: &mut Table<G>, rng: &mut ChaCha8Rng) -> bool {
    match table.pending() {
        Pending::Finished | Pending::Remote { .. } => false,
        Pending::Bot { .. } => {
            let job = table.bot_job().unwrap();
            table.apply_bot_move(job.run()).unwrap();
            true
        }
        Pending::Human { seat, hand_over } => {
            if hand_over {
                table.hand_over(seat).unwrap();
            }
            let legal = table.legal_actions(seat).unwrap();
            table
                .act(seat, legal[rng.random_range(0..legal.len())])
                .unwrap();
            true
        }
    }
}

#[test]
fn damaged_old_and_future_documents_give_typed_errors() {
    let mut table = AnyTable::new(
        GameId::ElferRaus,
        None,
        seats(4, &[SeatKind::Human, SeatKind::Bot(BotLevel::Medium)]),
        quick_settings(),
        5,
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    if let AnyTable::ElferRaus(t) = &mut table {
        for _ in 0..20 {
            step_once(t, &mut rng);
        }
    }
    let saved = table.save();
    let mut value: serde_json::Value = serde_json::from_str(&saved).unwrap();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = value.clone();
        f(&mut v);
        AnyTable::load(&v.to_string()).unwrap_err()
    };
    assert!(matches!(
        AnyTable::load("{not json"),
        Err(LoadError::Unreadable(_))
    ));
    assert!(matches!(
        AnyTable::load(&saved[..saved.len() / 2]),
        Err(LoadError::Unreadable(_))
    ));
    assert_eq!(
        AnyTable::load("{\"hello\":1}").unwrap_err(),
        LoadError::NotATable
    );
    assert_eq!(
        edit(&|v| v["version"] = 2.into()),
        LoadError::TooNew {
            found: 2,
            supported: 1
        }
    );
    assert_eq!(
        edit(&|v| v["version"] = 0.into()),
        LoadError::TooOld {
            found: 0,
            supported: 1
        }
    );
    assert_eq!(
        edit(&|v| v["game"] = "skat".into()),
        LoadError::UnknownGame("skat".into())
    );
    assert!(matches!(
        edit(&|v| v["seats"] = serde_json::json!([])),
        LoadError::Replay(_)
    ));
    assert!(matches!(
        edit(&|v| v["game_seed"] = 6.into()),
        LoadError::Replay(_) | LoadError::Inconsistent
    ));
    // Documents from before `game_seed` deal from the table's seed and game number.
    let mut old = value.clone();
    old.as_object_mut().unwrap().remove("game_seed");
    assert!(AnyTable::load(&old.to_string()).is_ok());
    assert!(matches!(
        {
            old["seed"] = 6.into();
            AnyTable::load(&old.to_string()).unwrap_err()
        },
        LoadError::Replay(_) | LoadError::Inconsistent
    ));
    assert_eq!(
        edit(&|v| v["position"]["totals"][0] = 7.into()),
        LoadError::Inconsistent
    );
    assert!(matches!(
        edit(&|v| v["steps"][0]["seat"] = 3.into()),
        LoadError::Replay(_)
    ));
    assert!(matches!(
        edit(&|v| v["active_viewer"] = 1.into()),
        LoadError::Inconsistent
    ));
    assert!(matches!(
        edit(&|v| v["active_viewer"] = 9.into()),
        LoadError::Replay(TableError::NoSuchSeat(_))
    ));
    // A document of one game refused as another.
    assert!(matches!(
        Table::<spieleabend_core::games::help_game::Help>::load(&saved),
        Err(LoadError::WrongGame { .. })
    ));
    value["version"] = 1.into();
    assert!(AnyTable::load(&value.to_string()).is_ok());
}

#[test]
fn undo_takes_back_a_human_move_unless_it_showed_the_human_a_card() {
    use spieleabend_core::games::elfer_raus::Event as ErEvent;
    // Elfer raus, seat 0 human against bots: after each human move and the bot moves
    // after it, undo is possible exactly when the human was not shown a drawn card.
    let mut table = Table::<ElferRaus>::new(
        er(3),
        seats(
            3,
            &[
                SeatKind::Human,
                SeatKind::Bot(BotLevel::Medium),
                SeatKind::Bot(BotLevel::Medium),
            ],
        ),
        quick_settings(),
        3,
    )
    .unwrap();
    assert_eq!(table.can_undo(), Err(UndoBlocked::NothingToUndo));
    let (mut undone, mut refused, mut unexplained) = (0, 0, 0);
    for _ in 0..400 {
        table.run_bots();
        let Pending::Human { seat, .. } = table.pending() else {
            break;
        };
        let before = table.save();
        let from = table.next_seq();
        let legal = table.legal_actions(seat).unwrap();
        let action = legal[(undone + refused) % legal.len()];
        table.act(seat, action).unwrap();
        table.run_bots();
        if table.outcome().is_some() {
            break;
        }
        // A card from the pile the human saw: their own draw, or a drawn card another
        // player laid at once.
        let saw_a_card = table
            .events(seat, from)
            .unwrap()
            .iter()
            .any(|l| match l.event {
                ErEvent::CardDrawn {
                    seat: s,
                    card: Some(_),
                } => s == seat,
                ErEvent::CardLaid { from_draw, .. } => from_draw,
                _ => false,
            });
        if saw_a_card || table.can_undo().is_err() {
            assert_eq!(table.can_undo(), Err(UndoBlocked::WouldHideSeenCards));
            assert_eq!(
                table.undo(),
                Err(TableError::CannotUndo(UndoBlocked::WouldHideSeenCards))
            );
            refused += 1;
            unexplained += usize::from(!saw_a_card);
        } else {
            table.undo().unwrap();
            assert_eq!(table.save(), before, "undo restores the position exactly");
            assert_eq!(
                table.pending(),
                Pending::Human {
                    seat,
                    hand_over: false
                }
            );
            table.act(seat, action).unwrap();
            table.run_bots();
            undone += 1;
        }
    }
    // Refusals without a card shown happen (news such as "nobody could lay" can be
    // unlikely enough to count) but must stay the exception.
    assert!(
        unexplained * 4 <= undone,
        "unexplained refusals {unexplained}, undone {undone}"
    );
    assert!(
        undone > 5 && refused > 5,
        "undone {undone}, refused {refused}"
    );
}

#[test]
fn undo_is_refused_at_tables_with_remote_seats() {
    let remote = Table::<ElferRaus>::new(
        er(2),
        seats(2, &[SeatKind::Human, SeatKind::Remote]),
        quick_settings(),
        11,
    )
    .unwrap();
    assert_eq!(remote.can_undo(), Err(UndoBlocked::RemoteSeats));
}

/// The property behind undo: whatever it takes back, no local human saw anything in
/// those steps that was not fixed by what they knew and the actions taken. Checked with
/// a fresh, larger sample, from other seeds, of hidden positions than the table's own test uses.
#[test]
fn undo_never_takes_back_a_step_that_showed_hidden_cards() {
    for_every_game(|name, make, players| {
        let mut checked = 0;
        for seed in 0..3u64 {
            let kinds = [
                SeatKind::Human,
                SeatKind::Bot(BotLevel::Easy),
                SeatKind::Human,
            ];
            let mut table = make(seats(players, &kinds), seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            typed!(&mut table, t => {
                for _ in 0..3000 {
                    if !step_once(t, &mut rng) { break; }
                    if t.can_undo().is_ok() && rng.random_bool(0.3) {
                        checked += check_undo_hides_nothing(t, name);
                    }
                }
            });
        }
        assert!(
            checked > 0,
            "{name}: no undo was ever possible, nothing checked"
        );
    });
}

/// Replays the steps an undo would take back and checks each against 100 samples.
fn check_undo_hides_nothing<G: TableGame>(table: &mut Table<G>, name: &str) -> usize {
    let steps = table.steps().to_vec();
    let point = steps
        .iter()
        .rposition(|s| s.by == DecidedBy::Human)
        .unwrap();
    let saved = table.save();
    let mut game_rng = ChaCha8Rng::seed_from_u64(point as u64);
    // Rebuild the position before the undone steps by undoing, then walk them forward.
    table.undo().unwrap();
    let humans: Vec<Seat> = (0..table.seats().len() as u8)
        .map(Seat)
        .filter(|s| table.seats()[s.index()].is_human())
        .collect();
    let mut replay = Table::<G>::load(&table.save()).unwrap();
    for step in &steps[point..] {
        let state = replay_state(&replay);
        for &human in &humans {
            let info = replay_info(&replay, human);
            let mut truth = state.clone();
            let events = truth.apply(step.seat, step.action).unwrap();
            let seen: Vec<_> = events.iter().filter_map(|e| G::redact(e, human)).collect();
            let (mut tried, mut matched) = (0, 0);
            for _ in 0..400 {
                let mut sample = G::determinize(&info, &mut game_rng);
                if let Ok(sample_events) = sample.apply(step.seat, step.action) {
                    tried += 1;
                    let sample_seen: Vec<_> = sample_events
                        .iter()
                        .filter_map(|e| G::redact(e, human))
                        .collect();
                    matched +=
                        usize::from(sample_seen == seen && sample.view(human) == truth.view(human));
                }
                if tried == 100 {
                    break;
                }
            }
            // The table's own test uses 16 samples and a one-half bar; with 100 fresh
            // samples the share may wobble, but a revealing step (a drawn card matches
            // about 1 in 30) stays far below a third.
            assert!(
                tried > 0 && matched * 3 >= tried,
                "{name}: undo took back a revealing step ({matched}/{tried}): {:?}",
                step
            );
        }
        force_step(&mut replay, step);
    }
    // Put the table back where it was.
    *table = Table::<G>::load(&saved).unwrap();
    steps.len() - point
}

/// The true game state of a table, through its save document.
fn replay_state<G: TableGame>(table: &Table<G>) -> G {
    let value: serde_json::Value = serde_json::from_str(&table.save()).unwrap();
    serde_json::from_value(value["position"].clone()).unwrap()
}

/// A seat's information state, rebuilt from its redacted event log.
fn replay_info<G: TableGame>(table: &Table<G>, seat: Seat) -> spieleabend_core::InfoState<G> {
    let state = replay_state(table);
    let mut info = spieleabend_core::InfoState {
        seat,
        view: state.view(seat),
        memory: Default::default(),
    };
    let mut viewer = table.clone();
    viewer.hand_over(seat).unwrap();
    for logged in viewer.events(seat, 0).unwrap() {
        G::remember(&mut info.memory, seat, &logged.event);
    }
    info
}

/// Applies a recorded step whoever's it is.
fn force_step<G: TableGame>(table: &mut Table<G>, step: &spieleabend_core::table::Step<G>) {
    match table.pending() {
        Pending::Human { seat, hand_over } => {
            if hand_over {
                table.hand_over(seat).unwrap();
            }
            table.act(step.seat, step.action).unwrap();
        }
        Pending::Bot { .. } => {
            let job = table.bot_job().unwrap();
            let mut bot_move = job.run();
            bot_move.action = step.action;
            table.apply_bot_move(bot_move).unwrap();
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn hints_are_legal_and_need_the_device() {
    for_every_game(|name, make, players| {
        let mut table = make(seats(players, &[SeatKind::Human]), 4);
        typed!(&mut table, t => {
            let Pending::Human { seat, hand_over } = t.pending() else { panic!("{name}") };
            assert!(hand_over || players == 1);
            assert_eq!(t.hint(seat).unwrap_err(), TableError::HandOverFirst { seat });
            t.hand_over(seat).unwrap();
            let hint = t.hint(seat).unwrap();
            assert!(t.legal_actions(seat).unwrap().contains(&hint), "{name}");
            let other = Seat((seat.0 + 1) % players);
            assert_eq!(t.hint(other).unwrap_err(), TableError::NotToAct { seat: other });
        });
    });
}

#[test]
fn wrong_requests_are_refused_and_change_nothing() {
    let mut table = Table::<ElferRaus>::new(
        er(3),
        seats(
            3,
            &[
                SeatKind::Human,
                SeatKind::Bot(BotLevel::Easy),
                SeatKind::Bot(BotLevel::Easy),
            ],
        ),
        quick_settings(),
        1,
    )
    .unwrap();
    table.run_bots();
    let Pending::Human { seat, .. } = table.pending() else {
        panic!()
    };
    let before = table.save();
    let end = ErAction::EndTurn;
    assert_eq!(
        table.act(Seat(9), end),
        Err(TableError::NoSuchSeat(Seat(9)))
    );
    assert!(matches!(
        table.act(Seat(1), end),
        Err(TableError::WrongSeatKind { .. })
    ));
    assert!(matches!(
        table.act_remote(seat, end),
        Err(TableError::WrongSeatKind { .. })
    ));
    // Ending the turn before laying a card is against the rules.
    if !table.legal_actions(seat).unwrap().contains(&end) {
        assert!(matches!(
            table.act(seat, end),
            Err(TableError::Illegal { .. })
        ));
    }
    assert!(matches!(
        table.view(Seat(1)),
        Err(TableError::WrongSeatKind { .. })
    ));
    assert_eq!(table.rematch(), Err(TableError::GameNotOver));
    assert_eq!(table.save(), before);
    assert_eq!(
        Table::<ElferRaus>::new(er(4), seats(2, &[SeatKind::Human]), quick_settings(), 1)
            .map(|_| ())
            .unwrap_err(),
        TableError::SeatCount {
            seats: 2,
            players: 4
        }
    );
}

#[test]
fn a_stale_bot_move_is_refused() {
    let mut table = Table::<ElferRaus>::new(
        er(4),
        seats(4, &[SeatKind::Bot(BotLevel::Easy)]),
        quick_settings(),
        2,
    )
    .unwrap();
    let job = table.bot_job().unwrap();
    let first = job.run();
    table.apply_bot_move(first).unwrap();
    assert_eq!(table.apply_bot_move(first), Err(TableError::StaleBotMove));
}

#[test]
fn single_choices_are_applied_by_the_table_when_asked() {
    let settings = TableSettings {
        auto_single_choice: true,
        ..quick_settings()
    };
    let mut table = Table::<ElferRaus>::new(
        er(2),
        seats(2, &[SeatKind::Human, SeatKind::Bot(BotLevel::Easy)]),
        settings,
        8,
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    drive(&mut table, &mut rng, 50_000);
    let autos = table
        .steps()
        .iter()
        .filter(|s| s.by == DecidedBy::Auto)
        .count();
    assert!(autos > 0, "no single choice in a whole game?");
    for step in table.steps() {
        if step.by == DecidedBy::Human {
            // The human was never asked when there was nothing to choose.
            assert_eq!(step.seat, Seat(0));
        }
    }
}

#[test]
fn rematches_add_up_and_statistics_count_the_player() {
    let mut table = Table::<ElferRaus>::new(
        er(3),
        seats(
            3,
            &[
                SeatKind::Human,
                SeatKind::Bot(BotLevel::Medium),
                SeatKind::Bot(BotLevel::Easy),
            ],
        ),
        quick_settings(),
        21,
    )
    .unwrap();
    let mut stats = Statistics::default();
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut wins = 0;
    let mut places = 0;
    for game in 0..3 {
        drive(&mut table, &mut rng, 50_000);
        let outcome = table.outcome().unwrap();
        wins += u32::from(outcome.places[0] == 1);
        places += outcome.places[0] as u64;
        assert!(stats.add_table(ElferRaus::ID, table.seats(), Some(&outcome)));
        assert_eq!(table.match_totals()[0].games, game + 1);
        if game < 2 {
            table.rematch().unwrap();
            assert_eq!(table.game_number(), game + 1);
        }
    }
    assert_eq!(table.results().len(), 2);
    let record = stats.record(ElferRaus::ID, Opponents::Medium);
    assert_eq!(record.played, 3);
    assert_eq!(record.won, wins);
    assert_eq!(record.places, places);
    assert!(record.best_streak >= record.current_streak);
    assert_eq!(table.match_totals()[0].wins, wins);
    // The record survives JSON.
    let json = serde_json::to_string(&stats).unwrap();
    assert_eq!(serde_json::from_str::<Statistics>(&json).unwrap(), stats);
    // A rematch keeps going after a save.
    let resumed = Table::<ElferRaus>::load(&table.save()).unwrap();
    assert_eq!(resumed.save(), table.save());
}

#[test]
fn streaks_count_wins_in_a_row() {
    let mut stats = Statistics::default();
    let win = spieleabend_core::Outcome {
        places: vec![1, 2],
        scores: vec![0, 5],
    };
    let loss = spieleabend_core::Outcome {
        places: vec![2, 1],
        scores: vec![5, 0],
    };
    for outcome in [&win, &win, &loss, &win, &win, &win, &loss] {
        stats.add("77", Opponents::Hard, outcome, Seat(0));
    }
    let record = stats.record("77", Opponents::Hard);
    assert_eq!(
        (
            record.played,
            record.won,
            record.current_streak,
            record.best_streak
        ),
        (7, 5, 0, 3)
    );
    assert_eq!(record.average_place(), Some(9.0 / 7.0));
}
