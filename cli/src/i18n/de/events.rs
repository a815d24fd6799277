//! Deutsche Zeilen für die Ereignisse aller Spiele, wie ein Platz sie sieht (schon
//! geschwärzt). `None` für Ereignisse ohne eigene Zeile.

use spieleabend_core::Seat;

use crate::games::Names;

/// Die Namen der Plätze, mit `und` verbunden.
fn join_names(seats: &[Seat], names: &Names) -> String {
    let all: Vec<String> = seats.iter().map(|s| names.of(*s)).collect();
    all.join(" und ")
}

/// Je Platz `Name Wert`, mit Kommas.
fn seat_list<T: std::fmt::Display>(values: &[T], names: &Names) -> String {
    values
        .iter()
        .enumerate()
        .map(|(seat, v)| format!("{} {v}", names.of(Seat(seat as u8))))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Elfer raus!
pub mod elfer_raus {
    use spieleabend_core::Seat;
    use spieleabend_core::games::elfer_raus::rows::Place;
    use spieleabend_core::games::elfer_raus::{Card, Colour, Event};

    use super::seat_list;
    use crate::games::Names;

    /// Eine Karte auf Deutsch: `Rot 12`.
    fn karte(card: &Card) -> String {
        let farbe = match card.colour() {
            Colour::Red => "Rot",
            Colour::Yellow => "Gelb",
            Colour::Green => "Grün",
            Colour::Blue => "Blau",
        };
        format!("{farbe} {}", card.value())
    }

    /// Eine Zeile für `event`, wie `viewer` es sieht.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        Some(match event {
            Event::Dealt { game, hands, .. } => {
                let own = hands.get(viewer.index()).map(<[_]>::to_vec);
                let cards = own.map(|mut h| {
                    h.sort();
                    h.iter().map(karte).collect::<Vec<_>>().join(", ")
                });
                format!(
                    "Spiel {game} ist gegeben.{}",
                    cards
                        .map(|c| format!(" Deine Karten: {c}"))
                        .unwrap_or_default()
                )
            }
            Event::Redeal { .. } => "Niemand hat eine 11: die Karten werden neu gegeben.".into(),
            Event::CardLaid {
                seat,
                card,
                place,
                from_draw,
            } => {
                let drawn = if *from_draw { " (gezogen, passt)" } else { "" };
                match place {
                    Place::Opens => format!(
                        "{} mit {}{drawn} eine Reihe.",
                        names.with_verb(*seat, "eröffnest", "eröffnet"),
                        karte(card)
                    ),
                    Place::Low | Place::High => format!(
                        "{} {}{drawn} an.",
                        names.with_verb(*seat, "legst", "legt"),
                        karte(card)
                    ),
                }
            }
            Event::CardDrawn { seat, card } => match card {
                Some(card) => format!(
                    "{} {}.",
                    names.with_verb(*seat, "ziehst", "zieht"),
                    karte(card)
                ),
                None => format!("{} eine Karte.", names.with_verb(*seat, "ziehst", "zieht")),
            },
            Event::Passed { seat } => format!(
                "{} nicht anlegen und der Nachziehstapel ist leer: weiter.",
                names.with_verb(*seat, "kannst", "kann")
            ),
            Event::TurnEnded { .. } => return None,
            Event::GameOver {
                game,
                winner,
                penalties,
            } => format!(
                "Spiel {game} ist aus: {} die letzte Karte an! Minuspunkte: {}",
                names.with_verb(*winner, "legst", "legt"),
                seat_list(penalties, names)
            ),
            Event::MatchOver { totals, .. } => format!(
                "Die Partie ist aus. Minuspunkte insgesamt: {}",
                seat_list(totals, names)
            ),
        })
    }
}

/// 77.
pub mod seventy_seven {
    use spieleabend_core::Seat;
    use spieleabend_core::games::seventy_seven::{Card, ChipReason, Direction, Event};

    use crate::games::Names;
    use crate::games::seventy_seven::sorted;

    /// Eine Karte: die Zahl, `×2` oder `⇄`.
    fn karte(card: &Card) -> String {
        match card.value() {
            Some(v) => v.to_string(),
            None if card.is_double() => "×2".into(),
            None => "⇄".into(),
        }
    }

    /// Eine Zeile für `event`, wie `viewer` es sieht.
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
                let cards: Vec<String> = sorted(own).iter().map(karte).collect();
                format!(
                    "Runde {round} ist gegeben; {}.{}",
                    names.with_verb(*start, "beginnst", "beginnt"),
                    if cards.is_empty() {
                        String::new()
                    } else {
                        format!(" Deine Karten: {}", cards.join(" "))
                    }
                )
            }
            Event::CardPlayed { seat, card, total } => format!(
                "{} {}: „{total}“",
                names.with_verb(*seat, "spielst", "spielt"),
                karte(card)
            ),
            Event::DirectionReversed { direction } => match direction {
                Direction::Clockwise => "Jetzt geht es im Uhrzeigersinn weiter.".into(),
                Direction::CounterClockwise => {
                    "Jetzt geht es gegen den Uhrzeigersinn weiter.".into()
                }
            },
            Event::ChipGiven {
                seat,
                reason,
                chips_left,
            } => {
                let why = match reason {
                    ChipReason::Schnapszahl => "Schnapszahl",
                    ChipReason::SeventySevenOrMore => "77 oder mehr",
                };
                format!(
                    "{} einen Chip ab ({why}); noch {chips_left}.",
                    names.with_verb(*seat, "gibst", "gibt")
                )
            }
            Event::Swimming { seat } => format!(
                "{} keinen Chip mehr und {}.",
                names.with_verb(*seat, "hast", "hat"),
                if names.is_viewer(*seat) {
                    "schwimmst"
                } else {
                    "schwimmt"
                }
            ),
            Event::PlayerOut { seat, hand } => {
                let cards: Vec<String> = hand.iter().map(karte).collect();
                format!(
                    "{} raus! Karten auf den Ablagestapel: {}",
                    names.with_verb(*seat, "bist", "ist"),
                    cards.join(" ")
                )
            }
            Event::DoubleDue { seat } => format!(
                "{} zwei Karten spielen.",
                names.with_verb(*seat, "musst", "muss")
            ),
            Event::SecondCardDue { .. } => return None,
            Event::CardDrawn { seat, card } => match card {
                Some(card) if *seat == viewer => format!("Du ziehst {}.", karte(card)),
                _ => return None,
            },
            Event::Reshuffled { cards } => format!(
                "Der Nachziehstapel ist leer: {} Karten vom Ablagestapel werden neu gemischt.",
                cards.len()
            ),
            Event::TurnEnded { .. } => return None,
            Event::RoundOver { round, seat, total } => format!(
                "Runde {round} ist aus: {} „{total}“ an.",
                names.with_verb(*seat, "sagst", "sagt")
            ),
            Event::GameOver { winner, .. } => format!(
                "Spiel vorbei: {} als Letzte(r) übrig!",
                names.with_verb(*winner, "bleibst", "bleibt")
            ),
        })
    }
}

/// 22Juhu.
pub mod juhu22 {
    use spieleabend_core::Seat;
    use spieleabend_core::games::juhu22::cards::Kind;
    use spieleabend_core::games::juhu22::{Card, ChipReason, Colour, Event, RoundKind};

    use crate::games::Names;

    /// Eine Karte: die Zahl, `22Juhu` oder eine Null mit Farbe und Ringen (`blau 0/4`).
    fn karte(card: Card) -> String {
        match card.kind() {
            Kind::Zero { colour, rings } => {
                let farbe = match colour {
                    Colour::Blue => "blau",
                    Colour::Red => "rot",
                    Colour::Green => "grün",
                    Colour::Yellow => "gelb",
                };
                format!("{farbe} 0/{rings}")
            }
            Kind::Number(_) if card.is_juhu() => "22Juhu".into(),
            Kind::Number(v) => v.to_string(),
        }
    }

    fn liste(cards: &[Card]) -> String {
        cards
            .iter()
            .map(|c| karte(*c))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Eine Zeile für `event`, wie `viewer` es sieht.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
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
                    RoundKind::Mandatory => " (Pflichtrunde: alle spielen mit)",
                    RoundKind::Point => " (Punktrunde)",
                    RoundKind::Payout => " (Auszahlungsrunde)",
                };
                format!(
                    "Runde {hand}{round}: {} aus. Deine Karten: {}",
                    names.with_verb(*dealer, "teilst", "teilt"),
                    liste(&own)
                )
            }
            Event::Redeal { seat, .. } => format!(
                "{} vier Nullkarten: es wird neu gegeben.",
                names.with_verb(*seat, "hattest", "hatte")
            ),
            Event::ColourBonus { seat, points } => format!(
                "Vier Nullkarten einer Farbe: {} {points:+} Punkte.",
                names.of(*seat)
            ),
            Event::DealerPenalty { seat, points } => format!(
                "Dritter Neugeber in Folge: {} {points:+} Punkte, der Geber wechselt.",
                names.of(*seat)
            ),
            Event::Joined { seat } => {
                format!("{} mit.", names.with_verb(*seat, "spielst", "spielt"))
            }
            Event::SatOut { seat } => {
                format!("{} aus.", names.with_verb(*seat, "setzt", "setzt"))
            }
            Event::HandVoid => "Niemand spielt mit: die Runde fällt aus.".into(),
            Event::SoleParticipant { seat } => format!(
                "Nur {} spielt mit und bekommt alle Stiche.",
                names.of(*seat)
            ),
            Event::Exchanged {
                seat,
                count,
                gave,
                got,
            } => match (gave, got) {
                (Some(gave), Some(got)) if *count > 0 => {
                    format!("Du tauschst {} gegen {}.", liste(gave), liste(got))
                }
                _ if *count == 0 => format!(
                    "{} alle Karten.",
                    names.with_verb(*seat, "behältst", "behält")
                ),
                _ => format!(
                    "{} {count} {}.",
                    names.with_verb(*seat, "tauschst", "tauscht"),
                    if *count == 1 { "Karte" } else { "Karten" }
                ),
            },
            Event::StackRefilled { count } => format!(
                "Der Stapel ist leer: {count} getauschte Karten werden zu einem neuen Stapel gemischt."
            ),
            Event::CardPlayed { seat, card } => format!(
                "{} {}.",
                names.with_verb(*seat, "spielst", "spielt"),
                karte(*card)
            ),
            Event::JuhuDutyDeferred { .. } => {
                "Du musstest Farbe bedienen: 22Juhu ist bei der nächsten Gelegenheit fällig.".into()
            }
            Event::TrickWon { seat, trick } => format!(
                "{} Stich {trick}.",
                names.with_verb(*seat, "gewinnst", "gewinnt")
            ),
            Event::HandScored { changes, points } => {
                let lines: Vec<String> = changes
                    .iter()
                    .zip(points)
                    .enumerate()
                    .map(|(s, (c, p))| format!("{} {p} ({c:+})", names.of(Seat(s as u8))))
                    .collect();
                format!("Punkte: {}", lines.join(", "))
            }
            Event::ChipsMoved {
                seat,
                reason,
                amount,
                pot,
            } => match reason {
                ChipReason::Ante => format!(
                    "{} {amount} in den Pott (Einsatz); Pott {pot}.",
                    names.with_verb(*seat, "zahlst", "zahlt")
                ),
                ChipReason::Penalty => format!(
                    "Kein Stich: {} {amount} in den Pott; Pott {pot}.",
                    names.with_verb(*seat, "zahlst", "zahlt")
                ),
                ChipReason::Payout => format!(
                    "{} {amount} aus dem Pott; Pott {pot}.",
                    names.with_verb(*seat, "bekommst", "bekommt")
                ),
                ChipReason::Share => format!(
                    "Spielende, der Pott wird geteilt: {} {amount}; Pott {pot}.",
                    names.with_verb(*seat, "bekommst", "bekommt")
                ),
            },
            Event::ChipsScored { chips, pot } => {
                format!("Chips: {}; Pott {pot}.", super::seat_list(chips, names))
            }
            Event::PotCarried { amount } => format!("{amount} Chips bleiben im Pott."),
            Event::PlayerOut { seat } => {
                format!("{} raus!", names.with_verb(*seat, "bist", "ist"))
            }
            Event::GameOver { .. } => return None,
        })
    }
}

/// Rauswurf.
pub mod rauswurf {
    use spieleabend_core::Seat;
    use spieleabend_core::games::rauswurf::Event;

    use super::join_names;
    use crate::games::Names;

    /// Eine Zeile für `event`, wie `viewer` es sieht.
    pub fn describe(event: &Event, viewer: Seat, names: &Names) -> Option<String> {
        Some(match event {
            Event::Dealt { hands, start, .. } => {
                let own: Vec<String> = hands
                    .get(viewer.index())
                    .cloned()
                    .flatten()
                    .map(|mut h| {
                        h.sort();
                        h.iter().map(|c| c.to_string()).collect()
                    })
                    .unwrap_or_default();
                format!(
                    "Die Karten sind gegeben; {}. Deine Karten: {}",
                    names.with_verb(*start, "beginnst", "beginnt"),
                    own.join(" ")
                )
            }
            Event::Cleared { seat, value, with } => {
                let mut line = format!(
                    "{} die {value} aus dem letzten Zug ab",
                    names.with_verb(*seat, "legst", "legt")
                );
                if !with.is_empty() {
                    line += &format!("; {} ihre {value} auch", join_names(with, names));
                }
                line + "."
            }
            Event::Laid { seat, card } => format!(
                "{} eine {card} vor sich.",
                names.with_verb(*seat, "legst", "legt")
            ),
            Event::Joined {
                value,
                seats,
                strength,
            } => format!(
                "{} Karten mit {value} schließen sich zusammen: jede zählt {strength}.",
                seats.len()
            ),
            Event::ThrownOut { seat, card, by, .. } => format!(
                "{} die {card} von {} hinaus.",
                names.with_verb(*by, "wirfst", "wirft"),
                names.of(*seat)
            ),
            Event::CardDrawn { seat, card } => match card {
                Some(card) if *seat == viewer => format!("Du ziehst eine {card}."),
                None => format!("{}: keine Karte mehr zum Ziehen.", names.of(*seat)),
                _ => format!(
                    "{} eine Ersatzkarte.",
                    names.with_verb(*seat, "ziehst", "zieht")
                ),
            },
            Event::Reshuffled { cards } => format!(
                "Der Nachziehstapel ist leer: {} Karten vom Ablagestapel werden neu gemischt.",
                cards.len()
            ),
            Event::TurnEnded { .. } => return None,
            Event::Won { seats } => {
                let (have, win) = if seats.len() > 1 {
                    ("haben", "gewinnen gemeinsam")
                } else if seats.first().is_some_and(|s| names.is_viewer(*s)) {
                    ("hast", "gewinnst")
                } else {
                    ("hat", "gewinnt")
                };
                format!(
                    "{} {have} keine Karten mehr und {win}!",
                    join_names(seats, names)
                )
            }
            Event::TurnLimitReached { turns } => {
                format!("Nach {turns} Zügen endet das Spiel ohne Sieger.")
            }
        })
    }
}

/// Help!
pub mod help {
    use spieleabend_core::Seat;
    use spieleabend_core::games::help::{Called, Card, Direction, Event, RoundEnd};

    use crate::games::Names;

    /// Eine Karte: die Zahl oder der Name der Sonderkarte.
    fn karte(card: &Card) -> String {
        match *card {
            Card::JOKER => "Joker".into(),
            Card::SWITCH => "Switch".into(),
            Card::ZAP => "Zap".into(),
            Card::NO => "No!".into(),
            number => number.to_string(),
        }
    }

    /// Eine Zeile für `event`, wie `viewer` es sieht.
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
                let own: Vec<String> = own.iter().map(karte).collect();
                let way = match direction {
                    Direction::Clockwise => "im Uhrzeigersinn",
                    Direction::CounterClockwise => "gegen den Uhrzeigersinn",
                };
                format!("Durchgang {round} ({way}). Deine Karten: {}", own.join(" "))
            }
            Event::Redeal { .. } => {
                "Niemand hat eine Zahlenkarte: die Karten werden neu gegeben.".into()
            }
            Event::StartChosen { start, called } => {
                let calls: Vec<String> = called
                    .iter()
                    .enumerate()
                    .filter_map(|(s, c)| {
                        let name = names.of(Seat(s as u8));
                        match c {
                            Called::Lowest(v) => Some(format!("{name} {v}")),
                            Called::NoNumber => Some(format!("{name} keine")),
                            Called::NotAsked => None,
                        }
                    })
                    .collect();
                format!(
                    "Niedrigste Zahlen: {}. {}.",
                    calls.join(", "),
                    names.with_verb(*start, "beginnst", "beginnt")
                )
            }
            Event::NumberLaid { seat, card } => format!(
                "{} die {} an.",
                names.with_verb(*seat, "legst", "legt"),
                karte(card)
            ),
            Event::JokerInserted { seat, at, value } => format!(
                "{} einen Joker an Stelle {} (er zählt {value}).",
                names.with_verb(*seat, "legst", "legt"),
                at + 1
            ),
            Event::Switched {
                seat,
                at,
                taken,
                put,
            } => format!(
                "{} Switch: nimmt die {} von Stelle {} und legt die {} dorthin.",
                names.with_verb(*seat, "spielst", "spielt"),
                karte(taken),
                at + 1,
                karte(put)
            ),
            Event::Zapped { seat, removed } => format!(
                "{} Zap und entfernt die {}.",
                names.with_verb(*seat, "spielst", "spielt"),
                karte(removed)
            ),
            Event::NoLaid { seat } => format!(
                "{} ein No! vor sich.",
                names.with_verb(*seat, "legst", "legt")
            ),
            Event::Skipped { seat } => format!(
                "{} ausgesetzt (No!).",
                names.with_verb(*seat, "wirst", "wird")
            ),
            Event::NoDiscarded { seat } => {
                format!("{} das No! ab.", names.with_verb(*seat, "legst", "legt"))
            }
            Event::RowCleared { .. } => "Sechs Karten: die Kartenreihe wird abgeräumt.".into(),
            Event::CardDrawn { seat, card } => match card {
                Some(card) if *seat == viewer => format!("Du ziehst {}.", karte(card)),
                _ => return None,
            },
            Event::Reshuffled { count } => format!(
                "Der Nachziehstapel ist leer: {count} Karten vom Ablagestapel werden neu gemischt."
            ),
            Event::HelpAsked { seat, helper, .. } => match helper {
                Some(helper) => format!(
                    "{} nicht legen und {} um Hilfe!",
                    names.with_verb(*seat, "kannst", "kann"),
                    if names.is_viewer(*seat) {
                        format!("bittest {}", names.of(*helper))
                    } else {
                        format!("bittet {}", names.of(*helper))
                    }
                ),
                None => format!(
                    "{} nicht legen, und niemand darf helfen.",
                    names.with_verb(*seat, "kannst", "kann")
                ),
            },
            Event::HelpGiven { helper, seat, card } => format!(
                "{} {} {}.",
                names.with_verb(*helper, "gibst", "gibt"),
                names.of(*seat),
                card.map(|c| format!("die {}", karte(&c)))
                    .unwrap_or_else(|| "eine Karte".into())
            ),
            Event::CardGivenBack { seat, helper, card } => format!(
                "{} {} {} zurück.",
                names.with_verb(*seat, "gibst", "gibt"),
                names.of(*helper),
                card.map(|c| format!("die {}", karte(&c)))
                    .unwrap_or_else(|| "eine Karte".into())
            ),
            Event::TurnEnded { .. } => return None,
            Event::RoundLost { how, scorers, .. } => {
                let who = super::join_names(scorers, names);
                match how {
                    RoundEnd::HelpFailed => format!(
                        "Keine Hilfe möglich: der Durchgang ist aus. Einen Punkt für {who}."
                    ),
                    RoundEnd::LeftHelpless => {
                        format!("Ohne Hilfe geblieben: einen Punkt für {who}.")
                    }
                }
            }
            Event::GameOver { .. } => return None,
        })
    }
}
