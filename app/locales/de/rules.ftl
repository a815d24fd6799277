## rules
## Die Regelseiten, eine je Spiel. Jede Nachricht ist ein Abschnitt: ihr Wert ist die
## Überschrift, ihre Attribute .p1, .p2 … sind die Absätze, der Reihe nach.

## Elfer raus!

rules-elfer-raus-goal = Das Ziel
    .p1 = Werde als Erste oder Erster alle Karten los. Du legst sie in vier Reihen aus, eine je Farbe, die von der 11 abwärts bis 1 und aufwärts bis 20 wachsen.
rules-elfer-raus-cards = Karten und Geben
    .p1 = Es gibt 80 Karten: die Farben Rot, Gelb, Grün und Blau mit je den Werten 1 bis 20. Zu zweit und zu dritt bekommt jeder 20 Karten, zu viert 15, zu fünft 12 und zu sechst 10. Der Rest ist der verdeckte Nachziehstapel.
    .p2 = Zu zweit könnt ihr die blauen Karten weglassen und mit drei Farben spielen.
    .p3 = Wer die rote 11 hat, beginnt und legt sie aus; ohne rote 11 eröffnet die gelbe, dann die grüne, dann die blaue 11. Hat niemand eine 11 bekommen, wird neu gegeben. Das Auslegen der ersten 11 ist der ganze erste Zug.
rules-elfer-raus-rows = Die Reihen
    .p1 = Jede Farbe hat eine Reihe, und nur ihre 11 kann sie eröffnen. Dann wächst die Reihe Karte für Karte: auf der einen Seite abwärts 10, 9, … 1, auf der anderen aufwärts 12, 13, … 20, immer genau eins unter der niedrigsten oder eins über der höchsten Karte und immer in der Farbe der Reihe.
    .p2 = Jede Karte hat also genau einen Platz: an einem Ende der Reihe ihrer Farbe, oder als 11 am Anfang ihrer Reihe. Neben die blaue 11 passen nur die blaue 10 und die blaue 12; die blaue 15 muss warten, bis die 13 und die 14 liegen.
rules-elfer-raus-turn = Dein Zug
    .p1 = Passt eine deiner Karten, legst du mindestens eine Karte an. Danach darfst du weitere passende Karten anlegen, eine nach der anderen und an beliebige Reihen; eine eben gelegte Karte kann eine weitere passend machen. Du darfst passende Karten auch mit Absicht zurückhalten. Bist du fertig, beendest du deinen Zug.
    .p2 = Passt keine deiner Karten, ziehst du vom Stapel. Passt die gezogene Karte, legst du sie sofort an, und dein Zug ist vorbei. Passt sie nicht, ziehst du noch einmal, höchstens drei Karten insgesamt. Ist der Nachziehstapel leer, kannst du nicht spielen, und der Nächste ist dran; der Stapel wird nie neu gemischt.
rules-elfer-raus-end = Das Ende und die Minuspunkte
    .p1 = Das Spiel endet, sobald jemand die letzte Karte anlegt; wer das schafft, gewinnt. Alle anderen bekommen Minuspunkte: die Werte der Karten, die ihnen auf der Hand bleiben, zusammengezählt.
    .p2 = Ihr könnt eine Partie aus mehreren Spielen spielen. Dann werden die Minuspunkte zusammengezählt, und am Ende gewinnt, wer die wenigsten hat; bei Gleichstand teilt ihr euch den Platz.

## 77

rules-seventy-seven-goal = Das Ziel
    .p1 = Spiel eine Karte, zähle ihren Wert zur Summe und sage die neue Summe an. Wer eine Schnapszahl (11, 22, 33, 44, 55 oder 66) oder 77 und mehr ansagt, gibt einen Chip ab. Wer einen Chip abgeben muss und keinen mehr hat, scheidet aus. Wer als Letzte oder Letzter übrig ist, gewinnt.
rules-seventy-seven-cards = Karten und Geben
    .p1 = Es gibt 55 Karten: die 76 und die Schnapszahlen 11 bis 66 je einmal, die 0, die −10, die x2-Karte und den Richtungswechsel je viermal, die Werte 2 bis 9 je dreimal und die 10 achtmal. Jeder beginnt mit drei Chips.
    .p2 = In jeder Runde bekommt jeder, der noch im Spiel ist, fünf Karten; der Rest ist der Nachziehstapel. Jede Runde beginnt im Uhrzeigersinn mit der Summe 0, und der Startspieler wechselt von Runde zu Runde um einen Platz weiter.
rules-seventy-seven-turn = Dein Zug
    .p1 = Spiel eine Handkarte auf den Ablagestapel und sage die neue Summe an: die alte Summe plus den Wert der Karte. Die −10 senkt die Summe, die auch unter 0 fallen kann. Dann ziehst du eine Karte nach. Ist der Nachziehstapel leer, werden alle abgelegten Karten bis auf die oberste zu einem neuen gemischt.
rules-seventy-seven-special = Sonderkarten
    .p1 = Der Richtungswechsel hat keinen Wert: Du sagst die alte Summe noch einmal an, und die Spielrichtung dreht sich sofort. Sind nur noch zwei im Spiel, ändert er nichts: Der andere ist dran.
    .p2 = Auch die x2-Karte hat keinen Wert: Du sagst die alte Summe noch einmal an, und der Nächste muss zwei Karten nacheinander spielen, nach jeder die Summe ansagen und danach zwei Karten ziehen. Auf eine x2-Karte darf nicht direkt wieder eine x2-Karte folgen: Die erste der beiden Karten darf keine x2-Karte sein, die zweite schon.
rules-seventy-seven-chips = Chips und Schwimmen
    .p1 = Wer eine Schnapszahl ansagt, gibt sofort einen Chip ab, auch wenn er sie mit einer x2-Karte oder einem Richtungswechsel nur wiederholt. Die Karte 11 zu spielen kostet für sich nichts: Es zählt nur die angesagte Summe.
    .p2 = Wer 77 oder mehr ansagt, gibt einen Chip ab, und die Runde endet sofort.
    .p3 = Ohne Chips bist du noch nicht raus: Du schwimmst. Erst wenn du schwimmend noch einen Chip abgeben müsstest, scheidest du aus; deine Handkarten kommen auf den Ablagestapel, und die Runde geht ohne dich weiter.
rules-seventy-seven-end = Das Ende
    .p1 = Nach jeder Runde, die mit 77 oder mehr geendet hat, wird neu gegeben, solange mindestens zwei im Spiel sind. Sobald nur noch einer übrig ist, auch mitten in einer Runde, hat er gewonnen. Die anderen folgen in umgekehrter Reihenfolge ihres Ausscheidens.

## 22Juhu

rules-juhu22-goal = Das Ziel
    .p1 = 22Juhu ist ein Stichspiel. In jeder Runde entscheidest du, ob du mitspielst; wer mitspielt, will Stiche machen, denn eine Runde ohne Stich kostet viel. Je nach Variante sammelt ihr Punkte oder Chips.
rules-juhu22-cards = Die Karten und die Ringe auf den Nullkarten
    .p1 = Es gibt 38 Karten: die Zahlen 1 bis 21, die Sonderkarte 22Juhu und 16 Nullkarten.
    .p2 = Die Nullkarten gibt es in vier Farben (Blau, Rot, Grün und Gelb) mit je 1, 2, 3 oder 4 Ringen. Unter Nullkarten derselben Farbe ist die mit mehr Ringen stärker: Die blaue Null mit 4 Ringen schlägt die blaue Null mit 3 Ringen. Nullkarten verschiedener Farben schlagen einander nicht.
    .p3 = Unter den Zahlenkarten ist die höhere stärker. 22Juhu zählt als Zahl 22 und ist die stärkste Karte von allen.
rules-juhu22-variants = Die Varianten
    .p1 = Basic mit 5 Karten (2 bis 5 Spieler) und Basic mit 4 Karten (2 bis 7 Spieler): Jede Runde zählt Punkte; ein Stich bringt einen Punkt, eine Runde ohne Stich kostet 5 oder 4 Punkte. Wer zuerst 22 Punkte hat, gewinnt; wer auf −22 fällt, scheidet aus.
    .p2 = Gamer (2 bis 7 Spieler): eine feste Zahl von Spielen, jedes aus einer Pflichtrunde und einer Punktrunde. Pro (2 bis 7 Spieler): Ihr spielt um Chips und einen Pott, bis einer alle Chips hat.
    .p3 = Nach jeder Runde gibt der Nächste. Ihr wählt, ob im oder gegen den Uhrzeigersinn gespielt wird; die Richtung gilt für das ganze Spiel.
rules-juhu22-hand = Eine Runde: Geben, Mitspielen und die Strafe
    .p1 = Jeder, der noch im Spiel ist, bekommt die Karten der Runde (5 oder 4); der Rest bildet den Stapel.
    .p2 = Nach dem Geber entscheidet jeder der Reihe nach, ob er die Runde mitspielt oder aussetzt. Wer aussetzt, bekommt in dieser Runde nichts, weder Gutes noch Schlechtes. Wer mitspielt, bekommt für jeden Stich einen Punkt; wer aber mitspielt und keinen Stich macht, bekommt stattdessen die Strafe: −5 mit fünf Karten, −4 mit vier.
    .p3 = Spielt niemand mit, fällt die Runde aus. Spielt nur einer mit, bekommt er alle Stiche, ohne zu spielen.
rules-juhu22-stack = Tauschen und der Stapel
    .p1 = Nach dem Mitspielen darf jeder, der mitspielt, in derselben Reihenfolge beliebig viele Handkarten, keine bis alle, gegen neue vom Stapel tauschen. Ist der Stapel aufgebraucht, werden alle in dieser Runde weggetauschten Karten zu einem neuen Stapel gemischt.
rules-juhu22-trick = Ein Stich
    .p1 = Wer nach dem Geber als Erster mitspielt, spielt zum ersten Stich eine beliebige Karte aus; dann legen die anderen Mitspieler der Reihe nach je eine Karte dazu. Wer einen Stich gewinnt, spielt zum nächsten aus. Eine Runde hat so viele Stiche, wie jeder Karten auf der Hand hat.
    .p2 = Wurde eine Zahlenkarte ausgespielt, musst du eine höhere Zahlenkarte als die höchste Zahl im Stich spielen, wenn du eine hast, sonst eine beliebige Zahlenkarte, sonst eine Nullkarte. Wurde 22Juhu ausgespielt, spielst du eine Zahlenkarte, wenn du eine hast, sonst eine Nullkarte.
    .p3 = Wurde eine Nullkarte ausgespielt, musst du ihre Farbe mit einer Nullkarte bekennen, wenn du kannst. Sonst spielst du eine Zahlenkarte (höher als die höchste Zahl im Stich, wenn du kannst), und nur ohne Zahlenkarten eine andere Nullkarte.
    .p4 = Die höchste Zahlenkarte im Stich gewinnt ihn. Liegt keine Zahlenkarte im Stich, gewinnt die stärkste Nullkarte der ausgespielten Farbe: die mit den meisten Ringen.
rules-juhu22-end = Das Ende im Basic-Spiel
    .p1 = Wer nach einer Runde bei −22 Punkten oder darunter steht, scheidet sofort aus. Sobald jemand 22 Punkte oder mehr hat, gewinnt die höchste Punktzahl; bei Gleichstand teilt ihr euch den Sieg. Ist nur noch einer übrig, gewinnt er.
rules-juhu22-gamer = Gamer: Pflichtrunde und Punktrunde
    .p1 = In der Pflichtrunde spielen alle mit vier Karten mit: Niemand setzt aus, niemand tauscht. Bekommt jemand vier Nullkarten, gibt derselbe Geber neu. Wer keinen Stich macht, verliert 4 Punkte; mit einem Stich kommst du ohne Verlust durch.
    .p2 = In der Pflichtrunde muss 22Juhu bei der ersten Gelegenheit gespielt werden: Wer sie hat, spielt sie aus oder legt sie im ersten Stich als einzige erlaubte Karte. Nur wenn eine Nullkarte ausgespielt wurde und Farbe bekannt werden muss, wartet 22Juhu bis zum nächsten Stich, in dem sie gespielt werden darf.
    .p3 = Die Punktrunde danach ist eine normale Runde mit vier Karten: mitspielen oder aussetzen, tauschen, vier Stiche, ein Punkt je Stich, −4 ohne Stich. Nach der letzten Punktrunde gewinnt die höchste Punktzahl.
    .p4 = Wahlweise Sonderregeln: Vier Nullkarten einer Farbe in einer Pflichtrunde bringen 4 Punkte, und es wird neu gegeben; ein Geber, der dreimal hintereinander neu geben muss, verliert 4 Punkte, und der Nächste gibt.
rules-juhu22-pro = Pro: Chips und der Pott
    .p1 = Alle beginnen mit gleich vielen Chips. Ein Durchlauf besteht aus einer Pflichtrunde und einer oder mehreren Auszahlungsrunden.
    .p2 = In der Pflichtrunde zahlt zuerst jeder den Einsatz in den Pott. Danach zahlt jeder ohne Stich so viel, wie nach den Einsätzen im Pott lag. Mit 6 Spielern und einem Einsatz von 1 liegen 6 Chips im Pott; drei Spieler ohne Stich zahlen je 6, und der Pott wächst auf 24.
    .p3 = Eine Auszahlungsrunde wird wie eine normale Runde um den Pott gespielt: mitspielen oder aussetzen, tauschen, vier Stiche. Jeder Stich gewinnt ein Viertel des Potts, abgerundet; der Rest bleibt im Pott. Liegen weniger als vier Chips im Pott, ist jeder Stich einen Chip wert, solange noch einer da ist.
    .p4 = Wer mitspielt und keinen Stich macht, zahlt den vollen Pott in einen neuen Pott, und um diesen wird eine weitere Auszahlungsrunde gespielt, bei der jeder neu entscheidet, ob er mitspielt. Der Durchlauf endet mit der ersten Auszahlungsrunde, in der jeder Mitspieler einen Stich gemacht hat. Spielt niemand mit, wartet der Pott auf den nächsten Durchlauf.
    .p5 = Wer nicht voll zahlen kann, zahlt alles, was er hat, und spielt den Durchlauf zu Ende, ohne mehr zu zahlen; wer am Ende eines Durchlaufs keine Chips hat, scheidet aus. Das Spiel endet, wenn einer alle Chips hat oder nach der zu Beginn gewählten Zahl von Durchläufen; Chips im Pott werden dann unter den Verbliebenen geteilt, und die Chips entscheiden über die Plätze.

## Rauswurf

rules-rauswurf-goal = Das Ziel
    .p1 = Werde alle Karten los. In jedem Zug legst du eine Karte offen vor dich; eine stärkere Karte wirft schwächere Karten vor den anderen hinaus, die dann nachziehen müssen. Wer keine Handkarten und keine Karte vor sich hat, gewinnt.
rules-rauswurf-cards = Karten und Geben
    .p1 = Es gibt 90 Karten mit den Werten 2 bis 20: niedrige Werte oft (sechzehn 2er), hohe selten (16 bis 20 je einmal). Jeder bekommt 6 Karten, zu siebt und zu acht 7 Karten; der Rest ist der Nachziehstapel. Gespielt wird im Uhrzeigersinn.
rules-rauswurf-turn = Dein Zug
    .p1 = Liegt die Karte aus deinem letzten Zug noch vor dir, legst du sie zuerst ab. Jeder andere, vor dem eine Karte mit demselben Wert liegt, legt seine ebenfalls ab. Dafür zieht niemand nach.
    .p2 = Dann legst du eine Handkarte offen vor dich. Hast du keine Handkarten mehr, aber noch eine Karte vor dir, legst du nur diese ab.
rules-rauswurf-join = Zusammenschließen
    .p1 = Karten mit demselben Wert schließen sich zusammen: Legst du eine 5 und liegt vor anderen eine 5, zählen alle diese 5er zusammen. Zwei 5er zählen je 10, drei 5er je 15. Eine Karte, die nur der Summe gleicht, schließt sich nicht an: Eine 10 gegen zwei verbundene 5er bleibt eine einfache 10.
rules-rauswurf-throw = Hinauswerfen
    .p1 = Nach dem Zusammenschließen wirft deine Karte jede Karte vor einem anderen hinaus, die schwächer ist als deine. Wer sie vor sich hatte, legt sie ab und zieht eine Ersatzkarte. Gleich starke und stärkere Karten bleiben liegen. Das Zusammenschließen kommt zuerst: Deine 5, die sich mit einer anderen 5 verbindet, zählt 10 und wirft eine 8 hinaus.
    .p2 = Ist der Nachziehstapel leer, werden die abgelegten Karten zu einem neuen gemischt; gibt es auch keine abgelegten Karten, wird nichts gezogen.
rules-rauswurf-end = Gewinnen
    .p1 = Du gewinnst, sobald du keine Handkarten und keine Karte vor dir hast; das kann auch passieren, während ein anderer denselben Wert ablegt. Schaffen es mehrere im selben Moment, gewinnen alle. Ein Spiel, das sehr lange dauert, endet ohne Sieger.

## Help!

rules-help-goal = Das Ziel
    .p1 = Gemeinsam legt ihr Karten in eine Kartenreihe, die von links nach rechts steigen muss. Wer nicht legen kann, bittet den Spieler vor sich um Hilfe. Kann auch dieser nicht helfen, haben beide den Durchgang verloren, und alle anderen bekommen einen Punkt. Wer zuerst 3 Punkte hat, gewinnt.
rules-help-cards = Karten und Geben
    .p1 = Es gibt 105 Karten: die Zahlen 1 bis 11 und vier Arten von Sonderkarten, je sieben: Joker, Switch, Zap und No!. Jeder bekommt 4 Karten; der Rest ist der Nachziehstapel.
    .p2 = Der erste Durchgang geht im Uhrzeigersinn, der nächste gegen den Uhrzeigersinn und so weiter im Wechsel. Alle rufen ihre niedrigste Zahl; die niedrigste Zahl beginnt und eröffnet mit ihr die Kartenreihe. In späteren Durchgängen dürfen nur die beginnen, die eben keinen Punkt bekommen haben. Hat niemand eine Zahlenkarte, wird neu gegeben.
rules-help-row = Die Kartenreihe
    .p1 = Die Kartenreihe hat bis zu sechs Karten und steigt von links nach rechts mit den Zahlen 1 bis 11. Eine Zahlenkarte kommt ans Ende der Reihe und muss höher sein als die letzte Karte; in eine leere Reihe darf jede Zahl. Wer die sechste Karte legt, räumt die ganze Reihe auf den Ablagestapel, und der Nächste beginnt eine neue Reihe.
    .p2 = In deinem Zug spielst du genau eine Karte, eine Zahlenkarte oder eine Sonderkarte, und ziehst dann auf vier Karten nach.
rules-help-specials = Die Sonderkarten
    .p1 = Joker: Er steht für eine Zahl und darf ans Ende der Reihe oder an eine beliebige Stelle in ihr, auch vor die erste Karte. Er nimmt den Wert eins höher als die Karte vor ihm an (vorne eine 1) und behält ihn. Darum darf er nicht zwischen zwei direkt aufeinanderfolgende Zahlen wie 5 und 6.
    .p2 = Switch: Lege die Switch-Karte ab, nimm eine Karte aus der Reihe auf die Hand und lege eine deiner Zahlenkarten an ihre Stelle. Die Reihe muss weiter steigen.
    .p3 = Zap: Entferne die letzte Karte der Reihe. In einer leeren Reihe darfst du sie nicht spielen.
    .p4 = No!: Lege die No!-Karte vor dich. Bist du das nächste Mal am Zug, wirst du übersprungen; beim Mal danach legst du die No!-Karte ab und spielst normal. Solange sie vor dir liegt, kann dich niemand um Hilfe bitten.
rules-help-help = Help!
    .p1 = Nur wenn du keine deiner Karten spielen kannst, auch keine Sonderkarte, bittest du um Hilfe. Helfen muss, wer vor dir gespielt hat; wer eine No!-Karte vor sich hat, wird übersprungen.
    .p2 = Hat der Helfer eine Karte, die du jetzt spielen könntest, muss er helfen: Er gibt dir eine solche Karte, du gibst ihm eine beliebige deiner Karten zurück, und du musst die erhaltene Karte spielen.
    .p3 = Hat der Helfer keine solche Karte, ist der Durchgang vorbei.
rules-help-scoring = Punkte und das Ende
    .p1 = Scheitert die Hilfe, bekommt jeder außer dir, der du um Hilfe gebeten hast, und dem Helfer einen Punkt. Haben alle anderen eine No!-Karte vor sich, wurdest du hilflos zurückgelassen, und nur du bekommst einen Punkt.
    .p2 = Nach einem Durchgang gewinnt, wer 3 Punkte hat; haben mehrere 3 Punkte, gewinnen alle. Sonst wird ein neuer Durchgang gegeben.
