//! Geometry tests: point-in-ring, border and overlap tests on tiny squares, and the loader.

use super::*;

fn square(x: f32, y: f32, size: f32) -> Vec<Point> {
    vec![[x, y], [x + size, y], [x + size, y + size], [x, y + size]]
}

#[test]
fn points_inside_and_outside_a_square() {
    let rings = vec![square(0.0, 0.0, 10.0)];
    assert!(point_in_rings(&rings, [5.0, 5.0]));
    assert!(point_in_rings(&rings, [0.5, 9.5]));
    assert!(!point_in_rings(&rings, [-1.0, 5.0]));
    assert!(!point_in_rings(&rings, [5.0, 10.5]));
    assert!(!point_in_rings(&rings, [15.0, 15.0]));
}

#[test]
fn a_ring_inside_another_is_a_hole() {
    let rings = vec![square(0.0, 0.0, 10.0), square(4.0, 4.0, 2.0)];
    assert!(point_in_rings(&rings, [2.0, 2.0]));
    assert!(!point_in_rings(&rings, [5.0, 5.0]));
}

#[test]
fn distances_to_edges() {
    let rings = vec![square(0.0, 0.0, 10.0)];
    assert!((distance_to_rings(&rings, [5.0, 5.0]) - 5.0).abs() < 1e-5);
    assert!((distance_to_rings(&rings, [13.0, 14.0]) - 5.0).abs() < 1e-5);
    assert!((segment_distance([0.0, 3.0], [0.0, 0.0], [0.0, 0.0]) - 3.0).abs() < 1e-5);
}

#[test]
fn side_by_side_squares_share_a_border_and_do_not_overlap() {
    let a = vec![square(0.0, 0.0, 10.0)];
    let b = vec![square(10.0, 0.0, 10.0)];
    let near = vec![square(11.0, 3.0, 10.0)];
    let far = vec![square(30.0, 0.0, 10.0)];
    assert!(share_border(&a, &b, BORDER_TOLERANCE));
    assert!(share_border(&a, &near, BORDER_TOLERANCE));
    assert!(!share_border(&a, &far, BORDER_TOLERANCE));
    assert!(!overlaps(&a, &b, BORDER_TOLERANCE));
    assert!(!overlaps(&a, &far, BORDER_TOLERANCE));
}

#[test]
fn crossing_squares_overlap() {
    let a = vec![square(0.0, 0.0, 10.0)];
    let b = vec![square(5.0, 5.0, 10.0)];
    let slight = vec![square(9.0, 0.0, 10.0)];
    assert!(overlaps(&a, &b, BORDER_TOLERANCE));
    assert!(overlaps(&b, &a, BORDER_TOLERANCE));
    assert!(
        !overlaps(&a, &slight, BORDER_TOLERANCE),
        "within the tolerance"
    );
}

const TINY: &str = r#"GeometryFile(
source: "test",
licence: "test",
provinces: [
    ShapeFile(id: "a", rings: [[(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)]],
        unit: (6.0, 3.0), label: (7.0, 2.0), centre_dot: None, coasts: []),
    ShapeFile(id: "b", rings: [[(0.0, 0.0), (10.0, 10.0)]], unit: (1.0, 1.0), label: (1.0, 1.0)),
],
)"#;

#[test]
fn loading_reports_bad_rings_with_their_place() {
    let err = Geometry::load(TINY, "tiny.ron").unwrap_err();
    assert_eq!(
        err.to_string(),
        "tiny.ron:7:19: `b`: ring 1 has fewer than 3 points"
    );
}

#[test]
fn loading_reports_syntax_errors_with_line() {
    let err = Geometry::load("GeometryFile(source: 3)", "x.ron").unwrap_err();
    assert!(
        matches!(err, GeometryError::Syntax { line: 1, .. }),
        "{err}"
    );
}

#[test]
fn a_good_file_loads_and_an_empty_geometry_misses_every_province() {
    let text = TINY.replace(
        "[[(0.0, 0.0), (10.0, 10.0)]]",
        "[[(0.0, 0.0), (9.0, 9.0), (0.0, 9.0)]]",
    );
    let geo = Geometry::load(&text, "tiny.ron").expect("loads");
    assert_eq!(geo.shape("A").map(|s| s.unit), Some([6.0, 3.0]));
    let map = Map::named("standard").expect("standard map");
    let empty = Geometry::load(
        r#"GeometryFile(source: "", licence: "", provinces: [])"#,
        "empty.ron",
    )
    .expect("loads");
    assert_eq!(check_geometry(&map, &empty).len(), map.provinces.len());
}

#[test]
fn the_standard_geometry_matches_the_map_when_present() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/maps/standard.geometry.ron");
    if !Path::new(path).exists() {
        return;
    }
    let geo = Geometry::read(Path::new(path)).expect("loads");
    let map = Map::named("standard").expect("standard map");
    let problems = check_geometry(&map, &geo);
    assert!(problems.is_empty(), "{problems:#?}");
}

/// `check_geometry` of a built-in map against its built-in geometry.
fn builtin_problems(name: &str) -> Vec<String> {
    let map = Map::named(name).expect("built-in map");
    let text = crate::engine::map::builtin_geometry(name).expect("built-in geometry");
    let geo = Geometry::load(text, name).expect("loads");
    check_geometry(&map, &geo)
}

#[test]
fn the_european_geometry_matches_its_map() {
    let problems = builtin_problems("european");
    assert!(problems.is_empty(), "{problems:#?}");
    let map = Map::named("european").expect("map");
    let geo = Geometry::load(
        crate::engine::map::builtin_geometry("european").expect("geo"),
        "e",
    )
    .expect("loads");
    for p in &map.provinces {
        let dot = geo.shape(&p.id).and_then(|s| s.centre_dot);
        assert_eq!(
            dot.is_some(),
            p.centre,
            "{}: a marker exactly on centres",
            p.id
        );
    }
}

#[test]
fn multiplomacy_plays_on_the_standard_geometry_with_switzerland_passable() {
    let problems = builtin_problems("multiplomacy");
    assert!(problems.is_empty(), "{problems:#?}");
    let map = Map::named("multiplomacy").expect("map");
    let swi = map.find_province("swi").expect("swi");
    let mut around: Vec<&str> = map
        .neighbours(swi)
        .into_iter()
        .map(|p| map.id_of(p))
        .collect();
    around.sort_unstable();
    assert_eq!(around, ["bur", "mar", "mun", "pie", "tyr"]);
}

#[test]
fn a_line_with_one_point_is_refused_with_its_name() {
    let text = r#"GeometryFile(source: "", licence: "", provinces: [], lines: [
    LineFile(name: "rail", kind: Railroad, points: [(1.0, 2.0)]),
])"#;
    let err = Geometry::load(text, "lines.ron").unwrap_err();
    assert_eq!(
        err.to_string(),
        "lines.ron:2:20: `rail`: a line needs two points"
    );
    let good = text.replace("[(1.0, 2.0)]", "[(1.0, 2.0), (3.0, 4.0)]");
    let geo = Geometry::load(&good, "lines.ron").expect("loads");
    assert_eq!(geo.file.lines[0].kind, LineKind::Railroad);
}
