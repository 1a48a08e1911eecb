//! Saves: any text must load as a game that fits its map, or give an error, never panic;
//! and a game that loads must then be shown (every phase of its record, its text record,
//! the centres) and played on (its current phase resolved) without a panic, since that is
//! what `replay` and the game do with it. The same text is also read as a text record
//! (`replay game.txt`).
#![no_main]

use diplomacy_hotseat::engine::game::report::describe_phase;
use diplomacy_hotseat::engine::game::save::from_ron;
use diplomacy_hotseat::engine::game::text::{export, import};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok((game, map)) = from_ron(text, "fuzz.ron") {
        for record in &game.record {
            let _ = map.phase_name(record.phase);
            let _ = describe_phase(&map, record);
        }
        let _ = export(&map, &game);
        let _ = game.centre_counts(&map);
        let _ = game.surviving_players(&map);
        let _ = game.powers_to_order(&map);
        if game.outcome.is_none() {
            let mut next = game.clone();
            next.resolve(&map);
        }
    }
    let _ = import(text);
});
