//! Every character the table can show in any language has a glyph in the window's font:
//! the words of every language file, the keys' names and the learning material (a missing
//! glyph draws as an empty box, as the arrow keys' ←→↑↓ once did in the keys help and in
//! German's "Bild↑" for Page Up).

use bevy_egui::egui;
use std::path::{Path, PathBuf};

/// The files under `dir` (one level of folders down) whose names end in `ending`.
fn files_under(dir: &Path, ending: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder of words") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.to_string_lossy().ends_with(ending) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The characters a file's words use: a language file's messages (not its comments), the
/// keymap's key names (its lines other than comments), the learning material.
fn shown_characters(path: &Path) -> Vec<(char, String)> {
    let text = std::fs::read_to_string(path).expect("a file of words");
    let words = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#') && !l.trim_start().starts_with("//"))
        // The phone page's words are drawn by the phone's browser, in its own fonts.
        .filter(|l| !l.starts_with("phones-page-"))
        .collect::<Vec<_>>();
    let mut seen = Vec::new();
    for line in words {
        for c in line.chars().filter(|c| !c.is_control()) {
            if !seen.iter().any(|(s, _)| *s == c) {
                seen.push((c, line.trim().chars().take(60).collect()));
            }
        }
    }
    seen
}

/// Where in the font texture `c` is drawn from (egui's own `has_glyph` cannot tell a
/// character of the fallback font that holds the replacement box from a missing one).
fn drawn_as(ctx: &egui::Context, c: char) -> Option<([u16; 2], [u16; 2])> {
    let font = egui::FontId::proportional(14.0);
    let galley = ctx.fonts_mut(|f| f.layout_no_wrap(c.to_string(), font, egui::Color32::WHITE));
    let glyph = galley.rows.first()?.row.glyphs.first()?;
    Some((glyph.uv_rect.min, glyph.uv_rect.max))
}

#[test]
fn every_character_in_every_language_has_a_glyph_in_the_font() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut files = files_under(&root.join("lang"), ".ftl");
    files.extend(files_under(&root.join("learning"), ".ron"));
    assert!(files.len() > 36, "{files:?}");
    files.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app/keymap.rs"));
    let ctx = egui::Context::default();
    ctx.begin_pass(egui::RawInput::default());
    // A character no font has (unassigned) draws as the replacement box.
    let replacement = drawn_as(&ctx, '\u{0378}');
    let mut missing = Vec::new();
    for file in &files {
        for (c, line) in shown_characters(file) {
            if drawn_as(&ctx, c) == replacement {
                missing.push(format!(
                    "{c:?} (U+{:04X}) in {}: {line}",
                    c as u32,
                    file.display()
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}
