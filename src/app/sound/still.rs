//! Less motion's cues: with less motion the moves are not played out on the board, so the
//! animation's beats never pass; the phase's cues (units set off, a move bounced, a unit
//! dislodged) sound once instead, as its results appear.

use super::animation::beats_passed;
use crate::app::board::animate::{Anim, Motion};
use crate::app::current::CurrentGame;
use crate::app::motion::LessMotion;
use crate::app::play::cues::Cue;
use crate::engine::adjudicate::{MovementResult, Verdict};
use crate::engine::game::record::PhaseResult;
use crate::engine::order::MainOrder;
use bevy::prelude::*;

/// The motions a movement phase's units would make on the board.
pub fn phase_motions(m: &MovementResult) -> Vec<Motion> {
    (0..m.orders.len())
        .map(|i| match (&m.dislodged[i], &m.orders[i]) {
            (Some(_), _) => Motion::Dislodged,
            (None, MainOrder::Move { .. }) if m.verdicts[i] == Verdict::Moved => Motion::Go,
            (None, MainOrder::Move { .. }) => Motion::Bounce,
            _ => Motion::Stay,
        })
        .collect()
}

/// The cues a phase's results sound with less motion: each beat of the animation whose
/// motion happens in it, once.
pub fn still_cues_of(m: &MovementResult) -> Vec<Cue> {
    beats_passed(f32::NEG_INFINITY, f32::INFINITY, &phase_motions(m))
}

/// Sends the shown phase's cues once, when its results appear with less motion on.
pub fn still_cues(
    anim: Option<Res<Anim>>,
    less: Option<Res<LessMotion>>,
    game: Option<Res<CurrentGame>>,
    mut sounded: Local<Option<(usize, u64)>>,
    mut cues: MessageWriter<Cue>,
) {
    let (Some(anim), Some(game)) = (anim, game) else {
        return;
    };
    let Some(record) = anim.record else {
        *sounded = None;
        return;
    };
    let shown = Some((record, anim.epoch));
    if *sounded == shown {
        return;
    }
    // Without less motion the animation's beats sound these results: they are heard
    // then, and turning less motion on while they show must not sound them again.
    *sounded = shown;
    if !less.is_some_and(|l| l.0) {
        return;
    }
    if let Some(PhaseResult::Movement(m)) = game.0.record.get(record).map(|r| &r.result) {
        for cue in still_cues_of(m) {
            cues.write(cue);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::clock::Timing;
    use crate::app::play::table::{Stage, Table};
    use crate::engine::game::{Game, Setup};
    use crate::engine::map::Map;

    /// Spring 1901 resolved, every player having written these lines.
    fn spring_results(orders: &[&str]) -> Game {
        let map = Map::named("standard").expect("map");
        let setup = Setup::standard(&map, &["Ann", "Bob"], 0, "1971", 1).expect("setup");
        let mut game = Game::new(&map, setup);
        let (mut table, _) = Table::new(&mut game, &map, Timing::Tournament);
        table.start_writing(&mut game, &map);
        while let Stage::Curtain { .. } = table.stage {
            table.ready(&game, &map, "").expect("ready");
            for d in &mut table.drafts {
                for line in orders {
                    let _ = d.write(&map, &game.position, line);
                }
            }
            table.seal(&mut game, &map);
        }
        game
    }

    #[derive(Resource, Default)]
    struct Got(Vec<Cue>);

    fn collect(mut cues: MessageReader<Cue>, mut got: ResMut<Got>) {
        got.0.extend(cues.read().copied());
    }

    /// The cues heard over a few frames of the first phase's results on show.
    fn heard(game: Game, less: bool) -> Vec<Cue> {
        let mut app = showing(game, less);
        for _ in 0..4 {
            app.update();
        }
        app.world().resource::<Got>().0.clone()
    }

    /// The first phase's results on show, less motion on or off.
    fn showing(game: Game, less: bool) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<Cue>()
            .init_resource::<Got>()
            .insert_resource(CurrentGame(game))
            .init_resource::<Anim>()
            .insert_resource(LessMotion(less))
            .add_systems(Update, (still_cues, collect).chain());
        app.world_mut().resource_mut::<Anim>().record = Some(0);
        app
    }

    /// A move that went and one that bounced: with less motion both cues sound, once, as
    /// the results appear; without it the animation's beats sound them instead.
    #[test]
    fn with_less_motion_the_phases_cues_sound_once_as_its_results_appear() {
        let game = spring_results(&["A(Par)-Bur", "A(Mun)-Bur", "F(Lon)-NTH"]);
        assert_eq!(heard(game.clone(), true), vec![Cue::Move, Cue::Bounce]);
        assert!(heard(game, false).is_empty());
        let quiet = spring_results(&[]);
        assert!(
            heard(quiet, true).is_empty(),
            "nothing moved, nothing sounds"
        );
    }

    /// Less motion turned on while the results show (the animation having sounded
    /// them): nothing sounds again; the next results sound once.
    #[test]
    fn turning_less_motion_on_while_results_show_does_not_sound_them_again() {
        let game = spring_results(&["A(Par)-Bur", "A(Mun)-Bur", "F(Lon)-NTH"]);
        let mut app = showing(game, false);
        for _ in 0..3 {
            app.update();
        }
        app.world_mut().resource_mut::<LessMotion>().0 = true;
        for _ in 0..3 {
            app.update();
        }
        assert!(app.world().resource::<Got>().0.is_empty());
        app.world_mut().resource_mut::<Anim>().epoch += 1;
        app.update();
        assert_eq!(
            app.world().resource::<Got>().0,
            vec![Cue::Move, Cue::Bounce]
        );
    }
}
