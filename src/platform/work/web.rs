//! Work in the browser's one thread: each frame, the first piece of work asked about is
//! polled for a slice of time (as long as the rest of the last frame took, 8 to 120 ms), and
//! pauses when its slice is up; the frame is then drawn and the work goes on in the next.
//! Work waiting behind it goes on when it is done, one piece of work at a time.

use super::super::Instant;
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::sync::Mutex;
use std::task::{Context, Poll, Waker};
use std::time::Duration;

/// The work itself (in a mutex only so the table's resource may be shared, as Bevy asks).
type Waiting<T> = Mutex<Option<Pin<Box<dyn Future<Output = T> + Send>>>>;

/// Work polled less than this long ago belongs to this frame: other work waits.
const SAME_FRAME: Duration = Duration::from_millis(2);
/// The shortest and longest slice of a frame given to work.
const SHORTEST: Duration = Duration::from_millis(8);
const LONGEST: Duration = Duration::from_millis(120);

thread_local! {
    /// When the last slice of work ended.
    static LAST_DONE: Cell<Option<Instant>> = const { Cell::new(None) };
    /// When the slice of work running now is up.
    static SLICE_UP: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Whether the slice of work running now is up (the work then pauses).
fn slice_up() -> bool {
    SLICE_UP.get().is_some_and(|up| Instant::now() >= up)
}

/// Work waiting for its slices of frames, or its result.
pub struct Work<T> {
    waiting: Waiting<T>,
    done: Option<T>,
}

impl<T: Send + 'static> Work<T> {
    /// Keeps the work `make` gives (told to pause when its slice is up) for the frames to
    /// come (the name is for the desktop's thread).
    pub fn start<F: Future<Output = T> + Send + 'static>(
        _name: &str,
        make: impl FnOnce(fn() -> bool) -> F + Send + 'static,
    ) -> Option<Work<T>> {
        Some(Work {
            waiting: Mutex::new(Some(Box::pin(make(slice_up)))),
            done: None,
        })
    }

    /// Works a slice of this frame if no other work did, and says whether it is done.
    pub fn is_finished(&mut self) -> bool {
        if self.done.is_some() {
            return true;
        }
        let since = LAST_DONE.get().map(|t| t.elapsed());
        if since.is_some_and(|s| s < SAME_FRAME) {
            return false;
        }
        let slice = since.unwrap_or(SHORTEST).clamp(SHORTEST, LONGEST);
        SLICE_UP.set(Some(Instant::now() + slice));
        self.poll();
        SLICE_UP.set(None);
        LAST_DONE.set(Some(Instant::now()));
        self.done.is_some()
    }

    /// The work's result (the rest of it done now, without pauses, if it was not done).
    pub fn join(mut self) -> Option<T> {
        while self.done.is_none() && self.poll() {}
        self.done
    }

    /// Polls the work once; false when there is none left to poll.
    fn poll(&mut self) -> bool {
        let Ok(slot) = self.waiting.get_mut() else {
            return false;
        };
        let Some(work) = slot.as_mut() else {
            return false;
        };
        let mut cx = Context::from_waker(Waker::noop());
        if let Poll::Ready(done) = work.as_mut().poll(&mut cx) {
            self.done = Some(done);
            *slot = None;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::task::Poll;

    /// Work that gives how many times it paused.
    type Steps = Pin<Box<dyn Future<Output = u32> + Send>>;

    /// Work of `steps` steps of a millisecond each, pausing when its time is up.
    fn steps(steps: u32) -> impl FnOnce(fn() -> bool) -> Steps {
        move |due| {
            let mut done = 0;
            let mut pauses = 0;
            Box::pin(std::future::poll_fn(move |_| {
                while done < steps {
                    std::thread::sleep(Duration::from_millis(1));
                    done += 1;
                    if due() && done < steps {
                        pauses += 1;
                        return Poll::Pending;
                    }
                }
                Poll::Ready(pauses)
            }))
        }
    }

    #[test]
    fn work_is_done_a_slice_a_frame_one_piece_at_a_time_and_each_gives_its_result() {
        let mut first = Work::start("a", steps(30)).expect("kept");
        let mut second = Work::start("b", steps(3)).expect("kept");
        // The first frame: a slice of the first work; the second waits.
        let began = Instant::now();
        assert!(!first.is_finished(), "30 ms of work done in one 8 ms slice");
        assert!(
            began.elapsed() < Duration::from_millis(25),
            "the frame was held"
        );
        assert!(!second.is_finished(), "two pieces of work in one frame");
        let mut frames = 1;
        while !first.is_finished() {
            // The rest of a frame.
            std::thread::sleep(SAME_FRAME * 2);
            frames += 1;
        }
        assert!(frames >= 2, "the work was not split over frames");
        std::thread::sleep(SAME_FRAME * 2);
        assert!(second.is_finished());
        let paused = first.join().expect("a result");
        assert!(paused >= 1);
        assert_eq!(second.join(), Some(0));
    }

    #[test]
    fn work_joined_before_it_was_done_is_done_then() {
        let work = Work::start("c", steps(20)).expect("kept");
        assert_eq!(work.join(), Some(0));
    }
}
