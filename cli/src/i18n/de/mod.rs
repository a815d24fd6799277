//! Deutsch.

pub mod line;
pub mod nearby;
