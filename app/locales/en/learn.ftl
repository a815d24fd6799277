# The coach of the guided first games (app/src/learn). One or two sentences each,
# about the one thing the coach points at.

learn-skip = Skip the lesson
learn-your-move = Your turn: make the lit-up move.
learn-watch = { $name } plays now. Watch the table.
learn-overlay = Read what happened and close the box to go on.
learn-mistake = Not like that. { $why } That is rule { $ruling }.
learn-mistake-other = The rules allow that, but this lesson goes another way: make the lit-up move.

learn-er-welcome = Welcome to Elfer raus! Get rid of all your cards first. The others start; watch the rows grow from the 11s.
learn-er-row-up = Rows grow one step at a time in their colour, up from the 11 to 20 and down to 1. The red row ends at 12: your red 13 fits.
learn-er-end-turn = You laid a card, so you may end your turn now; cards that fit may wait for later.
learn-er-row-down = A row grows downwards too: the green row starts at 9, so your green 8 fits below it.
learn-er-several = Several cards fit: lay them one after another; a card just laid can make the next one fit.
learn-er-open-row = Only an 11 starts a row. Lay the blue 11 to open the blue row; it is your last card.
learn-er-done = Your hand is empty: you win at once, and the others count the cards they still hold as penalty points. That is Elfer raus!

learn-j-welcome = Welcome to 22Juhu! Take tricks: each is a point, and the first to 22 points wins.
learn-j-join = First say whether you play this hand. Who joins and takes no trick loses 5 points; with your 20 you will take one. Join!
learn-j-exchange = Now swap weak cards for cards from the stack. A zero with one ring rarely takes a trick: swap it.
learn-j-lead = You lead the first trick and may play any card. The highest number takes the trick.
learn-j-beat = Ben took the last trick with 22Juhu, the highest card of all: it counts as the number 22. A number was led: beat the highest number if you can, so play your 20.
learn-j-zero = Lead a zero card: the others must follow its colour with a zero if they can. A number card still beats every zero.
learn-j-last = A green zero was led and you have none: play a number card. Your 21 takes the last trick.
learn-j-done = The hand is over: a point for each of your tricks. The game goes on hand by hand until someone has 22 points.
learn-you = You

learn-ss-welcome = Welcome to 77! Everyone plays onto one pile and calls the new total. Keep your chips: the last player with chips wins.
learn-ss-total = Play a card and the total grows by its value. Your 10 makes 10.
learn-ss-schnaps = Ben called 22, a Schnapszahl, and paid a chip. Your 3 makes 25, which costs nothing.
learn-ss-double = Ben played ×2: you must play two cards in a row, and the first may not be another ×2. Play your 10 first.
learn-ss-double-second = Your second card may be the ×2: now Anna owes two cards.
learn-ss-reverse = The ⇄ turns the direction: Ben plays next instead of Anna, and the total stays 54.
learn-ss-minus = Whoever calls 77 or more pays a chip and ends the round. Your −10 takes the total down to 63.
learn-ss-done = Anna reached 78 and paid the last chip of this round. A new round is dealt; who loses all chips swims, and the last player in wins.

learn-h-welcome = Welcome to Help! Everyone adds to one rising row, and whoever cannot play asks the player before for help. The lowest card started the row: your 1.
learn-h-rise = The row must rise: a number card goes at the end and must be higher than the last one. Lay your 11 on the 8.
learn-h-help = Help! Anna cannot play and asks you. You must hand her a card she can play: the Joker. She gives you a card back and must play yours at once.
learn-h-done = Ben laid a No!, so nobody may ask him for help. You could not play and asked Anna, who could not help: you two score nothing and Ben gets a point. Three points win.

learn-r-welcome = Welcome to Rauswurf! Each turn you lay a card in front of you, and a stronger card throws weaker ones out. Whoever has no cards in hand and none in front wins.
learn-r-lay = Lay a card in front of you: your 4.
learn-r-throw = Your 4 lay in front of you until your next turn, so it is discarded, and Anna's 4 that joined it goes too. Lay your 7: it throws out Ben's weaker 2, and Ben must draw a card.
learn-r-done = Anna's 10 threw out your 7, so you drew a card. Equal numbers join and count their sum: Anna's 4 made yours worth 8. Get rid of every card to win.
learn-start = Play the guided first game
learn-no-undo = A lesson has no moves to take back.
