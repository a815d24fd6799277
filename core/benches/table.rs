//! Table costs an app pays on every action: saving the whole table and loading it back
//! (which replays every step through the rules), and the size of the document, for a
//! table half-way through a game and one at its end. Run with
//! `cargo bench -p spieleabend-core --bench table`; the sizes are printed first.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::elfer_raus::ElferRaus;
use spieleabend_core::games::help_game::Help;
use spieleabend_core::games::juhu22::Juhu22;
use spieleabend_core::games::rauswurf::Rauswurf;
use spieleabend_core::games::seventy_seven::SeventySeven;
use spieleabend_core::table::{BotLevel, SeatConfig, Table, TableSettings};

/// A 4-seat table (one human, three medium bots, the human played by a medium bot's
/// choice too) played for `steps` decisions, or to the end.
fn played<G: TableGame>(steps: Option<usize>) -> Table<G> {
    let seats = (0..4)
        .map(|s| match s {
            0 => SeatConfig::human("You"),
            _ => SeatConfig::bot(format!("Bot {s}"), BotLevel::Medium),
        })
        .collect();
    let mut table =
        Table::<G>::new(Default::default(), seats, TableSettings::default(), 1).unwrap();
    let mut made = 0;
    while steps.is_none_or(|s| made < s) {
        table.run_bots();
        let Ok(legal) = table.legal_actions(spieleabend_core::Seat(0)) else {
            break;
        };
        if table.outcome().is_some() || legal.is_empty() {
            break;
        }
        table.act(spieleabend_core::Seat(0), legal[0]).unwrap();
        made = table.steps().len();
    }
    table
}

fn bench_game<G: TableGame>(c: &mut Criterion) {
    let whole = played::<G>(None);
    let half = played::<G>(Some(whole.steps().len() / 2));
    for (label, table) in [("half-way", &half), ("finished", &whole)] {
        let document = table.save();
        println!(
            "{} {label}: {} steps, save document {} bytes",
            G::ID,
            table.steps().len(),
            document.len()
        );
        c.bench_function(&format!("{}/save {label}", G::ID), |b| {
            b.iter(|| black_box(table.save()))
        });
        c.bench_function(&format!("{}/load {label}", G::ID), |b| {
            b.iter(|| black_box(Table::<G>::load(&document).unwrap()))
        });
    }
}

fn benches(c: &mut Criterion) {
    bench_game::<ElferRaus>(c);
    bench_game::<SeventySeven>(c);
    bench_game::<Juhu22>(c);
    bench_game::<Rauswurf>(c);
    bench_game::<Help>(c);
}

criterion_group! {
    name = table;
    config = Criterion::default().sample_size(20);
    targets = benches
}
criterion_main!(table);
