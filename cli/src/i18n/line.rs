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
    pub lan_hosting: fn(&str, &str, &str) -> String,
    pub lan_others_join: fn(&str, &str) -> String,
    pub lan_new_code: fn(&str) -> String,
    pub lan_join_locked: &'static str,
    pub lan_waiting_commits: &'static str,
    pub lan_everyone_here: &'static str,
    pub lan_table_closed: &'static str,
    pub lan_joined: fn(&str, &str) -> String,
    pub lan_back: fn(&str) -> String,
    pub lan_away: fn(&str) -> String,
    pub lan_bot_plays_for: fn(&str) -> String,
    pub lan_plays_again: fn(&str) -> String,
    pub lan_refused_device: fn(&str) -> String,
    pub lan_also_quit: &'static str,
    pub lan_not_sent: fn(&str) -> String,
    pub lan_code_prompt: &'static str,
    pub lan_connected: fn(&str) -> String,
    pub lan_back_at_table: &'static str,
    pub lan_admitted: fn(&str) -> String,
    pub lan_host_refused: fn(&str) -> String,
    pub lan_move_refused: fn(&str) -> String,
    pub lan_reconnecting: fn(u32) -> String,
    pub lan_reconnected: &'static str,
    pub lan_unreachable: &'static str,
    pub lan_waiting_rematch: &'static str,
    pub lan_table_over: fn(&str) -> String,
    pub lan_your_bot_plays: fn(&str) -> String,
    pub lan_left: &'static str,
    pub lan_in_lobby: fn(&str) -> String,
    pub lan_game_starts: fn(u32) -> String,
    pub lan_deal_checked: fn(u32, bool) -> String,
    pub lan_deal_warning: fn(u32, &str) -> String,
}
