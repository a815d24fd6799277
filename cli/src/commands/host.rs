//! `spieleabend host GAME`: the app core's host's screen with the table of the command
//! line set up and opened to devices nearby at once — full-screen on a terminal, the
//! line client otherwise.

use std::process::ExitCode;

use spieleabend_app::runtime::NearbyOptions;
use spieleabend_core::Game;
use spieleabend_core::nearby::check_join_code;
use spieleabend_core::table::SeatKind;

use crate::error::CommandError;
use crate::i18n::Lang;
use crate::nearby::HostOpening;
use crate::setup::{GameSetup, PlayOptions, game_id, game_options, new_table};
use crate::tui::Opening;

/// How the host's lobby behaves.
#[derive(Clone, Debug, Default)]
pub struct LobbyOptions {
    /// Start as soon as every remote seat is filled (and each later game as soon as
    /// every device committed) instead of waiting for Enter.
    pub autostart: bool,
    /// The join code to show instead of a random one.
    pub code: Option<String>,
    /// Whether the table is announced on the local network (mDNS).
    pub advertise: bool,
    /// The name it is announced under; `None`: the client's own (the line client:
    /// [`discover::default_table_name`]; full-screen: the app core's).
    pub table: Option<String>,
}

/// Hosts a table listening on `listen` (port 0: any free port; the unspecified address:
/// every interface): the app core's host's screen with the table of the command line
/// open, full-screen on a terminal unless `options.plain`, the line client otherwise.
pub fn run(
    game: &str,
    setup: &GameSetup,
    options: &PlayOptions,
    listen: std::net::SocketAddr,
    lobby: &LobbyOptions,
) -> Result<ExitCode, CommandError> {
    let id = game_id(game)?;
    let lang = options.lang();
    if setup.seed.is_some() {
        // The deal comes from every device's random value (the fairness check).
        return Err(CommandError::Lan(
            "--seed does not apply to a table nearby: every device's random value goes \
             into its deal"
                .into(),
        ));
    }
    if let Some(code) = &lobby.code {
        check_join_code(code).map_err(|e| CommandError::Lan(e.to_string()))?;
    }
    let seats = spieleabend_core::with_game!(id, G => {
        let mut options = options.clone();
        if options.seats.is_none() {
            // You and remote players in every other seat.
            let game_options = game_options::<G>(setup)?;
            let players = <G as Game>::new(&game_options, 0)?.0.players();
            let mut seats = vec!["human"];
            seats.resize(players as usize, "remote");
            options.seats = Some(seats.join(","));
        }
        new_table::<G>(setup, &options)?.seats().to_vec()
    });
    if !seats.iter().any(|s| s.kind == SeatKind::Remote) {
        return Err(CommandError::Lan(
            "no remote seats: list them in --seats, e.g. human,remote,hard".into(),
        ));
    }
    let setup = setup.with_seats(seats.len())?;
    let opening = HostOpening {
        setup: host_setup(id, &setup, &seats, lang),
        here: seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SeatKind::Human)
            .map(|(at, _)| at as u8)
            .collect(),
        nearby: NearbyOptions {
            bind: listen.to_string(),
            bot_pace_ms: Some(options.delay_ms),
            join_code: lobby.code.clone(),
            autostart: lobby.autostart,
            bot_iterations: options.iterations,
            ..NearbyOptions::default()
        },
        announce: lobby.advertise,
        table_name: lobby.table.clone(),
    };
    if options.full_screen() {
        crate::tui::menu(lang, Opening::Host(opening), None)?;
        return Ok(ExitCode::SUCCESS);
    }
    crate::line::host(opening, lang)
}

/// The app core's setup of the table a host offers: the seats of `seats` (the host's
/// own and the remote ones become people's seats; which of them are played here is
/// the opening's), names the command line gave (the others take the app's defaults),
/// the game's variant and options from `setup`.
fn host_setup(
    id: spieleabend_core::games::GameId,
    setup: &GameSetup,
    seats: &[spieleabend_core::table::SeatConfig],
    lang: Lang,
) -> spieleabend_app::screens::setup::SetupDraft {
    use spieleabend_app::screens::setup::{SeatDraft, SeatPlayer, SetupDraft};
    let kinds: Vec<SeatKind> = seats.iter().map(|s| s.kind).collect();
    let defaults = lang.texts().default_seat_names(&kinds);
    let seats = seats
        .iter()
        .zip(defaults)
        .map(|(seat, default)| SeatDraft {
            // A name the command line did not give is the app's to choose.
            name: if seat.name == default {
                String::new()
            } else {
                seat.name.clone()
            },
            player: match seat.kind {
                SeatKind::Bot(level) => SeatPlayer::Bot(level),
                SeatKind::Human | SeatKind::Remote => SeatPlayer::Person,
            },
        })
        .collect();
    let (variant, options) = crate::setup::option_values(id.info(), setup);
    SetupDraft {
        game: id,
        variant: variant.map(str::to_string),
        seats,
        options,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(list: &str) -> Vec<spieleabend_core::table::SeatConfig> {
        let options = PlayOptions {
            seats: Some(list.into()),
            lang: Some(Lang::En),
            ..PlayOptions::default()
        };
        let setup = GameSetup::default();
        new_table::<spieleabend_core::games::rauswurf::Rauswurf>(&setup, &options)
            .expect("a table")
            .seats()
            .to_vec()
    }

    #[test]
    fn a_host_offers_the_remote_seats_as_people_and_keeps_the_names_given() {
        use spieleabend_app::screens::setup::SeatPlayer;
        use spieleabend_core::games::GameId;
        use spieleabend_core::table::BotLevel;
        let setup = GameSetup {
            players: Some(3),
            ..GameSetup::default()
        };
        let draft = host_setup(
            GameId::Rauswurf,
            &setup,
            &seats("Anna=human,remote,hard"),
            Lang::En,
        );
        assert_eq!(draft.game, GameId::Rauswurf);
        let players: Vec<SeatPlayer> = draft.seats.iter().map(|s| s.player).collect();
        assert_eq!(
            players,
            [
                SeatPlayer::Person,
                SeatPlayer::Person,
                SeatPlayer::Bot(BotLevel::Hard)
            ]
        );
        let names: Vec<&str> = draft.seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            ["Anna", "", ""],
            "unnamed seats take the app's names"
        );
    }

    #[test]
    fn a_host_takes_the_variant_and_the_options_of_the_command_line() {
        use spieleabend_core::games::GameId;
        use spieleabend_core::games::registry::OptionValue;
        let setup = GameSetup {
            players: Some(3),
            variant: "pro".into(),
            start_chips: 500,
            ..GameSetup::default()
        };
        let options = PlayOptions {
            seats: Some("human,remote,easy".into()),
            lang: Some(Lang::En),
            ..PlayOptions::default()
        };
        let table = new_table::<spieleabend_core::games::juhu22::Juhu22>(&setup, &options)
            .expect("a table");
        let draft = host_setup(GameId::Juhu22, &setup, table.seats(), Lang::En);
        assert_eq!(draft.variant.as_deref(), Some("pro"));
        assert!(
            draft
                .options
                .contains(&("start_chips".to_string(), OptionValue::Int(500))),
            "{:?}",
            draft.options
        );
        assert_eq!(draft.seats.len(), 3);
    }
}
