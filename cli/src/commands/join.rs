//! `spieleabend join`: the app core's join screen — joining at once with an address and
//! a code, else the tables found on the local network and the code asked for — then
//! this device's seat at the table, played here or by a bot: full-screen on a terminal,
//! the line client otherwise (always with a bot).

use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

use spieleabend_app::runtime::NearbyOptions;
use spieleabend_app::screens::nearby::JoinDraft;
use spieleabend_core::table::SeatKind;

use crate::error::CommandError;
use crate::i18n::Lang;
use crate::line::SeatBot;
use crate::nearby::{JoinOpening, device_key};
use crate::setup::{game_id, parse_level};
use crate::tui::Opening;

/// A seed from the OS's randomness: for a device key or a seat bot (never from the
/// clock: those are secrets).
fn entropy() -> Result<u64, CommandError> {
    spieleabend_nearby::secret::u64()
        .map_err(|e| CommandError::Lan(format!("no OS randomness: {e}")))
}

/// How `join` finds its table and plays.
#[derive(Clone, Debug, Default)]
pub struct JoinOptions {
    /// `ADDR:PORT`, or `None` to pick a table found on the network.
    pub addr: Option<String>,
    /// The game expected (refused if the host plays another); also filters the tables
    /// found on the network. The game itself is asked from the host.
    pub game: Option<String>,
    /// The join code; asked for when not given.
    pub code: Option<String>,
    /// The name shown at the table; `None`: [`default_join_name`].
    pub name: Option<String>,
    /// A bot level to play this device's seat with (`None`: the person at the terminal).
    pub bot: Option<String>,
    /// Hard bot iterations for `bot`.
    pub iterations: Option<u32>,
    /// Where the device key is kept, so a restarted join gets its seat back.
    pub resume_file: Option<std::path::PathBuf>,
    /// How long to look for tables.
    pub browse_ms: u64,
    /// The language of the lines; from the environment if `None`.
    pub lang: Option<Lang>,
    /// The line client even on a terminal.
    pub plain: bool,
}

/// The name a joining device goes by when none is given: the login name (`USER`,
/// `LOGNAME`), else the catalogue's first player name ("Player 1"/"Spieler 1").
pub fn default_join_name(lang: Lang) -> String {
    default_join_name_from(lang, |name| std::env::var(name).ok())
}

/// [`default_join_name`] over any variable source (for tests).
fn default_join_name_from(lang: Lang, var: impl Fn(&str) -> Option<String>) -> String {
    ["USER", "LOGNAME"]
        .iter()
        .filter_map(|name| var(name))
        .map(|name| name.trim().to_string())
        .find(|name| !name.is_empty())
        .unwrap_or_else(|| {
            let first = lang.texts().default_seat_names(&[SeatKind::Remote]);
            first.into_iter().next().unwrap_or_default()
        })
}

/// Joins a table (at `options.addr`, or one picked from those found on the network)
/// on the app core's join screen and plays this device's seat, or lets a bot play it:
/// full-screen on a terminal, the line client otherwise (always with a bot).
pub fn run(options: &JoinOptions) -> Result<ExitCode, CommandError> {
    let lang = options.lang.unwrap_or_else(Lang::from_env);
    let expected = options.game.as_deref().map(game_id).transpose()?;
    let full_screen = !options.plain
        && options.bot.is_none()
        && std::io::stdin().is_terminal()
        && std::io::stdout().is_terminal();
    let bot = options
        .bot
        .as_deref()
        .map(|level| {
            Ok::<_, CommandError>(SeatBot {
                level: parse_level(level)?,
                iterations: options
                    .iterations
                    .unwrap_or(spieleabend_core::bots::HardBot::default().iterations),
                seed: entropy()?,
            })
        })
        .transpose()?;
    let device_key = options
        .resume_file
        .as_deref()
        .map(|file| device_key::device_key(Some(file), entropy()?))
        .transpose()?;
    let address = options.addr.clone().filter(|a| a != "auto");
    let opening = JoinOpening {
        draft: JoinDraft {
            address: address.unwrap_or_default(),
            code: options.code.clone().unwrap_or_default(),
        },
        name: match (&options.name, full_screen) {
            (Some(name), _) => Some(name.clone()),
            // Full-screen, the app's first player's name, as on its setup screen.
            (None, true) => None,
            (None, false) => Some(default_join_name(lang)),
        },
        game: expected,
        nearby: NearbyOptions {
            device_key,
            ..NearbyOptions::default()
        },
    };
    if full_screen {
        crate::tui::menu(lang, Opening::Join(opening), None)?;
        return Ok(ExitCode::SUCCESS);
    }
    let look = Duration::from_millis(options.browse_ms);
    crate::line::join(opening, bot, look, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_joining_device_goes_by_its_login_name_or_the_catalogues_player_name() {
        let none = |_: &str| None;
        assert_eq!(default_join_name_from(Lang::En, none), "Player 1");
        assert_eq!(default_join_name_from(Lang::De, none), "Spieler 1");
        let login = |name: &str| (name == "LOGNAME").then(|| "anna".to_string());
        assert_eq!(default_join_name_from(Lang::De, login), "anna");
        let blank = |_: &str| Some("  ".to_string());
        assert_eq!(default_join_name_from(Lang::En, blank), "Player 1");
    }
}
