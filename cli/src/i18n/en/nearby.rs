//! English: nearby play (LAN).

use crate::i18n::{Lang, NearbyTermText};

/// The English LAN strings.
pub const NEARBY: NearbyTermText = NearbyTermText {
    lang: Lang::En,
    tag_bot: "bot",
    tag_taken_over: "bot plays",
    waiting_short: "Waiting for the start",
    sending: "Your move is on its way …",
    waiting_for_start: "Waiting for the game to start …",
    watching: "No seat at this terminal: the devices and the bots play.",
    at_the_table: |players| format!("At the table: {players}"),
    waiting_for: |name| format!("Waiting for {name} …"),
    no_undo: "No undo at a LAN table: the others have seen the move.",
    no_hint: "No hints at this LAN table.",
    no_save: "A LAN table is not saved: it lives on the host.",
    pace_fixed: "The bots' pace is set by the host (--delay).",
    host_decides_rematch: "The host decides whether there is another game.",
    host_game_over_keys: "n another game · q close the table",
    client_game_over_keys: "waiting for the host · q leave",
    table_over_title: "The table is over",
    keys_line: "←→/1-9 choose · Enter play · l log · ? help · q leave the table",
    leave_keys: "Enter or q: leave",
    lobby_not_advertising: "Not advertised (--no-advertise): others type the address.",
    lobby_enter_starts: "Enter starts the game (free seats wait for late players).",
    lobby_autostart: "The game starts as soon as every seat is filled.",
    lobby_keys: "Enter start · a autostart on/off · n new code · q close the table",
    lobby_new_code: |code| format!("New join code: {code} (the old one no longer works)."),
    lobby_locked: "Too many wrong codes: joining by code is closed. Press n for a new code.",
    join_address_label: "or type ADDR:PORT",
    join_keys: "↑↓/1-9 choose · Enter join · r search again · Esc/q leave",
    join_code_keys: "digits · Enter join · Esc back",
    join_wrong_game: |host, wanted| format!("The host plays {host}, not {wanted}."),
    join_no_number: |n| format!("No table number {n}."),
    join_pick_prompt: "Pick a table (number), type ADDR:PORT, or press Enter to search again: ",
    join_advertised: |name| {
        format!("Advertised on the local network as \"{name}\" (spieleabend join auto finds it).")
    },
    join_not_advertised: |why| {
        format!("Not advertised on the network ({why}); others type the address below.")
    },
};
