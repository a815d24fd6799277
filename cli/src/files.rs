//! Reading the files a user names (saves, scenarios, join's resume file): only regular
//! files, and at most [`MAX_INPUT_BYTES`], so that `/dev/zero`, a FIFO or a huge file is
//! refused at once instead of filling the memory or waiting forever.

use std::io::Read;
use std::path::Path;

/// The most a save or scenario file may hold: far above any real one (a long 22Juhu
/// pro table saves in well under a megabyte).
pub const MAX_INPUT_BYTES: u64 = 16 * 1024 * 1024;

/// Why a named file was not read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// It is a folder, a device, a FIFO, a socket …
    #[error("{path}: not a regular file")]
    NotAFile { path: String },
    /// It is larger than [`MAX_INPUT_BYTES`].
    #[error("{path}: larger than {limit_mib} MiB, the most a save or scenario file may hold")]
    TooLarge { path: String, limit_mib: u64 },
    /// Its bytes are not UTF-8 text.
    #[error("{path}: not a text file (not UTF-8)")]
    NotText { path: String },
    /// The system refused (missing, no permission …).
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
}

impl InputError {
    /// Whether the file does not exist.
    pub fn is_not_found(&self) -> bool {
        matches!(self, InputError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound)
    }
}

/// The text of the regular file at `path` (symbolic links followed), refused if it is
/// anything else or holds more than [`MAX_INPUT_BYTES`].
pub fn read_text(path: &Path) -> Result<String, InputError> {
    read_text_limited(path, MAX_INPUT_BYTES)
}

fn read_text_limited(path: &Path, limit: u64) -> Result<String, InputError> {
    let shown = || path.display().to_string();
    let io = |source| InputError::Io {
        path: shown(),
        source,
    };
    // Looked at before opening: opening a FIFO waits for a writer.
    let metadata = std::fs::metadata(path).map_err(io)?;
    if !metadata.is_file() {
        return Err(InputError::NotAFile { path: shown() });
    }
    let too_large = || InputError::TooLarge {
        path: shown(),
        limit_mib: limit / (1024 * 1024),
    };
    if metadata.len() > limit {
        return Err(too_large());
    }
    let file = std::fs::File::open(path).map_err(io)?;
    // The file may have been swapped or grown since: read at most one byte too many.
    let mut bytes = Vec::new();
    file.take(limit + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    String::from_utf8(bytes).map_err(|_| InputError::NotText { path: shown() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("spieleabend-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_regular_file_is_read() {
        let path = scratch("ok.json");
        std::fs::write(&path, "{\"a\": 1}").unwrap();
        assert_eq!(read_text(&path).unwrap(), "{\"a\": 1}");
    }

    #[test]
    fn devices_and_folders_are_not_files() {
        for path in ["/dev/zero", "/dev/null", "/"] {
            assert!(
                matches!(read_text(Path::new(path)), Err(InputError::NotAFile { .. })),
                "{path}"
            );
        }
    }

    #[test]
    fn a_file_above_the_limit_is_refused_with_the_limit() {
        let path = scratch("big.json");
        std::fs::write(&path, vec![b' '; 3 * 1024 * 1024]).unwrap();
        let error = read_text_limited(&path, 2 * 1024 * 1024).unwrap_err();
        assert!(matches!(error, InputError::TooLarge { limit_mib: 2, .. }));
        assert!(error.to_string().contains("larger than 2 MiB"), "{error}");
        assert!(read_text_limited(&path, 3 * 1024 * 1024).is_ok());
        let error = read_text(&scratch("missing.json")).unwrap_err();
        assert!(error.is_not_found(), "{error}");
    }
}
