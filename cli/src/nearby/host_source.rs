//! The host's own seat at a LAN table: the table lives in the host machine
//! (`spieleabend_nearby::HostHandle`), whose driver runs the bots and the devices'
//! seats; this terminal plays its human seats (or watches, without one). Several human
//! seats share the terminal as in pass-and-play: the table keeps who holds the keyboard
//! and a seat's hand shows only after its person confirmed the hand-over. No undo or
//! saving at a table with remote players (the core refuses undo; the table lives only
//! as long as the host); hints come from the seat's own information state.

use spieleabend_core::nearby::{HostEvent, Phase};
use spieleabend_core::table::{Logged, Pending, SeatKind};
use spieleabend_core::{Outcome, Seat};
use spieleabend_nearby::{HostHandle, TableMark};
use tokio::sync::watch;

use crate::tui::boards::TuiGame;
use crate::tui::source::{
    ActRefusal, HintJob, Link, Notice, Polled, RematchRefusal, SeatTag, TableSource, Turn,
};

/// Something to do on every poll besides reading the table (the advertisement's
/// free-seat count).
pub type OnPoll = Box<dyn FnMut()>;

/// A hosted LAN table, seen from the host's human seats.
pub struct HostSource<G: TuiGame> {
    handle: HostHandle<G>,
    marks: watch::Receiver<TableMark>,
    last: Option<TableMark>,
    seat_kinds: Vec<SeatKind>,
    on_poll: Option<OnPoll>,
}

impl<G: TuiGame> HostSource<G> {
    /// The table behind `handle`; `on_poll` runs on every poll.
    pub fn new(handle: HostHandle<G>, on_poll: Option<OnPoll>) -> HostSource<G> {
        let marks = handle.table_marks();
        let seat_kinds = handle.with_host(|h| h.seats().iter().map(|s| s.kind).collect());
        HostSource {
            handle,
            marks,
            last: None,
            seat_kinds,
            on_poll,
        }
    }

    /// The host, to close the table with.
    pub fn into_handle(self) -> HostHandle<G> {
        self.handle
    }

    /// The host driver, for the lobby.
    pub fn handle(&self) -> &HostHandle<G> {
        &self.handle
    }

    /// The seats played at this terminal.
    fn humans(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seat_kinds
            .iter()
            .enumerate()
            .filter(|(_, k)| **k == SeatKind::Human)
            .map(|(s, _)| Seat(s as u8))
    }

    fn device_name(&self, device: u32) -> String {
        self.handle
            .with_host(|h| h.device_name(device).unwrap_or("?").to_string())
    }
}

impl<G: TuiGame> TableSource<G> for HostSource<G> {
    fn names(&self) -> Vec<String> {
        // The seats' names, a device's seats called by the device's name.
        self.handle.with_host(|h| {
            let mut names: Vec<String> = h.seats().iter().map(|s| s.name.clone()).collect();
            for player in h.players() {
                for seat in &player.seats {
                    if let Some(name) = names.get_mut(seat.index()) {
                        name.clone_from(&player.name);
                    }
                }
            }
            names
        })
    }

    fn people_here(&self) -> usize {
        self.humans().count()
    }

    fn turn(&self) -> Turn {
        self.handle.with_host(|h| {
            let (Phase::Playing, Some(table)) = (h.phase(), h.table()) else {
                return Turn::Waiting;
            };
            match table.pending() {
                // With one human seat it always holds the keyboard (no hand-over).
                Pending::Human { seat, hand_over } => Turn::Here { seat, hand_over },
                Pending::Bot { seat, .. } => Turn::Elsewhere { seat, bot: true },
                Pending::Remote { seat } => Turn::Elsewhere { seat, bot: false },
                Pending::Finished => Turn::Finished,
            }
        })
    }

    fn viewer(&self) -> Option<Seat> {
        // The person holding the keyboard (the only human seat, or the last one handed
        // over to); the table refuses the view of anyone else.
        self.handle.with_host(|h| {
            let table = h.table()?;
            let seat = table.active_viewer()?;
            table.view(seat).is_ok().then_some(seat)
        })
    }

    fn view(&self, seat: Seat) -> Option<G::View> {
        self.handle
            .with_host(|h| h.table().and_then(|t| t.view(seat).ok()))
    }

    fn legal_actions(&self, seat: Seat) -> Vec<G::Action> {
        self.handle.with_host(|h| {
            h.table()
                .and_then(|t| t.legal_actions(seat).ok())
                .unwrap_or_default()
        })
    }

    fn events(&self, seat: Seat) -> Vec<Logged<G>> {
        self.handle.with_host(|h| {
            h.table()
                .and_then(|t| t.events(seat, 0).ok())
                .unwrap_or_default()
        })
    }

    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), ActRefusal> {
        self.handle
            .act_local(seat, action)
            .map_err(ActRefusal::Host)
    }

    fn hand_over(&mut self, seat: Seat) -> bool {
        self.handle.with_host(|h| h.hand_over(seat).is_ok())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.handle.with_host(|h| {
            h.table()
                .filter(|_| h.phase() == Phase::Playing)
                .and_then(|t| t.outcome())
        })
    }

    fn hint_job(&self, seat: Seat) -> Option<HintJob<G::Action>> {
        // The hard bot from the host seat's own information state, as the table gives
        // it (what a joined device's hint knows too: only its seat's view and events).
        let job = self
            .handle
            .with_host(|h| h.table().and_then(|t| t.hint_job(seat).ok()))?;
        Some(HintJob {
            cancel: job.cancel.clone(),
            think: Box::new(move || Some(job.run().action)),
        })
    }

    fn rematch(&mut self) -> Result<(), RematchRefusal> {
        self.handle
            .with_host(|h| h.rematch())
            .map_err(RematchRefusal::Host)?;
        // The next game starts as soon as every connected device committed anew.
        self.handle.set_autostart(true);
        Ok(())
    }

    fn bot_delay_ms(&self) -> u32 {
        self.handle
            .with_host(|h| h.table().map_or(0, |t| t.settings().bot_delay_ms))
    }

    fn set_bot_delay_ms(&mut self, ms: u32) -> bool {
        let _ = ms;
        false
    }

    fn waiting_with(&self) -> Vec<String> {
        self.handle.with_host(|h| {
            h.players()
                .into_iter()
                .filter(|p| p.connected)
                .map(|p| p.name)
                .collect()
        })
    }

    fn poll(&mut self) -> Polled {
        let mut polled = Polled::default();
        if let Some(on_poll) = &mut self.on_poll {
            on_poll();
        }
        if self.marks.has_changed().unwrap_or(false) || self.last.is_none() {
            let mark = *self.marks.borrow_and_update();
            // Only a change of the game's position redraws (a device coming or going
            // must not reset a decision in progress).
            let key = |m: &TableMark| (m.game_number, m.phase, m.next_seq, m.pending);
            if self.last.as_ref().map(key) != Some(key(&mark)) {
                polled.changed = true;
            }
            self.last = Some(mark);
        }
        while let Ok(event) = self.handle.events.try_recv() {
            let notice = match event {
                HostEvent::Joined { name, .. } => Some(Notice::Joined(name)),
                HostEvent::Resumed { device } => Some(Notice::Back(self.device_name(device))),
                HostEvent::Away { device } => Some(Notice::Away(self.device_name(device))),
                HostEvent::TakenOver { device, .. } => {
                    polled.changed = true;
                    Some(Notice::TakenOver(self.device_name(device)))
                }
                HostEvent::HandedBack { device, .. } => {
                    polled.changed = true;
                    Some(Notice::HandedBack(self.device_name(device)))
                }
                HostEvent::Refused { reason, .. } => Some(Notice::Refused(reason)),
                HostEvent::Started { game_number, .. } => Some(Notice::GameStarts(game_number)),
                HostEvent::Dealt { .. } => {
                    polled.changed = true;
                    None
                }
                HostEvent::LobbyOpened { .. }
                | HostEvent::ActionRejected { .. }
                | HostEvent::ActionAccepted { .. } => None,
            };
            polled.notices.extend(notice);
        }
        polled
    }

    fn link(&self) -> Option<Link> {
        let (code, away) = self.handle.with_host(|h| {
            let away = h.players().iter().filter(|p| !p.connected).count();
            (h.join_code().to_string(), away)
        });
        Some(Link::Hosting { code, away })
    }

    fn seat_tag(&self, seat: Seat) -> Option<SeatTag> {
        let first = *self.seat_kinds.get(seat.index())?;
        let now = self.handle.with_host(|h| {
            h.table()
                .and_then(|t| t.seats().get(seat.index()).map(|s| s.kind))
        })?;
        match (first, now) {
            (SeatKind::Remote, SeatKind::Bot(_)) => Some(SeatTag::TakenOver),
            (_, SeatKind::Bot(_)) => Some(SeatTag::Bot),
            (SeatKind::Remote, _) => Some(SeatTag::Remote),
            _ => None,
        }
    }
}
