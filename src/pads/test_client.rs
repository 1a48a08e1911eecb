//! A phone in tests: raw HTTP/1.1 requests to the server and readers of its JSON.

use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// Sends one request and reads the status and JSON body.
pub(crate) fn request(addr: SocketAddr, method: &str, path: &str, body: &[u8]) -> (u16, Value) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).unwrap();
    let _ = s.write_all(body);
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
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
    (status, json)
}

/// A chunked body (large answers come so) made whole.
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

/// The first allowed choice of a kind for a unit of the state, as the body giving it.
pub(crate) fn give(state: &Value, unit: usize, kind: &str, nth: usize) -> String {
    let kinds = state["units"][unit]["kinds"].as_array().unwrap();
    let k = kinds.iter().find(|k| k["kind"] == kind).unwrap();
    let allowed: Vec<&Value> = k["targets"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["choices"].as_array().unwrap())
        .filter(|c| c["allowed"] == true)
        .collect();
    let choice = allowed[nth % allowed.len()];
    serde_json::json!({ "Give": choice["order"] }).to_string()
}

pub(crate) fn lines(state: &Value) -> Vec<String> {
    state["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["text"].as_str().unwrap().to_string())
        .collect()
}
