//! The host's lobby: the join code and address in large, the table's name on the
//! network, who has joined (and who lost the connection), free seats, how the game
//! starts, and the latest news.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Wrap};
use spieleabend_core::nearby::LobbyPlayer;

use spieleabend_app::texts::NearbyText as T;
use spieleabend_core::games::GameId;

use super::said;
use crate::i18n::NearbyTermText;

/// Whether and how the table is found on the local network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advertised {
    /// Advertised under this name.
    As(String),
    /// Advertising failed for this reason.
    Failed(String),
    /// Not advertised (`--no-advertise`).
    Off,
}

/// Everything the lobby screen shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyView {
    /// The game.
    pub game: GameId,
    /// The join code.
    pub code: String,
    /// The address others join at.
    pub addr: String,
    /// The table on the network.
    pub advertised: Advertised,
    /// The devices at the table.
    pub players: Vec<LobbyPlayer>,
    /// Remote seats still without a device.
    pub free: u8,
    /// Whether the game starts by itself once every seat is filled.
    pub autostart: bool,
    /// The start was asked for; the devices reveal.
    pub starting: bool,
    /// The latest news (joined, lost, refused …), oldest first.
    pub news: Vec<String>,
    /// A message for the bottom line (e.g. why the start was refused).
    pub message: Option<String>,
}

/// Draws the lobby.
pub fn draw(frame: &mut Frame, lan: &NearbyTermText, lobby: &LobbyView) {
    let lang = lan.lang;
    let area = frame.area();
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(Style::default().fg(Color::DarkGray))
        .title(Line::from(vec![
            Span::styled(
                " Spieleabend ",
                Style::default()
                    .bg(Color::Blue)
                    .fg(Color::White)
                    .add_modifier(Modifier::BOLD),
            ),
            Span::styled(
                format!(" {} ", said(lang, T::LobbyTitle(lobby.game))),
                Style::default().add_modifier(Modifier::BOLD),
            ),
        ]));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let [top, players, news, keys] = Layout::vertical([
        Constraint::Length(6),
        Constraint::Min(4),
        Constraint::Length(4),
        Constraint::Length(1),
    ])
    .areas(inner);

    let label = Style::default().fg(Color::Gray);
    let big = Style::default()
        .fg(Color::Black)
        .bg(Color::Yellow)
        .add_modifier(Modifier::BOLD);
    let spaced: String = lobby
        .code
        .chars()
        .flat_map(|c| [c, ' '])
        .collect::<String>()
        .trim_end()
        .to_string();
    let advertised = match &lobby.advertised {
        Advertised::As(name) => said(lang, T::LobbyAdvertised(name.clone())),
        Advertised::Failed(why) => said(lang, T::LobbyNotAdvertised(why.clone())),
        Advertised::Off => lan.lobby_not_advertising.to_string(),
    };
    let top_lines = vec![
        Line::from(vec![
            Span::styled(format!(" {}: ", said(lang, T::LobbyCode)), label),
            Span::styled(format!("  {spaced}  "), big),
        ]),
        Line::raw(""),
        Line::from(vec![
            Span::styled(format!(" {}: ", said(lang, T::LobbyAddress)), label),
            Span::styled(
                lobby.addr.clone(),
                Style::default().add_modifier(Modifier::BOLD),
            ),
        ]),
        Line::from(vec![
            Span::styled(format!(" {}: ", said(lang, T::LobbyJoinWith)), label),
            Span::raw(format!(
                "spieleabend join {} --code {}",
                lobby.addr, lobby.code
            )),
        ]),
        Line::styled(format!(" {advertised}"), label),
    ];
    frame.render_widget(Paragraph::new(top_lines).wrap(Wrap { trim: false }), top);

    let mut lines: Vec<Line> = Vec::new();
    if lobby.players.is_empty() {
        lines.push(Line::styled(said(lang, T::LobbyNobody), label));
    }
    for player in &lobby.players {
        let seats: Vec<String> = player.seats.iter().map(|s| s.to_string()).collect();
        let mut spans = vec![
            Span::styled(
                if player.connected { " ● " } else { " ○ " },
                Style::default().fg(if player.connected {
                    Color::Green
                } else {
                    Color::Red
                }),
            ),
            Span::raw(said(
                lang,
                T::LobbyPlayer {
                    name: player.name.clone(),
                    seats: seats.join(", "),
                },
            )),
        ];
        if !player.connected {
            spans.push(Span::styled(
                format!(" — {}", said(lang, T::LobbyPlayerAway)),
                Style::default().fg(Color::Red),
            ));
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::raw(""));
    lines.push(if lobby.free > 0 {
        Line::styled(
            said(lang, T::LobbyFree(u32::from(lobby.free))),
            Style::default().fg(Color::Yellow),
        )
    } else {
        Line::styled(
            said(lang, T::LobbyAllHere),
            Style::default().fg(Color::Green),
        )
    });
    lines.push(Line::styled(
        if lobby.starting {
            said(lang, T::LobbyStarting)
        } else if lobby.autostart {
            lan.lobby_autostart.to_string()
        } else {
            lan.lobby_enter_starts.to_string()
        },
        Style::default().add_modifier(Modifier::BOLD),
    ));
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(
            Block::bordered()
                .border_type(BorderType::Rounded)
                .border_style(Style::default().fg(Color::DarkGray))
                .title(format!(" {} ", said(lang, T::LobbyPlayers))),
        ),
        players,
    );

    let shown = news.height as usize;
    let news_lines: Vec<Line> = lobby.news[lobby.news.len().saturating_sub(shown)..]
        .iter()
        .map(|l| Line::styled(format!(" {l}"), Style::default().fg(Color::Gray)))
        .collect();
    frame.render_widget(Paragraph::new(news_lines), news);
    let key_line = match &lobby.message {
        Some(message) => Line::styled(
            message.clone(),
            Style::default()
                .fg(Color::LightYellow)
                .add_modifier(Modifier::BOLD),
        ),
        None => Line::styled(lan.lobby_keys, Style::default().fg(Color::DarkGray)),
    };
    frame.render_widget(Paragraph::new(key_line), keys);
}
