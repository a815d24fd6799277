//! Per game: how its cards look, how its actions are picked step by step, why a card
//! cannot be played, its part of the table, what its events change, its summaries.

use serde::{Deserialize, Serialize};
use spieleabend_core::games::GameId;
use spieleabend_core::games::{elfer_raus, help_game, juhu22, rauswurf, seventy_seven};
use spieleabend_core::{Seat, ToAct};

use super::Cue;
use super::bots::BotGame;
use super::face::{CardArt, CardFace, CardSymbol};
use super::pick::{Button, Pick};
use super::view::*;
use super::words::{Cx, n, w};
use crate::texts::{AnyCard, CardColour, EventRef};

/// A card as drawn, before it gets its id and state.
#[derive(Clone)]
pub(crate) struct Face {
    pub face: CardFace,
    pub spoken: String,
}

impl Face {
    /// The card view of this face with `id` and `state`.
    pub fn card(self, id: u32, state: CardState, why_not: Option<String>) -> CardView {
        CardView {
            id,
            face: self.face,
            spoken: self.spoken,
            state,
            why_not,
        }
    }

    /// A card on the table (no id of the hand, nothing to pick).
    pub fn shown(self) -> CardView {
        self.card(0, CardState::default(), None)
    }
}

/// How a draw pile stands as the events tell it, for telling a hidden draw from an
/// empty pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PileStep {
    /// The pile now holds this many cards (a deal, a reshuffle).
    Set(u32),
    /// Nothing to do with the pile.
    Keep,
}

/// A round's or hand's end, kept until dismissed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum SummaryData {
    /// Elfer raus!: a game of a match is over.
    ElferGame {
        game: u16,
        winner: Seat,
        penalties: Vec<u32>,
    },
    /// 77: a round ended at `total`, announced by `seat`.
    SeventySevenRound { round: u16, seat: Seat, total: i32 },
    /// 22Juhu: a hand was scored.
    Juhu22Hand { changes: Vec<i32>, points: Vec<i32> },
    /// 22Juhu pro: chips after a round.
    Juhu22Chips { chips: Vec<u32>, pot: u32 },
    /// Help!: a round was lost.
    HelpRound {
        asker: Seat,
        helper: Option<Seat>,
        helpless: bool,
        scorers: Vec<Seat>,
        points: Vec<u8>,
    },
}

/// What the table core needs from each game.
pub(crate) trait AppGame: BotGame + super::typed::TypedGame {
    /// Which game.
    const GAME: GameId;
    /// Its card.
    type Card: Copy + Eq;

    /// The viewer's hand.
    fn hand(view: &Self::View) -> &[Self::Card];
    /// Cards in each hand.
    fn hand_sizes(view: &Self::View) -> &[u8];
    /// Every different card of the deck, each once, in the deck's order (for a card
    /// gallery and the tests).
    fn deck() -> Vec<Self::Card>;
    /// The card's code: equal cards share it, different cards never do.
    fn code(card: Self::Card) -> u16;
    /// The card for the catalogue.
    fn any(card: Self::Card) -> AnyCard;
    /// How the card is coloured.
    fn tint(card: Self::Card) -> Tint;
    /// The figure printed on the card ([`CardFace::figure`]).
    fn figure(card: Self::Card) -> String;
    /// The middle of the card.
    fn art(card: Self::Card) -> CardArt {
        let _ = card;
        CardArt::Figure
    }
    /// The card's face: figure, ink, art, the catalogue's word, the colour-blind mark
    /// when on.
    fn card_face(card: Self::Card, cx: &Cx) -> CardFace {
        let any = Self::any(card);
        CardFace {
            figure: Self::figure(card),
            tint: Self::tint(card),
            mark: any
                .colour()
                .filter(|_| cx.marks)
                .map(|c| c.mark().to_owned()),
            art: Self::art(card),
            word: cx.texts.card_word(any),
        }
    }
    /// How the card looks and is read out.
    fn face(card: Self::Card, cx: &Cx) -> Face {
        Face {
            face: Self::card_face(card, cx),
            spoken: cx.texts.card_spoken(Self::any(card)),
        }
    }
    /// The event for the catalogue.
    fn event_ref(event: &Self::Event) -> EventRef<'_>;
    /// The picks that make `action`; empty for actions chosen as a set.
    fn path(view: &Self::View, action: &Self::Action) -> Vec<Pick>;
    /// Whether the decision due is a set of hand cards, ticked and confirmed.
    fn set_decision(view: &Self::View) -> bool {
        let _ = view;
        false
    }
    /// The action for a ticked set of cards.
    fn set_action(cards: &[Self::Card]) -> Option<Self::Action> {
        let _ = cards;
        None
    }
    /// The cards of a set action.
    fn set_of(action: &Self::Action) -> Option<Vec<Self::Card>> {
        let _ = action;
        None
    }
    /// Why `card` of the viewer's hand cannot be played in the decision due.
    fn why_not(view: &Self::View, card: Self::Card) -> Self::RuleError;
    /// The message id of what the viewer is asked, given the picks made.
    fn prompt(view: &Self::View, made: &[Pick]) -> &'static str;
    /// A place in a row in words (Help!).
    fn place_label(view: &Self::View, pick: Pick, cx: &Cx) -> String {
        let _ = (view, pick);
        cx.t("choice-unknown", &[])
    }
    /// The game's part of the table.
    fn area(view: &Self::View, cx: &Cx) -> TableArea;
    /// The seat's chips or points.
    fn score(view: &Self::View, seat: Seat, cx: &Cx) -> Option<ScoreView>;
    /// A short state of the seat.
    fn note(view: &Self::View, seat: Seat, cx: &Cx) -> Option<String>;
    /// How the event changes the draw pile.
    fn pile_step(event: &Self::Event) -> PileStep {
        let _ = event;
        PileStep::Keep
    }
    /// The change (and cue) an event (redacted for `viewer`) makes; `pile` is the draw
    /// pile before it.
    fn change(event: &Self::Event, viewer: Seat, pile: u32, cx: &Cx) -> Option<Change>;
    /// The sound or haptic cue of an event, if any.
    fn cue(event: &Self::Event) -> Option<Cue>;
    /// A summary to keep until dismissed, if the event ends a round or hand.
    fn summary(event: &Self::Event, options: &Self::View) -> Option<SummaryData>;
    /// The unit of the game-over scores (`None`: places only) and how a score reads.
    fn final_score(view: &Self::View, score: i32, cx: &Cx) -> Option<(String, ScoreView)>;
}

/// A drawn card as the viewer may know it.
fn drawn<G: AppGame>(
    seat: Seat,
    card: Option<G::Card>,
    viewer: Seat,
    pile: u32,
    cx: &Cx,
) -> DrawnCard {
    match card {
        Some(card) => DrawnCard::Seen(G::face(card, cx).shown()),
        // Another seat's draw is hidden, unless the pile had nothing left to give.
        None if seat != viewer && pile > 0 => DrawnCard::Hidden,
        None => DrawnCard::NoneLeft,
    }
}

/// A number as printed on a card, a negative one with a true minus sign (`−10`).
fn signed_figure(value: i32) -> String {
    if value < 0 {
        format!("\u{2212}{}", value.unsigned_abs())
    } else {
        value.to_string()
    }
}

fn score_view(value: i64, id: &str, cx: &Cx) -> ScoreView {
    ScoreView {
        value,
        label: cx.t(id, &[("count", n(value as f64))]),
    }
}

// ---- Elfer raus! ----

fn elfer_colour(colour: elfer_raus::Colour) -> (u16, &'static str, Tint) {
    use elfer_raus::Colour;
    match colour {
        Colour::Red => (0, "red", Tint::Red),
        Colour::Yellow => (1, "yellow", Tint::Yellow),
        Colour::Green => (2, "green", Tint::Green),
        Colour::Blue => (3, "blue", Tint::Blue),
    }
}

impl AppGame for elfer_raus::ElferRaus {
    const GAME: GameId = GameId::ElferRaus;
    type Card = elfer_raus::Card;

    fn deck() -> Vec<Self::Card> {
        elfer_raus::CardSet::deck(false).iter().collect()
    }
    fn hand(view: &Self::View) -> &[Self::Card] {
        &view.hand
    }
    fn hand_sizes(view: &Self::View) -> &[u8] {
        &view.hand_sizes
    }
    fn code(card: Self::Card) -> u16 {
        elfer_colour(card.colour()).0 * 20 + card.value() as u16
    }
    fn any(card: Self::Card) -> AnyCard {
        card.into()
    }
    fn tint(card: Self::Card) -> Tint {
        elfer_colour(card.colour()).2
    }
    fn figure(card: Self::Card) -> String {
        card.value().to_string()
    }
    fn event_ref(event: &Self::Event) -> EventRef<'_> {
        event.into()
    }
    fn path(_view: &Self::View, action: &Self::Action) -> Vec<Pick> {
        match action {
            elfer_raus::Action::Lay(card) => vec![Pick::Card(Self::code(*card))],
            elfer_raus::Action::EndTurn => vec![Pick::Button(Button::EndTurn)],
        }
    }
    fn why_not(view: &Self::View, _card: Self::Card) -> Self::RuleError {
        match (view.to_act, view.decision) {
            (ToAct::Finished, _) => elfer_raus::RuleError::GameOver,
            (_, None) => elfer_raus::RuleError::NotYourTurn,
            (_, Some(_)) => elfer_raus::RuleError::DoesNotFit,
        }
    }
    fn prompt(view: &Self::View, _made: &[Pick]) -> &'static str {
        match view.decision {
            Some(elfer_raus::Decision::LayCard) => "prompt-elfer-lay",
            Some(elfer_raus::Decision::LayOrEndTurn) => "prompt-elfer-lay-or-end",
            None => "prompt-wait",
        }
    }
    fn area(view: &Self::View, cx: &Cx) -> TableArea {
        let rows = elfer_raus::Colour::ALL
            .into_iter()
            .filter(|c| !(view.options.two_player_three_colours && *c == elfer_raus::Colour::Blue))
            .map(|c| {
                let (_, _, tint) = elfer_colour(c);
                let colour = cx.texts.colour_name(CardColour::from(c));
                let ends = view.rows.row(c).map(|r| RowEnds {
                    low: r.low,
                    high: r.high,
                });
                let label = match ends {
                    Some(RowEnds { low, high }) => cx.t(
                        "elfer-row",
                        &[
                            ("colour", colour.clone().into()),
                            ("low", n(low)),
                            ("high", n(high)),
                        ],
                    ),
                    None => cx.t("elfer-row-closed", &[("colour", colour.clone().into())]),
                };
                ElferRow {
                    tint,
                    colour,
                    mark: cx.marks.then(|| CardColour::from(c).mark().to_owned()),
                    ends,
                    label,
                }
            })
            .collect();
        TableArea::ElferRaus(ElferRausArea {
            rows,
            pile: view.pile_size.into(),
            pile_label: cx.t("pile-count", &[("count", n(view.pile_size))]),
            match_label: (view.options.match_games > 1).then(|| {
                cx.t(
                    "elfer-match-game",
                    &[
                        ("game", n(view.game)),
                        ("games", n(view.options.match_games)),
                    ],
                )
            }),
        })
    }
    fn score(view: &Self::View, seat: Seat, cx: &Cx) -> Option<ScoreView> {
        (view.options.match_games > 1).then(|| {
            let total = view.penalty_totals.get(seat.index()).copied().unwrap_or(0);
            score_view(total.into(), "score-penalty", cx)
        })
    }
    fn note(_view: &Self::View, _seat: Seat, _cx: &Cx) -> Option<String> {
        None
    }
    fn pile_step(event: &Self::Event) -> PileStep {
        match event {
            elfer_raus::Event::Dealt { pile_size, .. } => PileStep::Set((*pile_size).into()),
            _ => PileStep::Keep,
        }
    }
    fn change(event: &Self::Event, viewer: Seat, pile: u32, cx: &Cx) -> Option<Change> {
        match event {
            elfer_raus::Event::CardLaid { seat, card, .. } => Some(Change::CardLaid {
                seat: seat.0,
                card: Self::face(*card, cx).shown(),
            }),
            elfer_raus::Event::CardDrawn { seat, card } => Some(Change::CardDrawn {
                seat: seat.0,
                card: drawn::<Self>(*seat, *card, viewer, pile, cx),
            }),
            _ => None,
        }
    }
    fn cue(event: &Self::Event) -> Option<Cue> {
        match event {
            elfer_raus::Event::CardLaid { .. } => Some(Cue::CardLaid),
            elfer_raus::Event::CardDrawn { .. } => Some(Cue::CardDrawn),
            _ => None,
        }
    }
    fn summary(event: &Self::Event, view: &Self::View) -> Option<SummaryData> {
        match event {
            elfer_raus::Event::GameOver {
                game,
                winner,
                penalties,
            } if *game < view.options.match_games => Some(SummaryData::ElferGame {
                game: *game,
                winner: *winner,
                penalties: penalties.to_vec(),
            }),
            _ => None,
        }
    }
    fn final_score(_view: &Self::View, score: i32, cx: &Cx) -> Option<(String, ScoreView)> {
        Some((
            cx.t("unit-penalty", &[]),
            score_view(score.into(), "score-penalty", cx),
        ))
    }
}

// ---- 77 ----

fn ss_code(card: seventy_seven::Card) -> u16 {
    seventy_seven::Card::all()
        .position(|c| c == card)
        .unwrap_or_default() as u16
}

impl AppGame for seventy_seven::SeventySeven {
    const GAME: GameId = GameId::SeventySeven;
    type Card = seventy_seven::Card;

    fn deck() -> Vec<Self::Card> {
        seventy_seven::Card::all().collect()
    }
    fn hand(view: &Self::View) -> &[Self::Card] {
        &view.hand
    }
    fn hand_sizes(view: &Self::View) -> &[u8] {
        &view.hand_sizes
    }
    fn code(card: Self::Card) -> u16 {
        ss_code(card)
    }
    fn any(card: Self::Card) -> AnyCard {
        card.into()
    }
    fn tint(card: Self::Card) -> Tint {
        match card.value() {
            Some(_) => Tint::Plain,
            None if card.is_double() => Tint::Alarm,
            None => Tint::Turn,
        }
    }
    fn figure(card: Self::Card) -> String {
        match card.value() {
            Some(value) => signed_figure(value),
            None if card.is_double() => "×2".to_owned(),
            None => String::new(),
        }
    }
    fn art(card: Self::Card) -> CardArt {
        match card.value() {
            Some(_) => CardArt::Figure,
            None if card.is_double() => CardArt::Symbol {
                symbol: CardSymbol::TwoCards,
            },
            None => CardArt::Symbol {
                symbol: CardSymbol::TurnArrows,
            },
        }
    }
    fn event_ref(event: &Self::Event) -> EventRef<'_> {
        event.into()
    }
    fn path(_view: &Self::View, action: &Self::Action) -> Vec<Pick> {
        let seventy_seven::Action::Play(card) = action;
        vec![Pick::Card(ss_code(*card))]
    }
    fn why_not(view: &Self::View, card: Self::Card) -> Self::RuleError {
        match (view.to_act, view.decision) {
            (ToAct::Finished, _) => seventy_seven::RuleError::GameOver,
            (_, None) => seventy_seven::RuleError::NotYourTurn,
            // Every card may be played but a ×2 right onto a ×2.
            (_, Some(_)) if card.is_double() => seventy_seven::RuleError::DoubleOnDouble,
            (_, Some(_)) => seventy_seven::RuleError::NotInHand,
        }
    }
    fn prompt(view: &Self::View, _made: &[Pick]) -> &'static str {
        match view.decision {
            Some(seventy_seven::Decision::PlayCard) => "prompt-ss-play",
            Some(seventy_seven::Decision::PlayFirstOfTwo) => "prompt-ss-first-of-two",
            Some(seventy_seven::Decision::PlaySecondOfTwo) => "prompt-ss-second-of-two",
            None => "prompt-wait",
        }
    }
    fn area(view: &Self::View, cx: &Cx) -> TableArea {
        let clockwise = view.direction == seventy_seven::Direction::Clockwise;
        TableArea::SeventySeven(SeventySevenArea {
            total: view.total,
            total_label: cx.t("ss-total", &[("total", n(view.total))]),
            discard_top: view.discard.last().map(|c| Self::face(*c, cx).shown()),
            pile: view.pile_size.into(),
            clockwise,
            direction_label: cx.t(
                "direction",
                &[("way", w(if clockwise { "clockwise" } else { "counter" }))],
            ),
            round: view.round.into(),
            due_label: (view.cards_due == 2 && view.to_act != ToAct::Finished)
                .then(|| cx.t("ss-two-due", &[("played", n(view.cards_played))])),
        })
    }
    fn score(view: &Self::View, seat: Seat, cx: &Cx) -> Option<ScoreView> {
        let chips = view.chips.get(seat.index()).copied().unwrap_or(0);
        Some(score_view(chips.into(), "score-chips", cx))
    }
    fn note(view: &Self::View, seat: Seat, cx: &Cx) -> Option<String> {
        match view.status.get(seat.index()) {
            Some(seventy_seven::SeatStatus::Swimming) => Some(cx.t("note-swimming", &[])),
            Some(seventy_seven::SeatStatus::Out) => Some(cx.t("note-out", &[])),
            _ => None,
        }
    }
    fn pile_step(event: &Self::Event) -> PileStep {
        match event {
            seventy_seven::Event::RoundDealt { pile_size, .. } => {
                PileStep::Set((*pile_size).into())
            }
            seventy_seven::Event::Reshuffled { cards } => PileStep::Set(cards.len() as u32),
            _ => PileStep::Keep,
        }
    }
    fn change(event: &Self::Event, viewer: Seat, pile: u32, cx: &Cx) -> Option<Change> {
        use seventy_seven::Event as E;
        match event {
            E::CardPlayed { seat, card, .. } => Some(Change::CardLaid {
                seat: seat.0,
                card: Self::face(*card, cx).shown(),
            }),
            E::CardDrawn { seat, card } => Some(Change::CardDrawn {
                seat: seat.0,
                card: drawn::<Self>(*seat, *card, viewer, pile, cx),
            }),
            E::ChipGiven { seat, .. } => Some(Change::Chips {
                seat: seat.0,
                amount: -1,
            }),
            E::PlayerOut { seat, .. } => Some(Change::PlayerOut { seat: seat.0 }),
            _ => None,
        }
    }
    fn cue(event: &Self::Event) -> Option<Cue> {
        match event {
            seventy_seven::Event::CardPlayed { .. } => Some(Cue::CardLaid),
            seventy_seven::Event::CardDrawn { .. } => Some(Cue::CardDrawn),
            seventy_seven::Event::ChipGiven { .. } | seventy_seven::Event::PlayerOut { .. } => {
                Some(Cue::Chips)
            }
            _ => None,
        }
    }
    fn summary(event: &Self::Event, _view: &Self::View) -> Option<SummaryData> {
        match event {
            seventy_seven::Event::RoundOver { round, seat, total } => {
                Some(SummaryData::SeventySevenRound {
                    round: *round,
                    seat: *seat,
                    total: *total,
                })
            }
            _ => None,
        }
    }
    fn final_score(_view: &Self::View, _score: i32, _cx: &Cx) -> Option<(String, ScoreView)> {
        // The scores only restate the places (players outlasted).
        None
    }
}

// ---- 22Juhu ----

fn juhu_colour(colour: juhu22::Colour) -> (u16, &'static str, Tint) {
    use juhu22::Colour;
    match colour {
        Colour::Blue => (0, "blue", Tint::Blue),
        Colour::Red => (1, "red", Tint::Red),
        Colour::Green => (2, "green", Tint::Green),
        Colour::Yellow => (3, "yellow", Tint::Yellow),
    }
}

impl AppGame for juhu22::Juhu22 {
    const GAME: GameId = GameId::Juhu22;
    type Card = juhu22::Card;

    fn deck() -> Vec<Self::Card> {
        juhu22::CardSet::DECK.iter().collect()
    }
    fn hand(view: &Self::View) -> &[Self::Card] {
        &view.hand
    }
    fn hand_sizes(view: &Self::View) -> &[u8] {
        &view.hand_sizes
    }
    fn code(card: Self::Card) -> u16 {
        match card.kind() {
            juhu22::cards::Kind::Zero { colour, rings } => {
                juhu_colour(colour).0 * 4 + rings as u16 - 1
            }
            juhu22::cards::Kind::Number(v) => 16 + v as u16 - 1,
        }
    }
    fn any(card: Self::Card) -> AnyCard {
        card.into()
    }
    fn tint(card: Self::Card) -> Tint {
        match card.zero_colour() {
            Some(colour) => juhu_colour(colour).2,
            None if card.is_juhu() => Tint::Gold,
            None => Tint::Plain,
        }
    }
    fn figure(card: Self::Card) -> String {
        match card.kind() {
            juhu22::cards::Kind::Zero { .. } => "0".to_owned(),
            juhu22::cards::Kind::Number(value) => value.to_string(),
        }
    }
    fn art(card: Self::Card) -> CardArt {
        match card.kind() {
            juhu22::cards::Kind::Zero { rings, .. } => CardArt::Rings { count: rings },
            juhu22::cards::Kind::Number(_) if card.is_juhu() => CardArt::Symbol {
                symbol: CardSymbol::Burst,
            },
            juhu22::cards::Kind::Number(value) => CardArt::Points { count: value },
        }
    }
    fn event_ref(event: &Self::Event) -> EventRef<'_> {
        event.into()
    }
    fn path(_view: &Self::View, action: &Self::Action) -> Vec<Pick> {
        match action {
            juhu22::Action::Join => vec![Pick::Button(Button::Join)],
            juhu22::Action::SitOut => vec![Pick::Button(Button::SitOut)],
            juhu22::Action::Exchange(_) => Vec::new(),
            juhu22::Action::Play(card) => vec![Pick::Card(Self::code(*card))],
        }
    }
    fn set_decision(view: &Self::View) -> bool {
        view.decision == Some(juhu22::Decision::Exchange)
    }
    fn set_action(cards: &[Self::Card]) -> Option<Self::Action> {
        let mut set = juhu22::CardSet::EMPTY;
        for card in cards {
            set.insert(*card);
        }
        Some(juhu22::Action::Exchange(set))
    }
    fn set_of(action: &Self::Action) -> Option<Vec<Self::Card>> {
        match action {
            juhu22::Action::Exchange(set) => Some(set.iter().collect()),
            _ => None,
        }
    }
    fn why_not(view: &Self::View, _card: Self::Card) -> Self::RuleError {
        use juhu22::{Decision, RuleError};
        match (view.to_act, view.decision) {
            (ToAct::Finished, _) => RuleError::GameOver,
            (_, None) => RuleError::NotYourTurn,
            (_, Some(Decision::JoinOrSitOut)) => RuleError::WrongDecision,
            (_, Some(_)) if view.juhu_duty => RuleError::JuhuDuty,
            (_, Some(Decision::Follow)) => RuleError::MustFollow,
            (_, Some(_)) => RuleError::WrongDecision,
        }
    }
    fn prompt(view: &Self::View, _made: &[Pick]) -> &'static str {
        match view.decision {
            Some(juhu22::Decision::JoinOrSitOut) => "prompt-juhu-join",
            Some(juhu22::Decision::Exchange) => "prompt-juhu-swap",
            Some(juhu22::Decision::Lead) => "prompt-juhu-lead",
            Some(juhu22::Decision::Follow) => "prompt-juhu-follow",
            None => "prompt-wait",
        }
    }
    fn area(view: &Self::View, cx: &Cx) -> TableArea {
        let kind = match view.round {
            juhu22::RoundKind::Basic => "basic",
            juhu22::RoundKind::Mandatory => "mandatory",
            juhu22::RoundKind::Point => "point",
            juhu22::RoundKind::Payout => "payout",
        };
        let stage = match view.stage {
            juhu22::Stage::Joining => "joining",
            juhu22::Stage::Exchanging => "swapping",
            juhu22::Stage::Playing => "playing",
            juhu22::Stage::Over => "over",
        };
        TableArea::Juhu22(Juhu22Area {
            heading: cx.t(
                "juhu-heading",
                &[("hand", n(view.hand_number)), ("kind", w(kind))],
            ),
            dealer: view.dealer.0,
            stack: view.stack_size.into(),
            stack_label: cx.t("juhu-stack", &[("count", n(view.stack_size))]),
            trick: view
                .trick
                .iter()
                .map(|p| TrickPlay {
                    seat: p.seat.0,
                    name: cx.seat(p.seat),
                    card: Self::face(p.card, cx).shown(),
                })
                .collect(),
            trick_number: view.trick_number.into(),
            tricks_won: view.tricks_won.iter().map(|t| u32::from(*t)).collect(),
            pot: (view.options.variant == juhu22::Variant::Pro)
                .then(|| score_view(view.pot.into(), "summary-juhu-pot", cx)),
            juhu_duty: view.juhu_duty.then(|| cx.t("juhu-duty", &[])),
            stage_label: cx.t("juhu-stage", &[("stage", w(stage))]),
        })
    }
    fn score(view: &Self::View, seat: Seat, cx: &Cx) -> Option<ScoreView> {
        let s = seat.index();
        Some(if view.options.variant == juhu22::Variant::Pro {
            score_view(
                view.chips.get(s).copied().unwrap_or(0).into(),
                "score-chips",
                cx,
            )
        } else {
            score_view(
                view.points.get(s).copied().unwrap_or(0).into(),
                "score-points",
                cx,
            )
        })
    }
    fn note(view: &Self::View, seat: Seat, cx: &Cx) -> Option<String> {
        let s = seat.index();
        match view.taking_part.get(s) {
            Some(juhu22::Part::Undecided) if view.stage == juhu22::Stage::Joining => {
                Some(cx.t("note-deciding", &[]))
            }
            Some(juhu22::Part::SatOut) => Some(cx.t("note-sits-out", &[])),
            Some(juhu22::Part::Out) if !view.in_game.get(s).copied().unwrap_or(true) => {
                Some(cx.t("note-out", &[]))
            }
            _ => None,
        }
    }
    fn change(event: &Self::Event, _viewer: Seat, _pile: u32, cx: &Cx) -> Option<Change> {
        use juhu22::Event as E;
        match event {
            E::CardPlayed { seat, card } => Some(Change::CardLaid {
                seat: seat.0,
                card: Self::face(*card, cx).shown(),
            }),
            E::TrickWon { seat, .. } => Some(Change::TrickTaken { seat: seat.0 }),
            E::ChipsMoved {
                seat,
                reason,
                amount,
                ..
            } => {
                let amount = *amount as i32;
                let amount = match reason {
                    juhu22::ChipReason::Payout | juhu22::ChipReason::Share => amount,
                    juhu22::ChipReason::Ante | juhu22::ChipReason::Penalty => -amount,
                };
                Some(Change::Chips {
                    seat: seat.0,
                    amount,
                })
            }
            E::PlayerOut { seat } => Some(Change::PlayerOut { seat: seat.0 }),
            _ => None,
        }
    }
    fn cue(event: &Self::Event) -> Option<Cue> {
        match event {
            juhu22::Event::CardPlayed { .. } => Some(Cue::CardLaid),
            juhu22::Event::TrickWon { .. } => Some(Cue::TrickTaken),
            juhu22::Event::ChipsMoved { .. } | juhu22::Event::PlayerOut { .. } => Some(Cue::Chips),
            _ => None,
        }
    }
    fn summary(event: &Self::Event, view: &Self::View) -> Option<SummaryData> {
        let pro = view.options.variant == juhu22::Variant::Pro;
        match event {
            juhu22::Event::HandScored { changes, points } if !pro => {
                Some(SummaryData::Juhu22Hand {
                    changes: changes.to_vec(),
                    points: points.to_vec(),
                })
            }
            juhu22::Event::ChipsScored { chips, pot } if pro => Some(SummaryData::Juhu22Chips {
                chips: chips.to_vec(),
                pot: *pot,
            }),
            _ => None,
        }
    }
    fn final_score(view: &Self::View, score: i32, cx: &Cx) -> Option<(String, ScoreView)> {
        Some(if view.options.variant == juhu22::Variant::Pro {
            (
                cx.t("unit-chips", &[]),
                score_view(score.into(), "score-chips", cx),
            )
        } else {
            (
                cx.t("unit-points", &[]),
                score_view(score.into(), "score-points", cx),
            )
        })
    }
}

// ---- Rauswurf ----

impl AppGame for rauswurf::Rauswurf {
    const GAME: GameId = GameId::Rauswurf;
    type Card = rauswurf::Card;

    fn deck() -> Vec<Self::Card> {
        (2..=20).filter_map(rauswurf::Card::new).collect()
    }
    fn hand(view: &Self::View) -> &[Self::Card] {
        &view.hand
    }
    fn hand_sizes(view: &Self::View) -> &[u8] {
        &view.hand_sizes
    }
    fn code(card: Self::Card) -> u16 {
        card.value().into()
    }
    fn any(card: Self::Card) -> AnyCard {
        card.into()
    }
    fn tint(_card: Self::Card) -> Tint {
        // One deck of plain numbers: the figure is its strength, nothing else.
        Tint::Plain
    }
    fn figure(card: Self::Card) -> String {
        card.value().to_string()
    }
    fn event_ref(event: &Self::Event) -> EventRef<'_> {
        event.into()
    }
    fn path(_view: &Self::View, action: &Self::Action) -> Vec<Pick> {
        let rauswurf::Action::Play(card) = action;
        vec![Pick::Card(Self::code(*card))]
    }
    fn why_not(view: &Self::View, _card: Self::Card) -> Self::RuleError {
        match view.to_act {
            ToAct::Finished => rauswurf::RuleError::GameOver,
            _ => rauswurf::RuleError::NotYourTurn,
        }
    }
    fn prompt(view: &Self::View, _made: &[Pick]) -> &'static str {
        match view.decision {
            Some(_) => "prompt-rw-play",
            None => "prompt-wait",
        }
    }
    fn area(view: &Self::View, cx: &Cx) -> TableArea {
        TableArea::Rauswurf(RauswurfArea {
            fronts: view
                .fronts
                .iter()
                .enumerate()
                .map(|(s, card)| Front {
                    seat: s as u8,
                    card: card.map(|c| Self::face(c, cx).shown()),
                    strength: view.strengths.get(s).copied().unwrap_or(0).into(),
                })
                .collect(),
            pile: view.pile_size.into(),
            discard: view.discard.len() as u32,
            piles_label: cx.t(
                "rw-piles",
                &[
                    ("pile", n(view.pile_size)),
                    ("discard", n(view.discard.len() as u32)),
                    ("turns", n(view.turns)),
                ],
            ),
        })
    }
    fn score(_view: &Self::View, _seat: Seat, _cx: &Cx) -> Option<ScoreView> {
        None
    }
    fn note(view: &Self::View, seat: Seat, cx: &Cx) -> Option<String> {
        view.winners
            .contains(&seat)
            .then(|| cx.t("note-winner", &[]))
    }
    fn pile_step(event: &Self::Event) -> PileStep {
        match event {
            rauswurf::Event::Dealt { pile_size, .. } => PileStep::Set((*pile_size).into()),
            rauswurf::Event::Reshuffled { cards } => PileStep::Set(cards.len() as u32),
            _ => PileStep::Keep,
        }
    }
    fn change(event: &Self::Event, viewer: Seat, pile: u32, cx: &Cx) -> Option<Change> {
        use rauswurf::Event as E;
        match event {
            E::Laid { seat, card } => Some(Change::CardLaid {
                seat: seat.0,
                card: Self::face(*card, cx).shown(),
            }),
            E::ThrownOut { seat, card, by, .. } => Some(Change::ThrownOut {
                seat: seat.0,
                by: by.0,
                card: Self::face(*card, cx).shown(),
            }),
            E::CardDrawn { seat, card } => Some(Change::CardDrawn {
                seat: seat.0,
                card: drawn::<Self>(*seat, *card, viewer, pile, cx),
            }),
            _ => None,
        }
    }
    fn cue(event: &Self::Event) -> Option<Cue> {
        match event {
            rauswurf::Event::Laid { .. } => Some(Cue::CardLaid),
            rauswurf::Event::ThrownOut { .. } => Some(Cue::ThrownOut),
            rauswurf::Event::CardDrawn { .. } => Some(Cue::CardDrawn),
            _ => None,
        }
    }
    fn summary(_event: &Self::Event, _view: &Self::View) -> Option<SummaryData> {
        None
    }
    fn final_score(_view: &Self::View, score: i32, cx: &Cx) -> Option<(String, ScoreView)> {
        // The outcome counts cards still held, negated so that more is better.
        Some((
            cx.t("unit-cards-left", &[]),
            score_view((-score).into(), "score-cards-left", cx),
        ))
    }
}

// ---- Help! ----

fn help_code(card: help_game::Card) -> u16 {
    help_game::Card::all()
        .position(|c| c == card)
        .unwrap_or_default() as u16
}

impl AppGame for help_game::Help {
    const GAME: GameId = GameId::Help;
    type Card = help_game::Card;

    fn deck() -> Vec<Self::Card> {
        help_game::Card::all().collect()
    }
    fn hand(view: &Self::View) -> &[Self::Card] {
        &view.hand
    }
    fn hand_sizes(view: &Self::View) -> &[u8] {
        &view.hand_sizes
    }
    fn code(card: Self::Card) -> u16 {
        help_code(card)
    }
    fn any(card: Self::Card) -> AnyCard {
        card.into()
    }
    fn tint(card: Self::Card) -> Tint {
        match card {
            help_game::Card::JOKER => Tint::Wild,
            help_game::Card::SWITCH => Tint::Turn,
            help_game::Card::ZAP => Tint::Alarm,
            help_game::Card::NO => Tint::Stop,
            _ => Tint::Plain,
        }
    }
    fn figure(card: Self::Card) -> String {
        card.value().map(|v| v.to_string()).unwrap_or_default()
    }
    fn art(card: Self::Card) -> CardArt {
        let symbol = match card {
            help_game::Card::JOKER => CardSymbol::Star,
            help_game::Card::SWITCH => CardSymbol::SwapArrows,
            help_game::Card::ZAP => CardSymbol::Bolt,
            help_game::Card::NO => CardSymbol::NoSign,
            _ => return CardArt::Figure,
        };
        CardArt::Symbol { symbol }
    }
    fn event_ref(event: &Self::Event) -> EventRef<'_> {
        event.into()
    }
    fn path(view: &Self::View, action: &Self::Action) -> Vec<Pick> {
        let first = Pick::Card(help_code(action.card()));
        match *action {
            help_game::Action::Joker(at) => vec![first, Pick::Gap(at)],
            help_game::Action::Switch { take, put } => {
                if view.hand.contains(&put) {
                    vec![first, Pick::RowCard(take), Pick::Card(help_code(put))]
                } else {
                    Vec::new()
                }
            }
            _ => vec![first],
        }
    }
    fn why_not(view: &Self::View, card: Self::Card) -> Self::RuleError {
        use help_game::{Decision, RuleError};
        match (view.to_act, view.decision) {
            (ToAct::Finished, _) => RuleError::GameOver,
            (_, None) => RuleError::NotYourTurn,
            (_, Some(Decision::PlayReceived)) if view.received != Some(card) => {
                RuleError::MustPlayReceived
            }
            (_, Some(Decision::PassHelp)) => RuleError::CannotHelpWithThat,
            (_, Some(_)) => RuleError::NotPlayable,
        }
    }
    fn prompt(view: &Self::View, made: &[Pick]) -> &'static str {
        let joker = Pick::Card(help_code(help_game::Card::JOKER));
        let switch = Pick::Card(help_code(help_game::Card::SWITCH));
        match made {
            [first] if *first == joker => return "prompt-help-joker-where",
            [first] if *first == switch => return "prompt-help-switch-take",
            [_, _] => return "prompt-help-switch-put",
            _ => {}
        }
        match view.decision {
            Some(help_game::Decision::Play) => "prompt-help-play",
            Some(help_game::Decision::PassHelp) => "prompt-help-pass",
            Some(help_game::Decision::GiveBack) => "prompt-help-give",
            Some(help_game::Decision::PlayReceived) => "prompt-help-play-received",
            None => "prompt-wait",
        }
    }
    fn place_label(view: &Self::View, pick: Pick, cx: &Cx) -> String {
        let value_at = |i: u8| view.row.get(i as usize).map(|p| p.value);
        match pick {
            Pick::Gap(i) => match value_at(i) {
                Some(before) => cx.t("help-gap-before", &[("value", n(before))]),
                None => cx.t("help-gap-end", &[]),
            },
            Pick::RowCard(i) => cx.t(
                "help-row-card",
                &[
                    ("value", n(value_at(i).unwrap_or(0))),
                    ("place", n(u32::from(i) + 1)),
                ],
            ),
            _ => cx.t("choice-unknown", &[]),
        }
    }
    fn area(view: &Self::View, cx: &Cx) -> TableArea {
        let clockwise = view.direction == help_game::Direction::Clockwise;
        TableArea::Help(HelpArea {
            row: view
                .row
                .iter()
                .map(|placed| RowCard {
                    card: Self::face(placed.card, cx).shown(),
                    value: placed.value.into(),
                })
                .collect(),
            pile: view.pile_size.into(),
            discard: view.discard.len() as u32,
            heading: cx.t(
                "help-heading",
                &[
                    ("round", n(view.round)),
                    ("way", w(if clockwise { "clockwise" } else { "counter" })),
                ],
            ),
            help_label: view.help.map(|h| {
                let [asker, asker_kind] = cx.seat_args(h.asker, "asker", "asker-kind");
                let [helper, helper_kind] = cx.seat_args(h.helper, "helper", "helper-kind");
                cx.t("help-asking", &[asker, asker_kind, helper, helper_kind])
            }),
            received: view.received.map(|c| Self::face(c, cx).shown()),
        })
    }
    fn score(view: &Self::View, seat: Seat, cx: &Cx) -> Option<ScoreView> {
        let points = view.points.get(seat.index()).copied().unwrap_or(0);
        Some(score_view(points.into(), "score-points", cx))
    }
    fn note(view: &Self::View, seat: Seat, cx: &Cx) -> Option<String> {
        match view.no_cards.get(seat.index()) {
            Some(help_game::NoCard::Laid) => Some(cx.t("note-no-card", &[])),
            Some(help_game::NoCard::Skipped) => Some(cx.t("note-no-skipped", &[])),
            _ => None,
        }
    }
    fn pile_step(event: &Self::Event) -> PileStep {
        match event {
            help_game::Event::Dealt { pile_size, .. } => PileStep::Set((*pile_size).into()),
            help_game::Event::Reshuffled { count } => PileStep::Set((*count).into()),
            _ => PileStep::Keep,
        }
    }
    fn change(event: &Self::Event, viewer: Seat, pile: u32, cx: &Cx) -> Option<Change> {
        use help_game::Event as E;
        let laid = |seat: Seat, card: help_game::Card| {
            Some(Change::CardLaid {
                seat: seat.0,
                card: Self::face(card, cx).shown(),
            })
        };
        match event {
            E::NumberLaid { seat, card } => laid(*seat, *card),
            E::JokerInserted { seat, .. } => laid(*seat, help_game::Card::JOKER),
            E::Switched { seat, .. } => laid(*seat, help_game::Card::SWITCH),
            E::Zapped { seat, .. } => laid(*seat, help_game::Card::ZAP),
            E::NoLaid { seat } => laid(*seat, help_game::Card::NO),
            E::CardDrawn { seat, card } => Some(Change::CardDrawn {
                seat: seat.0,
                card: drawn::<Self>(*seat, *card, viewer, pile, cx),
            }),
            _ => None,
        }
    }
    fn cue(event: &Self::Event) -> Option<Cue> {
        use help_game::Event as E;
        match event {
            E::NumberLaid { .. }
            | E::JokerInserted { .. }
            | E::Switched { .. }
            | E::Zapped { .. }
            | E::NoLaid { .. } => Some(Cue::CardLaid),
            E::CardDrawn { .. } => Some(Cue::CardDrawn),
            _ => None,
        }
    }
    fn summary(event: &Self::Event, _view: &Self::View) -> Option<SummaryData> {
        match event {
            help_game::Event::RoundLost {
                asker,
                helper,
                how,
                scorers,
                points,
            } => Some(SummaryData::HelpRound {
                asker: *asker,
                helper: *helper,
                helpless: *how == help_game::RoundEnd::LeftHelpless,
                scorers: scorers.to_vec(),
                points: points.to_vec(),
            }),
            _ => None,
        }
    }
    fn final_score(_view: &Self::View, score: i32, cx: &Cx) -> Option<(String, ScoreView)> {
        Some((
            cx.t("unit-points", &[]),
            score_view(score.into(), "score-points", cx),
        ))
    }
}
