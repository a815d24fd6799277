//! The one tokio runtime of the library, for bot thinking and nearby play (sockets,
//! timers, the drivers of `spieleabend_nearby`).
//!
//! Built on first use, multi-threaded with two workers (phones have more cores, but bot
//! searches are budgeted by time and the UI needs the rest). Blocking, CPU-bound work
//! goes to `spawn_blocking`, so workers stay free for timers and sockets.
//!
//! Exported async functions hand their work to this runtime and await the
//! `JoinHandle`. They do not use `#[uniffi::export(async_runtime = "tokio")]`: that
//! wraps the future in `async_compat::Compat`, which, polled from a Kotlin or Swift
//! thread (never inside a tokio context), enters a second, lazily created
//! current-thread runtime of async-compat's own. Awaiting a `JoinHandle` needs no
//! runtime context, so spawning here keeps every timer and socket on this one runtime.
//! Use `async_runtime = "tokio"` only if an exported future must itself poll tokio
//! resources, and prefer moving that work into a task spawned here.

use std::future::Future;
use std::sync::OnceLock;

use tokio::runtime::{Builder, Runtime};

/// Worker threads of the runtime.
const WORKERS: usize = 2;

/// The library's runtime, created on first use.
pub(crate) fn runtime() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        Builder::new_multi_thread()
            .worker_threads(WORKERS)
            .max_blocking_threads(WORKERS)
            .thread_name("spieleabend-rt")
            .enable_all()
            .build()
            .expect("cannot start the tokio runtime")
    })
}

/// Runs the blocking closure `work` on the runtime's blocking pool and awaits it from
/// any executor (UniFFI's foreign-driven one included). A panic in `work` is resumed
/// here, so UniFFI reports it to the caller as an internal error, like a sync panic.
pub(crate) async fn run_blocking<T, F>(work: F) -> T
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    join(runtime().spawn_blocking(work)).await
}

/// Runs the future `work` as a task on the runtime and awaits its output.
pub(crate) async fn run_task<T, F>(work: F) -> T
where
    T: Send + 'static,
    F: Future<Output = T> + Send + 'static,
{
    join(runtime().spawn(work)).await
}

async fn join<T>(handle: tokio::task::JoinHandle<T>) -> T {
    match handle.await {
        Ok(value) => value,
        Err(error) if error.is_panic() => std::panic::resume_unwind(error.into_panic()),
        // Tasks are cancelled only when the runtime shuts down, which a static never does.
        Err(error) => panic!("runtime task cancelled: {error}"),
    }
}

/// Drives a future on the test thread, outside any tokio context, as UniFFI does.
#[cfg(test)]
pub(crate) fn pollster<T>(future: impl Future<Output = T>) -> T {
    use std::sync::Arc;
    use std::task::{Context, Poll, Wake, Waker};
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut context = Context::from_waker(&waker);
    let mut future = std::pin::pin!(future);
    loop {
        match future.as_mut().poll(&mut context) {
            Poll::Ready(value) => return value,
            Poll::Pending => std::thread::park(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocking_work_runs_on_a_runtime_thread() {
        let name = pollster(run_blocking(|| {
            std::thread::current().name().map(str::to_string)
        }));
        assert_eq!(name.as_deref(), Some("spieleabend-rt"));
    }

    #[test]
    fn tasks_have_timers() {
        let slept = pollster(run_task(async {
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            true
        }));
        assert!(slept);
    }

    #[test]
    fn a_panicking_task_panics_the_awaiting_caller() {
        let caught = std::panic::catch_unwind(|| pollster(run_blocking(|| panic!("boom"))));
        assert!(caught.is_err());
    }
}
