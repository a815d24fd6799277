//! The app's files, in a directory the shell gives: `session.json` (the screens, the
//! setup being edited and the game in progress, hand-over curtain included),
//! `settings.json` and `statistics.json`.
//!
//! Guarantees:
//! - A write is atomic: the text goes to `<name>.tmp`, is flushed to the disk, renamed
//!   over `<name>`, and the directory is flushed, so after a crash or a kill the file is
//!   either the old or the new one, never a mix.
//! - A read takes only regular files (no links, directories or devices) of at most
//!   [`MAX_FILE_BYTES`].
//! - A file that cannot be read or understood is renamed to `<stem>.damaged-<n>.json`
//!   (never deleted, never overwritten) and reported as a [`Problem`] for the home screen
//!   to say in words. The app then starts as if the file were not there.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use spieleabend_core::table::Statistics;

use crate::app::Session;
use crate::screens::settings::Settings;
use crate::texts::Lang;

/// The largest file the app reads, 16 MiB; a longer one is damaged.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The app's documents, one file each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DocKind {
    /// The screens, the setup being edited and the game in progress.
    Session,
    /// The settings.
    Settings,
    /// The statistics.
    Statistics,
}

impl DocKind {
    /// Every document.
    pub const ALL: [DocKind; 3] = [DocKind::Session, DocKind::Settings, DocKind::Statistics];

    /// The file's name stem (`session` for `session.json`).
    pub fn stem(self) -> &'static str {
        match self {
            DocKind::Session => "session",
            DocKind::Settings => "settings",
            DocKind::Statistics => "statistics",
        }
    }

    /// The file's name, e.g. `session.json`.
    pub fn file_name(self) -> String {
        format!("{}.json", self.stem())
    }
}

/// What was wrong with a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Damage {
    /// A directory, link or device where a file belongs.
    NotAFile,
    /// Larger than [`MAX_FILE_BYTES`].
    TooLarge {
        /// Its size.
        bytes: u64,
    },
    /// Not UTF-8 text.
    NotText,
    /// The system refused to read it.
    Unreadable {
        /// What the system reported, as the code of its kind
        /// ([`crate::texts::io_code`]).
        reason: String,
    },
    /// Text, but not a document the app understands.
    Content {
        /// What did not fit.
        reason: String,
    },
    /// Saving it failed (the last saved version stays).
    WriteFailed {
        /// What the system reported, as the code of its kind
        /// ([`crate::texts::io_code`]).
        reason: String,
    },
}

/// A file that could not be read (or written), for the player to be told about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Problem {
    /// Which document.
    pub doc: DocKind,
    /// What was wrong.
    pub damage: Damage,
    /// The name it was set aside under, in the same directory; `None` if it could not
    /// be renamed (or, for a failed write, did not need to be).
    pub set_aside_as: Option<String>,
}

/// The app's directory.
#[derive(Clone, Debug)]
pub struct Storage {
    dir: PathBuf,
}

/// Why the directory cannot be used at all.
#[derive(Debug, thiserror::Error)]
#[error("the app's directory {dir} cannot be used: {source}")]
pub struct StorageError {
    /// The directory.
    pub dir: PathBuf,
    /// What the system said.
    #[source]
    pub source: io::Error,
}

impl Storage {
    /// The storage in `dir`, created if missing.
    pub fn open(dir: impl Into<PathBuf>) -> Result<Storage, StorageError> {
        let dir = dir.into();
        fs::create_dir_all(&dir).map_err(|source| StorageError {
            dir: dir.clone(),
            source,
        })?;
        Ok(Storage { dir })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, doc: DocKind) -> PathBuf {
        self.dir.join(doc.file_name())
    }

    /// Writes `doc` atomically (see the module docs).
    pub fn write(&self, doc: DocKind, contents: &str) -> io::Result<()> {
        let path = self.path(doc);
        let tmp = self.dir.join(format!("{}.tmp", doc.file_name()));
        {
            let mut file = OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .open(&tmp)?;
            file.write_all(contents.as_bytes())?;
            file.sync_all()?;
        }
        fs::rename(&tmp, &path)?;
        sync_dir(&self.dir)
    }

    /// Writes `doc`, turning a failure into a [`Problem`] to report.
    pub fn write_or_report(&self, doc: DocKind, contents: &str) -> Result<(), Problem> {
        self.write(doc, contents).map_err(|error| Problem {
            doc,
            damage: Damage::WriteFailed {
                reason: crate::texts::io_code(&error).to_owned(),
            },
            set_aside_as: None,
        })
    }

    /// The text of `doc`: `Ok(None)` if there is none, `Err` (already set aside) if it
    /// cannot be read.
    pub fn read(&self, doc: DocKind) -> Result<Option<String>, Problem> {
        match self.read_text(doc) {
            Ok(text) => Ok(text),
            Err(damage) => Err(self.set_aside(doc, damage)),
        }
    }

    fn read_text(&self, doc: DocKind) -> Result<Option<String>, Damage> {
        let path = self.path(doc);
        let unreadable = |error: io::Error| Damage::Unreadable {
            reason: crate::texts::io_code(&error).to_owned(),
        };
        let meta = match fs::symlink_metadata(&path) {
            Ok(meta) => meta,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(unreadable(error)),
        };
        if !meta.file_type().is_file() {
            return Err(Damage::NotAFile);
        }
        let file = File::open(&path).map_err(unreadable)?;
        // The file may have been swapped since the check above.
        if !file.metadata().map_err(unreadable)?.is_file() {
            return Err(Damage::NotAFile);
        }
        let mut bytes = Vec::new();
        file.take(MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(unreadable)?;
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(Damage::TooLarge {
                bytes: meta.len().max(bytes.len() as u64),
            });
        }
        String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| Damage::NotText)
    }

    /// Renames `doc` to the first free `<stem>.damaged-<n>.json` and describes it.
    pub fn set_aside(&self, doc: DocKind, damage: Damage) -> Problem {
        let from = self.path(doc);
        let set_aside_as = (1..=999u32)
            .map(|n| format!("{}.damaged-{n}.json", doc.stem()))
            .find(|name| {
                fs::symlink_metadata(self.dir.join(name))
                    .is_err_and(|e| e.kind() == io::ErrorKind::NotFound)
            })
            .filter(|name| fs::rename(&from, self.dir.join(name)).is_ok());
        if set_aside_as.is_some() {
            // Best effort: the rename stands even if the directory cannot be flushed.
            let _ = sync_dir(&self.dir);
        }
        Problem {
            doc,
            damage,
            set_aside_as,
        }
    }

    /// Everything saved, with the problems met (each file already set aside). A file
    /// that is missing or set aside takes its default.
    pub fn load(&self, lang: Lang) -> Saved {
        let mut problems = Vec::new();
        // Settings that name no language (an empty `{}`, say) speak the device's.
        let settings = self
            .load_json::<serde_json::Value>(DocKind::Settings, &mut problems)
            .and_then(|mut value| {
                if let Some(fields) = value.as_object_mut() {
                    fields
                        .entry("lang")
                        .or_insert_with(|| serde_json::json!(lang));
                }
                serde_json::from_value::<Settings>(value)
                    .map_err(|error| {
                        let damage = Damage::Content {
                            reason: error.to_string(),
                        };
                        problems.push(self.set_aside(DocKind::Settings, damage));
                    })
                    .ok()
            })
            .unwrap_or_else(|| Settings::in_lang(lang));
        let statistics = self
            .load_json::<Statistics>(DocKind::Statistics, &mut problems)
            .unwrap_or_default();
        let session = match self.read(DocKind::Session) {
            Ok(Some(text)) => match Session::from_document(&text) {
                Ok(session) => Some(session),
                Err(reason) => {
                    problems.push(self.set_aside(DocKind::Session, Damage::Content { reason }));
                    None
                }
            },
            Ok(None) => None,
            Err(problem) => {
                problems.push(problem);
                None
            }
        };
        Saved {
            settings,
            statistics,
            session,
            problems,
        }
    }

    fn load_json<T: serde::de::DeserializeOwned>(
        &self,
        doc: DocKind,
        problems: &mut Vec<Problem>,
    ) -> Option<T> {
        match self.read(doc) {
            Ok(Some(text)) => match serde_json::from_str(&text) {
                Ok(value) => Some(value),
                Err(error) => {
                    let damage = Damage::Content {
                        reason: error.to_string(),
                    };
                    problems.push(self.set_aside(doc, damage));
                    None
                }
            },
            Ok(None) => None,
            Err(problem) => {
                problems.push(problem);
                None
            }
        }
    }
}

/// What the app starts from: the saved documents (or their defaults) and the problems
/// met reading them.
#[derive(Debug, Default)]
pub struct Saved {
    /// The settings.
    pub settings: Settings,
    /// The statistics.
    pub statistics: Statistics,
    /// The screens and the game where the app was left, if saved.
    pub session: Option<Session>,
    /// Files that could not be read, already set aside.
    pub problems: Vec<Problem>,
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    // Windows has no directory handles to flush; the rename is durable by itself.
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests;
