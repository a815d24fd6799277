## Why the rules refuse a move ("why not").

error-game-over = The game is over: no more moves can be made.
error-not-your-turn = It is not your turn: wait until it comes round to you.
error-not-in-hand = That card is not in your hand.
error-er-does-not-fit = That card does not fit: a card goes next to the row of its colour, one below its lowest or one above its highest card, and a row can only be opened with its 11.
error-er-must-lay-first = You must lay at least one card before you end your turn, since one of your cards fits.
error-ss-double-on-double = A ×2 may not be played directly on a ×2: play a different card first.
error-juhu-wrong-decision = That does not belong to this step of the hand: first decide what the hand asks for now (join or sit out, swap, or play a card).
error-juhu-must-follow = You must follow: on a zero card play a zero card of its colour if you have one, otherwise a number card (higher than the highest number in the trick if you can); on a number card play a higher number card if you have one.
error-juhu-duty = In a mandatory round 22Juhu must be played at the first chance, and this trick is that chance: play 22Juhu.
error-help-wrong-decision = That does not belong to this step: first finish what the turn asks for now (play, help, or give a card back).
error-help-not-playable = That card cannot be played there: the row must rise from left to right, a Joker cannot go between two numbers that follow each other, a Switch needs a card it can swap, and a Zap needs a card in the row.
error-help-must-play-received = You must play the card you were given as help.
error-help-cannot-help = That card would not help: the player asking could not play it. Pass a card they can play right now.
