//! Deutsch. Spielbegriffe wie in den Originalregeln (Nachziehstapel, Ablagestapel,
//! Kartenreihe, Stich, Pott, Pflichtrunde, schwimmen …).

pub mod line;
pub mod nearby;

use super::Text;

/// Die deutschen Texte.
pub const TEXT: Text = Text {
    saved: |path| format!("Gespeichert in {path}."),
    save_failed: |why| format!("Speichern fehlgeschlagen: {why}"),
    no_save_file: "Für diesen Tisch gibt es keine Speicherdatei.",
    resume_with: |path| {
        format!("Gespeichert in {path}. Weiterspielen mit: spieleabend play --resume {path}")
    },
    bye: "Tschüss.",
    clockwise: "im Uhrzeigersinn",
    counter_clockwise: "gegen den Uhrzeigersinn",
    colours: ["Rot", "Gelb", "Grün", "Blau"],
    deciding: "überlegt",
    sits_out: "setzt aus",
    round_kinds: ["", "Pflichtrunde", "Punktrunde", "Auszahlungsrunde"],
    out: "raus",
    juhu_duty: "22Juhu muss bei der ersten Gelegenheit gespielt werden",
};
