//! The words of nearby play (LAN): the full-screen host lobby, join picker and LAN
//! table, the line-mode table picker (`join auto`), and every typed reason the core
//! gives (refused connections and moves, why a table ended, why a deal does not check
//! out). One constant per language, in [`super::en::nearby`] and [`super::de::nearby`].

use spieleabend_app::texts::Texts;
use spieleabend_core::games::GameId;
use spieleabend_core::nearby::{
    ActionReject, ClientError, EndReason, FairnessFailure, RejectReason, Verdict,
};

use super::Lang;

/// The LAN strings of one language. Plain fields are fixed text; `fn` fields fill in
/// names and numbers.
pub struct NearbyTermText {
    /// The language, for the sentences that come from the app core's catalogue (the
    /// connection, news at the table, and every typed reason the core gives).
    pub lang: Lang,
    // ── the LAN table
    pub tag_bot: &'static str,
    pub tag_taken_over: &'static str,
    pub waiting_short: &'static str,
    pub sending: &'static str,
    pub waiting_for_start: &'static str,
    pub watching: &'static str,
    pub at_the_table: fn(&str) -> String,
    pub waiting_for: fn(&str) -> String,
    pub no_undo: &'static str,
    pub no_hint: &'static str,
    pub no_save: &'static str,
    pub pace_fixed: &'static str,
    pub host_decides_rematch: &'static str,
    pub host_game_over_keys: &'static str,
    pub client_game_over_keys: &'static str,
    pub table_over_title: &'static str,
    pub keys_line: &'static str,
    pub leave_keys: &'static str,
    // ── the host's lobby screen
    pub lobby_not_advertising: &'static str,
    pub lobby_enter_starts: &'static str,
    pub lobby_autostart: &'static str,
    pub lobby_keys: &'static str,
    pub lobby_new_code: fn(&str) -> String,
    pub lobby_locked: &'static str,
    // ── finding a table (full-screen picker and `join auto`'s lines)
    pub join_address_label: &'static str,
    pub join_keys: &'static str,
    pub join_code_keys: &'static str,
    pub join_wrong_game: fn(&str, &str) -> String,
    pub join_no_number: fn(usize) -> String,
    pub join_pick_prompt: &'static str,
    pub join_advertised: fn(&str) -> String,
    pub join_not_advertised: fn(&str) -> String,
}

impl NearbyTermText {
    fn texts(&self) -> &'static Texts {
        self.lang.texts()
    }

    /// Why the host refused or cut off a connection.
    pub fn reject_reason(&self, reason: &RejectReason) -> String {
        self.texts().reject_reason(reason)
    }

    /// The game to read a refused move's rule code in (a notice of the full-screen table carries the code without its game; a code several games know means the same in each).
    pub(crate) fn game_of(&self, reason: &ActionReject) -> GameId {
        let known = |code: &str| {
            GameId::ALL
                .iter()
                .copied()
                .find(|&game| self.texts().rule_error_code(game, code).is_some())
        };
        match reason {
            ActionReject::Illegal { code } => known(code),
            _ => None,
        }
        .unwrap_or(GameId::ALL[0])
    }

    /// Why this device could not send a move.
    pub fn client_error(&self, error: &ClientError) -> String {
        self.texts().client_error(error)
    }

    /// Why the table is over for this device.
    pub fn end_reason(&self, reason: &EndReason) -> String {
        self.texts().end_reason(reason)
    }

    /// Why a deal does not check out.
    pub fn fairness_failure(&self, failure: &FairnessFailure) -> String {
        self.texts().fairness_failure(failure)
    }

    /// The fairness verdict as one line, and whether the deal checks out.
    pub fn verdict_line(&self, verdict: &Verdict) -> (String, bool) {
        self.texts().verdict_line(verdict)
    }
}
