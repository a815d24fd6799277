use std::sync::Condvar;

use super::*;
use crate::app::ScreenView;
use crate::app::tests::same;
use crate::screens::home::HomeItem;
use crate::screens::nearby::NearbyIntent;
use crate::screens::settings::{SettingKey, SettingsIntent};
use crate::screens::setup::{SeatPlayer, SetupIntent};
use crate::storage::tests::TempDir;
use crate::table::Overlay;
use spieleabend_core::games::registry::OptionValue;
use spieleabend_core::table::BotLevel;

/// Collects what the core pushes, and lets a test wait for a view.
#[derive(Default)]
struct Recorder {
    seen: Mutex<(Vec<AppView>, Vec<ShellEffect>)>,
    changed: Condvar,
}

impl AppObserver for Recorder {
    fn on_view(&self, view: AppView) {
        self.seen.lock().unwrap().0.push(view);
        self.changed.notify_all();
    }

    fn on_effect(&self, effect: ShellEffect) {
        self.seen.lock().unwrap().1.push(effect);
        self.changed.notify_all();
    }
}

impl Recorder {
    /// Waits up to 20 s for a pushed view that satisfies `done`.
    fn wait_for(&self, done: impl Fn(&AppView) -> bool) -> AppView {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut seen = self.seen.lock().unwrap();
        loop {
            if let Some(view) = seen.0.iter().rev().find(|v| done(v)) {
                return view.clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "no such view came");
            seen = self.changed.wait_timeout(seen, left).unwrap().0;
        }
    }
}

fn persons_turn(view: &AppView) -> bool {
    match &view.screen {
        ScreenView::Table(table) => table.pick.is_some() && table.overlay.is_none(),
        _ => false,
    }
}

/// Sets up 77 with a bot moving first at the fast pace.
fn start_with_bot_first(core: &AppCore) -> AppView {
    core.dispatch(Intent::Open(HomeItem::Settings));
    core.dispatch(Intent::Settings(SettingsIntent::Choose {
        key: SettingKey::BotPace,
        index: 2,
    }));
    core.dispatch(Intent::Open(HomeItem::NewGame));
    for intent in [
        SetupIntent::ChooseGame("seventy_seven".into()),
        SetupIntent::SetSeatPlayer {
            seat: 0,
            player: SeatPlayer::Bot(BotLevel::Medium),
        },
        SetupIntent::SetSeatPlayer {
            seat: 1,
            player: SeatPlayer::Person,
        },
        SetupIntent::SetOption {
            key: "start_seat".into(),
            value: OptionValue::Int(1),
        },
    ] {
        core.dispatch(Intent::Setup(intent));
    }
    core.dispatch(Intent::Setup(SetupIntent::Start))
}

#[test]
fn a_dispatch_returns_the_new_view_and_flush_waits_for_the_save() {
    let tmp = TempDir::new("runtime-save");
    let core = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
    let view = core.dispatch(Intent::Open(HomeItem::Statistics));
    assert!(matches!(view.screen, ScreenView::Statistics(_)));
    core.flush();
    let saved = std::fs::read_to_string(tmp.0.join("session.json")).unwrap();
    assert!(saved.contains("statistics"), "{saved}");
}

#[test]
fn bots_move_on_the_worker_and_their_views_are_pushed() {
    let tmp = TempDir::new("runtime-bots");
    let core = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
    let recorder = Arc::new(Recorder::default());
    core.set_observer(recorder.clone());
    let view = start_with_bot_first(&core);
    // The call returned before the bot moved: the model is locked while a call runs,
    // and the bot's move needs the lock to be applied.
    let ScreenView::Table(table) = &view.screen else {
        panic!("{view:?}")
    };
    assert_eq!(table.to_act, Some(0));
    let pushed = recorder.wait_for(persons_turn);
    assert!(matches!(pushed.screen, ScreenView::Table(_)));
    // The bot's card went down with a cue for the shell.
    let effects = recorder.seen.lock().unwrap().1.clone();
    assert!(
        effects.iter().any(|e| matches!(e, ShellEffect::Cue { .. })),
        "{effects:?}"
    );
}

#[test]
fn a_new_core_on_the_same_directory_comes_back_to_the_same_view() {
    let tmp = TempDir::new("runtime-kill");
    let before = {
        let core = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
        let recorder = Arc::new(Recorder::default());
        core.set_observer(recorder.clone());
        start_with_bot_first(&core);
        recorder.wait_for(persons_turn);
        core.view()
    };
    let core = AppCore::with_seed(&tmp.0, Lang::En, 6).unwrap();
    assert_eq!(same(core.view()), same(before));
}

#[test]
fn a_bot_to_move_at_a_restart_moves_on() {
    let tmp = TempDir::new("runtime-restart-bot");
    {
        let core = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
        start_with_bot_first(&core);
        // Dropped at once: the bot's move may not have been applied or saved.
    }
    let core = AppCore::with_seed(&tmp.0, Lang::En, 6).unwrap();
    let recorder = Arc::new(Recorder::default());
    core.set_observer(recorder.clone());
    if !persons_turn(&core.view()) {
        recorder.wait_for(persons_turn);
    }
    let ScreenView::Table(table) = core.view().screen else {
        panic!()
    };
    assert!(!matches!(table.overlay, Some(Overlay::GameOver(_))));
}

#[test]
fn a_damaged_file_is_reported_and_the_core_still_starts() {
    let tmp = TempDir::new("runtime-damaged");
    std::fs::write(tmp.0.join("statistics.json"), "{\"records\": 5}").unwrap();
    let core = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
    let ScreenView::Home(home) = core.view().screen else {
        panic!()
    };
    assert_eq!(home.notices.len(), 1);
    assert!(home.notices[0].starts_with("The saved statistics could not be read"));
    assert!(tmp.0.join("statistics.damaged-1.json").exists());
}

#[test]
fn a_failed_save_is_said_in_the_view() {
    let tmp = TempDir::new("runtime-write-fails");
    let core = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
    let recorder = Arc::new(Recorder::default());
    core.set_observer(recorder.clone());
    // A directory where the session's temp file belongs: the write cannot happen.
    std::fs::create_dir(tmp.0.join("session.json.tmp")).unwrap();
    core.dispatch(Intent::Open(HomeItem::Settings));
    core.flush();
    let view = recorder.wait_for(|v| v.notice.is_some());
    assert!(
        view.notice
            .unwrap()
            .starts_with("The saved game: it could not be saved"),
    );
    assert!(core.view().notice.is_some());
}

#[test]
fn a_second_core_on_the_directory_of_a_live_one_sees_all_its_changes() {
    let tmp = TempDir::new("runtime-two-cores");
    let first = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
    first.dispatch(Intent::Open(HomeItem::Settings));
    first.dispatch(Intent::Settings(SettingsIntent::Toggle(SettingKey::Sound)));
    first.dispatch(Intent::Open(HomeItem::Rules));
    // No flush, no drop: the shell simply starts anew.
    let second = AppCore::with_seed(&tmp.0, Lang::En, 6).unwrap();
    assert_eq!(same(second.view()), same(first.view()));
    assert!(!second.shared.lock().app.settings().sound);
}

/// Opens the join screen (which looks for tables nearby).
fn open_join_screen(core: &AppCore) {
    core.dispatch(Intent::Open(HomeItem::Nearby));
    core.dispatch(Intent::Nearby(NearbyIntent::GoJoin));
}

#[test]
fn effects_before_the_observer_is_set_wait_for_it_in_order() {
    let tmp = TempDir::new("runtime-queued-effects");
    {
        let core = AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap();
        open_join_screen(&core);
    }
    // Killed on the join screen: the new core looks for tables again at once, before
    // any shell listens; then the player goes back.
    let core = AppCore::with_seed(&tmp.0, Lang::En, 6).unwrap();
    core.dispatch(Intent::Back);
    let recorder = Arc::new(Recorder::default());
    core.set_observer(recorder.clone());
    assert_eq!(
        recorder.seen.lock().unwrap().1,
        [ShellEffect::StartDiscovery, ShellEffect::StopDiscovery]
    );
}

#[test]
fn effects_reach_the_observer_once_and_in_the_order_made() {
    let tmp = TempDir::new("runtime-effect-order");
    let core = Arc::new(AppCore::with_seed(&tmp.0, Lang::En, 5).unwrap());
    let recorder = Arc::new(Recorder::default());
    core.set_observer(recorder.clone());
    // Two threads go in and out of the join screen at once: whatever interleaving the
    // model saw, the shell hears starts and stops alternating, each once.
    let rounds = 200;
    let threads: Vec<_> = (0..2)
        .map(|_| {
            let core = core.clone();
            thread::spawn(move || {
                for _ in 0..rounds {
                    core.dispatch(Intent::Open(HomeItem::Nearby));
                    core.dispatch(Intent::Nearby(NearbyIntent::GoJoin));
                    core.dispatch(Intent::Back);
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
    let effects = recorder.seen.lock().unwrap().1.clone();
    let mut looking = false;
    for (at, effect) in effects.iter().enumerate() {
        match effect {
            ShellEffect::StartDiscovery => assert!(!looking, "started twice, at {at}"),
            ShellEffect::StopDiscovery => assert!(looking, "stopped twice, at {at}"),
            other => panic!("{other:?}"),
        }
        looking = matches!(effect, ShellEffect::StartDiscovery);
    }
    assert!(!looking);
    assert!(effects.len() >= 2);
}
