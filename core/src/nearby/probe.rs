//! Asking a host what it plays before joining: the exchange with the join code, then a
//! sealed hello of kind [`Auth::Info`], answered with the [`LobbyInfo`] (or a refusal).
//! Not generic: a device learns the game here before it builds its typed
//! [`super::Client`]. Sans-IO like the other machines: bytes in, frames and the answer
//! out; a wrong code may be tried again on the same connection, so the attempts left
//! the host reports count down.

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

use super::channel::{Channel, ClientFrame, GuestPake, HostFrame, Purpose, normalize_code};
use super::frame::{self, FrameDecoder};
use super::msg::{Auth, LobbyInfo, PROTOCOL_VERSION, RejectReason, peek_info, peek_reject};

/// What the driver must do, or what the probe learned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbeOutput {
    /// Send these bytes (one whole frame) to the host.
    Send(Vec<u8>),
    /// What the host plays; the host closes the connection.
    Info(LobbyInfo),
    /// The host refused; after [`RejectReason::WrongJoinCode`] with attempts left the
    /// connection stays open for [`Probe::retry`].
    Refused(RejectReason),
    /// The host's answer is not this protocol's (another program, or bytes changed).
    NotUnderstood,
}

/// One connection asking a host what it plays.
#[derive(Debug)]
pub struct Probe {
    code: String,
    app_version: String,
    secrets: ChaCha20Rng,
    decoder: FrameDecoder,
    pake: Option<GuestPake>,
    channel: Option<Channel>,
    outputs: Vec<ProbeOutput>,
    done: bool,
}

impl Probe {
    /// A probe that asks with `code`; `entropy` seeds its exchange (OS randomness in
    /// the apps). Its hello is in [`Probe::take_outputs`] at once.
    pub fn new(code: &str, app_version: &str, entropy: [u8; 32]) -> Probe {
        let mut probe = Probe {
            code: normalize_code(code),
            app_version: app_version.chars().take(32).collect(),
            secrets: ChaCha20Rng::from_seed(
                Sha256::new()
                    .chain_update(b"spieleabend/nearby/probe-secrets")
                    .chain_update(entropy)
                    .finalize()
                    .into(),
            ),
            decoder: FrameDecoder::new(),
            pake: None,
            channel: None,
            outputs: Vec::new(),
            done: false,
        };
        probe.start();
        probe
    }

    /// Asks again with another code (after a wrong one with attempts left), on the same
    /// connection.
    pub fn retry(&mut self, code: &str) {
        self.code = normalize_code(code);
        self.done = false;
        self.start();
    }

    /// Bytes from the host, in any chunking.
    pub fn receive(&mut self, bytes: &[u8]) {
        if self.done {
            return;
        }
        self.decoder.push(bytes);
        while !self.done {
            let payload = match self.decoder.next_frame() {
                Ok(Some(payload)) => payload,
                Ok(None) => return,
                Err(_) => return self.finish(ProbeOutput::NotUnderstood),
            };
            match frame::decode::<HostFrame>(&payload) {
                Ok(HostFrame::Challenge { bytes }) => self.on_challenge(&bytes),
                // In clear: before the exchange, or after it when the code was
                // wrong (the host has no key to seal with).
                Ok(HostFrame::Reject { reason }) => self.finish(ProbeOutput::Refused(reason)),
                Ok(HostFrame::Sealed { seq, bytes }) => {
                    let opened = self.channel.as_mut().map(|c| c.open(seq, &bytes));
                    match opened {
                        Some(Ok(payload)) => {
                            if let Some(info) = peek_info(&payload) {
                                self.finish(ProbeOutput::Info(info));
                            } else if let Some(reason) = peek_reject(&payload) {
                                self.finish(ProbeOutput::Refused(reason));
                            }
                        }
                        _ => self.finish(ProbeOutput::NotUnderstood),
                    }
                }
                _ => self.finish(ProbeOutput::NotUnderstood),
            }
        }
    }

    /// What to send and what was learned since the last call.
    pub fn take_outputs(&mut self) -> Vec<ProbeOutput> {
        std::mem::take(&mut self.outputs)
    }

    fn start(&mut self) {
        self.channel = None;
        self.decoder = FrameDecoder::new();
        let (pake, message) = GuestPake::start(&self.code, &mut self.secrets);
        self.pake = Some(pake);
        let hello = frame::encode(&ClientFrame::Hello {
            protocol: PROTOCOL_VERSION,
            purpose: Purpose::Code { pake: message },
        })
        .expect("a hello fits a frame");
        self.outputs.push(ProbeOutput::Send(hello));
    }

    fn on_challenge(&mut self, bytes: &[u8]) {
        let Some(keys) = self.pake.take().and_then(|pake| pake.finish(bytes)) else {
            return self.finish(ProbeOutput::NotUnderstood);
        };
        let mut channel = Channel::client(keys);
        let hello = super::msg::encode_hello(&self.app_version, &Auth::Info);
        match channel.seal(&hello, |seq, bytes| ClientFrame::Sealed { seq, bytes }) {
            Ok(frame) => self.outputs.push(ProbeOutput::Send(frame)),
            Err(_) => return self.finish(ProbeOutput::NotUnderstood),
        }
        self.channel = Some(channel);
    }

    fn finish(&mut self, output: ProbeOutput) {
        self.done = true;
        self.outputs.push(output);
    }
}
