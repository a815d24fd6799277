//! UniFFI exports of Spieleabend for the Android and iOS apps.
//!
//! This layer is thin: the app core (`spieleabend-app`) decides every screen, and this
//! crate hands it to Kotlin and Swift. The pieces:
//!
//! - [`app`]: the app core (`AppCore`): every screen's view model, one intent per user
//!   action, saving, bots and the bot pace, views pushed to an observer, nearby tables;
//! - [`nearby`]: what the shells need for nearby play besides: the links they open
//!   themselves (Bluetooth) and a table's TXT record read and written;
//! - [`logging`]: `init_logging`, the library's `log` output to logcat, os_log or stderr;
//! - [`observer`]: how calls into foreign-implemented observers are made safely.
//!
//! Errors are typed enums (`#[derive(uniffi::Error)]`; `…Error` becomes `…Exception` in
//! Kotlin). Nothing here panics by design, and a panic never unwinds into foreign code:
//! UniFFI catches it at the boundary (`panic = "unwind"` in the release profile is what
//! makes that possible). Kotlin then gets `InternalException`, which the app can catch;
//! Swift gets `UniffiInternalError.rustPanic`, thrown where the function throws and a
//! trap (`try!`) where it does not. `bindings/kotlin-tests` proves the Kotlin side with
//! the `test-panic` feature; panics in observers are contained (see `observer`).

uniffi::setup_scaffolding!();

pub mod app;
pub mod logging;
pub mod nearby;
pub mod observer;

use spieleabend_core::games::GameId;

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

/// Panics with `message`. Built only with the cargo feature `test-panic`, so that the
/// Kotlin tests can prove a panic reaches them as `InternalException`; the app bindings
/// are generated without it.
#[cfg(feature = "test-panic")]
#[uniffi::export]
pub fn test_panic(message: String) -> String {
    panic!("{message}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_elfer_raus() {
        assert!(game_ids().contains(&"elfer_raus".to_string()));
        assert!(!core_version().is_empty());
    }
}
