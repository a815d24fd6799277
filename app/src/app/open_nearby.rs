//! The nearby screens opened straight from a shell's command line: the host's screen
//! with a table set up there, opened to devices nearby at once, and the join screen
//! with the address and code typed in, joining at once when both are there.

use super::{App, Effect, Route};
use crate::screens::nearby::{JoinDraft, NearbyIntent};
use crate::screens::setup::{SeatPlayer, SetupDraft};

impl App {
    /// Shows the host's screen with `setup` as the table to host (the first person's
    /// seat is this device's, every other person's a seat for a device that joins) and
    /// opens it to devices nearby at once. What keeps it from being opened (e.g. no
    /// seat for another device) is the screen's notice instead. Back goes to the nearby
    /// menu, then home.
    pub fn open_host(&mut self, setup: SetupDraft) -> Vec<Effect> {
        self.open_host_with(setup, None)
    }

    /// [`App::open_host`] with the people's seats played at this device named (by
    /// their place in the setup): several people sharing it, or none (a table of
    /// other devices' seats and bots). The setup's other people are seats for devices
    /// that join.
    pub fn open_host_seating(&mut self, setup: SetupDraft, here: Vec<u8>) -> Vec<Effect> {
        self.open_host_with(setup, Some(here))
    }

    fn open_host_with(&mut self, setup: SetupDraft, here: Option<Vec<u8>>) -> Vec<Effect> {
        self.nearby.seats_here = here;
        self.open_directly(
            vec![Route::Home, Route::Nearby, Route::NearbyHost],
            |app| app.setup = setup,
            |app, effects, dirty| app.nearby(NearbyIntent::OpenTable, effects, dirty),
        )
    }

    /// The host makes a new join code for its open table (after too many wrong codes
    /// closed joining by code, or to keep someone out): the old one no longer works,
    /// admitted devices keep their seats. Nothing without an open table here.
    pub fn new_join_code(&mut self) -> Vec<Effect> {
        let code = self
            .nearby
            .hosting
            .as_ref()
            .and(self.link.as_ref())
            .and_then(|link| link.new_join_code());
        if let (Some(code), Some(hosting)) = (code, self.nearby.hosting.as_mut()) {
            self.revision += 1;
            hosting.code = Some(code);
        }
        Vec::new()
    }

    /// Shows the join screen with `draft`'s address and code typed in (tables nearby
    /// are looked for as on every visit) and joins at once when both are there and
    /// valid. `name`, when given, is the name this device joins with (the first
    /// person's seat of the setup, as on the setup screen).
    pub fn open_join(&mut self, draft: JoinDraft, name: Option<String>) -> Vec<Effect> {
        self.open_directly(
            vec![Route::Home, Route::Nearby, Route::NearbyJoin],
            |app| {
                if let Some(name) = name
                    && let Some(seat) = app
                        .setup
                        .seats
                        .iter_mut()
                        .find(|s| s.player == SeatPlayer::Person)
                {
                    seat.name = name;
                }
                app.join = draft;
                app.nearby.notice = None;
            },
            |app, effects, dirty| {
                if !app.join.address.trim().is_empty() && !app.join.code.trim().is_empty() {
                    app.nearby(NearbyIntent::Connect, effects, dirty);
                }
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use spieleabend_core::games::GameId;
    use spieleabend_core::table::BotLevel;

    use super::*;
    use crate::app::{Intent, LinkRequest, ScreenView};
    use crate::screens::setup::SeatDraft;
    use crate::storage::Saved;

    fn seat(name: &str, player: SeatPlayer) -> SeatDraft {
        SeatDraft {
            name: name.into(),
            player,
        }
    }

    fn rauswurf(seats: Vec<SeatDraft>) -> SetupDraft {
        SetupDraft {
            seats,
            ..SetupDraft::new(GameId::Rauswurf)
        }
    }

    #[test]
    fn the_host_screen_opens_the_table_set_up_with_the_other_person_remote() {
        let mut app = App::new(Saved::default(), 1);
        let effects = app.open_host(rauswurf(vec![
            seat("Anna", SeatPlayer::Person),
            seat("", SeatPlayer::Person),
            seat("", SeatPlayer::Bot(BotLevel::Hard)),
        ]));
        let Some(Effect::OpenLink(LinkRequest::Host {
            game_key, seats, ..
        })) = effects
            .iter()
            .find(|e| matches!(e, Effect::OpenLink(_)))
            .cloned()
        else {
            panic!("the table is opened: {effects:?}");
        };
        assert_eq!(game_key, GameId::Rauswurf.info().key);
        let kinds: Vec<_> = seats.iter().map(|s| s.kind).collect();
        use spieleabend_core::table::SeatKind;
        assert_eq!(
            kinds,
            [
                SeatKind::Human,
                SeatKind::Remote,
                SeatKind::Bot(BotLevel::Hard)
            ]
        );
        assert_eq!(seats[0].name, "Anna");
        let ScreenView::NearbyHost(host) = app.view().screen else {
            panic!("the host's screen is shown");
        };
        assert!(host.open, "{host:?}");
        app.dispatch(Intent::Back);
        assert!(matches!(app.view().screen, ScreenView::Nearby(_)));
    }

    /// The seat kinds the host's table is opened with.
    fn opened_kinds(effects: &[Effect]) -> Vec<spieleabend_core::table::SeatKind> {
        match effects.iter().find(|e| matches!(e, Effect::OpenLink(_))) {
            Some(Effect::OpenLink(LinkRequest::Host { seats, .. })) => {
                seats.iter().map(|s| s.kind).collect()
            }
            other => panic!("no table opened: {other:?}"),
        }
    }

    #[test]
    fn a_shell_seats_several_people_here_or_none_and_the_others_are_remote() {
        use spieleabend_core::table::SeatKind::{Bot, Human, Remote};
        let seats = || {
            rauswurf(vec![
                seat("Anna", SeatPlayer::Person),
                seat("Carl", SeatPlayer::Person),
                seat("", SeatPlayer::Person),
                seat("", SeatPlayer::Bot(BotLevel::Hard)),
            ])
        };
        let mut app = App::new(Saved::default(), 1);
        let kinds = opened_kinds(&app.open_host_seating(seats(), vec![0, 1]));
        assert_eq!(kinds, [Human, Human, Remote, Bot(BotLevel::Hard)]);
        let mut app = App::new(Saved::default(), 1);
        let kinds = opened_kinds(&app.open_host_seating(seats(), vec![]));
        assert_eq!(kinds, [Remote, Remote, Remote, Bot(BotLevel::Hard)]);
        // Every person here: no seat for a device, said, nothing opened.
        let mut app = App::new(Saved::default(), 1);
        let effects = app.open_host_seating(seats(), vec![0, 1, 2]);
        assert!(!effects.iter().any(|e| matches!(e, Effect::OpenLink(_))));
        let ScreenView::NearbyHost(host) = app.view().screen else {
            panic!("the host's screen is shown");
        };
        assert!(host.notice.is_some(), "{host:?}");
        // Hosting from the menu again: the first person plays here.
        app.dispatch(Intent::Back);
        app.dispatch(Intent::Nearby(NearbyIntent::GoHost));
        let effects = app.dispatch(Intent::Nearby(NearbyIntent::OpenTable));
        assert_eq!(opened_kinds(&effects)[..3], [Human, Remote, Remote]);
    }

    #[test]
    fn a_host_setup_without_a_seat_for_another_device_says_why_and_opens_nothing() {
        let mut app = App::new(Saved::default(), 1);
        let effects = app.open_host(rauswurf(vec![
            seat("Anna", SeatPlayer::Person),
            seat("", SeatPlayer::Bot(BotLevel::Easy)),
        ]));
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::OpenLink(_))),
            "{effects:?}"
        );
        let ScreenView::NearbyHost(host) = app.view().screen else {
            panic!("the host's screen is shown");
        };
        assert!(!host.open);
        assert!(host.notice.is_some(), "{host:?}");
    }

    #[test]
    fn the_join_screen_joins_at_once_with_address_and_code_under_the_name_given() {
        let mut app = App::new(Saved::default(), 1);
        let draft = JoinDraft {
            address: "127.0.0.1:7077".into(),
            code: "4829".into(),
        };
        let effects = app.open_join(draft, Some("Ben".into()));
        assert!(effects.contains(&Effect::StartDiscovery), "{effects:?}");
        assert!(
            effects.contains(&Effect::OpenLink(LinkRequest::Join {
                address: "127.0.0.1:7077".into(),
                code: "4829".into(),
            })),
            "{effects:?}"
        );
        assert_eq!(app.player_name(), "Ben");
        let ScreenView::NearbyJoin(join) = app.view().screen else {
            panic!("the join screen is shown");
        };
        assert!(join.connecting);
    }

    #[test]
    fn the_join_screen_without_a_code_waits_for_it() {
        let mut app = App::new(Saved::default(), 1);
        let draft = JoinDraft {
            address: "127.0.0.1:7077".into(),
            code: String::new(),
        };
        let effects = app.open_join(draft, None);
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::OpenLink(_))),
            "{effects:?}"
        );
        let ScreenView::NearbyJoin(join) = app.view().screen else {
            panic!("the join screen is shown");
        };
        assert_eq!(join.address, "127.0.0.1:7077");
        assert!(!join.connecting);
        assert!(join.notice.is_some(), "the missing code is named: {join:?}");
    }
}
