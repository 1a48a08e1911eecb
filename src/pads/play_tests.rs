//! API tests of a game played on phones: a typed move that needs a convoy says so on its
//! unit, a retreat shows the places the rules close with the reason, and a phone is told
//! where and when its power's orders were sealed.

use super::api_tests::{Phone, Served};
use crate::engine::map::Map;
use serde_json::Value;

/// The phone of the power named `name` in the standard game served.
fn phone(served: &Served, name: &str) -> Phone {
    let map = Map::named("standard").unwrap();
    served.phone(map.find_power(name).unwrap().0 as usize)
}

/// Types each line on its power's phone, then seals every power that has orders.
fn play(served: &Served, orders: &[(&str, &[&str])]) {
    for (power, lines) in orders {
        for line in *lines {
            let body = serde_json::json!({ "Type": line }).to_string();
            let (status, v) = phone(served, power).act(&body);
            assert_eq!(status, 200, "{power} typing {line}: {v}");
        }
    }
    seal_all(served);
}

fn seal_all(served: &Served) {
    let map = Map::named("standard").unwrap();
    for p in map.power_ids() {
        let phone = served.phone(p.0 as usize);
        if phone.state()["may_write"] == true {
            let (status, v) = phone.act("\"Seal\"");
            assert_eq!(status, 200, "{v}");
        }
    }
}

/// Waits until `phone`'s phase is `phase`.
fn wait_for(phone: &Phone, phase: &str) -> Value {
    for _ in 0..200 {
        let state = phone.state();
        if state["phase"] == phase {
            return state;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("never reached {phase}: {}", phone.state()["phase"]);
}

fn unit<'a>(state: &'a Value, label: &str) -> &'a Value {
    let units = state["units"].as_array().unwrap();
    units
        .iter()
        .find(|u| u["label"] == label)
        .unwrap_or_else(|| {
            panic!("no {label} among {units:?}");
        })
}

/// Spring 1901: England to the North Sea, Yorkshire and the Norwegian Sea; France into
/// Burgundy and Picardy; Germany into the Ruhr, Munich and Holland.
const SPRING: [(&str, &[&str]); 3] = [
    ("England", &["F Lon-NTH", "A Lvp-Yor", "F Edi-NWG"]),
    ("France", &["A Par-Bur", "F Bre-Pic"]),
    ("Germany", &["A Mun-Ruh", "A Ber-Mun", "F Kie-Hol"]),
];

/// Autumn 1901: Germany dislodges Burgundy from the Ruhr (Belgium is a stand-off between
/// Picardy and Holland); England takes Denmark and Norway.
const AUTUMN: [(&str, &[&str]); 3] = [
    ("England", &["F NTH-Den", "F NWG-Nwy", "A Yor H"]),
    ("France", &["A Bur H", "F Pic-Bel"]),
    ("Germany", &["A Ruh-Bur", "A Mun S A Ruh-Bur", "F Hol-Bel"]),
];

#[test]
fn a_typed_move_that_needs_a_convoy_says_so_on_its_unit() {
    let served = Served::new("standard");
    play(&served, &SPRING);
    let england = phone(&served, "England");
    wait_for(&england, "Autumn 1901");
    let (status, state) = england.act(&serde_json::json!({ "Type": "A Yor-Nwy" }).to_string());
    assert_eq!(status, 200, "{state}");
    let yor = unit(&state, "A(Yor)");
    // The unit's order as read, in the board's notation.
    assert_eq!(yor["current"], "A(Yor)-Nwy");
    let note = yor["current_note"].as_str().unwrap_or_default();
    assert!(note.contains("convoy"), "no word of the convoy: {yor}");
    assert_eq!(yor["current_void"], false);
    // With the North Sea's convoy written, the move is plain again.
    let (_, state) = england.act(&serde_json::json!({ "Type": "F NTH C A Yor-Nwy" }).to_string());
    assert!(unit(&state, "A(Yor)")["current_note"].is_null(), "{state}");
    // A plain move has no note; a void one says why.
    let (_, state) = england.act(&serde_json::json!({ "Type": "F NWG-Edi" }).to_string());
    assert!(unit(&state, "F(NWG)")["current_note"].is_null(), "{state}");
    let (status, state) = england.act(&serde_json::json!({ "Type": "F NWG-Lon" }).to_string());
    assert_eq!(status, 200, "{state}");
    let nwg = unit(&state, "F(NWG)");
    assert!(
        nwg["current_void"] == true && nwg["current_note"].is_string(),
        "{nwg}"
    );
    served.finish();
}

#[test]
fn a_retreat_shows_the_places_the_rules_close_with_the_reason() {
    let served = Served::new("standard");
    play(&served, &SPRING);
    let france = phone(&served, "France");
    wait_for(&france, "Autumn 1901");
    play(&served, &AUTUMN);
    let state = wait_for(&france, "Autumn 1901 Retreats");
    let bur = unit(&state, "A(Bur)");
    let retreat = bur["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kind"] == "Retreat")
        .expect("a retreat kind");
    let places: Vec<(String, bool, String)> = retreat["targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let c = &t["choices"][0];
            let why = c["why"].as_str().unwrap_or_default().to_string();
            (
                t["place"].as_str().unwrap().to_string(),
                c["allowed"] == true,
                why,
            )
        })
        .collect();
    let at = |p: &str| {
        places
            .iter()
            .find(|x| x.0 == p)
            .unwrap_or_else(|| panic!("{p} left out: {places:?}"))
    };
    assert!(at("Par").1 && at("Gas").1, "{places:?}");
    for (place, words) in [
        ("Ruh", "the attacker came from there"),
        ("Bel", "stand-off"),
        ("Mun", "a unit stands there"),
        ("Mar", "a unit stands there"),
        ("Pic", "a unit stands there"),
    ] {
        let (_, allowed, why) = at(place);
        assert!(!allowed && why.contains(words), "{place}: {why:?}");
    }
    // A closed place is refused when given; an open one is written.
    let ruh = retreat["targets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["place"] == "Ruh")
        .unwrap();
    let (status, _) =
        france.act(&serde_json::json!({ "Give": ruh["choices"][0]["order"] }).to_string());
    assert_eq!(status, 409);
    let (status, v) = france.act(&serde_json::json!({ "Type": "A Bur-Ruh" }).to_string());
    assert_eq!(status, 200, "{v}");
    assert!(
        v["lines"][0]["note"]
            .as_str()
            .unwrap_or_default()
            .contains("the attacker came from there"),
        "{v}"
    );
    served.finish();
}

#[test]
fn a_phone_is_told_its_orders_were_sealed_on_the_phone_and_when() {
    let served = Served::new("standard");
    let england = phone(&served, "England");
    assert!(england.state()["seal"].is_null());
    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let (status, state) = england.act("\"Seal\"");
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["seal"]["on_phone"], true, "{state}");
    let at = state["seal"]["at"].as_u64().unwrap();
    assert!(
        at >= before && at <= before + 5,
        "sealed at {at}, asked at {before}"
    );
    let (status, state) = england.act("\"Unseal\"");
    assert_eq!(status, 200);
    assert!(state["seal"].is_null(), "{state}");
    let map = Map::named("standard").unwrap();
    let game = served.finish();
    assert!(game.seal_mark(map.find_power("England").unwrap()).is_none());
}
