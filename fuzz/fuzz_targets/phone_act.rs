//! A phone's request body: any bytes, read as an act on a power's orders (JSON) and applied
//! to a game on each board in a movement, a retreat and an adjustment phase, then the
//! power's state written back: an act or a clear refusal, never a panic.
#![no_main]

use diplomacy_hotseat::engine::game::draft::Draft;
use diplomacy_hotseat::engine::game::{Game, Setup};
use diplomacy_hotseat::engine::ids::PowerId;
use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::position::{DislodgedUnit, PhaseKind, Season};
use diplomacy_hotseat::pads::desk::{PadAct, apply};
use diplomacy_hotseat::pads::view::pad_state;
use diplomacy_hotseat::pads::{TableFacts, TableStage};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// Each board with a game in each kind of phase.
fn games() -> &'static Vec<(Map, Vec<Game>)> {
    static GAMES: OnceLock<Vec<(Map, Vec<Game>)>> = OnceLock::new();
    GAMES.get_or_init(|| {
        ["standard", "multiplomacy", "european"]
            .iter()
            .map(|name| {
                let map = Map::named(name).expect("a built-in map");
                let names: Vec<String> = map.powers.iter().map(|p| p.name.clone()).collect();
                let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                let setup = Setup::standard(&map, &refs, 0, "1971", 1).expect("setup");
                let movement = Game::new(&map, setup);
                let mut retreat = movement.clone();
                retreat.position.phase.kind = PhaseKind::Retreat;
                let unit = retreat.position.units.remove(0);
                retreat.position.dislodged.push(DislodgedUnit {
                    unit,
                    attacker_from: map.province_ids().next().expect("a province"),
                    by_convoy: false,
                    also_from: Vec::new(),
                });
                let mut winter = movement.clone();
                winter.position.phase.season = Season::Autumn;
                winter.position.phase.kind = PhaseKind::Adjustment;
                winter.position.units.remove(0);
                (map, vec![movement, retreat, winter])
            })
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&choice, body)) = data.split_first() else {
        return;
    };
    let Ok(act) = serde_json::from_slice::<PadAct>(body) else {
        return;
    };
    let (map, phases) = &games()[choice as usize % 3];
    let mut game = phases[(choice as usize / 3) % 3].clone();
    let power = PowerId((choice >> 4) % map.powers.len() as u8);
    let facts = TableFacts {
        stage: TableStage::Writing,
        clock: None,
        may_unseal: choice & 8 != 0,
        notice: None,
    };
    let mut draft = Draft::from_pending(power, map, &game);
    let _ = apply(map, &mut game, power, &mut draft, &facts, act);
    let state = pad_state(map, &game, power, &draft, facts, &|_| [0, 0, 0]);
    let _ = serde_json::to_vec(&state);
});
