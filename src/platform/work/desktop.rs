//! Work on a named thread of its own, run straight through (never told to pause).

use std::future::Future;
use std::thread::JoinHandle;

/// Work started on its own thread.
pub struct Work<T>(JoinHandle<T>);

impl<T: Send + 'static> Work<T> {
    /// Starts on a thread with this name the work `make` gives when told when to pause
    /// (here: never); `None` when no thread can be had.
    pub fn start<F: Future<Output = T> + Send + 'static>(
        name: &str,
        make: impl FnOnce(fn() -> bool) -> F + Send + 'static,
    ) -> Option<Work<T>> {
        let thread = std::thread::Builder::new().name(name.into());
        let work = move || super::run_through(make(super::never));
        thread.spawn(work).ok().map(Work)
    }

    /// Whether the work is done.
    pub fn is_finished(&mut self) -> bool {
        self.0.is_finished()
    }

    /// The work's result (waits for it); `None` when it panicked.
    pub fn join(self) -> Option<T> {
        self.0.join().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_runs_on_its_named_thread_straight_through_and_gives_its_result() {
        let mut work = Work::start("computer", |due| async move {
            (std::thread::current().name().map(String::from), due())
        })
        .expect("a thread");
        while !work.is_finished() {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(work.join(), Some((Some("computer".to_string()), false)));
    }

    #[test]
    fn work_that_panics_gives_nothing() {
        let failing = |_| async { u8::try_from(300u32).expect("a computer failed") };
        let work = Work::start("computer", failing).expect("a thread");
        assert_eq!(work.join(), None);
    }
}
