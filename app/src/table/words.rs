//! Words for the table: the catalogue with the seat names of the person looking.

use fluent_bundle::FluentValue;
use spieleabend_core::Seat;
use spieleabend_core::table::{BotLevel, SeatConfig, SeatKind};

use crate::texts::Texts;

/// Seat names as one person reads them: the viewer is "you"/"du", the others by name.
pub(crate) struct Names {
    names: Vec<String>,
    viewer: Option<Seat>,
}

impl Names {
    /// Names of `seats` as `viewer` reads them.
    pub fn new(seats: &[SeatConfig], viewer: Option<Seat>) -> Names {
        Names {
            names: seats.iter().map(|s| s.name.clone()).collect(),
            viewer,
        }
    }

    /// Whether `seat` is the one reading.
    pub fn is_viewer(&self, seat: Seat) -> bool {
        self.viewer == Some(seat)
    }

    /// The seat's name as a Fluent argument: the viewer's seat is the pronoun, which
    /// the messages select on `$kind`.
    fn name(&self, seat: Seat) -> String {
        self.names.get(seat.index()).cloned().unwrap_or_default()
    }

    /// `you` or `other`, for the messages' selectors.
    fn kind(&self, seat: Seat) -> &'static str {
        if self.is_viewer(seat) { "you" } else { "other" }
    }
}

/// What the words of one view need: the catalogue, the names, the settings.
pub(crate) struct Cx<'a> {
    /// The catalogue.
    pub texts: &'a Texts,
    /// The names as the viewer reads them.
    pub names: &'a Names,
    /// Colour-blind marks on.
    pub marks: bool,
}

impl Cx<'_> {
    /// The message `id` with `args`.
    pub fn t(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.texts.get(id, args)
    }

    /// The seat's name as the viewer reads it, standing alone ("You", "Anna").
    pub fn seat(&self, seat: Seat) -> String {
        self.t("seat-name", &self.seat_args(seat, "name", "kind"))
    }

    /// The two arguments that name `seat` in a message: its name under `name` and
    /// `you`/`other` under `kind`.
    pub fn seat_args<'b>(
        &self,
        seat: Seat,
        name: &'b str,
        kind: &'b str,
    ) -> [(&'b str, FluentValue<'static>); 2] {
        [
            (name, FluentValue::from(self.names.name(seat))),
            (kind, FluentValue::from(self.names.kind(seat))),
        ]
    }

    /// Who plays a seat, in words.
    pub fn kind_label(&self, seat: Seat, config: &SeatConfig) -> String {
        if self.names.is_viewer(seat) {
            return self.t("player-kind-you", &[]);
        }
        match config.kind {
            SeatKind::Human => self.t("player-kind-human", &[]),
            SeatKind::Remote => self.t("player-kind-remote", &[]),
            SeatKind::Bot(level) => self.t(
                "player-kind-bot",
                &[(
                    "level",
                    FluentValue::from(match level {
                        BotLevel::Easy => "easy",
                        BotLevel::Medium => "medium",
                        BotLevel::Hard => "hard",
                    }),
                )],
            ),
        }
    }
}

/// A number argument.
pub(crate) fn n(value: impl Into<f64>) -> FluentValue<'static> {
    FluentValue::from(value.into())
}

/// A word argument (a selector key).
pub(crate) fn w(value: &'static str) -> FluentValue<'static> {
    FluentValue::from(value)
}

/// The log's sentence for an event as `viewer` saw it, or `None` for an event not worth
/// a line.
pub(crate) fn event_line<G: super::games::TableGame>(
    event: &G::Event,
    viewer: Seat,
    cx: &Cx,
) -> Option<String> {
    let _ = (event, viewer, cx);
    None
}
