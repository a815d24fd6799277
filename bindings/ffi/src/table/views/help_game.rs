//! Help!: `hand`; `players` (hand sizes, `points`, `status` = the No! in front:
//! none/laid/skipped); `rows` = one row labelled "row", first card first, a Joker's
//! face `value` being the number it stands for; `discard`; `pile_size`; `direction`;
//! `round`. Not in the records: `players` (count), `help` (the help request:
//! asker, helper, stage), `received` (the card passed to the asker).

use spieleabend_core::games::help_game::{Action, Card, Help, View};
use spieleabend_core::table::SeatConfig;

use super::{Mapping, base, choice, decision, player};
use crate::table::records::{
    ActionChoice, CardRecord, RowRecord, TableView, card, code, face, with_ids,
};

fn record(c: Card) -> CardRecord {
    let face = match c.value() {
        Some(value) => face("number", Some(i32::from(value))),
        None => face(&code(&c), None),
    };
    card(code(&c), face)
}

fn records(cards: &[Card]) -> Vec<CardRecord> {
    with_ids(cards.iter().map(|&c| record(c)).collect(), true)
}

impl Mapping for Help {
    fn view(v: &View, seats: &[SeatConfig]) -> TableView {
        let players = (0..v.hand_sizes.len())
            .map(|s| {
                let mut p = player(seats, s, v.hand_sizes.get(s));
                p.points = v.points.get(s).map(|&c| i64::from(c));
                p.status = v.no_cards.get(s).map(code).unwrap_or_default();
                p
            })
            .collect();
        let mut view = base(
            "help",
            v.seat,
            v.to_act,
            decision(&v.decision),
            records(&v.hand),
            players,
            v.pile_size,
        );
        let row = v
            .row
            .iter()
            .map(|placed| {
                let mut r = record(placed.card);
                r.face.value = Some(i32::from(placed.value));
                r
            })
            .collect();
        view.rows = vec![RowRecord {
            label: "row".to_string(),
            cards: with_ids(row, true),
        }];
        view.discard = records(&v.discard);
        view.direction = code(&v.direction);
        view.round = u32::from(v.round);
        view
    }

    fn action(action: &Action) -> ActionChoice {
        let (cards, target) = match *action {
            Action::Switch { take, put } => (vec![Card::SWITCH, put], Some(take)),
            Action::Joker(at) => (vec![Card::JOKER], Some(at)),
            other => (vec![other.card()], None),
        };
        choice(action, records(&cards), target)
    }
}
