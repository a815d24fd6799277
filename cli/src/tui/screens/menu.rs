//! What the full-screen client of local play hands on when it ends: hosting a table
//! set up on the app core's nearby screens, joining one, or nothing.

use spieleabend_app::app::LinkRequest;
use spieleabend_core::games::GameId;
use spieleabend_core::table::{SeatConfig, SeatKind};

use crate::setup::GameSetup;

/// What the player chose that the nearby code carries out.
#[derive(Clone, Debug, PartialEq)]
pub enum MenuChoice {
    /// Host a LAN table (full-screen lobby, then the table) with these seats.
    Host {
        /// The game.
        game: GameId,
        /// Its options, as the command line's flags would set them.
        setup: GameSetup,
        /// The seats as `--seats` writes them.
        seats: String,
    },
    /// Join a LAN table (full-screen; an empty address opens the table picker).
    Join {
        /// `host:port`.
        addr: String,
        /// The host's join code.
        code: String,
        /// The name to join with (empty: the host names the seat).
        name: String,
    },
    /// Leave.
    Quit,
}

impl MenuChoice {
    /// The hosting the app core asked for, as the nearby code takes it. A game key the
    /// registry does not know (it always does) leaves.
    pub fn from_link(request: LinkRequest) -> MenuChoice {
        match request {
            LinkRequest::Host {
                game_key,
                variant,
                seats,
                options,
            } => {
                let Some(game) = GameId::ALL
                    .iter()
                    .copied()
                    .find(|g| g.info().key == game_key)
                else {
                    return MenuChoice::Quit;
                };
                let mut setup = GameSetup {
                    players: u8::try_from(seats.len()).ok(),
                    ..GameSetup::default()
                };
                if let Some(variant) = variant {
                    setup.variant = variant;
                }
                for option in &options {
                    setup.set_option(&option.key, &option.value);
                }
                MenuChoice::Host {
                    game,
                    setup,
                    seats: seats_list(&seats),
                }
            }
            LinkRequest::Join { address, code } => MenuChoice::Join {
                addr: address,
                code,
                name: String::new(),
            },
        }
    }
}

/// Seats as `--seats` writes them: `Name=kind`, comma-separated (a comma or `=` in a
/// name becomes a space, as the list cannot hold them).
fn seats_list(seats: &[SeatConfig]) -> String {
    seats
        .iter()
        .map(|seat| {
            let name: String = seat
                .name
                .chars()
                .map(|c| if c == ',' || c == '=' { ' ' } else { c })
                .collect();
            let kind = match seat.kind {
                SeatKind::Human => "human",
                SeatKind::Remote => "remote",
                SeatKind::Bot(level) => level.code(),
            };
            format!("{}={kind}", name.trim())
        })
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use spieleabend_app::screens::setup::OptionEntry;
    use spieleabend_core::games::registry::OptionValue;
    use spieleabend_core::table::BotLevel;

    use super::*;

    #[test]
    fn a_hosting_request_becomes_the_nearby_code_s_game_setup_and_seats() {
        let request = LinkRequest::Host {
            game_key: GameId::Juhu22.info().key.to_string(),
            variant: Some("pro".into()),
            seats: vec![
                SeatConfig::human("Anna, die Erste"),
                SeatConfig::remote("Player 2"),
                SeatConfig::bot("Bot 3", BotLevel::Medium),
            ],
            options: vec![OptionEntry {
                key: "max_cycles".into(),
                value: OptionValue::Int(10),
            }],
        };
        let MenuChoice::Host { game, setup, seats } = MenuChoice::from_link(request) else {
            panic!("a host choice");
        };
        assert_eq!(game, GameId::Juhu22);
        assert_eq!(setup.variant, "pro");
        assert_eq!(setup.players, Some(3));
        assert_eq!(setup.max_cycles, Some(10));
        assert_eq!(seats, "Anna  die Erste=human,Player 2=remote,Bot 3=medium");
    }
}
