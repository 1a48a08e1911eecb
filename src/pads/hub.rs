//! Where the server's threads and the game meet: the join codes, the calls waiting for
//! the game to answer, the board sent to every phone, and each power's version, which
//! grows with every change its phone should see (the push channel waits on it): a change
//! at the table counts for every power, an act on a power's orders for that power alone.
//! Versions start from the wall clock's milliseconds (the hub's epoch), so a server started
//! again after the laptop restarts never counts below what an open page remembers.

use super::codes::JoinCodes;
use super::desk::PadAct;
use super::view::PadState;
use crate::engine::ids::PowerId;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, SyncSender, channel};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The highest version any hub in this process has handed out: a new hub starts above it
/// even when the clock has not moved on.
static HIGHEST: AtomicU64 = AtomicU64::new(0);

/// What a phone asks the game.
#[derive(Debug, Clone, PartialEq)]
pub enum Ask {
    /// Its power's state now.
    State,
    /// An act on its orders, then the state.
    Act(PadAct),
}

/// A phone's question on its way to the game, with where the answer goes.
#[derive(Debug)]
pub struct PadCall {
    pub power: PowerId,
    pub ask: Ask,
    /// The state after the call, or why the act was refused.
    pub reply: SyncSender<Result<PadState, String>>,
}

/// Shared between the server's threads and the game.
pub struct Hub {
    codes: Mutex<JoinCodes>,
    calls_in: Sender<PadCall>,
    calls_out: Mutex<Receiver<PadCall>>,
    /// Where versions started (milliseconds since 1970 when the hub was made).
    epoch: u64,
    /// Changes at the table, each power's own changes, and changes of the codes.
    versions: Mutex<Versions>,
    changed: Condvar,
    /// The board's shapes as JSON, the same for every phone.
    board_json: Mutex<String>,
    /// Called when a call arrives, to wake a sleeping window.
    waker: Mutex<Option<Box<dyn Fn() + Send>>>,
}

impl Hub {
    /// A hub for a board of `powers` powers, with no codes issued yet.
    pub fn new(powers: usize, board_json: String) -> Hub {
        let (tx, rx) = channel();
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let epoch = now.max(HIGHEST.load(Ordering::SeqCst) + 1);
        HIGHEST.fetch_max(epoch, Ordering::SeqCst);
        Hub {
            codes: Mutex::new(JoinCodes::new(powers)),
            calls_in: tx,
            calls_out: Mutex::new(rx),
            epoch,
            versions: Mutex::new(Versions {
                table: epoch,
                own: vec![0; powers],
                codes: 0,
            }),
            changed: Condvar::new(),
            board_json: Mutex::new(board_json),
            waker: Mutex::new(None),
        }
    }

    /// The join codes (issue, revoke, look up). A change made through the guard wakes the
    /// event streams, so those opened with a code taken back end at once.
    pub fn codes(&self) -> CodesGuard<'_> {
        CodesGuard {
            hub: self,
            codes: lock(&self.codes),
            changed: false,
        }
    }

    /// Where this hub's versions started: a page seeing another epoch knows the server
    /// started again.
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// The board's shapes as JSON.
    pub fn board_json(&self) -> String {
        lock(&self.board_json).clone()
    }

    /// Sets what wakes the game when a call arrives (the window's event loop).
    pub fn set_waker(&self, wake: Box<dyn Fn() + Send>) {
        *lock(&self.waker) = Some(wake);
    }

    /// Sends a call to the game and waits for its answer (at most `wait`).
    pub fn ask(&self, power: PowerId, ask: Ask, wait: Duration) -> Result<PadState, CallError> {
        let (reply, answer) = std::sync::mpsc::sync_channel(1);
        let call = PadCall { power, ask, reply };
        self.calls_in.send(call).map_err(|_| CallError::Closed)?;
        if let Some(wake) = lock(&self.waker).as_ref() {
            wake();
        }
        match answer.recv_timeout(wait) {
            Ok(Ok(state)) => Ok(state),
            Ok(Err(why)) => Err(CallError::Refused(why)),
            Err(_) => Err(CallError::NoAnswer),
        }
    }

    /// The calls waiting for the game, oldest first (the game answers each).
    pub fn take_calls(&self) -> Vec<PadCall> {
        lock(&self.calls_out).try_iter().collect()
    }

    /// Waits up to `wait` for a call (a windowless table's loop).
    pub fn next_call(&self, wait: Duration) -> Option<PadCall> {
        lock(&self.calls_out).recv_timeout(wait).ok()
    }

    /// `power`'s version now.
    pub fn version(&self, power: PowerId) -> u64 {
        lock(&self.versions).of(power)
    }

    /// Something every phone should see changed (the table): every version grows and
    /// pushes go out.
    pub fn bump(&self) {
        let mut v = lock(&self.versions);
        v.table += 1;
        HIGHEST.fetch_max(v.table + v.own.iter().max().unwrap_or(&0), Ordering::SeqCst);
        drop(v);
        self.changed.notify_all();
    }

    /// Something only `power`'s phone should see changed (its own orders).
    pub fn bump_power(&self, power: PowerId) {
        let mut v = lock(&self.versions);
        if let Some(own) = v.own.get_mut(power.0 as usize) {
            *own += 1;
        }
        HIGHEST.fetch_max(v.of(power), Ordering::SeqCst);
        drop(v);
        self.changed.notify_all();
    }

    /// Waits until `power`'s version differs from `seen` (or `wait` passes); returns it.
    pub fn wait_change(&self, power: PowerId, seen: u64, wait: Duration) -> u64 {
        let guard = lock(&self.versions);
        let (guard, _) = self
            .changed
            .wait_timeout_while(guard, wait, |v| v.of(power) == seen)
            .unwrap_or_else(|e| e.into_inner());
        guard.of(power)
    }

    /// `power`'s version and the codes' count of changes now (see [`Hub::wait_news`]).
    pub fn news(&self, power: PowerId) -> (u64, u64) {
        let v = lock(&self.versions);
        (v.of(power), v.codes)
    }

    /// Waits until `power`'s version or the codes' count of changes differs from `seen`
    /// (or `wait` passes); returns both as they then are.
    pub fn wait_news(&self, power: PowerId, seen: (u64, u64), wait: Duration) -> (u64, u64) {
        let guard = lock(&self.versions);
        let (guard, _) = self
            .changed
            .wait_timeout_while(guard, wait, |v| (v.of(power), v.codes) == seen)
            .unwrap_or_else(|e| e.into_inner());
        (guard.of(power), guard.codes)
    }

    /// The codes changed: every stream wakes to check its own.
    fn codes_changed(&self) {
        lock(&self.versions).codes += 1;
        self.changed.notify_all();
    }
}

/// The join codes, held: changing them through it wakes every event stream when let go.
pub struct CodesGuard<'a> {
    hub: &'a Hub,
    codes: MutexGuard<'a, JoinCodes>,
    changed: bool,
}

impl Deref for CodesGuard<'_> {
    type Target = JoinCodes;
    fn deref(&self) -> &JoinCodes {
        &self.codes
    }
}

impl DerefMut for CodesGuard<'_> {
    fn deref_mut(&mut self) -> &mut JoinCodes {
        self.changed = true;
        &mut self.codes
    }
}

impl Drop for CodesGuard<'_> {
    fn drop(&mut self) {
        // The codes' lock is still held: the versions' lock is never held while taking it.
        if self.changed {
            self.hub.codes_changed();
        }
    }
}

/// The versions' counts.
struct Versions {
    /// Changes at the table, counted from the hub's epoch.
    table: u64,
    /// Each power's own changes.
    own: Vec<u64>,
    /// Changes of the join codes.
    codes: u64,
}

impl Versions {
    /// A power's version: the table's changes and its own.
    fn of(&self, power: PowerId) -> u64 {
        self.table + self.own.get(power.0 as usize).copied().unwrap_or(0)
    }
}

/// Why a call got no state back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallError {
    /// The act was refused: why, in words.
    Refused(String),
    /// The game did not answer in time.
    NoAnswer,
    /// The game has closed its side.
    Closed,
}

/// A lock that a panicked holder does not poison for everyone else.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
