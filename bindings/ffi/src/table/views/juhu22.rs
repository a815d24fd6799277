//! 22Juhu: `hand`; `players` (hand sizes, `tricks_won`, `points` in basic and gamer,
//! `chips` in pro, `status` = the seat's part in the hand, "out" once out of the game);
//! `trick`; `discard` = the cards of this hand's finished tricks; `pile_size` = the
//! stack; `pot` in pro; `direction` (from the options); `round` = the hand number.
//! Not in the records: `options`, `out_order`, `swapped_size`, `dealer`, `round`
//! (the kind of round), `games_done`, `cycles_done`, `stage`, `trick_number`,
//! `payout_pot`, `mandatory_pot`, `juhu_duty`.

use spieleabend_core::games::juhu22::cards::Kind;
use spieleabend_core::games::juhu22::{Action, Card, Juhu22, Variant, View};
use spieleabend_core::table::SeatConfig;

use super::{Mapping, base, choice, decision, player};
use crate::table::records::{
    ActionChoice, CardFace, CardRecord, PlayedCardRecord, TableView, card, code, face,
};

fn record(c: Card) -> CardRecord {
    let face = match c.kind() {
        Kind::Zero { colour, rings } => CardFace {
            kind: "zero".to_string(),
            value: Some(0),
            colour: Some(colour.name().to_string()),
            rings: Some(rings),
        },
        Kind::Number(value) if c.is_juhu() => face("juhu", Some(i32::from(value))),
        Kind::Number(value) => face("number", Some(i32::from(value))),
    };
    card(code(&c), face)
}

impl Mapping for Juhu22 {
    fn view(v: &View, seats: &[SeatConfig]) -> TableView {
        let pro = v.options.variant == Variant::Pro;
        let players = (0..v.hand_sizes.len())
            .map(|s| {
                let mut p = player(seats, s, v.hand_sizes.get(s));
                p.tricks_won = v.tricks_won.get(s).map(|&t| u32::from(t));
                if pro {
                    p.chips = v.chips.get(s).map(|&c| i64::from(c));
                } else {
                    p.points = v.points.get(s).map(|&c| i64::from(c));
                }
                p.status = if v.in_game.get(s) == Some(&false) {
                    "out".to_string()
                } else {
                    v.taking_part.get(s).map(code).unwrap_or_default()
                };
                p
            })
            .collect();
        let hand = v.hand.iter().map(|&c| record(c)).collect();
        let mut view = base(
            "juhu22",
            v.seat,
            v.to_act,
            decision(&v.decision),
            hand,
            players,
            v.stack_size,
        );
        view.trick = v
            .trick
            .iter()
            .map(|play| PlayedCardRecord {
                seat: play.seat.0,
                card: record(play.card),
            })
            .collect();
        view.discard = v.played.iter().map(|&c| record(c)).collect();
        view.pot = pro.then_some(i64::from(v.pot));
        view.direction = code(&v.options.direction);
        view.round = v.hand_number;
        view
    }

    fn action(action: &Action) -> ActionChoice {
        let cards = match *action {
            Action::Join | Action::SitOut => Vec::new(),
            Action::Exchange(set) => set.iter().map(record).collect(),
            Action::Play(c) => vec![record(c)],
        };
        choice(action, cards, None)
    }
}
