//! The app core's messages the terminal's line client says, by id: the `line-`
//! messages of `app/locales/<lang>/table.ftl` (what only a client that reads typed
//! lines says: the prompts, the hand-over by Enter, saving to a file, the command line
//! that joins a table) and the catalogue's own where the line client uses them. The
//! tests below hold every id here and every `line-` id written in the terminal's
//! sources to existing in both languages.

use crate::i18n::Lang;

/// The welcome line: `game`, `players`, `shared` (`yes`/`no`: pass and play).
pub const WELCOME: &str = "line-welcome";
/// Asks for another game.
pub const PLAY_AGAIN: &str = "line-play-again";
/// Asks for the device to be passed: `name`.
pub const PASS_DEVICE: &str = "line-pass-device";
/// Asks again at the hand-over: `name`.
pub const HAND_OVER_AGAIN: &str = "line-hand-over-again";
/// Whose turn it is now, pass and play: `name`.
pub const TURN_OF: &str = "line-turn-of";
/// The table was saved on `save`: `path`.
pub const SAVED: &str = "line-saved";
/// Saving failed: `reason`.
pub const SAVE_FAILED: &str = "line-save-failed";
/// `save` at a table without a save file.
pub const NO_SAVE_FILE: &str = "line-no-save-file";
/// Saved on leaving, and how to go on: `path`.
pub const RESUME_WITH: &str = "line-resume-with";
/// The last word on leaving (the full-screen client's too).
pub const BYE: &str = "terminal-bye";
/// The command line that joins the host's table: `address`, `code`.
pub const NEARBY_OTHERS_JOIN: &str = "line-nearby-others-join";
/// The table is announced on the local network: `name`.
pub const NEARBY_ADVERTISED: &str = "line-nearby-advertised";
/// A new join code replaces the old one: `code`.
pub const NEARBY_NEW_CODE: &str = "line-nearby-new-code";
/// The host waits for every device before the next deal.
pub const NEARBY_WAITING_COMMITS: &str = "line-nearby-waiting-commits";
/// The host closed its table and leaves.
pub const NEARBY_TABLE_CLOSED: &str = "line-nearby-table-closed";
/// Asks the host to start the game (or to make a new join code).
pub const NEARBY_START_PROMPT: &str = "line-nearby-start-prompt";
/// Asks which table found on the network to join.
pub const NEARBY_PICK_TABLE: &str = "line-nearby-pick-table";
/// No table found has the number typed: `number`.
pub const NEARBY_NO_TABLE_NUMBER: &str = "line-nearby-no-table-number";
/// Asks for the join code.
pub const NEARBY_CODE_PROMPT: &str = "line-nearby-code-prompt";
/// Connecting to the host, not admitted yet: `address`.
pub const NEARBY_CONNECTED: &str = "line-nearby-connected";
/// Admitted to the table: `count` and `seats` (the seats this device plays).
pub const NEARBY_ADMITTED: &str = "line-nearby-admitted";
/// The joined seat's bot made a move: `action`, as typed.
pub const NEARBY_YOUR_BOT_PLAYS: &str = "line-nearby-your-bot-plays";
/// The table is over for this device: `reason`.
pub const NEARBY_TABLE_OVER: &str = "line-nearby-table-over";
/// This device left the table.
pub const NEARBY_LEFT: &str = "line-nearby-left";

/// Every id above.
#[cfg(test)]
pub const ALL: [&str; 24] = [
    WELCOME,
    PLAY_AGAIN,
    PASS_DEVICE,
    HAND_OVER_AGAIN,
    TURN_OF,
    SAVED,
    SAVE_FAILED,
    NO_SAVE_FILE,
    RESUME_WITH,
    BYE,
    NEARBY_OTHERS_JOIN,
    NEARBY_ADVERTISED,
    NEARBY_NEW_CODE,
    NEARBY_WAITING_COMMITS,
    NEARBY_TABLE_CLOSED,
    NEARBY_START_PROMPT,
    NEARBY_PICK_TABLE,
    NEARBY_NO_TABLE_NUMBER,
    NEARBY_CODE_PROMPT,
    NEARBY_CONNECTED,
    NEARBY_ADMITTED,
    NEARBY_YOUR_BOT_PLAYS,
    NEARBY_TABLE_OVER,
    NEARBY_LEFT,
];

/// The message `id` in `lang` with a name-like argument `name`.
pub fn with_name(lang: Lang, id: &str, name: &str) -> String {
    lang.texts().get(id, &[("name", name.into())])
}

/// The message `id` in `lang` with a file path argument `path`.
pub fn with_path(lang: Lang, id: &str, path: &std::path::Path) -> String {
    let path = path.display().to_string();
    lang.texts().get(id, &[("path", path.into())])
}

/// The message `id` in `lang` without arguments.
pub fn plain(lang: Lang, id: &str) -> String {
    lang.texts().get(id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_the_line_client_says_exists_in_both_languages() {
        for lang in [Lang::En, Lang::De] {
            for id in ALL {
                assert!(lang.texts().has(id), "{id} in {lang:?}");
            }
            for prompt in [NEARBY_CODE_PROMPT, NEARBY_PICK_TABLE, NEARBY_START_PROMPT] {
                let asked = plain(lang, prompt);
                assert!(
                    asked.ends_with(": "),
                    "the prompt keeps its space: {asked:?}"
                );
            }
            for id in [NEARBY_LEFT, NEARBY_TABLE_CLOSED] {
                let said = plain(lang, id);
                assert!(said.ends_with(&plain(lang, BYE)), "{said}");
                assert!(!said.contains('{') && !said.contains('['), "{said}");
            }
        }
        let welcome = |lang: Lang, shared: &str| {
            lang.texts().get(
                WELCOME,
                &[
                    ("game", "77".into()),
                    ("players", 3.into()),
                    ("shared", shared.into()),
                ],
            )
        };
        assert_eq!(
            welcome(Lang::En, "yes"),
            "Spieleabend — 77 with 3 players (pass and play). Type help for help."
        );
        assert_eq!(
            welcome(Lang::De, "no"),
            "Spieleabend — 77 mit 3 Spielern. Hilfe mit help (hilfe)."
        );
        assert_eq!(
            plain(Lang::En, PLAY_AGAIN),
            "Play again? [y/N] ",
            "the prompt keeps its space"
        );
        let over = Lang::De.texts().get(
            NEARBY_TABLE_OVER,
            &[("reason", "Der Gastgeber hat den Tisch geschlossen.".into())],
        );
        assert_eq!(
            over,
            "Der Tisch ist aufgelöst. Der Gastgeber hat den Tisch geschlossen. Tschüss!"
        );
    }

    /// Every `"line-…"` id written in the terminal's sources.
    fn line_ids_in_the_sources() -> Vec<String> {
        fn walk(dir: &std::path::Path, found: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).expect("the sources are readable") {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    walk(&path, found);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let source = std::fs::read_to_string(&path).expect("a source file");
                    for piece in source.split("\"line-").skip(1) {
                        let rest: String = piece
                            .chars()
                            .take_while(|c| {
                                c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-'
                            })
                            .collect();
                        if !rest.is_empty() && piece[rest.len()..].starts_with('"') {
                            found.push(format!("line-{rest}"));
                        }
                    }
                }
            }
        }
        let mut found = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut found,
        );
        found.sort();
        found.dedup();
        found
    }

    #[test]
    fn every_line_id_written_in_the_sources_exists_in_both_languages() {
        let ids = line_ids_in_the_sources();
        assert!(
            ids.contains(&"line-elfer-not-a-card".to_string()),
            "{ids:?}"
        );
        for lang in [Lang::En, Lang::De] {
            for id in &ids {
                assert!(lang.texts().has(id), "{id} in {lang:?}");
            }
        }
    }

    /// The answer to a mistyped move at every turn of a few random games of `G`.
    fn refusals<G: crate::notation::TerminalGame>(lang: Lang) -> Vec<String> {
        use crate::notation::Refusal;
        let mut lines = Vec::new();
        for seed in 0..2u64 {
            let (mut game, _) = G::new(&G::Options::default(), seed).expect("sets up");
            let mut state = seed.wrapping_add(7);
            for _ in 0..400 {
                let Some(seat) = game.to_act().seat() else {
                    break;
                };
                let legal = game.legal_actions(seat);
                match G::parse_action("qqq", &legal, lang) {
                    Err(Refusal::NotUnderstood(why)) => lines.push(why),
                    other => panic!("{} took qqq: {other:?}", G::ID),
                }
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let pick = legal[(state >> 33) as usize % legal.len()];
                game.apply(seat, pick).expect("a legal move applies");
            }
        }
        lines
    }

    #[test]
    fn every_game_s_answer_to_a_mistyped_move_reads_cleanly_in_both_languages() {
        use spieleabend_core::games::elfer_raus::ElferRaus;
        use spieleabend_core::games::help_game::Help;
        use spieleabend_core::games::juhu22::Juhu22;
        use spieleabend_core::games::rauswurf::Rauswurf;
        use spieleabend_core::games::seventy_seven::SeventySeven;
        for lang in [Lang::En, Lang::De] {
            let mut lines = refusals::<ElferRaus>(lang);
            lines.extend(refusals::<SeventySeven>(lang));
            lines.extend(refusals::<Juhu22>(lang));
            lines.extend(refusals::<Rauswurf>(lang));
            lines.extend(refusals::<Help>(lang));
            assert!(lines.len() > 100, "{lang:?}: {} lines", lines.len());
            for line in &lines {
                assert!(
                    !line.contains('{') && !line.contains('}') && !line.contains("[line-"),
                    "{lang:?}: {line}"
                );
                assert!(line.contains("qqq"), "{lang:?}: {line}");
            }
        }
    }
}
