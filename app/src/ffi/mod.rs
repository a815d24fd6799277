//! The app core for Kotlin and Swift (cargo feature `ffi`; UniFFI 0.32 proc-macros).
//!
//! The view and intent types are exported as they are: each carries
//! `#[cfg_attr(feature = "ffi", derive(uniffi::Record))]` (or `Enum`) where it is
//! declared, and a tuple variant names its field for the shells
//! (`#[cfg_attr(feature = "ffi", uniffi(name = "view"))]`), so a field added to a view is
//! written once. This module adds what the shells call and nothing of the app's logic:
//!
//! - [`app_core`]: the `AppCore` object over the runtime, its observer and its errors;
//! - [`link`]: the channels a shell opens itself (Bluetooth), handed to the core;
//! - [`txt`]: a table's TXT record read and written for the shells' discovery;
//! - [`core_types`]: the core's types the views carry (a game by its key, bot levels,
//!   option values);
//! - [`logging`]: `init_logging`, the library's `log` output on each platform;
//! - [`observer`]: how calls into foreign-implemented observers are made safely.
//!
//! Everything is one UniFFI component (namespace `spieleabend`), so Kotlin gets one
//! package and Swift one module (`uniffi.toml`). `bindings/ffi` links it into the
//! library the apps load.
//!
//! Errors are typed enums (`#[derive(uniffi::Error)]`; `…Error` becomes `…Exception` in
//! Kotlin). Nothing here panics by design, and a panic never unwinds into foreign code:
//! UniFFI catches it at the boundary (`panic = "unwind"` in the release profile is what
//! makes that possible). Kotlin then gets `InternalException`; Swift gets
//! `UniffiInternalError.rustPanic`, thrown where the function throws and a trap
//! (`try!`) where it does not. The Kotlin tests prove it with `test_panic`, which only
//! their build of `bindings/ffi` exports.

pub mod app_core;
pub mod core_types;
pub mod link;
pub mod logging;
pub mod observer;
pub mod txt;

#[cfg(test)]
mod tests;

use spieleabend_core::games::GameId;

pub use app_core::{AppCore, AppError, AppLinkError, AppObserver};

/// The version of the library, e.g. "0.1.0".
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The keys of every game, in menu order (e.g. "elfer_raus").
#[uniffi::export]
pub fn game_ids() -> Vec<String> {
    GameId::ALL.iter().map(|g| g.id().to_string()).collect()
}

/// Every different card of `game`'s deck, each once in the deck's order, as the table
/// draws it in `lang`, with the colour-blind marks when `marks` (a card gallery).
#[uniffi::export]
pub fn deck_faces(
    game: GameId,
    lang: crate::texts::Lang,
    marks: bool,
) -> Vec<crate::table::CardFace> {
    crate::table::deck_faces(game, &crate::texts::Texts::new(lang), marks)
}
