//! Deutsch. Spielbegriffe wie in den Originalregeln (Nachziehstapel, Ablagestapel,
//! Kartenreihe, Stich, Pott, Pflichtrunde, schwimmen …).

pub mod line;
pub mod nearby;

use super::Text;

/// Die deutschen Texte.
pub const TEXT: Text = Text {
    your_turn: "Du bist dran",
    turn_of: |name| format!("{name} ist dran"),
    thinking: |name| format!("{name} überlegt …"),
    you: "Du",
    players: "Spieler",
    hand: "Deine Hand",
    hand_of: |name| format!("Hand von {name}"),
    last_events: "Zuletzt",
    log_title: "Protokoll",
    log_keys: "↑↓ Bild↑ Bild↓ blättern · Esc/l zurück",
    keys_line: "←→/1-9 wählen · Enter spielen · u zurück · h Tipp · s speichern · l Protokoll · ? Hilfe · q Ende",
    keys_line_short: "1-9 wählen · Enter spielen · u zurück · h Tipp · s speichern · ? Hilfe · q Ende",
    waiting: "Bitte warten …",
    game_over: "Spiel vorbei",
    game_over_keys: "n: noch einmal · q: beenden",
    remote_seat: "Dieser Platz wird an einem anderen Gerät gespielt; hier geht das nicht.",
    no_view: "An diesem Tisch sitzen nur Bots.",
    too_small: "Bitte das Terminal auf mindestens 60×20 vergrößern.",
    saved: |path| format!("Gespeichert in {path}."),
    save_failed: |why| format!("Speichern fehlgeschlagen: {why}"),
    no_save_file: "Für diesen Tisch gibt es keine Speicherdatei.",
    undone: "Zurückgenommen.",
    nothing_to_undo: "Noch nichts zum Zurücknehmen.",
    undo_seen_cards: "Zurücknehmen geht nicht: seitdem wurden Karten aufgedeckt (Ziehen oder Geben).",
    undo_remote: "An einem Tisch mit Spielern an anderen Geräten kann nichts zurückgenommen werden.",
    hint: |action| format!("Tipp: {action}"),
    hint_thinking: "Ein Tipp wird gesucht …",
    not_now: "Das geht gerade nicht.",
    pace: |ms| format!("Bot-Tempo: {ms} ms pro Zug."),
    resume_with: |path| {
        format!("Gespeichert in {path}. Weiterspielen mit: spieleabend play --resume {path}")
    },
    bye: "Tschüss.",
    pass_device: |name| format!("Gib das Gerät an {name} weiter"),
    press_enter: |name| format!("{name}, drücke Enter, wenn du bereit bist."),
    hand_hidden: "Die letzte Hand ist verdeckt.",
    end_turn: "Zug beenden",
    join: "Mitspielen",
    sit_out: "Aussetzen",
    swap_selected: "Auswahl tauschen",
    keep_all: "Alle behalten",
    cancel_step: "Esc: zurück",
    help_title: "Hilfe",
    help_keys: "Tasten\n\
        ← → oder 1-9, 0: Karte wählen (eine Zahl spielt sie sofort)\n\
        Enter, Leertaste: Gewähltes spielen · Tab: zu den Schaltflächen\n\
        Maus: Karte, Platz in der Reihe oder Schaltfläche anklicken\n\
        Esc: einen Schritt zurück (Joker-Platz, Switch, Tauschen)\n\
        u zurücknehmen · h Tipp · s speichern · l Protokoll · + / - Bot-Tempo\n\
        Leertaste im Bot-Zug: Pause überspringen · ? Hilfe · q speichern und beenden",
    help_close: "Esc oder ? schließt",
    draw_pile: "Nachziehstapel",
    discard: "Ablagestapel",
    round: "Runde",
    clockwise: "im Uhrzeigersinn",
    counter_clockwise: "gegen den Uhrzeigersinn",
    chips: "Chips",
    points: "Punkte",
    points_short: "Pkt.",
    winner: "gewonnen",
    tricks: "Stiche",
    swimming: "schwimmt",
    out: "raus",
    total: "Summe",
    pot: "Pott",
    trick: "Stich",
    dealer: "Geber",
    stack: "Stapel",
    row: "Kartenreihe",
    empty: "(leer)",
    in_front: "Ausgelegt",
    worth: "zählt",
    turns: "Zug",
    game_of: |game, of| format!("Spiel {game} von {of}"),
    penalty: "Minuspunkte",
    colours: ["Rot", "Gelb", "Grün", "Blau"],
    deciding: "überlegt",
    sits_out: "setzt aus",
    round_kinds: ["", "Pflichtrunde", "Punktrunde", "Auszahlungsrunde"],
    stage_joining: "Wer spielt diese Runde mit?",
    stage_exchanging: "Karten tauschen",
    two_cards: |played| format!("×2: zwei Karten, {played} gespielt"),
    juhu_duty: "22Juhu muss bei der ersten Gelegenheit gespielt werden",
    no_card: "No!",
    no_skipped: "No! (ausgesetzt)",
    helping: |asker, helper| format!("{asker} bittet {helper} um Hilfe"),
    received: |card| format!("erhalten: {card}"),
    elfer_lay: "Lege eine Karte an",
    elfer_lay_or_end: "Lege noch eine Karte an oder beende deinen Zug",
    ss_play: "Spiele eine Karte",
    ss_first_of_two: "×2: spiele deine erste Karte",
    ss_second_of_two: "×2: spiele deine zweite Karte",
    juhu_join: "Diese Runde mitspielen oder aussetzen?",
    juhu_exchange: "Karten zum Tauschen wählen (Leertaste), Enter tauscht",
    juhu_lead: "Spiele eine Karte aus",
    juhu_follow: "Lege eine Karte zum Stich",
    rauswurf_play: "Lege eine Karte vor dich",
    help_play: "Lege eine Zahl an oder spiele eine Sonderkarte",
    help_pass: "Hilf: gib eine der Karten, die gebraucht werden",
    help_give: "Gib deinem Helfer eine Karte zurück",
    help_play_received: "Spiele die erhaltene Karte",
    help_joker_where: "Wohin kommt der Joker? Wähle einen Platz in der Reihe",
    help_switch_take: "Switch: wähle die Karte der Reihe, die du nimmst",
    help_switch_put: "Switch: wähle die Zahlenkarte, die du dorthin legst",
    rules_elfer_raus: "Elfer raus! — wer zuerst alle Karten los ist, gewinnt.\n\
        Die 11 jeder Farbe eröffnet ihre Reihe; angelegt wird Karte für Karte abwärts bis 1 und aufwärts bis 20.\n\
        In deinem Zug legst du beliebig viele passende Karten an (mindestens eine) und beendest dann den Zug.\n\
        Passt keine Karte, ziehst du (bis zu drei); passt die gezogene, wird sie sofort angelegt.\n\
        Übrige Karten zählen als Minuspunkte.",
    rules_77: "77 — spiele eine Karte und sage die neue Summe an.\n\
        Wer eine Schnapszahl (11, 22 … 66) ansagt, gibt einen Chip ab; wer 77 oder mehr ansagt,\n\
        gibt einen Chip ab und beendet die Runde. ×2: der Nächste spielt zwei Karten; ⇄ dreht die\n\
        Richtung (beide wiederholen die Summe). Ohne Chip schwimmst du; der nächste Chip wirft dich hinaus.\n\
        Wer als Letzter übrig bleibt, gewinnt.",
    rules_22juhu: "22Juhu — ein Stichspiel mit den Zahlen 1–21, 22Juhu und farbigen Nullkarten.\n\
        Jede Runde: mitspielen oder aussetzen, dann beliebig Karten tauschen, dann Stiche spielen.\n\
        Eine ausgespielte Null-Farbe muss bedient werden; auf eine Zahl legst du, wenn möglich, eine höhere.\n\
        Die höchste Zahl (oder die erste Null der ausgespielten Farbe) gewinnt den Stich.\n\
        Stiche bringen Punkte (Basis, Gamer) oder Chips aus dem Pott (Profi).",
    rules_rauswurf: "Rauswurf — werde alle deine Karten los.\n\
        In deinem Zug wird deine Karte aus dem letzten Zug abgelegt, dann legst du eine Karte vor dich.\n\
        Gleiche Werte schließen sich zusammen und zählen ihre Summe; dann wirft deine Karte jede\n\
        schwächere Karte vor den anderen hinaus (deren Besitzer ziehen eine Ersatzkarte).\n\
        Wer keine Handkarten und keine Karte mehr vor sich hat, gewinnt.",
    rules_help: "Help! — legt die gemeinsame Kartenreihe aufsteigend an (1–11, sechs Karten räumen sie ab).\n\
        Joker: an jede Stelle, er nimmt den passenden Wert an. Switch: tausche eine Karte der Reihe gegen eine Handkarte.\n\
        Zap: entfernt die letzte Karte der Reihe. No!: du setzt beim nächsten Zug aus.\n\
        Kannst du nicht legen, bittest du den Spieler vor dir um Hilfe; kann keiner helfen, bekommen die anderen einen Punkt.\n\
        Drei Punkte gewinnen.",
};
