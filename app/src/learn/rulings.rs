//! Which ruling a refused move breaks: each rule error of a game names the ruling of
//! `docs/games/<game>.md` a beginner reads about it (the `-B` rulings are the basic
//! rules listed under "Learning to play" there, the `-R` rulings the numbered ones).

use spieleabend_core::games::GameId;

/// The ruling a refused move broke, by the game and the rule error's code
/// (`does_not_fit`); `None` for a code the game does not have.
pub fn broken(game: GameId, code: &str) -> Option<&'static str> {
    let ruling = match (game, code) {
        (GameId::ElferRaus, "does_not_fit") => "ER-B2",
        (GameId::ElferRaus, "must_lay_first") => "ER-B3",
        (GameId::ElferRaus, "not_your_turn" | "not_in_hand" | "game_over") => "ER-B5",
        (GameId::SeventySeven, "double_on_double") => "S-R5",
        (GameId::SeventySeven, "not_your_turn" | "not_in_hand" | "game_over") => "S-B1",
        (GameId::Juhu22, "must_follow") => "J-B3",
        (GameId::Juhu22, "juhu_duty") => "J-B7",
        (GameId::Juhu22, "wrong_decision") => "J-B1",
        (GameId::Juhu22, "not_your_turn" | "not_in_hand" | "game_over") => "J-B4",
        (GameId::Rauswurf, "not_your_turn" | "not_in_hand" | "game_over") => "R-B1",
        (GameId::Help, "not_playable") => "H-B1",
        (GameId::Help, "wrong_decision") => "H-B2",
        (GameId::Help, "cannot_help_with_that") => "H-R4",
        (GameId::Help, "must_play_received") => "H-R5",
        (GameId::Help, "not_your_turn" | "not_in_hand" | "game_over") => "H-B4",
        _ => return None,
    };
    Some(ruling)
}
