//! Speaking the sealed wire in the nearby tests: the messages a host sent (opened), a
//! device that runs the exchange itself (to send what a real client never would) and a
//! fake host with a channel to a client machine (to send what a real host never would).

#![allow(dead_code)]

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use spieleabend_core::Game;
use spieleabend_core::bots::TableGame;
use spieleabend_core::nearby::channel::{
    Channel, ClientFrame, GuestPake, HostFrame, Purpose, ResumeTicket, host_pake, resume_keys,
};
use spieleabend_core::nearby::{
    Client, ClientMsg, ClientOutput, ConnId, Host, HostMsg, HostOutput, PROTOCOL_VERSION, frame,
};

/// What `outputs` (just taken from `host`) sent, each message opened: sealed ones by
/// the host's plaintexts, clear refusals as [`HostMsg::Reject`]; challenges left out.
pub fn opened<G: TableGame>(
    host: &mut Host<G>,
    outputs: &[HostOutput],
) -> Vec<(ConnId, HostMsg<G>)> {
    let plain: std::collections::BTreeMap<Vec<u8>, Vec<u8>> =
        host.take_plaintexts().into_iter().collect();
    outputs
        .iter()
        .filter_map(|output| match output {
            HostOutput::Send { conn, bytes } => message(&plain, bytes).map(|m| (*conn, m)),
            _ => None,
        })
        .collect()
}

fn message<G: Game>(
    plain: &std::collections::BTreeMap<Vec<u8>, Vec<u8>>,
    bytes: &[u8],
) -> Option<HostMsg<G>> {
    if let Some(payload) = plain.get(bytes) {
        return frame::decode(payload).ok();
    }
    match frame::decode::<HostFrame>(&bytes[frame::HEADER..]).ok()? {
        HostFrame::Reject { reason } => Some(HostMsg::Reject { reason }),
        _ => None,
    }
}

/// The clear hello that opens an exchange with `code`, and the exchange under way.
pub fn code_hello(code: &str, seed: u8) -> (GuestPake, Vec<u8>) {
    let mut rng = ChaCha20Rng::from_seed([seed; 32]);
    let (pake, message) = GuestPake::start(code, &mut rng);
    let hello = ClientFrame::Hello {
        protocol: PROTOCOL_VERSION,
        purpose: Purpose::Code { pake: message },
    };
    (pake, frame::encode(&hello).unwrap())
}

/// A device that speaks the wire itself.
pub struct RawDevice {
    pub channel: Channel,
}

impl RawDevice {
    /// Opens a sealed channel to `host` on `conn` with `code`: the device, `None` when
    /// the host refused the exchange, and the host's other outputs (its challenge is
    /// taken).
    pub fn open<G: TableGame>(
        host: &mut Host<G>,
        conn: ConnId,
        code: &str,
        now: u64,
    ) -> (Option<RawDevice>, Vec<HostOutput>) {
        let (pake, hello) = code_hello(code, conn as u8);
        host.receive(conn, &hello, now);
        let (challenge, rest) = challenge(host.take_outputs(), conn);
        let device = challenge
            .and_then(|c| pake.finish(&c))
            .map(|keys| RawDevice {
                channel: Channel::client(keys),
            });
        (device, rest)
    }

    /// Opens a sealed channel to `host` on `conn` with a resume `ticket` (as
    /// [`RawDevice::open`]).
    pub fn resume<G: TableGame>(
        host: &mut Host<G>,
        conn: ConnId,
        ticket: &ResumeTicket,
        now: u64,
    ) -> Option<(RawDevice, Vec<HostOutput>)> {
        let nonce = [conn as u8; 32];
        let hello = ClientFrame::Hello {
            protocol: PROTOCOL_VERSION,
            purpose: Purpose::Resume {
                id: ticket.id,
                nonce,
            },
        };
        host.receive(conn, &frame::encode(&hello).unwrap(), now);
        let (challenge, rest) = challenge(host.take_outputs(), conn);
        let host_nonce: [u8; 32] = challenge?.try_into().ok()?;
        let keys = resume_keys(&ticket.secret, &nonce, &host_nonce);
        Some((
            RawDevice {
                channel: Channel::client(keys),
            },
            rest,
        ))
    }

    /// The sealed frame of `message`.
    pub fn seal<G: Game>(&mut self, message: &ClientMsg<G>) -> Vec<u8> {
        self.seal_bytes(&frame::payload(message).unwrap())
    }

    /// The sealed frame of any payload.
    pub fn seal_bytes(&mut self, payload: &[u8]) -> Vec<u8> {
        self.channel
            .seal(payload, |seq, bytes| ClientFrame::Sealed { seq, bytes })
            .unwrap()
    }
}

/// The challenge the host sent on `conn` among `outputs`, and the other outputs.
fn challenge(outputs: Vec<HostOutput>, conn: ConnId) -> (Option<Vec<u8>>, Vec<HostOutput>) {
    let mut found = None;
    let mut rest = Vec::new();
    for output in outputs {
        if let HostOutput::Send { conn: c, bytes } = &output
            && *c == conn
            && let Ok(HostFrame::Challenge { bytes }) =
                frame::decode::<HostFrame>(&bytes[frame::HEADER..])
        {
            found = Some(bytes);
            continue;
        }
        rest.push(output);
    }
    (found, rest)
}

/// A host's side of a channel to a client machine.
pub struct FakeHost {
    pub channel: Channel,
}

impl FakeHost {
    /// Answers the clear hello `client` sent (taken from its outputs) as a host with
    /// `code` would; the client's sealed hello that follows is taken and dropped.
    pub fn accept<G: Game>(client: &mut Client<G>, code: &str, now: u64) -> FakeHost {
        let pake = client
            .take_outputs()
            .into_iter()
            .find_map(|output| match output {
                ClientOutput::Send(bytes) => {
                    match frame::decode::<ClientFrame>(&bytes[frame::HEADER..]) {
                        Ok(ClientFrame::Hello {
                            purpose: Purpose::Code { pake },
                            ..
                        }) => Some(pake),
                        _ => None,
                    }
                }
                _ => None,
            })
            .expect("a code hello");
        let mut rng = ChaCha20Rng::from_seed([77; 32]);
        let (answer, keys) = host_pake(code, &pake, &mut rng).expect("a message");
        client.receive(
            &frame::encode(&HostFrame::Challenge { bytes: answer }).unwrap(),
            now,
        );
        let _ = client.take_outputs();
        FakeHost {
            channel: Channel::host(keys),
        }
    }

    /// The sealed frame of `message`.
    pub fn seal<G: Game>(&mut self, message: &HostMsg<G>) -> Vec<u8> {
        let payload = frame::payload(message).unwrap();
        self.channel
            .seal(&payload, |seq, bytes| HostFrame::Sealed { seq, bytes })
            .unwrap()
    }
}
