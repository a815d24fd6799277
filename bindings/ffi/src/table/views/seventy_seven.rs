//! 77: `hand`; `players` (hand sizes, `chips`, `status` = playing/swimming/out);
//! `discard` (top last); `pile_size`; `total`; `direction`; `round`. Not in the
//! records: `options`, `out_order`, `round_start`, `cards_due`, `cards_played`.

use spieleabend_core::games::seventy_seven::{Action, Card, SeventySeven, View};
use spieleabend_core::table::SeatConfig;

use super::{Mapping, base, choice, decision, player};
use crate::table::records::{ActionChoice, CardRecord, TableView, card, code, face, with_ids};

fn record(c: Card) -> CardRecord {
    let face = match c.value() {
        Some(value) => face("number", Some(value)),
        None if c.is_double() => face("double", None),
        None => face("reverse", None),
    };
    card(code(&c), face)
}

fn records(cards: &[Card]) -> Vec<CardRecord> {
    with_ids(cards.iter().map(|&c| record(c)).collect(), true)
}

impl Mapping for SeventySeven {
    fn view(v: &View, seats: &[SeatConfig]) -> TableView {
        let players = (0..v.hand_sizes.len())
            .map(|s| {
                let mut p = player(seats, s, v.hand_sizes.get(s));
                p.chips = v.chips.get(s).map(|&c| i64::from(c));
                if let Some(status) = v.status.get(s) {
                    p.status = code(status);
                }
                p
            })
            .collect();
        let mut view = base(
            "seventy_seven",
            v.seat,
            v.to_act,
            decision(&v.decision),
            records(&v.hand),
            players,
            v.pile_size,
        );
        view.discard = records(&v.discard);
        view.total = Some(i64::from(v.total));
        view.direction = code(&v.direction);
        view.round = u32::from(v.round);
        view
    }

    fn action(action: &Action) -> ActionChoice {
        let Action::Play(c) = *action;
        choice(action, records(&[c]), None)
    }
}
