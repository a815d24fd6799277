//! Performs the effects of the [`crate::app::App`].
