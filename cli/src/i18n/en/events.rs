//! English lines for the events of every game, as one seat sees them (already
//! redacted). `None` for events not worth a line.

/// Elfer raus!
pub mod elfer_raus {
    use spieleabend_core::Seat;
    use spieleabend_core::games::elfer_raus::Event;
    use spieleabend_core::games::elfer_raus::rows::Place;

    use crate::games::Names;
    use crate::games::elfer_raus::{seat_list, short};

    /// One line for `event` as `viewer` sees it.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        let who = |seat: Seat| names.of(seat);
        Some(match event {
            Event::Dealt { game, hands, .. } => {
                let hand = hands.get(viewer.index()).map(<[_]>::to_vec);
                let cards = hand.map(|mut h| {
                    h.sort();
                    h.iter().map(short).collect::<Vec<_>>().join(" ")
                });
                format!(
                    "Game {game} dealt.{}",
                    cards
                        .map(|c| format!(" Your cards: {c}"))
                        .unwrap_or_default()
                )
            }
            Event::Redeal { .. } => "Nobody was dealt an 11: the cards are dealt again.".into(),
            Event::CardLaid {
                seat,
                card,
                place,
                from_draw,
            } => {
                let subject = match place {
                    Place::Opens => names.with_verb(*seat, "open", "opens"),
                    Place::Low | Place::High => names.with_verb(*seat, "lay", "lays"),
                };
                let row = if *place == Place::Opens {
                    "a row with "
                } else {
                    ""
                };
                let drawn = if *from_draw { " (drawn, fits)" } else { "" };
                format!("{subject} {row}{card}{drawn}.")
            }
            Event::CardDrawn { seat, card } => match card {
                Some(card) => format!("{} drew {card}.", who(*seat)),
                None => format!("{} drew a card.", who(*seat)),
            },
            Event::Passed { seat } => {
                format!("{} cannot lay and the pile is empty: pass.", who(*seat))
            }
            Event::TurnEnded { .. } => return None,
            Event::GameOver {
                game,
                winner,
                penalties,
            } => format!(
                "Game {game} over: {} laid the last card! Penalty points: {}",
                who(*winner),
                seat_list(penalties, names)
            ),
            Event::MatchOver { totals, .. } => {
                format!(
                    "Match over. Total penalty points: {}",
                    seat_list(totals, names)
                )
            }
        })
    }
}

/// 77.
pub mod seventy_seven {
    use spieleabend_core::Seat;
    use spieleabend_core::games::seventy_seven::{Card, ChipReason, Direction, Event};

    use crate::games::Names;
    use crate::games::seventy_seven::sorted;

    /// One line for `event` as `viewer` sees it.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        Some(match event {
            Event::RoundDealt {
                round,
                start,
                hands,
                ..
            } => {
                let own = hands
                    .get(viewer.index())
                    .map(<[_]>::to_vec)
                    .unwrap_or_default();
                let cards: Vec<String> = sorted(own).iter().map(Card::to_string).collect();
                format!(
                    "Round {round} dealt; {}.{}",
                    names.with_verb(*start, "start", "starts"),
                    if cards.is_empty() {
                        String::new()
                    } else {
                        format!(" Your cards: {}", cards.join(" "))
                    }
                )
            }
            Event::CardPlayed { seat, card, total } => {
                format!(
                    "{} {card}: \"{total}\"",
                    names.with_verb(*seat, "play", "plays")
                )
            }
            Event::DirectionReversed { direction } => match direction {
                Direction::Clockwise => "Play now goes clockwise.".into(),
                Direction::CounterClockwise => "Play now goes counter-clockwise.".into(),
            },
            Event::ChipGiven {
                seat,
                reason,
                chips_left,
            } => {
                let why = match reason {
                    ChipReason::Schnapszahl => "Schnapszahl",
                    ChipReason::SeventySevenOrMore => "77 or more",
                };
                format!(
                    "{} a chip ({why}); {chips_left} left.",
                    names.with_verb(*seat, "give", "gives")
                )
            }
            Event::Swimming { seat } => format!(
                "{} no chips left and {}.",
                names.with_verb(*seat, "have", "has"),
                if names.of(*seat) == "You" {
                    "swim"
                } else {
                    "swims"
                }
            ),
            Event::PlayerOut { seat, hand } => {
                let cards: Vec<String> = hand.iter().map(Card::to_string).collect();
                format!(
                    "{} out! Cards to the discard pile: {}",
                    names.with_verb(*seat, "are", "is"),
                    cards.join(" ")
                )
            }
            Event::DoubleDue { seat } => {
                format!("{} play two cards.", names.with_verb(*seat, "must", "must"))
            }
            Event::SecondCardDue { .. } => return None,
            Event::CardDrawn { seat, card } => match card {
                Some(card) if *seat == viewer => format!("You draw {card}."),
                _ => return None,
            },
            Event::Reshuffled { cards } => format!(
                "The draw pile is empty: {} discards are shuffled into a new one.",
                cards.len()
            ),
            Event::TurnEnded { .. } => return None,
            Event::RoundOver { round, seat, total } => {
                format!("Round {round} over: {} said {total}.", names.of(*seat))
            }
            Event::GameOver { winner, .. } => {
                format!(
                    "Game over: {} the last one in!",
                    names.with_verb(*winner, "are", "is")
                )
            }
        })
    }
}

/// 22Juhu.
pub mod juhu22 {
    use spieleabend_core::Seat;
    use spieleabend_core::games::juhu22::{Card, ChipReason, Event, RoundKind};

    use crate::games::Names;
    use crate::games::juhu22::short;

    /// One line for `event` as `viewer` sees it.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        let list = |cards: &[Card]| {
            cards
                .iter()
                .map(|c| short(*c))
                .collect::<Vec<_>>()
                .join(" ")
        };
        Some(match event {
            Event::HandDealt {
                hand,
                round,
                dealer,
                hands,
                ..
            } => {
                let mut own = hands
                    .get(viewer.index())
                    .map(<[_]>::to_vec)
                    .unwrap_or_default();
                own.sort();
                let round = match round {
                    RoundKind::Basic => "",
                    RoundKind::Mandatory => " (mandatory round: everybody plays)",
                    RoundKind::Point => " (point round)",
                    RoundKind::Payout => " (payout round)",
                };
                format!(
                    "Hand {hand}{round}: {} dealt. Your cards: {}",
                    names.of(*dealer),
                    list(&own)
                )
            }
            Event::Redeal { seat, .. } => format!(
                "{} dealt four zero cards: the cards are dealt again.",
                names.with_verb(*seat, "were", "was")
            ),
            Event::ColourBonus { seat, points } => format!(
                "Four zero cards of one colour: {} {points:+} points.",
                names.of(*seat)
            ),
            Event::DealerPenalty { seat, points } => format!(
                "Third redeal in a row: {} {points:+} points, the deal passes on.",
                names.of(*seat)
            ),
            Event::Joined { seat } => format!("{}.", names.with_verb(*seat, "join", "joins")),
            Event::SatOut { seat } => format!("{} out.", names.with_verb(*seat, "sit", "sits")),
            Event::HandVoid => "Nobody joined: the hand is void.".into(),
            Event::SoleParticipant { seat } => {
                format!("Only {} joined and takes every trick.", names.of(*seat))
            }
            Event::Exchanged {
                seat,
                count,
                gave,
                got,
            } => match (gave, got) {
                (Some(gave), Some(got)) if *count > 0 => {
                    format!("You swap {} for {}.", list(gave), list(got))
                }
                _ if *count == 0 => {
                    format!("{} all cards.", names.with_verb(*seat, "keep", "keeps"))
                }
                _ => format!(
                    "{} {count} card{}.",
                    names.with_verb(*seat, "swap", "swaps"),
                    if *count == 1 { "" } else { "s" }
                ),
            },
            Event::StackRefilled { count } => format!(
                "The stack ran out: {count} swapped-away cards are shuffled into a new stack."
            ),
            Event::CardPlayed { seat, card } => {
                format!(
                    "{} {}.",
                    names.with_verb(*seat, "play", "plays"),
                    short(*card)
                )
            }
            Event::JuhuDutyDeferred { .. } => {
                "You had to follow the colour: 22Juhu is due at the next chance.".into()
            }
            Event::TrickWon { seat, trick } => {
                format!("{} trick {trick}.", names.with_verb(*seat, "win", "wins"))
            }
            Event::HandScored { changes, points } => {
                let lines: Vec<String> = changes
                    .iter()
                    .zip(points)
                    .enumerate()
                    .map(|(s, (c, p))| format!("{} {p} ({c:+})", names.of(Seat(s as u8))))
                    .collect();
                format!("Points: {}", lines.join(", "))
            }
            Event::ChipsMoved {
                seat,
                reason,
                amount,
                pot,
            } => match reason {
                ChipReason::Ante => format!(
                    "{} {amount} into the pot (ante); pot {pot}.",
                    names.with_verb(*seat, "pay", "pays")
                ),
                ChipReason::Penalty => format!(
                    "No trick: {} {amount} into the pot; pot {pot}.",
                    names.with_verb(*seat, "pay", "pays")
                ),
                ChipReason::Payout => format!(
                    "{} {amount} from the pot; pot {pot}.",
                    names.with_verb(*seat, "get", "gets")
                ),
                ChipReason::Share => format!(
                    "Game over, the pot is shared: {} {amount}; pot {pot}.",
                    names.with_verb(*seat, "get", "gets")
                ),
            },
            Event::ChipsScored { chips, pot } => {
                let lines: Vec<String> = chips
                    .iter()
                    .enumerate()
                    .map(|(s, c)| format!("{} {c}", names.of(Seat(s as u8))))
                    .collect();
                format!("Chips: {}; pot {pot}.", lines.join(", "))
            }
            Event::PotCarried { amount } => format!("{amount} chips stay in the pot."),
            Event::PlayerOut { seat } => format!("{} out!", names.with_verb(*seat, "are", "is")),
            Event::GameOver { .. } => return None,
        })
    }
}

/// Rauswurf.
pub mod rauswurf {
    use std::fmt::Write as _;

    use spieleabend_core::Seat;
    use spieleabend_core::games::rauswurf::{Card, Event};

    use crate::games::Names;

    /// One line for `event` as `viewer` sees it.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        Some(match event {
            Event::Dealt { hands, start, .. } => {
                let own: Vec<String> = hands
                    .get(viewer.index())
                    .cloned()
                    .flatten()
                    .map(|mut h| {
                        h.sort();
                        h.iter().map(Card::to_string).collect()
                    })
                    .unwrap_or_default();
                format!(
                    "Cards dealt; {}. Your cards: {}",
                    names.with_verb(*start, "start", "starts"),
                    own.join(" ")
                )
            }
            Event::Cleared { seat, value, with } => {
                let mut line = format!(
                    "{} {value} from last turn",
                    names.with_verb(*seat, "clear", "clears")
                );
                if !with.is_empty() {
                    let others: Vec<String> = with.iter().map(|s| names.of(*s)).collect();
                    let _ = write!(line, "; {} discard their {value} too", others.join(" and "));
                }
                line + "."
            }
            Event::Laid { seat, card } => {
                format!("{} {card}.", names.with_verb(*seat, "lay", "lays"))
            }
            Event::Joined {
                value,
                seats,
                strength,
            } => format!("{} {value}s join: each worth {strength}.", seats.len()),
            Event::ThrownOut { seat, card, by, .. } => {
                format!("{} throws out {}'s {card}.", names.of(*by), names.of(*seat))
            }
            Event::CardDrawn { seat, card } => match card {
                Some(card) if *seat == viewer => format!("You draw {card}."),
                None => format!("{}: no card left to draw.", names.of(*seat)),
                _ => format!("{} a replacement.", names.with_verb(*seat, "draw", "draws")),
            },
            Event::Reshuffled { cards } => {
                format!(
                    "The draw pile is empty: {} discards are shuffled into a new one.",
                    cards.len()
                )
            }
            Event::TurnEnded { .. } => return None,
            Event::Won { seats } => {
                let who: Vec<String> = seats.iter().map(|s| names.of(*s)).collect();
                format!(
                    "{} no cards left: {} wins!",
                    who.join(" and "),
                    if seats.len() > 1 {
                        "everyone of them"
                    } else {
                        "that"
                    }
                )
            }
            Event::TurnLimitReached { turns } => {
                format!("After {turns} turns the game stops without a winner.")
            }
        })
    }
}

/// Help!
pub mod help {
    use spieleabend_core::Seat;
    use spieleabend_core::games::help::{Called, Card, Direction, Event, RoundEnd};

    use crate::games::Names;

    /// One line for `event` as `viewer` sees it.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        Some(match event {
            Event::Dealt {
                round,
                direction,
                hands,
                ..
            } => {
                let mut own = hands
                    .get(viewer.index())
                    .map(<[_]>::to_vec)
                    .unwrap_or_default();
                own.sort();
                let own: Vec<String> = own.iter().map(Card::to_string).collect();
                let way = match direction {
                    Direction::Clockwise => "clockwise",
                    Direction::CounterClockwise => "counter-clockwise",
                };
                format!("Round {round} ({way}). Your cards: {}", own.join(" "))
            }
            Event::Redeal { .. } => "Nobody has a number card: the cards are dealt again.".into(),
            Event::StartChosen { start, called } => {
                let calls: Vec<String> = called
                    .iter()
                    .enumerate()
                    .filter_map(|(s, c)| {
                        let name = names.of(Seat(s as u8));
                        match c {
                            Called::Lowest(v) => Some(format!("{name} {v}")),
                            Called::NoNumber => Some(format!("{name} none")),
                            Called::NotAsked => None,
                        }
                    })
                    .collect();
                format!(
                    "Lowest numbers called: {}. {}.",
                    calls.join(", "),
                    names.with_verb(*start, "start", "starts")
                )
            }
            Event::NumberLaid { seat, card } => {
                format!("{} {card}.", names.with_verb(*seat, "lay", "lays"))
            }
            Event::JokerInserted { seat, at, value } => format!(
                "{} a joker at position {} (it is a {value}).",
                names.with_verb(*seat, "put", "puts"),
                at + 1
            ),
            Event::Switched {
                seat,
                at,
                taken,
                put,
            } => format!(
                "{} Switch: takes {taken} from position {} and puts {put} there.",
                names.with_verb(*seat, "play", "plays"),
                at + 1
            ),
            Event::Zapped { seat, removed } => format!(
                "{} Zap and removes {removed}.",
                names.with_verb(*seat, "play", "plays")
            ),
            Event::NoLaid { seat } => {
                format!("{} a No! in front.", names.with_verb(*seat, "lay", "lays"))
            }
            Event::Skipped { seat } => {
                format!("{} skipped (No!).", names.with_verb(*seat, "are", "is"))
            }
            Event::NoDiscarded { seat } => {
                format!("{} the No! away.", names.with_verb(*seat, "put", "puts"))
            }
            Event::RowCleared { .. } => "Six cards: the row is cleared.".into(),
            Event::CardDrawn { seat, card } => match card {
                Some(card) if *seat == viewer => format!("You draw {card}."),
                _ => return None,
            },
            Event::Reshuffled { count } => {
                format!("The draw pile is empty: {count} discards are shuffled into a new one.")
            }
            Event::HelpAsked { seat, helper, .. } => match helper {
                Some(helper) => format!(
                    "{} cannot play: help from {}!",
                    names.of(*seat),
                    names.of(*helper)
                ),
                None => format!("{} cannot play and nobody may help.", names.of(*seat)),
            },
            Event::HelpGiven { helper, seat, card } => match card {
                Some(card) => format!(
                    "{} passes {card} to {}.",
                    names.of(*helper),
                    names.of(*seat)
                ),
                None => format!(
                    "{} passes a card to {}.",
                    names.of(*helper),
                    names.of(*seat)
                ),
            },
            Event::CardGivenBack { seat, helper, card } => match card {
                Some(card) => format!(
                    "{} gives {card} back to {}.",
                    names.of(*seat),
                    names.of(*helper)
                ),
                None => format!(
                    "{} gives a card back to {}.",
                    names.of(*seat),
                    names.of(*helper)
                ),
            },
            Event::TurnEnded { .. } => return None,
            Event::RoundLost { how, scorers, .. } => {
                let who: Vec<String> = scorers.iter().map(|s| names.of(*s)).collect();
                match how {
                    RoundEnd::HelpFailed => format!(
                        "No help possible: the round is over. A point for {}.",
                        who.join(", ")
                    ),
                    RoundEnd::LeftHelpless => {
                        format!("Left helpless: a point for {}.", who.join(", "))
                    }
                }
            }
            Event::GameOver { .. } => return None,
        })
    }
}
