//! A small, strict HTTP/1.x request reader and response head for the phones' server: a
//! request line, headers and a body of a stated length, nothing more (no chunked uploads).
//! Bytes that cannot begin a request are told apart at once, so they are closed unanswered.

use super::server::MAX_BODY;

/// The longest request head read (a phone's is well under a kilobyte).
pub const MAX_HEAD: usize = 8 * 1024;
/// The longest body read off the wire: a longer one is refused unread. A body over
/// [`MAX_BODY`] but within this is read so that its refusal reaches the phone.
pub const MAX_READ: usize = 4 * MAX_BODY;
/// Headers in one request, at most.
const MAX_HEADERS: usize = 64;
/// The longest method name taken.
const MAX_METHOD: usize = 16;

/// A request as read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Request {
    pub method: String,
    /// The path and query, as sent.
    pub target: String,
    /// Whether the connection may carry another request after the answer.
    pub keep_alive: bool,
    pub body: Vec<u8>,
    /// The body was said to be longer than [`MAX_READ`]: it was not read.
    pub too_big: bool,
}

/// What the bytes read so far make.
#[derive(Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Not yet a whole request; `wants_continue`: the head is whole and asks for
    /// `100 Continue` before its body.
    Partial { wants_continue: bool },
    /// A whole request, and how many of the bytes it took.
    Whole(Request, usize),
    /// A request that breaks the rules: answered 400, then closed.
    Bad(&'static str),
    /// Not HTTP: closed without an answer.
    NotHttp,
}

/// Reads a request from the start of `buf`.
pub fn parse(buf: &[u8]) -> Parsed {
    let Some((end, gap)) = head_end(buf) else {
        if !plausible(buf) {
            return Parsed::NotHttp;
        }
        if buf.len() > MAX_HEAD {
            return Parsed::Bad("the request head is too long");
        }
        return Parsed::Partial {
            wants_continue: false,
        };
    };
    if end > MAX_HEAD {
        return Parsed::Bad("the request head is too long");
    }
    let mut lines = buf[..end]
        .split(|b| *b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l));
    let Some((method, target, http11)) = lines.next().and_then(request_line) else {
        return Parsed::NotHttp;
    };
    let head = match headers(lines, http11) {
        Ok(head) => head,
        Err(why) => return Parsed::Bad(why),
    };
    let start = end + gap;
    let mut request = Request {
        method,
        target,
        keep_alive: head.keep_alive,
        body: Vec::new(),
        too_big: false,
    };
    if head.length > MAX_READ {
        // Not read: the connection closes after the refusal.
        request.too_big = true;
        request.keep_alive = false;
        return Parsed::Whole(request, buf.len());
    }
    let Some(body) = buf.get(start..start + head.length) else {
        return Parsed::Partial {
            wants_continue: head.expect_continue,
        };
    };
    request.body = body.to_vec();
    Parsed::Whole(request, start + head.length)
}

/// Where the head ends and how long the blank line after it is.
fn head_end(buf: &[u8]) -> Option<(usize, usize)> {
    let crlf = buf
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|i| (i, 4));
    let lf = buf.windows(2).position(|w| w == b"\n\n").map(|i| (i, 2));
    match (crlf, lf) {
        (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
        (a, b) => a.or(b),
    }
}

/// Whether `buf` could still begin a request line (`GET /p HTTP/1.1`).
fn plausible(buf: &[u8]) -> bool {
    let line = buf.split(|b| *b == b'\n').next().unwrap_or_default();
    if line.len() < buf.len() {
        // The first line is whole.
        return request_line(line.strip_suffix(b"\r").unwrap_or(line)).is_some();
    }
    let mut parts = line.splitn(3, |b| *b == b' ');
    let method = parts.next().unwrap_or_default();
    if method.len() > MAX_METHOD || !method.iter().all(u8::is_ascii_uppercase) {
        return false;
    }
    let Some(target) = parts.next() else {
        return true;
    };
    if method.is_empty() || !target.iter().all(u8::is_ascii_graphic) {
        return false;
    }
    let Some(version) = parts.next() else {
        return true;
    };
    let version = version.strip_suffix(b"\r").unwrap_or(version);
    let want = b"HTTP/1.";
    let n = version.len().min(want.len());
    !target.is_empty()
        && version[..n] == want[..n]
        && (version.len() <= want.len()
            || (version.len() == want.len() + 1 && version[want.len()].is_ascii_digit()))
}

/// A whole request line: its method, target and whether it is HTTP/1.1 (or later 1.x).
fn request_line(line: &[u8]) -> Option<(String, String, bool)> {
    let text = std::str::from_utf8(line).ok()?;
    let mut parts = text.split(' ');
    let (method, target, version) = (parts.next()?, parts.next()?, parts.next()?);
    let minor = version.strip_prefix("HTTP/1.")?;
    let ok = parts.next().is_none()
        && (1..=MAX_METHOD).contains(&method.len())
        && method.bytes().all(|b| b.is_ascii_uppercase())
        && !target.is_empty()
        && target.bytes().all(|b| b.is_ascii_graphic())
        && minor.len() == 1
        && minor.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| (method.to_string(), target.to_string(), minor != "0"))
}

/// What the headers say that matters here.
struct Head {
    length: usize,
    keep_alive: bool,
    expect_continue: bool,
}

fn headers<'a>(lines: impl Iterator<Item = &'a [u8]>, http11: bool) -> Result<Head, &'static str> {
    let mut length: Option<usize> = None;
    let (mut close, mut keep) = (false, false);
    let mut expect_continue = false;
    for (count, line) in lines.enumerate() {
        let colon = line.iter().position(|b| *b == b':');
        let (name, value) = match colon {
            Some(i) if count < MAX_HEADERS && i > 0 => (&line[..i], &line[i + 1..]),
            _ => return Err("a header is malformed"),
        };
        if !name
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || b"-_".contains(b))
        {
            return Err("a header is malformed");
        }
        let name = String::from_utf8_lossy(name).to_ascii_lowercase();
        let value = String::from_utf8_lossy(value).trim().to_ascii_lowercase();
        match name.as_str() {
            "content-length" => {
                let n = value
                    .parse::<usize>()
                    .ok()
                    .filter(|_| !value.starts_with('+'));
                match (n, length) {
                    (Some(n), None) => length = Some(n),
                    (Some(n), Some(m)) if n == m => {}
                    _ => return Err("the body's length is unclear"),
                }
            }
            "transfer-encoding" => return Err("a body must come with its length"),
            "connection" => {
                for token in value.split(',').map(str::trim) {
                    close |= token == "close";
                    keep |= token == "keep-alive";
                }
            }
            "expect" => expect_continue = value == "100-continue",
            _ => {}
        }
    }
    Ok(Head {
        length: length.unwrap_or(0),
        keep_alive: !close && (http11 || keep),
        expect_continue,
    })
}

/// The reason phrase of a status the server sends.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "",
    }
}

/// A response's head with the headers every answer carries.
pub fn response_head(status: u16, kind: &str, length: usize, keep_alive: bool) -> String {
    let connection = if keep_alive { "keep-alive" } else { "close" };
    format!(
        "HTTP/1.1 {status} {}\r\n\
         Content-Type: {kind}\r\n\
         Cache-Control: no-store\r\n\
         X-Content-Type-Options: nosniff\r\n\
         Referrer-Policy: no-referrer\r\n\
         Content-Security-Policy: default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'\r\n\
         Content-Length: {length}\r\n\
         Connection: {connection}\r\n\r\n",
        reason(status)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole(text: &str) -> (Request, usize) {
        match parse(text.as_bytes()) {
            Parsed::Whole(r, n) => (r, n),
            other => panic!("{text:?}: {other:?}"),
        }
    }

    #[test]
    fn a_request_is_read_with_its_body_and_what_follows_is_left() {
        let text = "POST /p/C/api/act HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nSealGET";
        let (r, used) = whole(text);
        assert_eq!(
            (r.method.as_str(), r.target.as_str()),
            ("POST", "/p/C/api/act")
        );
        assert_eq!((r.body.as_slice(), r.keep_alive), (&b"Seal"[..], true));
        assert_eq!(&text[used..], "GET");
        let (r, _) = whole("GET / HTTP/1.0\r\n\r\n");
        assert!(!r.keep_alive && r.body.is_empty());
        let (r, _) = whole("GET / HTTP/1.1\nConnection: Close\n\n");
        assert!(!r.keep_alive);
    }

    #[test]
    fn a_partial_request_waits_and_a_long_body_is_not_read() {
        for text in [
            "",
            "G",
            "GET",
            "GET /p",
            "GET / HTTP/1",
            "GET / HTTP/1.1\r\nHost: x",
        ] {
            assert!(
                matches!(parse(text.as_bytes()), Parsed::Partial { .. }),
                "{text:?}"
            );
        }
        let head = "POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 9\r\n\r\nab";
        assert_eq!(
            parse(head.as_bytes()),
            Parsed::Partial {
                wants_continue: true
            }
        );
        let (r, _) = whole(&format!(
            "POST / HTTP/1.1\r\nContent-Length: {}\r\n\r\n",
            MAX_READ + 1
        ));
        assert!(r.too_big && !r.keep_alive);
    }

    #[test]
    fn bytes_that_are_not_http_are_told_at_once() {
        let tls = [0x16u8, 0x03, 0x01, 0x02, 0x00];
        assert_eq!(parse(&tls), Parsed::NotHttp);
        for text in [
            "hello",
            "get / HTTP/1.1",
            "GET  /",
            "GET / SSH-2.0",
            "GET / HTTP/2",
            "GET /\x01 HTTP/1.1",
            "GET / HTTP/1.1 x\r\n",
            "\r\n\r\n",
        ] {
            assert_eq!(parse(text.as_bytes()), Parsed::NotHttp, "{text:?}");
        }
        assert_eq!(parse(&[b'A'; MAX_METHOD + 1]), Parsed::NotHttp);
    }

    #[test]
    fn broken_heads_are_refused() {
        for text in [
            "GET / HTTP/1.1\r\nno colon\r\n\r\n",
            "GET / HTTP/1.1\r\nContent-Length: x\r\n\r\n",
            "GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
            "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
        ] {
            assert!(matches!(parse(text.as_bytes()), Parsed::Bad(_)), "{text:?}");
        }
        let long = format!("GET /{} HTTP/1.1\r\n", "a".repeat(MAX_HEAD));
        assert!(matches!(parse(long.as_bytes()), Parsed::Bad(_)));
    }
}
