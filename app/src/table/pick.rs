//! Decisions made step by step: each legal action is a short path of picks (a hand
//! card, then maybe a place in the row, then maybe another hand card); only picks that
//! lead to a legal action are offered. A set decision (22Juhu's swap) ticks cards
//! instead and is confirmed.

use serde::{Deserialize, Serialize};

/// One step of a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pick {
    /// A hand card, by its card code (equal cards are one pick).
    Card(u16),
    /// A gap in the row before position `n` (Help!'s Joker; the row's length is the end).
    Gap(u8),
    /// The row card at position `n` (Help!'s Switch).
    RowCard(u8),
    /// A button.
    Button(Button),
}

/// Decisions that are not a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Button {
    /// Elfer raus!: end the turn.
    EndTurn,
    /// 22Juhu: take part in the hand.
    Join,
    /// 22Juhu: sit the hand out.
    SitOut,
}

/// What a pick did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked<A> {
    /// The picks so far make this action.
    Done(A),
    /// More picks are needed.
    More,
    /// No legal action goes this way.
    NotLegal,
}

/// The legal actions as paths of picks.
#[derive(Clone, Debug)]
pub struct Paths<A> {
    paths: Vec<(Vec<Pick>, A)>,
}

impl<A: Copy + PartialEq> Paths<A> {
    /// The actions with their paths; actions with an empty path (chosen as a set) are
    /// left out.
    pub fn new(paths: Vec<(Vec<Pick>, A)>) -> Paths<A> {
        Paths {
            paths: paths.into_iter().filter(|(p, _)| !p.is_empty()).collect(),
        }
    }

    /// The picks that may follow `made`, in the order of the legal actions, without
    /// repeats.
    pub fn options(&self, made: &[Pick]) -> Vec<Pick> {
        let mut next = Vec::new();
        for (path, _) in &self.paths {
            if path.len() > made.len() && path.starts_with(made) {
                let pick = path[made.len()];
                if !next.contains(&pick) {
                    next.push(pick);
                }
            }
        }
        next
    }

    /// What `pick` after `made` does.
    pub fn pick(&self, made: &[Pick], pick: Pick) -> Picked<A> {
        let mut done = None;
        let mut longer = false;
        for (path, action) in &self.paths {
            if path.len() > made.len() && path.starts_with(made) && path[made.len()] == pick {
                if path.len() == made.len() + 1 {
                    done = Some(*action);
                } else {
                    longer = true;
                }
            }
        }
        match (done, longer) {
            (Some(action), false) => Picked::Done(action),
            (None, false) => Picked::NotLegal,
            _ => Picked::More,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn help_like() -> Paths<&'static str> {
        Paths::new(vec![
            (vec![Pick::Card(3)], "lay 3"),
            (vec![Pick::Card(11), Pick::Gap(0)], "joker first"),
            (vec![Pick::Card(11), Pick::Gap(2)], "joker last"),
            (
                vec![Pick::Card(12), Pick::RowCard(1), Pick::Card(3)],
                "switch 2nd for 3",
            ),
            (vec![Pick::Button(Button::EndTurn)], "end"),
            (vec![], "chosen as a set"),
        ])
    }

    #[test]
    fn one_step_actions_are_done_at_once_and_targets_come_step_by_step() {
        let paths = help_like();
        assert_eq!(paths.pick(&[], Pick::Card(3)), Picked::Done("lay 3"));
        assert_eq!(paths.pick(&[], Pick::Card(4)), Picked::NotLegal);
        assert_eq!(paths.pick(&[], Pick::Card(11)), Picked::More);
        assert_eq!(
            paths.options(&[Pick::Card(11)]),
            [Pick::Gap(0), Pick::Gap(2)]
        );
        assert_eq!(
            paths.pick(&[Pick::Card(11)], Pick::Gap(1)),
            Picked::NotLegal
        );
        assert_eq!(
            paths.pick(&[Pick::Card(12), Pick::RowCard(1)], Pick::Card(3)),
            Picked::Done("switch 2nd for 3")
        );
        assert_eq!(
            paths.options(&[]),
            [
                Pick::Card(3),
                Pick::Card(11),
                Pick::Card(12),
                Pick::Button(Button::EndTurn)
            ]
        );
    }
}
