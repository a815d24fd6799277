//! A playout: a state played on by a policy to the end of its round.

use crate::engine::{Game, Seat, ToAct};

/// Plays `state` on, every action chosen by `choose` from the (non-empty) legal ones,
/// until the current round ends or after `horizon` actions; true when the round ended
/// (the game's last round too, when the game is over).
pub(crate) fn play_out<G: Game>(
    state: &mut G,
    horizon: u32,
    legal: &mut Vec<G::Action>,
    events: &mut Vec<G::Event>,
    mut choose: impl FnMut(&G, Seat, &[G::Action]) -> G::Action,
) -> bool {
    let round = state.round();
    let mut steps = 0;
    while let ToAct::Seat(seat) = state.to_act() {
        if steps >= horizon || state.round() != round {
            break;
        }
        legal.clear();
        state.legal_actions_into(seat, legal);
        if legal.is_empty() {
            break;
        }
        let action = choose(state, seat, legal);
        events.clear();
        if state.apply_into(seat, action, events).is_err() {
            break;
        }
        steps += 1;
    }
    state.round() != round || state.to_act() == ToAct::Finished
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::elfer_raus::{ElferRaus, Options};

    /// A game of Elfer raus (seed 5) played on by its first legal actions for at most
    /// `horizon` actions; the state and what `play_out` reported.
    fn played_out(options: &Options, horizon: u32) -> (ElferRaus, bool) {
        let (mut game, _) = ElferRaus::new(options, 5).unwrap();
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let over = play_out(
            &mut game,
            horizon,
            &mut legal,
            &mut events,
            |_, _, legal| legal[0],
        );
        (game, over)
    }

    /// A playout that ends the game in its last round reports the round as over, like
    /// one that reaches the next round of a match (a rollout scoring only finished rounds
    /// once saw every rollout as cut short).
    #[test]
    fn a_playout_to_the_end_of_the_game_reports_the_round_over() {
        let (game, over) = played_out(&Options::default(), u32::MAX);
        assert_eq!(game.to_act(), ToAct::Finished);
        assert!(over);
        let (_, cut) = played_out(&Options::default(), 3);
        assert!(!cut, "three actions do not end a game of Elfer raus");
    }

    /// In a match, a playout stops when the next game is dealt, with the finished game's
    /// penalty points already counted: what Elfer raus's rollout value reads.
    #[test]
    fn a_playout_in_a_match_stops_at_the_next_game_with_the_penalties_counted() {
        let options = Options {
            match_games: 2,
            ..Default::default()
        };
        let (game, over) = played_out(&options, u32::MAX);
        assert!(over);
        assert_eq!(game.round(), 2);
        assert_ne!(game.to_act(), ToAct::Finished);
        let penalties: Vec<u32> = (0..4).map(|s| game.penalty_total(Seat(s))).collect();
        let winners = penalties.iter().filter(|p| **p == 0).count();
        assert_eq!(winners, 1, "{penalties:?}");
    }
}
