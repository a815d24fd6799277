//! The 77 state machine, following `docs/games/77.md` section by section.

use std::collections::VecDeque;

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards, is_schnapszahl};
use super::deal::Deal;
use super::determinize::{self, Memory};
use super::events::{CardList, ChipReason, Direction, Event, HandList, Hands};
use super::options::HAND_SIZE;
use super::options::{CHIPS, Options};
use super::state::{Phase, SEATS, SeventySeven};
use super::view::{Decision, SeatStatus, View};
use crate::engine::{Game, InfoState, Outcome, PerSeat, Seat, SetupError, ToAct};
use crate::multiset::{Face, ShuffledDeck};

/// Announcing this total or more costs a chip and ends the round.
pub const ROUND_END_TOTAL: i32 = 77;

/// The only decision in 77: which card to play. Written `{"play": 5}`,
/// `{"play": "x2"}`, `{"play": "reverse"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Play this hand card.
    Play(Card),
}

/// Why an action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Another seat is on turn.
    #[error("it is not this seat's turn")]
    NotYourTurn,
    /// The card is not in the seat's hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// A ×2 may not be played directly onto a ×2.
    #[error("a x2 may not be played directly onto a x2")]
    DoubleOnDouble,
}

impl SeventySeven {
    /// The options this game was started with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The hand of `seat` (the true state; never show it to another seat).
    pub fn hand(&self, seat: Seat) -> Cards {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The draw pile, top first (secret to every seat).
    pub fn pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.pile.top_first()
    }

    /// The running total.
    pub fn total(&self) -> i32 {
        self.total
    }

    /// Chips of `seat`.
    pub fn chips(&self, seat: Seat) -> u8 {
        self.chips.get(seat.index()).copied().unwrap_or(0)
    }

    /// Whether `seat` is still in the game.
    pub fn is_in(&self, seat: Seat) -> bool {
        seat.0 < self.options.players && self.out_rank[seat.index()] == 0
    }

    fn players_in(&self) -> usize {
        (0..self.options.players)
            .filter(|&s| self.is_in(Seat(s)))
            .count()
    }

    fn out_count(&self) -> u8 {
        self.out_rank.iter().copied().max().unwrap_or(0)
    }

    /// Checks that the 55 cards are each in one place and that only players still in
    /// hold cards. Returns the first problem in words.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut all: Cards = self
            .pile
            .top_first()
            .chain(self.discard.top_first())
            .collect();
        for seat in 0..SEATS as u8 {
            let hand = self.hands[seat as usize];
            if !self.is_in(Seat(seat)) && !hand.is_empty() {
                return Err(format!("seat {seat} is not in but holds {hand:?}"));
            }
            all = all.plus(&hand);
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

    /// The next seat still in after `seat`, going `direction`.
    fn next_in(&self, seat: Seat, direction: Direction) -> Seat {
        let n = self.options.players;
        let mut next = seat;
        for _ in 0..n {
            next = match direction {
                Direction::Clockwise => next.next(n),
                Direction::CounterClockwise => next.previous(n),
            };
            if self.is_in(next) {
                return next;
            }
        }
        seat
    }

    /// Deals a round to every player still in, `start` to play first.
    fn deal_round(&mut self, start: Seat, events: &mut Vec<Event>) {
        let players = self.options.players;
        let seats_in = (0..players).filter(|&s| self.is_in(Seat(s))).count();
        let stacked = match self.stacked.pop_front() {
            Some(deal) if deal.hands.len() == seats_in => Some(deal),
            // A stacked deal for another number of players cannot be followed: it is
            // a broken fixture, and the rest of the stack is dropped with it.
            Some(_) => {
                self.stacked.clear();
                None
            }
            None => None,
        };
        self.hands = [Cards::EMPTY; SEATS];
        // Seats that are out are shown an empty hand.
        let mut shown = Hands::new();
        match &stacked {
            Some(deal) => {
                let mut hands = deal.hands.iter();
                for seat in 0..players {
                    let hand = match self.is_in(Seat(seat)) {
                        true => hands.next().map_or(&[][..], Vec::as_slice),
                        false => &[],
                    };
                    self.hands[seat as usize] = hand.iter().copied().collect();
                    // Cannot fail: at most 8 seats of 5 cards.
                    let _ = shown.push(Some(hand));
                }
                self.pile.set_top_first(&deal.pile);
            }
            None => {
                let shuffled = ShuffledDeck::new(&Cards::deck(), &mut self.rng);
                let mut hands = shuffled.hands(seats_in, HAND_SIZE);
                for seat in 0..players {
                    let hand = match self.is_in(Seat(seat)) {
                        true => hands.next().unwrap_or(&[]),
                        false => &[],
                    };
                    let counts = &mut self.hands[seat as usize];
                    for &card in hand {
                        counts.add(card);
                    }
                    let _ = shown.push(Some(hand));
                }
                self.pile.set_top_first(shuffled.pile(seats_in, HAND_SIZE));
            }
        }
        self.discard = Pile::default();
        self.total = 0;
        self.direction = Direction::Clockwise; // S-R2
        self.round_start = start;
        self.phase = Phase::Turn {
            seat: start,
            due: 1,
            played: 0,
            doubled: false,
        };
        crate::engine::emit(events, || Event::RoundDealt {
            round: self.round,
            start,
            hands: shown,
            pile_size: self.pile.len() as u8,
        });
    }

    /// Draws one card for `seat`, first shuffling the discards but the top card into a
    /// new pile when the pile is empty.
    fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.pile.is_empty() {
            let top = self.discard.draw();
            let cards: CardList = self.discard.bottom_first().collect();
            self.discard = Pile::default();
            if let Some(top) = top {
                self.discard.push(top);
            }
            let shuffled = ShuffledDeck::of_cards(cards.iter().copied(), &mut self.rng);
            crate::engine::emit(events, || Event::Reshuffled { cards });
            self.pile.set_top_first(shuffled.cards());
        }
        if let Some(card) = self.pile.draw() {
            self.hands[seat.index()].add(card);
            crate::engine::emit(events, || Event::CardDrawn {
                seat,
                card: Some(card),
            });
        }
    }

    /// `seat` owes a chip: it gives one, or, swimming, goes out (S-R7).
    fn owe_chip(&mut self, seat: Seat, reason: ChipReason, events: &mut Vec<Event>) {
        let chips = &mut self.chips[seat.index()];
        if *chips > 0 {
            *chips -= 1;
            crate::engine::emit(events, || Event::ChipGiven {
                seat,
                reason,
                chips_left: *chips,
            });
            if *chips == 0 {
                crate::engine::emit(events, || Event::Swimming { seat });
            }
            return;
        }
        self.out_rank[seat.index()] = self.out_count() + 1;
        let hand: HandList = self.hands[seat.index()].iter().collect();
        self.hands[seat.index()] = Cards::EMPTY;
        // The hand goes under the top card, which stays the last card played.
        let top = self.discard.draw();
        for card in &hand {
            self.discard.push(*card);
        }
        if let Some(top) = top {
            self.discard.push(top);
        }
        crate::engine::emit(events, || Event::PlayerOut { seat, hand });
        if self.players_in() == 1 {
            let winner = (0..self.options.players)
                .map(Seat)
                .find(|s| self.is_in(*s))
                .unwrap_or(seat);
            self.phase = Phase::Finished { winner };
            crate::engine::emit(events, || Event::GameOver {
                winner,
                places: self.places(),
            });
        }
    }

    /// Places: 1 for whoever is still in, then the seats in reverse order of going out.
    pub(super) fn places(&self) -> PerSeat<u8> {
        let out = self.out_count();
        (0..self.options.players as usize)
            .map(|s| match self.out_rank[s] {
                0 => 1,
                rank => 2 + out - rank,
            })
            .collect()
    }

    /// The round is over: the next one starts one seat clockwise of this round's start
    /// player, skipping players who are out.
    fn next_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        if self.ends_with_round {
            self.phase = Phase::RoundOver;
            return;
        }
        let start = self.next_in(self.round_start, Direction::Clockwise);
        self.deal_round(start, events);
    }

    /// Builds a state from parts; used by determinization.
    pub(super) fn from_parts(mut parts: SeventySeven, seed: u64) -> SeventySeven {
        parts.stacked = VecDeque::new();
        parts.rng = ChaCha8Rng::seed_from_u64(seed);
        parts
    }
}

impl Game for SeventySeven {
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
        for (index, deal) in deals.iter().enumerate() {
            deal.check(options.players)
                .map_err(|problem| SetupError::InvalidDeal {
                    deal: index,
                    problem,
                })?;
        }
        if let Some(first) = deals.first()
            && first.hands.len() != options.players as usize
        {
            return Err(SetupError::InvalidDeal {
                deal: 0,
                problem: format!(
                    "the first round deals to all {} players, not {}",
                    options.players,
                    first.hands.len()
                ),
            });
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let start = options
            .start_seat
            .unwrap_or_else(|| Seat(rng.random_range(0..options.players)));
        let mut chips = [0; SEATS];
        chips[..options.players as usize].fill(CHIPS);
        let mut game = SeventySeven {
            options: options.clone(),
            hands: [Cards::EMPTY; SEATS],
            chips,
            out_rank: [0; SEATS],
            pile: Pile::default(),
            discard: Pile::default(),
            total: 0,
            direction: Direction::Clockwise,
            phase: Phase::Finished { winner: start },
            round: 1,
            round_start: start,
            stacked: deals.into(),
            rng,
            ends_with_round: false,
        };
        let mut events = Vec::new();
        game.deal_round(start, &mut events);
        Ok((game, events))
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Turn { seat, .. } => ToAct::Seat(seat),
            Phase::Finished { .. } | Phase::RoundOver => ToAct::Finished,
        }
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        let Phase::Turn {
            seat: on_turn,
            due,
            played,
            ..
        } = self.phase
        else {
            return;
        };
        if seat != on_turn {
            return;
        }
        let hand = &self.hands[seat.index()];
        let mut faces = hand.present();
        if due == 2 && played == 0 && has_other_than_double(hand) {
            faces &= !(1 << Card::DOUBLE.index());
        }
        while faces != 0 {
            out.push(Action::Play(Card::from_index(
                faces.trailing_zeros() as usize
            )));
            faces &= faces - 1;
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Turn {
            seat: on_turn,
            due,
            played,
            doubled,
        } = self.phase
        else {
            return Err(RuleError::GameOver);
        };
        if seat != on_turn {
            return Err(RuleError::NotYourTurn);
        }
        let Action::Play(card) = action;
        let hand = &mut self.hands[seat.index()];
        if !hand.contains(card) {
            return Err(RuleError::NotInHand);
        }
        // A ×2 may not go directly onto a ×2 (S-R5: the second card may be one). A
        // hand of nothing but ×2s could not move otherwise, so it may.
        if card.is_double() && due == 2 && played == 0 && has_other_than_double(hand) {
            return Err(RuleError::DoubleOnDouble);
        }

        // 1. Play the card. 2. Announce the new total.
        hand.remove(card);
        self.discard.push(card);
        if let Some(value) = card.value() {
            self.total += value;
        }
        let (played, doubled) = (played + 1, doubled || card.is_double());
        crate::engine::emit(events, || Event::CardPlayed {
            seat,
            card,
            total: self.total,
        });
        if card.is_reverse() {
            self.direction = self.direction.flipped();
            crate::engine::emit(events, || Event::DirectionReversed {
                direction: self.direction,
            });
        }

        // Chips: 77 or more ends the round; a Schnapszahl costs one chip.
        let round_over = self.total >= ROUND_END_TOTAL;
        if round_over {
            self.owe_chip(seat, ChipReason::SeventySevenOrMore, events);
        } else if is_schnapszahl(self.total) {
            self.owe_chip(seat, ChipReason::Schnapszahl, events);
        }
        if let Phase::Finished { .. } = self.phase {
            return Ok(()); // S-R9: the last player in wins, even mid-round.
        }
        if round_over {
            crate::engine::emit(events, || Event::RoundOver {
                round: self.round,
                seat,
                total: self.total,
            });
            self.next_round(events);
            return Ok(());
        }

        let still_in = self.is_in(seat);
        if still_in && played < due {
            self.phase = Phase::Turn {
                seat,
                due,
                played,
                doubled,
            };
            crate::engine::emit(events, || Event::SecondCardDue { seat });
            return Ok(());
        }
        // 3. Draw: one card, or two after playing two (S-R4: drawing is automatic). A
        // player who went out draws nothing and owes nothing more (S-R8).
        if still_in {
            for _ in 0..due {
                self.draw(seat, events);
            }
        }
        let next = self.next_in(seat, self.direction);
        crate::engine::emit(events, || Event::TurnEnded { seat, next });
        self.phase = Phase::Turn {
            seat: next,
            due: if doubled { 2 } else { 1 },
            played: 0,
            doubled: false,
        };
        if doubled {
            crate::engine::emit(events, || Event::DoubleDue { seat: next });
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        let players = self.options.players as usize;
        let (cards_due, cards_played, decision) = match self.phase {
            Phase::Turn {
                seat: on_turn,
                due,
                played,
                ..
            } => {
                let decision = (on_turn == seat).then_some(match (due, played) {
                    (2, 0) => Decision::PlayFirstOfTwo,
                    (2, _) => Decision::PlaySecondOfTwo,
                    _ => Decision::PlayCard,
                });
                (due, played, decision)
            }
            Phase::Finished { .. } | Phase::RoundOver => (0, 0, None),
        };
        let mut out_order: Vec<(u8, Seat)> = (0..players)
            .filter(|&s| self.out_rank[s] > 0)
            .map(|s| (self.out_rank[s], Seat(s as u8)))
            .collect();
        out_order.sort();
        View {
            seat,
            options: self.options.clone(),
            hand: self.hand(seat).iter().collect(),
            hand_sizes: self.hands[..players]
                .iter()
                .map(|h| h.len() as u8)
                .collect(),
            chips: self.chips[..players].to_vec(),
            status: (0..players)
                .map(|s| match (self.out_rank[s], self.chips[s]) {
                    (0, 0) => SeatStatus::Swimming,
                    (0, _) => SeatStatus::Playing,
                    _ => SeatStatus::Out,
                })
                .collect(),
            out_order: out_order.into_iter().map(|(_, s)| s).collect(),
            total: self.total,
            direction: self.direction,
            discard: self.discard.bottom_first().collect(),
            pile_size: self.pile.len() as u8,
            round: self.round,
            round_start: self.round_start,
            to_act: self.to_act(),
            cards_due,
            cards_played,
            decision,
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

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Finished { .. } = self.phase else {
            return None;
        };
        let places = self.places().to_vec();
        let players = self.options.players as i32;
        // Score: how many players this seat outlasted.
        let scores = places.iter().map(|&p| players - p as i32).collect();
        Some(Outcome { places, scores })
    }

    /// Players still in by their chips, plus a third of a chip for each escape card in
    /// hand (×2, ⇄, 0, −10: each can dodge a chip later, and a hand without them is what
    /// loses chips); players out behind them, the later the better.
    fn standing(&self) -> PerSeat<f64> {
        (0..self.options.players as usize)
            .map(|s| match self.out_rank[s] {
                0 => {
                    let escapes = self.hands[s]
                        .iter()
                        .filter(|c| c.value().is_none_or(|v| v <= 0))
                        .count();
                    100.0 + self.chips[s] as f64 + escapes as f64 / 3.0
                }
                rank => rank as f64,
            })
            .collect()
    }

    /// One chip.
    fn standing_scale(&self) -> f64 {
        1.0
    }

    fn round(&self) -> u32 {
        self.round as u32
    }
}

/// Whether `hand` holds a card that is not ×2.
fn has_other_than_double(hand: &Cards) -> bool {
    hand.len() > hand.count(Card::DOUBLE) as usize
}
