//! The library the Android and iOS apps load (`libspieleabend_ffi`, cdylib and
//! staticlib): the app core with its UniFFI exports (`spieleabend-app`'s feature `ffi`,
//! see `app/src/ffi/`). The types and functions are declared there, on the app's own
//! types, as one UniFFI component; this crate links them into the library that
//! `bindings/generate.sh` reads the bindings from.

// Keeps the app core's exported functions and their metadata in this library.
spieleabend_app::uniffi_reexport_scaffolding!();

// The Kotlin tests' build only (`--features test-panic`): a component of its own
// (Kotlin package `app.spieleabend.core.testing`), so switching the feature rebuilds
// this crate and not the app core, and the app's bindings never contain it.
#[cfg(feature = "test-panic")]
uniffi::setup_scaffolding!("spieleabend_testing");

/// Panics with `message`, so the Kotlin tests can prove that a Rust panic arrives as
/// `InternalException` and never crosses the boundary as a crash.
#[cfg(feature = "test-panic")]
#[uniffi::export]
pub fn test_panic(message: String) -> String {
    panic!("{message}");
}
