//! Tests of the full-screen LAN screens: the host's lobby and the join picker drawn
//! into ratatui's test backend (in English and German) and driven by keys; a LAN table
//! drawn from a fake source (connection states, a seat taken over, the fairness
//! verdict, what a LAN table refuses); and a real loopback host and client
//! (`spieleabend_nearby`, in this process) playing a whole game through two apps.

use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use spieleabend_core::Seat;
use spieleabend_core::games::rauswurf::Rauswurf;
use spieleabend_core::nearby::{
    ByeReason, ClientConfig, EndReason, FairnessFailure, FairnessReport, HostConfig, LobbyPlayer,
    Verdict,
};
use spieleabend_core::table::{BotJob, BotMove, Logged, Table};
use spieleabend_nearby::discovery::FoundTable;
use spieleabend_nearby::{self as driver, NearbyTimings};

use super::discover::Target;
use super::join_picker::{JoinPicker, PickerAction, Stage};
use super::lobby::{self, Advertised, LobbyView};
use super::{ClientSource, HostSource};
use crate::i18n::Lang;
use crate::setup::{GameSetup, PlayOptions, new_table};
use crate::tui::app::App;
use crate::tui::boards::TuiGame;
use crate::tui::input::Input;
use crate::tui::source::{
    ActRefusal, HintJob, Link, Polled, RematchRefusal, SeatTag, TableSource, Turn,
};

fn text_of(terminal: &Terminal<TestBackend>) -> String {
    let buf = terminal.backend().buffer();
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn render_app<G: TuiGame, S: TableSource<G>>(app: &mut App<G, S>) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| crate::tui::draw(frame, app)).unwrap();
    text_of(&terminal)
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn lobby_view() -> LobbyView {
    LobbyView {
        game: spieleabend_core::games::GameId::Rauswurf,
        code: "482913".into(),
        addr: "192.168.1.20:7077".into(),
        advertised: Advertised::As("Anna's table".into()),
        players: vec![
            LobbyPlayer {
                device: 1,
                name: "Ben".into(),
                seats: vec![Seat(1)],
                connected: true,
            },
            LobbyPlayer {
                device: 2,
                name: "Cleo".into(),
                seats: vec![Seat(2)],
                connected: false,
            },
        ],
        free: 1,
        autostart: false,
        starting: false,
        news: vec!["Ben joined.".into(), "Cleo lost the connection.".into()],
        message: None,
    }
}

#[test]
fn the_lobby_shows_the_code_the_address_who_is_here_and_how_it_starts() {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let view = lobby_view();
    terminal
        .draw(|frame| lobby::draw(frame, Lang::En.nearby(), &view))
        .unwrap();
    let text = text_of(&terminal);
    for wanted in [
        "Hosting Rauswurf",
        "4 8 2 9 1 3",
        "192.168.1.20:7077",
        "spieleabend join 192.168.1.20:7077 --code 482913",
        "Found on the local network as “Anna's table”.",
        "Ben (seat 1)",
        "Cleo (seat 2) — connection lost",
        "1 seat is still free",
        "Enter starts the game",
        "Cleo lost the connection.",
        "Enter start · a autostart on/off · n new code · q close the table",
    ] {
        assert!(text.contains(wanted), "{wanted:?} missing:\n{text}");
    }

    let view = LobbyView {
        players: vec![view.players[0].clone()],
        free: 0,
        autostart: true,
        advertised: Advertised::Failed("no multicast".into()),
        ..view
    };
    terminal
        .draw(|frame| lobby::draw(frame, Lang::De.nearby(), &view))
        .unwrap();
    let text = text_of(&terminal);
    for wanted in [
        "Gastgeber für Rauswurf",
        "Beitrittscode",
        "Nicht im Netz angekündigt (no multicast)",
        "Ben (Platz 1)",
        "Alle sind da.",
        "Das Spiel beginnt, sobald jeder Platz besetzt ist.",
        "Enter starten · a Autostart an/aus · n neuer Code · q Tisch schließen",
    ] {
        assert!(text.contains(wanted), "{wanted:?} missing:\n{text}");
    }
    assert!(!text.contains("Hosting"), "{text}");
}

fn found(name: &str, port: u16, free: u8, protocol: u16) -> FoundTable {
    FoundTable {
        instance: format!("{name}._spieleabend._tcp.local."),
        name: name.into(),
        game: "rauswurf".into(),
        free_seats: free,
        players: 4,
        protocol,
        addrs: vec![format!("192.168.1.20:{port}").parse().unwrap()],
    }
}

#[test]
fn the_join_picker_lists_tables_asks_for_the_code_and_says_how_many_attempts_are_left() {
    let lan = Lang::En.nearby();
    let protocol = spieleabend_core::nearby::PROTOCOL_VERSION;
    let mut picker = JoinPicker::new(None, String::new(), None);
    picker.searching = Some(3.0);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| picker.draw(frame, lan)).unwrap();
    assert!(text_of(&terminal).contains("Looking for tables on the local network (3 s)"));

    picker.found(Ok(vec![
        found("Anna's table", 7077, 2, protocol),
        found("Old table", 7078, 1, protocol + 1),
        found("Full table", 7079, 0, protocol),
    ]));
    terminal.draw(|frame| picker.draw(frame, lan)).unwrap();
    let text = text_of(&terminal);
    for wanted in [
        "Join a table",
        "1) Anna's table: Rauswurf, 2 of 4 seats free, 192.168.1.20:7077",
        "2) Old table: Rauswurf, 1 of 4 seats free, 192.168.1.20:7078 (another app",
        "3) Full table: Rauswurf, 0 of 4 seats free, 192.168.1.20:7079 (full)",
        "or type ADDR:PORT",
        "↑↓/1-9 choose · Enter join · r search again",
    ] {
        assert!(text.contains(wanted), "{wanted:?} missing:\n{text}");
    }

    // Another protocol is refused; the first table asks for the code.
    picker.on_key(key(KeyCode::Down), lan);
    assert_eq!(picker.on_key(key(KeyCode::Enter), lan), None);
    assert_eq!(
        picker.message.as_deref(),
        Some("That table speaks another protocol version.")
    );
    picker.on_key(key(KeyCode::Char('7')), lan);
    assert_eq!(picker.message.as_deref(), Some("No table number 7."));
    picker.on_key(key(KeyCode::Char('3')), lan);
    assert_eq!(picker.cursor, 2);
    picker.on_key(key(KeyCode::Up), lan);
    picker.on_key(key(KeyCode::Up), lan);
    assert_eq!(picker.cursor, 0);
    assert_eq!(picker.on_key(key(KeyCode::Enter), lan), None);
    assert!(matches!(picker.stage, Stage::Code { .. }));
    for c in "48x29".chars() {
        picker.on_key(key(KeyCode::Char(c)), lan);
    }
    let action = picker.on_key(key(KeyCode::Enter), lan);
    assert_eq!(
        action,
        Some(PickerAction::Join {
            target: Target {
                addrs: vec!["192.168.1.20:7077".into()],
                game: spieleabend_core::games::GameId::parse("rauswurf"),
            },
            code: "4829".into(),
        })
    );

    // A wrong code: asked again, with the attempts left, in German too.
    let wrong = super::said(
        Lang::De,
        spieleabend_app::texts::NearbyText::JoinWrongCode(2),
    );
    picker.refused(wrong, true);
    assert!(matches!(picker.stage, Stage::Code { .. }));
    assert!(picker.code.is_empty());
    terminal
        .draw(|frame| picker.draw(frame, Lang::De.nearby()))
        .unwrap();
    let text = text_of(&terminal);
    assert!(
        text.contains("Beitrittscode für 192.168.1.20:7077"),
        "{text}"
    );
    assert!(text.contains("Falscher Code: noch 2 Versuche."), "{text}");

    // Esc goes back to the list; a typed address is joined with the code given.
    picker.on_key(key(KeyCode::Esc), lan);
    assert_eq!(picker.stage, Stage::Pick);
    let mut typed = JoinPicker::new(None, String::new(), Some("1234".into()));
    typed.found(Ok(Vec::new()));
    for c in "10.0.0.5:7077".chars() {
        typed.on_key(key(KeyCode::Char(c)), lan);
    }
    assert_eq!(
        typed.on_key(key(KeyCode::Enter), lan),
        Some(PickerAction::Join {
            target: Target {
                addrs: vec!["10.0.0.5:7077".into()],
                game: None,
            },
            code: "1234".into(),
        })
    );
    assert_eq!(
        JoinPicker::new(None, String::new(), None).on_key(key(KeyCode::Esc), lan),
        Some(PickerAction::Quit)
    );
}

/// A LAN table as a test wants it: a local table for the game, with the connection,
/// seat tags and verdict set by hand.
struct FakeLan {
    table: Table<Rauswurf>,
    link: Link,
    tag: Option<(Seat, SeatTag)>,
    verdict: Option<Verdict>,
    /// News to report at the next poll.
    news: bool,
}

impl TableSource<Rauswurf> for FakeLan {
    fn names(&self) -> Vec<String> {
        TableSource::<Rauswurf>::names(&self.table)
    }
    fn people_here(&self) -> usize {
        1
    }
    fn turn(&self) -> Turn {
        match TableSource::<Rauswurf>::turn(&self.table) {
            Turn::LocalBot { seat } => Turn::Elsewhere { seat, bot: true },
            turn => turn,
        }
    }
    fn viewer(&self) -> Option<Seat> {
        Some(Seat(0))
    }
    fn view(&self, seat: Seat) -> Option<<Rauswurf as spieleabend_core::Game>::View> {
        TableSource::<Rauswurf>::view(&self.table, seat)
    }
    fn legal_actions(&self, seat: Seat) -> Vec<<Rauswurf as spieleabend_core::Game>::Action> {
        TableSource::<Rauswurf>::legal_actions(&self.table, seat)
    }
    fn events(&self, seat: Seat) -> Vec<Logged<Rauswurf>> {
        TableSource::<Rauswurf>::events(&self.table, seat)
    }
    fn act(
        &mut self,
        seat: Seat,
        action: <Rauswurf as spieleabend_core::Game>::Action,
    ) -> Result<(), ActRefusal> {
        TableSource::<Rauswurf>::act(&mut self.table, seat, action)
    }
    fn outcome(&self) -> Option<spieleabend_core::Outcome> {
        self.table.outcome()
    }
    fn bot_job(&mut self) -> Option<BotJob<Rauswurf>> {
        None
    }
    fn apply_bot_move(&mut self, _: BotMove<<Rauswurf as spieleabend_core::Game>::Action>) -> bool {
        false
    }
    fn hint_job(&self, _: Seat) -> Option<HintJob<<Rauswurf as spieleabend_core::Game>::Action>> {
        None
    }
    fn rematch(&mut self) -> Result<(), RematchRefusal> {
        Err(RematchRefusal::HostDecides)
    }
    fn bot_delay_ms(&self) -> u32 {
        0
    }
    fn set_bot_delay_ms(&mut self, _: u32) -> bool {
        false
    }
    fn link(&self) -> Option<Link> {
        Some(self.link.clone())
    }
    fn poll(&mut self) -> Polled {
        Polled {
            changed: std::mem::take(&mut self.news),
            notices: Vec::new(),
        }
    }
    fn seat_tag(&self, seat: Seat) -> Option<SeatTag> {
        self.tag.filter(|(s, _)| *s == seat).map(|(_, tag)| tag)
    }
    fn fairness(&self) -> Option<Verdict> {
        self.verdict.clone()
    }
}

fn rauswurf_table(seats: &str, seed: u64) -> Table<Rauswurf> {
    let setup = GameSetup {
        players: Some(seats.split(',').count() as u8),
        seed: Some(seed),
        ..GameSetup::default()
    };
    let options = PlayOptions {
        seats: Some(seats.into()),
        delay_ms: 0,
        ..PlayOptions::default()
    };
    new_table::<Rauswurf>(&setup, &options).unwrap()
}

#[test]
fn a_lan_table_shows_the_connection_a_taken_over_seat_and_refuses_undo_hint_and_save() {
    // A position where seat 0 decides.
    let mut table = rauswurf_table("Anna=human,Ben=easy,Cleo=easy", 3);
    table.run_bots();
    let fake = FakeLan {
        table,
        link: Link::Reconnecting { attempt: 2 },
        tag: Some((Seat(1), SeatTag::TakenOver)),
        verdict: None,
        news: false,
    };
    let mut app = App::new(fake, Lang::En, None);
    assert!(app.deciding().is_some());
    let text = render_app(&mut app);
    for wanted in [
        "Rauswurf",
        "reconnecting (attempt 2)",
        "Your turn",
        "Ben",
        "bot plays",
        "q leave the table",
    ] {
        assert!(text.contains(wanted), "{wanted:?} missing:\n{text}");
    }
    app.on_input(Input::Undo);
    assert_eq!(app.message.as_deref(), Some(Lang::En.nearby().no_undo));
    app.on_input(Input::Save);
    assert_eq!(app.message.as_deref(), Some(Lang::En.nearby().no_save));
    app.on_input(Input::Faster);
    assert_eq!(app.message.as_deref(), Some(Lang::En.nearby().pace_fixed));

    // News that leaves the decision as it is keeps the cursor where the player put it.
    app.on_input(Input::Right);
    let cursor = app.focused();
    assert_ne!(
        cursor,
        app.focus_list().first().copied(),
        "the cursor moved"
    );
    app.table.news = true;
    app.tick();
    assert_eq!(app.focused(), cursor);
    assert!(app.deciding().is_some());

    // In German, connected again.
    app.table.link = Link::Connected;
    app.lang = Lang::De;
    app.text = Lang::De.text();
    let text = render_app(&mut app);
    assert!(text.contains("● verbunden"), "{text}");
    assert!(text.contains("Bot spielt"), "{text}");
    app.on_input(Input::Hint);
    assert_eq!(app.message.as_deref(), Some(Lang::De.nearby().no_hint));

    // The host is gone: nothing is decided any more, the end screen says why.
    app.table.link = Link::HostGone;
    app.tick();
    assert!(app.deciding().is_none());
    let text = render_app(&mut app);
    assert!(!text.contains("Du bist dran"), "{text}");
    assert!(
        text.contains("Der Gastgeber ist nicht mehr erreichbar."),
        "{text}"
    );
}

#[test]
fn a_finished_lan_game_shows_the_verdict_and_a_closed_table_the_end_screen() {
    let mut table = rauswurf_table("Anna=human,easy,easy", 5);
    while table.outcome().is_none() {
        table.run_bots();
        if let spieleabend_core::table::Pending::Human { seat, .. } = table.pending() {
            let action = table.legal_actions(seat).unwrap()[0];
            table.act(seat, action).unwrap();
        }
    }
    let report = FairnessReport {
        game_number: 0,
        contributed: true,
        entries: 2,
        left_out: 0,
    };
    let fake = FakeLan {
        table,
        link: Link::Connected,
        tag: None,
        verdict: Some(Ok(report)),
        news: false,
    };
    let mut app = App::new(fake, Lang::En, None);
    let text = render_app(&mut app);
    assert!(text.contains("Game over"), "{text}");
    assert!(
        text.contains("Deal checked ✓ (your random value is in it)"),
        "{text}"
    );
    assert!(text.contains("waiting for the host · q leave"), "{text}");
    app.on_input(Input::Letter('n'));
    assert_eq!(
        app.message.as_deref(),
        Some(Lang::En.nearby().host_decides_rematch)
    );

    app.table.verdict = Some(Err(FairnessFailure::SeedNotDerived));
    app.table.link = Link::Ended(EndReason::Bye(ByeReason::HostLeft));
    app.tick();
    assert!(
        app.deciding().is_none(),
        "nothing is decided at a closed table"
    );
    let text = render_app(&mut app);
    assert!(text.contains("The table is over"), "{text}");
    // The sentences of the app core's catalogue (the render wraps long lines, so
    // their first words are looked for).
    let texts = Lang::En.texts();
    let ended = texts.end_reason(&EndReason::Bye(ByeReason::HostLeft));
    assert_eq!(ended, "The host closed the table.");
    assert!(text.contains(&ended), "{text}");
    let (verdict, fair) = texts.verdict_line(&Err(FairnessFailure::SeedNotDerived));
    assert!(!fair);
    assert!(text.contains(&verdict[..20]), "{verdict:?} in {text}");
    assert!(text.contains("table closed"), "{text}");
    app.on_input(Input::Confirm);
    assert!(app.exit.is_some(), "Enter leaves an ended table");

    app.lang = Lang::De;
    app.text = Lang::De.text();
    app.table.link = Link::HostGone;
    app.exit = None;
    let text = render_app(&mut app);
    assert!(
        text.contains("Der Gastgeber ist nicht mehr erreichbar."),
        "{text}"
    );
    assert!(text.contains("Gastgeber weg"), "{text}");
}

/// The host's app in the loopback tests.
type HostApp = App<Rauswurf, HostSource<Rauswurf>>;
/// The guest's app in the loopback tests.
type GuestApp = App<Rauswurf, ClientSource<Rauswurf>>;

/// A host of two-player Rauswurf with `seats` on loopback and a client joined to it,
/// each in an app (the host's in English, the guest's in German); the game starts as
/// soon as the client is in.
fn loopback(seats: &str) -> (tokio::runtime::Runtime, HostApp, GuestApp) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let table = rauswurf_table(seats, 11);
    let setup = super::setup_of(&table, 11);
    let config = HostConfig {
        seed: 11,
        entropy: [1; 32],
        join_code: Some("4829".into()),
        ..HostConfig::default()
    };
    let host = rt
        .block_on(driver::host(
            setup,
            config,
            "127.0.0.1:0",
            NearbyTimings::default(),
        ))
        .unwrap();
    let addr = host.local_addr().to_string();
    host.set_autostart(true);
    let client_config = ClientConfig {
        name: "Ben".into(),
        device_key: 7,
        entropy: [2; 32],
        ..ClientConfig::default()
    };
    let client = rt
        .block_on(driver::join::<Rauswurf, _>(
            addr,
            client_config,
            "4829",
            1,
            NearbyTimings::default(),
        ))
        .unwrap();
    let host_app = App::new(HostSource::new(host, None), Lang::En, None);
    let guest_app = App::new(ClientSource::new(client, 200), Lang::De, None);
    (rt, host_app, guest_app)
}

#[test]
fn a_host_without_a_seat_of_its_own_watches_the_devices_and_bots_play() {
    let (_rt, mut host_app, mut guest_app) = loopback("remote,medium");
    let start = Instant::now();
    let mut watched = false;
    while guest_app.table.fairness().is_none() {
        host_app.tick();
        guest_app.tick();
        if !watched && host_app.turn() != Turn::Waiting {
            let text = render_app(&mut host_app);
            assert!(text.contains("No seat at this terminal"), "{text}");
            assert!(text.contains("At the table: Ben"), "{text}");
            watched = true;
        }
        guest_app.decide();
        assert!(start.elapsed() < Duration::from_secs(60), "no end in 60 s");
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(watched);
    assert!(host_app.deciding().is_none());
    let text = render_app(&mut host_app);
    assert!(text.contains("Game over"), "{text}");
}

#[test]
fn a_loopback_host_and_client_play_a_whole_game_through_two_apps() {
    let (_rt, mut host_app, mut guest_app) = loopback("Anna=human,remote");

    let start = Instant::now();
    let mut moves = 0;
    let mut guest_checked = false;
    loop {
        host_app.tick();
        guest_app.tick();
        if host_app.table.outcome().is_some() && guest_app.table.fairness().is_some() {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no end in 60 s:\n{}\n{}",
            render_app(&mut host_app),
            render_app(&mut guest_app)
        );
        if !guest_checked && guest_app.deciding().is_some() {
            guest_checked = true;
            // Mid-game: the guest's table shows the connection and its hand.
            let text = render_app(&mut guest_app);
            assert!(text.contains("● verbunden"), "{text}");
            assert!(text.contains("Deine Hand"), "{text}");
            assert!(text.contains("Anna"), "{text}");
            // A hint from the guest's own information state, thought off this thread.
            guest_app.on_input(Input::Hint);
            assert_eq!(
                guest_app.message.as_deref(),
                Some(Lang::De.text().hint_thinking)
            );
            let asked = Instant::now();
            while guest_app.message.as_deref() == Some(Lang::De.text().hint_thinking) {
                guest_app.tick();
                assert!(asked.elapsed() < Duration::from_secs(20), "no hint came");
                std::thread::sleep(Duration::from_millis(5));
            }
            let hint = guest_app.message.clone().unwrap_or_default();
            assert!(hint.starts_with("Tipp"), "{hint}");

            // The network drops: the guest reconnects, resumes and says so.
            guest_app.table.cut_connection();
            let cut = Instant::now();
            let reconnected = Lang::De
                .texts()
                .nearby_notice(&spieleabend_app::texts::NearbyNotice::Reconnected);
            while guest_app.message.as_deref() != Some(reconnected.as_str()) {
                host_app.tick();
                guest_app.tick();
                assert!(cut.elapsed() < Duration::from_secs(20), "no reconnect");
                std::thread::sleep(Duration::from_millis(5));
            }
            assert_eq!(guest_app.table.link(), Some(Link::Connected));
        }
        for app in [&mut host_app as &mut dyn Deciding, &mut guest_app] {
            if app.decide() {
                moves += 1;
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(moves >= 4, "{moves} moves");
    assert!(guest_checked, "the guest never decided");
    assert!(matches!(guest_app.table.fairness(), Some(Ok(_))));
    let host_text = render_app(&mut host_app);
    assert!(host_text.contains("Game over"), "{host_text}");
    assert!(host_text.contains("hosting · code 4829"), "{host_text}");
    assert!(host_text.contains("Ben"), "{host_text}");
    assert!(
        host_text.contains("n another game · q close the table"),
        "{host_text}"
    );
    let guest_text = render_app(&mut guest_app);
    assert!(guest_text.contains("Spiel vorbei"), "{guest_text}");
    assert!(guest_text.contains("Verteilung geprüft ✓"), "{guest_text}");

    // The host closes the table: the guest is told.
    let host = host_app.table.into_handle();
    _rt.block_on(host.shutdown());
    let start = Instant::now();
    while !guest_app.link_ended() {
        guest_app.tick();
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the guest never heard"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    let guest_text = render_app(&mut guest_app);
    assert!(
        guest_text.contains("Der Tisch ist aufgelöst"),
        "{guest_text}"
    );
    assert!(
        guest_text.contains("Der Gastgeber hat den Tisch geschlossen."),
        "{guest_text}"
    );
}

#[test]
fn two_people_at_the_host_pass_the_keyboard_and_never_see_each_others_hand() {
    let (_rt, mut host_app, mut guest_app) = loopback("Anna=human,Carl=human,remote");
    let start = Instant::now();
    let mut handed_to = Vec::new();
    let mut moved = Vec::new();
    while host_app.table.outcome().is_none() || guest_app.table.fairness().is_none() {
        host_app.tick();
        guest_app.tick();
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no end in 60 s:\n{}",
            render_app(&mut host_app)
        );
        if let Some(seat) = host_app.hand_over {
            let name = host_app.seat_names()[seat.index()].clone();
            let text = render_app(&mut host_app);
            assert!(
                text.contains(&format!("Pass the device to {name}")),
                "{text}"
            );
            assert!(text.contains("The last hand is hidden."), "{text}");
            assert!(!text.contains("'s hand"), "a hand is on screen\n{text}");
            assert!(host_app.view.is_none());
            // The table itself refuses the seat's hand until the hand-over.
            assert!(host_app.table.view(seat).is_none());
            assert!(host_app.table.legal_actions(seat).is_empty());
            // Keys other than Enter/Space do not get past the screen.
            host_app.on_input(Input::Slot(0));
            host_app.on_input(Input::Hint);
            assert_eq!(host_app.hand_over, Some(seat));
            assert!(host_app.deciding().is_none());
            host_app.on_input(Input::Confirm);
            assert_eq!(host_app.hand_over, None);
            assert_eq!(host_app.deciding(), Some(seat));
            let text = render_app(&mut host_app);
            assert!(text.contains(&format!("{name}'s hand")), "{text}");
            handed_to.push(seat);
            continue;
        }
        if let Some(seat) = host_app.deciding() {
            // Whoever decides at the host was handed the keyboard last.
            assert_eq!(handed_to.last(), Some(&seat));
            host_app.on_input(Input::Confirm);
            moved.push(seat);
        }
        guest_app.decide();
        std::thread::sleep(Duration::from_millis(2));
    }
    for seat in [Seat(0), Seat(1)] {
        assert!(handed_to.contains(&seat), "{seat:?} never got the keyboard");
        assert!(moved.contains(&seat), "{seat:?} never moved");
    }
    let text = render_app(&mut host_app);
    assert!(text.contains("Game over"), "{text}");
}

/// Presses Enter for whoever decides at this app; true if a move was made.
trait Deciding {
    fn decide(&mut self) -> bool;
}

impl<S: TableSource<Rauswurf>> Deciding for App<Rauswurf, S> {
    fn decide(&mut self) -> bool {
        if self.deciding().is_none() {
            return false;
        }
        self.on_input(Input::Confirm);
        true
    }
}
