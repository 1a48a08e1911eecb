//! Where each province's name is written, worked out once for each board, text size and
//! position shown (never per frame): no name touches a token or another name. Each
//! province tries spots with their middle inside its outline first (as much of the name
//! inside as can be, near its label point, off the supply-centre markers), the most
//! crowded provinces choosing first; where none is free the name shrinks to the smallest
//! size, then straddles its border beside its token, then stands beside it with a leader
//! line, and as a last resort a neighbour's name is moved to make room. A name whose
//! usual spot is free keeps it, so names move only for the tokens that arrive.

use super::Board;
use super::draw::centre_marker;
use super::legible;
use super::province_cells::ProvinceCells;
use super::tokens::{badge_offset, stacks, token_rings};
use crate::engine::ids::{ProvinceId, UnitKind};
use crate::engine::map::Terrain;
use crate::engine::map::geometry::bounds;
use crate::engine::position::Position;

/// A rectangle on the board: its centre and half extents, in board units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    pub centre: [f32; 2],
    pub half: [f32; 2],
}

impl Area {
    /// Whether the two rectangles share any of the board.
    pub fn meets(&self, other: &Area) -> bool {
        (self.centre[0] - other.centre[0]).abs() < self.half[0] + other.half[0]
            && (self.centre[1] - other.centre[1]).abs() < self.half[1] + other.half[1]
    }

    /// The rectangle grown by `by` on every side.
    pub fn grown(&self, by: f32) -> Area {
        Area {
            centre: self.centre,
            half: [self.half[0] + by, self.half[1] + by],
        }
    }

    /// A point, as a box of no size.
    fn point(at: [f32; 2]) -> Area {
        Area {
            centre: at,
            half: [0.0, 0.0],
        }
    }

    fn from_bounds(low: [f32; 2], high: [f32; 2]) -> Area {
        Area {
            centre: [(low[0] + high[0]) / 2.0, (low[1] + high[1]) / 2.0],
            half: [(high[0] - low[0]) / 2.0, (high[1] - low[1]) / 2.0],
        }
    }

    fn union(&self, other: &Area) -> Area {
        let lo = |a: &Area, k: usize| a.centre[k] - a.half[k];
        let hi = |a: &Area, k: usize| a.centre[k] + a.half[k];
        Area::from_bounds(
            [lo(self, 0).min(lo(other, 0)), lo(self, 1).min(lo(other, 1))],
            [hi(self, 0).max(hi(other, 0)), hi(self, 1).max(hi(other, 1))],
        )
    }

    fn moved(&self, by: [f32; 2]) -> Area {
        Area {
            centre: [self.centre[0] + by[0], self.centre[1] + by[1]],
            half: self.half,
        }
    }
}

/// A glyph's advance in the board's name face (Fira Mono), in font sizes.
pub const ADVANCE: f32 = 0.6;
/// The height a name's letters take, capitals to descenders, in font sizes.
pub const INK_HEIGHT: f32 = 0.95;
/// Room kept between a name's halo and a token's outline, or another name's halo, in
/// font sizes of the board's full-size names: a clear strip of board between them (about
/// 3 window pixels at every text size), so no two names read as one.
const GAP: f32 = 0.2;

/// The room kept round every name on a board whose names are `sizes`, in board units.
pub fn gap(sizes: &Sizes) -> f32 {
    GAP * sizes.name
}
/// The search grid's step, in font sizes.
const STEP: f32 = 0.15;
/// How far beside its province a name may move (with a leader line), in font sizes.
const REACH: f32 = 3.0;
/// How many times further a name may stand, on a longer leader line, when no spot within
/// `REACH` is free.
const AFAR: f32 = 2.5;

/// The smallest a name is drawn at a large text size, in its full size (see
/// [`Sizes::floor_name`]).
const FLOOR: f32 = 0.6;

/// The width of the halo round a name's letters, for a font size.
pub fn halo_width(size: f32) -> f32 {
    size * 0.08
}

/// Half the box a name takes at font size `size`, its halo included.
pub fn name_half(name: &str, size: f32) -> [f32; 2] {
    let halo = halo_width(size);
    [
        // The letters are drawn twice, 0.06 font sizes apart, to make them bold.
        (name.chars().count() as f32 * ADVANCE + 0.06) * size / 2.0 + halo,
        INK_HEIGHT * size / 2.0 + halo,
    ]
}

/// The sizes names and tokens are drawn at on a board, in board units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sizes {
    /// A name's font size.
    pub name: f32,
    /// The smallest a crowded province's name is drawn inside or across its border.
    pub min_name: f32,
    /// At a large text size, the smallest a name is drawn before it stands beside its
    /// province: smaller than `min_name` (but never below 14 window pixels at the fitted
    /// view of that text size), so a crowded board keeps its names in their provinces.
    pub floor_name: f32,
    /// The token shapes' scale.
    pub token_scale: f32,
    /// A stack's count badge's radius (stacking boards).
    pub badge: f32,
}

impl Sizes {
    /// The sizes on `board` at the text-size setting `text_scale`.
    pub fn of(board: &Board, text_scale: f32) -> Sizes {
        let name = legible::name_size(board.geometry, text_scale);
        let smallest = legible::min_name_size(board.geometry, text_scale);
        let min_name = (name * legible::MIN_NAME_PX / legible::NAME_PX).max(smallest);
        Sizes {
            name,
            min_name,
            floor_name: (name * FLOOR).max(smallest).min(min_name),
            token_scale: legible::token_scale(board.geometry),
            badge: legible::BADGE_RADIUS * text_scale
                / legible::fitted_pixels_per_unit(board.geometry),
        }
    }
}

/// The box a token of `kind` at `at` takes, to its dark outline (its light halo may touch
/// a name's).
pub fn token_area(kind: UnitKind, at: [f32; 2], scale: f32) -> Area {
    let [_, line, _] = token_rings(kind, scale);
    let (lo, hi) = line.iter().fold(
        ([f32::MAX, f32::MAX], [f32::MIN, f32::MIN]),
        |(lo, hi), p| {
            (
                [lo[0].min(p[0]), lo[1].min(p[1])],
                [hi[0].max(p[0]), hi[1].max(p[1])],
            )
        },
    );
    Area::from_bounds(lo, hi).moved(at)
}

/// The box of a stack's count badge on a token at `at`.
pub fn badge_area(at: [f32; 2], sizes: &Sizes) -> Area {
    let d = badge_offset(sizes.token_scale);
    Area {
        centre: [at[0] + d[0], at[1] + d[1]],
        half: [sizes.badge, sizes.badge],
    }
}

/// The box every token of `position` takes on the board (a stack's count badge
/// included), with the province it stands in.
pub fn token_areas(board: &Board, sizes: &Sizes, position: &Position) -> Vec<(ProvinceId, Area)> {
    stacks(board, position)
        .iter()
        .map(|s| {
            let area = token_area(s.unit.kind, s.at, sizes.token_scale);
            let area = if s.count > 1 {
                area.union(&badge_area(s.at, sizes))
            } else {
                area
            };
            (s.unit.loc.province, area)
        })
        .collect()
}

/// A province's name, where and how large it is written, and the leader line joining it
/// to its province when it stands outside.
#[derive(Debug, Clone, PartialEq)]
pub struct NamePlace {
    pub province: ProvinceId,
    pub text: String,
    /// Font size, in board units.
    pub size: f32,
    /// The name's box, its halo included.
    pub area: Area,
    pub leader: Option<[[f32; 2]; 2]>,
}

/// One spot a name may take, with how much it is to be avoided (lower is better).
#[derive(Debug, Clone, Copy)]
struct Spot {
    score: f32,
    area: Area,
    leader: Option<[[f32; 2]; 2]>,
}

/// A font size and the spots a name may take at it, best first.
type Tier = (f32, Vec<Spot>);

/// A province, its name, and its tiers of spots in the order they are tried.
type Options = (ProvinceId, String, Vec<Tier>);

/// What the spots of every province are judged against.
struct Ground {
    tokens: Vec<(ProvinceId, Area)>,
    markers: Vec<[f32; 2]>,
    cells: ProvinceCells,
    /// Whether each province is sea.
    sea: Vec<bool>,
    /// The part of the board the fitted view shows, as `[min_x, min_y, max_x, max_y]`.
    frame: [f32; 4],
    /// The room kept round every name (see [`gap`]).
    gap: f32,
}

/// How a name's spot lies to its province.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Lie {
    /// Its middle inside.
    Inside,
    /// Its middle outside, part of it inside.
    Straddling,
    /// Wholly outside, joined to the province by a leader line.
    Beside,
    /// As `Beside`, further out: where a crowded corner left no room nearer.
    Afar,
}

/// The spots for one name at one size lying as `lie` says, best first, clear of every token
/// place and inside the frame.
fn spots(
    ground: &Ground,
    p: ProvinceId,
    shore: bool,
    shape: &crate::engine::map::geometry::ShapeFile,
    text: &str,
    size: f32,
    lie: Lie,
) -> Vec<Spot> {
    let half = name_half(text, size);
    let b = bounds(&shape.rings);
    let reach = match lie {
        Lie::Inside => 0.0,
        Lie::Straddling => size,
        Lie::Beside => REACH * size,
        Lie::Afar => REACH * AFAR * size,
    };
    let (x0, y0, x1, y1) = (b[0] - reach, b[1] - reach, b[2] + reach, b[3] + reach);
    let step = (STEP * size).max(((x1 - x0) * (y1 - y0) / 3000.0).sqrt());
    let near = Area::from_bounds([x0 - half[0], y0 - half[1]], [x1 + half[0], y1 + half[1]]);
    let judge = SpotJudge {
        ground,
        p,
        shore,
        shape,
        size,
        lie,
        tokens: (ground.tokens.iter())
            .map(|(_, a)| a.grown(ground.gap))
            .filter(|a| a.meets(&near))
            .collect(),
        markers: (ground.markers.iter().copied())
            .filter(|m| near.grown(6.0).meets(&Area::point(*m)))
            .collect(),
    };
    let mut out = Vec::new();
    let mut y = y0;
    while y <= y1 {
        let mut x = x0;
        while x <= x1 {
            out.extend(judge.spot(Area {
                centre: [x, y],
                half,
            }));
            x += step;
        }
        y += step;
    }
    out.sort_by(|a, b| a.score.total_cmp(&b.score));
    out
}

/// What a place for one province's name is judged by: the province, the tokens and
/// centre markers near it, and how the name is to lie.
struct SpotJudge<'a> {
    ground: &'a Ground,
    p: ProvinceId,
    shore: bool,
    shape: &'a crate::engine::map::geometry::ShapeFile,
    size: f32,
    lie: Lie,
    tokens: Vec<Area>,
    markers: Vec<[f32; 2]>,
}

impl SpotJudge<'_> {
    /// Whether a point lies in the province.
    fn own(&self, at: [f32; 2]) -> bool {
        self.ground.cells.at(at) == Some(self.p)
    }

    /// How much covering a point is to be avoided: another land province most, the sea
    /// little beside a coast.
    fn cost(&self, at: [f32; 2]) -> f32 {
        match self.ground.cells.at(at) {
            Some(q) if q == self.p => 0.0,
            Some(q) if self.ground.sea[q.index()] => {
                if self.shore {
                    0.35
                } else {
                    0.8
                }
            }
            _ => 1.0,
        }
    }

    /// Whether the whole box lies inside the frame.
    fn in_frame(&self, area: &Area) -> bool {
        let (f, c, half) = (self.ground.frame, area.centre, area.half);
        c[0] - half[0] >= f[0]
            && c[0] + half[0] <= f[2]
            && c[1] - half[1] >= f[1]
            && c[1] + half[1] <= f[3]
    }

    /// The name's box here as a spot with its score (lower is better), or `None` where it
    /// may not lie: outside the frame, on a token, or not lying as asked.
    fn spot(&self, area: Area) -> Option<Spot> {
        let (lie, half) = (self.lie, area.half);
        if !self.in_frame(&area) || self.own(area.centre) != (lie == Lie::Inside) {
            return None;
        }
        if self.tokens.iter().any(|t| t.meets(&area)) {
            return None;
        }
        let (mut outside, mut owned) = (0.0, 0);
        for fx in [-0.95, -0.5, 0.0, 0.5, 0.95] {
            for fy in [-0.8, 0.0, 0.8] {
                let at = [area.centre[0] + half[0] * fx, area.centre[1] + half[1] * fy];
                outside += self.cost(at);
                owned += usize::from(self.own(at));
            }
        }
        if lie != Lie::Inside && (owned >= 1) != (lie == Lie::Straddling) {
            return None;
        }
        let covered = (self.markers.iter())
            .filter(|m| area.grown(5.0).meets(&Area::point(**m)))
            .count();
        // Inside, near the label point; outside, hugging the province's token.
        let (label, size) = (self.shape.label, self.size);
        let distance = match lie {
            Lie::Inside => (area.centre[0] - label[0]).hypot(area.centre[1] - label[1]) * 0.4,
            _ => gap_between(&area, &token_area(UnitKind::Army, self.shape.unit, 1.0)) * 2.0,
        };
        let score = outside * size * 0.6 + covered as f32 * size * 2.0 + distance;
        let leader = matches!(lie, Lie::Beside | Lie::Afar).then(|| leader_line(&area, self.shape));
        Some(Spot {
            score,
            area,
            leader,
        })
    }
}

/// How far apart two boxes are (0 when they meet).
fn gap_between(a: &Area, b: &Area) -> f32 {
    let d = |k: usize| ((a.centre[k] - b.centre[k]).abs() - a.half[k] - b.half[k]).max(0.0);
    d(0).hypot(d(1))
}

/// A line from a name standing beside its province to the nearest of the province's
/// token anchor and label point, from the edge of the name's box.
fn leader_line(area: &Area, shape: &crate::engine::map::geometry::ShapeFile) -> [[f32; 2]; 2] {
    let to = shape.label;
    let (dx, dy) = (to[0] - area.centre[0], to[1] - area.centre[1]);
    let t = (area.half[0] / dx.abs().max(1e-3)).min(area.half[1] / dy.abs().max(1e-3));
    let t = t.min(1.0);
    [[area.centre[0] + dx * t, area.centre[1] + dy * t], to]
}

/// Where every province's name goes on `board` at `sizes`, clear of the tokens of
/// `position` (impassable land carries none).
pub fn name_places(board: &Board, sizes: &Sizes, position: &Position) -> Vec<NamePlace> {
    let frame = super::camera::BoardFrame::of(board.geometry);
    let lo = super::coords::to_board(frame.centre - frame.size / 2.0);
    let hi = super::coords::to_board(frame.centre + frame.size / 2.0);
    let ground = Ground {
        tokens: token_areas(board, sizes, position),
        markers: board
            .map
            .province_ids()
            .filter_map(|p| centre_marker(board, p))
            .collect(),
        frame: [lo[0], lo[1], hi[0], hi[1]],
        cells: ProvinceCells::of(board),
        sea: board.map.provinces.iter().map(|p| p.is_sea()).collect(),
        gap: gap(sizes),
    };
    // Every province's spots: full size inside, the smallest size inside, straddling its
    // border, (at a large text size) the floor size inside and straddling, then beside it.
    let mut options: Vec<Options> = Vec::new();
    let mut shapes = Vec::new();
    for p in board.map.province_ids() {
        let prov = board.map.province(p);
        if prov.terrain == Terrain::Impassable {
            continue;
        }
        let Some(shape) = board.geometry.shape(&prov.id) else {
            continue;
        };
        let text = prov.abbr.clone();
        let shore = prov.terrain != Terrain::Land;
        let tier = |size: f32, lie: Lie| (size, spots(&ground, p, shore, shape, &text, size, lie));
        let mut tiers = vec![
            tier(sizes.name, Lie::Inside),
            tier(sizes.min_name, Lie::Inside),
            tier(sizes.min_name, Lie::Straddling),
        ];
        if sizes.floor_name < sizes.min_name * 0.999 {
            tiers.push(tier(sizes.floor_name, Lie::Inside));
            tiers.push(tier(sizes.floor_name, Lie::Straddling));
        }
        tiers.push(tier(sizes.floor_name, Lie::Beside));
        options.push((p, text, tiers));
        shapes.push((p, shore, shape));
    }
    // The provinces with the fewest free spots choose first.
    let room = |tiers: &[Tier]| -> usize { tiers.iter().map(|(_, s)| s.len()).sum() };
    options.sort_by_key(|(_, _, tiers)| room(tiers));
    let mut placed: Vec<Option<(f32, Spot)>> = vec![None; options.len()];
    for i in 0..options.len() {
        placed[i] = first_free(&options[i].2, &placed, None, ground.gap);
        if placed[i].is_none() {
            make_room(i, &options, &mut placed, ground.gap);
        }
        if placed[i].is_none() {
            // Further out on a leader line (worked out only for the few that need it).
            let (p, text, _) = &options[i];
            let Some(&(_, shore, shape)) = shapes.iter().find(|(q, _, _)| q == p) else {
                continue;
            };
            let size = sizes.floor_name;
            let afar = spots(&ground, *p, shore, shape, text, size, Lie::Afar);
            placed[i] = first_free(&[(size, afar)], &placed, None, ground.gap);
        }
    }
    options
        .into_iter()
        .zip(placed)
        .map(|((province, text, tiers), spot)| {
            // No free spot at all: the best spot inside, whatever it touches.
            let (size, spot) = spot.unwrap_or_else(|| {
                let (size, all) = &tiers[0];
                let label = (shapes.iter())
                    .find(|(q, _, _)| *q == province)
                    .map_or([0.0; 2], |(_, _, shape)| shape.label);
                let shape_centre = Spot {
                    score: 0.0,
                    area: Area {
                        centre: label,
                        half: name_half(&text, *size),
                    },
                    leader: None,
                };
                (*size, all.first().copied().unwrap_or(shape_centre))
            });
            NamePlace {
                province,
                text,
                size,
                area: spot.area,
                leader: spot.leader,
            }
        })
        .collect()
}

/// The best spot of the first tier that has one clear of every placed name (and of
/// `also`).
fn first_free(
    tiers: &[Tier],
    placed: &[Option<(f32, Spot)>],
    also: Option<&Area>,
    gap: f32,
) -> Option<(f32, Spot)> {
    let taken = |a: &Area| {
        also.is_some_and(|o| o.grown(gap).meets(a))
            || placed
                .iter()
                .flatten()
                .any(|(_, s)| s.area.grown(gap).meets(a))
    };
    tiers
        .iter()
        .find_map(|(size, spots)| spots.iter().find(|s| !taken(&s.area)).map(|s| (*size, *s)))
}

/// Places name `i` by moving one name already placed that stands in its way, if that
/// name finds another free spot.
fn make_room(i: usize, options: &[Options], placed: &mut [Option<(f32, Spot)>], gap: f32) {
    let wanted: Vec<Spot> = options[i]
        .2
        .iter()
        .flat_map(|(_, s)| s.iter().copied())
        .collect();
    for spot in wanted.iter().take(400) {
        let blocking: Vec<usize> = (0..placed.len())
            .filter(|&j| placed[j].is_some_and(|(_, s)| s.area.grown(gap).meets(&spot.area)))
            .collect();
        let [j] = blocking[..] else {
            continue;
        };
        let old = placed[j].take();
        if let Some(moved) = first_free(&options[j].2, placed, Some(&spot.area), gap) {
            placed[j] = Some(moved);
            let size = options[i]
                .2
                .iter()
                .find(|(_, s)| s.iter().any(|t| t.area == spot.area))
                .map_or(options[i].2[0].0, |(size, _)| *size);
            placed[i] = Some((size, *spot));
            return;
        }
        placed[j] = old;
    }
}

/// Names that touch each other, and names that touch a token place, as province pairs:
/// closer than `gap` (see [`gap`]).
#[derive(Debug, Default, PartialEq)]
pub struct Clashes {
    pub names: Vec<(ProvinceId, ProvinceId)>,
    pub tokens: Vec<(ProvinceId, ProvinceId)>,
}

/// Which names touch each other or one of `tokens` (a province and its token's box).
pub fn clashes(places: &[NamePlace], tokens: &[(ProvinceId, Area)], gap: f32) -> Clashes {
    let mut out = Clashes::default();
    for (k, a) in places.iter().enumerate() {
        let room = a.area.grown(gap);
        for b in &places[k + 1..] {
            if room.meets(&b.area) {
                out.names.push((a.province, b.province));
            }
        }
        for (p, t) in tokens {
            if room.meets(t) {
                out.tokens.push((a.province, *p));
            }
        }
    }
    out
}

#[cfg(test)]
#[path = "name_places_tests.rs"]
mod tests;
