//! The subcommands: each reads its arguments and hands over to the room that does the
//! work (the line client, the full-screen client, nearby play, the bot statistics).

pub mod arena;
pub mod host;
pub mod join;
pub mod play;
pub mod scenario;
pub mod simulate;
