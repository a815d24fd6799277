//! A guided game as the app's session keeps it: the game and the steps made (the lesson
//! is dealt and made again on loading).

use serde::{Deserialize, Serialize};
use spieleabend_core::games::GameId;

use super::guide::GuideError;
use super::guided::GuidedGame;
use crate::texts::Texts;

/// A guided game as the session document keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct LessonDoc {
    /// Which game is taught.
    game: GameId,
    /// The guide's steps made.
    made: usize,
}

impl LessonDoc {
    /// The document of `lesson`.
    pub(crate) fn of(lesson: &GuidedGame) -> LessonDoc {
        LessonDoc {
            game: lesson.game(),
            made: lesson.made(),
        }
    }

    /// The guided game of this document, its steps made again.
    pub(crate) fn resume(&self, texts: &Texts) -> Result<GuidedGame, GuideError> {
        GuidedGame::resume(self.game, &texts.get("learn-you", &[]), self.made)
    }
}
