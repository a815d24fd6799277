//! Deutsch: Spielen in der Nähe (LAN).

use crate::i18n::{Lang, NearbyTermText};

/// Die deutschen LAN-Texte.
pub const NEARBY: NearbyTermText = NearbyTermText {
    lang: Lang::De,
    tag_bot: "Bot",
    tag_taken_over: "Bot spielt",
    waiting_short: "Warte auf den Start",
    sending: "Dein Zug ist unterwegs …",
    waiting_for_start: "Warte, bis das Spiel beginnt …",
    watching: "Kein Platz an diesem Terminal: es spielen die Geräte und die Bots.",
    at_the_table: |players| format!("Am Tisch: {players}"),
    waiting_for: |name| format!("Warte auf {name} …"),
    no_undo: "Am LAN-Tisch gibt es kein Zurücknehmen: die anderen haben den Zug gesehen.",
    no_hint: "An diesem LAN-Tisch gibt es keine Tipps.",
    no_save: "Ein LAN-Tisch wird nicht gespeichert: er liegt beim Gastgeber.",
    pace_fixed: "Das Tempo der Bots legt der Gastgeber fest (--delay).",
    host_decides_rematch: "Ob es noch ein Spiel gibt, entscheidet der Gastgeber.",
    host_game_over_keys: "n noch ein Spiel · q Tisch schließen",
    client_game_over_keys: "warte auf den Gastgeber · q verlassen",
    table_over_title: "Der Tisch ist aufgelöst",
    keys_line: "←→/1-9 wählen · Enter spielen · l Verlauf · ? Hilfe · q Tisch verlassen",
    leave_keys: "Enter oder q: verlassen",
    lobby_not_advertising: "Nicht angekündigt (--no-advertise): die anderen tippen die Adresse ein.",
    lobby_enter_starts: "Enter startet das Spiel (freie Plätze warten auf Nachzügler).",
    lobby_autostart: "Das Spiel beginnt, sobald jeder Platz besetzt ist.",
    lobby_keys: "Enter starten · a Autostart an/aus · n neuer Code · q Tisch schließen",
    lobby_new_code: |code| format!("Neuer Code: {code} (der alte gilt nicht mehr)."),
    lobby_locked: "Zu viele falsche Codes: Mitspielen per Code ist gesperrt. n gibt einen neuen Code.",
    join_address_label: "oder ADRESSE:PORT eintippen",
    join_keys: "↑↓/1-9 wählen · Enter beitreten · r neu suchen · Esc/q verlassen",
    join_code_keys: "Ziffern · Enter beitreten · Esc zurück",
    join_wrong_game: |host, wanted| format!("Der Gastgeber spielt {host}, nicht {wanted}."),
    join_no_number: |n| format!("Es gibt keinen Tisch Nr. {n}."),
    join_pick_prompt: "Tisch wählen (Nummer), ADRESSE:PORT eintippen oder Enter für eine neue Suche: ",
    join_advertised: |name| {
        format!("Im lokalen Netz angekündigt als „{name}“ (spieleabend join auto findet ihn).")
    },
    join_not_advertised: |why| {
        format!("Nicht im Netz angekündigt ({why}); die anderen tippen die Adresse unten ein.")
    },
};
