//! A LAN table full-screen: `host` shows the lobby until the game starts, then the
//! table with the host's seat; `join` shows the picker (tables found on the network, a
//! typed address, the join code), then the table with this device's seat. The table
//! screen is the same as for a local table ([`App`] over a LAN
//! [`TableSource`](crate::tui::source::TableSource)).

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use spieleabend_core::nearby::{ClientConfig, EndReason, LobbyInfo, Phase, RejectReason};
use spieleabend_nearby::{self as driver, HostHandle, NearbyTimings, ProbeError};
use tokio::runtime::Runtime;

use spieleabend_app::texts::NearbyText as T;

use super::discover::Target;
use super::join_picker::{JoinPicker, PickerAction, Stage};
use super::lobby::{self, Advertised, LobbyView};
use super::said;
use super::{ClientSource, HostSource};
use crate::error::CommandError;
use crate::i18n::Lang;
use crate::tui::app::{App, Exit};
use crate::tui::boards::TuiGame;
use crate::tui::source::TableSource;
use crate::tui::{FRAME, run, with_terminal};

/// How many lines of news the lobby keeps.
const NEWS: usize = 20;

/// What the host's lobby shows besides the players.
pub struct HostedTable {
    /// The address others join at.
    pub addr: String,
    /// Whether and how the table is found on the network.
    pub advertised: Advertised,
    /// Start as soon as every remote seat is filled (and each later game as soon as
    /// every device committed).
    pub autostart: bool,
}

/// Hosts `handle`'s table full-screen: the lobby, then the table. Closes the table
/// (bye to every device) when the host quits.
pub fn host<G: TuiGame>(
    rt: &Runtime,
    handle: HostHandle<G>,
    hosted: HostedTable,
    on_poll: Option<super::host_source::OnPoll>,
    lang: Lang,
) -> Result<ExitCode, CommandError> {
    let source = HostSource::new(handle, on_poll);
    // One full screen for the lobby and the table (no flicker between them).
    let source = with_terminal(|terminal| {
        let mut source = source;
        if !host_lobby(terminal, &mut source, &hosted, lang)? {
            return Ok(source);
        }
        let mut app = App::new(source, lang, None);
        run(terminal, &mut app)?;
        Ok(app.table)
    })?;
    rt.block_on(source.into_handle().shutdown());
    writeln!(std::io::stdout(), "{}", lang.line().nearby_table_closed)?;
    Ok(ExitCode::SUCCESS)
}

/// The lobby until the game starts (true) or the host closes the table (false).
fn host_lobby<G: TuiGame>(
    terminal: &mut DefaultTerminal,
    source: &mut HostSource<G>,
    hosted: &HostedTable,
    lang: Lang,
) -> std::io::Result<bool> {
    let lan = lang.nearby();
    let mut view = LobbyView {
        game: G::info().id,
        code: source.handle().join_code(),
        addr: hosted.addr.clone(),
        advertised: hosted.advertised.clone(),
        players: Vec::new(),
        free: 0,
        autostart: hosted.autostart,
        starting: false,
        news: Vec::new(),
        message: None,
    };
    if hosted.autostart {
        source.handle().set_autostart(true);
    }
    loop {
        let polled = source.poll();
        view.news
            .extend(polled.notices.iter().map(|n| lan.notice(n)));
        let excess = view.news.len().saturating_sub(NEWS);
        view.news.drain(..excess);
        let (phase, locked) = source.handle().with_host(|h| {
            view.players = h.players();
            view.free = h.free_seat_count();
            (h.phase(), h.join_locked())
        });
        if locked && view.message.is_none() {
            view.message = Some(lan.lobby_locked.to_string());
        }
        if phase != Phase::Lobby {
            return Ok(true);
        }
        terminal.draw(|frame| lobby::draw(frame, lan, &view))?;
        if !event::poll(FRAME)? {
            continue;
        }
        let Event::Key(key) = event::read()? else {
            continue;
        };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        view.message = None;
        match key.code {
            KeyCode::Enter if !view.starting => match source.handle().start() {
                Ok(()) => {
                    view.starting = true;
                    // Later games start as soon as every device committed anew.
                    source.handle().set_autostart(true);
                }
                Err(error) => view.message = Some(error.to_string()),
            },
            KeyCode::Char('n') if !view.starting => match source.handle().new_join_code() {
                Ok(code) => {
                    view.message = Some((lan.lobby_new_code)(&code));
                    view.code = code;
                }
                Err(error) => view.message = Some(error.to_string()),
            },
            KeyCode::Char('a') if !view.starting => {
                view.autostart = !view.autostart;
                source.handle().set_autostart(view.autostart);
            }
            KeyCode::Char('q') | KeyCode::Esc => return Ok(false),
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                return Ok(false);
            }
            _ => {}
        }
    }
}

/// How a full-screen join starts.
pub struct JoinStart {
    /// An address to join at once (`None`: the picker).
    pub addr: Option<String>,
    /// Only tables of this game; the host must play it.
    pub game: Option<spieleabend_core::games::GameId>,
    /// The join code, if given.
    pub code: Option<String>,
    /// How long to look for tables.
    pub browse: Duration,
    /// The device's name and key.
    pub config: ClientConfig,
    /// Hard bot iterations for hints.
    pub hint_iterations: u32,
}

/// Joins a table full-screen: the picker (unless address and code are given), then the
/// table. Leaves the table (bye) when the player quits.
pub fn join(rt: &Runtime, start: JoinStart, lang: Lang) -> Result<ExitCode, CommandError> {
    let mut picker = JoinPicker::new(
        start.game,
        start
            .addr
            .clone()
            .filter(|a| a != "auto")
            .unwrap_or_default(),
        start.code.clone(),
    );
    let mut farewell = None;
    let outcome = with_terminal(|terminal| {
        // An address given: straight to it (asking for the code if none was given).
        let direct = match start.addr.as_deref() {
            Some(addr) if addr != "auto" && !addr.trim().is_empty() => picker.ask_code(Target {
                addrs: vec![addr.to_string()],
                game: start.game,
            }),
            _ => None,
        };
        pick_and_join(
            terminal,
            &mut farewell,
            rt,
            &mut picker,
            direct,
            &start,
            lang,
        )
    })?;
    if let Some(line) = farewell {
        writeln!(std::io::stdout(), "{line}")?;
    }
    let Some(result) = outcome else {
        return Ok(ExitCode::SUCCESS);
    };
    result
}

/// The picker until a host admits the code and the table is played (Some), or the
/// player leaves the picker (None).
fn pick_and_join(
    terminal: &mut DefaultTerminal,
    farewell: &mut Option<String>,
    rt: &Runtime,
    picker: &mut JoinPicker,
    mut action: Option<PickerAction>,
    start: &JoinStart,
    lang: Lang,
) -> std::io::Result<Option<Result<ExitCode, CommandError>>> {
    let lan = lang.nearby();
    let mut search: Option<tokio::task::JoinHandle<Result<Vec<_>, String>>> = None;
    let mut searched = false;
    // The connection of the last wrong code, asked again with the next one.
    let mut kept: Option<(String, driver::Prober)> = None;
    loop {
        // The list is looked for the first time it is shown.
        if action.is_none() && !searched && picker.stage == Stage::Pick {
            action = Some(PickerAction::Search);
        }
        match action.take() {
            Some(PickerAction::Quit) => return Ok(None),
            Some(PickerAction::Search) => {
                searched = true;
                let wait = start.browse;
                picker.searching = Some(wait.as_secs_f32());
                search = Some(rt.spawn(async move {
                    driver::discovery::browse(wait)
                        .await
                        .map_err(|e| e.to_string())
                }));
            }
            Some(PickerAction::Join { target, code }) => {
                terminal.draw(|frame| picker.draw(frame, lan))?;
                match probe(rt, &target, &code, start.game, lang, &mut kept) {
                    Ok((addr, info)) => {
                        let id = spieleabend_core::games::GameId::parse(&info.game);
                        let Some(id) = id else {
                            picker.refused(said(lang, T::JoinUnknownGame), false);
                            continue;
                        };
                        let played = spieleabend_core::with_game!(id, G => {
                            play_joined::<G>(terminal, farewell, rt, &addr, &code, start, lang)
                        });
                        return Ok(Some(played));
                    }
                    Err((message, wrong_code)) => picker.refused(message, wrong_code),
                }
            }
            None => {}
        }
        if let Some(running) = &search
            && running.is_finished()
        {
            let result = rt
                .block_on(search.take().expect("a search runs"))
                .unwrap_or_else(|e| Err(e.to_string()));
            picker.found(result);
        }
        terminal.draw(|frame| picker.draw(frame, lan))?;
        if event::poll(FRAME)?
            && let Event::Key(key) = event::read()?
        {
            action = picker.on_key(key, lan);
        }
    }
}

/// Asks the host at the target what it plays, with the code. On refusal: the message
/// and whether it was a wrong code (to ask again). After a wrong code the connection is
/// `kept` and asked again with the next code, so the host's count of attempts left
/// counts down.
fn probe(
    rt: &Runtime,
    target: &Target,
    code: &str,
    expected: Option<spieleabend_core::games::GameId>,
    lang: Lang,
    kept: &mut Option<(String, driver::Prober)>,
) -> Result<(String, LobbyInfo), (String, bool)> {
    let lan = lang.nearby();
    let mut failures = Vec::new();
    let mut again = kept.take().filter(|(addr, _)| target.addrs.contains(addr));
    for addr in &target.addrs {
        let asked = rt.block_on(async {
            let mut prober = match again.take() {
                Some((kept_addr, prober)) if &kept_addr == addr => prober,
                _ => driver::Prober::open(addr.clone(), &NearbyTimings::default()).await?,
            };
            let answer = prober.ask(code).await;
            if let Err(ProbeError::Refused(RejectReason::WrongJoinCode { attempts_left })) = &answer
                && *attempts_left > 0
            {
                *kept = Some((addr.clone(), prober));
            }
            answer
        });
        match asked {
            Ok(info) => {
                let wanted = expected.or(target.game);
                if let Some(wanted) = wanted
                    && spieleabend_core::games::GameId::parse(&info.game) != Some(wanted)
                {
                    return Err((
                        (lan.join_wrong_game)(
                            &crate::notation::game_name(&info.game),
                            wanted.name(),
                        ),
                        false,
                    ));
                }
                return Ok((addr.clone(), info));
            }
            Err(ProbeError::Refused(RejectReason::WrongJoinCode { attempts_left })) => {
                let wrong = T::JoinWrongCode(u32::from(attempts_left));
                return Err((said(lang, wrong), true));
            }
            Err(ProbeError::Refused(reason)) => {
                let ended = EndReason::Rejected(reason);
                return Err((lan.end_reason(&ended), false));
            }
            Err(ProbeError::NotUnderstood) => {
                failures.push(format!("{addr}: {}", said(lang, T::JoinNotUnderstood)))
            }
            Err(ProbeError::Io(error)) => failures.push(format!("{addr}: {error}")),
        }
    }
    let unreachable = T::JoinUnreachable(failures.join("; "));
    Err((said(lang, unreachable), false))
}

/// Joins the host at `addr` as a client of game `G` and plays the table.
fn play_joined<G: TuiGame>(
    terminal: &mut DefaultTerminal,
    farewell: &mut Option<String>,
    rt: &Runtime,
    addr: &str,
    code: &str,
    start: &JoinStart,
    lang: Lang,
) -> Result<ExitCode, CommandError> {
    let handle = rt
        .block_on(driver::join::<G, _>(
            addr.to_string(),
            start.config.clone(),
            code.to_string(),
            1,
            NearbyTimings::default(),
        ))
        .map_err(|e| CommandError::Lan(format!("cannot reach the host ({addr}: {e})")))?;
    let mut app = App::new(ClientSource::new(handle, start.hint_iterations), lang, None);
    let exit = run(terminal, &mut app)?;
    let ended = app.link_ended();
    let link = app.table.link();
    let handle = app.table.into_handle();
    // Said after the full screen is gone (the caller restores the terminal first).
    *farewell = match link {
        Some(link) if ended => Some(lang.nearby().link_line(&link)),
        _ => Some(lang.line().nearby_left.to_string()),
    };
    if !ended {
        // Bye to the host (bounded: a gone host must not keep the terminal).
        let _ = rt
            .block_on(async { tokio::time::timeout(Duration::from_secs(2), handle.leave()).await });
    }
    Ok(match exit {
        Exit::Quit { .. } => ExitCode::SUCCESS,
        Exit::Remote => ExitCode::FAILURE,
    })
}
