//! The words of the line client's nearby play that only a terminal has: the table
//! picker of `join auto` and whether the host's table is advertised; every typed reason
//! the core gives (refused connections, why a table ended, why a deal does not check
//! out) comes from the app core's catalogue. One constant per language, in
//! [`super::en::nearby`] and [`super::de::nearby`].

use spieleabend_app::texts::Texts;
use spieleabend_core::nearby::{ClientError, EndReason};

use super::Lang;

/// The line client's nearby strings of one language. Plain fields are fixed text;
/// `fn` fields fill in names and numbers.
pub struct NearbyTermText {
    /// The language, for the sentences that come from the app core's catalogue (every
    /// typed reason the core gives).
    pub lang: Lang,
    // ── finding a table (`join auto`'s lines) and advertising one
    pub join_no_number: fn(usize) -> String,
    pub join_pick_prompt: &'static str,
    pub join_advertised: fn(&str) -> String,
    pub join_not_advertised: fn(&str) -> String,
}

impl NearbyTermText {
    fn texts(&self) -> &'static Texts {
        self.lang.texts()
    }

    /// Why this device could not send a move.
    pub fn client_error(&self, error: &ClientError) -> String {
        self.texts().client_error(error)
    }

    /// Why the table is over for this device.
    pub fn end_reason(&self, reason: &EndReason) -> String {
        self.texts().end_reason(reason)
    }
}
