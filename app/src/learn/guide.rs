//! The guides: one file per game in `app/guides/`, part of the binary.

use serde::Deserialize;
use serde_json::{Value, json};
use spieleabend_core::Seat;
use spieleabend_core::games::GameId;
use spieleabend_core::table::{AnyTable, BotLevel, SeatConfig, Table, TableError, TableSettings};

/// The guide files, by game.
const FILES: &[(GameId, &str)] = &[
    (
        GameId::ElferRaus,
        include_str!("../../guides/elfer_raus.json"),
    ),
    (
        GameId::SeventySeven,
        include_str!("../../guides/seventy_seven.json"),
    ),
    (GameId::Juhu22, include_str!("../../guides/juhu22.json")),
    (GameId::Rauswurf, include_str!("../../guides/rauswurf.json")),
    (GameId::Help, include_str!("../../guides/help.json")),
];

/// A guided first game: a prepared deal and the lesson's decisions in order.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Guide {
    /// What the guide shows, for readers and reports.
    pub name: String,
    /// The game's key (`elfer_raus`).
    pub game: String,
    /// The variant, for games that have variants.
    #[serde(default)]
    pub variant: Option<String>,
    /// The game's options as scenario files write them; omitted fields take defaults.
    #[serde(default)]
    pub options: Value,
    /// Seeds any shuffle after the prepared deals are used up.
    #[serde(default)]
    pub seed: u64,
    /// The bots' names, seat 1 on; seat 0 is the person learning.
    pub bots: Vec<String>,
    /// The coach's first words (a text id).
    pub welcome: String,
    /// The coach's last words, once the lesson is over (a text id).
    pub done: String,
    /// The prepared deals, as scenario files write them.
    pub deals: Value,
    /// Every decision of the lesson, the person's and the bots', in order.
    pub steps: Vec<GuideStep>,
}

/// One decision of a guide.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuideStep {
    /// Who decides: 0 is the person learning, the others are bots.
    pub seat: u8,
    /// The decision, as scenario files write actions.
    pub action: Value,
    /// What the coach says at this step of the person (a text id); without one the
    /// coach asks for the lit-up move in general words.
    #[serde(default)]
    pub coach: Option<String>,
    /// The rulings this step teaches (`ER-B2`, `J-R1`), see `docs/games/`.
    #[serde(default)]
    pub teaches: Vec<String>,
}

/// Why a guide cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GuideError {
    /// No guide for this game.
    #[error("no guided game for {0}")]
    NoGuide(String),
    /// The file does not read as a guide.
    #[error("the guide does not read: {0}")]
    Malformed(String),
    /// The guide's game, options or deals do not set up a table.
    #[error("the guide does not set up a table: {0}")]
    Setup(String),
}

impl From<TableError> for GuideError {
    fn from(error: TableError) -> Self {
        GuideError::Setup(error.to_string())
    }
}

impl Guide {
    /// The games that have a guided first game, in the registry's order.
    pub fn games() -> Vec<GameId> {
        GameId::ALL
            .iter()
            .copied()
            .filter(|game| FILES.iter().any(|(g, _)| g == game))
            .collect()
    }

    /// The guide of `game`.
    pub fn of(game: GameId) -> Result<Guide, GuideError> {
        let (_, text) = FILES
            .iter()
            .find(|(g, _)| *g == game)
            .ok_or_else(|| GuideError::NoGuide(game.id().into()))?;
        Guide::parse(text)
    }

    /// A guide from its file's text.
    pub fn parse(text: &str) -> Result<Guide, GuideError> {
        serde_json::from_str(text).map_err(|e| GuideError::Malformed(e.to_string()))
    }

    /// The game, from its key.
    pub fn game_id(&self) -> Result<GameId, GuideError> {
        GameId::parse(&self.game).ok_or_else(|| GuideError::Malformed(self.game.clone()))
    }

    /// The guide as a scenario file (see `docs/scenarios.md`): the same deals and
    /// decisions, each of which the engine must accept, for `spieleabend_core::scenario::run`.
    pub fn scenario(&self) -> String {
        let rulings: Vec<&String> = self.steps.iter().flat_map(|s| &s.teaches).collect();
        let steps: Vec<Value> = self
            .steps
            .iter()
            .map(|step| json!({"seat": step.seat, "action": step.action}))
            .collect();
        let mut scenario = json!({
            "name": self.name,
            "rulings": rulings,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "deals": self.deals,
            "steps": steps,
        });
        if let Some(variant) = &self.variant {
            scenario["variant"] = json!(variant);
        }
        scenario.to_string()
    }

    /// The table of the lesson: the prepared deals, seat 0 the person called `name`,
    /// the other seats bots (medium, for when the game goes on after the lesson).
    pub fn table(&self, name: &str, settings: TableSettings) -> Result<AnyTable, GuideError> {
        let game = self.game_id()?;
        let mut seats = vec![SeatConfig::human(name)];
        seats.extend(
            self.bots
                .iter()
                .map(|bot| SeatConfig::bot(bot.as_str(), BotLevel::Medium)),
        );
        spieleabend_core::with_game!(game, G => {
            let mut options: <G as spieleabend_core::Game>::Options =
                serde_json::from_value(self.options.clone())
                    .map_err(|e| GuideError::Malformed(e.to_string()))?;
            if let Some(variant) = &self.variant {
                <G as spieleabend_core::Game>::select_variant(&mut options, variant)
                    .map_err(|e| GuideError::Setup(e.to_string()))?;
            }
            let deals = serde_json::from_value(self.deals.clone())
                .map_err(|e| GuideError::Malformed(e.to_string()))?;
            Ok(AnyTable::from(Table::<G>::with_deals(options, deals, seats, settings, self.seed)?))
        })
    }

    /// The steps of the person learning, in order.
    pub fn taught(&self) -> impl Iterator<Item = &GuideStep> {
        self.steps.iter().filter(|step| step.seat == 0)
    }

    /// The seat of the person learning.
    pub fn learner(&self) -> Seat {
        Seat(0)
    }
}
