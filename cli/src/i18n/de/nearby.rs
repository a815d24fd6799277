//! Deutsch: Spielen in der Nähe (LAN).

use crate::i18n::{Lang, NearbyTermText};

/// Die deutschen LAN-Texte.
pub const NEARBY: NearbyTermText = NearbyTermText {
    lang: Lang::De,
    join_no_number: |n| format!("Es gibt keinen Tisch Nr. {n}."),
    join_pick_prompt: "Tisch wählen (Nummer), ADRESSE:PORT eintippen oder Enter für eine neue Suche: ",
    join_advertised: |name| {
        format!("Im lokalen Netz angekündigt als „{name}“ (spieleabend join auto findet ihn).")
    },
    join_not_advertised: |why| {
        format!("Nicht im Netz angekündigt ({why}); die anderen tippen die Adresse unten ein.")
    },
};
