//! Where each province's name is written: at its label point unless a token could stand
//! over it there, else the nearest spot clear of every place a token stands and of the
//! names placed before it, so that a name and a token always both show.

use super::board::Board;
use super::tokens::token_rings;
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::Terrain;
use crate::engine::map::geometry::point_in_rings;

/// A rectangle on the board: its centre and half extents, in board units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    pub centre: [f32; 2],
    pub half: [f32; 2],
}

impl Area {
    /// How much of the board the two rectangles share (0: none).
    pub fn overlap(&self, other: &Area) -> f32 {
        let w = self.half[0] + other.half[0] - (self.centre[0] - other.centre[0]).abs();
        let h = self.half[1] + other.half[1] - (self.centre[1] - other.centre[1]).abs();
        w.max(0.0) * h.max(0.0)
    }

    fn from_bounds(low: [f32; 2], high: [f32; 2]) -> Area {
        Area {
            centre: [(low[0] + high[0]) / 2.0, (low[1] + high[1]) / 2.0],
            half: [(high[0] - low[0]) / 2.0, (high[1] - low[1]) / 2.0],
        }
    }
}

/// A monospace glyph's advance, in font sizes (Hack, egui's monospace face: 0.60).
const ADVANCE: f32 = 0.61;
/// The height a name's letters take, capitals to descenders, in font sizes.
const INK_HEIGHT: f32 = 0.95;
/// How far the search for a free spot reaches from the label point, in font sizes.
const REACH: f32 = 2.0;
/// The search's step, in font sizes.
const STEP: f32 = 0.15;

/// The width of the light halo round a name's letters, for a font size.
pub fn halo_width(size: f32) -> f32 {
    (size * 0.1).max(1.0)
}

/// Half the box a name takes at font size `size` (any unit), its halo included.
pub fn name_half(name: &str, size: f32) -> [f32; 2] {
    let halo = halo_width(size);
    [
        name.chars().count() as f32 * ADVANCE * size / 2.0 + halo,
        INK_HEIGHT * size / 2.0 + halo,
    ]
}

/// The box a token of `kind` takes round its anchor, its halo included.
fn token_bounds(kind: UnitKind, scale: f32) -> ([f32; 2], [f32; 2]) {
    let [halo, _, _] = token_rings(kind, scale);
    halo.iter().fold(
        ([f32::MAX, f32::MAX], [f32::MIN, f32::MIN]),
        |(lo, hi), p| {
            (
                [lo[0].min(p[0]), lo[1].min(p[1])],
                [hi[0].max(p[0]), hi[1].max(p[1])],
            )
        },
    )
}

/// Every place a token may stand on the board (each province's unit anchor and each
/// coast's fleet anchor), as the box the largest token that fits there takes.
pub fn token_areas(board: &Board, scale: f32) -> Vec<(ProvinceId, Area)> {
    let (army, fleet) = (
        token_bounds(UnitKind::Army, scale),
        token_bounds(UnitKind::Fleet, scale),
    );
    let both = (
        [army.0[0].min(fleet.0[0]), army.0[1].min(fleet.0[1])],
        [army.1[0].max(fleet.1[0]), army.1[1].max(fleet.1[1])],
    );
    // A little room between a token's halo and a name's.
    let gap = 1.5;
    let at = |a: [f32; 2], b: ([f32; 2], [f32; 2])| {
        Area::from_bounds(
            [a[0] + b.0[0] - gap, a[1] + b.0[1] - gap],
            [a[0] + b.1[0] + gap, a[1] + b.1[1] + gap],
        )
    };
    let mut out = Vec::new();
    for p in board.map.province_ids() {
        let prov = board.map.province(p);
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        let unit_token = match prov.terrain {
            Terrain::Impassable => continue,
            Terrain::Land => army,
            Terrain::Sea => fleet,
            Terrain::Coast if shape.coasts.is_empty() => both,
            Terrain::Coast => army,
        };
        out.push((p, at(shape.unit, unit_token)));
        out.extend(shape.coasts.iter().map(|c| (p, at(c.fleet, fleet))));
    }
    out
}

/// A province's name and where it is written.
#[derive(Debug, Clone, PartialEq)]
pub struct NamePlace {
    pub province: ProvinceId,
    pub area: Area,
}

/// Where every province's name goes (Switzerland and other impassable land carry none),
/// for names of font size `name_size` and tokens of `token_scale`, in board units.
pub fn name_places(board: &Board, name_size: f32, token_scale: f32) -> Vec<NamePlace> {
    let tokens = token_areas(board, token_scale);
    let reach = REACH * name_size;
    let step = (STEP * name_size).max(0.5);
    let mut offsets: Vec<[f32; 2]> = Vec::new();
    let n = (reach / step).ceil() as i32;
    for i in -n..=n {
        for j in -n..=n {
            let d = [i as f32 * step, j as f32 * step];
            if d[0].hypot(d[1]) <= reach {
                offsets.push(d);
            }
        }
    }
    offsets.sort_by(|a, b| a[0].hypot(a[1]).total_cmp(&b[0].hypot(b[1])));
    let mut placed: Vec<NamePlace> = Vec::new();
    for p in board.map.province_ids() {
        let prov = board.map.province(p);
        if prov.terrain == Terrain::Impassable {
            continue;
        }
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        let half = name_half(&prov.abbr, name_size);
        let label = shape.label;
        let near = |a: &Area| {
            (a.centre[0] - label[0]).abs() <= reach + half[0] + a.half[0]
                && (a.centre[1] - label[1]).abs() <= reach + half[1] + a.half[1]
        };
        let near_tokens: Vec<&(ProvinceId, Area)> =
            tokens.iter().filter(|(_, a)| near(a)).collect();
        let near_names: Vec<&Area> = placed.iter().map(|n| &n.area).filter(|a| near(a)).collect();
        let mut best = (f32::MAX, label);
        for d in &offsets {
            let distance = d[0].hypot(d[1]);
            if distance >= best.0 {
                break;
            }
            let area = Area {
                centre: [label[0] + d[0], label[1] + d[1]],
                half,
            };
            let covered = |own: bool| -> f32 {
                near_tokens
                    .iter()
                    .filter(|(q, _)| (*q == p) == own)
                    .map(|(_, t)| t.overlap(&area))
                    .sum()
            };
            let crowded: f32 = near_names.iter().map(|t| t.overlap(&area)).sum();
            // In order: the province's own token places stay clear (its unit would hide
            // its name), the name's middle stays in its province, other provinces'
            // token places and names stay clear, its ends stay in, and it stays near
            // its label point.
            let inside = |p: [f32; 2]| point_in_rings(&shape.rings, p);
            let ends_out = [-0.7, 0.7]
                .iter()
                .filter(|f| !inside([area.centre[0] + half[0] * **f, area.centre[1]]))
                .count() as f32;
            let penalty = |overlap: f32, weight: f32| {
                if overlap > 0.0 { weight + overlap } else { 0.0 }
            };
            let score = penalty(covered(true), 1.0e6)
                + if inside(area.centre) { 0.0 } else { 1.0e4 }
                + penalty(covered(false), 1.0e3)
                + penalty(crowded, 500.0)
                + ends_out * name_size
                + distance;
            if score < best.0 {
                best = (score, area.centre);
            }
        }
        placed.push(NamePlace {
            province: p,
            area: Area {
                centre: best.1,
                half,
            },
        });
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::legible::{name_size, token_scale};

    /// On every board, at the sizes drawn, no name shares any pixel with a place where its
    /// own province's token may stand, and at most half touch another province's token
    /// place (how many names overlap another name is printed).
    #[test]
    fn no_name_lies_under_its_provinces_token_on_any_board() {
        for variant in ["standard", "multiplomacy", "european"] {
            let board = Board::named(variant).expect("board");
            let (size, scale) = (name_size(&board.geometry), token_scale(&board.geometry));
            let tokens = token_areas(&board, scale);
            let places = name_places(&board, size, scale);
            let under = |own: bool| -> Vec<&str> {
                places
                    .iter()
                    .filter(|n| {
                        tokens
                            .iter()
                            .any(|(q, t)| (*q == n.province) == own && t.overlap(&n.area) > 0.0)
                    })
                    .map(|n| board.map.province(n.province).abbr.as_str())
                    .collect()
            };
            let (own, other) = (under(true), under(false));
            let crowded = places
                .iter()
                .enumerate()
                .filter(|(i, n)| places[..*i].iter().any(|m| m.area.overlap(&n.area) > 0.0))
                .count();
            eprintln!("{variant}: {crowded} names overlap another name");
            eprintln!(
                "{variant}: {} names, {} touch another province's token place: {other:?}",
                places.len(),
                other.len()
            );
            assert!(
                own.is_empty(),
                "{variant}: names under their own token: {own:?}"
            );
            assert!(
                other.len() * 2 <= places.len(),
                "{variant}: {other:?} touch other token places"
            );
            // A name stays near its province: within the search's reach of its label.
            for n in &places {
                let label = board
                    .geometry
                    .shape(&board.map.province(n.province).id)
                    .expect("shape")
                    .label;
                let d = (n.area.centre[0] - label[0]).hypot(n.area.centre[1] - label[1]);
                assert!(
                    d <= REACH * size + 0.01,
                    "{variant}: a name {d} units from its label"
                );
            }
        }
    }

    /// A larger text size makes larger names, placed clear of the tokens all the same.
    #[test]
    fn the_text_size_setting_grows_the_names_and_keeps_them_clear() {
        let board = Board::named("standard").expect("board");
        let (size, scale) = (name_size(&board.geometry), token_scale(&board.geometry));
        let tokens = token_areas(&board, scale);
        let small = name_places(&board, size, scale);
        let large = name_places(&board, size * 1.5, scale);
        assert!(large[0].area.half[1] > small[0].area.half[1] * 1.4);
        let covered = large
            .iter()
            .filter(|n| {
                tokens
                    .iter()
                    .any(|(q, t)| *q == n.province && t.overlap(&n.area) > 0.0)
            })
            .count();
        assert_eq!(covered, 0, "large names under their own tokens");
    }
}
