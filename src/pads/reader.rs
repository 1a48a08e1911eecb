//! The reading thread: every connection waiting for its next request is read here, without
//! blocking, so idle or slow connections hold no thread. A whole request goes on to the
//! workers; a connection that sends no whole request in [`IDLE`], or bytes that are not
//! HTTP, is closed. The thread sleeps while no connection waits.

use super::conns::ConnPlace;
use super::http::{self, MAX_HEAD, MAX_READ, Parsed, Request};
use std::collections::HashMap;
use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TryRecvError, TrySendError};
use std::time::{Duration, Instant};

/// How long a connection may take to send a whole request (and stay idle between them).
pub const IDLE: Duration = Duration::from_secs(5);
/// How often waiting connections are looked at while bytes keep coming...
const POLL: Duration = Duration::from_millis(3);
/// ...and after [`QUIET`] without any (idle kept-alive connections, say): less often, to
/// leave the laptop's processor be.
const SLOW_POLL: Duration = Duration::from_millis(20);
const QUIET: Duration = Duration::from_secs(1);
/// Connections taken from the inbox in one round, at most.
const INTAKE: usize = 512;

/// A live connection.
#[derive(Debug)]
pub struct Conn {
    pub stream: TcpStream,
    pub peer: SocketAddr,
    /// Bytes sent after the last request, the start of the next.
    pub rest: Vec<u8>,
    /// Its place in the count, given back when the connection is dropped.
    pub place: ConnPlace,
}

/// What the reading thread is sent.
pub enum ToReader {
    /// A connection to read its next request from.
    Conn(Conn),
    /// A new connection over the total cap: a waiting one is closed for it.
    Crowded(Conn),
    /// The server stops.
    Stop,
}

/// A request for a worker, or a refusal to send.
pub enum Job {
    Ready(Conn, Request),
    Refuse(Conn, &'static str),
}

/// A connection being read.
struct Waiting {
    conn: Conn,
    buf: Vec<u8>,
    deadline: Instant,
    continued: bool,
}

/// Reads requests until told to stop (or every sender is gone).
pub fn run(inbox: Receiver<ToReader>, jobs: SyncSender<Job>) {
    let mut waiting: Vec<Waiting> = Vec::new();
    let mut busy = false;
    let mut last_read = Instant::now();
    loop {
        let first = if waiting.is_empty() {
            inbox.recv().map_err(|_| RecvTimeoutError::Disconnected)
        } else if busy {
            inbox.try_recv().map_err(|e| match e {
                TryRecvError::Empty => RecvTimeoutError::Timeout,
                TryRecvError::Disconnected => RecvTimeoutError::Disconnected,
            })
        } else if last_read.elapsed() < QUIET {
            inbox.recv_timeout(POLL)
        } else {
            inbox.recv_timeout(SLOW_POLL)
        };
        let mut next = Some(first);
        for _ in 0..INTAKE {
            match next
                .take()
                .unwrap_or_else(|| inbox.try_recv().map_err(|_| RecvTimeoutError::Timeout))
            {
                Ok(ToReader::Conn(conn)) => {
                    // A new connection's request, or a kept one's next, is soon to come.
                    last_read = Instant::now();
                    waiting.extend(Waiting::new(conn));
                }
                Ok(ToReader::Crowded(conn)) => {
                    if make_room(&mut waiting) {
                        last_read = Instant::now();
                        waiting.extend(Waiting::new(conn));
                    }
                }
                Ok(ToReader::Stop) | Err(RecvTimeoutError::Disconnected) => return,
                Err(RecvTimeoutError::Timeout) => break,
            }
        }
        let now = Instant::now();
        let before = waiting.len();
        let mut read = false;
        waiting = waiting
            .into_iter()
            .filter_map(|w| {
                let (kept, got) = w.step(now, &jobs);
                read |= got;
                kept
            })
            .collect();
        busy = read || waiting.len() < before;
        if busy {
            last_read = now;
        }
    }
}

/// Closes a waiting connection for a newcomer over the total cap: the one waiting
/// longest of the address with most waiting (a flood's, not a phone's); false when none
/// waits (the newcomer is then closed).
fn make_room(waiting: &mut Vec<Waiting>) -> bool {
    let mut by_ip: HashMap<IpAddr, usize> = HashMap::new();
    for w in waiting.iter() {
        *by_ip.entry(w.conn.peer.ip()).or_insert(0) += 1;
    }
    let count = |w: &Waiting| by_ip.get(&w.conn.peer.ip()).copied().unwrap_or(0);
    let oldest = waiting
        .iter()
        .enumerate()
        .max_by_key(|(_, w)| (count(w), std::cmp::Reverse(w.deadline)))
        .map(|(i, _)| i);
    match oldest {
        Some(i) => {
            waiting.swap_remove(i);
            true
        }
        None => false,
    }
}

impl Waiting {
    /// A connection to read from; none if its socket cannot be made non-blocking.
    fn new(mut conn: Conn) -> Option<Waiting> {
        conn.stream.set_nonblocking(true).ok()?;
        let buf = std::mem::take(&mut conn.rest);
        Some(Waiting {
            conn,
            buf,
            deadline: Instant::now() + IDLE,
            continued: false,
        })
    }

    /// Reads what has come and passes on a whole request: the connection back while it
    /// must still wait, and whether any bytes came.
    fn step(mut self, now: Instant, jobs: &SyncSender<Job>) -> (Option<Waiting>, bool) {
        let before = self.buf.len();
        let Some(ended) = self.read_more() else {
            return (None, true);
        };
        let got = self.buf.len() > before || ended;
        match http::parse(&self.buf) {
            Parsed::NotHttp => (None, got),
            Parsed::Bad(why) => {
                self.conn.rest = Vec::new();
                pass(jobs, Job::Refuse(self.conn, why));
                (None, got)
            }
            Parsed::Whole(mut request, used) => {
                // A phone that sent its request and closed its side still gets the answer.
                request.keep_alive &= !ended;
                self.buf.drain(..used.min(self.buf.len()));
                self.conn.rest = self.buf;
                pass(jobs, Job::Ready(self.conn, request));
                (None, got)
            }
            Parsed::Partial { .. } if ended || now > self.deadline => (None, got),
            Parsed::Partial { wants_continue } => {
                if wants_continue && !self.continued {
                    self.continued = true;
                    // A few bytes into an empty send buffer: a failure closes it.
                    let ask = b"HTTP/1.1 100 Continue\r\n\r\n";
                    if self.conn.stream.write_all(ask).is_err() {
                        return (None, got);
                    }
                }
                (Some(self), got)
            }
        }
    }

    /// Reads what the socket holds (up to what a request may be): whether the phone has
    /// closed its side, or none when the connection is broken.
    fn read_more(&mut self) -> Option<bool> {
        let mut chunk = [0u8; 4096];
        while self.buf.len() <= MAX_HEAD + MAX_READ {
            match self.conn.stream.read(&mut chunk) {
                Ok(0) => return Some(true),
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(_) => return None,
            }
        }
        Some(false)
    }
}

/// Hands a job to a worker; when every worker is busy and the queue is full, its
/// connection is closed.
fn pass(jobs: &SyncSender<Job>, job: Job) {
    match jobs.try_send(job) {
        Ok(()) | Err(TrySendError::Full(_)) | Err(TrySendError::Disconnected(_)) => {}
    }
}
