//! Request rates: an address that keeps guessing codes is turned away for a while, and a
//! code's phone gets a generous steady rate (a tap is one or two requests).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Wrong codes an address may try in a minute.
const WRONG_PER_MINUTE: u32 = 20;
/// Requests a code may burst, and how many a second it earns back.
const BURST: f64 = 120.0;
const PER_SECOND: f64 = 40.0;

/// The server's memory of who asked what, and how often.
#[derive(Debug, Default)]
pub struct Limits {
    wrong: HashMap<IpAddr, (Instant, u32)>,
    buckets: HashMap<String, (Instant, f64)>,
}

impl Limits {
    /// Whether a request from `ip` with `code` may go on (`known`: the code is valid);
    /// else how many seconds to wait.
    pub fn admit(&mut self, ip: IpAddr, code: &str, known: bool) -> Result<(), u64> {
        self.admit_at(Instant::now(), ip, code, known)
    }

    fn admit_at(&mut self, now: Instant, ip: IpAddr, code: &str, known: bool) -> Result<(), u64> {
        let minute = Duration::from_secs(60);
        let (since, count) = self.wrong.entry(ip).or_insert((now, 0));
        if now.duration_since(*since) > minute {
            *since = now;
            *count = 0;
        }
        // A right code is never turned away for the wrong ones before it: 80 random bits
        // are not found by guessing, and a player who mistyped must still get in.
        if !known {
            if *count >= WRONG_PER_MINUTE {
                return Err((minute - now.duration_since(*since)).as_secs().max(1));
            }
            *count += 1;
            return Ok(());
        }
        let (last, tokens) = self.buckets.entry(code.to_string()).or_insert((now, BURST));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * PER_SECOND).min(BURST);
        *last = now;
        if *tokens < 1.0 {
            return Err(1);
        }
        *tokens -= 1.0;
        Ok(())
    }
}

/// A lock that a panicked holder does not poison for everyone else.
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_guessing_codes_is_turned_away_but_its_right_code_still_gets_in() {
        let mut limits = Limits::default();
        let ip: IpAddr = "192.168.1.9".parse().unwrap();
        let t = Instant::now();
        for _ in 0..WRONG_PER_MINUTE {
            assert_eq!(limits.admit_at(t, ip, "WRONG", false), Ok(()));
        }
        assert!(limits.admit_at(t, ip, "WRONG2", false).is_err());
        // The player who mistyped twenty times types it right.
        assert_eq!(limits.admit_at(t, ip, "RIGHT", true), Ok(()));
        assert!(limits.admit_at(t, ip, "WRONG3", false).is_err());
        let other: IpAddr = "192.168.1.10".parse().unwrap();
        assert_eq!(limits.admit_at(t, other, "WRONG", false), Ok(()));
        assert_eq!(
            limits.admit_at(t + Duration::from_secs(61), ip, "WRONG", false),
            Ok(())
        );
    }

    #[test]
    fn a_code_may_burst_then_earns_requests_back() {
        let mut limits = Limits::default();
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        let t = Instant::now();
        for _ in 0..BURST as usize {
            assert_eq!(limits.admit_at(t, ip, "C", true), Ok(()));
        }
        assert_eq!(limits.admit_at(t, ip, "C", true), Err(1));
        assert_eq!(
            limits.admit_at(t + Duration::from_millis(100), ip, "C", true),
            Ok(())
        );
    }
}
