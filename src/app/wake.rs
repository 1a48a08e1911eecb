//! Asks the sleeping window to wake within a while: what a system needs to do later (the
//! settings written after their half-second pause, egui's delayed repaint for a tooltip)
//! without drawing every frame meanwhile. The pacing reads and clears it each frame.

use bevy::prelude::*;
use std::time::Duration;

/// The soonest any system asked this frame to be looked at again.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct WakeWithin(pub Option<Duration>);

impl WakeWithin {
    /// Asks for a frame within `wait` (the soonest ask of the frame wins).
    pub fn ask(&mut self, wait: Duration) {
        self.0 = Some(self.0.map_or(wait, |w| w.min(wait)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_soonest_ask_of_a_frame_wins() {
        let mut wake = WakeWithin::default();
        wake.ask(Duration::from_secs(3));
        wake.ask(Duration::from_millis(400));
        wake.ask(Duration::from_secs(1));
        assert_eq!(wake.0, Some(Duration::from_millis(400)));
    }
}
