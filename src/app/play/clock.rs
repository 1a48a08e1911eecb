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
    /// Chosen at setup: minutes for the diplomacy periods, seconds for writing orders
    /// (0 means no clock).
    Custom {
        first: u32,
        later: u32,
        writing_secs: u32,
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
            writing_secs: 240,
        },
    ];

    /// Diplomacy minutes (first, later) and writing seconds.
    pub(crate) fn parts(self) -> (u32, u32, u32) {
        match self {
            Timing::Tournament => (30, 15, 300),
            Timing::Club => (20, 10, 300),
            Timing::Casual => (0, 0, 0),
            Timing::Custom {
                first,
                later,
                writing_secs,
            } => (first, later, writing_secs),
        }
    }

    /// The diplomacy period before a movement phase (`first`: before the first move).
    pub fn diplomacy_secs(self, first: bool) -> Option<f64> {
        let (f, l, _) = self.parts();
        let m = if first { f } else { l };
        (m > 0).then_some(m as f64 * 60.0)
    }

    /// The time each player has to write orders.
    pub fn writing_secs(self) -> Option<f64> {
        let w = self.parts().2;
        (w > 0).then_some(w as f64)
    }

    /// What the game's setup keeps: minutes (first, later, writing rounded down) and,
    /// when writing is not whole minutes, the writing seconds.
    pub fn to_setup(self) -> ([u32; 3], Option<u32>) {
        let (f, l, w) = self.parts();
        ([f, l, w / 60], (!w.is_multiple_of(60)).then_some(w))
    }

    /// The minutes kept in the game's setup.
    pub fn to_minutes(self) -> [u32; 3] {
        self.to_setup().0
    }

    /// The timing a setup keeps: the preset its minutes match, or a custom timing.
    pub fn from_setup(minutes: [u32; 3], writing_secs: Option<u32>) -> Timing {
        if writing_secs.is_none()
            && let Some(t) = Timing::PRESETS
                .into_iter()
                .take(3)
                .find(|t| t.to_minutes() == minutes)
        {
            return t;
        }
        Timing::Custom {
            first: minutes[0],
            later: minutes[1],
            writing_secs: writing_secs.unwrap_or(minutes[2] * 60),
        }
    }

    /// The preset these minutes match, or a custom timing.
    pub fn from_minutes(m: [u32; 3]) -> Timing {
        Timing::from_setup(m, None)
    }

    /// A short description for menus ("no clock" where a clock is 0).
    pub fn describe(self) -> String {
        let (f, l, w) = self.parts();
        match self {
            Timing::Casual => "Casual — no clocks".into(),
            Timing::Tournament => {
                format!("Tournament — {f} min first, {l} min after, 5 min to write")
            }
            Timing::Club => format!("Club — {f} min first, {l} min after, 5 min to write"),
            Timing::Custom { .. } => format!(
                "Custom — {} first, {} after, {} to write",
                minutes_or_none(f),
                minutes_or_none(l),
                writing_words(w)
            ),
        }
    }
}

fn minutes_or_none(m: u32) -> String {
    match m {
        0 => "no clock".into(),
        m => format!("{m} min"),
    }
}

/// "4:30", "5 min" or "no clock" for a writing time in seconds.
pub fn writing_words(secs: u32) -> String {
    match (secs / 60, secs % 60) {
        (0, 0) => "no clock".into(),
        (m, 0) => format!("{m} min"),
        (m, s) => format!("{m}:{s:02}"),
    }
}

/// A countdown that can be paused, extended, and rings once at zero. It counts the
/// seconds it is given, in double precision: the table gives it the wall clock's time
/// between frames, so slow or stalled frames take nothing from the players.
#[derive(Debug, Clone, PartialEq)]
pub struct Clock {
    /// Seconds left; `None` when there is no clock.
    pub left: Option<f64>,
    pub running: bool,
    /// Seconds since the clock reached zero.
    alarm: Option<f64>,
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
    pub fn counting(secs: Option<f64>) -> Clock {
        Clock {
            left: secs,
            running: secs.is_some(),
            alarm: None,
        }
    }

    /// Runs the clock; returns true at the moment it reaches zero.
    pub fn tick(&mut self, secs: f64) -> bool {
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
    pub fn alarm_for(&self) -> f64 {
        self.alarm.unwrap_or(0.0)
    }

    /// Whether the clock has reached zero.
    pub fn ringing(&self) -> bool {
        self.alarm.is_some()
    }

    /// Whether a clock is set and paused (not at zero).
    pub fn paused(&self) -> bool {
        self.left.is_some() && !self.running && self.alarm.is_none()
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
        self.left.map_or("—".into(), Clock::minutes_seconds)
    }

    /// Seconds as "9:40" (rounded up), hours as "1:02:05".
    pub fn minutes_seconds(secs: f64) -> String {
        let s = secs.max(0.0).ceil() as u64;
        match s / 3600 {
            0 => format!("{}:{:02}", s / 60, s % 60),
            h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
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
    fn custom_timing_keeps_seconds_for_writing_and_reads_zero_as_no_clock() {
        let t = Timing::Custom {
            first: 0,
            later: 12,
            writing_secs: 90,
        };
        assert_eq!(t.diplomacy_secs(true), None);
        assert_eq!(t.writing_secs(), Some(90.0));
        assert_eq!(
            t.describe(),
            "Custom — no clock first, 12 min after, 1:30 to write"
        );
        let (minutes, secs) = t.to_setup();
        assert_eq!(Timing::from_setup(minutes, secs), t, "kept in a save");
        assert_eq!(Timing::from_setup([30, 15, 5], None), Timing::Tournament);
        assert_eq!(
            Timing::from_setup([20, 10, 4], None),
            Timing::Custom {
                first: 20,
                later: 10,
                writing_secs: 240
            }
        );
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
