//! The words for a nearby table's connection and news, as the full-screen table and
//! the nearby screens show them.

use super::{Link, Notice};
use crate::i18n::LanText;

impl LanText {
    /// The connection in a few words, for the title bar.
    pub fn link_short(&self, link: &Link) -> String {
        match link {
            Link::Connected => self.connected.into(),
            Link::Reconnecting { attempt } => (self.reconnecting)(*attempt),
            Link::HostGone => self.host_gone.into(),
            Link::Ended(_) => self.table_ended.into(),
            Link::Hosting { code, away: 0 } => (self.hosting)(code),
            Link::Hosting { code, away } => (self.hosting_away)(code, *away as u32),
        }
    }

    /// Why a LAN table is over, as a sentence.
    pub fn link_line(&self, link: &Link) -> String {
        match link {
            Link::Ended(reason) => self.end_reason(reason),
            Link::HostGone => self.host_gone_long.into(),
            other => self.link_short(other),
        }
    }

    /// A line of news from the table.
    pub fn notice(&self, notice: &Notice) -> String {
        match notice {
            Notice::Joined(name) => (self.joined)(name),
            Notice::Away(name) => (self.away)(name),
            Notice::Back(name) => (self.back)(name),
            Notice::TakenOver(name) => (self.taken_over)(name),
            Notice::HandedBack(name) => (self.handed_back)(name),
            Notice::Refused(reason) => (self.refused)(&self.reject_reason(reason)),
            Notice::MoveRefused(reason) => (self.move_refused)(&self.action_reject(reason)),
            Notice::Reconnecting(attempt) => (self.reconnecting)(*attempt),
            Notice::Reconnected => self.reconnected.into(),
            Notice::GameStarts(game) => (self.game_starts)(game + 1),
            Notice::Fairness(_, verdict) => self.verdict_line(verdict).0,
        }
    }
}
