//! The app core of Spieleabend: what a player sees and does, decided once in Rust.
//! Every client (Compose on Android and desktop, SwiftUI on iOS, the terminal) renders
//! its view models and performs its effects.

pub mod texts;
