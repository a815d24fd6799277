//! The CPU time the calling thread has used. The hard bot's time limit counts it rather
//! than the wall clock: a device busy with other work then makes the bot slower to answer,
//! not weaker, and a decision's cost can be measured on a loaded machine.

use std::time::{Duration, Instant};

/// A stopwatch of the current thread's CPU time, where the platform has a per-thread
/// CPU clock (Linux, Android, Apple platforms), else of wall time. Read it on the thread
/// that started it.
#[derive(Clone, Copy, Debug)]
pub struct ThreadClock {
    start: Reading,
}

#[derive(Clone, Copy, Debug)]
enum Reading {
    Cpu(Duration),
    Wall(Instant),
}

impl ThreadClock {
    /// Starts counting now.
    pub fn start() -> ThreadClock {
        ThreadClock {
            start: match thread_cpu_time() {
                Some(cpu) => Reading::Cpu(cpu),
                None => Reading::Wall(Instant::now()),
            },
        }
    }

    /// Time used since [`ThreadClock::start`]: CPU time of this thread, or wall time
    /// where there is no per-thread clock.
    pub fn elapsed(&self) -> Duration {
        match self.start {
            Reading::Cpu(start) => thread_cpu_time().map_or(Duration::ZERO, |now| now - start),
            Reading::Wall(start) => start.elapsed(),
        }
    }

    /// Whether this counts the thread's CPU time (false: wall time).
    pub fn is_cpu_time(&self) -> bool {
        matches!(self.start, Reading::Cpu(_))
    }
}

/// The CPU time the current thread has used so far, where the platform tells.
#[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
pub fn thread_cpu_time() -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid, writable timespec; the call only writes into it.
    let result = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    (result == 0).then(|| Duration::new(now.tv_sec as u64, now.tv_nsec as u32))
}

/// The CPU time the current thread has used so far, where the platform tells.
#[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
pub fn thread_cpu_time() -> Option<Duration> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work counts, sleeping does not (where the clock is the thread's CPU time). The
    /// work runs until the clock shows it, however busy the machine is.
    #[test]
    fn counts_work_and_not_sleep() {
        let clock = ThreadClock::start();
        let mut x = 1u64;
        let wall = Instant::now();
        while clock.elapsed() < Duration::from_millis(10) {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            assert!(
                wall.elapsed() < Duration::from_secs(60),
                "the clock never moved"
            );
        }
        let after_work = clock.elapsed();
        std::thread::sleep(Duration::from_millis(50));
        let slept = clock.elapsed() - after_work;
        if clock.is_cpu_time() {
            assert!(slept < Duration::from_millis(25), "{slept:?}");
        }
    }
}
