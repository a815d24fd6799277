//! The trick: which cards a follower may play, and who wins. Reads like the rules'
//! section "The trick".

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet, Kind};
use crate::engine::Seat;

/// Most cards in a trick (one per player).
pub const MAX_TRICK: usize = 7;

/// The cards played to the current trick, in order. Serialized as a list of plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<Play>", into = "Vec<Play>")]
pub struct Trick {
    plays: [Option<(Seat, Card)>; MAX_TRICK],
    len: u8,
}

impl Trick {
    /// Adds a card.
    pub fn push(&mut self, seat: Seat, card: Card) {
        if (self.len as usize) < MAX_TRICK {
            self.plays[self.len as usize] = Some((seat, card));
            self.len += 1;
        }
    }

    /// The plays so far.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.plays[..self.len as usize].iter().flatten().copied()
    }

    /// Cards played so far.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether nobody has played yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The led card.
    pub fn led(&self) -> Option<Card> {
        self.plays().next().map(|(_, card)| card)
    }

    /// The highest number card in the trick, if any.
    pub fn highest_number(&self) -> Option<u8> {
        self.plays().filter_map(|(_, c)| c.number_value()).max()
    }

    /// The cards as a set.
    pub fn cards(&self) -> CardSet {
        self.plays().map(|(_, c)| c).collect()
    }

    /// Who wins the trick: the highest number card if there is one, else the strongest
    /// zero card of the led colour.
    pub fn winner(&self) -> Option<Seat> {
        let led_colour = self.led()?.zero_colour();
        self.plays()
            .max_by_key(|(_, card)| match card.kind() {
                Kind::Number(value) => 100 + value as i32,
                Kind::Zero { colour, rings } if Some(colour) == led_colour => rings as i32,
                Kind::Zero { .. } => -1,
            })
            .map(|(seat, _)| seat)
    }
}

/// The cards of `hand` a follower may add to `trick` (which has a led card):
/// - 22Juhu led: a number card if the hand has one, else a zero card.
/// - Number led: a number higher than the highest number in the trick if possible, else
///   any number card, else any zero card.
/// - Zero of colour C led: a zero of C if possible. Otherwise a number card — higher than
///   the highest number in the trick if there is one and the hand can beat it, else any
///   number card. Otherwise any zero card.
pub fn may_follow(hand: CardSet, trick: &Trick) -> CardSet {
    let Some(led) = trick.led() else {
        return hand;
    };
    let numbers = hand.and(CardSet::NUMBERS);
    let higher = trick
        .highest_number()
        .map(|h| hand.and(CardSet::numbers_above(h)));
    let number_duty = || match higher {
        Some(higher) if !higher.is_empty() => higher,
        _ => numbers,
    };
    let allowed = match led.kind() {
        Kind::Number(_) => number_duty(),
        Kind::Zero { colour, .. } => {
            let same_colour = hand.and(CardSet::zeros_of(colour));
            if !same_colour.is_empty() {
                same_colour
            } else {
                number_duty()
            }
        }
    };
    if allowed.is_empty() { hand } else { allowed }
}

impl From<Vec<Play>> for Trick {
    fn from(plays: Vec<Play>) -> Trick {
        let mut trick = Trick::default();
        for play in plays {
            trick.push(play.seat, play.card);
        }
        trick
    }
}

impl From<Trick> for Vec<Play> {
    fn from(trick: Trick) -> Vec<Play> {
        trick
            .plays()
            .map(|(seat, card)| Play { seat, card })
            .collect()
    }
}

/// One card played to a trick, for views and saved states.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub seat: Seat,
    pub card: Card,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn set(list: &str) -> CardSet {
        list.split(',').map(|t| c(t.trim())).collect()
    }

    fn trick(cards: &str) -> Trick {
        let mut trick = Trick::default();
        for (i, card) in cards.split(',').enumerate() {
            trick.push(Seat(i as u8), c(card.trim()));
        }
        trick
    }

    #[test]
    fn juhu_led_asks_for_any_number_card_else_a_zero() {
        let led = trick("22juhu");
        assert_eq!(may_follow(set("3, 17, red zero 1"), &led), set("3, 17"));
        assert_eq!(
            may_follow(set("red zero 1, blue zero 2"), &led),
            set("red zero 1, blue zero 2")
        );
    }

    #[test]
    fn number_led_asks_for_a_higher_number_else_any_number_else_a_zero() {
        let led = trick("9, 12");
        assert_eq!(
            may_follow(set("3, 13, 20, red zero 1"), &led),
            set("13, 20")
        );
        assert_eq!(may_follow(set("3, 5, red zero 1"), &led), set("3, 5"));
        assert_eq!(
            may_follow(set("red zero 1, green zero 4"), &led),
            set("red zero 1, green zero 4")
        );
        assert_eq!(may_follow(set("1, 22juhu"), &led), set("22juhu"));
    }

    #[test]
    fn zero_led_asks_for_the_colour_then_numbers_then_zeros() {
        let led = trick("blue zero 2");
        assert_eq!(
            may_follow(set("blue zero 1, 20, red zero 4"), &led),
            set("blue zero 1")
        );
        assert_eq!(may_follow(set("5, 20, red zero 4"), &led), set("5, 20"));
        assert_eq!(
            may_follow(set("red zero 4, green zero 1"), &led),
            set("red zero 4, green zero 1")
        );
        // With a number already in the trick, a number must beat it when possible.
        let with_number = trick("blue zero 2, 10");
        assert_eq!(
            may_follow(set("5, 20, red zero 4"), &with_number),
            set("20")
        );
        assert_eq!(
            may_follow(set("5, 7, red zero 4"), &with_number),
            set("5, 7")
        );
    }

    #[test]
    fn the_highest_number_wins_else_the_strongest_zero_of_the_led_colour() {
        assert_eq!(trick("blue zero 2, 3, 22juhu, 21").winner(), Some(Seat(2)));
        assert_eq!(trick("blue zero 2, red zero 4, 1").winner(), Some(Seat(2)));
        assert_eq!(
            trick("blue zero 2, red zero 4, blue zero 3").winner(),
            Some(Seat(2))
        );
        assert_eq!(
            trick("blue zero 2, red zero 4, yellow zero 4").winner(),
            Some(Seat(0))
        );
        assert_eq!(trick("7, 5").winner(), Some(Seat(0)));
    }
}
