//! The app core's messages the terminal's line client says, by id. Every sentence of
//! the line client that is not a key hint or command help comes from the catalogue
//! (`app/locales/<lang>/table.ftl`, the `line-` messages and the table's own); the
//! test below holds every id here to existing in both languages.

use crate::i18n::Lang;

/// The welcome line: `game`, `players`, `shared` (`yes`/`no`: pass and play).
pub const WELCOME: &str = "line-welcome";
/// A seat's wins in a match: `name`, `wins`.
pub const WINS: &str = "line-wins";
/// The wins after several games: `games`, `list`.
pub const AFTER_GAMES: &str = "line-after-games";
/// Asks for another game.
pub const PLAY_AGAIN: &str = "line-play-again";
/// A remote seat at a local table: `seat` (from 0).
pub const REMOTE_SEAT: &str = "line-remote-seat";
/// Asks for the device to be passed: `name`.
pub const PASS_DEVICE: &str = "line-pass-device";
/// Asks again at the hand-over: `name`.
pub const HAND_OVER_AGAIN: &str = "line-hand-over-again";
/// Whose turn it is now, pass and play: `name`.
pub const TURN_OF: &str = "line-turn-of";
/// Who is on turn, under the table: `name`.
pub const ON_TURN: &str = "line-on-turn";
/// The places at the end: `list`.
pub const FINAL_RANKING: &str = "line-final-ranking";
/// One place of a final ranking: `place`, `name`, `score` (a number, or a count in
/// words from the table's `score-` messages).
pub const RANKING_ENTRY: &str = "line-ranking-entry";
/// Elfer raus!'s result: `count` and `winners`, `list` (penalty points per seat).
pub const ELFER_OUTCOME: &str = "line-elfer-outcome";
/// Cards left in a Rauswurf ranking: `count`.
pub const SCORE_CARDS_LEFT: &str = "score-cards-left";
/// Points in a Help! ranking: `count`.
pub const SCORE_POINTS: &str = "score-points";
/// The host waits for remote seats and starts by itself: `count`.
pub const NEARBY_WAITING_REMOTE: &str = "line-nearby-waiting-remote";
/// The host waits for remote seats and starts on Enter: `count`.
pub const NEARBY_WAITING_ENTER: &str = "line-nearby-waiting-enter";
/// Remote seats still free when the game starts: `count`.
pub const NEARBY_SEATS_STILL_FREE: &str = "line-nearby-seats-still-free";
/// A game starts at the host: `game` (from 1), `devices`.
pub const NEARBY_GAME_STARTS: &str = "line-nearby-game-starts";
/// Devices left out of a deal: `count`.
pub const NEARBY_DEALT_LEFT_OUT: &str = "line-nearby-dealt-left-out";
/// What a host plays, before joining: `address`, `game`, `free`, `started` (`yes`/`no`).
pub const NEARBY_HOST_PLAYS: &str = "line-nearby-host-plays";
/// A hint: `steps`, the move as typed.
pub const HINT: &str = "hint-steps";
/// The last move was taken back.
pub const UNDONE: &str = "undone";
/// Why nothing was taken back: `why`.
pub const UNDO_BLOCKED: &str = "undo-blocked";

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
/// A seat out of the game (77, 22Juhu), as the table's seat notes say it.
pub const NOTE_OUT: &str = "note-out";
/// A 22Juhu seat still deciding whether to join the hand.
pub const NOTE_DECIDING: &str = "note-deciding";
/// A 22Juhu seat sitting the hand out.
pub const NOTE_SITS_OUT: &str = "note-sits-out";
/// The viewer owes 22Juhu (the mandatory round's duty).
pub const JUHU_DUTY: &str = "juhu-duty";

/// The host's table is open: `game`, `address`, `code`.
pub const NEARBY_HOSTING: &str = "line-nearby-hosting";
/// The command line that joins the host's table: `address`, `code`.
pub const NEARBY_OTHERS_JOIN: &str = "line-nearby-others-join";
/// The table is announced on the local network: `name`.
pub const NEARBY_ADVERTISED: &str = "line-nearby-advertised";
/// A new join code replaces the old one: `code`.
pub const NEARBY_NEW_CODE: &str = "line-nearby-new-code";
/// Too many wrong codes closed joining by code.
pub const NEARBY_JOIN_LOCKED: &str = "line-nearby-join-locked";
/// A device joined the host's table: `name`, `count` and `seats` (its seats).
pub const NEARBY_JOINED: &str = "line-nearby-joined";
/// Every remote seat is taken and the game starts.
pub const NEARBY_EVERYONE_HERE: &str = "line-nearby-everyone-here";
/// The host waits for every device before the next deal.
pub const NEARBY_WAITING_COMMITS: &str = "line-nearby-waiting-commits";
/// The host closed its table and leaves.
pub const NEARBY_TABLE_CLOSED: &str = "line-nearby-table-closed";
/// Asks which table found on the network to join.
pub const NEARBY_PICK_TABLE: &str = "line-nearby-pick-table";
/// No table found has the number typed: `number`.
pub const NEARBY_NO_TABLE_NUMBER: &str = "line-nearby-no-table-number";
/// Asks for the join code.
pub const NEARBY_CODE_PROMPT: &str = "line-nearby-code-prompt";
/// Connected to the host, not admitted yet: `address`.
pub const NEARBY_CONNECTED: &str = "line-nearby-connected";
/// Admitted to the table: `count` and `seats` (the seats this device plays).
pub const NEARBY_ADMITTED: &str = "line-nearby-admitted";
/// Admitted again to the seats played before.
pub const NEARBY_BACK_AT_TABLE: &str = "line-nearby-back-at-table";
/// The joined seat's bot made a move: `action`, as typed.
pub const NEARBY_YOUR_BOT_PLAYS: &str = "line-nearby-your-bot-plays";
/// A move was not sent: `reason`.
pub const NEARBY_NOT_SENT: &str = "line-nearby-not-sent";
/// The host could not be reached again; the device leaves.
pub const NEARBY_UNREACHABLE: &str = "line-nearby-unreachable";
/// The table is over for this device: `reason`.
pub const NEARBY_TABLE_OVER: &str = "line-nearby-table-over";
/// This device left the table.
pub const NEARBY_LEFT: &str = "line-nearby-left";

/// Every id above.
#[cfg(test)]
pub const ALL: [&str; 52] = [
    NEARBY_HOSTING,
    NEARBY_OTHERS_JOIN,
    NEARBY_ADVERTISED,
    NEARBY_NEW_CODE,
    NEARBY_JOIN_LOCKED,
    NEARBY_JOINED,
    NEARBY_EVERYONE_HERE,
    NEARBY_WAITING_COMMITS,
    NEARBY_TABLE_CLOSED,
    NEARBY_PICK_TABLE,
    NEARBY_NO_TABLE_NUMBER,
    NEARBY_CODE_PROMPT,
    NEARBY_CONNECTED,
    NEARBY_ADMITTED,
    NEARBY_BACK_AT_TABLE,
    NEARBY_YOUR_BOT_PLAYS,
    NEARBY_NOT_SENT,
    NEARBY_UNREACHABLE,
    NEARBY_TABLE_OVER,
    NEARBY_LEFT,
    SAVED,
    SAVE_FAILED,
    NO_SAVE_FILE,
    RESUME_WITH,
    BYE,
    NOTE_OUT,
    NOTE_DECIDING,
    NOTE_SITS_OUT,
    JUHU_DUTY,
    NEARBY_WAITING_REMOTE,
    NEARBY_WAITING_ENTER,
    NEARBY_SEATS_STILL_FREE,
    NEARBY_GAME_STARTS,
    NEARBY_DEALT_LEFT_OUT,
    NEARBY_HOST_PLAYS,
    RANKING_ENTRY,
    ELFER_OUTCOME,
    SCORE_CARDS_LEFT,
    SCORE_POINTS,
    WELCOME,
    WINS,
    AFTER_GAMES,
    PLAY_AGAIN,
    REMOTE_SEAT,
    PASS_DEVICE,
    HAND_OVER_AGAIN,
    TURN_OF,
    ON_TURN,
    FINAL_RANKING,
    HINT,
    UNDONE,
    UNDO_BLOCKED,
];

/// The message `id` in `lang` with a name-like argument `name`.
pub fn with_name(lang: Lang, id: &str, name: &str) -> String {
    lang.texts().get(id, &[("name", name.into())])
}

/// A final ranking: each seat's place, name and score (as [`RANKING_ENTRY`] shows
/// it), best first.
pub fn ranking(lang: Lang, entries: &[(u8, String, String)]) -> String {
    let mut entries = entries.to_vec();
    entries.sort_by_key(|(place, _, _)| *place);
    let listed: Vec<String> = entries
        .into_iter()
        .map(|(place, name, score)| {
            let args = [
                ("place", place.into()),
                ("name", name.into()),
                ("score", score.into()),
            ];
            lang.texts().get(RANKING_ENTRY, &args)
        })
        .collect();
    with_list(lang, FINAL_RANKING, &listed.join(", "))
}

/// A count in words: `id` is a message with a `count` argument ("1 card left").
pub fn count(lang: Lang, id: &str, count: i64) -> String {
    lang.texts().get(id, &[("count", count.into())])
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

/// The message `id` in `lang` with a list argument `list`.
pub fn with_list(lang: Lang, id: &str, list: &str) -> String {
    lang.texts().get(id, &[("list", list.into())])
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
            for why in [
                "nothing_to_undo",
                "would_hide_seen_cards",
                "remote_seats",
                "game_over",
            ] {
                let text = lang.texts().get(UNDO_BLOCKED, &[("why", why.into())]);
                assert!(!text.contains('{') && !text.contains('['), "{text}");
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
            lang_text(Lang::En, PLAY_AGAIN),
            "Play again? [y/N] ",
            "the prompt keeps its space"
        );
    }

    #[test]
    fn rankings_count_in_words_with_the_right_plural() {
        let entries = [
            (2, "Ben".to_string(), count(Lang::En, SCORE_CARDS_LEFT, 1)),
            (1, "Anna".to_string(), count(Lang::En, SCORE_CARDS_LEFT, 0)),
            (3, "Cleo".to_string(), count(Lang::En, SCORE_CARDS_LEFT, 4)),
        ];
        assert_eq!(
            ranking(Lang::En, &entries),
            "Final ranking: 1. Anna (0 cards left), 2. Ben (1 card left), 3. Cleo (4 cards left)"
        );
        let points = count(Lang::De, SCORE_POINTS, 1);
        assert_eq!(
            ranking(Lang::De, &[(1, "Du".into(), points)]),
            "Endstand: 1. Du (1 Punkt)"
        );
    }

    #[test]
    fn nearby_lines_count_seats_and_devices_in_the_singular_and_plural() {
        assert_eq!(
            count(Lang::De, NEARBY_WAITING_ENTER, 1),
            "Warte auf 1 Platz an anderen Geräten. Enter startet das Spiel (n und Enter: ein neuer Code)."
        );
        assert!(count(Lang::De, NEARBY_SEATS_STILL_FREE, 2).starts_with("2 Plätze an anderen"));
        assert!(
            count(Lang::En, NEARBY_WAITING_REMOTE, 1).starts_with("Waiting for 1 remote seat to")
        );
        let plays = |free: u8, started: &str| {
            Lang::En.texts().get(
                NEARBY_HOST_PLAYS,
                &[
                    ("address", "10.0.0.2:7077".into()),
                    ("game", "77".into()),
                    ("free", free.into()),
                    ("started", started.into()),
                ],
            )
        };
        assert_eq!(plays(1, "no"), "10.0.0.2:7077 plays 77 (1 seat free).");
        assert_eq!(
            plays(2, "yes"),
            "10.0.0.2:7077 plays 77 (2 seats free, already started)."
        );
    }

    #[test]
    fn elfer_raus_names_one_winner_or_several() {
        use spieleabend_core::games::elfer_raus::ElferRaus;
        use spieleabend_core::{Outcome, Seat};

        use crate::notation::{Names, TerminalGame};
        let outcome = Outcome::from_scores_lower_better;
        let names = Names::in_lang(
            vec!["Anna".into(), "Ben".into(), "Cleo".into()],
            Some(Seat(0)),
            Lang::En,
        );
        let text = ElferRaus::describe_outcome(&outcome(vec![0, 0, 12]), &names);
        assert!(
            text.starts_with("Winners: You and Ben. Penalty points: "),
            "{text}"
        );
        let text = ElferRaus::describe_outcome(&outcome(vec![5, 0, 12]), &names);
        assert!(text.starts_with("Winner: Ben. "), "{text}");
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
        assert!(ids.contains(&"line-elfer-rows".to_string()), "{ids:?}");
        for lang in [Lang::En, Lang::De] {
            for id in &ids {
                assert!(lang.texts().has(id), "{id} in {lang:?}");
            }
        }
    }

    /// The table, the prompt and the answer to a mistyped move at every turn of a few
    /// random games of `G`, as each seat on turn reads them.
    fn table_lines<G: crate::notation::TerminalGame>(lang: Lang) -> Vec<String> {
        table_lines_with::<G>(&G::Options::default(), lang)
    }

    /// [`table_lines`] of games set up with `options`.
    fn table_lines_with<G: crate::notation::TerminalGame>(
        options: &G::Options,
        lang: Lang,
    ) -> Vec<String> {
        use crate::notation::{Names, Refusal};
        let mut lines = Vec::new();
        for seed in 0..2u64 {
            let (mut game, _) = G::new(options, seed).expect("sets up");
            let names: Vec<String> = (0..game.players()).map(|s| format!("P{s}")).collect();
            let mut state = seed.wrapping_add(7);
            for _ in 0..400 {
                let Some(seat) = game.to_act().seat() else {
                    break;
                };
                let names = Names::in_lang(names.clone(), Some(seat), lang);
                let view = game.view(seat);
                let legal = game.legal_actions(seat);
                lines.push(G::show_table(&view, &names));
                lines.push(G::prompt(&view, lang));
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
    fn every_game_s_table_and_prompts_read_cleanly_in_both_languages() {
        use spieleabend_core::games::elfer_raus::ElferRaus;
        use spieleabend_core::games::help_game::Help;
        use spieleabend_core::games::juhu22::Juhu22;
        use spieleabend_core::games::rauswurf::Rauswurf;
        use spieleabend_core::games::seventy_seven::SeventySeven;
        for lang in [Lang::En, Lang::De] {
            let mut lines = table_lines::<ElferRaus>(lang);
            lines.extend(table_lines::<SeventySeven>(lang));
            lines.extend(table_lines::<Juhu22>(lang));
            lines.extend(table_lines::<Rauswurf>(lang));
            lines.extend(table_lines::<Help>(lang));
            assert!(lines.len() > 100, "{lang:?}: {} lines", lines.len());
            for line in &lines {
                assert!(
                    !line.contains('{') && !line.contains('}') && !line.contains("[line-"),
                    "{lang:?}: {line}"
                );
            }
        }
    }

    #[test]
    fn the_table_s_game_words_are_the_catalogue_s_in_each_language() {
        use spieleabend_core::games::elfer_raus::ElferRaus;
        use spieleabend_core::games::help_game::Help;
        use spieleabend_core::games::juhu22::{self, Juhu22, Variant};
        use spieleabend_core::games::seventy_seven::SeventySeven;
        let gamer = juhu22::Options {
            variant: Variant::Gamer,
            ..Default::default()
        };
        let said = |lines: &[String], words: &str| lines.iter().any(|l| l.contains(words));
        for (lang, red, clockwise, counter, mandatory, point, deciding, sits_out) in [
            (
                Lang::En,
                "  Red ",
                "playing clockwise",
                "playing counter-clockwise",
                " (mandatory round) — ",
                " (point round) — ",
                ", deciding",
                ", sits out",
            ),
            (
                Lang::De,
                "  Rot ",
                "es wird im Uhrzeigersinn gespielt",
                "es wird gegen den Uhrzeigersinn gespielt",
                " (Pflichtrunde) — ",
                " (Punktrunde) — ",
                ", überlegt",
                ", setzt aus",
            ),
        ] {
            let elfer = table_lines::<ElferRaus>(lang);
            assert!(said(&elfer, red), "{lang:?}: {elfer:?}");
            for lines in [table_lines::<SeventySeven>(lang), table_lines::<Help>(lang)] {
                assert!(said(&lines, clockwise), "{lang:?}: {lines:?}");
                assert!(said(&lines, counter), "{lang:?}: {lines:?}");
            }
            let juhu = table_lines_with::<Juhu22>(&gamer, lang);
            for words in [mandatory, point, deciding, sits_out] {
                assert!(said(&juhu, words), "{lang:?} {words}: {juhu:?}");
            }
            let duty = lang.texts().get(JUHU_DUTY, &[]);
            assert!(said(&juhu, &format!("  ({duty})")), "{lang:?}: {juhu:?}");
        }
    }

    fn lang_text(lang: Lang, id: &str) -> String {
        lang.texts().get(id, &[])
    }
}
