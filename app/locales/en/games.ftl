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
