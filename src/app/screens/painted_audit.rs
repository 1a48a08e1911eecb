//! The screen audit's look at painted text: every text egui drew (labels, buttons and the
//! words painted straight onto a panel, as the clock's digits and the centre chart's
//! scale), read from the shapes of a pass, checked to lie whole inside the window and its
//! panel and to read at 4.5:1 or more against what is painted behind it (WCAG AA; a
//! disabled control's words are exempt, as WCAG allows).

use super::audit::Widget;
use super::style::contrast;
use bevy_egui::egui;
use egui::epaint::{ClippedShape, Shape, TextShape};

/// One painted text: its words, where its glyphs lie, the clip it was drawn under, its
/// colours as seen and the colour behind it.
#[derive(Debug, Clone)]
pub(super) struct Painted {
    pub words: String,
    pub rect: egui::Rect,
    pub clip: egui::Rect,
    pub inks: Vec<egui::Color32>,
    pub ground: egui::Color32,
    /// Cut with "…" to fit (its words are then not all shown).
    pub elided: bool,
}

/// `top` (premultiplied, as egui keeps colours) laid over the opaque `under`.
fn over(top: egui::Color32, under: egui::Color32) -> egui::Color32 {
    let keep = 1.0 - top.a() as f32 / 255.0;
    let mix = |t: u8, u: u8| (t as f32 + u as f32 * keep).round().min(255.0) as u8;
    egui::Color32::from_rgb(
        mix(top.r(), under.r()),
        mix(top.g(), under.g()),
        mix(top.b(), under.b()),
    )
}

/// The shapes of a pass in paint order, groups opened, each with its clip.
fn flat(shapes: &[ClippedShape]) -> Vec<(egui::Rect, &Shape)> {
    fn open<'a>(clip: egui::Rect, shape: &'a Shape, out: &mut Vec<(egui::Rect, &'a Shape)>) {
        match shape {
            Shape::Vec(inner) => inner.iter().for_each(|s| open(clip, s, out)),
            other => out.push((clip, other)),
        }
    }
    let mut out = Vec::new();
    for s in shapes {
        open(s.clip_rect, &s.shape, &mut out);
    }
    out
}

/// The colours a text's glyphs are drawn in, its opacity applied.
fn inks(text: &TextShape) -> Vec<egui::Color32> {
    let job = &text.galley.job;
    (job.sections.iter())
        .filter(|s| {
            !job.text[s.byte_range.start.0..s.byte_range.end.0]
                .trim()
                .is_empty()
        })
        .map(|s| {
            let colour = match text.override_text_color {
                Some(c) => c,
                None if s.format.color == egui::Color32::PLACEHOLDER => text.fallback_color,
                None => s.format.color,
            };
            colour.gamma_multiply(text.opacity_factor)
        })
        .collect()
}

/// What lies under the panels where they let it show: the board at its brightest.
const BOARD_AT_ITS_BRIGHTEST: egui::Color32 = egui::Color32::WHITE;

/// Every text painted in this pass, with the filled rectangles painted before it under its
/// middle laid over the panel's colour as its ground.
pub(super) fn painted_texts(shapes: &[ClippedShape]) -> Vec<Painted> {
    let shapes = flat(shapes);
    let mut found = Vec::new();
    for (k, (clip, shape)) in shapes.iter().enumerate() {
        let Shape::Text(text) = shape else { continue };
        let words = text.galley.job.text.trim().to_string();
        if words.is_empty() {
            continue;
        }
        let rect = text.galley.mesh_bounds.translate(text.pos.to_vec2());
        // The middle of the part in view, and only fills seen there (inside their clip).
        let middle = rect.intersect(*clip).center();
        // Under every screen lies the board, whose colours run to white: a screen that lets
        // it show through must still read over its brightest part.
        let ground =
            (shapes[..k].iter()).fold(
                BOARD_AT_ITS_BRIGHTEST,
                |ground, (seen, behind)| match behind {
                    Shape::Rect(r)
                        if r.fill.a() > 0 && r.rect.intersect(*seen).contains(middle) =>
                    {
                        over(r.fill, ground)
                    }
                    _ => ground,
                },
            );
        found.push(Painted {
            words,
            rect,
            clip: *clip,
            inks: inks(text),
            ground,
            elided: text.galley.elided,
        });
    }
    found
}

/// The rectangles filled in `colour` in these shapes (a panel's background).
pub(super) fn fills_of(shapes: &[ClippedShape], colour: egui::Color32) -> Vec<egui::Rect> {
    (flat(shapes).into_iter())
        .filter_map(|(clip, shape)| match shape {
            Shape::Rect(r) if r.fill == colour => Some(r.rect.intersect(clip)),
            _ => None,
        })
        .collect()
}

/// What a player would see wrong in the painted text: words cut at their panel's side or
/// the window's edge, standing out of the screen's region, or too faint to read.
pub(super) fn painted_faults(
    painted: &[Painted],
    widgets: &[Widget],
    window: egui::Rect,
    region: egui::Rect,
) -> Vec<String> {
    let mut found = Vec::new();
    for p in painted {
        let seen = p.rect.intersect(p.clip);
        if seen.width() <= 0.5 || seen.height() <= 0.5 {
            continue; // scrolled out of view, or under a closed part
        }
        let words: String = p.words.chars().take(40).collect();
        if p.rect.left() < p.clip.left() - 1.0 || p.rect.right() > p.clip.right() + 1.0 {
            found.push(format!(
                "painted text cut at its side: {words:?} {:?}",
                p.rect
            ));
        }
        let past_window = p.rect.left() < window.left() - 0.5
            || p.rect.right() > window.right() + 0.5
            || (p.rect.bottom() > window.bottom() + 0.5 && p.clip.bottom() >= window.bottom());
        if past_window {
            found.push(format!(
                "painted text past the window: {words:?} {:?}",
                p.rect
            ));
        }
        if seen.left() < region.left() - 0.5 || seen.right() > region.right() + 0.5 {
            found.push(format!(
                "painted text out of its panel: {words:?} {:?}",
                p.rect
            ));
        }
        let inside_disabled =
            (widgets.iter()).any(|w| w.disabled && w.rect.expand(1.0).contains(p.rect.center()));
        if inside_disabled {
            continue;
        }
        for ink in &p.inks {
            let ratio = contrast(over(*ink, p.ground), p.ground);
            if ratio < 4.5 {
                found.push(format!(
                    "painted text too faint: {words:?} at {ratio:.2}:1 ({ink:?} on {:?})",
                    p.ground
                ));
            }
        }
    }
    found
}

#[test]
fn the_painted_text_check_flags_a_cut_word_a_faint_word_and_spares_a_disabled_one() {
    let ctx = super::audit::audit_context(1.0);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(400.0, 300.0));
    let input = egui::RawInput {
        screen_rect: Some(window),
        ..Default::default()
    };
    let mut out = ctx.run_ui(input, |ui| {
        let p = ui.painter();
        p.rect_filled(window, 0.0, super::style::PANEL);
        let font = egui::FontId::proportional(20.0);
        let galley = |words: &str, colour| p.layout_no_wrap(words.into(), font.clone(), colour);
        p.galley(
            egui::pos2(10.0, 10.0),
            galley("Readable", super::style::WEAK),
            egui::Color32::WHITE,
        );
        let faint = super::style::WEAK.gamma_multiply(0.3);
        p.galley(
            egui::pos2(10.0, 60.0),
            galley("Faint", faint),
            egui::Color32::WHITE,
        );
        p.galley(
            egui::pos2(360.0, 110.0),
            galley("Past the edge", super::style::WEAK),
            egui::Color32::WHITE,
        );
    });
    out.textures_delta.clear();
    let painted = painted_texts(&out.shapes);
    assert_eq!(painted.len(), 3, "{painted:#?}");
    let found = painted_faults(&painted, &[], window, window);
    assert_eq!(found.len(), 3, "{found:#?}");
    assert!(
        found[0].contains("too faint") && found[0].contains("Faint"),
        "{found:#?}"
    );
    assert!(
        found[1].contains("cut at its side") && found[1].contains("Past the edge"),
        "{found:#?}"
    );
    assert!(
        found[2].contains("past the window") && found[2].contains("Past the edge"),
        "{found:#?}"
    );
    let disabled = Widget {
        role: egui::accesskit::Role::Button,
        words: "Faint".into(),
        rect: painted[1].rect.expand(4.0),
        disabled: true,
    };
    let spared = painted_faults(&painted[..2], &[disabled], window, window);
    assert!(spared.is_empty(), "{spared:#?}");
}
