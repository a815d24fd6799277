//! The words of nearby play: why a connection or a move was refused, why a table
//! ended, whether a deal checks out, news from the table, the connection state and
//! the labels of the host lobby and the join screen.

use fluent_bundle::FluentValue;
use spieleabend_core::games::GameId;
use spieleabend_core::nearby::{
    ActionReject, ByeReason, ClientError, EndReason, FairnessFailure, RejectReason, Verdict,
};

use super::Texts;

/// Something that happened at a nearby table, worth a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NearbyNotice {
    /// A player sat down.
    Joined(String),
    /// A player lost the connection.
    Away(String),
    /// A player is back.
    Back(String),
    /// A bot plays for a player who is away.
    TakenOver(String),
    /// A player left the table; a bot plays for them.
    Left(String),
    /// Someone is guessing the join code: it is this longer one now.
    CodeLengthened(String),
    /// A device with another app version (this protocol) tried to join.
    OtherVersion(u16),
    /// The player plays again themselves.
    HandedBack(String),
    /// A device was refused.
    Refused(RejectReason),
    /// The host did not take a move (in the game being played).
    MoveRefused(ActionReject, GameId),
    /// The connection was lost; trying again (attempt number).
    Reconnecting(u32),
    /// Connected again.
    Reconnected,
    /// Game number (1-based) starts.
    GameStarts(u32),
}

/// The state of this device's link to a nearby table, in a few words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NearbyLink {
    /// Connected to the host.
    Connected,
    /// Trying to reconnect (attempt number).
    Reconnecting(u32),
    /// The host cannot be reached any more.
    HostGone,
    /// The table is over for this device.
    Ended,
    /// This device hosts, with this join code and this many players away.
    Hosting {
        /// The join code shown to others.
        code: String,
        /// Players who lost the connection.
        away: u32,
    },
}

/// A fixed or filled-in text of the nearby screens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NearbyText {
    /// "Your move is on its way …"
    Sending,
    /// Waiting for the game to start.
    WaitingForStart,
    /// This device has no seat: the devices and bots play.
    Watching,
    /// Who sits at the table (a list of names).
    AtTheTable(String),
    /// Waiting for a player's move.
    WaitingFor(String),
    /// Why there is no undo at a nearby table.
    NoUndo,
    /// Why the table is not saved.
    NoSave,
    /// Why the bot pace cannot be changed.
    PaceFixed,
    /// The host decides about another game.
    HostDecidesRematch,
    /// Title when the table is over.
    TableOverTitle,
    /// The host cannot be reached any more (a sentence).
    HostGoneLong,
    /// The host lobby's title, for a game.
    LobbyTitle(GameId),
    /// Label: the join code.
    LobbyCode,
    /// Label: the address.
    LobbyAddress,
    /// Label: how others join.
    LobbyJoinWith,
    /// Found on the network under this name.
    LobbyAdvertised(String),
    /// Not advertised, with the reason.
    LobbyNotAdvertised(String),
    /// Label: the players.
    LobbyPlayers,
    /// Nobody has joined yet.
    LobbyNobody,
    /// A player and their seat numbers.
    LobbyPlayer {
        /// The name.
        name: String,
        /// The seat numbers, as shown ("2", "2, 3").
        seats: String,
    },
    /// A player lost the connection (a tag).
    LobbyPlayerAway,
    /// This many seats are still free.
    LobbyFree(u32),
    /// Everyone is here.
    LobbyAllHere,
    /// Starting: devices reveal their random values.
    LobbyStarting,
    /// The join screen's title.
    JoinTitle,
    /// Looking for tables, for this many seconds.
    JoinSearching(u32),
    /// No tables found.
    JoinNoneFound,
    /// Cannot look for tables, with the reason.
    JoinCannotBrowse(String),
    /// A table found: its name, game, free seats, players and address.
    JoinTable {
        /// The table's name.
        name: String,
        /// The game played.
        game: GameId,
        /// Free seats.
        free: u32,
        /// Seats in all.
        players: u32,
        /// The host's address.
        address: String,
    },
    /// The table is full (a tag).
    JoinFull,
    /// The table runs another app version (a tag).
    JoinIncompatible,
    /// The table plays a game this version does not know.
    JoinUnknownGame,
    /// The table speaks another protocol version.
    JoinOtherProtocol,
    /// The join code screen's title, for a table.
    JoinCodeTitle(String),
    /// Label: the code.
    JoinCodeLabel,
    /// A wrong code, with the attempts left.
    JoinWrongCode(u32),
    /// The host's code is this many digits long now (someone was guessing).
    JoinCodeChanged(u32),
    /// Connecting to an address.
    JoinConnecting(String),
    /// The host cannot be reached, with the reason.
    JoinUnreachable(String),
    /// The host's answer is not understood.
    JoinNotUnderstood,
}

type Args = Vec<(&'static str, FluentValue<'static>)>;

impl Texts {
    /// Why the host refused or cut off a connection.
    pub fn reject_reason(&self, reason: &RejectReason) -> String {
        let (id, args): (&str, Args) = match reason {
            RejectReason::UnsupportedVersion { host, client } => (
                ids::REJECT_VERSION,
                vec![("host", (*host).into()), ("client", (*client).into())],
            ),
            RejectReason::WrongJoinCode { attempts_left, .. } => (
                ids::REJECT_WRONG_CODE,
                vec![("left", (*attempts_left).into())],
            ),
            RejectReason::TryLater { seconds } => {
                (ids::REJECT_TRY_LATER, vec![("seconds", (*seconds).into())])
            }
            RejectReason::UnknownToken => (ids::REJECT_UNKNOWN_TOKEN, vec![]),
            RejectReason::TableFull => (ids::REJECT_FULL, vec![]),
            RejectReason::Malformed => (ids::REJECT_MALFORMED, vec![]),
            RejectReason::ProtocolViolation => (ids::REJECT_PROTOCOL, vec![]),
            RejectReason::Flood => (ids::REJECT_FLOOD, vec![]),
            RejectReason::Timeout => (ids::REJECT_TIMEOUT, vec![]),
        };
        self.get(id, &args)
    }

    /// Why the host did not apply a move in `game`; a rule's refusal says which rule.
    pub fn action_reject(&self, reason: &ActionReject, game: GameId) -> String {
        match reason {
            ActionReject::NotYourSeat => self.get(ids::MOVE_NOT_YOUR_SEAT, &[]),
            ActionReject::NotToAct => self.get(ids::MOVE_NOT_TO_ACT, &[]),
            ActionReject::GameOver => self.get(ids::MOVE_GAME_OVER, &[]),
            ActionReject::Illegal { code } => match self.rule_error_code(game, code) {
                Some(why) => why,
                None => self.get(ids::MOVE_ILLEGAL, &[]),
            },
            ActionReject::Replayed => self.get(ids::MOVE_REPLAYED, &[]),
            ActionReject::OutOfSequence { expected } => self.get(
                ids::MOVE_OUT_OF_SEQUENCE,
                &[("expected", (*expected).into())],
            ),
        }
    }

    /// Why this device could not send a move.
    pub fn client_error(&self, error: &ClientError) -> String {
        let id = match error {
            ClientError::NotConnected => ids::CLIENT_NOT_CONNECTED,
            ClientError::NotYourSeat => ids::MOVE_NOT_YOUR_SEAT,
            ClientError::ActionInFlight => ids::CLIENT_IN_FLIGHT,
            ClientError::NotLegal => ids::CLIENT_NOT_LEGAL,
        };
        self.get(id, &[])
    }

    /// Why the table is over for this device.
    pub fn end_reason(&self, reason: &EndReason) -> String {
        match reason {
            EndReason::Bye(ByeReason::HostLeft) => self.get(ids::END_HOST_LEFT, &[]),
            EndReason::Left => self.get(ids::END_LEFT, &[]),
            EndReason::Rejected(reason) => self.get(
                ids::END_REFUSED,
                &[("reason", self.reject_reason(reason).into())],
            ),
            EndReason::WrongGame { game } => match GameId::parse(game) {
                Some(game) => self.get(ids::END_WRONG_GAME, &[("game", game.name().into())]),
                None => self.get(ids::END_UNKNOWN_GAME, &[]),
            },
        }
    }

    /// Why a deal does not check out.
    pub fn fairness_failure(&self, failure: &FairnessFailure) -> String {
        let (id, args): (&str, Args) = match failure {
            FairnessFailure::NoDealRecord => (ids::FAIR_NO_RECORD, vec![]),
            FairnessFailure::HostValueMismatch => (ids::FAIR_HOST_VALUE, vec![]),
            FairnessFailure::OwnCommitmentAltered => (ids::FAIR_OWN_COMMITMENT, vec![]),
            FairnessFailure::EntriesChanged => (ids::FAIR_ENTRIES_CHANGED, vec![]),
            FairnessFailure::OwnValueAltered => (ids::FAIR_OWN_VALUE, vec![]),
            FairnessFailure::ValueMismatch { device } => {
                (ids::FAIR_VALUE_MISMATCH, vec![("device", (*device).into())])
            }
            FairnessFailure::SeedNotDerived => (ids::FAIR_SEED, vec![]),
            FairnessFailure::SetupFailed => (ids::FAIR_SETUP, vec![]),
            FairnessFailure::IllegalStep { index } => {
                (ids::FAIR_ILLEGAL_STEP, vec![("index", (*index).into())])
            }
            FairnessFailure::DealMismatch { seat, seq } => (
                ids::FAIR_DEAL_MISMATCH,
                vec![("seat", (seat.0 + 1).into()), ("seq", (*seq).into())],
            ),
            FairnessFailure::ViewMismatch { seat } => {
                (ids::FAIR_VIEW_MISMATCH, vec![("seat", (seat.0 + 1).into())])
            }
            FairnessFailure::OutcomeMismatch => (ids::FAIR_OUTCOME, vec![]),
        };
        self.get(id, &args)
    }

    /// The fairness verdict of a deal as one line, and whether the deal checks out.
    pub fn verdict_line(&self, verdict: &Verdict) -> (String, bool) {
        match verdict {
            Ok(report) => {
                let mine = if report.contributed { "yes" } else { "no" };
                (self.get(ids::DEAL_CHECKED, &[("mine", mine.into())]), true)
            }
            Err(failure) => (
                self.get(
                    ids::DEAL_FAILED,
                    &[("reason", self.fairness_failure(failure).into())],
                ),
                false,
            ),
        }
    }

    /// A line of news from a nearby table.
    pub fn nearby_notice(&self, notice: &NearbyNotice) -> String {
        let name = |id: &str, name: &str| self.get(id, &[("name", name.to_owned().into())]);
        match notice {
            NearbyNotice::Joined(n) => name(ids::NOTICE_JOINED, n),
            NearbyNotice::Away(n) => name(ids::NOTICE_AWAY, n),
            NearbyNotice::Back(n) => name(ids::NOTICE_BACK, n),
            NearbyNotice::TakenOver(n) => name(ids::NOTICE_TAKEN_OVER, n),
            NearbyNotice::Left(n) => name(ids::NOTICE_LEFT, n),
            NearbyNotice::CodeLengthened(code) => self.get(
                ids::NOTICE_CODE_LENGTHENED,
                &[("code", code.clone().into())],
            ),
            NearbyNotice::OtherVersion(protocol) => self.get(
                ids::NOTICE_OTHER_VERSION,
                &[("protocol", (*protocol).into())],
            ),
            NearbyNotice::HandedBack(n) => name(ids::NOTICE_HANDED_BACK, n),
            NearbyNotice::Refused(reason) => self.get(
                ids::NOTICE_REFUSED,
                &[("reason", self.reject_reason(reason).into())],
            ),
            NearbyNotice::MoveRefused(reason, game) => self.get(
                ids::NOTICE_MOVE_REFUSED,
                &[("reason", self.action_reject(reason, *game).into())],
            ),
            NearbyNotice::Reconnecting(attempt) => {
                self.get(ids::NOTICE_RECONNECTING, &[("attempt", (*attempt).into())])
            }
            NearbyNotice::Reconnected => self.get(ids::NOTICE_RECONNECTED, &[]),
            NearbyNotice::GameStarts(game) => {
                self.get(ids::NOTICE_GAME_STARTS, &[("game", (*game).into())])
            }
        }
    }

    /// The link to the table in a few words, for a title bar.
    pub fn nearby_link(&self, link: &NearbyLink) -> String {
        match link {
            NearbyLink::Connected => self.get(ids::LINK_CONNECTED, &[]),
            NearbyLink::Reconnecting(attempt) => {
                self.get(ids::LINK_RECONNECTING, &[("attempt", (*attempt).into())])
            }
            NearbyLink::HostGone => self.get(ids::LINK_HOST_GONE, &[]),
            NearbyLink::Ended => self.get(ids::LINK_ENDED, &[]),
            NearbyLink::Hosting { code, away } => self.get(
                ids::LINK_HOSTING,
                &[("code", code.clone().into()), ("away", (*away).into())],
            ),
        }
    }

    /// A text of the nearby screens.
    pub fn nearby_text(&self, text: &NearbyText) -> String {
        use NearbyText as T;
        let one =
            |id: &str, name: &str, value: &str| self.get(id, &[(name, value.to_owned().into())]);
        match text {
            T::Sending => self.get(ids::SENDING, &[]),
            T::WaitingForStart => self.get(ids::WAITING_FOR_START, &[]),
            T::Watching => self.get(ids::WATCHING, &[]),
            T::AtTheTable(players) => one(ids::AT_THE_TABLE, "players", players),
            T::WaitingFor(name) => one(ids::WAITING_FOR, "name", name),
            T::NoUndo => self.get(ids::NO_UNDO, &[]),
            T::NoSave => self.get(ids::NO_SAVE, &[]),
            T::PaceFixed => self.get(ids::PACE_FIXED, &[]),
            T::HostDecidesRematch => self.get(ids::HOST_DECIDES_REMATCH, &[]),
            T::TableOverTitle => self.get(ids::TABLE_OVER_TITLE, &[]),
            T::HostGoneLong => self.get(ids::HOST_GONE_LONG, &[]),
            T::LobbyTitle(game) => one(ids::LOBBY_TITLE, "game", game.name()),
            T::LobbyCode => self.get(ids::LOBBY_CODE, &[]),
            T::LobbyAddress => self.get(ids::LOBBY_ADDRESS, &[]),
            T::LobbyJoinWith => self.get(ids::LOBBY_JOIN_WITH, &[]),
            T::LobbyAdvertised(name) => one(ids::LOBBY_ADVERTISED, "name", name),
            T::LobbyNotAdvertised(why) => one(ids::LOBBY_NOT_ADVERTISED, "reason", why),
            T::LobbyPlayers => self.get(ids::LOBBY_PLAYERS, &[]),
            T::LobbyNobody => self.get(ids::LOBBY_NOBODY, &[]),
            T::LobbyPlayer { name, seats } => self.get(
                ids::LOBBY_PLAYER,
                &[
                    ("name", name.clone().into()),
                    ("seats", seats.clone().into()),
                    ("count", (seats.split(',').count() as u32).into()),
                ],
            ),
            T::LobbyPlayerAway => self.get(ids::LOBBY_PLAYER_AWAY, &[]),
            T::LobbyFree(free) => self.get(ids::LOBBY_FREE, &[("free", (*free).into())]),
            T::LobbyAllHere => self.get(ids::LOBBY_ALL_HERE, &[]),
            T::LobbyStarting => self.get(ids::LOBBY_STARTING, &[]),
            T::JoinTitle => self.get(ids::JOIN_TITLE, &[]),
            T::JoinSearching(seconds) => {
                self.get(ids::JOIN_SEARCHING, &[("seconds", (*seconds).into())])
            }
            T::JoinNoneFound => self.get(ids::JOIN_NONE_FOUND, &[]),
            T::JoinCannotBrowse(why) => one(ids::JOIN_CANNOT_BROWSE, "reason", why),
            T::JoinTable {
                name,
                game,
                free,
                players,
                address,
            } => self.get(
                ids::JOIN_TABLE,
                &[
                    ("name", name.clone().into()),
                    ("game", game.name().into()),
                    ("free", (*free).into()),
                    ("players", (*players).into()),
                    ("address", address.clone().into()),
                ],
            ),
            T::JoinFull => self.get(ids::JOIN_FULL, &[]),
            T::JoinIncompatible => self.get(ids::JOIN_INCOMPATIBLE, &[]),
            T::JoinUnknownGame => self.get(ids::JOIN_UNKNOWN_GAME, &[]),
            T::JoinOtherProtocol => self.get(ids::JOIN_OTHER_PROTOCOL, &[]),
            T::JoinCodeTitle(table) => one(ids::JOIN_CODE_TITLE, "table", table),
            T::JoinCodeLabel => self.get(ids::JOIN_CODE_LABEL, &[]),
            T::JoinWrongCode(left) => self.get(ids::JOIN_WRONG_CODE, &[("left", (*left).into())]),
            T::JoinCodeChanged(digits) => {
                self.get(ids::JOIN_CODE_CHANGED, &[("digits", (*digits).into())])
            }
            T::JoinConnecting(address) => one(ids::JOIN_CONNECTING, "address", address),
            T::JoinUnreachable(why) => one(ids::JOIN_UNREACHABLE, "reason", why),
            T::JoinNotUnderstood => self.get(ids::JOIN_NOT_UNDERSTOOD, &[]),
        }
    }
}

/// Message ids of this module.
pub(crate) mod ids {
    macro_rules! ids {
        ($($name:ident = $id:literal,)*) => {
            $(pub const $name: &str = $id;)*
            /// Every id of this module.
            #[cfg(test)]
            pub const ALL: &[&str] = &[$($name),*];
        };
    }
    ids! {
        REJECT_VERSION = "nearby-reject-version",
        REJECT_WRONG_CODE = "nearby-reject-wrong-code",
        REJECT_TRY_LATER = "nearby-reject-try-later",
        REJECT_UNKNOWN_TOKEN = "nearby-reject-unknown-token",
        REJECT_FULL = "nearby-reject-full",
        REJECT_MALFORMED = "nearby-reject-malformed",
        REJECT_PROTOCOL = "nearby-reject-protocol",
        REJECT_FLOOD = "nearby-reject-flood",
        REJECT_TIMEOUT = "nearby-reject-timeout",
        MOVE_NOT_YOUR_SEAT = "nearby-move-not-your-seat",
        MOVE_NOT_TO_ACT = "nearby-move-not-to-act",
        MOVE_GAME_OVER = "nearby-move-game-over",
        MOVE_ILLEGAL = "nearby-move-illegal",
        MOVE_REPLAYED = "nearby-move-replayed",
        MOVE_OUT_OF_SEQUENCE = "nearby-move-out-of-sequence",
        CLIENT_NOT_CONNECTED = "nearby-client-not-connected",
        CLIENT_IN_FLIGHT = "nearby-client-in-flight",
        CLIENT_NOT_LEGAL = "nearby-client-not-legal",
        END_HOST_LEFT = "nearby-end-host-left",
        END_LEFT = "nearby-end-left",
        END_REFUSED = "nearby-end-refused",
        END_WRONG_GAME = "nearby-end-wrong-game",
        END_UNKNOWN_GAME = "nearby-end-unknown-game",
        FAIR_NO_RECORD = "nearby-fair-no-record",
        FAIR_HOST_VALUE = "nearby-fair-host-value",
        FAIR_OWN_COMMITMENT = "nearby-fair-own-commitment",
        FAIR_ENTRIES_CHANGED = "nearby-fair-entries-changed",
        FAIR_OWN_VALUE = "nearby-fair-own-value",
        FAIR_VALUE_MISMATCH = "nearby-fair-value-mismatch",
        FAIR_SEED = "nearby-fair-seed",
        FAIR_SETUP = "nearby-fair-setup",
        FAIR_ILLEGAL_STEP = "nearby-fair-illegal-step",
        FAIR_DEAL_MISMATCH = "nearby-fair-deal-mismatch",
        FAIR_VIEW_MISMATCH = "nearby-fair-view-mismatch",
        FAIR_OUTCOME = "nearby-fair-outcome",
        DEAL_CHECKED = "nearby-deal-checked",
        DEAL_FAILED = "nearby-deal-failed",
        NOTICE_JOINED = "nearby-notice-joined",
        NOTICE_AWAY = "nearby-notice-away",
        NOTICE_BACK = "nearby-notice-back",
        NOTICE_TAKEN_OVER = "nearby-notice-taken-over",
        NOTICE_LEFT = "nearby-notice-left",
        NOTICE_CODE_LENGTHENED = "nearby-notice-code-lengthened",
        NOTICE_OTHER_VERSION = "nearby-notice-other-version",
        NOTICE_HANDED_BACK = "nearby-notice-handed-back",
        NOTICE_REFUSED = "nearby-notice-refused",
        NOTICE_MOVE_REFUSED = "nearby-notice-move-refused",
        NOTICE_RECONNECTING = "nearby-notice-reconnecting",
        NOTICE_RECONNECTED = "nearby-notice-reconnected",
        NOTICE_GAME_STARTS = "nearby-notice-game-starts",
        LINK_CONNECTED = "nearby-link-connected",
        LINK_RECONNECTING = "nearby-link-reconnecting",
        LINK_HOST_GONE = "nearby-link-host-gone",
        LINK_ENDED = "nearby-link-ended",
        LINK_HOSTING = "nearby-link-hosting",
        SENDING = "nearby-sending",
        WAITING_FOR_START = "nearby-waiting-for-start",
        WATCHING = "nearby-watching",
        AT_THE_TABLE = "nearby-at-the-table",
        WAITING_FOR = "nearby-waiting-for",
        NO_UNDO = "nearby-no-undo",
        NO_SAVE = "nearby-no-save",
        PACE_FIXED = "nearby-pace-fixed",
        HOST_DECIDES_REMATCH = "nearby-host-decides-rematch",
        TABLE_OVER_TITLE = "nearby-table-over-title",
        HOST_GONE_LONG = "nearby-host-gone-long",
        LOBBY_TITLE = "nearby-lobby-title",
        LOBBY_CODE = "nearby-lobby-code",
        LOBBY_ADDRESS = "nearby-lobby-address",
        LOBBY_JOIN_WITH = "nearby-lobby-join-with",
        LOBBY_ADVERTISED = "nearby-lobby-advertised",
        LOBBY_NOT_ADVERTISED = "nearby-lobby-not-advertised",
        LOBBY_PLAYERS = "nearby-lobby-players",
        LOBBY_NOBODY = "nearby-lobby-nobody",
        LOBBY_PLAYER = "nearby-lobby-player",
        LOBBY_PLAYER_AWAY = "nearby-lobby-player-away",
        LOBBY_FREE = "nearby-lobby-free",
        LOBBY_ALL_HERE = "nearby-lobby-all-here",
        LOBBY_STARTING = "nearby-lobby-starting",
        JOIN_TITLE = "nearby-join-title",
        JOIN_SEARCHING = "nearby-join-searching",
        JOIN_NONE_FOUND = "nearby-join-none-found",
        JOIN_CANNOT_BROWSE = "nearby-join-cannot-browse",
        JOIN_TABLE = "nearby-join-table",
        JOIN_FULL = "nearby-join-full",
        JOIN_INCOMPATIBLE = "nearby-join-incompatible",
        JOIN_UNKNOWN_GAME = "nearby-join-unknown-game",
        JOIN_OTHER_PROTOCOL = "nearby-join-other-protocol",
        JOIN_CODE_TITLE = "nearby-join-code-title",
        JOIN_CODE_LABEL = "nearby-join-code-label",
        JOIN_WRONG_CODE = "nearby-join-wrong-code",
        JOIN_CODE_CHANGED = "nearby-join-code-changed",
        JOIN_CONNECTING = "nearby-join-connecting",
        JOIN_UNREACHABLE = "nearby-join-unreachable",
        JOIN_NOT_UNDERSTOOD = "nearby-join-not-understood",
    }
}

#[cfg(test)]
mod tests {
    use spieleabend_core::Seat;
    use spieleabend_core::nearby::FairnessReport;

    use super::*;
    use crate::texts::Lang;

    fn rejects() -> Vec<RejectReason> {
        vec![
            RejectReason::UnsupportedVersion { host: 3, client: 2 },
            RejectReason::WrongJoinCode {
                attempts_left: 0,
                digits: 7,
            },
            RejectReason::WrongJoinCode {
                attempts_left: 1,
                digits: 7,
            },
            RejectReason::WrongJoinCode {
                attempts_left: 2,
                digits: 7,
            },
            RejectReason::TryLater { seconds: 1 },
            RejectReason::TryLater { seconds: 5 },
            RejectReason::UnknownToken,
            RejectReason::TableFull,
            RejectReason::Malformed,
            RejectReason::ProtocolViolation,
            RejectReason::Flood,
            RejectReason::Timeout,
        ]
    }

    /// Every text of this module, in `lang`.
    fn every_text(lang: Lang) -> Vec<String> {
        let t = Texts::new(lang);
        let mut all: Vec<String> = rejects().iter().map(|r| t.reject_reason(r)).collect();
        let moves = [
            ActionReject::NotYourSeat,
            ActionReject::NotToAct,
            ActionReject::GameOver,
            ActionReject::Illegal {
                code: "does_not_fit".into(),
            },
            ActionReject::Illegal {
                code: "something_else".into(),
            },
            ActionReject::Replayed,
            ActionReject::OutOfSequence { expected: 4 },
        ];
        all.extend(moves.iter().map(|m| t.action_reject(m, GameId::ElferRaus)));
        all.extend(
            [
                ClientError::NotConnected,
                ClientError::NotYourSeat,
                ClientError::ActionInFlight,
                ClientError::NotLegal,
            ]
            .iter()
            .map(|e| t.client_error(e)),
        );
        all.extend(
            [
                EndReason::Bye(ByeReason::HostLeft),
                EndReason::Left,
                EndReason::Rejected(RejectReason::TableFull),
                EndReason::WrongGame {
                    game: "elfer_raus".into(),
                },
                EndReason::WrongGame {
                    game: "chess_960".into(),
                },
            ]
            .iter()
            .map(|e| t.end_reason(e)),
        );
        let failures = [
            FairnessFailure::NoDealRecord,
            FairnessFailure::HostValueMismatch,
            FairnessFailure::OwnCommitmentAltered,
            FairnessFailure::EntriesChanged,
            FairnessFailure::OwnValueAltered,
            FairnessFailure::ValueMismatch { device: 2 },
            FairnessFailure::SeedNotDerived,
            FairnessFailure::SetupFailed,
            FairnessFailure::IllegalStep { index: 7 },
            FairnessFailure::DealMismatch {
                seat: Seat(1),
                seq: 9,
            },
            FairnessFailure::ViewMismatch { seat: Seat(0) },
            FairnessFailure::OutcomeMismatch,
        ];
        for failure in failures {
            all.push(t.verdict_line(&Err(failure)).0);
        }
        for contributed in [true, false] {
            let report = FairnessReport {
                game_number: 1,
                contributed,
                entries: 3,
                left_out: 0,
            };
            all.push(t.verdict_line(&Ok(report)).0);
        }
        let notices = [
            NearbyNotice::Joined("Anna".into()),
            NearbyNotice::Away("Anna".into()),
            NearbyNotice::Back("Anna".into()),
            NearbyNotice::TakenOver("Anna".into()),
            NearbyNotice::Left("Anna".into()),
            NearbyNotice::CodeLengthened("482155309127".into()),
            NearbyNotice::OtherVersion(4),
            NearbyNotice::HandedBack("Anna".into()),
            NearbyNotice::Refused(RejectReason::Flood),
            NearbyNotice::MoveRefused(ActionReject::NotToAct, GameId::Help),
            NearbyNotice::Reconnecting(2),
            NearbyNotice::Reconnected,
            NearbyNotice::GameStarts(2),
        ];
        all.extend(notices.iter().map(|n| t.nearby_notice(n)));
        let links = [
            NearbyLink::Connected,
            NearbyLink::Reconnecting(1),
            NearbyLink::HostGone,
            NearbyLink::Ended,
            NearbyLink::Hosting {
                code: "1234".into(),
                away: 0,
            },
            NearbyLink::Hosting {
                code: "1234".into(),
                away: 1,
            },
        ];
        all.extend(links.iter().map(|l| t.nearby_link(l)));
        use NearbyText as T;
        let texts = [
            T::Sending,
            T::WaitingForStart,
            T::Watching,
            T::AtTheTable("Anna, Ben".into()),
            T::WaitingFor("Ben".into()),
            T::NoUndo,
            T::NoSave,
            T::PaceFixed,
            T::HostDecidesRematch,
            T::TableOverTitle,
            T::HostGoneLong,
            T::LobbyTitle(GameId::Juhu22),
            T::LobbyCode,
            T::LobbyAddress,
            T::LobbyJoinWith,
            T::LobbyAdvertised("Anna’s table".into()),
            T::LobbyNotAdvertised("no network".into()),
            T::LobbyPlayers,
            T::LobbyNobody,
            T::LobbyPlayer {
                name: "Ben".into(),
                seats: "2".into(),
            },
            T::LobbyPlayer {
                name: "Ben".into(),
                seats: "2, 3".into(),
            },
            T::LobbyPlayerAway,
            T::LobbyFree(1),
            T::LobbyFree(2),
            T::LobbyAllHere,
            T::LobbyStarting,
            T::JoinTitle,
            T::JoinSearching(3),
            T::JoinNoneFound,
            T::JoinCannotBrowse("no network".into()),
            T::JoinTable {
                name: "Anna".into(),
                game: GameId::SeventySeven,
                free: 1,
                players: 4,
                address: "10.0.0.2:7777".into(),
            },
            T::JoinFull,
            T::JoinIncompatible,
            T::JoinUnknownGame,
            T::JoinOtherProtocol,
            T::JoinCodeTitle("Anna".into()),
            T::JoinCodeLabel,
            T::JoinWrongCode(1),
            T::JoinCodeChanged(12),
            T::JoinConnecting("10.0.0.2:7777".into()),
            T::JoinUnreachable("timed out".into()),
            T::JoinNotUnderstood,
        ];
        all.extend(texts.iter().map(|x| t.nearby_text(x)));
        all
    }

    /// A refused join says what happened and, where waiting helps, when to try again
    /// — in words, never the protocol's name for it.
    #[test]
    fn a_refused_join_says_what_happened_and_when_to_try_again() {
        for lang in Lang::ALL {
            let t = Texts::new(lang);
            for reason in rejects() {
                let text = t.end_reason(&EndReason::Rejected(reason.clone()));
                let name = format!("{reason:?}");
                let name = name.split([' ', '{']).next().unwrap();
                assert!(!text.contains(name), "{text}");
            }
            let later = t.end_reason(&EndReason::Rejected(RejectReason::TryLater { seconds: 5 }));
            assert!(later.contains('5'), "{later}");
        }
        let en = Texts::new(Lang::En);
        assert_eq!(
            en.end_reason(&EndReason::Rejected(RejectReason::TryLater { seconds: 5 })),
            "The host refused: too many wrong codes from this device; try again in 5 seconds."
        );
        assert_eq!(
            en.nearby_notice(&NearbyNotice::Left("Ben".into())),
            "Ben left the table; a bot plays for Ben now."
        );
    }

    #[test]
    fn every_nearby_text_is_clean_in_both_languages() {
        for lang in Lang::ALL {
            crate::texts::tests::clear_used();
            let all = every_text(lang);
            for text in &all {
                assert!(!text.trim().is_empty());
                assert!(!text.contains(['[', ']', '{', '}', '_']), "{text}");
                assert!(!text.contains("/Plätze") && !text.contains("(s)"), "{text}");
            }
            let used = crate::texts::tests::used();
            let missed: Vec<_> = ids::ALL.iter().filter(|id| !used.contains(**id)).collect();
            assert!(missed.is_empty(), "never used: {missed:?}");
        }
        let de = Texts::new(Lang::De);
        assert_eq!(
            de.nearby_text(&NearbyText::LobbyFree(1)),
            "Noch 1 Platz ist frei."
        );
        assert_eq!(
            de.nearby_text(&NearbyText::LobbyFree(2)),
            "Noch 2 Plätze sind frei."
        );
        let en = Texts::new(Lang::En);
        assert_eq!(
            en.nearby_text(&NearbyText::LobbyFree(1)),
            "1 seat is still free."
        );
        assert_eq!(
            en.nearby_notice(&NearbyNotice::MoveRefused(
                ActionReject::Illegal {
                    code: "must_lay_first".into()
                },
                GameId::ElferRaus
            )),
            format!(
                "The host did not take the move. {}",
                en.rule_error(&spieleabend_core::games::elfer_raus::RuleError::MustLayFirst)
            )
        );
        assert_eq!(
            en.end_reason(&EndReason::WrongGame {
                game: "seventy_seven".into()
            }),
            "The host plays 77."
        );
    }
}
