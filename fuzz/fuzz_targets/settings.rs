//! The settings file: any text gives settings or an error, never a panic; settings read
//! have every number in range and are written and read back unchanged.
#![no_main]

use diplomacy_hotseat::settings_file::{from_text, to_text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(settings) = from_text(text) else {
        return;
    };
    assert!((0.75..=2.5).contains(&settings.ui_scale));
    assert!((0.25..=4.0).contains(&settings.animation_speed));
    assert!((0.0..=1.0).contains(&settings.volume));
    assert!(settings.player_names.len() <= 8 && settings.seats.len() <= 8);
    let written = to_text(&settings).expect("settings always serialise");
    let again = from_text(&written).expect("written settings read back");
    assert_eq!(again, settings);
});
