//! `spieleabend play GAME`: you at seat 0 against bots (the hard ISMCTS bot by default).

use std::io::{BufRead, Write};
use std::process::ExitCode;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use spieleabend_core::bots::{Bot, EasyBot, Ismcts, MediumBot, MediumPolicy, RandomBot};
use spieleabend_core::{InfoState, Seat, ToAct};

use super::arena::BotKind;
use super::{CommandError, GameSetup, game_id};
use crate::games::{Names, TerminalGame};

/// Plays one game (or match) in the terminal on stdin/stdout.
pub fn run(game: &str, setup: &GameSetup, bot: &str) -> Result<ExitCode, CommandError> {
    let bot = BotKind::parse(bot)?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut output = std::io::stdout();
    spieleabend_core::with_game!(
        game_id(game)?,
        G => play::<G>(setup, bot, &mut input, &mut output)
    )
}

/// The play loop, over any input and output so it can be tested.
pub fn play<G: TerminalGame + MediumPolicy>(
    setup: &GameSetup,
    bot: BotKind,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, CommandError> {
    let seed = setup.seed();
    let (mut game, setup_events) = G::new(&G::options(setup)?, seed)?;
    let human = Seat(0);
    let names = Names::new(Some(human));
    let players = game.players();
    // Each bot sees only its own information state.
    let mut bots: Vec<InfoState<G>> = (0..players)
        .map(|s| InfoState::start(&game, Seat(s), &setup_events))
        .collect();
    let mut rng = bot_rng(seed);
    writeln!(
        out,
        "Spieleabend — {} with {players} players (seed {seed}). Type help for help.",
        G::ID
    )?;
    show_events::<G>(&setup_events, human, &names, out)?;
    loop {
        let seat = match game.to_act() {
            ToAct::Finished => {
                if let Some(outcome) = game.outcome() {
                    writeln!(out, "{}", G::describe_outcome(&outcome, &names))?;
                }
                return Ok(ExitCode::SUCCESS);
            }
            ToAct::Seat(seat) => seat,
        };
        let legal = game.legal_actions(seat);
        let action = if seat == human {
            let view = game.view(human);
            writeln!(out, "\n{}", G::show_table(&view, &names))?;
            let Some(action) = ask::<G>(&view, &legal, input, out)? else {
                writeln!(out, "Bye.")?;
                return Ok(ExitCode::SUCCESS);
            };
            action
        } else {
            let info = &bots[seat.index()];
            let chosen = match bot {
                BotKind::Random => RandomBot.choose(info, &legal, &mut rng),
                BotKind::Easy => EasyBot::default().choose(info, &legal, &mut rng),
                BotKind::Medium => MediumBot.choose(info, &legal, &mut rng),
                BotKind::Hard => Ismcts::default().choose(info, &legal, &mut rng),
            };
            match chosen {
                Some(action) => action,
                None => {
                    writeln!(out, "{} has no move; stopping.", names.of(seat))?;
                    return Ok(ExitCode::FAILURE);
                }
            }
        };
        match game.apply(seat, action) {
            Ok(events) => {
                show_events::<G>(&events, human, &names, out)?;
                for info in bots.iter_mut() {
                    let view = game.view(info.seat);
                    info.observe(&events, view);
                }
            }
            // The action came from the legal list, so this means a bug; say so.
            Err(error) => writeln!(out, "Refused: {error}")?,
        }
    }
}

/// Prompts list the legal moves when there are at most this many.
const MAX_LISTED_CHOICES: usize = 12;

/// The bots' random source for a game shuffled with `seed`.
fn bot_rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed ^ 0x5eed)
}

/// Asks the human for a legal action until one is given; `None` on quit or end of
/// input.
fn ask<G: TerminalGame>(
    view: &G::View,
    legal: &[G::Action],
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<Option<G::Action>, CommandError> {
    // Long lists (e.g. every way to swap cards) are left to the help text.
    let choices = if legal.len() <= MAX_LISTED_CHOICES {
        let listed: Vec<String> = legal.iter().map(G::describe_action).collect();
        format!(" [{}]", listed.join(" | "))
    } else {
        String::new()
    };
    loop {
        write!(out, "{}{choices}> ", G::prompt(view))?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(None);
        }
        match line.trim() {
            "quit" | "q" | "exit" => return Ok(None),
            "help" | "h" | "?" => writeln!(out, "{}", G::help())?,
            "" => {}
            typed => match G::parse_action(typed, legal) {
                Ok(action) => return Ok(Some(action)),
                Err(message) => writeln!(out, "{message}")?,
            },
        }
    }
}

fn show_events<G: TerminalGame>(
    events: &[G::Event],
    viewer: Seat,
    names: &Names,
    out: &mut impl Write,
) -> Result<(), CommandError> {
    for event in events {
        let Some(seen) = G::redact(event, viewer) else {
            continue;
        };
        if let Some(line) = G::describe_event(&seen, viewer, names) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use spieleabend_core::games::elfer_raus::ElferRaus;
    use spieleabend_core::games::help::Help;
    use spieleabend_core::games::juhu22::Juhu22;
    use spieleabend_core::games::rauswurf::Rauswurf;
    use spieleabend_core::games::seventy_seven::SeventySeven;

    fn setup(seed: u64) -> GameSetup {
        GameSetup {
            players: 4,
            seed: Some(seed),
            ..GameSetup::default()
        }
    }

    /// Answers for a whole game in which the human always types the first legal
    /// move (after one line of nonsense), found by replaying the same seed.
    fn scripted_answers<G: TerminalGame>(seed: u64) -> String {
        let options = G::options(&setup(seed)).unwrap();
        let (mut game, setup_events) = G::new(&options, seed).unwrap();
        let mut bots: Vec<InfoState<G>> = (0..game.players())
            .map(|s| InfoState::start(&game, Seat(s), &setup_events))
            .collect();
        let mut rng = bot_rng(seed);
        let mut answers = String::new();
        while let ToAct::Seat(seat) = game.to_act() {
            let legal = game.legal_actions(seat);
            let action = if seat == Seat(0) {
                answers.push_str("nonsense\n");
                answers.push_str(&G::describe_action(&legal[0]));
                answers.push('\n');
                legal[0]
            } else {
                RandomBot
                    .choose(&bots[seat.index()], &legal, &mut rng)
                    .unwrap()
            };
            let events = game.apply(seat, action).unwrap();
            for info in bots.iter_mut() {
                let view = game.view(info.seat);
                info.observe(&events, view);
            }
        }
        answers
    }

    /// Plays whole 4-player games through the text interface and returns the output.
    fn typed_games<G: TerminalGame + MediumPolicy>() -> Vec<String> {
        (0..5)
            .map(|seed| {
                let answers = scripted_answers::<G>(seed);
                let mut out = Vec::new();
                let code = play::<G>(
                    &setup(seed),
                    BotKind::Random,
                    &mut answers.as_bytes(),
                    &mut out,
                )
                .unwrap();
                assert_eq!(code, ExitCode::SUCCESS);
                String::from_utf8(out).unwrap()
            })
            .collect()
    }

    #[test]
    fn a_full_game_of_elfer_raus_can_be_played_by_typing() {
        for text in typed_games::<ElferRaus>() {
            assert!(text.contains("Winner:"), "{text}");
            assert!(text.contains("is not a card or command"));
            assert!(!text.contains("Refused"));
        }
    }

    #[test]
    fn a_full_game_of_22juhu_can_be_played_by_typing() {
        for text in typed_games::<Juhu22>() {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card or command"));
            assert!(!text.contains("Refused"));
        }
    }

    #[test]
    fn a_full_game_of_rauswurf_can_be_played_by_typing() {
        for text in typed_games::<Rauswurf>() {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card"));
            assert!(!text.contains("Refused"));
        }
    }

    #[test]
    fn a_full_game_of_help_can_be_played_by_typing() {
        for text in typed_games::<Help>() {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card or move"));
            assert!(!text.contains("Refused"));
        }
    }

    #[test]
    fn a_full_game_of_77_can_be_played_by_typing() {
        for text in typed_games::<SeventySeven>() {
            assert!(text.contains("Final ranking: 1."), "{text}");
            assert!(text.contains("is not a card"));
            assert!(!text.contains("Refused"));
        }
    }

    #[test]
    fn end_of_input_leaves_quietly() {
        let mut out = Vec::new();
        let code =
            play::<ElferRaus>(&setup(1), BotKind::Hard, &mut "".as_bytes(), &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Bye."));
    }
}
