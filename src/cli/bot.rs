//! `bot`: one power's orders from a computer player for a position written as a jDip
//! test-file case (PRESTATE_SETPHASE, PRESTATE_SUPPLYCENTER_OWNERS, PRESTATE,
//! PRESTATE_DISLODGED and PRESTATE_RESULTS for retreats), printed one per line in the
//! ORDERS syntax of those files (`A par-bur`; counted orders where units stack).

use crate::cli::out::outln;
use crate::engine::bot::{Level, computer_orders};
use crate::engine::ids::UnitKind;
use crate::engine::map::Map;
use crate::engine::notation::format::{Style, format_order, format_written};
use crate::engine::order::{Order, Written};
use crate::engine::position::{Position, Unit};
use crate::engine::rules::Rules;
use crate::engine::testfile::{parse_test_file, prepare_case};
use std::path::PathBuf;
use std::process::ExitCode;

/// What the command line asks for.
pub struct BotArgs {
    pub power: String,
    pub level: String,
    pub seed: u64,
    /// The map; `None`: the file's VARIANT_ALL (standard when it names none).
    pub variant: Option<String>,
    pub file: PathBuf,
    /// Print the rulebook notation the order screen writes (`A(Par)-Bur`) instead.
    pub rulebook: bool,
}

/// Prints the orders, or why there are none.
pub fn bot(args: &BotArgs) -> ExitCode {
    match orders(args) {
        Ok(lines) => {
            for line in lines {
                outln!("{line}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bot: {e}");
            ExitCode::from(2)
        }
    }
}

fn orders(args: &BotArgs) -> Result<Vec<String>, String> {
    let level = Level::parse(&args.level)?;
    let (map, position) = read_case(&args.file, args.variant.as_deref())?;
    let power = find_power(&map, &args.power)?;
    let rules = Rules::preset("1971").unwrap_or_default();
    let orders = computer_orders(level, &map, &position, &rules, power, args.seed);
    let board = crate::engine::adjudicate::Board::new(&map, &position, &rules);
    let text = |w: &Written| match args.rulebook || board.orders_part_of_stacks() {
        true => format_written(&map, &position, w),
        false => test_file_text(&map, &position, w),
    };
    Ok(orders.iter().map(text).collect())
}

/// The power a command line names, or why there is none.
pub fn find_power(map: &Map, name: &str) -> Result<crate::engine::ids::PowerId, String> {
    map.find_power(name).ok_or_else(|| {
        let names: Vec<&str> = map.powers.iter().map(|p| p.name.as_str()).collect();
        format!(
            "no power `{name}` on the {} map: {}",
            map.name,
            names.join(", ")
        )
    })
}

/// The map and position of a test file's one case (`variant` overrides a file that names
/// no map), or why they cannot be read.
pub fn read_case(file: &std::path::Path, variant: Option<&str>) -> Result<(Map, Position), String> {
    let shown = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let cases = parse_test_file(&text).map_err(|e| format!("{shown}: {e}"))?;
    let mut case = match cases.as_slice() {
        [one] => one.clone(),
        [] => return Err(format!("{shown} holds no CASE … END block")),
        many => {
            return Err(format!(
                "{shown} holds {} cases; the bot reads one position",
                many.len()
            ));
        }
    };
    if let Some(v) = variant {
        let named_in_file = !case.variant.eq_ignore_ascii_case("standard");
        if named_in_file && !case.variant.eq_ignore_ascii_case(v) {
            return Err(format!(
                "{shown} is for the `{}` map, but --variant says `{v}`",
                case.variant
            ));
        }
        case.variant = v.to_ascii_lowercase();
    }
    let map = Map::named(&case.variant).map_err(|e| e.to_string())?;
    // Only the position is read: no expected result is needed.
    if case.poststate.is_none() {
        case.same = true;
    }
    let prepared = prepare_case(&map, &case).map_err(|e| format!("{shown}: {e}"))?;
    Ok((map, prepared.position))
}

/// An order in the test files' ORDERS syntax (`F nth C A yor-nwy`).
fn test_file_text(map: &Map, position: &Position, w: &Written) -> String {
    let standing = match w.order {
        Order::Retreat(_) => position
            .dislodged
            .iter()
            .map(|d| d.unit)
            .find(|u| u.loc.province == w.at.province),
        _ => position.unit_at(w.at.province).map(|i| position.units[i]),
    };
    let unit = standing.unwrap_or(Unit {
        power: w.power,
        kind: w.kind.unwrap_or(UnitKind::Army),
        loc: w.at,
    });
    format_order(map, position, &unit, &w.order, Style::TestFile)
}
