//! A device that speaks the sealed wire itself over TCP, for the attacks a real client
//! never makes: it runs the exchange with any code (or a resume ticket), seals any
//! message, and counts the bytes both ways.

#![allow(dead_code)]

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use spieleabend_core::Game;
use spieleabend_core::nearby::channel::{
    Channel, ClientFrame, GuestPake, HostFrame, Purpose, ResumeTicket, resume_keys,
};
use spieleabend_core::nearby::frame::{self, FrameDecoder};
use spieleabend_core::nearby::{Auth, ClientMsg, HostMsg, PROTOCOL_VERSION, RejectReason};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// What the host said, opened.
#[derive(Debug)]
pub enum Heard<G: Game> {
    /// A sealed message.
    Message(HostMsg<G>),
    /// A refusal in clear (before the channel was sealed).
    Refused(RejectReason),
    /// The host closed the connection (or nothing came within the bound).
    Closed,
}

/// One raw connection to a host.
pub struct Wire {
    pub stream: TcpStream,
    decoder: FrameDecoder,
    channel: Option<Channel>,
    /// Bytes written to the host.
    pub sent: usize,
    /// Bytes read from the host.
    pub received: usize,
}

impl Wire {
    /// Connects to `host`, from the loopback address `from` (another device on the
    /// network) or the default one.
    pub async fn connect(host: SocketAddr, from: Option<IpAddr>) -> std::io::Result<Wire> {
        let socket = TcpSocket::new_v4()?;
        if let Some(ip) = from {
            socket.bind(SocketAddr::new(ip, 0))?;
        }
        Ok(Wire::over(socket.connect(host).await?))
    }

    /// A device speaking over `stream`.
    pub fn over(stream: TcpStream) -> Wire {
        Wire {
            stream,
            decoder: FrameDecoder::with_cap(frame::MAX_WIRE_FRAME),
            channel: None,
            sent: 0,
            received: 0,
        }
    }

    /// Writes raw bytes.
    pub async fn write(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.stream.write_all(bytes).await?;
        self.sent += bytes.len();
        Ok(())
    }

    /// Runs the exchange with `code`: `Ok` once the host's challenge is in (whether the
    /// code was right shows only when the first sealed frame is answered), `Err` with
    /// the host's clear refusal.
    pub async fn exchange(&mut self, code: &str, seed: u8) -> Result<(), Option<RejectReason>> {
        let mut rng = ChaCha20Rng::from_seed([seed; 32]);
        let (pake, message) = GuestPake::start(code, &mut rng);
        let hello = ClientFrame::Hello {
            protocol: PROTOCOL_VERSION,
            purpose: Purpose::Code { pake: message },
        };
        self.write(&frame::encode(&hello).unwrap())
            .await
            .map_err(|_| None)?;
        match self.next_frame(Duration::from_secs(10)).await {
            Some(HostFrame::Challenge { bytes }) => {
                let keys = pake.finish(&bytes).ok_or(None)?;
                self.channel = Some(Channel::client(keys));
                Ok(())
            }
            Some(HostFrame::Reject { reason }) => Err(Some(reason)),
            _ => Err(None),
        }
    }

    /// Runs the exchange of a resume with `ticket` (the nonce from `seed`).
    pub async fn exchange_resume(
        &mut self,
        ticket: &ResumeTicket,
        seed: u8,
    ) -> Result<(), Option<RejectReason>> {
        let nonce = [seed; 32];
        let hello = ClientFrame::Hello {
            protocol: PROTOCOL_VERSION,
            purpose: Purpose::Resume {
                id: ticket.id,
                nonce,
            },
        };
        self.write(&frame::encode(&hello).unwrap())
            .await
            .map_err(|_| None)?;
        match self.next_frame(Duration::from_secs(10)).await {
            Some(HostFrame::Challenge { bytes }) => {
                let host: [u8; 32] = bytes.try_into().map_err(|_| None)?;
                self.channel = Some(Channel::client(resume_keys(&ticket.secret, &nonce, &host)));
                Ok(())
            }
            Some(HostFrame::Reject { reason }) => Err(Some(reason)),
            _ => Err(None),
        }
    }

    /// The sealed frame of `message` (the channel must be open).
    pub fn sealed<G: Game>(&mut self, message: &ClientMsg<G>) -> Vec<u8> {
        let payload = frame::payload(message).unwrap();
        self.channel
            .as_mut()
            .expect("an exchange first")
            .seal(&payload, |seq, bytes| ClientFrame::Sealed { seq, bytes })
            .unwrap()
    }

    /// Seals and sends `message`.
    pub async fn send<G: Game>(&mut self, message: &ClientMsg<G>) -> std::io::Result<()> {
        let bytes = self.sealed(message);
        self.write(&bytes).await
    }

    /// The exchange with `code`, then a sealed join hello: the device's first message.
    pub async fn join<G: Game>(
        &mut self,
        code: &str,
        name: &str,
        seats: u8,
        key: u64,
    ) -> Result<(), Option<RejectReason>> {
        self.exchange(code, key as u8).await?;
        self.send(&hello::<G>(name, Auth::Join { seats, key }))
            .await
            .map_err(|_| None)
    }

    /// The next frame from the host within `bound`, undecoded.
    pub async fn next_frame(&mut self, bound: Duration) -> Option<HostFrame> {
        let payload = self.next_payload(bound).await?;
        frame::decode(&payload).ok()
    }

    async fn next_payload(&mut self, bound: Duration) -> Option<Vec<u8>> {
        let mut buf = [0u8; 4096];
        tokio::time::timeout(bound, async {
            loop {
                if let Ok(Some(payload)) = self.decoder.next_frame() {
                    return Some(payload);
                }
                match self.stream.read(&mut buf).await {
                    Ok(0) | Err(_) => return None,
                    Ok(n) => {
                        self.received += n;
                        self.decoder.push(&buf[..n]);
                    }
                }
            }
        })
        .await
        .ok()
        .flatten()
    }

    /// The next thing the host said within `bound`, opened.
    pub async fn next<G: Game>(&mut self, bound: Duration) -> Heard<G> {
        loop {
            match self.next_frame(bound).await {
                None => return Heard::Closed,
                Some(HostFrame::Reject { reason }) => return Heard::Refused(reason),
                Some(HostFrame::Sealed { seq, bytes }) => {
                    let Some(channel) = self.channel.as_mut() else {
                        return Heard::Closed;
                    };
                    let Ok(payload) = channel.open(seq, &bytes) else {
                        continue;
                    };
                    match frame::decode(&payload) {
                        Ok(message) => return Heard::Message(message),
                        Err(_) => continue,
                    }
                }
                Some(HostFrame::Challenge { .. }) => continue,
            }
        }
    }

    /// Reads until the host sends its welcome (`Some`) or refuses or closes (`None`).
    pub async fn welcome<G: Game>(
        &mut self,
        bound: Duration,
    ) -> Result<spieleabend_core::nearby::Welcome, Option<RejectReason>> {
        loop {
            match self.next::<G>(bound).await {
                Heard::Message(HostMsg::Welcome(welcome)) => return Ok(welcome),
                Heard::Message(HostMsg::Reject { reason }) | Heard::Refused(reason) => {
                    return Err(Some(reason));
                }
                Heard::Message(_) => {}
                Heard::Closed => return Err(None),
            }
        }
    }

    /// Reads and drops what the host sends until it closes the connection (`true`) or
    /// `bound` is over (`false`).
    pub async fn closed_within(&mut self, bound: Duration) -> bool {
        let mut buf = [0u8; 4096];
        tokio::time::timeout(bound, async {
            loop {
                match self.stream.read(&mut buf).await {
                    Ok(0) | Err(_) => return,
                    Ok(n) => self.received += n,
                }
            }
        })
        .await
        .is_ok()
    }
}

/// A sealed hello with `auth`.
pub fn hello<G: Game>(name: &str, auth: Auth) -> ClientMsg<G> {
    ClientMsg::Hello {
        app_version: "test".into(),
        name: name.into(),
        auth,
    }
}
