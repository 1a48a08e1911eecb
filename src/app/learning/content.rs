//! Learning mode's material, built into the program: the sample game's record and our
//! commentary on it, the rule lessons (each a PART II case), and the five-minute
//! introduction. The commentary is our own writing; positions and outcomes are the
//! rulebook's, and every result shown is the engine's own adjudication.
//!
//! The players' prose comes in every language the table speaks (`assets/learning/<code>/`,
//! the same files with the same shape as English's: same campaigns, orders, cases,
//! sections and lit provinces; only the words differ). It is read once per language and
//! follows the language spoken now; a translated file that does not parse, or does not
//! match English's shape, reads in English.

use crate::engine::game::text::import;
use crate::engine::game::{Game, PhaseRecord, PhaseResult};
use crate::engine::map::Map;
use crate::engine::notation::parse_order;
use crate::engine::testfile::{TestCase, parse_test_file};
use crate::lang::Lang;
use serde::Deserialize;
use std::sync::OnceLock;

/// The sample game's record in the rulebook's notation (III.6), replayed live.
pub const SAMPLE_RECORD: &str = include_str!("../../../assets/learning/sample_game.txt");
/// The PART II worked examples the lessons are built from.
pub const RULE_CASES: &str = include_str!("../../../assets/learning/part2.txt");
const SAMPLE_NOTES: &str = include_str!("../../../assets/learning/sample_game.ron");
const LESSONS: &str = include_str!("../../../assets/learning/lessons.ron");
const INTRODUCTION: &str = include_str!("../../../assets/learning/introduction.ron");

/// A translation's three files: the sample game's commentary, the lessons, the
/// introduction.
pub(crate) struct Sources<'a> {
    pub(crate) sample: &'a str,
    pub(crate) lessons: &'a str,
    pub(crate) introduction: &'a str,
}

/// The translated files of a language (English's own are the consts above).
macro_rules! translation {
    ($code:literal) => {
        Sources {
            sample: include_str!(concat!(
                "../../../assets/learning/",
                $code,
                "/sample_game.ron"
            )),
            lessons: include_str!(concat!("../../../assets/learning/", $code, "/lessons.ron")),
            introduction: include_str!(concat!(
                "../../../assets/learning/",
                $code,
                "/introduction.ron"
            )),
        }
    };
}

/// A language's files, if it has its own (English and the pseudo-language read English's).
fn sources(lang: Lang) -> Option<Sources<'static>> {
    match lang {
        Lang::English | Lang::Pseudo => None,
        Lang::German => Some(translation!("de")),
        Lang::French => Some(translation!("fr")),
        Lang::Italian => Some(translation!("it")),
    }
}

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

/// The players' prose in one language: the commentary, the lessons, the introduction.
#[derive(Debug, Clone)]
pub struct Prose {
    pub notes: SampleGame,
    pub lessons: Vec<Lesson>,
    pub introduction: Introduction,
}

/// English's prose, read once; an error names the file and line.
pub fn english() -> Result<&'static Prose, String> {
    static ENGLISH: OnceLock<Result<Prose, String>> = OnceLock::new();
    ENGLISH
        .get_or_init(|| {
            Ok(Prose {
                notes: ron::from_str(SAMPLE_NOTES).map_err(|e| ron_error("sample_game.ron", e))?,
                lessons: ron::from_str::<Lessons>(LESSONS)
                    .map_err(|e| ron_error("lessons.ron", e))?
                    .lessons,
                introduction: ron::from_str(INTRODUCTION)
                    .map_err(|e| ron_error("introduction.ron", e))?,
            })
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// A language's prose, read once (English's where the language has no files of its own,
/// and file by file where a translated one is faulty).
pub fn prose(lang: Lang) -> Result<&'static Prose, String> {
    static TRANSLATED: [OnceLock<Prose>; 3] = [const { OnceLock::new() }; 3];
    let english = english()?;
    let slot = match lang {
        Lang::English | Lang::Pseudo => return Ok(english),
        Lang::German => 0,
        Lang::French => 1,
        Lang::Italian => 2,
    };
    Ok(TRANSLATED[slot].get_or_init(|| read_translation(lang, english).0))
}

/// A language's prose read from its own files, each checked against English's shape, with
/// English's in place of any file that fails; and what failed (file, line and why).
pub fn read_translation(lang: Lang, english: &Prose) -> (Prose, Vec<String>) {
    match sources(lang) {
        Some(files) => read_sources(lang.code(), &files, english),
        None => (english.clone(), Vec::new()),
    }
}

/// Whether a language has its own files (English and the pseudo-language do not).
pub fn translated(lang: Lang) -> bool {
    sources(lang).is_some()
}

/// Prose read from the files of language `code`, as `read_translation`.
pub(crate) fn read_sources(code: &str, files: &Sources, english: &Prose) -> (Prose, Vec<String>) {
    let mut faults = Vec::new();
    let notes = ron::from_str::<SampleGame>(files.sample).map_err(|e| ron_error("", e));
    let notes = match notes.and_then(|n| same_sample(&english.notes, &n).map(|()| n)) {
        Ok(n) => n,
        Err(e) => {
            faults.push(format!("{code}/sample_game.ron: {e}"));
            english.notes.clone()
        }
    };
    let lessons = ron::from_str::<Lessons>(files.lessons).map_err(|e| ron_error("", e));
    let lessons = match lessons.and_then(|l| same_lessons(&english.lessons, &l.lessons).map(|()| l))
    {
        Ok(l) => l.lessons,
        Err(e) => {
            faults.push(format!("{code}/lessons.ron: {e}"));
            english.lessons.clone()
        }
    };
    let introduction =
        ron::from_str::<Introduction>(files.introduction).map_err(|e| ron_error("", e));
    let introduction =
        match introduction.and_then(|i| same_introduction(&english.introduction, &i).map(|()| i)) {
            Ok(i) => i,
            Err(e) => {
                faults.push(format!("{code}/introduction.ron: {e}"));
                english.introduction.clone()
            }
        };
    (
        Prose {
            notes,
            lessons,
            introduction,
        },
        faults,
    )
}

/// A fault unless `ok`.
fn need(ok: bool, fault: impl FnOnce() -> String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(fault()) }
}

/// No words missing.
fn worded(what: &str, text: &str) -> Result<(), String> {
    need(!text.trim().is_empty(), || format!("{what} has no words"))
}

/// Whether a translated commentary has English's campaigns, headings, orders and sections,
/// with words everywhere.
fn same_sample(en: &SampleGame, tr: &SampleGame) -> Result<(), String> {
    need(en.campaigns.len() == tr.campaigns.len(), || {
        format!(
            "{} campaigns, not {}",
            tr.campaigns.len(),
            en.campaigns.len()
        )
    })?;
    for (e, t) in en.campaigns.iter().zip(&tr.campaigns) {
        need(e.heading == t.heading, || {
            format!("heading `{}` in place of `{}`", t.heading, e.heading)
        })?;
        let h = &e.heading;
        need(e.notes.len() == t.notes.len(), || {
            format!("{h}: {} notes, not {}", t.notes.len(), e.notes.len())
        })?;
        worded(&format!("{h}: the intro"), &t.intro)?;
        worded(&format!("{h}: the closing"), &t.closing)?;
        for (en_note, note) in e.notes.iter().zip(&t.notes) {
            need(
                (en_note.order.as_str(), en_note.section.as_str())
                    == (note.order.as_str(), note.section.as_str()),
                || {
                    format!(
                        "{h}: note on `{}` ({}) in place of `{}` ({})",
                        note.order, note.section, en_note.order, en_note.section
                    )
                },
            )?;
            worded(&format!("{h}: the note on `{}`", note.order), &note.text)?;
        }
    }
    Ok(())
}

/// Whether translated lessons have English's cases and sections, in order, with words.
fn same_lessons(en: &[Lesson], tr: &[Lesson]) -> Result<(), String> {
    need(en.len() == tr.len(), || {
        format!("{} lessons, not {}", tr.len(), en.len())
    })?;
    for (e, t) in en.iter().zip(tr) {
        need((&e.case, &e.section) == (&t.case, &t.section), || {
            format!(
                "lesson `{}` ({}) in place of `{}` ({})",
                t.case, t.section, e.case, e.section
            )
        })?;
        for (what, text) in [
            ("title", &t.title),
            ("question", &t.question),
            ("explanation", &t.explanation),
        ] {
            worded(&format!("`{}`: the {what}", t.case), text)?;
        }
    }
    Ok(())
}

/// Whether a translated introduction has English's pages, lighting the same provinces.
fn same_introduction(en: &Introduction, tr: &Introduction) -> Result<(), String> {
    need(en.pages.len() == tr.pages.len(), || {
        format!("{} pages, not {}", tr.pages.len(), en.pages.len())
    })?;
    for (i, (e, t)) in en.pages.iter().zip(&tr.pages).enumerate() {
        need(e.highlight == t.highlight, || {
            format!(
                "page {}: lights {:?}, not {:?}",
                i + 1,
                t.highlight,
                e.highlight
            )
        })?;
        worded(&format!("page {}: the title", i + 1), &t.title)?;
        worded(&format!("page {}: the text", i + 1), &t.text)?;
    }
    Ok(())
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
    let at = format!(
        "line {}, column {}: {}",
        e.span.start.line, e.span.start.col, e.code
    );
    if file.is_empty() {
        at
    } else {
        format!("{file}: {at}")
    }
}

impl Material {
    /// Reads the built-in material, its prose in the language spoken now; an error names
    /// the file and line.
    pub fn load() -> Result<(Material, Map), String> {
        let (sample, map) = import(SAMPLE_RECORD).map_err(|e| format!("sample_game.txt: {e}"))?;
        let prose = prose(crate::lang::current())?.clone();
        let cases = parse_test_file(RULE_CASES).map_err(|e| format!("part2.txt: {e}"))?;
        Ok((
            Material {
                sample,
                notes: prose.notes,
                lessons: prose.lessons,
                cases,
                introduction: prose.introduction,
            },
            map,
        ))
    }

    /// The prose in the language spoken now (the material's own, read when it was loaded,
    /// should that language's be unreadable).
    fn spoken(&self) -> Option<&'static Prose> {
        prose(crate::lang::current()).ok()
    }

    /// The commentary for a campaign heading, if any, in the language spoken now.
    pub fn campaign(&self, heading: &str) -> Option<&Campaign> {
        let campaigns = self
            .spoken()
            .map_or(&self.notes.campaigns, |p| &p.notes.campaigns);
        campaigns.iter().find(|c| c.heading == heading)
    }

    /// Lesson `i`, in the language spoken now.
    pub fn lesson(&self, i: usize) -> Option<&Lesson> {
        self.spoken().map_or(&self.lessons, |p| &p.lessons).get(i)
    }

    /// Page `i` of the introduction, in the language spoken now.
    pub fn page(&self, i: usize) -> Option<&Page> {
        (self
            .spoken()
            .map_or(&self.introduction, |p| &p.introduction)
            .pages)
            .get(i)
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
