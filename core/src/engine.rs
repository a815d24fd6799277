//! The [`Game`] trait every game implements, and the small types all games share.
//!
//! A game is a pure state machine: a state plus an action by the seat on turn gives a new
//! state and a list of [`Game::Event`]s, or a typed rule error. Steps without a choice
//! (dealing, forced draws, redeals) happen inside `apply` and show up as events.
//!
//! Hidden information never leaves a state except through [`Game::view`] and
//! [`Game::redact`], which give exactly what one seat may know. Bots never receive a
//! state: they get an [`InfoState`] (the seat's view plus what it has learned from the
//! events it witnessed) and sample full states consistent with it via
//! [`Game::determinize`].

use std::fmt;

use rand::RngCore;
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use smallvec::SmallVec;

/// A seat at the table, numbered clockwise from 0.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat as an index into per-seat arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat before this one (counter-clockwise) at a table of `players`: the same
    /// as `(self.0 + players - 1) % players`, without a division for seats at the table.
    pub fn previous(self, players: u8) -> Seat {
        if self.0 > 0 && self.0 <= players {
            Seat(self.0 - 1)
        } else {
            Seat((self.0 + players - 1) % players)
        }
    }

    /// The next seat clockwise at a table of `players`.
    pub fn next(self, players: u8) -> Seat {
        // The same as `(self.0 + 1) % players`, without a division for seats at the table.
        let next = self.0 + 1;
        if next < players {
            Seat(next)
        } else {
            Seat(next % players)
        }
    }
}

impl fmt::Debug for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seat({})", self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A few seats (say, the winners), held inline: events carry these, and building an event
/// must not allocate in the engine's inner loop. Serialized as a list like a `Vec`.
pub type Seats = SmallVec<[Seat; 8]>;

/// One value per seat (points, penalties, places), held inline for the same reason as
/// [`Seats`]; at most 8 seats fit without allocating. Serialized as a list like a `Vec`.
pub type PerSeat<T> = SmallVec<[T; 8]>;

/// Places from scores where a lower score is better; equal scores share a place
/// (standard competition ranking: 1, 1, 3). Allocation-free for up to 8 seats.
pub fn places_lower_better<T: PartialOrd>(scores: &[T]) -> PerSeat<u8> {
    scores
        .iter()
        .map(|s| 1 + scores.iter().filter(|o| *o < s).count() as u8)
        .collect()
}

/// Whose decision it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToAct {
    /// Exactly this seat must decide now.
    Seat(Seat),
    /// The game (or match) is over.
    Finished,
}

impl ToAct {
    /// The seat on turn, if the game is not over.
    pub fn seat(self) -> Option<Seat> {
        match self {
            ToAct::Seat(seat) => Some(seat),
            ToAct::Finished => None,
        }
    }
}

/// The result of a finished game (or match).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Place of each seat, 1 = winner; tied seats share a place.
    pub places: Vec<u8>,
    /// The game's own score per seat (its meaning is documented per game, e.g.
    /// penalty points in Elfer raus, where fewer is better).
    pub scores: Vec<i32>,
}

impl Outcome {
    /// The seats in first place.
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.places.len())
            .filter(|&i| self.places[i] == 1)
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// Places from scores where a lower score is better; equal scores share a place
    /// (standard competition ranking: 1, 1, 3).
    pub fn from_scores_lower_better(scores: Vec<i32>) -> Outcome {
        let places = places_lower_better(&scores).to_vec();
        Outcome { places, scores }
    }
}

/// Why a game could not be set up from the given options or stacked deal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupError {
    /// The player count is outside what the game allows.
    #[error("{game} is played by {min} to {max} players, not {got}")]
    PlayerCount {
        game: String,
        min: u8,
        max: u8,
        got: u8,
    },
    /// An option is not allowed with the others (e.g. a two-player option at four).
    #[error("invalid option: {0}")]
    InvalidOption(String),
    /// The game has no variant of that name.
    #[error("{game} has no variant {variant:?}")]
    UnknownVariant { game: String, variant: String },
    /// A stacked deal does not fit the game and options.
    #[error("invalid deal {deal}: {problem}")]
    InvalidDeal { deal: usize, problem: String },
}

impl SetupError {
    /// Refuses `got` players unless it is within `min..=max`.
    pub fn check_players(game: &str, min: u8, max: u8, got: u8) -> Result<(), SetupError> {
        if (min..=max).contains(&got) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount {
                game: game.into(),
                min,
                max,
                got,
            })
        }
    }

    /// Refuses a seat that is not at a table of `players`.
    pub fn check_seat(what: &str, seat: Option<Seat>, players: u8) -> Result<(), SetupError> {
        match seat {
            Some(seat) if seat.0 >= players => Err(SetupError::InvalidOption(format!(
                "{what} {seat} is not at a table of {players}"
            ))),
            _ => Ok(()),
        }
    }
}

/// Everything every game provides. See the module docs for the principles.
pub trait Game:
    Sized + Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Options chosen before the game starts (player count, variants, match length).
    type Options: Clone + fmt::Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    /// A decision of the seat on turn.
    type Action: Copy + fmt::Debug + PartialEq + Eq + Serialize + DeserializeOwned + Send + Sync;
    /// Something that happened. The events `apply` returns are the full truth; a seat
    /// only ever receives them through [`Game::redact`].
    type Event: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one seat sees of the table.
    type View: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// Why an action was refused.
    type RuleError: Clone + fmt::Debug + PartialEq + std::error::Error + Serialize + Send + Sync;
    /// One stacked deal: the exact cards of every hand and the pile, for tests and
    /// scenarios.
    type Deal: Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync;
    /// What a seat has learned from the events it witnessed beyond its current view
    /// (e.g. "seat 2 drew, so it held no card that fitted then").
    type Memory: Clone + fmt::Debug + Default + Serialize + DeserializeOwned + Send + Sync;

    /// The game id used in files and on the wire, e.g. `elfer_raus`.
    const ID: &'static str;

    /// Names of the game's variants (e.g. 22Juhu's `basic5`); empty if it has none.
    const VARIANTS: &'static [&'static str] = &[];

    /// Sets `options` up for the variant named `variant`. Games without variants
    /// refuse every name.
    fn select_variant(options: &mut Self::Options, variant: &str) -> Result<(), SetupError> {
        let _ = options;
        Err(SetupError::UnknownVariant {
            game: Self::ID.into(),
            variant: variant.into(),
        })
    }

    /// Starts a game with a shuffle from `seed`. Returns the state and the events of
    /// the setup (deal, opening moves made automatically).
    fn new(options: &Self::Options, seed: u64) -> Result<(Self, Vec<Self::Event>), SetupError> {
        Self::with_deals(options, Vec::new(), seed)
    }

    /// Starts a game whose deals are stacked: each deal the game makes (first game,
    /// redeals, later games of a match) takes the next of `deals`; once they run out it
    /// shuffles with the RNG seeded from `seed`.
    fn with_deals(
        options: &Self::Options,
        deals: Vec<Self::Deal>,
        seed: u64,
    ) -> Result<(Self, Vec<Self::Event>), SetupError>;

    /// Number of seats.
    fn players(&self) -> u8;

    /// Whose decision it is now.
    fn to_act(&self) -> ToAct;

    /// Appends every action `seat` may take now to `out` (nothing if not on turn).
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// Applies `action` by `seat`, appending what happened to `events`. On error the
    /// state and `events` are unchanged.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::RuleError>;

    /// What `seat` sees: own hand, the public table, counts of hidden cards.
    fn view(&self, seat: Seat) -> Self::View;

    /// `event` as `viewer` may see it: hidden parts removed, or `None` when the
    /// viewer may not even learn that it happened.
    fn redact(event: &Self::Event, viewer: Seat) -> Option<Self::Event>;

    /// Updates what `memory` (of `viewer`) knows after witnessing `event`, which is
    /// already redacted for `viewer`. Events arrive in the order they happened.
    fn remember(memory: &mut Self::Memory, viewer: Seat, event: &Self::Event);

    /// A full state sampled uniformly enough from all states consistent with `info`:
    /// the same view for `info.seat`, the same memory-derived constraints, hidden cards
    /// dealt at random from `rng`.
    fn determinize(info: &InfoState<Self>, rng: &mut dyn RngCore) -> Self;

    /// The result once [`Game::to_act`] is [`ToAct::Finished`].
    fn outcome(&self) -> Option<Outcome>;

    /// How well each seat stands now, higher is better (points, chips, minus penalty
    /// points or cards held…). Bots score unfinished playouts with it; it need not be
    /// exact, only ordered the way the game's ranking would be. Held inline: bots read
    /// it after every playout.
    fn standing(&self) -> PerSeat<f64> {
        smallvec::smallvec![0.0; self.players() as usize]
    }

    /// How large a lead in [`Game::standing`] counts as a clear one (a chip in 77, a
    /// point in Help!…). Bots divide standing differences by it before squashing them
    /// into rewards, so one reward scale fits every game.
    fn standing_scale(&self) -> f64 {
        1.0
    }

    /// A counter that goes up whenever a round (deal) of a multi-round game ends; 0 for
    /// games of one round. Bots stop playouts when it changes: the result of the current
    /// round is what the decision at hand influences most.
    fn round(&self) -> u32 {
        0
    }

    /// Every legal action of `seat` now.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    /// Applies `action` by `seat` and returns the events (full truth).
    fn apply(
        &mut self,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Self::Event>, Self::RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }
}

/// A seat's information state: everything it may know, and nothing more. This is all a
/// bot ever receives.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct InfoState<G: Game> {
    /// Whose knowledge this is.
    pub seat: Seat,
    /// The seat's current view.
    pub view: G::View,
    /// What the seat learned from the events it witnessed.
    pub memory: G::Memory,
}

impl<G: Game> InfoState<G> {
    /// The information state of `seat` at the start of a game, given the setup events.
    pub fn start(game: &G, seat: Seat, setup_events: &[G::Event]) -> Self {
        let mut info = InfoState {
            seat,
            view: game.view(seat),
            memory: G::Memory::default(),
        };
        for event in setup_events {
            if let Some(seen) = G::redact(event, seat) {
                G::remember(&mut info.memory, seat, &seen);
            }
        }
        info
    }

    /// The information state of `seat` rebuilt from what a device at someone else's
    /// table holds: the seat's current view and every event of this game as it was
    /// shown to the seat (already redacted), in order from the deal.
    pub fn from_log<'a>(
        seat: Seat,
        view: G::View,
        events: impl IntoIterator<Item = &'a G::Event>,
    ) -> Self
    where
        G::Event: 'a,
    {
        let mut memory = G::Memory::default();
        for event in events {
            G::remember(&mut memory, seat, event);
        }
        InfoState { seat, view, memory }
    }

    /// Takes in a batch of events (full truth, redacted here) and the seat's new view.
    pub fn observe(&mut self, events: &[G::Event], new_view: G::View) {
        for event in events {
            if let Some(seen) = G::redact(event, self.seat) {
                G::remember(&mut self.memory, self.seat, &seen);
            }
        }
        self.view = new_view;
    }
}

/// Appends `event()` to `events`, building it in place.
#[inline(always)]
pub fn emit<E>(events: &mut Vec<E>, event: impl FnOnce() -> E) {
    events.reserve(1);
    let len = events.len();
    // SAFETY: `reserve(1)` made room for one more element at `len`; it is written
    // before the length is raised.
    unsafe {
        events.as_mut_ptr().add(len).write(event());
        events.set_len(len + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_and_previous_seat_are_the_modular_steps() {
        for players in 1..=8u8 {
            for seat in 0..=12u8 {
                assert_eq!(Seat(seat).next(players), Seat((seat + 1) % players));
                assert_eq!(
                    Seat(seat).previous(players),
                    Seat((seat + players - 1) % players)
                );
            }
        }
    }
}
