//! Play: the devices' actions (numbered, checked against the table), the host's own
//! humans and bots, and bots taking over dropped devices' seats.

use super::*;

impl<G: TableGame> Host<G> {
    /// A decision of a human on the host device.
    pub fn act_local(&mut self, seat: Seat, action: G::Action) -> Result<(), HostError> {
        self.table
            .as_mut()
            .ok_or(HostError::NotStarted)?
            .act(seat, action)?;
        self.flush_all();
        Ok(())
    }

    /// Marks `seat`, a human on the host device, as holding the device now (several
    /// humans share the host device: pass-and-play, see [`Table::hand_over`]); their
    /// views and actions are refused with `HandOverFirst` until then.
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), HostError> {
        self.table
            .as_mut()
            .ok_or(HostError::NotStarted)?
            .hand_over(seat)?;
        Ok(())
    }

    /// The job of the bot to act (a table bot or one playing a dropped device's seat).
    pub fn bot_job(&self) -> Option<BotJob<G>> {
        self.table.as_ref()?.bot_job()
    }

    /// Applies a bot's computed move and tells the devices.
    pub fn apply_bot_move(&mut self, bot_move: BotMove<G::Action>) -> Result<(), HostError> {
        self.table
            .as_mut()
            .ok_or(HostError::NotStarted)?
            .apply_bot_move(bot_move)?;
        self.flush_all();
        Ok(())
    }

    /// Runs the bots on this thread until someone else must decide (tests and tools).
    pub fn run_bots(&mut self) -> usize {
        let moves = self.table.as_mut().map_or(0, |t| t.run_bots());
        if moves > 0 {
            self.flush_all();
        }
        moves
    }

    pub(super) fn action(
        &mut self,
        conn: ConnId,
        id: DeviceId,
        cseq: u32,
        seat: Seat,
        action: G::Action,
    ) {
        let dev = self.devices.get_mut(&id).expect("device of a connection");
        if cseq <= dev.last_cseq {
            let reply = match (&dev.last_answer, cseq == dev.last_cseq) {
                (Some(Answer::Applied), true) => HostMsg::Ack {
                    cseq,
                    hseq: dev.hseq,
                },
                (Some(Answer::Rejected(reason)), true) => HostMsg::ActionRejected {
                    cseq,
                    reason: reason.clone(),
                },
                _ => HostMsg::ActionRejected {
                    cseq,
                    reason: ActionReject::Replayed,
                },
            };
            self.send(conn, &reply);
            return;
        }
        if cseq != dev.last_cseq + 1 {
            let expected = dev.last_cseq + 1;
            self.reject_action(conn, id, cseq, ActionReject::OutOfSequence { expected });
            return;
        }
        dev.last_cseq = cseq;
        let result = if !dev.seats.contains(&seat) {
            Err(ActionReject::NotYourSeat)
        } else if let Some(table) = &mut self.table {
            table.act_remote(seat, action).map_err(|e| match e {
                TableError::NotToAct { .. } => ActionReject::NotToAct,
                TableError::GameOver => ActionReject::GameOver,
                TableError::Illegal { code, .. } => ActionReject::Illegal { code },
                TableError::WrongSeatKind { .. } | TableError::NoSuchSeat(_) => {
                    ActionReject::NotYourSeat
                }
                other => ActionReject::Illegal {
                    code: format!("{other:?}").chars().take(40).collect(),
                },
            })
        } else {
            Err(ActionReject::NotToAct)
        };
        match result {
            Ok(()) => {
                let dev = self.devices.get_mut(&id).expect("device");
                dev.last_answer = Some(Answer::Applied);
                dev.last_applied = cseq;
                self.outputs
                    .push(HostOutput::Event(HostEvent::ActionAccepted {
                        device: id,
                        cseq,
                        seat,
                    }));
                self.flush_all();
            }
            Err(reason) => {
                self.devices.get_mut(&id).expect("device").last_answer =
                    Some(Answer::Rejected(reason.clone()));
                self.reject_action(conn, id, cseq, reason);
            }
        }
    }

    pub(super) fn reject_action(
        &mut self,
        conn: ConnId,
        device: DeviceId,
        cseq: u32,
        reason: ActionReject,
    ) {
        self.send(
            conn,
            &HostMsg::ActionRejected {
                cseq,
                reason: reason.clone(),
            },
        );
        self.outputs
            .push(HostOutput::Event(HostEvent::ActionRejected {
                device,
                reason,
            }));
    }

    /// Bots play device `id`'s seats now (its grace ran out); the host's UI is told.
    pub(super) fn take_over(&mut self, id: DeviceId) {
        if let Some(seats) = self.bots_take(id) {
            self.outputs.push(HostOutput::Event(HostEvent::TakenOver {
                device: id,
                seats,
            }));
            self.after_take_over();
        }
    }

    /// Bots play the seats of device `id`, which left (its `Left` event told the UI).
    pub(super) fn take_over_quietly(&mut self, id: DeviceId) {
        if self.bots_take(id).is_some() {
            self.after_take_over();
        }
    }

    /// Gives device `id`'s seats to bots; its seats, unless bots had them already.
    fn bots_take(&mut self, id: DeviceId) -> Option<Vec<Seat>> {
        let level = self.config.takeover_level;
        let dev = self.devices.get_mut(&id).expect("device");
        if dev.taken_over {
            return None;
        }
        dev.taken_over = true;
        let seats = dev.seats.clone();
        for &seat in &seats {
            self.set_kind(seat, SeatKind::Bot(level));
        }
        Some(seats)
    }

    fn after_take_over(&mut self) {
        let _ = self.try_deal();
        self.flush_all();
        self.broadcast_lobby();
    }
}
