//! The phones' HTTP server, answering only on the local network. One thread accepts
//! connections (each address, and all together, capped; over a cap a connection is closed
//! at once), one reads every waiting request without blocking (see [`super::reader`]), a
//! few workers answer them. Each request is checked (its address, its join code, its
//! rate, its size, its JSON) before anything reaches the game; a server-sent event stream
//! tells a phone when to fetch its state again.

use super::conns::Tally;
use super::desk::PadAct;
use super::http::{Request, response_head};
use super::hub::{Ask, CallError, Hub};
use super::limits::Limits;
use super::page;
use super::reader::{self, Conn, Job, ToReader};
use crate::engine::ids::PowerId;
use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The largest request body accepted (an act is a few hundred bytes).
pub const MAX_BODY: usize = 8 * 1024;
/// Threads answering requests (event streams have their own).
pub const WORKERS: usize = 8;
/// Whole requests waiting for a worker, at most (beyond, a connection is closed).
const QUEUE: usize = 64;
/// How long a request waits for the game's answer.
const ANSWER_WAIT: Duration = Duration::from_secs(5);
/// How long writing an answer may stall before the connection is given up.
const WRITE_WAIT: Duration = Duration::from_secs(5);
/// How often a quiet event stream says it is still there.
const KEEP_TALKING: Duration = Duration::from_secs(15);
/// How often an event stream looks whether its phone has gone.
const LOOK: Duration = Duration::from_secs(1);

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
    stop: AtomicBool,
    limits: Mutex<Limits>,
    tally: Arc<Tally>,
    to_reader: Sender<ToReader>,
    /// A short name for this server's threads (with its port), to tell them apart.
    tag: String,
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
        let listener =
            TcpListener::bind(bind).map_err(|e| format!("cannot listen on {bind}: {e}"))?;
        let addr = listener
            .local_addr()
            .map_err(|e| format!("the server has no network address: {e}"))?;
        let (to_reader, inbox) = std::sync::mpsc::channel();
        let (jobs_in, jobs) = sync_channel(QUEUE);
        let shared = Arc::new(Shared {
            hub,
            own,
            stop: AtomicBool::new(false),
            limits: Mutex::new(Limits::default()),
            tally: Arc::new(Tally::default()),
            to_reader,
            tag: thread_tag(addr.port()),
        });
        let jobs = Arc::new(Mutex::new(jobs));
        let mut threads = Vec::new();
        let mut spawn = |role: char, f: Box<dyn FnOnce() + Send>| {
            let name = format!("{}{role}", shared.tag);
            std::thread::Builder::new()
                .name(name)
                .spawn(f)
                .map(|t| threads.push(t))
                .map_err(|e| format!("cannot start the server's threads: {e}"))
        };
        spawn('r', Box::new(move || reader::run(inbox, jobs_in)))?;
        for _ in 0..WORKERS {
            let (shared, jobs) = (shared.clone(), jobs.clone());
            spawn('w', Box::new(move || work(&shared, &jobs)))?;
        }
        let accepting = shared.clone();
        spawn('a', Box::new(move || accept(&accepting, &listener)))?;
        Ok(PadServer {
            addr,
            shared,
            threads,
        })
    }

    /// The prefix of this server's threads' names (they end `a`, `r`, `w` or `s`).
    pub fn thread_tag(&self) -> &str {
        &self.shared.tag
    }

    /// Connections open now, and event streams.
    pub fn open(&self) -> (usize, usize) {
        (self.shared.tally.connections(), self.shared.tally.streams())
    }
}

/// Threads' names are cut at 15 bytes: `pads` and the port leave room for the role.
fn thread_tag(port: u16) -> String {
    format!("pads{port}")
}

impl Drop for PadServer {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        // The reader ends (and with it the workers' queue); each event stream wakes and
        // ends; the accepting thread is woken by a connection of our own.
        let _ = self.shared.to_reader.send(ToReader::Stop);
        self.shared.hub.bump();
        let mut wake = self.addr;
        if wake.ip().is_unspecified() {
            wake.set_ip(match wake {
                SocketAddr::V4(_) => IpAddr::from([127, 0, 0, 1]),
                SocketAddr::V6(_) => IpAddr::from(std::net::Ipv6Addr::LOCALHOST),
            });
        }
        let woken = TcpStream::connect_timeout(&wake, Duration::from_secs(1)).is_ok();
        for t in self.threads.drain(..) {
            // Without the wake the accepting thread ends at the next connection instead.
            if woken || !t.thread().name().is_some_and(|n| n.ends_with('a')) {
                let _ = t.join();
            }
        }
    }
}

/// Takes connections until the server stops: each within the caps goes to the reader;
/// one from a full address is closed at once; when all places are taken, the reader
/// closes a waiting connection (of the address with most) for the new one.
fn accept(shared: &Shared, listener: &TcpListener) {
    for incoming in listener.incoming() {
        if shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let stream = match incoming {
            Ok(stream) => stream,
            Err(_) => {
                // Out of file handles, say: let some close.
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        let Ok(peer) = stream.peer_addr() else {
            continue;
        };
        let (place, crowded) = match shared.tally.connect(peer.ip()) {
            Some(place) => (place, false),
            None => match shared.tally.crowd(peer.ip()) {
                Some(place) => (place, true),
                None => continue,
            },
        };
        let _ = stream.set_nodelay(true);
        let conn = Conn {
            stream,
            peer,
            rest: Vec::new(),
            place,
        };
        let message = match crowded {
            false => ToReader::Conn(conn),
            true => ToReader::Crowded(conn),
        };
        if shared.to_reader.send(message).is_err() {
            return;
        }
    }
}

/// One worker: answers requests until the reader is gone.
fn work(shared: &Arc<Shared>, jobs: &Mutex<Receiver<Job>>) {
    loop {
        let job = super::limits::lock(jobs).recv();
        match job {
            Ok(Job::Ready(conn, request)) => {
                let reply = Reply::new(shared, conn, &request);
                handle(shared, reply, request);
            }
            Ok(Job::Refuse(conn, why)) => {
                let mut reply = Reply::new(shared, conn, &Request::default());
                reply.keep_alive = false;
                reply.answer(400, json_error(why));
            }
            Err(_) => return,
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

fn handle(shared: &Arc<Shared>, reply: Reply, request: Request) {
    let ip = reply.conn.peer.ip();
    if !is_local(ip) && !shared.own.is_some_and(|own| beside(ip, own)) {
        return reply.answer(403, json_error(&crate::t!("phones-server-local-only")));
    }
    let path = request.target.split('?').next().unwrap_or("");
    let method = request.method.as_str();
    if path == page::WORDS_PATH && matches!(method, "GET" | "HEAD") {
        return reply.respond(200, page::words_json().as_bytes(), "application/json");
    }
    if let Some(file) = page::file(path) {
        return match method {
            "GET" | "HEAD" => reply.respond(200, &file.body, file.kind),
            _ => reply.answer(405, json_error(&crate::t!("phones-server-only-get"))),
        };
    }
    let Some(rest) = path.strip_prefix("/p/") else {
        return reply.answer(404, json_error(&crate::t!("phones-server-no-page")));
    };
    let (code, what) = rest.split_once('/').unwrap_or((rest, ""));
    // The page itself, for any code: it tells a wrong or replaced code in its own words.
    if matches!(what, "" | "index.html") && matches!(method, "GET" | "HEAD") {
        return match page::file("/") {
            Some(page) => reply.respond(200, &page.body, page.kind),
            None => reply.answer(404, json_error(&crate::t!("phones-server-no-page"))),
        };
    }
    let power = shared.hub.codes().power_of(code);
    let verdict = super::limits::lock(&shared.limits).admit(ip, code, power.is_some());
    if let Err(wait) = verdict {
        return reply.answer(
            429,
            json_error(&crate::t!("phones-server-too-many", seconds = wait)),
        );
    }
    let Some(power) = power else {
        return reply.answer(403, json_error(&crate::t!("phones-server-bad-code")));
    };
    match (method, what) {
        ("GET", "api/board") => {
            let board = shared.hub.board_json();
            reply.respond(200, board.as_bytes(), "application/json")
        }
        ("GET", "api/state") => call(shared, reply, power, Ask::State),
        ("POST", "api/act") => match read_act(&request) {
            Ok(act) => call(shared, reply, power, Ask::Act(act)),
            Err((status, why)) => reply.answer(status, json_error(&why)),
        },
        ("GET", "api/events") => stream(shared, reply, power, code),
        (_, "api/board" | "api/state" | "api/events" | "api/act") => {
            reply.answer(405, json_error(&crate::t!("phones-server-wrong-method")))
        }
        _ => reply.answer(404, json_error(&crate::t!("phones-server-no-page"))),
    }
}

/// Reads an act from a request body: at most [`MAX_BODY`] bytes of JSON.
fn read_act(request: &Request) -> Result<PadAct, (u16, String)> {
    if request.too_big || request.body.len() > MAX_BODY {
        return Err((413, crate::t!("phones-server-too-big", bytes = MAX_BODY)));
    }
    serde_json::from_slice(&request.body).map_err(|e| {
        let why = e.to_string();
        (400, crate::t!("phones-server-not-an-act", why = why))
    })
}

/// Asks the game and answers with the state, or why not.
fn call(shared: &Shared, reply: Reply, power: PowerId, ask: Ask) {
    match shared.hub.ask(power, ask, ANSWER_WAIT) {
        Ok(state) => match serde_json::to_vec(&state) {
            Ok(body) => reply.respond(200, &body, "application/json"),
            Err(_) => reply.answer(500, json_error(&crate::t!("phones-server-unwritable"))),
        },
        Err(CallError::Refused(why)) => reply.answer(409, json_error(&why)),
        Err(CallError::NoAnswer) => {
            reply.answer(503, json_error(&crate::t!("phones-server-no-answer")))
        }
        Err(CallError::Closed) => reply.answer(503, json_error(&crate::t!("phones-server-off"))),
    }
}

/// Opens a server-sent event stream on its own thread, within the caps (in all, per
/// address, per code).
fn stream(shared: &Arc<Shared>, reply: Reply, power: PowerId, code: &str) {
    let plain = super::codes::normalise(code).unwrap_or_default();
    let place = match shared.tally.listen(reply.conn.peer.ip(), &plain) {
        Ok(place) => place,
        Err(why) => return reply.answer(503, json_error(&why.words())),
    };
    let name = format!("{}s", shared.tag);
    let shared = shared.clone();
    let conn = reply.conn;
    // Should the thread not start, the connection is closed with it.
    let _ = std::thread::Builder::new().name(name).spawn(move || {
        // Both places (the stream's, the connection's) are held until it ends.
        let (_place, mut conn) = (place, conn);
        events(&shared, &mut conn.stream, power, &plain);
    });
}

/// The events of a stream: one with `power`'s version whenever it changes, a comment every
/// [`KEEP_TALKING`] to keep the connection, until the phone goes, the server stops or the
/// code it was opened with is taken back.
fn events(shared: &Shared, out: &mut TcpStream, power: PowerId, code: &str) {
    let mut seen = shared.hub.news(power);
    let valid = || shared.hub.codes().power_of(code) == Some(power);
    if !valid()
        || out
            .set_read_timeout(Some(Duration::from_millis(1)))
            .is_err()
    {
        return;
    }
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n";
    let mut ok = out.write_all(head.as_bytes()).is_ok()
        && write!(out, "data: {}\n\n", seen.0).is_ok()
        && out.flush().is_ok();
    let mut spoke = Instant::now();
    while ok && !shared.stop.load(Ordering::SeqCst) {
        // A stopping server bumps the version, a new code bumps the codes' count: either
        // wakes this at once. Between, it looks each second whether the phone has gone.
        let now = shared.hub.wait_news(power, seen, LOOK);
        if (now.1 != seen.1 && !valid()) || gone(out) {
            return;
        }
        let event = if now.0 != seen.0 {
            format!("data: {}\n\n", now.0)
        } else if spoke.elapsed() >= KEEP_TALKING {
            ": still here\n\n".to_string()
        } else {
            seen = now;
            continue;
        };
        seen = now;
        spoke = Instant::now();
        ok = out.write_all(event.as_bytes()).is_ok() && out.flush().is_ok();
    }
}

/// Whether the phone has closed its side of a stream (whatever it sends is dropped).
fn gone(out: &mut TcpStream) -> bool {
    let mut buf = [0u8; 512];
    match out.read(&mut buf) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => !matches!(
            e.kind(),
            ErrorKind::WouldBlock | ErrorKind::TimedOut | ErrorKind::Interrupted
        ),
    }
}

fn json_error(why: &str) -> String {
    serde_json::json!({ "error": why }).to_string()
}

/// A connection's answer to its request, to be sent; after it the connection waits for the
/// next request, or closes.
struct Reply<'a> {
    shared: &'a Shared,
    conn: Conn,
    head_only: bool,
    keep_alive: bool,
}

impl<'a> Reply<'a> {
    fn new(shared: &'a Shared, conn: Conn, request: &Request) -> Reply<'a> {
        // Writes block (each for at most WRITE_WAIT); reads were the reader's.
        let ok = conn.stream.set_nonblocking(false).is_ok()
            && conn.stream.set_write_timeout(Some(WRITE_WAIT)).is_ok();
        Reply {
            shared,
            conn,
            head_only: request.method == "HEAD",
            keep_alive: ok && request.keep_alive,
        }
    }

    fn answer(self, status: u16, json: String) {
        self.respond(status, json.as_bytes(), "application/json");
    }

    /// Sends a response with the headers every answer carries.
    fn respond(mut self, status: u16, body: &[u8], kind: &str) {
        let keep = self.keep_alive && !self.shared.stop.load(Ordering::SeqCst);
        let head = response_head(status, kind, body.len(), keep);
        let out = &mut self.conn.stream;
        let mut ok = out.write_all(head.as_bytes()).is_ok();
        if !self.head_only {
            ok = ok && out.write_all(body).is_ok();
        }
        if ok && out.flush().is_ok() && keep {
            let _ = self.shared.to_reader.send(ToReader::Conn(self.conn));
        }
    }
}
