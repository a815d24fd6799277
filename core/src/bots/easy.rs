//! The easy bot: a noisy medium bot. With each game's probability
//! [`TableGame::EASY_CARE`] it plays the medium bot's rule-based choice, otherwise a
//! uniformly random legal action — the play of a beginner who knows the rules of thumb
//! but often forgets them, so it is clearly weaker than medium and beginners can beat it.

use rand::{Rng, RngCore};

use super::{Bot, TableGame};
use crate::engine::InfoState;

/// Medium's choice some of the time, a random legal action otherwise.
#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot {
    /// How often (0..=1) it plays medium's choice; `None` takes the game's
    /// [`TableGame::EASY_CARE`].
    pub care: Option<f64>,
}

impl<G: TableGame> Bot<G> for EasyBot {
    fn choose(
        &mut self,
        info: &InfoState<G>,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> Option<G::Action> {
        match legal {
            [] => None,
            [only] => Some(*only),
            _ => {
                let care = self.care.unwrap_or(G::EASY_CARE);
                if rng.random_bool(care.clamp(0.0, 1.0)) {
                    Some(G::medium_choice(info, legal, rng))
                } else {
                    Some(legal[rng.random_range(0..legal.len())])
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::rauswurf::Rauswurf;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn first_decision() -> (InfoState<Rauswurf>, Vec<<Rauswurf as Game>::Action>) {
        let (game, _) = Rauswurf::new(&Default::default(), 7).unwrap();
        let seat = match game.to_act() {
            crate::engine::ToAct::Seat(seat) => seat,
            other => panic!("{other:?}"),
        };
        let mut legal = Vec::new();
        game.legal_actions_into(seat, &mut legal);
        let info = InfoState {
            seat,
            view: game.view(seat),
            memory: Default::default(),
        };
        (info, legal)
    }

    #[test]
    fn full_care_plays_medium_choice_and_no_care_plays_at_random() {
        let (info, legal) = first_decision();
        assert!(legal.len() > 1);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let medium = Rauswurf::medium_choice(&info, &legal, &mut rng);
        let mut careful = EasyBot { care: Some(1.0) };
        let mut careless = EasyBot { care: Some(0.0) };
        let mut others = 0;
        for _ in 0..50 {
            assert_eq!(careful.choose(&info, &legal, &mut rng), Some(medium));
            let pick = careless.choose(&info, &legal, &mut rng).unwrap();
            assert!(legal.contains(&pick));
            others += usize::from(pick != medium);
        }
        // Uniform over at least two actions: 50 picks all equal to medium's is 2^-50.
        assert!(others > 0);
    }
}
