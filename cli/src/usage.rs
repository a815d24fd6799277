//! A command line the parser refuses, said in the player's language: clap finds what is
//! wrong (an unknown option, a value it cannot take, something missing), the catalogue
//! says it, as every other error of the terminal.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use spieleabend_app::texts::Texts;

use crate::i18n::Lang;

/// The language a refused command line is answered in: its own `--lang` if it has a
/// known one, else the environment's.
pub fn lang_of<S: AsRef<str>>(args: &[S]) -> Lang {
    let mut args = args.iter().map(AsRef::as_ref);
    let mut asked = None;
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            asked = args.next().and_then(Lang::parse);
        } else if let Some(code) = arg.strip_prefix("--lang=") {
            asked = Lang::parse(code);
        }
    }
    asked.unwrap_or_else(Lang::from_env)
}

/// What is wrong with the command line, in words from the catalogue (the parser's own
/// English never reaches a player of another language).
pub fn words(error: &clap::Error, texts: &Texts) -> String {
    let one = |kind| match error.get(kind) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        Some(ContextValue::Strings(values)) => Some(values.join(", ")),
        _ => None,
    };
    let list = |kind| match error.get(kind) {
        Some(ContextValue::Strings(values)) if !values.is_empty() => Some(values.join(", ")),
        Some(ContextValue::String(value)) => Some(value.clone()),
        _ => None,
    };
    let arg = one(ContextKind::InvalidArg).unwrap_or_default();
    let mut said = match error.kind() {
        ErrorKind::UnknownArgument => {
            texts.get("terminal-error-usage-unknown", &[("arg", arg.into())])
        }
        ErrorKind::InvalidSubcommand => texts.get(
            "terminal-error-usage-unknown-command",
            &[(
                "command",
                one(ContextKind::InvalidSubcommand)
                    .unwrap_or_default()
                    .into(),
            )],
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = one(ContextKind::InvalidValue).unwrap_or_default();
            if value.is_empty() {
                texts.get("terminal-error-usage-no-value", &[("arg", arg.into())])
            } else {
                texts.get(
                    "terminal-error-usage-value",
                    &[("arg", arg.into()), ("value", value.into())],
                )
            }
        }
        ErrorKind::MissingRequiredArgument => {
            texts.get("terminal-error-usage-missing", &[("arg", arg.into())])
        }
        ErrorKind::ArgumentConflict => texts.get(
            "terminal-error-usage-conflict",
            &[
                ("arg", arg.into()),
                (
                    "other",
                    one(ContextKind::PriorArg).unwrap_or_default().into(),
                ),
            ],
        ),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            texts.get("terminal-error-usage-no-command", &[])
        }
        _ if !arg.is_empty() => texts.get("terminal-error-usage-values", &[("arg", arg.into())]),
        _ => texts.get("terminal-error-usage-other", &[]),
    };
    if let Some(valid) = list(ContextKind::ValidValue) {
        said.push_str(&texts.get("terminal-error-usage-valid", &[("valid", valid.into())]));
    }
    let suggested =
        list(ContextKind::SuggestedArg).or_else(|| list(ContextKind::SuggestedSubcommand));
    if let Some(suggested) = suggested {
        said.push_str(&texts.get(
            "terminal-error-usage-suggested",
            &[("suggested", suggested.into())],
        ));
    }
    said
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::Cli;

    fn refused(line: &str) -> (Lang, String) {
        let args: Vec<&str> = line.split_whitespace().collect();
        let error = match Cli::try_parse_from(&args) {
            Ok(_) => panic!("{line} was taken"),
            Err(error) => error,
        };
        let lang = lang_of(&args);
        (lang, words(&error, lang.texts()))
    }

    #[test]
    fn the_command_lines_language_comes_from_its_own_lang_first() {
        assert_eq!(lang_of(&["spieleabend", "play", "--lang", "de"]), Lang::De);
        assert_eq!(
            lang_of(&["spieleabend", "play", "--lang=de", "--x"]),
            Lang::De
        );
        assert_eq!(lang_of(&["spieleabend", "play", "--lang=en"]), Lang::En);
        assert_eq!(
            lang_of(&["spieleabend", "play", "--", "--lang=de"]),
            Lang::from_env()
        );
    }

    #[test]
    fn a_refused_command_line_is_said_in_german_under_lang_de() {
        let (lang, said) = refused("spieleabend play elfer-raus --lang de --colour blue");
        assert_eq!(lang, Lang::De);
        assert!(said.contains("unbekannte Angabe „--colour“"), "{said}");
        assert!(!said.contains("unexpected"), "{said}");

        let (_, said) = refused("spieleabend play elfer-raus --lang de --delay fast");
        assert!(
            said.contains("„fast“") && said.contains("--delay"),
            "{said}"
        );

        let (_, said) = refused("spieleabend spielen --lang de");
        assert!(said.contains("unbekannter Befehl „spielen“"), "{said}");

        let (_, said) =
            refused("spieleabend host elfer-raus --lang de --port 1 --listen 127.0.0.1:0");
        assert!(said.contains("passen nicht zusammen"), "{said}");

        let (_, said) = refused("spieleabend play elfer-raus --lang de --plai");
        assert!(said.contains("meintest du „--plain“"), "{said}");
    }

    #[test]
    fn english_says_the_same_in_english() {
        let (_, said) = refused("spieleabend play elfer-raus --lang en --colour blue");
        assert!(said.contains("unknown option \"--colour\""), "{said}");
        let (_, said) = refused("spieleabend scenario --lang en");
        assert!(!said.is_empty());
    }
}
