//! The encodings of the table status, the legal actions and each seat's view last sent
//! on one connection: the host computes the next update's [patches](super::patch) from
//! them, the client applies the patches to them and decodes the new values.

use std::collections::BTreeMap;

use serde::Serialize;

use super::frame;
use super::msg::{SeatUpdate, TableStatus};
use super::patch::Patch;
use crate::engine::{Game, Seat};

/// The encodings last sent on one connection: the status, the legal actions and each
/// seat's view. The host patches from them; the client applies the patches to them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UpdateBytes {
    status: Vec<u8>,
    legal: Vec<u8>,
    views: BTreeMap<Seat, Vec<u8>>,
}

/// What an update says once its patches are applied.
#[derive(Clone, Debug, PartialEq)]
pub struct Patched<G: Game> {
    /// The table status.
    pub status: TableStatus,
    /// The legal actions of the device's seat on turn (else empty).
    pub legal: Vec<G::Action>,
    /// The view of each seat the update names.
    pub views: Vec<(Seat, G::View)>,
}

fn encoded<T: Serialize>(value: &T) -> Vec<u8> {
    postcard::to_stdvec(value).expect("game values encode with postcard")
}

impl UpdateBytes {
    /// Forgets everything (a new connection, a snapshot).
    pub fn clear(&mut self) {
        *self = UpdateBytes::default();
    }

    /// The patches from what was sent to `status`, `legal` and `views`, which are sent
    /// now (and held for the next update). After [`UpdateBytes::clear`] they carry the
    /// whole encodings.
    pub fn diff<G: Game>(
        &mut self,
        status: &TableStatus,
        legal: &[G::Action],
        views: &[(Seat, G::View)],
    ) -> (Patch, Patch, Vec<(Seat, Patch)>) {
        let status = step(&mut self.status, encoded(status));
        let legal = step(&mut self.legal, encoded(&legal));
        let views = views
            .iter()
            .map(|(seat, view)| {
                let held = self.views.entry(*seat).or_default();
                (*seat, step(held, encoded(view)))
            })
            .collect();
        (status, legal, views)
    }

    /// Applies an update's patches (after [`UpdateBytes::clear`] for a snapshot) and
    /// decodes the results. `None`, with nothing changed, when a patch does not fit the
    /// bytes held or its result is not a value of the game: the device asks for a
    /// snapshot.
    pub fn apply<G: Game>(
        &mut self,
        status: &Patch,
        legal: &Patch,
        seats: &[SeatUpdate<G>],
    ) -> Option<Patched<G>> {
        let status_bytes = status.apply(&self.status)?;
        let legal_bytes = legal.apply(&self.legal)?;
        let mut view_bytes = Vec::with_capacity(seats.len());
        let mut views = Vec::with_capacity(seats.len());
        for update in seats {
            let held = self.views.get(&update.seat).map_or(&[][..], Vec::as_slice);
            let bytes = update.view.apply(held)?;
            views.push((update.seat, frame::decode::<G::View>(&bytes).ok()?));
            view_bytes.push((update.seat, bytes));
        }
        let patched = Patched {
            status: frame::decode(&status_bytes).ok()?,
            legal: frame::decode(&legal_bytes).ok()?,
            views,
        };
        self.status = status_bytes;
        self.legal = legal_bytes;
        self.views.extend(view_bytes);
        Some(patched)
    }
}

/// The patch from `held` to `new`; `held` becomes `new`.
fn step(held: &mut Vec<u8>, new: Vec<u8>) -> Patch {
    let patch = Patch::between(held, &new);
    *held = new;
    patch
}
