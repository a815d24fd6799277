use super::*;
use crate::screens::settings::BotPace;

/// A fresh directory under the system's temp dir, removed when dropped.
pub(crate) struct TempDir(pub PathBuf);

impl TempDir {
    pub(crate) fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!(
            "spieleabend-app-{name}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_write_replaces_the_file_whole_and_leaves_no_temp_file() {
    let tmp = TempDir::new("write");
    let storage = Storage::open(&tmp.0).unwrap();
    storage.write(DocKind::Settings, "first").unwrap();
    storage.write(DocKind::Settings, "second").unwrap();
    assert_eq!(
        storage.read(DocKind::Settings).unwrap().as_deref(),
        Some("second")
    );
    assert_eq!(names(&tmp.0), ["settings.json"]);
}

#[test]
fn a_write_interrupted_before_the_rename_keeps_the_old_version() {
    let tmp = TempDir::new("interrupted");
    let storage = Storage::open(&tmp.0).unwrap();
    storage.write(DocKind::Session, "old").unwrap();
    // What a kill between writing the temp file and renaming it leaves behind.
    fs::write(tmp.0.join("session.json.tmp"), "new, half writ").unwrap();
    assert_eq!(
        storage.read(DocKind::Session).unwrap().as_deref(),
        Some("old")
    );
    // The next write goes through the same temp file.
    storage.write(DocKind::Session, "newer").unwrap();
    assert_eq!(
        storage.read(DocKind::Session).unwrap().as_deref(),
        Some("newer")
    );
    assert_eq!(names(&tmp.0), ["session.json"]);
}

#[test]
fn a_missing_file_is_none_and_no_problem() {
    let tmp = TempDir::new("missing");
    let storage = Storage::open(tmp.0.join("not/yet/there")).unwrap();
    assert_eq!(storage.read(DocKind::Statistics), Ok(None));
    let saved = storage.load(Lang::De);
    assert!(saved.problems.is_empty());
    assert_eq!(saved.settings.lang, Lang::De);
    assert!(saved.session.is_none());
}

#[test]
fn settings_that_name_no_language_take_the_device_s() {
    let tmp = TempDir::new("no-lang");
    let storage = Storage::open(tmp.0.clone()).unwrap();
    storage.write(DocKind::Settings, "{}").unwrap();
    let saved = storage.load(Lang::De);
    assert!(saved.problems.is_empty());
    assert_eq!(saved.settings.lang, Lang::De);
    // Whatever else the file holds stays; a language it names wins.
    storage
        .write(DocKind::Settings, r#"{"sound": false}"#)
        .unwrap();
    let saved = storage.load(Lang::De);
    assert_eq!(
        (saved.settings.lang, saved.settings.sound),
        (Lang::De, false)
    );
    storage
        .write(DocKind::Settings, r#"{"lang": "en"}"#)
        .unwrap();
    assert_eq!(storage.load(Lang::De).settings.lang, Lang::En);
}

#[test]
fn a_file_that_is_not_text_is_set_aside_and_reported() {
    let tmp = TempDir::new("binary");
    fs::write(tmp.0.join("session.json"), [0xff, 0xfe, 0x00, 0x9c]).unwrap();
    let storage = Storage::open(&tmp.0).unwrap();
    let saved = storage.load(Lang::En);
    assert_eq!(
        saved.problems,
        [Problem {
            doc: DocKind::Session,
            damage: Damage::NotText,
            set_aside_as: Some("session.damaged-1.json".into()),
        }]
    );
    assert!(saved.session.is_none());
    // Kept, byte for byte, under the new name.
    assert_eq!(
        fs::read(tmp.0.join("session.damaged-1.json")).unwrap(),
        [0xff, 0xfe, 0x00, 0x9c]
    );
    assert_eq!(names(&tmp.0), ["session.damaged-1.json"]);
}

#[test]
fn a_second_damaged_file_does_not_overwrite_the_first() {
    let tmp = TempDir::new("twice");
    let storage = Storage::open(&tmp.0).unwrap();
    fs::write(tmp.0.join("settings.json"), "{ not json").unwrap();
    let first = storage.load(Lang::En).problems;
    fs::write(tmp.0.join("settings.json"), "[1, 2]").unwrap();
    let second = storage.load(Lang::En).problems;
    assert_eq!(
        first[0].set_aside_as.as_deref(),
        Some("settings.damaged-1.json")
    );
    assert_eq!(
        second[0].set_aside_as.as_deref(),
        Some("settings.damaged-2.json")
    );
    assert!(matches!(second[0].damage, Damage::Content { .. }));
    assert_eq!(
        fs::read_to_string(tmp.0.join("settings.damaged-1.json")).unwrap(),
        "{ not json"
    );
}

#[test]
fn a_directory_in_place_of_a_file_is_not_read() {
    let tmp = TempDir::new("dir");
    fs::create_dir(tmp.0.join("statistics.json")).unwrap();
    let storage = Storage::open(&tmp.0).unwrap();
    let problem = storage.read(DocKind::Statistics).unwrap_err();
    assert_eq!(problem.damage, Damage::NotAFile);
    assert_eq!(
        problem.set_aside_as.as_deref(),
        Some("statistics.damaged-1.json")
    );
}

#[cfg(unix)]
#[test]
fn a_link_in_place_of_a_file_is_not_followed() {
    let tmp = TempDir::new("link");
    fs::write(tmp.0.join("elsewhere"), "{}").unwrap();
    std::os::unix::fs::symlink(tmp.0.join("elsewhere"), tmp.0.join("settings.json")).unwrap();
    let storage = Storage::open(&tmp.0).unwrap();
    let problem = storage.read(DocKind::Settings).unwrap_err();
    assert_eq!(problem.damage, Damage::NotAFile);
}

#[test]
fn a_file_over_the_cap_is_not_read_into_memory() {
    let tmp = TempDir::new("large");
    let file = File::create(tmp.0.join("session.json")).unwrap();
    file.set_len(MAX_FILE_BYTES + 1).unwrap();
    let storage = Storage::open(&tmp.0).unwrap();
    let problem = storage.read(DocKind::Session).unwrap_err();
    assert_eq!(
        problem.damage,
        Damage::TooLarge {
            bytes: MAX_FILE_BYTES + 1
        }
    );
}

#[test]
fn settings_and_statistics_round_trip() {
    let tmp = TempDir::new("roundtrip");
    let storage = Storage::open(&tmp.0).unwrap();
    let settings = Settings {
        lang: Lang::De,
        bot_pace: BotPace::Fast,
        colour_blind_marks: true,
        ..Settings::default()
    };
    storage
        .write(
            DocKind::Settings,
            &serde_json::to_string(&settings).unwrap(),
        )
        .unwrap();
    let saved = storage.load(Lang::En);
    assert_eq!(saved.settings, settings);
    assert!(saved.problems.is_empty());
}
