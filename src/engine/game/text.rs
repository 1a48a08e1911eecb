//! Game records as plain text in the rulebook's sample-game notation, and back.
//!
//! ```text
//! Variant: standard
//! Rules: 1971
//! Seed: 7
//! Player: Anna = England
//!
//! Spring 1901
//! England: A(Lpl)-Yor, F(Lon)-NTH, F(Edi)-NWG
//! Turkey: A(Con)-Bul, A(Smy)-Con, *F(Ank)-BLA*
//!
//! Autumn 1902 Retreats
//! Russia: A(StP)-Mos
//!
//! Autumn 1901 Adjustments
//! England: Build F(Edi)
//! ```
//! Orders between asterisks failed (the rulebook prints them in italics). Lines starting
//! with `#` are comments. On reading, a line without a power continues the previous power.

use super::record::{OrderLine, PhaseRecord, PhaseResult};
use super::{Game, Setup, SetupError};
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::PowerId;
use crate::engine::map::{Calendar, Map};
use crate::engine::notation::format::format_written;
use crate::engine::order::{Order, Written};
use crate::engine::position::{Phase, PhaseKind, Season};

/// The heading of a phase on the standard calendar: `Spring 1901`, `Autumn 1902 Retreats`,
/// `Autumn 1901 Adjustments`. Only for games known to be on the standard calendar (the
/// rulebook's sample game): anywhere a map is at hand use [`Map::phase_name`], which names
/// the phase after the map's own calendar (`Fall 1891`, `Winter 1891 Retreats` on ce05);
/// records are written with that.
pub fn heading(phase: Phase) -> String {
    Calendar::Standard.phase_name(phase)
}

fn parse_heading(line: &str) -> Option<Phase> {
    let words: Vec<&str> = line.split_whitespace().collect();
    // Four-season names: Summer holds Spring's retreats, Winter Fall's retreats and builds.
    let (season, bare) = match words.first()?.to_ascii_lowercase().as_str() {
        "spring" => (Season::Spring, PhaseKind::Movement),
        "summer" => (Season::Spring, PhaseKind::Retreat),
        "autumn" | "fall" => (Season::Autumn, PhaseKind::Movement),
        "winter" => (Season::Autumn, PhaseKind::Retreat),
        _ => return None,
    };
    let year = words.get(1)?.parse().ok()?;
    let kind = match words.get(2).map(|w| w.to_ascii_lowercase()) {
        None => bare,
        Some(w) if w.starts_with("retreat") => PhaseKind::Retreat,
        Some(w) if w.starts_with("adjust") || w.starts_with("build") => PhaseKind::Adjustment,
        _ => return None,
    };
    (words.len() <= 3).then_some(Phase { year, season, kind })
}

/// Whether the order written for this unit was carried out.
fn succeeded(record: &PhaseRecord, w: &Written) -> bool {
    match &record.result {
        PhaseResult::Movement(m) => record
            .position
            .unit_at(w.at.province)
            .is_none_or(|i| m.verdicts[i].succeeded()),
        PhaseResult::Retreat(v) => record
            .position
            .dislodged
            .iter()
            .position(|d| d.unit.loc.province == w.at.province)
            .is_none_or(|i| v[i].carried_out()),
        PhaseResult::Adjustment { verdicts, .. } => match w.order {
            Order::Adjust(_) => verdicts
                .iter()
                .find(|(vw, _)| (vw.power, vw.order) == (w.power, w.order))
                .is_none_or(|(_, v)| v.carried_out()),
            _ => false,
        },
    }
}

/// A record's line as the export writes it: each order in the board's notation, marked
/// `*…*` where it failed (counted orders, where units stack, unmarked), or the text of a
/// line that was not an order, marked.
fn line_items(map: &Map, record: &PhaseRecord, line: &OrderLine) -> Vec<String> {
    let stacked = Rulebook::of(map).orders_part_of_stacks();
    let Ok(orders) = &line.orders else {
        return vec![format!(
            "*{}*",
            line.text(map, &record.position).replace(',', " ")
        )];
    };
    orders
        .iter()
        .map(|w| {
            let text = format_written(map, &record.position, w).replace(',', " ");
            match stacked || succeeded(record, w) {
                true => text,
                false => format!("*{text}*"),
            }
        })
        .collect()
}

/// The whole game as text.
pub fn export(map: &Map, game: &Game) -> String {
    let mut out = String::new();
    out.push_str(&format!("Variant: {}\n", game.setup.variant));
    out.push_str(&format!("Rules: {}\n", game.setup.rules_name));
    out.push_str(&format!("Seed: {}\n", game.setup.seed));
    out.push_str(&format!("Scoring: {}\n", game.setup.scoring.key()));
    for pl in &game.setup.players {
        let powers: Vec<&str> = pl
            .powers
            .iter()
            .filter(|p| game.setup.player_of(**p).is_some())
            .map(|p| map.power(*p).name.as_str())
            .collect();
        out.push_str(&format!("Player: {} = {}\n", pl.name, powers.join(", ")));
    }
    for record in &game.record {
        out.push('\n');
        out.push_str(&map.phase_name(record.phase));
        out.push('\n');
        for power in map.power_ids() {
            let mut items = Vec::new();
            for line in record.orders.iter().filter(|o| o.power == power) {
                items.extend(line_items(map, record, line));
            }
            if !items.is_empty() {
                out.push_str(&format!(
                    "{}: {}\n",
                    map.power(power).name,
                    items.join(", ")
                ));
            }
        }
        if let PhaseResult::Adjustment {
            disorder_removals, ..
        } = &record.result
        {
            for u in disorder_removals {
                out.push_str(&format!(
                    "# civil disorder: {} removes the unit in {}\n",
                    map.power(u.power).name,
                    map.location_abbr(u.loc)
                ));
            }
        }
    }
    push_scores(map, game, &mut out);
    out
}

/// The end's scores as comments after the last phase.
fn push_scores(map: &Map, game: &Game, out: &mut String) {
    let lines = crate::engine::scoring::from_game::record_lines(map, game);
    if !lines.is_empty() {
        out.push('\n');
        for line in lines {
            out.push_str(&line);
            out.push('\n');
        }
    }
}

/// Why a text record cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("{0}")]
    Setup(#[from] SetupError),
}

/// Reads a text record and replays it through the engine, returning the game.
pub fn import(text: &str) -> Result<(Game, Map), RecordError> {
    let lines: Vec<&str> = text.lines().collect();
    let header = read_header(&lines)?;
    let (mut game, map) = set_up(&header)?;
    play_record(&mut game, &map, &lines, header.body_start)?;
    Ok((game, map))
}

fn line_error(line: usize, message: String) -> RecordError {
    RecordError::Line { line, message }
}

/// What a record's header says: the board, the rules, the seed, the scoring and who
/// plays what; and the line its campaigns start at.
struct Header {
    variant: String,
    rules: String,
    seed: u64,
    scoring: crate::engine::scoring::ScoringSystem,
    players: Vec<(String, Vec<String>)>,
    body_start: usize,
}

/// Reads the `Key: value` lines before the first campaign heading.
fn read_header(lines: &[&str]) -> Result<Header, RecordError> {
    let err = line_error;
    let mut header = Header {
        variant: "standard".to_string(),
        rules: "1971".to_string(),
        seed: 0,
        scoring: crate::engine::scoring::ScoringSystem::default(),
        players: Vec::new(),
        body_start: 0,
    };
    for (n, raw) in lines.iter().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if parse_heading(line).is_some() {
            header.body_start = n;
            break;
        }
        let (key, value) = line.split_once(':').ok_or_else(|| {
            err(
                n + 1,
                format!("expected `Key: value` or a campaign heading, got `{line}`"),
            )
        })?;
        let value = value.trim();
        match key.trim().to_ascii_lowercase().as_str() {
            "variant" => header.variant = value.to_string(),
            "rules" => header.rules = value.to_string(),
            "seed" => {
                header.seed = value
                    .parse()
                    .map_err(|_| err(n + 1, format!("bad seed `{value}`")))?
            }
            "scoring" => {
                header.scoring = crate::engine::scoring::ScoringSystem::parse(value)
                    .ok_or_else(|| err(n + 1, format!("unknown scoring system `{value}`")))?
            }
            "player" => {
                let (name, powers) = value
                    .split_once('=')
                    .ok_or_else(|| err(n + 1, "expected `Player: Name = Power, Power`".into()))?;
                header.players.push((
                    name.trim().to_string(),
                    powers
                        .split(',')
                        .map(|p| p.trim().to_string())
                        .filter(|p| !p.is_empty())
                        .collect(),
                ));
            }
            other => return Err(err(n + 1, format!("unknown header `{other}`"))),
        }
        header.body_start = n + 1;
    }
    Ok(header)
}

/// The game the header describes, at its first phase.
fn set_up(header: &Header) -> Result<(Game, Map), RecordError> {
    let err = line_error;
    let map = Map::named(&header.variant).map_err(|e| err(1, e.to_string()))?;
    let players = &header.players;
    let names: Vec<&str> = if players.is_empty() {
        map.powers.iter().map(|p| p.name.as_str()).collect()
    } else {
        players.iter().map(|(n, _)| n.as_str()).collect()
    };
    let mut setup = Setup::standard(&map, &names, 0, &header.rules, header.seed)?;
    for (k, (_, powers)) in players.iter().enumerate() {
        setup.players[k].powers = powers
            .iter()
            .map(|p| {
                map.find_power(p)
                    .ok_or_else(|| err(1, format!("unknown power `{p}`")))
            })
            .collect::<Result<_, _>>()?;
    }
    setup.scoring = header.scoring;
    Ok((Game::new(&map, setup), map))
}

/// Plays the record's campaigns from `body_start`: each heading's orders written for
/// their powers and resolved.
fn play_record(
    game: &mut Game,
    map: &Map,
    lines: &[&str],
    body_start: usize,
) -> Result<(), RecordError> {
    let err = line_error;
    let mut current: Option<PowerId> = None;
    let mut in_phase = false;
    let mut phase_lines: Vec<(PowerId, String)> = Vec::new();
    for (n, raw) in lines.iter().enumerate().skip(body_start) {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(phase) = parse_heading(line) {
            if in_phase {
                resolve_written(game, map, &mut phase_lines);
            }
            // Retreat and adjustment phases with no orders may be left out of the text.
            while game.position.phase != phase
                && game.outcome.is_none()
                && game.position.phase.kind != PhaseKind::Movement
            {
                game.resolve(map);
            }
            if game.position.phase != phase {
                return Err(err(
                    n + 1,
                    format!(
                        "the game is at {}, not {line}",
                        map.phase_name(game.position.phase)
                    ),
                ));
            }
            in_phase = true;
            current = None;
            continue;
        }
        if !in_phase {
            return Err(err(n + 1, "orders before any campaign heading".into()));
        }
        // `England: ...`, `England ...`, or a continuation line.
        let (power, rest) = match split_power(map, line) {
            Some((p, rest)) => (p, rest),
            None => (
                current.ok_or_else(|| {
                    err(n + 1, format!("which power's orders are these: `{line}`"))
                })?,
                line,
            ),
        };
        current = Some(power);
        for item in rest.split(',') {
            let order = item.replace('*', "");
            let order = order.trim();
            if !order.is_empty() {
                phase_lines.push((power, order.to_string()));
            }
        }
    }
    if in_phase {
        resolve_written(game, map, &mut phase_lines);
    }
    Ok(())
}

/// Writes each power's lines of the phase and resolves it.
fn resolve_written(game: &mut Game, map: &Map, lines: &mut Vec<(PowerId, String)>) {
    for p in map.power_ids() {
        let mine: Vec<String> = lines
            .iter()
            .filter(|(q, _)| *q == p)
            .map(|(_, t)| t.clone())
            .collect();
        if !mine.is_empty() {
            game.write_orders(map, p, &mine);
        }
    }
    lines.clear();
    game.resolve(map);
}

/// `England: A(Lpl)-Yor` or `England A(Lpl)-Yor` → (England, rest).
fn split_power<'a>(map: &Map, line: &'a str) -> Option<(PowerId, &'a str)> {
    if let Some((head, rest)) = line.split_once(':')
        && let Some(p) = map.find_power(head.trim())
    {
        return Some((p, rest));
    }
    let (first, rest) = line.split_once(char::is_whitespace)?;
    map.find_power(first).map(|p| (p, rest))
}
