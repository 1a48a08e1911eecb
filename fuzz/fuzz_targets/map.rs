//! Map files and geometry files: any text must load as a map (or a geometry) or give an
//! error naming the file and place, never panic; a map that loads is checked as
//! `map-check` does and set out at its start.
#![no_main]

use diplomacy_hotseat::engine::map::geometry::{Geometry, check_geometry};
use diplomacy_hotseat::engine::map::{Map, check_map};
use diplomacy_hotseat::engine::position::Position;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn standard() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::named("standard").expect("standard map"))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(map) = Map::from_ron(text, "fuzz.ron") {
        let _ = check_map(&map);
        let position = Position::initial(&map);
        let _ = map.phase_name(position.phase);
        for p in map.province_ids() {
            let _ = map.find_province(map.id_of(p));
        }
    }
    if let Ok(geometry) = Geometry::load(text, "fuzz.geometry.ron") {
        let _ = check_geometry(standard(), &geometry);
    }
});
