//! Who is connected: live connections counted by address and in all, event streams by
//! address, by join code and in all. A place is taken only under every cap (but see
//! [`Tally::crowd`]), and given back when its guard is dropped.

use super::limits::lock;
use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Why no more event streams may be opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// The server holds as many as it may.
    All,
    /// This address holds as many as it may.
    Address,
    /// This code holds as many as it may.
    Code,
}

impl Full {
    /// Why, in the table's language.
    pub fn words(self) -> String {
        match self {
            Full::All => crate::t!("phones-server-full"),
            Full::Address => crate::t!("phones-server-full-address"),
            Full::Code => crate::t!("phones-server-full-code"),
        }
    }
}
/// Connections open at once from one address (a phone's browser opens up to six).
pub const PER_ADDRESS: usize = 32;
/// Connections open at once in all.
pub const TOTAL: usize = 256;
/// Event streams open at once in all.
pub const STREAMS: usize = 32;
/// Event streams open at once with one code (a phone, a page open twice, a reload).
pub const STREAMS_PER_CODE: usize = 4;
/// Event streams open at once from one address.
pub const STREAMS_PER_ADDRESS: usize = 8;

/// Counts by key and in all.
#[derive(Debug)]
struct Counts<K> {
    total: usize,
    by: HashMap<K, usize>,
}

impl<K: Hash + Eq> Default for Counts<K> {
    fn default() -> Self {
        Counts {
            total: 0,
            by: HashMap::new(),
        }
    }
}

impl<K: Hash + Eq + Clone> Counts<K> {
    fn room(&self, key: &K, per_key: usize, total: usize) -> bool {
        self.total < total && self.by.get(key).copied().unwrap_or(0) < per_key
    }

    fn take(&mut self, key: &K) {
        self.total += 1;
        *self.by.entry(key.clone()).or_insert(0) += 1;
    }

    fn give(&mut self, key: &K) {
        self.total = self.total.saturating_sub(1);
        if let Some(n) = self.by.get_mut(key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.by.remove(key);
            }
        }
    }
}

/// The server's counts of connections and streams.
#[derive(Debug, Default)]
pub struct Tally {
    conns: Mutex<Counts<IpAddr>>,
    streams: Mutex<(Counts<IpAddr>, Counts<String>)>,
}

impl Tally {
    /// A place for a new connection from `ip`, unless that would pass a cap.
    pub fn connect(self: &Arc<Self>, ip: IpAddr) -> Option<ConnPlace> {
        let mut conns = lock(&self.conns);
        if !conns.room(&ip, PER_ADDRESS, TOTAL) {
            return None;
        }
        conns.take(&ip);
        Some(ConnPlace {
            tally: self.clone(),
            ip,
        })
    }

    /// A place for a new connection from `ip` when every place is taken, unless its
    /// address is full: the count goes over [`TOTAL`] until a waiting connection is closed
    /// for it (see `reader`), so one crowd of addresses cannot shut every phone out.
    pub fn crowd(self: &Arc<Self>, ip: IpAddr) -> Option<ConnPlace> {
        let mut conns = lock(&self.conns);
        if !conns.room(&ip, PER_ADDRESS, usize::MAX) {
            return None;
        }
        conns.take(&ip);
        Some(ConnPlace {
            tally: self.clone(),
            ip,
        })
    }

    /// A place for an event stream from `ip` with `code` (as made plain), or why not.
    pub fn listen(self: &Arc<Self>, ip: IpAddr, code: &str) -> Result<StreamPlace, Full> {
        let mut guard = lock(&self.streams);
        let (by_ip, by_code) = &mut *guard;
        let code = code.to_string();
        if by_ip.total >= STREAMS {
            return Err(Full::All);
        }
        if !by_ip.room(&ip, STREAMS_PER_ADDRESS, STREAMS) {
            return Err(Full::Address);
        }
        if !by_code.room(&code, STREAMS_PER_CODE, STREAMS) {
            return Err(Full::Code);
        }
        by_ip.take(&ip);
        by_code.take(&code);
        Ok(StreamPlace {
            tally: self.clone(),
            ip,
            code,
        })
    }

    /// Connections open now.
    pub fn connections(&self) -> usize {
        lock(&self.conns).total
    }

    /// Event streams open now.
    pub fn streams(&self) -> usize {
        lock(&self.streams).0.total
    }
}

/// A live connection's place in the count.
#[derive(Debug)]
pub struct ConnPlace {
    tally: Arc<Tally>,
    ip: IpAddr,
}

impl Drop for ConnPlace {
    fn drop(&mut self) {
        lock(&self.tally.conns).give(&self.ip);
    }
}

/// An event stream's place in the count.
#[derive(Debug)]
pub struct StreamPlace {
    tally: Arc<Tally>,
    ip: IpAddr,
    code: String,
}

impl Drop for StreamPlace {
    fn drop(&mut self) {
        let mut guard = lock(&self.tally.streams);
        guard.0.give(&self.ip);
        guard.1.give(&self.code);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connections_are_capped_by_address_and_in_all_and_given_back() {
        let tally = Arc::new(Tally::default());
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let held: Vec<_> = (0..PER_ADDRESS)
            .map(|_| tally.connect(a).unwrap())
            .collect();
        assert!(tally.connect(a).is_none());
        let mut others = Vec::new();
        for i in 0..(TOTAL - PER_ADDRESS) {
            let ip = IpAddr::from([10, 1, (i / 200) as u8, (i % 200) as u8]);
            others.push(tally.connect(ip).unwrap());
        }
        assert!(tally.connect("10.9.9.9".parse().unwrap()).is_none());
        let crowded = tally.crowd("10.9.9.9".parse().unwrap()).unwrap();
        assert!(tally.crowd(IpAddr::from([10, 1, 0, 0])).is_some());
        assert!(tally.crowd(a).is_none(), "its address is full");
        drop(crowded);
        drop(held);
        assert_eq!(tally.connections(), TOTAL - PER_ADDRESS);
        assert!(tally.connect(a).is_some());
    }

    #[test]
    fn streams_are_capped_by_code_by_address_and_in_all() {
        let tally = Arc::new(Tally::default());
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let one: Vec<_> = (0..STREAMS_PER_CODE)
            .map(|i| {
                tally
                    .listen(IpAddr::from([10, 0, 1, i as u8]), "ONE")
                    .unwrap()
            })
            .collect();
        assert!(tally.listen(a, "ONE").is_err());
        let mine: Vec<_> = (0..STREAMS_PER_ADDRESS)
            .map(|i| tally.listen(a, &format!("C{i}")).unwrap())
            .collect();
        assert!(tally.listen(a, "OTHER").is_err());
        let mut rest = Vec::new();
        for i in 0..STREAMS {
            if let Ok(p) = tally.listen(IpAddr::from([10, 0, 2, i as u8]), &format!("D{i}")) {
                rest.push(p);
            }
        }
        assert_eq!(tally.streams(), STREAMS);
        drop(one);
        assert_eq!(tally.streams(), STREAMS - STREAMS_PER_CODE);
        assert!(tally.listen(a, "ONE").is_err(), "the address is still full");
        drop(mine);
        assert!(tally.listen(a, "ONE").is_ok());
        drop(rest);
    }
}
