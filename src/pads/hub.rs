//! Where the server's threads and the game meet: the join codes, the calls waiting for
//! the game to answer, the board sent to every phone, and a version that grows with every
//! change phones should see (the push channel waits on it).

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
    calls_in: Mutex<Sender<PadCall>>,
    calls_out: Mutex<Receiver<PadCall>>,
    version: Mutex<u64>,
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
            calls_in: Mutex::new(tx),
            calls_out: Mutex::new(rx),
            version: Mutex::new(1),
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
        lock(&self.calls_in)
            .send(call)
            .map_err(|_| CallError::Closed)?;
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

    /// The version phones last saw.
    pub fn version(&self) -> u64 {
        *lock(&self.version)
    }

    /// Something phones should see changed: the version grows and pushes go out.
    pub fn bump(&self) {
        *lock(&self.version) += 1;
        self.changed.notify_all();
    }

    /// Waits until the version differs from `seen` (or `wait` passes); returns the version.
    pub fn wait_change(&self, seen: u64, wait: Duration) -> u64 {
        let guard = lock(&self.version);
        let (guard, _) = self
            .changed
            .wait_timeout_while(guard, wait, |v| *v == seen)
            .unwrap_or_else(|e| e.into_inner());
        *guard
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
