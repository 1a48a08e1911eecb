//! Convoy geometry: which seas a convoy between two coasts could need.

use crate::engine::ids::{Location, ProvinceId};
use crate::engine::map::Map;

/// The seas that lie on some convoy route from `origin` to `dest` where no sea could be
/// skipped (an induced path). A convoy order from any other sea is unnecessary and so
/// illegal (DATC 4.E.1, 6.G.19).
pub(super) fn necessary_seas(map: &Map, origin: ProvinceId, dest: ProvinceId) -> Vec<ProvinceId> {
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
