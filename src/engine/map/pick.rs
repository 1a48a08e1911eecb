//! Picking: which province (and coast) lies under a point of the board.

use super::Map;
use super::geometry::{Geometry, point_in_rings};
use crate::engine::ids::{Coast, Location};

/// The province under a board point (raw board coordinates, y up); for split-coast
/// provinces, the coast whose fleet anchor is nearest.
pub fn location_at(map: &Map, geometry: &Geometry, point: [f32; 2]) -> Option<Location> {
    for id in map.province_ids() {
        let prov = map.province(id);
        let Some(shape) = geometry.shape(&prov.id) else {
            continue;
        };
        if !point_in_rings(&shape.rings, point) {
            continue;
        }
        let coast = shape
            .coasts
            .iter()
            .min_by(|a, b| {
                let d = |f: [f32; 2]| (f[0] - point[0]).hypot(f[1] - point[1]);
                d(a.fleet).total_cmp(&d(b.fleet))
            })
            .and_then(|a| Coast::parse(&a.coast));
        return Some(Location {
            province: id,
            coast: if prov.has_split_coasts() { coast } else { None },
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::map::builtin_geometry;

    #[test]
    fn unit_anchors_pick_their_own_province_and_coast() {
        let map = Map::named("standard").expect("map");
        let geo = Geometry::load(builtin_geometry("standard").expect("geo"), "g").expect("loads");
        for id in map.province_ids() {
            let prov = map.province(id);
            let shape = geo.shape(&prov.id).expect("shape");
            let got = location_at(&map, &geo, shape.unit).map(|l| l.province);
            assert_eq!(got, Some(id), "{}", prov.id);
            for anchor in &shape.coasts {
                let loc = location_at(&map, &geo, anchor.fleet).expect("inside");
                assert_eq!(
                    loc.coast.map(|c| c.code()),
                    Some(anchor.coast.as_str()),
                    "{} {}",
                    prov.id,
                    anchor.coast
                );
            }
        }
        assert_eq!(
            location_at(&map, &geo, [-500.0, -500.0]),
            None,
            "off the board"
        );
    }
}
