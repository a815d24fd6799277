//! `spieleabend simulate GAME --games N --seed S`: bot games and their statistics.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spieleabend_core::ToAct;

use crate::error::CommandError;
use crate::notation::TerminalGame;
use crate::setup::{GameSetup, game_id};

/// Plays `games` games of random legal moves and prints length and winner statistics.
pub fn run(game: &str, setup: &GameSetup, games: u64) -> Result<ExitCode, CommandError> {
    let stats = spieleabend_core::with_game!(game_id(game)?, G => simulate::<G>(setup, games)?);
    write!(std::io::stdout(), "{}", stats.report())?;
    Ok(ExitCode::SUCCESS)
}

/// What a batch of simulated games showed.
#[derive(Debug, Clone, PartialEq)]
pub struct Stats {
    pub game: &'static str,
    pub players: u8,
    pub seed: u64,
    /// Decisions (actions applied) per game, in play order.
    pub lengths: Vec<u32>,
    /// Games each seat won (a shared first place counts for each).
    pub wins: Vec<u64>,
    /// Games stopped without a winner (Rauswurf's turn limit, R-R6).
    pub stopped: u64,
    /// Sum of each seat's final score.
    pub score_sums: Vec<i64>,
    pub seconds: f64,
}

/// Plays the games; game `i` is shuffled with seed `seed + i`.
pub fn simulate<G: TerminalGame>(setup: &GameSetup, games: u64) -> Result<Stats, CommandError> {
    let options = crate::setup::game_options::<G>(setup)?;
    let seed = setup.seed();
    let players = G::new(&options, seed)?.0.players();
    let mut stats = Stats {
        game: G::ID,
        players,
        seed,
        lengths: Vec::with_capacity(games as usize),
        wins: vec![0; players as usize],
        stopped: 0,
        score_sums: vec![0; players as usize],
        seconds: 0.0,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let start = Instant::now();
    for i in 0..games {
        let (mut game, _) = G::new(&options, seed.wrapping_add(i))?;
        let mut length = 0u32;
        let mut stopped = false;
        while let ToAct::Seat(seat) = game.to_act() {
            legal.clear();
            game.legal_actions_into(seat, &mut legal);
            if legal.is_empty() {
                break;
            }
            let action = legal[rng.random_range(0..legal.len())];
            events.clear();
            if game.apply_into(seat, action, &mut events).is_err() {
                break;
            }
            stopped |= G::stopped_without_winner(&events);
            length += 1;
        }
        stats.lengths.push(length);
        if stopped {
            stats.stopped += 1;
        } else if let Some(outcome) = game.outcome() {
            for seat in outcome.winners() {
                stats.wins[seat.index()] += 1;
            }
            for (sum, score) in stats.score_sums.iter_mut().zip(&outcome.scores) {
                *sum += *score as i64;
            }
        }
    }
    stats.seconds = start.elapsed().as_secs_f64();
    Ok(stats)
}

impl Stats {
    /// The statistics as lines of text.
    pub fn report(&self) -> String {
        let games = self.lengths.len().max(1) as f64;
        let mut sorted = self.lengths.clone();
        sorted.sort_unstable();
        let pick = |q: f64| {
            sorted
                .get(((sorted.len() as f64 - 1.0) * q) as usize)
                .copied()
                .unwrap_or(0)
        };
        let mean = self.lengths.iter().map(|&l| l as f64).sum::<f64>() / games;
        let mut out = format!(
            "{} games of {}, {} players, seed {}, random legal moves\n",
            self.lengths.len(),
            self.game,
            self.players,
            self.seed
        );
        out += &format!(
            "decisions per game: mean {mean:.1}, min {}, median {}, p90 {}, p99 {}, p99.9 {}, max {}\n",
            pick(0.0),
            pick(0.5),
            pick(0.9),
            pick(0.99),
            pick(0.999),
            pick(1.0)
        );
        if self.stopped > 0 {
            out += &format!(
                "stopped without a winner at the turn limit: {} games ({:.4} %)\n",
                self.stopped,
                100.0 * self.stopped as f64 / games
            );
        }
        out += "seat  wins    win%   mean score\n";
        for seat in 0..self.players as usize {
            out += &format!(
                "{seat:>4}  {:>6}  {:>5.1}  {:>10.2}\n",
                self.wins[seat],
                100.0 * self.wins[seat] as f64 / games,
                self.score_sums[seat] as f64 / games
            );
        }
        out += &format!(
            "{:.3} s, {:.0} games/s\n",
            self.seconds,
            games / self.seconds.max(1e-9)
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spieleabend_core::games::elfer_raus::ElferRaus;

    #[test]
    fn every_game_ends_and_someone_wins_each() {
        let setup = GameSetup {
            players: Some(4),
            seed: Some(9),
            ..GameSetup::default()
        };
        let stats = simulate::<ElferRaus>(&setup, 200).unwrap();
        assert_eq!(stats.lengths.len(), 200);
        // In a single game exactly one seat empties its hand.
        assert_eq!(stats.wins.iter().sum::<u64>(), 200);
        assert!(stats.lengths.iter().all(|&l| l > 0));
        let again = simulate::<ElferRaus>(&setup, 200).unwrap();
        assert_eq!(again.lengths, stats.lengths, "same seed, same games");
        assert!(stats.report().contains("200 games of elfer_raus"));
    }
}
