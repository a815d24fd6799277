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
variant-juhu22-basic5-about = 5 Karten für jeden; ein Stich zählt 1, keiner kostet 5; wer zuerst 22 hat, gewinnt.
variant-juhu22-basic4-about = 4 Karten für jeden; ein Stich zählt 1, keiner kostet 4; wer zuerst 22 hat, gewinnt.
variant-juhu22-gamer-about = Jedes Spiel eine Pflichtrunde, dann eine Punkterunde; nach dem letzten Spiel gewinnt die höchste Summe.
variant-juhu22-pro-about = Um Chips: Einsätze und Strafen füllen den Pott, Stiche gewinnen ihn; wer zuletzt Chips hat, gewinnt.
option-elfer-raus-three-colours-about = Zu zweit ohne die blauen Karten, mit 60 Karten.
option-elfer-raus-match-games-about = Mehrere Spiele hintereinander; die wenigsten Strafpunkte insgesamt gewinnen.
option-seventy-seven-start-seat-about = Wer die erste Runde beginnt; danach beginnt jede Runde der Nächste.
option-rauswurf-start-seat-about = Wer zuerst spielt; sonst wird es ausgelost.
option-juhu22-counter-clockwise-about = Es geht das ganze Spiel über nach rechts weiter.
option-juhu22-games-per-player-about = Wie viele Spiele jeder gibt: das Spiel dauert Spieler × so viele.
option-juhu22-colour-bonus-about = Vier Nullen einer Farbe in der Pflichtrunde: +4 und neu geben.
option-juhu22-misdeal-penalty-about = Wer zum dritten Mal in Folge neu geben muss, bekommt −4 und gibt weiter.
option-juhu22-start-chips-about = Die Chips, mit denen jeder beginnt.
option-juhu22-ante-about = Was jeder in jeder Pflichtrunde in den Pott zahlt.
option-juhu22-max-cycles-about = Der Tisch endet nach so vielen Durchgängen; die meisten Chips gewinnen.
