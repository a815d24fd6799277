//! The guided first games as a screen of the app: starting one and its intents (what
//! the session keeps of it is [`crate::learn::LessonDoc`]).

use spieleabend_core::games::GameId;

use super::{App, Dirty, Effect, Route};
use crate::learn::GuidedGame;
use crate::table::{TableEffect, TableUi};
use crate::texts::Texts;

impl App {
    /// Starts the guided game of `game` and shows it (back goes to where the player
    /// was); `false` when the game has none.
    pub(super) fn learn(&mut self, game: GameId, effects: &mut Vec<Effect>) -> bool {
        let Ok(lesson) = GuidedGame::start(game, &self.texts.get("learn-you", &[])) else {
            return false;
        };
        let bot_first = lesson.session().seats().len() > 1
            && matches!(
                lesson.session().pending(),
                spieleabend_core::table::Pending::Bot { .. }
            );
        self.lesson = Some(lesson);
        if !self.lessons_started.contains(&game) {
            self.lessons_started.push(game);
        }
        self.routes.retain(|r| *r != Route::Lesson);
        self.routes.push(Route::Lesson);
        if bot_first {
            let ms = self.ui().bot_pace_ms;
            effects.push(Effect::WakeAfter { ms });
        }
        true
    }

    /// Whether to offer the guided game of `game` when the player chooses the game:
    /// it has one and it was never started (saved with the session). The setup screen
    /// offers it the first time a game is chosen; the rules page always does
    /// (`RulesPageView::lesson`).
    pub fn lesson_offered(&self, game: GameId) -> bool {
        crate::learn::Guide::games().contains(&game) && !self.lessons_started.contains(&game)
    }

    /// Hands `act` the guided game, if it is on top, and takes its effects.
    pub(super) fn at_lesson(
        &mut self,
        effects: &mut Vec<Effect>,
        dirty: &mut Dirty,
        act: impl FnOnce(&mut GuidedGame, &Texts, &TableUi) -> Vec<TableEffect>,
    ) {
        if self.top() != Route::Lesson {
            return;
        }
        let ui = self.ui();
        if let Some(lesson) = self.lesson.as_mut() {
            let out = act(lesson, &self.texts, &ui);
            self.session_effects(Route::Lesson, out, effects, dirty);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Intent, ScreenView};
    use crate::learn::CoachTarget;
    use crate::storage::{DocKind, Saved};
    use crate::table::{TableIntent, TableView};

    fn table(app: &App) -> TableView {
        match app.view().screen {
            ScreenView::Table(view) => view,
            other => panic!("the table is shown: {other:?}"),
        }
    }

    /// Plays the lesson shown through the app's intents until it is over.
    fn play_to_the_end(app: &mut App) {
        for _ in 0..1000 {
            let view = table(app);
            let coach = view.coach.clone().expect("the coach is there");
            if coach.finished {
                return;
            }
            let intent = match coach.target {
                _ if view.overlay.is_some() => TableIntent::Dismiss,
                CoachTarget::Card { id } => TableIntent::TapCard(id),
                CoachTarget::Choice { id } => TableIntent::Choose(id),
                CoachTarget::Confirm => TableIntent::Confirm,
                CoachTarget::Seat { .. } | CoachTarget::Nothing => {
                    app.wake();
                    continue;
                }
            };
            app.dispatch(Intent::Table(intent));
        }
        panic!("the lesson ends");
    }

    #[test]
    fn a_guided_game_is_opened_played_saved_and_skipped_through_the_app() {
        for game in crate::learn::Guide::games() {
            let mut app = App::new(Saved::default(), 3);
            assert!(app.lesson_offered(game));
            app.dispatch(Intent::OpenRules(game.id().into()));
            let ScreenView::RulesPage(page) = app.view().screen else {
                panic!("the rules page is shown");
            };
            assert_eq!(page.lesson, Some(app.texts.get("learn-start", &[])));
            let effects = app.dispatch(Intent::Learn(game.id().into()));
            assert!(!app.lesson_offered(game), "offered until started");
            assert!(effects.contains(&Effect::Persist {
                doc: DocKind::Session
            }));
            let view = table(&app);
            assert_eq!(view.game, game);
            let coach = view.coach.expect("the coach is there");
            assert!(!coach.finished && coach.step == 0, "{coach:?}");
            // Saved part way, the lesson comes back where it was.
            app.wake();
            app.wake();
            let saved = Saved {
                session: Some(
                    super::super::Session::from_document(&app.document(DocKind::Session))
                        .expect("the session reads"),
                ),
                ..Saved::default()
            };
            let again = App::new(saved, 3);
            assert!(!again.lesson_offered(game), "the offer's end is saved");
            assert_eq!(
                table(&again).coach.map(|c| c.text),
                table(&app).coach.map(|c| c.text)
            );
            play_to_the_end(&mut app);
            assert!(app.statistics.records.is_empty(), "a lesson is not counted");
            // Another start, skipped: the bots play on by themselves.
            app.dispatch(Intent::Learn(game.id().into()));
            app.dispatch(Intent::SkipLesson);
            assert!(table(&app).coach.expect("the coach is there").finished);
        }
        let mut app = App::new(Saved::default(), 3);
        app.dispatch(Intent::Learn("no_such_game".into()));
        assert!(matches!(app.view().screen, ScreenView::Home(_)));
    }
}
