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
    [one] 1 Minuspunkt
   *[other] { $count } Minuspunkte
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
unit-penalty = Minuspunkte
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
hint-steps = Tipp: { $steps }.
hint-keep-all = Tipp: alle Karten behalten.
hint-swap = Tipp: { $cards } tauschen.
hint-reason-forced = Die Regeln lassen jetzt keinen anderen Zug zu.
hint-reason-best = Von deinen { $count } möglichen Zügen wählte der Bot diesen, nachdem er jeden in vielen Verteilungen, die zu dem passen, was du siehst, weitergespielt hat.

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
summary-juhu-pot = { $count ->
    [one] 1 Chip im Pott
   *[other] { $count } Chips im Pott
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
game-over-shared = { $kind ->
    [you-and-others] { $names } teilt euch den Sieg.
   *[others] { $names } teilen sich den Sieg.
}
game-over-rematch = Noch einmal
game-over-personal = { $kind ->
    [you] Du bist { $place } geworden.
   *[other] { $name } ist { $place } geworden.
}
game-over-new-game = Neues Spiel
game-over-home = Zum Start
game-over-host-deals = Das nächste Spiel gibt der Gastgeber.
place = { $place }.

## Der Zeilenmodus des Terminals (getipptes Spiel, für Screenreader und Skripte)
line-welcome = Spieleabend — { $game } mit { $players } Spielern{ $shared ->
    [yes] {" "}(ein Gerät wird weitergegeben)
   *[no] {""}
}. Hilfe mit help (hilfe).
line-play-again = Noch einmal spielen? [j/N]{" "}
line-saved = Gespeichert in { $path }.
line-save-failed = Speichern fehlgeschlagen: { $reason }.
line-no-save-file = Für diesen Tisch gibt es keine Speicherdatei.
line-resume-with = Gespeichert in { $path }. Weiterspielen mit: spieleabend play --resume { $path }
line-pass-device = ── Gib das Gerät an { $name } weiter. { $name }, drücke Enter. ──
line-hand-over-again = Hier geht es nur mit { $name } weiter: drücke Enter (oder tippe ok); beenden speichert und verlässt den Tisch.{" "}
line-turn-of = — { $name } ist dran —
line-nearby-others-join = { nearby-lobby-join-with }: spieleabend join { $address } --code { $code }
line-nearby-advertised = { nearby-lobby-advertised } Die anderen finden den Tisch mit: spieleabend join auto.
line-nearby-new-code = Neuer Beitrittscode: { $code } (der alte gilt nicht mehr).
line-nearby-waiting-commits = Warte, bis sich jedes Gerät auf die nächste Verteilung festgelegt hat …
line-nearby-table-closed = Tisch geschlossen. { terminal-bye }
line-nearby-start-prompt = Enter startet das Spiel (n und Enter: ein neuer Code):{" "}
line-nearby-pick-table = Tisch wählen (Nummer), ADRESSE:PORT eintippen oder Enter für eine neue Suche:{" "}
line-nearby-no-table-number = Es gibt keinen Tisch Nr. { $number }.
line-nearby-code-prompt = Beitrittscode (zeigt der Gastgeber an):{" "}
line-nearby-connected = Mit { $address } verbunden; warte auf Einlass …
line-nearby-admitted = Eingelassen: Du spielst { $count ->
    [one] Platz
   *[other] die Plätze
} { $seats }. Hilfe mit help.
line-nearby-your-bot-plays = Dein Bot spielt { $action }.
line-nearby-table-over = { nearby-table-over-title }. { $reason } { terminal-bye }
line-nearby-left = { nearby-end-left } { terminal-bye }

## Die Antworten des Zeilenmodus auf einen getippten Zug, der nicht passt.
line-elfer-lay-first = Du musst mindestens eine Karte anlegen, bevor du deinen Zug beendest.
line-elfer-not-a-card = „{ $input }“ ist keine Karte und kein Befehl. Tippe z. B. r12, „blue 10“, end oder help.
line-elfer-cannot-lay = { $card } kann jetzt nicht angelegt werden.
line-ss-not-a-card = „{ $input }“ ist keine Karte. Tippe z. B. 5, -10, 0, x2, reverse oder help.
line-ss-no-double = x2 geht jetzt nicht: Du hast keine auf der Hand, oder x2 darf nicht auf x2 folgen.
line-ss-not-in-hand = { $card } hast du nicht auf der Hand.
line-juhu-not-a-card = „{ $word }“ ist keine Karte.
line-juhu-not-a-command = „{ $text }“ ist keine Karte und kein Befehl. Hilfe mit help.
line-juhu-not-time-to-join = Jetzt wird nicht über Mitspielen oder Aussetzen entschieden.
line-juhu-cannot-swap = Das kannst du jetzt nicht tauschen (nur Karten deiner Hand, wenn du mit Tauschen dran bist).
line-juhu-may-not-play = { $card } darfst du jetzt nicht spielen.
line-rw-not-a-card = „{ $text }“ ist keine Karte. Tippe eine Zahl von 2 bis 20 oder help.
line-rw-not-in-hand = Du hast keine { $card } auf der Hand.
line-help-not-a-move = „{ $typed }“ ist keine Karte und kein Zug, den du jetzt spielen kannst. Hilfe mit help.
