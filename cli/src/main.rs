//! `spieleabend`: play the games in the terminal, simulate bot games, run scenario files.

mod commands;
mod error;
mod files;
mod forward;
mod i18n;
mod line;
mod nearby;
mod notation;
mod setup;
mod signals;
mod tui;
mod usage;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::ErrorKind;
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
    /// Full-screen on a terminal (without a game: the start menu); --plain for lines.
    Play {
        /// The game, e.g. elfer-raus (none: the start menu; not needed with --resume).
        game: Option<String>,
        /// The line client (for screen readers and scripts); also used when stdin or
        /// stdout is not a terminal.
        #[arg(long)]
        plain: bool,
        /// Language of the full-screen and the line client: de or en (default: from
        /// LC_ALL, LC_MESSAGES, LANG).
        #[arg(long, ignore_case = true, value_parser = lang_parser())]
        lang: Option<i18n::Lang>,
        /// The bots' level when --seats is not given: easy, medium or hard (default:
        /// medium, as in the app).
        #[arg(long, default_value = spieleabend_core::table::BotLevel::DEFAULT.code())]
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
        setup: setup::GameSetup,
    },
    /// Host a table for nearby play over the network: the app's host screen with the
    /// table already open (the address and join code, who joins), started with Start
    /// (Enter), then played like `play`.
    Host {
        /// The game, e.g. elfer-raus.
        game: String,
        /// The seats, comma-separated, as for play plus `remote` for a player on
        /// another terminal, e.g. "human,remote,hard" (default: you, the rest remote).
        /// Several humans share this terminal (pass-and-play); with none, the devices
        /// and the bots play while this terminal watches.
        #[arg(long)]
        seats: Option<String>,
        /// The TCP port to listen on (0: any free port).
        #[arg(long, default_value_t = 7077)]
        port: u16,
        /// The address and port to listen on, e.g. 127.0.0.1:7077 for this machine
        /// only or 192.168.1.20:0 for one network (default: every interface, on
        /// `--port`).
        #[arg(long, conflicts_with = "port")]
        listen: Option<std::net::SocketAddr>,
        /// Pause after each bot move, in milliseconds.
        #[arg(long, default_value_t = 400)]
        delay: u32,
        /// Iterations of the hard bots at this table (the core's default if not given).
        #[arg(long)]
        iterations: Option<u32>,
        /// Do not advertise the table on the local network (mDNS); players then type
        /// the address.
        #[arg(long)]
        no_advertise: bool,
        /// The table's name in the advertisement (default: after the host's player,
        /// "Anna's table").
        #[arg(long)]
        table: Option<String>,
        /// Start as soon as every remote seat is filled instead of waiting for Enter
        /// (for scripts and tests); rematches start the same way.
        #[arg(long)]
        autostart: bool,
        /// The join code to show (4 to 6 digits) instead of a random one.
        #[arg(long)]
        code: Option<String>,
        /// The line client (for screen readers and scripts); also used when stdin or
        /// stdout is not a terminal. Full-screen otherwise: the app's host screen,
        /// then the table.
        #[arg(long)]
        plain: bool,
        /// Language: de or en (default: from LC_ALL, LC_MESSAGES, LANG).
        #[arg(long, ignore_case = true, value_parser = lang_parser())]
        lang: Option<i18n::Lang>,
        #[command(flatten)]
        setup: setup::GameSetup,
    },
    /// Join a table hosted with `spieleabend host` and play your seat here. The game
    /// and its options come from the host.
    Join {
        /// The host's address, ADDR:PORT as the host printed it; `auto` or nothing to
        /// pick one of the tables found on the local network.
        addr: Option<String>,
        /// The game you expect, e.g. elfer-raus: only its tables are listed as found;
        /// the line client also refuses a host that plays another.
        #[arg(long)]
        game: Option<String>,
        /// The join code the host shows (asked for if not given). Full-screen, with an
        /// address the table is joined at once.
        #[arg(long)]
        code: Option<String>,
        /// Your name at the table (default: the line client takes your login name,
        /// full-screen the app's first player name).
        #[arg(long)]
        name: Option<String>,
        /// Let a bot play your seat: easy, medium or hard.
        #[arg(long)]
        bot: Option<String>,
        /// Iterations of the hard bot with --bot hard (the core's default if not given).
        #[arg(long)]
        iterations: Option<u32>,
        /// Keep this device's key in FILE (created if missing): a join restarted with
        /// the same file gets its seat back.
        #[arg(long)]
        resume_file: Option<PathBuf>,
        /// How long `join auto` looks for tables, in milliseconds (line client only:
        /// full-screen, the list of tables found keeps updating).
        #[arg(long, default_value_t = 3000)]
        browse_ms: u64,
        /// The line client (for screen readers and scripts); also used when stdin or
        /// stdout is not a terminal, and with --bot. Full-screen otherwise: the app's
        /// join screen (the tables found nearby, the address and code), then the table.
        #[arg(long)]
        plain: bool,
        /// Language: de or en (default: from LC_ALL, LC_MESSAGES, LANG).
        #[arg(long, ignore_case = true, value_parser = lang_parser())]
        lang: Option<i18n::Lang>,
    },
    /// Play bot games and print statistics.
    Simulate {
        /// The game, e.g. elfer-raus.
        game: String,
        #[command(flatten)]
        setup: setup::GameSetup,
        /// How many games to play.
        #[arg(long, default_value_t = 1000)]
        games: u64,
    },
    /// Bots against each other: the same deals with the seats rotated.
    Arena {
        /// The game, e.g. elfer-raus.
        game: String,
        /// One bot per seat, comma-separated: random, easy, medium, hard (default: hard
        /// and random bots in the other seats, e.g. hard,random,random,random).
        #[arg(long)]
        bots: Option<String>,
        /// Deals to play (each once per seat rotation).
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// Search iterations per decision of the hard bot.
        #[arg(long, default_value_t = 1000)]
        iterations: u32,
        #[command(flatten)]
        setup: setup::GameSetup,
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

/// Reads `--lang`: `de` or `en` (any case, or `deutsch`, `english`); a refusal names both.
fn lang_parser() -> impl clap::builder::TypedValueParser<Value = i18n::Lang> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new([
        PossibleValue::new("de").alias("deutsch"),
        PossibleValue::new("en").alias("english"),
    ])
    .try_map(|code| i18n::Lang::parse(&code).ok_or("a language other than de and en"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        // Help and the version are not errors, and a bare `spieleabend` shows the
        // commands: clap prints those as they are.
        Err(error)
            if !error.use_stderr()
                || error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand =>
        {
            error.exit()
        }
        Err(error) => {
            let texts = usage::lang_of(&args).texts();
            let _ = writeln!(
                std::io::stderr(),
                "spieleabend: {}\n{}",
                usage::words(&error, texts),
                texts.get("terminal-error-usage-help", &[])
            );
            return ExitCode::from(2);
        }
    };
    // Errors speak the language the command would have spoken.
    let lang = match &cli.command {
        Command::Play { lang, .. } | Command::Host { lang, .. } | Command::Join { lang, .. } => {
            lang.unwrap_or_else(i18n::Lang::from_env)
        }
        _ => i18n::Lang::En,
    };
    let result = match cli.command {
        Command::Play {
            game,
            plain,
            lang,
            bot,
            seats,
            delay,
            auto,
            iterations,
            save,
            resume,
            setup,
        } => {
            let options = setup::PlayOptions {
                seats,
                bot,
                delay_ms: delay,
                auto,
                iterations,
                save,
                resume,
                plain,
                lang,
            };
            commands::play::run(game.as_deref(), &setup, &options)
        }
        Command::Host {
            game,
            seats,
            port,
            listen,
            delay,
            iterations,
            no_advertise,
            table,
            autostart,
            code,
            plain,
            lang,
            setup,
        } => {
            let options = setup::PlayOptions {
                seats,
                delay_ms: delay,
                iterations,
                plain,
                lang,
                ..setup::PlayOptions::default()
            };
            let lobby = commands::host::LobbyOptions {
                autostart,
                code,
                advertise: !no_advertise,
                table,
            };
            let listen = listen.unwrap_or_else(|| std::net::SocketAddr::from(([0, 0, 0, 0], port)));
            commands::host::run(&game, &setup, &options, listen, &lobby)
        }
        Command::Join {
            addr,
            game,
            code,
            name,
            bot,
            iterations,
            resume_file,
            browse_ms,
            plain,
            lang,
        } => commands::join::run(&commands::join::JoinOptions {
            addr,
            game,
            code,
            name,
            bot,
            iterations,
            resume_file,
            browse_ms,
            lang,
            plain,
        }),
        Command::Simulate { game, setup, games } => commands::simulate::run(&game, &setup, games),
        Command::Arena {
            game,
            bots,
            games,
            iterations,
            setup,
        } => commands::arena::run(&game, &setup, bots.as_deref(), games, iterations),
        Command::Scenario {
            command: ScenarioCommand::Run { files },
        } => commands::scenario::run(&files, &mut std::io::stdout()),
    };
    if let Some(signal) = signals::requested() {
        // Saved and left on SIGHUP or SIGTERM (the terminal may be gone, and with it
        // whatever could not be said): the code a shell reports for the signal.
        if let Err(error) = &result
            && !matches!(error, error::CommandError::Io(_))
        {
            let _ = writeln!(
                std::io::stderr(),
                "spieleabend: {}",
                error.words(lang.texts())
            );
        }
        return ExitCode::from(signals::exit_code(signal));
    }
    match result {
        Ok(code) => code,
        // The reader went away (`spieleabend … | head`): nothing is left to tell.
        Err(error) if error.is_broken_pipe() => ExitCode::SUCCESS,
        Err(error) => {
            // Said where it can be; a closed stderr leaves nothing to tell either.
            let _ = writeln!(
                std::io::stderr(),
                "spieleabend: {}",
                error.words(lang.texts())
            );
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;
    use spieleabend_app::screens::setup::{SeatPlayer, SetupDraft};
    use spieleabend_core::games::GameId;
    use spieleabend_core::table::BotLevel;

    use super::{Cli, Command};

    #[test]
    fn the_command_lines_bots_are_the_apps_new_game_bots() {
        let Command::Play { bot, .. } = Cli::try_parse_from(["spieleabend", "play", "77"])
            .expect("parsed")
            .command
        else {
            panic!("not play");
        };
        let app_bots: Vec<SeatPlayer> = SetupDraft::new(GameId::SeventySeven).seats[1..]
            .iter()
            .map(|s| s.player)
            .collect();
        assert!(!app_bots.is_empty());
        for player in app_bots {
            assert_eq!(
                player,
                SeatPlayer::Bot(BotLevel::parse(&bot).expect("a level"))
            );
        }
    }
}
