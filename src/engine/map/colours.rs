//! Each power's colour by its name (the beginners' guide colours; Spain for ce05), as
//! sRGB fractions: the window's board and the phones' boards both draw with them.

/// A power's colour as sRGB fractions.
pub fn power_rgb(name: &str) -> [f32; 3] {
    match name {
        "England" => [0.13, 0.22, 0.55],
        "Germany" => [0.25, 0.25, 0.27],
        "Russia" => [0.96, 0.96, 0.96],
        "Turkey" => [0.95, 0.80, 0.15],
        "Austria" => [0.80, 0.15, 0.15],
        "Italy" => [0.20, 0.60, 0.25],
        "France" => [0.58, 0.82, 1.0],
        // The eighth power of the ce05 variant.
        "Spain" => [0.93, 0.52, 0.12],
        _ => [0.6, 0.4, 0.7],
    }
}

/// A power's colour as sRGB bytes (for the phone page).
pub fn power_bytes(name: &str) -> [u8; 3] {
    power_rgb(name).map(|c| (c * 255.0).round() as u8)
}
