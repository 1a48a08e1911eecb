//! An arrow's shaft broken where it crosses a province's name: the names are drawn in the
//! board's cached image and the arrows live over it, so a shaft across "Sil" or "Bud"
//! would cover the letters; the shaft leaves a gap round each name instead, as a printed
//! map does.

use super::name_places::Area;

/// The least share of a shaft that must show for the gaps to be kept: an arrow whose
/// shaft runs mostly over names is drawn whole, or it could not be read as an arrow.
const LEAST_SHOWN: f32 = 0.4;

/// Pieces shorter than this (board units) are left out: a stub between two names.
const SHORTEST_PIECE: f32 = 3.0;

/// The parts of the shaft `from`–`to`, `width` wide with its rim, that stay clear of every
/// name's box (kept whole where too little of it would show).
pub fn shaft_pieces(
    from: [f32; 2],
    to: [f32; 2],
    width: f32,
    names: &[Area],
) -> Vec<[[f32; 2]; 2]> {
    let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1e-3 {
        return vec![[from, to]];
    }
    let mut hidden: Vec<(f32, f32)> = (names.iter())
        .filter_map(|n| crossing(from, to, &gap_round(n, width)))
        .collect();
    hidden.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut pieces = Vec::new();
    let mut at = 0.0f32;
    for (enter, leave) in hidden {
        if enter > at {
            pieces.push((at, enter));
        }
        at = at.max(leave);
    }
    if at < 1.0 {
        pieces.push((at, 1.0));
    }
    pieces.retain(|(a, b)| (b - a) * len >= SHORTEST_PIECE);
    let shown: f32 = pieces.iter().map(|(a, b)| b - a).sum();
    if shown < LEAST_SHOWN {
        return vec![[from, to]];
    }
    let point = |t: f32| [from[0] + dx * t, from[1] + dy * t];
    pieces
        .into_iter()
        .map(|(a, b)| [point(a), point(b)])
        .collect()
}

/// The box a shaft `width` wide keeps out of round a name.
fn gap_round(name: &Area, width: f32) -> Area {
    name.grown(width / 2.0 + 1.0)
}

/// Whether a straight piece of shaft `width` wide comes over a name's box.
pub fn crosses(from: [f32; 2], to: [f32; 2], width: f32, name: &Area) -> bool {
    crossing(from, to, &name.grown(width / 2.0)).is_some()
}

/// Where along the segment (0 at `from`, 1 at `to`) it is inside the box, if anywhere.
fn crossing(from: [f32; 2], to: [f32; 2], area: &Area) -> Option<(f32, f32)> {
    let (mut enter, mut leave) = (0.0f32, 1.0f32);
    for axis in 0..2 {
        let d = to[axis] - from[axis];
        let (lo, hi) = (
            area.centre[axis] - area.half[axis],
            area.centre[axis] + area.half[axis],
        );
        if d.abs() < 1e-6 {
            if from[axis] <= lo || from[axis] >= hi {
                return None;
            }
            continue;
        }
        let (a, b) = ((lo - from[axis]) / d, (hi - from[axis]) / d);
        enter = enter.max(a.min(b));
        leave = leave.min(a.max(b));
    }
    (enter < leave).then_some((enter, leave))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(x: f32, y: f32) -> Area {
        Area {
            centre: [x, y],
            half: [12.0, 6.0],
        }
    }

    fn touches(piece: &[[f32; 2]; 2], area: &Area, width: f32) -> bool {
        crosses(piece[0], piece[1], width, area)
    }

    #[test]
    fn a_shaft_across_a_name_leaves_a_gap_round_it() {
        let sil = name(50.0, 0.0);
        let pieces = shaft_pieces([0.0, 0.0], [120.0, 0.0], 4.0, &[sil]);
        assert_eq!(pieces.len(), 2, "{pieces:?}");
        assert!(pieces.iter().all(|p| !touches(p, &sil, 4.0)), "{pieces:?}");
        // The pieces run from the unit and on to the head.
        assert_eq!(pieces[0][0], [0.0, 0.0]);
        assert_eq!(pieces[1][1], [120.0, 0.0]);
    }

    #[test]
    fn a_shaft_clear_of_names_is_whole_and_one_mostly_over_names_is_drawn_whole() {
        let away = name(50.0, 40.0);
        assert_eq!(
            shaft_pieces([0.0, 0.0], [120.0, 0.0], 4.0, &[away]),
            vec![[[0.0, 0.0], [120.0, 0.0]]]
        );
        // A short arrow between two names: too little would show.
        let names = [name(8.0, 0.0), name(34.0, 0.0)];
        assert_eq!(
            shaft_pieces([0.0, 0.0], [45.0, 0.0], 4.0, &names),
            vec![[[0.0, 0.0], [45.0, 0.0]]]
        );
    }

    #[test]
    fn a_slanted_shaft_misses_every_name_it_is_cut_round() {
        let names = [name(30.0, 25.0), name(70.0, 62.0), name(100.0, 10.0)];
        let pieces = shaft_pieces([0.0, 0.0], [100.0, 90.0], 2.5, &names);
        assert!(pieces.len() >= 2, "{pieces:?}");
        for n in &names {
            assert!(
                pieces.iter().all(|p| !touches(p, n, 2.5)),
                "{pieces:?} over {n:?}"
            );
        }
    }
}
