//! Work in the browser's one thread: done in full the first time the table asks whether
//! it is done, one piece of work per frame (so a table of computers thinks over several
//! frames, and the frame that shows "thinking" is drawn first).

use super::super::Instant;
use std::cell::Cell;
use std::sync::Mutex;
use std::time::Duration;

/// The work itself (in a mutex only so the table's resource may be shared, as Bevy asks).
type Waiting<T> = Mutex<Option<Box<dyn FnOnce() -> T + Send>>>;

/// Work done less than this long ago belongs to this frame: other work waits.
const SAME_FRAME: Duration = Duration::from_millis(4);

thread_local! {
    /// When the last piece of work ended.
    static LAST_DONE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Work waiting for a frame, or its result.
pub struct Work<T> {
    waiting: Waiting<T>,
    done: Option<T>,
}

impl<T: Send + 'static> Work<T> {
    /// Keeps the work for a later frame (the name is for the desktop's thread).
    pub fn start(_name: &str, work: impl FnOnce() -> T + Send + 'static) -> Option<Work<T>> {
        Some(Work {
            waiting: Mutex::new(Some(Box::new(work))),
            done: None,
        })
    }

    /// Does the work now if it is waiting and no other work was done this frame.
    pub fn is_finished(&mut self) -> bool {
        let busy = LAST_DONE.get().is_some_and(|t| t.elapsed() < SAME_FRAME);
        let waiting = self.waiting.get_mut().map(|w| w.is_some()).unwrap_or(false);
        if waiting && busy {
            return false;
        }
        self.run();
        true
    }

    /// The work's result (done now if it was still waiting).
    pub fn join(mut self) -> Option<T> {
        self.run();
        self.done
    }

    fn run(&mut self) {
        if let Some(work) = self.waiting.get_mut().ok().and_then(Option::take) {
            self.done = Some(work());
            LAST_DONE.set(Some(Instant::now()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_started_together_is_done_one_piece_a_frame_and_each_gives_its_result() {
        let mut first = Work::start("a", || 1).expect("kept");
        let mut second = Work::start("b", || 2).expect("kept");
        // The first frame after: one piece of work is done, the other waits.
        assert!(first.is_finished());
        assert!(!second.is_finished(), "two pieces of work in one frame");
        // A later frame.
        std::thread::sleep(SAME_FRAME * 2);
        assert!(second.is_finished());
        assert_eq!((first.join(), second.join()), (Some(1), Some(2)));
    }

    #[test]
    fn work_joined_before_it_was_asked_about_is_done_then() {
        let work = Work::start("c", || "orders").expect("kept");
        assert_eq!(work.join(), Some("orders"));
    }
}
