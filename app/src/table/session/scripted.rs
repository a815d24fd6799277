//! What a guided game needs of a table session: prepared moves for the bots, the
//! taught move shown the way a hint is, and the last decision and refusal to check the
//! person's move against the one taught.

use serde_json::Value;
use spieleabend_core::Seat;
use spieleabend_core::table::TableError;

use super::super::games::AppGame;
use super::super::{TableEffect, TableUi};
use super::{Backing, Hint, Note, TableSession, hint_for, position};

/// Why a prepared move could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScriptError {
    /// The session is not over a table on this device.
    #[error("not a table on this device")]
    NotLocal,
    /// The move is not written as one of the game's actions.
    #[error("not an action of this game: {0}")]
    Unreadable(String),
    /// The table refused it.
    #[error("the table refused it: {0}")]
    Refused(#[from] TableError),
}

impl TableSession {
    /// Makes the prepared move `action` (an action as scenario files write it) for
    /// the bot `seat` to act, then goes on as after a bot's own move.
    pub(crate) fn play_scripted(
        &mut self,
        seat: Seat,
        action: &Value,
        ui: &TableUi,
    ) -> Result<Vec<TableEffect>, ScriptError> {
        let before = position(&self.table);
        let Backing::Local(table) = &mut self.table else {
            return Err(ScriptError::NotLocal);
        };
        spieleabend_core::with_table!(table, t => {
            let action = read_action(t, action)?;
            t.act_scripted(seat, action)?;
        });
        let mut effects = Vec::new();
        self.after_move(before, &mut effects);
        self.mark_seen();
        effects.push(TableEffect::Save);
        self.next_step(true, true, ui, &mut effects);
        Ok(effects)
    }

    /// Shows `action` to the person deciding as a hint is shown: the card or choice
    /// to pick lit up, a set decision's cards ticked. `false` when nobody here
    /// decides now or the action is not one of theirs.
    pub(crate) fn point_at(&mut self, action: &Value) -> bool {
        let Some(seat) = self.deciding() else {
            return false;
        };
        let Backing::Local(table) = &self.table else {
            return false;
        };
        let hint = spieleabend_core::with_table!(table, t => {
            read_action(t, action).ok().and_then(|action| hint_for(t, seat, &action))
        });
        let Some(hint) = hint else {
            return false;
        };
        self.screen.made.clear();
        self.screen.ticked.clear();
        match &hint {
            Hint::Path(path) => self.screen.made = path[..path.len().saturating_sub(1)].to_vec(),
            Hint::Set(cards) => self.screen.ticked = cards.clone(),
            _ => {}
        }
        self.screen.hint = hint;
        true
    }

    /// How many decisions the game in progress has had.
    pub(crate) fn decisions(&self) -> usize {
        match &self.table {
            Backing::Local(table) => spieleabend_core::with_table!(table, t => t.steps().len()),
            Backing::Nearby(_) => 0,
        }
    }

    /// The decision number `index` of the game in progress: its seat and its action
    /// as scenario files write it.
    pub(crate) fn decision_made(&self, index: usize) -> Option<(Seat, Value)> {
        let Backing::Local(table) = &self.table else {
            return None;
        };
        spieleabend_core::with_table!(table, t => t.steps().get(index).map(|step| {
            (step.seat, serde_json::to_value(step.action).unwrap_or(Value::Null))
        }))
    }

    /// Whether two actions as scenario files write them are the same action of this
    /// game (`{"play": "22"}` and `{"play": "22juhu"}` are).
    pub(crate) fn same_action(&self, a: &Value, b: &Value) -> bool {
        let Backing::Local(table) = &self.table else {
            return false;
        };
        spieleabend_core::with_table!(table, t => {
            match (read_action(t, a), read_action(t, b)) {
                (Ok(a), Ok(b)) => a == b,
                _ => false,
            }
        })
    }

    /// The code of the rule error the last refused pick met (`does_not_fit`), while
    /// its message is shown.
    pub(crate) fn refusal(&self) -> Option<&str> {
        match &self.screen.note {
            Some(Note::RuleError(code)) => Some(code),
            _ => None,
        }
    }

    /// Takes back the person's last move (a guided game's wrong move) and keeps no
    /// message about it.
    pub(crate) fn take_back(&mut self) -> bool {
        let undone = self.undo();
        self.screen.note = None;
        undone
    }
}

/// `action` read as an action of the table's game, written in its canonical form.
fn read_action<G: AppGame>(
    _table: &spieleabend_core::table::Table<G>,
    action: &Value,
) -> Result<G::Action, ScriptError> {
    serde_json::from_value(action.clone()).map_err(|e| ScriptError::Unreadable(e.to_string()))
}
