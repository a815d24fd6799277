//! English.

pub mod line;
pub mod nearby;

use super::Text;

/// The English strings.
pub const TEXT: Text = Text {
    saved: |path| format!("Saved to {path}."),
    save_failed: |why| format!("Could not save: {why}"),
    no_save_file: "No save file for this table.",
    resume_with: |path| format!("Saved to {path}. Resume with: spieleabend play --resume {path}"),
    bye: "Bye.",
    clockwise: "clockwise",
    counter_clockwise: "counter-clockwise",
    colours: ["Red", "Yellow", "Green", "Blue"],
    deciding: "deciding",
    sits_out: "sits out",
    round_kinds: ["", "Mandatory round", "Point round", "Payout round"],
    out: "out",
    juhu_duty: "22Juhu must be played at the first chance",
};
