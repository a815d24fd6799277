//! Der Zeilenmodus auf Deutsch. Die Befehle bleiben die englischen (`end`, `hint`,
//! `undo`, `quit` …); die deutschen Aliasse (`ende`, `tipp`, `zurück`, `beenden` …)
//! werden in beiden Sprachen verstanden.

use crate::i18n::line::LineText;

/// Die deutschen Texte des Zeilenmodus.
pub const LINE: LineText = LineText {
    table_help: "Außerdem: hint/tipp (was der starke Bot täte), undo/zurück, save/speichern, \
        quit/beenden (speichert und verlässt den Tisch).",
    elfer_help: "Tippe eine Karte, um sie anzulegen: r12 (rot), y9 (gelb), g11 (grün), b10 (blau) \
        oder „red 12“. Mit end (ende) beendest du deinen Zug, nachdem du mindestens eine Karte \
        angelegt hast. Passt keine Karte, ziehst du automatisch. quit (beenden) verlässt das Spiel.",
    ss_help: "Tippe die Karte, die du spielst: eine Zahl (5, -10, 0, 11, 76), x2 oder reverse \
        (Richtungswechsel). Jede Karte zählt ihren Wert zur Summe; x2 und der Richtungswechsel \
        wiederholen sie. Wer 11, 22, … 66 (eine Schnapszahl) oder 77 und mehr ansagt, gibt \
        einen Chip ab; ab 77 endet die Runde. Ohne Chips schwimmst du; der nächste fällige Chip \
        wirft dich hinaus. quit (beenden) verlässt das Spiel.",
    juhu_help: "Karten: Zahlen 1-21, 22juhu, Nullkarten als Farbbuchstabe + 0/Ringe: b0/4 ist die \
        blaue Null mit vier Ringen. join (mitspielen) oder sit (aussetzen) entscheidet, ob du \
        das Spiel mitspielst; swap 7 b0/1 (tauschen) tauscht diese Karten gegen neue vom Stapel, \
        keep (behalten) tauscht keine; dann tippe eine Karte, um sie zu spielen. Bedien die \
        ausgespielte Nullfarbe, wenn du kannst; auf eine Zahl spiele eine höhere, wenn du kannst. \
        quit (beenden) verlässt das Spiel.",
    rw_help: "Tippe den Wert einer Karte, um sie offen vor dir auszuspielen. Eine höhere Karte \
        wirft schwächere Karten vor den anderen hinaus (sie ziehen eine Karte nach); gleiche \
        Werte gehören zusammen und zählen ihre Summe. Deine Karte kommt zu Beginn deines \
        nächsten Zugs auf den Ablagestapel, mit allen Karten gleichen Werts. Keine Handkarten \
        und keine Karte vor dir: Du hast gewonnen. quit (beenden) verlässt das Spiel.",
    help_help: "Zahlen kommen ans Ende der Reihe und müssen höher sein als ihre letzte Karte. \
        joker N legt einen Joker an Stelle N (er ist eins mehr als die Karte davor); switch N 7 \
        tauscht die Karte an Stelle N gegen deine 7; zap entfernt die letzte Karte der Reihe; no \
        legt ein No! offen vor dich (du wirst beim nächsten Mal übersprungen, niemand kann dich \
        um Hilfe bitten). Die sechste Karte räumt die Reihe ab. Kannst du nicht spielen, bittest \
        du den Spieler vor dir um Hilfe; kann niemand helfen, bekommen alle anderen einen Punkt. \
        3 Punkte gewinnen. quit (beenden) verlässt das Spiel.",
    nearby_hosting: |game, addr, code| {
        format!("{game} wird auf {addr} gespielt. Beitrittscode: {code}")
    },
    nearby_others_join: |addr, code| {
        format!("Die anderen setzen sich dazu mit: spieleabend join {addr} --code {code}")
    },
    nearby_new_code: |code| {
        format!("Neuer Code zum Mitspielen: {code} (der alte gilt nicht mehr).")
    },
    nearby_join_locked: "Zu viele falsche Codes: Mitspielen per Code ist gesperrt. n und Enter gibt einen neuen Code.",
    nearby_waiting_commits: "Warte, bis sich jedes Gerät auf die nächste Verteilung festgelegt hat …",
    nearby_everyone_here: "Alle sind da. Hilfe mit help.",
    nearby_table_closed: "Tisch geschlossen. Tschüss.",
    nearby_joined: |name, seats| format!("{name} hat sich dazugesetzt (Platz {seats})."),
    nearby_also_quit: "Außerdem: quit (beenden).",
    nearby_not_sent: |why| format!("Nicht gesendet. {why}"),
    nearby_code_prompt: "Beitrittscode (zeigt der Gastgeber an): ",
    nearby_connected: |addr| format!("Mit {addr} verbunden; warte auf Einlass …"),
    nearby_back_at_table: "Wieder am Tisch.",
    nearby_admitted: |seats| format!("Eingelassen: Du spielst Platz {seats}. Hilfe mit help."),
    nearby_unreachable: "Der Gastgeber ist nicht mehr erreichbar. Tschüss.",
    nearby_waiting_rematch: "Warte auf den Gastgeber: noch ein Spiel oder Schluss.",
    nearby_table_over: |reason| format!("Der Tisch ist aufgelöst. {reason} Tschüss."),
    nearby_your_bot_plays: |action| format!("Dein Bot spielt {action}."),
    nearby_left: "Tisch verlassen. Tschüss.",
};
