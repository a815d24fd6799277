//! Der Zeilenmodus auf Deutsch. Die Befehle bleiben die englischen (`end`, `hint`,
//! `undo`, `quit` …); die deutschen Aliasse (`ende`, `tipp`, `zurück`, `beenden` …)
//! werden in beiden Sprachen verstanden.

use crate::i18n::line::LineText;

/// Die deutschen Texte des Zeilenmodus.
pub const LINE: LineText = LineText {
    cannot_undo: |why| format!("Zurücknehmen geht nicht: {why}"),
    table_help: "Außerdem: hint/tipp (was der starke Bot täte), undo/zurück, save/speichern, \
        quit/beenden (speichert und verlässt den Tisch).",
    your_hand: |cards| format!("Deine Hand: {cards}"),
    wait: "Warten",
    elfer_game_of: |game, of, list| format!("Spiel {game} von {of} — Strafpunkte bisher: {list}"),
    elfer_rows: "Reihen:",
    elfer_counts: |list, pile| format!("Karten auf der Hand: {list}   Nachziehstapel: {pile}"),
    elfer_hand: |count, cards| format!("Deine Hand ({count}): {cards}"),
    elfer_lay: "Lege eine Karte an",
    elfer_lay_or_end: "Lege noch eine Karte an oder tippe end (ende)",
    elfer_lay_first: "Du musst mindestens eine Karte anlegen, bevor du deinen Zug beendest.",
    elfer_not_a_card: |input| {
        format!(
            "„{input}“ ist keine Karte und kein Befehl. Tippe z. B. r12, „blue 10“, end oder help."
        )
    },
    elfer_cannot_lay: |card| format!("{card} kann jetzt nicht angelegt werden."),
    elfer_help: "Tippe eine Karte, um sie anzulegen: r12 (rot), y9 (gelb), g11 (grün), b10 (blau) \
        oder „red 12“. Mit end (ende) beendest du deinen Zug, nachdem du mindestens eine Karte \
        angelegt hast. Passt keine Karte, ziehst du automatisch. quit (beenden) verlässt das Spiel.",
    ss_round: |round, total, direction| {
        format!("Runde {round} — Summe {total} — es wird {direction} gespielt")
    },
    ss_playing: |chips, cards| format!("{chips} Chips, {cards} Karten"),
    ss_swimming: |cards| format!("schwimmt, {cards} Karten"),
    ss_players: |list| format!("Spieler: {list}"),
    ss_discard: |top, pile| format!("Ablagestapel oben: {top}   Nachziehstapel: {pile}"),
    ss_two_cards: |played| format!(" (zwei Karten, {played} gespielt)"),
    ss_not_a_card: |input| {
        format!("„{input}“ ist keine Karte. Tippe z. B. 5, -10, 0, x2, reverse oder help.")
    },
    ss_no_double: "x2 geht jetzt nicht: Du hast keine auf der Hand, oder x2 darf nicht auf x2 folgen.",
    ss_not_in_hand: |card| format!("{card} hast du nicht auf der Hand."),
    ss_play: "Spiele eine Karte",
    ss_first_of_two: "x2! Spiele die erste von zwei Karten (keine x2)",
    ss_second_of_two: "Spiele deine zweite Karte",
    ss_help: "Tippe die Karte, die du spielst: eine Zahl (5, -10, 0, 11, 76), x2 oder reverse \
        (Richtungswechsel). Jede Karte zählt ihren Wert zur Summe; x2 und der Richtungswechsel \
        wiederholen sie. Wer 11, 22, … 66 (eine Schnapszahl) oder 77 und mehr ansagt, gibt \
        einen Chip ab; ab 77 endet die Runde. Ohne Chips schwimmst du; der nächste fällige Chip \
        wirft dich hinaus. quit (beenden) verlässt das Spiel.",
    juhu_hand_header: |hand, round, dealer, stack| {
        format!("Runde {hand}{round} — Kartengeber: {dealer} — Stapel {stack}")
    },
    juhu_chips: |chips| format!("{chips} Chips"),
    juhu_points: |points| format!("{points} Punkte"),
    juhu_standing: |name, score, tricks, part| format!("{name} {score}, {tricks} Stiche{part}"),
    juhu_pot: |pot| format!("Pott: {pot}"),
    juhu_trick: |number, plays| format!("Stich {number}: {plays}"),
    juhu_not_a_card: |word| format!("„{word}“ ist keine Karte."),
    juhu_not_a_command: |text| format!("„{text}“ ist keine Karte und kein Befehl. Hilfe mit help."),
    juhu_not_time_to_join: "Jetzt wird nicht über Mitspielen oder Aussetzen entschieden.",
    juhu_cannot_swap: "Das kannst du jetzt nicht tauschen (nur Karten deiner Hand, wenn du mit Tauschen dran bist).",
    juhu_may_not_play: |card| format!("{card} darfst du jetzt nicht spielen."),
    juhu_join_or_sit: "Mitspielen (join) oder aussetzen (sit)?",
    juhu_swap_or_keep: "Karten tauschen (swap 7 b0/1 …) oder behalten (keep)",
    juhu_lead: "Spiele die erste Karte des Stichs aus",
    juhu_follow: "Spiele eine Karte",
    juhu_help: "Karten: Zahlen 1-21, 22juhu, Nullkarten als Farbbuchstabe + 0/Ringe: b0/4 ist die \
        blaue Null mit vier Ringen. join (mitspielen) oder sit (aussetzen) entscheidet, ob du \
        das Spiel mitspielst; swap 7 b0/1 (tauschen) tauscht diese Karten gegen neue vom Stapel, \
        keep (behalten) tauscht keine; dann tippe eine Karte, um sie zu spielen. Bedien die \
        ausgespielte Nullfarbe, wenn du kannst; auf eine Zahl spiele eine höhere, wenn du kannst. \
        quit (beenden) verlässt das Spiel.",
    rw_worth: |card, strength| format!("{card} (zählt {strength})"),
    rw_front: |name, card, hand| format!("{name} {card} [{hand} auf der Hand]"),
    rw_in_front: |list| format!("Ausgespielt: {list}"),
    rw_piles: |pile, discards, turn| {
        format!("Nachziehstapel: {pile}   Ablagestapel: {discards}   Zug {turn}")
    },
    rw_not_a_card: |text| {
        format!("„{text}“ ist keine Karte. Tippe eine Zahl von 2 bis 20 oder help.")
    },
    rw_not_in_hand: |card| format!("Du hast keine {card} auf der Hand."),
    rw_lay: "Lege eine Karte vor dir aus",
    rw_help: "Tippe den Wert einer Karte, um sie offen vor dir auszuspielen. Eine höhere Karte \
        wirft schwächere Karten vor den anderen hinaus (sie ziehen eine Karte nach); gleiche \
        Werte gehören zusammen und zählen ihre Summe. Deine Karte kommt zu Beginn deines \
        nächsten Zugs auf den Ablagestapel, mit allen Karten gleichen Werts. Keine Handkarten \
        und keine Karte vor dir: Du hast gewonnen. quit (beenden) verlässt das Spiel.",
    help_round: |round, direction| format!("Runde {round} — es wird {direction} gespielt"),
    help_row: |row| format!("Reihe: {row}"),
    help_row_empty: "(leer)",
    help_no_in_front: ", No! vor sich",
    help_seat: |name, points, cards, no| format!("{name} {points} Pkt., {cards} Karten{no}"),
    help_piles: |pile, discards| format!("Nachziehstapel: {pile}   Ablagestapel: {discards}"),
    help_received: |card| format!("   (als Hilfe bekommen: {card})"),
    help_not_a_move: |typed| {
        format!(
            "„{typed}“ ist keine Karte und kein Zug, den du jetzt spielen kannst. Hilfe mit help."
        )
    },
    help_play: "Spiele eine Karte",
    help_pass: "Help! Gib eine Karte weiter, die der Fragende spielen kann",
    help_give: "Gib dem Helfer eine Karte zurück",
    help_play_received: "Spiele die Karte, die du bekommen hast",
    help_wait_for_help: "Warte auf Hilfe",
    help_help: "Zahlen kommen ans Ende der Reihe und müssen höher sein als ihre letzte Karte. \
        joker N legt einen Joker an Stelle N (er ist eins mehr als die Karte davor); switch N 7 \
        tauscht die Karte an Stelle N gegen deine 7; zap entfernt die letzte Karte der Reihe; no \
        legt ein No! offen vor dich (du wirst beim nächsten Mal übersprungen, niemand kann dich \
        um Hilfe bitten). Die sechste Karte räumt die Reihe ab. Kannst du nicht spielen, bittest \
        du den Spieler vor dir um Hilfe; kann niemand helfen, bekommen alle anderen einen Punkt. \
        3 Punkte gewinnen. quit (beenden) verlässt das Spiel.",
    lan_hosting: |game, addr, code| {
        format!("{game} wird auf {addr} gespielt. Beitrittscode: {code}")
    },
    lan_others_join: |addr, code| {
        format!("Die anderen setzen sich dazu mit: spieleabend join {addr} --code {code}")
    },
    lan_new_code: |code| format!("Neuer Code zum Mitspielen: {code} (der alte gilt nicht mehr)."),
    lan_join_locked: "Zu viele falsche Codes: Mitspielen per Code ist gesperrt. n und Enter gibt einen neuen Code.",
    lan_waiting_commits: "Warte, bis sich jedes Gerät auf die nächste Verteilung festgelegt hat …",
    lan_everyone_here: "Alle sind da. Hilfe mit help.",
    lan_table_closed: "Tisch geschlossen. Tschüss.",
    lan_joined: |name, seats| format!("{name} hat sich dazugesetzt (Platz {seats})."),
    lan_back: |name| format!("{name} ist wieder da."),
    lan_away: |name| format!("{name} hat die Verbindung verloren."),
    lan_bot_plays_for: |name| format!("Ein Bot spielt jetzt für {name}."),
    lan_plays_again: |name| format!("{name} spielt wieder selbst."),
    lan_refused_device: |reason| format!("Ein Gerät wurde abgewiesen: {reason}."),
    lan_also_quit: "Außerdem: quit (beenden).",
    lan_not_sent: |why| format!("Nicht gesendet. {why}"),
    lan_code_prompt: "Beitrittscode (zeigt der Gastgeber an): ",
    lan_connected: |addr| format!("Mit {addr} verbunden; warte auf Einlass …"),
    lan_back_at_table: "Wieder am Tisch.",
    lan_admitted: |seats| format!("Eingelassen: Du spielst Platz {seats}. Hilfe mit help."),
    lan_host_refused: |reason| format!("Der Gastgeber hat abgelehnt: {reason}."),
    lan_move_refused: |reason| format!("Der Gastgeber hat den Zug nicht angenommen. {reason}"),
    lan_reconnecting: |attempt| format!("Verbindung verloren; neuer Versuch (Nr. {attempt}) …"),
    lan_reconnected: "Wieder verbunden.",
    lan_unreachable: "Der Gastgeber ist nicht mehr erreichbar. Tschüss.",
    lan_waiting_rematch: "Warte auf den Gastgeber: noch ein Spiel oder Schluss.",
    lan_table_over: |reason| format!("Der Tisch ist aufgelöst. {reason} Tschüss."),
    lan_your_bot_plays: |action| format!("Dein Bot spielt {action}."),
    lan_left: "Tisch verlassen. Tschüss.",
    lan_in_lobby: |players| format!("Im Warteraum: {players}."),
    lan_game_starts: |game| format!("Spiel {game} beginnt."),
    lan_deal_checked: |game, mine| {
        let whose = if mine {
            ", auch aus deinem"
        } else {
            " (deiner war nicht dabei)"
        };
        format!(
            "Kartenverteilung von Spiel {game} geprüft: sie folgt aus den Zufallswerten aller{whose}."
        )
    },
    lan_deal_warning: |game, why| {
        format!("WARNUNG: Die Kartenverteilung von Spiel {game} stimmt nicht: {why}.")
    },
};
