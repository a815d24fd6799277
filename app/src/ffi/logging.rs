//! `init_logging`: where the core's `log` records go on each platform.
//!
//! Android: logcat (tag `spieleabend`, via `android_logger`). iOS: the unified log
//! (subsystem `app.spieleabend.core`, via `oslog`). Elsewhere (the JVM tests, desktop):
//! one line per record on stderr. Nothing secret is ever logged (DESIGN.md principle 3).

use log::LevelFilter;

/// How much the core logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LogLevel {
    Off,
    Error,
    Warn,
    Info,
    Debug,
    Trace,
}

impl From<LogLevel> for LevelFilter {
    fn from(level: LogLevel) -> Self {
        match level {
            LogLevel::Off => LevelFilter::Off,
            LogLevel::Error => LevelFilter::Error,
            LogLevel::Warn => LevelFilter::Warn,
            LogLevel::Info => LevelFilter::Info,
            LogLevel::Debug => LevelFilter::Debug,
            LogLevel::Trace => LevelFilter::Trace,
        }
    }
}

/// Sends the core's log to the platform log at `level` and above. Safe to call any
/// number of times from any thread: the first call installs the logger, every call sets
/// the level.
#[uniffi::export]
pub fn init_logging(level: LogLevel) {
    let filter = LevelFilter::from(level);
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| install(filter));
    log::set_max_level(filter);
}

#[cfg(target_os = "android")]
fn install(filter: LevelFilter) {
    android_logger::init_once(
        android_logger::Config::default()
            .with_tag("spieleabend")
            .with_max_level(filter),
    );
}

#[cfg(target_os = "ios")]
fn install(filter: LevelFilter) {
    // Fails only if another logger was installed first; then that one gets the records.
    let _ = oslog::OsLogger::new("app.spieleabend.core")
        .level_filter(filter)
        .init();
}

#[cfg(not(any(target_os = "android", target_os = "ios")))]
fn install(_filter: LevelFilter) {
    // Fails only if the host program installed a logger first; then it keeps it.
    let _ = log::set_logger(&StderrLogger);
}

/// One line per record on stderr: `[spieleabend LEVEL target] message`.
#[cfg(not(any(target_os = "android", target_os = "ios")))]
struct StderrLogger;

#[cfg(not(any(target_os = "android", target_os = "ios")))]
impl log::Log for StderrLogger {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() <= log::max_level()
    }

    fn log(&self, record: &log::Record<'_>) {
        if self.enabled(record.metadata()) {
            eprintln!(
                "[spieleabend {} {}] {}",
                record.level(),
                record.target(),
                record.args()
            );
        }
    }

    fn flush(&self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn init_is_idempotent_and_sets_the_level() {
        init_logging(LogLevel::Debug);
        assert_eq!(log::max_level(), LevelFilter::Debug);
        init_logging(LogLevel::Warn);
        assert_eq!(log::max_level(), LevelFilter::Warn);
        log::warn!("logging works");
    }
}
