//! Shared look of the screens and panels: text sizes readable from across a table, edge
//! and full-window panels, colours and their contrast.

use crate::app::layout::Settings;
pub use crate::app::layout::{
    KEPT_LEFT_SHARE, PANEL, PANEL_NARROWEST, PANEL_SHARE, backdrop_id, kept_left_width,
    panel_width, set_panel_backdrop, set_shown_veil, take_wanted_veil, veil_ids, veiled,
};
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Heading size.
pub const BIG: f32 = 30.0;
/// The diplomacy clock's digits.
pub const HUGE: f32 = 84.0;
/// Body text.
pub const TEXT: f32 = 17.0;
/// The smallest text on any panel (egui's small and monospace styles, history lines,
/// chart labels): readable from across a table.
pub const SMALL: f32 = 16.0;

/// Good news (an order that works, a success).
pub const GOOD: egui::Color32 = egui::Color32::from_rgb(120, 210, 130);
/// A note of caution.
pub const NOTE: egui::Color32 = egui::Color32::from_rgb(235, 200, 100);
/// Bad news (void orders, failures, alarms).
pub const BAD: egui::Color32 = egui::Color32::from_rgb(240, 110, 100);
/// Secondary ("weak") text: hints, "stands unless ordered", the curtain's lines. egui's
/// own faded text was about 2.3:1 on the panels; this is over 6:1.
pub const WEAK: egui::Color32 = egui::Color32::from_gray(160);

/// Applies the UI scale and the larger default text.
pub fn apply_settings(mut contexts: EguiContexts, settings: Res<Settings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - settings.ui_scale).abs() > 0.01 {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    let small = ctx
        .global_style()
        .text_styles
        .get(&egui::TextStyle::Small)
        .map(|f| f.size);
    if small != Some(SMALL) {
        ctx.all_styles_mut(readable_text_styles);
    }
    Ok(())
}

/// egui's text styles no smaller than [`SMALL`] (its defaults are 9 to 12.5 points; headings are larger already), so a
/// widget drawn without an explicit size is as readable as the body text.
pub(crate) fn readable_text_styles(style: &mut egui::Style) {
    use egui::{FontFamily, FontId, TextStyle};
    let sizes = [
        (TextStyle::Small, SMALL, FontFamily::Proportional),
        (TextStyle::Body, TEXT, FontFamily::Proportional),
        (TextStyle::Button, TEXT, FontFamily::Proportional),
        (TextStyle::Monospace, SMALL, FontFamily::Monospace),
    ];
    for (text_style, size, family) in sizes {
        style
            .text_styles
            .insert(text_style, FontId::new(size, family));
    }
    style.visuals.weak_text_color = Some(WEAK);
}

/// Whether `key` was pressed as a screen's shortcut: never while a text field (or an
/// open menu) has the keyboard, so Enter typed in a field stays in that field. Call it
/// before the screen's widgets are drawn.
pub fn shortcut(ctx: &egui::Context, key: egui::Key) -> bool {
    !ctx.egui_wants_keyboard_input() && !ctx.any_popup_open() && ctx.input(|i| i.key_pressed(key))
}

/// A tab naming a power: in the power's colour, or while chosen in white on the
/// selection's ground (a power's colour there read at under 2:1).
pub fn power_tab(ui: &mut egui::Ui, map: &Map, power: PowerId, chosen: bool) -> egui::Response {
    let name = egui::RichText::new(map.power_label(power));
    let name = if chosen {
        name.color(egui::Color32::WHITE).strong()
    } else {
        name.color(power_colour(map, power))
    };
    ui.selectable_label(chosen, name)
}

/// A power's colour for text and swatches: the board's colour, lightened where needed
/// until it reads at 4.5:1 or more on the dark panels.
pub fn power_colour(map: &Map, power: PowerId) -> egui::Color32 {
    let c = crate::app::board::palette::power_colour(&map.power(power).name).to_srgba();
    let [mut r, mut g, mut b, _] = c.to_u8_array();
    for _ in 0..32 {
        if contrast(egui::Color32::from_rgb(r, g, b), PANEL) >= 4.6 {
            break;
        }
        (r, g, b) = (
            r.saturating_add(8),
            g.saturating_add(8),
            b.saturating_add(8),
        );
    }
    egui::Color32::from_rgb(r, g, b)
}

/// A colour's relative luminance (WCAG 2).
pub fn luminance(c: egui::Color32) -> f32 {
    let channel = |v: u8| {
        let v = v as f32 / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

/// The contrast ratio of two colours (WCAG 2), 1 to 21.
pub fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The fill of an edge panel: none where the window shows the panels' colour already.
pub fn panel_fill(ctx: &egui::Context) -> egui::Color32 {
    if ctx
        .data(|d| d.get_temp::<bool>(backdrop_id()))
        .unwrap_or(false)
    {
        egui::Color32::TRANSPARENT
    } else {
        PANEL
    }
}

/// A panel fixed to the right edge, full height, scrolling.
pub fn side_panel(ctx: &egui::Context, id: &str, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    edge_panel(ctx, id, width, false, add, None::<fn(&mut egui::Ui)>)
}

/// A right-edge panel whose `footer` (the screen's main button) stays at the bottom,
/// always visible, while the rest scrolls above it at any text size.
pub fn side_panel_with_footer(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    add: impl FnOnce(&mut egui::Ui),
    footer: impl FnOnce(&mut egui::Ui),
) {
    edge_panel(ctx, id, width, false, add, Some(footer))
}

/// A left-edge panel beside the board whose `footer` (its main button) stays at the
/// bottom, always visible, while the rest scrolls above it.
pub fn left_panel_footed(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    add: impl FnOnce(&mut egui::Ui),
    footer: impl FnOnce(&mut egui::Ui),
) {
    edge_panel(ctx, id, width, true, add, Some(footer))
}

/// A left-edge panel whose `footer` stays at the bottom while the rest scrolls, and
/// which full-window panels leave uncovered (they are drawn beside it) while it shows.
pub fn left_panel_with_footer(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    add: impl FnOnce(&mut egui::Ui),
    footer: impl FnOnce(&mut egui::Ui),
) {
    let pass = ctx.cumulative_pass_nr();
    let shown = kept_left_width(width, ctx.viewport_rect().width());
    ctx.data_mut(|d| d.insert_temp(kept_left_id(), (shown, pass)));
    edge_panel(ctx, id, shown, true, add, Some(footer))
}

fn kept_left_id() -> egui::Id {
    egui::Id::new("kept-left")
}

/// The width in points of the left-edge panel full-window panels leave uncovered: one
/// drawn by [`left_panel_with_footer`] in this pass or the last; 0 when none shows.
pub fn kept_left(ctx: &egui::Context) -> f32 {
    let now = ctx.cumulative_pass_nr();
    match ctx.data(|d| d.get_temp::<(f32, u64)>(kept_left_id())) {
        Some((width, pass)) if pass + 1 >= now => width,
        _ => 0.0,
    }
}

/// A panel fixed to the left edge, full height, scrolling.
pub fn left_panel(ctx: &egui::Context, id: &str, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    edge_panel(ctx, id, width, true, add, None::<fn(&mut egui::Ui)>)
}

fn epoch_id() -> egui::Id {
    egui::Id::new("panels-epoch")
}

/// Every panel opens afresh from now on: scrolled to its top, its sections closed (a new
/// game, a new phase's results). egui keeps a panel's scroll and open sections by the
/// ids inside it; a new epoch gives everything inside every panel new ids.
pub fn open_panels_afresh(ctx: &egui::Context) {
    ctx.data_mut(|d| *d.get_temp_mut_or_default::<u64>(epoch_id()) += 1);
}

/// The panels' epoch, to give what is inside them its ids.
fn panels_epoch(ctx: &egui::Context) -> u64 {
    ctx.data(|d| d.get_temp::<u64>(epoch_id()).unwrap_or(0))
}

fn edge_panel(
    ctx: &egui::Context,
    id: &str,
    nominal: f32,
    left: bool,
    add: impl FnOnce(&mut egui::Ui),
    footer: Option<impl FnOnce(&mut egui::Ui)>,
) {
    let screen = ctx.viewport_rect();
    let width = panel_width(nominal, screen.width());
    let x = if left {
        screen.left()
    } else {
        screen.right() - width
    };
    egui::Area::new(egui::Id::new(id))
        .fixed_pos(egui::pos2(x, screen.top()))
        // Never slide over the board: anything too wide is cut off at the window's edge.
        .constrain(false)
        .show(ctx, |ui| {
            // The panel's background is its place exactly, and nothing inside is drawn past
            // it: a row wider than the panel grew the frame over the board before.
            let place = egui::Rect::from_min_size(
                egui::pos2(x, screen.top()),
                egui::vec2(width, screen.height()),
            );
            ui.set_clip_rect(place.intersect(ui.clip_rect()));
            ui.painter().rect_filled(place, 0.0, panel_fill(ctx));
            egui::Frame::new()
                .inner_margin(egui::Margin::same(12))
                .show(ui, |ui| {
                    ui.set_width(width - 24.0);
                    ui.set_height(screen.height() - 24.0);
                    ui.push_id(panels_epoch(ctx), |ui| match footer {
                        None => {
                            egui::ScrollArea::vertical().show(ui, add);
                        }
                        Some(footer) => with_footer(ui, add, footer),
                    });
                });
        });
}

/// The footer pinned to the bottom, the body scrolling in the room above it.
fn with_footer(
    ui: &mut egui::Ui,
    add: impl FnOnce(&mut egui::Ui),
    footer: impl FnOnce(&mut egui::Ui),
) {
    ui.with_layout(egui::Layout::bottom_up(egui::Align::Min), |ui| {
        ui.add_space(4.0);
        footer(ui);
        ui.separator();
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, add);
        });
    });
}

/// A row of buttons that wraps, for a footer (laid out bottom-up): it takes the height its
/// rows took last pass, so a row that wraps at a large text size grows upward, never past
/// the window's foot as a plain wrapped row does there.
pub fn footer_row(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    let height_id = ui.id().with("footer-row-height");
    let last: Option<f32> = ui.ctx().data(|d| d.get_temp(height_id));
    let row = ui.spacing().interact_size.y;
    let size = egui::vec2(ui.available_width(), last.unwrap_or(row));
    let layout = egui::Layout::left_to_right(egui::Align::Min).with_main_wrap(true);
    let used = (ui.allocate_ui_with_layout(size, layout, |ui| {
        add(ui);
        ui.min_rect().height()
    }))
    .inner;
    if last.is_none_or(|h| (h - used).abs() > 0.5) {
        ui.ctx().data_mut(|d| d.insert_temp(height_id, used));
        ui.ctx().request_discard("a footer row wrapped");
    }
}

/// `words` laid out in `rows` lines of `width` (cut with "…" past the last), and the
/// height of one line of their font.
fn slot_galley(
    ui: &egui::Ui,
    words: egui::RichText,
    rows: usize,
    width: f32,
) -> (std::sync::Arc<egui::Galley>, f32) {
    let job = egui::WidgetText::from(words).into_layout_job(
        ui.style(),
        egui::FontSelection::Default,
        egui::Align::Min,
    );
    let mut job = std::sync::Arc::unwrap_or_clone(job);
    job.wrap = egui::text::TextWrapping {
        max_width: width,
        max_rows: rows,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    let galley = ui.fonts_mut(|f| f.layout_job(job));
    // One line's height, from the words' font (the slot keeps it when they are empty).
    let font = (galley.job.sections.first()).map(|s| s.format.font_id.clone());
    let font = font.unwrap_or_else(|| egui::TextStyle::Body.resolve(ui.style()));
    let line = ui.fonts_mut(|f| f.row_height(&font));
    (galley, line)
}

/// A section's title (a collapsing header) cut with "…" to the width left for it, and the
/// whole title when it was cut (for its hover): egui lays a header's title out on one
/// line however long, and a long one ("Last results: Autumn 1901 Adjustments") widened
/// the whole panel's content past its edge, where the panel's clip cut it.
pub fn section_title(ui: &egui::Ui, words: egui::RichText) -> (egui::WidgetText, Option<String>) {
    let room = ui.available_width() - ui.spacing().indent - ui.spacing().button_padding.x;
    let whole = words.text().to_string();
    let (galley, _) = slot_galley(ui, words, 1, room.max(1.0));
    let cut = galley.elided.then_some(whole);
    (egui::WidgetText::Galley(galley), cut)
}

/// A collapsing section under a title that never runs past the panel (see
/// [`section_title`]), whole on hover when cut; `id` keeps its open state.
pub fn section<R>(
    ui: &mut egui::Ui,
    (words, id): (egui::RichText, &str),
    open: bool,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::CollapsingResponse<R> {
    let (title, cut) = section_title(ui, words);
    let shown = egui::CollapsingHeader::new(title)
        .id_salt(id)
        .default_open(open)
        .show(ui, add);
    match cut {
        Some(whole) => egui::CollapsingResponse {
            header_response: shown.header_response.on_hover_text(whole),
            ..shown
        },
        None => shown,
    }
}

/// The height of a [`lines_slot`] of `rows` lines for these words' font.
pub fn lines_slot_height(ui: &egui::Ui, words: &egui::RichText, rows: usize) -> f32 {
    slot_galley(ui, words.clone(), 1, f32::INFINITY).1 * rows as f32
}

/// `words` wrapped in a slot of `rows` lines the width of the panel, whatever their
/// length (so nothing below moves as they change): cut with "…" past the last line, and
/// then whole on hover.
pub fn lines_slot(ui: &mut egui::Ui, words: egui::RichText, rows: usize) -> egui::Response {
    let width = ui.available_width();
    let whole = words.text().to_string();
    let (galley, line) = slot_galley(ui, words, rows, width);
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, line * rows as f32), egui::Sense::hover());
    let elided = galley.elided;
    ui.painter()
        .galley(rect.min, galley, ui.visuals().text_color());
    // Blank, it is room kept, not a text a screen reader should stop on.
    if !whole.trim().is_empty() {
        response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &whole));
    }
    if elided {
        response.on_hover_text(whole)
    } else {
        response
    }
}

/// A panel covering the whole window (the curtain and the menus). Its colour is asked of
/// the board image as a veil: once the image shows it, the panel paints no background of
/// its own (a full-window fill costs a software renderer a whole pass every frame).
pub fn full_screen(
    ctx: &egui::Context,
    id: &str,
    fill: egui::Color32,
    add: impl FnOnce(&mut egui::Ui),
) {
    full_screen_inner(ctx, id, fill, add, None::<fn(&mut egui::Ui)>)
}

/// A full-window panel whose `footer` (the screen's main button) stays visible at the
/// bottom while the rest scrolls.
pub fn full_screen_with_footer(
    ctx: &egui::Context,
    id: &str,
    fill: egui::Color32,
    add: impl FnOnce(&mut egui::Ui),
    footer: impl FnOnce(&mut egui::Ui),
) {
    full_screen_inner(ctx, id, fill, add, Some(footer))
}

fn full_screen_inner(
    ctx: &egui::Context,
    id: &str,
    fill: egui::Color32,
    add: impl FnOnce(&mut egui::Ui),
    footer: Option<impl FnOnce(&mut egui::Ui)>,
) {
    let (wanted, shown) = veil_ids();
    let veiled = ctx.data_mut(|d| {
        d.insert_temp(wanted, fill);
        d.get_temp::<egui::Color32>(shown) == Some(fill)
    });
    let fill = if veiled {
        egui::Color32::TRANSPARENT
    } else {
        fill
    };
    let mut screen = ctx.viewport_rect();
    // Beside a kept left panel (the guided turn's tutor), not over it.
    screen.min.x += kept_left(ctx);
    // In the middle order, as windows are: drop-down lists, popups and tooltips (the
    // foreground and tooltip orders) are drawn above it even after a click on the screen
    // raises it (in the foreground a click raised it over its own drop-down list).
    egui::Area::new(egui::Id::new(id))
        .fixed_pos(screen.min)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            // A narrower margin in a short window (a large text size): 32 points from 800.
            let margin = (screen.height() * 0.04).clamp(12.0, 32.0).round();
            egui::Frame::new()
                .fill(fill)
                .inner_margin(egui::Margin::same(margin as i8))
                .show(ui, |ui| {
                    ui.set_width(screen.width() - 2.0 * margin);
                    ui.set_height(screen.height() - 2.0 * margin);
                    // A scroll bar takes its own room beside the content: floating over
                    // it, it clipped the right edge of the title's buttons at text size 2.
                    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                    ui.push_id(panels_epoch(ctx), |ui| match footer {
                        None => {
                            egui::ScrollArea::vertical().show(ui, add);
                        }
                        Some(footer) => with_footer(ui, add, footer),
                    });
                });
        });
}

/// A large button for the actions players reach for across the table.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    // As wide as 260 points where there is room; in a narrow panel, the panel's width
    // (its words wrap), never wider.
    let width = ui.available_width().min(260.0);
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(22.0))
            .wrap()
            .min_size(egui::vec2(width, 44.0)),
    )
}

/// A big button whose keyboard shortcut follows its words in small type (one line
/// where the words would wrap with the shortcut at their size).
pub fn big_button_keyed(ui: &mut egui::Ui, words: &str, key: &str) -> egui::Response {
    let width = ui.available_width().min(260.0);
    let style = ui.style().clone();
    let mut job = egui::text::LayoutJob::default();
    let size = |points: f32| egui::FontSelection::FontId(egui::FontId::proportional(points));
    egui::RichText::new(words).size(22.0).append_to(
        &mut job,
        &style,
        size(22.0),
        egui::Align::Center,
    );
    egui::RichText::new(format!("  {key}"))
        .size(15.0)
        .append_to(&mut job, &style, size(15.0), egui::Align::Center);
    ui.add(
        egui::Button::new(job)
            .wrap()
            .min_size(egui::vec2(width, 44.0)),
    )
}

/// Body text.
pub fn text(s: impl Into<String>) -> egui::RichText {
    egui::RichText::new(s).size(TEXT)
}
