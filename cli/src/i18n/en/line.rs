//! The line client's typing help in English.

use crate::i18n::line::LineText;

/// The English typing help of the line client.
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
    nearby_help: "Also: quit.",
};
