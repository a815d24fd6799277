//! The Help! state machine, following `docs/games/help.md` section by section.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use smallvec::{SmallVec, smallvec};

use super::Pile;
use super::cards::{Card, Cards, FACES, MAX_NUMBER};
use super::determinize::{self, Memory};
use super::events::{Called, Direction, Event, Hands, RoundEnd};
use super::options::{Deal, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, Options};
use super::row::{ROW_LENGTH, Row};
use super::state::{Help, Phase, SEATS};
use super::view::{Decision, HelpStage, HelpView, NoCard, View};
use crate::engine::{Game, InfoState, Outcome, PerSeat, Seat, Seats, SetupError, ToAct};
use crate::multiset::{Face, ShuffledDeck};

/// The number cards' faces as bits of [`Cards::present`].
const NUMBER_BITS: u32 = (1 << MAX_NUMBER) - 1;

/// Points that win.
pub const WINNING_POINTS: u8 = 3;

/// A decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Lay this number card at the end of the row. `{"lay": 5}`
    Lay(Card),
    /// Insert a Joker before position `at` (0 = in front, row length = at the end).
    /// `{"joker": 2}`
    Joker(u8),
    /// Switch: take the row card at `take` into the hand and put number card `put` there.
    /// `{"switch": {"take": 1, "put": 7}}`
    Switch { take: u8, put: Card },
    /// Zap the last card of the row. `"zap"`
    Zap,
    /// Lay a No! in front. `"no"`
    No,
    /// As helper: pass this card to the asker. `{"pass": 6}`
    Pass(Card),
    /// As asker: give the helper this card back. `{"give": 9}`
    Give(Card),
}

impl Action {
    /// The hand card a play uses.
    pub fn card(self) -> Card {
        match self {
            Action::Lay(card) | Action::Pass(card) | Action::Give(card) => card,
            Action::Joker(_) => Card::JOKER,
            Action::Switch { .. } => Card::SWITCH,
            Action::Zap => Card::ZAP,
            Action::No => Card::NO,
        }
    }
}

/// Why an action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not this seat's turn")]
    NotYourTurn,
    #[error("that is not the decision due now")]
    WrongDecision,
    #[error("that card is not in your hand")]
    NotInHand,
    #[error("that card cannot be played there")]
    NotPlayable,
    #[error("you must play the card you received (H-R5)")]
    MustPlayReceived,
    #[error("that card would not help: the asker could not play it")]
    CannotHelpWithThat,
}

impl Help {
    /// The hand of `seat` (the true state; never show it to another seat).
    pub fn hand(&self, seat: Seat) -> Cards {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The draw pile, top first (secret).
    pub fn pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.pile.top_first()
    }

    /// Points of `seat`.
    pub fn points(&self, seat: Seat) -> u8 {
        self.points.get(seat.index()).copied().unwrap_or(0)
    }

    /// Checks that the 105 cards are each in one place. Returns the problem in words.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut all: Cards = self
            .pile
            .top_first()
            .chain(self.row.cards().map(|p| p.card))
            .collect();
        all = all.plus(&self.discard);
        for hand in &self.hands {
            all = all.plus(hand);
        }
        for no in &self.no_cards {
            if *no != NoCard::None {
                all.add(Card::NO);
            }
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

    fn step(&self, seat: Seat, forward: bool) -> Seat {
        let n = self.players();
        let clockwise = (self.direction == Direction::Clockwise) == forward;
        if clockwise {
            seat.next(n)
        } else {
            seat.previous(n)
        }
    }

    /// Every legal play of `card` for a player holding `hand` (which includes `card`).
    fn plays_of(&self, card: Card, hand: &Cards, out: &mut Vec<Action>) {
        match card {
            Card::JOKER => {
                for at in 0..=self.row.len() {
                    if self.row.joker_value(at).is_some() {
                        out.push(Action::Joker(at as u8));
                    }
                }
            }
            Card::SWITCH => {
                let numbers = hand.present() & NUMBER_BITS;
                for take in 0..self.row.len() {
                    let mut puts = numbers;
                    while puts != 0 {
                        let put = Card::from_index(puts.trailing_zeros() as usize);
                        puts &= puts - 1;
                        if self.row.may_switch(take, put.value().unwrap_or(0)) {
                            out.push(Action::Switch {
                                take: take as u8,
                                put,
                            });
                        }
                    }
                }
            }
            Card::ZAP => {
                if !self.row.is_empty() {
                    out.push(Action::Zap);
                }
            }
            Card::NO => out.push(Action::No),
            number => {
                if number.value().is_some_and(|v| self.row.may_lay(v)) {
                    out.push(Action::Lay(number));
                }
            }
        }
    }

    /// The number cards that may be laid at the end of the row now, as face bits.
    fn layable_numbers(&self) -> u32 {
        match self.row.last_value() {
            None => NUMBER_BITS,
            Some(last) if last >= MAX_NUMBER => 0,
            // Number `v` is face `v - 1`: higher than `last` means face `last` or above.
            Some(last) => NUMBER_BITS & !((1 << last) - 1),
        }
    }

    /// Appends every legal play from `hand` to `out`, in face order.
    pub(super) fn plays_into(&self, hand: &Cards, out: &mut Vec<Action>) {
        let faces = hand.present();
        let mut lay = faces & self.layable_numbers();
        while lay != 0 {
            out.push(Action::Lay(Card::from_index(lay.trailing_zeros() as usize)));
            lay &= lay - 1;
        }
        for special in [Card::JOKER, Card::SWITCH, Card::ZAP, Card::NO] {
            if faces & 1 << special.index() != 0 {
                self.plays_of(special, hand, out);
            }
        }
    }

    /// Whether `hand` holds any card that may be played now (no allocation: this runs at
    /// every turn).
    pub(super) fn can_play(&self, hand: &Cards) -> bool {
        let faces = hand.present();
        let has = |card: Card| faces & 1 << card.index() != 0;
        has(Card::NO)
            || faces & self.layable_numbers() != 0
            || (has(Card::ZAP) && !self.row.is_empty())
            || (has(Card::JOKER) && self.can_play_card(Card::JOKER, hand))
            || (has(Card::SWITCH) && self.can_play_card(Card::SWITCH, hand))
    }

    /// Whether `play` is a legal placement for a player holding `hand` (which includes the
    /// card it uses).
    pub(super) fn is_legal_play(&self, play: Action, hand: &Cards) -> bool {
        match play {
            Action::Lay(card) => card.value().is_some_and(|v| self.row.may_lay(v)),
            Action::Joker(at) => self.row.joker_value(at as usize).is_some(),
            Action::Switch { take, put } => {
                hand.contains(put)
                    && put
                        .value()
                        .is_some_and(|v| self.row.may_switch(take as usize, v))
            }
            Action::Zap => !self.row.is_empty(),
            Action::No => true,
            Action::Pass(_) | Action::Give(_) => false,
        }
    }

    /// Whether `card` may be played now by a player holding `hand` (which includes it).
    fn can_play_card(&self, card: Card, hand: &Cards) -> bool {
        match card {
            Card::NO => true,
            Card::ZAP => !self.row.is_empty(),
            Card::JOKER => self.row.joker_positions().next().is_some(),
            Card::SWITCH => {
                let numbers = hand.present() & NUMBER_BITS;
                (0..self.row.len()).any(|take| {
                    let mut puts = numbers;
                    while puts != 0 {
                        let value = puts.trailing_zeros() as u8 + 1;
                        puts &= puts - 1;
                        if self.row.may_switch(take, value) {
                            return true;
                        }
                    }
                    false
                })
            }
            number => number.value().is_some_and(|v| self.row.may_lay(v)),
        }
    }

    /// The cards that, added to `hand`, could be played now.
    fn needed_by(&self, hand: &Cards) -> SmallVec<[Card; FACES]> {
        Card::all()
            .filter(|&card| {
                let mut with = *hand;
                with.add(card);
                self.can_play_card(card, &with)
            })
            .collect()
    }

    /// Draws for `seat` up to four cards, reshuffling the discards into a new pile when
    /// it runs out.
    fn refill(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mut held = self.hands[seat.index()].len();
        while held < HAND_SIZE {
            if self.pile.is_empty() {
                if self.discard.is_empty() {
                    return;
                }
                let shuffled = ShuffledDeck::of_cards(self.discard.iter(), &mut self.rng);
                crate::engine::emit(events, || Event::Reshuffled {
                    count: shuffled.cards().len() as u8,
                });
                self.pile.set_top_first(shuffled.cards());
                self.discard = Cards::EMPTY;
            }
            let Some(card) = self.pile.draw() else {
                return;
            };
            self.hands[seat.index()].add(card);
            held += 1;
            crate::engine::emit(events, || Event::CardDrawn {
                seat,
                card: Some(card),
            });
        }
    }

    /// Carries out a play by `seat` (already checked).
    fn perform(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        let hand = &mut self.hands[seat.index()];
        hand.remove(action.card());
        match action {
            Action::Lay(card) => {
                self.row.push(card, card.value().unwrap_or(0));
                crate::engine::emit(events, || Event::NumberLaid { seat, card });
            }
            Action::Joker(at) => {
                let value = self.row.joker_value(at as usize).unwrap_or(1);
                self.row.insert_joker(at as usize, value);
                crate::engine::emit(events, || Event::JokerInserted { seat, at, value });
            }
            Action::Switch { take, put } => {
                hand.remove(put);
                self.discard.add(Card::SWITCH);
                if let Some(taken) = self
                    .row
                    .replace(take as usize, put, put.value().unwrap_or(0))
                {
                    self.hands[seat.index()].add(taken.card);
                    crate::engine::emit(events, || Event::Switched {
                        seat,
                        at: take,
                        taken: taken.card,
                        put,
                    });
                }
            }
            Action::Zap => {
                self.discard.add(Card::ZAP);
                if let Some(removed) = self.row.pop() {
                    self.discard.add(removed.card);
                    crate::engine::emit(events, || Event::Zapped {
                        seat,
                        removed: removed.card,
                    });
                }
            }
            Action::No => {
                self.no_cards[seat.index()] = NoCard::Laid;
                crate::engine::emit(events, || Event::NoLaid { seat });
            }
            Action::Pass(_) | Action::Give(_) => {}
        }
        // The sixth card moves the whole row to the discard pile.
        if self.row.is_full() {
            let cards: SmallVec<[Card; ROW_LENGTH]> = self.row.clear().map(|p| p.card).collect();
            for card in &cards {
                self.discard.add(*card);
            }
            crate::engine::emit(events, || Event::RowCleared { cards });
        }
        self.refill(seat, events);
        let next = self.step(seat, true);
        crate::engine::emit(events, || Event::TurnEnded { seat, next });
        self.begin_turn(next, events);
    }

    /// Starts `seat`'s turn: the No! timeline, then a play, or a call for help.
    fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mut seat = seat;
        for _ in 0..=self.players() {
            match self.no_cards[seat.index()] {
                NoCard::Laid => {
                    self.no_cards[seat.index()] = NoCard::Skipped;
                    crate::engine::emit(events, || Event::Skipped { seat });
                    let next = self.step(seat, true);
                    crate::engine::emit(events, || Event::TurnEnded { seat, next });
                    seat = next;
                    continue;
                }
                NoCard::Skipped => {
                    self.no_cards[seat.index()] = NoCard::None;
                    self.discard.add(Card::NO);
                    crate::engine::emit(events, || Event::NoDiscarded { seat });
                }
                NoCard::None => {}
            }
            break;
        }
        if self.can_play(&self.hands[seat.index()]) {
            self.phase = Phase::Turn { seat };
            return;
        }
        let hand = self.hands[seat.index()];
        // Help!: ask the player before, skipping players with a No! in front.
        let helper = (1..self.players())
            .scan(seat, |at, _| {
                *at = self.step(*at, false);
                Some(*at)
            })
            .find(|s| self.no_cards[s.index()] == NoCard::None);
        crate::engine::emit(events, || Event::HelpAsked {
            seat,
            helper,
            needed: self.needed_by(&hand),
        });
        match helper {
            None => self.round_lost(seat, None, RoundEnd::LeftHelpless, events),
            Some(helper) if self.passable(seat, helper).is_empty() => {
                self.round_lost(seat, Some(helper), RoundEnd::HelpFailed, events)
            }
            Some(helper) => self.phase = Phase::Helping { seat, helper },
        }
    }

    /// The cards `helper` may pass to `asker`: those the asker could play (H-R4), one of
    /// each.
    fn passable(&self, asker: Seat, helper: Seat) -> Cards {
        let asker_hand = self.hands[asker.index()];
        let mut passable = Cards::EMPTY;
        for card in self.hands[helper.index()].faces() {
            let mut with = asker_hand;
            with.add(card);
            if self.can_play_card(card, &with) {
                passable.add(card);
            }
        }
        passable
    }

    /// The round is lost: points, then the end or the next round.
    fn round_lost(
        &mut self,
        asker: Seat,
        helper: Option<Seat>,
        how: RoundEnd,
        events: &mut Vec<Event>,
    ) {
        let scorers: Seats = match how {
            RoundEnd::LeftHelpless => smallvec![asker],
            RoundEnd::HelpFailed => (0..self.players())
                .map(Seat)
                .filter(|s| *s != asker && Some(*s) != helper)
                .collect(),
        };
        for seat in &scorers {
            self.points[seat.index()] += 1;
        }
        crate::engine::emit(events, || Event::RoundLost {
            asker,
            helper,
            how,
            scorers: scorers.clone(),
            points: SmallVec::from_slice(&self.points[..self.players() as usize]),
        });
        let winners: Seats = (0..self.players())
            .map(Seat)
            .filter(|s| self.points[s.index()] >= WINNING_POINTS)
            .collect();
        if !winners.is_empty() {
            self.phase = Phase::Finished;
            crate::engine::emit(events, || Event::GameOver { winners });
            return;
        }
        self.round += 1;
        if self.ends_with_round {
            self.phase = Phase::RoundOver;
            return;
        }
        self.direction = match self.direction {
            Direction::Clockwise => Direction::CounterClockwise,
            Direction::CounterClockwise => Direction::Clockwise,
        };
        let mut eligible = [true; SEATS];
        for seat in &scorers {
            eligible[seat.index()] = false;
        }
        self.setup_round(&eligible, events);
    }

    /// Deals a round and lets the start player open the row (H-R1).
    fn setup_round(&mut self, eligible: &[bool], events: &mut Vec<Event>) {
        let n = self.players() as usize;
        loop {
            self.hands = [Cards::EMPTY; SEATS];
            let hands = match self.stacked.pop_front() {
                Some(deal) => {
                    for (hand, cards) in self.hands.iter_mut().zip(&deal.hands) {
                        *hand = cards.iter().copied().collect();
                    }
                    self.pile.set_top_first(&deal.pile);
                    deal.hands.into_iter().map(Some).collect()
                }
                None => {
                    let deck = ShuffledDeck::new(&Cards::deck(), &mut self.rng);
                    for (hand, cards) in self.hands.iter_mut().zip(deck.hands(n, HAND_SIZE)) {
                        *hand = cards.iter().copied().collect();
                    }
                    self.pile.set_top_first(deck.pile(n, HAND_SIZE));
                    Hands::from_deck(deck.dealt(n, HAND_SIZE), n, HAND_SIZE)
                }
            };
            self.discard = Cards::EMPTY;
            self.row = Row::default();
            self.no_cards = [NoCard::None; SEATS];
            crate::engine::emit(events, || Event::Dealt {
                round: self.round,
                direction: self.direction,
                hands,
                pile_size: self.pile.len() as u8,
            });
            let call = |game: &Help, asked: &dyn Fn(usize) -> bool| -> SmallVec<[Called; SEATS]> {
                (0..n)
                    .map(|s| match (asked(s), game.hands[s].lowest_number()) {
                        (false, _) => Called::NotAsked,
                        (true, Some(v)) => Called::Lowest(v),
                        (true, None) => Called::NoNumber,
                    })
                    .collect()
            };
            let mut called = call(self, &|s| eligible.get(s).copied().unwrap_or(true));
            if !called.iter().any(|c| matches!(c, Called::Lowest(_))) {
                called = call(self, &|_| true);
            }
            let lowest = called
                .iter()
                .filter_map(|c| match c {
                    Called::Lowest(v) => Some(*v),
                    _ => None,
                })
                .min();
            let Some(lowest) = lowest else {
                crate::engine::emit(events, || Event::Redeal { round: self.round });
                continue;
            };
            let tied: Seats = (0..n)
                .filter(|&s| called[s] == Called::Lowest(lowest))
                .map(|s| Seat(s as u8))
                .collect();
            let start = tied[self.rng.random_range(0..tied.len())];
            crate::engine::emit(events, || Event::StartChosen { start, called });
            let card = Card::number(lowest).unwrap_or(Card::JOKER);
            self.phase = Phase::Turn { seat: start };
            self.perform(start, Action::Lay(card), events);
            return;
        }
    }

    /// The help request in progress, for views.
    fn help_view(&self) -> Option<HelpView> {
        let (asker, helper, stage) = match self.phase {
            Phase::Helping { seat, helper } => (seat, helper, HelpStage::Passing),
            Phase::GivingBack { seat, helper, .. } => (seat, helper, HelpStage::GivingBack),
            Phase::PlayingReceived { seat, helper, .. } => (seat, helper, HelpStage::Playing),
            _ => return None,
        };
        Some(HelpView {
            asker,
            helper,
            stage,
        })
    }
}

impl Game for Help {
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
        SetupError::check_players(Self::ID, MIN_PLAYERS, MAX_PLAYERS, options.players)?;
        for (index, deal) in deals.iter().enumerate() {
            deal.check(options.players)
                .map_err(|problem| SetupError::InvalidDeal {
                    deal: index,
                    problem,
                })?;
        }
        let mut game = Help {
            options: options.clone(),
            hands: [Cards::EMPTY; SEATS],
            pile: Pile::default(),
            discard: Cards::EMPTY,
            row: Row::default(),
            no_cards: [NoCard::None; SEATS],
            points: [0; SEATS],
            direction: Direction::Clockwise,
            round: 1,
            phase: Phase::Finished,
            stacked: deals.into(),
            rng: ChaCha8Rng::seed_from_u64(seed),
            ends_with_round: false,
        };
        let mut events = Vec::new();
        let everybody = vec![true; options.players as usize];
        game.setup_round(&everybody, &mut events);
        Ok((game, events))
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Turn { seat }
            | Phase::GivingBack { seat, .. }
            | Phase::PlayingReceived { seat, .. } => ToAct::Seat(seat),
            Phase::Helping { helper, .. } => ToAct::Seat(helper),
            Phase::Finished | Phase::RoundOver => ToAct::Finished,
        }
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.to_act() != ToAct::Seat(seat) {
            return;
        }
        match self.phase {
            Phase::Turn { .. } => self.plays_into(&self.hands[seat.index()], out),
            Phase::Helping {
                seat: asker,
                helper,
            } => out.extend(self.passable(asker, helper).faces().map(Action::Pass)),
            Phase::GivingBack { received, .. } => {
                let mut others = self.hands[seat.index()];
                others.remove(received);
                out.extend(others.faces().map(Action::Give));
            }
            Phase::PlayingReceived { card, .. } => {
                self.plays_of(card, &self.hands[seat.index()], out)
            }
            Phase::Finished | Phase::RoundOver => {}
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match self.to_act() {
            ToAct::Finished => return Err(RuleError::GameOver),
            ToAct::Seat(on_turn) if on_turn != seat => return Err(RuleError::NotYourTurn),
            ToAct::Seat(_) => {}
        }
        let hand = self.hands[seat.index()];
        let is_help_step = matches!(action, Action::Pass(_) | Action::Give(_));
        match self.phase {
            Phase::Finished | Phase::RoundOver => Err(RuleError::GameOver),
            Phase::Helping {
                seat: asker,
                helper,
            } => {
                let Action::Pass(card) = action else {
                    return Err(RuleError::WrongDecision);
                };
                if !hand.contains(card) {
                    return Err(RuleError::NotInHand);
                }
                if !self.passable(asker, helper).contains(card) {
                    return Err(RuleError::CannotHelpWithThat);
                }
                self.hands[helper.index()].remove(card);
                self.hands[asker.index()].add(card);
                crate::engine::emit(events, || Event::HelpGiven {
                    helper,
                    seat: asker,
                    card: Some(card),
                });
                let mut others = self.hands[asker.index()];
                others.remove(card);
                self.phase = if others.is_empty() {
                    Phase::PlayingReceived {
                        seat: asker,
                        helper,
                        card,
                    }
                } else {
                    Phase::GivingBack {
                        seat: asker,
                        helper,
                        received: card,
                    }
                };
                Ok(())
            }
            Phase::GivingBack {
                helper, received, ..
            } => {
                let Action::Give(card) = action else {
                    return Err(RuleError::WrongDecision);
                };
                let mut others = hand;
                others.remove(received);
                if !others.contains(card) {
                    return Err(RuleError::NotInHand);
                }
                self.hands[seat.index()].remove(card);
                self.hands[helper.index()].add(card);
                crate::engine::emit(events, || Event::CardGivenBack {
                    seat,
                    helper,
                    card: Some(card),
                });
                self.phase = Phase::PlayingReceived {
                    seat,
                    helper,
                    card: received,
                };
                Ok(())
            }
            Phase::PlayingReceived { card, .. } if !is_help_step && action.card() != card => {
                Err(RuleError::MustPlayReceived)
            }
            Phase::Turn { .. } | Phase::PlayingReceived { .. } => {
                if is_help_step {
                    return Err(RuleError::WrongDecision);
                }
                if !hand.contains(action.card()) {
                    return Err(RuleError::NotInHand);
                }
                if !self.is_legal_play(action, &hand) {
                    return Err(RuleError::NotPlayable);
                }
                self.perform(seat, action, events);
                Ok(())
            }
        }
    }

    /// The points.
    fn standing(&self) -> PerSeat<f64> {
        self.points[..self.players() as usize]
            .iter()
            .map(|&p| p as f64)
            .collect()
    }

    /// One point: three win the game.
    fn standing_scale(&self) -> f64 {
        1.0
    }

    fn round(&self) -> u32 {
        self.round as u32
    }

    fn view(&self, seat: Seat) -> View {
        let n = self.players() as usize;
        let received = match self.phase {
            Phase::GivingBack {
                seat: asker,
                helper,
                received,
            }
            | Phase::PlayingReceived {
                seat: asker,
                helper,
                card: received,
            } if seat == asker || seat == helper => Some(received),
            _ => None,
        };
        let decision = match self.phase {
            Phase::Turn { seat: s } if s == seat => Some(Decision::Play),
            Phase::Helping { helper, .. } if helper == seat => Some(Decision::PassHelp),
            Phase::GivingBack { seat: s, .. } if s == seat => Some(Decision::GiveBack),
            Phase::PlayingReceived { seat: s, .. } if s == seat => Some(Decision::PlayReceived),
            _ => None,
        };
        View {
            seat,
            players: self.players(),
            hand: self.hand(seat).iter().collect(),
            hand_sizes: self.hands[..n].iter().map(|h| h.len() as u8).collect(),
            row: self.row.cards().collect(),
            pile_size: self.pile.len() as u8,
            discard: self.discard.iter().collect(),
            no_cards: self.no_cards[..n].to_vec(),
            points: self.points[..n].to_vec(),
            direction: self.direction,
            round: self.round,
            to_act: self.to_act(),
            help: self.help_view(),
            received,
            decision,
        }
    }

    fn redact(event: &Event, viewer: Seat) -> Option<Event> {
        Some(event.redact(viewer))
    }

    fn remember(memory: &mut Memory, viewer: Seat, event: &Event) {
        memory.witness(viewer, event);
    }

    fn determinize(info: &InfoState<Self>, rng: &mut dyn RngCore) -> Self {
        determinize::sample(info, rng)
    }

    /// Places by points, most first; several with 3 share the win.
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Finished {
            return None;
        }
        let points: Vec<i32> = self.points[..self.players() as usize]
            .iter()
            .map(|&p| p as i32)
            .collect();
        let mut outcome = Outcome::from_scores_lower_better(points.iter().map(|p| -p).collect());
        outcome.scores = points;
        Some(outcome)
    }
}
