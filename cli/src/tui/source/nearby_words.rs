//! The words for a nearby table's connection and news, as the full-screen table and
//! the nearby screens show them: from the app core's catalogue.

use spieleabend_app::texts::{NearbyLink, NearbyNotice, NearbyText};

use super::{Link, Notice};
use crate::i18n::NearbyTermText;

impl NearbyTermText {
    /// The connection in a few words, for the title bar.
    pub fn link_short(&self, link: &Link) -> String {
        let link = match link {
            Link::Connected => NearbyLink::Connected,
            Link::Reconnecting { attempt } => NearbyLink::Reconnecting(*attempt),
            Link::HostGone => NearbyLink::HostGone,
            Link::Ended(_) => NearbyLink::Ended,
            Link::Hosting { code, away } => NearbyLink::Hosting {
                code: code.clone(),
                away: u32::try_from(*away).unwrap_or(u32::MAX),
            },
        };
        self.lang.texts().nearby_link(&link)
    }

    /// Why a LAN table is over, as a sentence.
    pub fn link_line(&self, link: &Link) -> String {
        match link {
            Link::Ended(reason) => self.end_reason(reason),
            Link::HostGone => self.lang.texts().nearby_text(&NearbyText::HostGoneLong),
            other => self.link_short(other),
        }
    }

    /// A line of news from the table.
    pub fn notice(&self, notice: &Notice) -> String {
        let notice = match notice {
            Notice::Joined(name) => NearbyNotice::Joined(name.clone()),
            Notice::Away(name) => NearbyNotice::Away(name.clone()),
            Notice::Back(name) => NearbyNotice::Back(name.clone()),
            Notice::TakenOver(name) => NearbyNotice::TakenOver(name.clone()),
            Notice::HandedBack(name) => NearbyNotice::HandedBack(name.clone()),
            Notice::Refused(reason) => NearbyNotice::Refused(reason.clone()),
            Notice::MoveRefused(reason) => {
                NearbyNotice::MoveRefused(reason.clone(), self.game_of(reason))
            }
            Notice::Reconnecting(attempt) => NearbyNotice::Reconnecting(*attempt),
            Notice::Reconnected => NearbyNotice::Reconnected,
            Notice::GameStarts(game) => NearbyNotice::GameStarts(game + 1),
            Notice::Fairness(_, verdict) => return self.verdict_line(verdict).0,
        };
        self.lang.texts().nearby_notice(&notice)
    }
}
