//! Helpers shared by the property tests of every game.

use proptest::test_runner::TestCaseError;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::{Game, InfoState, Seat, ToAct};

/// A game played with random legal moves, step by step.
pub struct Played<G: Game> {
    pub seed: u64,
    pub actions: Vec<(Seat, G::Action)>,
    /// The events of the setup, then of each action.
    pub batches: Vec<Vec<G::Event>>,
    /// The final state.
    pub game: G,
}

/// Plays a whole game of random legal moves, calling `check(before, after, events)`
/// after the setup (with `before == after`) and after every action. Fails if a seat on
/// turn has no legal action or the game runs past `max_steps`.
pub fn play_random<G: Game>(
    options: &G::Options,
    seed: u64,
    max_steps: usize,
    check: impl FnMut(&G, &G, &[G::Event]) -> Result<(), TestCaseError>,
) -> Result<Played<G>, TestCaseError> {
    let played = play_steps(options, seed, max_steps + 1, check)?;
    if played.game.to_act() != ToAct::Finished {
        return Err(TestCaseError::fail("the game did not end"));
    }
    Ok(played)
}

/// Like [`play_random`], but stops without complaint after `steps` actions.
pub fn play_steps<G: Game>(
    options: &G::Options,
    seed: u64,
    steps: usize,
    mut check: impl FnMut(&G, &G, &[G::Event]) -> Result<(), TestCaseError>,
) -> Result<Played<G>, TestCaseError> {
    let (mut game, setup) =
        G::new(options, seed).map_err(|e| TestCaseError::fail(e.to_string()))?;
    check(&game, &game, &setup)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed.rotate_left(17));
    let mut played = Played {
        seed,
        actions: Vec::new(),
        batches: vec![setup],
        game: game.clone(),
    };
    while let ToAct::Seat(seat) = game.to_act() {
        if played.actions.len() >= steps {
            break;
        }
        let legal = game.legal_actions(seat);
        if legal.is_empty() {
            return Err(TestCaseError::fail(format!(
                "seat {seat} on turn has no legal action"
            )));
        }
        let action = legal[rng.random_range(0..legal.len())];
        let before = game.clone();
        let events = game
            .apply(seat, action)
            .map_err(|e| TestCaseError::fail(format!("legal action refused: {e}")))?;
        check(&before, &game, &events)?;
        played.actions.push((seat, action));
        played.batches.push(events);
    }
    played.game = game;
    Ok(played)
}

/// Replays `played` from its seed and checks that every batch of events and the final
/// state come out the same, and that the state survives a JSON round trip.
pub fn check_replay<G: Game + PartialEq>(
    options: &G::Options,
    played: &Played<G>,
) -> Result<(), TestCaseError> {
    let (mut replay, setup) = G::new(options, played.seed).unwrap();
    proptest::prop_assert_eq!(&setup, &played.batches[0]);
    for ((seat, action), events) in played.actions.iter().zip(&played.batches[1..]) {
        proptest::prop_assert_eq!(&replay.apply(*seat, *action).unwrap(), events);
    }
    proptest::prop_assert_eq!(&replay, &played.game);
    let json = serde_json::to_string(&played.game).unwrap();
    let back: G = serde_json::from_str(&json).unwrap();
    proptest::prop_assert_eq!(&back, &played.game);
    Ok(())
}

/// Keeps every seat's information state up to date while a game is played, and checks
/// at every `every`-th step that a state sampled from each seat's information state
/// shows that seat exactly the same view and legal actions as the real state.
pub struct DeterminizeCheck<G: Game> {
    pub infos: Vec<InfoState<G>>,
    rng: ChaCha8Rng,
    step: usize,
    every: usize,
}

impl<G: Game> DeterminizeCheck<G> {
    /// Starts the information states from the setup of the game `options` + `seed`.
    pub fn new(options: &G::Options, seed: u64, every: usize) -> Self {
        let (game, setup) = G::new(options, seed).unwrap();
        DeterminizeCheck {
            infos: (0..game.players())
                .map(|s| InfoState::start(&game, Seat(s), &setup))
                .collect(),
            rng: ChaCha8Rng::seed_from_u64(seed ^ 99),
            step: 0,
            every,
        }
    }

    /// Takes in one step (`events` led to `after`) and checks when due. Returns the
    /// sampled states with their seat, for game-specific checks.
    pub fn step(
        &mut self,
        after: &G,
        events: &[G::Event],
    ) -> Result<Vec<(Seat, G)>, TestCaseError> {
        if self.step > 0 {
            for info in self.infos.iter_mut() {
                info.observe(events, after.view(info.seat));
            }
        }
        self.step += 1;
        let mut sampled = Vec::new();
        if !self.step.is_multiple_of(self.every) {
            return Ok(sampled);
        }
        for info in &self.infos {
            let seat = info.seat;
            let state = G::determinize(info, &mut self.rng);
            proptest::prop_assert_eq!(state.view(seat), after.view(seat));
            proptest::prop_assert_eq!(state.legal_actions(seat), after.legal_actions(seat));
            proptest::prop_assert_eq!(state.to_act(), after.to_act());
            sampled.push((seat, state));
        }
        Ok(sampled)
    }
}
