//! Each connection's channel at the host: the clear exchange that opens it (SPAKE2 with
//! the join code, or a device's resume secret with fresh nonces), the seal on every
//! frame after it, and the credit each answer is paid from.

use super::*;
use crate::nearby::channel::{ClientFrame, HostFrame, OpenError, Purpose, host_pake, resume_keys};
use crate::nearby::limits::{DEVICE_BYTES_BURST, DEVICE_BYTES_PER_SECOND};
use crate::nearby::msg::peek_protocol;

/// Sealed frames that may fail to open on one connection (copies from an older
/// connection, bytes changed on the way) before it is cut off.
const MAX_FORGED: u8 = 8;

/// Sources told at most about another protocol version.
const MAX_TOLD_VERSION: usize = 32;

impl<G: TableGame> Host<G> {
    /// One frame from `conn`: a clear hello that opens an exchange, or a sealed frame.
    pub(super) fn on_frame(&mut self, conn: ConnId, payload: &[u8], now: u64) {
        let frame = match frame::decode::<ClientFrame>(payload) {
            Ok(frame) => frame,
            Err(_) => {
                // Another version's hello need not decode as this version's.
                match peek_protocol(payload) {
                    Some(v) if v != PROTOCOL_VERSION && !self.is_sealed(conn) => {
                        self.other_version(conn, v, now)
                    }
                    _ => self.cut(conn, RejectReason::Malformed, now),
                }
                return;
            }
        };
        match frame {
            ClientFrame::Hello { protocol, .. } if protocol != PROTOCOL_VERSION => {
                self.other_version(conn, protocol, now)
            }
            ClientFrame::Hello { purpose, .. } => self.exchange(conn, payload, purpose, now),
            ClientFrame::Sealed { seq, bytes } => self.sealed(conn, seq, &bytes, now),
        }
    }

    /// Refuses a device of another protocol version (in the form every version reads)
    /// and tells the host's UI once per address.
    fn other_version(&mut self, conn: ConnId, protocol: u16, now: u64) {
        let source = self.conns.get(&conn).and_then(|c| c.source);
        if !self.told_version.contains(&source) && self.told_version.len() < MAX_TOLD_VERSION {
            self.told_version.push(source);
            self.outputs
                .push(HostOutput::Event(HostEvent::OtherVersion { protocol }));
        }
        let reason = RejectReason::UnsupportedVersion {
            host: PROTOCOL_VERSION,
            client: protocol,
        };
        self.cut(conn, reason, now);
    }

    /// A clear hello: the host's side of the exchange it asks for.
    fn exchange(&mut self, conn: ConnId, hello: &[u8], purpose: Purpose, now: u64) {
        let c = self.conns.get_mut(&conn).expect("open");
        match &c.stage {
            Stage::Sealed { .. } => {
                self.cut(conn, RejectReason::ProtocolViolation, now);
                return;
            }
            // The challenge was lost: the same one again.
            Stage::Proving {
                hello: asked,
                challenge,
                ..
            } if asked == hello => {
                let challenge = challenge.clone();
                self.answer_clear(conn, challenge);
                return;
            }
            _ => {}
        }
        if !c.credit.allows() {
            return;
        }
        let (message, keys, purpose) = match purpose {
            Purpose::Code { pake } => {
                let codes = &mut self.source(conn, now).codes;
                if !codes.take(now) {
                    let seconds = codes.wait_ms(now).div_ceil(1000).max(1);
                    let seconds = u16::try_from(seconds).unwrap_or(u16::MAX);
                    self.cut(conn, RejectReason::TryLater { seconds }, now);
                    return;
                }
                let Some((message, keys)) = host_pake(&self.join_code, &pake, &mut self.secrets)
                else {
                    self.cut(conn, RejectReason::Malformed, now);
                    return;
                };
                let epoch = self.code_epoch;
                (message, keys, Proving::Code { epoch })
            }
            Purpose::Resume { id, nonce } => {
                // A known ticket is looked up first and costs nothing; an unknown one is
                // refused at once, unchecked and without state.
                let found = self
                    .devices
                    .iter()
                    .find(|(_, d)| d.ticket.id == id && !d.left)
                    .map(|(&device, d)| (device, d.ticket.secret));
                let Some((device, secret)) = found else {
                    self.cut(conn, RejectReason::UnknownToken, now);
                    return;
                };
                let mut host_nonce = [0u8; 32];
                self.secrets.fill_bytes(&mut host_nonce);
                let keys = resume_keys(&secret, &nonce, &host_nonce);
                (host_nonce.to_vec(), keys, Proving::Resume(device))
            }
        };
        let challenge = frame::encode(&HostFrame::Challenge { bytes: message })
            .expect("a challenge fits a frame");
        self.conns.get_mut(&conn).expect("open").stage = Stage::Proving {
            hello: hello.to_vec(),
            challenge: challenge.clone(),
            keys,
            purpose,
        };
        self.answer_clear(conn, challenge);
    }

    /// A sealed frame: the proof of an exchange (its first), or a message.
    fn sealed(&mut self, conn: ConnId, seq: u64, bytes: &[u8], now: u64) {
        let c = self.conns.get_mut(&conn).expect("open");
        let stage = std::mem::replace(&mut c.stage, Stage::Greeting { refused: None });
        match stage {
            Stage::Sealed {
                mut channel,
                proved,
            } => {
                let opened = channel.open(seq, bytes);
                c.stage = Stage::Sealed { channel, proved };
                match opened {
                    Ok(payload) => self.on_message(conn, &payload, now),
                    Err(OpenError::Repeated) => {}
                    Err(OpenError::Forged) => {
                        c.forged = c.forged.saturating_add(1);
                        if c.forged > MAX_FORGED {
                            self.cut(conn, RejectReason::Malformed, now);
                        }
                    }
                }
            }
            Stage::Proving {
                hello,
                challenge,
                keys,
                purpose,
            } => {
                if let Proving::Code { epoch } = purpose
                    && epoch != self.code_epoch
                {
                    // The code changed while this exchange was open: it is not checked
                    // against the old one (no guess reaches a code that moved on).
                    self.wrong_code(conn, false, now);
                    return;
                }
                let mut channel = Channel::host(keys);
                match channel.open(seq, bytes) {
                    Ok(payload) => {
                        c.stage = Stage::Sealed {
                            channel,
                            proved: purpose,
                        };
                        c.bytes_in = Budget::refilling(
                            DEVICE_BYTES_BURST,
                            DEVICE_BYTES_PER_SECOND,
                            1000,
                            now,
                        );
                        if matches!(purpose, Proving::Code { .. }) {
                            // The right code: its exchange is not counted.
                            self.source(conn, now).codes.give_back();
                        }
                        self.on_message(conn, &payload, now);
                    }
                    Err(_) => match purpose {
                        Proving::Code { .. } => self.wrong_code(conn, true, now),
                        Proving::Resume(_) => {
                            c.stage = Stage::Proving {
                                hello,
                                challenge,
                                keys,
                                purpose,
                            };
                            self.cut(conn, RejectReason::UnknownToken, now);
                        }
                    },
                }
            }
            Stage::Greeting { refused: None } => {
                // A sealed frame before any exchange.
                self.cut(conn, RejectReason::ProtocolViolation, now);
            }
            Stage::Greeting {
                refused: Some(reason),
            } => {
                c.stage = Stage::Greeting {
                    refused: Some(reason.clone()),
                };
                // A proof repeated because its refusal was lost: the refusal again.
                if c.credit.allows() {
                    self.answered(conn, |host| host.refuse(conn, reason));
                }
            }
        }
    }

    /// Whether `conn`'s channel is sealed.
    pub(super) fn is_sealed(&self, conn: ConnId) -> bool {
        self.conns
            .get(&conn)
            .is_some_and(|c| matches!(c.stage, Stage::Sealed { .. }))
    }

    /// What `conn`'s exchange proved, once sealed.
    pub(super) fn proved(&self, conn: ConnId) -> Option<Proving> {
        match &self.conns.get(&conn)?.stage {
            Stage::Sealed { proved, .. } => Some(*proved),
            _ => None,
        }
    }

    /// Seals `payload` (an encoded [`HostMsg`]) on `conn` and sends it. Nothing goes
    /// out on a connection that is gone or not sealed.
    pub(super) fn push_sealed(&mut self, conn: ConnId, payload: Vec<u8>) {
        let Some(Conn {
            stage: Stage::Sealed { channel, .. },
            ..
        }) = self.conns.get_mut(&conn)
        else {
            return;
        };
        let Ok(bytes) = channel.seal(&payload, |seq, bytes| HostFrame::Sealed { seq, bytes })
        else {
            return;
        };
        if let Some(plaintexts) = &mut self.plaintexts {
            plaintexts.push((bytes.clone(), payload));
        }
        self.outputs.push(HostOutput::Send { conn, bytes });
    }

    /// Tells `conn` why it is refused: sealed once its channel is, in clear before.
    pub(super) fn refuse(&mut self, conn: ConnId, reason: RejectReason) {
        if self.is_sealed(conn) {
            self.send(conn, &HostMsg::Reject { reason });
        } else if let Ok(bytes) = frame::encode(&HostFrame::Reject { reason }) {
            self.outputs.push(HostOutput::Send { conn, bytes });
        }
    }

    /// Sends a clear frame in answer on `conn`, paid from its credit.
    fn answer_clear(&mut self, conn: ConnId, bytes: Vec<u8>) {
        if let Some(c) = self.conns.get_mut(&conn) {
            c.credit.spend(bytes.len());
        }
        self.outputs.push(HostOutput::Send { conn, bytes });
    }

    /// Runs `answer` and pays what it sent on `conn` from the credit of `conn`'s
    /// device (or of `conn` itself before it is admitted).
    pub(super) fn answered(&mut self, conn: ConnId, answer: impl FnOnce(&mut Self)) {
        let start = self.outputs.len();
        answer(self);
        let sent: usize = self.outputs[start..]
            .iter()
            .map(|output| match output {
                HostOutput::Send { conn: c, bytes } if *c == conn => bytes.len(),
                _ => 0,
            })
            .sum();
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        match c.device.and_then(|d| self.devices.get_mut(&d)) {
            Some(dev) => dev.credit.spend(sent),
            None => c.credit.spend(sent),
        }
    }

    /// The limits of `conn`'s source: its IP address, or for a connection without one
    /// (a link: a Bluetooth peer, each a device in reach) the connection itself. A
    /// source seen for the first time gets full ones; when
    /// [`super::super::limits::MAX_TRACKED_SOURCES`] are remembered, the sources that
    /// owe nothing are forgotten first, then the oldest.
    pub(super) fn source(&mut self, conn: ConnId, now: u64) -> &mut Source {
        use crate::nearby::limits::{
            MAX_TRACKED_SOURCES, SOURCE_WELCOME_GRANT, WRONG_CODE_BURST, WRONG_CODE_REFILL_MS,
        };
        let source = match self.conns.get(&conn).and_then(|c| c.source) {
            Some(ip) => SourceKey::Address(ip),
            None => SourceKey::Link(conn),
        };
        if !self.sources.contains_key(&source) && self.sources.len() >= MAX_TRACKED_SOURCES {
            self.sources
                .retain(|_, s| !(s.codes.is_full(now) && s.grant >= SOURCE_WELCOME_GRANT));
            if self.sources.len() >= MAX_TRACKED_SOURCES {
                self.sources.pop_first();
            }
        }
        self.sources.entry(source).or_insert_with(|| Source {
            codes: Budget::full(WRONG_CODE_BURST, WRONG_CODE_REFILL_MS, now),
            grant: SOURCE_WELCOME_GRANT,
        })
    }

    /// The plaintext of each sealed frame sent since the last call, by its bytes on the
    /// wire (for the tests' leak checks); empty unless [`HostConfig::keep_plaintexts`].
    pub fn take_plaintexts(&mut self) -> Vec<(Vec<u8>, Vec<u8>)> {
        self.plaintexts
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// `payload` sealed as the next frame on `conn`, as if the host had sent it (tests
    /// of a lying host change a message on its way; the apps never need it).
    pub fn seal_for(&mut self, conn: ConnId, payload: &[u8]) -> Option<Vec<u8>> {
        let Some(Conn {
            stage: Stage::Sealed { channel, .. },
            ..
        }) = self.conns.get_mut(&conn)
        else {
            return None;
        };
        channel
            .seal(payload, |seq, bytes| HostFrame::Sealed { seq, bytes })
            .ok()
    }
}
