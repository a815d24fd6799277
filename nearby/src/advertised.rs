//! A hosted table advertised on the network ([`discovery`]) with its free seats kept
//! current: a task watches the host's [`TableMark`]s and re-announces the TXT record
//! whenever the count of free remote seats changes — devices joining (down to
//! `free=0` for a full table), devices leaving with a bye (their seats are free again),
//! lobby changes and rematches. The advertisement is withdrawn when the handle is
//! stopped or dropped, and by itself once the host stops.

use std::sync::{Arc, Mutex};

use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::discovery::{self, Advertisement, DiscoveryError, TableAd};
use crate::host::HostHandle;
use crate::table_mark::TableMark;
use spieleabend_core::bots::TableGame;

/// The advertisement of a running host's table. Dropping it withdraws it.
pub struct HostAdvertisement {
    shared: Arc<Mutex<Option<Advertisement>>>,
    task: JoinHandle<()>,
    instance: String,
    name: String,
}

impl<G: TableGame> HostHandle<G> {
    /// Advertises this table as `name` on the local network (DNS-SD, see
    /// [`discovery`]) with the TCP port it listens on, and keeps the advertised free
    /// seats equal to the host's from now on. Refused with
    /// [`DiscoveryError::Invalid`] for a host without a TCP listener (links only) or
    /// an empty name, [`DiscoveryError::Unavailable`] where mDNS cannot start. Call it
    /// inside the tokio runtime that runs the host.
    pub async fn advertise(&self, name: &str) -> Result<HostAdvertisement, DiscoveryError> {
        let port = self
            .tcp_addr()
            .ok_or_else(|| {
                DiscoveryError::Invalid("a host without a TCP listener is not advertised".into())
            })?
            .port();
        let marks = self.table_marks();
        let (players, free_seats) =
            self.with_host(|h| (h.seats().len() as u8, h.free_seat_count()));
        let advertisement = discovery::advertise(&TableAd {
            name: name.to_string(),
            game: G::ID.to_string(),
            free_seats,
            players,
            port,
        })?;
        let instance = advertisement.instance().to_string();
        let name = advertisement.ad().name.clone();
        let shared = Arc::new(Mutex::new(Some(advertisement)));
        let task = tokio::spawn(keep_current(marks, shared.clone()));
        Ok(HostAdvertisement {
            shared,
            task,
            instance,
            name,
        })
    }
}

/// Re-announces the free seats whenever the host's mark changes them; withdraws the
/// advertisement once the host stops (its marks end).
async fn keep_current(
    mut marks: watch::Receiver<TableMark>,
    shared: Arc<Mutex<Option<Advertisement>>>,
) {
    loop {
        let free = marks.borrow_and_update().free_seats;
        if let Ok(mut advertisement) = shared.lock()
            && let Some(advertisement) = advertisement.as_mut()
        {
            // Best effort: a stale count only misleads a browser briefly, and the
            // next change announces again. Each announcement's TXT `rev` differs, so
            // browsers take the newest record even when changes come quickly.
            let _ = advertisement.update(free);
        }
        if marks.changed().await.is_err() {
            break;
        }
    }
    let gone = shared.lock().ok().and_then(|mut a| a.take());
    if let Some(advertisement) = gone {
        // The goodbye waits for the daemon (bounded): not on a runtime worker.
        let _ = tokio::task::spawn_blocking(move || advertisement.stop()).await;
    }
}

impl HostAdvertisement {
    /// The DNS-SD instance name (the table's name and a tag), as browsers report it.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// The advertised table name (cut to [`discovery::MAX_NAME_CHARS`]).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The free seats advertised now (`None` once withdrawn).
    pub fn free_seats(&self) -> Option<u8> {
        let advertisement = self.shared.lock().ok()?;
        advertisement.as_ref().map(|a| a.ad().free_seats)
    }

    /// Withdraws the advertisement (a goodbye on the network; waits at most about a
    /// second for the daemon).
    pub fn stop(self) -> Result<(), DiscoveryError> {
        self.task.abort();
        let taken = self.shared.lock().ok().and_then(|mut a| a.take());
        match taken {
            Some(advertisement) => advertisement.stop(),
            None => Ok(()),
        }
    }
}

impl Drop for HostAdvertisement {
    fn drop(&mut self) {
        self.task.abort();
    }
}
