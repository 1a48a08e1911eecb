//! Learning mode's material and steps: the commentary fits the game the engine plays,
//! every lesson's case resolves, and stepping moves through the campaigns in order.

use super::content::{Material, written_in};
use super::steps::{Course, Part, count, rule_section, step};
use crate::engine::adjudicate::Verdict;
use crate::engine::game::PhaseResult;
use crate::engine::game::text::heading;

fn material() -> (Material, crate::engine::map::Map) {
    Material::load().expect("the built-in learning material loads")
}

#[test]
fn the_commentary_covers_every_campaign_the_engine_plays() {
    let (m, map) = material();
    let headings: Vec<String> = m.sample.record.iter().map(|r| heading(r.phase)).collect();
    assert_eq!(
        headings,
        [
            "Spring 1901",
            "Autumn 1901",
            "Autumn 1901 Adjustments",
            "Spring 1902",
            "Autumn 1902",
            "Autumn 1902 Retreats",
            "Autumn 1902 Adjustments"
        ]
    );
    for h in &headings {
        let c = m
            .campaign(h)
            .unwrap_or_else(|| panic!("no commentary for {h}"));
        assert!(!c.intro.is_empty() && !c.closing.is_empty(), "{h}");
    }
    // Notes name written orders, or say the move is implied.
    for (r, rec) in m.sample.record.iter().enumerate() {
        let c = m.campaign(&headings[r]).expect("campaign");

        for n in &c.notes {
            let implied = n.text.contains("unwritten") || n.text.contains("implied");
            assert!(
                written_in(&map, rec, &n.order) || implied,
                "{}: note on `{}` matches no order",
                headings[r],
                n.order
            );
        }
    }
}

#[test]
fn the_sample_game_resolves_live_as_the_rulebook_tells_it() {
    let (m, map) = material();
    let rec = &m.sample.record[0];
    let PhaseResult::Movement(result) = &rec.result else {
        panic!("Spring 1901 is a movement phase");
    };
    // The Black Sea and Galicia stand-offs.
    for name in ["ank", "sev", "war", "bud"] {
        let p = map.find_province(name).expect("province");
        let i = rec.position.unit_at(p).expect("a unit");
        assert!(
            matches!(result.verdicts[i], Verdict::Bounced { .. }),
            "{name}: {:?}",
            result.verdicts[i]
        );
        assert_eq!(rule_section(&result.verdicts[i]), "II.6");
    }
}

#[test]
fn every_lesson_sets_up_its_case_and_the_engine_resolves_it() {
    let (m, map) = material();
    assert!(m.lessons.len() >= 20, "{} lessons", m.lessons.len());
    for l in &m.lessons {
        let game = m
            .lesson_game(&map, l)
            .unwrap_or_else(|e| panic!("{}: {e}", l.case));
        assert_eq!(game.record.len(), 1, "{}", l.case);
        assert!(!l.question.is_empty() && !l.explanation.is_empty());
    }
}

#[test]
fn the_sample_game_steps_through_orders_then_results_for_each_campaign() {
    let (m, _) = material();
    let n = count(Course::Sample, &m.sample, &m);
    assert_eq!(n, 14);
    let s = step(Course::Sample, 3, &m.sample, &m);
    assert_eq!((s.record, s.part), (Some(1), Part::Resolution));
    let last = step(Course::Sample, n - 1, &m.sample, &m);
    assert_eq!(last.record, Some(6));
    let pages = count(Course::Introduction, &m.sample, &m);
    assert!(pages >= 8);
    assert_eq!(
        step(Course::Introduction, 2, &m.sample, &m).part,
        Part::Page(2)
    );
}

/// Words that tell how an order fared: none may be read before Next.
const OUTCOME_WORDS: [&str; 16] = [
    "bounce",
    "succeed",
    "fails",
    "failed",
    "dislodge",
    "lands",
    "takes the",
    "unopposed",
    "stand-off",
    "is cut",
    "gets in",
    "stays home",
    "never left",
    "walks in",
    "without a fight",
    "disbanded",
];

fn outcome_words_in(lines: &[super::sheet::Line]) -> Vec<&'static str> {
    let all: String = lines
        .iter()
        .map(|l| l.words().to_lowercase())
        .collect::<Vec<_>>()
        .join(" ");
    OUTCOME_WORDS
        .iter()
        .copied()
        .filter(|w| all.contains(w))
        .collect()
}

#[test]
fn no_step_of_the_sample_game_tells_an_outcome_before_next() {
    let (m, map) = material();
    for i in 0..count(Course::Sample, &m.sample, &m) {
        let s = step(Course::Sample, i, &m.sample, &m);
        let lines = super::sheet::sample_sheet(&m, &m.sample, &map, s);
        assert!(!lines.is_empty(), "step {i} has no text");
        let found = outcome_words_in(&lines);
        match s.part {
            Part::Orders => assert!(found.is_empty(), "step {} gives away {found:?}", i + 1),
            // The list is worth something: after Next, every movement phase's text uses it.
            _ if m.sample.record[s.record.expect("a phase")].is_movement() => {
                assert!(!found.is_empty(), "step {}: no outcome told", i + 1)
            }
            _ => {}
        }
    }
}

#[test]
fn each_note_is_read_right_under_the_order_it_is_about() {
    use super::sheet::Line;
    let (m, map) = material();
    for (r, rec) in m.sample.record.iter().enumerate() {
        if !rec.is_movement() {
            continue;
        }
        let s = step(Course::Sample, 2 * r + 1, &m.sample, &m);
        let lines = super::sheet::sample_sheet(&m, &m.sample, &map, s);
        let notes = m
            .campaign(&heading(rec.phase))
            .expect("campaign")
            .notes
            .len();
        let beside = lines
            .windows(2)
            .filter(|w| {
                matches!(
                    (&w[0], &w[1]),
                    (Line::Result { .. } | Line::Note { .. }, Line::Note { .. })
                )
            })
            .count();
        assert_eq!(
            beside,
            notes,
            "{}: a note lies away from its order",
            heading(rec.phase)
        );
    }
}

#[test]
fn every_sample_game_step_shows_the_units_it_is_about() {
    use crate::engine::game::PhaseResult;
    use crate::engine::order::{AdjustOrder, Order};
    let (m, _) = material();
    for (r, rec) in m.sample.record.iter().enumerate() {
        let before = crate::app::board::show::before_result(rec);
        let name = heading(rec.phase);
        // A movement phase's units are drawn by the resolution animation, at its start.
        assert_eq!(before.units, !rec.is_movement(), "{name}");
        assert!(!before.drawn().units.is_empty(), "{name}: an empty board");
        if let PhaseResult::Adjustment { verdicts, .. } = &rec.result {
            let builds = verdicts
                .iter()
                .filter(|v| matches!(v.0.order, Order::Adjust(AdjustOrder::Build { .. })))
                .count();
            let removals = verdicts
                .iter()
                .filter(|v| matches!(v.0.order, Order::Adjust(AdjustOrder::Remove { .. })))
                .count();
            assert_eq!(before.pending.len(), builds, "{name}: builds in gold");
            assert_eq!(before.leaving.len(), removals, "{name}: removals in violet");
            assert!(builds + removals > 0, "{name}");
        }
        // After Next: the position the phase left, units and all.
        let after = m
            .sample
            .record
            .get(r + 1)
            .map_or(&m.sample.position, |n| &n.position);
        assert!(!after.units.is_empty(), "{name}: nothing after Next");
    }
}

/// A lesson opens framed on what it is about: every unit of the case and every province
/// it names, with that province's name, lie inside the view, at every text size.
#[test]
fn every_lesson_frames_its_units_and_their_names() {
    use crate::app::board::LoadedBoard;
    use crate::app::board::coords::to_world;
    use crate::app::board::name_places::{Sizes, name_places, token_areas};
    let (m, map) = material();
    let board = LoadedBoard::named("standard").expect("the standard board");
    let board = board.get();
    let inside = |frame: bevy::math::Rect, centre: [f32; 2], half: [f32; 2]| {
        let c = to_world(centre);
        frame.contains(c - bevy::math::Vec2::from(half))
            && frame.contains(c + bevy::math::Vec2::from(half))
    };
    for (i, lesson) in m.lessons.iter().enumerate() {
        let game = m.lesson_game(&map, lesson).expect("lesson");
        let rec = &game.record[0];
        let units: Vec<_> = rec.position.units.iter().map(|u| u.loc.province).collect();
        for scale in [1.0, 2.0] {
            let sizes = Sizes::of(&board, scale);
            let names = name_places(&board, &sizes, &rec.position);
            let frame = super::lesson_frame_among(&board, &game, &names).expect("a frame");
            for (p, area) in token_areas(&board, &sizes, &rec.position) {
                let name = &map.province(p).id;
                assert!(
                    inside(frame, area.centre, area.half),
                    "lesson {}: unit in {name} out of view",
                    i + 1
                );
            }
            for place in &names {
                if units.contains(&place.province) {
                    assert!(
                        inside(frame, place.area.centre, place.area.half),
                        "lesson {} at size {scale}: the name {} out of view",
                        i + 1,
                        place.text
                    );
                }
            }
        }
    }
}

/// An app with learning mode's logic only, at the title, the board on the table being
/// `variant`'s (the last game's or sandbox's).
fn learning_app(variant: &str) -> bevy::app::App {
    use crate::app::board::LoadedBoard;
    use crate::app::board::draw::Shown;
    use bevy::prelude::*;
    let board = LoadedBoard::named(variant).expect("a built-in board");
    let names: Vec<&str> = board.map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = crate::engine::game::Setup::standard(&board.map, &names, 0, "1971", 1);
    let game = crate::engine::game::Game::new(&board.map, setup.expect("a set-up"));
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_state(crate::app::screen::Screen::Title)
        .insert_resource(crate::app::board::view::BoardView::of(Shown::of(
            game.position.clone(),
        )))
        .insert_resource(crate::app::current::CurrentGame(game))
        .init_resource::<crate::app::board::animate::Anim>()
        .init_resource::<crate::app::board::arrows::HideOutcomes>()
        .init_resource::<crate::app::board::camera::Focus>()
        .init_resource::<crate::app::layout::Settings>()
        .init_resource::<crate::app::keymap::Keys>()
        .add_plugins(super::plugin);
    board.put(app.world_mut());
    app
}

/// Opens learning mode from the title and lets it set up.
fn open_learning(app: &mut bevy::app::App) {
    use crate::app::screen::Screen;
    app.world_mut()
        .resource_mut::<bevy::prelude::NextState<Screen>>()
        .set(Screen::Learning);
    app.update();
    app.update();
}

#[test]
fn learning_mode_opened_a_second_time_shows_its_first_step_again() {
    use crate::app::play::table::{Stage, Table};
    use crate::app::screen::Screen;
    let mut app = learning_app("standard");
    for visit in ["first", "second"] {
        open_learning(&mut app);
        let learning = app.world().resource::<super::Learning>();
        let record = learning
            .current()
            .record
            .expect("the first step shows a phase");
        let shown = app.world().get_resource::<Table>().map(|t| t.stage);
        assert_eq!(
            shown,
            Some(Stage::Reveal { record }),
            "the {visit} visit shows the sample game's first phase"
        );
        app.world_mut()
            .resource_mut::<bevy::prelude::NextState<Screen>>()
            .set(Screen::Title);
        app.update();
    }
}

#[test]
fn learning_mode_after_a_game_on_another_board_puts_the_standard_board_back() {
    use crate::app::play::table::{Stage, Table};
    for variant in ["european", "multiplomacy"] {
        let mut app = learning_app(variant);
        open_learning(&mut app);
        let map = &app.world().resource::<crate::app::current::CurrentMap>().0;
        assert_eq!(map.name, "standard", "after {variant}: the rules' map");
        let shapes = &app.world().resource::<crate::app::board::BoardShapes>().0;
        let ids: Vec<&str> = map.provinces.iter().map(|p| p.id.as_str()).collect();
        assert!(
            ids.iter().all(|id| shapes.shape(id).is_some()),
            "after {variant}: the shapes are the standard board's"
        );
        let shown = app.world().get_resource::<Table>().map(|t| t.stage);
        assert_eq!(shown, Some(Stage::Reveal { record: 0 }), "after {variant}");
    }
}
