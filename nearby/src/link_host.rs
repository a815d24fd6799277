//! Attaching links (e.g. Bluetooth) to a host: each link is a connection of the host
//! machine like an accepted TCP stream.

use crate::host::HostHandle;
use crate::link::{self, Link, LinkInput};
use crate::timings::now_ms;
use spieleabend_core::bots::TableGame;

impl<G: TableGame> HostHandle<G> {
    /// Takes a device's link: the host machine gets a new connection (the device's
    /// hello comes over it), frames go out through `link`, and the returned input is
    /// what the transport calls with the bytes it reads and when the link is gone.
    pub fn attach(&self, mut link: Box<dyn Link>) -> LinkInput {
        let Ok(mut host) = self.shared.lock() else {
            // A poisoned host takes no devices: the link is closed at once, and the
            // input (connection 0, never handed out) goes nowhere.
            link.close();
            return LinkInput::new(0, self.links.clone());
        };
        let conn = host.connect(now_ms(self.start));
        drop(host);
        link::attach(&self.links, conn, link)
    }
}
