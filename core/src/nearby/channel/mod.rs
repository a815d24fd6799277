//! The sealed channel every nearby connection runs in (TCP or a Bluetooth link alike):
//! an exchange keyed by the join code (SPAKE2) or by a device's resume secret, then
//! every message sealed with ChaCha20-Poly1305 under its own frame number. Sans-IO like
//! the machines that use it: randomness comes in as their seeded streams, bytes in and
//! out. `docs/protocol.md`, "Sealed channel", has the exchange and the threat model.
//!
//! Its parts are public so that tools and tests can speak the wire like any device
//! (`nearby/tests/hostile.rs` does); the apps only use the machines.

mod cipher;
mod handshake;

pub use cipher::{OpenError, TAG};
pub use handshake::{
    Channel, ClientFrame, GuestPake, HostFrame, Purpose, ResumeTicket, SessionKeys, host_pake,
    normalize_code, resume_keys,
};
