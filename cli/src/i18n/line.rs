//! The line client's typing help: each game's command help, the table's commands and
//! the one command of a table nearby. One constant per language, in
//! [`super::en::line`] and [`super::de::line`]. Everything the line client says about
//! the game and the table (the table lines, prompts, turn lines, answers to a mistyped
//! move, saving, hosting and joining) is the app core's `line-` messages
//! (`spieleabend_app::texts`, `app/locales/<lang>/table.ftl`).

/// The typing help of the line client in one language: how moves and commands are
/// typed.
pub struct LineText {
    // ── command help: the table's commands, then each game's moves
    pub table_help: &'static str,
    pub elfer_help: &'static str,
    pub ss_help: &'static str,
    pub juhu_help: &'static str,
    pub rw_help: &'static str,
    pub help_help: &'static str,
    /// The commands at a table nearby besides the game's moves.
    pub nearby_help: &'static str,
}
