//! Calling observers implemented in Kotlin or Swift, safely.
//!
//! An observer is a trait exported with `#[uniffi::export(foreign)]` whose methods return
//! `Result<(), ObserverError>`. Kotlin and Swift implement it and hand it to Rust, which
//! calls it **from a background thread** (a thread of the library's runtime, never the
//! caller's and never the UI thread). UIs hop to their main thread themselves:
//!
//! - Kotlin: `scope.launch(Dispatchers.Main) { … }` (or `MutableSharedFlow.tryEmit`,
//!   collected on the main thread), or `Handler(Looper.getMainLooper()).post { … }`;
//! - Swift: `Task { @MainActor in … }` or `DispatchQueue.main.async { … }`.
//!
//! Observer methods should return quickly: they run on a runtime thread that other work
//! waits for. An exception thrown by the observer never crashes Rust: an
//! `ObserverException` arrives as itself, any other exception as
//! `UnexpectedUniFFICallbackError`, which [`ObserverError`] absorbs; `notify` logs the
//! failure and the caller goes on (a broken UI must not stop a game). A Rust-implemented
//! observer that panics is contained the same way.

use std::panic::{AssertUnwindSafe, catch_unwind};

/// An observer implemented in Kotlin or Swift failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum ObserverError {
    /// The observer threw; `reason` is the exception's text.
    #[error("observer failed: {reason}")]
    Failed { reason: String },
}

/// Any exception other than `ObserverException` thrown by a foreign observer.
impl From<uniffi::UnexpectedUniFFICallbackError> for ObserverError {
    fn from(error: uniffi::UnexpectedUniFFICallbackError) -> Self {
        ObserverError::Failed {
            reason: error.reason,
        }
    }
}

/// Makes one observer call. A failure (an error returned, an exception thrown on the
/// foreign side, or a panic of a Rust observer) is logged with `what` and returned; it
/// never propagates as a panic.
pub(crate) fn notify(
    what: &str,
    call: impl FnOnce() -> Result<(), ObserverError>,
) -> Result<(), ObserverError> {
    let result = catch_unwind(AssertUnwindSafe(call)).unwrap_or_else(|panic| {
        let reason = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".to_string());
        Err(ObserverError::Failed { reason })
    });
    if let Err(error) = &result {
        log::warn!("{what}: {error}");
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_successful_call_is_ok() {
        assert_eq!(notify("test", || Ok(())), Ok(()));
    }

    #[test]
    fn an_error_is_returned_not_raised() {
        let error = ObserverError::Failed {
            reason: "ui gone".into(),
        };
        assert_eq!(notify("test", || Err(error.clone())), Err(error));
    }

    #[test]
    fn an_unexpected_foreign_exception_becomes_a_typed_error() {
        let unexpected = uniffi::UnexpectedUniFFICallbackError::new("IllegalStateException");
        let ours: ObserverError = unexpected.into();
        assert!(
            matches!(ours, ObserverError::Failed { reason } if reason.contains("IllegalState"))
        );
    }

    #[test]
    fn a_panicking_rust_observer_is_contained() {
        let result = notify("test", || panic!("observer bug"));
        assert_eq!(
            result,
            Err(ObserverError::Failed {
                reason: "observer bug".into()
            })
        );
    }
}
