//! The seas a convoy between two coasts could need, worked out once per pair of provinces
//! and kept with the map (the adjudicator and the order menus ask the same pairs often).

use super::model::Map;
use crate::engine::ids::{Location, ProvinceId};
use std::sync::OnceLock;

/// Per (origin, destination) pair: the necessary seas, filled in on first use.
#[derive(Debug, Clone, Default)]
pub(crate) struct ConvoySeas {
    pairs: Vec<OnceLock<Box<[ProvinceId]>>>,
    provinces: usize,
}

impl ConvoySeas {
    /// An empty memo for a map of `provinces` provinces.
    pub(crate) fn new(provinces: usize) -> ConvoySeas {
        ConvoySeas {
            pairs: (0..provinces * provinces)
                .map(|_| OnceLock::new())
                .collect(),
            provinces,
        }
    }
}

impl Map {
    /// The seas that lie on some convoy route from `origin` to `dest` where no sea could
    /// be skipped (an induced path). A convoy order from any other sea is unnecessary and
    /// so illegal (DATC 4.E.1, 6.G.19). Computed once per pair; the map must not change
    /// after loading.
    pub fn necessary_seas(&self, origin: ProvinceId, dest: ProvinceId) -> &[ProvinceId] {
        let memo = &self.convoy_seas;
        let (o, d) = (origin.index(), dest.index());
        if o >= memo.provinces || d >= memo.provinces {
            return &[];
        }
        memo.pairs[o * memo.provinces + d].get_or_init(|| search(self, origin, dest).into())
    }
}

fn search(map: &Map, origin: ProvinceId, dest: ProvinceId) -> Vec<ProvinceId> {
    let mut search = Search {
        map,
        origin,
        dest,
        path: Vec::new(),
        found: Vec::new(),
    };
    for s in map.neighbours(origin) {
        if search.is_sea_next_to(s, origin) {
            search.extend(s);
        }
    }
    search.found
}

struct Search<'a> {
    map: &'a Map,
    origin: ProvinceId,
    dest: ProvinceId,
    path: Vec<ProvinceId>,
    found: Vec<ProvinceId>,
}

impl Search<'_> {
    fn is_sea_next_to(&self, sea: ProvinceId, other: ProvinceId) -> bool {
        self.map.province(sea).is_sea() && self.map.fleet_adjacent(Location::province(sea), other)
    }

    fn extend(&mut self, sea: ProvinceId) {
        if self.path.len() > 24 {
            return;
        }
        self.path.push(sea);
        if self.is_sea_next_to(sea, self.dest) {
            for &s in &self.path {
                if !self.found.contains(&s) {
                    self.found.push(s);
                }
            }
        } else {
            for next in self.map.neighbours(sea) {
                if !self.is_sea_next_to(next, sea) || self.path.contains(&next) {
                    continue;
                }
                // No shortcut: the next sea touches neither the origin nor any earlier sea.
                let earlier = &self.path[..self.path.len() - 1];
                if self.is_sea_next_to(next, self.origin)
                    || earlier.iter().any(|&e| self.is_sea_next_to(next, e))
                {
                    continue;
                }
                self.extend(next);
            }
        }
        self.path.pop();
    }
}
