## The table: hand, picks, prompts, summaries, game over.
## A seat comes as two arguments: its name ($name, $asker, $helper) and whether it is
## the reader's own seat ($kind, $asker-kind, $helper-kind: you or other).

player-kind-you = You
player-kind-human = Player at this device
player-kind-remote = Player at another device
player-kind-bot = { $level ->
    [easy] Bot, easy
    [medium] Bot, medium
   *[hard] Bot, hard
}

hand-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}

## What the person to act is asked
prompt-wait = Wait for your turn.
prompt-elfer-lay = Lay a card.
prompt-elfer-lay-or-end = Lay another card or end your turn.
prompt-ss-play = Play a card.
prompt-ss-first-of-two = Play the first of your two cards.
prompt-ss-second-of-two = Play your second card.
prompt-juhu-join = Join this hand or sit it out?
prompt-juhu-swap = Tick the cards to swap, then confirm (none: keep all).
prompt-juhu-lead = Lead a card.
prompt-juhu-follow = Play a card to the trick.
prompt-rw-play = Lay a card in front of you.
prompt-help-play = Play a card.
prompt-help-pass = Pass a card that helps.
prompt-help-give = Give a card back.
prompt-help-play-received = Play the card you received.
prompt-help-joker-where = Where does the Joker go?
prompt-help-switch-take = Which row card do you take?
prompt-help-switch-put = Which number card do you put there?
choice-unknown = this place

button = { $which ->
    [end_turn] End turn
    [join] Join
   *[sit_out] Sit out
}
confirm-keep-all = Keep all cards
confirm-swap = { $count ->
    [one] Swap 1 card
   *[other] Swap { $count } cards
}
confirm-hint = Play the hint
table-button-hint = Hint
table-button-undo = Undo
table-button-cancel = Cancel

## The game's part of the table
elfer-row = { $colour }: { $low } to { $high }
elfer-row-closed = { $colour }: closed
pile-count = { $count ->
    [0] The pile is empty.
    [one] 1 card to draw
   *[other] { $count } cards to draw
}
elfer-match-game = Game { $game } of { $games }
ss-total = Total { $total }
direction = { $way ->
    [clockwise] Clockwise
   *[counter] Counter-clockwise
}
ss-two-due = Two cards due ({ $played } played)
juhu-heading = Hand { $hand }{ $kind ->
    [mandatory] {" · "}mandatory round
    [point] {" · "}point round
    [payout] {" · "}payout round
   *[basic] {""}
}
juhu-stack = { $count ->
    [one] 1 card in the stack
   *[other] { $count } cards in the stack
}
juhu-duty = You owe 22Juhu in the next trick where it is allowed.
juhu-stage = { $stage ->
    [joining] Joining
    [swapping] Swapping
    [playing] Playing
   *[over] Hand over
}
rw-piles = { $pile } to draw · { $discard } discarded · turn { $turns }
help-heading = Round { $round } · { $way ->
    [clockwise] clockwise
   *[counter] counter-clockwise
}
help-asking = { $asker-kind ->
    [you] You ask
   *[other] { $asker } asks
} { $helper-kind ->
    [you] you
   *[other] { $helper }
} for help.
help-gap-before = before the { $value }
help-gap-end = at the end
help-row-card = the { $value } in place { $place }

## Scores
score-penalty = { $count ->
    [one] 1 penalty point
   *[other] { $count } penalty points
}
score-chips = { $count ->
    [one] 1 chip
   *[other] { $count } chips
}
score-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
score-cards-left = { $count ->
    [one] 1 card left
   *[other] { $count } cards left
}
unit-penalty = Penalty points
unit-chips = Chips
unit-points = Points
unit-cards-left = Cards left

note-swimming = swimming
note-out = out
note-deciding = deciding
note-sits-out = sits out
note-winner = has won
note-no-card = No! in front
note-no-skipped = skipped by No!

## Status line
status-summary = Look at the result, then go on.
status-hand-over = { $kind ->
    [you] It is your turn.
   *[other] Pass the device to { $name }.
}
status-game-over = The game is over.
status-thinking = { $name } is thinking …
status-waiting-for = Waiting for { $name }.
status-table-ended = Nothing more is played at this table.

## The hand-over curtain
curtain-text = Pass the device to { $name }. Nobody else should see the cards.
curtain-button = I am { $name }: show my cards

## Undo
undo-blocked = { $why ->
    [game_over] The game is over: nothing can be taken back.
    [remote_seats] Players at other devices take part: moves cannot be taken back.
    [nothing_to_undo] There is no move of yours to take back.
   *[would_hide_seen_cards] You have seen new cards since: that move cannot be taken back.
}
undone = Your last move was taken back.
not-now = That does not work now.

## Hints
hint-steps = Hint: { $steps }.
hint-keep-all = Hint: keep all cards.
hint-swap = Hint: swap { $cards }.
hint-reason-forced = The rules allow no other move now.
hint-reason-best = Of your { $count } possible moves, the bot chose this one after playing each of them on in many deals that fit what you can see.

## Summaries
summary-dismiss = Continue
summary-elfer-title = Game { $game } is over
summary-elfer-text = { $kind ->
    [you] You laid your last card.
   *[other] { $name } laid the last card.
}
summary-ss-title = Round { $round } is over
summary-ss-text = { $kind ->
    [you] You reached { $total }.
   *[other] { $name } reached { $total }.
}
summary-juhu-title = The hand is scored
summary-juhu-pot = { $count ->
    [one] 1 chip in the pot
   *[other] { $count } chips in the pot
}
summary-help-title = The round is over
summary-help-failed = { $helper-kind ->
    [you] You could not help
   *[other] { $helper } could not help
} { $asker-kind ->
    [you] you.
   *[other] { $asker }.
}
summary-help-helpless = { $asker-kind ->
    [you] Nobody could help you.
   *[other] Nobody could help { $asker }.
}

## Game over
game-over-title = Game over
game-over-winner = { $kind ->
    [you] You win!
   *[other] { $name } wins.
}
game-over-shared = { $kind ->
    [you-and-others] { $names } share the win.
   *[others] { $names } share the win.
}
game-over-rematch = Play again
game-over-personal = { $kind ->
    [you] You finished { $place }.
   *[other] { $name } finished { $place }.
}
game-over-new-game = New game
game-over-home = Home
game-over-host-deals = The host deals the next game.
place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}

## The terminal's line client (typed play, for screen readers and scripts)
line-welcome = Spieleabend — { $game } with { $players } players{ $shared ->
    [yes] {" "}(pass and play)
   *[no] {""}
}. Type help for help.
line-play-again = Play again? [y/N]{" "}
line-saved = Saved to { $path }.
line-save-failed = Could not save: { $reason }.
line-no-save-file = No save file for this table.
line-resume-with = Saved to { $path }. Resume with: spieleabend play --resume { $path }
line-pass-device = ── Pass the device to { $name }. { $name }, press Enter. ──
line-hand-over-again = Only { $name } goes on from here: press Enter (or type ok); quit saves and leaves.{" "}
line-turn-of = — { $name }'s turn —
line-nearby-others-join = { nearby-lobby-join-with }: spieleabend join { $address } --code { $code }
line-nearby-advertised = { nearby-lobby-advertised } Others find it with: spieleabend join auto.
line-nearby-new-code = New join code: { $code } (the old one no longer works).
line-nearby-waiting-commits = Waiting for every device to commit to the next deal …
line-nearby-table-closed = Table closed. { terminal-bye }
line-nearby-start-prompt = Enter starts the game (n and Enter: a new join code):{" "}
line-nearby-pick-table = Pick a table (number), type ADDR:PORT, or press Enter to search again:{" "}
line-nearby-no-table-number = No table number { $number }.
line-nearby-code-prompt = Join code (the host shows it):{" "}
line-nearby-connected = Connected to { $address }; waiting to be admitted …
line-nearby-admitted = Admitted: you play { $count ->
    [one] seat
   *[other] seats
} { $seats }. Type help for help.
line-nearby-your-bot-plays = Your bot plays { $action }.
line-nearby-table-over = { nearby-table-over-title }. { $reason } { terminal-bye }
line-nearby-left = { nearby-end-left } { terminal-bye }

## The line client's answers to a move typed that does not fit.
line-elfer-lay-first = You must lay at least one card before ending your turn.
line-elfer-not-a-card = "{ $input }" is not a card or command. Type e.g. r12, "blue 10", end or help.
line-elfer-cannot-lay = { $card } cannot be laid now.
line-ss-not-a-card = "{ $input }" is not a card. Type e.g. 5, -10, 0, x2, reverse, or help.
line-ss-no-double = You cannot play x2 now: it is not in your hand, or x2 may not follow x2.
line-ss-not-in-hand = { $card } is not in your hand.
line-juhu-not-a-card = "{ $word }" is not a card.
line-juhu-not-a-command = "{ $text }" is not a card or command. Type help for help.
line-juhu-not-time-to-join = It is not time to join or sit out.
line-juhu-cannot-swap = You cannot swap that now (only cards from your hand, when it is your turn to swap).
line-juhu-may-not-play = You may not play { $card } now.
line-rw-not-a-card = "{ $text }" is not a card. Type a number 2-20, or help.
line-rw-not-in-hand = You have no { $card } in your hand.
line-help-not-a-move = "{ $typed }" is not a card or move you can play now. Type help for help.
