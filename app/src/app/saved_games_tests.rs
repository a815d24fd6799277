//! One saved game per game: each listed on the home screen with its players and how
//! far it got, each resumed where it was left (after a kill too), none replaced
//! without a second start.

use spieleabend_core::games::GameId;

use super::tests::{app, go, home, next_step, persist, same, settle, setup, start, table};
use super::*;
use crate::storage::Storage;
use crate::storage::tests::TempDir;
use crate::texts::Lang;

/// Plays `steps` of the person's steps at the table shown (fewer if the game ends).
fn play(app: &mut App, steps: usize) {
    for _ in 0..steps {
        let Some(intent) = next_step(app) else { return };
        go(app, Intent::Table(intent));
    }
}

/// The keys of the home screen's "continue" entries, in order.
fn continue_keys(app: &App) -> Vec<String> {
    home(app)
        .items
        .iter()
        .filter(|e| e.item == HomeItem::Continue)
        .map(|e| e.game_key.clone().expect("a continue entry names its game"))
        .collect()
}

#[test]
fn each_game_keeps_its_own_save_and_home_lists_the_one_played_last_first() {
    let mut app = app();
    start(&mut app, GameId::ElferRaus);
    play(&mut app, 6);
    let elfer = same(app.view());
    go(&mut app, Intent::Back);
    start(&mut app, GameId::SeventySeven);
    play(&mut app, 4);
    let seventy_seven = same(app.view());
    go(&mut app, Intent::Back);
    assert_eq!(continue_keys(&app), ["seventy_seven", "elfer_raus"]);

    let entries = home(&app).items;
    assert_eq!(entries[0].label, "Continue 77");
    let detail = entries[0].detail.as_deref().unwrap();
    assert!(detail.contains("Bot 1"), "{detail}");
    let progress = entries[0].progress.as_deref().unwrap();
    assert!(progress.starts_with("Game 1 · "), "{progress}");
    assert!(progress.ends_with(" to play"), "{progress}");
    // The menu follows the saved games.
    assert_eq!(entries[2].item, HomeItem::NewGame);

    // Each comes back exactly as left, and becomes the one played last.
    go(&mut app, entries[1].intent());
    assert_eq!(same(app.view()), elfer);
    go(&mut app, Intent::Back);
    assert_eq!(continue_keys(&app), ["elfer_raus", "seventy_seven"]);
    go(&mut app, Intent::Resume("seventy_seven".into()));
    assert_eq!(same(app.view()), seventy_seven);
    // "Continue" alone goes to the one played last.
    go(&mut app, Intent::Back);
    go(&mut app, Intent::Open(HomeItem::Continue));
    assert_eq!(same(app.view()), seventy_seven);
}

#[test]
fn resuming_a_game_without_a_save_or_an_unknown_key_does_nothing() {
    let mut app = app();
    start(&mut app, GameId::ElferRaus);
    go(&mut app, Intent::Back);
    for key in ["help", "chess", ""] {
        go(&mut app, Intent::Resume(key.into()));
        assert!(matches!(app.view().screen, ScreenView::Home(_)), "{key}");
    }
}

#[test]
fn several_saves_come_back_apart_after_a_kill() {
    let tmp = TempDir::new("saves");
    let storage = Storage::open(&tmp.0).unwrap();
    let mut app = App::new(storage.load(Lang::En), 5);
    let step = |app: &mut App, intent: Intent| {
        let effects = app.dispatch(intent);
        let rest = settle(app, effects.clone());
        persist(&storage, app, &effects);
        persist(&storage, app, &rest);
    };
    let mut left = Vec::new();
    for game in [GameId::Help, GameId::Juhu22, GameId::Rauswurf] {
        step(&mut app, Intent::Open(HomeItem::NewGame));
        step(
            &mut app,
            Intent::Setup(SetupIntent::ChooseGame(game.info().key.into())),
        );
        step(&mut app, Intent::Setup(SetupIntent::Start));
        for _ in 0..5 {
            if let Some(intent) = next_step(&app) {
                step(&mut app, Intent::Table(intent));
            }
        }
        left.push((game, same(app.view())));
        step(&mut app, Intent::Back);
    }
    // Killed on the home screen: every save is there, the one played last first.
    let mut back = App::new(storage.load(Lang::En), 99);
    assert_eq!(same(back.view()), same(app.view()));
    assert_eq!(continue_keys(&back), ["rauswurf", "juhu22", "help"]);
    for (game, view) in &left {
        go(&mut back, Intent::Resume(game.info().key.into()));
        assert_eq!(&same(back.view()), view, "{game:?}");
        go(&mut back, Intent::Back);
    }
}

#[test]
fn a_saved_game_is_replaced_only_on_a_second_start() {
    let mut app = app();
    start(&mut app, GameId::ElferRaus);
    play(&mut app, 6);
    let saved = same(app.view());
    go(&mut app, Intent::Back);

    // Another game starts at once and keeps the first.
    start(&mut app, GameId::Help);
    go(&mut app, Intent::Back);
    assert_eq!(continue_keys(&app), ["help", "elfer_raus"]);

    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        Intent::Setup(SetupIntent::ChooseGame("elfer_raus".into())),
    );
    let before = setup(&app);
    assert_eq!(
        before.replaces.as_deref(),
        Some("You have a saved game of Elfer raus!: starting asks before it is replaced.")
    );
    assert_eq!(before.start_label, "Start the game");
    // The first start only asks.
    go(&mut app, Intent::Setup(SetupIntent::Start));
    let asking = setup(&app);
    assert_eq!(asking.start_label, "Replace and start");
    assert!(
        asking
            .replaces
            .unwrap()
            .starts_with("Start again to replace")
    );
    // Any change asks again, and so does leaving the screen.
    go(&mut app, Intent::Setup(SetupIntent::SetPlayers(3)));
    assert_eq!(setup(&app).start_label, "Start the game");
    go(&mut app, Intent::Setup(SetupIntent::Start));
    go(&mut app, Intent::Back);
    go(&mut app, Intent::Open(HomeItem::NewGame));
    assert_eq!(setup(&app).start_label, "Start the game");
    go(&mut app, Intent::Back);
    go(&mut app, Intent::Resume("elfer_raus".into()));
    assert_eq!(same(app.view()), saved);

    // The second start in a row replaces it.
    go(&mut app, Intent::Back);
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(&mut app, Intent::Setup(SetupIntent::Start));
    go(&mut app, Intent::Setup(SetupIntent::Start));
    assert_eq!(table(&app).game, GameId::ElferRaus);
    assert_ne!(same(app.view()), saved);
    go(&mut app, Intent::Back);
    assert_eq!(continue_keys(&app), ["elfer_raus", "help"]);
}

#[test]
fn a_game_over_is_no_save_and_its_game_starts_anew_without_asking() {
    let mut app = app();
    start(&mut app, GameId::SeventySeven);
    super::tests::play_to_the_end(&mut app);
    go(&mut app, Intent::Back);
    assert!(continue_keys(&app).is_empty());
    start(&mut app, GameId::SeventySeven);
    assert!(matches!(app.view().screen, ScreenView::Table(_)));
}

#[test]
fn a_session_of_the_one_game_format_reads_as_that_save() {
    let mut app = app();
    start(&mut app, GameId::ElferRaus);
    play(&mut app, 3);
    let view = same(app.view());
    let mut doc: serde_json::Value = serde_json::from_str(&app.session_document()).unwrap();
    let games = doc["games"].take();
    doc.as_object_mut().unwrap().remove("games");
    doc["version"] = 1.into();
    doc["game"] = games[0].clone();
    let old = Session::from_document(&doc.to_string()).expect("a version 1 session reads");
    let back = App::new(
        Saved {
            session: Some(old),
            ..Saved::default()
        },
        0,
    );
    assert_eq!(same(back.view()), view);
}

#[test]
fn a_session_with_two_saves_of_one_game_is_refused() {
    let mut app = app();
    start(&mut app, GameId::ElferRaus);
    let mut doc: serde_json::Value = serde_json::from_str(&app.session_document()).unwrap();
    let game = doc["games"][0].clone();
    doc["games"] = serde_json::json!([game.clone(), game]);
    let error = Session::from_document(&doc.to_string()).unwrap_err();
    assert!(error.contains("two saved games"), "{error}");
}
