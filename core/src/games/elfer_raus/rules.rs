//! The Elfer raus state machine, following `docs/games/elfer-raus.md` section by section.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, CardSet, Colour, ELEVEN};
use super::deal::{Deal, ShuffledDeck};
use super::determinize::{self, Memory};
use super::events::{Event, Hands};
use super::options::Options;
use super::rows::Rows;
use super::state::{ElferRaus, Phase};
use super::view::{Decision, View};
use crate::engine::{
    Game, InfoState, Outcome, PerSeat, Seat, SetupError, ToAct, places_lower_better,
};

/// Most draws in one turn when no card fits.
pub const MAX_DRAWS_PER_TURN: usize = 3;

/// A decision of the seat on turn. Drawing is never a decision: a seat with no fitting
/// card draws (or passes) automatically.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Lay this fitting hand card. Written `{"lay": "red 12"}`.
    Lay(Card),
    /// End the turn after laying at least one card. Written `"end_turn"`.
    EndTurn,
}

/// Why an action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleError {
    /// The match is over.
    #[error("the game is over")]
    GameOver,
    /// Another seat is on turn.
    #[error("it is not this seat's turn")]
    NotYourTurn,
    /// The card is not in the seat's hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// The card has no place on the table now.
    #[error("that card does not fit on the table")]
    DoesNotFit,
    /// Ending the turn before laying a card while one fits.
    #[error("you must lay at least one card before ending your turn")]
    MustLayFirst,
}

impl ElferRaus {
    /// The options this game was started with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The hand of `seat` (the true state; never show it to another seat).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The penalty points of `seat` from the games of the match finished so far.
    pub fn penalty_total(&self, seat: Seat) -> u32 {
        self.totals.get(seat.index()).copied().unwrap_or(0)
    }

    /// The rows on the table.
    pub fn rows(&self) -> &Rows {
        &self.rows
    }

    /// The draw pile, top first (the true state; secret to every seat).
    pub fn pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.pile.top_first()
    }

    /// Checks that every card of the deck is in exactly one place (hands, rows, pile)
    /// and seats are in range. Returns the first problem in words.
    pub fn check_invariants(&self) -> Result<(), String> {
        let deck = self.options.deck();
        let mut seen = self.rows.laid();
        let mut places = Vec::new();
        for (seat, hand) in self.hands.iter().enumerate() {
            if seat >= self.options.players as usize && !hand.is_empty() {
                return Err(format!("seat {seat} is not at the table but holds cards"));
            }
            places.push(*hand);
        }
        let pile: CardSet = self.pile.top_first().collect();
        if pile.len() != self.pile.len() {
            return Err("a card is twice in the pile".into());
        }
        places.push(pile);
        for set in places {
            if !seen.and(set).is_empty() {
                return Err(format!("cards in two places: {:?}", seen.and(set)));
            }
            seen = seen.or(set);
        }
        if seen != deck {
            return Err(format!(
                "cards missing {:?} or foreign {:?}",
                deck.minus(seen),
                seen.minus(deck)
            ));
        }
        if let Phase::Turn { seat, .. } = self.phase
            && seat.0 >= self.options.players
        {
            return Err(format!("seat {seat} on turn is not at the table"));
        }
        Ok(())
    }

    /// Deals the current game: stacked deal or fresh shuffle, redealt until some hand
    /// holds an 11 (ER-R1); then the opener lays it and the next seat is on turn.
    fn deal(&mut self, events: &mut Vec<Event>) {
        let players = self.players() as usize;
        let hand_size = self.options.hand_size();
        loop {
            self.hands = Default::default();
            let hands = match self.stacked.pop_front() {
                Some(deal) => {
                    let shown = deal.dealt_hands();
                    let (hands, pile) = deal.into_parts();
                    self.hands[..hands.len()].copy_from_slice(&hands);
                    self.pile = pile;
                    shown
                }
                None => {
                    let shuffled = ShuffledDeck::new(&self.options, &mut self.rng);
                    for (seat, hand) in self.hands[..players].iter_mut().enumerate() {
                        *hand = shuffled.hand(seat, hand_size).iter().copied().collect();
                    }
                    self.pile.set_top_first(shuffled.pile(players, hand_size));
                    Hands::from_deck(shuffled.hands(players, hand_size), players, hand_size)
                }
            };
            crate::engine::emit(events, || Event::Dealt {
                game: self.game,
                hands,
                hand_size: hand_size as u8,
                pile_size: self.pile.len() as u8,
            });
            self.rows = Rows::default();
            if let Some((opener, eleven)) = self.opener() {
                self.lay(opener, eleven, false, events);
                self.phase = Phase::Turn {
                    seat: opener,
                    laid: 1,
                };
                self.end_turn(events);
                return;
            }
            crate::engine::emit(events, || Event::Redeal { game: self.game });
        }
    }

    /// The holder of red 11, else yellow 11, green 11, blue 11, with that card.
    fn opener(&self) -> Option<(Seat, Card)> {
        Colour::ALL.into_iter().find_map(|colour| {
            let eleven = Card::new(colour, ELEVEN)?;
            (0..self.players())
                .map(Seat)
                .find(|seat| self.hands[seat.index()].contains(eleven))
                .map(|seat| (seat, eleven))
        })
    }

    /// Moves `card` from `seat`'s hand to its place on the table.
    fn lay(&mut self, seat: Seat, card: Card, from_draw: bool, events: &mut Vec<Event>) {
        if let Some(place) = self.rows.lay(card) {
            self.hands[seat.index()].remove(card);
            crate::engine::emit(events, || Event::CardLaid {
                seat,
                card,
                place,
                from_draw,
            });
        }
    }

    /// Ends the current turn and moves on to the next seat that has a real choice,
    /// making every forced draw and pass on the way.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let Phase::Turn { seat, .. } = self.phase else {
            return;
        };
        let mut next = seat.next(self.players());
        crate::engine::emit(events, || Event::TurnEnded { seat, next });
        // ER-R5: with the pile empty some hand always holds a fitting card, so this
        // ends within one round once the pile is used up; the bound only guards
        // against a corrupted state.
        let bound = self.pile.len() + self.players() as usize + 1;
        for _ in 0..bound {
            self.phase = Phase::Turn {
                seat: next,
                laid: 0,
            };
            if !self.hands[next.index()].and(self.rows.fitting()).is_empty() {
                return;
            }
            self.forced_turn(next, events);
            if self.phase == Phase::Finished {
                return;
            }
            let after = next.next(self.players());
            crate::engine::emit(events, || Event::TurnEnded {
                seat: next,
                next: after,
            });
            next = after;
        }
    }

    /// A turn without a fitting hand card: draw up to three cards, laying the first
    /// that fits and stopping there (ER-R2); with an empty pile, pass (ER-R3).
    fn forced_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.pile.is_empty() {
            crate::engine::emit(events, || Event::Passed { seat });
            return;
        }
        for _ in 0..MAX_DRAWS_PER_TURN {
            let Some(card) = self.pile.draw() else {
                return;
            };
            crate::engine::emit(events, || Event::CardDrawn {
                seat,
                card: Some(card),
            });
            self.hands[seat.index()].insert(card);
            if self.rows.fits(card) {
                self.lay(seat, card, true, events);
                return;
            }
        }
    }

    /// `winner` has laid the last card: score the game, then deal the next game of
    /// the match or finish.
    fn game_over(&mut self, winner: Seat, events: &mut Vec<Event>) {
        let players = self.players() as usize;
        let penalties: PerSeat<u32> = self.hands[..players]
            .iter()
            .map(|hand| hand.value_sum())
            .collect();
        for (total, penalty) in self.totals.iter_mut().zip(&penalties) {
            *total += penalty;
        }
        crate::engine::emit(events, || Event::GameOver {
            game: self.game,
            winner,
            penalties,
        });
        if self.game < self.options.match_games {
            self.game += 1;
            self.deal(events);
        } else {
            self.phase = Phase::Finished;
            let totals = &self.totals[..players];
            crate::engine::emit(events, || Event::MatchOver {
                totals: totals.into(),
                places: places_lower_better(totals),
            });
        }
    }

    /// Places by total penalty points, fewest first; ties share (ER-R4).
    fn final_outcome(&self) -> Outcome {
        let scores = self.totals[..self.players() as usize]
            .iter()
            .map(|&t| t as i32)
            .collect();
        Outcome::from_scores_lower_better(scores)
    }
}

impl Game for ElferRaus {
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
            deal.check(options)
                .map_err(|problem| SetupError::InvalidDeal {
                    deal: index,
                    problem,
                })?;
        }
        let mut game = ElferRaus {
            options: options.clone(),
            hands: Default::default(),
            pile: Pile::default(),
            rows: Rows::default(),
            phase: Phase::Finished,
            game: 1,
            totals: Default::default(),
            stacked: deals.into(),
            rng: ChaCha8Rng::seed_from_u64(seed),
        };
        let mut events = Vec::new();
        game.deal(&mut events);
        Ok((game, events))
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Turn { seat, .. } => ToAct::Seat(seat),
            Phase::Finished => ToAct::Finished,
        }
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        let Phase::Turn {
            seat: on_turn,
            laid,
        } = self.phase
        else {
            return;
        };
        if seat != on_turn {
            return;
        }
        let fitting = self.hands[seat.index()].and(self.rows.fitting());
        out.extend(fitting.iter().map(Action::Lay));
        if laid > 0 {
            out.push(Action::EndTurn);
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
            laid,
        } = self.phase
        else {
            return Err(RuleError::GameOver);
        };
        if seat != on_turn {
            return Err(RuleError::NotYourTurn);
        }
        match action {
            Action::Lay(card) => {
                if !self.hands[seat.index()].contains(card) {
                    return Err(RuleError::NotInHand);
                }
                if !self.rows.fits(card) {
                    return Err(RuleError::DoesNotFit);
                }
                self.lay(seat, card, false, events);
                self.phase = Phase::Turn {
                    seat,
                    laid: laid.saturating_add(1),
                };
                // ER-R6: an empty hand wins, whatever the last card was.
                if self.hands[seat.index()].is_empty() {
                    self.game_over(seat, events);
                }
            }
            Action::EndTurn => {
                if laid == 0 {
                    return Err(RuleError::MustLayFirst);
                }
                self.end_turn(events);
            }
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        let players = self.players() as usize;
        let (laid_this_turn, decision) = match self.phase {
            Phase::Turn {
                seat: on_turn,
                laid,
            } => {
                let decision = (on_turn == seat).then_some(if laid == 0 {
                    Decision::LayCard
                } else {
                    Decision::LayOrEndTurn
                });
                (laid, decision)
            }
            Phase::Finished => (0, None),
        };
        View {
            seat,
            options: self.options.clone(),
            hand: self.hand(seat).iter().collect(),
            hand_sizes: self.hands[..players]
                .iter()
                .map(|h| h.len() as u8)
                .collect(),
            pile_size: self.pile.len() as u8,
            rows: self.rows,
            to_act: self.to_act(),
            laid_this_turn,
            decision,
            game: self.game,
            penalty_totals: self.totals[..players].to_vec(),
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
        (self.phase == Phase::Finished).then(|| self.final_outcome())
    }

    /// Minus the penalty points so far and the values still in hand.
    fn standing(&self) -> PerSeat<f64> {
        (0..self.options.players as usize)
            .map(|s| -((self.totals[s] + self.hands[s].value_sum()) as f64))
            .collect()
    }

    /// A card's worth of penalty points (the values run 1..=20).
    fn standing_scale(&self) -> f64 {
        10.0
    }

    /// The game of the match.
    fn round(&self) -> u32 {
        self.game as u32
    }
}
