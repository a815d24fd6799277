## Seats in sentences. A seat is two arguments: its name ($actor) and how it stands to
## the reader ($actor-kind: you, other). Groups of seats: $group with $group-kind (you,
## other, you-and-others, others).

names-default-bot = Bot { $number }
names-default-player = Player { $number }
# A seat on its own, as a label.
names-seat = { $actor-kind ->
    [you] You
   *[other] { $actor }
}
# A seat as the subject inside a list.
names-subject = { $actor-kind ->
    [you] you
   *[other] { $actor }
}
names-list-and = { $first } and { $last }

## Lines shared by several games.

# One seat's number in a list of scores: "you 12", "Bot 1 3".
event-score-entry = { $actor-kind ->
    [you] you
   *[other] { $actor }
} { $value }
event-reshuffled = The draw pile is empty: { $count ->
    [one] { $count } discard is
   *[other] { $count } discards are
} shuffled into a new one.
event-your-cards = Your cards: { $cards }.

## Elfer raus!

event-er-dealt = Game { $game } is dealt.
event-er-redeal = Nobody was dealt an 11: the cards are dealt again.
event-er-opened = { $actor-kind ->
    [you] You lay { $card } and open its row.
   *[other] { $actor } lays { $card } and opens its row.
}
event-er-laid = { $actor-kind ->
    [you] You lay { $card }.
   *[other] { $actor } lays { $card }.
}
event-er-laid-drawn = { $actor-kind ->
    [you] You lay the card you drew at once, as it fits: { $card }.
   *[other] { $actor } lays the card just drawn at once, as it fits: { $card }.
}
event-er-opened-drawn = { $actor-kind ->
    [you] You lay the card you drew at once and open its row: { $card }.
   *[other] { $actor } lays the card just drawn at once and opens its row: { $card }.
}
event-er-drew = { $actor-kind ->
    [you] You draw { $card }.
   *[other] { $actor } draws { $card }.
}
event-er-drew-hidden = { $actor-kind ->
    [you] You draw a card.
   *[other] { $actor } draws a card.
}
event-er-passed = { $actor-kind ->
    [you] You cannot lay a card and the draw pile is empty: your turn passes.
   *[other] { $actor } cannot lay a card and the draw pile is empty: the turn passes.
}
event-er-game-over = Game { $game } is over: { $actor-kind ->
    [you] you lay
   *[other] { $actor } lays
} the last card. Penalty points: { $scores }.
event-er-match-over = The match is over. Total penalty points: { $scores }.

## 77

event-ss-dealt = Round { $round } is dealt; { $actor-kind ->
    [you] you start.
   *[other] { $actor } starts.
}
event-ss-played = { $actor-kind ->
    [you] You play { $card } and say “{ $total }”.
   *[other] { $actor } plays { $card } and says “{ $total }”.
}
event-ss-clockwise = Play now goes clockwise.
event-ss-counter-clockwise = Play now goes counter-clockwise.
event-ss-chip = { $actor-kind ->
    [you] You give
   *[other] { $actor } gives
} a chip for { $reason ->
    [schnapszahl] saying a Schnapszahl
   *[seventy-seven] saying 77 or more
} and { $actor-kind ->
    [you] have
   *[other] has
} { $chips ->
    [0] none left.
    [one] { $chips } left.
   *[other] { $chips } left.
}
event-ss-swimming = { $actor-kind ->
    [you] You have no chips left and swim.
   *[other] { $actor } has no chips left and swims.
}
event-ss-out = { $actor-kind ->
    [you] You are out!
   *[other] { $actor } is out!
}
event-ss-out-cards = { $actor-kind ->
    [you] You are out! Your cards go to the discard pile: { $cards }.
   *[other] { $actor } is out! Their cards go to the discard pile: { $cards }.
}
event-ss-double = { $actor-kind ->
    [you] You must play two cards.
   *[other] { $actor } must play two cards.
}
event-ss-drew = { $actor-kind ->
    [you] You draw { $card }.
   *[other] { $actor } draws { $card }.
}
event-ss-round-over = Round { $round } is over: { $actor-kind ->
    [you] you said
   *[other] { $actor } said
} “{ $total }”.
event-ss-game-over = The game is over: { $actor-kind ->
    [you] you are the last one in and win!
   *[other] { $actor } is the last one in and wins!
}

## 22Juhu

event-juhu-dealt = { $round ->
    [mandatory] Hand { $hand }, a mandatory round (everybody plays):
    [point] Hand { $hand }, a point round:
    [payout] Hand { $hand }, a payout round:
   *[basic] Hand { $hand }:
} { $actor-kind ->
    [you] you deal.
   *[other] { $actor } deals.
}
event-juhu-redeal = { $actor-kind ->
    [you] You were
   *[other] { $actor } was
} dealt four zero cards: the cards are dealt again.
event-juhu-colour-bonus = Four zero cards of one colour: { $actor-kind ->
    [you] you score
   *[other] { $actor } scores
} { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
event-juhu-dealer-penalty = Third redeal in a row: { $actor-kind ->
    [you] you lose
   *[other] { $actor } loses
} { $points ->
    [one] { $points } point
   *[other] { $points } points
} and the deal passes on.
event-juhu-joined = { $actor-kind ->
    [you] You join this hand.
   *[other] { $actor } joins this hand.
}
event-juhu-sat-out = { $actor-kind ->
    [you] You sit this hand out.
   *[other] { $actor } sits this hand out.
}
event-juhu-void = Nobody joined: the hand is void.
event-juhu-sole = { $actor-kind ->
    [you] Only you joined and take every trick.
   *[other] Only { $actor } joined and takes every trick.
}
event-juhu-swapped-cards = { $actor-kind ->
    [you] You swap { $gave } for { $got }.
   *[other] { $actor } swaps { $gave } for { $got }.
}
event-juhu-kept = { $actor-kind ->
    [you] You keep all your cards.
   *[other] { $actor } keeps all their cards.
}
event-juhu-swapped = { $actor-kind ->
    [you] You swap
   *[other] { $actor } swaps
} { $count ->
    [one] { $count } card.
   *[other] { $count } cards.
}
event-juhu-stack-refilled = The stack ran out: { $count ->
    [one] the { $count } card swapped away is
   *[other] the { $count } cards swapped away are
} shuffled into a new stack.
event-juhu-played = { $actor-kind ->
    [you] You play { $card }.
   *[other] { $actor } plays { $card }.
}
event-juhu-duty-deferred = You had to follow the colour: you must play 22Juhu at the next chance.
event-juhu-trick = { $actor-kind ->
    [you] You win trick { $trick }.
   *[other] { $actor } wins trick { $trick }.
}
# One seat's points after a hand: "you 5 (+2)".
event-juhu-score-entry = { $actor-kind ->
    [you] you
   *[other] { $actor }
} { $value } ({ $change })
event-juhu-scored = Points after this hand: { $scores }.
event-juhu-ante = { $actor-kind ->
    [you] You pay
   *[other] { $actor } pays
} { $amount ->
    [one] { $amount } chip
   *[other] { $amount } chips
} into the pot as the ante; the pot holds { $pot }.
event-juhu-penalty = No trick: { $actor-kind ->
    [you] you pay
   *[other] { $actor } pays
} { $amount ->
    [one] { $amount } chip
   *[other] { $amount } chips
} into the pot; the pot holds { $pot }.
event-juhu-payout = { $actor-kind ->
    [you] You get
   *[other] { $actor } gets
} { $amount ->
    [one] { $amount } chip
   *[other] { $amount } chips
} from the pot; the pot holds { $pot }.
event-juhu-chips = Chips: { $scores }; the pot holds { $pot }.
event-juhu-pot-carried = { $amount ->
    [one] { $amount } chip stays
   *[other] { $amount } chips stay
} in the pot for the next round.
event-juhu-out = { $actor-kind ->
    [you] You are out of the game!
   *[other] { $actor } is out of the game!
}

event-juhu-share = The game is over and the pot is shared: { $actor-kind ->
    [you] you get
   *[other] { $actor } gets
} { $amount ->
    [one] { $amount } chip
   *[other] { $amount } chips
}; the pot holds { $pot }.

## Rauswurf

event-rw-dealt = The cards are dealt; { $actor-kind ->
    [you] you start.
   *[other] { $actor } starts.
}
event-rw-cleared = { $actor-kind ->
    [you] You discard
   *[other] { $actor } discards
} { $card } from the last turn.
event-rw-cleared-with = { $group-kind ->
    [you] You discard
    [you-and-others] { $group } discard
    [others] { $group } discard
   *[other] { $group } discards
} { $card } too.
event-rw-laid = { $actor-kind ->
    [you] You lay { $card } face up in front of you.
   *[other] { $actor } lays { $card } face up in front of them.
}
event-rw-joined = { $count } cards of value { $value } join up: each is worth { $strength } now.
event-rw-thrown-out = { $actor-kind ->
    [you] You throw
   *[other] { $actor } throws
} out { $target-kind ->
    [you] your { $card }
   *[other] { $target }’s { $card }
}.
event-rw-drew = { $actor-kind ->
    [you] You draw { $card } as a replacement.
   *[other] { $actor } draws { $card } as a replacement.
}
event-rw-drew-hidden = { $actor-kind ->
    [you] You draw a replacement card.
   *[other] { $actor } draws a replacement card.
}
event-rw-nothing-to-draw = { $actor-kind ->
    [you] You cannot draw a replacement: the draw pile and the discards are empty.
   *[other] { $actor } cannot draw a replacement: the draw pile and the discards are empty.
}
event-rw-won = { $group-kind ->
    [you] You have no cards left and win!
    [you-and-others] { $group } have no cards left and win together!
    [others] { $group } have no cards left and win together!
   *[other] { $group } has no cards left and wins!
}
event-rw-turn-limit = After { $turns } turns the game stops without a winner.

## Help!

event-help-dealt = Round { $round } is dealt and played { $direction ->
    [clockwise] clockwise.
   *[counter-clockwise] counter-clockwise.
}
event-help-redeal = Nobody has a number card: the cards are dealt again.
# What one seat called when the start player was chosen: "you 2", "Bot 1 none".
event-help-called = { $actor-kind ->
    [you] you
   *[other] { $actor }
} { $call ->
    [none] none
   *[number] { $value }
}
event-help-start = Lowest numbers called: { $scores }. { $actor-kind ->
    [you] You start.
   *[other] { $actor } starts.
}
event-help-laid = { $actor-kind ->
    [you] You lay { $card }.
   *[other] { $actor } lays { $card }.
}
event-help-joker = { $actor-kind ->
    [you] You put
   *[other] { $actor } puts
} a Joker at place { $place } of the row; it counts as { $value }.
event-help-switched = { $actor-kind ->
    [you] You play a Switch, take { $taken } from place { $place } and put { $put } there.
   *[other] { $actor } plays a Switch, takes { $taken } from place { $place } and puts { $put } there.
}
event-help-zapped = { $actor-kind ->
    [you] You play a Zap and remove { $card } from the end of the row.
   *[other] { $actor } plays a Zap and removes { $card } from the end of the row.
}
event-help-no-laid = { $actor-kind ->
    [you] You lay a No! card in front of you and will miss your next turn.
   *[other] { $actor } lays a No! card in front of them and will miss their next turn.
}
event-help-skipped = { $actor-kind ->
    [you] You are skipped (No!).
   *[other] { $actor } is skipped (No!).
}
event-help-no-discarded = { $actor-kind ->
    [you] You discard your No! card and play on.
   *[other] { $actor } discards their No! card and plays on.
}
event-help-row-cleared = The sixth card fills the row: the row is cleared.
event-help-drew = { $actor-kind ->
    [you] You draw { $card }.
   *[other] { $actor } draws { $card }.
}
event-help-asked = { $actor-kind ->
    [you] You cannot play and ask
   *[other] { $actor } cannot play and asks
} { $target-kind ->
    [you] you
   *[other] { $target }
} for help.
event-help-no-helper = { $actor-kind ->
    [you] You cannot play, and nobody may help.
   *[other] { $actor } cannot play, and nobody may help.
}
event-help-given = { $actor-kind ->
    [you] You pass
   *[other] { $actor } passes
} { $card } to { $target-kind ->
    [you] you.
   *[other] { $target }.
}
event-help-given-hidden = { $actor-kind ->
    [you] You pass
   *[other] { $actor } passes
} a card to { $target-kind ->
    [you] you.
   *[other] { $target }.
}
event-help-given-back = { $actor-kind ->
    [you] You give
   *[other] { $actor } gives
} { $card } back to { $target-kind ->
    [you] you.
   *[other] { $target }.
}
event-help-given-back-hidden = { $actor-kind ->
    [you] You give
   *[other] { $actor } gives
} a card back to { $target-kind ->
    [you] you.
   *[other] { $target }.
}
event-help-failed = No help possible: the round is over. { $group-kind ->
    [you] You score
    [you-and-others] { $group } score
    [others] { $group } score
   *[other] { $group } scores
} a point.
event-help-helpless = Left helpless: { $group-kind ->
    [you] you score
    [you-and-others] { $group } score
    [others] { $group } score
   *[other] { $group } scores
} a point.
event-help-game-over = { $group-kind ->
    [you] You have 3 points and win!
    [you-and-others] { $group } have 3 points and win together!
    [others] { $group } have 3 points and win together!
   *[other] { $group } has 3 points and wins!
}
