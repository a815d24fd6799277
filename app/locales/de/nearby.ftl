## nearby
## Spielen in der Nähe: Ablehnungen, Prüfungen, Neuigkeiten vom Tisch, die Verbindung,
## Gastgeber und Beitreten.

nearby-reject-version = eine andere App-Version (Gastgeber: Protokoll { $host }, diese App: { $client }); wieder beitreten, sobald beide Apps aktuell sind
nearby-reject-wrong-code = falscher Beitrittscode ({ $left ->
    [0] kein Versuch mehr; den Gastgeber nach dem Code fragen und neu verbinden
    [one] noch { $left } Versuch
   *[other] noch { $left } Versuche
})
nearby-reject-try-later = zu viele falsche Codes von diesem Gerät; in { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
} noch einmal versuchen
nearby-reject-unknown-token = der Platz dieses Geräts ist am Tisch nicht mehr bekannt; mit dem Code neu beitreten
nearby-reject-full = der Tisch ist voll; wieder beitreten, wenn ein Platz frei ist
nearby-reject-malformed = eine Nachricht war unverständlich
nearby-reject-protocol = eine Nachricht kam zur falschen Zeit
nearby-reject-flood = zu viele Nachrichten
nearby-reject-timeout = zu lange nichts gehört

nearby-move-not-your-seat = Das ist nicht dein Platz.
nearby-move-not-to-act = Du bist nicht am Zug.
nearby-move-game-over = Das Spiel ist aus.
nearby-move-illegal = Die Regeln erlauben diesen Zug jetzt nicht.
nearby-move-replayed = Dieser Zug wurde schon beantwortet.
nearby-move-out-of-sequence = Die Züge kamen in falscher Reihenfolge an (erwartet war Zug Nr. { $expected }).
nearby-client-not-connected = Dieses Gerät ist nicht mit dem Gastgeber verbunden.
nearby-client-in-flight = Dein letzter Zug ist noch unterwegs.
nearby-client-not-legal = Das ist jetzt kein erlaubter Zug.

nearby-end-host-left = Der Gastgeber hat den Tisch geschlossen.
nearby-end-left = Du hast den Tisch verlassen.
nearby-end-refused = Der Gastgeber hat abgelehnt: { $reason }.
nearby-end-wrong-game = Der Gastgeber spielt { $game }.
nearby-end-unknown-game = Der Gastgeber spielt ein Spiel, das diese Version nicht kennt.

nearby-fair-no-record = es gibt keine Aufzeichnung der Verteilung für dieses Spiel
nearby-fair-host-value = der Wert des Gastgebers passt nicht zu seiner Festlegung
nearby-fair-own-commitment = die Festlegung dieses Geräts wurde verändert
nearby-fair-entries-changed = die Liste der Festlegungen hat sich nach dem Start geändert
nearby-fair-own-value = der Wert dieses Geräts wurde verändert
nearby-fair-value-mismatch = der Wert von Gerät { $device } passt nicht zu seiner Festlegung
nearby-fair-seed = der Startwert folgt nicht aus den Zufallswerten
nearby-fair-setup = aus dem Startwert ließ sich kein Spiel aufbauen
nearby-fair-illegal-step = Entscheidung { $index } lässt sich nicht nachspielen
nearby-fair-deal-mismatch = Ereignis { $seq } von Platz { $seat } weicht vom Nachspielen ab
nearby-fair-view-mismatch = die Sicht von Platz { $seat } weicht vom Nachspielen ab
nearby-fair-outcome = das Ergebnis weicht vom Nachspielen ab
nearby-deal-checked = { $mine ->
    [yes] Verteilung geprüft ✓ (dein Zufallswert steckt darin)
   *[no] Verteilung geprüft ✓
}
nearby-deal-failed = ⚠ Die Verteilung ist NICHT fair: { $reason }

nearby-notice-joined = { $name } hat sich dazugesetzt.
nearby-notice-away = { $name } hat die Verbindung verloren.
nearby-notice-back = { $name } ist wieder da.
nearby-notice-taken-over = Ein Bot spielt jetzt für { $name }.
nearby-notice-left = { $name } hat den Tisch verlassen; ein Bot spielt jetzt für { $name }.
nearby-notice-code-lengthened = Jemand rät den Beitrittscode: Er lautet jetzt { $code }. Wer noch dazukommt, gibt den neuen Code ein.
nearby-notice-other-version = Ein Gerät mit einer anderen App-Version wollte beitreten (Protokoll { $protocol }): Beide Apps müssen aktuell sein.
nearby-notice-handed-back = { $name } spielt wieder selbst.
nearby-notice-refused = Eine Verbindung wurde abgewiesen: { $reason }.
nearby-notice-move-refused = Der Gastgeber hat den Zug nicht angenommen. { $reason }
nearby-notice-reconnecting = Die Verbindung ist abgerissen; verbinde neu (Versuch { $attempt }) …
nearby-notice-reconnected = Wieder verbunden.
nearby-notice-game-starts = Spiel { $game } beginnt.

nearby-link-connected = ● verbunden
nearby-link-reconnecting = ◌ verbinde neu (Versuch { $attempt }) …
nearby-link-host-gone = ✕ Gastgeber weg
nearby-link-ended = ✕ Tisch aufgelöst
nearby-link-hosting = { $away ->
    [0] ● Gastgeber · Code { $code }
   *[other] ● Gastgeber · Code { $code } · { $away } weg
}

nearby-sending = Dein Zug ist unterwegs …
nearby-waiting-for-start = Warte, bis das Spiel beginnt …
nearby-watching = Kein Platz auf diesem Gerät: Es spielen die anderen Geräte und die Bots.
nearby-at-the-table = Am Tisch: { $players }
nearby-waiting-for = Warte auf { $name } …
nearby-no-undo = Am Tisch in der Nähe gibt es kein Zurücknehmen: Die anderen haben den Zug gesehen.
nearby-no-save = Ein Tisch in der Nähe wird hier nicht gespeichert: Er liegt beim Gastgeber.
nearby-pace-fixed = Das Tempo der Bots legt der Gastgeber fest.
nearby-host-decides-rematch = Ob es noch ein Spiel gibt, entscheidet der Gastgeber.
nearby-table-over-title = Der Tisch ist aufgelöst
nearby-host-gone-long = Der Gastgeber ist nicht mehr erreichbar.

nearby-lobby-title = Gastgeber für { $game }
nearby-lobby-code = Beitrittscode
nearby-lobby-address = Adresse
nearby-lobby-join-with = Andere treten bei mit
nearby-lobby-advertised = Im lokalen Netz zu finden als „{ $name }“.
nearby-lobby-not-advertised = Nicht im Netz angekündigt ({ $reason }): Die anderen tippen die Adresse ein.
nearby-lobby-players = Mitspieler
nearby-lobby-nobody = Noch ist niemand beigetreten.
nearby-lobby-player = { $name } ({ $count ->
    [one] Platz
   *[other] Plätze
} { $seats })
nearby-lobby-player-away = Verbindung verloren
nearby-lobby-free = { $free ->
    [one] Noch { $free } Platz ist frei.
   *[other] Noch { $free } Plätze sind frei.
}
nearby-lobby-all-here = Alle sind da.
nearby-lobby-starting = Start: Die Geräte legen ihre Zufallswerte offen …

nearby-join-title = An einen Tisch setzen
nearby-join-searching = Suche Tische im lokalen Netz ({ $seconds } s) …
nearby-join-none-found = Keine Tische gefunden. Blockiert das Netz die Suche, tippe die Adresse ein, die der Gastgeber zeigt.
nearby-join-cannot-browse = Kann nicht nach Tischen suchen: { $reason }.
nearby-join-table = { $name }: { $game }, { $free } von { $players ->
    [one] { $players } Platz
   *[other] { $players } Plätzen
} frei, { $address }
nearby-join-full = voll
nearby-join-incompatible = andere App-Version: Beitritt nicht möglich
nearby-join-unknown-game = An diesem Tisch wird ein Spiel gespielt, das diese Version nicht kennt.
nearby-join-other-protocol = Dieser Tisch spricht eine andere Protokollversion.
nearby-join-code-title = Beitrittscode für { $table }
nearby-join-code-label = Code
nearby-join-code-changed = Der Code des Gastgebers hat jetzt { $digits } Ziffern (jemand hat geraten): den Gastgeber nach dem neuen Code fragen.
nearby-join-wrong-code = Falscher Code: { $left ->
    [0] kein Versuch mehr.
    [one] noch { $left } Versuch.
   *[other] noch { $left } Versuche.
}
nearby-join-connecting = Verbinde mit { $address } …
nearby-join-unreachable = Der Gastgeber ist nicht erreichbar ({ $reason }).
nearby-join-not-understood = Die Antwort des Gastgebers ist unverständlich (andere Version?).
