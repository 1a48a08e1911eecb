//! The `propose` command's deal text, the only place a deal is read from text: `peace 2`,
//! `dmz Bur`, `support A Par-Bur` (you support my move), `isupport A Mun-Bur` (I support
//! yours), `moves A Par-Bur / A Mun-Ruh`, `against Russia 2`, `draw`, `leave Bur`.

use crate::engine::ids::{Coast, Location, ProvinceId};
use crate::engine::map::Map;
use crate::engine::talk::Deal;

const FORMS: &str = "peace N, dmz PROV, support A FROM-TO, isupport A FROM-TO, moves A FROM-TO / A FROM-TO, against POWER N, draw or leave PROV";

/// The deal the text names, or why it names none.
pub fn parse_deal(map: &Map, text: &str) -> Result<Deal, String> {
    let text = text.trim();
    let (word, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let rest = rest.trim();
    match word.to_ascii_lowercase().as_str() {
        "peace" => Ok(Deal::Peace {
            years: years(rest)?,
        }),
        "dmz" => Ok(Deal::Dmz {
            province: province(map, rest)?,
        }),
        "leave" => Ok(Deal::Leave {
            province: province(map, rest)?,
        }),
        "support" => unit_move(map, rest).map(|(unit, to)| Deal::SupportMine { unit, to }),
        "isupport" => unit_move(map, rest).map(|(unit, to)| Deal::SupportYours { unit, to }),
        "moves" => {
            let (a, b) = rest
                .split_once('/')
                .ok_or_else(|| format!("`{text}`: write moves A Par-Bur / A Mun-Ruh"))?;
            Ok(Deal::Moves {
                mine: unit_move(map, a)?,
                yours: unit_move(map, b)?,
            })
        }
        "against" => {
            let (name, n) = rest.rsplit_once(char::is_whitespace).unwrap_or((rest, "1"));
            let power = map
                .find_power(name.trim())
                .ok_or_else(|| format!("`{name}` is not a power on this map"))?;
            Ok(Deal::AllianceAgainst {
                power,
                years: years(n)?,
            })
        }
        "draw" if rest.is_empty() => Ok(Deal::Draw),
        _ => Err(format!("`{text}` is not a deal: write {FORMS}")),
    }
}

fn years(text: &str) -> Result<u8, String> {
    if text.is_empty() {
        return Ok(1);
    }
    text.parse::<u8>()
        .map_err(|_| format!("`{text}` is not a number of years"))
}

fn province(map: &Map, text: &str) -> Result<ProvinceId, String> {
    map.find_province(text.trim())
        .ok_or_else(|| format!("`{}` is not a province on this map", text.trim()))
}

/// `Spa/sc`, `Spa(sc)` or `Spa`.
fn location(map: &Map, text: &str) -> Result<Location, String> {
    let text = text.trim();
    let (name, coast) = match text.split_once(['/', '(']) {
        Some((n, c)) => (n, Some(c.trim_end_matches(')'))),
        None => (text, None),
    };
    let coast = match coast {
        Some(c) => Some(Coast::parse(c).ok_or_else(|| format!("`{c}` is not a coast"))?),
        None => None,
    };
    Ok(Location {
        province: province(map, name)?,
        coast,
    })
}

/// `A Par-Bur` (a move) or `A Par` (a hold), the unit letter optional.
fn unit_move(map: &Map, text: &str) -> Result<(Location, Location), String> {
    let text = text.trim();
    let body = match text.split_once(char::is_whitespace) {
        Some((letter, body)) if letter.len() == 1 => body,
        _ => text,
    };
    match body.split_once('-') {
        Some((from, to)) => Ok((location(map, from)?, location(map, to)?)),
        None => {
            let at = location(map, body)?;
            Ok((at, at))
        }
    }
}
