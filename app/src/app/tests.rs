//! Every screen's transitions, the session surviving a kill, and the start-menu defects
//! (a setting row never starts or moves on, hosting is its own screen, a damaged save is
//! reported in words, 22Juhu pro's cycles are finite, no undo after game over).

use std::collections::VecDeque;

use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::OptionValue;
use spieleabend_core::table::{BotLevel, Opponents};

use super::*;
use crate::screens::Control;
use crate::screens::nearby::BluetoothFailure;
use crate::screens::settings::{BotPace, SettingKey};
use crate::screens::setup::SeatPlayer;
use crate::storage::tests::TempDir;
use crate::storage::{Damage, Storage};
use crate::table::Overlay;
use crate::texts::Lang;

pub(super) fn app() -> App {
    App::new(Saved::default(), 7)
}

/// Performs the effects the runtime would, at once: thinking, waking; returns the rest.
pub(super) fn settle(app: &mut App, effects: Vec<Effect>) -> Vec<Effect> {
    let mut queue: VecDeque<Effect> = effects.into();
    let mut rest = Vec::new();
    while let Some(effect) = queue.pop_front() {
        match effect {
            Effect::Think => {
                if let Some(job) = app.bot_job() {
                    queue.extend(app.apply_bot(job.run()));
                }
            }
            Effect::WakeAfter { .. } => queue.extend(app.wake()),
            other => rest.push(other),
        }
    }
    rest
}

pub(super) fn go(app: &mut App, intent: Intent) -> Vec<Effect> {
    let effects = app.dispatch(intent);
    settle(app, effects)
}

pub(super) fn kind(view: &AppView) -> ScreenKind {
    match view.screen {
        ScreenView::Home(_) => ScreenKind::Home,
        ScreenView::Setup(_) => ScreenKind::Setup,
        ScreenView::Table(_) => ScreenKind::Table,
        ScreenView::Settings(_) => ScreenKind::Settings,
        ScreenView::Statistics(_) => ScreenKind::Statistics,
        ScreenView::Rules(_) => ScreenKind::Rules,
        ScreenView::RulesPage(_) => ScreenKind::RulesPage,
        ScreenView::Nearby(_) => ScreenKind::Nearby,
        ScreenView::NearbyHost(_) => ScreenKind::NearbyHost,
        ScreenView::NearbyJoin(_) => ScreenKind::NearbyJoin,
    }
}

pub(super) fn home(app: &App) -> HomeView {
    match app.view().screen {
        ScreenView::Home(home) => home,
        other => panic!("not home: {other:?}"),
    }
}

pub(super) fn setup(app: &App) -> SetupView {
    match app.view().screen {
        ScreenView::Setup(setup) => setup,
        other => panic!("not the setup: {other:?}"),
    }
}

pub(super) fn table(app: &App) -> TableView {
    match app.view().screen {
        ScreenView::Table(table) => table,
        other => panic!("not the table: {other:?}"),
    }
}

/// Whether the effects save `doc`.
fn persisted(effects: &[Effect], doc: DocKind) -> bool {
    effects.contains(&Effect::Persist { doc })
}

/// The view without its revision (which counts changes in this process only), to
/// compare an app with its restored copy.
pub(crate) fn same(mut view: AppView) -> AppView {
    view.revision = 0;
    view
}

fn setup_intent(intent: SetupIntent) -> Intent {
    Intent::Setup(intent)
}

/// Starts `game` against bots with one person.
pub(super) fn start(app: &mut App, game: GameId) -> Vec<Effect> {
    go(app, Intent::Open(HomeItem::NewGame));
    go(
        app,
        setup_intent(SetupIntent::ChooseGame(game.info().key.into())),
    );
    go(app, setup_intent(SetupIntent::Start))
}

/// The person's next step at the table shown: past a curtain or summary, else the
/// hinted move (asking for the hint first); `None` at game over.
pub(super) fn next_step(app: &App) -> Option<TableIntent> {
    let view = table(app);
    Some(match &view.overlay {
        Some(Overlay::GameOver(_)) => return None,
        Some(Overlay::Curtain { .. }) => TableIntent::Ready,
        Some(Overlay::Summary(_)) => TableIntent::Dismiss,
        None => match (&view.pick, &view.hint) {
            (Some(pick), HintView::Ready { .. }) if pick.confirm.is_some() => TableIntent::Confirm,
            (Some(_), _) => TableIntent::Hint,
            (None, _) => panic!("nothing to do at {view:?}"),
        },
    })
}

/// Plays the person's turns by their hint until the game is over; returns every
/// effect seen.
pub(super) fn play_to_the_end(app: &mut App) -> Vec<Effect> {
    let mut seen = Vec::new();
    for _ in 0..20_000 {
        let Some(intent) = next_step(app) else {
            return seen;
        };
        seen.extend(go(app, Intent::Table(intent)));
    }
    panic!("the game did not end");
}

use crate::table::HintView;

#[test]
fn home_offers_continue_only_with_a_saved_game() {
    let mut app = app();
    let items: Vec<HomeItem> = home(&app).items.iter().map(|e| e.item).collect();
    assert_eq!(
        items,
        [
            HomeItem::NewGame,
            HomeItem::Nearby,
            HomeItem::Statistics,
            HomeItem::Settings,
            HomeItem::Rules
        ]
    );
    assert_eq!(app.view().back, None);
    // "Continue" without a game does nothing.
    assert!(go(&mut app, Intent::Open(HomeItem::Continue)).is_empty());
    assert_eq!(kind(&app.view()), ScreenKind::Home);

    start(&mut app, GameId::ElferRaus);
    go(&mut app, Intent::Back);
    let home = home(&app);
    assert_eq!(home.items[0].item, HomeItem::Continue);
    assert_eq!(home.items[0].label, "Continue Elfer raus!");
    assert_eq!(home.items[0].game_key.as_deref(), Some("elfer_raus"));
    go(&mut app, Intent::Open(HomeItem::Continue));
    assert_eq!(kind(&app.view()), ScreenKind::Table);
}

#[test]
fn every_screen_of_home_opens_and_back_returns_home() {
    for (item, screen) in [
        (HomeItem::NewGame, ScreenKind::Setup),
        (HomeItem::Nearby, ScreenKind::Nearby),
        (HomeItem::Statistics, ScreenKind::Statistics),
        (HomeItem::Settings, ScreenKind::Settings),
        (HomeItem::Rules, ScreenKind::Rules),
    ] {
        let mut app = app();
        let effects = go(&mut app, Intent::Open(item));
        assert_eq!(kind(&app.view()), screen);
        // A screen change is saved at once.
        assert!(persisted(&effects, DocKind::Session), "{item:?}");
        let back = app.view().back.expect("back is possible");
        assert_eq!(back.to, ScreenKind::Home);
        assert_eq!(back.label, "Back to the start");
        go(&mut app, Intent::Back);
        assert_eq!(kind(&app.view()), ScreenKind::Home);
        // Back on home does nothing (the system leaves the app).
        assert!(go(&mut app, Intent::Back).is_empty());
    }
}

#[test]
fn opening_a_screen_already_open_returns_to_it_instead_of_stacking() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Settings));
    go(&mut app, Intent::Open(HomeItem::Rules));
    go(&mut app, Intent::Open(HomeItem::Settings));
    assert_eq!(kind(&app.view()), ScreenKind::Settings);
    assert_eq!(app.view().back.unwrap().to, ScreenKind::Home);
}

#[test]
fn settings_change_persist_and_speak_the_new_language() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Settings));
    // Colour-blind marks are on from the start, so no card is told by colour alone.
    assert!(app.settings().colour_blind_marks);
    let effects = go(
        &mut app,
        Intent::Settings(SettingsIntent::Toggle(SettingKey::ColourBlindMarks)),
    );
    let saved: Settings = serde_json::from_str(&app.document(DocKind::Settings)).unwrap();
    assert!(persisted(&effects, DocKind::Settings));
    assert!(!saved.colour_blind_marks);
    go(
        &mut app,
        Intent::Settings(SettingsIntent::Choose {
            key: SettingKey::BotPace,
            index: 2,
        }),
    );
    assert_eq!(app.settings().bot_pace, BotPace::Fast);
    go(
        &mut app,
        Intent::Settings(SettingsIntent::Choose {
            key: SettingKey::Language,
            index: 0,
        }),
    );
    let view = app.view();
    let ScreenView::Settings(settings) = &view.screen else {
        panic!()
    };
    assert_eq!(settings.title, "Einstellungen");
    assert_eq!(view.back.unwrap().label, "Zurück zum Start");
    // An intent that changes nothing saves nothing; a toggle on a choice row is one.
    assert!(
        go(
            &mut app,
            Intent::Settings(SettingsIntent::Toggle(SettingKey::Language))
        )
        .is_empty()
    );
}

#[test]
fn animation_speed_card_size_and_left_hand_are_saved_and_reach_every_view() {
    use crate::screens::settings::{AnimationSpeed, CardSize};
    let mut app = app();
    assert_eq!(app.view().look, app.settings().look());
    assert_eq!(app.view().look.animation_speed, AnimationSpeed::Normal);
    go(&mut app, Intent::Open(HomeItem::Settings));
    let choose = |key, index| Intent::Settings(SettingsIntent::Choose { key, index });
    for (intent, expect) in [
        (choose(SettingKey::AnimationSpeed, 0), DocKind::Settings),
        (choose(SettingKey::CardSize, 2), DocKind::Settings),
        (
            Intent::Settings(SettingsIntent::Toggle(SettingKey::LeftHanded)),
            DocKind::Settings,
        ),
    ] {
        let effects = go(&mut app, intent);
        assert!(persisted(&effects, expect));
    }
    // Out of range, or a toggle on a row of choices: nothing changes, nothing is saved.
    assert!(go(&mut app, choose(SettingKey::CardSize, 3)).is_empty());
    assert!(
        go(
            &mut app,
            Intent::Settings(SettingsIntent::Toggle(SettingKey::AnimationSpeed))
        )
        .is_empty()
    );
    let saved: Settings = serde_json::from_str(&app.document(DocKind::Settings)).unwrap();
    assert_eq!(saved.animation_speed, AnimationSpeed::Off);
    assert_eq!(saved.card_size, CardSize::Large);
    assert!(saved.left_handed);
    // Every screen carries them, the table included.
    go(&mut app, Intent::Back);
    start(&mut app, GameId::ElferRaus);
    let view = app.view();
    assert!(matches!(view.screen, ScreenView::Table(_)));
    assert_eq!(
        view.look,
        crate::screens::settings::Look {
            animation_speed: AnimationSpeed::Off,
            card_size: CardSize::Large,
            left_handed: true,
        }
    );
    // The rows read as the player's words, each choice marked.
    let mut app = App::new(
        Saved {
            settings: saved,
            ..Saved::default()
        },
        1,
    );
    go(&mut app, Intent::Open(HomeItem::Settings));
    let ScreenView::Settings(settings) = app.view().screen else {
        panic!()
    };
    let row = |key| settings.rows.iter().find(|r| r.key == key).unwrap();
    let Control::Choice { choices } = &row(SettingKey::CardSize).control else {
        panic!()
    };
    assert_eq!(row(SettingKey::CardSize).label, "Card size");
    let labels: Vec<&str> = choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["Small", "Normal", "Large"]);
    assert!(choices[2].selected);
    assert_eq!(
        row(SettingKey::LeftHanded).control,
        Control::Toggle { on: true }
    );
    // A settings file from before these rows loads with their defaults.
    let old: Settings = serde_json::from_str(r#"{"lang":"de","bot_pace":"fast"}"#).unwrap();
    assert_eq!(old.look(), Settings::default().look());
}

#[test]
fn setup_offers_the_guided_first_game_until_the_game_was_played_once() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::NewGame));
    let offer = |app: &App| match app.view().screen {
        ScreenView::Setup(setup) => setup.guided,
        _ => panic!("not the setup"),
    };
    for game in GameId::ALL {
        go(
            &mut app,
            setup_intent(SetupIntent::ChooseGame(game.info().key.into())),
        );
        let guided = offer(&app);
        assert_eq!(
            guided.is_some(),
            crate::learn::Guide::games().contains(game),
            "{game:?}"
        );
        if let Some(guided) = guided {
            assert_eq!(guided.game_key, game.info().key);
            assert!(guided.text.contains(game.info().name), "{}", guided.text);
        }
    }
    // Its button starts the lesson of that game.
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("elfer_raus".into())),
    );
    let key = offer(&app).unwrap().game_key;
    go(&mut app, Intent::Learn(key));
    let ScreenView::Table(table) = app.view().screen else {
        panic!("the lesson's table")
    };
    assert!(table.coach.is_some());
    // Once Elfer raus! was played to the end, its setup offers no lesson any more.
    go(&mut app, Intent::Home);
    start(&mut app, GameId::ElferRaus);
    play_to_the_end(&mut app);
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("elfer_raus".into())),
    );
    assert!(offer(&app).is_none());
}

#[test]
fn statistics_show_every_game_and_count_a_finished_game_by_bot_level() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Statistics));
    let ScreenView::Statistics(stats) = app.view().screen else {
        panic!()
    };
    assert_eq!(stats.games.len(), GameId::ALL.len());
    assert!(
        stats
            .games
            .iter()
            .all(|g| g.empty.as_deref() == Some("Not played yet."))
    );

    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("elfer_raus".into())),
    );
    go(&mut app, setup_intent(SetupIntent::SetPlayers(2)));
    go(
        &mut app,
        setup_intent(SetupIntent::SetSeatPlayer {
            seat: 1,
            player: SeatPlayer::Bot(BotLevel::Easy),
        }),
    );
    go(&mut app, setup_intent(SetupIntent::Start));
    let seen = play_to_the_end(&mut app);
    assert!(persisted(&seen, DocKind::Statistics), "statistics saved");
    let saved: spieleabend_core::table::Statistics =
        serde_json::from_str(&app.document(DocKind::Statistics)).unwrap();
    assert_eq!(saved.record("elfer_raus", Opponents::Easy).played, 1);
    assert_eq!(app.statistics(), &saved);

    go(&mut app, Intent::Open(HomeItem::Statistics));
    let ScreenView::Statistics(stats) = app.view().screen else {
        panic!()
    };
    let elfer = &stats.games[0];
    assert_eq!(elfer.rows.len(), 1);
    assert_eq!(elfer.rows[0].opponents, "Bots: easy");
    // The row's sentence says the record; the label beside it says against whom.
    let summary = &elfer.rows[0].summary;
    assert!(summary.starts_with("One game, "), "{summary}");
    assert!(!summary.contains("Bots"), "{summary}");
    // The table's row: games, wins, win rate, streaks and place, under six headings.
    let row = &elfer.rows[0];
    assert_eq!(stats.columns.len(), row.cells.len());
    assert_eq!(stats.columns[2], "Win rate");
    let won = row.won == 1;
    assert_eq!(
        row.cells[..3],
        [
            "1",
            if won { "1" } else { "0" },
            if won { "100%" } else { "0%" }
        ]
    );

    // Resetting asks first; leaving the screen or keeping them keeps every record.
    let reset = stats
        .reset
        .expect("a reset button once something is recorded");
    assert!(reset.question.is_none());
    let ask = Intent::Statistics(StatisticsIntent::Reset);
    let confirm = Intent::Statistics(StatisticsIntent::ConfirmReset);
    assert!(
        go(&mut app, confirm.clone()).is_empty(),
        "no reset without the question"
    );
    go(&mut app, ask.clone());
    let question = |app: &App| match app.view().screen {
        ScreenView::Statistics(s) => s.reset.and_then(|r| r.question),
        _ => panic!(),
    };
    assert!(question(&app).unwrap().contains("cannot be undone"));
    go(&mut app, Intent::Statistics(StatisticsIntent::KeepAll));
    assert!(question(&app).is_none());
    go(&mut app, ask.clone());
    go(&mut app, Intent::Back);
    go(&mut app, Intent::Open(HomeItem::Statistics));
    assert!(question(&app).is_none(), "leaving the screen keeps them");
    assert!(go(&mut app, confirm.clone()).is_empty());
    assert_eq!(app.statistics(), &saved);
    go(&mut app, ask);
    let effects = go(&mut app, confirm);
    assert!(persisted(&effects, DocKind::Statistics));
    assert_eq!(
        app.statistics(),
        &spieleabend_core::table::Statistics::default()
    );
    let ScreenView::Statistics(stats) = app.view().screen else {
        panic!()
    };
    assert!(stats.reset.is_none() && stats.games.iter().all(|g| g.rows.is_empty()));
}

#[test]
fn after_game_over_undo_is_not_offered_and_continue_is_gone() {
    let mut app = app();
    start(&mut app, GameId::SeventySeven);
    play_to_the_end(&mut app);
    let view = table(&app);
    assert!(!view.undo.available);
    // Asking anyway changes nothing.
    go(&mut app, Intent::Table(TableIntent::Undo));
    assert!(matches!(table(&app).overlay, Some(Overlay::GameOver(_))));
    go(&mut app, Intent::Back);
    assert!(
        home(&app)
            .items
            .iter()
            .all(|e| e.item != HomeItem::Continue)
    );
}

#[test]
fn setup_is_built_from_the_registry_and_every_change_stays_on_the_screen() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::NewGame));
    let view = setup(&app);
    assert_eq!(view.games.len(), GameId::ALL.len());
    assert!(view.can_start);
    // Changing rows never starts the game nor leaves the screen; only Start does.
    let changes = [
        SetupIntent::ChooseGame("juhu22".into()),
        SetupIntent::ChooseVariant(1),
        SetupIntent::SetPlayers(3),
        SetupIntent::RenameSeat {
            seat: 0,
            name: "Anna".into(),
        },
        SetupIntent::SetSeatPlayer {
            seat: 2,
            player: SeatPlayer::Bot(BotLevel::Hard),
        },
        SetupIntent::SetOption {
            key: "counter_clockwise".into(),
            value: OptionValue::Bool(true),
        },
        SetupIntent::ResetOptions,
    ];
    for change in changes {
        let effects = go(&mut app, setup_intent(change.clone()));
        assert_eq!(kind(&app.view()), ScreenKind::Setup, "{change:?}");
        assert!(app.game().is_none(), "{change:?}");
        assert!(persisted(&effects, DocKind::Session), "{change:?}");
    }
    let view = setup(&app);
    assert_eq!(view.seats.len(), 3);
    assert_eq!(view.seats[0].name, "Anna");
    assert_eq!(view.seats[1].default_name, "Bot 1");
    go(&mut app, setup_intent(SetupIntent::Start));
    assert_eq!(kind(&app.view()), ScreenKind::Table);
    // The table replaced the setup: back goes home.
    assert_eq!(app.view().back.unwrap().to, ScreenKind::Home);
    let seats = app.game().unwrap().seats();
    assert_eq!(seats[0].name, "Anna");
    assert_eq!(seats[2].kind, SeatKind::Bot(BotLevel::Hard));
}

#[test]
fn the_player_count_stays_in_the_games_range() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("juhu22".into())),
    );
    go(&mut app, setup_intent(SetupIntent::SetPlayers(99)));
    let (_, max) = GameId::Juhu22.info().players_of(Some("basic5"));
    assert_eq!(setup(&app).seats.len(), usize::from(max));
    go(&mut app, setup_intent(SetupIntent::SetPlayers(0)));
    let (min, _) = GameId::Juhu22.info().players_of(Some("basic5"));
    assert_eq!(setup(&app).seats.len(), usize::from(min));
}

#[test]
fn setup_problems_are_said_in_words_and_keep_the_game_from_starting() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(&mut app, setup_intent(SetupIntent::SetPlayers(3)));
    go(
        &mut app,
        setup_intent(SetupIntent::SetSeatPlayer {
            seat: 0,
            player: SeatPlayer::Bot(BotLevel::Easy),
        }),
    );
    go(
        &mut app,
        setup_intent(SetupIntent::RenameSeat {
            seat: 1,
            name: "Bot 1".into(),
        }),
    );
    let view = setup(&app);
    assert!(!view.can_start);
    assert_eq!(
        view.problems,
        [
            "At least one seat must be a person at this device.",
            "Two seats are called Bot 1; give them different names."
        ]
    );
    go(&mut app, setup_intent(SetupIntent::Start));
    assert_eq!(kind(&app.view()), ScreenKind::Setup);
    assert!(app.game().is_none());

    // An option out of range (typed in) is named with its label and range.
    let mut app = App::new(Saved::default(), 1);
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("juhu22".into())),
    );
    go(&mut app, setup_intent(SetupIntent::ChooseVariant(2)));
    go(
        &mut app,
        setup_intent(SetupIntent::SetOption {
            key: "games_per_player".into(),
            value: OptionValue::Int(500),
        }),
    );
    let view = setup(&app);
    assert_eq!(
        view.problems,
        ["Games per player must be between 1 and 100."]
    );
    assert!(!view.can_start);
}

#[test]
fn juhu22_pro_starts_with_a_finite_number_of_cycles() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("juhu22".into())),
    );
    let pro = GameId::Juhu22
        .info()
        .variants
        .iter()
        .position(|v| v.key == "pro")
        .unwrap();
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseVariant(pro as u32)),
    );
    let view = setup(&app);
    let cycles = view
        .options
        .iter()
        .find(|o| o.key == "max_cycles")
        .expect("pro has a cycle limit");
    let Control::Number { value, shown, .. } = &cycles.control else {
        panic!("{cycles:?}")
    };
    assert!(*value > 0, "pro must not default to no limit");
    assert_eq!(shown, &value.to_string());
}

#[test]
fn hosting_needs_its_own_screen_and_an_explicit_open() {
    let mut app = app();
    // From home: the nearby menu opens nothing on the network.
    let effects = go(&mut app, Intent::Open(HomeItem::Nearby));
    assert!(!effects.iter().any(|e| matches!(e, Effect::OpenLink(_))));
    // Opening a table is not possible from the menu itself.
    assert!(
        !go(&mut app, Intent::Nearby(NearbyIntent::OpenTable))
            .iter()
            .any(|e| matches!(e, Effect::OpenLink(_)))
    );
    let effects = go(&mut app, Intent::Nearby(NearbyIntent::GoHost));
    assert!(!effects.iter().any(|e| matches!(e, Effect::OpenLink(_))));
    let ScreenView::NearbyHost(host) = app.view().screen else {
        panic!()
    };
    assert!(!host.open);
    assert_eq!(host.action_label, "Open the table to others");
    // The default setup has no seat for anyone to join: nothing opens, and it says why.
    assert!(!host.can_open);
    assert!(
        host.notice
            .unwrap()
            .starts_with("Set at least one more seat to Person")
    );
    assert!(go(&mut app, Intent::Nearby(NearbyIntent::OpenTable)).is_empty());
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::SetSeatPlayer {
            seat: 1,
            player: SeatPlayer::Person,
        }),
    );
    go(&mut app, Intent::Open(HomeItem::Nearby));
    go(&mut app, Intent::Nearby(NearbyIntent::GoHost));
    let ScreenView::NearbyHost(host) = app.view().screen else {
        panic!()
    };
    assert!(host.can_open);
    let effects = go(&mut app, Intent::Nearby(NearbyIntent::OpenTable));
    let [Effect::OpenLink(LinkRequest::Host { seats, .. })] = effects.as_slice() else {
        panic!("{effects:?}")
    };
    // The host keeps the first seat; the other person's seat is for a device joining.
    assert_eq!(seats[0].kind, SeatKind::Human);
    assert_eq!(seats[1].kind, SeatKind::Remote);
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Hosting {
            address: "192.168.1.20:7777".into(),
            code: "4711".into(),
        }),
    );
    let ScreenView::NearbyHost(host) = app.view().screen else {
        panic!()
    };
    assert_eq!(
        host.join_info.as_deref(),
        Some("Others join at 192.168.1.20:7777 with the code 4711.")
    );
    // Leaving the host's screen closes the table.
    let effects = go(&mut app, Intent::Back);
    assert!(effects.contains(&Effect::CloseLink));
}

#[test]
fn the_join_screen_looks_for_tables_while_shown_and_checks_address_and_code() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Nearby));
    let effects = go(&mut app, Intent::Nearby(NearbyIntent::GoJoin));
    assert!(effects.contains(&Effect::StartDiscovery));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Found(vec![FoundTable {
            name: "Anna".into(),
            address: "10.0.0.5:7777".into(),
            medium: Medium::Network,
            game_key: Some("elfer_raus".into()),
        }])),
    );
    let join = |app: &App| match app.view().screen {
        ScreenView::NearbyJoin(join) => join,
        other => panic!("{other:?}"),
    };
    assert_eq!(join(&app).found_note, "One table found nearby.");
    assert!(!join(&app).can_connect);
    // Connect without an address or code does nothing.
    assert!(go(&mut app, Intent::Nearby(NearbyIntent::Connect)).is_empty());
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(0)));
    assert_eq!(
        join(&app).notice.as_deref(),
        Some("Type the join code the host's screen shows.")
    );
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::SetCode("4711".into())),
    );
    assert!(join(&app).can_connect);
    let effects = go(&mut app, Intent::Nearby(NearbyIntent::Connect));
    assert_eq!(
        effects,
        [Effect::OpenLink(LinkRequest::Join {
            address: "10.0.0.5:7777".into(),
            code: "4711".into()
        })]
    );
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::LinkClosed {
            reason: "The code is wrong.".into(),
        }),
    );
    assert_eq!(join(&app).notice.as_deref(), Some("The code is wrong."));
    let effects = go(&mut app, Intent::Back);
    assert!(effects.contains(&Effect::StopDiscovery));
}

/// The join screen with two tables found: Anna's over the network, Ben's over
/// Bluetooth.
fn join_with_both_media() -> App {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Nearby));
    go(&mut app, Intent::Nearby(NearbyIntent::GoJoin));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Found(vec![
            FoundTable {
                name: "Anna’s table".into(),
                address: "10.0.0.5:7777".into(),
                medium: Medium::Network,
                game_key: Some("elfer_raus".into()),
            },
            FoundTable {
                name: "Ben’s table".into(),
                address: "AA:BB:CC:DD:EE:FF".into(),
                medium: Medium::Bluetooth,
                game_key: Some("seventy_seven".into()),
            },
        ])),
    );
    app
}

fn join_view(app: &App) -> JoinView {
    match app.view().screen {
        ScreenView::NearbyJoin(join) => join,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_join_list_says_how_each_table_is_reached_and_which_one_is_chosen() {
    let mut app = join_with_both_media();
    let found = join_view(&app).found;
    let labels: Vec<&str> = found.iter().map(|f| f.label.as_str()).collect();
    assert_eq!(
        labels,
        ["Anna’s table · network", "Ben’s table · Bluetooth"]
    );
    assert_eq!(found[1].medium, Medium::Bluetooth);
    assert_eq!(found[1].address, "AA:BB:CC:DD:EE:FF");
    assert!(found.iter().all(|f| !f.chosen));
    // The Bluetooth table is chosen: it has no address to type, so the field empties.
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(1)));
    let join = join_view(&app);
    assert_eq!(
        join.found.iter().map(|f| f.chosen).collect::<Vec<_>>(),
        [false, true]
    );
    assert_eq!(join.address, "");
    assert_eq!(
        join.notice.as_deref(),
        Some("Type the join code the host's screen shows.")
    );
    // Typing an address gives the Bluetooth table up; choosing Anna's marks hers.
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::SetAddress("10.0.0.5:7777".into())),
    );
    let chosen: Vec<bool> = join_view(&app).found.iter().map(|f| f.chosen).collect();
    assert_eq!(chosen, [true, false]);
    // In German the medium has its German word.
    let mut de = App::new(
        Saved {
            settings: Settings::in_lang(Lang::De),
            ..Saved::default()
        },
        7,
    );
    go(&mut de, Intent::Open(HomeItem::Nearby));
    go(&mut de, Intent::Nearby(NearbyIntent::GoJoin));
    go(
        &mut de,
        Intent::Nearby(NearbyIntent::Found(vec![FoundTable {
            name: "Annas Tisch".into(),
            address: "10.0.0.5:7777".into(),
            medium: Medium::Network,
            game_key: None,
        }])),
    );
    assert_eq!(join_view(&de).found[0].label, "Annas Tisch · Netzwerk");
}

#[test]
fn connecting_to_a_bluetooth_table_asks_the_shell_with_device_game_and_code() {
    let mut app = join_with_both_media();
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(1)));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::SetCode(" 4711 ".into())),
    );
    assert!(join_view(&app).can_connect);
    let effects = go(&mut app, Intent::Nearby(NearbyIntent::Connect));
    assert_eq!(
        effects,
        [Effect::ConnectBluetooth {
            device: "AA:BB:CC:DD:EE:FF".into(),
            game_key: "seventy_seven".into(),
            code: "4711".into(),
        }]
    );
    let join = join_view(&app);
    assert!(join.connecting);
    assert!(!join.can_connect);
    // A second Connect while connecting asks nothing.
    assert!(go(&mut app, Intent::Nearby(NearbyIntent::Connect)).is_empty());
    // A refreshed list without the table keeps the join under way.
    go(&mut app, Intent::Nearby(NearbyIntent::Found(Vec::new())));
    assert!(join_view(&app).connecting);
    // The shell's channel is the link the join waits for: taken once, not twice.
    assert_eq!(app.join_over_link("4711"), Some(Vec::new()));
    assert!(join_view(&app).connecting);
    assert_eq!(app.join_over_link("4711"), None);
}

#[test]
fn a_join_by_address_takes_no_link_from_the_shell() {
    let mut app = join_with_both_media();
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(0)));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::SetCode("4711".into())),
    );
    let effects = go(&mut app, Intent::Nearby(NearbyIntent::Connect));
    assert!(matches!(
        effects.as_slice(),
        [Effect::OpenLink(LinkRequest::Join { .. })]
    ));
    assert_eq!(app.join_over_link("4711"), None);
}

#[test]
fn a_bluetooth_failure_is_worded_and_ends_the_connecting() {
    let mut app = join_with_both_media();
    // Reported with no join asked for, it changes nothing.
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::BluetoothFailed {
            failure: BluetoothFailure::Off,
            detail: String::new(),
        }),
    );
    assert_eq!(
        join_view(&app).notice.as_deref(),
        Some("Choose a table found nearby or type its address.")
    );
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(1)));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::SetCode("4711".into())),
    );
    go(&mut app, Intent::Nearby(NearbyIntent::Connect));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::BluetoothFailed {
            failure: BluetoothFailure::Unreachable,
            detail: "GATT status 133".into(),
        }),
    );
    let join = join_view(&app);
    assert!(!join.connecting);
    assert!(join.can_connect, "the player can try again");
    assert_eq!(
        join.notice.as_deref(),
        Some(
            "The table could not be reached over Bluetooth. Come closer to the host's device \
             and try again. (GATT status 133)"
        )
    );
    // Trying again asks again; Bluetooth being off is said without a detail.
    let effects = go(&mut app, Intent::Nearby(NearbyIntent::Connect));
    assert!(matches!(
        effects.as_slice(),
        [Effect::ConnectBluetooth { .. }]
    ));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::BluetoothFailed {
            failure: BluetoothFailure::Off,
            detail: " ".into(),
        }),
    );
    assert_eq!(
        join_view(&app).notice.as_deref(),
        Some("Bluetooth is off. Switch it on to join this table.")
    );
    go(&mut app, Intent::Nearby(NearbyIntent::Connect));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::BluetoothFailed {
            failure: BluetoothFailure::NotAllowed,
            detail: String::new(),
        }),
    );
    assert!(
        join_view(&app)
            .notice
            .unwrap()
            .starts_with("Spieleabend may not use Bluetooth.")
    );
}

#[test]
fn leaving_the_join_screen_gives_up_the_bluetooth_join() {
    let mut app = join_with_both_media();
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(1)));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::SetCode("4711".into())),
    );
    go(&mut app, Intent::Nearby(NearbyIntent::Connect));
    let effects = go(&mut app, Intent::Back);
    assert!(effects.contains(&Effect::StopDiscovery));
    assert_eq!(app.join_over_link("4711"), None, "no join screen, no link");
    // Back on the join screen nothing is chosen or under way.
    go(&mut app, Intent::Nearby(NearbyIntent::GoJoin));
    let join = join_view(&app);
    assert!(!join.connecting);
    assert!(join.found.is_empty());
    assert_eq!(
        join.notice.as_deref(),
        Some("Choose a table found nearby or type its address.")
    );
}

#[test]
fn a_bluetooth_table_needs_its_game_and_is_given_up_once_no_longer_found() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Nearby));
    go(&mut app, Intent::Nearby(NearbyIntent::GoJoin));
    let unknown = FoundTable {
        name: "Ben’s table".into(),
        address: "AA:BB:CC:DD:EE:FF".into(),
        medium: Medium::Bluetooth,
        game_key: None,
    };
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Found(vec![unknown.clone()])),
    );
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(0)));
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::SetCode("4711".into())),
    );
    let join = join_view(&app);
    assert!(!join.can_connect);
    assert!(
        join.notice
            .unwrap()
            .starts_with("This Bluetooth table has not said its game yet.")
    );
    assert!(go(&mut app, Intent::Nearby(NearbyIntent::Connect)).is_empty());
    // The table is found again with its game: the choice stands and joins.
    let known = FoundTable {
        game_key: Some("elfer_raus".into()),
        ..unknown
    };
    go(&mut app, Intent::Nearby(NearbyIntent::Found(vec![known])));
    assert!(
        !join_view(&app).can_connect,
        "the chosen entry is the one read before"
    );
    go(&mut app, Intent::Nearby(NearbyIntent::ChooseFound(0)));
    assert!(join_view(&app).can_connect);
    // Gone from the list, the choice is given up.
    go(&mut app, Intent::Nearby(NearbyIntent::Found(Vec::new())));
    let join = join_view(&app);
    assert!(!join.can_connect);
    assert_eq!(
        join.notice.as_deref(),
        Some("Choose a table found nearby or type its address.")
    );
}

#[test]
fn the_host_screen_says_when_the_table_is_also_announced_over_bluetooth() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::SetSeatPlayer {
            seat: 1,
            player: SeatPlayer::Person,
        }),
    );
    go(&mut app, Intent::Open(HomeItem::Nearby));
    go(&mut app, Intent::Nearby(NearbyIntent::GoHost));
    let host = |app: &App| match app.view().screen {
        ScreenView::NearbyHost(host) => host,
        other => panic!("{other:?}"),
    };
    // Before the table is open a report changes nothing.
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Announced { bluetooth: true }),
    );
    assert_eq!(host(&app).bluetooth_note, None);
    go(&mut app, Intent::Nearby(NearbyIntent::OpenTable));
    assert_eq!(host(&app).bluetooth_note, None);
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Announced { bluetooth: true }),
    );
    assert_eq!(
        host(&app).bluetooth_note.as_deref(),
        Some(
            "Also announced over Bluetooth: devices close by find the table without this network."
        )
    );
    // Announced on the network alone (Bluetooth switched off meanwhile): no note.
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Announced { bluetooth: false }),
    );
    assert_eq!(host(&app).bluetooth_note, None);
    go(
        &mut app,
        Intent::Nearby(NearbyIntent::Announced { bluetooth: true }),
    );
    // Closed and opened again, the table waits for the shell's new report.
    go(&mut app, Intent::Nearby(NearbyIntent::CloseTable));
    assert_eq!(host(&app).bluetooth_note, None);
    go(&mut app, Intent::Nearby(NearbyIntent::OpenTable));
    assert_eq!(host(&app).bluetooth_note, None);
}

#[test]
fn a_damaged_save_is_reported_in_words_on_home_instead_of_quitting() {
    let tmp = TempDir::new("damaged-save");
    std::fs::write(tmp.0.join("session.json"), [0x80, 0x81, 0x82]).unwrap();
    let storage = Storage::open(&tmp.0).unwrap();
    let app = App::new(storage.load(Lang::En), 1);
    let home = home(&app);
    assert!(home.items.iter().all(|e| e.item != HomeItem::Continue));
    assert_eq!(
        home.notices,
        [
            "The saved game could not be read: it is not text (the file is damaged). \
          It was kept as session.damaged-1.json and the app started without it."
        ]
    );
    assert!(tmp.0.join("session.damaged-1.json").exists());
    // The report is saved at once: killed before it was read, the app says it again.
    let mut app = app;
    let effects = app.resume();
    persist(&storage, &app, &effects);
    let mut again = App::new(storage.load(Lang::En), 2);
    assert_eq!(self::home(&again).notices, home.notices);
    // Dismissed, it is gone for good.
    let effects = again.dispatch(Intent::DismissNotices);
    persist(&storage, &again, &effects);
    assert!(self::home(&again).notices.is_empty());
    assert!(
        self::home(&App::new(storage.load(Lang::En), 3))
            .notices
            .is_empty()
    );
    go(&mut app, Intent::DismissNotices);
    assert!(self::home(&app).notices.is_empty());
}

#[test]
fn a_session_of_another_format_is_set_aside_with_its_reason() {
    let tmp = TempDir::new("other-format");
    std::fs::write(tmp.0.join("session.json"), r#"{"format":"x"}"#).unwrap();
    let saved = Storage::open(&tmp.0).unwrap().load(Lang::De);
    assert_eq!(saved.problems.len(), 1);
    assert!(matches!(saved.problems[0].damage, Damage::Content { .. }));
    let app = App::new(saved, 1);
    assert!(
        home(&app).notices[0].starts_with("Das gespeicherte Spiel konnte nicht gelesen werden")
    );
}

#[test]
fn a_damaged_file_is_told_in_the_app_s_language_without_the_parser_s_words() {
    let tmp = TempDir::new("parser-words");
    std::fs::write(tmp.0.join("settings.json"), "").unwrap();
    std::fs::write(tmp.0.join("statistics.json"), "{ not json").unwrap();
    let saved = Storage::open(&tmp.0).unwrap().load(Lang::De);
    let reasons: Vec<String> = saved
        .problems
        .iter()
        .map(|p| match &p.damage {
            Damage::Content { reason } => reason.clone(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(reasons.len(), 2);
    let app = App::new(saved, 1);
    for notice in &home(&app).notices {
        assert!(notice.contains("Inhalt"), "{notice}");
        for reason in &reasons {
            assert!(!notice.contains(reason.as_str()), "{notice}");
        }
        for english in ["EOF", "line", "column", "expected"] {
            assert!(!notice.contains(english), "{notice}");
        }
    }
}

/// Writes what the effects persist, as the runtime does.
pub(super) fn persist(storage: &Storage, app: &App, effects: &[Effect]) {
    for effect in effects {
        if let Effect::Persist { doc } = effect {
            storage.write(*doc, &app.document(*doc)).unwrap();
        }
    }
}

#[test]
fn killed_at_any_moment_the_app_comes_back_to_the_same_view() {
    let tmp = TempDir::new("kill");
    let storage = Storage::open(&tmp.0).unwrap();
    let mut app = App::new(storage.load(Lang::En), 3);
    let check = |app: &App| {
        let (back, now) = (
            same(App::new(storage.load(Lang::En), 99).view()),
            same(app.view()),
        );
        if back == now {
            return;
        }
        // Two people share this device: a hand open when the app was killed comes back
        // behind the curtain, for the one to decide.
        match (&back.screen, &now.screen) {
            (ScreenView::Table(back), ScreenView::Table(now)) => {
                let curtain = matches!(back.overlay, Some(Overlay::Curtain { seat, .. })
                    if Some(seat) == now.to_act);
                assert!(curtain && back.hand.is_empty(), "{back:?}\nwas {now:?}");
            }
            _ => assert_eq!(back, now),
        }
    };
    let step = |app: &mut App, intent: Intent| {
        let effects = app.dispatch(intent);
        let rest = settle(app, effects.clone());
        persist(&storage, app, &effects);
        persist(&storage, app, &rest);
        check(app);
    };
    step(&mut app, Intent::Open(HomeItem::Settings));
    step(
        &mut app,
        Intent::Settings(SettingsIntent::Toggle(SettingKey::Sound)),
    );
    step(&mut app, Intent::Back);
    step(&mut app, Intent::Open(HomeItem::NewGame));
    step(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("help".into())),
    );
    step(&mut app, setup_intent(SetupIntent::SetPlayers(2)));
    // Two people at one device: the hand-over curtain comes up between them.
    step(
        &mut app,
        setup_intent(SetupIntent::SetSeatPlayer {
            seat: 1,
            player: SeatPlayer::Person,
        }),
    );
    step(&mut app, setup_intent(SetupIntent::Start));
    assert!(matches!(table(&app).overlay, Some(Overlay::Curtain { .. })));
    // The curtain itself survives a kill (checked inside `step`), and so does every
    // move after it.
    for _ in 0..12 {
        let view = table(&app);
        let intent = match (&view.overlay, &view.pick, &view.hint) {
            (Some(Overlay::GameOver(_)), _, _) => break,
            (Some(Overlay::Curtain { .. }), _, _) => TableIntent::Ready,
            (Some(Overlay::Summary(_)), _, _) => TableIntent::Dismiss,
            (None, Some(p), HintView::Ready { .. }) if p.confirm.is_some() => TableIntent::Confirm,
            _ => TableIntent::Hint,
        };
        step(&mut app, Intent::Table(intent));
    }
    step(&mut app, Intent::Back);
    step(&mut app, Intent::Open(HomeItem::Continue));
}

#[test]
fn a_bot_left_waiting_goes_on_when_the_table_is_shown_again() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::NewGame));
    go(
        &mut app,
        setup_intent(SetupIntent::ChooseGame("seventy_seven".into())),
    );
    // Bots before the person: the table opens with a bot to move.
    go(
        &mut app,
        setup_intent(SetupIntent::SetSeatPlayer {
            seat: 0,
            player: SeatPlayer::Bot(BotLevel::Easy),
        }),
    );
    go(
        &mut app,
        setup_intent(SetupIntent::SetSeatPlayer {
            seat: 1,
            player: SeatPlayer::Person,
        }),
    );
    go(
        &mut app,
        setup_intent(SetupIntent::SetOption {
            key: "start_seat".into(),
            value: OptionValue::Int(1),
        }),
    );
    let effects = app.dispatch(setup_intent(SetupIntent::Start));
    assert!(app.bot_job().is_some(), "the bot at seat 1 starts");
    {
        assert!(effects.contains(&Effect::Think));
        // The player leaves before the bot has moved; the move arrives meanwhile.
        let job = app.bot_job().unwrap();
        go(&mut app, Intent::Back);
        let after = app.apply_bot(job.run());
        assert!(!after.contains(&Effect::Think));
        assert!(
            !after
                .iter()
                .any(|e| matches!(e, Effect::WakeAfter { .. } | Effect::Cue { .. }))
        );
        let back = app.dispatch(Intent::Open(HomeItem::Continue));
        assert_eq!(back.contains(&Effect::Think), app.bot_job().is_some());
    }
    let mut resumed = App::new(
        Saved {
            session: Some(Session::from_document(&app.session_document()).unwrap()),
            ..Saved::default()
        },
        0,
    );
    assert_eq!(
        resumed.resume().contains(&Effect::Think),
        resumed.bot_job().is_some()
    );
}

#[test]
fn cues_follow_the_sound_and_haptics_settings() {
    let mut app = app();
    start(&mut app, GameId::ElferRaus);
    // A tap on a card that cannot be played now gives the "invalid" cue.
    let effects = go(&mut app, Intent::Table(TableIntent::TapCard(u32::MAX)));
    assert!(effects.contains(&Effect::Cue {
        cue: Cue::Invalid,
        sound: true,
        haptic: true
    }));
    go(&mut app, Intent::Open(HomeItem::Settings));
    go(
        &mut app,
        Intent::Settings(SettingsIntent::Toggle(SettingKey::Sound)),
    );
    go(
        &mut app,
        Intent::Settings(SettingsIntent::Toggle(SettingKey::Haptics)),
    );
    go(&mut app, Intent::Open(HomeItem::Continue));
    let effects = go(&mut app, Intent::Table(TableIntent::TapCard(u32::MAX)));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Cue { .. })));
}

/// The app as restored from its own documents, as after a kill.
fn restored(app: &App) -> App {
    App::new(
        Saved {
            settings: app.settings().clone(),
            statistics: app.statistics().clone(),
            session: Some(Session::from_document(&app.session_document()).unwrap()),
            problems: Vec::new(),
        },
        0,
    )
}

#[test]
fn every_game_and_variant_comes_back_to_the_same_view_after_every_step() {
    for &game in GameId::ALL {
        let variants = game.info().variants.len().max(1);
        for variant in 0..variants {
            let mut app = app();
            go(&mut app, Intent::Open(HomeItem::NewGame));
            go(
                &mut app,
                setup_intent(SetupIntent::ChooseGame(game.info().key.into())),
            );
            go(
                &mut app,
                setup_intent(SetupIntent::ChooseVariant(variant as u32)),
            );
            assert_eq!(
                same(restored(&app).view()),
                same(app.view()),
                "{game:?} setup"
            );
            go(&mut app, setup_intent(SetupIntent::Start));
            for step in 0..30 {
                assert_eq!(
                    same(restored(&app).view()),
                    same(app.view()),
                    "{game:?} variant {variant} step {step}"
                );
                let view = table(&app);
                let intent = match (&view.overlay, &view.pick, &view.hint) {
                    (Some(Overlay::GameOver(_)), _, _) => break,
                    (Some(Overlay::Curtain { .. }), _, _) => TableIntent::Ready,
                    (Some(Overlay::Summary(_)), _, _) => TableIntent::Dismiss,
                    (None, Some(p), HintView::Ready { .. }) if p.confirm.is_some() => {
                        TableIntent::Confirm
                    }
                    _ => TableIntent::Hint,
                };
                // Cut between the intent and the bot's answer, too.
                let effects = app.dispatch(Intent::Table(intent));
                assert_eq!(
                    same(restored(&app).view()),
                    same(app.view()),
                    "{game:?} mid-step {step}"
                );
                settle(&mut app, effects);
            }
        }
    }
}

#[test]
fn the_rules_list_leads_to_each_games_page_and_back() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Rules));
    let ScreenView::Rules(list) = app.view().screen else {
        panic!()
    };
    assert_eq!(list.games.len(), GameId::ALL.len());
    for entry in &list.games {
        go(&mut app, Intent::OpenRules(entry.game_key.clone()));
        let view = app.view();
        let ScreenView::RulesPage(page) = &view.screen else {
            panic!("{view:?}")
        };
        assert_eq!(page.title, entry.name);
        assert!(!page.sections.is_empty());
        assert!(
            page.sections
                .iter()
                .all(|s| !s.title.is_empty() && !s.paragraphs.is_empty())
        );
        assert_eq!(view.back.as_ref().unwrap().to, ScreenKind::Rules);
        go(&mut app, Intent::Back);
        assert_eq!(kind(&app.view()), ScreenKind::Rules);
    }
    // 22Juhu's page explains the rings, the stack, joining and the end.
    go(&mut app, Intent::OpenRules("juhu22".into()));
    let ScreenView::RulesPage(page) = app.view().screen else {
        panic!()
    };
    assert!(page.sections.len() >= 5);
    // From the table, the page of the game being played opens over it.
    let mut app = self::app();
    start(&mut app, GameId::Help);
    go(&mut app, Intent::OpenRules("help".into()));
    assert_eq!(app.view().back.unwrap().to, ScreenKind::Table);
    go(&mut app, Intent::OpenRules("juhu22".into()));
    assert_eq!(app.view().back.unwrap().to, ScreenKind::Table);
    // An unknown key does nothing.
    assert!(go(&mut app, Intent::OpenRules("chess".into())).is_empty());
}

#[test]
fn settings_rows_name_each_language_in_itself_and_statistics_write_decimals_as_the_language_does() {
    let mut app = App::new(
        Saved {
            settings: Settings::in_lang(Lang::De),
            ..Saved::default()
        },
        1,
    );
    go(&mut app, Intent::Open(HomeItem::Settings));
    let ScreenView::Settings(settings) = app.view().screen else {
        panic!()
    };
    assert_eq!(settings.rows.len(), SettingKey::ALL.len());
    let Control::Choice { choices } = &settings.rows[0].control else {
        panic!()
    };
    let names: Vec<&str> = choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(names, ["Deutsch", "English"]);
    assert!(choices[0].selected);

    let mut stats = spieleabend_core::table::Statistics::default();
    let outcome = |place| spieleabend_core::Outcome {
        places: vec![place, 3 - place],
        scores: vec![0, 0],
    };
    let seats = [
        spieleabend_core::table::SeatConfig::human("Anna"),
        spieleabend_core::table::SeatConfig::bot("Bot 1", BotLevel::Medium),
    ];
    stats.add_table("help", &seats, Some(&outcome(1)));
    stats.add_table("help", &seats, Some(&outcome(2)));
    let view = crate::screens::statistics::view(&stats, false, app.texts());
    let help = view.games.iter().find(|g| g.game_key == "help").unwrap();
    assert_eq!(
        help.rows[0].summary,
        "2 Spiele, eines gewonnen, gerade keine Siegesserie, beste Serie ein Sieg, \
         durchschnittlicher Platz 1,5."
    );
}

#[test]
fn every_change_raises_the_revision() {
    let mut app = app();
    let first = app.view().revision;
    go(&mut app, Intent::Open(HomeItem::Settings));
    let second = app.view().revision;
    assert!(second > first);
    // Results of bot jobs count too: the view after one is newer than the call's answer.
    go(&mut app, Intent::Back);
    start(&mut app, GameId::Rauswurf);
    let effects = app.dispatch(Intent::Table(TableIntent::Hint));
    assert!(effects.contains(&Effect::Think));
    let answered = app.view().revision;
    let job = app
        .bot_job()
        .expect("the hint is computed off the caller's thread");
    app.apply_bot(job.run());
    assert!(app.view().revision > answered);
}

#[test]
fn a_medium_allowed_on_the_join_screen_is_searched_and_a_refused_one_is_named() {
    let mut app = app();
    go(&mut app, Intent::Open(HomeItem::Nearby));
    let permission = |medium, allowed| Intent::Nearby(NearbyIntent::Permission { medium, allowed });
    // Answered before the join screen: nothing to look for yet.
    assert!(!go(&mut app, permission(Medium::Bluetooth, false)).contains(&Effect::StartDiscovery));
    assert!(go(&mut app, Intent::Nearby(NearbyIntent::GoJoin)).contains(&Effect::StartDiscovery));
    assert_eq!(
        join_view(&app).found_note,
        "Looking for tables nearby … Bluetooth is not allowed, so tables are looked for on \
         this network only. Allow devices nearby for Spieleabend in the system settings to \
         find tables over Bluetooth too."
    );
    // Allowed in the system settings meanwhile: discovery starts again, on Bluetooth too.
    let effects = go(&mut app, permission(Medium::Bluetooth, true));
    assert!(effects.contains(&Effect::StartDiscovery), "{effects:?}");
    assert_eq!(join_view(&app).found_note, "Looking for tables nearby …");
    // Said again, it changes nothing.
    assert!(!go(&mut app, permission(Medium::Bluetooth, true)).contains(&Effect::StartDiscovery));
    go(&mut app, permission(Medium::Network, false));
    assert!(
        join_view(&app)
            .found_note
            .contains("The local network is not allowed")
    );
    // Not said before, then allowed: looked for again as well.
    let mut app = self::app();
    go(&mut app, Intent::Open(HomeItem::Nearby));
    go(&mut app, Intent::Nearby(NearbyIntent::GoJoin));
    assert!(go(&mut app, permission(Medium::Bluetooth, true)).contains(&Effect::StartDiscovery));
}
