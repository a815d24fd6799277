//! Spieleabend core: the rules of five German number card games as pure state
//! machines, the bots that play them, tables, and the nearby-play protocol as sans-IO
//! machines ([`nearby`]).
//!
//! Nothing in here does I/O: the sockets, timers and discovery that drive the protocol
//! machines are the crate `spieleabend-nearby`. Every random choice comes from a seeded,
//! portable RNG held in the game state, so a seed plus an action log replays a game
//! exactly.
//!
//! Start with [`engine::Game`], the trait every game implements, then read a game folder
//! such as [`games::elfer_raus`].

pub mod bots;
pub mod cardset;
pub mod dealt;
pub mod engine;
pub mod games;
pub mod multiset;
pub mod nearby;
pub mod piles;
pub mod sampling;
pub mod scenario;
pub mod table;

pub use engine::{Game, InfoState, Outcome, PerSeat, Seat, Seats, SetupError, ToAct};
