//! Elfer raus!: `hand`; `players` (hand sizes, `penalty` = match penalty totals);
//! `rows` = one per colour, lowest card first (empty until its 11 is laid; no blue row
//! in the two-player three-colour game); `pile_size`; `round` = the game of the match.
//! Not in the records: `options`, `laid_this_turn`.

use spieleabend_core::games::elfer_raus::{Action, Card, Colour, ElferRaus, View};
use spieleabend_core::table::SeatConfig;

use super::{Mapping, base, choice, decision, player};
use crate::table::records::{ActionChoice, CardFace, CardRecord, RowRecord, TableView, card};

fn record(c: Card) -> CardRecord {
    card(
        c.to_string(),
        CardFace {
            kind: "number".to_string(),
            value: Some(i32::from(c.value())),
            colour: Some(c.colour().name().to_string()),
            rings: None,
        },
    )
}

impl Mapping for ElferRaus {
    fn view(v: &View, seats: &[SeatConfig]) -> TableView {
        let players = (0..v.hand_sizes.len())
            .map(|s| {
                let mut p = player(seats, s, v.hand_sizes.get(s));
                p.penalty = v.penalty_totals.get(s).map(|&t| i64::from(t));
                p
            })
            .collect();
        let hand = v.hand.iter().map(|&c| record(c)).collect();
        let mut view = base(
            "elfer_raus",
            v.seat,
            v.to_act,
            decision(&v.decision),
            hand,
            players,
            v.pile_size,
        );
        view.rows = Colour::ALL
            .into_iter()
            .filter(|&colour| !(colour == Colour::Blue && v.options.two_player_three_colours))
            .map(|colour| RowRecord {
                label: colour.name().to_string(),
                cards: v
                    .rows
                    .row(colour)
                    .map(|row| {
                        (row.low..=row.high)
                            .filter_map(|value| Card::new(colour, value))
                            .map(record)
                            .collect()
                    })
                    .unwrap_or_default(),
            })
            .collect();
        view.round = u32::from(v.game);
        view
    }

    fn action(action: &Action) -> ActionChoice {
        let cards = match *action {
            Action::Lay(c) => vec![record(c)],
            Action::EndTurn => Vec::new(),
        };
        choice(action, cards, None)
    }
}
