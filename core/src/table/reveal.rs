//! Did a step show a human cards they had not seen? Undo must not go back past such a
//! step, or the human could see a card and then decide again as if they had not.
//!
//! What counts: the step's observation told the seat a good deal about cards it could
//! not see, which is what drawing a card, a new deal or hands shown at scoring do,
//! while another player playing a card from their hand (given that they play it) or
//! passing does not. Measured through the [`Game`] trait alone: the step is tried again
//! on positions sampled from the seat's information state before the step, keeping the
//! samples where the action is legal. If fewer than half of them give the seat the same
//! observations (redacted events and new view) as the real step did, the observation
//! was unlikely in advance (it carried more than a bit of news about hidden cards) and
//! the step counts as revealing. A drawn card matches by chance about once in 30
//! samples; "the next player could lay a card" matches in most. When no sample admits
//! the action the step counts as revealing, so the test errs towards refusing undo.

use crate::engine::{Game, InfoState, Seat};

/// How many sampled positions (where the action is legal) each step is tried on.
const SAMPLES: usize = 16;

/// Whether `actor` taking `action` (which led to `after` with `events`)
/// showed `info.seat` hidden cards; `info` is that seat's information state before.
pub(super) fn step_reveals<G: Game>(
    info: &InfoState<G>,
    after: &G,
    actor: Seat,
    action: G::Action,
    events: &[G::Event],
    seed: u64,
) -> bool {
    let viewer = info.seat;
    let seen: Vec<G::Event> = events.iter().filter_map(|e| G::redact(e, viewer)).collect();
    let seen_view = after.view(viewer);
    let mut rng = super::seeds::rng(seed);
    let (mut tried, mut matched) = (0, 0);
    let mut sample_events = Vec::new();
    for _ in 0..SAMPLES * 4 {
        if tried == SAMPLES {
            break;
        }
        let mut sample = G::determinize(info, &mut rng);
        sample_events.clear();
        if sample
            .apply_into(actor, action, &mut sample_events)
            .is_err()
        {
            continue;
        }
        tried += 1;
        let sample_seen = sample_events.iter().filter_map(|e| G::redact(e, viewer));
        if sample_seen.eq(seen.iter().cloned()) && sample.view(viewer) == seen_view {
            matched += 1;
        }
    }
    tried == 0 || matched * 2 < tried
}
