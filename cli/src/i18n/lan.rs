//! The words of nearby play (LAN): the full-screen host lobby, join picker and LAN
//! table, the line-mode table picker (`join auto`), and every typed reason the core
//! gives (refused connections and moves, why a table ended, why a deal does not check
//! out). One constant per language, in [`super::en::lan`] and [`super::de::lan`].

use spieleabend_core::games::GameId;
use spieleabend_core::sync::{
    ActionReject, ByeReason, ClientError, EndReason, FairnessFailure, RejectReason, Verdict,
};

/// The LAN strings of one language. Plain fields are fixed text; `fn` fields fill in
/// names and numbers.
pub struct LanText {
    // ── the connection, in the title bar
    pub connected: &'static str,
    pub reconnecting: fn(u32) -> String,
    pub host_gone: &'static str,
    pub table_ended: &'static str,
    pub hosting: fn(&str) -> String,
    pub hosting_away: fn(&str, u32) -> String,
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
    pub deal_checked: fn(bool) -> String,
    pub deal_failed: fn(&str) -> String,
    pub host_game_over_keys: &'static str,
    pub client_game_over_keys: &'static str,
    pub table_over_title: &'static str,
    pub host_gone_long: &'static str,
    pub keys_line: &'static str,
    pub leave_keys: &'static str,
    // ── news at the table
    pub joined: fn(&str) -> String,
    pub away: fn(&str) -> String,
    pub back: fn(&str) -> String,
    pub taken_over: fn(&str) -> String,
    pub handed_back: fn(&str) -> String,
    pub refused: fn(&str) -> String,
    pub move_refused: fn(&str) -> String,
    pub reconnected: &'static str,
    pub game_starts: fn(u32) -> String,
    // ── why a connection was refused (RejectReason)
    pub reject_version: fn(u16, u16) -> String,
    pub reject_wrong_code: fn(u8) -> String,
    pub reject_locked: &'static str,
    pub reject_unknown_token: &'static str,
    pub reject_full: &'static str,
    pub reject_malformed: &'static str,
    pub reject_protocol: &'static str,
    pub reject_flood: &'static str,
    pub reject_timeout: &'static str,
    // ── why a move was refused (ActionReject, ClientError)
    pub move_not_your_seat: &'static str,
    pub move_not_to_act: &'static str,
    pub move_game_over: &'static str,
    pub move_illegal: fn(&str) -> String,
    pub move_replayed: &'static str,
    pub move_out_of_sequence: fn(u32) -> String,
    pub client_not_connected: &'static str,
    pub client_in_flight: &'static str,
    pub client_not_legal: &'static str,
    // ── why the table ended (EndReason)
    pub end_host_left: &'static str,
    pub end_left: &'static str,
    pub end_refused: fn(&str) -> String,
    pub end_wrong_game: fn(&str) -> String,
    // ── why a deal does not check out (FairnessFailure)
    pub fair_no_record: &'static str,
    pub fair_host_value: &'static str,
    pub fair_own_commitment: &'static str,
    pub fair_entries_changed: &'static str,
    pub fair_own_value: &'static str,
    pub fair_value_mismatch: fn(u32) -> String,
    pub fair_seed: &'static str,
    pub fair_setup: &'static str,
    pub fair_illegal_step: fn(usize) -> String,
    pub fair_deal_mismatch: fn(u8, u32) -> String,
    pub fair_view_mismatch: fn(u8) -> String,
    pub fair_outcome: &'static str,
    // ── the host's lobby screen
    pub lobby_title: fn(&str) -> String,
    pub lobby_code: &'static str,
    pub lobby_address: &'static str,
    pub lobby_join_with: &'static str,
    pub lobby_advertised: fn(&str) -> String,
    pub lobby_not_advertised: fn(&str) -> String,
    pub lobby_not_advertising: &'static str,
    pub lobby_players: &'static str,
    pub lobby_nobody: &'static str,
    pub lobby_player: fn(&str, &str) -> String,
    pub lobby_player_away: &'static str,
    pub lobby_free: fn(u32) -> String,
    pub lobby_all_here: &'static str,
    pub lobby_enter_starts: &'static str,
    pub lobby_autostart: &'static str,
    pub lobby_keys: &'static str,
    pub lobby_new_code: fn(&str) -> String,
    pub lobby_locked: &'static str,
    pub lobby_starting: &'static str,
    // ── finding a table (full-screen picker and `join auto`'s lines)
    pub join_title: &'static str,
    pub join_searching: fn(f32) -> String,
    pub join_none_found: &'static str,
    pub join_cannot_browse: fn(&str) -> String,
    pub join_table: fn(&str, &str, u8, u8, &str) -> String,
    pub join_full: &'static str,
    pub join_incompatible: &'static str,
    pub join_unknown_game: &'static str,
    pub join_other_protocol: &'static str,
    pub join_address_label: &'static str,
    pub join_keys: &'static str,
    pub join_code_title: fn(&str) -> String,
    pub join_code_label: &'static str,
    pub join_code_keys: &'static str,
    pub join_wrong_code: fn(u8) -> String,
    pub join_connecting: fn(&str) -> String,
    pub join_unreachable: fn(&str) -> String,
    pub join_not_understood: &'static str,
    pub join_wrong_game: fn(&str, &str) -> String,
    pub join_no_number: fn(usize) -> String,
    pub join_pick_prompt: &'static str,
    pub join_advertised: fn(&str) -> String,
    pub join_not_advertised: fn(&str) -> String,
}

impl LanText {
    /// Why the host refused or cut off a connection.
    pub fn reject_reason(&self, reason: &RejectReason) -> String {
        match reason {
            RejectReason::UnsupportedVersion { host, client } => {
                (self.reject_version)(*host, *client)
            }
            RejectReason::WrongJoinCode { attempts_left } => {
                (self.reject_wrong_code)(*attempts_left)
            }
            RejectReason::JoinLocked => self.reject_locked.into(),
            RejectReason::UnknownToken => self.reject_unknown_token.into(),
            RejectReason::TableFull => self.reject_full.into(),
            RejectReason::Malformed => self.reject_malformed.into(),
            RejectReason::ProtocolViolation => self.reject_protocol.into(),
            RejectReason::Flood => self.reject_flood.into(),
            RejectReason::Timeout => self.reject_timeout.into(),
        }
    }

    /// Why the host did not apply a move.
    pub fn action_reject(&self, reason: &ActionReject) -> String {
        match reason {
            ActionReject::NotYourSeat => self.move_not_your_seat.into(),
            ActionReject::NotToAct => self.move_not_to_act.into(),
            ActionReject::GameOver => self.move_game_over.into(),
            ActionReject::Illegal { code } => (self.move_illegal)(code),
            ActionReject::Replayed => self.move_replayed.into(),
            ActionReject::OutOfSequence { expected } => (self.move_out_of_sequence)(*expected),
        }
    }

    /// Why this device could not send a move.
    pub fn client_error(&self, error: &ClientError) -> String {
        match error {
            ClientError::NotConnected => self.client_not_connected,
            ClientError::NotYourSeat => self.move_not_your_seat,
            ClientError::ActionInFlight => self.client_in_flight,
            ClientError::NotLegal => self.client_not_legal,
        }
        .into()
    }

    /// Why the table is over for this device.
    pub fn end_reason(&self, reason: &EndReason) -> String {
        match reason {
            EndReason::Bye(ByeReason::HostLeft) => self.end_host_left.into(),
            EndReason::Left => self.end_left.into(),
            EndReason::Rejected(reason) => (self.end_refused)(&self.reject_reason(reason)),
            EndReason::WrongGame { game } => {
                let name = GameId::parse(game).map(GameId::name);
                (self.end_wrong_game)(name.unwrap_or(game))
            }
        }
    }

    /// Why a deal does not check out.
    pub fn fairness_failure(&self, failure: &FairnessFailure) -> String {
        match failure {
            FairnessFailure::NoDealRecord => self.fair_no_record.into(),
            FairnessFailure::HostValueMismatch => self.fair_host_value.into(),
            FairnessFailure::OwnCommitmentAltered => self.fair_own_commitment.into(),
            FairnessFailure::EntriesChanged => self.fair_entries_changed.into(),
            FairnessFailure::OwnValueAltered => self.fair_own_value.into(),
            FairnessFailure::ValueMismatch { device } => (self.fair_value_mismatch)(*device),
            FairnessFailure::SeedNotDerived => self.fair_seed.into(),
            FairnessFailure::SetupFailed => self.fair_setup.into(),
            FairnessFailure::IllegalStep { index } => (self.fair_illegal_step)(*index),
            FairnessFailure::DealMismatch { seat, seq } => (self.fair_deal_mismatch)(seat.0, *seq),
            FairnessFailure::ViewMismatch { seat } => (self.fair_view_mismatch)(seat.0),
            FairnessFailure::OutcomeMismatch => self.fair_outcome.into(),
        }
    }

    /// The fairness verdict as one line, and whether the deal checks out.
    pub fn verdict_line(&self, verdict: &Verdict) -> (String, bool) {
        match verdict {
            Ok(report) => ((self.deal_checked)(report.contributed), true),
            Err(failure) => ((self.deal_failed)(&self.fairness_failure(failure)), false),
        }
    }
}
