## Plätze in Sätzen. Ein Platz sind zwei Argumente: sein Name ($actor) und wie er zum
## Lesenden steht ($actor-kind: you, other). Gruppen: $group mit $group-kind (you,
## other, you-and-others, others).

names-default-bot = Bot { $number }
names-default-player = Spieler { $number }
# Ein Platz für sich, als Beschriftung.
names-seat = { $actor-kind ->
    [you] Du
   *[other] { $actor }
}
# Ein Platz als Subjekt in einer Aufzählung.
names-subject = { $actor-kind ->
    [you] du
   *[other] { $actor }
}
names-list-and = { $first } und { $last }

## Zeilen, die mehrere Spiele teilen.

# Die Zahl eines Platzes in einer Liste: „du 12“, „Bot 1 3“.
event-score-entry = { $actor-kind ->
    [you] du
   *[other] { $actor }
} { $value }
event-reshuffled = Der Nachziehstapel ist leer: { $count ->
    [one] { $count } Karte vom Ablagestapel wird
   *[other] { $count } Karten vom Ablagestapel werden
} zu einem neuen gemischt.
event-your-cards = Deine Karten: { $cards }.

## Elfer raus!

event-er-dealt = Spiel { $game } ist ausgeteilt.
event-er-redeal = Niemand hat eine 11 bekommen: Die Karten werden neu gegeben.
event-er-opened = { $actor-kind ->
    [you] Du legst { $card } aus und eröffnest ihre Reihe.
   *[other] { $actor } legt { $card } aus und eröffnet ihre Reihe.
}
event-er-laid = { $actor-kind ->
    [you] Du legst { $card } an.
   *[other] { $actor } legt { $card } an.
}
event-er-laid-drawn = { $actor-kind ->
    [you] Du legst die gezogene Karte sofort an, denn sie passt: { $card }.
   *[other] { $actor } legt die gezogene Karte sofort an, denn sie passt: { $card }.
}
event-er-opened-drawn = { $actor-kind ->
    [you] Du legst die gezogene Karte sofort aus und eröffnest ihre Reihe: { $card }.
   *[other] { $actor } legt die gezogene Karte sofort aus und eröffnet ihre Reihe: { $card }.
}
event-er-drew = { $actor-kind ->
    [you] Du ziehst { $card }.
   *[other] { $actor } zieht { $card }.
}
event-er-drew-hidden = { $actor-kind ->
    [you] Du ziehst eine Karte.
   *[other] { $actor } zieht eine Karte.
}
event-er-passed = { $actor-kind ->
    [you] Du kannst nicht anlegen und der Nachziehstapel ist leer: Du setzt aus.
   *[other] { $actor } kann nicht anlegen und der Nachziehstapel ist leer: Der Zug geht weiter.
}
event-er-game-over = Spiel { $game } ist aus: { $actor-kind ->
    [you] Du legst
   *[other] { $actor } legt
} die letzte Karte ab. Minuspunkte: { $scores }.
event-er-match-over = Die Partie ist aus. Minuspunkte insgesamt: { $scores }.

## 77

event-ss-dealt = Runde { $round } ist ausgeteilt; { $actor-kind ->
    [you] du beginnst.
   *[other] { $actor } beginnt.
}
event-ss-played = { $actor-kind ->
    [you] Du spielst { $card } und sagst „{ $total }“ an.
   *[other] { $actor } spielt { $card } und sagt „{ $total }“ an.
}
event-ss-clockwise = Jetzt geht es im Uhrzeigersinn weiter.
event-ss-counter-clockwise = Jetzt geht es gegen den Uhrzeigersinn weiter.
event-ss-chip = { $actor-kind ->
    [you] Du gibst
   *[other] { $actor } gibt
} einen Chip ab, { $reason ->
    [schnapszahl] weil eine Schnapszahl angesagt wurde,
   *[seventy-seven] weil 77 oder mehr angesagt wurde,
} und { $actor-kind ->
    [you] hast
   *[other] hat
} { $chips ->
    [0] keinen mehr.
    [one] noch { $chips }.
   *[other] noch { $chips }.
}
event-ss-swimming = { $actor-kind ->
    [you] Du hast keinen Chip mehr und schwimmst.
   *[other] { $actor } hat keinen Chip mehr und schwimmt.
}
event-ss-out = { $actor-kind ->
    [you] Du bist raus!
   *[other] { $actor } ist raus!
}
event-ss-out-cards = { $actor-kind ->
    [you] Du bist raus! Deine Karten kommen auf den Ablagestapel: { $cards }.
   *[other] { $actor } ist raus! Die Handkarten kommen auf den Ablagestapel: { $cards }.
}
event-ss-double = { $actor-kind ->
    [you] Du musst zwei Karten spielen.
   *[other] { $actor } muss zwei Karten spielen.
}
event-ss-drew = { $actor-kind ->
    [you] Du ziehst { $card }.
   *[other] { $actor } zieht { $card }.
}
event-ss-round-over = Runde { $round } ist aus: { $actor-kind ->
    [you] Du hast
   *[other] { $actor } hat
} „{ $total }“ angesagt.
event-ss-game-over = Das Spiel ist aus: { $actor-kind ->
    [you] Nur du bist noch im Spiel und gewinnst!
   *[other] Nur { $actor } ist noch im Spiel und gewinnt!
}

## 22Juhu

event-juhu-dealt = { $round ->
    [mandatory] Runde { $hand }, eine Pflichtrunde (alle spielen mit):
    [point] Runde { $hand }, eine Punktrunde:
    [payout] Runde { $hand }, eine Auszahlungsrunde:
   *[basic] Runde { $hand }:
} { $actor-kind ->
    [you] Du gibst.
   *[other] { $actor } gibt.
}
event-juhu-redeal = { $actor-kind ->
    [you] Du hast
   *[other] { $actor } hat
} vier Nullkarten bekommen: Es wird neu gegeben.
event-juhu-colour-bonus = Vier Nullkarten einer Farbe: { $actor-kind ->
    [you] Du bekommst
   *[other] { $actor } bekommt
} { $points ->
    [one] { $points } Punkt.
   *[other] { $points } Punkte.
}
event-juhu-dealer-penalty = Zum dritten Mal in Folge neu gegeben: { $actor-kind ->
    [you] Du verlierst
   *[other] { $actor } verliert
} { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} und der Nächste gibt.
event-juhu-joined = { $actor-kind ->
    [you] Du spielst diese Runde mit.
   *[other] { $actor } spielt diese Runde mit.
}
event-juhu-sat-out = { $actor-kind ->
    [you] Du setzt diese Runde aus.
   *[other] { $actor } setzt diese Runde aus.
}
event-juhu-void = Niemand spielt mit: Die Runde fällt aus.
event-juhu-sole = { $actor-kind ->
    [you] Nur du spielst mit und bekommst alle Stiche.
   *[other] Nur { $actor } spielt mit und bekommt alle Stiche.
}
event-juhu-swapped-cards = { $actor-kind ->
    [you] Du tauschst { $gave } gegen { $got }.
   *[other] { $actor } tauscht { $gave } gegen { $got }.
}
event-juhu-kept = { $actor-kind ->
    [you] Du behältst alle deine Karten.
   *[other] { $actor } behält alle Karten.
}
event-juhu-swapped = { $actor-kind ->
    [you] Du tauschst
   *[other] { $actor } tauscht
} { $count ->
    [one] { $count } Karte.
   *[other] { $count } Karten.
}
event-juhu-stack-refilled = Der Stapel ist aufgebraucht: { $count ->
    [one] Die { $count } weggetauschte Karte wird
   *[other] Die { $count } weggetauschten Karten werden
} zu einem neuen Stapel gemischt.
event-juhu-played = { $actor-kind ->
    [you] Du spielst { $card }.
   *[other] { $actor } spielt { $card }.
}
event-juhu-duty-deferred = Du musstest Farbe bekennen: 22Juhu musst du bei der nächsten Gelegenheit spielen.
event-juhu-trick = { $actor-kind ->
    [you] Du gewinnst Stich { $trick }.
   *[other] { $actor } gewinnt Stich { $trick }.
}
# Die Punkte eines Platzes nach einer Runde: „du 5 (+2)“.
event-juhu-score-entry = { $actor-kind ->
    [you] du
   *[other] { $actor }
} { $value } ({ $change })
event-juhu-scored = Punkte nach dieser Runde: { $scores }.
event-juhu-ante = { $actor-kind ->
    [you] Du zahlst
   *[other] { $actor } zahlt
} { $amount ->
    [one] { $amount } Chip
   *[other] { $amount } Chips
} Einsatz in den Pott; im Pott liegen { $pot }.
event-juhu-penalty = Kein Stich: { $actor-kind ->
    [you] Du zahlst
   *[other] { $actor } zahlt
} { $amount ->
    [one] { $amount } Chip
   *[other] { $amount } Chips
} in den Pott; im Pott liegen { $pot }.
event-juhu-payout = { $actor-kind ->
    [you] Du bekommst
   *[other] { $actor } bekommt
} { $amount ->
    [one] { $amount } Chip
   *[other] { $amount } Chips
} aus dem Pott; im Pott liegen { $pot }.
event-juhu-chips = Chips: { $scores }; im Pott liegen { $pot }.
event-juhu-pot-carried = { $amount ->
    [one] { $amount } Chip bleibt
   *[other] { $amount } Chips bleiben
} für die nächste Runde im Pott.
event-juhu-out = { $actor-kind ->
    [you] Du bist aus dem Spiel!
   *[other] { $actor } ist aus dem Spiel!
}

event-juhu-share = Das Spiel ist aus, der Pott wird geteilt: { $actor-kind ->
    [you] du bekommst
   *[other] { $actor } bekommt
} { $amount ->
    [one] { $amount } Chip
   *[other] { $amount } Chips
}; im Pott liegen { $pot }.

## Rauswurf

event-rw-dealt = Die Karten sind gegeben; { $actor-kind ->
    [you] du beginnst.
   *[other] { $actor } beginnt.
}
event-rw-cleared = { $actor-kind ->
    [you] Du legst
   *[other] { $actor } legt
} { $card } aus dem letzten Zug ab.
event-rw-cleared-with = { $group-kind ->
    [you] Du legst
    [you-and-others] { $group } legt
    [others] { $group } legen
   *[other] { $group } legt
} ebenfalls { $card } ab.
event-rw-laid = { $actor-kind ->
    [you] Du legst { $card } vor dich.
   *[other] { $actor } legt { $card } vor sich.
}
event-rw-joined = { $count } Karten mit dem Wert { $value } schließen sich zusammen: Jede zählt jetzt { $strength }.
event-rw-thrown-out = { $actor-kind ->
    [you] Du wirfst
   *[other] { $actor } wirft
} { $target-kind ->
    [you] deine { $card }
   *[other] die { $card } von { $target }
} hinaus.
event-rw-drew = { $actor-kind ->
    [you] Du ziehst { $card } als Ersatz.
   *[other] { $actor } zieht { $card } als Ersatz.
}
event-rw-drew-hidden = { $actor-kind ->
    [you] Du ziehst eine Ersatzkarte.
   *[other] { $actor } zieht eine Ersatzkarte.
}
event-rw-nothing-to-draw = { $actor-kind ->
    [you] Du kannst keine Ersatzkarte ziehen: Nachziehstapel und Ablagestapel sind leer.
   *[other] { $actor } kann keine Ersatzkarte ziehen: Nachziehstapel und Ablagestapel sind leer.
}
event-rw-won = { $group-kind ->
    [you] Du hast keine Karten mehr und gewinnst!
    [you-and-others] { $group } habt keine Karten mehr und gewinnt gemeinsam!
    [others] { $group } haben keine Karten mehr und gewinnen gemeinsam!
   *[other] { $group } hat keine Karten mehr und gewinnt!
}
event-rw-turn-limit = Nach { $turns } Zügen endet das Spiel ohne Sieger.

## Help!

event-help-dealt = Durchgang { $round } ist ausgeteilt; gespielt wird { $direction ->
    [clockwise] im Uhrzeigersinn.
   *[counter-clockwise] gegen den Uhrzeigersinn.
}
event-help-redeal = Niemand hat eine Zahlenkarte: Die Karten werden neu gegeben.
# Was ein Platz bei der Wahl des Startspielers gerufen hat: „du 2“, „Bot 1 keine“.
event-help-called = { $actor-kind ->
    [you] du
   *[other] { $actor }
} { $call ->
    [none] keine
   *[number] { $value }
}
event-help-start = Niedrigste Zahlen: { $scores }. { $actor-kind ->
    [you] Du beginnst.
   *[other] { $actor } beginnt.
}
event-help-laid = { $actor-kind ->
    [you] Du legst { $card } an.
   *[other] { $actor } legt { $card } an.
}
event-help-joker = { $actor-kind ->
    [you] Du legst
   *[other] { $actor } legt
} einen Joker an Stelle { $place } der Reihe; er zählt als { $value }.
event-help-switched = { $actor-kind ->
    [you] Du spielst eine Switch-Karte, nimmst { $taken } von Stelle { $place } und legst { $put } dorthin.
   *[other] { $actor } spielt eine Switch-Karte, nimmt { $taken } von Stelle { $place } und legt { $put } dorthin.
}
event-help-zapped = { $actor-kind ->
    [you] Du spielst eine Zap-Karte und entfernst { $card } vom Ende der Reihe.
   *[other] { $actor } spielt eine Zap-Karte und entfernt { $card } vom Ende der Reihe.
}
event-help-no-laid = { $actor-kind ->
    [you] Du legst eine No!-Karte vor dich und wirst beim nächsten Mal übersprungen.
   *[other] { $actor } legt eine No!-Karte vor sich und wird beim nächsten Mal übersprungen.
}
event-help-skipped = { $actor-kind ->
    [you] Du wirst übersprungen (No!).
   *[other] { $actor } wird übersprungen (No!).
}
event-help-no-discarded = { $actor-kind ->
    [you] Du legst deine No!-Karte ab und spielst weiter.
   *[other] { $actor } legt die No!-Karte ab und spielt weiter.
}
event-help-row-cleared = Die sechste Karte füllt die Reihe: Die Reihe wird abgeräumt.
event-help-drew = { $actor-kind ->
    [you] Du ziehst { $card }.
   *[other] { $actor } zieht { $card }.
}
event-help-asked = { $actor-kind ->
    [you] Du kannst nicht legen und bittest
   *[other] { $actor } kann nicht legen und bittet
} { $target-kind ->
    [you] dich
   *[other] { $target }
} um Hilfe.
event-help-no-helper = { $actor-kind ->
    [you] Du kannst nicht legen, und niemand darf helfen.
   *[other] { $actor } kann nicht legen, und niemand darf helfen.
}
event-help-given = { $actor-kind ->
    [you] Du gibst
   *[other] { $actor } gibt
} { $target-kind ->
    [you] dir
   *[other] { $target }
} { $card }.
event-help-given-hidden = { $actor-kind ->
    [you] Du gibst
   *[other] { $actor } gibt
} { $target-kind ->
    [you] dir
   *[other] { $target }
} eine Karte.
event-help-given-back = { $actor-kind ->
    [you] Du gibst
   *[other] { $actor } gibt
} { $target-kind ->
    [you] dir
   *[other] { $target }
} { $card } zurück.
event-help-given-back-hidden = { $actor-kind ->
    [you] Du gibst
   *[other] { $actor } gibt
} { $target-kind ->
    [you] dir
   *[other] { $target }
} eine Karte zurück.
event-help-failed = Keine Hilfe möglich: Der Durchgang ist aus. { $group-kind ->
    [you] Du bekommst
    [you-and-others] { $group } bekommt je
    [others] { $group } bekommen je
   *[other] { $group } bekommt
} einen Punkt.
event-help-helpless = Hilflos zurückgelassen: { $group-kind ->
    [you] Du bekommst
    [you-and-others] { $group } bekommt je
    [others] { $group } bekommen je
   *[other] { $group } bekommt
} einen Punkt.
event-help-game-over = { $group-kind ->
    [you] Du hast 3 Punkte und gewinnst!
    [you-and-others] { $group } habt 3 Punkte und gewinnt gemeinsam!
    [others] { $group } haben 3 Punkte und gewinnen gemeinsam!
   *[other] { $group } hat 3 Punkte und gewinnt!
}
