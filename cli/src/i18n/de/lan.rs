//! Deutsch: Spielen in der Nähe (LAN).

use crate::i18n::LanText;

/// Die deutschen LAN-Texte.
pub const LAN: LanText = LanText {
    connected: "● verbunden",
    reconnecting: |attempt| format!("◌ verbinde neu (Versuch {attempt}) …"),
    host_gone: "✕ Gastgeber weg",
    table_ended: "✕ Tisch aufgelöst",
    hosting: |code| format!("● Gastgeber · Code {code}"),
    hosting_away: |code, away| format!("● Gastgeber · Code {code} · {away} weg"),
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
    deal_checked: |mine| {
        if mine {
            "Verteilung geprüft ✓ (dein Zufallswert steckt darin)".into()
        } else {
            "Verteilung geprüft ✓".into()
        }
    },
    deal_failed: |why| format!("⚠ Verteilung NICHT fair: {why}"),
    host_game_over_keys: "n noch ein Spiel · q Tisch schließen",
    client_game_over_keys: "warte auf den Gastgeber · q verlassen",
    table_over_title: "Der Tisch ist aufgelöst",
    host_gone_long: "Der Gastgeber ist nicht mehr erreichbar.",
    keys_line: "←→/1-9 wählen · Enter spielen · l Verlauf · ? Hilfe · q Tisch verlassen",
    leave_keys: "Enter oder q: verlassen",
    joined: |name| format!("{name} hat sich dazugesetzt."),
    away: |name| format!("{name} hat die Verbindung verloren."),
    back: |name| format!("{name} ist wieder da."),
    taken_over: |name| format!("Ein Bot spielt jetzt für {name}."),
    handed_back: |name| format!("{name} spielt wieder selbst."),
    refused: |why| format!("Eine Verbindung wurde abgewiesen: {why}."),
    move_refused: |why| format!("Der Gastgeber hat den Zug nicht angenommen: {why}."),
    reconnected: "Wieder verbunden.",
    game_starts: |game| format!("Spiel {game} beginnt."),
    reject_version: |host, client| {
        format!("eine andere App-Version (Gastgeber: Protokoll {host}, diese App: {client})")
    },
    reject_wrong_code: |left| format!("falscher Beitrittscode (noch {left} Versuche)"),
    reject_locked: "zu viele falsche Codes: an diesem Tisch kann niemand mehr beitreten",
    reject_unknown_token: "der Platz dieses Geräts ist am Tisch nicht mehr bekannt",
    reject_full: "der Tisch ist voll",
    reject_malformed: "eine Nachricht war unverständlich",
    reject_protocol: "eine Nachricht kam zur falschen Zeit",
    reject_flood: "zu viele Nachrichten",
    reject_timeout: "zu lange nichts gehört",
    move_not_your_seat: "nicht dein Platz",
    move_not_to_act: "du bist nicht dran",
    move_game_over: "das Spiel ist vorbei",
    move_illegal: |code| format!("die Regeln erlauben es nicht ({code})"),
    move_replayed: "ein alter Zug",
    move_out_of_sequence: |n| format!("Züge in falscher Reihenfolge (erwartet: Nr. {n})"),
    client_not_connected: "nicht mit dem Gastgeber verbunden",
    client_in_flight: "dein letzter Zug ist noch unterwegs",
    client_not_legal: "jetzt kein erlaubter Zug",
    end_host_left: "der Gastgeber hat den Tisch geschlossen",
    end_left: "du hast den Tisch verlassen",
    end_refused: |why| format!("der Gastgeber hat abgelehnt: {why}"),
    end_wrong_game: |game| format!("der Gastgeber spielt {game}"),
    fair_no_record: "keine Aufzeichnung der Verteilung für dieses Spiel",
    fair_host_value: "der Wert des Gastgebers passt nicht zu seiner Festlegung",
    fair_own_commitment: "die Festlegung dieses Geräts wurde verändert",
    fair_entries_changed: "die Liste der Festlegungen hat sich nach dem Start geändert",
    fair_own_value: "der Wert dieses Geräts wurde verändert",
    fair_value_mismatch: |device| {
        format!("der Wert von Gerät {device} passt nicht zu seiner Festlegung")
    },
    fair_seed: "der Startwert folgt nicht aus den Zufallswerten",
    fair_setup: "aus dem Startwert ließ sich kein Spiel aufbauen",
    fair_illegal_step: |index| format!("Entscheidung {index} lässt sich nicht nachspielen"),
    fair_deal_mismatch: |seat, seq| {
        format!("Ereignis {seq} von Platz {seat} weicht vom Nachspielen ab")
    },
    fair_view_mismatch: |seat| format!("die Sicht von Platz {seat} weicht vom Nachspielen ab"),
    fair_outcome: "das Ergebnis weicht vom Nachspielen ab",
    lobby_title: |game| format!("Gastgeber für {game}"),
    lobby_code: "Beitrittscode",
    lobby_address: "Adresse",
    lobby_join_with: "Andere treten bei mit",
    lobby_advertised: |name| format!("Im lokalen Netz zu finden als „{name}“."),
    lobby_not_advertised: |why| {
        format!("Nicht im Netz angekündigt ({why}): die anderen tippen die Adresse ein.")
    },
    lobby_not_advertising: "Nicht angekündigt (--no-advertise): die anderen tippen die Adresse ein.",
    lobby_players: "Mitspieler",
    lobby_nobody: "Noch ist niemand beigetreten.",
    lobby_player: |name, seats| format!("{name} (Platz {seats})"),
    lobby_player_away: "Verbindung verloren",
    lobby_free: |n| format!("noch {n} Platz/Plätze frei"),
    lobby_all_here: "Alle sind da.",
    lobby_enter_starts: "Enter startet das Spiel (freie Plätze warten auf Nachzügler).",
    lobby_autostart: "Das Spiel beginnt, sobald jeder Platz besetzt ist.",
    lobby_keys: "Enter starten · a Autostart an/aus · n neuer Code · q Tisch schließen",
    lobby_new_code: |code| format!("Neuer Code: {code} (der alte gilt nicht mehr)."),
    lobby_locked: "Zu viele falsche Codes: Mitspielen per Code ist gesperrt. n gibt einen neuen Code.",
    lobby_starting: "Start: die Geräte legen ihre Zufallswerte offen …",
    join_title: "An einen Tisch setzen",
    join_searching: |secs| format!("Suche Tische im lokalen Netz ({secs} s) …"),
    join_none_found: "Keine Tische gefunden. Blockiert das Netz die Suche (mDNS), tippe die Adresse ein, die der Gastgeber zeigt.",
    join_cannot_browse: |why| format!("Kann nicht nach Tischen suchen: {why}."),
    join_table: |name, game, free, players, addr| {
        format!("{name} — {game}, {free} von {players} Plätzen frei, {addr}")
    },
    join_full: " (voll)",
    join_incompatible: " (andere App-Version: Beitritt nicht möglich)",
    join_unknown_game: "An diesem Tisch wird ein Spiel gespielt, das diese Version nicht kennt.",
    join_other_protocol: "Dieser Tisch spricht eine andere Protokollversion.",
    join_address_label: "oder ADRESSE:PORT eintippen",
    join_keys: "↑↓/1-9 wählen · Enter beitreten · r neu suchen · Esc/q verlassen",
    join_code_title: |table| format!("Beitrittscode für {table}"),
    join_code_label: "Code",
    join_code_keys: "Ziffern · Enter beitreten · Esc zurück",
    join_wrong_code: |left| format!("Falscher Code: noch {left} Versuche."),
    join_connecting: |addr| format!("Verbinde mit {addr} …"),
    join_unreachable: |why| format!("Der Gastgeber ist nicht erreichbar ({why})."),
    join_not_understood: "die Antwort des Gastgebers ist unverständlich (andere Version?)",
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
