//! The round and game ends: every summary's figures are the ones the seats show, the
//! game over names each person's own place (by name, "you" only for the one holding
//! the device) and leads to a rematch, a new game or home.

use spieleabend_core::games::GameId;

use super::tests::{app, go, next_step, setup, table};
use super::*;
use crate::screens::setup::SeatPlayer;
use crate::table::{Overlay, TableArea};

/// Starts `game` with `persons` people at this device and bots in the other seats.
fn start_with(app: &mut App, game: GameId, persons: u32) {
    go(app, Intent::Open(HomeItem::NewGame));
    go(
        app,
        Intent::Setup(SetupIntent::ChooseGame(game.info().key.into())),
    );
    for seat in 0..persons {
        go(
            app,
            Intent::Setup(SetupIntent::SetSeatPlayer {
                seat,
                player: SeatPlayer::Person,
            }),
        );
    }
    assert!(setup(app).can_start, "{game:?}");
    go(app, Intent::Setup(SetupIntent::Start));
}

/// Plays to the game over, checking every summary against the seats it covers.
fn play_checking_summaries(app: &mut App) -> usize {
    let mut summaries = 0;
    for _ in 0..20_000 {
        let view = table(app);
        if let Some(Overlay::Summary(summary)) = &view.overlay {
            summaries += 1;
            for row in &summary.rows {
                let seat = &view.players[usize::from(row.seat)];
                assert_eq!(row.name, seat.name, "{summary:?}");
                if let Some(score) = &seat.score {
                    assert_eq!(
                        row.total.value, score.value,
                        "{:?}: the summary says {} for {}, the seat shows {}",
                        view.game, row.total.label, row.name, score.label
                    );
                }
            }
        }
        if let Some(Overlay::GameOver(over)) = &view.overlay {
            // The final figures are the seats' too: their score, or the cards they
            // hold when the game counts cards left (a unit the seats do not show, such
            // as Elfer raus!'s penalty points, has nothing to compare).
            for row in &over.rows {
                let seat = &view.players[usize::from(row.seat)];
                let Some(score) = &row.score else { continue };
                let shown = match &seat.score {
                    Some(seat_score) => seat_score.value,
                    // Rauswurf counts the cards in hand and the one in front.
                    None if score.label.contains("card") => {
                        let front = match &view.area {
                            Some(TableArea::Rauswurf(area)) => area
                                .fronts
                                .iter()
                                .any(|f| f.seat == row.seat && f.card.is_some()),
                            _ => false,
                        };
                        i64::from(seat.cards) + i64::from(front)
                    }
                    None => continue,
                };
                assert_eq!(
                    score.value, shown,
                    "{:?}: game over says {} for {}, the seat shows {} / {:?}",
                    view.game, score.label, row.name, seat.cards_label, seat.score
                );
            }
        }
        let Some(intent) = next_step(app) else {
            return summaries;
        };
        go(app, Intent::Table(intent));
    }
    panic!("the game did not end");
}

#[test]
fn every_summary_shows_the_figures_the_seats_show() {
    for &game in GameId::ALL.iter() {
        let mut app = app();
        start_with(&mut app, game, 1);
        play_checking_summaries(&mut app);
        assert!(matches!(table(&app).overlay, Some(Overlay::GameOver(_))));
    }
}

#[test]
fn the_game_over_says_your_place_and_leads_on() {
    for &game in GameId::ALL.iter() {
        let mut app = app();
        start_with(&mut app, game, 1);
        play_checking_summaries(&mut app);
        let Some(Overlay::GameOver(over)) = table(&app).overlay else {
            panic!("not over");
        };
        let you = over
            .rows
            .iter()
            .find(|r| r.seat == 0)
            .expect("seat 0 placed");
        assert_eq!(
            over.personal,
            [format!("You finished {}.", you.place_label)],
            "{game:?}"
        );
        assert_eq!(over.celebrate, you.place == 1);
        assert_eq!(
            (
                over.rematch.as_str(),
                over.new_game.as_str(),
                over.home.as_str()
            ),
            ("Play again", "New game", "Home")
        );
        // New game leads to the setup, Home home; the finished game is no save.
        go(&mut app, Intent::Open(HomeItem::NewGame));
        assert!(matches!(app.view().screen, ScreenView::Setup(_)));
        go(&mut app, Intent::Home);
        assert!(matches!(app.view().screen, ScreenView::Home(_)));
        assert_eq!(app.view().back, None);
    }
}

#[test]
fn in_pass_and_play_each_person_is_named_and_only_the_holder_is_you() {
    for &game in GameId::ALL.iter() {
        let mut app = app();
        start_with(&mut app, game, 2);
        play_checking_summaries(&mut app);
        let view = table(&app);
        let Some(Overlay::GameOver(over)) = &view.overlay else {
            panic!("not over");
        };
        assert_eq!(over.personal.len(), 2, "{over:?}");
        let yours = over
            .personal
            .iter()
            .filter(|l| l.starts_with("You "))
            .count();
        assert!(yours <= 1, "{over:?}");
        for (line, seat) in over.personal.iter().zip(0..) {
            let row = over.rows.iter().find(|r| r.seat == seat).unwrap();
            assert!(
                line.ends_with(&format!("finished {}.", row.place_label)),
                "{line}"
            );
        }
    }
}
