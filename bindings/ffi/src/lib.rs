//! UniFFI exports of the Spieleabend core for the Android and iOS apps.
//!
//! This layer is thin: it maps core types to UniFFI records, enums and objects and
//! holds no game logic. The pieces every wrapper shares live in their own modules:
//!
//! - `runtime`: the one tokio runtime for work that must not block a UI thread;
//! - [`logging`]: `init_logging`, the core's `log` output to logcat, os_log or stderr;
//! - [`observer`]: how calls into foreign-implemented observers are made safely;
//! - [`scenario`]: running scenario files on the device (rule checks on real hardware);
//! - [`app`]: the app core (`AppCore`): every screen's view model, one intent per user
//!   action, saving, bots and the bot pace, views pushed to an observer;
//! - [`table`]: tables of all five games (create, view, act, bots, undo, hints, saves,
//!   events, observer), the API the apps play through;
//! - [`nearby`]: hosting and joining tables across phones, over TCP and over links the
//!   apps implement (Bluetooth).
//!
//! Errors are typed enums (`#[derive(uniffi::Error)]`; `…Error` becomes `…Exception` in
//! Kotlin). Nothing here panics by design, and a panic never unwinds into foreign code:
//! UniFFI catches it at the boundary (`panic = "unwind"` in the release profile is what
//! makes that possible). Kotlin then gets `InternalException`, which the app can catch;
//! Swift gets `UniffiInternalError.rustPanic`, thrown where the function throws and a
//! trap (`try!`) where it does not. `bindings/kotlin-tests` proves the Kotlin side with
//! the `test-panic` feature; panics in runtime tasks and Rust observers are carried to
//! the caller or contained the same way (see `runtime` and `observer`).
//!
//! Wrapping a core API (the table is the worked example, `src/table/`): records and
//! enums for what crosses (no game logic here, only mapping), one `…Error` enum, an
//! object over a `Mutex` (a poisoned lock is an error, never a panic); CPU-heavy or
//! waiting calls (bot turns, hints) as `async fn` over `runtime::run_blocking`/
//! `run_task`; an observer trait like `TableObserver`, called through `observer::notify`.
//! Then run `bindings/generate.sh`, add Kotlin tests under `bindings/kotlin-tests/src/`
//! and benchmark rows in `bindings/kotlin-tests/bench/`.

uniffi::setup_scaffolding!();

pub mod app;
pub mod logging;
pub mod nearby;
pub mod observer;
pub(crate) mod runtime;
pub mod scenario;
pub mod table;

use spieleabend_core::games::GameId;

/// The version of the core library, e.g. "0.1.0".
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The ids of every game the core can play, in menu order (e.g. "elfer_raus").
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
