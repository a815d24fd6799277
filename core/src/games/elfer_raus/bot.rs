//! The medium bot's Elfer raus play: lay one card a turn and keep the rest back (every
//! card kept that fits is a turn without drawing), go out as soon as the whole hand can
//! be laid, and choose the card that brings a row towards your own stuck cards, else the
//! one that lets the others lay the fewest cards.

use rand::RngCore;

use super::cards::{Card, CardSet, ELEVEN, MAX_VALUE};
use super::rows::Rows;
use super::{Action, ElferRaus};
use crate::bots::{TableGame, best_by, lead_over_others};
use crate::engine::{Game, InfoState, Seat};

impl TableGame for ElferRaus {
    /// Easy plays medium's choice 60 % of the time (probed 50-70 % with the old medium).
    /// With this medium it meets both ladder goals (2,000 games each): easy vs 3 random
    /// 39.9 %, medium vs 3 easy 51.2 %; at 2 players 60.5 % and 70.2 %.
    const EASY_CARE: f64 = 0.6;

    /// Probed at 0, 0.5, 1 and 2; ½ played best (`docs/bots.md`).
    const ROLLOUT_MARGIN: f64 = 0.5;

    /// A rollout runs to the end of the game.
    const ROLLOUT_HORIZON: u32 = u32::MAX;

    /// One game: 1 if `me` went out first, else 0 — only the win counts, and scoring the
    /// rollouts by place instead measured 29.5 % against 33.8 % (400 games, 2,000
    /// iterations). In a match of several games: the other seats' mean penalty points
    /// from the game minus `me`'s.
    fn rollout_value(start: &Self, end: &Self, me: Seat, round_over: bool) -> f64 {
        if !round_over {
            return 0.0;
        }
        let penalty = |seat: Seat| {
            f64::from(
                end.penalty_total(seat)
                    .saturating_sub(start.penalty_total(seat)),
            )
        };
        if start.options().match_games <= 1 {
            // Only the one who went out takes no penalty points: every card is worth 1+.
            return if penalty(me) == 0.0 { 1.0 } else { 0.0 };
        }
        lead_over_others(me, (0..start.players()).map(Seat), |seat| -penalty(seat))
    }

    fn medium_choice(info: &InfoState<Self>, legal: &[Action], _rng: &mut dyn RngCore) -> Action {
        let view = &info.view;
        let hand: CardSet = view.hand.iter().copied().collect();
        choose(&view.rows, hand, legal)
    }

    fn playout_choice(
        state: &Self,
        seat: Seat,
        legal: &[Action],
        _rng: &mut dyn RngCore,
    ) -> Action {
        choose(state.rows(), state.hand(seat), legal)
    }
}

/// What opening a way to one of your own stuck cards is worth, in cards released to the
/// others on the way: more than one side of a row can release (at most 10, below an
/// 11), so for any card but an 11 (which releases both sides) it comes first. Measured
/// (medium vs 3 random, 2,000 games): 0 → 48.4 %, 2 → 60.2 %, 10 → 73.2 %, 100 → 73.2 %.
const TOWARDS_OWN_CARD: f64 = 10.0;

/// The best of `legal` for a seat holding `hand` at `rows`.
///
/// - Go out when every card in hand can be laid this turn, one after another.
/// - Otherwise lay one card and end the turn: a fitting card kept back stays fitting (it
///   has only one place, and only its holder can fill it), so each is a later turn
///   without drawing; laying it now wins nothing.
/// - Choose the card by [`lay_score`].
fn choose(rows: &Rows, hand: CardSet, legal: &[Action]) -> Action {
    let is_lay = |action: &&Action| matches!(action, Action::Lay(_));
    if layable_this_turn(rows, hand) == hand
        && let Some(lay) = legal.iter().find(is_lay)
    {
        return *lay;
    }
    if legal.contains(&Action::EndTurn) {
        return Action::EndTurn;
    }
    best_by(legal, |action| match action {
        Action::Lay(card) => lay_score(hand, *card),
        Action::EndTurn => f64::NEG_INFINITY,
    })
}

/// The cards of `hand` that could be laid this turn, each making room for the next.
fn layable_this_turn(rows: &Rows, hand: CardSet) -> CardSet {
    let mut rows = *rows;
    let mut left = hand;
    loop {
        let fitting = rows.fitting().and(left);
        if fitting.is_empty() {
            return hand.minus(left);
        }
        for card in fitting.iter() {
            rows.lay(card);
            left.remove(card);
        }
    }
}

/// How good laying `card` (which fits) is for a seat holding `hand`. Beyond the card, in
/// each direction its row grows (an 11 grows both ways), look at the cards up to the
/// next one in hand: those the others could lay in turn before the row reaches it count
/// against it (all of them up to the row's end if none is in hand), and reaching a card
/// of your own behind them (one you cannot lay before the others fill the gap) counts
/// [`TOWARDS_OWN_CARD`] for it. A little for the card's value breaks ties: high cards are
/// penalty points in a match.
fn lay_score(hand: CardSet, card: Card) -> f64 {
    let value = u32::from(card.value());
    // Bit `v - 1` for each value `v` of the card's colour in hand.
    let own = hand.colour_values(card.colour());
    let mut score = value as f64 / 100.0;
    let mut side = |released: u32, own_card_behind: bool| {
        if own_card_behind && released > 0 {
            score += TOWARDS_OWN_CARD;
        }
        score -= f64::from(released);
    };
    if value <= u32::from(ELEVEN) {
        // Down to 1: the nearest own card is the highest value below this one.
        let below = own & ((1 << (value - 1)) - 1);
        let nearest = u32::BITS - below.leading_zeros();
        side(value - 1 - nearest, below != 0);
    }
    if value >= u32::from(ELEVEN) {
        // Up to 20: the nearest own card is the lowest value above this one.
        let above = own >> value;
        let gap = if above == 0 {
            u32::from(MAX_VALUE) - value
        } else {
            above.trailing_zeros()
        };
        side(gap, above != 0);
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::elfer_raus::cards::Colour;

    fn card(colour: Colour, value: u8) -> Card {
        Card::new(colour, value).expect("a card")
    }

    /// Rows with only red 11 laid, and the actions of a seat that has laid a card this turn.
    fn red_row_and_actions(hand: &[Card]) -> (Rows, CardSet, Vec<Action>) {
        let (rows, set, mut legal) = red_rows_and_first_lay(11, 11, hand);
        legal.push(Action::EndTurn);
        (rows, set, legal)
    }

    /// Rows laid from `low` to `high` in red; the actions of a seat holding `hand` that
    /// has not laid a card this turn yet.
    fn red_rows_and_first_lay(low: u8, high: u8, hand: &[Card]) -> (Rows, CardSet, Vec<Action>) {
        let mut rows = Rows::default();
        rows.lay(card(Colour::Red, 11));
        for v in (low..11).rev().chain(12..=high) {
            rows.lay(card(Colour::Red, v));
        }
        let set: CardSet = hand.iter().copied().collect();
        let legal = hand
            .iter()
            .filter(|c| rows.fits(**c))
            .map(|c| Action::Lay(*c))
            .collect();
        (rows, set, legal)
    }

    #[test]
    fn lays_one_card_a_turn_and_keeps_the_rest_back() {
        let (rows, hand, legal) = red_row_and_actions(&[
            card(Colour::Red, 10),
            card(Colour::Red, 12),
            card(Colour::Yellow, 5),
        ]);
        assert_eq!(choose(&rows, hand, &legal), Action::EndTurn);
    }

    #[test]
    fn goes_out_when_the_whole_hand_can_be_laid() {
        let (rows, hand, legal) = red_row_and_actions(&[
            card(Colour::Red, 10),
            card(Colour::Red, 9),
            card(Colour::Red, 12),
        ]);
        assert!(matches!(choose(&rows, hand, &legal), Action::Lay(_)));
        let (rows, hand, legal) = red_row_and_actions(&[card(Colour::Red, 12)]);
        assert_eq!(
            choose(&rows, hand, &legal),
            Action::Lay(card(Colour::Red, 12))
        );
    }

    #[test]
    fn does_not_go_on_when_a_card_would_stay_stuck() {
        let (rows, hand, legal) = red_row_and_actions(&[
            card(Colour::Red, 10),
            card(Colour::Red, 9),
            card(Colour::Yellow, 5),
        ]);
        assert_eq!(choose(&rows, hand, &legal), Action::EndTurn);
    }

    /// Red 10 lets the others lay 9 down to 6, but it brings the row towards the stuck
    /// red 5; red 19 would let them lay only red 20.
    #[test]
    fn opens_the_way_to_its_own_stuck_card() {
        let (rows, hand, legal) = red_rows_and_first_lay(
            11,
            18,
            &[
                card(Colour::Red, 10),
                card(Colour::Red, 19),
                card(Colour::Red, 5),
            ],
        );
        assert_eq!(
            choose(&rows, hand, &legal),
            Action::Lay(card(Colour::Red, 10))
        );
    }

    /// Red 2 lets the others lay only red 1; red 12 would let them lay eight cards.
    #[test]
    fn lets_the_others_lay_as_little_as_possible() {
        let (rows, hand, legal) = red_rows_and_first_lay(
            3,
            11,
            &[
                card(Colour::Red, 2),
                card(Colour::Red, 12),
                card(Colour::Yellow, 5),
            ],
        );
        assert_eq!(
            choose(&rows, hand, &legal),
            Action::Lay(card(Colour::Red, 2))
        );
    }

    /// Yellow 11 opens a row of which only yellow 10 is in hand: it lets the others lay
    /// yellow 12 to 20 (nine cards), more than red 12 does (red 13 to 20, eight).
    #[test]
    fn an_eleven_counts_the_whole_row_it_opens() {
        let (rows, hand, legal) = red_rows_and_first_lay(
            11,
            11,
            &[
                card(Colour::Yellow, 11),
                card(Colour::Yellow, 10),
                card(Colour::Red, 12),
                card(Colour::Blue, 5),
            ],
        );
        assert_eq!(lay_score(hand, card(Colour::Yellow, 11)), -9.0 + 0.11);
        assert_eq!(
            choose(&rows, hand, &legal),
            Action::Lay(card(Colour::Red, 12))
        );
    }

    /// Red 20 ends its row and lets nobody lay anything; red 2 lets the others lay red 1.
    #[test]
    fn a_card_at_the_end_of_a_row_releases_nothing() {
        let (rows, hand, legal) = red_rows_and_first_lay(
            3,
            19,
            &[
                card(Colour::Red, 20),
                card(Colour::Red, 2),
                card(Colour::Yellow, 5),
            ],
        );
        assert_eq!(lay_score(hand, card(Colour::Red, 20)), 0.2);
        assert_eq!(
            choose(&rows, hand, &legal),
            Action::Lay(card(Colour::Red, 20))
        );
    }

    /// Plays `game` on by the medium policy until its current game of the match ends.
    fn play_one_game(mut game: ElferRaus) -> ElferRaus {
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let over =
            crate::bots::play_out(&mut game, u32::MAX, &mut legal, &mut events, |g, s, l| {
                ElferRaus::playout_choice(g, s, l, &mut rng)
            });
        assert!(over);
        game
    }

    /// One game: the seat that laid its last card scores 1, every other seat 0.
    #[test]
    fn a_rollout_of_one_game_is_worth_the_win() {
        let (start, _) = ElferRaus::new(&Default::default(), 7).unwrap();
        let end = play_one_game(start.clone());
        for s in 0..4 {
            let went_out = end.hand(Seat(s)).is_empty();
            let value = ElferRaus::rollout_value(&start, &end, Seat(s), true);
            assert_eq!(value, if went_out { 1.0 } else { 0.0 }, "seat {s}");
        }
    }

    /// A match: each seat gains the others' mean penalty points minus its own, so the
    /// values add up to nothing, the seat that went out (no penalty) gains most, and a
    /// seat left with more points in hand gains less.
    #[test]
    fn a_rollout_in_a_match_is_worth_the_penalty_points_it_saves() {
        let options = super::super::Options {
            match_games: 2,
            ..Default::default()
        };
        let (start, _) = ElferRaus::new(&options, 7).unwrap();
        let end = play_one_game(start.clone());
        let penalties: Vec<u32> = (0..4).map(|s| end.penalty_total(Seat(s))).collect();
        let values: Vec<f64> = (0..4)
            .map(|s| ElferRaus::rollout_value(&start, &end, Seat(s), true))
            .collect();
        assert!(values.iter().sum::<f64>().abs() < 1e-9, "{values:?}");
        let winner = penalties.iter().position(|p| *p == 0).expect("a winner");
        assert!(values.iter().all(|v| *v <= values[winner]), "{values:?}");
        for (a, b) in [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)] {
            if penalties[a] > penalties[b] {
                assert!(values[a] < values[b], "{penalties:?} {values:?}");
            }
        }
    }
}
