//! The seat of a device that joined a LAN table: views, legal actions and events come
//! from the client machine (`spieleabend_nearby::ClientHandle`), decisions go to the
//! host. No undo or saving here; hints are the hard bot's choice from what this device
//! was shown (its information state rebuilt from the seat's events).

use spieleabend_core::nearby::{ClientEvent, ClientState, Verdict};
use spieleabend_core::table::{BotLevel, Logged, SeatKind, choose_at_level};
use spieleabend_core::{InfoState, Outcome, Seat, ToAct};
use spieleabend_nearby::{ClientHandle, JoinEvent};

use crate::tui::boards::TuiGame;
use crate::tui::source::{
    ActRefusal, HintJob, Link, Notice, Polled, RematchRefusal, SeatTag, TableSource, Turn,
};

/// A joined LAN table, seen from this device's seat.
pub struct ClientSource<G: TuiGame> {
    handle: ClientHandle<G>,
    link: Link,
    /// Hard bot iterations for hints.
    hint_iterations: u32,
}

impl<G: TuiGame> ClientSource<G> {
    /// The table behind `handle` (just joined: the welcome may still be on its way).
    pub fn new(handle: ClientHandle<G>, hint_iterations: u32) -> ClientSource<G> {
        ClientSource {
            handle,
            link: Link::Connected,
            hint_iterations,
        }
    }

    /// The client, to leave the table with.
    pub fn into_handle(self) -> ClientHandle<G> {
        self.handle
    }

    /// Drops the connection as the network would (the client reconnects and resumes).
    #[cfg(test)]
    pub fn cut_connection(&self) {
        self.handle.cut_connection();
    }

    /// This device's seat (the first, if it has several).
    fn own_seat(&self) -> Option<Seat> {
        self.handle.with_client(|c| c.seats().first().copied())
    }
}

impl<G: TuiGame> TableSource<G> for ClientSource<G> {
    fn names(&self) -> Vec<String> {
        self.handle.with_client(|c| c.names().to_vec())
    }

    fn people_here(&self) -> usize {
        1
    }

    fn turn(&self) -> Turn {
        self.handle.with_client(|c| {
            let Some(status) = c.status() else {
                return Turn::Waiting;
            };
            match c.to_act() {
                ToAct::Finished => Turn::Finished,
                ToAct::Seat(seat) if c.seats().contains(&seat) => {
                    if c.action_in_flight() || c.legal_actions().is_empty() {
                        Turn::Sending { seat }
                    } else {
                        Turn::Here {
                            seat,
                            hand_over: false,
                        }
                    }
                }
                ToAct::Seat(seat) => Turn::Elsewhere {
                    seat,
                    bot: matches!(status.kinds.get(seat.index()), Some(SeatKind::Bot(_))),
                },
            }
        })
    }

    fn viewer(&self) -> Option<Seat> {
        self.own_seat()
            .filter(|seat| self.handle.with_client(|c| c.view(*seat).is_some()))
    }

    fn view(&self, seat: Seat) -> Option<G::View> {
        self.handle.with_client(|c| c.view(seat).cloned())
    }

    fn legal_actions(&self, seat: Seat) -> Vec<G::Action> {
        self.handle.with_client(|c| match c.to_act() {
            ToAct::Seat(s) if s == seat && c.seats().contains(&seat) => c.legal_actions().to_vec(),
            _ => Vec::new(),
        })
    }

    fn events(&self, seat: Seat) -> Vec<Logged<G>> {
        self.handle.with_client(|c| c.events(seat, 0))
    }

    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), ActRefusal> {
        self.handle
            .act(seat, action)
            .map(|_| ())
            .map_err(ActRefusal::Client)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.handle
            .with_client(|c| c.status().and_then(|s| s.outcome.clone()))
    }

    fn hint_job(&self, seat: Seat) -> Option<HintJob<G::Action>> {
        let (info, legal, seed) = self.handle.with_client(|c| {
            let view = c.view(seat)?.clone();
            let log = c.events(seat, 0);
            let info = InfoState::<G>::from_log(seat, view, log.iter().map(|l| &l.event));
            let game = c.status().map_or(0, |s| s.game_number) as u64;
            Some((
                info,
                c.legal_actions().to_vec(),
                (game << 32) ^ log.len() as u64,
            ))
        })?;
        if legal.is_empty() {
            return None;
        }
        let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stop = cancel.clone();
        let iterations = self.hint_iterations;
        Some(HintJob {
            cancel,
            think: Box::new(move || {
                choose_at_level(BotLevel::Hard, &info, &legal, iterations, Some(stop), seed)
            }),
        })
    }

    fn rematch(&mut self) -> Result<(), RematchRefusal> {
        Err(RematchRefusal::HostDecides)
    }

    fn bot_delay_ms(&self) -> u32 {
        0
    }

    fn set_bot_delay_ms(&mut self, ms: u32) -> bool {
        let _ = ms;
        false
    }

    fn waiting_with(&self) -> Vec<String> {
        self.handle.with_client(|c| {
            c.lobby()
                .map(|l| l.players.iter().map(|p| p.name.clone()).collect())
                .unwrap_or_default()
        })
    }

    fn poll(&mut self) -> Polled {
        let mut polled = Polled::default();
        while let Ok(event) = self.handle.events.try_recv() {
            match event {
                JoinEvent::Client(event) => match event {
                    ClientEvent::Welcomed { .. }
                    | ClientEvent::Updated
                    | ClientEvent::ActionAccepted { .. }
                    | ClientEvent::ActionDropped { .. }
                    | ClientEvent::Lobby => polled.changed = true,
                    ClientEvent::Started { game_number, .. } => {
                        polled.changed = true;
                        polled.notices.push(Notice::GameStarts(game_number));
                    }
                    ClientEvent::Fairness {
                        game_number,
                        verdict,
                    } => {
                        polled.changed = true;
                        polled.notices.push(Notice::Fairness(game_number, verdict));
                    }
                    ClientEvent::ActionRejected { reason, .. } => {
                        polled.changed = true;
                        polled.notices.push(Notice::MoveRefused(reason));
                    }
                    ClientEvent::Rejected(reason) => {
                        polled.notices.push(Notice::Refused(reason));
                    }
                    ClientEvent::ConnectionLost => {}
                    ClientEvent::Ended(reason) => {
                        polled.changed = true;
                        self.link = Link::Ended(reason);
                    }
                },
                JoinEvent::Reconnecting { attempt } => {
                    if !matches!(self.link, Link::Ended(_)) {
                        self.link = Link::Reconnecting { attempt };
                    }
                    polled.notices.push(Notice::Reconnecting(attempt));
                }
                JoinEvent::Reconnected => {
                    if !matches!(self.link, Link::Ended(_)) {
                        self.link = Link::Connected;
                    }
                    polled.notices.push(Notice::Reconnected);
                }
                JoinEvent::GaveUp => {
                    polled.changed = true;
                    if !matches!(self.link, Link::Ended(_)) {
                        self.link = Link::HostGone;
                    }
                }
            }
        }
        // The machine may have ended without an event reaching us (e.g. a refusal).
        if let ClientState::Ended(reason) = self.handle.with_client(|c| c.state().clone())
            && !matches!(self.link, Link::Ended(_))
        {
            self.link = Link::Ended(reason);
            polled.changed = true;
        }
        polled
    }

    fn link(&self) -> Option<Link> {
        Some(self.link.clone())
    }

    fn seat_tag(&self, seat: Seat) -> Option<SeatTag> {
        self.handle.with_client(|c| {
            let now = c.status()?.kinds.get(seat.index()).copied()?;
            let first = c.info().and_then(|i| i.kinds.get(seat.index()).copied());
            match (first, now) {
                (Some(SeatKind::Remote), SeatKind::Bot(_)) => Some(SeatTag::TakenOver),
                (_, SeatKind::Bot(_)) => Some(SeatTag::Bot),
                _ if c.seats().contains(&seat) => None,
                _ => Some(SeatTag::Remote),
            }
        })
    }

    fn fairness(&self) -> Option<Verdict> {
        self.handle.with_client(|c| {
            let game = c.status()?.game_number;
            c.fairness(game).cloned()
        })
    }
}
