//! The 22Juhu state machine, following `docs/games/22juhu.md` section by section.

use std::collections::VecDeque;

use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, CardSet, Colour};
use super::deal::{Deal, ShuffledDeck};
use super::determinize::{self, Memory};
use super::events::{CardList, ChipReason, Event, Hands, RoundKind};
use super::options::{Direction, Options, Variant};
use super::state::{Juhu22, Phase, SEATS};
use super::trick::{Play, Trick, may_follow};
use super::view::{Decision, Part, Stage, View};
use crate::engine::{Game, InfoState, Outcome, PerSeat, Seat, Seats, SetupError, ToAct};
use smallvec::{SmallVec, smallvec};

/// Basic variants: this many points win, minus this many put a player out.
pub const TARGET: i32 = 22;
/// Gamer special rules: the bonus for four zeros of one colour, the dealer's penalty.
pub const SPECIAL_POINTS: i32 = 4;

/// A decision of the seat on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Take part in this hand. Written `"join"`.
    Join,
    /// Sit this hand out. Written `"sit_out"`.
    SitOut,
    /// Swap these hand cards (maybe none) for new ones from the stack. Written
    /// `{"exchange": [3, "red zero 1"]}` or `{"exchange": []}`.
    Exchange(CardSet),
    /// Play this card to the trick. Written `{"play": 17}`.
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
    #[error("that is not the decision due now")]
    WrongDecision,
    #[error("that card is not in your hand")]
    NotInHand,
    #[error("the trick's duties do not allow that card")]
    MustFollow,
    #[error("22Juhu must be played now (mandatory round)")]
    JuhuDuty,
}

impl Juhu22 {
    /// The options this game was started with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The hand of `seat` (the true state; never show it to another seat).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The stack, top first (secret).
    pub fn stack(&self) -> impl Iterator<Item = Card> + '_ {
        self.stack.top_first()
    }

    /// Cards swapped away and not yet shuffled back (secret).
    pub fn swapped(&self) -> CardSet {
        self.swapped
    }

    /// Points of `seat` (basic, gamer).
    pub fn points(&self, seat: Seat) -> i32 {
        self.points.get(seat.index()).copied().unwrap_or(0)
    }

    /// Chips of `seat` (pro).
    pub fn chips(&self, seat: Seat) -> u32 {
        self.chips.get(seat.index()).copied().unwrap_or(0)
    }

    /// The pot (pro).
    pub fn pot(&self) -> u32 {
        self.pot
    }

    /// Whether `seat` is still in the game.
    pub fn is_in(&self, seat: Seat) -> bool {
        seat.0 < self.options.players && self.out_rank[seat.index()] == 0
    }

    /// Checks that every card is in exactly one place. Returns the problem in words.
    pub fn check_invariants(&self) -> Result<(), String> {
        let stack: CardSet = self.stack.top_first().collect();
        if stack.len() != self.stack.len() {
            return Err("a card is twice in the stack".into());
        }
        let mut seen = CardSet::EMPTY;
        let places = self.hands.iter().copied().chain([
            stack,
            self.swapped,
            self.played,
            self.trick.cards(),
        ]);
        for set in places {
            if !seen.and(set).is_empty() {
                return Err(format!("cards in two places: {:?}", seen.and(set)));
            }
            seen = seen.or(set);
        }
        // Between hands nothing is dealt; during a hand every card is somewhere.
        if seen != CardSet::DECK && self.phase != Phase::Finished {
            return Err(format!("cards missing: {:?}", CardSet::DECK.minus(seen)));
        }
        Ok(())
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    /// The next seat still in the game after `seat`, in the game's direction (J-R2).
    fn next_in(&self, seat: Seat) -> Seat {
        let n = self.players();
        let mut next = seat;
        for _ in 0..n {
            next = match self.options.direction {
                Direction::Clockwise => next.next(n),
                Direction::CounterClockwise => next.previous(n),
            };
            if self.is_in(next) {
                return next;
            }
        }
        seat
    }

    /// The first seat after `seat` (in the direction) whose part is `part`.
    fn next_with(&self, seat: Seat, part: Part) -> Option<Seat> {
        let mut next = seat;
        for _ in 0..self.players() {
            next = self.next_in(next);
            if self.part[next.index()] == part {
                return Some(next);
            }
        }
        None
    }

    fn seats_in(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players()).map(Seat).filter(|s| self.is_in(*s))
    }

    fn participants(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players())
            .map(Seat)
            .filter(|s| self.part[s.index()] == Part::Joined)
    }

    fn hand_size(&self) -> usize {
        self.options.variant.hand_size()
    }

    // ----- Dealing -------------------------------------------------------------

    /// Starts a round of `kind`: antes (pro mandatory round), the deal with redeals for
    /// four zero cards (J-R7), then the first decision.
    fn start_round(&mut self, kind: RoundKind, events: &mut Vec<Event>) {
        self.round = kind;
        self.hand_number += 1;
        if self.ends_with_round {
            self.phase = Phase::RoundOver;
            return;
        }
        if kind == RoundKind::Mandatory && self.options.variant == Variant::Pro {
            for seat in self.seats_in().collect::<Seats>() {
                self.pay_into_pot(seat, self.options.ante, ChipReason::Ante, events);
            }
            self.mandatory_pot = self.pot;
        }
        if kind == RoundKind::Payout {
            self.payout_pot = self.pot;
        }
        loop {
            self.deal(events);
            if kind != RoundKind::Mandatory || !self.redeal_for_four_zeros(events) {
                break;
            }
        }
        self.trick = Trick::default();
        if kind == RoundKind::Mandatory {
            // Everybody plays; no joining, no exchange.
            for seat in self.seats_in().collect::<Seats>() {
                self.part[seat.index()] = Part::Joined;
            }
            self.juhu_duty = true;
            self.phase = Phase::Play {
                seat: self.next_in(self.dealer),
            };
        } else {
            self.juhu_duty = false;
            self.phase = Phase::Join {
                seat: self.next_in(self.dealer),
            };
        }
    }

    /// Deals a hand to every player still in.
    fn deal(&mut self, events: &mut Vec<Event>) {
        let players = self.players();
        let seats_in = self.seats_in().count();
        let hand_size = self.hand_size();
        let stacked = match self.stacked.pop_front() {
            Some(deal) if deal.hands.len() == seats_in => Some(deal),
            // A stacked deal for another number of players is a broken fixture: drop the
            // rest of the stack and shuffle.
            Some(_) => {
                self.stacked.clear();
                None
            }
            None => None,
        };
        let shuffled;
        let (mut hands, stack): (HandSlices<'_>, &[Card]) = match &stacked {
            Some(deal) => (
                HandSlices::Stacked(deal.hands.iter()),
                deal.stack.as_slice(),
            ),
            None => {
                shuffled = ShuffledDeck::new(&mut self.rng);
                (
                    HandSlices::Shuffled(shuffled.hands(seats_in, hand_size)),
                    shuffled.stack(seats_in, hand_size),
                )
            }
        };
        self.hands = [CardSet::EMPTY; SEATS];
        self.part = [Part::Out; SEATS];
        // Seats out of the game are shown an empty hand.
        let mut shown = Hands::new();
        for seat in (0..players).map(Seat) {
            let hand = match self.is_in(seat) {
                true => hands.next().unwrap_or(&[]),
                false => &[],
            };
            if self.is_in(seat) {
                self.hands[seat.index()] = hand.iter().copied().collect();
                self.part[seat.index()] = Part::Undecided;
            }
            // Cannot fail: at most 7 seats, 38 cards.
            let _ = shown.push(Some(hand));
        }
        self.stack.set_top_first(stack);
        self.swapped = CardSet::EMPTY;
        self.played = CardSet::EMPTY;
        self.tricks_won = [0; SEATS];
        self.trick_winners.clear();
        self.tricks_done = 0;
        crate::engine::emit(events, || Event::HandDealt {
            hand: self.hand_number,
            round: self.round,
            dealer: self.dealer,
            hands: shown,
            stack_size: self.stack.len() as u8,
        });
    }

    /// J-R7: a player dealt four zero cards in a mandatory round means a redeal by the
    /// same dealer (with the gamer special rules when enabled). Returns whether to redeal.
    fn redeal_for_four_zeros(&mut self, events: &mut Vec<Event>) -> bool {
        let four_zeros: Seats = self
            .seats_in()
            .filter(|s| self.hands[s.index()].is_within(CardSet::ZEROS))
            .collect();
        if four_zeros.is_empty() {
            self.redeals_in_a_row = 0;
            return false;
        }
        for seat in four_zeros {
            let hand = self.hands[seat.index()];
            let one_colour = Colour::ALL
                .into_iter()
                .any(|c| hand == CardSet::zeros_of(c));
            crate::engine::emit(events, || Event::Redeal { seat, one_colour });
            if one_colour && self.options.four_of_a_colour_bonus {
                self.points[seat.index()] += SPECIAL_POINTS;
                crate::engine::emit(events, || Event::ColourBonus {
                    seat,
                    points: SPECIAL_POINTS,
                });
            }
        }
        self.redeals_in_a_row += 1;
        if self.options.dealer_misdeal_penalty && self.redeals_in_a_row >= 3 {
            self.points[self.dealer.index()] -= SPECIAL_POINTS;
            crate::engine::emit(events, || Event::DealerPenalty {
                seat: self.dealer,
                points: -SPECIAL_POINTS,
            });
            self.redeals_in_a_row = 0;
            self.dealer = self.next_in(self.dealer);
        }
        true
    }

    // ----- Joining and exchanging -----------------------------------------------

    /// Everybody has said whether they join: void hand, sole participant, or exchange.
    fn after_joining(&mut self, events: &mut Vec<Event>) {
        let joined: Seats = self.participants().collect();
        match joined.as_slice() {
            [] => {
                crate::engine::emit(events, || Event::HandVoid);
                self.end_round(false, events);
            }
            [only] => {
                crate::engine::emit(events, || Event::SoleParticipant { seat: *only });
                self.tricks_won[only.index()] = self.hand_size() as u8;
                self.trick_winners = smallvec![*only; self.hand_size()];
                self.score_hand(events);
            }
            _ => {
                self.phase = match self.next_with(self.dealer, Part::Joined) {
                    Some(seat) => Phase::Exchange { seat },
                    None => Phase::Finished,
                };
            }
        }
    }

    /// Draws `count` cards from the stack for `seat`, shuffling the cards swapped away
    /// so far (the ones `seat` just gave included) into a new stack when it runs out
    /// (J-R4). Returns the cards drawn and, if the stack was refilled, how many cards
    /// the new stack got.
    fn draw_for_exchange(&mut self, seat: Seat, count: usize) -> (CardList, Option<u8>) {
        let mut got = CardList::new();
        let mut refilled = None;
        for _ in 0..count {
            if self.stack.is_empty() && !self.swapped.is_empty() {
                let mut cards: SmallVec<[Card; 38]> = self.swapped.iter().collect();
                cards.shuffle(&mut self.rng);
                refilled = Some(cards.len() as u8);
                self.stack.set_top_first(&cards);
                self.swapped = CardSet::EMPTY;
            }
            if let Some(card) = self.stack.draw() {
                self.hands[seat.index()].insert(card);
                got.push(card);
            }
        }
        (got, refilled)
    }

    // ----- Tricks ----------------------------------------------------------------

    /// The cards the trick's duties allow `seat` to play: any card when leading.
    fn allowed_by_trick(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat.index()];
        if self.trick.is_empty() {
            hand
        } else {
            may_follow(hand, &self.trick)
        }
    }

    /// Mandatory round: the holder of 22Juhu plays it at the first legal chance.
    fn juhu_due(&self, allowed: CardSet) -> bool {
        self.juhu_duty && allowed.contains(Card::JUHU)
    }

    /// The cards `seat` may play now.
    fn playable(&self, seat: Seat) -> CardSet {
        let allowed = self.allowed_by_trick(seat);
        if self.juhu_due(allowed) {
            CardSet::single(Card::JUHU)
        } else {
            allowed
        }
    }

    /// After a card: the next participant, or the trick's winner, or the hand's end.
    fn after_card(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let participants = self.participants().count();
        if self.trick.len() < participants {
            self.phase = match self.next_with(seat, Part::Joined) {
                Some(next) => Phase::Play { seat: next },
                None => Phase::Finished,
            };
            return;
        }
        let Some(winner) = self.trick.winner() else {
            return;
        };
        self.tricks_won[winner.index()] += 1;
        self.trick_winners.push(winner);
        self.tricks_done += 1;
        self.played = self.played.or(self.trick.cards());
        self.trick = Trick::default();
        crate::engine::emit(events, || Event::TrickWon {
            seat: winner,
            trick: self.tricks_done,
        });
        if self.tricks_done as usize >= self.hand_size() {
            self.score_hand(events);
        } else {
            self.phase = Phase::Play { seat: winner };
        }
    }

    // ----- Scoring -----------------------------------------------------------------

    /// Scores the hand as the round kind says, then moves on.
    fn score_hand(&mut self, events: &mut Vec<Event>) {
        let trickless: Seats = self
            .participants()
            .filter(|s| self.tricks_won[s.index()] == 0)
            .collect();
        match (self.options.variant, self.round) {
            (Variant::Pro, RoundKind::Mandatory) => {
                let amount = self.mandatory_pot;
                for seat in trickless {
                    self.pay_into_pot(seat, amount, ChipReason::Penalty, events);
                }
                self.chips_scored(events);
                self.end_round(false, events);
            }
            (Variant::Pro, _) => {
                let pot_played_for = self.payout_pot;
                let shares = self.payout_shares(pot_played_for);
                for seat in self.participants().collect::<Seats>() {
                    let share = shares[seat.index()];
                    if share > 0 {
                        self.pot -= share;
                        self.chips[seat.index()] += share;
                        crate::engine::emit(events, || Event::ChipsMoved {
                            seat,
                            reason: ChipReason::Payout,
                            amount: share,
                            pot: self.pot,
                        });
                    }
                }
                // J-R11 (a): an all-in player without a trick pays nothing, and a payment
                // of nothing does not start another payout round.
                let mut again = false;
                for seat in trickless {
                    let paid = self.pay_into_pot(seat, pot_played_for, ChipReason::Penalty, events);
                    again |= paid > 0;
                }
                self.chips_scored(events);
                self.end_round(again, events);
            }
            (_, round) => {
                let penalty = self.options.variant.penalty();
                let mut changes: PerSeat<i32> = smallvec![0; self.players() as usize];
                for seat in self.participants() {
                    let won = self.tricks_won[seat.index()] as i32;
                    changes[seat.index()] = match (round, won) {
                        (_, 0) => penalty,
                        (RoundKind::Mandatory, _) => 0,
                        (_, won) => won,
                    };
                }
                for (points, change) in self.points.iter_mut().zip(&changes) {
                    *points += change;
                }
                crate::engine::emit(events, || Event::HandScored {
                    changes,
                    points: self.points[..self.players() as usize].into(),
                });
                self.end_round(false, events);
            }
        }
    }

    /// Tells every seat's chips and the pot after a pro round.
    fn chips_scored(&self, events: &mut Vec<Event>) {
        crate::engine::emit(events, || Event::ChipsScored {
            chips: self.chips[..self.players() as usize].into(),
            pot: self.pot,
        });
    }

    /// What each seat gets from the pot for the tricks of a payout round played for
    /// `pot_played_for`, paid trick by trick in the order they were won. J-R8: a trick is
    /// worth a quarter of that pot, rounded down. J-R11 (b): while the pot holds fewer
    /// than 4 chips, a trick is worth one chip as long as the pot has one.
    fn payout_shares(&self, pot_played_for: u32) -> [u32; SEATS] {
        let per_trick = (pot_played_for / self.hand_size() as u32).max(1);
        let mut shares = [0; SEATS];
        let mut in_pot = self.pot;
        for winner in &self.trick_winners {
            let chips = per_trick.min(in_pot);
            shares[winner.index()] += chips;
            in_pot -= chips;
        }
        shares
    }

    /// `seat` pays `amount` into the pot, or all it has (J-R10). Returns what it paid; a
    /// player with no chips left pays nothing and nothing is told (J-R11 (a)).
    fn pay_into_pot(
        &mut self,
        seat: Seat,
        amount: u32,
        reason: ChipReason,
        events: &mut Vec<Event>,
    ) -> u32 {
        let paid = amount.min(self.chips[seat.index()]);
        if paid > 0 {
            self.chips[seat.index()] -= paid;
            self.pot += paid;
            crate::engine::emit(events, || Event::ChipsMoved {
                seat,
                reason,
                amount: paid,
                pot: self.pot,
            });
        }
        paid
    }

    /// J-R11 (c), (d): the pot is shared equally among the players still in; the
    /// remainder goes one chip each in turn order from the dealer's left.
    fn share_pot(&mut self, events: &mut Vec<Event>) {
        let sharers: Seats =
            std::iter::successors(Some(self.next_in(self.dealer)), |s| Some(self.next_in(*s)))
                .take(self.seats_in().count())
                .collect();
        if sharers.is_empty() || self.pot == 0 {
            return;
        }
        let count = sharers.len() as u32;
        let (each, remainder) = (self.pot / count, self.pot % count);
        for (i, seat) in sharers.into_iter().enumerate() {
            let share = each + u32::from((i as u32) < remainder);
            if share > 0 {
                self.pot -= share;
                self.chips[seat.index()] += share;
                crate::engine::emit(events, || Event::ChipsMoved {
                    seat,
                    reason: ChipReason::Share,
                    amount: share,
                    pot: self.pot,
                });
            }
        }
        self.chips_scored(events);
    }

    /// After a round: who is out, whether the game is over, and the next round with the
    /// deal passed on (J-R3). `payout_again`: pro, someone paid a penalty in a payout
    /// round, so another payout round follows.
    fn end_round(&mut self, payout_again: bool, events: &mut Vec<Event>) {
        let variant = self.options.variant;
        let cycle_over =
            variant == Variant::Pro && self.round == RoundKind::Payout && !payout_again;
        // J-R11 (c): nobody holds chips at the end of a cycle; nobody goes out, they
        // share the pot.
        let nobody_holds_chips = cycle_over && self.seats_in().all(|s| self.chips[s.index()] == 0);
        // Who is out: −22 points (basic); no chips at the end of a cycle (pro, J-R10,
        // J-R11 (a)).
        let out: Seats = self
            .seats_in()
            .filter(|s| match variant {
                Variant::Basic5 | Variant::Basic4 => self.points[s.index()] <= -TARGET,
                Variant::Pro => cycle_over && !nobody_holds_chips && self.chips[s.index()] == 0,
                Variant::Gamer => false,
            })
            .collect();
        let rank = self.out_rank.iter().copied().max().unwrap_or(0) + 1;
        for seat in out {
            self.out_rank[seat.index()] = rank;
            self.hands[seat.index()] = CardSet::EMPTY;
            crate::engine::emit(events, || Event::PlayerOut { seat });
        }
        // Collect the cards: nothing stays dealt between rounds.
        self.hands = [CardSet::EMPTY; SEATS];
        self.trick = Trick::default();
        let left = self.seats_in().count();
        let next = match variant {
            Variant::Basic5 | Variant::Basic4 => {
                let reached = self.seats_in().any(|s| self.points[s.index()] >= TARGET);
                (left > 1 && !reached).then_some(RoundKind::Basic)
            }
            Variant::Gamer => match self.round {
                RoundKind::Mandatory => Some(RoundKind::Point),
                _ => {
                    self.games_done += 1;
                    let games = self.players() as u16 * self.options.games_per_player;
                    (self.games_done < games).then_some(RoundKind::Mandatory)
                }
            },
            Variant::Pro => {
                if cycle_over {
                    self.cycles_done += 1;
                }
                let limit = self
                    .options
                    .max_cycles
                    .is_some_and(|max| self.cycles_done >= max);
                match cycle_over {
                    // Within a cycle every player still in plays on (J-R11 (a)).
                    false => Some(RoundKind::Payout),
                    true if left <= 1 || nobody_holds_chips || limit => None,
                    true => Some(RoundKind::Mandatory),
                }
            }
        };
        match next {
            Some(kind) => {
                // A pro cycle ends with chips in the pot: the remainder of a payout (J-R8)
                // or a pot nobody played for (J-R9) carries into the next cycle.
                if variant == Variant::Pro && kind == RoundKind::Mandatory && self.pot > 0 {
                    crate::engine::emit(events, || Event::PotCarried { amount: self.pot });
                }
                self.dealer = self.next_in(self.dealer);
                self.start_round(kind, events);
            }
            None => {
                if variant == Variant::Pro {
                    self.share_pot(events); // J-R11 (c), (d)
                }
                self.phase = Phase::Finished;
                self.part = [Part::Out; SEATS];
                self.stack = Pile::default();
                self.swapped = CardSet::EMPTY;
                let (places, scores) = self.final_places_and_scores();
                crate::engine::emit(events, || Event::GameOver { places, scores });
            }
        }
    }

    /// Places: players still in by points (chips in pro), ties share (J-R6); then the
    /// players who went out, the later the better.
    fn final_outcome(&self) -> Option<Outcome> {
        let (places, scores) = self.final_places_and_scores();
        Some(Outcome {
            places: places.to_vec(),
            scores: scores.to_vec(),
        })
    }

    /// The places and scores of [`Juhu22::final_outcome`], held inline.
    fn final_places_and_scores(&self) -> (PerSeat<u8>, PerSeat<i32>) {
        let n = self.players() as usize;
        let pro = self.options.variant == Variant::Pro;
        let score = |s: usize| {
            if pro {
                self.chips[s] as i64
            } else {
                self.points[s] as i64
            }
        };
        let key = |s: usize| match self.out_rank[s] {
            0 => (1, score(s), 0),
            rank => (0, rank as i64, score(s)),
        };
        let places = (0..n)
            .map(|s| 1 + (0..n).filter(|&o| key(o) > key(s)).count() as u8)
            .collect();
        let scores = (0..n).map(|s| score(s) as i32).collect();
        (places, scores)
    }

    /// Builds a state from its parts; used by determinization.
    pub(super) fn with_fresh_rng(mut self, seed: u64) -> Juhu22 {
        self.stacked = VecDeque::new();
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self
    }

    /// The trick being played, for views.
    fn trick_plays(&self) -> Vec<Play> {
        self.trick
            .plays()
            .map(|(seat, card)| Play { seat, card })
            .collect()
    }
}

impl Game for Juhu22 {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;
    type RuleError = RuleError;
    type Deal = Deal;
    type Memory = Memory;

    const ID: &'static str = super::ID;
    const VARIANTS: &'static [&'static str] = &Variant::NAMES;

    fn select_variant(options: &mut Options, variant: &str) -> Result<(), SetupError> {
        options.variant =
            Variant::from_name(variant).ok_or_else(|| SetupError::UnknownVariant {
                game: Self::ID.into(),
                variant: variant.into(),
            })?;
        Ok(())
    }

    fn with_deals(
        options: &Options,
        deals: Vec<Deal>,
        seed: u64,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        options.validate()?;
        let hand_size = options.variant.hand_size();
        for (index, deal) in deals.iter().enumerate() {
            deal.check(hand_size, options.players as usize)
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
                problem: format!("the first deal needs {} hands", options.players),
            });
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let dealer = options
            .first_dealer
            .unwrap_or_else(|| Seat(rng.random_range(0..options.players)));
        let mut chips = [0; SEATS];
        if options.variant == Variant::Pro {
            chips[..options.players as usize].fill(options.start_chips);
        }
        let mut game = Juhu22 {
            options: options.clone(),
            hands: [CardSet::EMPTY; SEATS],
            stack: Pile::default(),
            swapped: CardSet::EMPTY,
            played: CardSet::EMPTY,
            trick: Trick::default(),
            tricks_won: [0; SEATS],
            trick_winners: SmallVec::new(),
            tricks_done: 0,
            part: [Part::Out; SEATS],
            out_rank: [0; SEATS],
            points: [0; SEATS],
            chips,
            pot: 0,
            mandatory_pot: 0,
            payout_pot: 0,
            round: RoundKind::Basic,
            hand_number: 0,
            dealer,
            phase: Phase::Finished,
            juhu_duty: false,
            redeals_in_a_row: 0,
            games_done: 0,
            cycles_done: 0,
            stacked: deals.into(),
            rng,
            ends_with_round: false,
        };
        let first = if options.variant.has_mandatory_round() {
            RoundKind::Mandatory
        } else {
            RoundKind::Basic
        };
        let mut events = Vec::new();
        game.start_round(first, &mut events);
        Ok((game, events))
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Join { seat } | Phase::Exchange { seat } | Phase::Play { seat } => {
                ToAct::Seat(seat)
            }
            Phase::Finished | Phase::RoundOver => ToAct::Finished,
        }
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.phase {
            Phase::Join { seat: s } if s == seat => out.extend([Action::Join, Action::SitOut]),
            Phase::Exchange { seat: s } if s == seat => {
                out.extend(self.hands[seat.index()].subsets().map(Action::Exchange))
            }
            Phase::Play { seat: s } if s == seat => {
                out.extend(self.playable(seat).iter().map(Action::Play))
            }
            _ => {}
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let on_turn = match self.phase {
            Phase::Finished | Phase::RoundOver => return Err(RuleError::GameOver),
            Phase::Join { seat } | Phase::Exchange { seat } | Phase::Play { seat } => seat,
        };
        if seat != on_turn {
            return Err(RuleError::NotYourTurn);
        }
        match (self.phase, action) {
            (Phase::Join { .. }, Action::Join | Action::SitOut) => {
                let joins = action == Action::Join;
                self.part[seat.index()] = if joins { Part::Joined } else { Part::SatOut };
                events.push(if joins {
                    Event::Joined { seat }
                } else {
                    Event::SatOut { seat }
                });
                match self.next_with(seat, Part::Undecided) {
                    Some(next) => self.phase = Phase::Join { seat: next },
                    None => self.after_joining(events),
                }
            }
            (Phase::Exchange { .. }, Action::Exchange(cards)) => {
                let hand = self.hands[seat.index()];
                if !cards.is_within(hand) {
                    return Err(RuleError::NotInHand);
                }
                self.hands[seat.index()] = hand.minus(cards);
                self.swapped = self.swapped.or(cards);
                let (got, refilled) = self.draw_for_exchange(seat, cards.len());
                crate::engine::emit(events, || Event::Exchanged {
                    seat,
                    count: cards.len() as u8,
                    gave: Some(cards.iter().collect()),
                    got: Some(got),
                });
                // Told after the exchange it happened in: every card swapped away by
                // then, this seat's included, went into the new stack.
                if let Some(count) = refilled {
                    crate::engine::emit(events, || Event::StackRefilled { count });
                }
                // Participants exchange in turn from the dealer's left; when the turn
                // comes round to the first one again, the first trick starts there.
                let first = self.next_with(self.dealer, Part::Joined);
                let next = self.next_with(seat, Part::Joined);
                self.phase = match (next, first) {
                    (Some(next), Some(first)) if next != first => Phase::Exchange { seat: next },
                    (_, Some(first)) => Phase::Play { seat: first },
                    _ => Phase::Finished,
                };
            }
            (Phase::Play { .. }, Action::Play(card)) => {
                let hand = self.hands[seat.index()];
                if !hand.contains(card) {
                    return Err(RuleError::NotInHand);
                }
                // The trick's duties first; the 22Juhu duty of the mandatory round only
                // narrows what they allow.
                let allowed = self.allowed_by_trick(seat);
                if !allowed.contains(card) {
                    return Err(RuleError::MustFollow);
                }
                if self.juhu_due(allowed) && !card.is_juhu() {
                    return Err(RuleError::JuhuDuty);
                }
                let defers = self.juhu_duty && hand.contains(Card::JUHU) && !card.is_juhu();
                self.hands[seat.index()].remove(card);
                self.trick.push(seat, card);
                crate::engine::emit(events, || Event::CardPlayed { seat, card });
                if card.is_juhu() {
                    self.juhu_duty = false;
                }
                if defers {
                    crate::engine::emit(events, || Event::JuhuDutyDeferred { seat });
                }
                self.after_card(seat, events);
            }
            _ => return Err(RuleError::WrongDecision),
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        let n = self.players() as usize;
        let stage = match self.phase {
            Phase::Join { .. } => Stage::Joining,
            Phase::Exchange { .. } => Stage::Exchanging,
            Phase::Play { .. } => Stage::Playing,
            Phase::Finished | Phase::RoundOver => Stage::Over,
        };
        let decision = match self.phase {
            Phase::Join { seat: s } if s == seat => Some(Decision::JoinOrSitOut),
            Phase::Exchange { seat: s } if s == seat => Some(Decision::Exchange),
            Phase::Play { seat: s } if s == seat && self.trick.is_empty() => Some(Decision::Lead),
            Phase::Play { seat: s } if s == seat => Some(Decision::Follow),
            _ => None,
        };
        View {
            seat,
            options: self.options.clone(),
            hand: self.hand(seat).iter().collect(),
            hand_sizes: self.hands[..n].iter().map(|h| h.len() as u8).collect(),
            taking_part: self.part[..n].to_vec(),
            in_game: (0..n).map(|s| self.is_in(Seat(s as u8))).collect(),
            out_order: (1..=self.out_rank.iter().copied().max().unwrap_or(0))
                .map(|rank| {
                    (0..n)
                        .filter(|&s| self.out_rank[s] == rank)
                        .map(|s| Seat(s as u8))
                        .collect()
                })
                .collect(),
            stack_size: self.stack.len() as u8,
            swapped_size: self.swapped.len() as u8,
            dealer: self.dealer,
            round: self.round,
            hand_number: self.hand_number,
            games_done: self.games_done,
            cycles_done: self.cycles_done,
            stage,
            trick: self.trick_plays(),
            trick_number: self.tricks_done + 1,
            tricks_won: self.tricks_won[..n].to_vec(),
            played: self.played.iter().collect(),
            points: self.points[..n].to_vec(),
            chips: self.chips[..n].to_vec(),
            pot: self.pot,
            payout_pot: self.payout_pot,
            mandatory_pot: self.mandatory_pot,
            to_act: self.to_act(),
            decision,
            juhu_duty: self.juhu_duty && self.hand(seat).contains(Card::JUHU),
        }
    }

    fn redact(event: &Event, viewer: Seat) -> Option<Event> {
        event.redact(viewer)
    }

    fn remember(memory: &mut Memory, viewer: Seat, event: &Event) {
        memory.witness(viewer, event);
    }

    fn determinize(info: &InfoState<Self>, rng: &mut dyn RngCore) -> Self {
        determinize::sample(info, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Finished => self.final_outcome(),
            _ => None,
        }
    }

    /// Points (chips in pro) of the players still in; players out far behind.
    fn standing(&self) -> PerSeat<f64> {
        let pro = self.options.variant == Variant::Pro;
        (0..self.players() as usize)
            .map(|s| {
                let score = if pro {
                    self.chips[s] as f64
                } else {
                    self.points[s] as f64
                };
                match self.out_rank[s] {
                    0 => score,
                    rank => -1e9 + rank as f64,
                }
            })
            .collect()
    }

    /// A few tricks' worth (a trick is +1, no trick −5); an ante or two in pro.
    fn standing_scale(&self) -> f64 {
        3.0
    }

    /// The hand (deal) number.
    fn round(&self) -> u32 {
        self.hand_number
    }
}

/// The hands of a deal, from a stacked deal or a shuffled deck, without collecting them.
enum HandSlices<'a> {
    Stacked(std::slice::Iter<'a, Vec<Card>>),
    Shuffled(std::slice::Chunks<'a, Card>),
}

impl<'a> Iterator for HandSlices<'a> {
    type Item = &'a [Card];

    fn next(&mut self) -> Option<&'a [Card]> {
        match self {
            HandSlices::Stacked(hands) => hands.next().map(Vec::as_slice),
            HandSlices::Shuffled(hands) => hands.next(),
        }
    }
}
