## rules
## The rules pages, one per game. Each message is a section: its value is the title,
## its attributes .p1, .p2 … are the paragraphs, in order.

## Elfer raus!

rules-elfer-raus-goal = The goal
    .p1 = Be the first to get rid of all your cards. You lay them out in four rows, one per colour, that grow from the 11 down to 1 and up to 20.
rules-elfer-raus-cards = Cards and deal
    .p1 = There are 80 cards: the colours red, yellow, green and blue, each with the values 1 to 20. With 2 or 3 players everyone gets 20 cards, with 4 players 15, with 5 players 12 and with 6 players 10. The rest is the face-down draw pile.
    .p2 = With two players you can choose to leave out the blue cards, so that you play with three colours.
    .p3 = The player who holds the red 11 begins and lays it out; without a red 11 the yellow, then the green, then the blue 11 opens. If nobody was dealt an 11, the cards are dealt again. Laying the opening 11 is the whole first turn.
rules-elfer-raus-rows = The rows
    .p1 = Each colour has one row, and only its 11 can open it. The row then grows one card at a time: downwards 10, 9, … 1 on one side and upwards 12, 13, … 20 on the other, always exactly one below the lowest or one above the highest card, always in the row’s colour.
    .p2 = So every card has exactly one place where it can go: next to one end of its colour’s row, or, for an 11, as the start of its row. Next to the blue 11 only the blue 10 and the blue 12 fit; the blue 15 has to wait until the 13 and the 14 are there.
rules-elfer-raus-turn = Your turn
    .p1 = If any of your cards fits, you lay at least one card. You may then lay more fitting cards, one at a time and on any rows; a card you have just laid may make another one fit. You may also keep fitting cards back on purpose. When you are done, you end your turn.
    .p2 = If none of your cards fits, you draw from the pile. A drawn card that fits is laid at once, and your turn is over. If it does not fit, you draw again, up to three cards in all. If the draw pile is empty, you cannot play and the turn passes to the next player; the pile is never refilled.
rules-elfer-raus-end = The end and penalty points
    .p1 = The game ends the moment someone lays their last card; that player wins. Every other player gets penalty points: the values of the cards left in their hand added up.
    .p2 = You can play a match of several games. Then the penalty points add up, and the player with the fewest points in the end wins; equal totals share the place.

## 77

rules-seventy-seven-goal = The goal
    .p1 = Play a card, add its value to the total and say the new total. Saying a Schnapszahl (11, 22, 33, 44, 55 or 66) or 77 and more costs you a chip. Whoever has to give a chip and has none left is out. The last player still in wins.
rules-seventy-seven-cards = Cards and deal
    .p1 = There are 55 cards: the 76 and the Schnapszahlen 11 to 66 once each, the 0, the −10, the ×2 and the reverse card four times each, the values 2 to 9 three times each and the 10 eight times. Everyone starts with three chips.
    .p2 = Each round everyone still in gets five cards; the rest is the draw pile. Every round starts clockwise with a total of 0, and the start player moves one seat on from round to round.
rules-seventy-seven-turn = Your turn
    .p1 = Play one card from your hand onto the discard pile and say the new total: the old total plus the card’s value. The −10 lowers the total, which may even drop below 0. Then you draw a card. When the draw pile runs out, the discards except the top card are shuffled into a new one.
rules-seventy-seven-special = Special cards
    .p1 = The reverse card has no value: you say the old total again, and the direction of play turns at once. With two players left it changes nothing: the other player is next.
    .p2 = The ×2 has no value either: you say the old total again, and the next player must play two cards in a row, saying the total after each, and then draws two cards. A ×2 may not be played directly on a ×2: the first of the two cards cannot be a ×2, but the second one can.
rules-seventy-seven-chips = Chips and swimming
    .p1 = Whoever says a Schnapszahl gives a chip at once, also when they only repeat it with a ×2 or a reverse card. Playing the card 11 costs nothing by itself: only the total you say counts.
    .p2 = Whoever says 77 or more gives one chip, and the round ends at once.
    .p3 = Without chips you are not out yet: you swim. Only when a swimming player has to give another chip are they out; their hand goes to the discard pile and the round goes on without them.
rules-seventy-seven-end = The end
    .p1 = After each round that ended with 77 or more, a new round is dealt while at least two players are still in. As soon as only one player is left, even in the middle of a round, that player wins. The others are ranked in the reverse order in which they dropped out.

## 22Juhu

rules-juhu22-goal = The goal
    .p1 = 22Juhu is a trick game. In every hand you decide whether to play along; whoever joins wants to win tricks, since a hand without a trick costs dearly. Depending on the variant you collect points or chips.
rules-juhu22-cards = The cards and the rings on the zero cards
    .p1 = There are 38 cards: the numbers 1 to 21, the special card 22Juhu and 16 zero cards.
    .p2 = The zero cards come in four colours (blue, red, green and yellow), each with 1, 2, 3 or 4 rings. Among zero cards of the same colour, more rings are stronger: the blue zero with 4 rings beats the blue zero with 3 rings. Zero cards of different colours do not beat each other.
    .p3 = Among the number cards the higher one is stronger. 22Juhu counts as the number 22 and is the strongest card of all.
rules-juhu22-variants = The variants
    .p1 = Basic with 5 cards (2 to 5 players) and basic with 4 cards (2 to 7 players): every hand is played for points; a trick is worth a point, a hand without a trick costs 5 or 4 points. Whoever reaches 22 points first wins; whoever falls to −22 is out.
    .p2 = Gamer (2 to 7 players): a fixed number of games, each a mandatory round followed by a point round. Pro (2 to 7 players): played for chips and a pot until one player holds all the chips.
    .p3 = The deal passes to the next player after every hand. You can choose whether play goes clockwise or counter-clockwise; the direction stays for the whole game.
rules-juhu22-hand = A hand: deal, joining and its penalty
    .p1 = Everyone still in gets the hand’s cards (5 or 4); the rest forms the stack.
    .p2 = Starting after the dealer, everyone in turn decides whether to join the hand or sit it out. Whoever sits out scores nothing this hand, neither good nor bad. Whoever joins scores a point for every trick won, but a player who joins and wins no trick gets the penalty instead: −5 with five cards, −4 with four.
    .p3 = If nobody joins, the hand is void. If only one player joins, that player takes every trick without playing.
rules-juhu22-stack = Swapping cards and the stack
    .p1 = After joining, every player who joined may swap any number of hand cards, none up to all, for new ones from the stack, in the same order. When the stack runs out, all cards swapped away so far in this hand are shuffled into a new stack.
rules-juhu22-trick = Playing a trick
    .p1 = The first player after the dealer who joined leads the first trick with any card; then the others who joined add one card each in turn. The winner of a trick leads the next one. A hand has as many tricks as cards in the hand.
    .p2 = If a number card was led, you must play a number card higher than the highest number in the trick if you have one, otherwise any number card, otherwise a zero card. If 22Juhu was led, you play a number card if you have one, otherwise a zero card.
    .p3 = If a zero card was led, you must follow its colour with a zero card if you can. Otherwise you play a number card (higher than the highest number in the trick if you can), and only without number cards another zero card.
    .p4 = The highest number card in the trick wins it. If the trick holds no number card, the strongest zero card of the led colour wins: the one with the most rings.
rules-juhu22-end = The end of the basic game
    .p1 = After each hand, a player at −22 points or below is out at once. As soon as someone has 22 points or more, the highest total wins; equal totals share the win. If only one player is left, that player wins.
rules-juhu22-gamer = Gamer: mandatory round and point round
    .p1 = In the mandatory round everybody plays with four cards: nobody may sit out and nobody swaps. A player dealt four zero cards gets a new deal from the same dealer. A player without a trick loses 4 points; with a trick you get through without loss.
    .p2 = In the mandatory round 22Juhu must be played at the first chance: its holder leads it, or plays it as the only allowed card in the first trick. Only if a zero card was led and its colour must be followed does 22Juhu wait for the next trick where it may be played.
    .p3 = The point round after it is a normal hand with four cards: join or sit out, swap, four tricks, a point per trick, −4 without a trick. After the last point round the highest total wins.
    .p4 = Optional special rules: four zero cards of one colour in a mandatory round score 4 points and the cards are dealt again; a dealer who has to deal again three times in a row loses 4 points and the deal passes on.
rules-juhu22-pro = Pro: chips and the pot
    .p1 = Everyone starts with the same number of chips. A cycle is a mandatory round followed by one or more payout rounds.
    .p2 = In the mandatory round everybody first pays the ante into the pot. Afterwards every player without a trick pays the pot as it stood after the antes. With 6 players and an ante of 1 the pot holds 6; three players without a trick pay 6 each, and the pot grows to 24.
    .p3 = A payout round is played for the pot like a normal hand: join or sit out, swap, four tricks. Every trick wins a quarter of the pot, rounded down; the remainder stays in the pot. While the pot holds fewer than four chips, each trick is worth one chip as long as there is one.
    .p4 = A player who joins and takes no trick pays the full pot into a new pot, and another payout round is played for it, where everyone decides again whether to join. The cycle ends with the first payout round in which everybody who joined won a trick. If nobody joins, the pot waits for the next cycle.
    .p5 = Whoever cannot pay in full pays everything they have and plays the cycle to its end without paying more; a player without chips at the end of a cycle is out. The game ends when one player holds all the chips, or after the number of cycles chosen at the start; chips still in the pot are then shared among the players still in, and the chips decide the places.

## Rauswurf

rules-rauswurf-goal = The goal
    .p1 = Get rid of all your cards. Each turn you lay a card face up in front of you; a stronger card throws out weaker cards in front of the others, who then have to draw. Whoever has no cards in hand and no card in front wins.
rules-rauswurf-cards = Cards and deal
    .p1 = There are 90 cards with the values 2 to 20: low values often (sixteen 2s), high values rarely (a single 16 to 20). Everyone gets 6 cards, with 7 or 8 players 7 cards; the rest is the draw pile. Play goes clockwise.
rules-rauswurf-turn = Your turn
    .p1 = First, if the card you laid on your previous turn still lies in front of you, you discard it. Every other player with a card of the same value in front discards theirs as well. Nobody draws for this.
    .p2 = Then you lay one card from your hand face up in front of you. If your hand is empty but a card still lies in front of you, you only discard it.
rules-rauswurf-join = Joining forces
    .p1 = Cards of the same value join up: when you lay a 5 and others have a 5 in front of them, all these 5s count together. Two 5s are worth 10 each, three 5s 15 each. A card that merely equals the sum does not join: a 10 against two joined 5s stays a plain 10.
rules-rauswurf-throw = Throwing out
    .p1 = After joining, your card throws out every card in front of another player that is weaker than yours. Its owner discards it and draws a replacement card. Cards of equal or greater strength stay. Joining comes first, so your 5 joining another 5 is worth 10 and throws out an 8.
    .p2 = When the draw pile is empty, the discards are shuffled into a new one; if there are no discards either, no card is drawn.
rules-rauswurf-end = Winning
    .p1 = You win the moment you have no cards in hand and no card in front of you; this can also happen while another player clears the same value. Several players who get there at the same moment all win. A game that runs for a very long time ends without a winner.

## Help!

rules-help-goal = The goal
    .p1 = Together you lay cards into one shared row that must rise from left to right. Whoever cannot play asks the player before them for help. If that player cannot help either, both have lost the round, and everybody else scores a point. Whoever first has 3 points wins.
rules-help-cards = Cards and deal
    .p1 = There are 105 cards: the numbers 1 to 11 and four kinds of special cards, seven of each: Joker, Switch, Zap and No!. Everyone gets 4 cards; the rest is the draw pile.
    .p2 = The first round goes clockwise, the next counter-clockwise, and so on, taking turns. Everyone calls their lowest number; the lowest number begins and starts the row with it. In later rounds only the players who did not just score a point may begin. If nobody has a number card, the cards are dealt again.
rules-help-row = The row
    .p1 = The row holds up to six cards, rising from left to right with the numbers 1 to 11. A number card goes at the end of the row and must be higher than the last card; on an empty row any number may start. Whoever lays the sixth card clears the whole row onto the discard pile, and the next player starts a new row.
    .p2 = On your turn you play exactly one card, a number card or a special card, and then draw back up to four cards.
rules-help-specials = The special cards
    .p1 = Joker: it stands for a number and can go at the end of the row or anywhere in it, even before the first card. It takes the value one higher than the card before it (a 1 at the front) and keeps it. So it cannot go between two numbers that follow each other, like 5 and 6.
    .p2 = Switch: put it on the discard pile, take one card from the row into your hand and put one of your number cards in its place. The row must still rise.
    .p3 = Zap: remove the last card of the row. On an empty row you cannot play it.
    .p4 = No!: lay it in front of you. The next time it would be your turn, you are skipped; the time after that you discard the No! card and play normally. While it lies in front of you, nobody can ask you for help.
rules-help-help = Help!
    .p1 = Only if none of your cards can be played, not even a special card, you ask for help. The helper is the player who played before you, skipping anyone with a No! card in front of them.
    .p2 = If the helper has a card you could play right now, they must help: they pass you one such card, you give them any card of yours in return, and you must play the card you received.
    .p3 = If the helper has no such card, the round is over.
rules-help-scoring = Points and the end
    .p1 = When help fails, every player except the one asking and the helper scores a point. If everyone else has a No! card in front of them, you were left helpless, and only you score a point.
    .p2 = After a round, a player with 3 points wins; several players with 3 points all win. Otherwise a new round is dealt.
