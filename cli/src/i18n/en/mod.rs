//! English.

pub mod line;
pub mod nearby;

use super::Text;

/// The English strings.
pub const TEXT: Text = Text {
    your_turn: "Your turn",
    turn_of: |name| format!("{name}'s turn"),
    thinking: |name| format!("{name} is thinking…"),
    you: "You",
    players: "Players",
    hand: "Your hand",
    hand_of: |name| format!("{name}'s hand"),
    last_events: "Last events",
    log_title: "Log",
    log_keys: "↑↓ PgUp PgDn scroll · Esc/l back",
    keys_line: "←→/1-9 choose · Enter play · u undo · h hint · s save · l log · ? help · q quit",
    keys_line_short: "←→ 1-9 choose · Enter play · u undo · h hint · s save · ? help · q quit",
    waiting: "Waiting…",
    game_over: "Game over",
    game_over_keys: "n: play again · q: quit",
    remote_seat: "This seat is played on another device; this terminal cannot play it.",
    no_view: "Only bots at this table.",
    too_small: "Make the terminal at least 60×20.",
    saved: |path| format!("Saved to {path}."),
    save_failed: |why| format!("Could not save: {why}"),
    no_save_file: "No save file for this table.",
    undone: "Undone.",
    nothing_to_undo: "Nothing to undo yet.",
    undo_seen_cards: "Cannot undo: cards were shown since (a draw or a deal).",
    undo_remote: "Cannot undo at a table with remote players.",
    hint: |action| format!("Hint: {action}"),
    hint_thinking: "Thinking about a hint…",
    not_now: "That cannot be played now.",
    pace: |ms| format!("Bot pace: {ms} ms per move."),
    resume_with: |path| format!("Saved to {path}. Resume with: spieleabend play --resume {path}"),
    bye: "Bye.",
    pass_device: |name| format!("Pass the device to {name}"),
    press_enter: |name| format!("{name}, press Enter when you are ready."),
    hand_hidden: "The last hand is hidden.",
    end_turn: "End turn",
    join: "Join",
    sit_out: "Sit out",
    swap_selected: "Swap selected",
    keep_all: "Keep all",
    cancel_step: "Esc: back",
    help_title: "Help",
    help_keys: "Keys\n\
        ← → or 1-9, 0: choose a card (a number picks it at once)\n\
        Enter, Space: play the chosen card or button · Tab: the buttons\n\
        Mouse: click a card, a place in the row or a button\n\
        Esc: one step back in a choice (Joker place, Switch, swap)\n\
        u undo · h hint · s save · l log · + / - bot pace\n\
        Space while a bot moves: skip its pause · ? help · q save and quit",
    help_close: "Esc or ? closes",
    draw_pile: "Draw pile",
    discard: "Discard",
    round: "Round",
    clockwise: "clockwise",
    counter_clockwise: "counter-clockwise",
    chips: "chips",
    points: "points",
    points_short: "pts",
    winner: "winner",
    tricks: "tricks",
    swimming: "swimming",
    out: "out",
    total: "Total",
    pot: "Pot",
    trick: "Trick",
    dealer: "dealer",
    stack: "Stack",
    row: "Row",
    empty: "(empty)",
    in_front: "In front",
    worth: "worth",
    turns: "Turn",
    game_of: |game, of| format!("Game {game} of {of}"),
    penalty: "penalty",
    colours: ["Red", "Yellow", "Green", "Blue"],
    deciding: "deciding",
    sits_out: "sits out",
    round_kinds: ["", "Mandatory round", "Point round", "Payout round"],
    stage_joining: "Who plays this hand?",
    stage_exchanging: "Swapping cards",
    two_cards: |played| format!("×2: two cards, {played} played"),
    juhu_duty: "22Juhu must be played at the first chance",
    no_card: "No!",
    no_skipped: "No! (skipped)",
    helping: |asker, helper| format!("{asker} asks {helper} for help"),
    received: |card| format!("received: {card}"),
    elfer_lay: "Lay a card",
    elfer_lay_or_end: "Lay another card or end your turn",
    ss_play: "Play a card",
    ss_first_of_two: "×2: play your first card",
    ss_second_of_two: "×2: play your second card",
    juhu_join: "Join this hand or sit out?",
    juhu_exchange: "Pick cards to swap (Space), Enter swaps",
    juhu_lead: "Lead a card",
    juhu_follow: "Play a card to the trick",
    rauswurf_play: "Lay a card in front of you",
    help_play: "Lay a number or play a special card",
    help_pass: "Help: pass one of the cards the asker needs",
    help_give: "Give the helper a card back",
    help_play_received: "Play the card you received",
    help_joker_where: "Where does the Joker go? Choose a place in the row",
    help_switch_take: "Switch: choose the row card to take",
    help_switch_put: "Switch: choose the number card to put there",
    rules_elfer_raus: "Elfer raus! — get rid of your cards first.\n\
        Each colour's 11 opens its row; rows grow one card at a time down to 1 and up to 20.\n\
        On your turn lay as many fitting cards as you like (at least one), then end your turn.\n\
        With no fitting card you draw (up to three); a drawn card that fits is laid at once.\n\
        Left-over cards count as penalty points.",
    rules_77: "77 — play a card and announce the new running total.\n\
        Announcing a Schnapszahl (11, 22 … 66) costs a chip; 77 or more costs a chip and\n\
        ends the round. ×2: the next player plays two cards; ⇄ turns the direction (both\n\
        repeat the total). With no chip left you swim; the next chip puts you out.\n\
        The last player still in wins.",
    rules_22juhu: "22Juhu — a trick game with numbers 1–21, 22Juhu and coloured zero cards.\n\
        Each hand: join or sit out, then swap any cards, then play tricks.\n\
        Follow a led zero colour if you can; on a number play higher if you can.\n\
        The highest number (or the first zero of the led colour) wins the trick.\n\
        Tricks score points (basic, gamer) or chips from the pot (pro).",
    rules_rauswurf: "Rauswurf — get rid of all your cards.\n\
        On your turn your card from last turn is discarded, then you lay a card in front of you.\n\
        Cards of the same value join and count their sum; then your card throws out every\n\
        weaker card in front of the others (their owners draw a replacement).\n\
        Whoever has no hand cards and no card in front wins.",
    rules_help: "Help! — lay the shared row in rising order (1–11, six cards clear it).\n\
        Joker: any place, it takes the value that fits. Switch: swap a row card with a hand card.\n\
        Zap: remove the row's last card. No!: you are skipped next turn.\n\
        Cannot play? Ask the player before you for help; if nobody can, the others score a point.\n\
        Three points win.",
};
