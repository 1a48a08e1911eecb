//! The diplomacy clock and the order-writing clock, and the timing presets.

use serde::{Deserialize, Serialize};

/// How long the diplomacy periods and order writing last.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Timing {
    /// 30 minutes before the first move, 15 after, 5 minutes to write orders.
    Tournament,
    /// 20 minutes before the first move, 10 after, 5 to write.
    Club,
    /// No clocks: the table decides when to stop talking.
    Casual,
    /// Minutes chosen at setup (0 means no clock).
    Custom {
        first: u32,
        later: u32,
        writing: u32,
    },
}

impl Timing {
    /// Every preset, for the setup screen.
    pub const PRESETS: [Timing; 4] = [
        Timing::Tournament,
        Timing::Club,
        Timing::Casual,
        Timing::Custom {
            first: 20,
            later: 10,
            writing: 4,
        },
    ];

    fn minutes(self) -> (u32, u32, u32) {
        match self {
            Timing::Tournament => (30, 15, 5),
            Timing::Club => (20, 10, 5),
            Timing::Casual => (0, 0, 0),
            Timing::Custom {
                first,
                later,
                writing,
            } => (first, later, writing),
        }
    }

    fn secs(m: u32) -> Option<f32> {
        (m > 0).then_some(m as f32 * 60.0)
    }

    /// The diplomacy period before a movement phase (`first`: before the first move).
    pub fn diplomacy_secs(self, first: bool) -> Option<f32> {
        let (f, l, _) = self.minutes();
        Self::secs(if first { f } else { l })
    }

    /// The time each player has to write orders.
    pub fn writing_secs(self) -> Option<f32> {
        Self::secs(self.minutes().2)
    }

    /// The minutes kept in the game's setup.
    pub fn to_minutes(self) -> [u32; 3] {
        let (f, l, w) = self.minutes();
        [f, l, w]
    }

    /// The preset these minutes match, or a custom timing.
    pub fn from_minutes(m: [u32; 3]) -> Timing {
        Timing::PRESETS
            .into_iter()
            .find(|t| t.to_minutes() == m)
            .unwrap_or(Timing::Custom {
                first: m[0],
                later: m[1],
                writing: m[2],
            })
    }

    /// A short description for menus.
    pub fn describe(self) -> String {
        let (f, l, w) = self.minutes();
        match self {
            Timing::Casual => "Casual — no clocks".into(),
            Timing::Tournament => {
                format!("Tournament — {f} min first, {l} min after, {w} min to write")
            }
            Timing::Club => format!("Club — {f} min first, {l} min after, {w} min to write"),
            Timing::Custom { .. } => format!("Custom — {f} / {l} / {w} min"),
        }
    }
}

/// A countdown that can be paused, extended, and rings once at zero.
#[derive(Debug, Clone, PartialEq)]
pub struct Clock {
    /// Seconds left; `None` when there is no clock.
    pub left: Option<f32>,
    pub running: bool,
    /// Seconds since the clock reached zero.
    alarm: Option<f32>,
}

impl Clock {
    /// No clock running.
    pub fn stopped() -> Clock {
        Clock {
            left: None,
            running: false,
            alarm: None,
        }
    }

    /// A clock counting down from `secs` (or no clock).
    pub fn counting(secs: Option<f32>) -> Clock {
        Clock {
            left: secs,
            running: secs.is_some(),
            alarm: None,
        }
    }

    /// Runs the clock; returns true at the moment it reaches zero.
    pub fn tick(&mut self, secs: f32) -> bool {
        if let Some(a) = &mut self.alarm {
            *a += secs;
            return false;
        }
        let Some(left) = &mut self.left else {
            return false;
        };
        if !self.running {
            return false;
        }
        *left = (*left - secs).max(0.0);
        if *left <= 0.0 {
            self.running = false;
            self.alarm = Some(0.0);
            return true;
        }
        false
    }

    /// How long the alarm has been showing (0 when it is not).
    pub fn alarm_for(&self) -> f32 {
        self.alarm.unwrap_or(0.0)
    }

    /// Whether the clock has reached zero.
    pub fn ringing(&self) -> bool {
        self.alarm.is_some()
    }

    /// Pause or resume.
    pub fn toggle(&mut self) {
        if self.left.is_some() && self.alarm.is_none() {
            self.running = !self.running;
        }
    }

    /// One more minute (also restarts a clock that has no time set).
    pub fn add_minute(&mut self) {
        if self.alarm.is_some() {
            return;
        }
        self.left = Some(self.left.unwrap_or(0.0) + 60.0);
        if !self.running && self.left == Some(60.0) {
            self.running = true;
        }
    }

    /// "12:05", or "—" without a clock.
    pub fn display(&self) -> String {
        match self.left {
            Some(s) => {
                let s = s.ceil() as u32;
                format!("{}:{:02}", s / 60, s % 60)
            }
            None => "—".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_timing_is_thirty_then_fifteen_minutes() {
        assert_eq!(Timing::Tournament.diplomacy_secs(true), Some(1800.0));
        assert_eq!(Timing::Tournament.diplomacy_secs(false), Some(900.0));
        assert_eq!(Timing::Tournament.writing_secs(), Some(300.0));
        assert_eq!(Timing::Casual.diplomacy_secs(true), None);
    }

    #[test]
    fn a_paused_clock_keeps_its_time_and_rings_once_at_zero() {
        let mut c = Clock::counting(Some(61.0));
        assert!(!c.tick(1.0));
        assert_eq!(c.display(), "1:00");
        c.toggle();
        assert!(!c.tick(500.0));
        assert_eq!(c.display(), "1:00");
        c.toggle();
        c.add_minute();
        assert_eq!(c.display(), "2:00");
        assert!(c.tick(120.0));
        assert!(!c.tick(1.0));
        assert!(c.ringing());
        assert_eq!(c.alarm_for(), 1.0);
    }
}
