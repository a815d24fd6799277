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
    /// Play at a table: you against bots, or several people sharing the terminal.
    Play {
        /// The game, e.g. elfer-raus (not needed with --resume).
        game: Option<String>,
        /// The bots' level when --seats is not given: hard (ISMCTS), medium or easy.
        #[arg(long, default_value = "hard")]
        bot: String,
        /// The seats, comma-separated: human, easy, medium, hard, optionally named, e.g.
        /// "Anna=human,Ben=human,hard,medium". Several humans play pass-and-play.
        #[arg(long)]
        seats: Option<String>,
        /// Pause after each bot move, in milliseconds.
        #[arg(long, default_value_t = 400)]
        delay: u32,
        /// Make a human's only possible move by itself.
        #[arg(long)]
        auto: bool,
        /// Iterations of the hard bot and of hints (the core's default if not given).
        #[arg(long)]
        iterations: Option<u32>,
        /// Where quitting saves the table (default: spieleabend-GAME.json, or the
        /// --resume file).
        #[arg(long)]
        save: Option<PathBuf>,
        /// Resume a saved table.
        #[arg(long)]
        resume: Option<PathBuf>,
        #[command(flatten)]
        setup: commands::GameSetup,
    },
    /// Host a table for nearby play over the network: prints the address and join
    /// code, shows who joins, starts when you press Enter, then plays like `play`.
    Host {
        /// The game, e.g. elfer-raus.
        game: String,
        /// The seats, comma-separated, as for play plus `remote` for a player on
        /// another terminal, e.g. "human,remote,hard" (default: you, the rest remote).
        #[arg(long)]
        seats: Option<String>,
        /// The TCP port to listen on (0: any free port).
        #[arg(long, default_value_t = 7077)]
        port: u16,
        /// Pause after each bot move, in milliseconds.
        #[arg(long, default_value_t = 400)]
        delay: u32,
        /// Iterations of the hard bot (the core's default if not given).
        #[arg(long)]
        iterations: Option<u32>,
        /// Start as soon as every remote seat is filled instead of waiting for Enter
        /// (for scripts and tests); rematches start the same way.
        #[arg(long)]
        autostart: bool,
        /// The join code to show (4 to 6 digits) instead of a random one.
        #[arg(long)]
        code: Option<String>,
        #[command(flatten)]
        setup: commands::GameSetup,
    },
    /// Join a table hosted with `spieleabend host` and play your seat here. The game
    /// and its options come from the host.
    Join {
        /// The host's address, ADDR:PORT as the host printed it.
        addr: String,
        /// The game you expect, e.g. elfer-raus (refused if the host plays another).
        #[arg(long)]
        game: Option<String>,
        /// The join code the host shows.
        #[arg(long)]
        code: String,
        /// Your name at the table.
        #[arg(long, default_value = "Guest")]
        name: String,
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
        Command::Play {
            game,
            bot,
            seats,
            delay,
            auto,
            iterations,
            save,
            resume,
            setup,
        } => {
            let options = commands::play::PlayOptions {
                seats,
                bot,
                delay_ms: delay,
                auto,
                iterations,
                save,
                resume,
            };
            commands::play::run(game.as_deref(), &setup, &options)
        }
        Command::Host {
            game,
            seats,
            port,
            delay,
            iterations,
            autostart,
            code,
            setup,
        } => {
            let options = commands::play::PlayOptions {
                seats,
                delay_ms: delay,
                iterations,
                ..commands::play::PlayOptions::default()
            };
            let lobby = commands::lan::LobbyOptions { autostart, code };
            commands::lan::host(&game, &setup, &options, port, &lobby)
        }
        Command::Join {
            addr,
            game,
            code,
            name,
        } => commands::lan::join(game.as_deref(), &addr, &code, &name),
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
