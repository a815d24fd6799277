//! What changed in an update, compactly: the table status, each seat's view and the
//! legal actions travel as their postcard encoding, and an update carries only the
//! edits ([`Patch`]) that turn the bytes the device holds into the new ones. A snapshot
//! patches from nothing, i.e. carries the whole encoding. Both ends keep the bytes last
//! sent on the connection (`super::update_bytes`): the host to compute the next patches,
//! the client to apply them and decode the new values.

use serde::{Deserialize, Serialize};

use super::frame::MAX_FRAME;

/// One edit: copy `keep` bytes of the old encoding, skip `remove` more, then put in
/// `insert`. The old bytes after the last edit are copied unchanged.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Splice {
    /// Old bytes copied before this edit.
    pub keep: u32,
    /// Old bytes dropped.
    pub remove: u32,
    /// New bytes put in their place.
    pub insert: Vec<u8>,
}

/// The kinds of edit on the wire, in the top two bits of an edit's first byte.
const SET: u8 = 0;
const PUT: u8 = 1;
const DROP: u8 = 2;
const EDIT: u8 = 3;
/// The low six bits of an edit's first byte: `keep` itself below this value, else
/// this value with `keep - KEEP_INLINE` following as a varint.
const KEEP_INLINE: u32 = 63;

/// Why the bytes of a patch are not one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PatchError {
    /// The bytes end inside an edit.
    Truncated,
    /// A number does not fit 32 bits.
    Overflow,
}

impl std::fmt::Display for PatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PatchError::Truncated => write!(f, "a patch ends inside an edit"),
            PatchError::Overflow => write!(f, "a patch's number does not fit 32 bits"),
        }
    }
}

fn put_varint(out: &mut Vec<u8>, mut value: u32) {
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

fn take_byte(bytes: &mut &[u8]) -> Result<u8, PatchError> {
    let (&first, rest) = bytes.split_first().ok_or(PatchError::Truncated)?;
    *bytes = rest;
    Ok(first)
}

fn take_varint(bytes: &mut &[u8]) -> Result<u32, PatchError> {
    let mut value = 0u32;
    for shift in (0..35).step_by(7) {
        let byte = take_byte(bytes)?;
        let part = u32::from(byte & 0x7f);
        if shift == 28 && part > 0x0f {
            return Err(PatchError::Overflow);
        }
        value |= part << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err(PatchError::Overflow)
}

impl Splice {
    /// Appends this edit's wire form: a first byte with the kind (one byte set, put in
    /// or dropped — most edits of a view: a count, a card, whose turn — or any other
    /// edit) and `keep` when it is below 63, then the rest `keep`, the byte, or
    /// `remove`, the length of `insert` and its bytes.
    fn write(&self, out: &mut Vec<u8>) {
        let kind = match (self.remove, self.insert.as_slice()) {
            (1, [_]) => SET,
            (0, [_]) => PUT,
            (1, []) => DROP,
            _ => EDIT,
        };
        out.push(kind << 6 | self.keep.min(KEEP_INLINE) as u8);
        if self.keep >= KEEP_INLINE {
            put_varint(out, self.keep - KEEP_INLINE);
        }
        match kind {
            SET | PUT => out.push(self.insert[0]),
            DROP => {}
            _ => {
                put_varint(out, self.remove);
                put_varint(out, self.insert.len() as u32);
                out.extend_from_slice(&self.insert);
            }
        }
    }

    /// Reads one edit's wire form from the front of `bytes`.
    fn read(bytes: &mut &[u8]) -> Result<Splice, PatchError> {
        let first = take_byte(bytes)?;
        let mut keep = u32::from(first & 0x3f);
        if keep == KEEP_INLINE {
            keep = take_varint(bytes)?
                .checked_add(KEEP_INLINE)
                .ok_or(PatchError::Overflow)?;
        }
        let (remove, insert) = match first >> 6 {
            SET => (1, vec![take_byte(bytes)?]),
            PUT => (0, vec![take_byte(bytes)?]),
            DROP => (1, Vec::new()),
            _ => {
                let remove = take_varint(bytes)?;
                let len = take_varint(bytes)? as usize;
                if len > bytes.len() {
                    return Err(PatchError::Truncated);
                }
                let (insert, rest) = bytes.split_at(len);
                *bytes = rest;
                (remove, insert.to_vec())
            }
        };
        Ok(Splice {
            keep,
            remove,
            insert,
        })
    }
}

/// Bytes `splice` takes on the wire.
fn wire_size(splice: &Splice) -> usize {
    let mut out = Vec::new();
    splice.write(&mut out);
    out.len()
}

/// The edits that turn one byte string into another; no edits: unchanged. Sent as one
/// byte string: the edits' wire forms one after another ([`Splice`]'s `write`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Patch(pub Vec<Splice>);

impl Serialize for Patch {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = Vec::new();
        for splice in &self.0 {
            splice.write(&mut out);
        }
        serializer.serialize_bytes(&out)
    }
}

impl<'de> Deserialize<'de> for Patch {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Patch, D::Error> {
        struct Edits;
        impl<'de> serde::de::Visitor<'de> for Edits {
            type Value = Patch;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "the bytes of a patch")
            }

            fn visit_bytes<E: serde::de::Error>(self, mut bytes: &[u8]) -> Result<Patch, E> {
                let mut splices = Vec::new();
                while !bytes.is_empty() {
                    splices.push(Splice::read(&mut bytes).map_err(E::custom)?);
                }
                Ok(Patch(splices))
            }

            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Patch, A::Error> {
                let mut bytes = Vec::new();
                while let Some(byte) = seq.next_element::<u8>()? {
                    bytes.push(byte);
                }
                self.visit_bytes(&bytes)
            }
        }
        deserializer.deserialize_bytes(Edits)
    }
}

/// Largest edit table (old middle × new middle bytes) searched for the fewest edits;
/// larger changes are sent as one edit from the first to the last changed byte.
const MAX_SEARCH_CELLS: usize = 64 * 64 * 4;

impl Patch {
    /// The edits from `old` to `new`: few and small when the two differ in a few
    /// places (the longest common subsequence of the changed middle).
    pub fn between(old: &[u8], new: &[u8]) -> Patch {
        let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
        let max_suffix = old.len().min(new.len()) - prefix;
        let suffix = old
            .iter()
            .rev()
            .zip(new.iter().rev())
            .take(max_suffix)
            .take_while(|(a, b)| a == b)
            .count();
        let a = &old[prefix..old.len() - suffix];
        let b = &new[prefix..new.len() - suffix];
        if a.is_empty() && b.is_empty() {
            return Patch::default();
        }
        if a.len() * b.len() > MAX_SEARCH_CELLS {
            return Patch(vec![Splice {
                keep: prefix as u32,
                remove: a.len() as u32,
                insert: b.to_vec(),
            }]);
        }
        // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
        let width = b.len() + 1;
        let mut lcs = vec![0u16; (a.len() + 1) * width];
        for i in (0..a.len()).rev() {
            for j in (0..b.len()).rev() {
                lcs[i * width + j] = if a[i] == b[j] {
                    lcs[(i + 1) * width + j + 1] + 1
                } else {
                    lcs[(i + 1) * width + j].max(lcs[i * width + j + 1])
                };
            }
        }
        let mut splices: Vec<Splice> = Vec::new();
        // Bytes kept since the last edit (or since the start, counting the prefix).
        let mut kept = prefix;
        let (mut i, mut j) = (0, 0);
        while i < a.len() || j < b.len() {
            if i < a.len() && j < b.len() && a[i] == b[j] {
                kept += 1;
                i += 1;
                j += 1;
                continue;
            }
            let edit = match splices.last_mut() {
                Some(last) if kept == 0 => last,
                _ => {
                    splices.push(Splice {
                        keep: kept as u32,
                        ..Splice::default()
                    });
                    splices.last_mut().expect("just pushed")
                }
            };
            kept = 0;
            let insert =
                j < b.len() && (i == a.len() || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j]);
            if insert {
                edit.insert.push(b[j]);
                j += 1;
            } else {
                edit.remove += 1;
                i += 1;
            }
        }
        Patch(merged(splices, new))
    }

    /// `old` with the edits made; `None` when an edit reaches past the end of `old` or
    /// the result would be longer than a frame.
    pub fn apply(&self, old: &[u8]) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(old.len());
        let mut at = 0usize;
        for splice in &self.0 {
            let end = at.checked_add(splice.keep as usize)?;
            out.extend_from_slice(old.get(at..end)?);
            at = end.checked_add(splice.remove as usize)?;
            if at > old.len() {
                return None;
            }
            out.extend_from_slice(&splice.insert);
            if out.len() > MAX_FRAME {
                return None;
            }
        }
        out.extend_from_slice(&old[at..]);
        (out.len() <= MAX_FRAME).then_some(out)
    }
}

/// `splices` (edits towards `new`) with neighbours joined where one edit over both
/// and the bytes kept between them is no larger on the wire than the two.
fn merged(splices: Vec<Splice>, new: &[u8]) -> Vec<Splice> {
    let mut out: Vec<Splice> = Vec::with_capacity(splices.len());
    // Where in `new` the next edit's kept bytes start.
    let mut at = 0usize;
    for splice in splices {
        let kept = &new[at..at + splice.keep as usize];
        at += splice.keep as usize + splice.insert.len();
        if let Some(last) = out.last_mut() {
            let mut joined = last.clone();
            joined.remove += splice.keep + splice.remove;
            joined.insert.extend_from_slice(kept);
            joined.insert.extend_from_slice(&splice.insert);
            if wire_size(&joined) <= wire_size(last).saturating_add(wire_size(&splice)) {
                *last = joined;
                continue;
            }
        }
        out.push(splice);
    }
    out
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn size(patch: &Patch) -> usize {
        postcard::to_stdvec(patch).unwrap().len()
    }

    #[test]
    fn equal_bytes_need_no_edit_and_nothing_becomes_everything() {
        assert_eq!(Patch::between(b"abc", b"abc"), Patch::default());
        let whole = Patch::between(b"", b"abc");
        assert_eq!(whole.apply(b"").unwrap(), b"abc");
        assert_eq!(whole.0.len(), 1);
    }

    #[test]
    fn scattered_small_changes_cost_a_few_bytes_each() {
        let old: Vec<u8> = (0..120).collect();
        let mut new = old.clone();
        new.remove(10); // a card leaves the hand
        new[60] = 200; // a count changes
        new.insert(100, 7); // a card joins a row
        let patch = Patch::between(&old, &new);
        assert_eq!(patch.apply(&old).unwrap(), new);
        // The length, a drop (1 byte), a set and a put (2 each).
        assert_eq!(size(&patch), 6, "{patch:?}");
        let wire: Vec<u8> = postcard::to_stdvec(&patch).unwrap();
        assert_eq!(postcard::from_bytes::<Patch>(&wire).unwrap(), patch);
    }

    #[test]
    fn edits_past_the_end_or_over_a_frame_are_refused() {
        let past = Patch(vec![Splice {
            keep: 2,
            remove: 5,
            insert: vec![],
        }]);
        assert_eq!(past.apply(b"abc"), None);
        let huge = Patch(vec![Splice {
            keep: u32::MAX,
            remove: u32::MAX,
            insert: vec![],
        }]);
        assert_eq!(huge.apply(b"abc"), None);
        let big = Patch(vec![
            Splice {
                keep: 0,
                remove: 0,
                insert: vec![0; MAX_FRAME],
            },
            Splice {
                keep: 1,
                remove: 0,
                insert: vec![0; 1],
            },
        ]);
        assert_eq!(big.apply(b"abc"), None);
    }

    #[test]
    fn far_edits_and_long_inserts_travel_whole() {
        let patch = Patch(vec![
            Splice {
                keep: 62,
                remove: 1,
                insert: vec![9],
            },
            Splice {
                keep: 63,
                remove: 0,
                insert: vec![],
            },
            Splice {
                keep: u32::MAX,
                remove: u32::MAX,
                insert: vec![1; 300],
            },
        ]);
        let wire = postcard::to_stdvec(&patch).unwrap();
        assert_eq!(postcard::from_bytes::<Patch>(&wire).unwrap(), patch);
        // A set with a keep below 63 takes two bytes.
        assert_eq!(wire_size(&patch.0[0]), 2);
    }

    #[test]
    fn cut_or_overlong_patch_bytes_are_refused() {
        for bytes in [
            &[0x00][..],                               // a set without its byte
            &[0x3f][..],                               // a keep without its varint
            &[0xc0, 0x01, 0x05, 1, 2][..],             // an insert longer than what follows
            &[0xbf, 0xff, 0xff, 0xff, 0xff, 0x0f][..], // a keep over 32 bits
            &[0xc0, 0xff, 0xff, 0xff, 0xff, 0x7f][..], // a varint over five bytes' worth
        ] {
            let mut wire = vec![bytes.len() as u8];
            wire.extend_from_slice(bytes);
            assert!(postcard::from_bytes::<Patch>(&wire).is_err(), "{bytes:?}");
        }
    }

    proptest! {
        #[test]
        fn any_patch_survives_the_wire(
            splices in proptest::collection::vec(
                (any::<u32>(), 0u32..3, proptest::collection::vec(any::<u8>(), 0..3)),
                0..6,
            ),
        ) {
            let patch = Patch(
                splices
                    .into_iter()
                    .map(|(keep, remove, insert)| Splice { keep, remove, insert })
                    .collect(),
            );
            let wire = postcard::to_stdvec(&patch).unwrap();
            prop_assert_eq!(postcard::from_bytes::<Patch>(&wire).unwrap(), patch);
        }

        #[test]
        fn a_patch_turns_the_old_bytes_into_the_new(
            old in proptest::collection::vec(0u8..4, 0..200),
            new in proptest::collection::vec(0u8..4, 0..200),
        ) {
            let patch = Patch::between(&old, &new);
            prop_assert_eq!(patch.apply(&old).unwrap(), new);
        }

        /// Within the searched size (a middle of up to 16,384 cells: views of up to
        /// about 120 bytes, or changes that close together), a few edits cost a few bytes.
        #[test]
        fn a_few_edits_give_a_small_patch(
            old in proptest::collection::vec(any::<u8>(), 1..120),
            edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..4),
        ) {
            let mut new = old.clone();
            for (at, byte, kind) in edits {
                let at = at.index(new.len().max(1));
                match kind {
                    0 if at < new.len() => { new.remove(at); }
                    1 => new.insert(at.min(new.len()), byte),
                    _ if at < new.len() => new[at] = byte,
                    _ => new.push(byte),
                }
            }
            let patch = Patch::between(&old, &new);
            prop_assert_eq!(patch.apply(&old).unwrap(), new);
            prop_assert!(size(&patch) <= 24, "{} bytes", size(&patch));
        }
    }
}
