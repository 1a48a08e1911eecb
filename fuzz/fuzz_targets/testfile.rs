//! Test files (CASE / PRESTATE / ORDERS / POSTSTATE / END): any text must read as cases
//! or give an error with its line, never panic; each case read is resolved against its map
//! and, where that works, adjudicated and compared as `datc` and the adjudication tests do.
#![no_main]

use diplomacy_hotseat::engine::map::Map;
use diplomacy_hotseat::engine::rules::Rules;
use diplomacy_hotseat::engine::testfile::{parse_test_file, prepare_case, run_case};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn maps() -> &'static [Map] {
    static MAPS: OnceLock<Vec<Map>> = OnceLock::new();
    MAPS.get_or_init(|| {
        ["standard", "multiplomacy", "european"]
            .map(|name| Map::named(name).expect("a built-in map"))
            .into()
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(cases) = parse_test_file(text) else {
        return;
    };
    for case in &cases {
        // A case for a map that is not built in is refused by `prepare_case`: try it on the
        // standard map then.
        let map = (maps().iter())
            .find(|m| m.name.eq_ignore_ascii_case(&case.variant))
            .unwrap_or(&maps()[0]);
        let Ok(prepared) = prepare_case(map, case) else {
            continue;
        };
        let rules = if case.line % 2 == 0 {
            Rules::RULEBOOK_1971
        } else {
            Rules::DATC
        };
        let _ = run_case(map, &prepared, &rules);
    }
});
