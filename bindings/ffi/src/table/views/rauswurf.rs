//! Rauswurf: `hand`; `players` (hand sizes, `front` = the card in front, `status` =
//! "won" for the winners, else "playing"); `discard` (lowest first, as the core keeps
//! it); `pile_size`; `round` = turns played. Not in the records: `options`,
//! `strengths` (the worth of each card in front), `winners` as a list.

use spieleabend_core::games::rauswurf::{Action, Card, Rauswurf, View};
use spieleabend_core::table::SeatConfig;

use super::{Mapping, base, choice, decision, player};
use crate::table::records::{ActionChoice, CardRecord, TableView, card, code, face, with_ids};

fn record(c: Card) -> CardRecord {
    card(code(&c), face("number", Some(i32::from(c.value()))))
}

fn records(cards: &[Card]) -> Vec<CardRecord> {
    with_ids(cards.iter().map(|&c| record(c)).collect(), true)
}

impl Mapping for Rauswurf {
    fn view(v: &View, seats: &[SeatConfig]) -> TableView {
        let players = (0..v.hand_sizes.len())
            .map(|s| {
                let mut p = player(seats, s, v.hand_sizes.get(s));
                p.front = v
                    .fronts
                    .get(s)
                    .copied()
                    .flatten()
                    .map(|c| with_ids(vec![record(c)], true).remove(0));
                if v.winners.iter().any(|w| w.index() == s) {
                    p.status = "won".to_string();
                }
                p
            })
            .collect();
        let mut view = base(
            "rauswurf",
            v.seat,
            v.to_act,
            decision(&v.decision),
            records(&v.hand),
            players,
            v.pile_size,
        );
        view.discard = records(&v.discard);
        view.round = v.turns;
        view
    }

    fn action(action: &Action) -> ActionChoice {
        let Action::Play(c) = *action;
        choice(action, records(&[c]), None)
    }
}
