//! Sealing frames: ChaCha20-Poly1305 with one key per direction and an explicit frame
//! number, so frames may be lost, repeated or reordered (the machines recover from all
//! three) while a repeated or forged frame is never opened twice or at all.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

/// Bytes the authentication tag adds to every sealed frame.
pub const TAG: usize = 16;

/// How far behind the newest frame number a frame may arrive and still be opened.
const WINDOW: u64 = 128;

/// The sending half of a sealed channel: seals each payload under the next number.
pub struct Sealer {
    cipher: ChaCha20Poly1305,
    next: u64,
}

impl Sealer {
    pub(crate) fn new(key: [u8; 32]) -> Sealer {
        Sealer {
            cipher: ChaCha20Poly1305::new(Key::from_slice(&key)),
            next: 0,
        }
    }

    /// `plaintext` sealed under the next frame number; returns the number and the
    /// ciphertext with its tag.
    pub(crate) fn seal(&mut self, plaintext: &[u8]) -> (u64, Vec<u8>) {
        let seq = self.next;
        self.next += 1;
        let sealed = self
            .cipher
            .encrypt(&nonce(seq), plaintext)
            .expect("ChaCha20-Poly1305 seals any payload under 256 GiB");
        (seq, sealed)
    }
}

/// Why a sealed frame was not opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// A number already opened, or older than the window: a copy or a replay.
    Repeated,
    /// The tag does not match: another key (a wrong code, another connection) or bytes
    /// changed on the way.
    Forged,
}

/// The receiving half of a sealed channel: opens frames and remembers which numbers it
/// has opened within a window behind the newest.
pub struct Opener {
    cipher: ChaCha20Poly1305,
    /// One above the highest number opened (0: none yet).
    top: u64,
    /// Bit `i`: number `top - 1 - i` was opened.
    seen: u128,
}

impl Opener {
    pub(crate) fn new(key: [u8; 32]) -> Opener {
        Opener {
            cipher: ChaCha20Poly1305::new(Key::from_slice(&key)),
            top: 0,
            seen: 0,
        }
    }

    /// The plaintext of frame `seq`, once.
    pub(crate) fn open(&mut self, seq: u64, sealed: &[u8]) -> Result<Vec<u8>, OpenError> {
        if seq < self.top {
            let back = self.top - 1 - seq;
            if back >= WINDOW || self.seen & (1 << back) != 0 {
                return Err(OpenError::Repeated);
            }
        }
        let plaintext = self
            .cipher
            .decrypt(&nonce(seq), sealed)
            .map_err(|_| OpenError::Forged)?;
        if seq >= self.top {
            let shift = seq + 1 - self.top;
            self.seen = if shift >= WINDOW {
                0
            } else {
                self.seen << shift
            };
            self.seen |= 1;
            self.top = seq + 1;
        } else {
            self.seen |= 1 << (self.top - 1 - seq);
        }
        Ok(plaintext)
    }
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sealer").field("next", &self.next).finish()
    }
}

impl std::fmt::Debug for Opener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Opener").field("top", &self.top).finish()
    }
}

/// The 96-bit nonce of frame `seq`: its number, little-endian, then zeros. Each key
/// seals one direction of one connection only, so a number is never used twice.
fn nonce(seq: u64) -> Nonce {
    let mut bytes = [0u8; 12];
    bytes[..8].copy_from_slice(&seq.to_le_bytes());
    *Nonce::from_slice(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_open_once_in_any_order_within_the_window() {
        let mut sealer = Sealer::new([7; 32]);
        let mut opener = Opener::new([7; 32]);
        let frames: Vec<(u64, Vec<u8>)> =
            (0..300u32).map(|i| sealer.seal(&i.to_le_bytes())).collect();
        // Out of order within the window.
        for i in [2usize, 0, 1, 5, 3, 4] {
            let (seq, bytes) = &frames[i];
            assert_eq!(
                opener.open(*seq, bytes),
                Ok((i as u32).to_le_bytes().to_vec())
            );
        }
        // A copy is refused.
        assert_eq!(
            opener.open(frames[3].0, &frames[3].1),
            Err(OpenError::Repeated)
        );
        // Far ahead, then something older than the window.
        assert!(opener.open(frames[250].0, &frames[250].1).is_ok());
        assert_eq!(
            opener.open(frames[6].0, &frames[6].1),
            Err(OpenError::Repeated)
        );
        assert!(opener.open(frames[200].0, &frames[200].1).is_ok());
        assert_eq!(
            opener.open(frames[200].0, &frames[200].1),
            Err(OpenError::Repeated)
        );
    }

    #[test]
    fn another_key_or_a_changed_byte_is_forged() {
        let mut sealer = Sealer::new([1; 32]);
        let (seq, mut bytes) = sealer.seal(b"a hand of cards");
        assert_eq!(
            Opener::new([2; 32]).open(seq, &bytes),
            Err(OpenError::Forged)
        );
        bytes[0] ^= 1;
        assert_eq!(
            Opener::new([1; 32]).open(seq, &bytes),
            Err(OpenError::Forged)
        );
        // The number is part of the seal.
        let (_, bytes) = Sealer::new([1; 32]).seal(b"x");
        assert_eq!(Opener::new([1; 32]).open(1, &bytes), Err(OpenError::Forged));
    }
}
