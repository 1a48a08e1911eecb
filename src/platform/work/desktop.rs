//! Work on a named thread of its own.

use std::thread::JoinHandle;

/// Work started on its own thread.
pub struct Work<T>(JoinHandle<T>);

impl<T: Send + 'static> Work<T> {
    /// Starts the work on a thread with this name (`None` when no thread can be had).
    pub fn start(name: &str, work: impl FnOnce() -> T + Send + 'static) -> Option<Work<T>> {
        let thread = std::thread::Builder::new().name(name.into());
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
    fn work_runs_on_its_named_thread_and_gives_its_result() {
        let mut work = Work::start("computer", || {
            std::thread::current().name().map(String::from)
        })
        .expect("a thread");
        while !work.is_finished() {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(work.join(), Some(Some("computer".to_string())));
    }

    #[test]
    fn work_that_panics_gives_nothing() {
        let work =
            Work::start("computer", || -> u8 { panic!("a computer failed") }).expect("a thread");
        assert_eq!(work.join(), None);
    }
}
