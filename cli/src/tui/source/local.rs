//! A table on this computer: solo against bots or pass-and-play, with undo, hints,
//! saves and the bots thought out here.

use spieleabend_core::Seat;
use spieleabend_core::table::{BotJob, BotMove, Logged, Pending, Table};

use super::{ActRefusal, HintJob, RematchRefusal, TableSource, Turn, UndoRefusal};
use crate::tui::boards::TuiGame;

impl<G: TuiGame> TableSource<G> for Table<G> {
    fn names(&self) -> Vec<String> {
        self.seats().iter().map(|s| s.name.clone()).collect()
    }

    fn people_here(&self) -> usize {
        self.seats().iter().filter(|s| s.is_human()).count()
    }

    fn turn(&self) -> Turn {
        match self.pending() {
            Pending::Human { seat, hand_over } => Turn::Here { seat, hand_over },
            Pending::Bot { seat, .. } => Turn::LocalBot { seat },
            Pending::Remote { seat } => Turn::Stranded { seat },
            Pending::Finished => Turn::Finished,
        }
    }

    fn viewer(&self) -> Option<Seat> {
        self.active_viewer()
    }

    fn view(&self, seat: Seat) -> Option<G::View> {
        Table::view(self, seat).ok()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<G::Action> {
        Table::legal_actions(self, seat).unwrap_or_default()
    }

    fn events(&self, seat: Seat) -> Vec<Logged<G>> {
        Table::events(self, seat, 0).unwrap_or_default()
    }

    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), ActRefusal> {
        Table::act(self, seat, action).map_err(ActRefusal::Table)
    }

    fn outcome(&self) -> Option<spieleabend_core::Outcome> {
        Table::outcome(self)
    }

    fn hand_over(&mut self, seat: Seat) -> bool {
        Table::hand_over(self, seat).is_ok()
    }

    fn bot_job(&mut self) -> Option<BotJob<G>> {
        Table::bot_job(self)
    }

    fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> bool {
        Table::apply_bot_move(self, bot_move).is_ok()
    }

    fn undo(&mut self) -> Result<(), UndoRefusal> {
        match Table::undo(self) {
            Ok(()) => Ok(()),
            Err(_) => Err(UndoRefusal::Blocked(match self.can_undo() {
                Err(blocked) => blocked,
                Ok(()) => spieleabend_core::table::UndoBlocked::NothingToUndo,
            })),
        }
    }

    fn hint_job(&self, seat: Seat) -> Option<HintJob<G::Action>> {
        let job = Table::hint_job(self, seat).ok()?;
        Some(HintJob {
            cancel: job.cancel.clone(),
            think: Box::new(move || Some(job.run().action)),
        })
    }

    fn save(&self) -> Option<String> {
        Some(Table::save(self))
    }

    fn rematch(&mut self) -> Result<(), RematchRefusal> {
        Table::rematch(self).map_err(RematchRefusal::Table)
    }

    fn bot_delay_ms(&self) -> u32 {
        self.settings().bot_delay_ms
    }

    fn set_bot_delay_ms(&mut self, ms: u32) -> bool {
        let mut settings = self.settings().clone();
        settings.bot_delay_ms = ms;
        self.set_settings(settings);
        true
    }
}
