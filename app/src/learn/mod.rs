//! Learning to play: a guided first game of each game, run as a table in a teaching
//! mode. A guide (`app/guides/<game>.json`) is a prepared deal and every decision of
//! the lesson in order, like a scenario file; the bots make their prepared moves, and
//! at each of the person's turns a coach lights up the move to make (the way a hint
//! does) and says one or two sentences about it. A wrong move is explained with the
//! rule it breaks ([`rulings`]) and changes nothing; once the last prepared step is
//! made the game goes on as an ordinary game against the bots.

mod guide;
mod guided;
pub mod rulings;
mod saved;
mod view;

#[cfg(test)]
mod tests;

pub use guide::{Guide, GuideError, GuideStep};
pub use guided::GuidedGame;
pub(crate) use saved::LessonDoc;
pub use view::{CoachTarget, CoachView};
