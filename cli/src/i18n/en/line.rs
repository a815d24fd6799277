//! The line client in English.

use crate::i18n::line::LineText;

/// The English strings of the line client.
pub const LINE: LineText = LineText {
    table_help: "Also: hint (what the hard bot would do), undo, save, quit (saves and leaves).",
    elfer_help: "Type a card to lay it: r12, y9, g11, b10 (or \"red 12\"). Type end to end your \
        turn after laying at least one card. When no card fits you draw automatically. \
        quit leaves the game.",
    ss_help: "Type the card to play: a number (5, -10, 0, 11, 76), x2 or reverse. Each card \
        adds its value to the total; x2 and reverse repeat it. Saying 11, 22, … 66 or 77 \
        and more costs a chip; 77 or more ends the round. Without chips you swim; the \
        next chip owed puts you out. quit leaves the game.",
    juhu_help: "Cards: numbers 1-21, 22juhu, zero cards as colour letter + 0/rings: b0/4 is the blue \
        zero with four rings. join or sit decides whether you play a hand; swap 7 b0/1 swaps \
        those cards for new ones, keep swaps none; then type a card to play it. Follow the \
        led zero colour if you can; on a number play a higher number if you can. quit leaves.",
    rw_help: "Type a card value to lay it in front of you. A higher card throws out weaker cards in \
        front of others (they draw a replacement); equal values join and add up. Your card \
        is discarded at the start of your next turn, with all cards of the same value. No \
        hand cards and no card in front: you win. quit leaves the game.",
    help_help: "Numbers go at the end of the row and must be higher than its last card. joker N puts \
        a joker at position N (it is one more than the card before it); switch N 7 swaps the \
        card at position N for your 7; zap removes the last card; no lays a No! in front of \
        you (you miss your next turn, nobody can ask you for help). The sixth card clears the \
        row. If you cannot play you ask the player before you for help; if nobody can help, \
        everybody else scores. 3 points win. quit leaves the game.",
    nearby_hosting: |game, addr, code| format!("Hosting {game} on {addr}. Join code: {code}"),
    nearby_others_join: |addr, code| {
        format!("Others join with: spieleabend join {addr} --code {code}")
    },
    nearby_new_code: |code| format!("New join code: {code} (the old one no longer works)."),
    nearby_join_locked: "Too many wrong join codes: joining by code is closed. Type n and Enter for a new code.",
    nearby_waiting_commits: "Waiting for every device to commit to the next deal …",
    nearby_everyone_here: "Everyone is here. Type help for help.",
    nearby_table_closed: "Table closed. Bye.",
    nearby_joined: |name, seats| format!("{name} joined (seat {seats})."),
    nearby_also_quit: "Also: quit.",
    nearby_not_sent: |why| format!("Not sent. {why}"),
    nearby_code_prompt: "Join code (the host shows it): ",
    nearby_connected: |addr| format!("Connected to {addr}; waiting to be admitted …"),
    nearby_back_at_table: "Back at the table.",
    nearby_admitted: |seats| format!("Admitted: you play seat {seats}. Type help for help."),
    nearby_unreachable: "Could not reach the host again. Bye.",
    nearby_waiting_rematch: "Waiting for the host: a rematch or the end.",
    nearby_table_over: |reason| format!("The table is over. {reason} Bye."),
    nearby_your_bot_plays: |action| format!("Your bot plays {action}."),
    nearby_left: "Left the table. Bye.",
};
