//! `spieleabend`: play the games in the terminal, simulate bot games, run scenario files.

mod commands;
mod games;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Spieleabend — German number card games in the terminal.
#[derive(Parser)]
#[command(name = "spieleabend", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game against bots: you are seat 0.
    Play {
        /// The game, e.g. elfer-raus.
        game: String,
        /// The bots' level: hard (ISMCTS), medium, easy or random.
        #[arg(long, default_value = "hard")]
        bot: String,
        #[command(flatten)]
        setup: commands::GameSetup,
    },
    /// Play bot games and print statistics.
    Simulate {
        /// The game, e.g. elfer-raus.
        game: String,
        #[command(flatten)]
        setup: commands::GameSetup,
        /// How many games to play.
        #[arg(long, default_value_t = 1000)]
        games: u64,
    },
    /// Bots against each other: the same deals with the seats rotated.
    Arena {
        /// The game, e.g. elfer-raus.
        game: String,
        /// One bot per seat, comma-separated: random, easy, medium, hard.
        #[arg(long, default_value = "hard,random,random,random")]
        bots: String,
        /// Deals to play (each once per seat rotation).
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// ISMCTS iterations per decision of the hard bot.
        #[arg(long, default_value_t = 1000)]
        iterations: u32,
        #[command(flatten)]
        setup: commands::GameSetup,
    },
    /// Scenario files.
    Scenario {
        #[command(subcommand)]
        command: ScenarioCommand,
    },
}

#[derive(Subcommand)]
enum ScenarioCommand {
    /// Run scenario files; exits non-zero if any fails.
    Run {
        /// Files (or folders of .json files) to run.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play { game, bot, setup } => commands::play::run(&game, &setup, &bot),
        Command::Simulate { game, setup, games } => commands::simulate::run(&game, &setup, games),
        Command::Arena {
            game,
            bots,
            games,
            iterations,
            setup,
        } => commands::arena::run(&game, &setup, &bots, games, iterations),
        Command::Scenario {
            command: ScenarioCommand::Run { files },
        } => commands::scenario::run(&files),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("spieleabend: {error}");
            ExitCode::from(2)
        }
    }
}
