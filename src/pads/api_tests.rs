//! API tests against the real server on a loopback address: phones that join, write,
//! amend and seal at once; codes refused; one power never reading another's orders;
//! malformed, hostile and oversized requests; many requests with nothing lost.

use super::test_client::{give, lines, request};
use super::*;
use crate::engine::game::{Game, Setup};
use crate::engine::ids::PowerId;
use crate::engine::map::builtin_geometry;
use crate::engine::map::geometry::Geometry;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// A served game: the server, its table's thread and every power's code.
pub(super) struct Served {
    pub(super) server: PadServer,
    pub(super) hub: Arc<Hub>,
    stop: Arc<AtomicBool>,
    table: Option<JoinHandle<Game>>,
    pub(super) codes: Vec<String>,
}

impl Served {
    pub(super) fn new(variant: &str) -> Served {
        let map = Map::named(variant).unwrap();
        let geometry = Geometry::load(builtin_geometry(&map.name).unwrap(), variant).unwrap();
        let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
        let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
        let game = Game::new(&map, Setup::standard(&map, &refs, 0, "1971", 1).unwrap());
        let hub = Arc::new(Hub::new(map.powers.len(), board_json(&map, &geometry)));
        let codes = map.power_ids().map(|p| hub.codes().issue(p)).collect();
        let server = PadServer::start(hub.clone(), "127.0.0.1:0".parse().unwrap(), None).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let table = Some(headless::run(hub.clone(), map, game, stop.clone(), None));
        Served {
            server,
            hub,
            stop,
            table,
            codes,
        }
    }

    pub(super) fn phone(&self, power: usize) -> Phone {
        Phone {
            addr: self.server.addr,
            code: self.codes[power].clone(),
        }
    }

    /// Stops the table and hands back the game as it stands.
    pub(super) fn finish(mut self) -> Game {
        self.stop.store(true, Ordering::SeqCst);
        self.table.take().unwrap().join().unwrap()
    }
}

/// One phone: raw HTTP/1.1 requests with its code.
#[derive(Clone)]
pub(super) struct Phone {
    addr: SocketAddr,
    code: String,
}

impl Phone {
    /// Gets a path under the code, waiting and trying again while the server says to
    /// slow down.
    fn get(&self, what: &str) -> (u16, Value) {
        loop {
            let got = request(self.addr, "GET", &format!("/p/{}/{what}", self.code), b"");
            if got.0 != 429 {
                return got;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    pub(super) fn state(&self) -> Value {
        let (status, state) = self.get("api/state");
        assert_eq!(status, 200, "{state}");
        state
    }

    /// Posts an act, waiting and trying again while the server says to slow down.
    pub(super) fn act(&self, body: &str) -> (u16, Value) {
        loop {
            let path = format!("/p/{}/api/act", self.code);
            let got = request(self.addr, "POST", &path, body.as_bytes());
            if got.0 != 429 {
                return got;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

#[test]
fn seven_phones_join_write_amend_and_seal_at_once_and_the_phase_resolves() {
    let served = Served::new("standard");
    let phones: Vec<Phone> = (0..7).map(|p| served.phone(p)).collect();
    let threads: Vec<_> = phones
        .iter()
        .cloned()
        .map(|phone| {
            std::thread::spawn(move || {
                let state = phone.state();
                assert_eq!(state["may_write"], true);
                let (status, after) = phone.act(&give(&state, 0, "Move", 0));
                assert_eq!(status, 200, "{after}");
                let (_, after) = phone.act(&give(&state, 1, "Hold", 0));
                assert_eq!(lines(&after).len(), 2);
                // Amend: strike the hold, move the first unit elsewhere.
                let held = lines(&after)[1].clone();
                let stale = serde_json::json!({ "Remove": { "line": 0, "text": held } });
                assert_eq!(
                    phone.act(&stale.to_string()).0,
                    409,
                    "a changed line is not struck"
                );
                let strike = serde_json::json!({ "Remove": { "line": 1, "text": held } });
                let (_, after) = phone.act(&strike.to_string());
                let (_, after2) = phone.act(&give(&state, 0, "Move", 1));
                assert_eq!(lines(&after).len(), 1);
                let moved = lines(&after2);
                assert_eq!(moved.len(), 1, "a unit's new order replaces its old one");
                let (status, sealed) = phone.act(r#""Seal""#);
                assert_eq!(status, 200, "{sealed}");
                moved[0].clone()
            })
        })
        .collect();
    let given: Vec<String> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    // Every power sealed: the table resolved Spring 1901.
    let after = phones[0].state();
    assert_eq!(after["phase"], "Autumn 1901", "{}", after["phase"]);
    let results = after["results"].to_string();
    let game = served.finish();
    assert_eq!(game.record.len(), 1);
    for order in &given {
        let head: String = order.chars().take(6).collect();
        assert!(results.contains(&head), "{order} missing from {results}");
    }
}

#[test]
fn a_wrong_or_revoked_code_is_refused_and_changes_nothing() {
    let served = Served::new("standard");
    let england = served.phone(0);
    let state = england.state();
    let body = give(&state, 0, "Move", 0);
    served.hub.codes().revoke(PowerId(0));
    let (status, error) = england.act(&body);
    assert_eq!(status, 403);
    assert!(error["error"].as_str().unwrap().contains("not valid"));
    let guess = Phone {
        code: "23456789ABCDEFGH".into(),
        ..england.clone()
    };
    assert_eq!(guess.act(&body).0, 403);
    // A new code works; the old one stays refused.
    let fresh = Phone {
        code: served.hub.codes().issue(PowerId(0)),
        ..england.clone()
    };
    assert_eq!(
        lines(&fresh.state()).len(),
        0,
        "nothing was written by the refused calls"
    );
    assert_eq!(england.get("api/state").0, 403);
    let game = served.finish();
    assert!(game.pending.is_empty());
}

#[test]
fn one_power_can_neither_read_nor_write_another_powers_orders() {
    let served = Served::new("standard");
    let england = served.phone(0);
    let france = served.phone(1);
    let english = england.state();
    england.act(&give(&english, 0, "Move", 0));
    // France sends England's own order: refused, nothing changes.
    let (status, error) = france.act(&give(&english, 0, "Move", 1));
    assert_eq!(status, 409, "{error}");
    let seen = france.state();
    assert!(lines(&seen).is_empty());
    // The tree lists supports of English moves (the board is public); nothing else may
    // name England's written order.
    let mut private = seen.clone();
    private["units"] = Value::Null;
    let text = private.to_string();
    let english_line = &lines(&england.state())[0];
    assert!(
        !text.contains(english_line.as_str()),
        "France's state shows {english_line}"
    );
    // A typed line for an English unit from France: refused.
    assert_eq!(france.act(r#"{"Type":"F Lon-ENG"}"#).0, 409);
    let game = served.finish();
    assert!(game.pending.iter().all(|l| l.power == PowerId(0)));
    assert_eq!(game.pending.len(), 1);
}

#[test]
fn malformed_hostile_and_oversized_requests_get_errors_and_change_nothing() {
    let served = Served::new("standard");
    let england = served.phone(0);
    let state = england.state();
    assert_eq!(england.act("not json").0, 400);
    assert_eq!(england.act(r#"{"Fly":"Lon"}"#).0, 400);
    assert_eq!(
        england
            .act(&format!(r#"{{"Type":"{}"}}"#, "x".repeat(9000)))
            .0,
        413
    );
    assert_eq!(
        england
            .act(&format!(r#"{{"Type":"{}"}}"#, "x".repeat(300)))
            .0,
        409
    );
    assert_eq!(
        england.act(r#"{"Remove":{"line":5,"text":"A Lvp-Yor"}}"#).0,
        409
    );
    assert_eq!(england.act(r#"{"Remove":5}"#).0, 400);
    // An order the tree never offered: a province far off the map, a move to Moscow.
    let mut hostile: Value = serde_json::from_str(&give(&state, 0, "Move", 0)).unwrap();
    hostile["Give"]["at"]["province"] = 60000.into();
    assert_eq!(england.act(&hostile.to_string()).0, 409);
    let mut far: Value = serde_json::from_str(&give(&state, 0, "Move", 0)).unwrap();
    far["Give"]["order"]["Main"]["Move"]["to"]["province"] = 40.into();
    assert_eq!(england.act(&far.to_string()).0, 409);
    assert_eq!(
        request(england.addr, "GET", "/p/x/../../etc/passwd", b"").0,
        403
    );
    assert_eq!(request(england.addr, "GET", "/nothing", b"").0, 404);
    assert_eq!(
        request(
            england.addr,
            "DELETE",
            &format!("/p/{}/api/state", england.code),
            b""
        )
        .0,
        405
    );
    assert_eq!(request(england.addr, "GET", "/", b"").0, 200);
    assert!(lines(&england.state()).is_empty());
    let game = served.finish();
    assert!(game.pending.is_empty());
}

#[test]
fn seven_phones_times_two_hundred_requests_lose_nothing() {
    let served = Served::new("standard");
    let threads: Vec<_> = (0..7)
        .map(|p| {
            let phone = served.phone(p);
            std::thread::spawn(move || {
                let state = phone.state();
                let units = state["units"].as_array().unwrap().len();
                let mut last = vec![None; units];
                for i in 0..200 {
                    let unit = i % units;
                    let (status, after) = phone.act(&give(&state, unit, "Move", i));
                    assert_eq!(status, 200, "{after}");
                    last[unit] = after["units"][unit]["current"].as_str().map(String::from);
                }
                let mut expected: Vec<String> = last.into_iter().flatten().collect();
                let mut now = lines(&phone.state());
                expected.sort();
                now.sort();
                assert_eq!(now, expected);
                now
            })
        })
        .collect();
    let written: Vec<Vec<String>> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let game = served.finish();
    let total: usize = written.iter().map(Vec::len).sum();
    assert_eq!(
        game.pending.len(),
        total,
        "every power's last orders are in the game"
    );
}

#[test]
fn a_listening_phone_hears_of_a_change_within_a_second() {
    let served = Served::new("standard");
    let england = served.phone(0);
    let mut events = TcpStream::connect(england.addr).unwrap();
    events
        .set_read_timeout(Some(Duration::from_secs(3)))
        .unwrap();
    let head = format!(
        "GET /p/{}/api/events HTTP/1.1\r\nHost: t\r\n\r\n",
        england.code
    );
    events.write_all(head.as_bytes()).unwrap();
    let mut buf = [0u8; 512];
    let n = events.read(&mut buf).unwrap();
    let first = String::from_utf8_lossy(&buf[..n]).to_string();
    assert!(first.contains("text/event-stream"), "{first}");
    let version = served.hub.version(PowerId(0));
    let french = served.hub.version(PowerId(1));
    let state = england.state();
    england.act(&give(&state, 0, "Hold", 0));
    let mut heard = String::new();
    let started = std::time::Instant::now();
    while !heard.contains(&format!("data: {}", version + 1)) && started.elapsed().as_secs() < 3 {
        let n = events.read(&mut buf).unwrap_or(0);
        heard.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    assert!(
        heard.contains(&format!("data: {}", version + 1)),
        "{first}{heard}"
    );
    // England's act is no news to France's phone.
    assert_eq!(served.hub.version(PowerId(1)), french);
    served.finish();
}

#[test]
fn only_the_local_network_is_answered() {
    for ip in [
        "127.0.0.1",
        "192.168.1.20",
        "10.0.0.5",
        "172.16.4.4",
        "::1",
        "fe80::1",
        "fd00::5",
        "::ffff:192.168.0.2",
    ] {
        assert!(server::is_local(ip.parse().unwrap()), "{ip}");
    }
    for ip in ["8.8.8.8", "172.32.0.1", "2001:db8::1", "::ffff:1.1.1.1"] {
        assert!(!server::is_local(ip.parse().unwrap()), "{ip}");
    }
    // On a network outside the private ranges, the laptop's neighbours count too.
    let own = "192.0.2.2".parse().unwrap();
    assert!(server::beside("192.0.2.77".parse().unwrap(), own));
    assert!(!server::beside("192.0.3.77".parse().unwrap(), own));
    assert!(!server::beside("::1".parse().unwrap(), own));
}

#[test]
fn phones_write_and_seal_a_phase_on_every_board() {
    for variant in ["standard", "multiplomacy", "european"] {
        let served = Served::new(variant);
        let powers = served.codes.len();
        let first = served.phone(0).state()["phase"].clone();
        for p in 0..powers {
            let phone = served.phone(p);
            let state = phone.state();
            let (status, after) = phone.act(&give(&state, 0, "Move", 0));
            assert_eq!(status, 200, "{variant}: {after}");
            assert_eq!(lines(&after).len(), 1, "{variant}");
            assert_eq!(phone.act(r#""Seal""#).0, 200, "{variant}");
        }
        let after = served.phone(0).state();
        assert_ne!(after["phase"], first, "{variant}: the phase moved on");
        assert_eq!(after["results_phase"], first, "{variant}");
        let game = served.finish();
        assert_eq!(game.record.len(), 1, "{variant}");
    }
}
