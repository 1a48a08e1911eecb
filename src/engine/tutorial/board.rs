//! The tutorial's crafted game: an Autumn 1902 board on the standard map where England, the
//! learner, can move, convoy, support and stand, and the other powers' scripted orders.
//! Together they give a stand-off in the Channel, England's fleet dislodged from the Irish
//! Sea (with Wales and Liverpool to retreat to), and Norway taken, so England builds.

use crate::engine::adjudicate::Rulebook;
use crate::engine::game::{Game, Setup};
use crate::engine::ids::{PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_order};
use crate::engine::notation::parse_order;
use crate::engine::order::{Order, Written};
use crate::engine::position::{Position, Unit};
use crate::engine::testfile::{case_position, parse_test_file};

/// The power the learner plays.
pub const LEARNER: &str = "England";

/// The board, in the test-file notation: England's five units and six centres to be, the
/// French fleets that attack the Irish Sea and the Channel, Russia's army eyeing Norway,
/// and everyone else at home.
const BOARD: &str = "\
CASE A first turn, guided
PRESTATE_SETPHASE Fall 1902, Movement
PRESTATE_SUPPLYCENTER_OWNERS
    England: A lon
    England: A lvp
    England: A edi
    England: A bel
    England: A hol
    France: A bre
    France: A par
    France: A mar
    France: A spa
    France: A por
    Germany: A ber
    Germany: A mun
    Germany: A kie
    Russia: A mos
    Russia: A war
    Russia: A sev
    Russia: A stp
    Russia: A swe
    Austria: A vie
    Austria: A bud
    Austria: A tri
    Italy: A rom
    Italy: A ven
    Italy: A nap
    Turkey: A con
    Turkey: A smy
    Turkey: A ank
PRESTATE
    England: F lon
    England: A yor
    England: F nth
    England: F nrg
    England: F iri
    France: F bre
    France: F mid
    France: F nat
    France: A par
    France: A mar
    Germany: A ber
    Germany: A mun
    Germany: F kie
    Russia: A mos
    Russia: A war
    Russia: F sev
    Russia: F stp/sc
    Russia: A fin
    Austria: A vie
    Austria: A bud
    Austria: F tri
    Italy: A rom
    Italy: A ven
    Italy: F nap
    Turkey: A con
    Turkey: A smy
    Turkey: F ank
END
";

/// The other powers' orders in the first movement phase (every other unit stands): France
/// takes the Irish Sea two against one and bounces in the Channel; Russia tries Norway alone.
pub const SCRIPTED: &[(&str, &str)] = &[
    ("France", "F Bre-ENG"),
    ("France", "F MAO-IRI"),
    ("France", "F NAO S F MAO-IRI"),
    ("Russia", "A Fin-Nwy"),
];

/// The learner's orders the movement steps ask for, in step order.
pub const ASKED: &[&str] = &[
    "F Lon-ENG",
    "A Yor-Nwy",
    "F NTH C A Yor-Nwy",
    "F NWG S A Yor-Nwy",
    "F IRI H",
];

/// A new game (seven players, one power each, the 1971 rules) on the crafted board.
pub fn crafted_game(map: &Map) -> Result<Game, String> {
    if map.name != "standard" || Rulebook::of(map).units_stack() {
        return Err(format!(
            "the guided turn is played on the standard map, not `{}`",
            map.name
        ));
    }
    let cases = parse_test_file(BOARD).map_err(|e| format!("tutorial board: {e}"))?;
    let case = cases.first().ok_or("tutorial board: no case")?;
    let position = case_position(map, case)?;
    let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
    let setup = Setup::standard(map, &names, 0, "1971", 0).map_err(|e| e.to_string())?;
    let mut game = Game::new(map, setup);
    game.position = position;
    Ok(game)
}

/// The power called `name` on this map.
pub fn power(map: &Map, name: &str) -> Result<PowerId, String> {
    map.find_power(name)
        .ok_or_else(|| format!("the map has no {name}"))
}

/// The learner's asked orders read against the crafted board.
pub fn asked_orders(
    map: &Map,
    position: &Position,
    learner: PowerId,
) -> Result<Vec<Written>, String> {
    ASKED
        .iter()
        .map(|line| {
            parse_order(map, position, Some(learner), line).map_err(|e| format!("`{line}`: {e}"))
        })
        .collect()
}

/// An order in the rulebook's notation (`F(Lon)-ENG`, `Build F(Edi)`), for the record
/// and for the tutor's messages.
pub fn order_words(map: &Map, position: &Position, w: &Written) -> String {
    let standing = position
        .unit_at(w.at.province)
        .map(|i| position.units[i].kind);
    let dislodged = position
        .dislodged
        .iter()
        .find(|d| d.unit.loc.province == w.at.province)
        .map(|d| d.unit.kind);
    let kind = match w.order {
        Order::Retreat(_) => dislodged.or(w.kind),
        _ => w.kind.or(standing),
    };
    let unit = Unit {
        power: w.power,
        kind: kind.unwrap_or(UnitKind::Army),
        loc: w.at,
    };
    format_order(map, position, &unit, &w.order, Style::Rulebook)
}
