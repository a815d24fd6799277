//! What a stopped playout is worth to each seat: its place when the game is over, else a
//! smooth expected place from every seat's [`Game::standing`]. The default of
//! [`TableGame::rollout_value`](super::TableGame::rollout_value).

use crate::engine::{Game, Seat};

/// Each seat's reward in 0..=1. A finished game scores by place: 1 for first, 0 for
/// last, shared places share. An unfinished one (a playout cut short) scores each seat
/// against each other seat by their difference in [`Game::standing`], in units of
/// [`Game::standing_scale`] and squashed with `tanh` (0.5 for level, towards 1 for a
/// clear lead), averaged over the others: a smooth expected place. It keeps the size of
/// a lead, which ranks lose, and one seat far behind (or out) does not swamp it, as it
/// would a lead over the mean of the others.
pub fn rewards<G: Game>(state: &G) -> Vec<f64> {
    let standing = state.standing();
    let places = state.outcome().map(|outcome| outcome.places);
    (0..state.players())
        .map(|s| {
            let place = places.as_ref().and_then(|p| p.get(s as usize).copied());
            reward(state, place, &standing, Seat(s))
        })
        .collect()
}

/// `me`'s entry of [`rewards`], from its place in a finished game or else from every
/// seat's `standing` (one entry per seat).
pub(super) fn reward<G: Game>(state: &G, place: Option<u8>, standing: &[f64], me: Seat) -> f64 {
    let players = state.players() as usize;
    let others = players.saturating_sub(1).max(1) as f64;
    if let Some(place) = place {
        return (players as f64 - place as f64) / others;
    }
    let scale = state.standing_scale();
    let Some(&mine) = standing.get(me.index()) else {
        return 0.5;
    };
    let lead: f64 = standing
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != me.index())
        .map(|(_, &theirs)| ((mine - theirs) / scale).tanh())
        .sum();
    0.5 + 0.5 * lead / others
}
