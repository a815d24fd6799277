//! The fairness check: commit-reveal of random values for each game's deal seed, and
//! the verification a device runs at the end of each game. The sequence and the threat
//! model are in `docs/protocol.md` ("Fairness").
//!
//! Per game: every device commits to a fresh 32-byte random value
//! ([`commitment`] = SHA-256 of a domain tag, the game number and the value). At the
//! start the host fixes the list of commitments and its own commitment ([`DealRecord`])
//! and sends it to every device; only then do the listed devices reveal their values,
//! to the host alone. The deal seed is [`derive_seed`] of the host's value and every
//! listed entry. At the end the host sends the [`Opening`] (its value, every revealed
//! value, the seed and the game's decisions) and each device checks it with [`verify`].

use std::collections::BTreeMap;

use sha2::{Digest, Sha256};

use super::msg::DeviceId;
pub use super::msg::{DealRecord, Entry, Hash, Opening, Value};
use crate::engine::{Game, Outcome, Seat};
use crate::table::Logged;

const COMMIT_TAG: &[u8] = b"spieleabend/commit/v2";
const SEED_TAG: &[u8] = b"spieleabend/deal-seed/v2";

/// The commitment to `value` for game `game_number` at the table.
pub fn commitment(game_number: u32, value: &Value) -> Hash {
    let mut hash = Sha256::new();
    hash.update(COMMIT_TAG);
    hash.update(game_number.to_le_bytes());
    hash.update(value);
    hash.finalize().into()
}

/// The seed a game is dealt from: the first 8 bytes (little-endian) of SHA-256 over a
/// domain tag, the game number, the host's value and every entry in order (its device
/// id, its commitment and its value, or a marker when the value was left out).
pub fn derive_seed(record: &DealRecord, host_value: &Value, values: &[Option<Value>]) -> u64 {
    let mut hash = Sha256::new();
    hash.update(SEED_TAG);
    hash.update(record.game_number.to_le_bytes());
    hash.update(host_value);
    hash.update((record.entries.len() as u32).to_le_bytes());
    for (entry, value) in record.entries.iter().zip(values) {
        hash.update(entry.device.to_le_bytes());
        hash.update(entry.commitment);
        match value {
            Some(value) => {
                hash.update([1]);
                hash.update(value);
            }
            None => hash.update([0]),
        }
    }
    let digest: Hash = hash.finalize().into();
    u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"))
}

/// A verified game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairnessReport {
    /// The game checked.
    pub game_number: u32,
    /// Whether this device's own value went into the seed (not when it joined after
    /// the start, was left out, or is not listed).
    pub contributed: bool,
    /// Devices listed in the deal.
    pub entries: usize,
    /// Listed devices whose value was left out.
    pub left_out: usize,
}

/// Why a game's deal could not be verified: the host lied or the record is incomplete.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FairnessFailure {
    /// The opening came without the deal record it opens (never sent to this device).
    #[error("no deal record for this game")]
    NoDealRecord,
    /// The host's value does not open the commitment it sent before the reveals.
    #[error("the host's value does not match its commitment")]
    HostValueMismatch,
    /// The deal record listed this device with a commitment it never made.
    #[error("this device's commitment was altered")]
    OwnCommitmentAltered,
    /// The opening's entries are not the ones fixed before the reveals.
    #[error("the list of commitments changed after the start")]
    EntriesChanged,
    /// This device's value was replaced by another.
    #[error("this device's value was altered")]
    OwnValueAltered,
    /// A revealed value does not open its device's commitment.
    #[error("device {device}'s value does not match its commitment")]
    ValueMismatch { device: DeviceId },
    /// The seed is not the one derived from the values.
    #[error("the seed is not derived from the values")]
    SeedNotDerived,
    /// The game's options do not set up a game (cannot happen with an honest host).
    #[error("the game could not be set up from the seed")]
    SetupFailed,
    /// A decision of the opening is not legal when replayed.
    #[error("decision {index} does not replay")]
    IllegalStep { index: usize },
    /// What this device saw of `seat` is not what the seed and decisions produce.
    #[error("seat {seat}'s event {seq} differs from the replay")]
    DealMismatch { seat: Seat, seq: u32 },
    /// A seat's final view differs from the replay's.
    #[error("seat {seat}'s view differs from the replay")]
    ViewMismatch { seat: Seat },
    /// The result differs from the replay's.
    #[error("the outcome differs from the replay")]
    OutcomeMismatch,
}

/// The result of a game's check, reported as [`super::ClientEvent::Fairness`].
pub type Verdict = Result<FairnessReport, FairnessFailure>;

/// What a device knows when it checks an opening.
pub struct Seen<'a, G: Game> {
    /// The game's options (from the welcome).
    pub options: &'a G::Options,
    /// The deal record received for this game, if any.
    pub record: Option<&'a DealRecord>,
    /// This device's id and its value for this game, if it committed one.
    pub own: Option<(DeviceId, Value)>,
    /// Per own seat the events received (the whole game) and its final view.
    pub seats: &'a BTreeMap<Seat, (Vec<Logged<G>>, G::View)>,
    /// The outcome the device was shown.
    pub outcome: Option<&'a Outcome>,
}

/// Checks `opening` against what the device saw, in the order of the threat model:
/// commitments, values, seed, then the replay of the whole game against every event and
/// view the device was shown.
pub fn verify<G: Game>(opening: &Opening<G>, seen: &Seen<'_, G>) -> Verdict {
    let record = seen.record.ok_or(FairnessFailure::NoDealRecord)?;
    let own_entry = seen
        .own
        .and_then(|(device, value)| {
            let index = record.entries.iter().position(|e| e.device == device)?;
            Some((index, value))
        })
        .map(|(index, value)| {
            if record.entries[index].commitment != commitment(record.game_number, &value) {
                return Err(FairnessFailure::OwnCommitmentAltered);
            }
            Ok((index, value))
        })
        .transpose()?;
    if commitment(record.game_number, &opening.host_value) != record.host_commitment {
        return Err(FairnessFailure::HostValueMismatch);
    }
    if opening.entries != record.entries || opening.values.len() != record.entries.len() {
        return Err(FairnessFailure::EntriesChanged);
    }
    if let Some((index, value)) = own_entry
        && opening.values[index].is_some_and(|v| v != value)
    {
        return Err(FairnessFailure::OwnValueAltered);
    }
    for (entry, value) in record.entries.iter().zip(&opening.values) {
        if let Some(value) = value
            && commitment(record.game_number, value) != entry.commitment
        {
            return Err(FairnessFailure::ValueMismatch {
                device: entry.device,
            });
        }
    }
    if derive_seed(record, &opening.host_value, &opening.values) != opening.seed {
        return Err(FairnessFailure::SeedNotDerived);
    }
    replay(opening, seen)?;
    Ok(FairnessReport {
        game_number: record.game_number,
        contributed: own_entry.is_some_and(|(i, _)| opening.values[i].is_some()),
        entries: record.entries.len(),
        left_out: opening.values.iter().filter(|v| v.is_none()).count(),
    })
}

/// Deals from the opening's seed, applies its decisions, and compares every event and
/// view of the device's seats and the outcome.
fn replay<G: Game>(opening: &Opening<G>, seen: &Seen<'_, G>) -> Result<(), FairnessFailure> {
    let (mut game, mut log) =
        G::new(seen.options, opening.seed).map_err(|_| FairnessFailure::SetupFailed)?;
    for (index, &(seat, action)) in opening.steps.iter().enumerate() {
        game.apply_into(seat, action, &mut log)
            .map_err(|_| FairnessFailure::IllegalStep { index })?;
    }
    for (&seat, (events, view)) in seen.seats {
        let replayed: Vec<(u32, G::Event)> = log
            .iter()
            .enumerate()
            .filter_map(|(i, e)| G::redact(e, seat).map(|e| (i as u32, e)))
            .collect();
        for (k, (seq, event)) in replayed.iter().enumerate() {
            match events.get(k) {
                Some(got) if got.seq == *seq && got.event == *event => {}
                _ => return Err(FairnessFailure::DealMismatch { seat, seq: *seq }),
            }
        }
        if let Some(extra) = events.get(replayed.len()) {
            return Err(FairnessFailure::DealMismatch {
                seat,
                seq: extra.seq,
            });
        }
        if game.view(seat) != *view {
            return Err(FairnessFailure::ViewMismatch { seat });
        }
    }
    if game.outcome().as_ref() != seen.outcome {
        return Err(FairnessFailure::OutcomeMismatch);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitments_and_seeds_depend_on_every_input() {
        let a = [1u8; 32];
        let b = [2u8; 32];
        assert_ne!(commitment(0, &a), commitment(1, &a));
        assert_ne!(commitment(0, &a), commitment(0, &b));
        let record = DealRecord {
            game_number: 0,
            host_commitment: commitment(0, &a),
            entries: vec![Entry {
                device: 1,
                commitment: commitment(0, &b),
            }],
        };
        let seed = derive_seed(&record, &a, &[Some(b)]);
        assert_eq!(seed, derive_seed(&record, &a, &[Some(b)]));
        assert_ne!(seed, derive_seed(&record, &b, &[Some(b)]));
        assert_ne!(seed, derive_seed(&record, &a, &[Some(a)]));
        assert_ne!(seed, derive_seed(&record, &a, &[None]));
    }
}
