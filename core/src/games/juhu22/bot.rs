//! The medium bot's 22Juhu play: join only with a strong hand, exchange zero cards and low
//! numbers, take a trick with the cheapest card that wins it, otherwise duck low.

use rand::RngCore;

use super::cards::{Card, CardSet, Kind};
use super::options::Variant;
use super::{Action, Juhu22};
use crate::bots::{TableGame, best_by, lead_over_others};
use crate::engine::{Game, InfoState, Seat};

/// Numbers below this are swapped away in the exchange.
const KEEP_FROM: u8 = 10;

impl TableGame for Juhu22 {
    /// An exchange that gives away a card while keeping a weaker one is never better than
    /// swapping the weaker one instead, so only "swap your k weakest cards" (k = 0 up to
    /// the whole hand) is searched: 6 choices instead of 32 in basic5, each sampled often
    /// enough in the time at hand. The medium choice (swap the weak cards) is one of them.
    fn worth_searching(state: &Self, seat: Seat, legal: &mut Vec<Action>) {
        if !matches!(legal.first(), Some(Action::Exchange(_))) {
            return;
        }
        let mut by_strength: Vec<Card> = state.hand(seat).iter().collect();
        by_strength.sort_by_key(|card| strength(*card));
        let weakest = |k: usize| -> CardSet { by_strength[..k].iter().copied().collect() };
        let before = legal.len();
        legal.retain(|action| match action {
            Action::Exchange(set) => *set == weakest(set.len().min(by_strength.len())),
            _ => true,
        });
        debug_assert!(!legal.is_empty() || before == 0);
    }

    /// Two standard errors played best (`docs/bots.md`).
    const ROLLOUT_MARGIN: f64 = 2.0;

    /// A rollout always runs to the end of the hand.
    const ROLLOUT_HORIZON: u32 = u32::MAX;

    /// The points (chips in pro) `me` gains over the rollout minus the mean gain of the
    /// other seats still in.
    fn rollout_value(start: &Self, end: &Self, me: Seat, _round_over: bool) -> f64 {
        let still_in = (0..start.players())
            .map(Seat)
            .filter(|&seat| end.is_in(seat));
        lead_over_others(me, still_in, |seat| score(end, seat) - score(start, seat))
    }

    fn end_with_round(world: &mut Self) {
        world.ends_with_round = true;
    }

    fn medium_choice(info: &InfoState<Self>, legal: &[Action], _rng: &mut dyn RngCore) -> Action {
        let view = &info.view;
        let hand: CardSet = view.hand.iter().copied().collect();
        let led = view.trick.first().map(|p| p.card);
        let highest = view
            .trick
            .iter()
            .filter_map(|p| p.card.number_value())
            .max();
        choose(hand, led, highest, legal)
    }

    fn playout_choice(
        state: &Self,
        seat: Seat,
        legal: &[Action],
        _rng: &mut dyn RngCore,
    ) -> Action {
        choose(
            state.hand(seat),
            state.trick.led(),
            state.trick.highest_number(),
            legal,
        )
    }
}

/// The best of `legal` for a seat holding `hand`, when the trick so far was led with `led`
/// and its highest number card is `highest`.
fn choose(hand: CardSet, led: Option<Card>, highest: Option<u8>, legal: &[Action]) -> Action {
    let weak: CardSet = hand
        .iter()
        .filter(|c| c.number_value().is_none_or(|v| v < KEEP_FROM))
        .collect();
    let wins = |card: Card| match (card.kind(), highest) {
        (Kind::Number(v), Some(h)) => v > h,
        (Kind::Number(_), None) => true,
        (Kind::Zero { colour, rings }, None) => led.is_none_or(|l| match l.kind() {
            Kind::Zero {
                colour: lc,
                rings: lr,
            } => lc == colour && rings > lr,
            Kind::Number(_) => false,
        }),
        (Kind::Zero { .. }, Some(_)) => false,
    };
    best_by(legal, |action| match action {
        Action::Join => strong_cards(hand) as f64 - 1.0,
        Action::SitOut => 0.0,
        // Swap exactly the weak cards, or as close to that as allowed.
        Action::Exchange(set) => -(set.minus(weak).len() as f64 + weak.minus(*set).len() as f64),
        Action::Play(card) => {
            let strength = card.number_value().map_or(0.0, |v| v as f64);
            if led.is_none() {
                // Lead the strongest card.
                strength
            } else if wins(*card) {
                // Win with the cheapest winning card.
                100.0 - strength
            } else {
                // Duck with the weakest card.
                -strength
            }
        }
    })
}

/// How strong a card is in a trick: zero cards (by rings) below every number card.
fn strength(card: Card) -> u8 {
    match card.kind() {
        Kind::Zero { rings, .. } => rings,
        Kind::Number(value) => 10 + value,
    }
}

/// Cards that usually take a trick: 22Juhu and numbers from 17.
fn strong_cards(hand: CardSet) -> usize {
    hand.iter()
        .filter(|c| c.number_value().is_some_and(|v| v >= 17))
        .count()
}

/// `seat`'s points, or chips in pro.
fn score(state: &Juhu22, seat: Seat) -> f64 {
    if state.options().variant == Variant::Pro {
        f64::from(state.chips(seat))
    } else {
        f64::from(state.points(seat))
    }
}
