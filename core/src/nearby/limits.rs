//! Every limit the host and client machines hold against a hostile network, in one
//! place (`docs/protocol.md`, "Limits", lists them with the reasons). Times in ms.

/// Characters of a name a device gives in its hello (longer names are cut).
pub const MAX_NAME_CHARS: usize = 32;

/// Spectators (devices without seats) at a table at once, connected or within their
/// grace period. A join beyond it is refused with `TableFull`. Together with the seats
/// this bounds the devices a host keeps, the lobby list and the deal record.
pub const MAX_SPECTATORS: usize = 16;

/// Wrong join codes one source (an IP address; all links count as one source) gets in
/// a burst, and the default of `HostConfig::attempts_per_connection`, so that the count
/// a guest is shown goes down also when it tries each code on a new connection; then
/// that source's code hellos are refused unchecked until its budget refills. Other
/// devices keep joining meanwhile.
pub const WRONG_CODE_BURST: u32 = 3;

/// After its burst, one more wrong join code per source every this many ms (the
/// back-off).
pub const WRONG_CODE_REFILL_MS: u64 = 5_000;

/// Wrong join codes the whole table accepts in a burst from all sources together (the
/// default of `HostConfig::attempts_total`): a ceiling for guessing from many addresses
/// at once. When it is used up, joining by code pauses for everybody, the host is told
/// and can issue a new code, which opens joining at once.
pub const TABLE_WRONG_CODE_BURST: u32 = 30;

/// After the table's burst, one more wrong join code every this many ms: guessing half
/// of the codes from any number of addresses takes about 12 days for a 6-digit code and
/// about 3 hours for a 4-digit one.
pub const TABLE_WRONG_CODE_REFILL_MS: u64 = 2_000;

/// Sources whose wrong codes the host remembers at once. Sources whose budget has
/// refilled are forgotten first; beyond that the oldest is, so memory stays bounded.
pub const MAX_TRACKED_SOURCES: usize = 256;

/// Unknown resume tokens the whole table accepts in a burst.
pub const WRONG_TOKEN_BURST: u32 = 5;

/// After the burst, one more unknown resume token every this many ms. While none is
/// left, resume hellos are held unchecked (the device repeats its hello).
pub const WRONG_TOKEN_REFILL_MS: u64 = 1_000;

/// Snapshots (answers to `SnapshotRequest`) one device gets in a burst.
pub const SNAPSHOT_BURST: u32 = 3;

/// After the burst, one more snapshot per device every this many ms; requests beyond
/// it are not answered (the client asks again after its resend interval).
pub const SNAPSHOT_REFILL_MS: u64 = 1_000;

/// How long after `Host::start` the listed devices have to reveal their values. Then
/// the game is dealt without the values still missing (those devices are left out,
/// and the opening and every verdict say so).
pub const REVEAL_TIMEOUT_MS: u64 = 10_000;

/// The lobby list goes to every device at most once per this many ms: joins and
/// leaves in between are gathered into one update (sent by `Host::tick` when due).
pub const LOBBY_INTERVAL_MS: u64 = 250;

/// Parts an opening too long for one frame may be split into (about 4 MiB). The
/// longest game the options allow (an Elfer raus match of 100 games) needs far fewer;
/// a client drops parts that claim more.
pub const MAX_OPENING_PARTS: u16 = 64;

/// A budget that refills in time (a token bucket): `capacity` at most, one more every
/// `refill_ms`. Used for wrong codes, unknown tokens and snapshots.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    capacity: u32,
    refill_ms: u64,
    left: u32,
    /// When the next unit is counted from.
    since: u64,
}

impl Budget {
    /// A full budget at `now`.
    pub(crate) fn full(capacity: u32, refill_ms: u64, now: u64) -> Budget {
        Budget {
            capacity,
            refill_ms: refill_ms.max(1),
            left: capacity,
            since: now,
        }
    }

    /// What is left at `now`.
    pub(crate) fn left(&mut self, now: u64) -> u32 {
        if self.left >= self.capacity {
            self.since = now.max(self.since);
        } else if now > self.since {
            let gained = (now - self.since) / self.refill_ms;
            let room = u64::from(self.capacity - self.left);
            if gained >= room {
                self.left = self.capacity;
                self.since = now;
            } else {
                self.left += gained as u32;
                self.since += gained * self.refill_ms;
            }
        }
        self.left
    }

    /// Takes one unit if there is one.
    pub(crate) fn take(&mut self, now: u64) -> bool {
        if self.left(now) == 0 {
            return false;
        }
        self.left -= 1;
        true
    }

    /// Whether the budget is full at `now` (nothing owed).
    pub(crate) fn is_full(&mut self, now: u64) -> bool {
        self.left(now) >= self.capacity
    }

    /// Full again (a new join code).
    pub(crate) fn refill(&mut self, now: u64) {
        self.left = self.capacity;
        self.since = now;
    }
}

#[cfg(test)]
mod tests {
    use super::Budget;

    #[test]
    fn a_budget_refills_one_unit_per_interval_up_to_its_capacity() {
        let mut budget = Budget::full(2, 100, 0);
        assert!(budget.take(0));
        assert!(budget.take(10));
        assert!(!budget.take(50));
        assert_eq!(budget.left(109), 1, "one unit 100 ms after the first take");
        assert!(budget.take(109));
        assert!(!budget.take(150));
        assert_eq!(budget.left(10_000), 2, "never more than the capacity");
        budget.take(10_000);
        budget.refill(10_001);
        assert_eq!(budget.left(10_001), 2);
    }
}
