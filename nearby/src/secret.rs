//! The one source of randomness for secrets: join codes, resume tokens, device keys,
//! the seeds those are drawn from, and the fairness values. Everything here comes from
//! the operating system's CSPRNG (rand's [`OsRng`], i.e. `getrandom`), never from the
//! clock or the process id, so nobody who sees one secret (their own resume token, a
//! join code) can work out another.

use rand::TryRngCore;
use rand::rngs::OsRng;

/// `N` bytes of OS randomness.
pub fn bytes<const N: usize>() -> Result<[u8; N], std::io::Error> {
    let mut bytes = [0u8; N];
    OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(std::io::Error::other)?;
    Ok(bytes)
}

/// 32 bytes of OS randomness, for [`spieleabend_core::nearby::HostConfig::entropy`] and
/// [`spieleabend_core::nearby::ClientConfig::entropy`] (the fairness values and the
/// secrets of every exchange).
pub fn os_entropy() -> Result<[u8; 32], std::io::Error> {
    bytes()
}

/// A `u64` of OS randomness: the seed of [`spieleabend_core::nearby::HostConfig::seed`] (the join
/// code and the resume tokens), [`spieleabend_core::nearby::Host::new_join_code`], and a device key
/// ([`spieleabend_core::nearby::ClientConfig::device_key`]).
pub fn u64() -> Result<u64, std::io::Error> {
    bytes::<8>().map(u64::from_le_bytes)
}

#[cfg(test)]
mod tests {
    #[test]
    fn draws_differ() {
        // 64 random bits twice alike: one chance in 2^64.
        assert_ne!(super::u64().unwrap(), super::u64().unwrap());
        assert_ne!(super::bytes::<32>().unwrap(), super::bytes::<32>().unwrap());
    }
}
