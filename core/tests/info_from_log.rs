//! A device at someone else's table rebuilds a seat's information state from what it
//! was shown — the seat's view and its redacted events — with `InfoState::from_log`
//! (`spieleabend join --bot` decides from it). It must equal the state the table keeps
//! for its own bots at every decision, in every game, or a client-side bot would know
//! less (or more) than a table's. A [`BotJob`] made from the rebuilt state chooses
//! what the table's own job chooses (the app core's hint at a joined device).

use spieleabend_core::InfoState;
use spieleabend_core::bots::TableGame;
use spieleabend_core::games::{elfer_raus, help_game, juhu22, rauswurf, seventy_seven};
use spieleabend_core::table::{
    BotJob, BotLevel, Pending, SeatConfig, SeatKind, Table, TableError, TableSettings,
};

/// Plays `games` games of remote seats, each decision made by a medium bot the seat
/// is turned into for one move, and compares the rebuilt state with the bot's.
fn rebuilt_equals_the_tables<G: TableGame>(options: G::Options, players: u8, games: u64) {
    for seed in 0..games {
        let seats = (0..players)
            .map(|i| SeatConfig::remote(format!("P{i}")))
            .collect();
        let mut table =
            Table::<G>::new(options.clone(), seats, TableSettings::default(), seed).unwrap();
        let mut decisions = 0;
        while let Pending::Remote { seat } = table.pending() {
            let view = table.view(seat).unwrap();
            let log = table.events(seat, 0).unwrap();
            let rebuilt = InfoState::<G>::from_log(seat, view, log.iter().map(|l| &l.event));
            table
                .set_seat_kind(seat, SeatKind::Bot(BotLevel::Medium))
                .unwrap();
            let job = table.bot_job().expect("the bot is to act");
            assert_eq!(
                serde_json::to_value(&rebuilt).unwrap(),
                serde_json::to_value(&job.info).unwrap(),
                "seed {seed}, decision {decisions}, seat {seat}"
            );
            let legal = job.legal.clone();
            let own = BotJob::from_info(seat, job.level, rebuilt, legal, job.iterations, job.seed)
                .expect("the seat has legal actions");
            let chosen = own.run();
            let tables = job.run();
            assert_eq!(
                chosen.action, tables.action,
                "seed {seed}, decision {decisions}, seat {seat}: the same choice"
            );
            assert_eq!(
                table.apply_bot_move(chosen),
                Err(TableError::StaleBotMove),
                "a job made outside the table is not the table's"
            );
            table.apply_bot_move(tables).unwrap();
            table.set_seat_kind(seat, SeatKind::Remote).unwrap();
            decisions += 1;
        }
        assert!(decisions > 0);
    }
}

#[test]
fn elfer_raus() {
    let options = elfer_raus::Options {
        players: 4,
        ..Default::default()
    };
    rebuilt_equals_the_tables::<elfer_raus::ElferRaus>(options, 4, 3);
}

#[test]
fn seventy_seven() {
    let options = seventy_seven::Options {
        players: 4,
        ..Default::default()
    };
    rebuilt_equals_the_tables::<seventy_seven::SeventySeven>(options, 4, 3);
}

#[test]
fn juhu22() {
    let options = juhu22::Options {
        players: 4,
        ..Default::default()
    };
    rebuilt_equals_the_tables::<juhu22::Juhu22>(options, 4, 3);
}

#[test]
fn rauswurf() {
    let options = rauswurf::Options {
        players: 4,
        ..Default::default()
    };
    rebuilt_equals_the_tables::<rauswurf::Rauswurf>(options, 4, 3);
}

#[test]
fn help() {
    let options = help_game::Options { players: 4 };
    rebuilt_equals_the_tables::<help_game::Help>(options, 4, 3);
}
