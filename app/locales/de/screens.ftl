app-name = Spieleabend

# Jede Sprache heißt in jedem Katalog so, wie sie sich selbst nennt.
language-de = Deutsch
language-en = English

## Wohin „zurück“ führt

back-to-home = Zurück zum Start
back-to-setup = Zurück zur Spielauswahl
back-to-table = Zurück zum Spiel
back-to-settings = Zurück zu den Einstellungen
back-to-statistics = Zurück zur Statistik
back-to-rules = Zurück zur Liste der Regeln
back-to-rules-page = Zurück zu den Regeln
back-to-nearby = Zurück zum Spielen in der Nähe
back-to-nearby-host = Zurück zum Gastgeben
back-to-nearby-join = Zurück zum Beitreten
back-to-nearby-table = Zurück zum Tisch in der Nähe

## Start

home-continue-game = { $game } weiterspielen
home-saved-progress = Spiel { $number } · { $name } ist dran
home-new-game = Neues Spiel
home-nearby = Mit Geräten in der Nähe spielen
home-statistics = Statistik
home-settings = Einstellungen
home-rules = Regeln

## Gespeicherte Dateien, die nicht gelesen werden konnten

storage-file-session = Das gespeicherte Spiel
storage-file-settings = Die Datei der Einstellungen
storage-file-statistics = Die gespeicherte Statistik
storage-damage-not-a-file = es ist keine Datei
storage-damage-too-large = es ist größer, als die App liest ({ $megabytes } MB)
storage-damage-not-text = es ist kein Text (die Datei ist beschädigt)
storage-damage-unreadable = das System hat das Lesen verweigert ({ $reason })
storage-io = { $code ->
    [permission-denied] der Zugriff wurde verweigert
    [read-only] der Speicher ist schreibgeschützt
    [storage-full] es ist kein Platz mehr frei
    [not-found] der Ordner fehlt
    [not-a-file] an der Stelle der Datei liegt etwas anderes
    [busy] die Datei ist in Benutzung
   *[other] das System hat es verweigert
}
storage-damage-content = der Inhalt ist nicht das, was die App geschrieben hat
storage-damage-write = es konnte nicht gespeichert werden ({ $reason }); der zuletzt gespeicherte Stand bleibt
storage-set-aside = { $what } konnte nicht gelesen werden: { $why }. Die Datei wurde als { $name } aufbewahrt und die App ohne sie gestartet.
storage-not-set-aside = { $what }: { $why }.

## Spielauswahl

setup-title = Neues Spiel
setup-guided-text = Neu bei { $game }? Ein geführtes erstes Spiel zeigt es Zug um Zug.
setup-guided-button = Geführtes erstes Spiel
setup-variant = Variante
setup-players = Mitspielende
setup-seat = Platz { $n }
setup-player-person = Mensch
setup-player-bot-easy = Bot: leicht
setup-player-bot-medium = Bot: mittel
setup-player-bot-hard = Bot: schwer
setup-default-person = Spieler { $n }
setup-default-bot = Bot { $n }
setup-start = Spiel starten
setup-replaces = Du hast eine gespeicherte Partie { $game }: Vor dem Ersetzen wird nachgefragt.
setup-replaces-confirm = Starte noch einmal, um deine gespeicherte Partie { $game } zu ersetzen, oder geh zurück und spiel sie weiter.
setup-start-replacing = Ersetzen und starten
setup-start-failed = Das Spiel konnte nicht starten. { $reason }
setup-problem-no-person = Mindestens ein Platz muss ein Mensch an diesem Gerät sein.
setup-problem-name-long = Der Name auf Platz { $seat } ist zu lang (höchstens { $max } Zeichen).
setup-problem-name-control = Der Name auf Platz { $seat } enthält Zeichen, die sich nicht anzeigen lassen.
setup-problem-name-twice = Zwei Plätze heißen { $name }; gib ihnen verschiedene Namen.
setup-problem-range = { $option } muss zwischen { $min } und { $max } liegen.
setup-problem-option = Der Wert von „{ $option }“ passt nicht; stelle ihn neu ein.
setup-problem-players = { $game } spielen { $min } bis { $max } Personen.
setup-problem-variant = Diese Variante gehört nicht zum Spiel.
setup-problem-settings = Diese Einstellungen passen nicht zusammen; ändere eine davon.

## Einstellungen

settings-title = Einstellungen
settings-language = Sprache
settings-pace = Tempo der Bots
settings-pace-slow = Langsam
settings-pace-normal = Normal
settings-pace-fast = Schnell
settings-animation = Animationen
settings-animation-off = Aus
settings-animation-normal = Normal
settings-animation-fast = Schnell
settings-card-size = Kartengröße
settings-card-size-small = Klein
settings-card-size-normal = Normal
settings-card-size-large = Groß
settings-left-handed = Für Linkshänder
settings-auto-single-choice = Einzigen möglichen Zug selbst spielen
settings-colour-blind-marks = Formen auf farbigen Karten
settings-sound = Töne
settings-haptics = Vibration

## Statistik

stats-title = Statistik
stats-not-played = Noch nicht gespielt.
stats-opponents-people = Nur Menschen
stats-opponents-easy = Bots: leicht
stats-opponents-medium = Bots: mittel
stats-opponents-hard = Bots: schwer
stats-column-games = Spiele
stats-column-wins = Siege
stats-column-win-rate = Siegquote
stats-column-best-streak = Beste Serie
stats-column-streak = Serie
stats-column-place = Ø Platz
stats-win-rate = { $rate } %
stats-reset = Statistik zurücksetzen
stats-reset-question = Die Ergebnisse aller Spiele löschen? Das lässt sich nicht rückgängig machen.
stats-reset-confirm = Löschen
stats-reset-keep = Behalten
stats-summary = { $played ->
        [one] Ein Spiel
       *[other] { $played } Spiele
    }, { $won ->
        [0] keines gewonnen
        [one] eines gewonnen
       *[other] { $won } gewonnen
    }, { $streak ->
        [0] gerade keine Siegesserie
        [one] aktuelle Serie ein Sieg
       *[other] aktuelle Serie { $streak } Siege
    }, beste Serie { $best ->
        [0] kein Sieg
        [one] ein Sieg
       *[other] { $best } Siege
    }, durchschnittlicher Platz { $place }.

## Regeln

rules-screen-title = Regeln

## Spielen in der Nähe

nearby-screen-title = Mit Geräten in der Nähe spielen
nearby-screen-host = Einen Tisch eröffnen …
nearby-screen-join = Einem Tisch beitreten …
nearby-screen-host-title = Einen Tisch eröffnen
nearby-screen-host-game = Spiel: { $game } (wie in der Spielauswahl)
nearby-screen-host-explanation = Ist der Tisch geöffnet, finden ihn Geräte in diesem Netz und treten mit dem hier gezeigten Code bei. Schließe ihn, wenn ihr fertig seid.
nearby-screen-host-open = Tisch für andere öffnen
nearby-screen-host-close = Tisch schließen
nearby-screen-host-join-info = Andere treten über { $address } mit dem Code { $code } bei.
nearby-screen-join-title = Einem Tisch beitreten
nearby-screen-join-looking = Suche nach Tischen in der Nähe …
nearby-screen-join-found = { $count ->
        [one] Ein Tisch in der Nähe gefunden.
       *[other] { $count } Tische in der Nähe gefunden.
    }
nearby-screen-join-address = Adresse (Host:Port)
nearby-screen-join-code = Beitrittscode
nearby-screen-join-connect = Beitreten
nearby-screen-join-need-address = Wähle einen gefundenen Tisch oder gib seine Adresse ein.
nearby-screen-join-bad-address = Die Adresse hat die Form Host:Port, z. B. 192.168.1.20:7777.
nearby-screen-join-need-code = Gib den Beitrittscode ein, den der Bildschirm des Gastgebers zeigt.
nearby-screen-join-bad-code = Der Beitrittscode besteht nur aus Buchstaben und Ziffern (höchstens 12).
nearby-screen-table-name = Tisch von { $name }
nearby-screen-host-start = Spiel beginnen
nearby-screen-to-table = Zurück zum Tisch
nearby-screen-join-waiting = Beigetreten. Warten, bis der Gastgeber das Spiel beginnt …
nearby-screen-host-need-guest = Stelle in der Spielauswahl mindestens einen weiteren Platz auf Mensch: Diese Plätze sind für die Geräte, die beitreten.
nearby-screen-medium-network = Netzwerk
nearby-screen-medium-bluetooth = Bluetooth
nearby-screen-found-entry = { $name } · { $medium }
nearby-screen-join-bluetooth-no-game = Dieser Bluetooth-Tisch hat sein Spiel noch nicht genannt. Warte einen Moment, bis die Liste neu geladen ist.
nearby-screen-bluetooth-off = Bluetooth ist aus. Schalte es ein, um diesem Tisch beizutreten.
nearby-screen-bluetooth-not-allowed = Spieleabend darf Bluetooth nicht nutzen. Erlaube „Geräte in der Nähe“ in den Systemeinstellungen, um diesem Tisch beizutreten.
nearby-screen-bluetooth-unreachable = Der Tisch war über Bluetooth nicht erreichbar. Geh näher an das Gerät des Gastgebers und versuche es noch einmal.
nearby-screen-with-detail = { $sentence } ({ $detail })
nearby-screen-host-bluetooth = Auch über Bluetooth angekündigt: Geräte in der Nähe finden den Tisch auch ohne dieses Netz.
nearby-screen-join-bluetooth-refused = Bluetooth ist nicht erlaubt, darum wird nur in diesem Netz nach Tischen gesucht. Erlaube „Geräte in der Nähe“ für Spieleabend in den Systemeinstellungen, um Tische auch über Bluetooth zu finden.
nearby-screen-join-network-refused = Das lokale Netzwerk ist nicht erlaubt, darum wird nur über Bluetooth nach Tischen gesucht. Erlaube „Lokales Netzwerk“ für Spieleabend in den Systemeinstellungen, um Tische auch in diesem Netz zu finden.
nearby-screen-host-bluetooth-refused = Bluetooth ist nicht erlaubt, darum finden Geräte diesen Tisch nur in diesem Netz. Erlaube „Geräte in der Nähe“ für Spieleabend in den Systemeinstellungen, um ihn auch über Bluetooth anzukündigen.
