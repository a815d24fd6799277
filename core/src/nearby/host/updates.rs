//! Updates: each device's own redacted events and views, split into frames, and the
//! public table status.

use super::*;
use crate::nearby::patch::Patch;

impl<G: TableGame> Host<G> {
    pub(super) fn status(table: &Table<G>) -> TableStatus {
        TableStatus {
            game_number: table.game_number(),
            to_act: Self::table_to_act(table),
            kinds: table.seats().iter().map(|s| s.kind).collect(),
            names: table.seats().iter().map(|s| s.name.clone()).collect(),
            outcome: table.outcome(),
        }
    }

    pub(super) fn table_to_act(table: &Table<G>) -> crate::engine::ToAct {
        use crate::table::Pending;
        match table.pending() {
            Pending::Human { seat, .. } | Pending::Bot { seat, .. } | Pending::Remote { seat } => {
                crate::engine::ToAct::Seat(seat)
            }
            Pending::Finished => crate::engine::ToAct::Finished,
        }
    }

    /// Sends every connected device what changed for it.
    pub(super) fn flush_all(&mut self) {
        let ids: Vec<DeviceId> = self
            .devices
            .iter()
            .filter(|(_, d)| d.conn.is_some())
            .map(|(&id, _)| id)
            .collect();
        for id in ids {
            self.send_update(id, false);
        }
        self.open_if_over();
    }

    /// Sends device `id` what changed at the table (nothing before the first deal).
    pub(super) fn send_update(&mut self, id: DeviceId, force_snapshot: bool) {
        let Some(table) = &self.table else {
            return;
        };
        let status = Self::status(table);
        let dev = &self.devices[&id];
        let Some(conn) = dev.conn else {
            return;
        };
        let legal = match status.to_act.seat() {
            Some(seat) if dev.seats.contains(&seat) => {
                table.legal_actions(seat).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let snapshot = force_snapshot || dev.game_number != Some(table.game_number());
        let next = table.next_seq();
        let fingerprint = (
            status.clone(),
            legal.clone(),
            dev.last_cseq,
            dev.last_applied,
        );
        if !snapshot && dev.cursor == next && dev.last_sent.as_ref() == Some(&fingerprint) {
            return;
        }
        let from = if snapshot { 0 } else { dev.cursor };
        // What changed in the status, views and legal actions, as patches of what this
        // connection holds (from nothing for a snapshot). Held only once sent.
        let views: Vec<(Seat, G::View)> = dev
            .seats
            .iter()
            .filter_map(|&seat| Some((seat, table.view(seat).ok()?)))
            .collect();
        let mut sent = if snapshot {
            UpdateBytes::default()
        } else {
            dev.sent.clone()
        };
        let (status_patch, legal_patch, view_patches) = sent.diff::<G>(&status, &legal, &views);
        // Events `lo..hi` of each of the device's seats; the first part of an update
        // carries the patches, later parts change nothing more.
        let seat_updates = |lo: u32, hi: u32, first: bool| -> Vec<SeatUpdate<G>> {
            view_patches
                .iter()
                .filter_map(|(seat, patch)| {
                    let mut events = table.events(*seat, lo).ok()?;
                    events.retain(|e| e.seq < hi);
                    Some(SeatUpdate {
                        seat: *seat,
                        events,
                        view: if first {
                            patch.clone()
                        } else {
                            Patch::default()
                        },
                    })
                })
                .collect()
        };
        // A long log may not fit one frame: split it into consecutive updates, the
        // first of which (for a snapshot) resets the client.
        let mut frames = Vec::new();
        let mut lo = from;
        loop {
            let mut hi = next;
            let first = frames.is_empty();
            let bytes = loop {
                let message = HostMsg::Update {
                    hseq: dev.hseq + 1 + frames.len() as u64,
                    snapshot: snapshot && first,
                    more: hi < next,
                    last_cseq: dev.last_cseq,
                    last_applied: dev.last_applied,
                    status: if first {
                        status_patch.clone()
                    } else {
                        Patch::default()
                    },
                    seats: seat_updates(lo, hi, first),
                    legal: if first {
                        legal_patch.clone()
                    } else {
                        Patch::default()
                    },
                };
                match frame::payload(&message) {
                    Ok(bytes) => break Some(bytes),
                    Err(FrameError::Oversize(_)) if hi > lo + 1 => hi = lo + (hi - lo) / 2,
                    Err(_) => break None,
                }
            };
            let Some(bytes) = bytes else {
                return; // a single event over the cap: nothing sensible to send
            };
            frames.push(bytes);
            lo = hi;
            if lo >= next {
                break;
            }
        }
        let game_number = table.game_number();
        let dev = self.devices.get_mut(&id).expect("device");
        dev.hseq += frames.len() as u64;
        dev.cursor = next;
        dev.game_number = Some(game_number);
        dev.last_sent = Some(fingerprint);
        dev.sent = sent;
        for payload in frames {
            self.push_sealed(conn, payload);
        }
    }
}
