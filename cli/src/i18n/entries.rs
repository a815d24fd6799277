//! Every entry of the typing help as text, for the test that compares the languages.

/// Every entry of a LineText, by field name.
/// The pattern names every field, so a new one cannot be left out here.
pub(super) fn line_entries(t: &super::LineText) -> Vec<(&'static str, String)> {
    let super::LineText {
        table_help,
        elfer_help,
        ss_help,
        juhu_help,
        rw_help,
        help_help,
        nearby_help,
    } = t;
    vec![
        ("table_help", table_help.to_string()),
        ("elfer_help", elfer_help.to_string()),
        ("ss_help", ss_help.to_string()),
        ("juhu_help", juhu_help.to_string()),
        ("rw_help", rw_help.to_string()),
        ("help_help", help_help.to_string()),
        ("nearby_help", nearby_help.to_string()),
    ]
}
