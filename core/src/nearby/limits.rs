//! Every limit the host and client machines hold against a hostile network, in one
//! place (`docs/protocol.md`, "Limits", lists them with the reasons). Times in ms.

/// Characters of a name a device gives in its hello (longer names are cut).
pub const MAX_NAME_CHARS: usize = 32;

/// Spectators (devices without seats) at a table at once, connected or within their
/// grace period. A join beyond it is refused with `TableFull`. Together with the seats
/// this bounds the devices a host keeps, the lobby list and the deal record.
pub const MAX_SPECTATORS: usize = 16;

/// Join-code exchanges one source (an IP address; all links count as one source) may
/// start in a burst, and the default of `HostConfig::attempts_per_connection`, so that
/// the count a guest is shown goes down also when it tries each code on a new
/// connection. An exchange that admits the device gives its unit back; one that fails
/// or is left unfinished keeps it. While a source has none left, its exchanges are
/// refused (`TryLater`) without being computed; every other source keeps joining.
pub const WRONG_CODE_BURST: u32 = 3;

/// After its burst, one more exchange per source every this many ms.
pub const WRONG_CODE_REFILL_MS: u64 = 5_000;

/// Sources the host remembers at once (their exchanges and their welcome grant). Those
/// that owe nothing are forgotten first, then the oldest, so memory stays bounded.
pub const MAX_TRACKED_SOURCES: usize = 256;

/// Digits of the join code the host shows at first (`HostConfig::code_digits`).
pub const SHORT_CODE_DIGITS: u8 = 7;

/// The join code's lengths when someone is guessing: after the short code, then this,
/// then [`LONGEST_CODE_DIGITS`].
pub const LONG_CODE_DIGITS: u8 = 12;

/// The last length: about 10¹⁶ codes, beyond what guessing at any rate the host can
/// answer finds in a night.
pub const LONGEST_CODE_DIGITS: u8 = 16;

/// Wrong codes the table takes against a code of `digits` digits (all codes of that
/// length together, whoever guesses) before it moves to the next length: 3 for the
/// 7-digit code, 200,000 for the 12-digit one (each a chance of 3 or 2 in 10⁷ for a
/// guesser), no limit for 16 digits. A code of 4–6 digits the host chose itself moves
/// on after its first wrong code. Exchanges still open with the old code when it moves
/// on are refused without being checked, so no more guesses reach it.
pub fn wrong_codes_allowed(digits: u8) -> u64 {
    match digits {
        0..=6 => 1,
        7..=11 => 3 * 10u64.pow(u32::from(digits) - 7),
        12..=15 => 2 * 10u64.pow(u32::from(digits) - 7),
        _ => u64::MAX,
    }
}

/// Bytes a connection may send before it is admitted (an exchange and a sealed hello
/// are about 200; three tries of the code fit several times). Beyond it: `Flood`.
pub const HANDSHAKE_BYTES: u64 = 4 * 1024;

/// Bytes an admitted device may send in a burst …
pub const DEVICE_BYTES_BURST: u64 = 16 * 1024;

/// … and then per second (a device pings once a second and acts a few times a minute:
/// about 100 bytes a second). Beyond it: `Flood`.
pub const DEVICE_BYTES_PER_SECOND: u64 = 2 * 1024;

/// Bytes the host may send in answer per byte a device (or a connection not admitted
/// yet) sent: hellos, snapshots, the deal record and opening again, lobby lists,
/// pongs. What the table sends everyone when it moves is no answer and not counted.
pub const ANSWER_RATIO: i64 = 10;

/// The most credit for answers a device or connection can save up.
pub const ANSWER_CREDIT_CAP: i64 = 1024 * 1024;

/// Credit each source (address) has for the first welcomes of its new devices (the
/// snapshot of a long game may be tens of KiB), shared by them …
pub const SOURCE_WELCOME_GRANT: i64 = 256 * 1024;

/// … at most this much for one device.
pub const DEVICE_WELCOME_GRANT: i64 = 64 * 1024;

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

/// A budget that refills in time (a token bucket): `capacity` at most, `per_refill`
/// more every `refill_ms`. Used for code exchanges per source and bytes per device.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    capacity: u64,
    refill_ms: u64,
    per_refill: u64,
    left: u64,
    /// When the next refill is counted from.
    since: u64,
}

impl Budget {
    /// A full budget at `now`, one unit more every `refill_ms`.
    pub(crate) fn full(capacity: u32, refill_ms: u64, now: u64) -> Budget {
        Budget::refilling(u64::from(capacity), 1, refill_ms, now)
    }

    /// A full budget at `now`, `per_refill` units more every `refill_ms`.
    pub(crate) fn refilling(capacity: u64, per_refill: u64, refill_ms: u64, now: u64) -> Budget {
        Budget {
            capacity,
            refill_ms: refill_ms.max(1),
            per_refill,
            left: capacity,
            since: now,
        }
    }

    /// A budget of `capacity` that never refills.
    pub(crate) fn once(capacity: u64, now: u64) -> Budget {
        Budget::refilling(capacity, 0, u64::MAX, now)
    }

    /// What is left at `now`.
    pub(crate) fn left(&mut self, now: u64) -> u64 {
        if self.left >= self.capacity {
            self.since = now.max(self.since);
        } else if now > self.since {
            let steps = (now - self.since) / self.refill_ms;
            let gained = steps.saturating_mul(self.per_refill);
            let room = self.capacity - self.left;
            if gained >= room {
                self.left = self.capacity;
                self.since = now;
            } else {
                self.left += gained;
                self.since += steps * self.refill_ms;
            }
        }
        self.left
    }

    /// Takes one unit if there is one.
    pub(crate) fn take(&mut self, now: u64) -> bool {
        self.take_n(1, now)
    }

    /// Takes `n` units if there are that many (else nothing).
    pub(crate) fn take_n(&mut self, n: u64, now: u64) -> bool {
        if self.left(now) < n {
            return false;
        }
        self.left -= n;
        true
    }

    /// Gives one unit back (not beyond the capacity).
    pub(crate) fn give_back(&mut self) {
        self.left = (self.left + 1).min(self.capacity);
    }

    /// Ms from `now` until one unit is there again (0: there is one).
    pub(crate) fn wait_ms(&mut self, now: u64) -> u64 {
        if self.left(now) > 0 || self.per_refill == 0 {
            return 0;
        }
        (self.since + self.refill_ms).saturating_sub(now)
    }

    /// Whether the budget is full at `now` (nothing owed).
    pub(crate) fn is_full(&mut self, now: u64) -> bool {
        self.left(now) >= self.capacity
    }
}

/// Credit for answers, in bytes: earned at [`ANSWER_RATIO`] per byte received, spent on
/// every answer sent. An answer waits while the credit is below zero (the device asks
/// again, and its asking earns it), so over time the host never sends more than the
/// ratio allows; one answer may take the credit below zero.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Credit(i64);

impl Credit {
    /// Credit of `bytes`.
    pub(crate) fn of(bytes: i64) -> Credit {
        Credit(bytes.min(ANSWER_CREDIT_CAP))
    }

    /// `received` bytes came in.
    pub(crate) fn earn(&mut self, received: usize) {
        let earned = (received as i64).saturating_mul(ANSWER_RATIO);
        self.0 = self.0.saturating_add(earned).min(ANSWER_CREDIT_CAP);
    }

    /// `sent` bytes went out in answer.
    pub(crate) fn spend(&mut self, sent: usize) {
        self.0 = self.0.saturating_sub(sent as i64);
    }

    /// Whether an answer may go out now.
    pub(crate) fn allows(self) -> bool {
        self.0 >= 0
    }

    /// The credit, in bytes.
    pub(crate) fn bytes(self) -> i64 {
        self.0
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
        let mut bytes = Budget::refilling(1000, 2, 1, 0);
        assert!(bytes.take_n(1000, 0));
        assert!(!bytes.take_n(1, 0));
        assert_eq!(bytes.left(100), 200, "two units a ms");
    }

    /// The bound of the threat model: 250 addresses guessing for an hour, each at its
    /// own budget, find the code with a chance of at most one in a million.
    #[test]
    fn guessing_from_250_addresses_for_an_hour_rarely_finds_the_code() {
        use super::*;
        let hour_ms = 3_600_000;
        let per_address = u64::from(WRONG_CODE_BURST) + hour_ms / WRONG_CODE_REFILL_MS;
        let guesses = 250 * per_address;
        assert_eq!(guesses, 180_750);
        // Each length takes its budget of wrong codes (fewer if the guesses run out),
        // each guess a chance of one in the number of codes of that length.
        let mut left = guesses as f64;
        let mut chance = 0.0;
        for digits in [SHORT_CODE_DIGITS, LONG_CODE_DIGITS, LONGEST_CODE_DIGITS] {
            let tried = left.min(wrong_codes_allowed(digits) as f64);
            chance += tried / 10f64.powi(i32::from(digits));
            left -= tried;
        }
        assert!(chance <= 1e-6, "{chance}");
    }

    #[test]
    fn credit_is_earned_tenfold_and_may_go_below_zero_once() {
        let mut credit = super::Credit::default();
        credit.earn(50);
        assert_eq!(credit.bytes(), 500);
        credit.spend(800);
        assert!(!credit.allows());
        credit.earn(30);
        assert!(credit.allows());
    }
}
