## Der Vollbild-Client im Terminal: Kastentitel und die Tastenzeile (Tasten so benannt,
## wie die Tastatur sie zeigt).

terminal-game = Spiel
terminal-players = Mitspieler
terminal-events = Zuletzt
terminal-your-hand = Deine Karten
terminal-log = Verlauf
terminal-last-card = Letzte Karte
terminal-too-small = Bitte mach das Fenster mindestens { $columns }×{ $rows } Zeichen groß.

terminal-keys-home = ↑↓ wählen · Enter öffnen · q beenden
terminal-keys-notices = d Hinweise schließen
terminal-keys-setup = ↑↓ wählen · ←→ ändern · Enter starten · Esc zurück
terminal-keys-seat-name = Namen tippen · Rücktaste löscht
terminal-keys-number = Ziffern tippen eine Zahl
terminal-keys-settings = ↑↓ wählen · ←→ oder Enter ändern · Esc zurück
terminal-keys-page = ↑↓ Bild↑ Bild↓ blättern · Esc zurück
terminal-key-learn = l geführtes erstes Spiel
terminal-key-skip-lesson = s Übung überspringen
terminal-keys-list = ↑↓ wählen · Enter öffnen · Esc zurück
terminal-keys-host = Enter { $action } · Esc zurück
terminal-keys-join = ↑↓ wählen · Adresse und Code tippen · Enter verbinden · Esc zurück

terminal-key-move = ←→ wählen
terminal-key-pick = Enter nehmen
terminal-key-tick = Leertaste ankreuzen
terminal-key-confirm = Enter: { $what }
terminal-key-step-back = Esc Schritt zurück
terminal-key-undo = u zurücknehmen
terminal-key-hint = h Tipp
terminal-key-play-hint = h: { $what }
terminal-key-log = l Verlauf
terminal-key-rules = ? Regeln
terminal-key-menu = Esc Menü
terminal-key-quit = q beenden
terminal-key-enter = Enter: { $what }
terminal-key-rematch = n: { $what }

terminal-saved = Das Spiel ist gespeichert: „spieleabend play“ und Weiterspielen bringen dich zurück.
terminal-saved-file = Es ist auch in { $path } gespeichert („spieleabend play --resume { $path }“).
terminal-not-saved = Das Spiel konnte im Ordner der App nicht gespeichert werden ({ $reason }).
terminal-saved-instead = Es ist stattdessen in { $path } gespeichert: „spieleabend play --resume { $path }“ bringt dich zurück.
terminal-not-saved-anywhere = Seine letzten Züge sind nirgends gespeichert ({ $reason }).
terminal-bye = Tschüss!
terminal-no-data-dir = Es gibt keinen Ordner für die Dateien der App: setze SPIELEABEND_DATA_DIR oder HOME.

## Fehler auf der Kommandozeile (nach „spieleabend: “)
terminal-error-unknown-game = unbekanntes Spiel „{ $name }“; bekannte Spiele: { $known }
terminal-error-seat-count = { $seats } Plätze sind aufgeführt, aber --players sagt { $players }: Gib dieselbe Zahl an oder lass --players weg
terminal-error-not-this-game = { $flag } ist keine Option von { $game }
terminal-error-start-seat = --start-seat zählt die Plätze ab 0: Bei { $players } Spielern muss es 0 bis { $last } sein, nicht { $got }
terminal-error-empty-seat-name = ein Platz in --seats hat vor „=“ einen leeren Namen: Gib einen Namen an oder lass das „=“ weg
terminal-error-long-seat-name = der Name „{ $name }“ ist länger als { $max } Zeichen
terminal-error-same-seat-name = zwei Plätze heißen „{ $name }“: Jeder braucht einen eigenen Namen
terminal-error-unknown-bot = unbekannter Bot „{ $name }“; bekannte Bots: easy, medium, hard (und random in der Arena)
terminal-error-no-game = kein Spiel angegeben: Nenne eins (oder --resume DATEI)
terminal-error-option-range = { $flag } muss { $min } bis { $max } sein, nicht { $got }
terminal-error-option-twice = { $flag } ist zweimal angegeben
terminal-error-option-choice = { $flag } kennt keine Wahl „{ $got }“
terminal-error-option-players = { $flag } gilt nicht für { $players } Spieler
terminal-error-option-players-variant = { $flag } gilt nicht für { $players } Spieler in der Variante { $variant }
terminal-error-player-count = { $game } wird zu { $min } bis { $max } Spielern gespielt, nicht zu { $got }
terminal-error-unknown-variant = { $game } hat keine Variante „{ $variant }“
terminal-error-usage-unknown = unbekannte Angabe „{ $arg }“
terminal-error-usage-unknown-command = unbekannter Befehl „{ $command }“
terminal-error-usage-value = „{ $value }“ passt nicht zu { $arg }
terminal-error-usage-no-value = { $arg } braucht einen Wert
terminal-error-usage-missing = es fehlt: { $arg }
terminal-error-usage-conflict = { $arg } und { $other } passen nicht zusammen
terminal-error-usage-values = { $arg } ist so nicht lesbar
terminal-error-usage-no-command = kein Befehl angegeben
terminal-error-usage-other = diese Befehlszeile ist nicht lesbar
terminal-error-usage-valid = ; möglich: { $valid }
terminal-error-usage-suggested = ; meintest du „{ $suggested }“?
terminal-error-usage-help = spieleabend --help nennt die Befehle, spieleabend BEFEHL --help ihre Angaben (auf Englisch)
