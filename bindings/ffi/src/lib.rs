//! UniFFI exports of the Spieleabend core for the Android and iOS apps.
//!
//! This layer is thin: it maps core types to UniFFI records, enums and objects and
//! holds no game logic. For now it exposes what the apps need to know which games
//! exist; tables, views and actions arrive with the bindings issue.

uniffi::setup_scaffolding!();

use spieleabend_core::games::GameId;

/// The version of the core library, e.g. "0.1.0".
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The ids of every game the core can play, in menu order (e.g. "elfer_raus").
#[uniffi::export]
pub fn game_ids() -> Vec<String> {
    GameId::ALL.iter().map(|g| g.id().to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_elfer_raus() {
        assert!(game_ids().contains(&"elfer_raus".to_string()));
        assert!(!core_version().is_empty());
    }
}
