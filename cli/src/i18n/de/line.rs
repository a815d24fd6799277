//! Die Tipphilfe des Zeilenmodus auf Deutsch. Die Befehle bleiben die englischen (`end`, `hint`,
//! `undo`, `quit` …); die deutschen Aliasse (`ende`, `tipp`, `zurück`, `beenden` …)
//! werden in beiden Sprachen verstanden.

use crate::i18n::line::LineText;

/// Die deutsche Tipphilfe des Zeilenmodus.
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
    nearby_help: "Außerdem: quit (beenden).",
};
