//! Which provinces touch, as bit sets built once when a map is loaded: on boards of up to
//! 128 provinces an army's move, or a fleet's from a province without split coasts, is one
//! bit test instead of a walk along a list (the adjudicator asks this for every order).

use super::model::Province;
use crate::engine::ids::ProvinceId;

/// The provinces each province touches, for armies and for fleets.
#[derive(Debug, Clone, Default)]
pub(crate) struct Adjacency {
    /// Per province, the provinces an army there may move to; empty on bigger boards.
    army: Vec<u128>,
    /// Per province, the provinces a fleet there may move to (`None` for split coasts,
    /// whose moves depend on the coast); empty on bigger boards.
    fleet: Vec<Option<u128>>,
}

/// The bit of a province in a set, if the set has room for it.
fn bit(p: ProvinceId) -> Option<u128> {
    (p.index() < 128).then(|| 1u128 << p.index())
}

impl Adjacency {
    /// The sets for these provinces (none where there are more than 128).
    pub(crate) fn new(provinces: &[Province]) -> Adjacency {
        if provinces.len() > 128 {
            return Adjacency::default();
        }
        let set =
            |ids: &mut dyn Iterator<Item = ProvinceId>| ids.filter_map(bit).fold(0, |a, b| a | b);
        Adjacency {
            army: provinces
                .iter()
                .map(|p| set(&mut p.army.iter().copied()))
                .collect(),
            fleet: provinces
                .iter()
                .map(|p| {
                    (!p.has_split_coasts()).then(|| set(&mut p.fleet.iter().map(|l| l.province)))
                })
                .collect(),
        }
    }

    /// Whether an army in `from` may move to `to`, if the sets answer it.
    #[inline]
    pub(crate) fn army(&self, from: ProvinceId, to: ProvinceId) -> Option<bool> {
        let set = self.army.get(from.index())?;
        Some(set & bit(to)? != 0)
    }

    /// Whether a fleet in `from` (a province without split coasts) may move to some coast
    /// of `to`, if the sets answer it.
    #[inline]
    pub(crate) fn fleet(&self, from: ProvinceId, to: ProvinceId) -> Option<bool> {
        let set = (*self.fleet.get(from.index())?)?;
        Some(set & bit(to)? != 0)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::ids::{Location, ProvinceId};
    use crate::engine::map::Map;

    /// The bit sets give the same answer as the province lists for every pair of
    /// provinces on every board (fleets on split coasts keep using the lists).
    #[test]
    fn the_bit_sets_agree_with_the_move_lists_on_every_board() {
        for name in ["standard", "multiplomacy", "european"] {
            let map = Map::named(name).expect("map");
            assert!(!map.adjacency.army.is_empty(), "{name} has sets");
            for from in map.province_ids() {
                let province = map.province(from);
                for to in map.province_ids() {
                    let by_list = province.army.contains(&to);
                    assert_eq!(
                        map.army_adjacent(from, to),
                        by_list,
                        "{name} army {from:?} {to:?}"
                    );
                    if !province.has_split_coasts() {
                        let by_list = province.fleet.iter().any(|l| l.province == to);
                        let at = Location::province(from);
                        assert_eq!(
                            map.fleet_adjacent(at, to),
                            by_list,
                            "{name} fleet {from:?} {to:?}"
                        );
                    }
                }
            }
            assert_eq!(map.adjacency.army(ProvinceId(0), ProvinceId(200)), None);
        }
    }
}
