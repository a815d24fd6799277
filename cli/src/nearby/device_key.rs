//! The key a joining device introduces itself with. The host gives a device that says
//! hello again with the same key (and the join code) its seats back, so a `join`
//! restarted with the same `--resume-file` — after a crash, a kill, a reboot — sits
//! down where it left.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::error::CommandError;

/// What the resume file holds.
#[derive(Serialize, Deserialize)]
struct ResumeFile {
    /// The device key sent in every hello.
    device_key: u64,
}

/// The device key kept in `path`: read when the file exists, else drawn from `fresh`
/// and written there. Without a file, `fresh`.
pub fn device_key(path: Option<&Path>, fresh: u64) -> Result<u64, CommandError> {
    let Some(path) = path else {
        return Ok(fresh);
    };
    let shown = path.display().to_string();
    match crate::files::read_text(path) {
        Ok(text) => {
            let file: ResumeFile = serde_json::from_str(&text).map_err(|e| {
                CommandError::Lan(format!("{shown} is not a resume file of join: {e}"))
            })?;
            Ok(file.device_key)
        }
        Err(error) if error.is_not_found() => {
            let text = serde_json::to_string(&ResumeFile { device_key: fresh })
                .map_err(|e| CommandError::Lan(e.to_string()))?;
            std::fs::write(path, text).map_err(|e| CommandError::File(shown, e))?;
            Ok(fresh)
        }
        Err(error) => Err(error.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_kept_and_read_back() {
        let dir = std::env::temp_dir().join(format!("spieleabend-key-{}", std::process::id()));
        let _ = std::fs::remove_file(&dir);
        assert_eq!(device_key(Some(&dir), 42).unwrap(), 42);
        assert_eq!(device_key(Some(&dir), 7).unwrap(), 42);
        std::fs::write(&dir, "not json").unwrap();
        assert!(matches!(
            device_key(Some(&dir), 7),
            Err(CommandError::Lan(_))
        ));
        std::fs::remove_file(&dir).unwrap();
        assert_eq!(device_key(None, 9).unwrap(), 9);
    }
}
