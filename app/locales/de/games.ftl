## games

## Einrichten: Namen der Varianten und Beschriftungen der Optionen (Schlüssel aus dem Spielregister)
variant-juhu22-basic5 = Basic (5 Handkarten)
variant-juhu22-basic4 = Basic (4 Handkarten)
variant-juhu22-gamer = Gamer
variant-juhu22-pro = Pro (Sit & Go, um Chips)
option-seat-random = ausgelost
option-elfer-raus-three-colours = Ohne Blau (2 Spieler)
option-elfer-raus-match-games = Spiele einer Partie
option-seventy-seven-start-seat = Wer fängt an
option-rauswurf-start-seat = Wer fängt an
option-juhu22-counter-clockwise = Gegen den Uhrzeigersinn spielen
option-juhu22-games-per-player = Spiele pro Spieler
option-juhu22-colour-bonus = Vier Nullen einer Farbe: +4
option-juhu22-misdeal-penalty = Drittes Neugeben in Folge kostet den Geber 4 Punkte
option-juhu22-start-chips = Chips zu Beginn
option-juhu22-ante = Einsatz
option-juhu22-max-cycles = Höchstzahl der Durchgänge
option-juhu22-no-cycle-limit = unbegrenzt
