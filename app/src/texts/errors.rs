//! "Why not": one sentence for every rule error of every game, so a refused move
//! always says what the rules require.

use spieleabend_core::Game;
use spieleabend_core::games::{GameId, elfer_raus, help_game, juhu22, rauswurf, seventy_seven};

use super::Texts;

/// Declares [`AnyRuleError`] with one variant per game of core's list, and the
/// conversion from each game's rule error.
macro_rules! declare_any_rule_error {
    ({} $($variant:ident: $module:ident::$game:ident,)*) => {
        /// A rule error of any game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum AnyRuleError<'a> {
            $(
                #[doc = concat!("A rule error of [`", stringify!($game), "`](spieleabend_core::games::", stringify!($module), "::", stringify!($game), ").")]
                $variant(&'a spieleabend_core::games::$module::RuleError),
            )*
        }

        $(impl<'a> From<&'a spieleabend_core::games::$module::RuleError> for AnyRuleError<'a> {
            fn from(error: &'a spieleabend_core::games::$module::RuleError) -> AnyRuleError<'a> {
                AnyRuleError::$variant(error)
            }
        })*
    };
}

spieleabend_core::for_each_game!([declare_any_rule_error] {});

impl Texts {
    /// Why the rules refuse a move, in one or two sentences: "That card does not fit:
    /// …", never just "That cannot be played now."
    pub fn rule_error<'a>(&self, error: impl Into<AnyRuleError<'a>>) -> String {
        self.get(error_id(error.into()), &[])
    }
}

impl Texts {
    /// The why-not sentence for a rule error known only by its code, the serialized
    /// variant name a nearby host sends (`does_not_fit`); `None` for a code `game`
    /// does not have.
    pub fn rule_error_code(&self, game: GameId, code: &str) -> Option<String> {
        let value = serde_json::Value::String(code.to_owned());
        spieleabend_core::with_game!(game, G => {
            serde_json::from_value::<<G as Game>::RuleError>(value)
                .ok()
                .map(|error| self.rule_error(&error))
        })
    }
}

/// The message of `error`.
fn error_id(error: AnyRuleError<'_>) -> &'static str {
    use AnyRuleError as A;
    match error {
        A::ElferRaus(error) => {
            use elfer_raus::RuleError as E;
            match error {
                E::GameOver => ids::GAME_OVER,
                E::NotYourTurn => ids::NOT_YOUR_TURN,
                E::NotInHand => ids::NOT_IN_HAND,
                E::DoesNotFit => ids::ER_DOES_NOT_FIT,
                E::MustLayFirst => ids::ER_MUST_LAY_FIRST,
            }
        }
        A::SeventySeven(error) => {
            use seventy_seven::RuleError as E;
            match error {
                E::GameOver => ids::GAME_OVER,
                E::NotYourTurn => ids::NOT_YOUR_TURN,
                E::NotInHand => ids::NOT_IN_HAND,
                E::DoubleOnDouble => ids::SS_DOUBLE_ON_DOUBLE,
            }
        }
        A::Juhu22(error) => {
            use juhu22::RuleError as E;
            match error {
                E::GameOver => ids::GAME_OVER,
                E::NotYourTurn => ids::NOT_YOUR_TURN,
                E::WrongDecision => ids::JUHU_WRONG_DECISION,
                E::NotInHand => ids::NOT_IN_HAND,
                E::MustFollow => ids::JUHU_MUST_FOLLOW,
                E::JuhuDuty => ids::JUHU_DUTY,
            }
        }
        A::Rauswurf(error) => {
            use rauswurf::RuleError as E;
            match error {
                E::GameOver => ids::GAME_OVER,
                E::NotYourTurn => ids::NOT_YOUR_TURN,
                E::NotInHand => ids::NOT_IN_HAND,
            }
        }
        A::Help(error) => {
            use help_game::RuleError as E;
            match error {
                E::GameOver => ids::GAME_OVER,
                E::NotYourTurn => ids::NOT_YOUR_TURN,
                E::WrongDecision => ids::HELP_WRONG_DECISION,
                E::NotInHand => ids::NOT_IN_HAND,
                E::NotPlayable => ids::HELP_NOT_PLAYABLE,
                E::MustPlayReceived => ids::HELP_MUST_PLAY_RECEIVED,
                E::CannotHelpWithThat => ids::HELP_CANNOT_HELP,
            }
        }
    }
}

/// Message ids of this module.
pub(crate) mod ids {
    macro_rules! ids {
        ($($name:ident = $id:literal,)*) => {
            $(pub const $name: &str = $id;)*
            /// Every id of this module.
            #[cfg(test)]
            pub const ALL: &[&str] = &[$($name),*];
        };
    }
    ids! {
        GAME_OVER = "error-game-over",
        NOT_YOUR_TURN = "error-not-your-turn",
        NOT_IN_HAND = "error-not-in-hand",
        ER_DOES_NOT_FIT = "error-er-does-not-fit",
        ER_MUST_LAY_FIRST = "error-er-must-lay-first",
        SS_DOUBLE_ON_DOUBLE = "error-ss-double-on-double",
        JUHU_WRONG_DECISION = "error-juhu-wrong-decision",
        JUHU_MUST_FOLLOW = "error-juhu-must-follow",
        JUHU_DUTY = "error-juhu-duty",
        HELP_WRONG_DECISION = "error-help-wrong-decision",
        HELP_NOT_PLAYABLE = "error-help-not-playable",
        HELP_MUST_PLAY_RECEIVED = "error-help-must-play-received",
        HELP_CANNOT_HELP = "error-help-cannot-help",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::Lang;

    /// Every rule error of every game.
    fn every_error() -> Vec<String> {
        let mut texts = Vec::new();
        for lang in Lang::ALL {
            let t = Texts::new(lang);
            {
                use elfer_raus::RuleError as E;
                for e in [
                    E::GameOver,
                    E::NotYourTurn,
                    E::NotInHand,
                    E::DoesNotFit,
                    E::MustLayFirst,
                ] {
                    texts.push(t.rule_error(&e));
                }
            }
            {
                use seventy_seven::RuleError as E;
                for e in [E::GameOver, E::NotYourTurn, E::NotInHand, E::DoubleOnDouble] {
                    texts.push(t.rule_error(&e));
                }
            }
            {
                use juhu22::RuleError as E;
                for e in [
                    E::GameOver,
                    E::NotYourTurn,
                    E::WrongDecision,
                    E::NotInHand,
                    E::MustFollow,
                    E::JuhuDuty,
                ] {
                    texts.push(t.rule_error(&e));
                }
            }
            {
                use rauswurf::RuleError as E;
                for e in [E::GameOver, E::NotYourTurn, E::NotInHand] {
                    texts.push(t.rule_error(&e));
                }
            }
            {
                use help_game::RuleError as E;
                for e in [
                    E::GameOver,
                    E::NotYourTurn,
                    E::WrongDecision,
                    E::NotInHand,
                    E::NotPlayable,
                    E::MustPlayReceived,
                    E::CannotHelpWithThat,
                ] {
                    texts.push(t.rule_error(&e));
                }
            }
        }
        texts
    }

    #[test]
    fn every_rule_error_says_why_in_both_languages() {
        crate::texts::tests::clear_used();
        let texts = every_error();
        let used = crate::texts::tests::used();
        let missed: Vec<_> = ids::ALL.iter().filter(|id| !used.contains(**id)).collect();
        assert!(missed.is_empty(), "never used: {missed:?}");
        for text in &texts {
            assert!(!text.contains(['[', '{', '}']), "{text}");
            assert!(text.ends_with('.'), "{text}");
            assert_ne!(text, "That cannot be played now.");
        }
        let en = Texts::new(Lang::En);
        assert!(
            en.rule_error(&elfer_raus::RuleError::DoesNotFit)
                .contains("11")
        );
        let de = Texts::new(Lang::De);
        assert!(
            de.rule_error(&seventy_seven::RuleError::DoubleOnDouble)
                .contains("x2")
        );
    }
}
