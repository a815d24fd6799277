//! Words for the table: the catalogue with the seat names of the person looking.

use fluent_bundle::FluentValue;
use spieleabend_core::Seat;
use spieleabend_core::table::{BotLevel, SeatConfig, SeatKind};

use crate::texts::{SeatNames, Texts};

/// What the words of one view need: the catalogue, the names, the settings.
pub(crate) struct Cx<'a> {
    /// The catalogue.
    pub texts: &'a Texts,
    /// The names as the viewer reads them.
    pub names: &'a SeatNames,
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
        self.texts.seat_name(seat, self.names)
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
            (kind, FluentValue::from(self.names.kind(seat).key())),
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
