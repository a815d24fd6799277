//! Every text the game registry names (variant names, option labels, the labels of
//! special values and of choices) is in the catalogue of every language.

use spieleabend_app::texts::{Lang, Texts};
use spieleabend_core::games::GameId;
use spieleabend_core::games::registry::{OptionKind, RANDOM_SEAT_TEXT};

/// Every Fluent id the registry names, with where it comes from.
fn registry_texts() -> Vec<(String, String)> {
    let mut ids = Vec::new();
    for &game in GameId::ALL {
        let info = game.info();
        for variant in info.variants {
            ids.push((
                variant.text.to_string(),
                format!("{} variant {}", info.key, variant.key),
            ));
        }
        for option in info.options {
            let from = format!("{} option {}", info.key, option.key);
            ids.push((option.text.to_string(), from.clone()));
            match &option.kind {
                OptionKind::Int {
                    zero: Some(zero), ..
                } => ids.push((zero.to_string(), from)),
                OptionKind::Choice { choices, .. } => {
                    for choice in *choices {
                        ids.push((format!("{}-{choice}", option.text), from.clone()));
                    }
                }
                OptionKind::Seat => ids.push((RANDOM_SEAT_TEXT.to_string(), from)),
                OptionKind::Bool { .. } | OptionKind::Int { zero: None, .. } => {}
            }
        }
    }
    ids
}

#[test]
fn every_registry_text_is_in_every_language() {
    let ids = registry_texts();
    assert!(ids.len() > 10, "the registry names its texts");
    for lang in Lang::ALL {
        let texts = Texts::new(lang);
        let missing: Vec<String> = ids
            .iter()
            .filter(|(id, _)| !texts.has(id))
            .map(|(id, from)| format!("{id} ({from})"))
            .collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        for (id, _) in &ids {
            assert!(
                !texts.get(id, &[]).trim().is_empty(),
                "{lang:?} {id} is empty"
            );
        }
    }
}
