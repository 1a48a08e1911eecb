//! Outline clean-up and anchor placement: joining split-coast halves, and finding good
//! points inside a province for its unit, its name and its coasts' fleets.

use crate::engine::map::geometry::{
    BORDER_TOLERANCE, Point, bounds, distance_to_rings, edges, point_in_rings,
};

/// How much clearance from the border a unit anchor looks for before preferring the middle.
const ROOM: f32 = 14.0;

pub fn near(a: Point, b: Point) -> bool {
    (a[0] - b[0]).abs() <= 0.01 && (a[1] - b[1]).abs() <= 0.01
}

pub fn dist(a: Point, b: Point) -> f32 {
    (a[0] - b[0]).hypot(a[1] - b[1])
}

pub fn round(p: Point) -> Point {
    [(p[0] * 10.0).round() / 10.0, (p[1] * 10.0).round() / 10.0]
}

/// Joins open polylines end to end into one closed ring, dropping the stretch where the
/// last piece runs back over the first. `None` when they do not meet.
pub fn join(mut pieces: Vec<Vec<Point>>) -> Option<Vec<Point>> {
    pieces.retain(|p| !p.is_empty());
    let mut ring = pieces.pop()?;
    while !pieces.is_empty() {
        let (first, last) = (ring[0], ring[ring.len() - 1]);
        let ends = |p: &Vec<Point>| [p[0], p[p.len() - 1]];
        let i = pieces
            .iter()
            .position(|p| ends(p).iter().any(|&e| near(e, last) || near(e, first)))?;
        let mut piece = pieces.swap_remove(i);
        let [head, tail] = ends(&piece);
        if near(head, last) || near(tail, last) {
            if near(tail, last) {
                piece.reverse();
            }
            ring.extend_from_slice(&piece[1..]);
        } else {
            if near(head, first) {
                piece.reverse();
            }
            piece.pop();
            piece.extend(ring);
            ring = piece;
        }
    }
    let n = ring.len();
    if let Some(k) = (1..=n / 2)
        .rev()
        .find(|&k| (0..k).all(|j| near(ring[n - k + j], ring[j])))
    {
        ring.truncate(n - k);
    }
    Some(ring)
}

/// Drops repeated points, the closing repeat of the first point, and spikes (`a b a`).
pub fn clean(ring: &mut Vec<Point>) {
    ring.dedup_by(|a, b| near(*a, *b));
    while ring.len() > 1 && near(ring[0], ring[ring.len() - 1]) {
        ring.pop();
    }
    let mut i = 0;
    while ring.len() >= 3 && i < ring.len() {
        let n = ring.len();
        if near(ring[(i + n - 1) % n], ring[(i + 1) % n]) {
            let j = (i + 1) % n;
            ring.remove(i.max(j));
            ring.remove(i.min(j));
            i = i.saturating_sub(2);
        } else {
            i += 1;
        }
    }
}

/// Area centroid of the largest ring.
pub fn centroid(rings: &[Vec<Point>]) -> Point {
    let mut best = (0.0f64, [0.0f32, 0.0]);
    for ring in rings {
        let (mut a, mut cx, mut cy) = (0.0f64, 0.0f64, 0.0f64);
        for (p, q) in edges(std::slice::from_ref(ring)) {
            let (px, py, qx, qy) = (p[0] as f64, p[1] as f64, q[0] as f64, q[1] as f64);
            let c = px * qy - qx * py;
            a += c;
            cx += (px + qx) * c;
            cy += (py + qy) * c;
        }
        if a.abs() > best.0.abs() {
            best = (a, [(cx / (3.0 * a)) as f32, (cy / (3.0 * a)) as f32]);
        }
    }
    best.1
}

/// The accepted point with the best score: a 64 by 64 grid over the rings' box, then two
/// finer grids around the best point so far.
pub fn best_point(
    rings: &[Vec<Point>],
    accept: impl Fn(Point) -> bool,
    score: impl Fn(Point) -> f32,
) -> Option<Point> {
    let b = bounds(rings);
    let size = (b[2] - b[0]).max(b[3] - b[1]);
    if !size.is_finite() || size <= 0.0 {
        return None;
    }
    let best_of = |points: Vec<Point>, best: Option<(f32, Point)>| {
        let scored = points
            .into_iter()
            .filter(|&p| accept(p))
            .map(|p| (score(p), p));
        scored.fold(best, |acc, (s, p)| match acc {
            Some((old, _)) if old >= s => acc,
            _ => Some((s, p)),
        })
    };
    let mut step = size / 64.0;
    let grid: Vec<Point> = (0..64)
        .flat_map(|i| (0..64).map(move |j| [i as f32 + 0.5, j as f32 + 0.5]))
        .map(|[i, j]| [b[0] + i * step, b[1] + j * step])
        .collect();
    let mut best = best_of(grid, None);
    for _ in 0..2 {
        let (_, c) = best?;
        step /= 4.0;
        let local: Vec<Point> = (-4..=4)
            .flat_map(|i| (-4..=4).map(move |j| [i as f32, j as f32]))
            .map(|[i, j]| [c[0] + i * step, c[1] + j * step])
            .collect();
        best = best_of(local, best);
    }
    best.map(|(_, p)| p)
}

/// A unit's place: well inside (up to `ROOM` from the border), near the middle, off the
/// supply-centre marker.
pub fn unit_anchor(rings: &[Vec<Point>], dot: Option<Point>) -> Option<Point> {
    let middle = centroid(rings);
    let score = |p: Point| {
        let off_dot = dot.is_some_and(|d| dist(p, d) < 13.0);
        distance_to_rings(rings, p).min(ROOM)
            - 0.03 * dist(p, middle)
            - if off_dot { ROOM } else { 0.0 }
    };
    best_point(rings, |p| point_in_rings(rings, p), score)
}

/// The name's place: just below or above the unit, inside and clear of the marker.
pub fn label_anchor(rings: &[Vec<Point>], unit: Point, dot: Option<Point>) -> Point {
    [-11.0f32, 11.0, -8.0, 8.0]
        .into_iter()
        .map(|dy| [unit[0], unit[1] + dy])
        .find(|&p| {
            point_in_rings(rings, p)
                && distance_to_rings(rings, p) >= 3.0
                && !dot.is_some_and(|d| dist(p, d) < 9.0)
        })
        .unwrap_or(unit)
}

/// A fleet's place on one coast: inside the province and inside the half (its polyline
/// closed), close to the middle of the half's stretch of sea coast.
pub fn coast_anchor(
    rings: &[Vec<Point>],
    half: &[Vec<Point>],
    seas: &[&[Vec<Point>]],
    dot: Option<Point>,
) -> Option<Point> {
    let (mut weight, mut sum) = (0.0f32, [0.0f32, 0.0]);
    for w in half.iter().flat_map(|line| line.windows(2)) {
        let mid = [(w[0][0] + w[1][0]) / 2.0, (w[0][1] + w[1][1]) / 2.0];
        if seas
            .iter()
            .any(|s| distance_to_rings(s, mid) <= BORDER_TOLERANCE)
        {
            let len = dist(w[0], w[1]);
            weight += len;
            sum = [sum[0] + mid[0] * len, sum[1] + mid[1] * len];
        }
    }
    let target = if weight > 0.0 {
        [sum[0] / weight, sum[1] / weight]
    } else {
        centroid(half)
    };
    let score = |p: Point| {
        let off_dot = dot.is_some_and(|d| dist(p, d) < 10.0);
        distance_to_rings(rings, p).min(7.0)
            - 0.2 * dist(p, target)
            - if off_dot { 7.0 } else { 0.0 }
    };
    let accept = |p: Point| point_in_rings(rings, p) && point_in_rings(half, p);
    best_point(half, accept, score)
}
