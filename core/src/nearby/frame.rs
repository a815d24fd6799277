//! Frames on the wire: a `u32` little-endian payload length, then the payload (one
//! postcard-encoded frame of the [channel](super::channel): a clear exchange message or
//! a sealed one). A message is at most [`MAX_FRAME`] bytes, its sealed frame at most
//! [`MAX_WIRE_FRAME`]; the host takes at most [`MAX_CLIENT_FRAME`] from a device. The
//! [`FrameDecoder`] takes bytes in any chunks and refuses a frame over its cap or an
//! empty one from its length prefix alone, before buffering it.

use serde::{Serialize, de::DeserializeOwned};

/// The largest message, in bytes (before sealing).
pub const MAX_FRAME: usize = 64 * 1024;

/// The largest frame payload on the wire: a message of [`MAX_FRAME`] bytes sealed (its
/// kind, number and length, and the tag).
pub const MAX_WIRE_FRAME: usize = MAX_FRAME + 32;

/// The largest frame the host reads from a device. A device's largest message, a hello
/// with a name of 32 four-byte characters, is about 300 bytes; anything longer is cut
/// off from its length prefix, before a byte of it is kept.
pub const MAX_CLIENT_FRAME: usize = 1024;

/// Bytes of the length prefix.
pub const HEADER: usize = 4;

/// Why bytes could not be turned into a frame or a message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// The length prefix announces more than [`MAX_FRAME`] bytes.
    #[error("frame of {0} bytes is over the cap")]
    Oversize(usize),
    /// A zero-length frame (no message is empty).
    #[error("empty frame")]
    Empty,
    /// The payload is not a message of this protocol (bad encoding, unknown kind,
    /// trailing bytes).
    #[error("malformed message")]
    Malformed,
}

/// `message` encoded as one frame. Refused if its payload would be over [`MAX_FRAME`].
pub fn encode<T: Serialize>(message: &T) -> Result<Vec<u8>, FrameError> {
    encode_with_cap(message, MAX_FRAME)
}

/// `message` encoded as one frame whose payload may be up to `cap` bytes.
pub fn encode_with_cap<T: Serialize>(message: &T, cap: usize) -> Result<Vec<u8>, FrameError> {
    let mut out = vec![0u8; HEADER];
    let mut out = postcard::to_extend(message, std::mem::take(&mut out))
        .map_err(|_| FrameError::Malformed)?;
    let len = out.len() - HEADER;
    if len > cap {
        return Err(FrameError::Oversize(len));
    }
    out[..HEADER].copy_from_slice(&(len as u32).to_le_bytes());
    Ok(out)
}

/// `message` encoded as a payload (no length prefix), at most [`MAX_FRAME`] bytes: what
/// a sealed frame carries.
pub fn payload<T: Serialize>(message: &T) -> Result<Vec<u8>, FrameError> {
    let out = postcard::to_stdvec(message).map_err(|_| FrameError::Malformed)?;
    if out.len() > MAX_FRAME {
        return Err(FrameError::Oversize(out.len()));
    }
    Ok(out)
}

/// One message from a frame's payload; trailing bytes are refused.
pub fn decode<T: DeserializeOwned>(payload: &[u8]) -> Result<T, FrameError> {
    match postcard::take_from_bytes::<T>(payload) {
        Ok((message, [])) => Ok(message),
        _ => Err(FrameError::Malformed),
    }
}

/// Cuts a byte stream into frame payloads. After an error it stays broken: the
/// connection must be closed (the stream can no longer be trusted to be in step).
#[derive(Clone, Debug)]
pub struct FrameDecoder {
    buf: Vec<u8>,
    broken: Option<FrameError>,
    cap: usize,
}

impl Default for FrameDecoder {
    fn default() -> Self {
        FrameDecoder::with_cap(MAX_WIRE_FRAME)
    }
}

impl FrameDecoder {
    /// An empty decoder for frames of up to [`MAX_WIRE_FRAME`] bytes.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty decoder for frames of up to `cap` bytes.
    pub fn with_cap(cap: usize) -> Self {
        FrameDecoder {
            buf: Vec::new(),
            broken: None,
            cap,
        }
    }

    /// Appends received bytes. Nothing is buffered once the decoder is broken, and at
    /// most one frame (header plus cap) plus this chunk is ever held.
    pub fn push(&mut self, bytes: &[u8]) {
        if self.broken.is_none() {
            self.buf.extend_from_slice(bytes);
        }
    }

    /// The next complete payload, `None` if more bytes are needed.
    pub fn next_frame(&mut self) -> Result<Option<Vec<u8>>, FrameError> {
        if let Some(error) = &self.broken {
            return Err(error.clone());
        }
        if self.buf.len() < HEADER {
            return Ok(None);
        }
        let len = u32::from_le_bytes([self.buf[0], self.buf[1], self.buf[2], self.buf[3]]) as usize;
        let error = if len > self.cap {
            Some(FrameError::Oversize(len))
        } else if len == 0 {
            Some(FrameError::Empty)
        } else {
            None
        };
        if let Some(error) = error {
            self.broken = Some(error.clone());
            self.buf = Vec::new();
            return Err(error);
        }
        if self.buf.len() < HEADER + len {
            return Ok(None);
        }
        let payload = self.buf[HEADER..HEADER + len].to_vec();
        self.buf.drain(..HEADER + len);
        Ok(Some(payload))
    }

    /// Bytes waiting for the rest of their frame.
    pub fn buffered(&self) -> usize {
        self.buf.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_survive_any_chunking() {
        let messages: Vec<(u32, String)> =
            (0..20).map(|i| (i, "x".repeat(i as usize * 7))).collect();
        let bytes: Vec<u8> = messages.iter().flat_map(|m| encode(m).unwrap()).collect();
        for chunk in [1, 2, 3, 5, 8, 13, 1000] {
            let mut decoder = FrameDecoder::new();
            let mut got = Vec::new();
            for part in bytes.chunks(chunk) {
                decoder.push(part);
                while let Some(payload) = decoder.next_frame().unwrap() {
                    got.push(decode::<(u32, String)>(&payload).unwrap());
                }
            }
            assert_eq!(got, messages);
            assert_eq!(decoder.buffered(), 0);
        }
    }

    #[test]
    fn oversize_empty_and_trailing_bytes_are_refused() {
        let mut decoder = FrameDecoder::new();
        decoder.push(&((MAX_WIRE_FRAME + 1) as u32).to_le_bytes());
        assert_eq!(
            decoder.next_frame(),
            Err(FrameError::Oversize(MAX_WIRE_FRAME + 1))
        );
        let mut small = FrameDecoder::with_cap(MAX_CLIENT_FRAME);
        small.push(&((MAX_CLIENT_FRAME + 1) as u32).to_le_bytes());
        assert!(small.next_frame().is_err(), "refused from the prefix alone");
        decoder.push(&[1, 0, 0, 0, 7]);
        assert!(
            decoder.next_frame().is_err(),
            "a broken decoder stays broken"
        );
        let mut decoder = FrameDecoder::new();
        decoder.push(&[0, 0, 0, 0]);
        assert_eq!(decoder.next_frame(), Err(FrameError::Empty));
        assert_eq!(decode::<u8>(&[1, 2]), Err(FrameError::Malformed));
        assert!(encode(&vec![0u8; MAX_FRAME + 1]).is_err());
    }
}
