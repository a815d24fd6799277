//! Admission: the sealed hello after an exchange (joining, resuming, asking what is
//! played), names made distinct, the join code and what guessing does to it, the
//! welcome, and forgetting devices.

use super::*;
use crate::nearby::limits::{
    DEVICE_WELCOME_GRANT, LONG_CODE_DIGITS, LONGEST_CODE_DIGITS, wrong_codes_allowed,
};
use crate::nearby::names::{clean_name, distinct_name, takes_name};

impl<G: TableGame> Host<G> {
    /// The sealed hello on `conn`, whose exchange proved the join code or a device's
    /// resume secret.
    pub(super) fn hello(&mut self, conn: ConnId, name: String, auth: Auth, now: u64) {
        let proved = self.proved(conn).expect("a hello comes sealed");
        match (auth, proved) {
            (Auth::Info, Proving::Code { .. }) => {
                self.answered(conn, |host| host.send(conn, &HostMsg::Info(host.info())));
                self.conns.remove(&conn);
                self.outputs.push(HostOutput::Close { conn });
            }
            (Auth::Join { seats, key }, Proving::Code { .. }) => {
                if let Some((&id, _)) = self.devices.iter().find(|(_, d)| d.key == key && !d.left) {
                    if self.pays_welcome(conn, id) {
                        self.resume(conn, id, 0);
                    }
                    return;
                }
                self.join(conn, clean_name(&name), seats, key, now);
            }
            (Auth::Resume { next_cseq }, Proving::Resume(id)) => {
                if self.devices.get(&id).is_none_or(|d| d.left) {
                    self.cut(conn, RejectReason::UnknownToken, now);
                } else if self.pays_welcome(conn, id) {
                    self.resume(conn, id, next_cseq);
                }
            }
            _ => self.cut(conn, RejectReason::ProtocolViolation, now),
        }
    }

    /// Whether device `id` can pay for a welcome again on `conn` (a resume, or a join
    /// repeated with its key): the connection's credit goes to the device's, and while
    /// that is below zero the hello waits unanswered (the device repeats it, which earns
    /// credit).
    fn pays_welcome(&mut self, conn: ConnId, id: DeviceId) -> bool {
        let Some(c) = self.conns.get_mut(&conn) else {
            return false;
        };
        let dev = self.devices.get_mut(&id).expect("a device");
        dev.credit = Credit::of(dev.credit.bytes().saturating_add(c.credit.bytes()));
        c.credit = Credit::default();
        dev.credit.allows()
    }

    /// A new device on `conn`, named `name` (cleaned), asking for `seats` seats.
    fn join(&mut self, conn: ConnId, name: String, seats: u8, key: u64, now: u64) {
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
        // A seat freed by a device that left is a bot's meanwhile: the new device plays
        // it from now on.
        for &seat in &seats {
            if self.seats()[seat.index()].kind != SeatKind::Remote {
                self.set_kind(seat, SeatKind::Remote);
            }
        }
        // A name that would pass for another seat's or device's gets a number. A device
        // without a name is listed by its first seat's name.
        let name = if name.is_empty() {
            seats
                .first()
                .map(|s| self.seats()[s.index()].name.clone())
                .unwrap_or_default()
        } else {
            let taken: Vec<String> = self
                .seats()
                .iter()
                .enumerate()
                .filter(|(i, _)| seats.first().is_none_or(|s| s.index() != *i))
                .map(|(_, s)| s.name.clone())
                .chain(
                    self.devices
                        .values()
                        .filter(|d| !d.left)
                        .map(|d| d.name.clone()),
                )
                .collect();
            distinct_name(&name, taken.iter().map(String::as_str))
        };
        // The device's first seat is called by the name it joined with.
        if let Some(&first) = seats.first()
            && takes_name(self.seats().iter().map(|s| s.name.as_str()), first, &name)
        {
            self.set_name(first, &name);
        }
        let id = self.next_device;
        self.next_device += 1;
        let ticket = ResumeTicket::draw(&mut self.secrets);
        // The first welcome may carry a long game's log: the device's source pays what
        // its handshake did not earn, up to a grant.
        let handshake = self
            .conns
            .get(&conn)
            .map_or(Credit::default(), |c| c.credit);
        let source = self.source(conn, now);
        let grant = source.grant.clamp(0, DEVICE_WELCOME_GRANT);
        source.grant -= grant;
        self.devices.insert(
            id,
            Device {
                name: name.clone(),
                key,
                seats: seats.clone(),
                ticket,
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
                credit: Credit::of(handshake.bytes() + grant),
            },
        );
        self.conns.get_mut(&conn).expect("open").device = Some(id);
        self.outputs.push(HostOutput::Event(HostEvent::Joined {
            device: id,
            name,
            seats,
        }));
        self.answered(conn, |host| host.welcome(id));
        // During play the others learn the seat's new name and player at once.
        self.flush_all();
        self.broadcast_lobby();
    }

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
        self.answered(conn, |host| host.welcome(id));
        self.flush_all();
        self.broadcast_lobby();
    }

    /// An exchange on `conn` that did not prove the join code. `counted`: its proof was
    /// checked against the code (a guess); else the code had changed meanwhile and the
    /// proof was not checked. A guess counts against the connection, its source (its
    /// exchange kept its unit) and the code's length: after
    /// [`wrong_codes_allowed`] wrong codes the table moves to a longer code. The answer
    /// counts the attempts left before the connection closes or its source has to wait,
    /// whichever comes first, and says how long the code is now.
    pub(super) fn wrong_code(&mut self, conn: ConnId, counted: bool, now: u64) {
        if counted {
            self.wrong_at_length += 1;
            let digits = self.join_code.len() as u8;
            if self.wrong_at_length >= wrong_codes_allowed(digits) {
                self.lengthen_code(digits);
            }
        }
        let source_left = self.source(conn, now).codes.left(now);
        let c = self.conns.get_mut(&conn).expect("open");
        if counted {
            c.wrong_attempts = c.wrong_attempts.saturating_add(1);
        }
        let left = self
            .config
            .attempts_per_connection
            .saturating_sub(c.wrong_attempts)
            .min(source_left.min(u64::from(u8::MAX)) as u8);
        let reason = RejectReason::WrongJoinCode {
            attempts_left: left,
            digits: self.join_code.len() as u8,
        };
        if left == 0 {
            self.cut(conn, reason, now);
        } else {
            c.stage = Stage::Greeting {
                refused: Some(reason.clone()),
            };
            self.answered(conn, |host| host.refuse(conn, reason));
        }
    }

    /// Someone is guessing: the table moves from a code of `digits` digits to a longer
    /// one (12, then 16 digits), drawn from the host's secrets. Exchanges still open
    /// with the old code are refused unchecked; the host's UI is told once.
    fn lengthen_code(&mut self, digits: u8) {
        let longer = if digits < LONG_CODE_DIGITS {
            LONG_CODE_DIGITS
        } else {
            LONGEST_CODE_DIGITS
        };
        if longer <= digits {
            return;
        }
        self.join_code = make_code(&mut self.secrets, longer);
        self.code_epoch += 1;
        self.wrong_at_length = 0;
        self.outputs
            .push(HostOutput::Event(HostEvent::CodeLengthened {
                code: self.join_code.clone(),
            }));
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
            resume: dev.ticket,
            last_cseq: dev.last_cseq,
            last_applied: dev.last_applied,
            info: self.info(),
        });
        self.send(conn, &message);
        // A device new in the lobby did not play the last game: its end and opening
        // are nothing to it.
        let fresh = self.devices[&id].game_number.is_none() && self.devices[&id].cursor == 0;
        if self.phase == Phase::Lobby && fresh {
            self.send_lobby(id, false);
            return;
        }
        self.send_update(id, true);
        if self.phase == Phase::Lobby {
            self.send_lobby(id, true);
        } else {
            self.send_deal_record(id);
        }
    }

    /// Remote seats without a device: never taken, or freed by a device that left
    /// (said bye; a bot plays them until a new device joins). A device away or taken
    /// over by a bot keeps its seats: it may come back with its ticket.
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
