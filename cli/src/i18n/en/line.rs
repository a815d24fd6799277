//! The line client in English.

use crate::i18n::line::LineText;

/// The English strings of the line client.
pub const LINE: LineText = LineText {
    cannot_undo: |why| format!("Cannot undo: {why}"),
    table_help: "Also: hint (what the hard bot would do), undo, save, quit (saves and leaves).",
    your_hand: |cards| format!("Your hand: {cards}"),
    wait: "Wait",
    elfer_game_of: |game, of, list| format!("Game {game} of {of} — penalty points so far: {list}"),
    elfer_rows: "Rows:",
    elfer_counts: |list, pile| format!("Cards in hand: {list}   Draw pile: {pile}"),
    elfer_hand: |count, cards| format!("Your hand ({count}): {cards}"),
    elfer_lay: "Lay a card",
    elfer_lay_or_end: "Lay another card or type end",
    elfer_lay_first: "You must lay at least one card before ending your turn.",
    elfer_not_a_card: |input| {
        format!("\"{input}\" is not a card or command. Type e.g. r12, \"blue 10\", end or help.")
    },
    elfer_cannot_lay: |card| format!("{card} cannot be laid now."),
    elfer_help: "Type a card to lay it: r12, y9, g11, b10 (or \"red 12\"). Type end to end your \
        turn after laying at least one card. When no card fits you draw automatically. \
        quit leaves the game.",
    ss_round: |round, total, direction| {
        format!("Round {round} — total {total} — playing {direction}")
    },
    ss_playing: |chips, cards| format!("{chips} chips, {cards} cards"),
    ss_swimming: |cards| format!("swimming, {cards} cards"),
    ss_players: |list| format!("Players: {list}"),
    ss_discard: |top, pile| format!("Discard top: {top}   Draw pile: {pile}"),
    ss_two_cards: |played| format!(" (two cards, {played} played)"),
    ss_not_a_card: |input| {
        format!("\"{input}\" is not a card. Type e.g. 5, -10, 0, x2, reverse, or help.")
    },
    ss_no_double: "You cannot play x2 now: it is not in your hand, or x2 may not follow x2.",
    ss_not_in_hand: |card| format!("{card} is not in your hand."),
    ss_play: "Play a card",
    ss_first_of_two: "x2! Play the first of two cards (not x2)",
    ss_second_of_two: "Play your second card",
    ss_help: "Type the card to play: a number (5, -10, 0, 11, 76), x2 or reverse. Each card \
        adds its value to the total; x2 and reverse repeat it. Saying 11, 22, … 66 or 77 \
        and more costs a chip; 77 or more ends the round. Without chips you swim; the \
        next chip owed puts you out. quit leaves the game.",
    juhu_hand_header: |hand, round, dealer, stack| {
        format!("Hand {hand}{round} — {dealer} dealt — stack {stack}")
    },
    juhu_chips: |chips| format!("{chips} chips"),
    juhu_points: |points| format!("{points} points"),
    juhu_standing: |name, score, tricks, part| format!("{name} {score}, {tricks} tricks{part}"),
    juhu_pot: |pot| format!("Pot: {pot}"),
    juhu_trick: |number, plays| format!("Trick {number}: {plays}"),
    juhu_not_a_card: |word| format!("\"{word}\" is not a card."),
    juhu_not_a_command: |text| format!("\"{text}\" is not a card or command. Type help for help."),
    juhu_not_time_to_join: "It is not time to join or sit out.",
    juhu_cannot_swap: "You cannot swap that now (only cards from your hand, when it is your turn to swap).",
    juhu_may_not_play: |card| format!("You may not play {card} now."),
    juhu_join_or_sit: "Join or sit out?",
    juhu_swap_or_keep: "Swap cards (swap 7 b0/1 …) or keep",
    juhu_lead: "Lead a card",
    juhu_follow: "Play a card",
    juhu_help: "Cards: numbers 1-21, 22juhu, zero cards as colour letter + 0/rings: b0/4 is the blue \
        zero with four rings. join or sit decides whether you play a hand; swap 7 b0/1 swaps \
        those cards for new ones, keep swaps none; then type a card to play it. Follow the \
        led zero colour if you can; on a number play a higher number if you can. quit leaves.",
    rw_worth: |card, strength| format!("{card} (worth {strength})"),
    rw_front: |name, card, hand| format!("{name} {card} [{hand} in hand]"),
    rw_in_front: |list| format!("In front: {list}"),
    rw_piles: |pile, discards, turn| {
        format!("Draw pile: {pile}   Discards: {discards}   Turn {turn}")
    },
    rw_not_a_card: |text| format!("\"{text}\" is not a card. Type a number 2-20, or help."),
    rw_not_in_hand: |card| format!("You have no {card} in your hand."),
    rw_lay: "Lay a card",
    rw_help: "Type a card value to lay it in front of you. A higher card throws out weaker cards in \
        front of others (they draw a replacement); equal values join and add up. Your card \
        is discarded at the start of your next turn, with all cards of the same value. No \
        hand cards and no card in front: you win. quit leaves the game.",
    help_round: |round, direction| format!("Round {round} — playing {direction}"),
    help_row: |row| format!("Row: {row}"),
    help_row_empty: "(empty)",
    help_no_in_front: ", No! in front",
    help_seat: |name, points, cards, no| format!("{name} {points} pts, {cards} cards{no}"),
    help_piles: |pile, discards| format!("Draw pile: {pile}   Discards: {discards}"),
    help_received: |card| format!("   (passed in help: {card})"),
    help_not_a_move: |typed| {
        format!("\"{typed}\" is not a card or move you can play now. Type help for help.")
    },
    help_play: "Play a card",
    help_pass: "Help! Pass a card the asker can play",
    help_give: "Give the helper one card back",
    help_play_received: "Play the card you received",
    help_wait_for_help: "Wait for help",
    help_help: "Numbers go at the end of the row and must be higher than its last card. joker N puts \
        a joker at position N (it is one more than the card before it); switch N 7 swaps the \
        card at position N for your 7; zap removes the last card; no lays a No! in front of \
        you (you miss your next turn, nobody can ask you for help). The sixth card clears the \
        row. If you cannot play you ask the player before you for help; if nobody can help, \
        everybody else scores. 3 points win. quit leaves the game.",
    lan_hosting: |game, addr, code| format!("Hosting {game} on {addr}. Join code: {code}"),
    lan_others_join: |addr, code| {
        format!("Others join with: spieleabend join {addr} --code {code}")
    },
    lan_new_code: |code| format!("New join code: {code} (the old one no longer works)."),
    lan_join_locked: "Too many wrong join codes: joining by code is closed. Type n and Enter for a new code.",
    lan_waiting_commits: "Waiting for every device to commit to the next deal …",
    lan_everyone_here: "Everyone is here. Type help for help.",
    lan_table_closed: "Table closed. Bye.",
    lan_joined: |name, seats| format!("{name} joined (seat {seats})."),
    lan_back: |name| format!("{name} is back."),
    lan_away: |name| format!("{name} lost the connection."),
    lan_bot_plays_for: |name| format!("A bot plays for {name} now."),
    lan_plays_again: |name| format!("{name} plays again."),
    lan_refused_device: |reason| format!("A device was refused: {reason}."),
    lan_also_quit: "Also: quit.",
    lan_not_sent: |why| format!("Not sent. {why}"),
    lan_code_prompt: "Join code (the host shows it): ",
    lan_connected: |addr| format!("Connected to {addr}; waiting to be admitted …"),
    lan_back_at_table: "Back at the table.",
    lan_admitted: |seats| format!("Admitted: you play seat {seats}. Type help for help."),
    lan_host_refused: |reason| format!("The host refused: {reason}."),
    lan_move_refused: |reason| format!("The host did not take that move. {reason}"),
    lan_reconnecting: |attempt| format!("Connection lost; reconnecting (attempt {attempt}) …"),
    lan_reconnected: "Reconnected.",
    lan_unreachable: "Could not reach the host again. Bye.",
    lan_waiting_rematch: "Waiting for the host: a rematch or the end.",
    lan_table_over: |reason| format!("The table is over. {reason} Bye."),
    lan_your_bot_plays: |action| format!("Your bot plays {action}."),
    lan_left: "Left the table. Bye.",
    lan_in_lobby: |players| format!("In the lobby: {players}."),
    lan_game_starts: |game| format!("Game {game} starts."),
    lan_deal_checked: |game, mine| {
        let whose = if mine {
            ", yours included"
        } else {
            " (yours was not among them)"
        };
        format!("Deal of game {game} checked: it follows from everyone's random values{whose}.")
    },
    lan_deal_warning: |game, why| {
        format!("WARNING: the deal of game {game} does not check out: {why}.")
    },
};
