//! `spieleabend arena GAME --bots hard,random,... --games N --seed S`: bots against each
//! other over the same deals with the seats rotated; win shares with a 95% confidence
//! interval, average places and decision latencies.

use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::{Bot, EasyBot, HardBot, MediumBot, RandomBot, TableGame, ThreadClock};
use spieleabend_core::{InfoState, Seat, ToAct};

use crate::error::CommandError;
use crate::notation::TerminalGame;
use crate::setup::{GameSetup, game_id};

/// The bots the arena knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum BotKind {
    /// Uniformly random legal moves.
    Random,
    /// One-step look-ahead with some randomness.
    Easy,
    /// Each game's rule-based play.
    Medium,
    /// Paired rollouts over each game's rule-based play, in sampled deals.
    Hard,
}

impl BotKind {
    /// The bot called `name` (`random`, `hard`).
    pub fn parse(name: &str) -> Result<BotKind, CommandError> {
        match name.trim().to_lowercase().as_str() {
            "random" => Ok(BotKind::Random),
            "easy" => Ok(BotKind::Easy),
            "medium" => Ok(BotKind::Medium),
            "hard" => Ok(BotKind::Hard),
            other => Err(CommandError::UnknownBot(other.to_string())),
        }
    }

    fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Easy => "easy",
            BotKind::Medium => "medium",
            BotKind::Hard => "hard",
        }
    }
}

/// What one kind of bot achieved.
#[derive(Clone, Debug, Default)]
pub struct BotResult {
    /// Seats it played (games × seats it held).
    pub seats: u64,
    /// Seats that finished first (a shared first place counts).
    pub wins: u64,
    /// Sum of places.
    pub place_sum: u64,
    /// How long each decision took (wall clock).
    pub latencies: Vec<Duration>,
    /// The CPU time of the deciding thread for each decision (wall clock where the
    /// platform has no per-thread clock): what a decision costs, however busy the
    /// machine is.
    pub cpu_times: Vec<Duration>,
    /// Wins and seats in each deal, in deal order (over its seat rotations that
    /// finished): the pairs the differences between bots are taken from.
    pub per_deal: Vec<(u64, u64)>,
}

/// Decisions after which the arena gives a game up and leaves it out of the table.
/// Every game ends long before this except 22Juhu `pro` without `--max-cycles`, which the
/// rules make an endless game (sit & go): it can run for millions of decisions.
pub const DECISION_LIMIT: u32 = 100_000;

/// What an arena run gathered: per kind of bot, and the games left out.
#[derive(Clone, Debug, Default)]
pub struct ArenaResults {
    /// Per kind of bot, over the games that finished.
    pub bots: BTreeMap<BotKind, BotResult>,
    /// Games played (deals × seat rotations).
    pub games: u64,
    /// Games given up after `decision_limit` decisions, not counted in `bots`.
    pub unfinished: u64,
    /// Decisions after which a game was given up.
    pub decision_limit: u32,
}

/// Runs the arena and prints the table. `bots`: one per seat, which sets the number of
/// players; without it, a hard bot and random bots in the other seats of
/// `setup.players()`.
pub fn run(
    game: &str,
    setup: &GameSetup,
    bots: Option<&str>,
    deals: u64,
    iterations: u32,
) -> Result<ExitCode, CommandError> {
    let kinds = match bots {
        Some(list) => list
            .split(',')
            .map(BotKind::parse)
            .collect::<Result<Vec<_>, _>>()?,
        None => {
            let mut kinds = vec![BotKind::Random; usize::from(setup.players())];
            if let Some(first) = kinds.first_mut() {
                *first = BotKind::Hard;
            }
            kinds
        }
    };
    let setup = setup.with_seats(kinds.len())?;
    let results = spieleabend_core::with_game!(
        game_id(game)?,
        G => arena::<G>(&setup, &kinds, deals, iterations)?
    );
    write!(
        std::io::stdout(),
        "{}",
        report(game, &setup, &kinds, deals, iterations, &results)
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Plays `deals` deals, each once per rotation of the seats, and gathers per-bot results.
/// A game still running after [`DECISION_LIMIT`] decisions is given up and counted as
/// unfinished; a bot that chooses nothing or an illegal action is an error.
pub fn arena<G: TerminalGame + TableGame>(
    setup: &GameSetup,
    kinds: &[BotKind],
    deals: u64,
    iterations: u32,
) -> Result<ArenaResults, CommandError> {
    arena_within::<G>(setup, kinds, deals, iterations, DECISION_LIMIT)
}

/// [`arena`] giving games up after `decision_limit` decisions.
fn arena_within<G: TerminalGame + TableGame>(
    setup: &GameSetup,
    kinds: &[BotKind],
    deals: u64,
    iterations: u32,
    decision_limit: u32,
) -> Result<ArenaResults, CommandError> {
    let options = crate::setup::game_options::<G>(setup)?;
    let seed = setup.seed();
    let n = kinds.len();
    let mut arena = ArenaResults {
        decision_limit,
        ..ArenaResults::default()
    };
    let results = &mut arena.bots;
    for &kind in kinds {
        results.entry(kind).or_default().per_deal = vec![(0, 0); deals as usize];
    }
    for deal in 0..deals {
        for rotation in 0..n {
            let game_seed = seed.wrapping_add(deal);
            let (mut game, setup_events) = G::new(&options, game_seed)?;
            let seat_kind = |seat: Seat| kinds[(seat.index() + rotation) % n];
            let mut infos: Vec<InfoState<G>> = (0..n as u8)
                .map(|s| InfoState::start(&game, Seat(s), &setup_events))
                .collect();
            let mut rng = ChaCha8Rng::seed_from_u64(game_seed ^ ((rotation as u64) << 48));
            // A fixed budget without the default time limit, so a seed replays the run.
            let mut hard = HardBot {
                iterations,
                time_limit: None,
                ..HardBot::default()
            };
            let mut steps = 0u32;
            arena.games += 1;
            while let ToAct::Seat(seat) = game.to_act() {
                if steps >= decision_limit {
                    arena.unfinished += 1;
                    break;
                }
                let legal = game.legal_actions(seat);
                let kind = seat_kind(seat);
                let started = Instant::now();
                let clock = ThreadClock::start();
                let chosen = match kind {
                    BotKind::Random => RandomBot.choose(&infos[seat.index()], &legal, &mut rng),
                    BotKind::Easy => {
                        EasyBot::default().choose(&infos[seat.index()], &legal, &mut rng)
                    }
                    BotKind::Medium => MediumBot.choose(&infos[seat.index()], &legal, &mut rng),
                    BotKind::Hard => hard.choose(&infos[seat.index()], &legal, &mut rng),
                };
                let took = started.elapsed();
                let cpu = clock.elapsed();
                let failed = |problem: String| CommandError::BotFailed {
                    bot: kind.name(),
                    problem,
                    seed: game_seed,
                };
                let action = chosen.ok_or_else(|| failed("chose no action".into()))?;
                let entry = results.entry(kind).or_default();
                entry.latencies.push(took);
                entry.cpu_times.push(cpu);
                let events = game
                    .apply(seat, action)
                    .map_err(|error| failed(format!("played {action:?}, refused: {error}")))?;
                for info in infos.iter_mut() {
                    let view = game.view(info.seat);
                    info.observe(&events, view);
                }
                steps += 1;
            }
            if let Some(outcome) = game.outcome() {
                for (s, &place) in outcome.places.iter().enumerate() {
                    let entry = results.entry(seat_kind(Seat(s as u8))).or_default();
                    entry.seats += 1;
                    entry.wins += u64::from(place == 1);
                    entry.place_sum += place as u64;
                    let in_deal = &mut entry.per_deal[deal as usize];
                    in_deal.0 += u64::from(place == 1);
                    in_deal.1 += 1;
                }
            }
        }
    }
    Ok(arena)
}

fn report(
    game: &str,
    setup: &GameSetup,
    kinds: &[BotKind],
    deals: u64,
    iterations: u32,
    results: &ArenaResults,
) -> String {
    let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
    let mut out = format!(
        "arena {game}: {} ({} players), {deals} deals × {} seat rotations, seed {}, hard = paired rollouts, {iterations} iterations\n",
        names.join(","),
        kinds.len(),
        kinds.len(),
        setup.seed.map_or("random".into(), |s| s.to_string()),
    );
    out += "bot       seats   win share (95% CI)   avg place   decision p50 / p95 / max: wall | thread CPU\n";
    for (kind, result) in &results.bots {
        let n = result.seats.max(1) as f64;
        let p = result.wins as f64 / n;
        let ci = 1.96 * (p * (1.0 - p) / n).sqrt();
        out += &format!(
            "{:<8}  {:>6}   {:>5.1}% ± {:>4.1}        {:>5.2}      {} | {}\n",
            kind.name(),
            result.seats,
            100.0 * p,
            100.0 * ci,
            result.place_sum as f64 / n,
            quantiles(&result.latencies),
            quantiles(&result.cpu_times),
        );
    }
    let present: Vec<(&BotKind, &BotResult)> = results.bots.iter().rev().collect();
    for pair in present.windows(2) {
        let [(stronger, a), (weaker, b)] = pair else {
            continue;
        };
        if let Some((mean, half_width)) = paired_difference(a, b) {
            out += &format!(
                "{} − {}: {:+.1} ± {:.1} points of win share (95% CI, paired by deal)\n",
                stronger.name(),
                weaker.name(),
                100.0 * mean,
                100.0 * half_width,
            );
        }
    }
    if results.unfinished > 0 {
        out += &format!(
            "{} of {} games did not end within {} decisions and are left out \
             (22Juhu pro is endless by its rules: give --max-cycles)\n",
            results.unfinished, results.games, results.decision_limit
        );
    }
    out
}

/// The mean difference of `a`'s and `b`'s win shares over the deals both played, and the
/// half-width of its 95% confidence interval. Both bots play the same deals from every
/// seat, so the luck of the deal largely cancels in each deal's difference, and the
/// interval is narrower than the two shares' own intervals suggest. `None` with fewer
/// than two such deals.
fn paired_difference(a: &BotResult, b: &BotResult) -> Option<(f64, f64)> {
    let differences: Vec<f64> = a
        .per_deal
        .iter()
        .zip(&b.per_deal)
        .filter(|((_, a_seats), (_, b_seats))| *a_seats > 0 && *b_seats > 0)
        .map(|(&(a_wins, a_seats), &(b_wins, b_seats))| {
            a_wins as f64 / a_seats as f64 - b_wins as f64 / b_seats as f64
        })
        .collect();
    let n = differences.len() as f64;
    if differences.len() < 2 {
        return None;
    }
    let mean = differences.iter().sum::<f64>() / n;
    let variance = differences.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
    Some((mean, 1.96 * (variance / n).sqrt()))
}

/// "p50 / p95 / max" of `times`.
fn quantiles(times: &[Duration]) -> String {
    let mut sorted = times.to_vec();
    sorted.sort();
    let pick = |q: f64| {
        sorted
            .get(((sorted.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or_default()
    };
    format!("{:?} / {:?} / {:?}", pick(0.5), pick(0.95), pick(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spieleabend_core::games::elfer_raus::ElferRaus;

    #[test]
    fn every_seat_plays_every_bot_over_the_rotations() {
        let setup = GameSetup {
            players: Some(2),
            seed: Some(3),
            ..GameSetup::default()
        };
        let arena = arena::<ElferRaus>(&setup, &[BotKind::Hard, BotKind::Random], 3, 50).unwrap();
        let results = &arena.bots;
        assert_eq!(results[&BotKind::Hard].seats, 6);
        assert_eq!(results[&BotKind::Random].seats, 6);
        let wins = results[&BotKind::Hard].wins + results[&BotKind::Random].wins;
        assert_eq!(wins, 6, "one winner per Elfer raus game");
        assert!(!results[&BotKind::Hard].latencies.is_empty());
        assert_eq!((arena.games, arena.unfinished), (6, 0));
        let per_deal = &results[&BotKind::Hard].per_deal;
        assert_eq!(per_deal.iter().map(|d| d.1).collect::<Vec<_>>(), [2, 2, 2]);
        assert_eq!(
            per_deal.iter().map(|d| d.0).sum::<u64>(),
            results[&BotKind::Hard].wins
        );
        let table = report(
            "elfer-raus",
            &setup,
            &[BotKind::Hard, BotKind::Random],
            3,
            50,
            &arena,
        );
        assert!(table.contains("hard − random: "), "{table}");
    }

    /// Each deal's difference of the two win shares, averaged: equal bots in every deal
    /// differ by 0 with no spread; a bot that wins every deal leads by 100 points.
    #[test]
    fn the_paired_difference_is_taken_deal_by_deal() {
        let result = |per_deal: Vec<(u64, u64)>| BotResult {
            per_deal,
            ..BotResult::default()
        };
        let half = result(vec![(1, 2), (1, 2), (1, 2)]);
        assert_eq!(paired_difference(&half, &half), Some((0.0, 0.0)));
        let all = result(vec![(2, 2), (2, 2), (0, 0)]);
        let none = result(vec![(0, 2), (0, 2), (1, 2)]);
        assert_eq!(paired_difference(&all, &none), Some((1.0, 0.0)));
        let (mean, half_width) = paired_difference(&result(vec![(2, 2), (0, 2)]), &half).unwrap();
        assert_eq!(mean, 0.0);
        assert!((half_width - 0.98).abs() < 1e-9, "{half_width}");
        assert_eq!(paired_difference(&all, &result(vec![(0, 0), (0, 2)])), None);
    }

    /// A game that runs past the limit is left out of the table and reported, not
    /// silently dropped (22Juhu pro without --max-cycles is endless by its rules).
    #[test]
    fn games_past_the_decision_limit_are_counted_and_reported() {
        let setup = GameSetup {
            players: Some(2),
            seed: Some(3),
            ..GameSetup::default()
        };
        let kinds = [BotKind::Random, BotKind::Medium];
        // An Elfer raus game at two players takes far more than 10 decisions.
        let arena = arena_within::<ElferRaus>(&setup, &kinds, 2, 50, 10).unwrap();
        assert_eq!((arena.games, arena.unfinished), (4, 4));
        assert!(arena.bots.values().all(|r| r.seats == 0 && r.wins == 0));
        let table = report("elfer-raus", &setup, &kinds, 2, 50, &arena);
        assert!(
            table.contains("4 of 4 games did not end within 10 decisions"),
            "{table}"
        );
        let finished = arena_within::<ElferRaus>(&setup, &kinds, 2, 50, DECISION_LIMIT).unwrap();
        assert_eq!(finished.unfinished, 0);
        let table = report("elfer-raus", &setup, &kinds, 2, 50, &finished);
        assert!(!table.contains("did not end"), "{table}");
    }

    #[test]
    fn the_bot_list_sets_the_players_and_a_different_count_is_refused() {
        let setup = GameSetup {
            players: Some(4),
            ..GameSetup::default()
        };
        assert!(matches!(
            run("77", &setup, Some("hard,random,random"), 1, 10),
            Err(CommandError::SeatCount {
                seats: 3,
                players: 4
            })
        ));
        // Without a list: a hard bot and random ones in the other seats of --players.
        let two = GameSetup {
            players: Some(2),
            seed: Some(1),
            ..GameSetup::default()
        };
        assert!(run("77", &two, None, 1, 10).is_ok());
    }

    #[test]
    fn unknown_bots_are_refused() {
        assert!(matches!(
            BotKind::parse("grandmaster"),
            Err(CommandError::UnknownBot(_))
        ));
    }
}
