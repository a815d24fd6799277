## Der Tisch: Hand, Züge, Aufforderungen, Zusammenfassungen, Spielende.
## Ein Platz kommt als zwei Argumente: sein Name ($name, $asker, $helper) und ob es der
## eigene Platz des Lesenden ist ($kind, $asker-kind, $helper-kind: you oder other).

player-kind-you = Du
player-kind-human = Mitspieler an diesem Gerät
player-kind-remote = Mitspieler an einem anderen Gerät
player-kind-bot = { $level ->
    [easy] Bot, leicht
    [medium] Bot, mittel
   *[hard] Bot, schwer
}

hand-count = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}

## Was die Person am Zug tun soll
prompt-wait = Warte, bis du am Zug bist.
prompt-elfer-lay = Lege eine Karte.
prompt-elfer-lay-or-end = Lege noch eine Karte oder beende deinen Zug.
prompt-ss-play = Spiele eine Karte.
prompt-ss-first-of-two = Spiele die erste deiner zwei Karten.
prompt-ss-second-of-two = Spiele deine zweite Karte.
prompt-juhu-join = Spielst du diese Runde mit oder setzt du aus?
prompt-juhu-swap = Markiere die Karten zum Tauschen und bestätige (keine: alle behalten).
prompt-juhu-lead = Spiele eine Karte aus.
prompt-juhu-follow = Spiele eine Karte zum Stich.
prompt-rw-play = Lege eine Karte vor dich.
prompt-help-play = Spiele eine Karte.
prompt-help-pass = Gib eine Karte, die hilft.
prompt-help-give = Gib eine Karte zurück.
prompt-help-play-received = Spiele die Karte, die du bekommen hast.
prompt-help-joker-where = Wohin kommt der Joker?
prompt-help-switch-take = Welche Karte der Reihe nimmst du?
prompt-help-switch-put = Welche Zahlenkarte legst du dorthin?
choice-unknown = diese Stelle

button = { $which ->
    [end_turn] Zug beenden
    [join] Mitspielen
   *[sit_out] Aussetzen
}
confirm-keep-all = Alle Karten behalten
confirm-swap = { $count ->
    [one] 1 Karte tauschen
   *[other] { $count } Karten tauschen
}
confirm-hint = Tipp spielen
table-button-hint = Tipp
table-button-undo = Zurücknehmen
table-button-cancel = Abbrechen

## Der Tisch des Spiels
elfer-row = { $colour }: { $low } bis { $high }
elfer-row-closed = { $colour }: geschlossen
pile-count = { $count ->
    [0] Der Stapel ist leer.
    [one] 1 Karte zum Ziehen
   *[other] { $count } Karten zum Ziehen
}
elfer-match-game = Spiel { $game } von { $games }
ss-total = Summe { $total }
direction = { $way ->
    [clockwise] Im Uhrzeigersinn
   *[counter] Gegen den Uhrzeigersinn
}
ss-two-due = Zwei Karten fällig ({ $played } gespielt)
juhu-heading = Runde { $hand }{ $kind ->
    [mandatory] {" · "}Pflichtrunde
    [point] {" · "}Punktrunde
    [payout] {" · "}Auszahlungsrunde
   *[basic] {""}
}
juhu-stack = { $count ->
    [one] 1 Karte im Stapel
   *[other] { $count } Karten im Stapel
}
juhu-duty = Du schuldest 22Juhu im nächsten Stich, in dem es erlaubt ist.
juhu-stage = { $stage ->
    [joining] Mitspielen
    [swapping] Tauschen
    [playing] Spiel
   *[over] Runde vorbei
}
rw-piles = { $pile } zum Ziehen · { $discard } abgelegt · Zug { $turns }
help-heading = Durchgang { $round } · { $way ->
    [clockwise] im Uhrzeigersinn
   *[counter] gegen den Uhrzeigersinn
}
help-asking = { $asker-kind ->
    [you] Du bittest { $helper-kind ->
        [you] dich
       *[other] { $helper }
    } um Hilfe.
   *[other] { $asker } bittet { $helper-kind ->
        [you] dich
       *[other] { $helper }
    } um Hilfe.
}
help-gap-before = vor der { $value }
help-gap-end = am Ende
help-row-card = die { $value } an Stelle { $place }

## Punkte
score-penalty = { $count ->
    [one] 1 Strafpunkt
   *[other] { $count } Strafpunkte
}
score-chips = { $count ->
    [one] 1 Chip
   *[other] { $count } Chips
}
score-points = { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
score-cards-left = { $count ->
    [one] 1 Karte übrig
   *[other] { $count } Karten übrig
}
unit-penalty = Strafpunkte
unit-chips = Chips
unit-points = Punkte
unit-cards-left = Karten übrig

note-swimming = schwimmt
note-out = ausgeschieden
note-deciding = überlegt
note-sits-out = setzt aus
note-winner = hat gewonnen
note-no-card = No! vor sich
note-no-skipped = wegen No! übersprungen

## Statuszeile
status-summary = Sieh dir das Ergebnis an und mach dann weiter.
status-hand-over = { $kind ->
    [you] Du bist am Zug.
   *[other] Gib das Gerät an { $name } weiter.
}
status-game-over = Das Spiel ist vorbei.
status-thinking = { $name } überlegt …
status-waiting-for = Warten auf { $name }.
status-table-ended = An diesem Tisch wird nicht mehr gespielt.

## Der Vorhang beim Weitergeben
curtain-text = Gib das Gerät an { $name } weiter. Niemand sonst soll die Karten sehen.
curtain-button = Ich bin { $name }: Karten zeigen

## Rückgängig
undo-blocked = { $why ->
    [game_over] Das Spiel ist vorbei: Nichts kann zurückgenommen werden.
    [remote_seats] Mitspieler an anderen Geräten spielen mit: Züge können nicht zurückgenommen werden.
    [nothing_to_undo] Es gibt keinen Zug von dir zum Zurücknehmen.
   *[would_hide_seen_cards] Du hast seitdem neue Karten gesehen: Dieser Zug kann nicht zurückgenommen werden.
}
undone = Dein letzter Zug wurde zurückgenommen.
not-now = Das geht jetzt nicht.

## Tipps
hint-steps = Tipp: { $steps }
hint-keep-all = Tipp: alle Karten behalten.
hint-swap = Tipp: { $cards } tauschen.

## Zusammenfassungen
summary-dismiss = Weiter
summary-elfer-title = Spiel { $game } ist vorbei
summary-elfer-text = { $kind ->
    [you] Du hast deine letzte Karte gelegt.
   *[other] { $name } hat die letzte Karte gelegt.
}
summary-ss-title = Runde { $round } ist vorbei
summary-ss-text = { $kind ->
    [you] Du hast { $total } erreicht.
   *[other] { $name } hat { $total } erreicht.
}
summary-juhu-title = Die Runde ist gewertet
summary-juhu-pot = { $pot ->
    [one] 1 Chip im Pott
   *[other] { $pot } Chips im Pott
}
summary-help-title = Der Durchgang ist vorbei
summary-help-failed = { $helper-kind ->
    [you] Du konntest { $asker-kind ->
        [you] dir
       *[other] { $asker }
    } nicht helfen.
   *[other] { $helper } konnte { $asker-kind ->
        [you] dir
       *[other] { $asker }
    } nicht helfen.
}
summary-help-helpless = { $asker-kind ->
    [you] Niemand konnte dir helfen.
   *[other] Niemand konnte { $asker } helfen.
}

## Spielende
game-over-title = Spielende
game-over-winner = { $kind ->
    [you] Du gewinnst!
   *[other] { $name } gewinnt.
}
game-over-shared = { $count } teilen sich den Sieg.
game-over-rematch = Noch einmal
place = { $place }.

## Der Zeilenmodus des Terminals (getipptes Spiel, für Screenreader und Skripte)
line-welcome = Spieleabend — { $game } mit { $players } Spielern{ $shared ->
    [yes] {" "}(ein Gerät wird weitergegeben)
   *[no] {""}
}. Hilfe mit help (hilfe).
line-wins = { $name }: { $wins } gewonnen
line-after-games = Nach { $games } Spielen: { $list }.
line-play-again = Noch einmal spielen? [j/N]{" "}
line-remote-seat = Platz { $seat } wird an einem anderen Gerät gespielt; hier geht das nicht.
line-saved = Gespeichert in { $path }.
line-save-failed = Speichern fehlgeschlagen: { $reason }
line-no-save-file = Für diesen Tisch gibt es keine Speicherdatei.
line-resume-with = Gespeichert in { $path }. Weiterspielen mit: spieleabend play --resume { $path }
line-pass-device = ── Gib das Gerät an { $name } weiter. { $name }, drücke Enter. ──
line-hand-over-again = Hier geht es nur mit { $name } weiter: drücke Enter (oder tippe ok); beenden speichert und verlässt den Tisch.{" "}
line-turn-of = — { $name } ist dran —
line-on-turn = Am Zug: { $name }
line-final-ranking = Endstand: { $list }
line-ranking-entry = { $place }. { $name } ({ $score })
line-elfer-outcome = { $count ->
   *[other] Gewinner
}: { $winners }. Strafpunkte: { $list }
line-table-name = Tisch von { $host }
line-nearby-waiting-remote = Warte, bis { $count ->
    [one] 1 Platz an einem anderen Gerät besetzt ist
   *[other] { $count } Plätze an anderen Geräten besetzt sind
}; dann geht es los.
line-nearby-waiting-enter = Warte auf { $count ->
    [one] 1 Platz
   *[other] { $count } Plätze
} an anderen Geräten. Enter startet das Spiel (n und Enter: ein neuer Code).
line-nearby-seats-still-free = { $count ->
    [one] 1 Platz an einem anderen Gerät ist
   *[other] { $count } Plätze an anderen Geräten sind
} noch frei: Wer jetzt kommt, setzt sich dorthin. Hilfe mit help.
line-nearby-game-starts = Spiel { $game } beginnt: { $devices ->
    [one] 1 Gerät deckt seinen Zufallswert
   *[other] { $devices } Geräte decken ihre Zufallswerte
} auf …
line-nearby-dealt-left-out = Gegeben ({ $count ->
    [one] 1 Gerät hat nicht rechtzeitig aufgedeckt und fehlt
   *[other] { $count } Geräte haben nicht rechtzeitig aufgedeckt und fehlen
}).
line-nearby-host-plays = { $address } spielt { $game } ({ $free ->
    [one] 1 Platz frei
   *[other] { $free } Plätze frei
}{ $started ->
    [yes] , schon begonnen
   *[no] {""}
}).
line-nearby-hosting = { $game } wird auf { $address } gespielt. Beitrittscode: { $code }
line-nearby-others-join = { nearby-lobby-join-with }: spieleabend join { $address } --code { $code }
line-nearby-advertised = { nearby-lobby-advertised } Die anderen finden den Tisch mit: spieleabend join auto.
line-nearby-new-code = Neuer Beitrittscode: { $code } (der alte gilt nicht mehr).
line-nearby-join-locked = Zu viele falsche Codes: Beitreten per Code ist gesperrt. n und Enter gibt einen neuen Code.
line-nearby-joined = { $name } hat sich dazugesetzt ({ $count ->
    [one] Platz
   *[other] Plätze
} { $seats }).
line-nearby-everyone-here = { nearby-lobby-all-here } Hilfe mit help.
line-nearby-waiting-commits = Warte, bis sich jedes Gerät auf die nächste Verteilung festgelegt hat …
line-nearby-table-closed = Tisch geschlossen. { terminal-bye }
line-nearby-pick-table = Tisch wählen (Nummer), ADRESSE:PORT eintippen oder Enter für eine neue Suche:{" "}
line-nearby-no-table-number = Es gibt keinen Tisch Nr. { $number }.
line-nearby-code-prompt = Beitrittscode (zeigt der Gastgeber an):{" "}
line-nearby-connected = Mit { $address } verbunden; warte auf Einlass …
line-nearby-admitted = Eingelassen: Du spielst { $count ->
    [one] Platz
   *[other] die Plätze
} { $seats }. Hilfe mit help.
line-nearby-back-at-table = Wieder am Tisch.
line-nearby-your-bot-plays = Dein Bot spielt { $action }.
line-nearby-not-sent = Nicht gesendet. { $reason }
line-nearby-unreachable = { nearby-host-gone-long } { terminal-bye }
line-nearby-table-over = { nearby-table-over-title }. { $reason } { terminal-bye }
line-nearby-left = { nearby-end-left } { terminal-bye }

## Die Tischzeilen des Zeilenmodus, seine Aufforderungen und Antworten auf Getipptes.
line-cannot-undo = Zurücknehmen geht nicht: { $why }
line-your-hand = Deine Hand: { $cards }
line-wait = Warten
line-elfer-game-of = Spiel { $game } von { $of } — Strafpunkte bisher: { $list }
line-elfer-rows = Reihen:
line-elfer-counts = Karten auf der Hand: { $list }   Nachziehstapel: { $pile }
line-elfer-hand = Deine Hand ({ $count }): { $cards }
line-elfer-lay = Lege eine Karte an
line-elfer-lay-or-end = Lege noch eine Karte an oder tippe end (ende)
line-elfer-lay-first = Du musst mindestens eine Karte anlegen, bevor du deinen Zug beendest.
line-elfer-not-a-card = „{ $input }“ ist keine Karte und kein Befehl. Tippe z. B. r12, „blue 10“, end oder help.
line-elfer-cannot-lay = { $card } kann jetzt nicht angelegt werden.
line-ss-round = Runde { $round } — Summe { $total } — es wird { $direction ->
    [clockwise] im Uhrzeigersinn
   *[counter] gegen den Uhrzeigersinn
} gespielt
line-ss-playing = { $chips } Chips, { $cards } Karten
line-ss-swimming = schwimmt, { $cards } Karten
line-ss-players = Spieler: { $list }
line-ss-discard = Ablagestapel oben: { $top }   Nachziehstapel: { $pile }
line-ss-two-cards = {" "}(zwei Karten, { $played } gespielt)
line-ss-not-a-card = „{ $input }“ ist keine Karte. Tippe z. B. 5, -10, 0, x2, reverse oder help.
line-ss-no-double = x2 geht jetzt nicht: Du hast keine auf der Hand, oder x2 darf nicht auf x2 folgen.
line-ss-not-in-hand = { $card } hast du nicht auf der Hand.
line-ss-play = Spiele eine Karte
line-ss-first-of-two = x2! Spiele die erste von zwei Karten (keine x2)
line-ss-second-of-two = Spiele deine zweite Karte
line-juhu-hand-header = Runde { $hand }{ $kind ->
    [mandatory] {" "}(Pflichtrunde)
    [point] {" "}(Punktrunde)
    [payout] {" "}(Auszahlungsrunde)
   *[basic] {""}
} — Kartengeber: { $dealer } — Stapel { $stack }
line-juhu-chips = { $chips } Chips
line-juhu-points = { $points } Punkte
line-juhu-standing = { $name } { $score }, { $tricks } Stiche{ $part }
line-juhu-pot = Pott: { $pot }
line-juhu-trick = Stich { $number }: { $plays }
line-juhu-not-a-card = „{ $word }“ ist keine Karte.
line-juhu-not-a-command = „{ $text }“ ist keine Karte und kein Befehl. Hilfe mit help.
line-juhu-not-time-to-join = Jetzt wird nicht über Mitspielen oder Aussetzen entschieden.
line-juhu-cannot-swap = Das kannst du jetzt nicht tauschen (nur Karten deiner Hand, wenn du mit Tauschen dran bist).
line-juhu-may-not-play = { $card } darfst du jetzt nicht spielen.
line-juhu-join-or-sit = Mitspielen (join) oder aussetzen (sit)?
line-juhu-swap-or-keep = Karten tauschen (swap 7 b0/1 …) oder behalten (keep)
line-juhu-lead = Spiele die erste Karte des Stichs aus
line-juhu-follow = Spiele eine Karte
line-rw-worth = { $card } (zählt { $strength })
line-rw-front = { $name } { $card } [{ $hand } auf der Hand]
line-rw-in-front = Ausgespielt: { $list }
line-rw-piles = Nachziehstapel: { $pile }   Ablagestapel: { $discards }   Zug { $turn }
line-rw-not-a-card = „{ $text }“ ist keine Karte. Tippe eine Zahl von 2 bis 20 oder help.
line-rw-not-in-hand = Du hast keine { $card } auf der Hand.
line-rw-lay = Lege eine Karte vor dir aus
line-help-round = Runde { $round } — es wird { $direction ->
    [clockwise] im Uhrzeigersinn
   *[counter] gegen den Uhrzeigersinn
} gespielt
line-help-row = Reihe: { $row }
line-help-row-empty = (leer)
line-help-no-in-front = , No! vor sich
line-help-seat = { $name } { $points } Pkt., { $cards } Karten{ $no }
line-help-piles = Nachziehstapel: { $pile }   Ablagestapel: { $discards }
line-help-received = {"   "}(als Hilfe bekommen: { $card })
line-help-not-a-move = „{ $typed }“ ist keine Karte und kein Zug, den du jetzt spielen kannst. Hilfe mit help.
line-help-play = Spiele eine Karte
line-help-pass = Help! Gib eine Karte weiter, die der Fragende spielen kann
line-help-give = Gib dem Helfer eine Karte zurück
line-help-play-received = Spiele die Karte, die du bekommen hast
line-help-wait-for-help = Warte auf Hilfe
