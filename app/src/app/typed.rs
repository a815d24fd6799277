//! Moves typed as text at the table shown (the terminal's line client): the decision
//! in the core's own types, and a typed move played as if it had been picked.

use super::{App, Dirty, Effect, Route};
use crate::table::{AnyDecision, AnyMove};

impl App {
    /// The decision of the person holding the device at the table shown, in the core's
    /// own types; `None` away from a table or when nobody here decides now.
    pub fn decision(&self) -> Option<AnyDecision> {
        match self.top() {
            Route::Table => self.games.first()?.decision(),
            Route::NearbyTable => self.nearby_game.as_ref()?.decision(),
            _ => None,
        }
    }

    /// Plays a typed move at the table shown, as if it had been picked (a move the
    /// rules refuse is said in the table's message); returns what to perform.
    pub fn play(&mut self, typed: AnyMove) -> Vec<Effect> {
        self.revision += 1;
        let before = self.routes.clone();
        let mut effects = Vec::new();
        let mut dirty = Dirty::default();
        self.at_table(&mut effects, &mut dirty, |game, _, ui| game.play(typed, ui));
        self.after(&before, &mut effects, &mut dirty);
        effects
    }
}

#[cfg(test)]
mod tests {
    use spieleabend_core::games::GameId;
    use spieleabend_core::games::elfer_raus::{Action, ElferRaus};
    use spieleabend_core::table::{AnyTable, BotLevel, SeatConfig, TableSettings};

    use super::*;
    use crate::app::{AppView, ScreenView, TableUiOverride};
    use crate::storage::Saved;
    use crate::table::{TableView, TypedGame};

    /// A game of Elfer raus with the person to act first (the seed gives seat 0 the
    /// first move).
    fn elfer_raus(seed: u64) -> AnyTable {
        AnyTable::with_options(
            GameId::ElferRaus,
            None,
            &[],
            vec![
                SeatConfig::human("Anna"),
                SeatConfig::bot("Bot 1", BotLevel::Easy),
            ],
            TableSettings::default(),
            seed,
        )
        .expect("a two-seat Elfer raus table")
    }

    fn table(view: AppView) -> TableView {
        match view.screen {
            ScreenView::Table(table) => table,
            other => panic!("not the table: {other:?}"),
        }
    }

    #[test]
    fn a_typed_move_is_played_and_one_the_rules_refuse_is_said_in_the_message() {
        for seed in 0..40 {
            let mut app = App::new(Saved::default(), 1);
            app.override_table_ui(TableUiOverride {
                bot_pace_ms: Some(0),
                auto_single_choice: Some(false),
            });
            app.open_table(elfer_raus(seed));
            let Some(decision) = app.decision().and_then(ElferRaus::decision) else {
                continue;
            };
            let refused = decision
                .view
                .hand
                .iter()
                .map(|card| Action::Lay(*card))
                .find(|action| !decision.legal.contains(action));
            let Some(refused) = refused else { continue };
            assert!(!decision.log.is_empty(), "the deal is in the seat's log");
            // Refused: nothing moves, the rule is said.
            let before = table(app.view()).log.len();
            app.play(ElferRaus::typed(refused));
            let view = table(app.view());
            assert_eq!(view.log.len(), before);
            let why = view.message.expect("the rule is said");
            assert!(why.contains("11"), "{why}");
            // A legal one is played as if picked.
            app.play(ElferRaus::typed(decision.legal[0]));
            let view = table(app.view());
            assert!(view.log.len() > before, "{:?}", view.log);
            assert_eq!(view.message, None);
            return;
        }
        panic!("no deal in 40 has a card the rules refuse at the first move");
    }

    #[test]
    fn there_is_no_decision_away_from_the_table_or_while_a_bot_acts() {
        let mut app = App::new(Saved::default(), 1);
        assert!(app.decision().is_none());
        let table = AnyTable::with_options(
            GameId::SeventySeven,
            None,
            &[],
            vec![
                SeatConfig::bot("Bot 1", BotLevel::Easy),
                SeatConfig::human("Anna"),
            ],
            TableSettings::default(),
            3,
        )
        .expect("a two-seat 77 table");
        app.open_table(table);
        if let Some(decision) = app.decision() {
            panic!("a decision while the bot is to act: {decision:?}");
        }
    }
}
