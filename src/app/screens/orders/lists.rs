//! The order panel's drop-down lists, read from the legal-order tree: Move to…, Support…
//! and Convoy…, full place names, refused entries greyed with the reason on hover.

use super::super::style::text;
use crate::app::play::Act;
use crate::app::play::pick::{Entry, Pick};
use crate::engine::ids::ProvinceId;
use crate::engine::map::Map;
use crate::engine::options::{OrderKind, OrderOptions, Route, Target};
use crate::engine::order::{MainOrder, Order};
use crate::engine::position::{Position, Unit};
use bevy_egui::egui;

/// An order's Move to… list, from the legal-order tree: the neighbours, then the coasts
/// the fleets now at sea could convoy an army to, then a railroad's far stations; full
/// names with abbreviations, each place once; a move refused now is greyed with the reason.
pub(super) fn move_list(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    out: &mut Vec<Act>,
) {
    ui.set_min_width(230.0);
    let groups = [
        (None, Route::Direct),
        (Some(crate::t!("orders-by-convoy")), Route::Convoy),
        (Some(crate::t!("orders-by-railroad")), Route::Railroad),
    ];
    for (heading, route) in groups {
        let places: Vec<&Target> = tree
            .targets(OrderKind::Move)
            .iter()
            .filter(|t| t.choices.first().is_some_and(|c| c.route == route))
            .collect();
        if places.is_empty() {
            continue;
        }
        if let Some(h) = heading {
            ui.separator();
            ui.label(text(h).small().weak());
        }
        for t in places {
            option_item(ui, map, position, tree, t, &place_name(map, t), out);
        }
    }
}

/// A Support… or Convoy… list: "On the map…" starts `pick` (then clicks on the board),
/// and `list` adds the tree's orders.
pub(super) fn picked_list(
    ui: &mut egui::Ui,
    label: &str,
    how: &str,
    pick: Pick,
    entry: &mut Entry,
    list: impl FnOnce(&mut egui::Ui),
) {
    let shown = egui::ComboBox::from_id_salt((label, pick.selected()))
        .selected_text(label)
        .width(80.0)
        .height(400.0)
        .show_ui(ui, |ui| {
            let on_map = ui.selectable_label(false, crate::t!("orders-on-the-map"));
            if on_map.on_hover_text(how).clicked() {
                entry.pick = pick;
            }
            list(ui);
        });
    super::super::spoken::name(&shown.response, label);
}

/// "Picardy (Pic)": a target's place by full name and abbreviation.
fn place_name(map: &Map, t: &Target) -> String {
    t.place.map_or(String::new(), |l| {
        format!("{} ({})", map.place_label(l.province), map.location_abbr(l))
    })
}

/// One entry of a list: the target's first order, given when clicked, or greyed with the
/// reason it is refused (a click opens the rule).
fn option_item(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    t: &Target,
    name: &str,
    out: &mut Vec<Act>,
) {
    let (Some(choice), Some(unit)) = (t.choices.first(), tree.unit) else {
        return;
    };
    if let Some(r) = &choice.refusal {
        let reason = r.describe(map, position);
        super::super::rule_card::refused_choice(ui, name, &reason, r.topic());
        return;
    }
    let item = ui.selectable_label(false, name);
    let item = match &choice.note {
        Some(n) => item.on_hover_text(n),
        None => item,
    };
    if item.clicked()
        && let Order::Main(order) = choice.order
    {
        out.extend(give(tree, unit.loc.province, order));
    }
}

/// The unit in `p` as a list heading names it: `A Bur`, or `French A Bur` for another power's.
fn unit_name(map: &Map, position: &Position, me: &Unit, p: ProvinceId) -> String {
    let Some(u) = position.unit_at(p).map(|i| position.units[i]) else {
        return map.province(p).abbr.clone();
    };
    let own = crate::engine::notation::format::unit_place(map, u.kind, u.loc);
    match u.power == me.power {
        true => own,
        false => crate::t!(
            "orders-other-powers-unit",
            adjective = map.power_adjective_label(u.power),
            unit = own
        ),
    }
}

/// The Support… list, from the tree: each unit this one could support, holding or moving
/// into each place it could reach; refused supports greyed with the reason.
pub(super) fn support_list(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    out: &mut Vec<Act>,
) {
    ui.set_min_width(260.0);
    let Some(me) = tree.unit else { return };
    let mut supported: Vec<ProvinceId> = Vec::new();
    for kind in [OrderKind::SupportHold, OrderKind::SupportMove] {
        for t in tree.targets(kind) {
            if let Some(l) = t.place
                && !supported.contains(&l.province)
            {
                supported.push(l.province);
            }
        }
    }
    for s in supported {
        heading(ui, unit_name(map, position, &me, s));
        for hold in tree
            .targets(OrderKind::SupportHold)
            .iter()
            .filter(|t| t.place.is_some_and(|l| l.province == s))
        {
            option_item(
                ui,
                map,
                position,
                tree,
                hold,
                &crate::t!("orders-holding"),
                out,
            );
        }
        destination_items(
            ui,
            map,
            position,
            tree,
            tree.step(OrderKind::SupportMove, &[s]),
            out,
        );
    }
}

/// A group's heading in a list (the unit it is about).
fn heading(ui: &mut egui::Ui, words: String) {
    ui.separator();
    ui.label(text(words).small().weak());
}

/// "to Picardy (Pic)", one entry per destination.
fn destination_items(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    targets: &[Target],
    out: &mut Vec<Act>,
) {
    for to in targets {
        let name = crate::t!("orders-to-place", place = place_name(map, to));
        option_item(ui, map, position, tree, to, &name, out);
    }
}

/// The Convoy… list, from the tree: each army this fleet could help carry, and where.
pub(super) fn convoy_list(
    ui: &mut egui::Ui,
    map: &Map,
    position: &Position,
    tree: &OrderOptions,
    out: &mut Vec<Act>,
) {
    ui.set_min_width(260.0);
    let Some(me) = tree.unit else { return };
    for army in tree.targets(OrderKind::Convoy) {
        let Some(from) = army.place else { continue };
        heading(ui, unit_name(map, position, &me, from.province));
        destination_items(ui, map, position, tree, &army.then, out);
    }
}

/// The message giving an order from the panel to as many of the unit's stack in `p` as
/// the tree was asked for (one where units do not stack).
pub(super) fn give(tree: &OrderOptions, p: ProvinceId, order: MainOrder) -> Option<Act> {
    let unit = tree.unit?;
    Some(Act::Give {
        at: p,
        kind: unit.kind,
        count: tree.count,
        order: Order::Main(order),
    })
}
