## games

## Setup: variant names and option labels (keys from the game registry)
variant-juhu22-basic5 = Basic (5 cards in hand)
variant-juhu22-basic4 = Basic (4 cards in hand)
variant-juhu22-gamer = Gamer
variant-juhu22-pro = Pro (sit & go, for chips)
option-seat-random = drawn at random
option-elfer-raus-three-colours = Without blue (2 players)
option-elfer-raus-match-games = Games in a match
option-seventy-seven-start-seat = Who starts
option-rauswurf-start-seat = Who starts
option-juhu22-counter-clockwise = Play counter-clockwise
option-juhu22-games-per-player = Games per player
option-juhu22-colour-bonus = Four zeros of a colour: +4
option-juhu22-misdeal-penalty = Third redeal in a row costs the dealer 4 points
option-juhu22-start-chips = Starting chips
option-juhu22-ante = Ante
option-juhu22-max-cycles = Cycles at most
option-juhu22-no-cycle-limit = no limit
variant-juhu22-basic5-about = 5 cards each; a trick scores 1, none costs 5; the first to 22 wins.
variant-juhu22-basic4-about = 4 cards each; a trick scores 1, none costs 4; the first to 22 wins.
variant-juhu22-gamer-about = Each game a mandatory round, then a point round; the highest total after the last game wins.
variant-juhu22-pro-about = Played for chips: antes and penalties fill the pot, tricks win it; the last with chips wins.
option-elfer-raus-three-colours-about = Two players leave the blue cards out and play with 60.
option-elfer-raus-match-games-about = Several games in a row; the fewest penalty points in all wins.
option-seventy-seven-start-seat-about = Who starts the first round; each later round the next seat starts.
option-rauswurf-start-seat-about = Who plays first; otherwise it is drawn.
option-juhu22-counter-clockwise-about = Play passes to the right, the whole game long.
option-juhu22-games-per-player-about = How many games each player deals: the game lasts players × this.
option-juhu22-colour-bonus-about = Dealt a colour's four zeros in a mandatory round: +4 and a new deal.
option-juhu22-misdeal-penalty-about = A dealer who must deal again for the third time running scores −4 and passes the deal.
option-juhu22-start-chips-about = The chips each player starts with.
option-juhu22-ante-about = What everyone pays into the pot at each mandatory round.
option-juhu22-max-cycles-about = The table ends after this many cycles; the most chips win.
