//! Learning mode's material, built into the program: the sample game's record and our
//! commentary on it, the rule lessons (each a PART II case), and the five-minute
//! introduction. The commentary is our own writing; positions and outcomes are the
//! rulebook's, and every result shown is the engine's own adjudication.

use crate::engine::game::text::import;
use crate::engine::game::{Game, PhaseRecord, PhaseResult};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::testfile::{TestCase, parse_test_file};
use serde::Deserialize;

/// The sample game's record in the rulebook's notation (III.6), replayed live.
pub const SAMPLE_RECORD: &str = include_str!("../../../assets/learning/sample_game.txt");
/// The PART II worked examples the lessons are built from.
pub const RULE_CASES: &str = include_str!("../../../assets/learning/part2.txt");
const SAMPLE_NOTES: &str = include_str!("../../../assets/learning/sample_game.ron");
const LESSONS: &str = include_str!("../../../assets/learning/lessons.ron");
const INTRODUCTION: &str = include_str!("../../../assets/learning/introduction.ron");

/// Commentary on the sample game, one entry per campaign.
#[derive(Debug, Clone, Deserialize)]
pub struct SampleGame {
    pub campaigns: Vec<Campaign>,
}

/// One campaign's commentary.
#[derive(Debug, Clone, Deserialize)]
pub struct Campaign {
    /// `Spring 1901`, `Autumn 1901 Adjustments`… (as `text::heading` writes it).
    pub heading: String,
    pub intro: String,
    pub notes: Vec<Note>,
    pub closing: String,
}

/// A remark on one order, with the rulebook section that explains it.
#[derive(Debug, Clone, Deserialize)]
pub struct Note {
    pub order: String,
    pub section: String,
    pub text: String,
}

/// The rule lessons, in course order.
#[derive(Debug, Clone, Deserialize)]
pub struct Lessons {
    pub lessons: Vec<Lesson>,
}

/// One lesson: a PART II case to predict, then watch.
#[derive(Debug, Clone, Deserialize)]
pub struct Lesson {
    /// The case's name in the PART II case file.
    pub case: String,
    pub title: String,
    pub section: String,
    pub question: String,
    pub explanation: String,
}

/// The five-minute introduction.
#[derive(Debug, Clone, Deserialize)]
pub struct Introduction {
    pub pages: Vec<Page>,
}

/// One page of the introduction, with the provinces to light while it is read.
#[derive(Debug, Clone, Deserialize)]
pub struct Page {
    pub title: String,
    pub text: String,
    #[serde(default)]
    pub highlight: Vec<String>,
}

/// Everything learning mode shows.
#[derive(Debug, Clone)]
pub struct Material {
    /// The sample game, replayed through the engine under the 1971 rules.
    pub sample: Game,
    pub notes: SampleGame,
    pub lessons: Vec<Lesson>,
    pub cases: Vec<TestCase>,
    pub introduction: Introduction,
}

fn ron_error(file: &str, e: ron::error::SpannedError) -> String {
    format!(
        "{file}: line {}, column {}: {}",
        e.span.start.line, e.span.start.col, e.code
    )
}

impl Material {
    /// Reads the built-in material; an error names the file and line.
    pub fn load() -> Result<(Material, Map), String> {
        let (sample, map) = import(SAMPLE_RECORD).map_err(|e| format!("sample_game.txt: {e}"))?;
        let notes: SampleGame =
            ron::from_str(SAMPLE_NOTES).map_err(|e| ron_error("sample_game.ron", e))?;
        let lessons: Lessons = ron::from_str(LESSONS).map_err(|e| ron_error("lessons.ron", e))?;
        let introduction: Introduction =
            ron::from_str(INTRODUCTION).map_err(|e| ron_error("introduction.ron", e))?;
        let cases = parse_test_file(RULE_CASES).map_err(|e| format!("part2.txt: {e}"))?;
        Ok((
            Material {
                sample,
                notes,
                lessons: lessons.lessons,
                cases,
                introduction,
            },
            map,
        ))
    }

    /// The commentary for a campaign heading, if any.
    pub fn campaign(&self, heading: &str) -> Option<&Campaign> {
        self.notes.campaigns.iter().find(|c| c.heading == heading)
    }

    /// A lesson's game: the case's position with its orders, resolved by the engine.
    pub fn lesson_game(&self, map: &Map, lesson: &Lesson) -> Result<Game, String> {
        let case = self
            .cases
            .iter()
            .find(|c| c.name == lesson.case)
            .ok_or_else(|| format!("no case named `{}`", lesson.case))?;
        let prepared = crate::engine::testfile::prepare_case(map, case)?;
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        let setup = crate::engine::game::Setup::standard(map, &names, 0, "1971", 0)
            .map_err(|e| e.to_string())?;
        let mut game = Game::new(map, setup);
        game.position = prepared.position;
        for power in map.power_ids() {
            let lines: Vec<String> = case
                .orders
                .iter()
                .filter(|o| map.find_power(&o.power) == Some(power))
                .map(|o| o.text.clone())
                .collect();
            if !lines.is_empty() {
                game.write_orders(map, power, &lines);
            }
        }
        game.resolve(map);
        Ok(game)
    }
}

/// Whether a note's order is one the phase's players wrote: read against the phase's
/// position (a printed form, `F(St.P)-GOB`, reads as the order it gives), else matched by
/// its text.
pub fn written_in(map: &Map, rec: &PhaseRecord, note_order: &str) -> bool {
    let read = |power| parse_order(map, &rec.position, Some(power), note_order);
    rec.orders.iter().any(|o| match read(o.power) {
        Ok(n) => (o.written().iter()).any(|w| (w.at, w.order) == (n.at, n.order)),
        Err(_) => order_key(&o.text(map, &rec.position)) == order_key(note_order),
    })
}

/// Whether a note's order is the one unit `i` of a movement phase was given, written or
/// implied: read against the phase's position (a printed form, `F(St.P)-GOB`, reads as the
/// order it gives; an implied move is carried out "via convoy", its note says not), else
/// matched by its text (`written`, as the results show it).
pub fn note_is_on(map: &Map, rec: &PhaseRecord, note: &str, i: usize, written: &str) -> bool {
    use crate::engine::order::{MainOrder, Order};
    let PhaseResult::Movement(m) = &rec.result else {
        return false;
    };
    let plain = |o: Order| match o {
        Order::Main(MainOrder::Move { to, .. }) => Order::Main(MainOrder::Move {
            to,
            via_convoy: false,
        }),
        o => o,
    };
    let given = rec
        .written_for(i)
        .map_or(Order::Main(m.orders[i]), |w| w.order);
    let unit = rec.position.units[i];
    match parse_order(map, &rec.position, Some(unit.power), note) {
        Ok(n) => n.at.province == unit.loc.province && plain(n.order) == plain(given),
        Err(_) => super::sheet::same_order(note, written),
    }
}

/// Normalises an order for matching notes: no spaces, no asterisks, lower case.
pub fn order_key(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != '*')
        .flat_map(|c| c.to_lowercase())
        .collect()
}
