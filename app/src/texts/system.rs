//! What the system reports about a file, in the catalogue's words: a failed read or
//! write is kept as a short code of its kind (`permission-denied`, `storage-full`, …)
//! and said in the player's language, never in the operating system's English.

use std::io;

use super::Texts;

/// The code of an input/output error's kind, as the catalogue words it.
pub fn io_code(error: &io::Error) -> &'static str {
    use io::ErrorKind as K;
    match error.kind() {
        K::PermissionDenied => "permission-denied",
        K::ReadOnlyFilesystem => "read-only",
        K::StorageFull | K::QuotaExceeded | K::FileTooLarge => "storage-full",
        K::NotFound => "not-found",
        K::IsADirectory | K::NotADirectory => "not-a-file",
        K::ResourceBusy | K::ExecutableFileBusy | K::WouldBlock => "busy",
        _ => "other",
    }
}

impl Texts {
    /// What went wrong with a file, from its [`io_code`].
    pub fn io_problem(&self, code: &str) -> String {
        self.get(ids::IO_PROBLEM, &[("code", code.into())])
    }
}

/// Message ids of this module.
pub(crate) mod ids {
    pub const IO_PROBLEM: &str = "storage-io";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::Lang;

    #[test]
    fn a_failed_read_or_write_is_said_in_the_player_s_words() {
        let codes = [
            io::Error::from(io::ErrorKind::PermissionDenied),
            io::Error::from(io::ErrorKind::ReadOnlyFilesystem),
            io::Error::from(io::ErrorKind::StorageFull),
            io::Error::from(io::ErrorKind::NotFound),
            io::Error::from(io::ErrorKind::IsADirectory),
            io::Error::from(io::ErrorKind::ResourceBusy),
            io::Error::other("anything"),
        ]
        .map(|e| io_code(&e));
        let de = Texts::new(Lang::De);
        let en = Texts::new(Lang::En);
        let mut german = std::collections::BTreeSet::new();
        for code in codes {
            let (de, en) = (de.io_problem(code), en.io_problem(code));
            assert!(!de.is_empty() && de != en, "{code}: {de} / {en}");
            assert!(!de.contains("error") && !de.contains("denied"), "{de}");
            german.insert(de);
        }
        assert_eq!(german.len(), codes.len(), "each kind in words of its own");
        assert_eq!(
            de.io_problem("permission-denied"),
            "der Zugriff wurde verweigert"
        );
    }
}
