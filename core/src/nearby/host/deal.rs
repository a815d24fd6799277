//! Deal and fairness: the start, the reveals and their deadline, the deal from the
//! revealed values, the opening at the end of a game (split into parts when long),
//! and the rematch.

use super::*;

impl<G: TableGame> Host<G> {
    /// Starts the game of the lobby: fixes the fairness record (the host's commitment
    /// and the commitments of the devices that made one, in device order) and asks the
    /// listed devices to reveal. The game is dealt once every listed device revealed or
    /// was left out (its seats taken over by a bot, it left, or its value was not in
    /// [`REVEAL_TIMEOUT_MS`] after the latest time the host was given). Devices that
    /// join later contribute nothing to this game.
    pub fn start(&mut self) -> Result<(), HostError> {
        if self.phase != Phase::Lobby {
            return Err(HostError::AlreadyStarted);
        }
        let game_number = self.game_number;
        let entries: Vec<Entry> = self
            .devices
            .iter()
            .filter(|(_, d)| !d.left && !d.taken_over)
            .filter_map(|(&device, d)| match d.commitment {
                Some((g, commitment)) if g == game_number => Some(Entry { device, commitment }),
                _ => None,
            })
            .collect();
        let n = entries.len();
        self.deal = Some(Deal {
            record: DealRecord {
                game_number,
                host_commitment: fairness::commitment(game_number, &self.host_value),
                entries,
            },
            values: vec![None; n],
            settled: vec![false; n],
        });
        self.phase = Phase::Revealing;
        self.reveal_deadline = Some(self.now + REVEAL_TIMEOUT_MS);
        self.outputs.push(HostOutput::Event(HostEvent::Started {
            game_number,
            entries: n,
        }));
        let ids: Vec<DeviceId> = self.connected_devices();
        for id in ids {
            self.send_deal_record(id);
        }
        self.try_deal()
    }

    /// Opens the lobby for the next game once this one is over (with a fresh host
    /// value); [`Host::start`] deals it. Devices commit anew for every game.
    pub fn rematch(&mut self) -> Result<(), HostError> {
        let table = self.table.as_ref().ok_or(HostError::NotStarted)?;
        if self.phase != Phase::Playing || table.outcome().is_none() {
            return Err(TableError::GameNotOver.into());
        }
        self.game_number += 1;
        self.phase = Phase::Lobby;
        self.deal = None;
        self.values.fill_bytes(&mut self.host_value);
        self.outputs.push(HostOutput::Event(HostEvent::LobbyOpened {
            game_number: self.game_number,
        }));
        // The last game's opening again first, in case a device missed it.
        for id in self.connected_devices() {
            self.send_lobby(id, true);
        }
        self.lobby_dirty = false;
        self.lobby_sent_at = Some(self.now);
        Ok(())
    }

    /// The last finished game's opening (in one frame or in parts).
    pub(super) fn send_opening(&mut self, conn: ConnId) {
        for payload in self.opening_frames.clone() {
            self.push_sealed(conn, payload);
        }
    }

    pub(super) fn send_deal_record(&mut self, id: DeviceId) {
        let (Some(conn), Some(deal)) = (self.devices[&id].conn, &self.deal) else {
            return;
        };
        let record = deal.record.clone();
        self.send(conn, &HostMsg::Deal(record));
        if self
            .opening
            .as_ref()
            .is_some_and(|o| o.game_number == self.game_number)
        {
            self.send_opening(conn);
        }
    }

    /// The reveals still missing when the deadline passed are left out; the game is
    /// dealt without them.
    pub(super) fn give_up_reveals(&mut self) {
        if let Some(deal) = &mut self.deal {
            deal.settled.iter_mut().for_each(|s| *s = true);
        }
        let _ = self.try_deal();
    }

    pub(super) fn reveal(&mut self, id: DeviceId, game_number: u32, value: Value) {
        if self.phase != Phase::Revealing {
            return;
        }
        let Some(deal) = &mut self.deal else {
            return;
        };
        if deal.record.game_number != game_number {
            return;
        }
        let Some(i) = deal.record.entries.iter().position(|e| e.device == id) else {
            return;
        };
        if deal.settled[i] {
            return;
        }
        deal.settled[i] = true;
        if fairness::commitment(game_number, &value) == deal.record.entries[i].commitment {
            deal.values[i] = Some(value);
        }
        let _ = self.try_deal();
    }

    /// Deals once every listed device revealed or was left out.
    pub(super) fn try_deal(&mut self) -> Result<(), HostError> {
        if self.phase != Phase::Revealing {
            return Ok(());
        }
        let Some(deal) = &mut self.deal else {
            return Ok(());
        };
        for (i, entry) in deal.record.entries.iter().enumerate() {
            if self
                .devices
                .get(&entry.device)
                .is_none_or(|dev| dev.left || dev.taken_over)
            {
                deal.settled[i] = true;
            }
        }
        if !deal.settled.iter().all(|&s| s) {
            return Ok(());
        }
        let seed = fairness::derive_seed(&deal.record, &self.host_value, &deal.values);
        let left_out = deal.values.iter().filter(|v| v.is_none()).count();
        match &mut self.table {
            Some(table) => table.rematch_with_game_seed(seed)?,
            None => {
                self.table = Some(Table::with_game_seed(
                    self.setup.options.clone(),
                    self.setup.seats.clone(),
                    self.setup.settings.clone(),
                    self.setup.seed,
                    seed,
                )?)
            }
        }
        self.phase = Phase::Playing;
        self.reveal_deadline = None;
        self.outputs.push(HostOutput::Event(HostEvent::Dealt {
            game_number: self.game_number,
            left_out,
        }));
        self.flush_all();
        Ok(())
    }

    /// Once the game in play is over: the opening of its deal, to every device.
    pub(super) fn open_if_over(&mut self) {
        let (Some(table), Some(deal)) = (&self.table, &self.deal) else {
            return;
        };
        if self.phase != Phase::Playing
            || table.outcome().is_none()
            || self
                .opening
                .as_ref()
                .is_some_and(|o| o.game_number == deal.record.game_number)
        {
            return;
        }
        let opening = Opening {
            game_number: deal.record.game_number,
            host_value: self.host_value,
            entries: deal.record.entries.clone(),
            values: deal.values.clone(),
            seed: table.game_seed(),
            steps: table.steps().iter().map(|s| (s.seat, s.action)).collect(),
        };
        self.opening_frames = opening_frames(&opening);
        self.opening = Some(opening);
        for id in self.connected_devices() {
            let conn = self.devices[&id].conn.expect("connected");
            self.send_opening(conn);
        }
    }
}

/// The messages of an opening, encoded: one `Opening`, or when that does not fit a
/// frame its postcard encoding cut into `OpeningPart`s (at most [`MAX_OPENING_PARTS`]).
fn opening_frames<G: Game>(opening: &Opening<G>) -> Vec<Vec<u8>> {
    match frame::payload(&HostMsg::Opening(opening.clone())) {
        Ok(bytes) => vec![bytes],
        Err(_) => {
            let Ok(encoded) = postcard::to_stdvec(opening) else {
                return Vec::new();
            };
            // Room for the part's header fields within the frame.
            let chunk = MAX_FRAME - 64;
            let parts = encoded.len().div_ceil(chunk);
            let Ok(parts) = u16::try_from(parts) else {
                return Vec::new();
            };
            if parts > MAX_OPENING_PARTS {
                return Vec::new();
            }
            encoded
                .chunks(chunk)
                .enumerate()
                .filter_map(|(part, bytes)| {
                    frame::payload(&HostMsg::<G>::OpeningPart {
                        game_number: opening.game_number,
                        part: part as u16,
                        parts,
                        bytes: bytes.to_vec(),
                    })
                    .ok()
                })
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::elfer_raus::{Action, Card, Colour, ElferRaus};

    /// An opening over a frame (a very long match) goes out in parts that join into it
    /// again; a short one in one frame.
    #[test]
    fn a_long_opening_is_cut_into_parts_that_join_into_it() {
        let lay = Action::Lay(Card::new(Colour::Blue, 20).expect("a card"));
        let opening = |steps: usize| Opening::<ElferRaus> {
            game_number: 3,
            host_value: [7; 32],
            entries: Vec::new(),
            values: Vec::new(),
            seed: 11,
            steps: (0..steps)
                .map(|i| {
                    (
                        Seat((i % 6) as u8),
                        if i % 2 == 0 { lay } else { Action::EndTurn },
                    )
                })
                .collect(),
        };
        assert_eq!(opening_frames(&opening(1_000)).len(), 1);
        let long = opening(60_000);
        let frames = opening_frames(&long);
        assert!(frames.len() > 1, "{} frames", frames.len());
        let mut joined = Vec::new();
        for (i, bytes) in frames.iter().enumerate() {
            assert!(bytes.len() <= MAX_FRAME);
            let HostMsg::<ElferRaus>::OpeningPart {
                game_number,
                part,
                parts,
                bytes,
            } = frame::decode(bytes).expect("a message")
            else {
                panic!("a part");
            };
            assert_eq!(
                (game_number, part, parts),
                (3, i as u16, frames.len() as u16)
            );
            joined.extend(bytes);
        }
        assert_eq!(frame::decode::<Opening<ElferRaus>>(&joined), Ok(long));
    }
}
