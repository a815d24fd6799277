//! Two apps in one process at one table over loopback: one hosts, the other joins by
//! address and code, both play to the end through their views and intents.

use std::thread::sleep;
use std::time::{Duration, Instant};

use super::{AppCore, NearbyOptions};
use crate::app::{AppView, Intent, ScreenView};
use crate::screens::home::HomeItem;
use crate::screens::nearby::{HostView, JoinDraft, JoinView, NearbyIntent};
use crate::screens::setup::{SeatPlayer, SetupDraft, SetupIntent};
use crate::storage::tests::TempDir;
use crate::table::{HintView, Overlay, TableIntent, TableView};
use crate::texts::Lang;
use spieleabend_core::games::GameId;

/// Waits up to 20 s until `found` finds something in `core`'s view.
fn wait<T>(core: &AppCore, what: &str, found: impl Fn(&AppView) -> Option<T>) -> T {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let view = core.view();
        if let Some(value) = found(&view) {
            return value;
        }
        assert!(
            Instant::now() < deadline,
            "waited in vain for {what}: {view:?}"
        );
        sleep(Duration::from_millis(2));
    }
}

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

fn table(view: &AppView) -> Option<&TableView> {
    match &view.screen {
        ScreenView::Table(table) => Some(table),
        _ => None,
    }
}

/// An app whose hosted tables stay on this machine and whose bots do not pause.
fn core(dir: &TempDir, seed: u64) -> AppCore {
    let core = AppCore::with_seed(&dir.0, Lang::En, seed).expect("the app starts");
    core.set_nearby_options(NearbyOptions {
        bind: "127.0.0.1:0".into(),
        bot_pace_ms: Some(0),
        ..NearbyOptions::default()
    });
    core
}

/// Sets up `game` with a second person's seat for the guest and opens the table;
/// returns the address and the join code.
fn host_table(host: &AppCore, game: GameId) -> (String, String) {
    host.dispatch(Intent::Open(HomeItem::NewGame));
    host.dispatch(Intent::Setup(SetupIntent::ChooseGame(
        game.info().key.into(),
    )));
    host.dispatch(Intent::Setup(SetupIntent::SetSeatPlayer {
        seat: 1,
        player: SeatPlayer::Person,
    }));
    host.dispatch(Intent::Open(HomeItem::Nearby));
    host.dispatch(Intent::Nearby(NearbyIntent::GoHost));
    let opened = host.dispatch(Intent::Nearby(NearbyIntent::OpenTable));
    assert!(host_screen(&opened).is_some_and(|h| h.open));
    wait(host, "the table to open", |v| {
        let h = host_screen(v)?;
        Some((h.address.clone()?, h.code.clone()?))
    })
}

/// Goes to the join screen and asks to join at `address` with `code`.
fn join_table(guest: &AppCore, address: &str, code: &str) -> AppView {
    guest.dispatch(Intent::Open(HomeItem::Nearby));
    guest.dispatch(Intent::Nearby(NearbyIntent::GoJoin));
    guest.dispatch(Intent::Nearby(NearbyIntent::SetAddress(address.into())));
    guest.dispatch(Intent::Nearby(NearbyIntent::SetCode(code.into())));
    guest.dispatch(Intent::Nearby(NearbyIntent::Connect))
}

/// Host and guest seated, the game started by the host; both on their table.
fn seated(game: GameId, name: &str) -> (TempDir, TempDir, AppCore, AppCore) {
    let (dir_a, dir_b) = (
        TempDir::new(&format!("nearby-host-{name}")),
        TempDir::new(&format!("nearby-guest-{name}")),
    );
    let (host, guest) = (core(&dir_a, 1), core(&dir_b, 2));
    let (address, code) = host_table(&host, game);
    join_table(&guest, &address, &code);
    wait(&guest, "the host to admit the guest", |v| {
        join_screen(v)?.waiting.clone()
    });
    let lobby = wait(&host, "every seat to have its device", |v| {
        host_screen(v).filter(|h| h.can_start).cloned()
    });
    assert_eq!(lobby.players.len(), 1, "{lobby:?}");
    assert_eq!(
        lobby.seats_note.as_deref(),
        Some("Everyone is here."),
        "{lobby:?}"
    );
    host.dispatch(Intent::Nearby(NearbyIntent::StartGame));
    wait(&host, "the host's table", |v| table(v).map(|_| ()));
    wait(&guest, "the guest's table", |v| table(v).map(|_| ()));
    (dir_a, dir_b, host, guest)
}

/// What a person does next, looking only at the view.
fn next_intent(view: &TableView) -> Option<TableIntent> {
    match &view.overlay {
        Some(Overlay::Summary(_)) => return Some(TableIntent::Dismiss),
        Some(Overlay::Curtain { .. }) => return Some(TableIntent::Ready),
        Some(Overlay::GameOver(_)) => return None,
        None => {}
    }
    let pick = view.pick.as_ref()?;
    if pick.ticking {
        return Some(TableIntent::Confirm);
    }
    if let Some(card) = view.hand.iter().find(|c| c.state.playable) {
        return Some(TableIntent::TapCard(card.id));
    }
    pick.choices.first().map(|c| TableIntent::Choose(c.id))
}

/// The guest's view shows its own seat's hand and nothing of another's.
fn only_own_hand(view: &TableView) {
    let Some(seat) = view.viewer else {
        panic!("the guest sees no seat: {view:?}");
    };
    assert_eq!(seat, 1, "the guest plays the second seat");
    assert_eq!(
        view.hand.len() as u32,
        view.players[seat as usize].cards,
        "the hand shown is the guest's own"
    );
}

/// Both play until both see the game over; returns the last views.
/// The shortest time between two of the guest's moves in [`play_to_the_end`].
const GUEST_PAUSE: Duration = Duration::from_millis(15);

fn play_to_the_end(host: &AppCore, guest: &AppCore) -> (TableView, TableView) {
    play_on(host, guest, usize::MAX)
}

/// Both play until both see the game over or the guest has made `guest_moves` moves;
/// returns the last views.
fn play_on(host: &AppCore, guest: &AppCore, guest_moves: usize) -> (TableView, TableView) {
    let deadline = Instant::now() + Duration::from_secs(25);
    let mut guest_acted = Instant::now();
    let mut moves = 0;
    loop {
        let (h, g) = (host.view(), guest.view());
        let (h, g) = (
            table(&h).expect("the host stays at the table").clone(),
            table(&g).expect("the guest stays at the table").clone(),
        );
        only_own_hand(&g);
        let over = |t: &TableView| matches!(t.overlay, Some(Overlay::GameOver(_)));
        if (over(&h) && over(&g)) || moves >= guest_moves {
            return (h, g);
        }
        assert!(
            Instant::now() < deadline,
            "the game did not end: {h:?} {g:?}"
        );
        let mut acted = false;
        if let Some(intent) = next_intent(&h) {
            host.dispatch(Intent::Table(intent));
            acted = true;
        }
        // The guest acts at most every `GUEST_PAUSE`: a whole game played faster than
        // people play would exceed the host's flood guard (100 messages a second).
        if guest_acted.elapsed() >= GUEST_PAUSE
            && let Some(intent) = next_intent(&g)
        {
            guest.dispatch(Intent::Table(intent));
            guest_acted = Instant::now();
            moves += 1;
            acted = true;
        }
        if !acted {
            sleep(Duration::from_millis(1));
        }
    }
}

fn host_and_guest_play(game: GameId) {
    let (_a, _b, host, guest) = seated(game, game.info().key);
    let (h, g) = play_to_the_end(&host, &guest);
    assert_eq!(h.game, game);
    assert_eq!(g.game, game);
    for view in [&h, &g] {
        let link = view
            .link
            .as_ref()
            .expect("a table nearby says how its link stands");
        assert!(!link.ended, "{link:?}");
        let Some(Overlay::GameOver(over)) = &view.overlay else {
            unreachable!()
        };
        assert_eq!(over.rows.len(), h.players.len());
    }
    // Both see the same result.
    let places = |v: &TableView| match &v.overlay {
        Some(Overlay::GameOver(over)) => over
            .rows
            .iter()
            .map(|r| (r.seat, r.place))
            .collect::<Vec<_>>(),
        _ => Vec::new(),
    };
    assert_eq!(places(&h), places(&g));
    // The guest's device checked the host's shuffle.
    let fairness = wait(&guest, "the deal's check", |v| {
        table(v)?.link.as_ref()?.fairness.clone()
    });
    assert_eq!(fairness, "Deal checked ✓ (your random value is in it)");
}

#[test]
fn elfer_raus_is_hosted_and_joined_to_the_end() {
    host_and_guest_play(GameId::ElferRaus);
}

#[test]
fn seventy_seven_is_hosted_and_joined_to_the_end() {
    host_and_guest_play(GameId::SeventySeven);
}

#[test]
fn juhu22_is_hosted_and_joined_to_the_end() {
    host_and_guest_play(GameId::Juhu22);
}

#[test]
fn rauswurf_is_hosted_and_joined_to_the_end() {
    host_and_guest_play(GameId::Rauswurf);
}

#[test]
fn help_is_hosted_and_joined_to_the_end() {
    host_and_guest_play(GameId::Help);
}

#[test]
fn the_guest_never_sees_the_hosts_hand() {
    let (_a, _b, host, guest) = seated(GameId::ElferRaus, "hands");
    let h = wait(&host, "the host's hand", |v| {
        table(v).filter(|t| !t.hand.is_empty()).cloned()
    });
    let g = wait(&guest, "the guest's hand", |v| {
        table(v).filter(|t| !t.hand.is_empty()).cloned()
    });
    only_own_hand(&g);
    assert_eq!(h.viewer, Some(0));
    let faces = |t: &TableView| {
        let mut faces: Vec<String> = t.hand.iter().map(|c| format!("{:?}", c.face)).collect();
        faces.sort();
        faces
    };
    assert_ne!(faces(&h), faces(&g), "two different seats' hands");
    assert_eq!(g.players[0].cards, h.hand.len() as u32);
}

#[test]
fn a_wrong_code_says_how_many_attempts_are_left() {
    let (dir_a, dir_b) = (
        TempDir::new("nearby-code-host"),
        TempDir::new("nearby-code-guest"),
    );
    let (host, guest) = (core(&dir_a, 3), core(&dir_b, 4));
    let (address, code) = host_table(&host, GameId::Rauswurf);
    // A wrong code of the code's length (a shorter one reads as a code that changed).
    let wrong = if code.starts_with('0') { "1" } else { "0" }.repeat(code.len());
    join_table(&guest, &address, &wrong);
    let first = wait(&guest, "the refusal", |v| {
        join_screen(v).filter(|j| !j.connecting)?.notice.clone()
    });
    assert_eq!(first, "Wrong code: 2 attempts left.");
    guest.dispatch(Intent::Nearby(NearbyIntent::Connect));
    let second = wait(&guest, "the second refusal", |v| {
        join_screen(v)
            .filter(|j| !j.connecting)?
            .notice
            .clone()
            .filter(|n| *n != first)
    });
    assert_eq!(second, "Wrong code: 1 attempt left.");
    // The right code still joins.
    guest.dispatch(Intent::Nearby(NearbyIntent::SetCode(code)));
    guest.dispatch(Intent::Nearby(NearbyIntent::Connect));
    wait(&guest, "the host to admit the guest", |v| {
        join_screen(v)?.waiting.clone()
    });
}

#[test]
fn the_host_closing_the_table_ends_the_guests_game_in_words() {
    let (_a, _b, host, guest) = seated(GameId::Rauswurf, "close");
    // The host plays until the guest is to decide, with a card in the pick.
    wait(&guest, "the guest's turn", |v| {
        if let Some(intent) = table(&host.view()).and_then(next_intent) {
            host.dispatch(Intent::Table(intent));
        }
        table(v)?.pick.as_ref().map(|_| ())
    });
    let back = host.dispatch(Intent::Back);
    assert!(host_screen(&back).is_some_and(|h| h.open && h.playing));
    host.dispatch(Intent::Nearby(NearbyIntent::CloseTable));
    let link = wait(&guest, "the end of the table", |v| {
        table(v)?.link.clone().filter(|l| l.ended)
    });
    assert_eq!(link.text, "The host closed the table.");
    // The table stays in view as last seen, but nothing is decided there any more.
    let ended = guest.view();
    let ended = table(&ended).expect("the ended table");
    assert!(ended.pick.is_none(), "{:?}", ended.pick);
    assert!(ended.hand.iter().all(|c| !c.state.playable));
    assert_eq!(ended.status, "Nothing more is played at this table.");
    // Back on the join screen, the reason stays and another table can be joined.
    let join = guest.dispatch(Intent::Back);
    let join = join_screen(&join).expect("back to joining");
    assert_eq!(join.waiting.as_deref(), Some("The host closed the table."));
    assert!(join.can_connect);
}

/// Keeps what the core asks of the shell, and the views it pushes.
#[derive(Default)]
struct Shell(
    std::sync::Mutex<Vec<super::ShellEffect>>,
    std::sync::Mutex<Vec<AppView>>,
);

impl super::AppObserver for Shell {
    fn on_view(&self, view: AppView) {
        self.1.lock().unwrap().push(view);
    }

    fn on_effect(&self, effect: super::ShellEffect) {
        self.0.lock().unwrap().push(effect);
    }
}

#[test]
fn the_hosted_table_is_announced_and_its_ready_lobby_pushed() {
    let (dir_a, dir_b) = (
        TempDir::new("nearby-ad-host"),
        TempDir::new("nearby-ad-guest"),
    );
    let (host, guest) = (core(&dir_a, 5), core(&dir_b, 6));
    let shell = std::sync::Arc::new(Shell::default());
    host.set_observer(shell.clone());
    let (address, code) = host_table(&host, GameId::ElferRaus);
    let ads = || -> Vec<crate::app::Advertisement> {
        shell
            .0
            .lock()
            .unwrap()
            .iter()
            .filter_map(|e| match e {
                super::ShellEffect::Advertise(ad) => Some(ad.clone()),
                _ => None,
            })
            .collect()
    };
    // The announcement is an effect of the runtime's thread: it may come a moment
    // after the view with the address.
    let deadline = Instant::now() + Duration::from_secs(5);
    while ads().is_empty() && Instant::now() < deadline {
        sleep(Duration::from_millis(2));
    }
    let first = ads().first().cloned().expect("the open table is announced");
    let port = address.rsplit_once(':').unwrap().1;
    assert_eq!(first.port.to_string(), port);
    let txt = |ad: &crate::app::Advertisement, key: &str| ad.txt_value(key).map(str::to_string);
    assert_eq!(txt(&first, "game").as_deref(), Some("elfer_raus"));
    assert_eq!(txt(&first, "free").as_deref(), Some("1"));
    join_table(&guest, &address, &code);
    // A shell draws what is pushed: the lobby ready to start is pushed too (it
    // becomes ready when the guest's commitment arrives, after it joined).
    let deadline = Instant::now() + Duration::from_secs(10);
    while !shell
        .1
        .lock()
        .unwrap()
        .iter()
        .any(|v| host_screen(v).is_some_and(|h| h.can_start))
    {
        assert!(Instant::now() < deadline, "the ready lobby was not pushed");
        sleep(Duration::from_millis(2));
    }
    while ads().len() < 2 {
        assert!(Instant::now() < deadline, "no second announcement");
        sleep(Duration::from_millis(2));
    }
    assert_eq!(txt(ads().last().unwrap(), "free").as_deref(), Some("0"));
    host.dispatch(Intent::Nearby(NearbyIntent::CloseTable));
    assert_eq!(
        shell.0.lock().unwrap().last(),
        Some(&super::ShellEffect::StopAdvertising)
    );
}

/// The other device plays until the one asking (the guest, or the host with `host_asks`)
/// is to act; it asks for a hint, gets it as the pick (confirming does it), confirms,
/// and both play on to the end.
fn a_hint_is_taken(game: GameId, host_asks: bool) {
    let name = format!("hint-{}-{}", game.info().key, host_asks);
    let (_a, _b, host, guest) = seated(game, &name);
    let (asker, other) = if host_asks {
        (&host, &guest)
    } else {
        (&guest, &host)
    };
    let deadline = Instant::now() + Duration::from_secs(25);
    loop {
        let a = asker.view();
        let a = table(&a).expect("the asker stays at the table");
        if a.overlay.is_none() && a.pick.is_some() {
            break;
        }
        if let Some(intent) = a.overlay.as_ref().and_then(|_| next_intent(a)) {
            asker.dispatch(Intent::Table(intent));
        }
        assert!(Instant::now() < deadline, "the asker never got to act");
        let o = other.view();
        match table(&o).and_then(next_intent) {
            Some(intent) => {
                other.dispatch(Intent::Table(intent));
            }
            None => sleep(Duration::from_millis(1)),
        }
    }
    let asked = asker.dispatch(Intent::Table(TableIntent::Hint));
    let asked = table(&asked).expect("the asker's table");
    assert!(asked.message.is_none(), "{:?}", asked.message);
    let hinted = wait(asker, "the hint", |v| {
        table(v)
            .filter(|t| {
                matches!(t.hint, HintView::Ready { .. })
                    && t.pick.as_ref().is_some_and(|p| p.confirm.is_some())
            })
            .cloned()
    });
    let HintView::Ready { text } = &hinted.hint else {
        unreachable!()
    };
    assert!(!text.is_empty());
    let before = hinted.log.len();
    asker.dispatch(Intent::Table(TableIntent::Confirm));
    wait(asker, "the hinted move to be made", |v| {
        table(v).filter(|t| t.log.len() > before).map(|_| ())
    });
    let (_, g) = play_to_the_end(&host, &guest);
    assert!(matches!(g.overlay, Some(Overlay::GameOver(_))));
}

fn the_guest_takes_a_hint(game: GameId) {
    a_hint_is_taken(game, false);
}

#[test]
fn the_host_gets_a_hint_in_elfer_raus() {
    a_hint_is_taken(GameId::ElferRaus, true);
}

#[test]
fn the_host_gets_a_hint_in_help() {
    a_hint_is_taken(GameId::Help, true);
}

#[test]
fn a_guest_gets_a_hint_in_elfer_raus() {
    the_guest_takes_a_hint(GameId::ElferRaus);
}

#[test]
fn a_guest_gets_a_hint_in_seventy_seven() {
    the_guest_takes_a_hint(GameId::SeventySeven);
}

#[test]
fn a_guest_gets_a_hint_in_juhu22() {
    the_guest_takes_a_hint(GameId::Juhu22);
}

#[test]
fn a_guest_gets_a_hint_in_rauswurf() {
    the_guest_takes_a_hint(GameId::Rauswurf);
}

#[test]
fn a_guest_gets_a_hint_in_help() {
    the_guest_takes_a_hint(GameId::Help);
}

/// One direction of an in-memory link: what is sent waits here until the receiving
/// end's input is known, then goes straight to it.
#[derive(Default)]
struct Pipe {
    input: Option<spieleabend_nearby::LinkInput>,
    pending: Vec<Vec<u8>>,
    closed: bool,
}

type PipeRef = std::sync::Arc<std::sync::Mutex<Pipe>>;

/// The sending half of an in-memory link: writes into the other end's pipe.
struct MemoryLink(PipeRef);

impl spieleabend_nearby::Link for MemoryLink {
    fn send(&mut self, bytes: Vec<u8>) -> Result<(), spieleabend_nearby::LinkFailed> {
        let mut pipe = self.0.lock().unwrap();
        if pipe.closed {
            return Err(spieleabend_nearby::LinkFailed("closed".into()));
        }
        match &pipe.input {
            Some(input) => input.received(&bytes),
            None => pipe.pending.push(bytes),
        }
        Ok(())
    }

    fn close(&mut self) {
        let mut pipe = self.0.lock().unwrap();
        pipe.closed = true;
        if let Some(input) = &pipe.input {
            input.closed();
        }
    }
}

/// The receiving end's input is known: what waited goes to it.
fn plug(pipe: &PipeRef, input: spieleabend_nearby::LinkInput) {
    let mut pipe = pipe.lock().unwrap();
    for bytes in std::mem::take(&mut pipe.pending) {
        input.received(&bytes);
    }
    if pipe.closed {
        input.closed();
    }
    pipe.input = Some(input);
}

/// A link pair: the host's end and the guest's end, and the pipes into each.
fn link_pair() -> (MemoryLink, MemoryLink, PipeRef, PipeRef) {
    let (to_host, to_guest) = (PipeRef::default(), PipeRef::default());
    (
        MemoryLink(to_guest.clone()),
        MemoryLink(to_host.clone()),
        to_host,
        to_guest,
    )
}

#[test]
fn a_table_is_joined_over_a_link_and_played_to_the_end() {
    let (dir_a, dir_b) = (
        TempDir::new("nearby-link-host"),
        TempDir::new("nearby-link-guest"),
    );
    let (host, guest) = (core(&dir_a, 7), core(&dir_b, 8));
    let game = GameId::ElferRaus;
    let (_, code) = host_table(&host, game);
    guest.dispatch(Intent::Open(HomeItem::Nearby));
    guest.dispatch(Intent::Nearby(NearbyIntent::GoJoin));
    let (host_end, guest_end, to_host, to_guest) = link_pair();
    let input = host
        .attach_link(Box::new(host_end))
        .expect("the open table takes the link");
    plug(&to_host, input);
    let input = guest
        .join_over_link(game.info().key, &code, Box::new(guest_end))
        .expect("the join screen joins over the link");
    plug(&to_guest, input);
    assert!(join_screen(&guest.view()).is_some_and(|j| j.connecting));
    wait(&guest, "the host to admit the guest", |v| {
        join_screen(v)?.waiting.clone()
    });
    wait(&host, "every seat to have its device", |v| {
        host_screen(v).filter(|h| h.can_start).map(|_| ())
    });
    host.dispatch(Intent::Nearby(NearbyIntent::StartGame));
    wait(&host, "the host's table", |v| table(v).map(|_| ()));
    wait(&guest, "the guest's table", |v| table(v).map(|_| ()));
    let (h, g) = play_to_the_end(&host, &guest);
    assert_eq!((h.game, g.game), (game, game));
    let fairness = wait(&guest, "the deal's check", |v| {
        table(v)?.link.as_ref()?.fairness.clone()
    });
    assert_eq!(fairness, "Deal checked ✓ (your random value is in it)");
}

#[test]
fn links_are_refused_in_words_where_no_table_takes_them() {
    use super::LinkRefused;
    let dir = TempDir::new("nearby-link-refused");
    let core = core(&dir, 9);
    let (host_end, guest_end, to_host, to_guest) = link_pair();
    // No table is open: the device's link is refused and closed.
    assert_eq!(
        core.attach_link(Box::new(host_end)).unwrap_err(),
        LinkRefused::NoOpenTable
    );
    assert!(
        to_guest.lock().unwrap().closed,
        "the refused link is closed"
    );
    // Joining over a link needs the join screen.
    assert_eq!(
        core.join_over_link("elfer_raus", "123456", Box::new(guest_end))
            .unwrap_err(),
        LinkRefused::NotJoining
    );
    assert!(to_host.lock().unwrap().closed);
    core.dispatch(Intent::Open(HomeItem::Nearby));
    core.dispatch(Intent::Nearby(NearbyIntent::GoJoin));
    let (_, guest_end, _, _) = link_pair();
    let refused = core
        .join_over_link("skat", "123456", Box::new(guest_end))
        .unwrap_err();
    assert_eq!(refused, LinkRefused::UnknownGame("skat".into()));
    assert_eq!(refused.to_string(), "unknown game: skat");
    assert!(join_screen(&core.view()).is_some_and(|j| !j.connecting));
}

#[test]
fn a_table_opened_from_a_setup_shows_the_code_chosen_and_starts_by_itself() {
    let (dir_a, dir_b) = (
        TempDir::new("nearby-host-lobby-options"),
        TempDir::new("nearby-guest-lobby-options"),
    );
    let (host, guest) = (core(&dir_a, 1), core(&dir_b, 2));
    host.set_nearby_options(NearbyOptions {
        bind: "127.0.0.1:0".into(),
        bot_pace_ms: Some(0),
        join_code: Some("4829".into()),
        autostart: true,
        ..NearbyOptions::default()
    });
    let mut setup = SetupDraft::new(GameId::Rauswurf);
    setup.seats[1].player = SeatPlayer::Person;
    let opened = host.open_host(setup);
    assert!(host_screen(&opened).is_some_and(|h| h.open), "{opened:?}");
    let (address, code) = wait(&host, "the table to open", |v| {
        let h = host_screen(v)?;
        Some((h.address.clone()?, h.code.clone()?))
    });
    assert_eq!(code, "4829");
    let draft = JoinDraft {
        address,
        code: code.clone(),
    };
    let joining = guest.open_join(draft, Some("Ben".into()));
    assert!(
        join_screen(&joining).is_some_and(|j| j.connecting),
        "{joining:?}"
    );
    // Nobody presses start: the game begins once the guest has its seat.
    let players = wait(&host, "the host's table", |v| Some(table(v)?.players.len()));
    assert_eq!(
        players, 4,
        "Rauswurf's default seats: the host, the guest, two bots"
    );
    let seat = wait(&guest, "the guest's table", |v| table(v)?.viewer);
    assert_eq!(seat, 1, "the guest plays the seat left for a device");
}

#[test]
fn a_table_on_every_interface_shows_an_address_others_can_reach() {
    let dir = TempDir::new("nearby-host-every-interface");
    let host = core(&dir, 1);
    host.set_nearby_options(NearbyOptions {
        bind: "0.0.0.0:0".into(),
        bot_pace_ms: Some(0),
        ..NearbyOptions::default()
    });
    let mut setup = SetupDraft::new(GameId::Rauswurf);
    setup.seats[1].player = SeatPlayer::Person;
    host.open_host(setup);
    let address = wait(&host, "the table to open", |v| {
        host_screen(v)?.address.clone()
    });
    let address: std::net::SocketAddr = address.parse().expect("host:port");
    assert!(!address.ip().is_unspecified(), "{address}");
    assert_ne!(address.port(), 0);
}

#[test]
fn a_host_app_that_ends_says_bye_and_the_guest_is_told_the_table_closed() {
    let (_a, _b, host, guest) = seated(GameId::Rauswurf, "host-ends");
    play_to_the_end(&host, &guest);
    // The host's app ends (the terminal quits, a phone's process goes).
    drop(host);
    let deadline = Instant::now() + Duration::from_secs(3);
    loop {
        let view = guest.view();
        let link = table(&view).and_then(|t| t.link.clone());
        if link.as_ref().is_some_and(|l| l.ended) {
            assert_eq!(link.unwrap().text, "The host closed the table.");
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the guest was not told within 3 s: {link:?}"
        );
        sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_join_code_that_is_not_one_keeps_the_table_closed_and_says_why() {
    let dir = TempDir::new("nearby-host-bad-code");
    let host = core(&dir, 1);
    host.set_nearby_options(NearbyOptions {
        bind: "127.0.0.1:0".into(),
        bot_pace_ms: Some(0),
        join_code: Some("12".into()),
        ..NearbyOptions::default()
    });
    let mut setup = SetupDraft::new(GameId::Rauswurf);
    setup.seats[1].player = SeatPlayer::Person;
    host.open_host(setup);
    let closed = wait(&host, "the table to stay closed", |v| {
        host_screen(v).filter(|h| !h.open).cloned()
    });
    let notice = closed.notice.expect("the reason is said");
    assert!(
        notice.contains("4 to 6 digits") || notice.contains("digit"),
        "{notice}"
    );
}

/// A table joined over a Bluetooth channel the guest's shell was asked for, the
/// game started: the apps, their shells and the channel's pipes.
struct OverBluetooth {
    _dirs: (TempDir, TempDir),
    host: AppCore,
    guest: AppCore,
    guest_shell: std::sync::Arc<Shell>,
    to_host: PipeRef,
    to_guest: PipeRef,
}

fn joined_over_bluetooth(game: GameId, name: &str, seed: u64) -> OverBluetooth {
    use crate::screens::nearby::{FoundTable, Medium};
    let (dir_a, dir_b) = (
        TempDir::new(&format!("nearby-bluetooth-host-{name}")),
        TempDir::new(&format!("nearby-bluetooth-guest-{name}")),
    );
    let (host, guest) = (core(&dir_a, seed), core(&dir_b, seed + 1));
    let (host_shell, guest_shell) = (
        std::sync::Arc::new(Shell::default()),
        std::sync::Arc::new(Shell::default()),
    );
    host.set_observer(host_shell.clone());
    guest.set_observer(guest_shell.clone());
    let (_, code) = host_table(&host, game);
    // The host's shell announces the table; its TXT record is what a guest's shell
    // reads over Bluetooth, the game's key among it.
    let deadline = Instant::now() + Duration::from_secs(20);
    let game_key = loop {
        let announced = host_shell.0.lock().unwrap().iter().find_map(|e| match e {
            super::ShellEffect::Advertise(ad) => ad.txt_value("game").map(str::to_string),
            _ => None,
        });
        if let Some(key) = announced {
            break key;
        }
        assert!(Instant::now() < deadline, "the table is never announced");
        sleep(Duration::from_millis(2));
    };
    assert_eq!(game_key, game.info().key);
    guest.dispatch(Intent::Open(HomeItem::Nearby));
    guest.dispatch(Intent::Nearby(NearbyIntent::GoJoin));
    guest.dispatch(Intent::Nearby(NearbyIntent::Found(vec![FoundTable {
        name: "Anna’s table".into(),
        address: "host-device".into(),
        medium: Medium::Bluetooth,
        game_key: Some(game_key),
    }])));
    guest.dispatch(Intent::Nearby(NearbyIntent::ChooseFound(0)));
    guest.dispatch(Intent::Nearby(NearbyIntent::SetCode(code.clone())));
    let view = guest.dispatch(Intent::Nearby(NearbyIntent::Connect));
    assert!(join_screen(&view).is_some_and(|j| j.connecting));
    let asked = guest_shell.0.lock().unwrap().iter().find_map(|e| match e {
        super::ShellEffect::ConnectBluetooth {
            device,
            game_key,
            code,
        } => Some((device.clone(), game_key.clone(), code.clone())),
        _ => None,
    });
    let (device, game_key, asked_code) = asked.expect("the shell is asked for a channel");
    assert_eq!(
        (device.as_str(), game_key.as_str(), asked_code.as_str()),
        ("host-device", game.info().key, code.as_str())
    );
    // The shell opens the channel: the host's end to the open table, the guest's to
    // the join under way.
    let (host_end, guest_end, to_host, to_guest) = link_pair();
    plug(&to_host, host.attach_link(Box::new(host_end)).unwrap());
    let input = guest
        .join_over_link(&game_key, &asked_code, Box::new(guest_end))
        .expect("the join under way takes the channel");
    plug(&to_guest, input);
    wait(&guest, "the host to admit the guest", |v| {
        join_screen(v)?.waiting.clone()
    });
    wait(&host, "every seat to have its device", |v| {
        host_screen(v).filter(|h| h.can_start).map(|_| ())
    });
    host.dispatch(Intent::Nearby(NearbyIntent::StartGame));
    wait(&host, "the host's table", |v| table(v).map(|_| ()));
    wait(&guest, "the guest's table", |v| table(v).map(|_| ()));
    OverBluetooth {
        _dirs: (dir_a, dir_b),
        host,
        guest,
        guest_shell,
        to_host,
        to_guest,
    }
}

#[test]
fn a_bluetooth_table_chosen_on_the_join_screen_is_joined_over_the_shells_channel() {
    let game = GameId::SeventySeven;
    let t = joined_over_bluetooth(game, "join", 11);
    let (h, g) = play_to_the_end(&t.host, &t.guest);
    assert_eq!((h.game, g.game), (game, game));
}

/// The channel drops as Bluetooth drops: both ends hear it is gone.
fn drop_channel(to_host: &PipeRef, to_guest: &PipeRef) {
    for pipe in [to_host, to_guest] {
        let mut pipe = pipe.lock().unwrap();
        pipe.closed = true;
        if let Some(input) = &pipe.input {
            input.closed();
        }
    }
}

/// Waits until the guest's shell has been asked `count` times for a new channel;
/// returns the device of the last asking.
fn reopen_asked(shell: &Shell, count: usize) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let asked: Vec<String> = shell
            .0
            .lock()
            .unwrap()
            .iter()
            .filter_map(|e| match e {
                super::ShellEffect::ReopenBluetooth { device } => Some(device.clone()),
                _ => None,
            })
            .collect();
        if asked.len() >= count {
            assert_eq!(asked.len(), count, "asked too often: {asked:?}");
            return asked.last().cloned().unwrap_or_default();
        }
        assert!(
            Instant::now() < deadline,
            "the shell was asked for a new channel {} times, not {count}",
            asked.len()
        );
        sleep(Duration::from_millis(2));
    }
}

#[test]
fn a_dropped_bluetooth_channel_is_reopened_and_the_seat_plays_on_to_the_end() {
    let game = GameId::ElferRaus;
    let t = joined_over_bluetooth(game, "reopen", 31);
    let (_, before) = play_on(&t.host, &t.guest, 3);
    assert!(
        !matches!(before.overlay, Some(Overlay::GameOver(_))),
        "the game is still on when the channel drops"
    );
    drop_channel(&t.to_host, &t.to_guest);
    // The guest's app asks its shell for a new channel to the same device and says
    // it is reconnecting; the table stays.
    assert_eq!(reopen_asked(&t.guest_shell, 1), "host-device");
    let note = wait(&t.guest, "the reconnecting note", |v| {
        table(v)?.link.as_ref().map(|l| l.text.clone())
    });
    assert_eq!(note, "◌ reconnecting (attempt 1) …");
    // A channel the app did not ask for is refused.
    let (_, stray, _, _) = link_pair();
    // The shell opens the new channel and hands it in: the seat resumes on it.
    let (host_end, guest_end, to_host, to_guest) = link_pair();
    plug(&to_host, t.host.attach_link(Box::new(host_end)).unwrap());
    plug(
        &to_guest,
        t.guest
            .relink(Box::new(guest_end))
            .expect("the table asked for this channel"),
    );
    assert_eq!(
        t.guest.relink(Box::new(stray)).unwrap_err(),
        super::LinkRefused::NotReopening,
        "only the channel asked for is taken"
    );
    wait(&t.guest, "the link to work again", |v| {
        table(v)?
            .link
            .as_ref()
            .filter(|l| !l.text.contains("reconnecting"))
            .map(|_| ())
    });
    // A failure the shell reports late, with no channel asked for, changes nothing.
    let late = t
        .guest
        .dispatch(Intent::Nearby(NearbyIntent::BluetoothFailed {
            failure: crate::screens::nearby::BluetoothFailure::Unreachable,
            detail: "late".into(),
        }));
    assert!(table(&late).is_some_and(|v| !v.link.as_ref().is_some_and(|l| l.ended)));
    let (h, g) = play_to_the_end(&t.host, &t.guest);
    assert_eq!((h.game, g.game), (game, game));
    assert_eq!(g.viewer, before.viewer, "the guest plays the same seat");
    assert!(!g.link.as_ref().is_some_and(|l| l.ended));
    assert_eq!(reopen_asked(&t.guest_shell, 1), "host-device");
}

#[test]
fn a_bluetooth_channel_that_cannot_be_reopened_ends_the_table_with_the_reason() {
    use crate::screens::nearby::BluetoothFailure;
    let t = joined_over_bluetooth(GameId::Rauswurf, "reopen-fails", 41);
    play_on(&t.host, &t.guest, 2);
    drop_channel(&t.to_host, &t.to_guest);
    // Each failure the shell reports asks again, three times in all; the third ends
    // the table in words.
    for attempt in 1..=3 {
        reopen_asked(&t.guest_shell, attempt);
        let view = t.guest.view();
        let link = table(&view)
            .and_then(|t| t.link.clone())
            .expect("a link note");
        assert_eq!(link.text, format!("◌ reconnecting (attempt {attempt}) …"));
        assert!(!link.ended);
        t.guest
            .dispatch(Intent::Nearby(NearbyIntent::BluetoothFailed {
                failure: BluetoothFailure::Unreachable,
                detail: "timeout".into(),
            }));
    }
    let view = t.guest.view();
    let link = table(&view)
        .and_then(|t| t.link.clone())
        .expect("a link note");
    assert!(link.ended, "{link:?}");
    assert_eq!(
        link.text,
        "The table could not be reached over Bluetooth. Come closer to the host's device \
         and try again. (timeout)"
    );
    assert_eq!(reopen_asked(&t.guest_shell, 3), "host-device");
}

#[test]
fn at_the_table_a_guests_seat_has_the_name_it_joined_with() {
    let (dir_a, dir_b) = (
        TempDir::new("nearby-host-names"),
        TempDir::new("nearby-guest-names"),
    );
    let (host, guest) = (core(&dir_a, 21), core(&dir_b, 22));
    let (address, code) = host_table(&host, GameId::Rauswurf);
    guest.dispatch(Intent::Open(HomeItem::NewGame));
    guest.dispatch(Intent::Setup(SetupIntent::RenameSeat {
        seat: 0,
        name: "Ben".into(),
    }));
    join_table(&guest, &address, &code);
    wait(&host, "every seat to have its device", |v| {
        host_screen(v).filter(|h| h.can_start).map(|_| ())
    });
    host.dispatch(Intent::Nearby(NearbyIntent::StartGame));
    let seen = wait(&host, "the host's table", |v| {
        table(v).map(|t| t.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
    });
    assert_eq!(seen[..2], ["You", "Ben"]);
    let seen = wait(&guest, "the guest's table", |v| {
        table(v).map(|t| t.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
    });
    assert_eq!(seen[1], "You");
}

#[test]
fn bluetooth_allowed_at_an_open_table_announces_it_again() {
    let dir = TempDir::new("nearby-allowed-host");
    let host = core(&dir, 5);
    let shell = std::sync::Arc::new(Shell::default());
    host.set_observer(shell.clone());
    host.dispatch(Intent::Nearby(NearbyIntent::Permission {
        medium: crate::screens::nearby::Medium::Bluetooth,
        allowed: false,
    }));
    host_table(&host, GameId::ElferRaus);
    let announced = || {
        shell
            .0
            .lock()
            .unwrap()
            .iter()
            .filter(|e| matches!(e, super::ShellEffect::Advertise(_)))
            .count()
    };
    let deadline = Instant::now() + Duration::from_secs(5);
    while announced() == 0 {
        assert!(Instant::now() < deadline, "the open table is not announced");
        sleep(Duration::from_millis(2));
    }
    let refused = host_screen(&host.view()).unwrap().bluetooth_note.clone();
    assert!(
        refused.is_some_and(|n| n.starts_with("Bluetooth is not allowed")),
        "{:?}",
        host.view()
    );
    let before = announced();
    host.dispatch(Intent::Nearby(NearbyIntent::Permission {
        medium: crate::screens::nearby::Medium::Bluetooth,
        allowed: true,
    }));
    assert_eq!(
        announced(),
        before + 1,
        "announced again, over Bluetooth too"
    );
    assert_eq!(host_screen(&host.view()).unwrap().bluetooth_note, None);
}

#[test]
fn with_default_names_the_host_and_the_guest_are_told_apart() {
    let (dir_a, dir_b) = (
        TempDir::new("nearby-host-default-names"),
        TempDir::new("nearby-guest-default-names"),
    );
    let (host, guest) = (core(&dir_a, 31), core(&dir_b, 32));
    // Nobody types a name: the host's person is "Player 1" and the guest gets no
    // second "Player 1" but its seat's name.
    let (address, code) = host_table(&host, GameId::Rauswurf);
    join_table(&guest, &address, &code);
    let lobby = wait(&host, "every seat to have its device", |v| {
        host_screen(v).filter(|h| h.can_start).cloned()
    });
    assert_eq!(lobby.players.len(), 1, "{lobby:?}");
    assert!(lobby.players[0].starts_with("Player 2 "), "{lobby:?}");
    // The guest's lobby lists the host's person too.
    let waiting = wait(&guest, "the guest's lobby", |v| {
        join_screen(v)?
            .waiting
            .clone()
            .filter(|w| w.contains("At the table"))
    });
    assert!(
        waiting.contains("Player 1") && waiting.contains("Player 2"),
        "{waiting}"
    );
    host.dispatch(Intent::Nearby(NearbyIntent::StartGame));
    let seen = wait(&host, "the host's table", |v| {
        table(v).map(|t| t.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
    });
    assert_eq!(seen[..2], ["You", "Player 2"]);
    let seen = wait(&guest, "the guest's table", |v| {
        table(v).map(|t| t.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
    });
    assert_eq!(seen[..2], ["Player 1", "You"]);
}

#[test]
fn a_guest_leaving_mid_game_is_named_at_the_host() {
    let (_a, _b, host, guest) = seated(GameId::Rauswurf, "leaving");
    play_on(&host, &guest, 2);
    // The guest leaves the table and the join screen: its device says bye.
    guest.dispatch(Intent::Back);
    guest.dispatch(Intent::Back);
    let notice = wait(&host, "the host to hear of it", |v| {
        v.notice.clone().filter(|n| n.contains("left"))
    });
    assert_eq!(
        notice,
        "Player 2 left the table; a bot plays for Player 2 now."
    );
}

#[test]
fn at_the_end_a_guest_is_told_the_host_deals_and_the_check_goes_with_its_game() {
    let (_a, _b, host, guest) = seated(GameId::Help, "next-game");
    let (_, g) = play_to_the_end(&host, &guest);
    let Some(Overlay::GameOver(over)) = &g.overlay else {
        unreachable!()
    };
    assert_eq!(over.rematch, "The host deals the next game.");
    let asked = guest.dispatch(Intent::Table(TableIntent::Rematch));
    let asked = table(&asked).expect("the guest's table");
    assert_eq!(
        asked.message.as_deref(),
        Some("The host deals the next game.")
    );
    wait(&guest, "the deal's check", |v| {
        table(v)?.link.as_ref()?.fairness.clone()
    });
    // The host deals the next game: the check of the last one is gone.
    host.dispatch(Intent::Table(TableIntent::Rematch));
    wait(&guest, "the next game without the last one's check", |v| {
        let t = table(v)?;
        (t.overlay.is_none() && t.link.as_ref()?.fairness.is_none()).then_some(())
    });
    // The host closes the table during that game: no check of an earlier game shows.
    host.dispatch(Intent::Back);
    host.dispatch(Intent::Nearby(NearbyIntent::CloseTable));
    let link = wait(&guest, "the end of the table", |v| {
        table(v)?.link.clone().filter(|l| l.ended)
    });
    assert_eq!(link.fairness, None);
}
