//! Moves typed as text: for a client that reads moves in a notation of its own (the
//! terminal's line client reads `r12`, `joker 3`, `swap 7 b0/1`) instead of picking
//! cards step by step. [`TableSession::decision`](super::TableSession::decision) gives
//! the decision at the table in the core's own types — the deciding seat's view, its
//! legal actions, its events of this game and the hint asked for — and a move comes
//! back as one of the game's actions ([`AnyMove`]), taken as if it had been picked:
//! a move the rules refuse leaves the table as it was and says why in the view's
//! message.

use spieleabend_core::{Game, Seat};

use super::games::AppGame;
use super::pick::{Paths, Picked};

/// The decision of the person holding the device, in the core's types of game `G`.
#[derive(Clone, Debug)]
pub struct Decision<G: Game> {
    /// The seat that decides.
    pub seat: Seat,
    /// What the seat sees.
    pub view: G::View,
    /// Its legal actions, in the core's order.
    pub legal: Vec<G::Action>,
    /// The seat's events of this game so far, as it was shown them (what a bot playing
    /// for the seat decides from, with the view).
    pub log: Vec<G::Event>,
    /// The hint, once one was asked for and found.
    pub hint: Option<G::Action>,
}

/// A game whose decisions and moves go through [`AnyDecision`] and [`AnyMove`]: every
/// game of the list.
pub trait TypedGame: Game {
    /// The decision inside `decision`, if it is of this game.
    fn decision(decision: AnyDecision) -> Option<Decision<Self>>;
    /// `action` as a move of any game.
    fn typed(action: Self::Action) -> AnyMove;
    /// The action inside `typed`, if it is of this game.
    fn action(typed: &AnyMove) -> Option<Self::Action>;
}

/// Declares [`AnyDecision`] and [`AnyMove`] with one variant per game of the list, and
/// each game's [`TypedGame`] impl.
macro_rules! declare_typed {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// The decision at a table of any game.
        #[derive(Clone, Debug)]
        pub enum AnyDecision {
            $(
                #[doc = concat!("A decision of ", stringify!($game), ".")]
                $variant(Decision<spieleabend_core::games::$module::$game>),
            )*
        }

        /// A move of any game, as typed.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum AnyMove {
            $(
                #[doc = concat!("A move of ", stringify!($game), ".")]
                $variant(<spieleabend_core::games::$module::$game as Game>::Action),
            )*
        }

        $(
            impl From<Decision<spieleabend_core::games::$module::$game>> for AnyDecision {
                fn from(decision: Decision<spieleabend_core::games::$module::$game>) -> Self {
                    AnyDecision::$variant(decision)
                }
            }

            impl TypedGame for spieleabend_core::games::$module::$game {
                fn decision(decision: AnyDecision) -> Option<Decision<Self>> {
                    match decision {
                        AnyDecision::$variant(d) => Some(d),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
                fn typed(action: Self::Action) -> AnyMove {
                    AnyMove::$variant(action)
                }
                fn action(typed: &AnyMove) -> Option<Self::Action> {
                    match typed {
                        AnyMove::$variant(action) => Some(*action),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }
        )*
    };
}

spieleabend_core::for_each_game!([declare_typed] {});

/// The action a hint kept as picks (or as the cards of a set) stands for.
pub(super) fn hint_action<G: AppGame>(
    view: &G::View,
    legal: &[G::Action],
    picks: Option<&[super::pick::Pick]>,
    cards: Option<&[u16]>,
) -> Option<G::Action> {
    if let Some(codes) = cards {
        let hand = G::hand(view);
        let chosen: Vec<G::Card> = codes
            .iter()
            .filter_map(|code| hand.iter().find(|c| G::code(**c) == *code).copied())
            .collect();
        return G::set_action(&chosen).filter(|a| legal.contains(a));
    }
    let path = picks?;
    let paths = Paths::new(legal.iter().map(|a| (G::path(view, a), *a)).collect());
    let mut made = Vec::new();
    for pick in path.iter().copied() {
        match paths.pick(&made, pick) {
            Picked::Done(action) => return Some(action),
            Picked::More => made.push(pick),
            Picked::NotLegal => return None,
        }
    }
    None
}
