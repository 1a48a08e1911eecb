//! The board in words (B): every power's units and owned supply centres as a list, and
//! while a player writes, what the unit they chose may do, read from the legal-order
//! tree; and the line naming the province under the keyboard's cursor with its owner and
//! units. Only what the board shows everyone: never a draft, never another power's
//! orders, and nothing at the curtain.

use super::style::text;
use crate::app::board::animate::Anim;
use crate::app::board::view::BoardView;
use crate::app::current::GameAndMap;
use crate::app::keymap::Keys;
use crate::app::layout::Settings;
use crate::app::play::cursor::{BoardCursor, drawn_position, writing_power};
use crate::app::play::cursor_coasts::{coast_words, reachable_coasts};
use crate::app::play::pick::{Entry, build_choices, build_words};
use crate::app::play::review::History;
use crate::app::play::stage::TableStage;
use crate::app::play::table::{Stage, Table};
use crate::engine::game::Game;
use crate::engine::ids::{PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::options::{OrderKind, OrderOptions, Subject, legal_orders};
use crate::engine::position::{PhaseKind, Position, Unit};
use crate::engine::rules::Rules;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Draws the board in words and the cursor's line wherever the board is shown (the
/// table, learning mode, the sandbox); never at the curtain.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        board_words.run_if(not(in_state(TableStage::Curtain))),
    );
}

/// What the words read: the board as shown, the table (where one is laid) and the
/// writing player's entry, the past phase looked back at, and the text size.
#[derive(bevy::ecs::system::SystemParam)]
struct WordsSeen<'w> {
    keys: Option<Res<'w, Keys>>,
    view: Option<Res<'w, BoardView>>,
    table: Option<Res<'w, Table>>,
    entry: Option<Res<'w, Entry>>,
    history: Option<Res<'w, History>>,
    settings: Option<Res<'w, Settings>>,
    anim: Option<Res<'w, Anim>>,
}

fn board_words(
    mut contexts: EguiContexts,
    seen: WordsSeen,
    played: GameAndMap,
    mut cursor: ResMut<BoardCursor>,
) -> Result {
    let table = seen.table.as_deref();
    let stage = table.map(|t| t.stage);
    let curtain = matches!(stage, Some(Stage::Curtain { .. }));
    let place = seen.keys.as_deref().and_then(|k| k.place);
    if curtain || !place.is_some_and(|p| p.shows_board()) {
        return Ok(());
    }
    let (Some(view), Some(entry)) = (seen.view.as_deref(), seen.entry.as_deref()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let (map, game) = (played.map(), played.game());
    let position = drawn_position(view, seen.anim.as_deref());
    let power = table.and_then(|t| writing_power(t, entry));
    let scale = seen.settings.as_deref().map_or(1.0, |s| s.ui_scale);
    let free = board_rect(ctx, view, scale);
    if let Some(at) = cursor.at {
        let mut lines = vec![cursor_words(map, position, at).join(" ")];
        lines.extend(key_lines(
            map,
            game,
            table.filter(|_| power.is_some()),
            entry,
            at,
        ));
        cursor_line(ctx, free, &lines);
    }
    if cursor.words {
        let chosen = entry.pick.selected().first().copied();
        let rules = &game.setup.rules;
        let choices = power.map(|p| chosen_words(map, position, rules, p, chosen));
        let looking_back = stage == Some(Stage::Diplomacy)
            && seen.history.as_deref().is_some_and(|h| h.0.is_some());
        let phase = match looking_back {
            true => crate::t!(
                "board-words-phase-earlier",
                phase = map.phase_label(position.phase)
            ),
            false => crate::t!("board-words-phase", phase = map.phase_label(position.phase)),
        };
        let shown = Shown { phase, choices };
        words_window(ctx, free, map, position, shown, &mut cursor.words);
    }
    Ok(())
}

/// While writing, what 1, 2 and 3 choose at the cursor: the open build chooser's builds,
/// or the coasts the picked fleet may end on there.
fn key_lines(
    map: &Map,
    game: &Game,
    table: Option<&Table>,
    entry: &Entry,
    at: ProvinceId,
) -> Vec<String> {
    let Some(table) = table else {
        return Vec::new();
    };
    let rules = &game.setup.rules;
    let words: Vec<String> = match (entry.build_at, table.drafts.get(entry.tab)) {
        (Some(build_at), Some(draft)) => {
            (build_choices(map, &game.position, rules, draft, build_at).iter())
                .map(build_words)
                .collect()
        }
        _ => (reachable_coasts(map, &game.position, rules, entry.pick, at).into_iter())
            .map(|l| coast_words(map, l))
            .collect(),
    };
    (words.into_iter().take(3).enumerate())
        .map(|(i, w)| crate::t!("board-words-build-key", key = i + 1, build = w))
        .collect()
}

/// The part of the window the board keeps beside the screen's edge panels (the order
/// panel while writing, the results, the diplomacy panel, learning's and the sandbox's
/// panels), so nothing here covers them: the board view's room, in points.
fn board_rect(ctx: &egui::Context, view: &BoardView, scale: f32) -> egui::Rect {
    let mut rect = ctx.content_rect();
    let scale = scale.max(0.1);
    rect.min.x += view.panels.left / scale;
    rect.max.x -= view.panels.right / scale;
    if rect.width() < 200.0 {
        return ctx.content_rect();
    }
    rect
}

/// The words window's own lines: the phase shown, and what the writing power may do.
struct Shown {
    phase: String,
    choices: Option<Vec<String>>,
}

/// The line at the foot of the board naming the cursor's province (a label: screen
/// readers read it).
fn cursor_line(ctx: &egui::Context, free: egui::Rect, lines: &[String]) {
    egui::Area::new(egui::Id::new("board-cursor-line"))
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(free.center_bottom() - egui::vec2(0.0, 12.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width((free.width() - 48.0).max(200.0));
                for line in lines {
                    ui.label(text(line.as_str()));
                }
            });
        });
}

/// The board in words: the chosen unit's orders first (while writing), then each power's
/// units and centres.
fn words_window(
    ctx: &egui::Context,
    free: egui::Rect,
    map: &Map,
    position: &Position,
    shown: Shown,
    open: &mut bool,
) {
    egui::Window::new(text(crate::t!("board-words-title")).strong())
        .id(egui::Id::new("board-in-words"))
        .open(open)
        .collapsible(false)
        // Kept beside the stage's panels (where it was left in another stage too).
        .constrain_to(free)
        .default_pos(free.left_top() + egui::vec2(16.0, 16.0))
        .default_width((free.width() * 0.45).max(260.0))
        .max_height(free.height() * 0.7)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.label(text(shown.phase).strong());
                if let Some(lines) = shown.choices {
                    for line in lines {
                        ui.label(text(line));
                    }
                    ui.separator();
                }
                for (power, units, centres) in power_words(map, position) {
                    ui.label(text(power).strong());
                    for line in units {
                        ui.label(text(line));
                    }
                    ui.label(text(centres));
                }
            });
        });
}

/// "Army in Paris", "Fleet in North Sea".
pub fn unit_words(map: &Map, unit: &Unit) -> String {
    let place = map.place_label(unit.loc.province);
    match unit.kind {
        UnitKind::Army => crate::t!("board-words-army-in", place = place),
        UnitKind::Fleet => crate::t!("board-words-fleet-in", place = place),
    }
}

/// Each power still on the board: its name, its units (dislodged ones said so) and the
/// supply centres it owns.
pub fn power_words(map: &Map, position: &Position) -> Vec<(String, Vec<String>, String)> {
    let powers = map.power_ids();
    powers
        .filter_map(|p| {
            let mut units: Vec<String> = (position.units.iter())
                .filter(|u| u.power == p)
                .map(|u| unit_words(map, u))
                .collect();
            units.extend(
                (position.dislodged.iter())
                    .filter(|d| d.unit.power == p)
                    .map(|d| crate::t!("board-words-dislodged", unit = unit_words(map, &d.unit))),
            );
            let owned: Vec<String> = (map.centres())
                .filter(|c| position.owners[c.0 as usize] == Some(p))
                .map(|c| map.place_label(c))
                .collect();
            if units.is_empty() && owned.is_empty() {
                return None;
            }
            let centres = crate::t!(
                "board-words-centres",
                count = owned.len(),
                places = owned.join(", ")
            );
            Some((map.power_label(p), units, centres))
        })
        .collect()
}

/// The sentences naming a province: its name, its centre's owner, the units in it.
pub fn cursor_words(map: &Map, position: &Position, at: ProvinceId) -> Vec<String> {
    let place = map.place_label(at);
    let mut out = vec![crate::t!("board-words-cursor", place = place)];
    if map.province(at).centre {
        out.push(match position.owners[at.0 as usize] {
            Some(p) => crate::t!("board-words-centre-of", power = map.power_label(p)),
            None => crate::t!("board-words-centre-free"),
        });
    }
    let units: Vec<&Unit> = (position.units.iter())
        .chain(position.dislodged.iter().map(|d| &d.unit))
        .filter(|u| u.loc.province == at)
        .collect();
    for u in &units {
        let power = map.power_label(u.power);
        out.push(match u.kind {
            UnitKind::Army => crate::t!("board-words-army-of", power = power),
            UnitKind::Fleet => crate::t!("board-words-fleet-of", power = power),
        });
    }
    if units.is_empty() {
        out.push(crate::t!("board-words-no-unit"));
    }
    out
}

/// What the writing power may do: with a unit chosen, that unit's orders from the
/// legal-order tree; in an adjustment phase, the power's builds and removals.
pub fn chosen_words(
    map: &Map,
    position: &Position,
    rules: &Rules,
    power: PowerId,
    chosen: Option<ProvinceId>,
) -> Vec<String> {
    let subject = match (position.phase.kind, chosen) {
        (PhaseKind::Adjustment, _) => Subject::Power(power),
        (_, Some(at)) => Subject::at(at),
        (_, None) => return vec![crate::t!("board-words-choose-a-unit")],
    };
    let tree = legal_orders(map, position, rules, subject, 1);
    let mut out: Vec<String> = tree.unit.iter().map(|u| unit_words(map, u)).collect();
    if let Some(why) = &tree.refused {
        out.push(crate::t!(
            "board-words-refused",
            why = why.describe(map, position)
        ));
        return out;
    }
    out.extend(tree_words(map, &tree));
    out
}

/// One sentence per kind of order the tree allows, naming its places.
fn tree_words(map: &Map, tree: &OrderOptions) -> Vec<String> {
    let places = |kind: OrderKind| -> String {
        let mut names: Vec<String> = Vec::new();
        for t in tree.targets(kind) {
            let Some(l) = t.place else { continue };
            let allowed = t.all_choices().iter().any(|c| c.allowed());
            let name = map.place_label(l.province);
            if allowed && !names.contains(&name) {
                names.push(name);
            }
        }
        names.join(", ")
    };
    let any = |kind: OrderKind| {
        tree.targets(kind)
            .iter()
            .any(|t| t.all_choices().iter().any(|c| c.allowed()))
    };
    let mut out = Vec::new();
    for kind in tree.branches.iter().map(|b| b.kind) {
        if !any(kind) {
            continue;
        }
        let p = places(kind);
        out.push(match kind {
            OrderKind::Hold => crate::t!("board-words-may-stand"),
            OrderKind::Move => crate::t!("board-words-may-move", places = p),
            OrderKind::SupportHold => crate::t!("board-words-may-support-hold", places = p),
            OrderKind::SupportMove => crate::t!("board-words-may-support-move", places = p),
            OrderKind::Convoy => crate::t!("board-words-may-convoy", places = p),
            OrderKind::Retreat => crate::t!("board-words-may-retreat", places = p),
            OrderKind::Disband => crate::t!("board-words-may-disband"),
            OrderKind::Build => crate::t!("board-words-may-build", places = p),
            OrderKind::Remove => crate::t!("board-words-may-remove", places = p),
            OrderKind::Waive => crate::t!("board-words-may-waive"),
        });
    }
    if out.is_empty() {
        out.push(crate::t!("board-words-nothing"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ids::Location;

    fn spring() -> (Map, Position) {
        let map = Map::named("standard").expect("map");
        let position = Position::initial(&map);
        (map, position)
    }

    fn at(map: &Map, name: &str) -> ProvinceId {
        map.find_province(name).expect("province")
    }

    /// Every power's units and centres, as anyone at the table may read the board.
    #[test]
    fn the_board_in_words_lists_each_powers_units_and_centres() {
        let (map, position) = spring();
        let words = power_words(&map, &position);
        assert_eq!(words.len(), 7);
        let (name, units, centres) = &words[map.find_power("France").expect("France").0 as usize];
        assert_eq!(name, "France");
        assert_eq!(
            units,
            &["Fleet in Brest", "Army in Paris", "Army in Marseilles"]
        );
        assert_eq!(centres, "3 supply centres: Brest, Marseilles, Paris.");
    }

    /// The cursor's line names the place, its centre's owner and its unit.
    #[test]
    fn the_cursor_names_the_place_its_owner_and_its_unit() {
        let (map, mut position) = spring();
        assert_eq!(
            cursor_words(&map, &position, at(&map, "par")),
            [
                "Cursor: Paris.",
                "Supply centre of France.",
                "Army of France."
            ]
        );
        assert_eq!(
            cursor_words(&map, &position, at(&map, "bel")),
            [
                "Cursor: Belgium.",
                "Supply centre, owned by nobody.",
                "No unit."
            ]
        );
        let lon = position.unit_at(at(&map, "lon")).expect("London's fleet");
        position.units[lon].loc = Location::province(at(&map, "nth"));
        assert_eq!(
            cursor_words(&map, &position, at(&map, "nth")),
            ["Cursor: North Sea.", "Fleet of England."]
        );
    }

    /// What the chosen unit may do, read from the legal-order tree: its neighbours, the
    /// units it may support; a convoy only where a fleet is at sea.
    #[test]
    fn the_chosen_units_orders_are_read_from_the_tree() {
        let (map, position) = spring();
        let england = map.find_power("England").expect("England");
        let rules = Rules::default();
        let none = chosen_words(&map, &position, &rules, england, None);
        assert_eq!(none, [crate::t!("board-words-choose-a-unit")]);
        let words = chosen_words(&map, &position, &rules, england, Some(at(&map, "lvp")));
        assert_eq!(words[0], "Army in Liverpool");
        assert!(words.contains(&"May stand.".to_string()), "{words:?}");
        let moves = words
            .iter()
            .find(|w| w.starts_with("May move to: "))
            .expect("moves");
        for place in ["Yorkshire", "Wales", "Edinburgh", "Clyde"] {
            assert!(moves.contains(place), "{moves}");
        }
        assert!(!moves.contains("London"), "not a neighbour: {moves}");
        assert!(
            !words.iter().any(|w| w.starts_with("May convoy")),
            "{words:?}"
        );
    }
}
