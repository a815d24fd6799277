//! Choosing an action step by step: each legal action is a short path of picks (a hand
//! card, then maybe a place in the row, then maybe another card); the player makes one
//! pick at a time and only picks that lead to a legal action are offered.

/// One step of a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// A hand card, by the first slot of the hand that holds an equal card (so equal
    /// cards are one choice).
    Hand(usize),
    /// A button under the hand.
    Button(Button),
    /// A place on the board; each game says what its numbers mean (Help!: a place in
    /// the row).
    Board(u8),
}

/// Buttons for actions that are not a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Button {
    /// Elfer raus: end the turn.
    EndTurn,
    /// 22Juhu: take part in the hand.
    Join,
    /// 22Juhu: sit the hand out.
    SitOut,
    /// 22Juhu: swap the selected cards (none: keep all).
    Swap,
}

impl Button {
    /// The key that presses the button.
    pub fn key(self) -> char {
        match self {
            Button::EndTurn => 'e',
            Button::Join => 'j',
            Button::SitOut => 'o',
            Button::Swap => 'w',
        }
    }
}

/// What a pick did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked<A> {
    /// The picks so far make this action: play it.
    Done(A),
    /// More picks are needed.
    More,
    /// No legal action goes this way.
    NotLegal,
}

/// A choice in progress over the legal actions' paths.
#[derive(Clone, Debug)]
pub struct Choice<A> {
    paths: Vec<(Vec<Pick>, A)>,
    made: Vec<Pick>,
}

impl<A: Copy> Choice<A> {
    /// A fresh choice among these actions, each with its path of picks (actions with an
    /// empty path cannot be picked this way and are left out).
    pub fn new(paths: Vec<(Vec<Pick>, A)>) -> Choice<A> {
        Choice {
            paths: paths.into_iter().filter(|(p, _)| !p.is_empty()).collect(),
            made: Vec::new(),
        }
    }

    /// The picks made so far.
    pub fn made(&self) -> &[Pick] {
        &self.made
    }

    /// The picks that may come next, in the order of the legal actions, without repeats.
    pub fn options(&self) -> Vec<Pick> {
        let mut next = Vec::new();
        for (path, _) in &self.paths {
            if path.len() > self.made.len() && path.starts_with(&self.made) {
                let pick = path[self.made.len()];
                if !next.contains(&pick) {
                    next.push(pick);
                }
            }
        }
        next
    }

    /// Makes one pick.
    pub fn pick(&mut self, pick: Pick) -> Picked<A> {
        if !self.options().contains(&pick) {
            return Picked::NotLegal;
        }
        self.made.push(pick);
        let mut done = None;
        let mut longer = false;
        for (path, action) in &self.paths {
            if path.starts_with(&self.made) {
                if path.len() == self.made.len() {
                    done = Some(*action);
                } else {
                    longer = true;
                }
            }
        }
        match done {
            Some(action) if !longer => Picked::Done(action),
            _ => Picked::More,
        }
    }

    /// Takes back the last pick; false if there was none.
    pub fn back(&mut self) -> bool {
        self.made.pop().is_some()
    }

    /// The first pick of `action`'s path, if it is one of the choices.
    pub fn first_pick_of(&self, action: &A) -> Option<Pick>
    where
        A: PartialEq,
    {
        self.paths
            .iter()
            .find(|(_, a)| a == action)
            .map(|(path, _)| path[0])
    }
}

/// The slot whose card a pick at `slot` stands for: the first slot with an equal card.
pub fn canonical_slot<T: PartialEq>(hand: &[T], slot: usize) -> usize {
    hand.get(slot)
        .and_then(|card| hand.iter().position(|c| c == card))
        .unwrap_or(slot)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn help_like() -> Choice<&'static str> {
        Choice::new(vec![
            (vec![Pick::Hand(0)], "lay 3"),
            (vec![Pick::Hand(2), Pick::Board(0)], "joker first"),
            (vec![Pick::Hand(2), Pick::Board(2)], "joker last"),
            (
                vec![Pick::Hand(3), Pick::Board(1), Pick::Hand(0)],
                "switch 2nd for 3",
            ),
            (vec![Pick::Button(Button::EndTurn)], "end"),
            (vec![], "unpickable"),
        ])
    }

    #[test]
    fn one_step_actions_are_done_at_once() {
        let mut choice = help_like();
        assert_eq!(choice.pick(Pick::Hand(0)), Picked::Done("lay 3"));
        let mut choice = help_like();
        assert_eq!(
            choice.pick(Pick::Button(Button::EndTurn)),
            Picked::Done("end")
        );
    }

    #[test]
    fn targets_are_picked_step_by_step_and_only_legal_ones_are_offered() {
        let mut choice = help_like();
        assert_eq!(
            choice.options(),
            [
                Pick::Hand(0),
                Pick::Hand(2),
                Pick::Hand(3),
                Pick::Button(Button::EndTurn)
            ]
        );
        assert_eq!(choice.pick(Pick::Hand(1)), Picked::NotLegal);
        assert_eq!(choice.pick(Pick::Hand(2)), Picked::More);
        assert_eq!(choice.options(), [Pick::Board(0), Pick::Board(2)]);
        assert_eq!(choice.pick(Pick::Board(1)), Picked::NotLegal);
        assert_eq!(choice.pick(Pick::Board(2)), Picked::Done("joker last"));
    }

    #[test]
    fn back_undoes_one_pick() {
        let mut choice = help_like();
        assert_eq!(choice.pick(Pick::Hand(3)), Picked::More);
        assert_eq!(choice.pick(Pick::Board(1)), Picked::More);
        assert_eq!(choice.options(), [Pick::Hand(0)]);
        assert!(choice.back());
        assert_eq!(choice.made(), [Pick::Hand(3)]);
        assert!(choice.back());
        assert!(!choice.back());
        assert_eq!(choice.options().len(), 4);
        assert_eq!(choice.first_pick_of(&"joker first"), Some(Pick::Hand(2)));
        assert_eq!(choice.first_pick_of(&"unpickable"), None);
    }

    #[test]
    fn equal_cards_share_their_first_slot() {
        let hand = [3, 5, 5, 9];
        assert_eq!(canonical_slot(&hand, 2), 1);
        assert_eq!(canonical_slot(&hand, 3), 3);
        assert_eq!(canonical_slot(&hand, 7), 7);
    }
}
