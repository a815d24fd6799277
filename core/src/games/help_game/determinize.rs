//! Sampling a full Help! state from one seat's information state.
//!
//! A seat sees its hand, the row, the discard pile, the No! cards in front, every hand
//! size and the pile size. From the events it witnessed it also knows, per other seat:
//! - cards it must hold: its lowest number called when the start player was chosen (until
//!   it plays that value), a card this seat gave it back after a help (until it plays that
//!   card), a card it took from the row with a Switch;
//! - cards it cannot hold: numbers below the lowest it called (or all numbers if it called
//!   none), and, when it asked for help, every card it could have played — both only until
//!   its hand takes in a card this seat did not see.
//!
//! [`Memory`] keeps these facts; [`sample`] deals the unseen cards respecting them, and
//! during a help request picks the passed card, if this seat did not see it, among the
//! cards the asker needed.

use rand::Rng;
use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, Cards};
use super::events::{Called, Event};
use super::state::{Help, Phase};
use super::view::{HelpStage, NoCard};
use crate::engine::{InfoState, Seat, ToAct};
use crate::sampling::{CardList, deal_constrained};

const SEATS: usize = 5;

/// What a seat learned from the events it witnessed in the current round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// Per seat: cards it is known to hold.
    must_hold: [Cards; SEATS],
    /// Per seat: faces (as bits) it is known not to hold.
    cannot_hold: [u16; SEATS],
    /// The cards the last asker could have played.
    needed: u16,
}

impl Memory {
    /// Takes in one event, as `viewer` saw it.
    pub fn witness(&mut self, viewer: Seat, event: &Event) {
        match event {
            Event::Dealt { .. } => *self = Memory::default(),
            Event::StartChosen { called, .. } => {
                for (s, call) in called.iter().enumerate().take(SEATS) {
                    match call {
                        Called::Lowest(v) => {
                            if let Some(card) = Card::number(*v) {
                                self.must_hold[s].add(card);
                            }
                            self.cannot_hold[s] |= numbers_below(*v);
                        }
                        Called::NoNumber => self.cannot_hold[s] |= numbers_below(12),
                        Called::NotAsked => {}
                    }
                }
            }
            Event::NumberLaid { seat, card } => self.played(*seat, *card),
            Event::JokerInserted { seat, .. } => self.played(*seat, Card::JOKER),
            Event::Zapped { seat, .. } => self.played(*seat, Card::ZAP),
            Event::NoLaid { seat } => self.played(*seat, Card::NO),
            Event::Switched {
                seat, taken, put, ..
            } => {
                self.played(*seat, Card::SWITCH);
                self.played(*seat, *put);
                self.gained(*seat, *taken);
            }
            Event::CardDrawn { seat, .. } => self.took_unseen(*seat),
            Event::HelpAsked { seat, needed, .. } => {
                self.needed = needed.iter().fold(0, |bits, c| bits | c.bit());
                if let Some(slot) = self.cannot_hold.get_mut(seat.index()) {
                    *slot |= self.needed;
                }
            }
            Event::HelpGiven { helper, seat, card } => match card {
                Some(card) => {
                    self.played(*helper, *card);
                    if *seat != viewer {
                        self.gained(*seat, *card);
                    }
                }
                None => {
                    // An unseen card left the helper and reached the asker.
                    if let Some(slot) = self.must_hold.get_mut(helper.index()) {
                        *slot = Cards::EMPTY;
                    }
                    self.took_unseen(*seat);
                }
            },
            Event::CardGivenBack { seat, helper, card } => match card {
                Some(card) => {
                    self.played(*seat, *card);
                    if *helper != viewer {
                        self.gained(*helper, *card);
                    }
                }
                None => {
                    if let Some(slot) = self.must_hold.get_mut(seat.index()) {
                        *slot = Cards::EMPTY;
                    }
                    self.took_unseen(*helper);
                }
            },
            _ => {}
        }
    }

    /// `seat` gave up a `card` in the open: it may not hold another one.
    fn played(&mut self, seat: Seat, card: Card) {
        if let Some(slot) = self.must_hold.get_mut(seat.index()) {
            slot.remove(card);
        }
    }

    /// `seat` took `card` into its hand in the open.
    fn gained(&mut self, seat: Seat, card: Card) {
        if let Some(slot) = self.must_hold.get_mut(seat.index()) {
            slot.add(card);
        }
        if let Some(slot) = self.cannot_hold.get_mut(seat.index()) {
            *slot &= !card.bit();
        }
    }

    /// `seat` took in a card this seat did not see: what it lacked may have come in.
    fn took_unseen(&mut self, seat: Seat) {
        if let Some(slot) = self.cannot_hold.get_mut(seat.index()) {
            *slot = 0;
        }
    }

    /// Cards `seat` is known to hold.
    pub fn must_hold(&self, seat: Seat) -> Cards {
        self.must_hold
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// Whether `seat` is known not to hold `card`.
    pub fn cannot_hold(&self, seat: Seat, card: Card) -> bool {
        self.cannot_hold
            .get(seat.index())
            .is_some_and(|bits| bits & card.bit() != 0)
    }
}

/// The number faces below `value`, as bits.
fn numbers_below(value: u8) -> u16 {
    (1..value.min(12))
        .filter_map(Card::number)
        .fold(0, |bits, c| bits | c.bit())
}

/// A full state consistent with `info`.
pub fn sample(info: &InfoState<Help>, rng: &mut dyn RngCore) -> Help {
    let view = &info.view;
    let me = info.seat;
    let n = view.players as usize;
    let own: Cards = view.hand.iter().copied().collect();
    let row: Cards = view.row.iter().map(|p| p.card).collect();
    let discard: Cards = view.discard.iter().copied().collect();
    let mut unseen = Cards::deck().minus(&own).minus(&row).minus(&discard);
    for no in &view.no_cards {
        if *no != NoCard::None {
            unseen.remove(Card::NO);
        }
    }
    let mut hands = [Cards::EMPTY; SEATS];
    if let Some(hand) = hands.get_mut(me.index()) {
        *hand = own;
    }
    let mut others = [0; SEATS];
    let mut other_count = 0;
    for s in (0..n).filter(|&s| s != me.index()) {
        others[other_count] = s;
        other_count += 1;
    }
    let others = &others[..other_count];

    // A card passed during help that this seat did not see: one the asker needed.
    let mut received = view.received;
    if let (Some(help), None) = (view.help, received)
        && help.stage != HelpStage::Passing
    {
        let needed =
            || Card::all().filter(|c| info.memory.needed & c.bit() != 0 && unseen.contains(*c));
        let card = match needed().count() {
            0 => unseen.faces().next(),
            count => needed().nth(rng.random_range(0..count)),
        };
        if let Some(card) = card {
            unseen.remove(card);
            hands[help.asker.index()].add(card);
            received = Some(card);
        }
    }
    // Known holdings first.
    for &s in others {
        let known = info.memory.must_hold(Seat(s as u8)).common(&unseen);
        for card in known.iter() {
            if hands[s].len() < view.hand_sizes[s] as usize {
                hands[s].add(card);
                unseen.remove(card);
            }
        }
    }
    // Then the rest, respecting what seats cannot hold.
    let cards: CardList<Card> = unseen.iter().collect();
    let cards = &cards[..];
    let mut room = [0; SEATS];
    for (slot, &s) in room.iter_mut().zip(others) {
        *slot = (view.hand_sizes[s] as usize).saturating_sub(hands[s].len());
    }
    let pile_slot = others.len();
    room[pile_slot] = view.pile_size as usize;
    let room = &room[..=pile_slot];
    let allowed = |card: Card, slot: usize| {
        slot == pile_slot || !info.memory.cannot_hold(Seat(others[slot] as u8), card)
    };
    let placement = deal_constrained(cards, room, allowed, rng)
        .or_else(|| deal_constrained(cards, room, |_, _| true, rng));
    let mut pile = CardList::<Card>::new();
    let mut place = |card: Card, slot: usize| {
        if slot == pile_slot {
            pile.push(card);
        } else {
            hands[others[slot]].add(card);
        }
    };
    match placement {
        Some(placement) => {
            for (card, slot) in cards.iter().zip(placement.slots()) {
                place(*card, slot);
            }
        }
        None => cards.iter().for_each(|card| place(*card, pile_slot)),
    }

    let mut no_cards = [NoCard::None; SEATS];
    no_cards[..n].copy_from_slice(&view.no_cards);
    let mut points = [0; SEATS];
    points[..n].copy_from_slice(&view.points);
    let mut row_state = super::row::Row::default();
    for placed in &view.row {
        if placed.card == Card::JOKER {
            row_state.insert_joker(row_state.len(), placed.value);
        } else {
            row_state.push(placed.card, placed.value);
        }
    }
    let phase = match (view.to_act, view.help, received) {
        (ToAct::Finished, _, _) => Phase::Finished,
        (ToAct::Seat(_), Some(help), _) if help.stage == HelpStage::Passing => Phase::Helping {
            seat: help.asker,
            helper: help.helper,
        },
        (ToAct::Seat(_), Some(help), Some(card)) if help.stage == HelpStage::GivingBack => {
            Phase::GivingBack {
                seat: help.asker,
                helper: help.helper,
                received: card,
            }
        }
        (ToAct::Seat(_), Some(help), Some(card)) => Phase::PlayingReceived {
            seat: help.asker,
            helper: help.helper,
            card,
        },
        (ToAct::Seat(seat), _, _) => Phase::Turn { seat },
    };
    Help {
        options: super::options::Options {
            players: view.players,
        },
        hands,
        pile: Pile::from_top_first(&pile),
        discard,
        row: row_state,
        no_cards,
        points,
        direction: view.direction,
        round: view.round,
        phase,
        stacked: Default::default(),
        rng: rand::SeedableRng::seed_from_u64(rng.next_u64()),
        ends_with_round: false,
    }
}
