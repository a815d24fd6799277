//! English: nearby play (LAN).

use crate::i18n::{Lang, NearbyTermText};

/// The English LAN strings.
pub const NEARBY: NearbyTermText = NearbyTermText {
    lang: Lang::En,
    join_no_number: |n| format!("No table number {n}."),
    join_pick_prompt: "Pick a table (number), type ADDR:PORT, or press Enter to search again: ",
    join_advertised: |name| {
        format!("Advertised on the local network as \"{name}\" (spieleabend join auto finds it).")
    },
    join_not_advertised: |why| {
        format!("Not advertised on the network ({why}); others type the address below.")
    },
};
