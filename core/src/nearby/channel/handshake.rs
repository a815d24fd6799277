//! The exchange that opens a sealed channel, and the frames that carry everything.
//!
//! A guest with the join code runs SPAKE2 with the host: each side sends one message
//! derived from the code and a random scalar, and both end with the same 256-bit key
//! only if they used the same code. Someone without the code learns nothing from the
//! two messages, and each exchange tests one guess only (the host counts the ones whose
//! first sealed frame does not open). A device back after a lost connection uses the
//! resume secret the host sealed into its welcome instead: both sides mix it with a
//! fresh nonce each, so an old exchange replayed opens nothing. Session keys, one per
//! direction, are expanded from either key with HKDF-SHA256.

use hkdf::Hkdf;
use rand::RngCore;
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::cipher::{Opener, Sealer};
use crate::nearby::frame::{self, FrameError};
use crate::nearby::msg::RejectReason;
pub use crate::nearby::msg::ResumeTicket;

/// Client → host: every frame on a connection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClientFrame {
    /// Starts an exchange, in clear. `protocol` comes first, as in the first message of
    /// every version, so a host of any version can tell another version's device.
    Hello { protocol: u16, purpose: Purpose },
    /// A sealed message (`ClientMsg`): its frame number and the ciphertext with its tag.
    Sealed { seq: u64, bytes: Vec<u8> },
}

/// What a device opens an exchange for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purpose {
    /// Joining, or asking what is played, with the join code: the device's SPAKE2
    /// message.
    Code { pake: Vec<u8> },
    /// Coming back with the resume ticket of its welcome: the ticket's id and a fresh
    /// random nonce.
    Resume { id: [u8; 16], nonce: [u8; 32] },
}

/// Host → client: every frame on a connection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HostFrame {
    /// The host's side of the exchange: its SPAKE2 message, or its nonce for a resume.
    Challenge { bytes: Vec<u8> },
    /// Refused before the channel is sealed. Keeps the place and the form it has in
    /// every version (its `UnsupportedVersion` too), so any device reads it.
    Reject { reason: RejectReason },
    /// A sealed message (`HostMsg`): its frame number and the ciphertext with its tag.
    Sealed { seq: u64, bytes: Vec<u8> },
}

/// The two keys of a sealed connection.
#[derive(Clone, Copy)]
pub struct SessionKeys {
    to_host: [u8; 32],
    to_client: [u8; 32],
}

impl std::fmt::Debug for SessionKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SessionKeys")
    }
}

/// Both halves of a sealed connection, as one side holds them.
#[derive(Debug)]
pub struct Channel {
    sealer: Sealer,
    opener: Opener,
}

impl Channel {
    /// The host's side of a connection keyed with `keys`.
    pub fn host(keys: SessionKeys) -> Channel {
        Channel {
            sealer: Sealer::new(keys.to_client),
            opener: Opener::new(keys.to_host),
        }
    }

    /// The device's side.
    pub fn client(keys: SessionKeys) -> Channel {
        Channel {
            sealer: Sealer::new(keys.to_host),
            opener: Opener::new(keys.to_client),
        }
    }

    /// `payload` (an encoded message) sealed as the next frame, framed by `wrap`.
    pub fn seal<F: Serialize>(
        &mut self,
        payload: &[u8],
        wrap: impl FnOnce(u64, Vec<u8>) -> F,
    ) -> Result<Vec<u8>, FrameError> {
        let (seq, bytes) = self.sealer.seal(payload);
        frame::encode_with_cap(&wrap(seq, bytes), frame::MAX_WIRE_FRAME)
    }

    /// The payload of sealed frame `seq` (once; a copy is refused).
    pub fn open(&mut self, seq: u64, bytes: &[u8]) -> Result<Vec<u8>, super::cipher::OpenError> {
        self.opener.open(seq, bytes)
    }
}

/// Identities bound into every exchange: the two roles of this protocol.
const GUEST: &[u8] = b"spieleabend/nearby/guest";
const HOST: &[u8] = b"spieleabend/nearby/host";

/// The PAKE's password: the code, after [`normalize_code`], bound to this protocol.
fn password(code: &str) -> Password {
    Password::new(format!("spieleabend/nearby/v5/{}", normalize_code(code)).as_bytes())
}

/// A typed join code as it is compared: its ASCII digits only (spaces, dashes and other
/// separators a person types between groups are dropped).
pub fn normalize_code(code: &str) -> String {
    code.chars().filter(char::is_ascii_digit).collect()
}

/// A device's exchange under way.
pub struct GuestPake(Spake2<Ed25519Group>);

impl std::fmt::Debug for GuestPake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GuestPake")
    }
}

impl GuestPake {
    /// Starts an exchange with `code`; returns the message for the host.
    pub fn start(code: &str, rng: &mut ChaCha20Rng) -> (GuestPake, Vec<u8>) {
        let (state, message) = Spake2::<Ed25519Group>::start_a_with_rng(
            &password(code),
            &Identity::new(GUEST),
            &Identity::new(HOST),
            Rng06(rng),
        );
        (GuestPake(state), message)
    }

    /// The session keys from the host's message (`None`: not a SPAKE2 message).
    pub fn finish(self, host_message: &[u8]) -> Option<SessionKeys> {
        let key = self.0.finish(host_message).ok()?;
        Some(expand(&key, b"spieleabend/nearby/v5/code"))
    }
}

/// The host's side of an exchange with `code`: its message and the session keys, or
/// `None` when the device's message is not a SPAKE2 message. The keys match the
/// device's only if both used the same code.
pub fn host_pake(
    code: &str,
    guest_message: &[u8],
    rng: &mut ChaCha20Rng,
) -> Option<(Vec<u8>, SessionKeys)> {
    let (state, message) = Spake2::<Ed25519Group>::start_b_with_rng(
        &password(code),
        &Identity::new(GUEST),
        &Identity::new(HOST),
        Rng06(rng),
    );
    let key = state.finish(guest_message).ok()?;
    Some((message, expand(&key, b"spieleabend/nearby/v5/code")))
}

/// The session keys of a resume: the ticket's secret with both nonces.
pub fn resume_keys(secret: &[u8; 32], guest: &[u8; 32], host: &[u8; 32]) -> SessionKeys {
    let mut salt = Vec::with_capacity(96);
    salt.extend_from_slice(b"spieleabend/nearby/v5/resume");
    salt.extend_from_slice(guest);
    salt.extend_from_slice(host);
    expand(secret, &salt)
}

fn expand(key: &[u8], salt: &[u8]) -> SessionKeys {
    let hkdf = Hkdf::<Sha256>::new(Some(salt), key);
    let mut keys = SessionKeys {
        to_host: [0; 32],
        to_client: [0; 32],
    };
    hkdf.expand(b"client to host", &mut keys.to_host)
        .expect("32 bytes are a valid HKDF-SHA256 length");
    hkdf.expand(b"host to client", &mut keys.to_client)
        .expect("32 bytes are a valid HKDF-SHA256 length");
    keys
}

/// The machines' seeded ChaCha20 stream behind SPAKE2's RNG interface (rand_core 0.6).
struct Rng06<'a>(&'a mut ChaCha20Rng);

impl rand_core_06::RngCore for Rng06<'_> {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        self.0.fill_bytes(dest)
    }

    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core_06::Error> {
        self.0.fill_bytes(dest);
        Ok(())
    }
}

impl rand_core_06::CryptoRng for Rng06<'_> {}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn exchange(guest_code: &str, host_code: &str) -> bool {
        let mut rng = ChaCha20Rng::from_seed([3; 32]);
        let (guest, message) = GuestPake::start(guest_code, &mut rng);
        let (answer, host_keys) = host_pake(host_code, &message, &mut rng).expect("a message");
        let guest_keys = guest.finish(&answer).expect("a message");
        let mut device = Channel::client(guest_keys);
        let mut host = Channel::host(host_keys);
        let frame = device
            .seal(b"hello", |seq, bytes| ClientFrame::Sealed { seq, bytes })
            .unwrap();
        let ClientFrame::Sealed { seq, bytes } = frame::decode(&frame[frame::HEADER..]).unwrap()
        else {
            panic!("sealed");
        };
        host.open(seq, &bytes).is_ok()
    }

    #[test]
    fn only_the_same_code_opens_the_channel() {
        assert!(exchange("4821 553", "4821553"));
        assert!(!exchange("4821554", "4821553"));
    }

    #[test]
    fn a_resume_key_needs_the_secret_and_both_nonces() {
        let keys = |secret: u8, guest: u8, host: u8| {
            resume_keys(&[secret; 32], &[guest; 32], &[host; 32]).to_host
        };
        assert_eq!(keys(1, 2, 3), keys(1, 2, 3));
        assert_ne!(keys(1, 2, 3), keys(9, 2, 3));
        assert_ne!(keys(1, 2, 3), keys(1, 2, 4));
    }
}
