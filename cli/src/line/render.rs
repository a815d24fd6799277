//! The app core's table view as lines: the table at a decision (the game, the game's
//! own area, the players, the hand), a summary, the game-over box. Every word is the
//! view's; the terminal adds only how a hand card is typed.

use spieleabend_app::table::{
    CardView, GameOverView, PlayerView, SummaryView, TableArea, TableView,
};
use spieleabend_app::texts::Texts;

/// The table as the person deciding sees it, a few lines: the game, the
/// game's area, one line per player, the hand (`typed`: how each hand card is typed,
/// in the hand's order, when known).
pub fn table(table: &TableView, texts: &Texts, typed: &[String]) -> Vec<String> {
    let mut lines = vec![format!("── {} ──", table.title)];
    lines.extend(area(table, texts));
    lines.extend(table.players.iter().map(player));
    if !table.hand.is_empty() {
        let cards: Vec<String> = table
            .hand
            .iter()
            .enumerate()
            .map(|(at, card)| hand_card(card, typed.get(at)))
            .collect();
        lines.push(format!(
            "{}: {}",
            texts.get("terminal-your-hand", &[]),
            cards.join(", ")
        ));
    }
    lines
}

/// A hand card in words, with how it is typed when that reads differently.
fn hand_card(card: &CardView, typed: Option<&String>) -> String {
    match typed {
        Some(typed) if !typed.eq_ignore_ascii_case(&card.spoken) => {
            format!("{} ({typed})", card.spoken)
        }
        _ => card.spoken.clone(),
    }
}

/// One player: on turn (▶), the name, the hand, the score and the note, and a device
/// that cannot be reached.
fn player(p: &PlayerView) -> String {
    let marker = if p.to_act { "▶ " } else { "  " };
    let mut line = format!("{marker}{}: {}", p.name, p.cards_label);
    if let Some(score) = &p.score {
        line.push_str(&format!(" · {}", score.label));
    }
    if let Some(note) = &p.note {
        line.push_str(&format!(" · {note}"));
    }
    line
}

/// The game's own area in words, one line per part.
fn area(table: &TableView, texts: &Texts) -> Vec<String> {
    let mut lines = Vec::new();
    let card = |card: &CardView| card.spoken.clone();
    match &table.area {
        Some(TableArea::ElferRaus(er)) => {
            lines.extend(er.rows.iter().map(|row| row.label.clone()));
            lines.push(er.pile_label.clone());
            lines.extend(er.match_label.clone());
        }
        Some(TableArea::SeventySeven(ss)) => {
            let mut first = ss.total_label.clone();
            if let Some(top) = &ss.discard_top {
                let label = texts.get("terminal-last-card", &[]);
                first.push_str(&format!(" · {label}: {}", card(top)));
            }
            lines.push(first);
            lines.push(ss.direction_label.clone());
            lines.extend(ss.due_label.clone());
        }
        Some(TableArea::Juhu22(juhu)) => {
            lines.push(juhu.heading.clone());
            lines.push(juhu.stage_label.clone());
            if !juhu.trick.is_empty() {
                let plays: Vec<String> = juhu
                    .trick
                    .iter()
                    .map(|play| format!("{} {}", play.name, card(&play.card)))
                    .collect();
                lines.push(plays.join(", "));
            }
            lines.push(juhu.stack_label.clone());
            lines.extend(juhu.pot.as_ref().map(|pot| pot.label.clone()));
            lines.extend(juhu.juhu_duty.clone());
        }
        Some(TableArea::Rauswurf(rw)) => {
            let fronts: Vec<String> = rw
                .fronts
                .iter()
                .map(|front| {
                    let name = table
                        .players
                        .get(usize::from(front.seat))
                        .map_or(String::new(), |p| p.name.clone());
                    match &front.card {
                        Some(c) => format!("{name}: {}", card(c)),
                        None => format!("{name}: –"),
                    }
                })
                .collect();
            lines.push(fronts.join(", "));
            lines.push(rw.piles_label.clone());
        }
        Some(TableArea::Help(help)) => {
            lines.push(help.heading.clone());
            let row: Vec<String> = help.row.iter().map(|c| card(&c.card)).collect();
            if !row.is_empty() {
                lines.push(row.join(", "));
            }
            lines.extend(help.help_label.clone());
            if let Some(received) = &help.received {
                lines.push(format!("→ {}", card(received)));
            }
        }
        None => {}
    }
    lines
}

/// A round's or hand's summary: its title, what happened, each seat's standing.
pub fn summary(summary: &SummaryView) -> Vec<String> {
    let mut lines = vec![summary.title.clone()];
    lines.extend(summary.text.clone());
    for row in &summary.rows {
        let change = row
            .change_label
            .as_ref()
            .map_or(String::new(), |c| format!(" {c}"));
        lines.push(format!("  {}:{change} → {}", row.name, row.total.label));
    }
    lines
}

/// The end of the game: the title, who won, the places with their scores.
pub fn game_over(over: &GameOverView) -> Vec<String> {
    let mut lines = vec![over.title.clone(), over.text.clone()];
    lines.extend(over.personal.iter().cloned());
    for row in &over.rows {
        let score = row
            .score
            .as_ref()
            .map_or(String::new(), |s| format!(" ({})", s.label));
        lines.push(format!("  {} {}{score}", row.place_label, row.name));
    }
    lines
}
