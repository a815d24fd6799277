//! Seeds a table derives from its own: for each game, for bot thinking and for the
//! checks whether a step revealed cards.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Mixes numbers into one well-spread seed (SplitMix64 finaliser).
pub(super) fn mix(parts: &[u64]) -> u64 {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for &part in parts {
        x ^= part;
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^= x >> 31;
    }
    x
}

/// A fresh RNG for bot thinking or reveal checks, from a derived seed.
pub(super) fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}
