use std::sync::Mutex;
use std::time::{Duration, Instant};

use std::sync::Arc;

use super::link::{NearbyLink, NearbyLinkError};
use super::observer::ObserverError;
use super::*;
use crate::app::{AppView, Intent, ScreenView};
use crate::runtime::ShellEffect;
use crate::screens::ScreenKind;
use crate::screens::home::HomeItem;
use crate::screens::settings::{SettingKey, SettingsIntent};
use crate::screens::setup::SetupIntent;
use crate::table::{Overlay, TableIntent, TableView};
use crate::texts::Lang;

fn temp_dir(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("spieleabend-ffi-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.to_string_lossy().into_owned()
}

/// Records what the core pushes.
#[derive(Default)]
struct Recorder {
    views: Mutex<Vec<AppView>>,
    effects: Mutex<Vec<ShellEffect>>,
}

impl AppObserver for Recorder {
    fn on_view(&self, view: AppView) -> Result<(), ObserverError> {
        self.views.lock().unwrap().push(view);
        Ok(())
    }

    fn on_effect(&self, effect: ShellEffect) -> Result<(), ObserverError> {
        self.effects.lock().unwrap().push(effect);
        Ok(())
    }
}

fn table_of(view: &AppView) -> &TableView {
    match &view.screen {
        ScreenView::Table(view) => view,
        other => panic!("not the table: {other:?}"),
    }
}

#[test]
fn a_game_starts_from_the_setup_and_pushed_bot_moves_reach_the_observer() {
    let dir = temp_dir("start");
    let core = AppCore::with_seed(dir.clone(), Lang::En, 7).unwrap();
    let recorder = Arc::new(Recorder::default());
    core.set_observer(recorder.clone());
    // The fastest bot pace, and one bot, keep the test short.
    core.dispatch(Intent::Open(HomeItem::Settings));
    core.dispatch(Intent::Settings(SettingsIntent::Choose {
        key: SettingKey::BotPace,
        index: 2,
    }));
    core.dispatch(Intent::Back);
    core.dispatch(Intent::Open(HomeItem::NewGame));
    let setup = core.dispatch(Intent::Setup(SetupIntent::SetPlayers(2)));
    let ScreenView::Setup(view) = &setup.screen else {
        panic!("not the setup: {setup:?}");
    };
    assert!(view.can_start);
    assert_eq!(view.seats.len(), 2);
    assert_eq!(setup.back.as_ref().map(|b| b.to), Some(ScreenKind::Home));
    // The person takes the first playable card until the game is over; bots answer on
    // the core's thread and their views are pushed.
    let mut view = core.dispatch(Intent::Setup(SetupIntent::Start));
    assert_eq!(table_of(&view).game.id(), "elfer_raus");
    let deadline = Instant::now() + Duration::from_secs(240);
    loop {
        assert!(Instant::now() < deadline, "the game did not end");
        let table = table_of(&view).clone();
        let intent = match &table.overlay {
            Some(Overlay::GameOver { .. }) => break,
            Some(Overlay::Summary { .. }) => Some(TableIntent::Dismiss),
            Some(Overlay::Curtain { .. }) => Some(TableIntent::Ready),
            None if table.pick.is_some() => {
                Some(match table.hand.iter().find(|c| c.state.playable) {
                    Some(card) => TableIntent::TapCard(card.id),
                    None => TableIntent::Choose(table.pick.as_ref().unwrap().choices[0].id),
                })
            }
            None => None,
        };
        view = match intent {
            Some(intent) => core.dispatch(Intent::Table(intent)),
            None => {
                std::thread::sleep(Duration::from_millis(20));
                core.view()
            }
        };
    }
    assert!(!recorder.views.lock().unwrap().is_empty());
    // The finished game is counted.
    let stats = core.dispatch(Intent::Open(HomeItem::Statistics));
    let ScreenView::Statistics(view) = &stats.screen else {
        panic!("not the statistics: {stats:?}");
    };
    let elfer = view
        .games
        .iter()
        .find(|g| g.game_key == "elfer_raus")
        .unwrap();
    assert_eq!(elfer.rows.iter().map(|r| r.played).sum::<u32>(), 1);
    drop(core);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_directory_that_cannot_be_used_is_a_typed_error() {
    let dir = temp_dir("file");
    std::fs::write(&dir, "a file, not a directory").unwrap();
    let error = AppCore::new(dir.clone(), Lang::De).unwrap_err();
    assert!(matches!(&error, AppError::Storage { reason } if reason.contains(&dir)));
    let _ = std::fs::remove_file(dir);
}

/// A link that only counts how often it was closed.
#[derive(Default)]
struct Unplugged {
    disconnects: Mutex<u32>,
}

impl NearbyLink for Unplugged {
    fn send(&self, _bytes: Vec<u8>) -> Result<(), NearbyLinkError> {
        Ok(())
    }

    fn disconnect(&self) -> Result<(), NearbyLinkError> {
        *self.disconnects.lock().unwrap() += 1;
        Ok(())
    }
}

#[test]
fn links_handed_in_without_a_table_are_refused_and_closed() {
    let core = AppCore::with_seed(temp_dir("links"), Lang::En, 1).unwrap();
    let link = Arc::new(Unplugged::default());
    let Err(error) = core.attach_link(link.clone()) else {
        panic!("no table is open to take the link");
    };
    assert_eq!(
        error,
        AppLinkError::NoOpenTable {
            reason: "no table is open here to take the link".into()
        }
    );
    assert_eq!(*link.disconnects.lock().unwrap(), 1);
    let Err(error) = core.join_over_link("elfer_raus".into(), "123456".into(), link.clone()) else {
        panic!("joining over a link needs the join screen");
    };
    assert!(
        matches!(error, AppLinkError::NotJoining { .. }),
        "{error:?}"
    );
    assert_eq!(*link.disconnects.lock().unwrap(), 2);
    let Err(error) = core.relink(link.clone()) else {
        panic!("no joined table asked for a new channel");
    };
    assert_eq!(
        error,
        AppLinkError::NotReopening {
            reason: "no joined table waits for a new link".into()
        }
    );
    assert_eq!(*link.disconnects.lock().unwrap(), 3);
}
