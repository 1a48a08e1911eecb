//! Two simulated phones for the soak: each reads its power's state over HTTP on loopback,
//! gives each of its units one of the orders offered, and seals, phase after phase; the
//! requests, seals and errors are counted for the soak's yearly line.

use crate::engine::ids::PowerId;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// How often a phone looks at its state.
const POLL: Duration = Duration::from_millis(250);

/// What the phones did, counted since the soak began.
#[derive(Default)]
pub struct PhoneCounts {
    pub requests: AtomicU64,
    pub seals: AtomicU64,
    pub errors: AtomicU64,
    /// The last error, in words.
    pub last_error: Mutex<Option<String>>,
}

impl PhoneCounts {
    fn error(&self, what: String) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut last) = self.last_error.lock() {
            *last = Some(what);
        }
    }

    /// "412 requests, 16 seals, no errors" for the yearly line.
    pub fn words(&self) -> String {
        let errors = self.errors.load(Ordering::Relaxed);
        let last = self.last_error.lock().ok().and_then(|l| l.clone());
        format!(
            "{} requests, {} seals, {}",
            self.requests.load(Ordering::Relaxed),
            self.seals.load(Ordering::Relaxed),
            match (errors, last) {
                (0, _) => "no errors".to_string(),
                (n, Some(last)) => format!("{n} errors (last: {last})"),
                (n, None) => format!("{n} errors"),
            }
        )
    }
}

/// The phones at work: their powers, their counts, and their threads.
pub struct SoakPhones {
    pub powers: Vec<PowerId>,
    pub counts: Arc<PhoneCounts>,
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

impl SoakPhones {
    /// Starts a phone for each `(power, code)` against the server on `port` (loopback).
    pub fn start(port: u16, phones: Vec<(PowerId, String)>) -> SoakPhones {
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let counts = Arc::new(PhoneCounts::default());
        let stop = Arc::new(AtomicBool::new(false));
        let powers = phones.iter().map(|(p, _)| *p).collect();
        let threads = phones
            .into_iter()
            .map(|(_, code)| {
                let (counts, stop) = (counts.clone(), stop.clone());
                std::thread::spawn(move || phone(addr, &code, &counts, &stop))
            })
            .collect();
        SoakPhones {
            powers,
            counts,
            stop,
            threads,
        }
    }
}

impl Drop for SoakPhones {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// One phone's loop: while its power may write, an order for each unit without one, then
/// the seal.
fn phone(addr: SocketAddr, code: &str, counts: &PhoneCounts, stop: &AtomicBool) {
    let mut turn = 0usize;
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(POLL);
        let Some(state) = call(addr, code, "GET", "state", "", counts) else {
            continue;
        };
        if state["may_write"] != true {
            continue;
        }
        turn += 1;
        let units = state["units"].as_array().cloned().unwrap_or_default();
        for (i, unit) in units.iter().enumerate() {
            if !unit["current"].is_null() {
                continue;
            }
            if let Some(order) = pick(unit, i + turn) {
                let body = serde_json::json!({ "Give": order }).to_string();
                call(addr, code, "POST", "act", &body, counts);
            }
        }
        if call(addr, code, "POST", "act", "\"Seal\"", counts).is_some() {
            counts.seals.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// An allowed order for a unit: of the kinds that offer one, the `nth` (round).
fn pick(unit: &Value, nth: usize) -> Option<Value> {
    let kinds: Vec<Value> = (unit["kinds"].as_array().into_iter().flatten())
        .filter_map(|k| first_allowed(&k["targets"]))
        .collect();
    (!kinds.is_empty()).then(|| kinds[nth % kinds.len()].clone())
}

/// The first allowed order in a list of targets, depth first.
fn first_allowed(targets: &Value) -> Option<Value> {
    for t in targets.as_array().into_iter().flatten() {
        let choices = t["choices"].as_array().into_iter().flatten();
        if let Some(c) = choices.into_iter().find(|c| c["allowed"] == true) {
            return Some(c["order"].clone());
        }
        if let Some(o) = first_allowed(&t["then"]) {
            return Some(o);
        }
    }
    None
}

/// One call to the phone API; the answer's state, or `None` (counted as an error unless
/// the server only asked to slow down).
fn call(
    addr: SocketAddr,
    code: &str,
    method: &str,
    what: &str,
    body: &str,
    counts: &PhoneCounts,
) -> Option<Value> {
    counts.requests.fetch_add(1, Ordering::Relaxed);
    match request(addr, method, &format!("/p/{code}/api/{what}"), body) {
        Ok((200, v)) => Some(v),
        Ok((429, _)) => None,
        Ok((status, v)) => {
            counts.error(format!("{method} {what}: {status} {}", v["error"]));
            None
        }
        Err(e) => {
            counts.error(format!("{method} {what}: {e}"));
            None
        }
    }
}

/// One HTTP/1.1 request; the status and the JSON body.
fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> std::io::Result<(u16, Value)> {
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
    s.set_read_timeout(Some(Duration::from_secs(20)))?;
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: soak\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(head.as_bytes())?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw)?;
    let text = String::from_utf8_lossy(&raw);
    let status = text.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
    let json = text
        .split_once("\r\n\r\n")
        .and_then(|(head, b)| {
            let chunked = head
                .to_ascii_lowercase()
                .contains("transfer-encoding: chunked");
            let body = if chunked { unchunk(b) } else { b.to_string() };
            serde_json::from_str(&body).ok()
        })
        .unwrap_or(Value::Null);
    Ok((status, json))
}

/// A chunked body made whole.
fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        body = rest[n..].trim_start_matches("\r\n");
    }
    out
}
