//! One line per event of every game, as one seat sees it (the event already redacted
//! for that seat), in full sentences. `None` for events not worth a line (a turn
//! ending, a second card due).

use fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};
use spieleabend_core::Seat;
use spieleabend_core::games::elfer_raus::rows::Place;
use spieleabend_core::games::{elfer_raus, help_game, juhu22, rauswurf, seventy_seven};

use super::Texts;
use super::cards::{AnyCard, Article};
use super::names::{GroupKind, Role, SeatNames};

/// Declares [`EventRef`] with one variant per game of core's list, and the conversion
/// from each game's event.
macro_rules! declare_event_ref {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// An event of any game, borrowed.
        #[derive(Clone, Copy, Debug)]
        pub enum EventRef<'a> {
            $(
                #[doc = concat!("An event of [`", stringify!($game), "`](spieleabend_core::games::", stringify!($module), "::", stringify!($game), ").")]
                $variant(&'a spieleabend_core::games::$module::Event),
            )*
        }

        $(impl<'a> From<&'a spieleabend_core::games::$module::Event> for EventRef<'a> {
            fn from(event: &'a spieleabend_core::games::$module::Event) -> EventRef<'a> {
                EventRef::$variant(event)
            }
        })*
    };
}

spieleabend_core::for_each_game!([declare_event_ref] {});

/// Follows one seat's events of a game in order, for the words that depend on what
/// came before. Rauswurf hides an opponent's replacement card the same way whether a
/// card was drawn or both piles were empty; the reader counts the draw pile from the
/// deal (its size, each draw, each reshuffle) and so tells "draws a replacement card"
/// from "cannot draw a replacement". Keep one reader per seat and game, feed it every
/// event from the deal on; it is small and serializable, so it can be saved with the
/// log.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventReader {
    /// Cards in Rauswurf's draw pile, once a deal was seen.
    rauswurf_pile: Option<u32>,
    /// The number of the last Elfer raus game that ended: after a match of one game
    /// its end says all, and the match's end is not read again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    elfer_game_over: Option<u16>,
}

impl EventReader {
    /// A reader that has seen nothing yet.
    pub fn new() -> EventReader {
        EventReader::default()
    }

    /// The line for `event` as `viewer` sees it, and takes note of it.
    pub fn line<'a>(
        &mut self,
        texts: &Texts,
        event: impl Into<EventRef<'a>>,
        viewer: Seat,
        names: &SeatNames,
    ) -> Option<String> {
        let event = event.into();
        let mut drew = DrawKnown::Assume;
        if let EventRef::ElferRaus(event) = event {
            match event {
                elfer_raus::Event::GameOver { game, .. } => self.elfer_game_over = Some(*game),
                elfer_raus::Event::MatchOver { .. } if self.elfer_game_over == Some(1) => {
                    return None;
                }
                _ => {}
            }
        }
        if let EventRef::Rauswurf(event) = event {
            match event {
                rauswurf::Event::Dealt { pile_size, .. } => {
                    self.rauswurf_pile = Some(u32::from(*pile_size));
                }
                rauswurf::Event::Reshuffled { cards } => {
                    self.rauswurf_pile = Some(cards.len() as u32);
                }
                rauswurf::Event::CardDrawn { .. } => {
                    if let Some(pile) = self.rauswurf_pile.as_mut() {
                        drew = if *pile > 0 {
                            *pile -= 1;
                            DrawKnown::Drawn
                        } else {
                            DrawKnown::Empty
                        };
                    }
                }
                _ => {}
            }
        }
        texts.line(event, viewer, names, drew)
    }
}

/// Whether a hidden Rauswurf draw found a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DrawKnown {
    /// Not known: a hidden draw is taken as a card drawn.
    Assume,
    /// A card was drawn.
    Drawn,
    /// Both piles were empty.
    Empty,
}

/// Arguments of one message.
type Args = Vec<(&'static str, FluentValue<'static>)>;

impl Texts {
    /// The line for `event` as `viewer` sees it (the event redacted for `viewer`), or
    /// `None` for an event not worth a line. Without the events before it, a hidden
    /// Rauswurf draw by another seat reads as a card drawn; an [`EventReader`] fed
    /// from the deal tells it from an empty pile.
    pub fn event_line<'a>(
        &self,
        event: impl Into<EventRef<'a>>,
        viewer: Seat,
        names: &SeatNames,
    ) -> Option<String> {
        self.line(event.into(), viewer, names, DrawKnown::Assume)
    }

    fn line(
        &self,
        event: EventRef<'_>,
        viewer: Seat,
        names: &SeatNames,
        drew: DrawKnown,
    ) -> Option<String> {
        let w = Words {
            texts: self,
            names,
            viewer,
        };
        let line = match event {
            EventRef::ElferRaus(event) => w.elfer_raus(event),
            EventRef::SeventySeven(event) => w.seventy_seven(event),
            EventRef::Juhu22(event) => w.juhu22(event),
            EventRef::Rauswurf(event) => w.rauswurf(event, drew),
            EventRef::Help(event) => w.help(event),
        }?;
        Some(sentence_case(&line, self.lang))
    }
}

/// "you"/"du" written lowercase inside the messages (a seat in a list or group)
/// gets its capital where a sentence starts: at the line's start, after ". ", and in
/// German after ": " (a German sentence after a colon starts with a capital). Names
/// stay as the players wrote them, and "No!" does not end a sentence.
pub(crate) fn sentence_case(line: &str, lang: super::Lang) -> String {
    let pronoun = match lang {
        super::Lang::En => "you ",
        super::Lang::De => "du ",
    };
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    let mut starts = true;
    while !rest.is_empty() {
        if starts && rest.starts_with(pronoun) {
            out.push_str(&pronoun[..1].to_uppercase());
            out.push_str(&pronoun[1..]);
            rest = &rest[pronoun.len()..];
        }
        let Some(c) = rest.chars().next() else {
            break;
        };
        out.push(c);
        rest = &rest[c.len_utf8()..];
        starts = out.ends_with(". ") || (lang == super::Lang::De && out.ends_with(": "));
    }
    out
}

/// The words of one line: catalogue, names, reader.
struct Words<'a> {
    texts: &'a Texts,
    names: &'a SeatNames,
    viewer: Seat,
}

impl Words<'_> {
    fn t(&self, id: &str, args: Args) -> String {
        self.texts.get(id, &args)
    }

    /// The arguments naming `seat` in `role`.
    fn seat(&self, seat: Seat, role: Role) -> Args {
        self.names.args(seat, role).into()
    }

    /// `seat` as the actor, plus `more`.
    fn actor(&self, seat: Seat, more: Args) -> Args {
        let mut args = self.seat(seat, Role::Actor);
        args.extend(more);
        args
    }

    fn card(&self, card: impl Into<AnyCard>, article: Article) -> FluentValue<'static> {
        self.texts.card_phrase(card.into(), article).into()
    }

    /// A group of seats as `$group` and `$group-kind`.
    fn group(&self, seats: &[Seat]) -> Args {
        let (words, kind): (String, GroupKind) = self.texts.seat_group(seats, self.names);
        vec![("group", words.into()), ("group-kind", kind.key().into())]
    }

    /// "you 12, Bot 1 3": one entry per seat with its value.
    fn scores<T: ToString>(&self, values: &[T]) -> String {
        let entries: Vec<String> = values
            .iter()
            .enumerate()
            .map(|(seat, value)| {
                let args = self.actor(Seat(seat as u8), vec![("value", value.to_string().into())]);
                self.t(ids::SCORE_ENTRY, args)
            })
            .collect();
        entries.join(", ")
    }

    /// The line `first`, followed by "Your cards: …" when the viewer has cards.
    fn with_own_cards(&self, first: String, own: Option<String>) -> String {
        match own {
            Some(cards) if !cards.is_empty() => {
                format!(
                    "{first} {}",
                    self.t(ids::YOUR_CARDS, vec![("cards", cards.into())])
                )
            }
            _ => first,
        }
    }

    fn reshuffled(&self, count: usize) -> String {
        self.t(ids::RESHUFFLED, vec![("count", count.into())])
    }

    fn elfer_raus(&self, event: &elfer_raus::Event) -> Option<String> {
        use elfer_raus::Event as E;
        Some(match event {
            E::Dealt { game, hands, .. } => {
                let own = hands.get(self.viewer.index()).map(|hand| {
                    let mut hand = hand.to_vec();
                    hand.sort();
                    self.texts.cards_spoken(hand)
                });
                let first = self.t(ids::ER_DEALT, vec![("game", (*game).into())]);
                self.with_own_cards(first, own)
            }
            E::Redeal { .. } => self.t(ids::ER_REDEAL, vec![]),
            E::CardLaid {
                seat,
                card,
                place,
                from_draw,
            } => {
                let id = match (place, from_draw) {
                    (Place::Opens, false) => ids::ER_OPENED,
                    (Place::Opens, true) => ids::ER_OPENED_DRAWN,
                    (_, false) => ids::ER_LAID,
                    (_, true) => ids::ER_LAID_DRAWN,
                };
                self.t(
                    id,
                    self.actor(*seat, vec![("card", self.card(*card, Article::The))]),
                )
            }
            E::CardDrawn { seat, card } => match card {
                Some(card) => self.t(
                    ids::ER_DREW,
                    self.actor(*seat, vec![("card", self.card(*card, Article::A))]),
                ),
                None => self.t(ids::ER_DREW_HIDDEN, self.seat(*seat, Role::Actor)),
            },
            E::Passed { seat } => self.t(ids::ER_PASSED, self.seat(*seat, Role::Actor)),
            E::TurnEnded { .. } => return None,
            E::GameOver {
                game,
                winner,
                penalties,
            } => self.t(
                ids::ER_GAME_OVER,
                self.actor(
                    *winner,
                    vec![
                        ("game", (*game).into()),
                        ("scores", self.scores(penalties).into()),
                    ],
                ),
            ),
            E::MatchOver { totals, .. } => self.t(
                ids::ER_MATCH_OVER,
                vec![("scores", self.scores(totals).into())],
            ),
        })
    }

    fn seventy_seven(&self, event: &seventy_seven::Event) -> Option<String> {
        use seventy_seven::Event as E;
        Some(match event {
            E::RoundDealt {
                round,
                start,
                hands,
                ..
            } => {
                let own = hands.get(self.viewer.index()).map(|hand| {
                    let mut hand = hand.to_vec();
                    hand.sort();
                    self.texts.cards_spoken(hand)
                });
                let first = self.t(
                    ids::SS_DEALT,
                    self.actor(*start, vec![("round", (*round).into())]),
                );
                self.with_own_cards(first, own)
            }
            E::CardPlayed { seat, card, total } => self.t(
                ids::SS_PLAYED,
                self.actor(
                    *seat,
                    vec![
                        ("card", self.card(*card, Article::A)),
                        ("total", (*total).into()),
                    ],
                ),
            ),
            E::DirectionReversed { direction } => match direction {
                seventy_seven::Direction::Clockwise => self.t(ids::SS_CLOCKWISE, vec![]),
                seventy_seven::Direction::CounterClockwise => {
                    self.t(ids::SS_COUNTER_CLOCKWISE, vec![])
                }
            },
            E::ChipGiven {
                seat,
                reason,
                chips_left,
            } => {
                let reason = match reason {
                    seventy_seven::ChipReason::Schnapszahl => "schnapszahl",
                    seventy_seven::ChipReason::SeventySevenOrMore => "seventy-seven",
                };
                self.t(
                    ids::SS_CHIP,
                    self.actor(
                        *seat,
                        vec![("reason", reason.into()), ("chips", (*chips_left).into())],
                    ),
                )
            }
            E::Swimming { seat } => self.t(ids::SS_SWIMMING, self.seat(*seat, Role::Actor)),
            E::PlayerOut { seat, hand } => {
                if hand.is_empty() {
                    self.t(ids::SS_OUT, self.seat(*seat, Role::Actor))
                } else {
                    let cards = self.texts.cards_spoken(hand.iter().copied());
                    self.t(
                        ids::SS_OUT_CARDS,
                        self.actor(*seat, vec![("cards", cards.into())]),
                    )
                }
            }
            E::DoubleDue { seat } => self.t(ids::SS_DOUBLE, self.seat(*seat, Role::Actor)),
            E::SecondCardDue { .. } | E::TurnEnded { .. } => return None,
            E::CardDrawn { seat, card } => match card {
                Some(card) => self.t(
                    ids::SS_DREW,
                    self.actor(*seat, vec![("card", self.card(*card, Article::A))]),
                ),
                None => return None,
            },
            E::Reshuffled { cards } => self.reshuffled(cards.len()),
            E::RoundOver { round, seat, total } => self.t(
                ids::SS_ROUND_OVER,
                self.actor(
                    *seat,
                    vec![("round", (*round).into()), ("total", (*total).into())],
                ),
            ),
            E::GameOver { winner, .. } => {
                self.t(ids::SS_GAME_OVER, self.seat(*winner, Role::Actor))
            }
        })
    }

    fn juhu22(&self, event: &juhu22::Event) -> Option<String> {
        use juhu22::Event as E;
        let spoken = |cards: &[juhu22::Card]| self.texts.cards_spoken(cards.iter().copied());
        Some(match event {
            E::HandDealt {
                hand,
                round,
                dealer,
                hands,
                ..
            } => {
                let round = match round {
                    juhu22::RoundKind::Basic => "basic",
                    juhu22::RoundKind::Mandatory => "mandatory",
                    juhu22::RoundKind::Point => "point",
                    juhu22::RoundKind::Payout => "payout",
                };
                let own = hands.get(self.viewer.index()).map(|hand| {
                    let mut hand = hand.to_vec();
                    hand.sort();
                    spoken(&hand)
                });
                let first = self.t(
                    ids::JUHU_DEALT,
                    self.actor(
                        *dealer,
                        vec![("hand", (*hand).into()), ("round", round.into())],
                    ),
                );
                self.with_own_cards(first, own)
            }
            E::Redeal { seat, .. } => self.t(ids::JUHU_REDEAL, self.seat(*seat, Role::Actor)),
            E::ColourBonus { seat, points } => self.t(
                ids::JUHU_COLOUR_BONUS,
                self.actor(*seat, vec![("points", points.unsigned_abs().into())]),
            ),
            E::DealerPenalty { seat, points } => self.t(
                ids::JUHU_DEALER_PENALTY,
                self.actor(*seat, vec![("points", points.unsigned_abs().into())]),
            ),
            E::Joined { seat } => self.t(ids::JUHU_JOINED, self.seat(*seat, Role::Actor)),
            E::SatOut { seat } => self.t(ids::JUHU_SAT_OUT, self.seat(*seat, Role::Actor)),
            E::HandVoid => self.t(ids::JUHU_VOID, vec![]),
            E::SoleParticipant { seat } => self.t(ids::JUHU_SOLE, self.seat(*seat, Role::Actor)),
            E::Exchanged {
                seat,
                count,
                gave,
                got,
            } => match (gave, got) {
                _ if *count == 0 => self.t(ids::JUHU_KEPT, self.seat(*seat, Role::Actor)),
                (Some(gave), Some(got)) => self.t(
                    ids::JUHU_SWAPPED_CARDS,
                    self.actor(
                        *seat,
                        vec![("gave", spoken(gave).into()), ("got", spoken(got).into())],
                    ),
                ),
                _ => self.t(
                    ids::JUHU_SWAPPED,
                    self.actor(*seat, vec![("count", (*count).into())]),
                ),
            },
            E::StackRefilled { count } => {
                self.t(ids::JUHU_STACK_REFILLED, vec![("count", (*count).into())])
            }
            E::CardPlayed { seat, card } => self.t(
                ids::JUHU_PLAYED,
                self.actor(*seat, vec![("card", self.card(*card, Article::A))]),
            ),
            E::JuhuDutyDeferred { .. } => self.t(ids::JUHU_DUTY_DEFERRED, vec![]),
            E::TrickWon { seat, trick } => self.t(
                ids::JUHU_TRICK,
                self.actor(*seat, vec![("trick", (*trick).into())]),
            ),
            E::HandScored { changes, points } => {
                let entries: Vec<String> = changes
                    .iter()
                    .zip(points.iter())
                    .enumerate()
                    .map(|(seat, (change, total))| {
                        let args = self.actor(
                            Seat(seat as u8),
                            vec![
                                ("value", (*total).into()),
                                ("change", format!("{change:+}").into()),
                            ],
                        );
                        self.t(ids::JUHU_SCORE_ENTRY, args)
                    })
                    .collect();
                self.t(
                    ids::JUHU_SCORED,
                    vec![("scores", entries.join(", ").into())],
                )
            }
            E::ChipsMoved {
                seat,
                reason,
                amount,
                pot,
            } => {
                let id = match reason {
                    juhu22::ChipReason::Ante => ids::JUHU_ANTE,
                    juhu22::ChipReason::Penalty => ids::JUHU_PENALTY,
                    juhu22::ChipReason::Payout => ids::JUHU_PAYOUT,
                    juhu22::ChipReason::Share => ids::JUHU_SHARE,
                };
                self.t(
                    id,
                    self.actor(
                        *seat,
                        vec![("amount", (*amount).into()), ("pot", (*pot).into())],
                    ),
                )
            }
            E::ChipsScored { chips, pot } => self.t(
                ids::JUHU_CHIPS,
                vec![
                    ("scores", self.scores(chips).into()),
                    ("pot", (*pot).into()),
                ],
            ),
            E::PotCarried { amount } => {
                self.t(ids::JUHU_POT_CARRIED, vec![("amount", (*amount).into())])
            }
            E::PlayerOut { seat } => self.t(ids::JUHU_OUT, self.seat(*seat, Role::Actor)),
            E::GameOver { .. } => return None,
        })
    }

    fn rauswurf(&self, event: &rauswurf::Event, drew: DrawKnown) -> Option<String> {
        use rauswurf::Event as E;
        Some(match event {
            E::Dealt { hands, start, .. } => {
                let own = hands
                    .get(self.viewer.index())
                    .cloned()
                    .flatten()
                    .map(|mut hand| {
                        hand.sort();
                        self.texts.cards_spoken(hand)
                    });
                let first = self.t(ids::RW_DEALT, self.seat(*start, Role::Actor));
                self.with_own_cards(first, own)
            }
            E::Cleared { seat, value, with } => {
                let first = self.t(
                    ids::RW_CLEARED,
                    self.actor(*seat, vec![("card", self.card(*value, Article::The))]),
                );
                if with.is_empty() {
                    first
                } else {
                    let mut args = self.group(with);
                    args.push(("card", self.card(*value, Article::A)));
                    format!("{first} {}", self.t(ids::RW_CLEARED_WITH, args))
                }
            }
            E::Laid { seat, card } => self.t(
                ids::RW_LAID,
                self.actor(*seat, vec![("card", self.card(*card, Article::A))]),
            ),
            E::Joined {
                value,
                seats,
                strength,
            } => self.t(
                ids::RW_JOINED,
                vec![
                    ("count", seats.len().into()),
                    ("value", value.value().into()),
                    ("strength", (*strength).into()),
                ],
            ),
            E::ThrownOut { seat, card, by, .. } => {
                let mut args = self.actor(*by, vec![("card", self.card(*card, Article::Bare))]);
                args.extend(self.seat(*seat, Role::Target));
                self.t(ids::RW_THROWN_OUT, args)
            }
            E::CardDrawn { seat, card } => match (card, drew) {
                (Some(card), _) => self.t(
                    ids::RW_DREW,
                    self.actor(*seat, vec![("card", self.card(*card, Article::A))]),
                ),
                (None, DrawKnown::Empty) => {
                    self.t(ids::RW_NOTHING_TO_DRAW, self.seat(*seat, Role::Actor))
                }
                // The viewer sees its own card: no card means none was left.
                (None, _) if *seat == self.viewer => {
                    self.t(ids::RW_NOTHING_TO_DRAW, self.seat(*seat, Role::Actor))
                }
                (None, _) => self.t(ids::RW_DREW_HIDDEN, self.seat(*seat, Role::Actor)),
            },
            E::Reshuffled { cards } => self.reshuffled(cards.len()),
            E::TurnEnded { .. } => return None,
            E::Won { seats } => self.t(ids::RW_WON, self.group(seats)),
            E::TurnLimitReached { turns } => {
                self.t(ids::RW_TURN_LIMIT, vec![("turns", (*turns).into())])
            }
        })
    }

    fn help(&self, event: &help_game::Event) -> Option<String> {
        use help_game::Event as E;
        Some(match event {
            E::Dealt {
                round,
                direction,
                hands,
                ..
            } => {
                let direction = match direction {
                    help_game::Direction::Clockwise => "clockwise",
                    help_game::Direction::CounterClockwise => "counter-clockwise",
                };
                let own = hands.get(self.viewer.index()).map(|hand| {
                    let mut hand = hand.to_vec();
                    hand.sort();
                    self.texts.cards_spoken(hand)
                });
                let first = self.t(
                    ids::HELP_DEALT,
                    vec![("round", (*round).into()), ("direction", direction.into())],
                );
                self.with_own_cards(first, own)
            }
            E::Redeal { .. } => self.t(ids::HELP_REDEAL, vec![]),
            E::StartChosen { start, called } => {
                let calls: Vec<String> = called
                    .iter()
                    .enumerate()
                    .filter_map(|(seat, call)| {
                        let (call, value) = match call {
                            help_game::Called::Lowest(value) => ("number", *value),
                            help_game::Called::NoNumber => ("none", 0),
                            help_game::Called::NotAsked => return None,
                        };
                        let args = self.actor(
                            Seat(seat as u8),
                            vec![("call", call.into()), ("value", value.into())],
                        );
                        Some(self.t(ids::HELP_CALLED, args))
                    })
                    .collect();
                self.t(
                    ids::HELP_START,
                    self.actor(*start, vec![("scores", calls.join(", ").into())]),
                )
            }
            E::NumberLaid { seat, card } => self.t(
                ids::HELP_LAID,
                self.actor(*seat, vec![("card", self.card(*card, Article::A))]),
            ),
            E::JokerInserted { seat, at, value } => self.t(
                ids::HELP_JOKER,
                self.actor(
                    *seat,
                    vec![
                        ("place", (u32::from(*at) + 1).into()),
                        ("value", (*value).into()),
                    ],
                ),
            ),
            E::Switched {
                seat,
                at,
                taken,
                put,
            } => self.t(
                ids::HELP_SWITCHED,
                self.actor(
                    *seat,
                    vec![
                        ("taken", self.card(*taken, Article::The)),
                        ("put", self.card(*put, Article::A)),
                        ("place", (u32::from(*at) + 1).into()),
                    ],
                ),
            ),
            E::Zapped { seat, removed } => self.t(
                ids::HELP_ZAPPED,
                self.actor(*seat, vec![("card", self.card(*removed, Article::The))]),
            ),
            E::NoLaid { seat } => self.t(ids::HELP_NO_LAID, self.seat(*seat, Role::Actor)),
            E::Skipped { seat } => self.t(ids::HELP_SKIPPED, self.seat(*seat, Role::Actor)),
            E::NoDiscarded { seat } => {
                self.t(ids::HELP_NO_DISCARDED, self.seat(*seat, Role::Actor))
            }
            E::RowCleared { .. } => self.t(ids::HELP_ROW_CLEARED, vec![]),
            E::CardDrawn { seat, card } => match card {
                Some(card) => self.t(
                    ids::HELP_DREW,
                    self.actor(*seat, vec![("card", self.card(*card, Article::A))]),
                ),
                None => return None,
            },
            E::Reshuffled { count } => self.reshuffled(usize::from(*count)),
            E::HelpAsked { seat, helper, .. } => match helper {
                Some(helper) => {
                    let mut args = self.seat(*seat, Role::Actor);
                    args.extend(self.seat(*helper, Role::Target));
                    self.t(ids::HELP_ASKED, args)
                }
                None => self.t(ids::HELP_NO_HELPER, self.seat(*seat, Role::Actor)),
            },
            E::HelpGiven { helper, seat, card } => self.passed(
                *helper,
                *seat,
                *card,
                ids::HELP_GIVEN,
                ids::HELP_GIVEN_HIDDEN,
            ),
            E::CardGivenBack { seat, helper, card } => self.passed(
                *seat,
                *helper,
                *card,
                ids::HELP_GIVEN_BACK,
                ids::HELP_GIVEN_BACK_HIDDEN,
            ),
            E::TurnEnded { .. } => return None,
            E::RoundLost { how, scorers, .. } => {
                let id = match how {
                    help_game::RoundEnd::HelpFailed => ids::HELP_FAILED,
                    help_game::RoundEnd::LeftHelpless => ids::HELP_HELPLESS,
                };
                self.t(id, self.group(scorers))
            }
            E::GameOver { winners } => self.t(ids::HELP_GAME_OVER, self.group(winners)),
        })
    }

    /// A card passed from `from` to `to`, shown or hidden.
    fn passed(
        &self,
        from: Seat,
        to: Seat,
        card: Option<help_game::Card>,
        shown: &str,
        hidden: &str,
    ) -> String {
        let mut args = self.seat(from, Role::Actor);
        args.extend(self.seat(to, Role::Target));
        match card {
            Some(card) => {
                args.push(("card", self.card(card, Article::The)));
                self.t(shown, args)
            }
            None => self.t(hidden, args),
        }
    }
}

/// Message ids of this module.
pub(crate) mod ids {
    macro_rules! ids {
        ($($name:ident = $id:literal,)*) => {
            $(pub const $name: &str = $id;)*
            /// Every id of this module.
            #[cfg(test)]
            pub const ALL: &[&str] = &[$($name),*];
        };
    }
    ids! {
        SCORE_ENTRY = "event-score-entry",
        RESHUFFLED = "event-reshuffled",
        YOUR_CARDS = "event-your-cards",
        ER_DEALT = "event-er-dealt",
        ER_REDEAL = "event-er-redeal",
        ER_OPENED = "event-er-opened",
        ER_LAID = "event-er-laid",
        ER_LAID_DRAWN = "event-er-laid-drawn",
        ER_OPENED_DRAWN = "event-er-opened-drawn",
        ER_DREW = "event-er-drew",
        ER_DREW_HIDDEN = "event-er-drew-hidden",
        ER_PASSED = "event-er-passed",
        ER_GAME_OVER = "event-er-game-over",
        ER_MATCH_OVER = "event-er-match-over",
        SS_DEALT = "event-ss-dealt",
        SS_PLAYED = "event-ss-played",
        SS_CLOCKWISE = "event-ss-clockwise",
        SS_COUNTER_CLOCKWISE = "event-ss-counter-clockwise",
        SS_CHIP = "event-ss-chip",
        SS_SWIMMING = "event-ss-swimming",
        SS_OUT = "event-ss-out",
        SS_OUT_CARDS = "event-ss-out-cards",
        SS_DOUBLE = "event-ss-double",
        SS_DREW = "event-ss-drew",
        SS_ROUND_OVER = "event-ss-round-over",
        SS_GAME_OVER = "event-ss-game-over",
        JUHU_DEALT = "event-juhu-dealt",
        JUHU_REDEAL = "event-juhu-redeal",
        JUHU_COLOUR_BONUS = "event-juhu-colour-bonus",
        JUHU_DEALER_PENALTY = "event-juhu-dealer-penalty",
        JUHU_JOINED = "event-juhu-joined",
        JUHU_SAT_OUT = "event-juhu-sat-out",
        JUHU_VOID = "event-juhu-void",
        JUHU_SOLE = "event-juhu-sole",
        JUHU_SWAPPED_CARDS = "event-juhu-swapped-cards",
        JUHU_KEPT = "event-juhu-kept",
        JUHU_SWAPPED = "event-juhu-swapped",
        JUHU_STACK_REFILLED = "event-juhu-stack-refilled",
        JUHU_PLAYED = "event-juhu-played",
        JUHU_DUTY_DEFERRED = "event-juhu-duty-deferred",
        JUHU_TRICK = "event-juhu-trick",
        JUHU_SCORE_ENTRY = "event-juhu-score-entry",
        JUHU_SCORED = "event-juhu-scored",
        JUHU_ANTE = "event-juhu-ante",
        JUHU_PENALTY = "event-juhu-penalty",
        JUHU_PAYOUT = "event-juhu-payout",
        JUHU_SHARE = "event-juhu-share",
        JUHU_CHIPS = "event-juhu-chips",
        JUHU_POT_CARRIED = "event-juhu-pot-carried",
        JUHU_OUT = "event-juhu-out",
        RW_DEALT = "event-rw-dealt",
        RW_CLEARED = "event-rw-cleared",
        RW_CLEARED_WITH = "event-rw-cleared-with",
        RW_LAID = "event-rw-laid",
        RW_JOINED = "event-rw-joined",
        RW_THROWN_OUT = "event-rw-thrown-out",
        RW_DREW = "event-rw-drew",
        RW_DREW_HIDDEN = "event-rw-drew-hidden",
        RW_NOTHING_TO_DRAW = "event-rw-nothing-to-draw",
        RW_WON = "event-rw-won",
        RW_TURN_LIMIT = "event-rw-turn-limit",
        HELP_DEALT = "event-help-dealt",
        HELP_REDEAL = "event-help-redeal",
        HELP_CALLED = "event-help-called",
        HELP_START = "event-help-start",
        HELP_LAID = "event-help-laid",
        HELP_JOKER = "event-help-joker",
        HELP_SWITCHED = "event-help-switched",
        HELP_ZAPPED = "event-help-zapped",
        HELP_NO_LAID = "event-help-no-laid",
        HELP_SKIPPED = "event-help-skipped",
        HELP_NO_DISCARDED = "event-help-no-discarded",
        HELP_ROW_CLEARED = "event-help-row-cleared",
        HELP_DREW = "event-help-drew",
        HELP_ASKED = "event-help-asked",
        HELP_NO_HELPER = "event-help-no-helper",
        HELP_GIVEN = "event-help-given",
        HELP_GIVEN_HIDDEN = "event-help-given-hidden",
        HELP_GIVEN_BACK = "event-help-given-back",
        HELP_GIVEN_BACK_HIDDEN = "event-help-given-back-hidden",
        HELP_FAILED = "event-help-failed",
        HELP_HELPLESS = "event-help-helpless",
        HELP_GAME_OVER = "event-help-game-over",
    }
}
