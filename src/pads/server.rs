//! The phones' HTTP server: a few threads of `tiny_http` answering only on the local
//! network, each request checked (its address, its join code, its rate, its size, its
//! JSON) before anything reaches the game; a server-sent event stream tells a phone when
//! to fetch its state again.

use super::desk::PadAct;
use super::hub::{Ask, CallError, Hub};
use super::limits::Limits;
use super::page;
use crate::engine::ids::PowerId;
use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use tiny_http::{Header, Method, Request, Response};

/// The largest request body accepted (an act is a few hundred bytes).
pub const MAX_BODY: usize = 8 * 1024;
/// Threads answering requests (event streams have their own).
const WORKERS: usize = 6;
/// Event streams open at once, at most.
const MAX_STREAMS: usize = 32;
/// How long a request waits for the game's answer.
const ANSWER_WAIT: Duration = Duration::from_secs(5);

/// A running server; it stops when dropped.
pub struct PadServer {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

struct Shared {
    hub: Arc<Hub>,
    /// This computer's address on its network: addresses beside it count as local too.
    own: Option<IpAddr>,
    server: tiny_http::Server,
    stop: AtomicBool,
    limits: Mutex<Limits>,
    streams: AtomicUsize,
}

impl PadServer {
    /// Starts serving `hub` on `bind` (port 0: any free port). `own` is this computer's
    /// address on its network, if known: phones beside it (its /24, its IPv6 /64) are let
    /// in even on a network outside the private ranges.
    pub fn start(
        hub: Arc<Hub>,
        bind: SocketAddr,
        own: Option<IpAddr>,
    ) -> Result<PadServer, String> {
        let server =
            tiny_http::Server::http(bind).map_err(|e| format!("cannot listen on {bind}: {e}"))?;
        let addr = server
            .server_addr()
            .to_ip()
            .ok_or("the server has no network address")?;
        let shared = Arc::new(Shared {
            hub,
            own,
            server,
            stop: AtomicBool::new(false),
            limits: Mutex::new(Limits::default()),
            streams: AtomicUsize::new(0),
        });
        let threads = (0..WORKERS)
            .map(|_| {
                let shared = shared.clone();
                std::thread::spawn(move || work(&shared))
            })
            .collect();
        Ok(PadServer {
            addr,
            shared,
            threads,
        })
    }
}

impl Drop for PadServer {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        // Each worker waiting for a request is let go; each event stream wakes and ends.
        for _ in 0..WORKERS {
            self.shared.server.unblock();
        }
        self.shared.hub.bump();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// One worker: answers requests until the server stops (it sleeps while none come).
fn work(shared: &Arc<Shared>) {
    while !shared.stop.load(Ordering::SeqCst) {
        match shared.server.recv() {
            Ok(request) => handle(shared, request),
            Err(_) => break,
        }
    }
}

/// Whether `ip` is beside `own` on one network: the same IPv4 /24 or IPv6 /64.
pub fn beside(ip: IpAddr, own: IpAddr) -> bool {
    match (ip, own) {
        (IpAddr::V4(a), IpAddr::V4(b)) => a.octets()[..3] == b.octets()[..3],
        (IpAddr::V6(a), IpAddr::V6(b)) => a.segments()[..4] == b.segments()[..4],
        _ => false,
    }
}

/// Whether an address is on this computer or the local network.
pub fn is_local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_local(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            v6.is_loopback() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
        }
    }
}

fn handle(shared: &Arc<Shared>, mut request: Request) {
    let Some(ip) = request.remote_addr().map(|a| a.ip()) else {
        return answer(
            request,
            403,
            json_error("only the local network may connect"),
        );
    };
    if !is_local(ip) && !shared.own.is_some_and(|own| beside(ip, own)) {
        return answer(
            request,
            403,
            json_error("only the local network may connect"),
        );
    }
    let path = request.url().split('?').next().unwrap_or("").to_string();
    let method = request.method().clone();
    if let Some(file) = page::file(&path) {
        return match method {
            Method::Get | Method::Head => respond(request, 200, &file.body, file.kind),
            _ => answer(request, 405, json_error("only GET here")),
        };
    }
    let Some(rest) = path.strip_prefix("/p/") else {
        return answer(request, 404, json_error("no such page"));
    };
    let (code, what) = rest.split_once('/').unwrap_or((rest, ""));
    // The page itself, for any code: it tells a wrong or replaced code in its own words.
    if matches!(what, "" | "index.html") && matches!(method, Method::Get | Method::Head) {
        let page = page::file("/").expect("the page is built in");
        return respond(request, 200, &page.body, page.kind);
    }
    let power = shared.hub.codes().power_of(code);
    let verdict = super::limits::lock(&shared.limits).admit(ip, code, power.is_some());
    if let Err(wait) = verdict {
        return answer(
            request,
            429,
            json_error(&format!("too many requests: wait {wait} s")),
        );
    }
    let Some(power) = power else {
        return answer(
            request,
            403,
            json_error(
                "this join code is not valid (a new one may have been issued): ask at the laptop for yours",
            ),
        );
    };
    match (method, what) {
        (Method::Get, "api/board") => {
            let board = shared.hub.board_json();
            respond(request, 200, board.as_bytes(), "application/json")
        }
        (Method::Get, "api/state") => call(shared, request, power, Ask::State),
        (Method::Post, "api/act") => match read_act(&mut request) {
            Ok(act) => call(shared, request, power, Ask::Act(act)),
            Err((status, why)) => answer(request, status, json_error(&why)),
        },
        (Method::Get, "api/events") => stream(shared, request, power),
        (_, "api/board" | "api/state" | "api/events" | "api/act") => {
            answer(request, 405, json_error("wrong method"))
        }
        _ => answer(request, 404, json_error("no such page")),
    }
}

/// Reads an act from a request body: at most [`MAX_BODY`] bytes of JSON.
fn read_act(request: &mut Request) -> Result<PadAct, (u16, String)> {
    if request.body_length().is_some_and(|n| n > MAX_BODY) {
        return Err((413, format!("a request is at most {MAX_BODY} bytes")));
    }
    let mut body = Vec::new();
    let read = request
        .as_reader()
        .take(MAX_BODY as u64 + 1)
        .read_to_end(&mut body);
    if read.is_err() {
        return Err((400, "the request could not be read".into()));
    }
    if body.len() > MAX_BODY {
        return Err((413, format!("a request is at most {MAX_BODY} bytes")));
    }
    serde_json::from_slice(&body).map_err(|e| (400, format!("not an order request: {e}")))
}

/// Asks the game and answers with the state, or why not.
fn call(shared: &Shared, request: Request, power: PowerId, ask: Ask) {
    match shared.hub.ask(power, ask, ANSWER_WAIT) {
        Ok(state) => match serde_json::to_vec(&state) {
            Ok(body) => respond(request, 200, &body, "application/json"),
            Err(_) => answer(request, 500, json_error("the state could not be written")),
        },
        Err(CallError::Refused(why)) => answer(request, 409, json_error(&why)),
        Err(CallError::NoAnswer) => answer(
            request,
            503,
            json_error("the laptop did not answer: try again"),
        ),
        Err(CallError::Closed) => answer(request, 503, json_error("phones are off at the laptop")),
    }
}

/// A server-sent event stream: an event with `power`'s version whenever it changes, a comment
/// every 15 s to keep the connection, until the phone goes or the server stops.
fn stream(shared: &Arc<Shared>, request: Request, power: PowerId) {
    if shared.streams.fetch_add(1, Ordering::SeqCst) >= MAX_STREAMS {
        shared.streams.fetch_sub(1, Ordering::SeqCst);
        return answer(request, 503, json_error("too many phones are listening"));
    }
    let shared = shared.clone();
    std::thread::spawn(move || {
        let mut out = request.into_writer();
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n";
        let mut seen = shared.hub.version(power);
        let mut ok = out.write_all(head.as_bytes()).is_ok()
            && write!(out, "data: {seen}\n\n").is_ok()
            && out.flush().is_ok();
        while ok && !shared.stop.load(Ordering::SeqCst) {
            // A stopping server bumps the version, so this wakes and ends at once.
            let now = shared.hub.wait_change(power, seen, Duration::from_secs(15));
            let event = if now != seen {
                seen = now;
                format!("data: {now}\n\n")
            } else {
                ": still here\n\n".to_string()
            };
            ok = out.write_all(event.as_bytes()).is_ok() && out.flush().is_ok();
        }
        shared.streams.fetch_sub(1, Ordering::SeqCst);
    });
}

fn json_error(why: &str) -> String {
    serde_json::json!({ "error": why }).to_string()
}

fn answer(request: Request, status: u16, json: String) {
    respond(request, status, json.as_bytes(), "application/json");
}

/// Sends a response with the headers every answer carries.
fn respond(request: Request, status: u16, body: &[u8], kind: &str) {
    let headers = [
        ("Content-Type", kind),
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        (
            "Content-Security-Policy",
            "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        ),
    ];
    let mut response = Response::from_data(body.to_vec()).with_status_code(status);
    for (name, value) in headers {
        if let Ok(h) = Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            response.add_header(h);
        }
    }
    let _ = request.respond(response);
}
