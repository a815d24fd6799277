//! The medium bot's Rauswurf play: throw out (most at two players), join, and otherwise
//! shed low cards and keep the high ones.

use rand::RngCore;

use super::cards::Card;
use super::state::Phase;
use super::{Action, Rauswurf};
use crate::bots::{TableGame, best_by};
use crate::engine::{InfoState, Seat};

/// Worth of throwing out, shared over the other seats.
const THROW_OUT: f64 = 6.0;
/// Worth of each card joined.
const JOIN: f64 = 4.0;
/// Cost of laying a card of value 20 rather than a low one.
const SHED_LOW: f64 = 3.0;

impl TableGame for Rauswurf {
    /// Winners first, then by cards held, fewer first (as the outcome ranks them).
    fn final_place(state: &Self, seat: Seat) -> Option<u8> {
        if state.phase != Phase::Finished {
            return None;
        }
        let held = |s: Seat| state.cards_held(s);
        let mine = held(seat);
        let ahead = (0..state.options.players)
            .filter(|&s| held(Seat(s)) < mine)
            .count();
        Some(1 + ahead as u8)
    }

    fn medium_choice(info: &InfoState<Self>, legal: &[Action], _rng: &mut dyn RngCore) -> Action {
        let view = &info.view;
        let me = info.seat.index();
        best_by(legal, |Action::Play(card)| {
            play_score(&view.fronts, &view.strengths, me, *card)
        })
    }

    fn playout_choice(
        state: &Self,
        seat: Seat,
        legal: &[Action],
        _rng: &mut dyn RngCore,
    ) -> Action {
        let n = state.options.players as usize;
        let strengths = state.strengths();
        best_by(legal, |Action::Play(card)| {
            play_score(&state.fronts[..n], &strengths[..n], seat.index(), *card)
        })
    }
}

/// How good laying `card` is, given the cards in front and their strengths.
///
/// Each card thrown out costs its owner a draw: worth 6 shared over the others (at two
/// players throwing out matters most, at many it is one seat among several). Joining
/// counts 4 a card, as a joined group is hard to beat and clears like one card. Otherwise
/// shed low cards and keep the high ones, which throw out later (3 per 20 of value).
/// (Measured in arena runs, `docs/bots.md`: this beats scoring "throw out, lay strong" in
/// every pairing of the bot levels.)
fn play_score(fronts: &[Option<Card>], strengths: &[u8], me: usize, card: Card) -> f64 {
    let joined = fronts
        .iter()
        .enumerate()
        .filter(|(s, f)| *s != me && **f == Some(card))
        .count();
    let strength = card.value() as u32 * (joined as u32 + 1);
    let thrown = strengths
        .iter()
        .enumerate()
        .filter(|(s, st)| {
            *s != me && **st > 0 && (**st as u32) < strength && fronts[*s] != Some(card)
        })
        .count();
    let others = fronts.len().saturating_sub(1).max(1) as f64;
    THROW_OUT / others * thrown as f64 + JOIN * joined as f64
        - SHED_LOW * card.value() as f64 / 20.0
}

#[cfg(test)]
mod tests {
    use super::{Card, best_by, play_score};

    fn card(value: u8) -> Card {
        Card::new(value).unwrap()
    }

    /// The card the medium bot lays from `hand` as seat 0, given the cards in front.
    fn medium_lays(fronts: &[Option<Card>], hand: &[u8]) -> u8 {
        let strengths: Vec<u8> = fronts
            .iter()
            .map(|front| {
                front.map_or(0, |c| {
                    c.value() * fronts.iter().filter(|f| **f == Some(c)).count() as u8
                })
            })
            .collect();
        best_by(hand, |v| play_score(fronts, &strengths, 0, card(*v)))
    }

    #[test]
    fn at_two_players_it_throws_out_rather_than_joins() {
        assert_eq!(medium_lays(&[None, Some(card(7))], &[7, 8]), 8);
    }

    #[test]
    fn at_four_players_it_joins_rather_than_throws_out_one_seat() {
        let fronts = [None, Some(card(7)), None, None];
        assert_eq!(medium_lays(&fronts, &[7, 8]), 7);
    }

    #[test]
    fn a_card_of_the_same_value_joins_and_is_not_thrown_out() {
        // Joining the 5 makes 10, above the 5 it joins, yet throws nobody out: it scores
        // as laying a 5 that joins and nothing more, less than a 6 that throws the 5 out
        // at two players.
        assert_eq!(medium_lays(&[None, Some(card(5))], &[5, 6]), 6);
    }

    #[test]
    fn with_nothing_to_throw_out_or_join_it_sheds_its_lowest_card() {
        assert_eq!(medium_lays(&[None, None, None], &[15, 2, 9]), 2);
    }
}
