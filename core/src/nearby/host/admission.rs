//! Admission: joining with the code, resuming with a token, the limits on wrong
//! codes and unknown tokens, the welcome, and forgetting devices.

use super::*;

impl<G: TableGame> Host<G> {
    pub(super) fn hello(&mut self, conn: ConnId, name: String, auth: Auth, now: u64) {
        let name = clean_text(&name, MAX_NAME_CHARS);
        match auth {
            Auth::Info { code } => {
                if self.code_hellos_wait(conn, now) {
                    self.cut(conn, RejectReason::JoinLocked, now);
                } else if code != self.join_code {
                    self.wrong_code(conn, now);
                } else {
                    self.send(conn, &HostMsg::Info(self.info()));
                    self.conns.remove(&conn);
                    self.outputs.push(HostOutput::Close { conn });
                }
            }
            Auth::Join { code, seats, key } => {
                if self.code_hellos_wait(conn, now) {
                    self.cut(conn, RejectReason::JoinLocked, now);
                    return;
                }
                if code != self.join_code {
                    self.wrong_code(conn, now);
                    return;
                }
                if let Some((&id, _)) = self.devices.iter().find(|(_, d)| d.key == key && !d.left) {
                    self.resume(conn, id, 0);
                    return;
                }
                let free = self.free_seats();
                let spectators = self
                    .devices
                    .values()
                    .filter(|d| !d.left && d.seats.is_empty())
                    .count();
                if seats as usize > free.len() || (seats == 0 && spectators >= MAX_SPECTATORS) {
                    self.cut(conn, RejectReason::TableFull, now);
                    return;
                }
                let seats = free[..seats as usize].to_vec();
                // A seat freed by a device that left is a bot's meanwhile: the new
                // device plays it from now on.
                for &seat in &seats {
                    if self.seats()[seat.index()].kind != SeatKind::Remote {
                        self.set_kind(seat, SeatKind::Remote);
                    }
                }
                // The device's first seat is called by the name it joined with.
                if let Some(&first) = seats.first()
                    && super::takes_name(self.seats().iter().map(|s| s.name.as_str()), first, &name)
                {
                    self.set_name(first, &name);
                }
                let id = self.next_device;
                self.next_device += 1;
                let token = self.rng.next_u64();
                self.devices.insert(
                    id,
                    Device {
                        name: name.clone(),
                        key,
                        seats: seats.clone(),
                        token,
                        conn: Some(conn),
                        away_since: None,
                        taken_over: false,
                        left: false,
                        last_cseq: 0,
                        last_applied: 0,
                        last_answer: None,
                        hseq: 0,
                        cursor: 0,
                        game_number: None,
                        last_sent: None,
                        sent: UpdateBytes::default(),
                        commitment: None,
                        snapshots: Budget::full(SNAPSHOT_BURST, SNAPSHOT_REFILL_MS, now),
                    },
                );
                self.conns.get_mut(&conn).expect("open").device = Some(id);
                self.outputs.push(HostOutput::Event(HostEvent::Joined {
                    device: id,
                    name,
                    seats,
                }));
                self.welcome(id);
                self.broadcast_lobby();
            }
            Auth::Resume { token, next_cseq } => {
                // No device to resume: nothing to guess.
                if self.devices.values().all(|d| d.left) {
                    self.cut(conn, RejectReason::UnknownToken, now);
                    return;
                }
                // Tokens are checked only while the table's budget of unknown tokens
                // lasts; meanwhile the hello is held unanswered (the device repeats it,
                // and the hello timeout closes a connection that never gets through).
                if self.token_budget.left(now) == 0 {
                    return;
                }
                let Some((&id, _)) = self
                    .devices
                    .iter()
                    .find(|(_, d)| d.token == token && !d.left)
                else {
                    self.token_budget.take(now);
                    self.cut(conn, RejectReason::UnknownToken, now);
                    return;
                };
                self.resume(conn, id, next_cseq);
            }
        }
    }

    /// Gives device `id` back its seats on `conn`.
    /// Gives device `id` back its seats on `conn`; action numbers below `next_cseq`
    /// not answered yet are given up.
    pub(super) fn resume(&mut self, conn: ConnId, id: DeviceId, next_cseq: u32) {
        // A resumed device supersedes its old connection, if still open.
        if let Some(old) = self.devices[&id].conn
            && old != conn
        {
            self.conns.remove(&old);
            self.outputs.push(HostOutput::Close { conn: old });
        }
        self.conns.get_mut(&conn).expect("open").device = Some(id);
        let dev = self.devices.get_mut(&id).expect("found");
        // Wider arithmetic: `last_cseq` may be `u32::MAX` already.
        if u64::from(next_cseq) > u64::from(dev.last_cseq) + 1 {
            dev.last_cseq = next_cseq - 1;
            dev.last_answer = None;
        }
        dev.conn = Some(conn);
        dev.away_since = None;
        dev.hseq = 0;
        dev.last_sent = None;
        dev.sent.clear();
        dev.game_number = None;
        self.outputs
            .push(HostOutput::Event(HostEvent::Resumed { device: id }));
        if dev.taken_over {
            dev.taken_over = false;
            let seats = dev.seats.clone();
            for &seat in &seats {
                self.set_kind(seat, SeatKind::Remote);
            }
            self.outputs.push(HostOutput::Event(HostEvent::HandedBack {
                device: id,
                seats,
            }));
        }
        self.welcome(id);
        self.flush_all();
        self.broadcast_lobby();
    }

    /// Whether hellos with a code on `conn` are refused unchecked now: the table's or the
    /// connection's source's budget of wrong codes is used up.
    fn code_hellos_wait(&mut self, conn: ConnId, now: u64) -> bool {
        self.code_budget.left(now) == 0 || self.source_budget(conn, now).left(now) == 0
    }

    /// The budget of wrong codes of `conn`'s source. A source seen for the first time
    /// gets a full one; when [`MAX_TRACKED_SOURCES`] are remembered, the sources that
    /// owe nothing are forgotten first, then the oldest.
    pub(super) fn source_budget(&mut self, conn: ConnId, now: u64) -> &mut Budget {
        let source = self.conns.get(&conn).and_then(|c| c.source);
        if !self.source_budgets.contains_key(&source)
            && self.source_budgets.len() >= MAX_TRACKED_SOURCES
        {
            self.source_budgets.retain(|_, budget| !budget.is_full(now));
            if self.source_budgets.len() >= MAX_TRACKED_SOURCES {
                self.source_budgets.pop_first();
            }
        }
        self.source_budgets
            .entry(source)
            .or_insert_with(|| Budget::full(WRONG_CODE_BURST, WRONG_CODE_REFILL_MS, now))
    }

    /// A wrong join code on `conn`: it uses one of the connection's attempts, one of
    /// its source's and one of the table's. The answer counts the attempts left before
    /// the connection closes or its source (or the table) has to wait, whichever comes
    /// first.
    pub(super) fn wrong_code(&mut self, conn: ConnId, now: u64) {
        let source_budget = self.source_budget(conn, now);
        source_budget.take(now);
        let source_left = source_budget.left(now);
        self.code_budget.take(now);
        let table_left = self.code_budget.left(now);
        let c = self.conns.get_mut(&conn).expect("open");
        c.wrong_attempts = c.wrong_attempts.saturating_add(1);
        let left = self
            .config
            .attempts_per_connection
            .saturating_sub(c.wrong_attempts)
            .min(table_left.min(source_left).min(u32::from(u8::MAX)) as u8);
        if table_left == 0 {
            // The host is told that joining by code pauses for everybody.
            self.outputs.push(HostOutput::Event(HostEvent::Refused {
                conn,
                reason: RejectReason::JoinLocked,
            }));
        }
        if left == 0 {
            self.cut(conn, RejectReason::WrongJoinCode { attempts_left: 0 }, now);
        } else {
            let reason = RejectReason::WrongJoinCode {
                attempts_left: left,
            };
            self.send(
                conn,
                &HostMsg::Reject {
                    reason: reason.clone(),
                },
            );
            self.outputs
                .push(HostOutput::Event(HostEvent::Refused { conn, reason }));
        }
    }

    /// Admits device `id` on its connection: the welcome, then where the table is —
    /// the lobby, or the fairness record and a snapshot of the game (and the opening of
    /// the last finished game).
    pub(super) fn welcome(&mut self, id: DeviceId) {
        let dev = &self.devices[&id];
        let conn = dev.conn.expect("welcomed devices are connected");
        let message = HostMsg::Welcome(Welcome {
            protocol: PROTOCOL_VERSION,
            device: id,
            seats: dev.seats.clone(),
            resume_token: dev.token,
            last_cseq: dev.last_cseq,
            last_applied: dev.last_applied,
            info: self.info(),
        });
        self.send(conn, &message);
        self.send_update(id, true);
        if self.phase == Phase::Lobby {
            self.send_lobby(id, true);
        } else {
            self.send_deal_record(id);
        }
    }

    /// Remote seats without a device: never taken, or freed by a device that left
    /// (said bye; a bot plays them until a new device joins). A device away or taken
    /// over by a bot keeps its seats: it may come back with its token.
    pub(super) fn free_seats(&self) -> Vec<Seat> {
        let taken: Vec<Seat> = self
            .devices
            .values()
            .filter(|d| !d.left)
            .flat_map(|d| d.seats.iter().copied())
            .collect();
        self.remote_seats
            .iter()
            .copied()
            .filter(|s| !taken.contains(s))
            .collect()
    }

    /// Forgets a device that left, or a spectator past its grace: nothing of it is
    /// kept (a deal record that lists it keeps its entry, left out if not revealed).
    pub(super) fn forget(&mut self, id: DeviceId) {
        if let Some(dev) = self.devices.remove(&id)
            && let Some(conn) = dev.conn
        {
            self.conns.remove(&conn);
            self.outputs.push(HostOutput::Close { conn });
        }
        let _ = self.try_deal();
        self.broadcast_lobby();
    }
}
