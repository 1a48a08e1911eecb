//! Floods against the phones' server on loopback addresses: idle and half-open
//! connections, event streams hogging their places, bytes that are not HTTP, a code taken
//! back under an open stream, and versions across a restart. Every loop is bounded in
//! count and time.

use super::api_tests::Served;
use super::conns::{PER_ADDRESS, STREAMS, STREAMS_PER_CODE, TOTAL};
use super::reader::IDLE;
use super::server::WORKERS;
use super::test_client::request;
use super::*;
use crate::engine::ids::PowerId;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// A TCP connection to `to` from the loopback address `from` (127.0.0.0/8 is all this
/// computer's, so each stands for another phone).
fn connect_from(from: Ipv4Addr, to: SocketAddr) -> std::io::Result<TcpStream> {
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    let SocketAddr::V4(to) = to else {
        return Err(std::io::ErrorKind::Unsupported.into());
    };
    let addr = |ip: Ipv4Addr, port: u16| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: port.to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(ip).to_be(),
        },
        sin_zero: [0; 8],
    };
    let len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    // SAFETY: a new socket's descriptor is owned at once (closed on every return); bind and
    // connect are given a valid address of the length stated.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let owned = OwnedFd::from_raw_fd(fd);
        let local = addr(from, 0);
        let remote = addr(*to.ip(), to.port());
        let at = |a: &libc::sockaddr_in| (a as *const libc::sockaddr_in).cast::<libc::sockaddr>();
        if libc::bind(owned.as_raw_fd(), at(&local), len) != 0
            || libc::connect(owned.as_raw_fd(), at(&remote), len) != 0
        {
            return Err(std::io::Error::last_os_error());
        }
        Ok(TcpStream::from(owned))
    }
}

/// Threads of this process now, and those of the server tagged `tag`.
fn threads(tag: &str) -> (usize, usize) {
    let Ok(dir) = std::fs::read_dir("/proc/self/task") else {
        return (0, 0);
    };
    let mut all = 0;
    let mut ours = 0;
    for entry in dir.flatten() {
        all += 1;
        let name = std::fs::read_to_string(entry.path().join("comm")).unwrap_or_default();
        ours += usize::from(name.starts_with(tag));
    }
    (all, ours)
}

/// Opens an event stream with `code` from `from`; what it was answered with (the head and
/// first event, or the refusal).
fn listen(from: Ipv4Addr, to: SocketAddr, code: &str) -> (TcpStream, String) {
    let mut s = connect_from(from, to).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
    let head = format!("GET /p/{code}/api/events HTTP/1.1\r\nHost: t\r\n\r\n");
    s.write_all(head.as_bytes()).unwrap();
    let mut text = String::new();
    let mut buf = [0u8; 512];
    for _ in 0..20 {
        let event = text.contains("data: ") && text.ends_with("\n\n");
        if event || (text.contains("\r\n\r\n") && text.ends_with('}')) {
            break;
        }
        match s.read(&mut buf) {
            Ok(n) if n > 0 => text.push_str(&String::from_utf8_lossy(&buf[..n])),
            _ => break,
        }
    }
    (s, text)
}

/// How long until the server closes `s` (reading and dropping what it sends), at most
/// `limit`; none if it stays open.
fn closed_within(s: &mut TcpStream, limit: Duration) -> Option<Duration> {
    let start = Instant::now();
    s.set_read_timeout(Some(Duration::from_millis(100)))
        .unwrap();
    let mut buf = [0u8; 1024];
    while start.elapsed() < limit {
        match s.read(&mut buf) {
            Ok(0) => return Some(start.elapsed()),
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return Some(start.elapsed()),
        }
    }
    None
}

/// An honest phone's request and how long its answer took.
fn timed_state(served: &Served) -> (u16, Duration) {
    let start = Instant::now();
    let path = format!("/p/{}/api/state", served.codes[0]);
    let (status, _) = request(served.server.addr, "GET", &path, b"");
    (status, start.elapsed())
}

#[test]
fn a_flood_of_idle_connections_and_streams_neither_starves_a_phone_nor_grows_threads() {
    let served = Served::new("standard");
    let tag = served.server.thread_tag().to_string();
    let addr = served.server.addr;
    let (before, _) = threads(&tag);
    let (_, quiet) = timed_state(&served);
    let start = Instant::now();
    // 300 half-open requests from one address: all but its 32 are closed at once.
    let mut idle = Vec::new();
    for _ in 0..300 {
        if let Ok(mut s) = connect_from(Ipv4Addr::new(127, 0, 0, 2), addr) {
            let _ = s.write_all(b"GET /p/");
            idle.push(s);
        }
    }
    // Nine more addresses fill every place (32 each): a newcomer then takes the place of
    // a waiting connection from an address with many.
    for last in 20..29 {
        for _ in 0..PER_ADDRESS {
            if let Ok(mut s) = connect_from(Ipv4Addr::new(127, 0, 0, last), addr) {
                let _ = s.write_all(b"GET /p/");
                idle.push(s);
            }
        }
    }
    let flooded = start.elapsed();
    // Ten more addresses each open eight streams, with every power's code.
    let mut streams = Vec::new();
    for (i, last) in (3..13).enumerate() {
        for k in 0..8 {
            let code = &served.codes[(i * 8 + k) % served.codes.len()];
            streams.push(listen(Ipv4Addr::new(127, 0, 0, last), addr, code));
        }
    }
    let opened = streams.iter().filter(|(_, h)| h.contains(" 200 ")).count();
    assert!(opened <= STREAMS && opened >= 7 * STREAMS_PER_CODE.min(STREAMS / 7));
    let mut slowest = Duration::ZERO;
    let mut times = Vec::new();
    for _ in 0..10 {
        let (status, took) = timed_state(&served);
        assert_eq!(status, 200);
        times.push(took);
        slowest = slowest.max(took);
    }
    times.sort();
    let (after, ours) = threads(&tag);
    let (conns, open_streams) = served.server.open();
    eprintln!(
        "flood: {} idle sent in {flooded:?}, {conns} connections and {open_streams} streams open; threads \
         {before} -> {after} (this server's {ours}); a phone's state in {quiet:?} quiet, {:?} median, \
         {slowest:?} slowest",
        idle.len(),
        times[times.len() / 2]
    );
    // Every place is taken (the honest phone's own is given back).
    assert!((TOTAL - 2..=TOTAL + 1).contains(&conns), "{conns}");
    assert!(
        times[times.len() / 2] < Duration::from_millis(100),
        "{times:?}"
    );
    assert!(slowest < Duration::from_millis(1000), "{times:?}");
    assert!(
        ours <= 2 + WORKERS + STREAMS,
        "{ours} threads of the server"
    );
    assert!(after < before + 80, "{before} -> {after} threads");
    drop((idle, streams));
    served.finish();
}

#[test]
fn a_connection_that_sends_no_request_is_closed_after_the_idle_time() {
    let served = Served::new("standard");
    let mut silent = TcpStream::connect(served.server.addr).unwrap();
    let mut half = TcpStream::connect(served.server.addr).unwrap();
    half.write_all(b"GET /p/").unwrap();
    let took = closed_within(&mut silent, IDLE * 2).expect("the silent one is closed");
    assert!(
        took >= IDLE - Duration::from_millis(500) && took < IDLE + Duration::from_secs(2),
        "{took:?}"
    );
    assert!(closed_within(&mut half, Duration::from_secs(2)).is_some());
    // A phone is still answered.
    assert_eq!(request(served.server.addr, "GET", "/", b"").0, 200);
    served.finish();
}

#[test]
fn bytes_that_are_not_http_are_closed_at_once_unanswered() {
    let served = Served::new("standard");
    let junk: [&[u8]; 3] = [
        &[0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc],
        b"SSH-2.0-OpenSSH_9.6\r\n",
        b"hello there\r\n\r\n",
    ];
    for bytes in junk {
        let mut s = TcpStream::connect(served.server.addr).unwrap();
        s.write_all(bytes).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
        let start = Instant::now();
        let mut got = Vec::new();
        let _ = s.read_to_end(&mut got);
        assert!(got.is_empty(), "{}", String::from_utf8_lossy(&got));
        assert!(
            start.elapsed() < Duration::from_secs(1),
            "{:?}",
            start.elapsed()
        );
    }
    assert_eq!(request(served.server.addr, "GET", "/", b"").0, 200);
    served.finish();
}

#[test]
fn one_code_may_hold_only_a_few_event_streams() {
    let served = Served::new("standard");
    let addr = served.server.addr;
    let home = Ipv4Addr::LOCALHOST;
    let mut mine: Vec<_> = (0..STREAMS_PER_CODE)
        .map(|_| listen(home, addr, &served.codes[0]))
        .collect();
    assert!(mine.iter().all(|(_, head)| head.contains(" 200 ")));
    let (_, refused) = listen(home, addr, &served.codes[0]);
    assert!(
        refused.contains(" 503 ") && refused.contains("this code"),
        "{refused}"
    );
    // Another power's phone still listens.
    let (_, other) = listen(home, addr, &served.codes[1]);
    assert!(other.contains(" 200 "), "{other}");
    // A page closed gives its place back within a couple of seconds.
    drop(mine.pop());
    let start = Instant::now();
    let mut again = String::new();
    while start.elapsed() < Duration::from_secs(4) && !again.contains(" 200 ") {
        std::thread::sleep(Duration::from_millis(200));
        again = listen(home, addr, &served.codes[0]).1;
    }
    assert!(again.contains(" 200 "), "{again}");
    served.finish();
}

#[test]
fn a_new_code_ends_the_streams_opened_with_the_old_one() {
    let served = Served::new("standard");
    let addr = served.server.addr;
    let (mut old, head) = listen(Ipv4Addr::LOCALHOST, addr, &served.codes[0]);
    assert!(head.contains(" 200 "), "{head}");
    let (mut other, _) = listen(Ipv4Addr::LOCALHOST, addr, &served.codes[1]);
    let start = Instant::now();
    served.hub.codes().issue(PowerId(0));
    let took = closed_within(&mut old, Duration::from_secs(3)).expect("the old stream ends");
    assert!(took < Duration::from_secs(1), "{:?}", start.elapsed());
    assert!(closed_within(&mut other, Duration::from_millis(300)).is_none());
    served.hub.codes().revoke(PowerId(1));
    assert!(closed_within(&mut other, Duration::from_secs(2)).is_some());
    served.finish();
}

#[test]
fn versions_never_go_back_when_the_server_starts_again() {
    let first = Hub::new(7, "{}".into());
    for _ in 0..50 {
        first.bump();
        first.bump_power(PowerId(3));
    }
    let (high, epoch) = (first.version(PowerId(3)), first.epoch());
    drop(first);
    let second = Hub::new(7, "{}".into());
    assert!(second.version(PowerId(3)) > high);
    assert!(second.epoch() > epoch);
    // Through the server: the page's state and its first event.
    let served = Served::new("standard");
    let (_, state) = request(
        served.server.addr,
        "GET",
        &format!("/p/{}/api/state", served.codes[0]),
        b"",
    );
    let (version, epoch) = (
        state["version"].as_u64().unwrap(),
        state["epoch"].as_u64().unwrap(),
    );
    served.finish();
    let again = Served::new("standard");
    let (_, state) = request(
        again.server.addr,
        "GET",
        &format!("/p/{}/api/state", again.codes[0]),
        b"",
    );
    assert!(state["version"].as_u64().unwrap() > version, "{state}");
    assert_ne!(state["epoch"].as_u64().unwrap(), epoch);
    let (_, head) = listen(Ipv4Addr::LOCALHOST, again.server.addr, &again.codes[0]);
    let first_event: u64 = head
        .split("data: ")
        .nth(1)
        .and_then(|d| d.trim().parse().ok())
        .expect("a first event");
    assert!(first_event > version, "{head}");
    again.finish();
}

#[test]
fn a_kept_connection_carries_several_requests_and_head_gets_no_body() {
    let served = Served::new("standard");
    let mut s = TcpStream::connect(served.server.addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
    let code = &served.codes[0];
    let asks = format!(
        "HEAD /style.css HTTP/1.1\r\nHost: t\r\n\r\n\
         POST /p/{code}/api/act HTTP/1.1\r\nHost: t\r\nContent-Length: 8\r\n\r\nnot json\
         GET /p/{code}/api/state HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"
    );
    s.write_all(asks.as_bytes()).unwrap();
    let mut got = Vec::new();
    let _ = s.read_to_end(&mut got);
    let text = String::from_utf8_lossy(&got);
    let statuses: Vec<&str> = text.matches("HTTP/1.1 ").collect();
    assert_eq!(statuses.len(), 3, "{text}");
    let head_end = text.find("\r\n\r\n").unwrap() + 4;
    assert!(
        text[head_end..].starts_with("HTTP/1.1 400 "),
        "HEAD sent a body: {text}"
    );
    assert!(text.contains("Connection: keep-alive") && text.contains("Connection: close"));
    assert!(
        text.ends_with('}') && text.contains("\"version\""),
        "{text}"
    );
    served.finish();
}

/// A bigger flood, for its figures: 1,000 half-open connections from one address and
/// 1,000 from 250 others (the caps: 32 an address, 256 in all). Run with
/// `cargo test --no-default-features --lib measure_a_flood -- --ignored --nocapture`.
#[test]
#[ignore]
fn measure_a_flood() {
    let served = Served::new("standard");
    let tag = served.server.thread_tag().to_string();
    let addr = served.server.addr;
    let (before, _) = threads(&tag);
    let start = Instant::now();
    let mut idle = Vec::new();
    for i in 0..2000u32 {
        let from = if i < 1000 {
            Ipv4Addr::new(127, 0, 0, 2)
        } else {
            Ipv4Addr::new(127, 0, 1 + (i % 250 / 200) as u8, (i % 200) as u8 + 10)
        };
        if let Ok(mut s) = connect_from(from, addr) {
            let _ = s.write_all(b"GET /p/");
            idle.push(s);
        }
    }
    let opened = start.elapsed();
    let times: Vec<Duration> = (0..20).map(|_| timed_state(&served).1).collect();
    let (after, ours) = threads(&tag);
    eprintln!(
        "{} connections made in {opened:?}; {:?} open at the server; threads {before} -> {after} \
         (this server's {ours}); a phone's state in {:?} slowest of 20, {:?} first",
        idle.len(),
        served.server.open(),
        times.iter().max(),
        times[0]
    );
    drop(idle);
    served.finish();
}
