use spieleabend_core::games::GameId;
use spieleabend_core::table::Pending;

use super::*;
use crate::table::{TableIntent, TableUi, TableView};
use crate::texts::{Lang, Texts};

fn ui() -> TableUi {
    TableUi {
        bot_pace_ms: 0,
        ..TableUi::default()
    }
}

/// Every guide's deals and decisions, run as a scenario by the engine.
#[test]
fn every_guide_is_a_scenario_the_engine_accepts() {
    assert!(Guide::games().contains(&GameId::ElferRaus));
    assert!(Guide::games().contains(&GameId::Juhu22));
    for game in Guide::games() {
        let guide = Guide::of(game).expect("the guide reads");
        let passed = spieleabend_core::scenario::run(&guide.scenario())
            .expect("the guide is a scenario")
            .unwrap_or_else(|failure| panic!("{game:?}: {failure:?}"));
        assert_eq!(passed.steps, guide.steps.len());
        assert!(guide.taught().count() > 1, "{game:?}: the person plays");
    }
}

/// The one move the coach points at, as the intent that makes (a step of) it.
fn taught_intent(view: &TableView, coach: &CoachView) -> TableIntent {
    match coach.target {
        CoachTarget::Card { id } => TableIntent::TapCard(id),
        CoachTarget::Choice { id } => TableIntent::Choose(id),
        CoachTarget::Confirm => TableIntent::Confirm,
        CoachTarget::Nothing | CoachTarget::Seat { .. } => {
            panic!("the coach points at the move: {coach:?} {:?}", view.pick)
        }
    }
}

/// Plays `game`'s guided game through intents to its end, trying every card the
/// rules refuse at each of the person's turns first.
fn play_guided(game: GameId, lang: Lang) {
    let texts = Texts::new(lang);
    let ui = ui();
    let mut guided = GuidedGame::start(game, "Mia").expect("the guide starts");
    let mut refusals = 0;
    for _ in 0..2000 {
        if guided.finished() {
            break;
        }
        let view = guided.table_view(&texts, &ui);
        let coach = guided.coach(&texts, &view);
        assert!(
            !coach.text.is_empty() && !coach.text.starts_with('['),
            "{coach:?}"
        );
        if view.overlay.is_some() {
            guided.handle(TableIntent::Dismiss, &texts, &ui);
            continue;
        }
        match guided.session().pending() {
            Pending::Bot { seat, .. } => {
                assert_eq!(coach.target, CoachTarget::Seat { seat: seat.0 });
                guided.wake(&texts, &ui);
                continue;
            }
            Pending::Human { .. } => {}
            other => panic!("{game:?}: the lesson waits for {other:?}"),
        }
        let made = guided.made();
        // Every card the rules refuse now is explained with the ruling it breaks,
        // and changes nothing.
        let ticking = view.pick.as_ref().is_some_and(|p| p.ticking);
        for card in view.hand.iter().filter(|c| !c.state.playable && !ticking) {
            guided.handle(TableIntent::TapCard(card.id), &texts, &ui);
            let after = guided.table_view(&texts, &ui);
            let coach = guided.coach(&texts, &after);
            let ruling = coach.ruling.clone().unwrap_or_default();
            assert!(
                !ruling.is_empty(),
                "{game:?}: {} has a ruling: {coach:?}",
                card.spoken
            );
            let mistake = coach.mistake.unwrap_or_default();
            assert!(
                mistake.contains(&ruling) && mistake.len() > ruling.len() + 20,
                "{mistake}"
            );
            assert_eq!(guided.made(), made);
            refusals += 1;
        }
        let view = guided.table_view(&texts, &ui);
        let coach = guided.coach(&texts, &view);
        guided.handle(taught_intent(&view, &coach), &texts, &ui);
        let after = guided.table_view(&texts, &ui);
        assert_eq!(
            guided.coach(&texts, &after).mistake,
            None,
            "{game:?}: the taught move is right"
        );
    }
    assert!(guided.finished(), "{game:?}: the lesson ends");
    // Every hand card may be laid in Rauswurf: nothing to refuse there.
    if game != GameId::Rauswurf {
        assert!(refusals > 0, "{game:?}: some cards were refused on the way");
    }
    let view = guided.table_view(&texts, &ui);
    let coach = guided.coach(&texts, &view);
    assert!(coach.finished && coach.step == coach.steps);
    assert_eq!(coach.text, texts.get(&guided.guide().done, &[]));
}

#[test]
fn each_guided_game_is_played_to_its_end_with_the_taught_moves() {
    for game in Guide::games() {
        for lang in Lang::ALL {
            play_guided(game, lang);
        }
    }
}

#[test]
fn another_move_than_the_one_taught_is_not_made_and_the_coach_asks_again() {
    let texts = Texts::new(Lang::En);
    let ui = ui();
    let mut guided = GuidedGame::start(GameId::Juhu22, "Mia").unwrap();
    // On to the first trick, which the person leads: every card may be led.
    let mut tries = 0;
    loop {
        tries += 1;
        assert!(tries < 100 && !guided.finished(), "the first trick comes");
        if matches!(guided.session().pending(), Pending::Bot { .. }) {
            guided.wake(&texts, &ui);
            continue;
        }
        let view = guided.table_view(&texts, &ui);
        if view
            .pick
            .as_ref()
            .is_some_and(|p| !p.ticking && p.choices.is_empty())
        {
            break;
        }
        let coach = guided.coach(&texts, &view);
        guided.handle(taught_intent(&view, &coach), &texts, &ui);
    }
    let view = guided.table_view(&texts, &ui);
    let taught = guided.coach(&texts, &view).target;
    let other = view
        .hand
        .iter()
        .find(|c| c.state.playable && !c.state.selected && !c.state.hinted)
        .expect("another card may be led")
        .id;
    let made = guided.made();
    guided.handle(TableIntent::TapCard(other), &texts, &ui);
    let after = guided.table_view(&texts, &ui);
    assert_eq!(after.hand.len(), view.hand.len(), "nothing was played");
    assert_eq!(guided.made(), made);
    let coach = guided.coach(&texts, &after);
    assert_eq!(coach.mistake, Some(texts.get("learn-mistake-other", &[])));
    assert_eq!(coach.target, taught, "the taught move is still lit up");
    // Undo does nothing during the lesson; a hint lights the taught move up again.
    assert!(
        !guided.view(&texts, &ui).undo.available,
        "no undo offered in a lesson"
    );
    let effects = guided.handle(TableIntent::Undo, &texts, &ui);
    assert!(effects.contains(&crate::table::TableEffect::Cue(crate::table::Cue::Invalid)));
    guided.handle(TableIntent::Hint, &texts, &ui);
    let view = guided.table_view(&texts, &ui);
    assert_eq!(guided.coach(&texts, &view).target, taught);
}

#[test]
fn a_lesson_saved_part_way_comes_back_where_it_was_and_can_be_skipped() {
    let texts = Texts::new(Lang::De);
    let ui = ui();
    for game in Guide::games() {
        let guide = Guide::of(game).unwrap();
        let half = guide.steps.len() / 2;
        let mut guided = GuidedGame::resume(game, "Mia", half).expect("the lesson resumes");
        assert_eq!(guided.made(), half);
        assert!(!guided.finished());
        let effects = guided.skip();
        assert!(guided.finished());
        assert!(effects.contains(&crate::table::TableEffect::Save));
        let view = guided.table_view(&texts, &ui);
        assert!(guided.coach(&texts, &view).finished);
        let too_far = GuidedGame::resume(game, "Mia", usize::MAX).unwrap();
        assert!(too_far.finished());
    }
}

#[test]
fn every_coach_sentence_exists_in_both_languages() {
    for game in Guide::games() {
        let guide = Guide::of(game).unwrap();
        let ids = guide
            .steps
            .iter()
            .filter_map(|s| s.coach.clone())
            .chain([guide.welcome.clone(), guide.done.clone()]);
        for id in ids {
            for lang in Lang::ALL {
                assert!(Texts::new(lang).has(&id), "{}: {id}", lang.tag());
            }
        }
    }
}

/// The rulings `docs/games/<game>.md` lists under "Learning to play".
fn beginner_rulings(game: GameId) -> Vec<String> {
    let file = match game {
        GameId::ElferRaus => "elfer-raus.md",
        GameId::SeventySeven => "77.md",
        GameId::Juhu22 => "22juhu.md",
        GameId::Rauswurf => "rauswurf.md",
        GameId::Help => "help.md",
    };
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../docs/games")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("the game's page");
    let section = text
        .split("\n## ")
        .find(|s| s.starts_with("Learning to play"))
        .unwrap_or_default();
    section
        .lines()
        .filter_map(|line| line.strip_prefix("- **"))
        .filter_map(|rest| rest.split("**").next())
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_beginner_ruling_is_taught_and_every_refusal_names_one() {
    for game in Guide::games() {
        let listed = beginner_rulings(game);
        assert!(listed.len() >= 4, "{game:?}: {listed:?}");
        let guide = Guide::of(game).unwrap();
        let taught: Vec<&String> = guide.steps.iter().flat_map(|s| &s.teaches).collect();
        for ruling in &listed {
            assert!(taught.contains(&ruling), "{game:?}: {ruling} is not taught");
        }
        for ruling in &taught {
            assert!(listed.contains(ruling), "{game:?}: {ruling} is not listed");
        }
        let codes = spieleabend_core::with_game!(game, G => {
            rule_error_codes::<<G as spieleabend_core::Game>::RuleError>()
        });
        for code in codes {
            if code == "juhu_duty" {
                // The mandatory round's duty: not in the guided hand's variant.
                assert_eq!(rulings::broken(game, &code), Some("J-B7"));
                continue;
            }
            let ruling = rulings::broken(game, &code)
                .unwrap_or_else(|| panic!("{game:?}: {code} names no ruling"));
            assert!(
                listed.iter().any(|r| r == ruling),
                "{game:?}: {ruling} is not listed"
            );
        }
    }
}

/// The codes of a game's rule errors without fields (every one a beginner can meet).
fn rule_error_codes<E: serde::de::DeserializeOwned>() -> Vec<String> {
    [
        "game_over",
        "not_your_turn",
        "not_in_hand",
        "does_not_fit",
        "must_lay_first",
        "wrong_decision",
        "must_follow",
        "juhu_duty",
        "double_on_double",
        "not_playable",
        "must_play_received",
        "cannot_help_with_that",
    ]
    .into_iter()
    .filter(|code| serde_json::from_value::<E>(serde_json::Value::String(code.to_string())).is_ok())
    .map(str::to_owned)
    .collect()
}
