//! The rules pages: a complete, readable page per game, in sections with a title and
//! paragraphs, written from the rules the engine implements.

use fluent_bundle::FluentArgs;
use spieleabend_core::games::GameId;

use super::Texts;

/// One section of a rules page.
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesSection {
    /// The section's heading.
    pub title: String,
    /// Its paragraphs, in order.
    pub paragraphs: Vec<String>,
}

/// The sections of `game`'s page, in order. Each is a message whose value is the title
/// and whose attributes `.p1`, `.p2` … are the paragraphs.
pub(crate) fn sections(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::ElferRaus => &[
            "rules-elfer-raus-goal",
            "rules-elfer-raus-cards",
            "rules-elfer-raus-rows",
            "rules-elfer-raus-turn",
            "rules-elfer-raus-end",
        ],
        GameId::SeventySeven => &[
            "rules-seventy-seven-goal",
            "rules-seventy-seven-cards",
            "rules-seventy-seven-turn",
            "rules-seventy-seven-special",
            "rules-seventy-seven-chips",
            "rules-seventy-seven-end",
        ],
        GameId::Juhu22 => &[
            "rules-juhu22-goal",
            "rules-juhu22-cards",
            "rules-juhu22-variants",
            "rules-juhu22-hand",
            "rules-juhu22-stack",
            "rules-juhu22-trick",
            "rules-juhu22-end",
            "rules-juhu22-gamer",
            "rules-juhu22-pro",
        ],
        GameId::Rauswurf => &[
            "rules-rauswurf-goal",
            "rules-rauswurf-cards",
            "rules-rauswurf-turn",
            "rules-rauswurf-join",
            "rules-rauswurf-throw",
            "rules-rauswurf-end",
        ],
        GameId::Help => &[
            "rules-help-goal",
            "rules-help-cards",
            "rules-help-row",
            "rules-help-specials",
            "rules-help-help",
            "rules-help-scoring",
        ],
    }
}

impl Texts {
    /// The rules page of `game`: its sections with titles and paragraphs.
    pub fn rules_page(&self, game: GameId) -> Vec<RulesSection> {
        sections(game)
            .iter()
            .map(|id| {
                let title = self.get(id, &[]);
                let paragraphs = self
                    .bundle
                    .get_message(id)
                    .map(|message| {
                        message
                            .attributes()
                            .map(|attribute| {
                                #[cfg(test)]
                                super::tests::record(&format!("{id}.{}", attribute.id()));
                                let mut errors = Vec::new();
                                self.bundle
                                    .format_pattern(
                                        attribute.value(),
                                        None::<&FluentArgs<'_>>,
                                        &mut errors,
                                    )
                                    .into_owned()
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                RulesSection { title, paragraphs }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::Lang;

    #[test]
    fn every_game_has_a_full_rules_page_in_both_languages() {
        for lang in Lang::ALL {
            let texts = Texts::new(lang);
            for game in GameId::ALL {
                let page = texts.rules_page(*game);
                assert!(page.len() >= 5, "{game:?}");
                for section in &page {
                    assert!(!section.title.contains(['[', '{']), "{section:?}");
                    assert!(!section.paragraphs.is_empty(), "{section:?}");
                    for paragraph in &section.paragraphs {
                        assert!(paragraph.len() > 40, "{paragraph}");
                        assert!(!paragraph.contains(['[', '{', '}', '_']), "{paragraph}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_22juhu_page_explains_rings_stack_joining_and_the_pot() {
        let page = Texts::new(Lang::En).rules_page(GameId::Juhu22);
        let all: String = page
            .iter()
            .flat_map(|s| std::iter::once(&s.title).chain(&s.paragraphs))
            .cloned()
            .collect::<Vec<_>>()
            .join("\n");
        for needed in [
            "rings",
            "stack",
            "sit it out",
            "penalty",
            "22 points",
            "pot",
            "ante",
        ] {
            assert!(all.contains(needed), "{needed}");
        }
        let help = Texts::new(Lang::De).rules_page(GameId::Help);
        let all: String = help.iter().flat_map(|s| s.paragraphs.clone()).collect();
        assert!(all.contains("No!-Karte") && all.contains("Punkt"));
        assert!(!all.contains("Runde"), "Help! speaks of Durchgang");
    }
}
