//! What players call the powers, places and phases in the table's language
//! (`assets/lang/*/names.ftl`): `Frankreich`, `Wien`, `Herbst 1901, Rückzüge`. Screens ask
//! these; files, records and the notation keep the map's English names
//! ([`Map::phase_name`], `Power::name`, `Province::name`) so a game reads back in any
//! language.

use super::hooks::{Calendar, Turn};
use super::model::Map;
use crate::engine::ids::{PowerId, ProvinceId};
use crate::engine::position::{Phase, PhaseKind, Season};

impl Calendar {
    /// A turn's name as players read it now (`Herbst`; on the standard calendar the summer
    /// and winter turns are the spring's retreats and the autumn's retreats and
    /// adjustments).
    pub fn turn_label(self, turn: Turn) -> String {
        match (self, turn) {
            (_, Turn::Spring) => crate::t!("name-season-spring"),
            (Calendar::FourSeasons, Turn::Summer) => crate::t!("name-season-summer"),
            (Calendar::FourSeasons, Turn::Fall) => crate::t!("name-season-fall"),
            (Calendar::FourSeasons, Turn::Winter) => crate::t!("name-season-winter"),
            (Calendar::Standard, Turn::Summer) => crate::t!("name-turn-spring-retreats"),
            (Calendar::Standard, Turn::Fall) => crate::t!("name-season-autumn"),
            (Calendar::Standard, Turn::Winter) => {
                crate::t!("name-turn-autumn-retreats-adjustments")
            }
        }
    }

    /// A phase as players read it now: [`Calendar::phase_name`] in the table's language.
    pub fn phase_label(self, phase: Phase) -> String {
        // Phase names are data: the pseudo-language leaves them as the map has them.
        if crate::lang::current() == crate::lang::Lang::Pseudo {
            return self.phase_name(phase);
        }
        let season = match self {
            // The season of the movement phase names its retreats and adjustments too.
            Calendar::Standard => self.turn_label(match phase.season {
                Season::Spring => Turn::Spring,
                Season::Autumn => Turn::Fall,
            }),
            Calendar::FourSeasons => self.turn_label(Turn::of(phase)),
        };
        let year = phase.year.to_string();
        match phase.kind {
            PhaseKind::Movement => crate::t!("name-phase-movement", season = season, year = year),
            PhaseKind::Retreat => crate::t!("name-phase-retreats", season = season, year = year),
            PhaseKind::Adjustment => {
                crate::t!("name-phase-adjustments", season = season, year = year)
            }
        }
    }
}

impl Map {
    /// A power's name as players read it now (`Frankreich`).
    pub fn power_label(&self, power: PowerId) -> String {
        let name = &self.power(power).name;
        crate::lang::name(&format!("power-{}", name.to_lowercase()), name)
    }

    /// A power's adjective as players read it now, in the form it takes before army and
    /// fleet (`English`, `englische`, `anglaise`).
    pub fn power_adjective_label(&self, power: PowerId) -> String {
        let power = self.power(power);
        let id = format!("power-adjective-{}", power.name.to_lowercase());
        crate::lang::name(&id, &power.adjective)
    }

    /// A province's full name as players read it now (`Wien`); the abbreviation (`Vie`)
    /// is the notation's and the same in every language.
    pub fn place_label(&self, province: ProvinceId) -> String {
        let place = self.province(province);
        crate::lang::name(&format!("place-{}", place.id), &place.name)
    }

    /// A turn's name on this map as players read it now.
    pub fn turn_label(&self, turn: Turn) -> String {
        self.calendar.turn_label(turn)
    }

    /// A phase on this map as players read it now (`Herbst 1901, Rückzüge`).
    pub fn phase_label(&self, phase: Phase) -> String {
        self.calendar.phase_label(phase)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, speaking};

    const MAPS: [&str; 3] = ["standard", "multiplomacy", "european"];

    #[test]
    fn every_power_and_place_has_its_name_in_every_language() {
        for map_name in MAPS {
            let map = Map::named(map_name).expect("a built-in map loads");
            for lang in [Lang::German, Lang::French, Lang::Italian] {
                speaking(lang, || {
                    for p in map.power_ids() {
                        let name = map.power(p).name.to_lowercase();
                        for id in [format!("power-{name}"), format!("power-adjective-{name}")] {
                            assert!(
                                crate::lang::has_message(lang, &id),
                                "{map_name}: {} has no {id}",
                                lang.code()
                            );
                        }
                    }
                    for p in map.province_ids() {
                        let id = format!("place-{}", map.province(p).id);
                        assert!(
                            crate::lang::has_message(lang, &id),
                            "{map_name}: {} has no {id}",
                            lang.code()
                        );
                    }
                });
            }
        }
    }

    #[test]
    fn english_reads_the_maps_own_names_and_german_its_own() {
        let map = Map::named("standard").expect("the standard map loads");
        let vie = map.find_province("vie").expect("Vienna");
        let france = map.power_ids().find(|p| map.power(*p).name == "France");
        let france = france.expect("France");
        let autumn_retreats = Phase {
            year: 1901,
            season: Season::Autumn,
            kind: PhaseKind::Retreat,
        };
        speaking(Lang::English, || {
            assert_eq!(map.place_label(vie), "Vienna");
            assert_eq!(map.power_label(france), "France");
            assert_eq!(
                map.phase_label(autumn_retreats),
                map.phase_name(autumn_retreats)
            );
        });
        speaking(Lang::German, || {
            assert_eq!(map.place_label(vie), "Wien");
            assert_eq!(map.power_label(france), "Frankreich");
            assert_eq!(map.phase_label(autumn_retreats), "Herbst 1901, Rückzüge");
            // Files keep the map's names whatever the table speaks.
            assert_eq!(map.phase_name(autumn_retreats), "Autumn 1901 Retreats");
            assert_eq!(map.province(vie).name, "Vienna");
        });
        speaking(Lang::Italian, || {
            assert_eq!(map.place_label(vie), "Vienna");
            assert_eq!(map.power_label(france), "Francia");
        });
    }

    #[test]
    fn the_four_seasons_read_in_french() {
        let map = Map::named("european").expect("the european map loads");
        let winter_adjustments = Phase {
            year: 1901,
            season: Season::Autumn,
            kind: PhaseKind::Adjustment,
        };
        speaking(Lang::French, || {
            let shown = map.phase_label(winter_adjustments);
            assert!(shown.ends_with("1901, ajustements"), "{shown}");
            assert!(!shown.contains("Winter"), "{shown}");
        });
    }
}
