//! What a phone is sent, as JSON: the board's shapes once, then its power's state (the
//! clock, its units with every order the legal-order tree allows or refuses and why, its
//! draft as checked, the public board and the last results). Orders travel typed
//! ([`Written`]); their words are only for showing.

use crate::engine::adjudicate::Check;
use crate::engine::game::Game;
use crate::engine::game::draft::{CheckedLine, Draft};
use crate::engine::game::report::{LineMark, describe_phase_marked, shown_line};
use crate::engine::ids::{PowerId, ProvinceId, UnitKind};
use crate::engine::map::Map;
use crate::engine::map::geometry::Geometry;
use crate::engine::notation::format::{format_unit, format_written};
use crate::engine::options::{
    Branch, Choice, Options, OrderKind, Subject, Target, adjusted_unit, typed_order,
};
use crate::engine::order::{Order, Written};
use crate::engine::position::{PhaseKind, Position, Unit};
use serde::{Deserialize, Serialize};

/// Where the table stands, as a phone needs to know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableStage {
    /// The diplomacy period: orders may be written (and sealed early).
    Diplomacy,
    /// Orders are being written (on the laptop, on phones).
    Writing,
    /// The phase is being resolved or its results are shown on the laptop.
    Results,
    /// The game has ended.
    Over,
}

/// The laptop's facts a phone is shown beside its own: the stage and the clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableFacts {
    pub stage: TableStage,
    /// "Diplomacy" or "Writing", with the seconds left (none: no clock).
    pub clock: Option<ClockView>,
    /// Whether a power that sealed may change its orders now.
    pub may_unseal: bool,
    /// A message for everyone ("Germany's orders were sealed when the writing time ran out").
    pub notice: Option<String>,
}

/// A running or paused clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClockView {
    pub label: String,
    pub secs_left: f64,
    pub running: bool,
}

/// The board's shapes and powers, sent once.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BoardView {
    pub title: String,
    /// Board units, y up: `[min x, min y, max x, max y]`.
    pub bounds: [f32; 4],
    pub provinces: Vec<ProvinceShape>,
    pub scenery: Vec<Vec<Vec<[f32; 2]>>>,
    pub powers: Vec<PowerView>,
}

/// One province: its outline and where its unit and name go.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProvinceShape {
    pub id: u16,
    pub abbr: String,
    /// The map's English name (as the notation and files know it).
    pub name: String,
    /// The name players read, in the table's language (`Wien`).
    #[serde(default)]
    pub place_label: String,
    pub sea: bool,
    pub centre: bool,
    pub rings: Vec<Vec<[f32; 2]>>,
    pub unit: [f32; 2],
    pub label: [f32; 2],
    /// Where a supply centre's dot goes.
    pub centre_at: Option<[f32; 2]>,
    /// Where a fleet stands on each named coast (`nc`, `sc`…).
    pub coasts: Vec<(String, [f32; 2])>,
}

/// A power's name and colour (sRGB bytes).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PowerView {
    pub id: u8,
    /// The map's English name: a key, never shown.
    pub name: String,
    /// The name players read, in the table's language (`Frankreich`).
    #[serde(default)]
    pub label: String,
    pub colour: [u8; 3],
}

/// One unit on the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitOnBoard {
    pub power: u8,
    pub fleet: bool,
    pub province: u16,
    pub coast: Option<String>,
    pub dislodged: bool,
}

/// Everything one power's phone shows now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PadState {
    /// Grows with every change the phone should see (a push names it).
    pub version: u64,
    /// The hub's epoch: another one means the server started again (versions start over
    /// from there).
    #[serde(default)]
    pub epoch: u64,
    pub power: PowerView,
    /// "Spring 1901", "Autumn 1901 retreats".
    pub phase: String,
    pub phase_kind: String,
    pub table: TableFacts,
    /// Whether this power writes orders in this phase at all.
    pub has_orders: bool,
    pub sealed: bool,
    /// Where and when they were sealed, while they are.
    #[serde(default)]
    pub seal: Option<SealView>,
    /// Whether the power may write now (orders to give, not sealed, the table writing).
    pub may_write: bool,
    pub lines: Vec<LineView>,
    /// What sealing now would mean ("F(Lon): no order — it stands").
    pub warnings: Vec<String>,
    /// Each unit (or, in an adjustment, the power) with its orders.
    pub units: Vec<UnitChoices>,
    pub board: Vec<UnitOnBoard>,
    /// Supply centres and who owns them.
    pub owners: Vec<(u16, u8)>,
    /// In an adjustment: builds owed (positive) or removals (negative); else none.
    pub builds: Option<i32>,
    /// Whether this power proposes a draw this phase.
    pub draw: bool,
    /// The last phase's results, public on the laptop, a line each.
    pub results: Vec<String>,
    /// How each line of `results` reads at a glance (`ok`, `bad`, `plain`): the page
    /// colours them by this, in every language.
    pub result_marks: Vec<LineMark>,
    /// The last phase's name, for the results' heading.
    pub results_phase: Option<String>,
}

/// Where and when a power's orders were sealed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SealView {
    /// On its phone (else at the laptop).
    pub on_phone: bool,
    /// Seconds since 1970 (UTC); 0 when not known (a seal kept from an older save).
    pub at: u64,
}

/// A line of the draft: the order as shown, and what the engine says of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LineView {
    pub text: String,
    /// Why the line is void (with `void`) or a condition it carries, if any.
    pub note: Option<String>,
    pub void: bool,
    /// The province the line orders (for the board).
    pub province: Option<u16>,
    /// The orders the line gives, typed (for the board's arrows).
    pub orders: Vec<Written>,
}

/// One unit (or a power's builds and removals) and the orders it may be given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitChoices {
    pub label: String,
    pub province: Option<u16>,
    /// The order written for it now, as shown.
    pub current: Option<String>,
    /// What the engine says of that order: how it must go ("fleets must convoy this
    /// army") or, when `current_void`, why it cannot be carried out.
    #[serde(default)]
    pub current_note: Option<String>,
    #[serde(default)]
    pub current_void: bool,
    /// Why it can be given no order at all.
    pub refused: Option<String>,
    pub kinds: Vec<KindView>,
}

/// Every order of one kind: "Move to…" and its places.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KindView {
    pub kind: String,
    pub label: String,
    pub targets: Vec<TargetView>,
}

/// One step: a place, the orders complete there, the steps after it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TargetView {
    pub place: Option<String>,
    pub province: Option<u16>,
    pub choices: Vec<ChoiceView>,
    pub then: Vec<TargetView>,
}

/// One complete order: as shown, the typed order to send back, and why not if refused.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChoiceView {
    pub label: String,
    pub order: Written,
    pub allowed: bool,
    pub why: Option<String>,
    pub note: Option<String>,
}

/// The board's shapes and powers for a phone.
pub fn board_view(map: &Map, geometry: &Geometry, colour: &dyn Fn(&str) -> [u8; 3]) -> BoardView {
    let mut bounds = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    let provinces = map
        .province_ids()
        .filter_map(|id| {
            let p = map.province(id);
            let shape = geometry.shape(&p.id)?;
            for ring in &shape.rings {
                for pt in ring {
                    bounds = [
                        bounds[0].min(pt[0]),
                        bounds[1].min(pt[1]),
                        bounds[2].max(pt[0]),
                        bounds[3].max(pt[1]),
                    ];
                }
            }
            Some(ProvinceShape {
                id: id.0,
                abbr: p.abbr.clone(),
                name: p.name.clone(),
                place_label: map.place_label(id),
                sea: p.is_sea(),
                centre: p.centre,
                rings: shape.rings.clone(),
                unit: shape.unit,
                label: shape.label,
                centre_at: shape.centre_dot,
                coasts: shape
                    .coasts
                    .iter()
                    .map(|c| (c.coast.clone(), c.fleet))
                    .collect(),
            })
        })
        .collect();
    BoardView {
        title: map.title.clone(),
        bounds,
        provinces,
        scenery: geometry
            .file
            .scenery
            .iter()
            .map(|s| s.rings.clone())
            .collect(),
        powers: map
            .power_ids()
            .map(|id| power_view(map, id, colour))
            .collect(),
    }
}

fn power_view(map: &Map, id: PowerId, colour: &dyn Fn(&str) -> [u8; 3]) -> PowerView {
    let name = map.power(id).name.clone();
    PowerView {
        id: id.0,
        colour: colour(&name),
        label: map.power_label(id),
        name,
    }
}

/// One power's state for its phone; `draft` is its orders as written so far.
pub fn pad_state(
    map: &Map,
    game: &Game,
    power: PowerId,
    draft: &Draft,
    facts: TableFacts,
    colour: &dyn Fn(&str) -> [u8; 3],
) -> PadState {
    let pos = &game.position;
    let has_orders = game.powers_to_order(map).contains(&power);
    let sealed = game.sealed.contains(&power);
    let table_writes = matches!(facts.stage, TableStage::Diplomacy | TableStage::Writing);
    let lines = draft
        .checked(game.board(map))
        .into_iter()
        .zip(&draft.lines)
        .map(|(c, l)| LineView {
            text: shown_line(&c.text),
            note: match &c.check {
                Check::Fine => None,
                Check::Note(n) => Some(n.clone()),
                Check::Void(v) => Some(v.clone()),
            },
            void: c.check.is_void(),
            province: l.written().first().map(|w| w.at.province.0),
            orders: l.written().to_vec(),
        })
        .collect();
    let last = game.record.last();
    let marked = (last.map(|r| describe_phase_marked(map, r))).unwrap_or_default();
    PadState {
        version: 0,
        epoch: 0,
        power: power_view(map, power, colour),
        phase: map.phase_label(pos.phase),
        phase_kind: format!("{:?}", pos.phase.kind),
        has_orders,
        sealed,
        seal: game.seal_mark(power).map(|m| SealView {
            on_phone: m.on_phone,
            at: m.at,
        }),
        may_write: has_orders && !sealed && table_writes,
        lines,
        warnings: if has_orders {
            draft
                .seal_warnings(game.board(map))
                .into_iter()
                .map(|w| w.words)
                .collect()
        } else {
            Vec::new()
        },
        units: if has_orders && table_writes {
            unit_choices(map, pos, game, power, draft)
        } else {
            Vec::new()
        },
        board: board_units(pos),
        owners: pos
            .owners
            .iter()
            .enumerate()
            .filter_map(|(p, o)| o.map(|o| (p as u16, o.0)))
            .collect(),
        builds: (pos.phase.kind == PhaseKind::Adjustment)
            .then(|| pos.centre_count(power) as i32 - pos.unit_count(power) as i32),
        draw: false,
        results: marked.iter().map(|(line, _)| line.clone()).collect(),
        result_marks: marked.iter().map(|(_, mark)| *mark).collect(),
        results_phase: last.map(|r| map.phase_label(r.phase)),
        table: facts,
    }
}

/// The units on the board, dislodged ones marked.
fn board_units(pos: &Position) -> Vec<UnitOnBoard> {
    let on = |u: &Unit, dislodged: bool| UnitOnBoard {
        power: u.power.0,
        fleet: u.kind == UnitKind::Fleet,
        province: u.loc.province.0,
        coast: u.loc.coast.map(|c| c.code().to_string()),
        dislodged,
    };
    pos.units
        .iter()
        .map(|u| on(u, false))
        .chain(pos.dislodged.iter().map(|d| on(&d.unit, true)))
        .collect()
}

/// Whether `order` is one the tree offers `order.power` now, allowed (what a phone may
/// give by a tap: anything else is refused before it reaches the draft). Only the tree of
/// the unit (or, in an adjustment, the power) it names is built.
pub fn offers(map: &Map, game: &Game, order: &Written) -> bool {
    let power = order.power;
    if power.0 as usize >= map.powers.len() || !game.powers_to_order(map).contains(&power) {
        return false;
    }
    let pos = &game.position;
    let subject = match pos.phase.kind {
        PhaseKind::Adjustment => Subject::Power(power),
        _ => Subject::Unit {
            at: order.at.province,
            kind: order.kind,
        },
    };
    let tree = Options::new(map, pos, &game.setup.rules).for_subject(subject, 1);
    let unit = tree.unit.filter(|u| u.power == power);
    (tree.choices().into_iter())
        .filter(|c| c.allowed())
        .any(|c| typed_choice(map, pos, power, unit.as_ref(), c.order) == *order)
}

/// The power's units (dislodged ones in a retreat; the power itself in an adjustment),
/// each with its order tree.
fn unit_choices(
    map: &Map,
    pos: &Position,
    game: &Game,
    power: PowerId,
    draft: &Draft,
) -> Vec<UnitChoices> {
    let options = Options::new(map, pos, &game.setup.rules);
    let checked = draft.checked(crate::engine::adjudicate::Board::new(
        map,
        pos,
        &game.setup.rules,
    ));
    let current = |p: ProvinceId| draft.line_for(p).map(|i| shown_line(&draft.lines[i].text));
    // The check of the unit's line: its words, and whether it is void.
    let check = |p: ProvinceId| match draft.line_for(p).and_then(|i| checked.get(i)) {
        Some(CheckedLine {
            check: Check::Note(n),
            ..
        }) => (Some(n.clone()), false),
        Some(CheckedLine {
            check: Check::Void(v),
            ..
        }) => (Some(v.clone()), true),
        _ => (None, false),
    };
    let units: Vec<Unit> = match pos.phase.kind {
        PhaseKind::Movement => pos
            .units
            .iter()
            .filter(|u| u.power == power)
            .copied()
            .collect(),
        PhaseKind::Retreat => pos
            .dislodged
            .iter()
            .map(|d| d.unit)
            .filter(|u| u.power == power)
            .collect(),
        PhaseKind::Adjustment => {
            let tree = options.for_subject(Subject::Power(power), 1);
            return vec![UnitChoices {
                label: crate::t!("phones-state-builds-and-removals"),
                province: None,
                current: None,
                current_note: None,
                current_void: false,
                refused: tree.refused.as_ref().map(|r| r.describe(map, pos)),
                kinds: kinds(map, pos, power, None, &tree.branches),
            }];
        }
    };
    let mut seen: Vec<(ProvinceId, UnitKind)> = Vec::new();
    units
        .into_iter()
        .filter(|u| {
            let key = (u.loc.province, u.kind);
            let fresh = !seen.contains(&key);
            seen.push(key);
            fresh
        })
        .map(|u| {
            let subject = Subject::Unit {
                at: u.loc.province,
                kind: Some(u.kind),
            };
            let tree = options.for_subject(subject, 1);
            let (current_note, current_void) = check(u.loc.province);
            UnitChoices {
                label: format_unit(map, &u),
                province: Some(u.loc.province.0),
                current: current(u.loc.province),
                current_note,
                current_void,
                refused: tree.refused.as_ref().map(|r| r.describe(map, pos)),
                kinds: kinds(map, pos, power, Some(&u), &tree.branches),
            }
        })
        .collect()
}

fn kinds(
    map: &Map,
    pos: &Position,
    power: PowerId,
    unit: Option<&Unit>,
    branches: &[Branch],
) -> Vec<KindView> {
    branches
        .iter()
        .map(|b| KindView {
            kind: format!("{:?}", b.kind),
            label: kind_label(b.kind),
            targets: b
                .targets
                .iter()
                .map(|t| target(map, pos, power, unit, t))
                .collect(),
        })
        .collect()
}

/// The button's words for a kind of order, in the table's language.
pub fn kind_label(kind: OrderKind) -> String {
    match kind {
        OrderKind::Hold => crate::t!("phones-page-kind-hold"),
        OrderKind::Move => crate::t!("phones-page-kind-move"),
        OrderKind::SupportHold => crate::t!("phones-page-kind-support-hold"),
        OrderKind::SupportMove => crate::t!("phones-page-kind-support-move"),
        OrderKind::Convoy => crate::t!("phones-page-kind-convoy"),
        OrderKind::Retreat => crate::t!("phones-page-kind-retreat"),
        OrderKind::Disband => crate::t!("phones-page-kind-disband"),
        OrderKind::Build => crate::t!("phones-page-kind-build"),
        OrderKind::Remove => crate::t!("phones-page-kind-remove"),
        OrderKind::Waive => crate::t!("phones-page-kind-waive"),
    }
}

fn target(
    map: &Map,
    pos: &Position,
    power: PowerId,
    unit: Option<&Unit>,
    t: &Target,
) -> TargetView {
    TargetView {
        place: t.place.map(|l| map.location_abbr(l)),
        province: t.place.map(|l| l.province.0),
        choices: t
            .choices
            .iter()
            .map(|c| choice(map, pos, power, unit, c))
            .collect(),
        then: t
            .then
            .iter()
            .map(|n| target(map, pos, power, unit, n))
            .collect(),
    }
}

fn choice(
    map: &Map,
    pos: &Position,
    power: PowerId,
    unit: Option<&Unit>,
    c: &Choice,
) -> ChoiceView {
    let order = typed_choice(map, pos, power, unit, c.order);
    ChoiceView {
        label: shown_line(&format_written(map, pos, &order)),
        order,
        allowed: c.allowed(),
        why: c.refusal.as_ref().map(|r| r.describe(map, pos)),
        note: c.note.clone(),
    }
}

/// A tree's order typed as a tap gives it: for `unit`, or (an adjustment) for the unit it
/// builds or removes; a waive names none.
fn typed_choice(
    map: &Map,
    pos: &Position,
    power: PowerId,
    unit: Option<&Unit>,
    order: Order,
) -> Written {
    match unit.copied().or_else(|| adjusted_unit(pos, power, order)) {
        Some(u) => typed_order(map, pos, &u, 1, order),
        None => Written {
            power,
            kind: None,
            at: crate::engine::ids::Location::province(ProvinceId(0)),
            order,
            counts: Default::default(),
        },
    }
}
