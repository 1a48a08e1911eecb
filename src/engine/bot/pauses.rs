//! A computer's think in steps: the searching levels pause between the order sets they
//! judge when the caller says the time is up, so a browser (one thread) can draw a frame
//! and go on thinking in the next. On the desktop nothing pauses: the think runs straight
//! through on its own thread, as fast as before.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

/// When a think should pause: asked between the order sets it judges.
#[derive(Clone, Copy)]
pub struct Pauses(fn() -> bool);

/// Never pausing: a think that runs to its end at once.
fn never() -> bool {
    false
}

impl Pauses {
    /// A think that never pauses (the desktop's, tests').
    pub const NEVER: Pauses = Pauses(never);

    /// A think that pauses whenever `due` says its time is up.
    pub fn when(due: fn() -> bool) -> Pauses {
        Pauses(due)
    }

    /// Pauses here if the time is up (the think goes on when it is next polled).
    pub(super) async fn breathe(self) {
        if (self.0)() {
            Breath { taken: false }.await;
        }
    }
}

/// One pause: not ready the first time it is polled.
struct Breath {
    taken: bool,
}

impl Future for Breath {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        if self.taken {
            return Poll::Ready(());
        }
        self.taken = true;
        cx.waker().wake_by_ref();
        Poll::Pending
    }
}

/// Runs a think to its end here and now (polling it through any pauses).
pub fn think_through<F: Future>(think: F) -> F::Output {
    crate::platform::work::run_through(think)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::pin::pin;
    use std::task::Waker;

    fn always() -> bool {
        true
    }

    async fn three_steps(pauses: Pauses) -> u32 {
        let mut done = 0;
        for _ in 0..3 {
            pauses.breathe().await;
            done += 1;
        }
        done
    }

    /// How many polls a think takes to finish.
    fn polls(pauses: Pauses) -> (u32, u32) {
        let mut think = pin!(three_steps(pauses));
        let mut cx = Context::from_waker(Waker::noop());
        for n in 1..100 {
            if let Poll::Ready(v) = think.as_mut().poll(&mut cx) {
                return (n, v);
            }
        }
        panic!("the think never ended");
    }

    #[test]
    fn a_think_pauses_only_when_its_time_is_up_and_gives_the_same_result() {
        assert_eq!(polls(Pauses::NEVER), (1, 3), "the desktop's think pauses");
        assert_eq!(polls(Pauses::when(always)), (4, 3));
        assert_eq!(think_through(three_steps(Pauses::when(always))), 3);
    }
}
