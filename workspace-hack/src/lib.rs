//! Nothing to use: this crate exists for its dependency list (see its Cargo.toml).
