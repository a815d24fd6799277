//! The lobby: the list of devices each device is shown, gathered in time, and the
//! commitments that arrive before a game starts.

use super::*;

impl<G: TableGame> Host<G> {
    /// The lobby as device `id` sees it, after the last game's opening if
    /// `with_opening` (for a device that may have missed it).
    pub(super) fn send_lobby(&mut self, id: DeviceId, with_opening: bool) {
        let dev = &self.devices[&id];
        let Some(conn) = dev.conn else {
            return;
        };
        let status = LobbyStatus {
            game_number: self.game_number,
            players: self.players(),
            committed: dev.commitment.is_some_and(|(g, _)| g == self.game_number),
        };
        if with_opening {
            self.send_opening(conn);
        }
        self.send(conn, &HostMsg::Lobby(status));
    }

    /// The lobby list to every device, at most once per [`LOBBY_INTERVAL_MS`]: a
    /// change sooner than that is gathered and sent by [`Host::tick`] when due, so a
    /// stream of joins and leaves costs one list per interval, not one per change.
    pub(super) fn broadcast_lobby(&mut self) {
        if self.phase != Phase::Lobby {
            self.lobby_dirty = false;
            return;
        }
        if self
            .lobby_sent_at
            .is_some_and(|t| self.now < t + LOBBY_INTERVAL_MS)
        {
            self.lobby_dirty = true;
            return;
        }
        self.lobby_dirty = false;
        self.lobby_sent_at = Some(self.now);
        for id in self.connected_devices() {
            self.send_lobby(id, false);
        }
    }

    pub(super) fn commit(&mut self, id: DeviceId, game_number: u32, commitment: Hash) {
        if self.phase != Phase::Lobby || game_number != self.game_number {
            return; // late or early: the device commits again when it sees the lobby
        }
        let dev = self.devices.get_mut(&id).expect("device");
        dev.commitment = Some((game_number, commitment));
        // Answered from the device's credit (the device repeats its commitment until a
        // lobby list says it arrived).
        if let Some(conn) = dev.conn
            && dev.credit.allows()
        {
            self.answered(conn, |host| host.send_lobby(id, false));
        }
    }
}
