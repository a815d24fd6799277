//! The local client driven by keys over a real app core in a folder of its own, drawn
//! into ratatui's test backend: the start screen, the setup, every game's table at
//! 80×24 with nothing cut, the key line after game over, the hint at 22Juhu's swap;
//! two clients at one table nearby over loopback.

use std::path::PathBuf;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use spieleabend_app::app::{Advertisement, AppView, Intent, ScreenView, TxtEntry};
use spieleabend_app::runtime::NearbyOptions;
use spieleabend_app::screens::home::HomeItem;
use spieleabend_app::screens::nearby::{FoundTable, HostView, JoinView, Medium, NearbyIntent};
use spieleabend_app::screens::settings::{SettingKey, SettingsIntent};
use spieleabend_app::screens::setup::{SeatPlayer, SetupIntent};
use spieleabend_app::table::{HintView, Overlay, TableView};
use spieleabend_app::texts::Lang;
use spieleabend_core::table::BotLevel;

use super::table::face;
use super::{Client, Exit};

/// A folder of the app's files, removed afterwards.
struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let dir = std::env::temp_dir().join(format!(
            "spieleabend-tui-{name}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Dir(dir)
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const WAIT: Duration = Duration::from_secs(60);

fn client(dir: &Dir) -> Client {
    let mut client = Client::open(&dir.0, Lang::En).unwrap();
    // The fastest bot pace, so the tests wait little.
    client.dispatch(Intent::Open(HomeItem::Settings));
    client.dispatch(Intent::Settings(SettingsIntent::Choose {
        key: SettingKey::BotPace,
        index: 2,
    }));
    client.dispatch(Intent::Back);
    client
}

fn press(client: &mut Client, code: KeyCode) {
    client.on_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn render(client: &Client, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| client.draw(frame)).unwrap();
    terminal.backend().buffer().clone()
}

fn rows(buf: &Buffer) -> Vec<String> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect()
}

fn screen(buf: &Buffer) -> String {
    rows(buf).join("\n")
}

/// The text inside the box titled `title`, its rows joined by spaces, runs of spaces
/// made one (so wrapped text reads as it was written).
fn boxed_text(buf: &Buffer, title: &str) -> String {
    let rows = rows(buf);
    let (top, left) = rows
        .iter()
        .enumerate()
        .find_map(|(y, row)| {
            row.find(&format!(" {title} "))
                .filter(|&x| row[..x].contains('╭'))
                .map(|x| (y, x))
        })
        .unwrap_or_else(|| panic!("no box {title:?} in\n{}", rows.join("\n")));
    // The box's left border is the corner before the title.
    let chars: Vec<char> = rows[top].chars().collect();
    let byte_to_char = rows[top][..left].chars().count();
    let start = (0..byte_to_char)
        .rev()
        .find(|&x| chars[x] == '╭')
        .expect("a rounded corner");
    let end = (byte_to_char..chars.len())
        .find(|&x| chars[x] == '╮')
        .expect("the other corner");
    let mut text = Vec::new();
    for row in &rows[top + 1..] {
        let chars: Vec<char> = row.chars().collect();
        if chars[start] == '╰' {
            break;
        }
        text.push(chars[start + 1..end].iter().collect::<String>());
    }
    squash(&text.join(" "))
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn table(client: &Client) -> Option<&TableView> {
    match &client.view.screen {
        ScreenView::Table(table) => Some(table),
        _ => None,
    }
}

/// A new game of `game` for one person (seat 0) against easy bots, via the setup.
fn start(client: &mut Client, game: &str, players: u32, variant: Option<u32>) {
    client.dispatch(Intent::Open(HomeItem::NewGame));
    client.dispatch(Intent::Setup(SetupIntent::ChooseGame(game.into())));
    if let Some(variant) = variant {
        client.dispatch(Intent::Setup(SetupIntent::ChooseVariant(variant)));
    }
    client.dispatch(Intent::Setup(SetupIntent::SetPlayers(players)));
    for seat in 1..players {
        client.dispatch(Intent::Setup(SetupIntent::SetSeatPlayer {
            seat,
            player: SeatPlayer::Bot(BotLevel::Easy),
        }));
    }
    client.dispatch(Intent::Setup(SetupIntent::SetSeatPlayer {
        seat: 0,
        player: SeatPlayer::Person,
    }));
    press(client, KeyCode::Enter);
    assert!(
        table(client).is_some(),
        "the game starts: {:?}",
        client.view
    );
}

/// Waits until the person decides (a summary on the way is dismissed).
fn until_deciding(client: &mut Client) -> bool {
    for _ in 0..200 {
        let done = client.wait_until(WAIT, |view| match &view.screen {
            ScreenView::Table(t) => t.pick.is_some() || t.overlay.is_some() || t.to_act.is_none(),
            _ => true,
        });
        assert!(done, "the bots move on");
        let Some(t) = table(client) else { return false };
        match &t.overlay {
            Some(Overlay::Summary(_)) => press(client, KeyCode::Enter),
            Some(_) => return false,
            None if t.to_act.is_none() => return false,
            None => return true,
        }
    }
    false
}

#[test]
fn enter_on_a_setting_row_starts_and_the_arrows_change_it() {
    let dir = Dir::new("enter-starts");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::NewGame));
    // Down to the players row; the arrows change it without leaving the setup.
    press(&mut client, KeyCode::Down);
    let before = match &client.view.screen {
        ScreenView::Setup(setup) => setup.players.clone(),
        other => panic!("the setup: {other:?}"),
    };
    press(&mut client, KeyCode::Left);
    let ScreenView::Setup(setup) = &client.view.screen else {
        panic!("a change stays on the setup");
    };
    assert_ne!(setup.players, before);
    // Enter on that row starts the game instead of moving the cursor down.
    press(&mut client, KeyCode::Enter);
    assert!(table(&client).is_some(), "{:?}", client.view.screen);
}

#[test]
fn a_number_typed_replaces_the_value_and_no_digit_passes_the_largest() {
    let dir = Dir::new("number");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::NewGame));
    client.dispatch(Intent::Setup(SetupIntent::ChooseGame("juhu22".into())));
    client.dispatch(Intent::Setup(SetupIntent::ChooseVariant(3)));
    let number = |client: &Client| {
        let ScreenView::Setup(setup) = &client.view.screen else {
            panic!("the setup");
        };
        let rows = super::draw::setup_rows(setup);
        rows.iter().enumerate().find_map(|(at, row)| match row {
            super::draw::SetupRow::Option(o) => match &setup.options[*o].control {
                spieleabend_app::screens::Control::Number { value, max, .. } => {
                    Some((at, *value, *max))
                }
                _ => None,
            },
            _ => None,
        })
    };
    let (at, before, max) = number(&client).expect("22Juhu has a number option");
    client.cursor = at;
    let first = if before == 5 { '6' } else { '5' };
    press(&mut client, KeyCode::Char(first));
    let want = i64::from(first as u8 - b'0');
    assert_eq!(
        number(&client).unwrap().1,
        want,
        "the first digit replaces {before}"
    );
    press(&mut client, KeyCode::Char('0'));
    assert_eq!(
        number(&client).unwrap().1,
        want * 10,
        "the next one appends"
    );
    for _ in 0..12 {
        press(&mut client, KeyCode::Char('9'));
    }
    let (_, value, _) = number(&client).unwrap();
    assert!(
        value <= max && value.to_string().starts_with(&(want * 10).to_string()),
        "{value}"
    );
    // Moving away and back starts a new number.
    press(&mut client, KeyCode::Up);
    press(&mut client, KeyCode::Down);
    press(&mut client, KeyCode::Char('3'));
    assert_eq!(number(&client).unwrap().1, 3);
}

#[test]
fn the_start_screen_keeps_its_cursor_and_settings_offer_what_a_terminal_has() {
    let dir = Dir::new("home-cursor");
    let mut client = client(&dir);
    let ScreenView::Home(home) = &client.view.screen else {
        panic!("the start screen");
    };
    let settings_at = home
        .items
        .iter()
        .position(|i| i.item == HomeItem::Settings)
        .expect("a settings row");
    for _ in 0..settings_at {
        press(&mut client, KeyCode::Down);
    }
    press(&mut client, KeyCode::Enter);
    let text = screen(&render(&client, 80, 24));
    let texts = client.texts();
    assert!(text.contains(&texts.get("settings-pace", &[])), "{text}");
    assert!(!text.contains(&texts.get("settings-sound", &[])), "{text}");
    assert!(
        !text.contains(&texts.get("settings-haptics", &[])),
        "{text}"
    );
    press(&mut client, KeyCode::Esc);
    assert!(matches!(client.view.screen, ScreenView::Home(_)));
    assert_eq!(client.cursor, settings_at, "the cursor stays on Settings");
}

/// A client whose hosted tables stay on this machine (not announced on the network)
/// and whose bots at a hosted table do not pause.
fn nearby_client(dir: &Dir) -> Client {
    let mut client = client(dir);
    client.core.set_nearby_options(NearbyOptions {
        bind: "127.0.0.1:0".into(),
        bot_pace_ms: Some(0),
        ..NearbyOptions::default()
    });
    client.announcer.enabled = false;
    client
}

/// How long a step at a table nearby may take.
const NEARBY_WAIT: Duration = Duration::from_secs(20);

fn host_screen(view: &AppView) -> Option<&HostView> {
    match &view.screen {
        ScreenView::NearbyHost(host) => Some(host),
        _ => None,
    }
}

fn join_screen(view: &AppView) -> Option<&JoinView> {
    match &view.screen {
        ScreenView::NearbyJoin(join) => Some(join),
        _ => None,
    }
}

#[test]
fn no_single_enter_from_the_start_screen_opens_a_port() {
    let dir = Dir::new("host");
    let mut client = nearby_client(&dir);
    let ScreenView::Home(home) = client.view.screen.clone() else {
        panic!("home first");
    };
    let open = |client: &Client| host_screen(&client.view).is_some_and(|h| h.open);
    for at in 0..home.items.len() {
        let mut client = Client::open(&dir.0, Lang::En).unwrap();
        client.announcer.enabled = false;
        for _ in 0..at {
            press(&mut client, KeyCode::Down);
        }
        press(&mut client, KeyCode::Enter);
        client.tick();
        assert!(!open(&client), "item {at}");
        press(&mut client, KeyCode::Esc);
    }
    // Hosting: home → nearby → host, and only Enter there opens the table; the host
    // needs a second person at the table.
    client.dispatch(Intent::Open(HomeItem::NewGame));
    client.dispatch(Intent::Setup(SetupIntent::SetSeatPlayer {
        seat: 1,
        player: SeatPlayer::Person,
    }));
    client.dispatch(Intent::Back);
    client.dispatch(Intent::Open(HomeItem::Nearby));
    press(&mut client, KeyCode::Enter);
    assert!(host_screen(&client.view).is_some_and(|h| !h.open));
    press(&mut client, KeyCode::Enter);
    assert!(open(&client), "{:?}", client.view.screen);
    assert!(client.wait_until(NEARBY_WAIT, |v| {
        host_screen(v).is_some_and(|h| h.code.is_some())
    }));
    assert_eq!(client.exit, None);
}

/// The host's table set up on keys' reach: `game` with a second person's seat, the
/// host's screen opened with Enter. Returns the address and the join code.
fn open_table(host: &mut Client, game: &str) -> (String, String) {
    host.dispatch(Intent::Open(HomeItem::NewGame));
    host.dispatch(Intent::Setup(SetupIntent::ChooseGame(game.into())));
    host.dispatch(Intent::Setup(SetupIntent::SetSeatPlayer {
        seat: 1,
        player: SeatPlayer::Person,
    }));
    host.dispatch(Intent::Back);
    host.dispatch(Intent::Open(HomeItem::Nearby));
    press(host, KeyCode::Enter);
    press(host, KeyCode::Enter);
    assert!(
        host.wait_until(NEARBY_WAIT, |v| {
            host_screen(v).is_some_and(|h| h.address.is_some() && h.code.is_some())
        }),
        "the table opens: {:?}",
        host.view.screen
    );
    let host_view = host_screen(&host.view).unwrap().clone();
    let text = screen(&render(host, 80, 24));
    for shown in [
        host_view.join_info.as_deref().unwrap(),
        host_view.seats_note.as_deref().unwrap(),
    ] {
        assert!(
            squash(&text).contains(&squash(shown)),
            "{shown:?} in\n{text}"
        );
    }
    (host_view.address.unwrap(), host_view.code.unwrap())
}

/// A host and a guest client at one table over loopback, the game started with keys;
/// both at their table.
fn seated(game: &str, host_dir: &Dir, guest_dir: &Dir) -> (Client, Client) {
    let (mut host, mut guest) = (nearby_client(host_dir), nearby_client(guest_dir));
    let (address, code) = open_table(&mut host, game);
    // The guest: nearby → join; the table found on the network takes the address.
    guest.dispatch(Intent::Open(HomeItem::Nearby));
    press(&mut guest, KeyCode::Down);
    press(&mut guest, KeyCode::Enter);
    assert!(join_screen(&guest.view).is_some());
    let found = FoundTable {
        name: "Anna's table".into(),
        address: address.clone(),
        medium: Medium::Network,
        game_key: None,
    };
    guest
        .sender
        .send(super::Update::Found(vec![found]))
        .unwrap();
    guest.tick();
    press(&mut guest, KeyCode::Enter);
    for c in code.chars() {
        press(&mut guest, KeyCode::Char(c));
    }
    let join = join_screen(&guest.view).unwrap();
    assert_eq!(
        (join.address.as_str(), join.code.as_str()),
        (&*address, &*code)
    );
    press(&mut guest, KeyCode::Enter);
    assert!(
        guest.wait_until(NEARBY_WAIT, |v| {
            join_screen(v).is_some_and(|j| j.waiting.is_some())
        }),
        "the host admits the guest: {:?}",
        guest.view.screen
    );
    let waiting = join_screen(&guest.view).unwrap().waiting.clone().unwrap();
    let text = screen(&render(&guest, 80, 24));
    // (The text may wrap inside the screen's frame.)
    assert!(
        squash(&text.replace('│', " ")).contains(&squash(&waiting)),
        "{text}"
    );
    assert!(
        host.wait_until(NEARBY_WAIT, |v| host_screen(v).is_some_and(|h| h.can_start)),
        "every seat has its device: {:?}",
        host.view.screen
    );
    let lobby = host_screen(&host.view).unwrap().clone();
    let text = screen(&render(&host, 80, 24));
    for shown in lobby.players.iter().chain(lobby.seats_note.iter()) {
        assert!(
            squash(&text).contains(&squash(shown)),
            "{shown:?} in\n{text}"
        );
    }
    assert!(text.contains(&format!("▶ {}", lobby.start_label)), "{text}");
    // The start button is under the cursor once everyone is here.
    press(&mut host, KeyCode::Enter);
    for client in [&mut host, &mut guest] {
        assert!(
            client.wait_until(NEARBY_WAIT, |v| matches!(v.screen, ScreenView::Table(_))),
            "at the table: {:?}",
            client.view.screen
        );
    }
    (host, guest)
}

#[test]
fn a_table_hosted_here_is_joined_by_another_client_and_drawn_with_its_link() {
    let (host_dir, guest_dir) = (Dir::new("nearby-host"), Dir::new("nearby-guest"));
    let (host, guest) = seated("rauswurf", &host_dir, &guest_dir);
    for (client, who) in [(&host, "host"), (&guest, "guest")] {
        let t = table(client).unwrap();
        let link = t
            .link
            .as_ref()
            .expect("a table nearby says how its link stands");
        assert!(!link.ended, "{who}: {link:?}");
        let buf = render(client, 80, 24);
        let text = screen(&buf);
        assert!(squash(&text).contains(&squash(&link.text)), "{who}: {text}");
        assert_nothing_cut(client, &format!("rauswurf nearby ({who})"));
    }
    assert_eq!(table(&guest).unwrap().viewer, Some(1));
    assert!(
        screen(&render(&guest, 80, 24)).contains("connected"),
        "the guest's link line says it is connected"
    );
}

#[test]
fn the_host_closing_the_table_ends_the_guest_s_game_with_the_reason() {
    let (host_dir, guest_dir) = (Dir::new("close-host"), Dir::new("close-guest"));
    let (mut host, mut guest) = seated("elfer_raus", &host_dir, &guest_dir);
    // Back from the table goes to its lobby, where a game is played now.
    host.dispatch(Intent::Back);
    let lobby = host_screen(&host.view).expect("the host's lobby").clone();
    assert!(lobby.open && lobby.playing, "{lobby:?}");
    let text = screen(&render(&host, 80, 24));
    assert!(text.contains(&format!("▶ {}", lobby.table_label)), "{text}");
    // Down to the close button, Enter closes.
    press(&mut host, KeyCode::Down);
    press(&mut host, KeyCode::Enter);
    assert!(host_screen(&host.view).is_some_and(|h| !h.open));
    assert!(
        guest.wait_until(NEARBY_WAIT, |v| match &v.screen {
            ScreenView::Table(t) => t.link.as_ref().is_some_and(|l| l.ended),
            _ => false,
        }),
        "the guest hears the table closed: {:?}",
        guest.view.screen
    );
    let text = screen(&render(&guest, 80, 24));
    assert!(text.contains("The host closed the table."), "{text}");
    // Esc from the ended table goes back to joining, the reason still said.
    press(&mut guest, KeyCode::Esc);
    let join = join_screen(&guest.view).expect("back to joining");
    assert_eq!(join.waiting.as_deref(), Some("The host closed the table."));
    let text = screen(&render(&guest, 80, 24));
    assert!(text.contains("The host closed the table."), "{text}");
}

/// Takes in pushed updates until `done` holds for the client (up to [`NEARBY_WAIT`]).
fn tick_until(client: &mut Client, done: impl Fn(&Client) -> bool) -> bool {
    let start = std::time::Instant::now();
    while !done(client) {
        if start.elapsed() > NEARBY_WAIT {
            return false;
        }
        client.wait_until(Duration::from_millis(20), |_| false);
    }
    true
}

#[test]
fn the_open_table_is_announced_with_its_free_seats_until_closed() {
    use spieleabend_nearby::discovery::{TableAd, advertise};
    // Whether this machine can announce at all (a network without multicast cannot).
    let can_announce = advertise(&TableAd {
        name: "Probe".into(),
        game: "elfer_raus".into(),
        free_seats: 1,
        players: 2,
        port: 9,
    })
    .is_ok();
    let (host_dir, guest_dir) = (Dir::new("ad-host"), Dir::new("ad-guest"));
    let (mut host, mut guest) = (nearby_client(&host_dir), nearby_client(&guest_dir));
    host.announcer.enabled = true;
    let (address, code) = open_table(&mut host, "elfer_raus");
    let port: u16 = address.rsplit_once(':').unwrap().1.parse().unwrap();
    let free = |client: &Client| client.announcer.current().map(|a| a.free_seats);
    assert!(tick_until(&mut host, |c| free(c).is_some() == can_announce));
    if can_announce {
        let ad = host.announcer.current().unwrap().clone();
        assert_eq!(
            (ad.game.as_str(), ad.port, ad.free_seats),
            ("elfer_raus", port, 1)
        );
    }
    guest.dispatch(Intent::Open(HomeItem::Nearby));
    guest.dispatch(Intent::Nearby(NearbyIntent::GoJoin));
    guest.dispatch(Intent::Nearby(NearbyIntent::SetAddress(address)));
    guest.dispatch(Intent::Nearby(NearbyIntent::SetCode(code)));
    guest.dispatch(Intent::Nearby(NearbyIntent::Connect));
    assert!(host.wait_until(NEARBY_WAIT, |v| host_screen(v).is_some_and(|h| h.can_start)));
    // The seat taken is announced: no seat free any more.
    let expected = can_announce.then_some(0);
    assert!(
        tick_until(&mut host, |c| free(c) == expected),
        "{:?}",
        free(&host)
    );
    // Down to Close the table (below Start), Enter: the announcement is withdrawn.
    press(&mut host, KeyCode::Down);
    press(&mut host, KeyCode::Enter);
    assert!(host_screen(&host.view).is_some_and(|h| !h.open));
    assert!(tick_until(&mut host, |c| c.announcer.current().is_none()));
}

#[test]
fn an_announcement_becomes_the_table_ad_of_the_network() {
    let ad = Advertisement {
        name: "Anna’s table".into(),
        port: 40123,
        txt: [
            ("v", "1"),
            ("name", "Anna’s table"),
            ("game", "elfer_raus"),
            ("free", "1"),
            ("players", "3"),
        ]
        .iter()
        .map(|(key, value)| TxtEntry {
            key: key.to_string(),
            value: value.to_string(),
        })
        .collect(),
    };
    let table = crate::nearby::shell::table_ad(&ad).expect("a whole record");
    assert_eq!(
        table,
        spieleabend_nearby::discovery::TableAd {
            name: "Anna’s table".into(),
            game: "elfer_raus".into(),
            free_seats: 1,
            players: 3,
            port: 40123,
        }
    );
    // A record without the free seats is not announced.
    let partial = Advertisement {
        txt: ad
            .txt
            .iter()
            .filter(|entry| entry.key != "free")
            .cloned()
            .collect(),
        ..ad
    };
    assert_eq!(crate::nearby::shell::table_ad(&partial), None);
}

#[test]
fn q_on_the_host_screen_goes_back_instead_of_quitting() {
    let dir = Dir::new("q-lobby");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::Nearby));
    press(&mut client, KeyCode::Enter);
    assert!(matches!(client.view.screen, ScreenView::NearbyHost(_)));
    press(&mut client, KeyCode::Char('q'));
    assert_eq!(client.exit, None);
    assert!(matches!(client.view.screen, ScreenView::Nearby(_)));
    // On the start screen, q leaves.
    press(&mut client, KeyCode::Esc);
    press(&mut client, KeyCode::Char('q'));
    assert_eq!(client.exit, Some(Exit::Quit));
}

#[test]
fn a_damaged_save_is_said_in_words_on_the_start_screen() {
    let dir = Dir::new("damaged");
    std::fs::write(dir.0.join("session.json"), [0xff, 0xfe, 0x00, 0x80]).unwrap();
    let mut client = Client::open(&dir.0, Lang::En).unwrap();
    let text = squash(&screen(&render(&client, 80, 24)));
    assert!(text.contains("could not be read"), "{text}");
    assert!(text.contains("session.damaged-1.json"), "{text}");
    assert!(text.contains("d dismiss"), "{text}");
    press(&mut client, KeyCode::Char('d'));
    let text = squash(&screen(&render(&client, 80, 24)));
    assert!(!text.contains("could not be read"), "{text}");
}

#[test]
fn twenty_two_juhu_pro_starts_at_ten_cycles() {
    let dir = Dir::new("pro");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::NewGame));
    client.dispatch(Intent::Setup(SetupIntent::ChooseGame("juhu22".into())));
    let ScreenView::Setup(setup) = &client.view.screen else {
        panic!("the setup");
    };
    let pro = match &setup.variant.as_ref().unwrap().control {
        spieleabend_app::screens::Control::Choice { choices } => {
            choices.iter().position(|c| c.key == "pro").unwrap()
        }
        other => panic!("{other:?}"),
    };
    // Down to the variant row, then right until pro.
    press(&mut client, KeyCode::Down);
    for _ in 0..pro {
        press(&mut client, KeyCode::Right);
    }
    let text = screen(&render(&client, 80, 30));
    let cycles = text
        .lines()
        .find(|l| l.contains("ycles"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(cycles.contains("‹ 10 ›"), "{cycles}");
}

/// Renders the table at 80×24 and checks that every word of the view that belongs on
/// screen is there whole: the header, each player's name, hand count and score, the
/// newest event, the game's area.
fn assert_nothing_cut(client: &Client, game: &str) {
    let buf = render(client, 80, 24);
    let text = screen(&buf);
    let flat = squash(&text);
    let table = table(client).expect("at the table");
    assert!(
        flat.contains(&squash(&table.status)),
        "{game} status:\n{text}"
    );
    let players = boxed_text(&buf, "Players");
    for p in &table.players {
        assert!(players.contains(&p.name), "{game} {}:\n{text}", p.name);
        assert!(
            players.contains(&p.cards_label),
            "{game} {}:\n{text}",
            p.cards_label
        );
        if let Some(score) = &p.score {
            assert!(
                players.contains(&score.label),
                "{game} {}:\n{text}",
                score.label
            );
        }
    }
    if let Some(last) = table.log.last() {
        let events = boxed_text(&buf, "Last events");
        assert!(
            events.contains(&squash(&last.text)),
            "{game} event {:?}:\n{text}",
            last.text
        );
    }
    let board = boxed_text(&buf, &table.title);
    match table.area.as_ref().expect("an area") {
        spieleabend_app::table::TableArea::Juhu22(juhu) => {
            assert!(board.contains(&squash(&juhu.heading)), "{game}:\n{text}");
            assert!(
                board.contains(&squash(&juhu.stack_label)),
                "{game}:\n{text}"
            );
            for play in &juhu.trick {
                assert!(board.contains(&face(&play.card)), "{game}:\n{text}");
            }
        }
        spieleabend_app::table::TableArea::ElferRaus(er) => {
            for row in &er.rows {
                assert!(board.contains(&squash(&row.label)), "{game}:\n{text}");
            }
        }
        spieleabend_app::table::TableArea::SeventySeven(ss) => {
            assert!(board.contains(&squash(&ss.total_label)), "{game}:\n{text}");
            if let Some(top) = &ss.discard_top {
                // The last card is labelled, not a second bare number beside the total.
                let labelled = format!(
                    "{}: {}",
                    client.texts().get("terminal-last-card", &[]),
                    face(top)
                );
                assert!(board.contains(&labelled), "{game}:\n{text}");
            }
        }
        spieleabend_app::table::TableArea::Rauswurf(rw) => {
            assert!(board.contains(&squash(&rw.piles_label)), "{game}:\n{text}");
            // Each player's name and the card in front of them share a row.
            let rows: Vec<String> = rows(&buf)
                .iter()
                .map(|r| squash(&r.replace('\u{a0}', " ")))
                .collect();
            for front in &rw.fronts {
                let name = &table.players[usize::from(front.seat)].name;
                let shown = match &front.card {
                    Some(card) => format!("{name} {}", face(card)),
                    None => format!("{name} –"),
                };
                assert!(
                    rows.iter().any(|r| r.contains(&shown)),
                    "{game} {shown}:\n{text}"
                );
            }
        }
        spieleabend_app::table::TableArea::Help(help) => {
            assert!(board.contains(&squash(&help.heading)), "{game}:\n{text}");
        }
    }
    for card in &table.hand {
        assert!(
            boxed_text(&buf, "Your hand").contains(&face(card)),
            "{game} {}:\n{text}",
            card.spoken
        );
    }
    if let Some(pick) = &table.pick {
        assert!(
            flat.contains(&squash(&pick.prompt)),
            "{game} prompt:\n{text}"
        );
    }
}

#[test]
fn every_game_s_table_fits_80_by_24_with_nothing_cut() {
    // The largest tables each game is set up with here: the most players the header,
    // the players box and the area must hold.
    for (game, players, variant) in [
        ("elfer_raus", 4, None),
        ("seventy_seven", 6, None),
        ("juhu22", 5, None),
        ("juhu22", 5, Some(3)),
        ("juhu22", 7, Some(3)),
        ("rauswurf", 8, None),
        ("help", 6, None),
    ] {
        let dir = Dir::new(&format!("fit-{game}-{players}"));
        let mut client = client(&dir);
        start(&mut client, game, players, variant);
        // A few of the person's moves (Enter takes the cursor's card or choice), each
        // time the table is checked.
        for _ in 0..4 {
            if !until_deciding(&mut client) {
                break;
            }
            assert_nothing_cut(&client, game);
            let revision = client.view.revision;
            press(&mut client, KeyCode::Enter);
            if client.view.revision == revision
                || table(&client).is_some_and(|t| t.pick.as_ref().is_some_and(|p| p.ticking))
            {
                // A set to tick (22Juhu's swap): confirm keeping all.
                press(&mut client, KeyCode::Enter);
            }
        }
    }
}

#[test]
fn the_person_s_own_move_stays_in_view_while_the_bots_move() {
    let dir = Dir::new("own-move");
    let mut client = client(&dir);
    start(&mut client, "seventy_seven", 4, None);
    for _ in 0..5 {
        assert!(until_deciding(&mut client));
        press(&mut client, KeyCode::Enter);
        let (own, at) = table(&client)
            .and_then(|t| {
                let at = t.log.iter().rposition(|l| l.text.starts_with("You "))?;
                Some((t.log[at].text.clone(), at))
            })
            .expect("the person's move is in the log");
        assert!(until_deciding(&mut client));
        // A round of the three bots' moves keeps it in view; a round's end and the
        // next deal in between may push it out.
        let since = table(&client).map_or(0, |t| t.log.len().saturating_sub(at + 1));
        if since > 3 {
            continue;
        }
        let events = boxed_text(&render(&client, 80, 24), "Last events");
        assert!(events.contains(&squash(&own)), "{own:?} not in {events:?}");
    }
}

#[test]
fn after_game_over_the_key_line_offers_no_undo() {
    let dir = Dir::new("over");
    let mut client = client(&dir);
    start(&mut client, "elfer_raus", 2, None);
    let mut undo_seen = false;
    for _ in 0..400 {
        if !until_deciding(&mut client) {
            break;
        }
        undo_seen |= table(&client).is_some_and(|t| t.undo.available);
        press(&mut client, KeyCode::Enter);
    }
    let over = table(&client).expect("at the table");
    assert!(
        matches!(over.overlay, Some(Overlay::GameOver(_))),
        "{:?}",
        over.overlay
    );
    let text = screen(&render(&client, 80, 24));
    assert!(undo_seen, "undo is offered while it works");
    assert!(!text.contains("u undo"), "{text}");
    assert!(text.contains("n: "), "rematch is offered: {text}");
    // Closing the box leaves the final table, still without undo.
    press(&mut client, KeyCode::Enter);
    let text = screen(&render(&client, 80, 24));
    assert!(!text.contains("u undo"), "{text}");
}

#[test]
fn a_hint_shown_is_played_with_its_own_key_not_with_enter() {
    let dir = Dir::new("hint-key");
    let mut client = client(&dir);
    start(&mut client, "seventy_seven", 2, None);
    assert!(until_deciding(&mut client));
    press(&mut client, KeyCode::Char('h'));
    assert!(client.wait_until(WAIT, |view| matches!(
        &view.screen,
        ScreenView::Table(t) if matches!(t.hint, HintView::Ready { .. })
    )));
    let t = table(&client).unwrap();
    let what = t
        .pick
        .as_ref()
        .and_then(|p| p.confirm.clone())
        .expect("the hint can be played");
    let hand_before = t.hand.len();
    let text = squash(&screen(&render(&client, 100, 30)));
    assert!(text.contains(&format!("h: {what}")), "{text}");
    assert!(!text.contains(&format!("Enter: {what}")), "{text}");
    press(&mut client, KeyCode::Char('h'));
    let t = table(&client).unwrap();
    assert!(
        t.hand.len() < hand_before || t.pick.is_none(),
        "h played the hint"
    );
}

#[test]
fn the_hint_at_22juhu_s_swap_is_ticked_and_enter_does_it() {
    for attempt in 0..20 {
        let dir = Dir::new(&format!("swap-{attempt}"));
        let mut client = client(&dir);
        start(&mut client, "juhu22", 3, None);
        // Join (the first choice) until a swap is asked for.
        let mut swapping = false;
        for _ in 0..6 {
            if !until_deciding(&mut client) {
                break;
            }
            let t = table(&client).unwrap();
            if t.pick.as_ref().is_some_and(|p| p.ticking) {
                swapping = true;
                break;
            }
            press(&mut client, KeyCode::Enter);
        }
        if !swapping {
            continue;
        }
        press(&mut client, KeyCode::Char('h'));
        assert!(client.wait_until(WAIT, |view| matches!(
            &view.screen,
            ScreenView::Table(t) if matches!(t.hint, HintView::Ready { .. })
        )));
        let t = table(&client).unwrap();
        let hinted: Vec<u32> = t
            .hand
            .iter()
            .filter(|c| c.state.hinted)
            .map(|c| c.id)
            .collect();
        let ticked: Vec<u32> = t
            .hand
            .iter()
            .filter(|c| c.state.selected)
            .map(|c| c.id)
            .collect();
        assert_eq!(hinted, ticked, "the hint is ticked");
        let HintView::Ready { text } = &t.hint else {
            unreachable!()
        };
        let screen_text = squash(&screen(&render(&client, 80, 24)));
        assert!(screen_text.contains(&squash(text)), "{screen_text}");
        if !ticked.is_empty() {
            assert!(screen_text.contains('✓'), "{screen_text}");
        }
        let hand_before = t.hand.len();
        press(&mut client, KeyCode::Enter);
        let t = table(&client).unwrap();
        assert!(
            !t.pick.as_ref().is_some_and(|p| p.ticking),
            "Enter swapped the ticked cards"
        );
        assert_eq!(t.hand.len(), hand_before);
        return;
    }
    panic!("no 22Juhu hand reached a swap");
}

#[test]
fn the_curtain_hides_the_hand_until_the_next_person_is_ready() {
    let dir = Dir::new("curtain");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::NewGame));
    client.dispatch(Intent::Setup(SetupIntent::ChooseGame(
        "seventy_seven".into(),
    )));
    client.dispatch(Intent::Setup(SetupIntent::SetPlayers(2)));
    for seat in 0..2 {
        client.dispatch(Intent::Setup(SetupIntent::SetSeatPlayer {
            seat,
            player: SeatPlayer::Person,
        }));
    }
    press(&mut client, KeyCode::Enter);
    let seen = |view: &AppView| matches!(&view.screen, ScreenView::Table(t) if matches!(t.overlay, Some(Overlay::Curtain { .. })));
    assert!(seen(&client.view), "{:?}", client.view.screen);
    let text = screen(&render(&client, 80, 24));
    assert!(!text.contains("Your hand"), "{text}");
    // Only the key the curtain names lifts it: not Space, not a number.
    for key in [KeyCode::Char(' '), KeyCode::Char('1'), KeyCode::Tab] {
        press(&mut client, key);
        assert!(seen(&client.view), "{key:?} lifted the curtain");
    }
    press(&mut client, KeyCode::Enter);
    let text = screen(&render(&client, 80, 24));
    assert!(text.contains("Your hand"), "{text}");
    // A game of several people left and opened again comes back behind the curtain.
    press(&mut client, KeyCode::Char('q'));
    drop(client);
    let client = Client::open(&dir.0, Lang::En).unwrap();
    assert!(seen(&client.view), "{:?}", client.view.screen);
}

#[test]
fn a_game_left_with_q_comes_back_in_a_new_client() {
    let dir = Dir::new("resume");
    let mut client = client(&dir);
    start(&mut client, "rauswurf", 3, None);
    assert!(until_deciding(&mut client));
    press(&mut client, KeyCode::Char('q'));
    assert_eq!(client.exit, Some(Exit::Quit));
    assert!(client.game_save().is_some());
    drop(client);
    let client = Client::open(&dir.0, Lang::En).unwrap();
    assert!(table(&client).is_some(), "{:?}", client.view.screen);
}

#[test]
fn tiny_windows_ask_for_more_room() {
    let dir = Dir::new("tiny");
    let client = client(&dir);
    let text = screen(&render(&client, 40, 10));
    assert!(squash(&text).contains("at least 60×20"), "{text}");
}

#[test]
fn rauswurf_draws_read_as_the_app_core_tells_them() {
    let dir = Dir::new("rauswurf-draws");
    let mut client = client(&dir);
    start(&mut client, "rauswurf", 4, None);
    let mut hidden_draws = 0;
    for _ in 0..6 {
        if !until_deciding(&mut client) {
            break;
        }
        let t = table(&client).unwrap();
        let Some(spieleabend_app::table::TableArea::Rauswurf(area)) = &t.area else {
            panic!("Rauswurf's area");
        };
        let events = boxed_text(&render(&client, 80, 24), "Last events");
        // Every line shown is one of the app core's sentences, newest last.
        let log: Vec<String> = t.log.iter().map(|l| squash(&l.text)).collect();
        let newest = log.last().expect("events so far");
        assert!(events.ends_with(newest.as_str()), "{events:?} / {newest:?}");
        // Someone else's draw is a hidden card while the piles hold cards, never an
        // empty pile.
        if area.pile + area.discard > 0 {
            assert!(!events.contains("cannot draw"), "{events}");
        }
        hidden_draws += events.matches("draws a replacement card").count();
        press(&mut client, KeyCode::Enter);
    }
    assert!(hidden_draws > 0, "the bots drew hidden cards");
}

/// The screen cell where `text` starts on the row of the hand's cards.
fn cell_of(buf: &Buffer, text: &str) -> (u16, u16) {
    let rows = rows(buf);
    let top = rows
        .iter()
        .position(|r| r.contains(" Your hand "))
        .expect("the hand box");
    let row = &rows[top + 1];
    let at = row
        .find(text)
        .unwrap_or_else(|| panic!("{text:?} in {row:?}"));
    (row[..at].chars().count() as u16, (top + 1) as u16)
}

#[test]
fn a_click_plays_the_card_clicked_and_confirms_the_curtain() {
    let dir = Dir::new("click");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::NewGame));
    client.dispatch(Intent::Setup(SetupIntent::ChooseGame(
        "seventy_seven".into(),
    )));
    client.dispatch(Intent::Setup(SetupIntent::SetPlayers(2)));
    for seat in 0..2 {
        client.dispatch(Intent::Setup(SetupIntent::SetSeatPlayer {
            seat,
            player: SeatPlayer::Person,
        }));
    }
    press(&mut client, KeyCode::Enter);
    render(&client, 80, 24);
    client.on_click(40, 12);
    let t = table(&client).expect("the table");
    assert!(t.overlay.is_none(), "a click confirms the curtain");
    let card = t
        .hand
        .iter()
        .find(|c| c.state.playable)
        .expect("a card to play")
        .clone();
    let before = t.hand.len();
    let player = t.viewer.expect("someone holds the device");
    let buf = render(&client, 80, 24);
    let (x, y) = cell_of(&buf, &format!(" {} ", face(&card)));
    client.on_click(x + 1, y);
    // The card was played: the turn passed, so the curtain is up for the other person.
    let t = table(&client).expect("the table");
    assert!(
        matches!(t.overlay, Some(Overlay::Curtain { seat, .. }) if seat != player),
        "{:?}",
        t.overlay
    );
    client.on_click(40, 12);
    let t = table(&client).expect("the table");
    assert!(
        t.log.iter().any(|l| l.text.contains(&card.spoken)),
        "the clicked {} was played: {:?}",
        card.spoken,
        t.log
    );
    assert_eq!(t.hand.len(), before);
}

#[test]
fn the_join_screen_lists_tables_found_and_stops_looking_when_left() {
    let dir = Dir::new("join");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::Nearby));
    press(&mut client, KeyCode::Down);
    press(&mut client, KeyCode::Enter);
    client.tick();
    assert!(matches!(client.view.screen, ScreenView::NearbyJoin(_)));
    assert!(
        client.discovery.is_some(),
        "the join screen looks for tables"
    );
    // What a look on the network found arrives as the discovery thread sends it.
    let found = FoundTable {
        name: "Anna's table".into(),
        address: "10.0.0.5:7077".into(),
        medium: Medium::Network,
        game_key: None,
    };
    client
        .sender
        .send(super::Update::Found(vec![found]))
        .unwrap();
    client.tick();
    let text = screen(&render(&client, 80, 24));
    // The app core's entry: the name with how the table is reached, then its address.
    assert!(text.contains("Anna's table · network"), "{text}");
    assert!(text.contains("10.0.0.5:7077"), "{text}");
    // Enter on the table takes its address; the code is typed.
    press(&mut client, KeyCode::Enter);
    for c in "482913".chars() {
        press(&mut client, KeyCode::Char(c));
    }
    let join = join_screen(&client.view).expect("still joining");
    assert_eq!(
        (join.address.as_str(), join.code.as_str()),
        ("10.0.0.5:7077", "482913")
    );
    press(&mut client, KeyCode::Esc);
    client.tick();
    assert!(
        client.discovery.is_none(),
        "leaving the screen stops looking"
    );
}

#[test]
fn a_host_and_a_join_from_the_command_line_open_on_their_screens_and_meet() {
    use spieleabend_app::screens::nearby::JoinDraft;
    use spieleabend_app::screens::setup::{SeatDraft, SetupDraft};
    use spieleabend_core::games::GameId;
    let (dir_a, dir_b) = (Dir::new("cli-host"), Dir::new("cli-guest"));
    let mut host = Client::open(&dir_a.0, Lang::En).unwrap();
    let person = |name: &str| SeatDraft {
        name: name.into(),
        player: SeatPlayer::Person,
    };
    host.open_host(super::HostOpening {
        setup: SetupDraft {
            seats: vec![person("Anna"), person("")],
            ..SetupDraft::new(GameId::Rauswurf)
        },
        here: vec![0],
        nearby: NearbyOptions {
            bind: "127.0.0.1:0".into(),
            bot_pace_ms: Some(0),
            join_code: Some("4829".into()),
            ..NearbyOptions::default()
        },
        announce: false,
        table_name: Some("Spieleabend im Keller".into()),
    });
    assert!(host.wait_until(NEARBY_WAIT, |v| {
        host_screen(v).is_some_and(|h| h.code.as_deref() == Some("4829"))
    }));
    let address = host_screen(&host.view)
        .and_then(|h| h.address.clone())
        .unwrap();
    // The announcement goes out under the name given.
    let table = spieleabend_nearby::discovery::TableAd {
        name: "Anna's table".into(),
        game: "rauswurf".into(),
        free_seats: 1,
        players: 2,
        port: 7077,
    };
    let ad = Advertisement {
        name: table.name.clone(),
        port: table.port,
        txt: table
            .txt()
            .into_iter()
            .map(|(key, value)| TxtEntry {
                key: key.to_string(),
                value,
            })
            .collect(),
    };
    let announced = host.announcer.table_of(&ad).expect("the table announced");
    assert_eq!(announced.name, "Spieleabend im Keller");
    assert_eq!(
        (announced.game.as_str(), announced.port),
        ("rauswurf", 7077)
    );

    // The guest has the address only: the cursor waits on the code.
    let mut guest = Client::open(&dir_b.0, Lang::En).unwrap();
    guest.announcer.enabled = false;
    guest.open_join(super::JoinOpening {
        draft: JoinDraft {
            address: address.clone(),
            code: String::new(),
        },
        name: Some("Ben".into()),
        game: None,
        nearby: NearbyOptions::default(),
    });
    let join = join_screen(&guest.view).expect("the join screen").clone();
    assert_eq!(join.address, address);
    assert!(!join.connecting);
    for digit in "4829".chars() {
        press(&mut guest, KeyCode::Char(digit));
    }
    assert_eq!(
        join_screen(&guest.view).map(|j| j.code.as_str()),
        Some("4829")
    );
    press(&mut guest, KeyCode::Enter);
    assert!(guest.wait_until(NEARBY_WAIT, |v| {
        join_screen(v).is_some_and(|j| j.waiting.is_some())
    }));
    assert!(host.wait_until(NEARBY_WAIT, |v| {
        host_screen(v).is_some_and(|h| h.players.iter().any(|p| p.starts_with("Ben")))
    }));
    guest.discovery = None;
}

#[test]
fn join_with_a_game_lists_only_the_tables_of_that_game() {
    let found = |name: &str, game: &str, port: u16| spieleabend_nearby::discovery::FoundTable {
        instance: name.into(),
        name: name.into(),
        game: game.into(),
        free_seats: 1,
        players: 4,
        protocol: 1,
        addrs: vec![std::net::SocketAddr::from(([192, 168, 1, 20], port))],
    };
    let tables = vec![
        found("Anna's table", "rauswurf", 7077),
        found("Ben's table", "seventy_seven", 7078),
    ];
    use crate::nearby::shell::{listed, of_game};
    let all = listed(&of_game(tables.clone(), None));
    assert_eq!(all.len(), 2);
    let only = listed(&of_game(tables, Some("seventy_seven")));
    assert_eq!(
        only,
        [FoundTable {
            name: "Ben's table".into(),
            address: "192.168.1.20:7078".into(),
            medium: Medium::Network,
            game_key: Some("seventy_seven".into()),
        }]
    );
}

#[test]
fn tables_found_meanwhile_leave_the_cursor_on_the_code() {
    use spieleabend_app::screens::nearby::JoinDraft;
    let dir = Dir::new("join-found-meanwhile");
    let mut guest = Client::open(&dir.0, Lang::En).unwrap();
    guest.open_join(super::JoinOpening {
        draft: JoinDraft {
            address: "192.168.1.20:7077".into(),
            code: String::new(),
        },
        name: None,
        game: None,
        nearby: NearbyOptions::default(),
    });
    // Two tables turn up above the address and the code while the guest types.
    let table = |name: &str, port: u16| FoundTable {
        name: name.into(),
        address: format!("192.168.1.2{port}:7077"),
        medium: Medium::Network,
        game_key: Some("rauswurf".into()),
    };
    guest.discovery = Some(crate::nearby::shell::Discovery::idle());
    guest.take(super::Update::Found(vec![table("Anna's table", 1)]));
    press(&mut guest, KeyCode::Char('4'));
    guest.take(super::Update::Found(vec![
        table("Anna's table", 1),
        table("Ben's table", 2),
    ]));
    press(&mut guest, KeyCode::Char('8'));
    let join = join_screen(&guest.view).expect("the join screen");
    assert_eq!(join.found.len(), 2);
    assert_eq!(join.address, "192.168.1.20:7077");
    assert_eq!(join.code, "48");
    guest.discovery = None;
}

/// Makes the app's session document unwritable: a folder with a file in it where the
/// file goes (what an unwritable data folder does, even for root).
fn block_session_file(dir: &Dir) {
    let session = dir.0.join("session.json");
    let _ = std::fs::remove_file(&session);
    std::fs::create_dir_all(session.join("in-the-way")).unwrap();
}

#[test]
fn quitting_says_saved_only_when_the_app_s_folder_holds_the_game() {
    let dir = Dir::new("unsaved");
    let files = Dir::new("unsaved-files");
    let mut client = client(&dir);
    start(&mut client, "rauswurf", 2, None);
    assert!(until_deciding(&mut client));
    let said = crate::tui::farewell(&client, None, &files.0).unwrap();
    assert!(said.contains("The game is saved"), "{said}");

    // The folder cannot be written any more: a move is not saved.
    block_session_file(&dir);
    press(&mut client, KeyCode::Char('1'));
    assert!(
        client.wait_until(WAIT, |v| v.notice.is_some()),
        "the failed save is told"
    );
    // Quitting says so, tries again, and saves the game to a file of its own.
    let said = crate::tui::farewell(&client, None, &files.0).unwrap();
    assert!(!said.contains("The game is saved"), "{said}");
    // Why, in the catalogue's words, not the system's.
    assert!(!said.contains("os error"), "{said}");
    assert!(
        said.contains(&client.texts().io_problem("not-a-file")),
        "{said}"
    );
    let notice = client.view.notice.clone().unwrap_or_default();
    assert!(!notice.contains("os error"), "{notice}");
    assert!(
        said.contains("could not be saved in the app’s folder"),
        "{said}"
    );
    let instead = files.0.join("spieleabend-rauswurf.json");
    assert!(said.contains(&instead.display().to_string()), "{said}");
    let saved = std::fs::read_to_string(&instead).unwrap();
    assert!(spieleabend_core::table::AnyTable::load(&saved).is_ok());
    // With a table save file of its own (a game from the command line), that is it.
    let named = files.0.join("named.json");
    let said = crate::tui::farewell(&client, Some(&named), &files.0).unwrap();
    assert!(
        said.contains("could not be saved in the app’s folder"),
        "{said}"
    );
    assert!(said.contains("named.json instead"), "{said}");
    // Nowhere to write at all (the folder is a file): the last moves are said to be
    // lost.
    let nowhere = named.clone();
    let said = crate::tui::farewell(&client, None, &nowhere).unwrap();
    assert!(said.contains("not saved anywhere"), "{said}");
    // The folder writable again: saving again works, and it is saved.
    std::fs::remove_dir_all(dir.0.join("session.json")).unwrap();
    let said = crate::tui::farewell(&client, None, &files.0).unwrap();
    assert!(said.contains("The game is saved"), "{said}");
}

#[test]
fn keys_held_with_ctrl_or_alt_do_nothing_but_ctrl_c_quits() {
    let dir = Dir::new("modifiers");
    let mut client = client(&dir);
    start(&mut client, "rauswurf", 2, None);
    assert!(until_deciding(&mut client));
    let before = table(&client).unwrap().clone();
    let held = |client: &mut Client, code: KeyCode, modifiers: KeyModifiers| {
        client.on_key(KeyEvent::new(code, modifiers));
    };
    // Ctrl-\ (a terminal's "4"), Alt-1, Alt-h, Alt-q, Ctrl-D: nothing is played, no
    // hint is asked, nobody quits.
    held(&mut client, KeyCode::Char('\\'), KeyModifiers::CONTROL);
    held(&mut client, KeyCode::Char('4'), KeyModifiers::CONTROL);
    held(&mut client, KeyCode::Char('1'), KeyModifiers::ALT);
    held(&mut client, KeyCode::Char('h'), KeyModifiers::ALT);
    held(&mut client, KeyCode::Char('q'), KeyModifiers::ALT);
    held(&mut client, KeyCode::Char('d'), KeyModifiers::CONTROL);
    assert_eq!(client.exit, None);
    let after = table(&client).unwrap();
    assert_eq!(after.hand, before.hand);
    assert_eq!(after.hint, before.hint);
    assert_eq!(after.log, before.log);
    held(&mut client, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(client.exit, Some(Exit::Quit));
}

/// The name typed into the setup's seat row `seat`.
fn seat_name(client: &Client, seat: usize) -> String {
    match &client.view.screen {
        ScreenView::Setup(setup) => setup.seats[seat].name.clone(),
        other => panic!("not the setup: {other:?}"),
    }
}

#[test]
fn a_paste_into_a_seat_name_is_cut_to_the_longest_name_at_once() {
    let dir = Dir::new("paste");
    let mut client = client(&dir);
    client.dispatch(Intent::Open(HomeItem::NewGame));
    // Down to the first seat's row (game, players, then the seats; 22Juhu and its
    // variant aside).
    while !matches!(
        super::draw::setup_rows(match &client.view.screen {
            ScreenView::Setup(setup) => setup,
            _ => unreachable!(),
        })[client.cursor],
        super::draw::SetupRow::Seat(0)
    ) {
        press(&mut client, KeyCode::Down);
    }
    let start = std::time::Instant::now();
    client.on_paste(&"Annabelle-".repeat(2_000));
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    let name = seat_name(&client, 0);
    assert_eq!(name.chars().count(), 24, "{name}");
    // Typed key by key, the name stops at the limit too.
    for _ in 0..10 {
        press(&mut client, KeyCode::Char('x'));
    }
    assert_eq!(seat_name(&client, 0), name);
    // A paste with a line end or a tab in it keeps only what a name may hold.
    for _ in 0..30 {
        press(&mut client, KeyCode::Backspace);
    }
    client.on_paste("Ben\n\tBo");
    assert_eq!(seat_name(&client, 0), "Ben Bo");
}

#[test]
fn the_rules_page_offers_the_guided_game_and_the_coach_speaks_over_the_hand() {
    let dir = Dir::new("lesson");
    let mut client = client(&dir);
    client.dispatch(Intent::OpenRules("elfer_raus".into()));
    assert!(screen(&render(&client, 100, 30)).contains("l play the guided first game"));
    press(&mut client, KeyCode::Char('l'));
    assert!(until_deciding(&mut client), "the person's first move comes");
    let t = table(&client).expect("the guided game is shown");
    let coach = t.coach.clone().expect("the coach is there");
    let drawn = rows(&render(&client, 100, 40));
    let said = drawn
        .iter()
        .position(|row| row.contains("▶ Rows grow one step"))
        .expect("the coach's sentence is drawn");
    let hand = drawn
        .iter()
        .position(|row| row.contains("Your hand"))
        .expect("the hand is drawn");
    assert!(said < hand, "the sentence stands over the hand");
    assert!(screen(&render(&client, 100, 40)).contains("s skip the lesson"));
    assert!(coach.step == 0 && !coach.finished);
    press(&mut client, KeyCode::Char('s'));
    assert!(
        table(&client)
            .and_then(|t| t.coach.clone())
            .is_some_and(|c| c.finished)
    );
}
