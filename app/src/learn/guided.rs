//! A guided game: a table session driven by a guide.

use fluent_bundle::FluentValue;
use spieleabend_core::Seat;
use spieleabend_core::games::GameId;
use spieleabend_core::table::{AnyTable, Pending, TableSettings};

use super::guide::{Guide, GuideError};
use super::rulings;
use super::view::{CoachTarget, CoachView};
use crate::table::{
    AnyBotJob, AnyBotMove, Cue, TableEffect, TableIntent, TableSession, TableUi, TableView,
};
use crate::texts::Texts;

/// The last try of the person, when it was not the move taught.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Mistake {
    /// The rules refused it with this rule error's code.
    Broke(String),
    /// The rules allow it, but the lesson goes another way.
    Other,
}

/// A guided first game: the table, the guide and how far the lesson got.
#[derive(Debug)]
pub struct GuidedGame {
    game: GameId,
    guide: Guide,
    session: TableSession,
    /// The guide's next step; the lesson is over at the end of the steps.
    next: usize,
    mistake: Option<Mistake>,
}

impl GuidedGame {
    /// Starts the guided game of `game` for the person called `name`.
    pub fn start(game: GameId, name: &str) -> Result<GuidedGame, GuideError> {
        GuidedGame::resume(game, name, 0)
    }

    /// The guided game of `game` with its first `made` steps made again (a lesson
    /// saved part way); more than the guide has ends the lesson.
    pub fn resume(game: GameId, name: &str, made: usize) -> Result<GuidedGame, GuideError> {
        let guide = Guide::of(game)?;
        let mut table = guide.table(name, TableSettings::default())?;
        let made = made.min(guide.steps.len());
        for step in &guide.steps[..made] {
            replay(&mut table, step.seat, &step.action)?;
        }
        let mut guided = GuidedGame {
            game,
            guide,
            session: TableSession::new(table),
            next: made,
            mistake: None,
        };
        guided.session.handle(
            TableIntent::Ready,
            &Texts::new(crate::texts::Lang::En),
            &lesson_ui(&TableUi::default()),
        );
        guided.point();
        Ok(guided)
    }

    /// Which game is taught.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The guide.
    pub fn guide(&self) -> &Guide {
        &self.guide
    }

    /// How many of the guide's steps are made (to save the lesson's progress).
    pub fn made(&self) -> usize {
        self.next
    }

    /// Whether the lesson is over (played to its last step or skipped).
    pub fn finished(&self) -> bool {
        self.next >= self.guide.steps.len()
    }

    /// The table session, for what every table does (its document, its bot jobs
    /// once the lesson is over).
    pub fn session(&self) -> &TableSession {
        &self.session
    }

    /// Handles what the person did. During the lesson only the move taught is
    /// made: a move the rules refuse is explained with the rule it breaks, any other
    /// is taken back and the coach asks again. Undo and hints belong to the coach
    /// then: a hint lights the taught move up again, undo does nothing.
    pub fn handle(&mut self, intent: TableIntent, texts: &Texts, ui: &TableUi) -> Vec<TableEffect> {
        if self.finished() {
            return self.session.handle(intent, texts, ui);
        }
        match intent {
            TableIntent::Hint => {
                self.point();
                return Vec::new();
            }
            TableIntent::Undo | TableIntent::Rematch => {
                return vec![TableEffect::Cue(Cue::Invalid)];
            }
            _ => {}
        }
        let ui = lesson_ui(ui);
        if !self.leads_to_taught(intent, texts, &ui) {
            self.mistake = Some(Mistake::Other);
            self.point();
            return vec![TableEffect::Cue(Cue::Invalid)];
        }
        let mut effects = self.session.handle(intent, texts, &ui);
        if let Some(code) = self.session.refusal() {
            self.mistake = Some(Mistake::Broke(code.to_owned()));
        } else if self.session.decisions() > self.next {
            let expected = &self.guide.steps[self.next];
            let made = self.session.decision_made(self.next);
            let taught = made.as_ref().is_some_and(|(seat, action)| {
                seat.0 == expected.seat && self.session.same_action(action, &expected.action)
            });
            if taught {
                self.next += 1;
                self.mistake = None;
            } else {
                self.session.take_back();
                self.mistake = Some(Mistake::Other);
                effects = vec![TableEffect::Cue(Cue::Invalid), TableEffect::Save];
            }
        }
        self.after(effects, &ui)
    }

    /// The pace delay is over: a bot makes its prepared move (or, once the lesson is
    /// over, whatever the table waited for goes on).
    pub fn wake(&mut self, texts: &Texts, ui: &TableUi) -> Vec<TableEffect> {
        if self.finished() {
            return self.session.wake(texts, ui);
        }
        let ui = lesson_ui(ui);
        let Pending::Bot { seat, .. } = self.session.pending() else {
            let effects = self.session.wake(texts, &ui);
            return self.after(effects, &ui);
        };
        let step = &self.guide.steps[self.next];
        if step.seat != seat.0 {
            // The guide and the table disagree (a guide the tests did not check):
            // the lesson ends and the bots play on.
            return self.skip();
        }
        match self.session.play_scripted(seat, &step.action, &ui) {
            Ok(effects) => {
                self.next += 1;
                self.after(effects, &ui)
            }
            Err(_) => self.skip(),
        }
    }

    /// Ends the lesson; the game goes on as an ordinary game against the bots.
    pub fn skip(&mut self) -> Vec<TableEffect> {
        self.next = self.guide.steps.len();
        self.mistake = None;
        let mut effects = vec![TableEffect::Save];
        if matches!(self.session.pending(), Pending::Bot { .. }) {
            effects.push(TableEffect::Think);
        }
        effects
    }

    /// The bot job to run, once the lesson is over (during the lesson the bots make
    /// their prepared moves and no hint is computed).
    pub fn bot_job(&self) -> Option<AnyBotJob> {
        self.finished().then(|| self.session.bot_job()).flatten()
    }

    /// Takes a computed bot move once the lesson is over.
    pub fn apply_bot(&mut self, result: AnyBotMove) -> Vec<TableEffect> {
        if self.finished() {
            self.session.apply_bot(result)
        } else {
            Vec::new()
        }
    }

    /// The table as the person sees it, with the coach.
    pub fn view(&self, texts: &Texts, ui: &TableUi) -> TableView {
        let mut view = self.session.view(texts, ui);
        if !self.finished() {
            // The coach says why; the hint's own words are about a bot's choice.
            view.hint = crate::table::HintView::None;
            // The lesson goes one way: nothing to take back.
            view.undo = crate::table::UndoView {
                available: false,
                reason: Some(texts.get("learn-no-undo", &[])),
            };
        }
        view.coach = Some(self.coach(texts, &view));
        view
    }

    /// The table as the person sees it.
    pub fn table_view(&self, texts: &Texts, ui: &TableUi) -> TableView {
        self.session.view(texts, ui)
    }

    /// What the coach says and points at, beside `table` (this game's table view).
    pub fn coach(&self, texts: &Texts, table: &TableView) -> CoachView {
        let steps = self.guide.taught().count() as u32;
        let step = self.guide.steps[..self.next]
            .iter()
            .filter(|step| step.seat == 0)
            .count() as u32;
        let (mistake, ruling) = match &self.mistake {
            Some(Mistake::Broke(code)) => {
                let ruling = rulings::broken(self.game, code).unwrap_or("");
                let why = texts.rule_error_code(self.game, code).unwrap_or_default();
                let text = texts.get(
                    "learn-mistake",
                    &[
                        ("why", FluentValue::from(why)),
                        ("ruling", FluentValue::from(ruling)),
                    ],
                );
                (Some(text), Some(ruling.to_owned()))
            }
            Some(Mistake::Other) => (Some(texts.get("learn-mistake-other", &[])), None),
            None => (None, None),
        };
        let (text, target) = if self.finished() {
            (texts.get(&self.guide.done, &[]), CoachTarget::Nothing)
        } else if table.overlay.is_some() {
            (texts.get("learn-overlay", &[]), CoachTarget::Nothing)
        } else {
            let now = &self.guide.steps[self.next];
            if now.seat == 0 {
                let id = now.coach.as_deref().unwrap_or("learn-your-move");
                (texts.get(id, &[]), target_in_view(table))
            } else if step == 0 {
                (
                    texts.get(&self.guide.welcome, &[]),
                    CoachTarget::Seat { seat: now.seat },
                )
            } else {
                let name = table
                    .players
                    .get(now.seat as usize)
                    .map(|p| p.name.clone())
                    .unwrap_or_default();
                (
                    texts.get("learn-watch", &[("name", FluentValue::from(name))]),
                    CoachTarget::Seat { seat: now.seat },
                )
            }
        };
        CoachView {
            text,
            mistake,
            ruling,
            target,
            step,
            steps,
            finished: self.finished(),
            skip: texts.get("learn-skip", &[]),
        }
    }

    /// Whether `intent` keeps to the taught move: a tap on the lit-up card or on
    /// one the rules refuse (to learn why), the lit-up choice, confirming; anything
    /// else picks another move than the one taught.
    fn leads_to_taught(&self, intent: TableIntent, texts: &Texts, ui: &TableUi) -> bool {
        let view = self.session.view(texts, ui);
        let target = target_in_view(&view);
        match intent {
            TableIntent::TapCard(id) => {
                let ticking = view.pick.as_ref().is_some_and(|p| p.ticking);
                let card = view.hand.iter().find(|c| c.id == id);
                let refused = card.is_some_and(|c| !c.state.playable);
                let chosen = card.is_some_and(|c| c.state.selected) && !ticking;
                target == (CoachTarget::Card { id }) || refused || chosen
            }
            TableIntent::Choose(id) => target == CoachTarget::Choice { id },
            _ => true,
        }
    }

    /// Lights the taught move up when it is the person's turn.
    fn point(&mut self) {
        if let Some(step) = self.guide.steps.get(self.next)
            && step.seat == 0
        {
            self.session.point_at(&step.action);
        }
    }

    /// The bots wait for their prepared moves: none thinks during the lesson, the
    /// pace delay brings the next prepared move instead.
    fn after(&mut self, effects: Vec<TableEffect>, ui: &TableUi) -> Vec<TableEffect> {
        if self.finished() {
            return effects;
        }
        let mut out: Vec<TableEffect> = Vec::new();
        for effect in effects {
            let effect = match effect {
                TableEffect::Think => TableEffect::WakeAfter(ui.bot_pace_ms),
                other => other,
            };
            if !out.contains(&effect) {
                out.push(effect);
            }
        }
        self.point();
        out
    }
}

/// The lesson's settings: the person's only legal move is never made for them,
/// so every move taught is theirs to make.
fn lesson_ui(ui: &TableUi) -> TableUi {
    TableUi {
        auto_single_choice: false,
        ..*ui
    }
}

/// Makes a step of the guide again at the table, before the session is made.
fn replay(table: &mut AnyTable, seat: u8, action: &serde_json::Value) -> Result<(), GuideError> {
    spieleabend_core::with_table!(table, t => {
        let typed = serde_json::from_value(action.clone())
            .map_err(|e| GuideError::Malformed(e.to_string()))?;
        if seat == 0 {
            t.act(Seat(seat), typed)?;
        } else {
            t.act_scripted(Seat(seat), typed)?;
        }
    });
    Ok(())
}

/// What the table view lights up as the move to make: a hinted card not yet
/// chosen, else a hinted choice, else the confirm button of ticked cards.
fn target_in_view(table: &TableView) -> CoachTarget {
    let Some(pick) = &table.pick else {
        return CoachTarget::Nothing;
    };
    if !pick.ticking
        && let Some(card) = table
            .hand
            .iter()
            .find(|card| card.state.hinted && !card.state.selected)
    {
        return CoachTarget::Card { id: card.id };
    }
    if let Some(choice) = pick.choices.iter().find(|choice| choice.hinted) {
        return CoachTarget::Choice { id: choice.id };
    }
    if pick.ticking || pick.confirm.is_some() {
        return CoachTarget::Confirm;
    }
    CoachTarget::Nothing
}
