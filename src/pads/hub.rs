//! Where the server's threads and the game meet: the join codes, the calls waiting for
//! the game to answer, the board sent to every phone, and each power's version, which
//! grows with every change its phone should see (the push channel waits on it): a change
//! at the table counts for every power, an act on a power's orders for that power alone.

use super::codes::JoinCodes;
use super::desk::PadAct;
use super::view::PadState;
use crate::engine::ids::PowerId;
use std::sync::mpsc::{Receiver, Sender, SyncSender, channel};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Duration;

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
    /// Changes at the table, and each power's own changes since: a power's version is
    /// their sum.
    versions: Mutex<(u64, Vec<u64>)>,
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
        Hub {
            codes: Mutex::new(JoinCodes::new(powers)),
            calls_in: tx,
            calls_out: Mutex::new(rx),
            versions: Mutex::new((1, vec![0; powers])),
            changed: Condvar::new(),
            board_json: Mutex::new(board_json),
            waker: Mutex::new(None),
        }
    }

    /// The join codes (issue, revoke, look up).
    pub fn codes(&self) -> MutexGuard<'_, JoinCodes> {
        lock(&self.codes)
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
        of(&lock(&self.versions), power)
    }

    /// Something every phone should see changed (the table): every version grows and
    /// pushes go out.
    pub fn bump(&self) {
        lock(&self.versions).0 += 1;
        self.changed.notify_all();
    }

    /// Something only `power`'s phone should see changed (its own orders).
    pub fn bump_power(&self, power: PowerId) {
        if let Some(v) = lock(&self.versions).1.get_mut(power.0 as usize) {
            *v += 1;
        }
        self.changed.notify_all();
    }

    /// Waits until `power`'s version differs from `seen` (or `wait` passes); returns it.
    pub fn wait_change(&self, power: PowerId, seen: u64, wait: Duration) -> u64 {
        let guard = lock(&self.versions);
        let (guard, _) = self
            .changed
            .wait_timeout_while(guard, wait, |v| of(v, power) == seen)
            .unwrap_or_else(|e| e.into_inner());
        of(&guard, power)
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

/// A power's version: the table's changes and its own.
fn of(versions: &(u64, Vec<u64>), power: PowerId) -> u64 {
    versions.0 + versions.1.get(power.0 as usize).copied().unwrap_or(0)
}

/// A lock that a panicked holder does not poison for everyone else.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
