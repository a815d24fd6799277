//! The table session driven through its intents only: every game and variant to the
//! end, save and restore at any point, hints, the curtain, summaries, and the defects
//! people found at the terminal's table.

use spieleabend_core::Seat;
use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::OptionValue;
use spieleabend_core::table::{AnyTable, BotLevel, SeatConfig, TableSettings};
use spieleabend_core::with_table;

use super::bots::BotGame;
use super::*;
use crate::texts::{Lang, Texts};

fn settings() -> TableSettings {
    TableSettings {
        auto_single_choice: false,
        bot_delay_ms: 0,
        hard_iterations: 48,
    }
}

fn ui() -> TableUi {
    TableUi {
        colour_blind_marks: true,
        auto_single_choice: false,
        bot_pace_ms: 0,
    }
}

/// A table of `game` with `humans` people at this device first, then easy bots.
fn table(game: GameId, variant: Option<&str>, players: u8, humans: u8, seed: u64) -> TableSession {
    table_with(game, variant, &[], players, humans, seed)
}

/// Like [`table`], with option values.
fn table_with(
    game: GameId,
    variant: Option<&str>,
    values: &[(String, OptionValue)],
    players: u8,
    humans: u8,
    seed: u64,
) -> TableSession {
    let seats = (0..players)
        .map(|s| {
            if s < humans {
                SeatConfig::human(format!("Person {}", s + 1))
            } else {
                SeatConfig::bot(format!("Bot {}", s + 1 - humans), BotLevel::Easy)
            }
        })
        .collect();
    let table = AnyTable::with_options(game, variant, values, seats, settings(), seed)
        .expect("a table with default options");
    TableSession::new(table)
}

/// What a person does next, looking only at the view: closes a summary, takes the
/// device, confirms a swap, taps the first playable card or makes the first choice.
/// `None` when a bot is to move (or the game is over).
fn next_intent(view: &TableView) -> Option<TableIntent> {
    match &view.overlay {
        Some(Overlay::Summary(_)) => return Some(TableIntent::Dismiss),
        Some(Overlay::Curtain { .. }) => return Some(TableIntent::Ready),
        Some(Overlay::GameOver(_)) => return None,
        None => {}
    }
    let pick = view.pick.as_ref()?;
    if pick.ticking {
        return Some(TableIntent::Confirm);
    }
    if let Some(card) = view.hand.iter().find(|c| c.state.playable) {
        return Some(TableIntent::TapCard(card.id));
    }
    let choice = pick.choices.first().expect("a decision offers something");
    Some(TableIntent::Choose(choice.id))
}

/// One step of play: a person's intent or a bot's job. False once the game is over.
fn step(session: &mut TableSession, texts: &Texts) -> bool {
    let view = session.view(texts, &ui());
    if matches!(view.overlay, Some(Overlay::GameOver(_))) {
        return false;
    }
    match next_intent(&view) {
        Some(intent) => {
            let effects = session.handle(intent, texts, &ui());
            assert!(
                !effects.contains(&TableEffect::Cue(Cue::Invalid)),
                "{intent:?} refused: {:?}",
                session.view(texts, &ui()).message
            );
        }
        None => {
            let job = session.bot_job().expect("a bot is to move");
            assert!(!job.is_hint());
            session.apply_bot(job.run());
        }
    }
    true
}

fn play_to_end(session: &mut TableSession, texts: &Texts) -> usize {
    for steps in 0..200_000 {
        if !step(session, texts) {
            return steps;
        }
    }
    panic!("the game did not end");
}

/// Every game and variant at its default player count, with one person.
fn every_setup() -> Vec<(GameId, Option<&'static str>, u8)> {
    let mut setups = Vec::new();
    for game in GameId::ALL.iter().copied() {
        let info = game.info();
        if info.variants.is_empty() {
            setups.push((game, None, info.default_players));
        }
        for variant in info.variants {
            setups.push((game, Some(variant.key), variant.default_players));
        }
    }
    setups
}

#[test]
fn every_game_and_variant_is_played_to_the_end_through_intents() {
    let texts = Texts::new(Lang::En);
    for (game, variant, players) in every_setup() {
        let mut session = table(game, variant, players, 1, 7);
        let steps = play_to_end(&mut session, &texts);
        assert!(steps > 0, "{game:?} {variant:?}");
        let view = session.view(&texts, &ui());
        let Some(Overlay::GameOver(over)) = view.overlay else {
            panic!("{game:?} {variant:?}: no game-over box");
        };
        assert_eq!(over.rows.len(), players as usize);
        assert_eq!(over.rows[0].place, 1);
        assert!(session.table().unwrap().outcome().is_some());
    }
}

#[test]
fn people_sharing_a_device_play_every_game_to_the_end() {
    let texts = Texts::new(Lang::De);
    for game in GameId::ALL.iter().copied() {
        let mut session = table(game, None, 3, 2, 11);
        play_to_end(&mut session, &texts);
    }
}

#[test]
fn a_restored_session_shows_the_same_view_at_every_cut_point() {
    let texts = Texts::new(Lang::En);
    for (game, variant, players) in [
        (GameId::ElferRaus, None, 3),
        (GameId::SeventySeven, None, 3),
        (GameId::Juhu22, Some("basic4"), 3),
        (GameId::Rauswurf, None, 3),
        (GameId::Help, None, 3),
    ] {
        let mut session = table(game, variant, players, 2, 5);
        let mut cuts = 0;
        for n in 0..200_000u32 {
            // Cut often but not everywhere, so restored sessions also play on.
            if n % 3 == 0 {
                let document = session.to_document();
                let restored = TableSession::from_document(&document).expect("restores");
                let (was, is) = (session.view(&texts, &ui()), restored.view(&texts, &ui()));
                if is != was {
                    // Two people share this device: the app ended, so the device
                    // was put down and nobody's hand or log is shown until the next
                    // person to decide takes it (behind the curtain).
                    let covered = is.viewer.is_none() && is.hand.is_empty() && is.log.is_empty();
                    let overlay_kept = match (&is.overlay, &was.overlay) {
                        (Some(Overlay::Curtain { seat, .. }), _) => Some(*seat) == was.to_act,
                        // A summary stays, its rows by name rather than "You".
                        (Some(Overlay::Summary(is)), Some(Overlay::Summary(was))) => {
                            is.title == was.title
                                && is
                                    .rows
                                    .iter()
                                    .map(|r| (&r.change, &r.total))
                                    .eq(was.rows.iter().map(|r| (&r.change, &r.total)))
                        }
                        (is, was) => is == was,
                    };
                    assert!(
                        covered && overlay_kept,
                        "{game:?} after {n} steps: {is:?}\nwas {was:?}"
                    );
                }
                let again = restored.to_document();
                let restored_again = TableSession::from_document(&again).expect("restores");
                assert_eq!(restored_again.to_document(), again);
                session = restored;
                cuts += 1;
            }
            if !step(&mut session, &texts) {
                break;
            }
        }
        assert!(cuts > 10, "{game:?}: {cuts} cuts");
    }
}

#[test]
fn damaged_documents_are_refused_in_words() {
    assert!(matches!(
        TableSession::from_document("not json"),
        Err(TableLoadError::Unreadable(_))
    ));
    let session = table(GameId::Help, None, 3, 1, 1);
    let document = session
        .to_document()
        .replace("\"version\":1", "\"version\":99");
    assert!(matches!(
        TableSession::from_document(&document),
        Err(TableLoadError::Version { found: 99, .. })
    ));
}

/// The action the table recorded last, as a bot move of the same game would carry it.
fn last_step_matches(session: &TableSession, hint: &AnyBotMove) -> bool {
    with_table!(session.table().unwrap(), t => {
        fn check<G: BotGame>(t: &spieleabend_core::table::Table<G>, hint: &AnyBotMove) -> bool {
            let hinted = G::unwrap(&hint.result).expect("same game").action;
            t.steps().last().is_some_and(|s| s.action == hinted)
        }
        check(t, hint)
    })
}

#[test]
fn confirming_a_hint_does_exactly_what_it_says() {
    let texts = Texts::new(Lang::En);
    let mut confirmed = 0;
    for (game, variant, players) in every_setup() {
        let mut session = table(game, variant, players, 1, 3);
        for _ in 0..40 {
            let view = session.view(&texts, &ui());
            if view.pick.is_some() && view.overlay.is_none() {
                let effects = session.handle(TableIntent::Hint, &texts, &ui());
                assert!(effects.contains(&TableEffect::Think));
                assert_eq!(session.view(&texts, &ui()).hint, HintView::Thinking);
                let job = session.bot_job().expect("a hint job");
                assert!(job.is_hint());
                let hint = job.run();
                session.apply_bot(hint);
                let view = session.view(&texts, &ui());
                assert!(matches!(view.hint, HintView::Ready { .. }), "{game:?}");
                let effects = session.handle(TableIntent::Confirm, &texts, &ui());
                assert!(
                    !effects.contains(&TableEffect::Cue(Cue::Invalid)),
                    "{game:?}"
                );
                assert!(last_step_matches(&session, &hint), "{game:?} {variant:?}");
                confirmed += 1;
            } else if !step(&mut session, &texts) {
                break;
            }
        }
    }
    assert!(confirmed >= every_setup().len());
}

#[test]
fn every_hint_says_why_in_words_in_both_languages() {
    use crate::texts::notation::notation_code;
    let langs = [Texts::new(Lang::De), Texts::new(Lang::En)];
    let mut reasons = [0usize; 2];
    for (game, variant, players) in every_setup() {
        for seed in [5, 6] {
            let mut session = table(game, variant, players, 1, seed);
            let mut decisions = 0;
            for _ in 0..400 {
                let view = session.view(&langs[1], &ui());
                if view.pick.is_some() && view.overlay.is_none() {
                    decisions += 1;
                }
                if view.pick.is_some() && view.overlay.is_none() && decisions % 4 == 1 {
                    let seat = Seat(view.to_act.expect("someone decides"));
                    let legal = with_table!(session.table().unwrap(), t => {
                        t.legal_actions(seat).expect("the seat decides").len()
                    });
                    session.handle(TableIntent::Hint, &langs[1], &ui());
                    session.apply_bot(session.bot_job().expect("a hint job").run());
                    for texts in &langs {
                        let HintView::Ready { text } = session.view(texts, &ui()).hint else {
                            panic!("{game:?}: no hint shown");
                        };
                        let forced = texts.get("hint-reason-forced", &[]);
                        let best = texts.get(
                            "hint-reason-best",
                            &[("count", super::words::n(legal as u32))],
                        );
                        let reason = if legal == 1 { &forced } else { &best };
                        let hint = text.strip_suffix(reason.as_str()).unwrap_or_else(|| {
                            panic!("{game:?}: {text:?} does not end with {reason:?}")
                        });
                        assert!(!hint.trim().is_empty() && !reason.trim().is_empty());
                        assert_eq!(notation_code(&text), None, "{game:?}: {text}");
                        reasons[usize::from(legal > 1)] += 1;
                    }
                }
                if !step(&mut session, &langs[1]) {
                    break;
                }
            }
        }
    }
    assert!(
        reasons.iter().all(|&n| n > 0),
        "forced and chosen reasons both seen: {reasons:?}"
    );
}

/// Plays until the person at seat 0 must swap in 22Juhu and the hint swaps cards.
fn juhu_swap_hint() -> (TableSession, AnyBotMove) {
    let texts = Texts::new(Lang::En);
    for seed in 0..40 {
        let mut session = table(GameId::Juhu22, Some("basic5"), 3, 1, seed);
        for _ in 0..400 {
            let view = session.view(&texts, &ui());
            if view.pick.as_ref().is_some_and(|p| p.ticking) {
                session.handle(TableIntent::Hint, &texts, &ui());
                let hint = session.bot_job().expect("a hint job").run();
                session.apply_bot(hint);
                // Keeping every card is an exchange of the empty set.
                let keep = format!(
                    "{:?}",
                    spieleabend_core::games::juhu22::Action::Exchange(
                        spieleabend_core::games::juhu22::CardSet::EMPTY
                    )
                );
                let swaps = with_table!(session.table().unwrap(), t => {
                    fn swapped<G: BotGame>(_: &spieleabend_core::table::Table<G>, m: &AnyBotMove, keep: &str) -> bool {
                        G::unwrap(&m.result).is_some_and(|m| format!("{:?}", m.action) != keep)
                    }
                    swapped(t, &hint, &keep)
                });
                if swaps {
                    return (session, hint);
                }
                session.handle(TableIntent::Confirm, &texts, &ui());
                continue;
            }
            if !step(&mut session, &texts) {
                break;
            }
        }
    }
    panic!("no swap hint found");
}

#[test]
fn the_22juhu_swap_hint_ticks_its_cards_names_them_in_words_and_confirm_swaps_them() {
    let texts = Texts::new(Lang::En);
    let (mut session, hint) = juhu_swap_hint();
    let view = session.view(&texts, &ui());
    let ticked: Vec<&CardView> = view.hand.iter().filter(|c| c.state.selected).collect();
    assert!(!ticked.is_empty(), "the hint ticks the cards it swaps");
    assert!(ticked.iter().all(|c| c.state.hinted));
    let HintView::Ready { text } = &view.hint else {
        panic!("no hint shown");
    };
    for card in &ticked {
        assert!(
            text.contains(&card.spoken),
            "{text} names {} as the card is read",
            card.spoken
        );
    }
    let confirm = view.pick.as_ref().and_then(|p| p.confirm.clone()).unwrap();
    assert_ne!(confirm, texts.get("confirm-keep-all", &[]));
    session.handle(TableIntent::Confirm, &texts, &ui());
    assert!(last_step_matches(&session, &hint));
}

#[test]
fn the_hand_over_curtain_hides_the_hand_and_survives_a_restart() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::ElferRaus, None, 3, 2, 4);
    let mut curtains = 0;
    for _ in 0..300 {
        let view = session.view(&texts, &ui());
        if let Some(Overlay::Curtain { seat, text, .. }) = &view.overlay {
            curtains += 1;
            assert!(view.hand.is_empty() && view.log.is_empty() && view.pick.is_none());
            assert!(view.changes.is_empty());
            assert!(text.contains(&format!("Person {}", seat + 1)));
            let restored = TableSession::from_document(&session.to_document()).unwrap();
            assert_eq!(restored.view(&texts, &ui()).overlay, view.overlay);
            // Nothing but Ready lifts it.
            let effects = session.handle(TableIntent::TapCard(0), &texts, &ui());
            assert!(effects.contains(&TableEffect::Cue(Cue::Invalid)));
            session.handle(TableIntent::Ready, &texts, &ui());
            let view = session.view(&texts, &ui());
            assert_eq!(view.viewer, Some(*seat));
            assert!(!view.hand.is_empty());
            continue;
        }
        if !step(&mut session, &texts) {
            break;
        }
    }
    assert!(curtains >= 2);
}

#[test]
fn a_table_of_several_people_put_away_mid_turn_comes_back_behind_the_curtain() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::SeventySeven, None, 3, 2, 4);
    // Play until a person holds the device and decides (the curtain lifted).
    for _ in 0..300 {
        let view = session.view(&texts, &ui());
        if view.overlay.is_none() && view.pick.is_some() {
            break;
        }
        assert!(step(&mut session, &texts), "the game went on");
    }
    let view = session.view(&texts, &ui());
    let seat = view.viewer.expect("a person holds the device");
    assert!(!view.hand.is_empty());
    // Saved mid-turn (the app killed, a session file, a table save): the table comes
    // back behind the curtain for that person, showing no hand until they take it.
    let table_save = session.table().expect("a table here").save();
    for restored in [
        TableSession::from_document(&session.to_document()).unwrap(),
        TableSession::new(AnyTable::load(&table_save).unwrap()),
    ] {
        let view = restored.view(&texts, &ui());
        match &view.overlay {
            Some(Overlay::Curtain { seat: asked, .. }) => assert_eq!(*asked, seat),
            other => panic!("no curtain: {other:?}"),
        }
        assert!(view.hand.is_empty() && view.log.is_empty());
    }
    // One person at the device has nobody to hide the hand from.
    let solo = table(GameId::SeventySeven, None, 3, 1, 4);
    let restored = TableSession::from_document(&solo.to_document()).unwrap();
    assert!(restored.view(&texts, &ui()).overlay.is_none());
}

#[test]
fn summaries_stay_until_dismissed_and_hold_the_bots() {
    let texts = Texts::new(Lang::En);
    let match_of_two = [("match_games".to_string(), OptionValue::Int(2))];
    for (game, variant, values) in [
        (GameId::SeventySeven, None, &[][..]),
        (GameId::Juhu22, Some("basic5"), &[]),
        (GameId::Juhu22, Some("pro"), &[]),
        (GameId::Help, None, &[]),
        (GameId::ElferRaus, None, &match_of_two[..]),
    ] {
        let mut session = table_with(game, variant, values, 3, 1, 9);
        let mut seen = 0;
        for _ in 0..20_000 {
            let view = session.view(&texts, &ui());
            if let Some(Overlay::Summary(summary)) = &view.overlay {
                seen += 1;
                assert_eq!(summary.rows.len(), 3);
                for row in &summary.rows {
                    let shown = row.change.map(|c| match c {
                        0 => "0".to_string(),
                        c if c > 0 => format!("+{c}"),
                        c => format!("-{}", -c),
                    });
                    assert_eq!(row.change_label, shown, "{game:?}: a change shows signed");
                }
                assert!(session.bot_job().is_none(), "bots wait for the summary");
                let effects = session.wake(&texts, &ui());
                assert!(!effects.contains(&TableEffect::Think));
                assert_eq!(session.view(&texts, &ui()).overlay, view.overlay);
                let restored = TableSession::from_document(&session.to_document()).unwrap();
                assert_eq!(restored.view(&texts, &ui()).overlay, view.overlay);
                session.handle(TableIntent::Dismiss, &texts, &ui());
                if seen >= 2 {
                    break;
                }
                continue;
            }
            if !step(&mut session, &texts) {
                break;
            }
        }
        assert!(seen >= 1, "{game:?} {variant:?} showed no summary");
    }
}

#[test]
fn chips_moved_show_on_the_player_signed() {
    let texts = Texts::new(Lang::En);
    let mut session = table_with(GameId::SeventySeven, None, &[], 3, 1, 5);
    let mut paid = false;
    for _ in 0..5_000 {
        let view = session.view(&texts, &ui());
        for player in &view.players {
            let sum: i64 = view
                .changes
                .iter()
                .filter_map(|c| match c {
                    Change::Chips { seat, amount } if *seat == player.seat => {
                        Some(i64::from(*amount))
                    }
                    _ => None,
                })
                .sum();
            let expected = match sum {
                0 => None,
                s if s > 0 => Some(format!("+{s}")),
                s => Some(format!("-{}", -s)),
            };
            paid |= sum < 0;
            assert_eq!(player.chips_moved, expected);
        }
        if !step(&mut session, &texts) {
            break;
        }
    }
    assert!(paid, "a chip was paid in a game of 77");
}

#[test]
fn a_bot_move_asks_for_the_pace_before_the_next_bot() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::Rauswurf, None, 3, 1, 2);
    let paced = TableUi {
        bot_pace_ms: 700,
        ..ui()
    };
    while next_intent(&session.view(&texts, &paced)).is_none() {
        let job = session.bot_job().unwrap();
        session.apply_bot(job.run());
    }
    // Make the person's move; the first bot thinks at once.
    let view = session.view(&texts, &paced);
    let intent = next_intent(&view).unwrap();
    let effects = session.handle(intent, &texts, &paced);
    assert!(effects.contains(&TableEffect::Think), "{effects:?}");
    assert!(effects.contains(&TableEffect::Save));
    let job = session.bot_job().unwrap();
    let effects = session.apply_bot(job.run());
    assert!(
        effects.contains(&TableEffect::WakeAfter(700)),
        "{effects:?}"
    );
    let effects = session.wake(&texts, &paced);
    assert!(effects.contains(&TableEffect::Think));
    // A result for a position the table has left is dropped.
    let job = session.bot_job().unwrap();
    let stale = job.run();
    session.apply_bot(job.run());
    assert!(session.apply_bot(stale).is_empty());
}

#[test]
fn the_only_legal_move_is_made_when_the_setting_asks() {
    let texts = Texts::new(Lang::En);
    let auto = TableUi {
        auto_single_choice: true,
        ..ui()
    };
    // Elfer raus: after laying, a person whose cards fit nowhere only ends the turn.
    let mut session = table(GameId::ElferRaus, None, 3, 1, 21);
    // The setting reaches the table with the first intent.
    session.wake(&texts, &auto);
    let mut ended_by_itself = false;
    for _ in 0..3000 {
        let view = session.view(&texts, &auto);
        if matches!(view.overlay, Some(Overlay::GameOver(_))) {
            break;
        }
        if let Some(pick) = &view.pick {
            let cards = view.hand.iter().filter(|c| c.state.playable).count();
            assert!(
                cards + pick.choices.len() > 1,
                "a single choice was left to the person"
            );
        }
        let before = with_table!(session.table().unwrap(), t => t.steps().len());
        match next_intent(&view) {
            Some(intent) => {
                session.handle(intent, &texts, &auto);
            }
            None => {
                let job = session.bot_job().unwrap();
                session.apply_bot(job.run());
            }
        }
        ended_by_itself |= with_table!(session.table().unwrap(), t => t.steps()[before..]
            .iter()
            .any(|s| s.by == spieleabend_core::table::DecidedBy::Auto));
    }
    assert!(ended_by_itself);
}

// ---- defects found at the terminal's table ----

#[test]
fn rauswurf_shows_an_opponents_draw_as_a_hidden_card_while_the_pile_has_cards() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::Rauswurf, None, 4, 1, 8);
    let mut hidden = 0;
    let mut hidden_lines = 0;
    loop {
        let view = session.view(&texts, &ui());
        let Some(TableArea::Rauswurf(area)) = &view.area else {
            panic!("no Rauswurf table");
        };
        let pile_has_cards = area.pile + area.discard > 0;
        for line in view.log.iter().filter(|l| l.new) {
            assert!(
                !(pile_has_cards && line.text.contains("cannot draw a replacement")),
                "{}",
                line.text
            );
            hidden_lines += usize::from(line.text.contains("draws a replacement card"));
        }
        for change in &view.changes {
            if let Change::CardDrawn { seat, card } = change
                && Some(*seat) != view.viewer
            {
                if area.pile + area.discard > 0 {
                    assert_eq!(*card, DrawnCard::Hidden, "seat {seat}'s draw");
                }
                hidden += usize::from(*card == DrawnCard::Hidden);
            }
        }
        if !step(&mut session, &texts) {
            break;
        }
    }
    assert!(hidden > 0 && hidden_lines > 0, "no opponent drew");
}

#[test]
fn seventy_seven_game_over_shows_places_without_a_chips_label() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::SeventySeven, None, 3, 1, 6);
    play_to_end(&mut session, &texts);
    let Some(Overlay::GameOver(over)) = session.view(&texts, &ui()).overlay else {
        panic!("no game-over box");
    };
    assert_eq!(over.score_label, None);
    assert!(over.rows.iter().all(|r| r.score.is_none()));
    let places: Vec<u32> = over.rows.iter().map(|r| r.place).collect();
    assert_eq!(places, [1, 2, 3]);
}

#[test]
fn game_over_labels_say_what_each_game_counts() {
    let texts = Texts::new(Lang::En);
    for (game, variant, unit) in [
        (GameId::Juhu22, Some("pro"), "Chips"),
        (GameId::Juhu22, Some("basic5"), "Points"),
        (GameId::Help, None, "Points"),
        (GameId::ElferRaus, None, "Penalty points"),
        (GameId::Rauswurf, None, "Cards left"),
    ] {
        let mut session = table(game, variant, 3, 1, 12);
        play_to_end(&mut session, &texts);
        let Some(Overlay::GameOver(over)) = session.view(&texts, &ui()).overlay else {
            panic!("no game-over box");
        };
        assert_eq!(
            over.score_label.as_deref(),
            Some(unit),
            "{game:?} {variant:?}"
        );
        assert!(over.rows.iter().all(|r| r.score.is_some()));
    }
}

#[test]
fn a_shared_win_names_the_winners() {
    let outcome = spieleabend_core::Outcome {
        places: vec![1, 3, 1],
        scores: vec![0, 9, 0],
    };
    for (lang, viewer, text) in [
        (Lang::En, Some(Seat(1)), "Anna and Bot 2 share the win."),
        (Lang::En, Some(Seat(0)), "You and Bot 2 share the win."),
        (
            Lang::De,
            Some(Seat(1)),
            "Anna und Bot 2 teilen sich den Sieg.",
        ),
        (Lang::De, Some(Seat(0)), "Du und Bot 2 teilt euch den Sieg."),
    ] {
        let texts = Texts::new(lang);
        let names =
            crate::texts::SeatNames::new(vec!["Anna".into(), "Ben".into(), "Bot 2".into()], viewer);
        let cx = super::words::Cx {
            texts: &texts,
            names: &names,
            marks: false,
        };
        let over = super::session::game_over_view::<spieleabend_core::games::help_game::Help>(
            &outcome,
            &[],
            None,
            true,
            &cx,
        );
        assert_eq!(over.text, text);
    }
}

#[test]
fn the_pot_of_22juhu_pro_says_it_is_the_pot() {
    for (lang, unit) in [(Lang::En, "chips in the pot"), (Lang::De, "Chips im Pott")] {
        let texts = Texts::new(lang);
        let session = table(GameId::Juhu22, Some("pro"), 3, 1, 5);
        let Some(TableArea::Juhu22(area)) = session.view(&texts, &ui()).area else {
            panic!("no 22Juhu area");
        };
        let pot = area.pot.expect("a pot in pro");
        assert!(pot.label.ends_with(unit), "{}", pot.label);
    }
}

#[test]
fn a_card_that_cannot_be_played_says_why() {
    let texts = Texts::new(Lang::En);
    let why = texts.rule_error(&spieleabend_core::games::elfer_raus::RuleError::DoesNotFit);
    let mut session = table(GameId::ElferRaus, None, 3, 1, 13);
    for _ in 0..2000 {
        let view = session.view(&texts, &ui());
        if view.pick.is_some()
            && let Some(card) = view.hand.iter().find(|c| !c.state.playable)
        {
            assert_eq!(card.why_not.as_deref(), Some(why.as_str()));
            let effects = session.handle(TableIntent::TapCard(card.id), &texts, &ui());
            assert!(effects.contains(&TableEffect::Cue(Cue::Invalid)));
            assert_eq!(session.view(&texts, &ui()).message, Some(why));
            return;
        }
        if !step(&mut session, &texts) {
            break;
        }
    }
    panic!("never held a card that did not fit");
}

#[test]
fn no_undo_after_game_over() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::Help, None, 3, 1, 14);
    // Before: undo is offered once the person has moved.
    let mut offered = false;
    while step(&mut session, &texts) {
        let view = session.view(&texts, &ui());
        offered |= view.undo.available;
    }
    assert!(offered);
    let view = session.view(&texts, &ui());
    assert!(!view.undo.available);
    assert_eq!(
        view.undo.reason.as_deref(),
        Some(
            texts
                .get("undo-blocked", &[("why", "game_over".into())])
                .as_str()
        )
    );
    let effects = session.handle(TableIntent::Undo, &texts, &ui());
    assert!(effects.contains(&TableEffect::Cue(Cue::Invalid)));
    assert!(session.table().unwrap().outcome().is_some());
}

#[test]
fn the_tables_own_buttons_are_named_in_the_viewers_language() {
    for (lang, hint, undo, cancel) in [
        (Lang::En, "Hint", "Undo", "Cancel"),
        (Lang::De, "Tipp", "Zurücknehmen", "Abbrechen"),
    ] {
        let texts = Texts::new(lang);
        for game in [GameId::ElferRaus, GameId::Help] {
            let view = table(game, None, 3, 1, 3).view(&texts, &ui());
            assert_eq!(
                view.buttons,
                TableButtons {
                    hint: hint.to_string(),
                    undo: undo.to_string(),
                    cancel: cancel.to_string(),
                }
            );
        }
    }
}

#[test]
fn undo_takes_back_the_persons_move_and_says_so() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::ElferRaus, None, 3, 1, 15);
    assert!(!session.view(&texts, &ui()).undo.available);
    for _ in 0..3000 {
        let view = session.view(&texts, &ui());
        // Right after laying a card (the turn may end now) nothing new was seen.
        if view
            .pick
            .as_ref()
            .is_some_and(|p| p.choices.iter().any(|c| c.kind == ChoiceKind::Button))
        {
            assert!(view.undo.available, "{:?}", view.undo.reason);
            let effects = session.handle(TableIntent::Undo, &texts, &ui());
            assert!(effects.contains(&TableEffect::Save));
            let after = session.view(&texts, &ui());
            assert_eq!(after.message, Some(texts.get("undone", &[])));
            assert_eq!(after.hand.len(), view.hand.len() + 1);
            // The note goes with the next move: it never hides the keys for good.
            for _ in 0..3 {
                assert!(step(&mut session, &texts));
            }
            assert_eq!(session.view(&texts, &ui()).message, None);
            return;
        }
        if !step(&mut session, &texts) {
            break;
        }
    }
    panic!("the person never laid a card");
}

#[test]
fn elfer_raus_cards_and_22juhu_zeros_carry_a_mark_besides_their_colour() {
    let texts = Texts::new(Lang::En);
    for game in [GameId::ElferRaus, GameId::Juhu22] {
        let mut session = table(game, None, 3, 1, 16);
        let mut marks: std::collections::HashMap<Tint, String> = Default::default();
        for _ in 0..3000 {
            let view = session.view(&texts, &ui());
            for card in &view.hand {
                let coloured = matches!(
                    card.face.tint,
                    Tint::Red | Tint::Yellow | Tint::Green | Tint::Blue
                );
                assert_eq!(
                    card.face.mark.is_some(),
                    coloured,
                    "{game:?} {}",
                    card.spoken
                );
                if let Some(mark) = &card.face.mark {
                    let known = marks.entry(card.face.tint).or_insert_with(|| mark.clone());
                    assert_eq!(known, mark);
                }
            }
            if marks.len() == 4 || !step(&mut session, &texts) {
                break;
            }
        }
        assert_eq!(marks.len(), 4, "{game:?}: {marks:?}");
        let distinct: std::collections::HashSet<&String> = marks.values().collect();
        assert_eq!(distinct.len(), 4);
        let plain = TableUi {
            colour_blind_marks: false,
            ..ui()
        };
        assert!(
            session
                .view(&texts, &plain)
                .hand
                .iter()
                .all(|c| c.face.mark.is_none())
        );
    }
}

#[test]
fn help_jokers_and_switches_are_picked_in_steps_with_their_places() {
    let texts = Texts::new(Lang::En);
    let mut steps_seen = false;
    for seed in 0..30 {
        let mut session = table(GameId::Help, None, 3, 1, seed);
        for _ in 0..3000 {
            let view = session.view(&texts, &ui());
            if let Some(pick) = &view.pick
                && let Some(special) = view.hand.iter().find(|c| {
                    c.state.playable && matches!(c.face.word.as_deref(), Some("Joker" | "Switch"))
                })
            {
                session.handle(TableIntent::TapCard(special.id), &texts, &ui());
                let view = session.view(&texts, &ui());
                let pick2 = view.pick.as_ref().unwrap();
                assert_ne!(pick2.prompt, pick.prompt);
                assert_eq!(pick2.made, std::slice::from_ref(&special.spoken));
                assert!(!pick2.choices.is_empty());
                assert!(pick2.can_cancel);
                assert!(view.hand.iter().any(|c| c.state.selected));
                // Cancel takes the step back.
                session.handle(TableIntent::Cancel, &texts, &ui());
                assert_eq!(session.view(&texts, &ui()).pick.unwrap().made.len(), 0);
                steps_seen = true;
                break;
            }
            if !step(&mut session, &texts) {
                break;
            }
        }
        if steps_seen {
            break;
        }
    }
    assert!(steps_seen);
}

#[test]
fn what_changed_and_the_cues_follow_the_events() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::Juhu22, Some("basic5"), 3, 1, 17);
    let mut tricks = 0;
    let mut cues = std::collections::HashSet::new();
    for _ in 0..5000 {
        let view = session.view(&texts, &ui());
        if matches!(view.overlay, Some(Overlay::GameOver(_))) {
            break;
        }
        let effects = match next_intent(&view) {
            Some(intent) => session.handle(intent, &texts, &ui()),
            None => {
                let job = session.bot_job().unwrap();
                session.apply_bot(job.run())
            }
        };
        for effect in effects {
            if let TableEffect::Cue(cue) = effect {
                cues.insert(cue);
            }
        }
        let view = session.view(&texts, &ui());
        tricks += view
            .changes
            .iter()
            .filter(|c| matches!(c, Change::TrickTaken { .. }))
            .count();
    }
    assert!(tricks > 0);
    assert!(cues.contains(&Cue::TrickTaken) && cues.contains(&Cue::CardLaid));
    assert!(cues.contains(&Cue::YourTurn) && cues.contains(&Cue::GameOver));
}

#[test]
fn a_finished_game_is_reported_once_and_a_rematch_starts_the_next() {
    let texts = Texts::new(Lang::En);
    let mut session = table(GameId::Rauswurf, None, 3, 1, 18);
    let mut finished = 0;
    while !matches!(
        session.view(&texts, &ui()).overlay,
        Some(Overlay::GameOver(_))
    ) {
        let view = session.view(&texts, &ui());
        let effects = match next_intent(&view) {
            Some(intent) => session.handle(intent, &texts, &ui()),
            None => {
                let job = session.bot_job().unwrap();
                session.apply_bot(job.run())
            }
        };
        finished += effects
            .iter()
            .filter(|e| matches!(e, TableEffect::Finished(_)))
            .count();
    }
    assert_eq!(finished, 1);
    session.handle(TableIntent::Dismiss, &texts, &ui());
    assert_eq!(session.view(&texts, &ui()).overlay, None);
    session.handle(TableIntent::Rematch, &texts, &ui());
    let view = session.view(&texts, &ui());
    assert!(view.overlay.is_none());
    assert_eq!(session.table().unwrap().game_number(), 1);
    let _ = Seat(0);
}

#[test]
fn the_log_tells_every_game_in_full_sentences_of_the_viewers_language() {
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        for game in GameId::ALL.iter().copied() {
            let mut session = table(game, None, 3, 1, 19);
            for _ in 0..60 {
                step(&mut session, &texts);
            }
            let view = session.view(&texts, &ui());
            assert!(!view.log.is_empty(), "{game:?}");
            for line in &view.log {
                assert!(
                    !line.text.contains('[') && !line.text.contains('_'),
                    "{}",
                    line.text
                );
            }
            assert!(view.log.windows(2).all(|w| w[0].seq < w[1].seq));
        }
    }
}

#[test]
fn sessions_and_bot_jobs_cross_threads() {
    fn send_sync<T: Send + Sync + 'static>() {}
    send_sync::<TableSession>();
    send_sync::<AnyBotJob>();
    send_sync::<AnyBotMove>();
    let session = table(GameId::SeventySeven, None, 3, 0, 1);
    let job = session.bot_job().expect("bots only: a bot moves first");
    let result = std::thread::spawn(move || job.run()).join().unwrap();
    let mut session = session;
    assert!(session.apply_bot(result).contains(&TableEffect::Save));
}

/// Every text of `view` a player reads or hears, with the field it sits in: the
/// strings of its debug form (each field's value, whatever the game), the cards'
/// printed faces left out.
fn texts_read(view: &TableView) -> Vec<(String, String)> {
    let debug = format!("{view:?}");
    let mut found = Vec::new();
    let mut chars = debug.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if c != '"' {
            continue;
        }
        let field = debug[..at]
            .trim_end_matches([':', ' ', '('])
            .rsplit([' ', '(', '{', ','])
            .next()
            .unwrap_or_default()
            .to_owned();
        let mut text = String::new();
        while let Some((_, c)) = chars.next() {
            match c {
                '\\' => text.extend(chars.next().map(|(_, c)| c)),
                '"' => break,
                c => text.push(c),
            }
        }
        if field != "face" {
            found.push((field, text));
        }
    }
    found
}

/// Whatever a player reads at the table — status, prompts, the steps made, choices,
/// hints, the log, summaries, seat notes, spoken card labels — never names a card by
/// its typed notation, in any game, in either language, with hints asked all along.
#[test]
fn no_text_at_any_table_names_a_card_by_its_notation_code() {
    use crate::texts::notation::notation_code;
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        for (game, variant, players) in every_setup() {
            let mut session = table(game, variant, players, 1, 11);
            for turn in 0..400 {
                let view = session.view(&texts, &ui());
                for (field, text) in texts_read(&view) {
                    assert_eq!(
                        notation_code(&text),
                        None,
                        "{game:?} {variant:?} {}: {field}: {text}",
                        lang.tag()
                    );
                }
                let hint_due = view.pick.is_some()
                    && view.overlay.is_none()
                    && view.hint == HintView::None
                    && turn % 3 == 0;
                if hint_due {
                    session.handle(TableIntent::Hint, &texts, &ui());
                    let job = session.bot_job().expect("a hint job");
                    session.apply_bot(job.run());
                } else if !step(&mut session, &texts) {
                    break;
                }
            }
        }
    }
}

/// Every card of every deck is drawn as its deck prints it: a figure (or a symbol
/// alone), the ink, rings on 22Juhu's zeros, points on its numbers, symbols and words
/// on the special cards, never a notation code; no two cards of a deck look alike.
#[test]
fn every_card_of_every_deck_has_its_own_face_like_the_printed_deck() {
    use crate::texts::notation::notation_code;
    use std::collections::HashSet;
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        for game in GameId::ALL.iter().copied() {
            let faces = super::deck_faces(game, &texts, true);
            assert!(faces.len() > 10, "{game:?}");
            let distinct: HashSet<&CardFace> = faces.iter().collect();
            assert_eq!(
                distinct.len(),
                faces.len(),
                "{game:?}: two cards look alike"
            );
            for face in &faces {
                let symbol = matches!(face.art, CardArt::Symbol { .. });
                assert!(!face.figure.is_empty() || symbol, "{face:?}");
                assert_eq!(face.word.is_some(), symbol, "{face:?}");
                for text in [Some(&face.figure), face.word.as_ref()]
                    .into_iter()
                    .flatten()
                {
                    assert_eq!(notation_code(text), None, "{face:?}");
                }
            }
        }
    }
    let texts = Texts::new(Lang::De);
    let names = crate::texts::SeatNames::new(Vec::new(), None);
    let cx = super::words::Cx {
        texts: &texts,
        names: &names,
        marks: true,
    };
    use spieleabend_core::games::{elfer_raus, help_game, juhu22, seventy_seven};
    let red6 = elfer_raus::Card::new(elfer_raus::Colour::Red, 6).unwrap();
    let face = elfer_raus::ElferRaus::card_face(red6, &cx);
    assert_eq!((face.figure.as_str(), face.tint), ("6", Tint::Red));
    assert_eq!(face.mark.as_deref(), Some("▲"));
    let zero = juhu22::Card::zero(juhu22::Colour::Blue, 4).unwrap();
    let face = juhu22::Juhu22::card_face(zero, &cx);
    assert_eq!((face.figure.as_str(), face.tint), ("0", Tint::Blue));
    assert_eq!(face.art, CardArt::Rings { count: 4 });
    let face = juhu22::Juhu22::card_face(juhu22::Card::JUHU, &cx);
    assert_eq!(face.figure, "22");
    assert_eq!(face.word.as_deref(), Some("Juhu"));
    let minus = seventy_seven::Card::all()
        .find(|c| c.value() == Some(-10))
        .unwrap();
    assert_eq!(
        seventy_seven::SeventySeven::card_face(minus, &cx).figure,
        "\u{2212}10"
    );
    let joker = help_game::Help::card_face(help_game::Card::JOKER, &cx);
    assert_eq!(joker.figure, "");
    assert_eq!(joker.word.as_deref(), Some("Joker"));
    let no_marks = super::words::Cx { marks: false, ..cx };
    assert_eq!(elfer_raus::ElferRaus::card_face(red6, &no_marks).mark, None);
}
