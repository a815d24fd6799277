//! The Bluetooth (or any other) link between two phones, as the apps plug it in:
//! [`NearbyLink`] is implemented in Kotlin or Swift over the native socket or channel
//! (`send` writes, `disconnect` closes; not named `close`, which the generated Kotlin
//! class already has for freeing the object); [`NearbyLinkInput`] is what the app calls with what
//! it reads (`received`) and when the link is gone (`closed`). Attach links with
//! `AppCore.attachLink`, `AppCore.joinOverLink` and `AppCore.relink`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

use spieleabend_nearby::{Link, LinkFailed, LinkInput};

/// A link's native side failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum NearbyLinkError {
    /// The write (or close) failed; `reason` is the exception's text.
    #[error("link failed: {reason}")]
    Failed { reason: String },
}

/// Any exception other than `NearbyLinkException` thrown by the native side.
impl From<uniffi::UnexpectedUniFFICallbackError> for NearbyLinkError {
    fn from(error: uniffi::UnexpectedUniFFICallbackError) -> Self {
        NearbyLinkError::Failed {
            reason: error.reason,
        }
    }
}

/// The sending half of a link, implemented by the app over the phone's native
/// transport (an Android `BluetoothSocket`, an iOS `L2CAPChannel` stream).
///
/// Called on a thread of the link's own (never the UI thread), one call at a time:
/// `send` may block until the bytes are written. Throwing from `send` ends the link
/// like `closed()` would. (Closing is `disconnect`: the generated Kotlin class has a
/// `close()` of its own, to free the object.)
#[uniffi::export(foreign)]
pub trait NearbyLink: Send + Sync {
    /// Writes `bytes` (one whole frame; the transport may split it, the other side
    /// takes any chunking).
    fn send(&self, bytes: Vec<u8>) -> Result<(), NearbyLinkError>;
    /// Closes the link; nothing is sent after it. Called once, also after the app
    /// reported it `closed()`.
    fn disconnect(&self) -> Result<(), NearbyLinkError>;
}

/// What the app calls with what it reads from a link. Thread-safe; calls are taken in
/// the order they are made.
#[derive(uniffi::Object)]
pub struct NearbyLinkInput {
    input: LinkInput,
}

impl NearbyLinkInput {
    pub(crate) fn wrap(input: LinkInput) -> Arc<NearbyLinkInput> {
        Arc::new(NearbyLinkInput { input })
    }
}

#[uniffi::export]
impl NearbyLinkInput {
    /// Bytes read from the link, in any chunking. Ignored after `closed()`.
    pub fn received(&self, bytes: Vec<u8>) {
        self.input.received(&bytes);
    }

    /// The link is gone (read end, error, or the app closed it). Further calls do
    /// nothing. Also happens when this object is destroyed.
    pub fn closed(&self) {
        self.input.closed();
    }

    /// Whether `closed()` was called.
    pub fn is_closed(&self) -> bool {
        self.input.is_closed()
    }
}

/// The core's view of a foreign link: exceptions and panics become a failed link.
pub(crate) struct ForeignLink(pub(crate) Arc<dyn NearbyLink>);

impl Link for ForeignLink {
    fn send(&mut self, bytes: Vec<u8>) -> Result<(), LinkFailed> {
        let link = &self.0;
        match catch_unwind(AssertUnwindSafe(|| link.send(bytes))) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(NearbyLinkError::Failed { reason })) => Err(LinkFailed(reason)),
            Err(_) => Err(LinkFailed("panic in send".into())),
        }
    }

    fn close(&mut self) {
        let link = &self.0;
        match catch_unwind(AssertUnwindSafe(|| link.disconnect())) {
            Ok(Ok(())) => {}
            Ok(Err(error)) => log::warn!("NearbyLink.disconnect: {error}"),
            Err(_) => log::warn!("NearbyLink.disconnect panicked"),
        }
    }
}
