//! The line client: the app core rendered as lines, for screen readers, scripts and
//! pipes (`play --plain`, `host --plain`, `join --plain` or `--bot`, and whenever stdin
//! or stdout is not a terminal). Like the full-screen client it holds an [`AppCore`],
//! takes the views it pushes and turns what the player does into the app's intents —
//! only here the views become lines (what happened as the log grows, the table at each
//! decision, summaries, the end of a game, the news of the host's and join screens) and
//! the player types: moves in each game's notation (`r12`, `joker 3`, `swap 7 b0/1`,
//! read in [`typing`] and played as the app core's typed moves) and the table's
//! commands (`hint`, `undo`, `save`, `help`, `quit`). Pass-and-play, hosting and joining
//! are the app core's flows, as in every client.
//!
//! The app core keeps its files in a folder of its own for the run ([`Scratch`]): the
//! line client leaves the app's saved game and settings alone, and what it keeps is the
//! table save file (`--save`, `--resume`).
//!
//! [`render`] makes the lines of a table view, [`nearby`] says the host's and join
//! screens, [`input`] reads the typed lines on a thread of its own, [`seat_bot`] plays
//! a joined seat for `join --bot`.

mod input;
mod nearby;
mod render;
pub mod seat_bot;
mod typing;

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Duration;

use spieleabend_app::app::{AppView, Intent, ScreenView, TableUiOverride};
use spieleabend_app::runtime::{AppCore, ShellEffect};

use crate::forward::{Forward, Pushed};

use spieleabend_app::table::{HintView, Overlay, PlayerKind, TableIntent, TableView};
use spieleabend_app::texts::{Lang as AppLang, NearbyText, Texts};
use spieleabend_core::games::GameId;
use spieleabend_core::table::AnyTable;
use spieleabend_nearby::discovery::FoundTable;

use crate::error::CommandError;
use crate::i18n::Lang;
use crate::nearby::shell::{self, Announced, Announcer, Discovery};
use crate::nearby::{HostOpening, JoinOpening};
use crate::notation::words;
pub use seat_bot::SeatBot;
use typing::{Reading, command_alias, is_yes};

/// How often the client looks for a signal while nothing happens.
const TICK: Duration = Duration::from_millis(50);
/// The least time between two moves of a joined seat's bot: faster than any person, and
/// far below the host's flood limit (100 messages a second per device), which a bot
/// deciding in microseconds would otherwise reach in a long game such as 22Juhu.
const BOT_PACE: Duration = Duration::from_millis(25);

/// Plays `table` (a game from the command line or a table save) on stdin and stdout;
/// quitting writes its save to `save`. `delay_ms` and `auto` are the command line's
/// bot pace and "a single legal move plays itself".
pub fn play(
    table: AnyTable,
    save: Option<PathBuf>,
    lang: Lang,
    delay_ms: u32,
    auto: bool,
) -> Result<ExitCode, CommandError> {
    let client = Client::start(lang, Role::Local, stdin(), std::io::stdout())?;
    play_on(client, table, save, delay_ms, auto)
}

/// [`play`] with the client given (over any input and output, for tests).
fn play_on<W: Write>(
    mut client: Client<W>,
    table: AnyTable,
    save: Option<PathBuf>,
    delay_ms: u32,
    auto: bool,
) -> Result<ExitCode, CommandError> {
    client.save = save;
    client.core.override_table_ui(TableUiOverride {
        bot_pace_ms: Some(delay_ms),
        auto_single_choice: Some(auto),
    });
    let view = client.core.open_table(table);
    client.show(view);
    client.run()
}

/// Hosts the table of `opening` (the app core's host's screen, opened at once) on
/// stdin and stdout.
pub fn host(opening: HostOpening, lang: Lang) -> Result<ExitCode, CommandError> {
    let role = Role::Host {
        autostart: opening.nearby.autostart,
    };
    let mut client = Client::start(lang, role, stdin(), std::io::stdout())?;
    client.announcer = Announcer::new(opening.announce, opening.table_name);
    client.core.set_nearby_options(opening.nearby);
    let view = client.core.open_host_seating(opening.setup, opening.here);
    client.show(view);
    client.run()
}

/// Joins as `opening` asks (the app core's join screen: at once with an address and a
/// code, else the tables found and the code asked for) on stdin and stdout; `bot`
/// plays the seat when given; `look` is how long each look for tables lasts.
pub fn join(
    opening: JoinOpening,
    bot: Option<SeatBot>,
    look: Duration,
    lang: Lang,
) -> Result<ExitCode, CommandError> {
    let mut client = Client::start(lang, Role::Guest, stdin(), std::io::stdout())?;
    client.bot = bot;
    client.look = look;
    client.expected = opening.game;
    client.core.set_nearby_options(opening.nearby);
    if opening.draft.address.trim().is_empty() {
        let seconds = look.as_secs_f32().ceil() as u32;
        client.say(
            &client
                .texts()
                .nearby_text(&NearbyText::JoinSearching(seconds)),
        )?;
    }
    let view = client.core.open_join(opening.draft, opening.name);
    client.show(view);
    client.run()
}

/// Stdin, locked for the reader thread.
fn stdin() -> impl BufRead + Send + 'static {
    std::io::BufReader::new(std::io::stdin())
}

/// Who this client is at its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// A table of this device.
    Local,
    /// The host of a table nearby; `autostart`: games start without Enter.
    Host { autostart: bool },
    /// A device that joins a table nearby.
    Guest,
}

/// What reaches the client's loop: the core's pushed views and effects, a look for
/// tables, a typed line.
pub(crate) enum Update {
    View(Box<AppView>),
    Effect(ShellEffect),
    /// The tables a look on the network found, or why it could not look.
    Found(Result<Vec<FoundTable>, String>),
    /// A typed line; `None` at the end of the input.
    Line(Option<String>),
}

impl From<Pushed> for Update {
    fn from(pushed: Pushed) -> Update {
        match pushed {
            Pushed::View(view) => Update::View(view),
            Pushed::Effect(effect) => Update::Effect(effect),
        }
    }
}

/// What the client asks for, in a prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    /// A move (or a command) of the person deciding.
    Move,
    /// The person of this seat to take the device.
    HandOver(u8),
    /// Another game?
    PlayAgain,
    /// The host starts the game (Enter), or asks for a new join code (`n`).
    Start,
    /// A table found on the network (its number), or an address.
    PickTable,
    /// The join code.
    Code,
}

/// What was said already, so each view says only what is new.
#[derive(Default)]
struct Said {
    notice: Option<String>,
    welcomed: bool,
    /// Per seat reading the log: the number of the next line to say.
    log: HashMap<u8, u32>,
    /// The decision whose table was shown.
    decision: Option<DecisionKey>,
    /// The prompt of the decision shown.
    prompt: String,
    hint: bool,
    /// The seats' names as the others read them (the table calls its reader "You").
    names: HashMap<u8, String>,
    curtain: Option<u8>,
    game_over: bool,
    link: Option<String>,
    fairness: Option<String>,
    /// The host's address and code as said.
    hosting: Option<(String, String)>,
    players: Vec<String>,
    seats_note: Option<String>,
    screen_notice: Option<String>,
    connecting: bool,
    waiting: Option<String>,
}

/// A decision as the table shows it: the reader, the seat to act, the last line of the
/// log, the hand's size. A new one gets the table shown again.
type DecisionKey = (Option<u8>, Option<u8>, Option<u32>, usize);

/// The folder the app core keeps its files in for one run, removed when it ends.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, CommandError> {
        let tag = spieleabend_nearby::secret::u64()
            .map_err(|e| CommandError::Lan(format!("no OS randomness: {e}")))?;
        let dir = std::env::temp_dir().join(format!(
            "spieleabend-line-{}-{tag:016x}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir)
            .map_err(|e| CommandError::File(dir.display().to_string(), e))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The line client over one app core.
struct Client<W: Write> {
    core: AppCore,
    view: AppView,
    texts: Texts,
    updates: Receiver<Update>,
    sender: Sender<Update>,
    /// Lines typed and not answered yet (`None`: the input ended).
    typed: VecDeque<Option<String>>,
    out: W,
    lang: Lang,
    role: Role,
    /// The table save file of a game of this device.
    save: Option<PathBuf>,
    /// The bot playing a joined seat.
    bot: Option<SeatBot>,
    /// The bot's move was refused: it waits for news before it tries again.
    bot_waits: bool,
    /// The game a joined table must play.
    expected: Option<GameId>,
    /// Whether the output is a terminal the curtain can clear.
    clear_screen: bool,
    /// How long a look for tables lasts.
    look: Duration,
    discovery: Option<Discovery>,
    announcer: Announcer,
    /// The tables the last look found, with what the network said of them.
    found: Vec<FoundTable>,
    /// A look came back since the last answer to the table picker.
    looked: bool,
    /// The prompt said and not answered yet.
    asked: Option<Ask>,
    said: Said,
    /// Moves were taken back: the log is shorter and was seen.
    undone: bool,
    /// The view's revision whose table save was handed to the signal watch.
    kept: Option<u64>,
    exit: Option<Result<ExitCode, CommandError>>,
    /// Dropped last: the core first, then its folder.
    _scratch: Scratch,
}

impl<W: Write> Client<W> {
    /// A client over an app core in a scratch folder, reading `input` on a thread and
    /// writing to `out`.
    fn start(
        lang: Lang,
        role: Role,
        input: impl BufRead + Send + 'static,
        out: W,
    ) -> Result<Client<W>, CommandError>
    where
        W: IsTerminalOutput,
    {
        let clear_screen = out.is_terminal_output();
        let scratch = Scratch::new()?;
        let app_lang = match lang {
            Lang::De => AppLang::De,
            Lang::En => AppLang::En,
        };
        let core = AppCore::new(&scratch.0, app_lang)
            .map_err(|e| CommandError::File(scratch.0.display().to_string(), e.source))?;
        let (sender, updates) = channel();
        core.set_observer(Arc::new(Forward::new(sender.clone())));
        input::spawn(input, sender.clone());
        let view = core.view();
        Ok(Client {
            core,
            view,
            texts: Texts::new(app_lang),
            updates,
            sender,
            typed: VecDeque::new(),
            out,
            lang,
            role,
            save: None,
            bot: None,
            bot_waits: false,
            expected: None,
            clear_screen,
            look: Duration::from_millis(3000),
            discovery: None,
            announcer: Announcer::new(false, None),
            found: Vec::new(),
            looked: false,
            asked: None,
            said: Said::default(),
            undone: false,
            kept: None,
            exit: None,
            _scratch: scratch,
        })
    }

    fn texts(&self) -> &Texts {
        &self.texts
    }

    /// Says one line.
    fn say(&mut self, line: &str) -> Result<(), CommandError> {
        writeln!(self.out, "{line}")?;
        Ok(())
    }

    /// Says a catalogue message without arguments.
    fn say_id(&mut self, id: &str) -> Result<(), CommandError> {
        let line = self.texts.get(id, &[]);
        self.say(&line)
    }

    /// Writes a prompt (no line end).
    fn ask_with(&mut self, prompt: &str) -> Result<(), CommandError> {
        write!(self.out, "{prompt}")?;
        self.out.flush()?;
        Ok(())
    }

    /// Takes a view in (a newer one only).
    fn show(&mut self, view: AppView) {
        if view.revision >= self.view.revision {
            self.view = view;
        }
    }

    fn dispatch(&mut self, intent: Intent) {
        let view = self.core.dispatch(intent);
        self.show(view);
    }

    /// The loop: takes in what arrives, says what is new, asks and answers, until the
    /// client ends.
    fn run(&mut self) -> Result<ExitCode, CommandError> {
        loop {
            if crate::signals::requested().is_some() {
                return self.leave();
            }
            while let Ok(update) = self.updates.try_recv() {
                self.take(update)?;
            }
            self.render()?;
            if let Some(exit) = self.exit.take() {
                return exit;
            }
            match self.asking() {
                Some(ask) => {
                    if self.asked != Some(ask) {
                        self.prompt(ask)?;
                        self.asked = Some(ask);
                    }
                    if let Some(line) = self.typed.pop_front() {
                        self.asked = None;
                        self.answer(ask, line)?;
                        continue;
                    }
                }
                None => {
                    self.asked = None;
                    if self.bot_turn()? {
                        continue;
                    }
                }
            }
            match self.updates.recv_timeout(TICK) {
                Ok(update) => self.take(update)?,
                Err(RecvTimeoutError::Timeout) => {}
                // The client holds a sender itself: never.
                Err(RecvTimeoutError::Disconnected) => return self.leave(),
            }
        }
    }

    /// Takes one update in.
    fn take(&mut self, update: Update) -> Result<(), CommandError> {
        match update {
            Update::View(view) => {
                self.bot_waits = false;
                self.show(*view);
            }
            Update::Effect(effect) => self.perform(effect)?,
            Update::Found(found) => self.take_found(found)?,
            Update::Line(line) => self.typed.push_back(line),
        }
        Ok(())
    }

    /// Does what the core asks of the shell.
    fn perform(&mut self, effect: ShellEffect) -> Result<(), CommandError> {
        match effect {
            ShellEffect::StartDiscovery => {
                if self.discovery.is_none() {
                    let sender = self.sender.clone();
                    let game = self.expected.map(|g| g.id().to_string());
                    self.discovery = Some(Discovery::start(self.look, game, move |found| {
                        let found = found.map_err(|e| e.to_string());
                        sender.send(Update::Found(found)).is_ok()
                    }));
                }
            }
            ShellEffect::StopDiscovery => self.discovery = None,
            ShellEffect::Advertise(ad) => match self.announcer.advertise(&ad) {
                Announced::New(name) => {
                    let said = self
                        .texts
                        .get(words::NEARBY_ADVERTISED, &[("name", name.into())]);
                    self.say(&said)?;
                }
                Announced::Failed(reason) => {
                    let said = self
                        .texts
                        .nearby_text(&NearbyText::LobbyNotAdvertised(reason));
                    self.say(&said)?;
                }
                Announced::Updated | Announced::Skipped => {}
            },
            ShellEffect::StopAdvertising => self.announcer.stop(),
            // A terminal makes no sounds or vibration.
            ShellEffect::Cue { .. } => {}
            ShellEffect::ConnectBluetooth { .. } | ShellEffect::ReopenBluetooth { .. } => {
                self.dispatch(shell::no_bluetooth())
            }
        }
        Ok(())
    }

    /// Says what the view shows that was not said yet.
    fn render(&mut self) -> Result<(), CommandError> {
        if self.view.notice != self.said.notice {
            self.said.notice = self.view.notice.clone();
            if let Some(notice) = self.view.notice.clone() {
                self.say(&notice)?;
            }
        }
        match self.view.screen.clone() {
            ScreenView::Table(table) => self.render_table(&table),
            ScreenView::NearbyHost(host) => self.render_host(&host),
            ScreenView::NearbyJoin(join) => self.render_join(&join),
            _ => Ok(()),
        }
    }

    /// The table: the welcome, how the link stands, the log as it grows, the table at
    /// each decision, the hint, a summary (said and put away), the curtain, the end.
    fn render_table(&mut self, table: &TableView) -> Result<(), CommandError> {
        self.keep_save();
        for player in table.players.iter().filter(|p| p.kind != PlayerKind::You) {
            self.said.names.insert(player.seat, player.name.clone());
        }
        if !self.said.welcomed {
            self.said.welcomed = true;
            self.welcome(table)?;
            if self.exit.is_some() {
                return Ok(());
            }
        }
        if let Some(link) = &table.link {
            if self.said.link.as_ref() != Some(&link.text) && !link.ended {
                self.said.link = Some(link.text.clone());
                self.say(&link.text)?;
            }
            if link.fairness != self.said.fairness {
                self.said.fairness = link.fairness.clone();
                if let Some(fairness) = &link.fairness {
                    self.say(fairness)?;
                }
            }
        }
        match &table.overlay {
            Some(Overlay::Curtain { seat, .. }) => {
                if self.said.curtain != Some(*seat) {
                    self.said.curtain = Some(*seat);
                    self.said.decision = None;
                    self.clear()?;
                }
                return Ok(());
            }
            Some(Overlay::Summary(summary)) => {
                self.log_lines(table)?;
                for line in render::summary(summary) {
                    self.say(&line)?;
                }
                self.dispatch(Intent::Table(TableIntent::Dismiss));
                return Ok(());
            }
            Some(Overlay::GameOver(over)) => {
                self.log_lines(table)?;
                if !self.said.game_over {
                    self.said.game_over = true;
                    for line in render::game_over(over) {
                        self.say(&line)?;
                    }
                    if self.role == Role::Guest {
                        let said = self.texts.nearby_text(&NearbyText::HostDecidesRematch);
                        self.say(&said)?;
                    }
                }
            }
            None => {
                self.said.curtain = None;
                self.said.game_over = false;
                self.log_lines(table)?;
            }
        }
        if let Some(link) = table.link.as_ref().filter(|l| l.ended) {
            return self.table_over(&link.text.clone());
        }
        if table.overlay.is_none() && table.pick.is_some() {
            self.render_decision(table)?;
        }
        Ok(())
    }

    /// The joined table is over for this device: says why and ends, a failure when the
    /// host could not be reached any more.
    fn table_over(&mut self, reason: &str) -> Result<(), CommandError> {
        let over = self.texts.get(
            words::NEARBY_TABLE_OVER,
            &[("reason", reason.to_string().into())],
        );
        self.say(&over)?;
        let gone = self.texts.nearby_text(&NearbyText::HostGoneLong);
        self.exit = Some(Ok(if reason == gone {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }));
        Ok(())
    }

    /// The first look at the table: which game, who plays; for a joined device, its
    /// seat (and a table of another game than expected is left).
    fn welcome(&mut self, table: &TableView) -> Result<(), CommandError> {
        if self.role == Role::Guest {
            if let Some(expected) = self.expected.filter(|g| *g != table.game) {
                self.exit = Some(Err(CommandError::Lan(format!(
                    "the host plays {}, not {}",
                    table.game.name(),
                    expected.name()
                ))));
                return Ok(());
            }
            let seat = table.viewer.map_or(0, |s| u32::from(s) + 1);
            let args = [
                ("name", String::new().into()),
                ("count", 1.into()),
                ("seats", seat.to_string().into()),
            ];
            let admitted = self.texts.get(words::NEARBY_ADMITTED, &args);
            self.say(&admitted)?;
        }
        let args = [
            ("game", table.title.clone().into()),
            ("players", table.players.len().into()),
            (
                "shared",
                if people_here(table) > 1 { "yes" } else { "no" }.into(),
            ),
        ];
        let welcome = self.texts.get(words::WELCOME, &args);
        self.say(&welcome)
    }

    /// The log lines the person holding the device has not been told yet.
    fn log_lines(&mut self, table: &TableView) -> Result<(), CommandError> {
        let Some(viewer) = table.viewer else {
            return Ok(());
        };
        let end = table.log.last().map_or(0, |l| l.seq + 1);
        let next = self.said.log.entry(viewer).or_insert(0);
        if end < *next {
            // Moves were taken back (already seen), or a new game began.
            *next = if self.undone { end } else { 0 };
        }
        self.undone = false;
        let from = *next;
        *next = end;
        let lines: Vec<String> = table
            .log
            .iter()
            .filter(|l| l.seq >= from)
            .map(|l| l.text.clone())
            .collect();
        for line in lines {
            self.say(&line)?;
        }
        Ok(())
    }

    /// The table at a new decision of the person holding the device, and the hint
    /// once it is found.
    fn render_decision(&mut self, table: &TableView) -> Result<(), CommandError> {
        let key = (
            table.viewer,
            table.to_act,
            table.log.last().map(|l| l.seq),
            table.hand.len(),
        );
        if self.said.decision != Some(key) {
            self.said.decision = Some(key);
            self.said.hint = false;
            self.said.prompt = table
                .pick
                .as_ref()
                .map_or(String::new(), |p| p.prompt.clone());
            if people_here(table) > 1
                && let Some(name) = table.viewer.and_then(|v| self.said.names.get(&v).cloned())
            {
                let turn = words::with_name(self.lang, words::TURN_OF, &name);
                self.say(&turn)?;
            }
            let typed = self
                .core
                .decision()
                .map(|d| typing::typing(table.game, &d).hand)
                .unwrap_or_default();
            self.say("")?;
            for line in render::table(table, &self.texts, &typed) {
                self.say(&line)?;
            }
        }
        if let HintView::Ready { text } = &table.hint
            && !self.said.hint
        {
            self.said.hint = true;
            let typed = self
                .core
                .decision()
                .and_then(|d| typing::typing(table.game, &d).hint);
            // The hint in the app core's words, and as it is typed.
            let hint = match typed {
                Some(typed) if !text.contains(&typed) => format!("{text} ({typed})"),
                _ => text.clone(),
            };
            self.say(&hint)?;
        }
        Ok(())
    }

    /// Pushes the last hand out of sight before the device is passed: the screen is
    /// cleared (with what scrolled off it) on a terminal; elsewhere (a pipe, a file)
    /// blank lines push it away.
    fn clear(&mut self) -> Result<(), CommandError> {
        if self.clear_screen {
            write!(self.out, "\x1b[H\x1b[2J\x1b[3J")?;
        } else {
            writeln!(self.out, "{}", "\n".repeat(40))?;
        }
        Ok(())
    }

    /// What the client asks for now, if anything.
    fn asking(&self) -> Option<Ask> {
        match &self.view.screen {
            ScreenView::Table(table) => {
                if table.link.as_ref().is_some_and(|l| l.ended) {
                    return None;
                }
                match (&table.overlay, &table.pick) {
                    (Some(Overlay::Curtain { seat, .. }), _) => Some(Ask::HandOver(*seat)),
                    (Some(Overlay::GameOver(_)), _) if self.role != Role::Guest => {
                        Some(Ask::PlayAgain)
                    }
                    (None, Some(_))
                        if self.bot.is_none() && !matches!(table.hint, HintView::Thinking) =>
                    {
                        Some(Ask::Move)
                    }
                    _ => None,
                }
            }
            ScreenView::NearbyHost(host) => self.host_asks(host),
            ScreenView::NearbyJoin(join) => self.join_asks(join),
            _ => None,
        }
    }

    /// Says the prompt of `ask`.
    fn prompt(&mut self, ask: Ask) -> Result<(), CommandError> {
        match ask {
            Ask::Move => {
                let ScreenView::Table(table) = &self.view.screen else {
                    return Ok(());
                };
                let choices = self
                    .core
                    .decision()
                    .and_then(|d| typing::typing(table.game, &d).choices)
                    .map_or(String::new(), |c| format!(" [{}]", c.join(" | ")));
                let prompt = format!("{}{choices}> ", self.said.prompt);
                self.ask_with(&prompt)
            }
            Ask::HandOver(seat) => {
                let name = self.seat_name(seat);
                let prompt = words::with_name(self.lang, words::PASS_DEVICE, &name);
                self.ask_with(&prompt)
            }
            Ask::PlayAgain => {
                let prompt = self.texts.get(words::PLAY_AGAIN, &[]);
                self.ask_with(&prompt)
            }
            Ask::Start => {
                let prompt = self.texts.get(words::NEARBY_START_PROMPT, &[]);
                self.ask_with(&prompt)
            }
            Ask::PickTable => {
                let prompt = self.texts.get(words::NEARBY_PICK_TABLE, &[]);
                self.ask_with(&prompt)
            }
            Ask::Code => {
                let prompt = self.texts.get(words::NEARBY_CODE_PROMPT, &[]);
                self.ask_with(&prompt)
            }
        }
    }

    /// The name of seat `seat` at the table shown.
    fn seat_name(&self, seat: u8) -> String {
        match &self.view.screen {
            ScreenView::Table(table) => table
                .players
                .iter()
                .find(|p| p.seat == seat)
                .map_or(String::new(), |p| p.name.clone()),
            _ => String::new(),
        }
    }

    /// Answers what was typed at the prompt of `ask`.
    fn answer(&mut self, ask: Ask, line: Option<String>) -> Result<(), CommandError> {
        match ask {
            Ask::Move => self.answer_move(line),
            Ask::HandOver(seat) => {
                let Some(typed) = line else {
                    self.say("")?;
                    return self.quit();
                };
                let typed = command_alias(&typed).to_lowercase();
                if typed.is_empty() || typed == "ok" || is_yes(&typed) {
                    self.say("")?;
                    self.dispatch(Intent::Table(TableIntent::Ready));
                } else if matches!(typed.as_str(), "quit" | "q" | "exit") {
                    self.quit()?;
                } else {
                    let name = self.seat_name(seat);
                    let again = words::with_name(self.lang, words::HAND_OVER_AGAIN, &name);
                    self.ask_with(&again)?;
                    self.asked = Some(ask);
                }
                Ok(())
            }
            Ask::PlayAgain => match line {
                Some(answer) if is_yes(&command_alias(&answer)) => {
                    self.said.log.clear();
                    self.dispatch(Intent::Table(TableIntent::Rematch));
                    if matches!(self.role, Role::Host { .. }) {
                        self.say_id(words::NEARBY_WAITING_COMMITS)?;
                    }
                    Ok(())
                }
                _ => self.finish(),
            },
            Ask::Start | Ask::PickTable | Ask::Code => self.answer_nearby(ask, line),
        }
    }

    /// A move or a command at the table.
    fn answer_move(&mut self, line: Option<String>) -> Result<(), CommandError> {
        let ScreenView::Table(table) = self.view.screen.clone() else {
            return Ok(());
        };
        let Some(typed) = line else {
            self.say("")?;
            return self.quit();
        };
        match command_alias(&typed).as_str() {
            "quit" | "q" | "exit" => self.quit(),
            "help" | "h" | "?" => {
                let commands = match self.role {
                    Role::Local => self.lang.line().table_help,
                    _ => self.lang.line().nearby_help,
                };
                let help = format!("{}\n{commands}", typing::help(table.game, self.lang));
                self.say(&help)
            }
            "hint" => {
                self.dispatch(Intent::Table(TableIntent::Hint));
                self.said.hint = false;
                self.say_message().map(|_| ())
            }
            "undo" => {
                let before = table.log.len();
                self.dispatch(Intent::Table(TableIntent::Undo));
                if let ScreenView::Table(now) = &self.view.screen
                    && now.log.len() < before
                {
                    self.undone = true;
                }
                self.say_message().map(|_| ())
            }
            "save" => match self.save.clone() {
                Some(path) => match self.core.game_save() {
                    Some(document) => {
                        write_save(&path, &document)?;
                        let saved = words::with_path(self.lang, words::SAVED, &path);
                        self.say(&saved)
                    }
                    None => Ok(()),
                },
                None => self.say_id(words::NO_SAVE_FILE),
            },
            "" => Ok(()),
            typed => {
                let Some(decision) = self.core.decision() else {
                    return Ok(());
                };
                match typing::read(table.game, decision, typed, self.lang) {
                    Reading::Move(typed) => {
                        let view = self.core.play(typed);
                        self.show(view);
                        self.say_message().map(|_| ())
                    }
                    Reading::NotNow(typed, fallback) => {
                        let view = self.core.play(typed);
                        self.show(view);
                        if !self.say_message()? {
                            self.say(&fallback)?;
                        }
                        Ok(())
                    }
                    Reading::NotUnderstood(message) => self.say(&message),
                }
            }
        }
    }

    /// Says the table's message of the view shown (why a move was refused, that it
    /// was taken back …), if it has one.
    fn say_message(&mut self) -> Result<bool, CommandError> {
        let message = match &self.view.screen {
            ScreenView::Table(table) => table.message.clone(),
            _ => None,
        };
        match message {
            Some(message) => {
                self.say(&message)?;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// A joined seat's bot moves when its seat decides. True when it moved.
    fn bot_turn(&mut self) -> Result<bool, CommandError> {
        let Some(bot) = self.bot else {
            return Ok(false);
        };
        let ScreenView::Table(table) = &self.view.screen else {
            return Ok(false);
        };
        if self.bot_waits || table.overlay.is_some() || table.pick.is_none() {
            return Ok(false);
        }
        let game = table.game;
        let Some(decision) = self.core.decision() else {
            return Ok(false);
        };
        let Some((typed, said)) = typing::bot_move(game, decision, &bot) else {
            return Ok(false);
        };
        let view = self.core.play(typed);
        self.show(view);
        if self.say_message()? {
            // Refused (the table moved on meanwhile): decide again on the next news.
            self.bot_waits = true;
            return Ok(false);
        }
        let plays = self
            .texts
            .get(words::NEARBY_YOUR_BOT_PLAYS, &[("action", said.into())]);
        self.say(&plays)?;
        std::thread::sleep(BOT_PACE);
        Ok(true)
    }

    /// Hands the table save file of a game of this device to the signal watch after
    /// each change: a signal the client cannot answer in time still writes it.
    fn keep_save(&mut self) {
        if self.kept == Some(self.view.revision) {
            return;
        }
        self.kept = Some(self.view.revision);
        if let (Some(path), true) = (&self.save, crate::signals::watching()) {
            let save = self
                .core
                .game_save()
                .map(|document| (path.clone(), document));
            crate::signals::keep(save, self.lang);
        }
    }

    /// The player quits: a game of this device is saved to its file (and how to come
    /// back is said); a table nearby is left (a host closes it).
    fn quit(&mut self) -> Result<(), CommandError> {
        self.exit = Some(self.leave());
        Ok(())
    }

    /// Ends after a game the players do not want to play again.
    fn finish(&mut self) -> Result<(), CommandError> {
        match self.role {
            Role::Local => self.say_id(words::BYE)?,
            Role::Host { .. } => self.say_id(words::NEARBY_TABLE_CLOSED)?,
            Role::Guest => self.say_id(words::NEARBY_LEFT)?,
        }
        self.exit = Some(Ok(ExitCode::SUCCESS));
        Ok(())
    }

    /// Leaves: saves a game of this device (saying how to resume it), says goodbye.
    fn leave(&mut self) -> Result<ExitCode, CommandError> {
        match self.role {
            Role::Local => {
                if let (Some(path), Some(document)) = (self.save.clone(), self.core.game_save()) {
                    write_save(&path, &document)?;
                    let resume = words::with_path(self.lang, words::RESUME_WITH, &path);
                    self.say(&resume)?;
                }
                self.say_id(words::BYE)?;
            }
            Role::Host { .. } => self.say_id(words::NEARBY_TABLE_CLOSED)?,
            Role::Guest => self.say_id(words::NEARBY_LEFT)?,
        }
        Ok(ExitCode::SUCCESS)
    }
}

/// How many people play at this device (the one looking and the others sharing it).
fn people_here(table: &TableView) -> usize {
    table
        .players
        .iter()
        .filter(|p| matches!(p.kind, PlayerKind::You | PlayerKind::Human))
        .count()
}

/// Writes a table save file (never at the same time as a signal's save).
fn write_save(path: &Path, document: &str) -> Result<(), CommandError> {
    crate::signals::write_save(path, document)
        .map_err(|e| CommandError::File(path.display().to_string(), e))
}

/// Whether an output is a terminal (the curtain clears it then).
trait IsTerminalOutput {
    fn is_terminal_output(&self) -> bool;
}

impl IsTerminalOutput for std::io::Stdout {
    fn is_terminal_output(&self) -> bool {
        self.is_terminal()
    }
}

impl IsTerminalOutput for Vec<u8> {
    fn is_terminal_output(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests;
