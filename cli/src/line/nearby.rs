//! The app core's host's and join screens as lines: where and with which code to join,
//! who came and went, the free seats; the tables found, the join under way, the
//! refusals. And their prompts: the host starts the game (Enter) or makes a new join
//! code (`n`); a device picks a table found (its number) or types an address, and
//! types the join code when it has none (or a wrong one).

use std::io::Write;

use spieleabend_app::app::Intent;
use spieleabend_app::screens::nearby::{HostView, JoinView, NearbyIntent};
use spieleabend_app::texts::NearbyText;
use spieleabend_nearby::discovery::FoundTable;

use super::{Ask, Client, Role};
use crate::error::CommandError;
use crate::nearby::shell;
use crate::notation::words;

impl<W: Write> Client<W> {
    /// The host's screen: the table opened (where, which code, the command that
    /// joins), a new code, the devices as they come and go, the free seats; what went
    /// wrong opening it ends the client.
    pub(super) fn render_host(&mut self, host: &HostView) -> Result<(), CommandError> {
        if host.notice != self.said.screen_notice {
            self.said.screen_notice = host.notice.clone();
            if let Some(notice) = &host.notice {
                if !host.open {
                    // The table could not be opened (or closed): nothing more to do.
                    self.exit = Some(Err(CommandError::Lan(notice.clone())));
                    return Ok(());
                }
                self.say(notice)?;
            }
        }
        if let (Some(address), Some(code)) = (&host.address, &host.code) {
            let now = (address.clone(), code.clone());
            match self.said.hosting.replace(now.clone()) {
                Some((said, old)) if said == *address && old != *code => {
                    let new = self
                        .texts
                        .get(words::NEARBY_NEW_CODE, &[("code", code.clone().into())]);
                    self.say(&new)?;
                }
                Some(said) if said == now => {}
                _ => {
                    self.say(&host.game.clone())?;
                    if let Some(info) = &host.join_info {
                        self.say(info)?;
                    }
                    let args = [
                        ("address", address.clone().into()),
                        ("code", code.clone().into()),
                    ];
                    let join = self.texts.get(words::NEARBY_OTHERS_JOIN, &args);
                    self.say(&join)?;
                }
            }
        }
        for player in &host.players {
            if !self.said.players.contains(player) {
                self.say(player)?;
            }
        }
        self.said.players = host.players.clone();
        if host.seats_note != self.said.seats_note {
            self.said.seats_note = host.seats_note.clone();
            if let Some(note) = &host.seats_note {
                self.say(note)?;
            }
        }
        Ok(())
    }

    /// What the host's screen asks: Enter to start, while the table is open and no game
    /// is played (unless games start by themselves).
    pub(super) fn host_asks(&self, host: &HostView) -> Option<Ask> {
        let autostart = matches!(self.role, Role::Host { autostart: true });
        (host.open && host.code.is_some() && !host.playing && !autostart).then_some(Ask::Start)
    }

    /// The join screen: the tables found (numbered), the join under way, what went
    /// wrong, waiting for the host and who is at the table.
    pub(super) fn render_join(&mut self, join: &JoinView) -> Result<(), CommandError> {
        if join.connecting && !self.said.connecting {
            let address = join.address.trim().to_string();
            let connected = self
                .texts
                .get(words::NEARBY_CONNECTED, &[("address", address.into())]);
            self.say(&connected)?;
        }
        self.said.connecting = join.connecting;
        // Admitted, and joining is open again: the table ended before its game (the
        // host closed it or is gone), said in the waiting line.
        if let (Some(reason), true, false) = (&join.waiting, join.can_connect, join.connecting) {
            return self.table_over(reason);
        }
        // What keeps the join from starting is asked for; what went wrong is said.
        let notice = join
            .notice
            .clone()
            .filter(|_| join.can_connect || join.connecting);
        if notice != self.said.screen_notice {
            self.said.screen_notice = notice.clone();
            if let Some(notice) = notice {
                self.say(&notice)?;
            }
        }
        if join.waiting != self.said.waiting {
            self.said.waiting = join.waiting.clone();
            if let Some(waiting) = &join.waiting {
                self.say(waiting)?;
            }
        }
        Ok(())
    }

    /// What the join screen asks: a table or an address when none is typed in (once
    /// a look came back), the code when it is missing or was not taken.
    pub(super) fn join_asks(&self, join: &JoinView) -> Option<Ask> {
        if join.connecting || join.waiting.is_some() {
            return None;
        }
        if join.address.trim().is_empty() {
            return self.looked.then_some(Ask::PickTable);
        }
        Some(Ask::Code)
    }

    /// A look for tables came back: the tables are listed (numbered) for the picker.
    pub(super) fn take_found(
        &mut self,
        found: Result<Vec<FoundTable>, String>,
    ) -> Result<(), CommandError> {
        let tables = match found {
            Ok(tables) => tables,
            Err(reason) => {
                let said = self
                    .texts
                    .nearby_text(&NearbyText::JoinCannotBrowse(reason));
                self.say(&said)?;
                Vec::new()
            }
        };
        self.dispatch(Intent::Nearby(NearbyIntent::Found(shell::listed(&tables))));
        self.found = tables;
        let picking = matches!(
            &self.view.screen,
            spieleabend_app::app::ScreenView::NearbyJoin(join)
                if join.address.trim().is_empty() && !join.connecting && join.waiting.is_none()
        );
        if picking {
            self.list_found()?;
            self.looked = true;
            self.asked = None;
        }
        Ok(())
    }

    /// The tables of the last look, numbered.
    fn list_found(&mut self) -> Result<(), CommandError> {
        if self.found.is_empty() {
            let none = self.texts.nearby_text(&NearbyText::JoinNoneFound);
            return self.say(&none);
        }
        let lines: Vec<String> = self
            .found
            .iter()
            .enumerate()
            .map(|(i, table)| format!("  {}) {}", i + 1, shell::table_line(self.lang, table)))
            .collect();
        for line in lines {
            self.say(&line)?;
        }
        Ok(())
    }

    /// Answers the host's and join screens' prompts.
    pub(super) fn answer_nearby(
        &mut self,
        ask: Ask,
        line: Option<String>,
    ) -> Result<(), CommandError> {
        match (ask, line) {
            (Ask::Start, None) => {
                self.exit = Some(Err(CommandError::Lan(
                    "no input: use --autostart to start without Enter".into(),
                )));
            }
            (Ask::Start, Some(typed)) if typed == "n" => {
                let view = self.core.new_join_code();
                self.show(view);
            }
            (Ask::Start, Some(_)) => {
                self.dispatch(Intent::Nearby(NearbyIntent::StartGame));
            }
            (Ask::PickTable, None) => {
                self.exit = Some(Err(CommandError::Lan("no table chosen".into())));
            }
            (Ask::PickTable, Some(typed)) => {
                // The next answer waits for the next look, as a search again.
                self.looked = false;
                if typed.is_empty() {
                    return Ok(());
                }
                match typed.parse::<usize>() {
                    Ok(number) if (1..=self.found.len()).contains(&number) => {
                        let at = (number - 1) as u32;
                        self.dispatch(Intent::Nearby(NearbyIntent::ChooseFound(at)));
                        self.connect_if_coded();
                    }
                    Ok(number) => {
                        let none = self
                            .texts
                            .get(words::NEARBY_NO_TABLE_NUMBER, &[("number", number.into())]);
                        self.say(&none)?;
                    }
                    Err(_) => {
                        self.dispatch(Intent::Nearby(NearbyIntent::SetAddress(typed)));
                        self.connect_if_coded();
                    }
                }
            }
            (Ask::Code, None) => {
                self.exit = Some(Err(CommandError::Lan("no join code".into())));
            }
            (Ask::Code, Some(code)) => {
                self.dispatch(Intent::Nearby(NearbyIntent::SetCode(code)));
                self.dispatch(Intent::Nearby(NearbyIntent::Connect));
            }
            _ => {}
        }
        Ok(())
    }

    /// Joins at once when the code is typed in already (from the command line).
    fn connect_if_coded(&mut self) {
        if let spieleabend_app::app::ScreenView::NearbyJoin(join) = &self.view.screen
            && !join.code.trim().is_empty()
        {
            self.dispatch(Intent::Nearby(NearbyIntent::Connect));
        }
    }
}
