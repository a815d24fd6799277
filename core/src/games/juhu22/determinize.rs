//! Sampling a full 22Juhu state from one seat's information state.
//!
//! A seat sees its own hand, the cards played this hand, every hand size, the stack
//! size and how many cards lie swapped away. From the events it witnessed it also
//! knows:
//! - which cards it swapped away itself (they lie among the swapped-away cards until a
//!   refill shuffles them into the stack, J-R4);
//! - what every follower's card says about its hand: a follower who did not follow the
//!   led zero colour holds none of it; one who played a number no higher than the
//!   highest in the trick holds none higher; one who played a zero card when a number
//!   was due holds no number card;
//! - in a mandatory round, whoever could have played 22Juhu and did not, does not hold
//!   it (its holder must play it at the first legal chance).
//!
//! [`Memory`] keeps these facts; [`sample`] deals the unseen cards respecting them.

use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::Pile;
use super::cards::{Card, CardSet, Kind};
use super::events::{Event, RoundKind};
use super::state::{Juhu22, Phase, SEATS};
use super::trick::Trick;
use super::view::{Part, Stage};
use crate::engine::{InfoState, Seat, ToAct};
use crate::sampling::{CardList, deal_constrained};

/// What a seat learned from the events it witnessed in the current hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// Per seat: cards its play showed it does not hold.
    cannot_hold: [CardSet; SEATS],
    /// Cards this seat swapped away that still lie among the swapped-away cards.
    own_swapped: CardSet,
    /// The trick so far, to read the plays.
    trick_cards: Vec<Card>,
    /// Whether this is a mandatory round in which 22Juhu has not been played yet.
    juhu_duty: bool,
    /// Per seat: the cards it played this hand.
    #[serde(default)]
    played_by: [CardSet; SEATS],
    /// Per seat: how many cards it swapped in this hand's exchange, once it has.
    #[serde(default)]
    exchanged: [Option<u8>; SEATS],
    /// The winners of this hand's tricks so far, in order (pro pays small pots trick by
    /// trick).
    #[serde(default)]
    trick_winners: Vec<Seat>,
}

impl Memory {
    /// Takes in one event, as `viewer` saw it.
    pub fn witness(&mut self, viewer: Seat, event: &Event) {
        match event {
            Event::HandDealt { round, .. } => {
                *self = Memory {
                    juhu_duty: *round == RoundKind::Mandatory,
                    ..Memory::default()
                };
            }
            Event::StackRefilled { .. } => self.own_swapped = CardSet::EMPTY,
            Event::Exchanged { seat, count, .. } => {
                if let Some(slot) = self.exchanged.get_mut(seat.index()) {
                    *slot = Some(*count);
                }
                if *seat == viewer
                    && let Some(gave) = gave_of(event)
                {
                    self.own_swapped = self.own_swapped.or(gave);
                }
            }
            Event::CardPlayed { seat, card } => {
                if let Some(slot) = self.cannot_hold.get_mut(seat.index()) {
                    *slot = slot.or(revealed_absent(&self.trick_cards, *card, self.juhu_duty));
                }
                if let Some(slot) = self.played_by.get_mut(seat.index()) {
                    slot.insert(*card);
                }
                if card.is_juhu() {
                    self.juhu_duty = false;
                }
                self.trick_cards.push(*card);
            }
            Event::TrickWon { seat, .. } => {
                self.trick_cards.clear();
                self.trick_winners.push(*seat);
            }
            // The cards are collected: nothing is hidden any more.
            Event::GameOver { .. } => *self = Memory::default(),
            _ => {}
        }
    }

    /// Cards `seat` is known not to hold.
    pub fn cannot_hold(&self, seat: Seat) -> CardSet {
        self.cannot_hold
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// The cards `seat` played this hand.
    pub fn played_by(&self, seat: Seat) -> CardSet {
        self.played_by
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// How many cards `seat` swapped in this hand's exchange, once it has.
    pub fn exchanged(&self, seat: Seat) -> Option<u8> {
        self.exchanged.get(seat.index()).copied().flatten()
    }

    /// Cards this seat swapped away that still lie among the swapped-away cards.
    pub fn own_swapped(&self) -> CardSet {
        self.own_swapped
    }
}

/// The cards an exchange event says were given away, if the viewer saw them.
fn gave_of(event: &Event) -> Option<CardSet> {
    match event {
        Event::Exchanged {
            gave: Some(gave), ..
        } => Some(gave.iter().copied().collect()),
        _ => None,
    }
}

/// The cards a player showed it does not hold by playing `card` onto `trick` (the cards
/// before it). `duty`: mandatory round, 22Juhu not yet played.
fn revealed_absent(trick: &[Card], card: Card, duty: bool) -> CardSet {
    let Some(led) = trick.first() else {
        // A leader may lead anything, but owes 22Juhu under the duty.
        return if duty && !card.is_juhu() {
            CardSet::single(Card::JUHU)
        } else {
            CardSet::EMPTY
        };
    };
    let highest = trick.iter().filter_map(|c| c.number_value()).max();
    let below_highest = |value: u8| highest.is_some_and(|h| value <= h);
    let mut absent = CardSet::EMPTY;
    let mut followed_colour = false;
    if let Kind::Zero { colour, .. } = led.kind() {
        if card.zero_colour() == Some(colour) {
            followed_colour = true;
        } else {
            absent = absent.or(CardSet::zeros_of(colour));
        }
    }
    if !followed_colour {
        match card.kind() {
            Kind::Number(value) if below_highest(value) => {
                absent = absent.or(CardSet::numbers_above(highest.unwrap_or(0)));
            }
            Kind::Number(_) => {}
            Kind::Zero { .. } => absent = absent.or(CardSet::NUMBERS),
        }
    }
    if duty && !card.is_juhu() && !followed_colour {
        absent.insert(Card::JUHU);
    }
    absent
}

/// How often [`sample`] deals again for hands that fit the players' decisions.
const PLAUSIBLE_TRIES: u32 = 20;
/// Numbers from this one "usually take a trick": a player joins with one.
const STRONG_FROM: u8 = 17;
/// Numbers from this one are kept in the exchange, lower ones swapped.
const KEEP_FROM: u8 = 10;

/// Whether the other seats' hands fit how players usually decide (the way the medium
/// bot and most people play): whoever joined holds a strong number, whoever sat out
/// holds none, and whoever swapped `k` cards kept the other ones, all high numbers. A
/// preference, not a rule: [`sample`] gives up after a few deals.
fn plausible(info: &InfoState<Juhu22>, hands: &[CardSet; SEATS]) -> bool {
    let view = &info.view;
    let strong = CardSet::numbers_above(STRONG_FROM - 1);
    let high = CardSet::numbers_above(KEEP_FROM - 1);
    let size = view.options.variant.hand_size();
    (0..view.options.players as usize)
        .filter(|&s| s != info.seat.index())
        .all(|s| {
            let held = hands[s].or(info.memory.played_by(Seat(s as u8)));
            match view.taking_part.get(s) {
                Some(Part::Joined) => {
                    let kept = info
                        .memory
                        .exchanged(Seat(s as u8))
                        .map_or(0, |k| size.saturating_sub(k as usize));
                    !held.and(strong).is_empty() && held.and(high).len() >= kept
                }
                Some(Part::SatOut) => held.and(strong).is_empty(),
                _ => true,
            }
        })
}

/// Most places an unseen card can be: the other hands, the stack, the swapped-away cards.
const MAX_SPOTS: usize = SEATS + 1;

/// Where an unseen card can be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Spot {
    Hand(Seat),
    Stack,
    Swapped,
}

/// A full state consistent with `info`.
pub fn sample(info: &InfoState<Juhu22>, mut rng: &mut dyn RngCore) -> Juhu22 {
    let view = &info.view;
    let me = info.seat;
    let n = view.options.players as usize;
    let own: CardSet = view.hand.iter().copied().collect();
    let played: CardSet = view.played.iter().copied().collect();
    let in_trick: CardSet = view.trick.iter().map(|p| p.card).collect();
    let own_swapped = info.memory.own_swapped();
    let unseen = CardSet::DECK
        .minus(own)
        .minus(played)
        .minus(in_trick)
        .minus(own_swapped);
    let dealt = view.stage != Stage::Over;

    // The places an unseen card can be and their room: the other hands, the stack and
    // the swapped-away cards (none before the deal).
    let mut spots = [Spot::Stack; MAX_SPOTS];
    let mut room = [0; MAX_SPOTS];
    let mut count = 0;
    for s in (0..n).filter(|&s| s != me.index() && view.hand_sizes[s] > 0) {
        spots[count] = Spot::Hand(Seat(s as u8));
        room[count] = view.hand_sizes[s] as usize;
        count += 1;
    }
    spots[count] = Spot::Stack;
    room[count] = view.stack_size as usize;
    spots[count + 1] = Spot::Swapped;
    room[count + 1] = (view.swapped_size as usize).saturating_sub(own_swapped.len());
    count += 2;
    if !dealt {
        room = [0; MAX_SPOTS];
    }
    let (spots, room) = (&spots[..count], &room[..count]);
    let cards: CardList<Card> = match dealt {
        true => unseen.iter().collect(),
        false => CardList::new(),
    };
    let cards = &cards[..];
    let allowed = |card: Card, slot: usize| match spots[slot] {
        Spot::Hand(seat) => !info.memory.cannot_hold(seat).contains(card),
        _ => true,
    };
    // Deals until the hands look like the players' joins and exchanges (see
    // [`plausible`]), a bounded number of times; the last deal stands otherwise.
    let tries = if dealt && view.round != RoundKind::Mandatory {
        PLAUSIBLE_TRIES
    } else {
        1
    };
    let mut hands;
    let mut stack = CardList::<Card>::new();
    let mut swapped;
    let mut attempt = 0;
    loop {
        attempt += 1;
        let placement = deal_constrained(cards, room, allowed, rng)
            .or_else(|| deal_constrained(cards, room, |_, _| true, rng));
        hands = [CardSet::EMPTY; SEATS];
        if let Some(hand) = hands.get_mut(me.index()) {
            *hand = own;
        }
        stack.clear();
        swapped = own_swapped;
        if let Some(placement) = placement {
            for (card, slot) in cards.iter().zip(placement.slots()) {
                match spots[slot] {
                    Spot::Hand(seat) => hands[seat.index()].insert(*card),
                    Spot::Stack => stack.push(*card),
                    Spot::Swapped => swapped.insert(*card),
                }
            }
        }
        if attempt >= tries || plausible(info, &hands) {
            break;
        }
    }
    // The unseen cards were placed in card order: the stack's order is unknown, so it is
    // shuffled (sorted, every exchange in a sampled world would draw the weakest cards).
    stack.shuffle(&mut rng);

    let mut trick = Trick::default();
    for play in &view.trick {
        trick.push(play.seat, play.card);
    }
    let mut part = [Part::Out; SEATS];
    part[..n].copy_from_slice(&view.taking_part);
    let mut out_rank = [0; SEATS];
    for (rank, seats) in view.out_order.iter().enumerate() {
        for seat in seats {
            if let Some(slot) = out_rank.get_mut(seat.index()) {
                *slot = rank as u8 + 1;
            }
        }
    }
    let mut tricks_won = [0; SEATS];
    tricks_won[..n].copy_from_slice(&view.tricks_won);
    let mut points = [0; SEATS];
    points[..n].copy_from_slice(&view.points);
    let mut chips = [0; SEATS];
    chips[..n].copy_from_slice(&view.chips);
    let phase = match (view.to_act, view.stage) {
        (ToAct::Seat(seat), Stage::Joining) => Phase::Join { seat },
        (ToAct::Seat(seat), Stage::Exchanging) => Phase::Exchange { seat },
        (ToAct::Seat(seat), _) => Phase::Play { seat },
        (ToAct::Finished, _) => Phase::Finished,
    };
    let juhu_seen = played.or(in_trick).contains(Card::JUHU);
    let state = Juhu22 {
        options: view.options.clone(),
        hands,
        stack: Pile::from_top_first(&stack),
        swapped,
        played,
        trick,
        tricks_won,
        trick_winners: info.memory.trick_winners.iter().copied().collect(),
        tricks_done: view.trick_number.saturating_sub(1),
        part,
        out_rank,
        points,
        chips,
        pot: view.pot,
        mandatory_pot: view.mandatory_pot,
        payout_pot: view.payout_pot,
        round: view.round,
        hand_number: view.hand_number,
        dealer: view.dealer,
        phase,
        juhu_duty: view.round == RoundKind::Mandatory && !juhu_seen,
        redeals_in_a_row: 0,
        games_done: view.games_done,
        cycles_done: view.cycles_done,
        stacked: Default::default(),
        rng: rand::SeedableRng::seed_from_u64(0),
        ends_with_round: false,
    };
    state.with_fresh_rng(rng.next_u64())
}
