//! How long the table's view model takes, for every game mid-game with a full log: on
//! its own, right after a person's move (the move's events new to the log), and with
//! the move itself (the rules and the undo bookkeeping of the core table).
//!
//! Run briefly with `cargo bench -p spieleabend-app --bench table_view -- --quick`.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use spieleabend_app::table::{Overlay, TableIntent, TableSession, TableUi, TableView};
use spieleabend_app::texts::{Lang, Texts};
use spieleabend_core::games::GameId;
use spieleabend_core::table::{AnyTable, BotLevel, SeatConfig, TableSettings};

fn ui() -> TableUi {
    TableUi {
        colour_blind_marks: true,
        auto_single_choice: false,
        bot_pace_ms: 0,
    }
}

/// The move a person makes in the benchmark: the first playable card, else the first
/// choice, a swap confirmed as it stands, a summary closed, the device taken.
fn person_intent(view: &TableView) -> Option<TableIntent> {
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
    match view.hand.iter().find(|c| c.state.playable) {
        Some(card) => Some(TableIntent::TapCard(card.id)),
        None => pick.choices.first().map(|c| TableIntent::Choose(c.id)),
    }
}

/// A session of `game` after `moves` moves of the person, waiting for their next one
/// (a card to play, not a summary).
fn mid_game(game: GameId, moves: usize, texts: &Texts) -> String {
    let seats = vec![
        SeatConfig::human("Anna"),
        SeatConfig::bot("Bot 1", BotLevel::Easy),
        SeatConfig::bot("Bot 2", BotLevel::Easy),
    ];
    let settings = TableSettings {
        bot_delay_ms: 0,
        ..TableSettings::default()
    };
    let table = AnyTable::with_options(game, None, &[], seats, settings, 42).expect("a table");
    let mut session = TableSession::new(table);
    let mut made = 0;
    loop {
        let view = session.view(texts, &ui());
        match person_intent(&view) {
            Some(TableIntent::TapCard(_) | TableIntent::Choose(_)) if made >= moves => {
                return session.to_document();
            }
            Some(intent) => {
                session.handle(intent, texts, &ui());
                made += 1;
            }
            None => match session.bot_job() {
                Some(job) => {
                    session.apply_bot(job.run());
                }
                None => return session.to_document(),
            },
        }
    }
}

fn table_view(c: &mut Criterion) {
    let texts = Texts::new(Lang::De);
    for game in GameId::ALL.iter().copied() {
        let document = mid_game(game, 6, &texts);
        let name = game.info().key;
        let session = TableSession::from_document(&document).expect("restores");
        session.view(&texts, &ui());
        c.bench_function(&format!("view/{name}"), |b| {
            b.iter(|| session.view(&texts, &ui()))
        });
        // Sessions are set up and dropped outside the measured time.
        // The view model right after the person's move: the move's events join the
        // log and the changes.
        c.bench_function(&format!("view-after-move/{name}"), |b| {
            b.iter_batched_ref(
                || {
                    let mut session = TableSession::from_document(&document).expect("restores");
                    let view = session.view(&texts, &ui());
                    let intent = person_intent(&view).expect("the person moves");
                    session.handle(intent, &texts, &ui());
                    session
                },
                |session| session.view(&texts, &ui()),
                BatchSize::PerIteration,
            )
        });
        // The move itself (the rules, the undo bookkeeping) and the view after it.
        c.bench_function(&format!("move+view/{name}"), |b| {
            b.iter_batched_ref(
                || {
                    let session = TableSession::from_document(&document).expect("restores");
                    let view = session.view(&texts, &ui());
                    let intent = person_intent(&view).expect("the person moves");
                    (session, intent)
                },
                |(session, intent)| {
                    session.handle(*intent, &texts, &ui());
                    session.view(&texts, &ui())
                },
                BatchSize::PerIteration,
            )
        });
    }
}

criterion_group!(benches, table_view);
criterion_main!(benches);
