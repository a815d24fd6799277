//! The hard bot's 22Juhu decisions: paired rollouts of the rest of the hand.
//!
//! Every decision of a hand is worth little on its own next to the hand's result (+1 a
//! trick, −5 without one), so instead of a tree the hard bot compares its choices
//! directly: it samples worlds consistent with its information state
//! ([`super::determinize::sample`]), plays every candidate in the same world with the same
//! draws, and lets every seat (itself included) play the rest of the hand by the medium
//! policy. A choice is scored by the points it gains against the others; the medium
//! policy's own choice is kept unless another one is ahead by a clear margin, measured
//! on the paired differences (common random numbers cancel most of the deal's noise).
//!
//! Budget: one rollout of the rest of the hand counts as one iteration of the tree search
//! (they cost about the same), and the search's time limit and cancel flag apply.

use std::sync::atomic::Ordering;
use std::time::Instant;

use rand::RngCore;

use super::determinize;
use super::options::Variant;
use super::rules::{Action, Juhu22};
use crate::bots::{Ismcts, MediumPolicy};
use crate::engine::{Game, InfoState, Seat, ToAct};

/// A candidate other than the medium choice is taken only when its mean gain over the
/// medium choice exceeds this many standard errors of the paired differences.
const MARGIN_SE: f64 = 2.0;

/// The hard bot's choice among `legal` (at least two) for the seat of `info`.
pub(super) fn choose(
    search: &Ismcts,
    info: &InfoState<Juhu22>,
    legal: &[Action],
    rng: &mut dyn RngCore,
) -> Action {
    let me = info.seat;
    let medium = Juhu22::medium_choice(info, legal, rng);
    // Candidates: for the exchange only "swap the k weakest" (and medium's swap).
    let world = determinize::sample(info, rng);
    let mut candidates = legal.to_vec();
    Juhu22::worth_searching(&world, me, &mut candidates);
    if !candidates.contains(&medium) {
        candidates.push(medium);
    }
    if candidates.len() == 1 {
        return candidates[0];
    }
    let base = candidates
        .iter()
        .position(|c| *c == medium)
        .unwrap_or_default();
    let n = candidates.len();
    let mut sum = vec![0.0f64; n];
    let mut diff_sum = vec![0.0f64; n];
    let mut diff_sq = vec![0.0f64; n];
    let mut values = vec![0.0f64; n];
    let mut worlds = 0u32;
    let started = Instant::now();
    let mut used = 0u32;
    let mut world = Some(world);
    loop {
        let cancelled = search
            .cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed));
        let out_of_time = search
            .time_limit
            .is_some_and(|limit| started.elapsed() >= limit);
        if worlds > 0 && (cancelled || out_of_time || used + n as u32 > search.iterations) {
            break;
        }
        let sampled = world
            .take()
            .unwrap_or_else(|| determinize::sample(info, rng));
        for (i, candidate) in candidates.iter().enumerate() {
            values[i] = rollout(&sampled, me, *candidate);
        }
        for i in 0..n {
            sum[i] += values[i];
            let d = values[i] - values[base];
            diff_sum[i] += d;
            diff_sq[i] += d * d;
        }
        used += n as u32;
        worlds += 1;
    }
    let w = worlds as f64;
    let mut best = base;
    let mut best_mean = sum[base] / w;
    for i in 0..n {
        let mean = diff_sum[i] / w;
        let var = (diff_sq[i] / w - mean * mean).max(0.0);
        let se = (var / w).sqrt();
        if i != base && mean > MARGIN_SE * se && sum[i] / w > best_mean {
            best = i;
            best_mean = sum[i] / w;
        }
    }
    candidates[best]
}

/// What `action` gains `me` in `world`, with the rest of the hand played by the medium
/// policy: own points (chips in pro) minus the mean of the other seats still in.
fn rollout(world: &Juhu22, me: Seat, action: Action) -> f64 {
    let mut state = world.clone();
    let before = score(&state);
    let hand = state.round();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    if state.apply_into(me, action, &mut events).is_err() {
        return f64::NEG_INFINITY;
    }
    while let ToAct::Seat(seat) = state.to_act() {
        if state.round() != hand {
            break;
        }
        legal.clear();
        state.legal_actions_into(seat, &mut legal);
        let choice = match legal.as_slice() {
            [] => break,
            [only] => *only,
            _ => Juhu22::playout_choice(&state, seat, &legal, &mut NoRng),
        };
        events.clear();
        if state.apply_into(seat, choice, &mut events).is_err() {
            break;
        }
    }
    let after = score(&state);
    let players = before.len();
    let gain = |s: usize| after[s] - before[s];
    let others = (0..players)
        .filter(|&s| s != me.index() && state.is_in(Seat(s as u8)))
        .map(gain)
        .collect::<Vec<_>>();
    let others_mean = if others.is_empty() {
        0.0
    } else {
        others.iter().sum::<f64>() / others.len() as f64
    };
    gain(me.index()) - others_mean
}

/// Each seat's points, or chips in pro.
fn score(state: &Juhu22) -> Vec<f64> {
    let pro = state.options().variant == Variant::Pro;
    (0..state.players())
        .map(|s| {
            let seat = Seat(s);
            if pro {
                state.chips(seat) as f64
            } else {
                state.points(seat) as f64
            }
        })
        .collect()
}

/// The medium policy's 22Juhu choices draw no randomness; this stands in for an RNG.
struct NoRng;

impl RngCore for NoRng {
    fn next_u32(&mut self) -> u32 {
        0
    }
    fn next_u64(&mut self) -> u64 {
        0
    }
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        dst.fill(0);
    }
}
