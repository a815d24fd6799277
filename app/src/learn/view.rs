//! What the coach shows.

#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
/// The coach of a guided game: one or two sentences and the one thing they are about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoachView {
    /// What the coach says now.
    pub text: String,
    /// Why the last try was wrong, with the rule it breaks; `None` when it was not.
    pub mistake: Option<String>,
    /// The ruling the last try broke (`ER-B2`), as `docs/games/` numbers it.
    pub ruling: Option<String>,
    /// What the coach points at.
    pub target: CoachTarget,
    /// The person's moves made in the lesson so far.
    pub step: u32,
    /// The person's moves of the whole lesson.
    pub steps: u32,
    /// The lesson is over; the game goes on as an ordinary one.
    pub finished: bool,
    /// The words on the button that ends the lesson ("Skip the lesson").
    pub skip: String,
}

#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
/// The one thing the coach points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachTarget {
    /// Nothing in particular (the others play, the lesson is over).
    Nothing,
    /// A hand card, by [`crate::table::CardView::id`].
    Card {
        /// The card's id.
        id: u32,
    },
    /// A choice of the pick in progress (a button, a place in a row), by
    /// [`crate::table::ChoiceView::id`].
    Choice {
        /// The choice's id.
        id: u32,
    },
    /// The confirm button of the pick in progress (the ticked cards are the move).
    Confirm,
    /// A seat, while it plays its move.
    Seat {
        /// The seat.
        seat: u8,
    },
}
