//! The line client's own strings (`--plain`, pipes, the LAN commands): each game's
//! command help and the status lines of hosting and joining. One constant per language,
//! in [`super::en::line`] and [`super::de::line`]. The table lines, prompts, turn lines
//! and answers to a mistyped move are the app core's `line-` messages
//! (`spieleabend_app::texts`).

/// The strings of the line client in one language. Plain fields are fixed text; `fn`
/// fields fill in names, cards and numbers.
pub struct LineText {
    // ── command help: the table's commands, then each game's moves
    pub table_help: &'static str,
    pub elfer_help: &'static str,
    pub ss_help: &'static str,
    pub juhu_help: &'static str,
    pub rw_help: &'static str,
    pub help_help: &'static str,
    // ── LAN (host and join)
    pub nearby_hosting: fn(&str, &str, &str) -> String,
    pub nearby_others_join: fn(&str, &str) -> String,
    pub nearby_new_code: fn(&str) -> String,
    pub nearby_join_locked: &'static str,
    pub nearby_waiting_commits: &'static str,
    pub nearby_everyone_here: &'static str,
    pub nearby_table_closed: &'static str,
    pub nearby_joined: fn(&str, &str) -> String,
    pub nearby_also_quit: &'static str,
    pub nearby_not_sent: fn(&str) -> String,
    pub nearby_code_prompt: &'static str,
    pub nearby_connected: fn(&str) -> String,
    pub nearby_back_at_table: &'static str,
    pub nearby_admitted: fn(&str) -> String,
    pub nearby_unreachable: &'static str,
    pub nearby_waiting_rematch: &'static str,
    pub nearby_table_over: fn(&str) -> String,
    pub nearby_your_bot_plays: fn(&str) -> String,
    pub nearby_left: &'static str,
}
