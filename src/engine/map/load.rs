//! Reading a map file into a [`Map`], with errors that name the file, line and province.

use super::adjacency::Adjacency;
use super::convoy_seas::ConvoySeas;
use super::file::{MapFile, PowerFile, ProvinceFile, Terrain};
use super::hooks::RuleHook;
use super::model::{CoastData, Map, Power, Province};
use super::normalize_name;
use crate::engine::ids::{Coast, Location, PowerId, ProvinceId, UnitKind};
use std::collections::HashMap;
use std::path::Path;

/// The maps compiled into the binary, by name.
const BUILTIN: &[(&str, &str)] = &[
    ("standard", include_str!("../../../maps/standard.ron")),
    (
        "multiplomacy",
        include_str!("../../../maps/multiplomacy.ron"),
    ),
    ("european", include_str!("../../../maps/european.ron")),
];

/// The geometry files compiled into the binary, by map name. Multiplomacy is played on the
/// standard board (same provinces; its passable Switzerland is the standard shape `swi`).
const BUILTIN_GEOMETRY: &[(&str, &str)] = &[
    (
        "standard",
        include_str!("../../../maps/standard.geometry.ron"),
    ),
    (
        "multiplomacy",
        include_str!("../../../maps/standard.geometry.ron"),
    ),
    (
        "european",
        include_str!("../../../maps/european.geometry.ron"),
    ),
];

/// The built-in geometry text of a map, if it has one.
pub fn builtin_geometry(name: &str) -> Option<&'static str> {
    BUILTIN_GEOMETRY
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, t)| *t)
}

/// Names of the maps built into the game.
pub fn builtin_names() -> Vec<&'static str> {
    BUILTIN.iter().map(|(n, _)| *n).collect()
}

/// Why a map could not be loaded.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MapError {
    #[error("{file}: cannot read the file: {message}")]
    Io { file: String, message: String },
    #[error("{file}:{line}:{col}: not a valid map file: {message}")]
    Syntax {
        file: String,
        line: usize,
        col: usize,
        message: String,
    },
    #[error("{file}:{line}:{col}: province `{province}`: {message}")]
    Province {
        file: String,
        line: usize,
        col: usize,
        province: String,
        message: String,
    },
    #[error("{file}: power `{power}`: {message}")]
    Power {
        file: String,
        power: String,
        message: String,
    },
    #[error("{file}: special rule {hook}: {message}")]
    Rule {
        file: String,
        hook: String,
        message: String,
    },
    #[error(
        "no built-in map called `{0}` (known: standard, multiplomacy, european), and no such file"
    )]
    UnknownMap(String),
}

impl Map {
    /// A map built into the game (`standard`), or a `.ron` file path.
    pub fn named(name: &str) -> Result<Map, MapError> {
        if let Some((_, text)) = BUILTIN.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
            return Map::from_ron(text, &format!("maps/{name}.ron"));
        }
        let path = Path::new(name);
        if path.exists() {
            return Map::load(path);
        }
        Err(MapError::UnknownMap(name.to_string()))
    }

    /// Loads a map file from disk.
    pub fn load(path: &Path) -> Result<Map, MapError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| MapError::Io {
            file: file.clone(),
            message: e.to_string(),
        })?;
        Map::from_ron(&text, &file)
    }

    /// Parses map text; `file` names it in error messages.
    pub fn from_ron(text: &str, file: &str) -> Result<Map, MapError> {
        let raw: MapFile = ron::from_str(text).map_err(|e| MapError::Syntax {
            file: file.to_string(),
            line: e.span.start.line,
            col: e.span.start.col,
            message: e.code.to_string(),
        })?;
        Builder {
            text,
            file,
            raw: &raw,
        }
        .build()
    }
}

struct Builder<'a> {
    text: &'a str,
    file: &'a str,
    raw: &'a MapFile,
}

impl Builder<'_> {
    /// Line and column of a province's `id: "..."` in the source, for messages.
    fn place_of(&self, id: &str) -> (usize, usize) {
        let needle = format!("\"{id}\"");
        for (n, line) in self.text.lines().enumerate() {
            if let Some(col) = line.find(&needle)
                && line[..col].contains("id")
            {
                return (n + 1, col + 1);
            }
        }
        (0, 0)
    }

    fn province_error(&self, province: &str, message: String) -> MapError {
        let (line, col) = self.place_of(province);
        MapError::Province {
            file: self.file.to_string(),
            line,
            col,
            province: province.to_string(),
            message,
        }
    }

    fn build(self) -> Result<Map, MapError> {
        self.check_counts()?;
        let ids = self.province_ids()?;
        let names = self.province_names()?;
        let provinces = self
            .raw
            .provinces
            .iter()
            .map(|p| self.province(p, &ids))
            .collect::<Result<Vec<_>, _>>()?;
        let mut map = Map {
            name: self.raw.name.clone(),
            title: self.raw.title.clone(),
            victory_centres: self.raw.victory_centres,
            start_year: self.raw.start_year,
            victory_years: self.raw.victory_years,
            stacking: self.raw.stacking,
            calendar: self.raw.calendar,
            last_year: self.raw.last_year,
            special_rules: Vec::new(),
            powers: Vec::new(),
            convoy_seas: ConvoySeas::new(provinces.len()),
            adjacency: Adjacency::new(&provinces),
            provinces,
            province_names: names,
            power_names: HashMap::new(),
        };
        for hook in &self.raw.special_rules {
            let resolved = self.hook(hook, &map)?;
            map.special_rules.push(resolved);
        }
        for (i, pw) in self.raw.powers.iter().enumerate() {
            self.add_power(&mut map, PowerId(i as u8), pw, &ids)?;
        }
        Ok(map)
    }

    /// Provinces and powers are numbered in 16 and 8 bits: more would share numbers.
    fn check_counts(&self) -> Result<(), MapError> {
        if let Some(p) = self.raw.provinces.get(usize::from(u16::MAX) + 1) {
            let message = "a map has at most 65536 provinces".to_string();
            return Err(self.province_error(&p.id, message));
        }
        if let Some(pw) = self.raw.powers.get(usize::from(u8::MAX) + 1) {
            return Err(MapError::Power {
                file: self.file.to_string(),
                power: pw.name.clone(),
                message: "a map has at most 256 powers".into(),
            });
        }
        Ok(())
    }

    /// Each province's number by its id (lower case), no id used twice.
    fn province_ids(&self) -> Result<HashMap<String, ProvinceId>, MapError> {
        let mut ids: HashMap<String, ProvinceId> = HashMap::new();
        for (i, p) in self.raw.provinces.iter().enumerate() {
            if ids
                .insert(p.id.to_ascii_lowercase(), ProvinceId(i as u16))
                .is_some()
            {
                return Err(self.province_error(&p.id, "the id is used twice".into()));
            }
        }
        Ok(ids)
    }

    /// Each province by every name it goes by (id, abbreviation, name, aliases), no name
    /// shared by two provinces.
    fn province_names(&self) -> Result<HashMap<String, ProvinceId>, MapError> {
        let mut names: HashMap<String, ProvinceId> = HashMap::new();
        for (i, p) in self.raw.provinces.iter().enumerate() {
            let me = ProvinceId(i as u16);
            let own = [&p.id, &p.abbr, &p.name]
                .into_iter()
                .chain(p.aliases.iter());
            for n in own {
                let key = normalize_name(n);
                if key.is_empty() {
                    continue;
                }
                match names.get(&key) {
                    Some(other) if *other != me => {
                        let other_id = &self.raw.provinces[other.index()].id;
                        return Err(self.province_error(
                            &p.id,
                            format!("the name `{n}` is also used by `{other_id}`"),
                        ));
                    }
                    _ => {
                        names.insert(key, me);
                    }
                }
            }
        }
        Ok(names)
    }

    /// Adds power `pid` to `map`: its home centres (each one power's), starting units and
    /// names (none also a province's or another power's).
    fn add_power(
        &self,
        map: &mut Map,
        pid: PowerId,
        pw: &PowerFile,
        ids: &HashMap<String, ProvinceId>,
    ) -> Result<(), MapError> {
        let err = |message: String| MapError::Power {
            file: self.file.to_string(),
            power: pw.name.clone(),
            message,
        };
        let (mut homes, mut extra_homes) = (Vec::new(), Vec::new());
        let listed = pw.homes.iter().map(|h| (h, false));
        for (h, extra) in listed.chain(pw.extra_homes.iter().map(|h| (h, true))) {
            let p = *ids
                .get(&h.to_ascii_lowercase())
                .ok_or_else(|| err(format!("home centre `{h}` is not a province on this map")))?;
            if let Some(other) = map.provinces[p.index()].home_of {
                return Err(err(format!(
                    "home centre `{h}` is already a home of {}",
                    self.raw.powers[other.0 as usize].name
                )));
            }
            map.provinces[p.index()].home_of = Some(pid);
            if extra {
                extra_homes.push(p);
            } else {
                homes.push(p);
            }
        }
        let mut units = Vec::new();
        for u in &pw.units {
            units.push(parse_unit_spec(u, ids).map_err(err)?);
        }
        for n in [&pw.name, &pw.adjective]
            .into_iter()
            .chain(pw.aliases.iter())
        {
            let key = normalize_name(n);
            if map.province_names.contains_key(&key) {
                return Err(err(format!("the name `{n}` is also a province name")));
            }
            if let Some(o) = map.power_names.insert(key, pid)
                && o != pid
            {
                return Err(err(format!("the name `{n}` is used by two powers")));
            }
        }
        map.powers.push(Power {
            name: pw.name.clone(),
            adjective: pw.adjective.clone(),
            aliases: pw.aliases.clone(),
            homes,
            extra_homes,
            units,
        });
        Ok(())
    }

    /// A special rule with its provinces resolved and its geography checked.
    fn hook(&self, hook: &RuleHook<String>, map: &Map) -> Result<RuleHook<ProvinceId>, MapError> {
        let err = |message: String| MapError::Rule {
            file: self.file.to_string(),
            hook: hook.name().to_string(),
            message,
        };
        let resolved = hook.try_map(|name| {
            map.find_province(name)
                .filter(|p| map.id_of(*p) == name.to_ascii_lowercase())
                .ok_or_else(|| err(format!("`{name}` is not a province id on this map")))
        })?;
        let name = |p: ProvinceId| map.id_of(p).to_string();
        let land = |p: ProvinceId| -> Result<(), MapError> {
            if map.province(p).is_land() {
                Ok(())
            } else {
                Err(err(format!("`{}` is not a land province", name(p))))
            }
        };
        let next_to = |a: ProvinceId, b: ProvinceId| -> Result<(), MapError> {
            if map.army_adjacent(a, b) {
                Ok(())
            } else {
                Err(err(format!("`{}` is not next to `{}`", name(b), name(a))))
            }
        };
        match &resolved {
            RuleHook::NoSupportFrom { provinces } => provinces.iter().try_for_each(|p| land(*p))?,
            RuleHook::ClosedBorders {
                province,
                neighbours,
                ..
            } => neighbours.iter().try_for_each(|n| next_to(*province, *n))?,
            RuleHook::MountainPass {
                province,
                north,
                south,
            } => north
                .iter()
                .chain(south)
                .try_for_each(|n| next_to(*province, *n))?,
            RuleHook::EscortedCoast { province, sea } => {
                land(*province)?;
                if !map.province(*sea).is_sea()
                    || !map.fleet_adjacent(Location::province(*sea), *province)
                {
                    return Err(err(format!(
                        "`{}` is not a sea next to `{}`",
                        name(*sea),
                        name(*province)
                    )));
                }
            }
            RuleHook::Railroad { line } => {
                if line.len() < 3 {
                    return Err(err("a railroad needs at least three stations".into()));
                }
                line.iter().try_for_each(|p| land(*p))?;
                line.windows(2).try_for_each(|w| next_to(w[0], w[1]))?;
            }
        }
        Ok(resolved)
    }

    fn province(
        &self,
        p: &ProvinceFile,
        ids: &HashMap<String, ProvinceId>,
    ) -> Result<Province, MapError> {
        let look = |name: &str| -> Result<ProvinceId, MapError> {
            ids.get(&name.to_ascii_lowercase()).copied().ok_or_else(|| {
                self.province_error(
                    &p.id,
                    format!("neighbour `{name}` is not a province on this map"),
                )
            })
        };
        let army = p
            .army
            .iter()
            .map(|n| look(n))
            .collect::<Result<Vec<_>, _>>()?;
        let fleet = p
            .fleet
            .iter()
            .map(|n| {
                parse_location(n, ids)
                    .map_err(|m| self.province_error(&p.id, format!("fleet move `{n}`: {m}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut coasts = Vec::new();
        for c in &p.coasts {
            let coast = Coast::parse(&c.id).ok_or_else(|| {
                self.province_error(
                    &p.id,
                    format!("unknown coast `{}` (use nc, sc, ec or wc)", c.id),
                )
            })?;
            if p.terrain != Terrain::Coast {
                return Err(self.province_error(
                    &p.id,
                    format!("coast `{}` on a province that is not coastal", c.id),
                ));
            }
            let fleet = c
                .fleet
                .iter()
                .map(|n| {
                    parse_location(n, ids).map_err(|m| {
                        self.province_error(&p.id, format!("fleet move `{n}` from {}: {m}", c.id))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            coasts.push(CoastData { coast, fleet });
        }
        Ok(Province {
            id: p.id.to_ascii_lowercase(),
            abbr: p.abbr.clone(),
            name: p.name.clone(),
            aliases: p.aliases.clone(),
            terrain: p.terrain,
            centre: p.centre,
            home_of: None,
            army,
            fleet,
            coasts,
        })
    }
}

/// Parses `spa/nc` or `lon` against province ids.
fn parse_location(text: &str, ids: &HashMap<String, ProvinceId>) -> Result<Location, String> {
    let (name, coast) = match text.split_once('/') {
        Some((n, c)) => (
            n,
            Some(Coast::parse(c).ok_or_else(|| format!("unknown coast `{c}`"))?),
        ),
        None => (text, None),
    };
    let province = *ids
        .get(&name.trim().to_ascii_lowercase())
        .ok_or_else(|| format!("`{name}` is not a province on this map"))?;
    Ok(Location { province, coast })
}

/// Parses a starting unit `F stp/sc`.
fn parse_unit_spec(
    text: &str,
    ids: &HashMap<String, ProvinceId>,
) -> Result<(UnitKind, Location), String> {
    let mut parts = text.split_whitespace();
    let kind = match parts.next().map(|s| s.to_ascii_uppercase()).as_deref() {
        Some("A") => UnitKind::Army,
        Some("F") => UnitKind::Fleet,
        _ => return Err(format!("starting unit `{text}` must start with A or F")),
    };
    let loc = parts
        .next()
        .ok_or_else(|| format!("starting unit `{text}` names no province"))?;
    Ok((kind, parse_location(loc, ids)?))
}
