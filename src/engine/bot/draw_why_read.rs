//! Reading a draw reason back from the English a save keeps: the sentence of every rule
//! is tried with the numbers the text holds, and the one that writes the text again is
//! the reason. A text no rule writes stays text.

use super::draw_why::{DrawWhy, Standing};

/// The reason an English sentence states (a verdict at its end, `: accepts` or `: plays
/// on`, as older saves kept it, is left off); the text itself where no rule writes it.
pub fn from_english(text: &str) -> DrawWhy {
    let bare = (text.strip_suffix(": accepts"))
        .or_else(|| text.strip_suffix(": plays on"))
        .unwrap_or(text);
    read(bare).unwrap_or_else(|| DrawWhy::Text(text.to_string()))
}

/// The reason that writes exactly `text`, if one does.
fn read(text: &str) -> Option<DrawWhy> {
    if let Some((power, rest)) = text.split_once(": ") {
        let why = DrawWhy::For {
            power: power.to_string(),
            why: Box::new(read(rest)?),
        };
        return (why.english() == text).then_some(why);
    }
    if let Some(power) =
        (text.strip_prefix("promised ")).and_then(|t| t.strip_suffix(" to vote for a draw"))
    {
        return Some(DrawWhy::Promised {
            power: power.to_string(),
        });
    }
    candidates(&numbers(text))
        .into_iter()
        .find(|why| why.english() == text)
}

/// The whole numbers in `text`, in order.
fn numbers(text: &str) -> Vec<u32> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|run| run.parse().ok())
        .collect()
}

/// Every reason these numbers could fill, in the order its sentence names them.
fn candidates(n: &[u32]) -> Vec<DrawWhy> {
    let mut out = vec![DrawWhy::NoCentres, DrawWhy::NoPowerLeft];
    if let [centres] = *n {
        out.push(DrawWhy::OnlyLeft { centres });
    }
    for (standing, rest) in standings(n) {
        out.extend([
            DrawWhy::EnoughToWin { standing },
            DrawWhy::Stuck { standing },
            DrawWhy::Eager { standing },
            DrawWhy::Steady { standing },
            DrawWhy::NothingYet { standing },
        ]);
        match *rest {
            [a] => out.extend([
                DrawWhy::LostLastYear { standing, lost: a },
                DrawWhy::LostTwoYears { standing, lost: a },
                DrawWhy::Content {
                    standing,
                    gained: a,
                },
                DrawWhy::Gained {
                    standing,
                    gained: a,
                },
                DrawWhy::FarAhead {
                    standing,
                    margin: a,
                    change: 0,
                },
            ]),
            [a, b] => out.extend([
                DrawWhy::ShortOfWin {
                    standing,
                    short: a,
                    target: b,
                },
                DrawWhy::Threatened {
                    standing,
                    enemies: a,
                    own: b,
                },
                DrawWhy::FarAhead {
                    standing,
                    margin: a,
                    change: b as i64,
                },
                DrawWhy::FarAhead {
                    standing,
                    margin: a,
                    change: -(b as i64),
                },
            ]),
            _ => {}
        }
    }
    out
}

/// The standings the first numbers could be, with the numbers left after each.
fn standings(n: &[u32]) -> Vec<(Standing, &[u32])> {
    let mut out = Vec::new();
    if let [centres, rest @ ..] = n {
        out.push((Standing::Holds { centres: *centres }, rest));
    }
    if let [centres, total, rest @ ..] = n {
        let (centres, total) = (*centres, *total);
        out.push((Standing::Leads { centres, total }, rest));
    }
    out
}
