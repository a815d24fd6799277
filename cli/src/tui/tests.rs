//! Tests of the full-screen client: every board drawn into ratatui's test backend at
//! 80×24 and 120×36 (cards, legal ones filled, counts, whose turn), and the app driven
//! by keys and clicks (step-by-step picks, sets, hand-over, undo, save, resize).

use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;
use spieleabend_core::games::elfer_raus::ElferRaus;
use spieleabend_core::games::help_game::{self, Help};
use spieleabend_core::games::juhu22::Juhu22;
use spieleabend_core::games::rauswurf::Rauswurf;
use spieleabend_core::games::seventy_seven::SeventySeven;
use spieleabend_core::table::{AnyTable, Table};

use super::app::{App, Focus};
use super::boards::TuiGame;
use super::choice::Button;
use super::input::Input;
use crate::i18n::Lang;
use crate::setup::GameSetup;
use crate::setup::{PlayOptions, new_table};

const SOLO: &str = "human,easy,easy,easy";

fn table<G: TuiGame>(seats: &str, seed: u64) -> Table<G> {
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
    new_table::<G>(&setup, &options).unwrap()
}

/// An app at the first position (from seed `from` on) where the human decides and
/// `wanted` holds.
fn app_where<G: TuiGame>(seats: &str, from: u64, wanted: impl Fn(&App<G>) -> bool) -> App<G> {
    for seed in from..from + 400 {
        let mut app = App::new(table::<G>(seats, seed), Lang::En, None);
        app.settle(Duration::from_secs(20));
        if app.deciding().is_some() && wanted(&app) {
            return app;
        }
    }
    panic!("no seed gives the position");
}

/// A solo 22Juhu table where the human joins and then swaps (someone else joined too, so
/// the hand is played): the first such seed from 1 on.
fn juhu22_joined() -> App<Juhu22> {
    for from in 1..200 {
        let mut app = app_where::<Juhu22>(SOLO, from, |_| true);
        app.on_input(Input::Letter('j'));
        app.settle(Duration::from_secs(20));
        if app.choosing_set() {
            return app;
        }
    }
    panic!("no seed lets the human join and swap");
}

fn render<G: TuiGame>(app: &mut App<G>, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| super::draw(frame, app)).unwrap();
    terminal.backend().buffer().clone()
}

fn lines(buf: &Buffer) -> Vec<String> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}

fn screen(buf: &Buffer) -> String {
    lines(buf).join("\n")
}

/// Checks what every table screen must show: the title, whose turn, every hand card
/// (legal ones filled with their colour, the others dim), each seat's hand count.
fn check_table<G: TuiGame>(app: &mut App<G>, width: u16, height: u16) -> String {
    let buf = render(app, width, height);
    let text = screen(&buf);
    assert!(text.contains(G::TITLE), "{text}");
    assert!(text.contains("Your turn"), "{text}");
    assert!(
        text.contains("Your hand") || text.contains("'s hand"),
        "{text}"
    );
    let hand = app.hand();
    assert!(!hand.is_empty());
    let mut legal = 0;
    for (slot, card) in hand.iter().enumerate() {
        let rect = app
            .hits
            .iter()
            .find(|(f, _)| *f == Focus::Slot(slot))
            .map(|(_, r)| *r)
            .unwrap_or_else(|| panic!("card {slot} not drawn\n{text}"));
        let label: String = (rect.x..rect.x + rect.width)
            .map(|x| buf[(x, rect.y)].symbol())
            .collect();
        assert_eq!(label.trim(), card.label, "{text}");
        let cell = &buf[(rect.x + 1, rect.y)];
        if app.slot_playable(slot) {
            legal += 1;
            assert_eq!(cell.bg, card.colour, "legal card {} filled", card.label);
        } else {
            assert!(
                cell.modifier.contains(Modifier::DIM),
                "card {} not legal but not dim",
                card.label
            );
        }
    }
    legal += app
        .focus_list()
        .iter()
        .filter(|f| matches!(f, Focus::Button(_)))
        .count();
    assert!(legal > 0, "no legal card or button\n{text}");
    // The players: each name with its hand count, the viewer as "You" on turn.
    let (_, view) = app.view.as_ref().unwrap();
    let sizes = G::hand_sizes(view);
    let names = app.names(app.view.as_ref().map(|(s, _)| *s));
    for (name, size) in names.iter().zip(&sizes) {
        // The name may also appear elsewhere (a trick line): one of its lines must show
        // the hand count.
        let named: Vec<String> = lines(&buf)
            .into_iter()
            .filter(|l| l.contains(&format!(" {name} ")) && l.contains('│'))
            .collect();
        assert!(!named.is_empty(), "{name} not listed\n{text}");
        assert!(
            named
                .iter()
                .any(|line| line.contains(&format!(" {size:>2} "))
                    || line.contains(&format!(" {size} "))),
            "{name} holds {size}: {named:?}"
        );
    }
    assert!(text.contains("▶ You"), "{text}");
    text
}

#[test]
fn elfer_raus_shows_its_rows_and_the_playable_cards() {
    let mut app = app_where::<ElferRaus>(SOLO, 1, |_| true);
    for (w, h) in [(80, 24), (120, 36)] {
        let text = check_table(&mut app, w, h);
        for colour in ["Red", "Yellow", "Green", "Blue"] {
            assert!(text.contains(colour), "{text}");
        }
        assert!(text.contains("Draw pile:"), "{text}");
        assert!(text.contains("11"), "an 11 opened a row\n{text}");
    }
}

#[test]
fn seventy_seven_shows_the_total_and_the_chips() {
    let mut app = app_where::<SeventySeven>(SOLO, 1, |_| true);
    let total = app.view.as_ref().unwrap().1.total;
    for (w, h) in [(80, 24), (120, 36)] {
        let text = check_table(&mut app, w, h);
        assert!(text.contains("Total:"), "{text}");
        assert!(text.contains(&format!(" {total} ")), "{text}");
        assert!(text.contains("●●● chips"), "{text}");
        assert!(text.contains("/ 77"), "{text}");
    }
}

#[test]
fn juhu22_shows_joining_then_the_trick_and_scores() {
    let mut app = app_where::<Juhu22>(SOLO, 1, |_| true);
    let text = check_table(&mut app, 80, 24);
    assert!(text.contains("Who plays this hand?"), "{text}");
    assert!(
        text.contains("[j] Join") && text.contains("[o] Sit out"),
        "{text}"
    );
    // Join, swap nothing, and reach a trick.
    let mut app = juhu22_joined();
    assert!(app.choosing_set(), "swap expected after joining");
    let text = screen(&render(&mut app, 80, 24));
    assert!(text.contains("[w] Keep all"), "{text}");
    app.on_input(Input::Confirm);
    app.settle(Duration::from_secs(20));
    for (w, h) in [(80, 24), (120, 36)] {
        let text = check_table(&mut app, w, h);
        assert!(text.contains("Trick 1:"), "{text}");
        assert!(text.contains("pts"), "{text}");
    }
}

#[test]
fn rauswurf_shows_the_cards_in_front() {
    let mut app = app_where::<Rauswurf>(SOLO, 1, |app| {
        app.view
            .as_ref()
            .is_some_and(|(_, v)| v.fronts.iter().filter(|f| f.is_some()).count() >= 2)
    });
    let fronts: Vec<String> = app
        .view
        .as_ref()
        .unwrap()
        .1
        .fronts
        .iter()
        .flatten()
        .map(|c| c.to_string())
        .collect();
    for (w, h) in [(80, 24), (120, 36)] {
        let text = check_table(&mut app, w, h);
        assert!(text.contains("In front"), "{text}");
        let board: String = text.lines().skip(1).take(8).collect::<Vec<_>>().join("\n");
        for card in &fronts {
            assert!(
                board.contains(&format!(" {card} ")),
                "{card} in front\n{text}"
            );
        }
        assert!(text.contains("Draw pile:"), "{text}");
    }
}

#[test]
fn help_shows_the_row_and_offers_joker_places_step_by_step() {
    let mut app = app_where::<Help>(SOLO, 1, |app| {
        let (_, view) = app.view.as_ref().unwrap();
        view.row.len() >= 2
            && app.hand().iter().any(|c| c.label == "Joker")
            && app
                .focus_list()
                .iter()
                .any(|f| matches!(f, Focus::Slot(s) if view.hand[*s] == help_game::Card::JOKER))
    });
    for (w, h) in [(80, 24), (120, 36)] {
        let text = check_table(&mut app, w, h);
        assert!(text.contains("Row:"), "{text}");
    }
    let (_, view) = app.view.clone().unwrap();
    let joker = view
        .hand
        .iter()
        .position(|c| *c == help_game::Card::JOKER)
        .unwrap();
    app.on_input(Input::Slot(joker));
    let places = app.focus_list();
    assert!(!places.is_empty());
    assert!(
        places.iter().all(|f| matches!(f, Focus::Board(_))),
        "{places:?}"
    );
    let text = screen(&render(&mut app, 80, 24));
    assert!(text.contains("Where does the Joker go?"), "{text}");
    assert!(text.contains("[1]"), "numbered places\n{text}");
    // Esc goes back to the hand, then the Joker again and the last place.
    app.on_input(Input::Back);
    assert!(
        app.focus_list()
            .iter()
            .all(|f| !matches!(f, Focus::Board(_)))
    );
    app.on_input(Input::Slot(joker));
    let steps = app.table.steps().len();
    app.on_input(Input::Slot(places.len() - 1));
    assert!(app.table.steps().len() > steps, "the Joker was laid");
    let laid = &app.table.steps()[steps];
    assert!(
        matches!(laid.action, help_game::Action::Joker(_)),
        "{laid:?}"
    );
}

#[test]
fn help_switch_is_picked_card_place_card() {
    let mut app = app_where::<Help>(SOLO, 1, |app| {
        let (_, view) = app.view.as_ref().unwrap();
        app.focus_list()
            .iter()
            .any(|f| matches!(f, Focus::Slot(s) if view.hand[*s] == help_game::Card::SWITCH))
    });
    let (_, view) = app.view.clone().unwrap();
    let switch = view
        .hand
        .iter()
        .position(|c| *c == help_game::Card::SWITCH)
        .unwrap();
    app.on_input(Input::Slot(switch));
    assert!(
        app.focus_list()
            .iter()
            .all(|f| matches!(f, Focus::Board(_)))
    );
    let text = screen(&render(&mut app, 80, 24));
    assert!(
        text.contains("Switch: choose the row card to take"),
        "{text}"
    );
    app.on_input(Input::Confirm);
    let text = screen(&render(&mut app, 80, 24));
    assert!(
        text.contains("choose the number card to put there"),
        "{text}"
    );
    assert!(app.focus_list().iter().all(|f| matches!(f, Focus::Slot(_))));
    let steps = app.table.steps().len();
    app.on_input(Input::Confirm);
    assert!(matches!(
        app.table.steps()[steps].action,
        help_game::Action::Switch { .. }
    ));
}

#[test]
fn a_swap_is_a_set_toggled_card_by_card() {
    let mut app = juhu22_joined();
    assert!(app.choosing_set());
    app.on_input(Input::Slot(0));
    app.on_input(Input::Slot(1));
    app.on_input(Input::Slot(1));
    assert_eq!(app.selected, [0]);
    let text = screen(&render(&mut app, 80, 24));
    assert!(text.contains("[w] Swap selected"), "{text}");
    assert!(text.contains('✓'), "{text}");
    let card = app.view.as_ref().unwrap().1.hand[0];
    let steps = app.table.steps().len();
    app.on_input(Input::Confirm);
    match app.table.steps()[steps].action {
        spieleabend_core::games::juhu22::Action::Exchange(set) => {
            assert_eq!(set.iter().collect::<Vec<_>>(), [card])
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn arrows_move_over_legal_cards_and_enter_plays_and_undo_takes_back() {
    let mut app = app_where::<Rauswurf>(SOLO, 3, |_| true);
    let list = app.focus_list();
    assert!(list.len() >= 2);
    app.on_input(Input::Right);
    assert_eq!(app.focused(), Some(list[1]));
    app.on_input(Input::Left);
    app.on_input(Input::Left);
    assert_eq!(app.focused(), list.last().copied());
    let steps = app.table.steps().len();
    app.on_input(Input::Confirm);
    assert!(app.table.steps().len() > steps);
    app.settle(Duration::from_secs(20));
    app.on_input(Input::Undo);
    assert!(
        app.message.as_deref() == Some("Undone.")
            || app
                .message
                .as_deref()
                .is_some_and(|m| m.starts_with("Cannot undo")),
        "{:?}",
        app.message
    );
    if app.message.as_deref() == Some("Undone.") {
        assert_eq!(app.table.steps().len(), steps);
    }
}

#[test]
fn elfer_raus_ends_the_turn_with_its_button_and_a_click_plays_a_card() {
    let mut app = app_where::<ElferRaus>(SOLO, 1, |_| true);
    render(&mut app, 80, 24);
    let slot = app
        .focus_list()
        .into_iter()
        .find_map(|f| match f {
            Focus::Slot(s) => Some(s),
            _ => None,
        })
        .unwrap();
    let rect = app
        .hits
        .iter()
        .find(|(f, _)| *f == Focus::Slot(slot))
        .unwrap()
        .1;
    let steps = app.table.steps().len();
    app.on_click(rect.x + 1, rect.y);
    assert_eq!(
        app.table.steps().len(),
        steps + 1,
        "the click laid the card"
    );
    if app.deciding().is_some() && app.focus_list().contains(&Focus::Button(Button::EndTurn)) {
        let text = screen(&render(&mut app, 80, 24));
        assert!(text.contains("[e] End turn"), "{text}");
        app.on_input(Input::Letter('e'));
        assert!(app.table.steps().len() >= steps + 2);
    }
}

#[test]
fn pass_and_play_hides_every_hand_until_the_next_player_confirms() {
    let seats = "Anna=human,Ben=human,easy,easy";
    let mut app = App::new(table::<SeventySeven>(seats, 4), Lang::En, None);
    let mut handovers = 0;
    for _ in 0..60 {
        app.settle(Duration::from_secs(20));
        if let Some(seat) = app.hand_over {
            let text = screen(&render(&mut app, 80, 24));
            let name = &app.table.seats()[seat.index()].name;
            assert!(
                text.contains(&format!("Pass the device to {name}")),
                "{text}"
            );
            assert!(
                !text.contains("'s hand") && !text.contains("Players"),
                "a hand is on screen\n{text}"
            );
            assert!(app.view.is_none());
            app.on_input(Input::Confirm);
            handovers += 1;
            continue;
        }
        if app.deciding().is_none() {
            break;
        }
        let text = check_table(&mut app, 80, 24);
        let (seat, _) = app.view.as_ref().unwrap();
        let name = &app.table.seats()[seat.index()].name;
        assert!(text.contains(&format!("{name}'s hand")), "{text}");
        app.on_input(Input::Confirm);
    }
    assert!(handovers >= 4, "{handovers}");
}

#[test]
fn save_writes_a_table_that_loads_and_quit_saves_too() {
    let dir = std::env::temp_dir().join(format!("spieleabend-tui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.json");
    let mut app = App::new(table::<Help>(SOLO, 2), Lang::De, Some(path.clone()));
    app.settle(Duration::from_secs(20));
    app.on_input(Input::Save);
    assert!(
        app.message
            .as_deref()
            .unwrap()
            .starts_with("Gespeichert in")
    );
    assert!(matches!(
        AnyTable::load(&std::fs::read_to_string(&path).unwrap()),
        Ok(AnyTable::Help(_))
    ));
    std::fs::remove_file(&path).unwrap();
    app.on_input(Input::Quit);
    assert!(path.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn help_and_log_overlays_open_and_close_and_tiny_screens_do_not_panic() {
    let mut app = app_where::<ElferRaus>(SOLO, 1, |_| true);
    app.on_input(Input::Help);
    let text = screen(&render(&mut app, 80, 24));
    assert!(
        text.contains("Elfer raus! — get rid of your cards first."),
        "{text}"
    );
    assert!(text.contains("u undo"), "{text}");
    assert!(
        text.contains("q save and quit"),
        "the last line fits\n{text}"
    );
    app.on_input(Input::Back);
    app.on_input(Input::Log);
    let text = screen(&render(&mut app, 80, 24));
    assert!(text.contains("Log ("), "{text}");
    app.on_input(Input::Back);
    assert!(app.overlay.is_none());
    for (w, h) in [(20, 5), (59, 19), (60, 20), (200, 60), (1, 1)] {
        render(&mut app, w, h);
    }
    let text = screen(&render(&mut app, 40, 10));
    assert!(text.contains("60×20"), "{text}");
}

#[test]
fn german_boards_use_the_rulebook_words() {
    let mut app = App::new(table::<SeventySeven>(SOLO, 1), Lang::De, None);
    app.settle(Duration::from_secs(20));
    let text = screen(&render(&mut app, 80, 24));
    assert!(text.contains("Summe"), "{text}");
    assert!(text.contains("Nachziehstapel"), "{text}");
    assert!(text.contains("Du bist dran"), "{text}");
    assert!(text.contains("Deine Hand"), "{text}");
    app.on_input(Input::Help);
    let text = screen(&render(&mut app, 80, 24));
    assert!(
        text.contains("q speichern und beenden"),
        "the last line fits\n{text}"
    );
}

#[test]
fn a_hint_arrives_from_its_thread_and_moves_the_cursor_to_it() {
    let mut app = app_where::<SeventySeven>(SOLO, 1, |app| app.focus_list().len() >= 2);
    app.on_input(Input::Hint);
    assert_eq!(app.message.as_deref(), Some("Thinking about a hint…"));
    let start = std::time::Instant::now();
    while app.message.as_deref() == Some("Thinking about a hint…") {
        assert!(start.elapsed() < Duration::from_secs(30), "no hint");
        app.tick();
        std::thread::sleep(Duration::from_millis(5));
    }
    let message = app.message.clone().unwrap();
    assert!(message.starts_with("Hint: "), "{message}");
    // The cursor rests on the hinted card.
    let Some(Focus::Slot(slot)) = app.focused() else {
        panic!("cursor not on a card")
    };
    let (_, view) = app.view.as_ref().unwrap();
    assert_eq!(message, format!("Hint: {}", view.hand[slot]));
}

/// Plays whole games with Enter alone (each time the first choice offered; a swap of
/// nothing), drawing every screen at 80×24, with two humans passing the device: no
/// decision may leave the player without something to pick, no screen may panic.
fn whole_games_by_enter<G: TuiGame>() {
    for seed in 0..2 {
        let mut app = App::new(
            table::<G>("Anna=human,Ben=human,easy", seed),
            Lang::De,
            None,
        );
        let mut steps = 0;
        while app.table.outcome().is_none() {
            steps += 1;
            assert!(steps < 5000, "{} seed {seed}: no end", G::ID);
            app.settle(Duration::from_secs(20));
            render(&mut app, 80, 24);
            if app.hand_over.is_some() {
                app.on_input(Input::Confirm);
                continue;
            }
            if app.table.outcome().is_some() {
                break;
            }
            assert!(
                app.deciding().is_some() && !app.focus_list().is_empty(),
                "{} seed {seed}: nothing to pick\n{}",
                G::ID,
                screen(&render(&mut app, 80, 24))
            );
            let before = (app.table.steps().len(), app.choice.made().len());
            app.on_input(Input::Confirm);
            let after = (app.table.steps().len(), app.choice.made().len());
            assert_ne!(before, after, "{} seed {seed}: Enter did nothing", G::ID);
        }
        let text = screen(&render(&mut app, 80, 24));
        assert!(text.contains("Spiel vorbei"), "{text}");
        assert!(text.contains("1. "), "{text}");
    }
}

#[test]
fn every_game_can_be_played_to_the_end_with_enter_alone() {
    whole_games_by_enter::<ElferRaus>();
    whole_games_by_enter::<SeventySeven>();
    whole_games_by_enter::<Juhu22>();
    whole_games_by_enter::<Rauswurf>();
    whole_games_by_enter::<Help>();
}

/// The help of `G` shows its rules and every key line at 80×24 in both languages.
fn help_fits<G: TuiGame>() {
    for (lang, last) in [
        (Lang::En, "q save and quit"),
        (Lang::De, "q speichern und beenden"),
    ] {
        let mut app = App::new(table::<G>(SOLO, 1), lang, None);
        app.on_input(Input::Help);
        let text = screen(&render(&mut app, 80, 24));
        let first_rule = G::rules(lang.text()).lines().next().unwrap();
        let words: String = first_rule.chars().take(20).collect();
        assert!(text.contains(&words), "{text}");
        assert!(
            text.contains(last),
            "{} {lang:?}: the last line fits\n{text}",
            G::ID
        );
    }
}

#[test]
fn the_help_of_every_game_fits_80x24_in_both_languages() {
    help_fits::<ElferRaus>();
    help_fits::<SeventySeven>();
    help_fits::<Juhu22>();
    help_fits::<Rauswurf>();
    help_fits::<Help>();
}
