//! The app core of Spieleabend: what a player sees and does, decided once in Rust.
//! Every client (Compose on Android and desktop, SwiftUI on iOS, the terminal) renders
//! its view models and performs its effects.
//!
//! - [`app`]: the [`app::App`] model: intents in, effects out, the [`app::AppView`].
//! - [`screens`]: the screens around the table (home, setup, settings, statistics,
//!   rules, nearby).
//! - [`table`]: a game at the table as the app shows and drives it.
//! - [`storage`]: the app's files, written atomically, damaged ones set aside.
//! - [`runtime`]: [`runtime::AppCore`], which performs the effects Rust can perform
//!   (saving, bot thinking off the caller's thread, the bot pace) and pushes views to
//!   an observer.
//! - [`texts`]: every word, in German and English.
//! - `ffi` (cargo feature `ffi`): the same for Kotlin and Swift through UniFFI: the view
//!   and intent types derive their bindings where they are declared, and the module
//!   adds the `AppCore` object the shells call (see `docs/bindings.md`).

#[cfg(feature = "ffi")]
uniffi::setup_scaffolding!("spieleabend");

pub mod app;
#[cfg(feature = "ffi")]
pub mod ffi;
pub mod learn;
pub mod runtime;
pub mod screens;
pub mod storage;
pub mod table;
pub mod texts;
