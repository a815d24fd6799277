//! The Rauswurf state machine, following `docs/games/rauswurf.md` section by section.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards, MAX_VALUE};
use super::deal::Deal;
use super::determinize::{self, Memory};
use super::events::Event;
use super::options::{Options, TURN_LIMIT};
use super::state::{Phase, Rauswurf, SEATS};
use super::view::{Decision, View};
use crate::engine::{Game, InfoState, Outcome, PerSeat, Seat, Seats, SetupError, ToAct};
use crate::multiset::ShuffledDeck;

/// The only decision: which hand card to lay in front. Written `{"play": 7}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Play(Card),
}

/// Why an action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not this seat's turn")]
    NotYourTurn,
    #[error("that card is not in your hand")]
    NotInHand,
}

impl Rauswurf {
    /// The hand of `seat` (the true state; never show it to another seat).
    pub fn hand(&self, seat: Seat) -> Cards {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The card in front of `seat`.
    pub fn front(&self, seat: Seat) -> Option<Card> {
        self.fronts.get(seat.index()).copied().flatten()
    }

    /// The draw pile, top first (secret).
    pub fn pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.pile.top_first()
    }

    /// The strength of `seat`'s card in front: its value times the number of cards of
    /// that value in front (all cards of one value in front are joined); 0 without one.
    pub fn strength(&self, seat: Seat) -> u8 {
        let Some(card) = self.front(seat) else {
            return 0;
        };
        let joined = self.fronts.iter().filter(|f| **f == Some(card)).count() as u8;
        card.value().saturating_mul(joined)
    }

    /// [`Rauswurf::strength`] of every seat at once (seats beyond the table get 0).
    pub fn strengths(&self) -> [u8; SEATS] {
        let mut in_front = [0u8; MAX_VALUE as usize + 1];
        for card in self.fronts.iter().flatten() {
            in_front[card.value() as usize] += 1;
        }
        self.fronts.map(|front| {
            front.map_or(0, |card| {
                card.value().saturating_mul(in_front[card.value() as usize])
            })
        })
    }

    /// Checks that the 90 cards are each in one place. Returns the problem in words.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut all: Cards = self
            .pile
            .top_first()
            .chain(self.fronts.iter().flatten().copied())
            .collect();
        all = all.plus(&self.discard);
        for hand in &self.hands {
            all = all.plus(hand);
        }
        if all != Cards::deck() {
            return Err(format!(
                "not the deck: extra {:?}, missing {:?}",
                all.minus(&Cards::deck()),
                Cards::deck().minus(&all)
            ));
        }
        Ok(())
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.options.players).map(Seat)
    }

    /// Starts `seat`'s turn: 1. clear its last card and every card of the same value
    /// (R-R2); then either the game is won, or `seat` has a card to play.
    fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mut seat = seat;
        // A seat without hand cards has none to play: after clearing it has won, so
        // this loop turns at most once in a real game; the bound guards a broken state.
        for _ in 0..=self.players() {
            if self.turns >= TURN_LIMIT {
                self.phase = Phase::Finished;
                crate::engine::emit(events, || Event::TurnLimitReached { turns: self.turns });
                return;
            }
            self.turns += 1;
            self.phase = Phase::Turn { seat };
            if let Some(card) = self.fronts[seat.index()].take() {
                self.discard.add(card);
                let n = self.players() as usize;
                let mut with = [Seat(0); SEATS];
                let mut joined = 0;
                for (other, front) in self.fronts[..n].iter_mut().enumerate() {
                    if *front == Some(card) {
                        *front = None;
                        self.discard.add(card);
                        with[joined] = Seat(other as u8);
                        joined += 1;
                    }
                }
                crate::engine::emit(events, || Event::Cleared {
                    seat,
                    value: card,
                    with: Seats::from_buf_and_len(with, joined),
                });
            }
            if self.check_winners(events) {
                return;
            }
            if !self.hands[seat.index()].is_empty() {
                return;
            }
            let next = seat.next(self.players());
            crate::engine::emit(events, || Event::TurnEnded { seat, next });
            seat = next;
        }
    }

    /// Whoever has no hand cards and no card in front wins; several at once share.
    fn check_winners(&mut self, events: &mut Vec<Event>) -> bool {
        let mut winners = [Seat(0); SEATS];
        let mut count = 0;
        for seat in self.seats() {
            if self.fronts[seat.index()].is_none() && self.hands[seat.index()].is_empty() {
                self.winners[seat.index()] = true;
                winners[count] = seat;
                count += 1;
            }
        }
        if count == 0 {
            return false;
        }
        self.phase = Phase::Finished;
        crate::engine::emit(events, || Event::Won {
            seats: Seats::from_buf_and_len(winners, count),
        });
        true
    }

    /// `seat` draws one replacement card; an empty pile is first refilled with the
    /// shuffled discards; with both empty nothing is drawn (R-R5).
    fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.pile.is_empty() && !self.discard.is_empty() {
            crate::engine::emit(events, || Event::Reshuffled {
                cards: self.discard,
            });
            let shuffled = ShuffledDeck::of_cards(self.discard.iter(), &mut self.rng);
            self.pile.set_top_first(shuffled.cards());
            self.discard = Cards::EMPTY;
        }
        let card = self.pile.draw();
        if let Some(card) = card {
            self.hands[seat.index()].add(card);
        }
        crate::engine::emit(events, || Event::CardDrawn { seat, card });
    }

    /// Cards held per seat (hand and card in front), for the ranking.
    pub(super) fn cards_held(&self, seat: Seat) -> usize {
        self.hands[seat.index()].len() + usize::from(self.fronts[seat.index()].is_some())
    }
}

impl Game for Rauswurf {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;
    type RuleError = RuleError;
    type Deal = Deal;
    type Memory = Memory;

    const ID: &'static str = super::ID;

    fn with_deals(
        options: &Options,
        deals: Vec<Deal>,
        seed: u64,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        options.validate()?;
        if deals.len() > 1 {
            return Err(SetupError::InvalidDeal {
                deal: 1,
                problem: "Rauswurf is dealt once; give at most one deal".into(),
            });
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let start = options
            .start_seat
            .unwrap_or_else(|| Seat(rng.random_range(0..options.players)));
        let hand_size = options.hand_size();
        let deal = match deals.into_iter().next() {
            Some(deal) => {
                deal.check(options.players, hand_size)
                    .map_err(|problem| SetupError::InvalidDeal { deal: 0, problem })?;
                deal
            }
            None => Deal::shuffled(options.players as usize, hand_size, &mut rng),
        };
        let mut hands = [Cards::EMPTY; SEATS];
        for (hand, cards) in hands.iter_mut().zip(&deal.hands) {
            *hand = cards.iter().copied().collect();
        }
        let mut game = Rauswurf {
            options: options.clone(),
            hands,
            fronts: [None; SEATS],
            pile: Pile::from_top_first(&deal.pile),
            discard: Cards::EMPTY,
            phase: Phase::Turn { seat: start },
            turns: 0,
            winners: [false; SEATS],
            rng,
        };
        let mut events = vec![Event::Dealt {
            hands: deal.hands.into_iter().map(Some).collect(),
            pile_size: game.pile.len() as u8,
            start,
        }];
        game.begin_turn(start, &mut events);
        Ok((game, events))
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Turn { seat } => ToAct::Seat(seat),
            Phase::Finished => ToAct::Finished,
        }
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.phase == (Phase::Turn { seat }) {
            out.extend(self.hands[seat.index()].faces().map(Action::Play));
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Turn { seat: on_turn } = self.phase else {
            return Err(RuleError::GameOver);
        };
        if seat != on_turn {
            return Err(RuleError::NotYourTurn);
        }
        let Action::Play(card) = action;
        if !self.hands[seat.index()].remove(card) {
            return Err(RuleError::NotInHand);
        }

        // 2. Play: lay the card; cards of the same value in front join (R-R3: first).
        let n = self.players() as usize;
        self.fronts[seat.index()] = Some(card);
        crate::engine::emit(events, || Event::Laid { seat, card });
        // How many cards of each value lie in front: a card's strength is its value
        // times that (all cards of one value in front are joined).
        let mut in_front = [0u8; MAX_VALUE as usize + 1];
        for front in self.fronts[..n].iter().flatten() {
            in_front[front.value() as usize] += 1;
        }
        let strength_of = |card: Card| card.value() * in_front[card.value() as usize];
        let strength = strength_of(card);
        if strength > card.value() {
            let mut joined = [Seat(0); SEATS];
            let mut count = 0;
            for (other, front) in self.fronts[..n].iter().enumerate() {
                if *front == Some(card) {
                    joined[count] = Seat(other as u8);
                    count += 1;
                }
            }
            crate::engine::emit(events, || Event::Joined {
                value: card,
                seats: Seats::from_buf_and_len(joined, count),
                strength,
            });
        }
        // Then every weaker card in front of another seat is thrown out (all cards of one
        // value share a strength, so a group goes together). The strengths are those
        // before anything is thrown out. All thrown-out cards are discarded first; then
        // their owners draw one each in turn order, so a reshuffle (R-R5) takes in every
        // card thrown out by this play.
        let mut victims = [Seat(0); SEATS];
        let mut count = 0;
        let mut victim = seat;
        for _ in 1..n {
            victim = victim.next(self.players());
            let Some(front) = self.fronts[victim.index()] else {
                continue;
            };
            let victim_strength = strength_of(front);
            if victim_strength >= strength {
                continue;
            }
            self.fronts[victim.index()] = None;
            self.discard.add(front);
            crate::engine::emit(events, || Event::ThrownOut {
                seat: victim,
                card: front,
                strength: victim_strength,
                by: seat,
            });
            victims[count] = victim;
            count += 1;
        }
        for victim in &victims[..count] {
            self.draw(*victim, events); // R-R4: also with an empty hand
        }
        if self.check_winners(events) {
            return Ok(());
        }
        let next = seat.next(self.players());
        crate::engine::emit(events, || Event::TurnEnded { seat, next });
        self.begin_turn(next, events);
        Ok(())
    }

    /// Minus the cards still held (hand and card in front).
    fn standing(&self) -> PerSeat<f64> {
        self.seats().map(|s| -(self.cards_held(s) as f64)).collect()
    }

    /// Two cards: a throw-out costs its owner a draw on top of the card lost.
    fn standing_scale(&self) -> f64 {
        2.0
    }

    fn view(&self, seat: Seat) -> View {
        let n = self.players() as usize;
        View {
            seat,
            options: self.options.clone(),
            hand: self.hand(seat).iter().collect(),
            hand_sizes: self.hands[..n].iter().map(|h| h.len() as u8).collect(),
            fronts: self.fronts[..n].to_vec(),
            strengths: self.seats().map(|s| self.strength(s)).collect(),
            pile_size: self.pile.len() as u8,
            discard: self.discard.iter().collect(),
            turns: self.turns,
            to_act: self.to_act(),
            decision: (self.phase == Phase::Turn { seat }).then_some(Decision::PlayCard),
            winners: self.seats().filter(|s| self.winners[s.index()]).collect(),
        }
    }

    fn redact(event: &Event, viewer: Seat) -> Option<Event> {
        Some(event.redact(viewer))
    }

    fn remember(memory: &mut Memory, _viewer: Seat, event: &Event) {
        memory.witness(event);
    }

    fn determinize(info: &InfoState<Self>, rng: &mut dyn RngCore) -> Self {
        determinize::sample(info, rng)
    }

    /// Winners first (shared place 1); everybody else by cards held (hand and card in
    /// front), fewer is better — also after the turn limit (R-R6), when nobody won.
    /// Score: minus the cards held (0 for a winner).
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Finished {
            return None;
        }
        let scores: Vec<i32> = self.seats().map(|s| -(self.cards_held(s) as i32)).collect();
        let negated = scores.iter().map(|s| -s).collect();
        let mut outcome = Outcome::from_scores_lower_better(negated);
        outcome.scores = scores;
        Some(outcome)
    }
}
