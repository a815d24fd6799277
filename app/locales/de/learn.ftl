# Der Trainer der geführten ersten Spiele (app/src/learn). Ein oder zwei Sätze, über
# das eine, auf das er zeigt.

learn-skip = Übung überspringen
learn-your-move = Du bist dran: Mach den leuchtenden Zug.
learn-watch = { $name } ist dran. Schau auf den Tisch.
learn-overlay = Lies, was passiert ist, und schließe das Fenster, um weiterzuspielen.
learn-mistake = So nicht. { $why } Das ist Regel { $ruling }.
learn-mistake-other = Das erlauben die Regeln, aber diese Übung geht anders weiter: Mach den leuchtenden Zug.

learn-er-welcome = Willkommen bei Elfer raus! Werde als Erste oder Erster alle Karten los. Die anderen beginnen; schau, wie die Reihen von den Elfen aus wachsen.
learn-er-row-up = Reihen wachsen Schritt für Schritt in ihrer Farbe, von der 11 hinauf bis 20 und hinab bis 1. Die rote Reihe endet bei 12: Deine rote 13 passt.
learn-er-end-turn = Du hast eine Karte gelegt und darfst den Zug jetzt beenden; passende Karten dürfen warten.
learn-er-row-down = Eine Reihe wächst auch nach unten: Die grüne Reihe beginnt bei 9, also passt deine grüne 8 darunter.
learn-er-several = Mehrere Karten passen: Lege sie nacheinander; eine gerade gelegte Karte kann die nächste passend machen.
learn-er-open-row = Nur eine 11 beginnt eine Reihe. Lege die blaue 11 und eröffne die blaue Reihe; sie ist deine letzte Karte.
learn-er-done = Deine Hand ist leer: Du gewinnst sofort, und die anderen zählen ihre Karten auf der Hand als Strafpunkte. Das ist Elfer raus!

learn-j-welcome = Willkommen bei 22Juhu! Mach Stiche: Jeder bringt einen Punkt, und wer zuerst 22 Punkte hat, gewinnt.
learn-j-join = Sag zuerst, ob du in dieser Runde mitspielst. Wer mitspielt und keinen Stich macht, verliert 5 Punkte; mit deiner 20 machst du einen. Spiel mit!
learn-j-exchange = Tausche jetzt schwache Karten gegen Karten vom Stapel. Eine Null mit einem Ring macht selten einen Stich: Tausche sie.
learn-j-lead = Du spielst zum ersten Stich aus und darfst jede Karte spielen. Die höchste Zahl bekommt den Stich.
learn-j-beat = Ben hat den letzten Stich mit 22Juhu gemacht, der höchsten Karte: Sie zählt als Zahl 22. Ausgespielt ist eine Zahl: Überbiete die höchste Zahl, wenn du kannst, also spiel deine 20.
learn-j-zero = Spiel eine Null aus: Die anderen müssen ihre Farbe mit einer Null bedienen, wenn sie können. Eine Zahlenkarte schlägt trotzdem jede Null.
learn-j-last = Ausgespielt ist eine grüne Null, und du hast keine: Spiel eine Zahlenkarte. Deine 21 macht den letzten Stich.
learn-j-done = Die Runde ist vorbei: Ein Punkt für jeden deiner Stiche. Das Spiel geht Runde um Runde weiter, bis jemand 22 Punkte hat.
learn-you = Du

learn-ss-welcome = Willkommen bei 77! Alle spielen auf einen Stapel und sagen die neue Summe an. Behalte deine Chips: Wer als Letztes noch Chips hat, gewinnt.
learn-ss-total = Spiel eine Karte, und die Summe wächst um ihren Wert. Deine 10 macht 10.
learn-ss-schnaps = Ben hat 22 angesagt, eine Schnapszahl, und einen Chip bezahlt. Deine 3 macht 25, das kostet nichts.
learn-ss-double = Ben hat ×2 gespielt: Du musst zwei Karten nacheinander spielen, und die erste darf keine ×2 sein. Spiel zuerst deine 10.
learn-ss-double-second = Deine zweite Karte darf die ×2 sein: Jetzt muss Anna zwei Karten spielen.
learn-ss-reverse = Das ⇄ dreht die Richtung um: Ben ist vor Anna dran, und die Summe bleibt 54.
learn-ss-minus = Wer 77 oder mehr ansagt, zahlt einen Chip und beendet die Runde. Deine −10 senkt die Summe auf 63.
learn-ss-done = Anna hat 78 erreicht und den letzten Chip dieser Runde bezahlt. Eine neue Runde wird gegeben; wer alle Chips verliert, schwimmt, und wer als Letztes übrig ist, gewinnt.

learn-h-welcome = Willkommen bei Help! Alle legen an eine steigende Kartenreihe, und wer nicht spielen kann, bittet die Person davor um Hilfe. Die niedrigste Karte hat die Reihe begonnen: deine 1.
learn-h-rise = Die Reihe muss steigen: Eine Zahlenkarte kommt ans Ende und muss höher sein als die letzte. Lege deine 11 an die 8.
learn-h-help = Help! Anna kann nicht spielen und bittet dich um Hilfe. Du musst ihr eine Karte geben, die sie spielen kann: den Joker. Sie gibt dir eine Karte zurück und muss deine sofort spielen.
learn-h-done = Ben hat ein No! gelegt, also darf ihn niemand um Hilfe bitten. Du konntest nicht spielen und hast Anna gefragt, die nicht helfen konnte: Ihr beide bekommt nichts, und Ben bekommt einen Punkt. Wer drei Punkte hat, gewinnt.

learn-r-welcome = Willkommen bei Rauswurf! In jedem Zug legst du eine Karte vor dich, und eine stärkere Karte wirft schwächere raus. Wer keine Karten mehr auf der Hand und keine vor sich hat, gewinnt.
learn-r-lay = Lege eine Karte vor dich: deine 4.
learn-r-throw = Deine 4 lag bis zu deinem nächsten Zug vor dir und wird abgelegt, und Annas 4, die sich ihr angeschlossen hat, mit ihr. Lege deine 7: Sie wirft Bens schwächere 2 raus, und Ben muss eine Karte ziehen.
learn-r-done = Annas 10 hat deine 7 rausgeworfen, also hast du eine Karte gezogen. Gleiche Zahlen schließen sich an und zählen ihre Summe: Annas 4 hat deine auf 8 gebracht. Werde alle Karten los, um zu gewinnen.
learn-start = Geführtes erstes Spiel spielen
learn-no-undo = In einer Übung gibt es keine Züge zum Zurücknehmen.
