//! Every string table entry as text, for the tests that compare the languages.

/// Every entry of a LineText, by field name, with sample names and numbers filled in.
/// The pattern names every field, so a new one cannot be left out here.
pub(super) fn line_entries(t: &super::LineText) -> Vec<(&'static str, String)> {
    let super::LineText {
        table_help,
        elfer_help,
        ss_help,
        juhu_help,
        rw_help,
        help_help,
        nearby_hosting,
        nearby_others_join,
        nearby_new_code,
        nearby_join_locked,
        nearby_waiting_commits,
        nearby_everyone_here,
        nearby_table_closed,
        nearby_joined,
        nearby_also_quit,
        nearby_not_sent,
        nearby_code_prompt,
        nearby_connected,
        nearby_back_at_table,
        nearby_admitted,
        nearby_unreachable,
        nearby_waiting_rematch,
        nearby_table_over,
        nearby_your_bot_plays,
        nearby_left,
    } = t;
    vec![
        ("table_help", table_help.to_string()),
        ("elfer_help", elfer_help.to_string()),
        ("ss_help", ss_help.to_string()),
        ("juhu_help", juhu_help.to_string()),
        ("rw_help", rw_help.to_string()),
        ("help_help", help_help.to_string()),
        ("nearby_hosting", nearby_hosting("Anna", "Anna", "Anna")),
        ("nearby_others_join", nearby_others_join("Anna", "Anna")),
        ("nearby_new_code", nearby_new_code("Anna")),
        ("nearby_join_locked", nearby_join_locked.to_string()),
        ("nearby_waiting_commits", nearby_waiting_commits.to_string()),
        ("nearby_everyone_here", nearby_everyone_here.to_string()),
        ("nearby_table_closed", nearby_table_closed.to_string()),
        ("nearby_joined", nearby_joined("Anna", "Anna")),
        ("nearby_also_quit", nearby_also_quit.to_string()),
        ("nearby_not_sent", nearby_not_sent("Anna")),
        ("nearby_code_prompt", nearby_code_prompt.to_string()),
        ("nearby_connected", nearby_connected("Anna")),
        ("nearby_back_at_table", nearby_back_at_table.to_string()),
        ("nearby_admitted", nearby_admitted("Anna")),
        ("nearby_unreachable", nearby_unreachable.to_string()),
        ("nearby_waiting_rematch", nearby_waiting_rematch.to_string()),
        ("nearby_table_over", nearby_table_over("Anna")),
        ("nearby_your_bot_plays", nearby_your_bot_plays("Anna")),
        ("nearby_left", nearby_left.to_string()),
    ]
}

/// Every entry of a NearbyTermText, by field name, with sample names and numbers filled in.
/// The pattern names every field, so a new one cannot be left out here.
pub(super) fn nearby_entries(t: &super::NearbyTermText) -> Vec<(&'static str, String)> {
    let super::NearbyTermText {
        lang: _,
        join_no_number,
        join_pick_prompt,
        join_advertised,
        join_not_advertised,
    } = t;
    vec![
        ("join_no_number", join_no_number(7)),
        ("join_pick_prompt", join_pick_prompt.to_string()),
        ("join_advertised", join_advertised("Anna")),
        ("join_not_advertised", join_not_advertised("Anna")),
    ]
}
