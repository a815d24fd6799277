//! Asking a host what it plays over TCP, before a typed client is built: the core's
//! [`Probe`] machine on one connection.

use std::io;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::ToSocketAddrs;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::time::timeout;

use crate::client::open;
use crate::timings::{NearbyTimings, READ_CHUNK, ms};
use spieleabend_core::nearby::{LobbyInfo, Probe, ProbeOutput, RejectReason};

/// Why [`probe`] learned nothing.
#[derive(Debug, thiserror::Error)]
pub enum ProbeError {
    /// The host could not be reached, or the connection failed.
    #[error("cannot reach the host: {0}")]
    Io(#[from] io::Error),
    /// The host refused (e.g. a wrong join code).
    #[error("the host refused: {0}")]
    Refused(RejectReason),
    /// The host's answer is not this protocol's (another version or program).
    #[error("the host's answer is not understood (another version?)")]
    NotUnderstood,
}

/// Asks the host at `addr` what it plays (the game id and its options), before a typed
/// client is built: one connection with the join-code exchange and a hello of kind
/// `Info`, which the host answers with the [`LobbyInfo`] and closes. A wrong `code`
/// counts as a wrong attempt at the host, as for a join. To try another code after a
/// wrong one, use a [`Prober`]: it asks again on the same connection, so the attempts
/// left count down.
pub async fn probe<A: ToSocketAddrs>(
    addr: A,
    code: &str,
    timings: &NearbyTimings,
) -> Result<LobbyInfo, ProbeError> {
    Prober::open(addr, timings).await?.ask(code).await
}

/// A connection for asking a host what it plays, kept open between tries of the join
/// code: the host counts wrong codes per connection, so the attempts left it reports
/// ([`RejectReason::WrongJoinCode`]) count down from one try to the next.
pub struct Prober {
    read: OwnedReadHalf,
    write: OwnedWriteHalf,
    machine: Option<Probe>,
    limit: std::time::Duration,
}

impl Prober {
    /// Opens the connection to the host at `addr`.
    pub async fn open<A: ToSocketAddrs>(addr: A, timings: &NearbyTimings) -> io::Result<Prober> {
        let stream = open(&addr, timings).await?;
        let (read, write) = stream.into_split();
        Ok(Prober {
            read,
            write,
            machine: None,
            limit: ms(timings.read_timeout_ms),
        })
    }

    /// Asks with `code`. After [`RejectReason::WrongJoinCode`] with attempts left, the
    /// connection stays open for another try; after any other answer the host has
    /// closed it.
    pub async fn ask(&mut self, code: &str) -> Result<LobbyInfo, ProbeError> {
        match &mut self.machine {
            Some(machine) => machine.retry(code),
            None => {
                let entropy = crate::secret::os_entropy()?;
                self.machine = Some(Probe::new(code, env!("CARGO_PKG_VERSION"), entropy));
            }
        }
        let mut buf = vec![0u8; READ_CHUNK];
        loop {
            let outputs = self.machine.as_mut().expect("made above").take_outputs();
            for output in outputs {
                match output {
                    ProbeOutput::Send(bytes) => {
                        timeout(self.limit, self.write.write_all(&bytes))
                            .await
                            .map_err(|_| {
                                io::Error::new(io::ErrorKind::TimedOut, "writing timed out")
                            })??;
                    }
                    ProbeOutput::Info(info) => return Ok(info),
                    ProbeOutput::Refused(reason) => return Err(ProbeError::Refused(reason)),
                    ProbeOutput::NotUnderstood => return Err(ProbeError::NotUnderstood),
                }
            }
            let n = timeout(self.limit, self.read.read(&mut buf))
                .await
                .map_err(|_| io::Error::new(io::ErrorKind::TimedOut, "no answer"))??;
            if n == 0 {
                return Err(ProbeError::NotUnderstood);
            }
            self.machine
                .as_mut()
                .expect("made above")
                .receive(&buf[..n]);
        }
    }
}
