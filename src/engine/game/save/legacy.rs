//! Older saves of stacked games kept a second copy of the board (`stacked`) beside the one
//! shown; only its list of every attacker of a dislodged unit is not in `position` too.

use crate::engine::game::Game;
use crate::engine::ids::ProvinceId;
use serde::Deserialize;

#[derive(Deserialize)]
struct OldSave {
    game: OldGame,
}

#[derive(Deserialize)]
struct OldGame {
    #[serde(default)]
    stacked: Option<OldBoard>,
}

#[derive(Deserialize)]
struct OldBoard {
    dislodged: Vec<OldDislodged>,
}

#[derive(Deserialize)]
struct OldDislodged {
    attackers_from: Vec<ProvinceId>,
}

/// Copies every attacker's province of the old second board's dislodged units into the
/// game's position (the position kept only the first).
pub fn restore_attackers(text: &str, game: &mut Game) {
    if !text.contains("stacked: Some") {
        return;
    }
    let Ok(old) = ron::from_str::<OldSave>(text) else {
        return;
    };
    let Some(board) = old.game.stacked else {
        return;
    };
    for (d, old) in game.position.dislodged.iter_mut().zip(board.dislodged) {
        d.also_from = old.attackers_from.into_iter().skip(1).collect();
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::game::save::{from_ron, to_ron};
    use crate::engine::game::{Game, Setup};
    use crate::engine::map::Map;
    use crate::engine::position::{DislodgedUnit, PhaseKind};

    /// A Multiplomacy game saved by an older build, in its retreat phase: the French army
    /// in Burgundy was dislodged by attackers from Munich and Picardy; the board shown
    /// kept only Munich, the second board kept both.
    #[test]
    fn an_old_stacked_save_keeps_every_attackers_province() {
        let map = Map::named("multiplomacy").expect("map");
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = Setup::standard(&map, &names, 0, "1971", 1).expect("setup");
        let mut game = Game::new(&map, setup);
        let p = |n: &str| map.find_province(n).expect(n);
        let paris = game.position.unit_at(p("par")).expect("A Par");
        let mut unit = game.position.units.remove(paris);
        unit.loc.province = p("bur");
        game.position.phase.kind = PhaseKind::Retreat;
        game.position.dislodged.push(DislodgedUnit {
            unit,
            attacker_from: p("mun"),
            by_convoy: false,
            also_from: Vec::new(),
        });
        let old = to_ron(&game).replacen(
            "    winters:",
            &format!(
                "    stacked: Some((dislodged: [(attackers_from: [({}), ({})])])),\n    winters:",
                p("mun").0,
                p("pic").0
            ),
            1,
        );
        assert!(old.contains("stacked: Some"), "{old}");
        let (loaded, _) = from_ron(&old, "old.ron").expect("an old save loads");
        let from: Vec<_> = loaded.position.dislodged[0].attackers_from().collect();
        assert_eq!(from, vec![p("mun"), p("pic")]);
    }
}
