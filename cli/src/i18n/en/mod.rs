//! English.

pub mod line;
pub mod nearby;
