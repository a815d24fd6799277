//! Deutsch.

pub mod line;
