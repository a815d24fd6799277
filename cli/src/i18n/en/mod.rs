//! English.

pub mod line;
