//! Seat names as one person reads them: the viewer's own seat is "you"/"du", every
//! other seat its name. Messages get a seat as two arguments, the name (`$actor`) and
//! its kind (`$actor-kind`: `you` or `other`), and choose pronouns, cases and verb
//! forms with Fluent selectors on the kind.

use fluent_bundle::FluentValue;
use spieleabend_core::Seat;
use spieleabend_core::table::{SeatConfig, SeatKind};

use super::Texts;

/// The names of a table's seats and the seat that reads them (none: an onlooker, who
/// reads every seat by its name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatNames {
    names: Vec<String>,
    viewer: Option<Seat>,
}

/// How a seat stands to the reader, as the messages select on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKindArg {
    /// The reader's own seat: "you", "du".
    You,
    /// Any other seat: its name.
    Other,
}

impl SeatKindArg {
    /// The selector value: `you` or `other`.
    pub fn key(self) -> &'static str {
        match self {
            SeatKindArg::You => "you",
            SeatKindArg::Other => "other",
        }
    }
}

impl SeatNames {
    /// `names` by seat index, read by `viewer`.
    pub fn new(names: Vec<String>, viewer: Option<Seat>) -> SeatNames {
        SeatNames { names, viewer }
    }

    /// The names of `seats` read by `viewer`; a seat without a name gets its default
    /// name in `texts`' language ([`Texts::default_seat_names`]).
    pub fn from_seats(texts: &Texts, seats: &[SeatConfig], viewer: Option<Seat>) -> SeatNames {
        let kinds: Vec<SeatKind> = seats.iter().map(|s| s.kind).collect();
        let defaults = texts.default_seat_names(&kinds);
        let names = seats
            .iter()
            .zip(defaults)
            .map(|(seat, default)| {
                let name = seat.name.trim();
                if name.is_empty() {
                    default
                } else {
                    name.to_owned()
                }
            })
            .collect();
        SeatNames { names, viewer }
    }

    /// The same names read by another seat.
    pub fn read_by(&self, viewer: Option<Seat>) -> SeatNames {
        SeatNames {
            names: self.names.clone(),
            viewer,
        }
    }

    /// The seat that reads.
    pub fn viewer(&self) -> Option<Seat> {
        self.viewer
    }

    /// Whether `seat` is the reader's own.
    pub fn is_viewer(&self, seat: Seat) -> bool {
        self.viewer == Some(seat)
    }

    /// The seat's name as given (never the pronoun). A seat beyond the list is called
    /// by its number ("3").
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| (seat.0 + 1).to_string())
    }

    /// How `seat` stands to the reader.
    pub fn kind(&self, seat: Seat) -> SeatKindArg {
        if self.is_viewer(seat) {
            SeatKindArg::You
        } else {
            SeatKindArg::Other
        }
    }

    /// The number of seats named.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether no seat is named.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The two arguments that name `seat` in the role `role`: `role` = its name,
    /// `role-kind` = `you`/`other` (see [`Role`]).
    pub fn args(&self, seat: Seat, role: Role) -> [(&'static str, FluentValue<'static>); 2] {
        [
            (role.name(), FluentValue::from(self.name(seat))),
            (role.kind(), FluentValue::from(self.kind(seat).key())),
        ]
    }
}

/// The roles a seat can have in a message, each an argument pair (`$actor`,
/// `$actor-kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Who does it.
    Actor,
    /// Whose card or whom it is done to.
    Target,
    /// The other seat in a help exchange, or a seat mentioned along.
    Other,
}

impl Role {
    /// The name argument.
    pub fn name(self) -> &'static str {
        match self {
            Role::Actor => "actor",
            Role::Target => "target",
            Role::Other => "other",
        }
    }

    /// The kind argument.
    pub fn kind(self) -> &'static str {
        match self {
            Role::Actor => "actor-kind",
            Role::Target => "target-kind",
            Role::Other => "other-kind",
        }
    }
}

/// How a list of seats stands to the reader, as the messages select on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupKind {
    /// Only the reader: "you".
    You,
    /// One other seat.
    Other,
    /// Several seats, the reader among them: "you and Bot 2" (German: "ihr").
    YouAndOthers,
    /// Several other seats: "Bot 1 and Bot 2".
    Others,
}

impl GroupKind {
    /// The selector value.
    pub fn key(self) -> &'static str {
        match self {
            GroupKind::You => "you",
            GroupKind::Other => "other",
            GroupKind::YouAndOthers => "you-and-others",
            GroupKind::Others => "others",
        }
    }
}

impl Texts {
    /// Default names for seats of these kinds, numbered per kind: "Bot 1", "Bot 2",
    /// "Player 1"/"Spieler 1" (people here and on other devices count together).
    pub fn default_seat_names(&self, kinds: &[SeatKind]) -> Vec<String> {
        let (mut bots, mut people) = (0u32, 0u32);
        kinds
            .iter()
            .map(|kind| match kind {
                SeatKind::Bot(_) => {
                    bots += 1;
                    self.get(ids::SEAT_DEFAULT_BOT, &[("number", bots.into())])
                }
                SeatKind::Human | SeatKind::Remote => {
                    people += 1;
                    self.get(ids::SEAT_DEFAULT_PLAYER, &[("number", people.into())])
                }
            })
            .collect()
    }

    /// The seat as the reader reads it on its own (a label, a list entry): "You"/"Du"
    /// for the reader's seat, the name otherwise.
    pub fn seat_name(&self, seat: Seat, names: &SeatNames) -> String {
        self.get(ids::SEAT_NAME, &names.args(seat, Role::Actor))
    }

    /// `seats` as one subject ("you and Bot 2", "Bot 1, Bot 2 and Bot 3"), with its
    /// kind for the verb. The reader's seat comes first.
    pub fn seat_group(&self, seats: &[Seat], names: &SeatNames) -> (String, GroupKind) {
        let mut ordered: Vec<Seat> = seats
            .iter()
            .copied()
            .filter(|s| names.is_viewer(*s))
            .collect();
        ordered.extend(seats.iter().copied().filter(|s| !names.is_viewer(*s)));
        let has_you = ordered.first().is_some_and(|s| names.is_viewer(*s));
        let kind = match (ordered.len(), has_you) {
            (0 | 1, true) => GroupKind::You,
            (0 | 1, false) => GroupKind::Other,
            (_, true) => GroupKind::YouAndOthers,
            (_, false) => GroupKind::Others,
        };
        let words: Vec<String> = ordered
            .iter()
            .map(|s| self.get(ids::SEAT_SUBJECT, &names.args(*s, Role::Actor)))
            .collect();
        (self.list(&words), kind)
    }

    /// Words joined as a list: "a, b and c" / "a, b und c".
    pub fn list(&self, words: &[String]) -> String {
        match words {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => self.get(
                ids::LIST_AND,
                &[
                    ("first", FluentValue::from(rest.join(", "))),
                    ("last", FluentValue::from(last.clone())),
                ],
            ),
        }
    }
}

/// Message ids of this module.
pub(crate) mod ids {
    pub const SEAT_DEFAULT_BOT: &str = "names-default-bot";
    pub const SEAT_DEFAULT_PLAYER: &str = "names-default-player";
    pub const SEAT_NAME: &str = "names-seat";
    pub const SEAT_SUBJECT: &str = "names-subject";
    pub const LIST_AND: &str = "names-list-and";

    /// Every id of this module.
    #[cfg(test)]
    pub const ALL: &[&str] = &[
        SEAT_DEFAULT_BOT,
        SEAT_DEFAULT_PLAYER,
        SEAT_NAME,
        SEAT_SUBJECT,
        LIST_AND,
    ];
}
